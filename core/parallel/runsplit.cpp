#include "runsplit.h"

#include <algorithm>

namespace headroom {

namespace {

/// Cards per NVLink domain, or 0 where the cards have no NVLink or the server no bridge/switch.
int domainSizeOf(const ServerSpec& server, const GpuSpec& gpu) {
    const bool nvlink = gpu.link != LinkKind::Pcie && gpu.nvlinkGBs > 0;
    return nvlink && server.nvlinkDomainSize > 1 ? server.nvlinkDomainSize : 0;
}

/// Why the split does not work, or "" when it does.
std::string problem(int gpuCount, int runs, int domain, int serverCards) {
    if (runs < 1 || gpuCount < 1)
        return "needs at least one run and one GPU";
    if (runs > gpuCount)
        return std::to_string(gpuCount) + " GPUs cannot carry " + std::to_string(runs) +
               " runs (one card per run at least)";
    if (gpuCount % runs != 0)
        return std::to_string(gpuCount) + " GPUs do not split into " + std::to_string(runs) +
               " equal groups";
    const int perRun = gpuCount / runs;
    if (runs > 1 && domain > 0) {
        // Groups are packed into the server's domains; a group larger than a domain, or more
        // groups than the domains take, would put part of one run's traffic on PCIe.
        const int domains = std::max(1, serverCards / domain);
        if (perRun > domain || domains * (domain / perRun) < runs)
            return "a run of " + std::to_string(perRun) + " GPUs would cross an NVLink domain (" +
                   std::to_string(domain) + " cards each)";
    }
    return {};
}

} // namespace

Expected<RunSplit> splitRuns(const ServerSpec& server, const GpuSpec& gpu, int gpuCount, int runs) {
    const int domain = domainSizeOf(server, gpu);
    if (std::string why = problem(gpuCount, runs, domain, server.gpuCount); !why.empty()) {
        std::string options;
        const std::vector<int> ok = possibleRuns(server, gpu, gpuCount);
        for (std::size_t i = 0; i < ok.size(); ++i)
            options += (i == 0 ? "" : i + 1 == ok.size() ? " or " : ", ") + std::to_string(ok[i]);
        return Error{"", "runs_side_by_side",
                     why + " on the " + server.name + "; possible: " + options + " runs"};
    }
    RunSplit split;
    split.runs = runs;
    split.gpusPerRun = gpuCount / runs;
    split.domainSize = domain;
    const int g = split.gpusPerRun;
    const int perDomain = domain > 0 ? std::max(1, domain / g) : 0;
    split.groups.reserve(std::size_t(runs));
    for (int i = 0; i < runs; ++i) {
        RunGroup group;
        group.gpus.reserve(std::size_t(g));
        // One run on the cards in slot order; several packed domain by domain.
        const int first =
            runs == 1 || domain == 0 ? i * g : (i / perDomain) * domain + (i % perDomain) * g;
        for (int c = first; c < first + g; ++c)
            group.gpus.push_back(c);
        if (domain > 0 && first / domain == (first + g - 1) / domain)
            group.nvlinkDomain = first / domain;
        split.groups.push_back(std::move(group));
    }
    return split;
}

std::vector<int> possibleRuns(const ServerSpec& server, const GpuSpec& gpu, int gpuCount) {
    const int domain = domainSizeOf(server, gpu);
    std::vector<int> runs;
    for (int r = 1; r <= gpuCount; ++r)
        if (problem(gpuCount, r, domain, server.gpuCount).empty())
            runs.push_back(r);
    return runs;
}

} // namespace headroom
