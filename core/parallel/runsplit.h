#pragma once
// Several runs side by side on one server: the cards split into equal groups, one run each.
#include "catalog.h"
#include "error.h"

#include <string>
#include <vector>

namespace headroom {

/// The cards of one run: server slots (0-based) and the NVLink domain that holds them.
struct RunGroup {
    std::vector<int> gpus;
    int nvlinkDomain = -1; ///< 0-based; -1 where the server has none or the run spans several
    bool operator==(const RunGroup&) const = default;
};

/// `runs` equal groups of `gpusPerRun` cards.
struct RunSplit {
    int runs = 1;
    int gpusPerRun = 0;
    int domainSize = 0; ///< cards per NVLink domain; 0 where the server has no NVLink domains
    std::vector<RunGroup> groups;
    bool operator==(const RunSplit&) const = default;
};

/// Splits `gpuCount` cards of `server` (holding `gpu`) into `runs` equal groups, each inside one
/// NVLink domain where the server has domains (the page's "one per NVLink domain of four
/// cards"). One run may span domains, as it always could; several may not. The error's message
/// is one sentence saying why and which counts would work; its key is `runs_side_by_side`.
Expected<RunSplit> splitRuns(const ServerSpec& server, const GpuSpec& gpu, int gpuCount, int runs);

/// The run counts `splitRuns` accepts for these cards, ascending (always starts with 1).
std::vector<int> possibleRuns(const ServerSpec& server, const GpuSpec& gpu, int gpuCount);

} // namespace headroom
