#include "build/resolvebuild.h"

#include "catalog.h"
#include "runsplit.h"

#include <algorithm>

namespace headroom {

ResolvedModel resolveModel(const Scenario& s, const Catalog& c) {
    ResolvedModel m;
    if (s.importedModel) {
        m.arch = &*s.importedModel;
        m.name = s.importedModel->architecture.empty() ? &s.model : &s.importedModel->architecture;
        return m;
    }
    if (const ModelEntry* e = c.findModel(s.model)) {
        m.arch = &e->arch;
        m.name = &e->name;
        m.checkpointGb = e->checkpointGb;
        m.fp8Gb = e->fp8Gb;
    }
    return m;
}

const ServerSpec* buildServer(const Scenario& s, const Catalog& catalog) {
    return s.server.empty() ? catalog.smallestServerFor(s.gpu, std::max(1, s.gpuCount))
                            : catalog.findServer(s.server);
}

int cardsPerServer(const Scenario& scenario, const ServerSpec* server) {
    return scenario.gpuCount > 0 ? scenario.gpuCount : (server ? server->gpuCount : 1);
}

EngineLayout engineLayout(const Scenario& s, int cards) {
    EngineLayout l;
    if (!s.rl || !generates(s.rl->method) || s.rl->rollout != RolloutPlacement::Separate)
        return l;
    const int engine = std::max(0, s.rl->rolloutGpuCount);
    const int nodes = std::max(1, s.nodes);
    cards = std::max(1, cards);
    if (nodes > 1 && engine % cards == 0 && engine / cards < nodes)
        l.engineServers = engine / cards;
    else if (engine % nodes == 0 && engine / nodes < cards)
        l.enginePerServer = engine / nodes;
    else
        l.valid = false;
    return l;
}

int defaultEngineGpus(const Scenario& s, int cards) {
    const int nodes = std::max(1, s.nodes);
    cards = std::max(1, cards);
    return nodes > 1 ? cards * std::max(1, nodes / 2) : std::max(1, cards / 2);
}

int trainingCards(const Scenario& s, int cards) {
    const EngineLayout l = engineLayout(s, cards);
    if (!l.valid) // refused by checkRl; keep the old per-server reading total
        return std::max(1, cards - s.rl->rolloutGpuCount);
    return std::max(1, cards - l.enginePerServer);
}

int trainingServers(const Scenario& s, int cards) {
    return std::max(1, std::max(1, s.nodes) - engineLayout(s, cards).engineServers);
}

const ModelArch* catalogModel(const std::string& id, const Catalog& c) {
    const ModelEntry* e = id.empty() ? nullptr : c.findModel(id);
    return e ? &e->arch : nullptr;
}

namespace {

/// The scenario's network adapter, or the catalog's first one.
const NicSpec* findNetwork(const Scenario& s, const Catalog& c) {
    if (!s.network.empty())
        return c.findNic(s.network);
    return c.nics.empty() ? nullptr : &c.nics.front();
}

/// The run's cards split into the scenario's runs side by side (none without a server; one
/// run where they do not split, which parseScenario() rejects).
std::optional<RunSplit> splitServer(const Scenario& s, const ResolvedBuild& b) {
    std::optional<RunSplit> split;
    if (b.server && b.gpu) {
        if (auto e = splitRuns(*b.server, *b.gpu, b.gpuCount, std::max(1, s.runsSideBySide)))
            split = std::move(e).value();
        else if (auto one = splitRuns(*b.server, *b.gpu, b.gpuCount, 1))
            split = std::move(one).value();
    }
    return split;
}

} // namespace

ResolvedBuild resolveBuild(const Scenario& s, const Catalog& cat) {
    ResolvedBuild b;
    b.model = resolveModel(s, cat);
    b.chassis = buildServer(s, cat);
    b.allCards = cardsPerServer(s, b.chassis);
    b.gpuCount = trainingCards(s, b.allCards);
    // The run on the cards the engine leaves is sized as a scenario of that count: a bare GPU
    // type's on the smallest chassis that holds them (rl/rlstage.h, policyScenario).
    b.server = b.gpuCount == b.allCards || !s.server.empty()
                   ? b.chassis
                   : cat.smallestServerFor(s.gpu, b.gpuCount);
    b.gpu = cat.findGpu(b.server ? b.server->gpu : s.gpu);
    b.servers = std::max(1, s.nodes);
    b.nodes = trainingServers(s, b.allCards);
    b.nic = findNetwork(s, cat);
    if (s.rl) {
        b.reward = catalogModel(s.rl->rewardModel, cat);
        b.critic = catalogModel(s.rl->criticModel, cat);
    }
    b.split = splitServer(s, b);
    return b;
}

double networkGBsPerGpu(const Scenario& s, const NicSpec& nic, int cards) {
    cards = std::max(1, cards);
    const int nics = s.nicsPerServer > 0 ? s.nicsPerServer : cards;
    return double(nics) * nic.ports * nic.gbps / 8 / cards;
}

int mostCardsPerServer(const std::string& gpu, const Catalog& catalog) {
    int most = 1;
    for (const ServerSpec& sv : catalog.servers)
        if (sv.gpu == gpu)
            most = std::max(most, sv.gpuCount);
    return most;
}

ResolvedBuild onCards(ResolvedBuild build, int gpuCount) {
    build.gpuCount = gpuCount;
    build.allCards = gpuCount;
    build.split.reset();
    return build;
}

ChassisChoice chooseChassis(const Scenario& scenario, const std::string& gpu, int cards,
                            const Catalog& catalog) {
    ChassisChoice b;
    b.scenario = scenario;
    b.cards = std::max(1, cards);
    const ServerSpec* server = catalog.smallestServerFor(gpu, b.cards);
    if (!server) {
        b.warning = makeWarning("no_server",
                                {{ArgKind::Count, double(b.cards), {}}, {ArgKind::Text, 0, gpu}});
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

std::optional<Warning> chassisWarning(const Scenario& s, const Catalog& catalog) {
    const ServerSpec* server = buildServer(s, catalog);
    if (!server || s.gpuCount <= 0 || s.gpuCount >= server->gpuCount)
        return std::nullopt;
    return makeWarning("larger_chassis", {{ArgKind::Count, double(s.gpuCount), {}},
                                          {ArgKind::Count, double(server->gpuCount), {}},
                                          {ArgKind::Text, 0, server->name}});
}

} // namespace headroom
