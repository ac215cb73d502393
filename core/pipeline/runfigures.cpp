#include "runfigures.h"

#include "facility/feeds.h"
#include "memory/statebytes.h"
#include "performance/steptiming.h"

#include <algorithm>
#include <cmath>

namespace headroom::pipeline {

namespace {
constexpr double GB = 1e9;
constexpr double kBf16 = 2; // bytes per BF16 value
} // namespace

RunNetwork runNetwork(const Scenario& s, const ResolvedBuild& b) {
    RunNetwork net;
    net.nic = b.nodes > 1 || !s.network.empty() ? b.nic : nullptr;
    if (!net.nic)
        return net;
    net.nicsPerServer = s.nicsPerServer > 0 ? s.nicsPerServer : b.gpuCount;
    // An adapter's line rate is per direction (Gb/s); the server's adapters serve its cards.
    net.gbsPerGpu = networkGBsPerGpu(s, *net.nic, b.gpuCount);
    return net;
}

/// The communication stage: what every collective of the step moves, on which link level
/// (core/parallel/communication.h), at the compute time `computeS`.
StepCommunication runCommunication(const Scenario& s, const ResolvedBuild& b,
                                   const ParallelPlan& plan, const ModelStates& states,
                                   const RunNetwork& net, double tokensPerMicroBatch,
                                   double computeS, const Assumptions& a) {
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
HostMemory hostMemory(const Scenario& s, const ResolvedBuild& b, const ModelStates& states,
                      const Assumptions& a) {
    HostMemory h;
    h.offloadRequired = states.hostBytes / GB;
    h.recommended = std::max(a.hostMemoryFactor * b.gpuCount * b.gpu->memoryGb,
                             s.offload != Offload::None ? h.offloadRequired + a.hostOsGb : 0.0);
    h.installed = b.server ? b.server->hostRamGb : 0;
    return h;
}

/// One server's draw: the cards at their cap, the CPUs at TDP and the catalog's overhead.
PowerDraw powerDraw(const Scenario& s, const ResolvedBuild& b, const Assumptions& a) {
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
Storage storageFor(const Scenario& s, const ResolvedBuild& b, const ModelStates& states,
                   const Assumptions& a) {
    const ParameterCounts& p = b.model.arch->params;
    Storage sto;
    // fp32 master + m + v; 8-bit moments (paged or not) 1 B each, 4-bit ones half a byte and
    // their scales (statebytes.cpp lowBitSaving; 32-bit where DeepSpeed's offload steps
    // 32-bit Adam on the CPUs, lowBitOffloaded).
    const std::optional<double> lowBit = lowBitSaving(s);
    // Megatron-LM's precision-aware optimizer: its own (precisionAwareCheckpointBytes).
    const double optimizerCkptBytes = runsPrecisionAwareOptimizer(s)
                                          ? precisionAwareCheckpointBytes(s)
                                      : lowBit ? a.adam8bitOptimizerBytes - *lowBit
                                               : a.checkpointBytes - kBf16;
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
ClusterInfo sizeCluster(const Scenario& s, const Catalog& cat, const ResolvedBuild& b,
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
FacilityInput facilityInput(const Catalog& cat, const ResolvedBuild& b, const RunNetwork& net,
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

} // namespace headroom::pipeline
