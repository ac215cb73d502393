#include "resolvebuild.h"

#include "catalog.h"
#include "runsplit.h"

#include <algorithm>

namespace headroom {

const ServerSpec* buildServer(const Scenario& s, const Catalog& catalog) {
    return s.server.empty() ? catalog.smallestServerFor(s.gpu, std::max(1, s.gpuCount))
                            : catalog.findServer(s.server);
}

ResolvedBuild resolveBuild(const Scenario& scenario, const std::string& gpu, int cards,
                           const Catalog& catalog) {
    ResolvedBuild b;
    b.scenario = scenario;
    b.cards = std::max(1, cards);
    const ServerSpec* server = catalog.smallestServerFor(gpu, b.cards);
    if (!server) {
        b.warning = makeWarning("no_server", {{ArgKind::Count, double(b.cards), {}},
                                              {ArgKind::Text, 0, gpu}});
        return b;
    }
    Scenario& s = b.scenario;
    s.gpu = gpu;
    s.server = server->id;
    s.gpuCount = b.cards == server->gpuCount ? 0 : b.cards;
    b.serverId = server->id;
    b.chassisCards = server->gpuCount;
    if (const GpuSpec* g = catalog.findGpu(gpu); g && s.powerCapW > 0)
        s.powerCapW = std::clamp(s.powerCapW, g->minPowerCapW, g->tdpW);
    if (s.runsSideBySide > 1) {
        const GpuSpec* g = catalog.findGpu(gpu);
        if (!g || !splitRuns(*server, *g, b.cards, s.runsSideBySide))
            s.runsSideBySide = 1;
    }
    b.warning = chassisWarning(s, catalog);
    return b;
}

int cardsPerServer(const Scenario& scenario, const ServerSpec* server) {
    return scenario.gpuCount > 0 ? scenario.gpuCount : (server ? server->gpuCount : 1);
}

ResolvedBuild resolveBuild(const Scenario& scenario, const Catalog& catalog) {
    const ServerSpec* server = buildServer(scenario, catalog);
    const int cards = cardsPerServer(scenario, server);
    const std::string gpu = scenario.gpu.empty() && server ? server->gpu : scenario.gpu;
    return resolveBuild(scenario, gpu, cards, catalog);
}

std::optional<Warning> chassisWarning(const Scenario& s, const Catalog& catalog) {
    const ServerSpec* server = buildServer(s, catalog);
    if (!server || s.gpuCount <= 0 || s.gpuCount >= server->gpuCount)
        return std::nullopt;
    return makeWarning("larger_chassis", {{ArgKind::Count, double(s.gpuCount), {}},
                                          {ArgKind::Count, double(server->gpuCount), {}},
                                          {ArgKind::Text, 0, server->name}});
}

} // namespace headroom
