#include "runsout.h"

#include "build/resolvebuild.h"
#include "catalog.h"
#include "rl/rlstage.h"
#include "scenariorange.h"
#include "sizing.h"

#include <algorithm>

namespace headroom {

RunsOutCurve runsOutCurve(const Scenario& scenario, const Catalog& catalog) {
    RunsOutCurve c;
    const SizingResult own = evaluate(scenario, catalog);
    c.capacityGb = own.perGpu.capacity;
    c.longestSequence = own.maxSequenceLength;
    c.currentSequence = sequenceTokens(scenario);
    c.currentTotalGb = own.perGpu.total;
    const ModelArch* arch = resolveModel(scenario, catalog).arch;
    c.modelContext = arch ? arch->maxPositionEmbeddings : 0;
    const auto limit = static_cast<std::int64_t>(maxSequenceTokens());
    const std::int64_t last =
        std::min(limit, std::max<std::int64_t>({c.modelContext, c.currentSequence, 4096}));
    for (std::int64_t length = kRunsOutFirstLength;; length *= 2) {
        const std::int64_t at = std::min(length, last);
        const SizingResult r = evaluate(atSequenceTokens(scenario, at), catalog);
        c.points.push_back({at, r.perGpu.total, r.perGpu.band.low, r.perGpu.band.high, r.fits});
        if (at >= last)
            break;
    }
    return c;
}

} // namespace headroom
