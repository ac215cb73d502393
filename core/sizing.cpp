#include "sizing.h"

#include "calibration.h"
#include "calibrationdata.h"
#include "facility/facility.h"
#include "facility/feeds.h"
#include "memory/gpumemory.h"
#include "memorymodel.h"
#include "messagetable.h"
#include "parallel/communication.h"
#include "parallel/stageshare.h"
#include "performance/steptiming.h"
#include "resolvebuild.h"
#include "rl/rlstage.h"
#include "runsplit.h"
#include "scenariorange.h"
#include "serving/serving.h"
#include "textformat.h"
#include "verdictanswer.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <nlohmann/json.hpp>

namespace headroom {

namespace {

constexpr double GB = 1e9;
constexpr double kBf16 = 2; // bytes per BF16 value

struct ResolvedModel {
    const ModelArch* arch = nullptr;
    const std::string* name = nullptr; ///< the scenario's or the catalog's, copied once
    double checkpointGb = 0;
    double fp8Gb = 0;
};

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

/// The uncertainty band of `total` and the three-state verdict. A regime's rows measured
/// predicted = measured · (1 + error), so the real figure lies in [p / (1 + high), p / (1 + low)]
/// for the part the memory model predicts; `fixedGb` (the CUDA context, paged states) is
/// taken as it is. The errors are the band's (bandForRun: its pool's leave-one-source-out
/// range, widened where the run lies outside what the pool's rows measured).
void applyBand(SizingResult& r, const Scenario& s, const Catalog& cat, double fixedGb) {
    PerGpuMemory& m = r.perGpu;
    const Regime regime = regimeOf(s, r.gpuCount);
    BandBasis& basis = r.bandBasis;
    basis.regime = toString(regime);
    const RunBand band = bandForRun(cat.bands, regime, runFacts(s, r, cat),
                                    bandWidening(cat.assumptions));
    basis.validated = band.validated;
    if (band.pool) {
        basis.pool = band.pool->pool;
        basis.rows = band.pool->rows;
        basis.coverage =
            band.pool->heldOut > 0 ? double(band.pool->inside) / band.pool->heldOut : -1;
        basis.outside = band.outside;
        basis.widening = band.widening;
    }
    basis.errorLow = band.low;
    basis.errorHigh = band.high;
    const double predicted = std::max(0.0, m.total - fixedGb);
    m.band.low = fixedGb + predicted / (1 + band.high);
    m.band.high = fixedGb + predicted / std::max(0.05, 1 + band.low);
    if (m.headroom < 0)
        r.verdict = Verdict::DoesNotFit;
    else if (m.capacity < m.band.high)
        r.verdict = Verdict::Tight;
    else
        r.verdict = Verdict::Fits;
}

/// The scenario's network adapter, or the catalog's first one.
const NicSpec* findNetwork(const Scenario& s, const Catalog& c) {
    if (!s.network.empty())
        return c.findNic(s.network);
    return c.nics.empty() ? nullptr : &c.nics.front();
}

/// Adds a warning from the message table (core/messagetable.cpp).
void addWarning(SizingResult& r, const char* code, std::vector<MessageArg> args) {
    r.warnings.push_back(makeWarning(code, std::move(args)));
}

MessageArg gbArg(double gb) {
    return {ArgKind::Gb, gb, {}};
}
MessageArg countArg(double n) {
    return {ArgKind::Count, n, {}};
}

/// The warnings on what the server's runs share: the feed, host memory and CPU cores.
void addServerWarnings(SizingResult& r, const Scenario& s, const Assumptions& a,
                       const ServerSpec* server) {
    const PowerDraw& pw = r.power;
    for (const Feed& f : r.feeds)
        if (f.phases == s.feedPhases && f.amps == s.feedAmps && !f.fits)
            addWarning(r, f.phases == 3 ? "feed3_exceeded" : "feed_exceeded",
                       {{ArgKind::Kw, pw.total, {}},
                        countArg(f.amps),
                        {ArgKind::Kw, f.limitW, {}},
                        {ArgKind::Percent, a.feedDerating, {}}});
    // Over the 230 V 16 A feed, within the 32 A one (core/facility/feeds.h).
    if (server && s.powerCapW <= 0 && pw.total > feedLimitW(kFeedTypes[0], a.feedDerating) &&
        pw.total <= feedLimitW(kFeedTypes[1], a.feedDerating) && s.feedAmps == 16 &&
        s.feedPhases == 1)
        addWarning(r, "cap_or_32a", {countArg(32)});
    if (server && r.host.installed < r.host.recommended)
        addWarning(
            r, "host_memory",
            {{ArgKind::WholeGb, r.host.installed, {}}, {ArgKind::WholeGb, r.host.recommended, {}}});
    // NVIDIA AI Enterprise reference architecture (compute node hardware): "Minimum 7 physical
    // CPU cores per GPU" (catalog assumption cpu_cores_per_gpu).
    const double cores = server ? double(server->cpuSockets) * server->cpuCores : 0;
    const double needed = a.cpuCoresPerGpu * r.gpuCount;
    if (server && server->cpuCores > 0 && cores < needed)
        addWarning(
            r, "cpu_cores",
            {countArg(cores), countArg(needed), countArg(r.gpuCount), countArg(a.cpuCoresPerGpu)});
}

/// The server's warnings again, after its cards, draw or host memory changed.
void replaceServerWarnings(SizingResult& r, const Scenario& s, const Assumptions& a,
                           const ServerSpec* server) {
    std::erase_if(r.warnings, [](const Warning& w) {
        return w.code == "feed_exceeded" || w.code == "feed3_exceeded" || w.code == "cap_or_32a" ||
               w.code == "host_memory" || w.code == "cpu_cores";
    });
    addServerWarnings(r, s, a, server);
}

/// The build a run is sized on: the model, the server and its cards (stage 1 of evaluateRun).
struct RunBuild {
    ResolvedModel model;
    const ServerSpec* server = nullptr; ///< null for a bare GPU type no catalog server holds
    const GpuSpec* gpu = nullptr;
    int gpuCount = 1; ///< the server's cards the run uses
    int nodes = 1;    ///< servers, at least one
};

RunBuild resolveRunBuild(const Scenario& s, const Catalog& cat) {
    RunBuild b;
    b.model = resolveModel(s, cat);
    b.server = buildServer(s, cat);
    b.gpu = cat.findGpu(b.server ? b.server->gpu : s.gpu);
    b.gpuCount = cardsPerServer(s, b.server);
    b.nodes = std::max(1, s.nodes);
    return b;
}

/// The adapters that join the run's servers: the scenario's network (or the catalog's first)
/// with several servers or a named network; none for one server without one.
struct RunNetwork {
    const NicSpec* nic = nullptr;
    int nicsPerServer = 0;
    double gbsPerGpu = 0; ///< the server's adapters per GPU, one direction
};

RunNetwork runNetwork(const Scenario& s, const Catalog& cat, const RunBuild& b) {
    RunNetwork net;
    net.nic = b.nodes > 1 || !s.network.empty() ? findNetwork(s, cat) : nullptr;
    if (!net.nic)
        return net;
    net.nicsPerServer = s.nicsPerServer > 0 ? s.nicsPerServer : b.gpuCount;
    // An adapter's line rate is per direction (Gb/s); the server's adapters serve its cards.
    net.gbsPerGpu = net.nicsPerServer * net.nic->ports * net.nic->gbps / 8 / b.gpuCount;
    return net;
}

/// The communication stage: what every collective of the step moves, on which link level
/// (core/parallel/communication.h), at the compute time `computeS`.
StepCommunication runCommunication(const Scenario& s, const RunBuild& b, const ParallelPlan& plan,
                                   const ModelStates& states, const RunNetwork& net,
                                   double tokensPerMicroBatch, double computeS,
                                   const Assumptions& a) {
    const ModelArch& arch = *b.model.arch;
    const GpuSpec& gpu = *b.gpu;
    const bool nvlink = gpu.link != LinkKind::Pcie && gpu.nvlinkGBs > 0;
    ClusterShape shape;
    shape.nodes = b.nodes;
    shape.gpusPerNode = b.gpuCount;
    shape.nvlinkDomain = nvlink ? (b.server ? b.server->nvlinkDomainSize : 1) : 1;
    shape.nvlinkGBs = nvlink ? gpu.nvlinkGBs : 0;
    shape.pcieGBs = gpu.pcieGBs;
    shape.networkGBsPerGpu = net.gbsPerGpu;
    CommPlan commPlan;
    commPlan.dp = plan.dp;
    commPlan.tp = plan.tp;
    commPlan.pp = plan.pp;
    commPlan.cp = plan.cp;
    commPlan.ep = plan.ep;
    commPlan.shardGroup = plan.hsdpShardGroup;
    commPlan.shardWeights = s.sharding == Sharding::Full;
    commPlan.sequenceParallel = plan.sequenceParallel;
    commPlan.microBatches = std::max(1, plan.pipelineMicroBatches);
    commPlan.virtualStages = std::max(1, plan.virtualStages);
    commPlan.cpAllToAll = plan.cpKind == ContextParallelKind::AllToAll;
    // The whole model's 16-bit weights and gradients: communicate() takes each rank's share.
    CommModel cm;
    cm.weightBytes = arch.params.total * kBf16;
    if (arch.mlp.experts > 0)
        cm.expertWeightBytes = kBf16 * double(arch.moeLayers) * arch.mlp.experts *
                               (arch.mlp.gated ? 3.0 : 2.0) * arch.hidden *
                               arch.mlp.moeIntermediate;
    cm.gradientBytes = states.trainable * kBf16;
    cm.frozenBytes = states.frozenOnGpuBytes;
    cm.fullFineTune = s.method == Method::Full;
    cm.hidden = arch.hidden;
    cm.layers = arch.layers;
    cm.fullAttentionLayers = arch.fullAttentionLayers;
    cm.moeLayers = arch.moeLayers;
    cm.heads = arch.attention.heads;
    cm.kvHeads = arch.attention.kvHeads;
    cm.headDim = arch.attention.headDim;
    cm.expertsPerToken = arch.mlp.expertsPerToken;
    cm.tokensPerMicroBatch = tokensPerMicroBatch;
    cm.recompute = s.gradientCheckpointing;
    return communicate(shape, commPlan, cm, computeS, a.linkEfficiency);
}

/// Host memory: NVIDIA-Certified Systems' 2x rule over the cards' memory, or the offload's
/// host states with the OS.
HostMemory hostMemory(const Scenario& s, const RunBuild& b, const ModelStates& states,
                      const Assumptions& a) {
    HostMemory h;
    h.offloadRequired = states.hostBytes / GB;
    h.recommended = std::max(a.hostMemoryFactor * b.gpuCount * b.gpu->memoryGb,
                             s.offload != Offload::None ? h.offloadRequired + a.hostOsGb : 0.0);
    h.installed = b.server ? b.server->hostRamGb : 0;
    return h;
}

/// One server's draw: the cards at their cap, the CPUs at TDP and the catalog's overhead.
PowerDraw powerDraw(const Scenario& s, const RunBuild& b, const Assumptions& a) {
    PowerDraw pw;
    const double perCardW = cardPowerW(s, *b.gpu);
    pw.perGpuW = perCardW;
    pw.gpus = double(b.gpuCount) * perCardW;
    pw.cpus = b.server ? b.server->cpuSockets * b.server->cpuTdpW : 0;
    pw.overhead = a.powerOverhead * (pw.gpus + pw.cpus);
    pw.total = pw.gpus + pw.cpus + pw.overhead;
    return pw;
}

/// The server's draw against the 230 V 16 A and 32 A feeds (and 400 V three-phase ones).
std::vector<Feed> feedsFor(const Scenario& s, double drawW, const Assumptions& a) {
    std::vector<Feed> feeds;
    const bool threePhase = s.threePhase || s.feedPhases == 3;
    const std::size_t count = threePhase ? kServerFeeds : kSinglePhaseFeeds;
    feeds.reserve(count);
    for (std::size_t i = 0; i < count; ++i) {
        const FeedType& t = kFeedTypes[i];
        Feed f{t.volts, t.amps, t.phases, feedLimitW(t, a.feedDerating), false};
        f.fits = drawW <= f.limitW;
        feeds.push_back(f);
    }
    return feeds;
}

/// Checkpoints and the final model in BF16 and FP8.
Storage storageFor(const Scenario& s, const RunBuild& b, const ModelStates& states,
                   const Assumptions& a) {
    const ParameterCounts& p = b.model.arch->params;
    Storage sto;
    const double optimizerCkptBytes = s.optimizer == Optimizer::AdamW8bit
                                          ? a.adam8bitOptimizerBytes
                                          : a.checkpointBytes - kBf16; // fp32 master + m + v
    if (s.method == Method::Full)
        sto.checkpoint =
            (states.trainable * (kBf16 + optimizerCkptBytes) + states.frozenOnGpuBytes) / GB;
    else // adapter weights + their optimizer state only
        sto.checkpoint = states.trainable * (kBf16 + optimizerCkptBytes) / GB;
    sto.checkpointsKept = sto.checkpoint * s.checkpointsKept;
    sto.finalBf16 = b.model.checkpointGb > 0 ? b.model.checkpointGb : p.total * kBf16 / GB;
    sto.finalFp8 = b.model.fp8Gb > 0
                       ? b.model.fp8Gb
                       : (p.textLinear * a.fp8LinearBytes + (p.total - p.textLinear) * kBf16) / GB;
    sto.total = sto.checkpointsKept + sto.finalBf16 + sto.finalFp8;
    return sto;
}

// Optimizer steps as the Hugging Face Trainer counts them (trainer.py, transformers v4.46
// set_initial_training_values): ceil(samples / (GPUs × micro-batch)) batches per epoch,
// ceil(batches / accumulation) updates per epoch (at least one), ceil(epochs × updates).
// A sample is one sequence of sequence_length text tokens; the last may be shorter.

/// Sequences in the dataset.
double datasetSamples(const Scenario& s) {
    return std::ceil(s.datasetTokens / std::max(1, s.sequenceLength));
}

/// Sequences per micro-batch step over the data-parallel replicas.
double samplesPerBatch(const Scenario& s, const ParallelPlan& plan) {
    return plan.dp * std::max(1, s.microBatch);
}

/// Optimizer steps and hours of the run (energy is added with the facility).
RunTime runTime(const Scenario& s, const ParallelPlan& plan, double stepS) {
    RunTime t;
    const double samples = datasetSamples(s);
    const double perBatch = samplesPerBatch(s, plan);
    const double accumulation = std::max(1, s.gradientAccumulation);
    const double batches = std::ceil(samples / perBatch);
    const double updatesPerEpoch = std::max(1.0, std::ceil(batches / accumulation));
    t.steps = std::max(1.0, std::ceil(s.epochs * updatesPerEpoch));
    // Each optimizer step runs `accumulation` micro-batch steps (stepS carries the optimizer
    // time spread over them).
    t.hours = t.steps * accumulation * stepS / 3600;
    return t;
}

/// The servers, their adapters and the switches and links that join them, with their power.
ClusterInfo sizeCluster(const Scenario& s, const Catalog& cat, const RunBuild& b,
                        const RunNetwork& net, const StepTiming& st) {
    ClusterInfo cl;
    const int nodes = b.nodes;
    cl.nodes = nodes;
    cl.gpus = static_cast<int>(double(b.gpuCount) * std::max(1, s.nodes));
    cl.railOptimized = s.railOptimized;
    const NicSpec* nic = net.nic;
    if (!nic)
        return cl;
    cl.network = nic->id;
    cl.networkName = nic->name;
    cl.nicsPerServer = net.nicsPerServer;
    cl.nicGbps = nic->gbps * nic->ports;
    cl.networkGbpsPerServer = net.nicsPerServer * cl.nicGbps;
    cl.nics = nodes > 1 ? nodes * net.nicsPerServer : 0;
    for (const LinkLoad& l : st.links)
        if (l.level == LinkLevel::Network)
            cl.networkNeededGbpsPerServer = l.neededGbs * 8 * b.gpuCount;
    const SwitchSpec* sw = cat.findSwitch(nic->switchId);
    if (!sw || nodes <= 1)
        return cl;
    cl.switchId = sw->id;
    cl.switchName = sw->name;
    cl.fabric = sizeFabric({nodes, net.nicsPerServer, nic->ports, sw->ports, s.railOptimized});
    const int switches = cl.fabric.leafSwitches + cl.fabric.spineSwitches;
    cl.switchW = switches * sw->maxPowerW.value_or(0);
    cl.networkPowerKnown = sw->maxPowerW.has_value();
    if (const CableSpec* cable = cat.findCable(nic->cable)) {
        cl.cable = cable->id;
        cl.linkW = cl.fabric.links * cable->wattsPerLink.value_or(0);
        cl.networkPowerKnown = cl.networkPowerKnown && cable->wattsPerLink.has_value();
    }
    cl.nicW = cl.nics * nic->watts.value_or(0);
    cl.networkPowerKnown = cl.networkPowerKnown && nic->watts.has_value();
    return cl;
}

/// The facility stage's input for one server drawing `serverW`: its supplies and rack units.
FacilityInput serverFacilityInput(const Assumptions& a, const ServerSpec* server, double serverW) {
    FacilityInput fi;
    fi.serverW = serverW;
    fi.psuInstalledW = server ? server->psuW : 0;
    fi.psuUnitW = a.psuUnitW;
    fi.transientMargin = a.powerTransientMargin;
    fi.feedDerating = a.feedDerating;
    fi.serverRackUnits = server ? server->rackUnits : 0;
    fi.rackUnits = static_cast<int>(a.rackUnits);
    return fi;
}

/// The facility stage's input: the servers' draw and rack units, the network's, the checkpoint.
FacilityInput facilityInput(const Catalog& cat, const RunBuild& b, const RunNetwork& net,
                            const ClusterInfo& cl, double serverW, double checkpointGb) {
    const Assumptions& a = cat.assumptions;
    const SwitchSpec* sw = net.nic ? cat.findSwitch(net.nic->switchId) : nullptr;
    FacilityInput fi = serverFacilityInput(a, b.server, serverW);
    fi.nodes = b.nodes;
    fi.switches = cl.fabric.leafSwitches + cl.fabric.spineSwitches;
    fi.switchRackUnits = sw ? sw->rackUnits : 1;
    fi.switchW = cl.switchW;
    fi.linkW = cl.linkW;
    fi.nicW = cl.nicW;
    fi.checkpointGb = checkpointGb;
    fi.storageWriteGBsPerServer = a.storageWriteGBs;
    return fi;
}

/// The run's warnings, from the figures of every stage.
void addRunWarnings(SizingResult& r, const Scenario& s, const RunBuild& b, const Assumptions& a,
                    std::int64_t imageTokensLongest, bool images) {
    const ModelArch& arch = *b.model.arch;
    const GpuSpec& gpu = *b.gpu;
    const PerGpuMemory& m = r.perGpu;
    const StepTiming& st = r.step;
    const int n = b.gpuCount;
    const bool nvlink = gpu.link != LinkKind::Pcie && gpu.nvlinkGBs > 0;
    const int domain = b.server ? b.server->nvlinkDomainSize : 1;
    const bool crossesDomains = nvlink && n > domain;
    r.warnings.reserve(4);
    auto warn = [&](const char* code, std::vector<MessageArg> args = {}) {
        addWarning(r, code, std::move(args));
    };
    if (!r.fits)
        warn("does_not_fit",
             {gbArg(m.total), {ArgKind::WholeGb, m.capacity, {}}, gbArg(-m.headroom)});
    else if (r.verdict == Verdict::Tight)
        warn("within_band", {gbArg(m.headroom), gbArg(m.band.high - m.total), gbArg(m.band.high)});
    else if (m.headroom < a.recommendMarginFraction * m.capacity)
        warn("tight_fit", {gbArg(m.headroom)});
    addServerWarnings(r, s, a, b.server);
    if (crossesDomains)
        warn("two_nvlink_domains", {countArg(n), countArg(std::ceil(double(n) / domain))});
    if (n > 1 && (!nvlink || crossesDomains))
        warn("pcie_p2p_iommu");
    if (n > 1 && st.transferS > st.computeS)
        warn("transfer_bound",
             {{ArgKind::Seconds, st.transferS, {}}, {ArgKind::Seconds, st.computeS, {}}});
    if (s.imageShare > 0 && !arch.vision.present)
        warn("no_vision_tower");
    if (images &&
        (imageTokensLongest > s.sequenceLength || double(r.longestSequence) >= a.longContextTokens))
        warn("long_image_sequences",
             {countArg(double(imageTokensLongest)), countArg(double(r.longestSequence))});
    if (arch.maxPositionEmbeddings > 0 && r.longestSequence > arch.maxPositionEmbeddings)
        warn("context_exceeded",
             {countArg(double(r.longestSequence)), countArg(arch.maxPositionEmbeddings)});
    if (!gpu.tflopsNote.empty())
        warn("tflops_estimate", {{ArgKind::Text, 0, gpu.name}, {ArgKind::Text, 0, gpu.tflopsNote}});
    const double samples = datasetSamples(s);
    const double globalBatch = samplesPerBatch(s, r.plan) * std::max(1, s.gradientAccumulation);
    if (samples < globalBatch)
        warn("dataset_below_batch", {countArg(samples), countArg(globalBatch)});
    for (const LinkLoad& l : st.links)
        // Only where the overlappable traffic alone outlasts the compute: critical-path
        // traffic (tensor, pipeline, expert) is in the step time already.
        if (l.level == LinkLevel::Network && l.seconds - l.exposedSeconds > st.computeS)
            warn("network_not_hidden", {{ArgKind::Seconds, l.seconds, {}},
                                        {ArgKind::Seconds, st.computeS, {}},
                                        countArg(r.cluster.networkNeededGbpsPerServer)});
    if (b.nodes > 1 && !r.cluster.networkPowerKnown)
        warn("network_power_unknown");
    if (b.nodes > 1 && b.server && !r.facility.psuNPlus1Ok)
        warn("psu_redundancy", {{ArgKind::Kw, r.facility.psuInstalledW, {}},
                                {ArgKind::Kw, r.facility.serverPeakW, {}}});
    if (s.offload != Offload::None)
        warn("offload_slow");
}

} // namespace

const char* toString(Verdict v) {
    return kVerdictNames.name(v);
}

namespace {

/// The step time's input for one run: the build, its plan, states, memory and network.
TimingInput timingInput(const Scenario& s, const RunBuild& build, const Assumptions& a,
                        const ParallelPlan& plan, const ModelStates& states,
                        const GpuMemory& memory, const SizingResult& r, const RunNetwork& net) {
    TimingInput timing;
    timing.scenario = &s;
    timing.arch = build.model.arch;
    timing.gpu = build.gpu;
    timing.server = build.server;
    timing.assumptions = &a;
    timing.plan = &plan;
    timing.gpuCount = build.gpuCount;
    timing.nodes = build.nodes;
    timing.trainable = states.trainable;
    timing.frozenWeightBytes = states.frozenOnGpuBytes; // after offload
    timing.paramsPerGpu = memory.paramsPerGpu;
    timing.trainablePerGpu = memory.trainablePerGpu;
    timing.averageSequence = r.averageSequence;
    timing.longestSequence = r.longestSequence;
    timing.networkGBsPerGpu = net.gbsPerGpu;
    return timing;
}

/// The build's names and counts in the result (stage 1 of sizeRun).
void recordBuild(SizingResult& r, const Scenario& s, const RunBuild& build) {
    const GpuSpec& gpu = *build.gpu;
    const ServerSpec* server = build.server;
    r.modelName = *build.model.name;
    r.serverId = server ? server->id : std::string();
    r.serverName = server ? server->name : std::string();
    r.gpuId = gpu.id;
    r.gpuName = gpu.name;
    r.gpuShortName = gpu.shortName;
    r.gpuCount = build.gpuCount;
    r.nodes = s.nodes;
    r.parameters = build.model.arch->params;
}

/// One run on `build` (resolveRunBuild() of `s`), stage by stage: the plan, the model states,
/// the memory per GPU (the activations and buffers at the plan's share), the communication, the
/// step time, and the power, storage, time and facility of the servers.
SizingResult sizeRun(const Scenario& s, const Catalog& cat, const RunBuild& build) {
    SizingResult r;
    const Assumptions& a = cat.assumptions;

    // ---- 1. The build: model, server, cards ---------------------------------------------------
    if (!build.model.arch || !build.gpu)
        return r; // parseScenario() rejects these; keep evaluate() total anyway
    const ModelArch& arch = *build.model.arch;
    const GpuSpec& gpu = *build.gpu;
    const int n = build.gpuCount;
    recordBuild(r, s, build);

    // ---- 2. The plan (core/parallel/) ----------------------------------------------------------
    r.plan = resolvePlan(s.plan, n * std::max(1, s.nodes), s.gradientAccumulation);
    const ParallelPlan& plan = r.plan;

    // ---- 3. The model states (core/memory/) ----------------------------------------------------
    const ModelStates states = modelStates(s, arch, a);
    r.trainable = states.trainable;
    r.statesGb = states.statesGb;

    // ---- 4. Sequences, activations and the memory per GPU (core/memory/) ----------------------
    r.imageTokensPerImage = imageTokens(arch.vision, s.imageWidth, s.imageHeight);
    const bool images = r.imageTokensPerImage > 0 && s.imageShare > 0 && s.imagesPerSample > 0;
    // 64-bit: 256 images of 16384² at a small patch are billions of tokens. parseScenario()
    // keeps text + image tokens within maxSequenceTokens(); evaluate() stays exact beyond it.
    const std::int64_t imageTokensLongest =
        images ? r.imageTokensPerImage * std::int64_t(s.imagesPerSample) : 0;
    r.longestSequence = std::int64_t(s.sequenceLength) + imageTokensLongest;
    r.averageSequence =
        s.sequenceLength + (images ? s.imageShare * double(imageTokensLongest) : 0.0);
    // The verdict's capacity is what one process can use of the card (catalog usable_bytes:
    // CUDA's total, the driver's reserve taken off); the prediction counts the CUDA context
    // itself (cuda_context_gb, in applyBand's fixedGb), so nothing is taken off twice.
    const GpuMemory memory = gpuMemory(s, arch, a, states, plan, gpu.usableGb(), imageTokensLongest,
                                       images ? s.imagesPerSample : 0);
    r.perGpu = memory.perGpu;
    r.perGpu.listed = gpu.memoryGb;
    r.gpuMemoryBytes = gpu.memoryBytes;
    r.gpuUsableBytes = gpu.usableBytes;
    r.fits = r.perGpu.headroom >= 0;
    applyBand(r, s, cat, a.cudaContextGb + memory.pagedGb);
    r.maxSequenceLength = memory.maxSequenceLength;
    r.host = hostMemory(s, build, states, a);

    // ---- 5. Communication (core/parallel/) and 6. the step time (core/performance/) -----------
    const RunNetwork net = runNetwork(s, cat, build);
    const TimingInput timing = timingInput(s, build, a, plan, states, memory, r, net);
    StepTiming compute = computeTiming(timing);
    StepCommunication comm = runCommunication(s, build, plan, states, net,
                                              tokensPerMicroBatch(timing), compute.computeS, a);
    r.step = stepTiming(timing, std::move(compute), std::move(comm));
    r.aggregateTflops = double(n) * std::max(1, s.nodes) * gpu.bf16Tflops;

    // ---- 7. Power, storage, time, and the facility of the servers (core/facility/) ------------
    r.power = powerDraw(s, build, a);
    r.feeds = feedsFor(s, r.power.total, a);
    r.storage = storageFor(s, build, states, a);
    r.time = runTime(s, plan, r.step.stepS);
    r.cluster = sizeCluster(s, cat, build, net, r.step);
    r.facility = sizeFacility(
        facilityInput(cat, build, net, r.cluster, r.power.total, r.storage.checkpoint));
    // The energy of every server (and the network) for the run's hours.
    const double drawW = build.nodes > 1 ? r.facility.clusterW : r.power.total;
    r.time.energyKwh = drawW * r.time.hours / 1000;
    r.time.energyCost = r.time.energyKwh * a.energyPrice;

    addRunWarnings(r, s, build, a, imageTokensLongest, images);
    if (!cat.bands.empty() && !r.bandBasis.validated)
        addWarning(r, "band_unvalidated", {}); // no measured run of this kind yet
    return r;
}

} // namespace

SizingResult evaluateRun(const Scenario& s, const Catalog& cat) {
    SizingResult r = sizeRun(s, cat, resolveRunBuild(s, cat));
    r.answer = answerVerdict(s, r, cat);
    return r;
}

// ---- Runs side by side ----------------------------------------------------------------------
// Each run is sized on its group of cards (its own sharding and traffic); what the runs share,
// the server's power and feeds, host memory, CPUs and storage, is then counted for all of them.

namespace {

/// The run's verdict word: fits, tight (within the calibration band, or under the safety
/// margin) or does_not_fit.
const char* runVerdict(const SizingResult& r) {
    if (r.verdict != Verdict::Fits)
        return toString(r.verdict);
    for (const Warning& w : r.warnings)
        if (w.code == "tight_fit")
            return "tight";
    return "fits";
}

/// Turns one run's result into the server's with `runs` such runs on `gpuCount` cards.
void shareServer(SizingResult& r, const Scenario& s, const Catalog& cat, const ServerSpec& server,
                 const GpuSpec& gpu, int gpuCount, int runs) {
    const Assumptions& a = cat.assumptions;
    const double n = gpuCount, runsD = runs;
    r.gpuCount = gpuCount;
    r.aggregateTflops = n * gpu.bf16Tflops;

    // Host memory: NVIDIA-Certified Systems' 2x rule over every card's memory, and the
    // ZeRO-Offload host states of every run.
    const bool offload = s.offload != Offload::None;
    r.host.offloadRequired *= runsD;
    r.host.recommended = std::max(a.hostMemoryFactor * n * gpu.memoryGb,
                                  offload ? r.host.offloadRequired + a.hostOsGb : 0.0);

    // The CPUs update every run's offloaded optimizer states: each run gets 1/runs of the
    // server's CPU Adam rate (assumption cpu_adam_params_per_s is per server).
    StepTiming& st = r.step;
    if (offload) {
        const double extra =
            (runsD - 1) * r.trainable / a.cpuAdamParamsPerS / s.gradientAccumulation;
        const double alone = st.stepS;
        st.optimizerS += extra;
        st.stepS += extra;
        st.stepSSerial += extra;
        st.tokensPerS = st.stepS > 0 ? st.tokensPerStep / st.stepS : 0;
        if (alone > 0) // the run's time scales with its step
            r.time.hours *= st.stepS / alone;
    }

    // Power: all cards at full load (the page: "plan the feed for the full load").
    PowerDraw& pw = r.power;
    pw.gpus = n * pw.perGpuW;
    pw.overhead = a.powerOverhead * (pw.gpus + pw.cpus);
    pw.total = pw.gpus + pw.cpus + pw.overhead;
    for (Feed& f : r.feeds)
        f.fits = pw.total <= f.limitW;

    // Storage: every run keeps its checkpoints and writes its own final model.
    Storage& sto = r.storage;
    sto.checkpointsKept *= runsD;
    sto.finalBf16 *= runsD;
    sto.finalFp8 *= runsD;
    sto.total = sto.checkpointsKept + sto.finalBf16 + sto.finalFp8;

    // Time: the runs train in parallel, each its dataset: the wall time is one run's.
    r.time.energyKwh = pw.total * r.time.hours / 1000;
    r.time.energyCost = r.time.energyKwh * a.energyPrice;

    replaceServerWarnings(r, s, a, &server);
}

/// A rollout engine on GPUs of its own (rollout "separate"): the policy trained on the cards it
/// leaves; the server still holds, powers and cools all of them. The engine's cards are counted
/// at full load like the training cards (the page: "plan the feed for the full load").
void addEngineGpus(SizingResult& r, const Scenario& s, const Catalog& cat) {
    const Assumptions& a = cat.assumptions;
    const RunBuild b = resolveRunBuild(s, cat);
    if (!b.gpu)
        return;
    const int n = b.gpuCount;
    r.gpuCount = n;
    r.aggregateTflops = double(n) * b.nodes * b.gpu->bf16Tflops;
    r.cluster.gpus = n * b.nodes;
    // NVIDIA-Certified Systems' 2x rule covers every card's memory.
    r.host.recommended = std::max(r.host.recommended, a.hostMemoryFactor * n * b.gpu->memoryGb);
    r.power = powerDraw(s, b, a);
    r.feeds = feedsFor(s, r.power.total, a);
    r.facility = sizeFacility(facilityInput(cat, b, runNetwork(s, cat, b), r.cluster, r.power.total,
                                            r.storage.checkpoint));
    const double drawW = b.nodes > 1 ? r.facility.clusterW : r.power.total;
    r.time.energyKwh = drawW * r.time.hours / 1000;
    r.time.energyCost = r.time.energyKwh * a.energyPrice;
    ServerTotals& t = r.serverTotals;
    t.gpus = n;
    t.cpuCoresNeeded = a.cpuCoresPerGpu * n;
    t.powerPerRunW = r.power.total;
    t.energyPerRunKwh = r.time.energyKwh;
    replaceServerWarnings(r, s, a, b.server);
}

} // namespace

namespace {

/// The server's cards split into the scenario's runs side by side (none without a server; one
/// run where they do not split, which parseScenario() rejects).
std::optional<RunSplit> splitServer(const Scenario& s, const RunBuild& build) {
    std::optional<RunSplit> split;
    if (build.server && build.gpu) {
        const ServerSpec& server = *build.server;
        const GpuSpec& gpu = *build.gpu;
        const int n = build.gpuCount;
        if (auto e = splitRuns(server, gpu, n, std::max(1, s.runsSideBySide)))
            split = std::move(e).value();
        else if (auto one = splitRuns(server, gpu, n, 1))
            split = std::move(one).value();
    }
    return split;
}

/// The training figures of the server: one run on all its cards, or one of `runs` runs on its
/// group of cards (its own sharding and traffic) with what the runs share counted for all.
SizingResult sizeServerRuns(const Scenario& s, const Catalog& cat, const RunBuild& build,
                            const std::optional<RunSplit>& split, int runs) {
    if (runs == 1)
        return sizeRun(s, cat, build);
    Scenario one = s;
    one.runsSideBySide = 1;
    one.server = build.server->id;
    one.gpuCount = split->gpusPerRun;
    SizingResult shared = sizeRun(one, cat, resolveRunBuild(one, cat));
    shareServer(shared, s, cat, *build.server, *build.gpu, build.gpuCount, runs);
    return shared;
}

/// Each run's cards and verdict, and the server's totals over the runs.
void addRunShares(SizingResult& r, std::optional<RunSplit>& split, int runs,
                  const ServerSpec* server, const Assumptions& a) {
    r.runsSideBySide = runs;
    r.gpusPerRun = r.gpuCount / runs;
    r.runs.reserve(std::size_t(runs));
    for (int i = 0; i < runs; ++i) {
        RunShare run;
        run.index = i + 1;
        if (split) {
            run.gpus = std::move(split->groups[std::size_t(i)].gpus);
            run.nvlinkDomain = split->groups[std::size_t(i)].nvlinkDomain;
        }
        run.fits = r.fits;
        run.verdict = runVerdict(r);
        run.headroomGb = r.perGpu.headroom;
        r.runs.push_back(std::move(run));
    }
    ServerTotals& t = r.serverTotals;
    t.gpus = r.gpuCount;
    t.tokensPerS = runs * r.step.tokensPerS;
    t.statesGb = runs * r.statesGb;
    t.cpuCores = server ? server->cpuSockets * server->cpuCores : 0;
    t.cpuCoresPerRun = double(t.cpuCores) / runs;
    t.cpuCoresNeeded = a.cpuCoresPerGpu * r.gpuCount;
    t.cpuPowerPerRunW = r.power.cpus / runs;
    t.powerPerRunW = r.power.total / runs;
    t.energyPerRunKwh = r.time.energyKwh / runs;
}

/// Serving the tuned model on all the cards afterwards (core/serving/), with the same facility
/// stage as training at the serving draw (one server).
void addServing(SizingResult& r, const Scenario& s, const Catalog& cat, const RunBuild& build) {
    if (!s.serving || !build.gpu || !build.model.arch)
        return;
    const GpuSpec& gpu = *build.gpu;
    r.serving = evaluateServing(*s.serving, *build.model.arch, gpu, build.server, r.gpuCount,
                                cat.assumptions);
    appendServingWarnings(r.serving, gpu, r.warnings);
    r.serving.facility =
        sizeFacility(serverFacilityInput(cat.assumptions, build.server, r.serving.powerW));
}

/// A supervised run's figures (no RL section): the build, its runs side by side, serving.
SizingResult trainingFigures(const Scenario& s, const Catalog& cat) {
    const RunBuild build = resolveRunBuild(s, cat);
    std::optional<RunSplit> split = splitServer(s, build);
    const int runs = split ? split->runs : 1;
    SizingResult r = sizeServerRuns(s, cat, build, split, runs);
    addRunShares(r, split, runs, build.server, cat.assumptions);
    addServing(r, s, cat, build);
    return r;
}

/// Preference / RL fine-tuning: the policy's training step as a supervised run, then what the
/// method keeps beside it, phase by phase (core/rl), and a separate rollout engine's cards.
SizingResult rlFigures(const Scenario& s, const Catalog& cat) {
    SizingResult r = trainingFigures(policyScenario(s, cat), cat);
    addRlPhases(r, s, cat);
    if (generates(s.rl->method) && s.rl->rollout == RolloutPlacement::Separate)
        addEngineGpus(r, s, cat);
    return r;
}

} // namespace

SizingResult evaluate(const Scenario& s, const Catalog& cat) {
    SizingResult r = s.rl ? rlFigures(s, cat) : trainingFigures(s, cat);
    r.answer = answerVerdict(s, r, cat);
    return r;
}

} // namespace headroom
