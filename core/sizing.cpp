#include "sizing.h"

#include "calibrationdata.h"
#include "memory/gpumemory.h"
#include "facility/facility.h"
#include "memorymodel.h"
#include "messagetable.h"
#include "parallel/communication.h"
#include "parallel/stageshare.h"
#include "resolvebuild.h"
#include "runsplit.h"
#include "scenariorange.h"
#include "serving/serving.h"
#include "textformat.h"

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
    std::string name;
    double checkpointGb = 0;
    double fp8Gb = 0;
};

ResolvedModel resolveModel(const Scenario& s, const Catalog& c) {
    ResolvedModel m;
    if (s.importedModel) {
        m.arch = &*s.importedModel;
        m.name = s.importedModel->architecture.empty() ? s.model : s.importedModel->architecture;
        return m;
    }
    if (const ModelEntry* e = c.findModel(s.model)) {
        m.arch = &e->arch;
        m.name = e->name;
        m.checkpointGb = e->checkpointGb;
        m.fp8Gb = e->fp8Gb;
    }
    return m;
}

/// Piecewise-linear step-rate fraction at cap/TDP (catalog curve).
double capRate(const std::vector<CapCurvePoint>& curve, double fraction) {
    if (curve.empty() || fraction >= 1)
        return 1;
    if (fraction <= curve.front().capFraction)
        return curve.front().rateFraction * fraction / curve.front().capFraction;
    for (std::size_t i = 1; i < curve.size(); ++i) {
        const auto& p = curve[i - 1];
        const auto& q = curve[i];
        if (fraction <= q.capFraction) {
            double t = (fraction - p.capFraction) / (q.capFraction - p.capFraction);
            return p.rateFraction + t * (q.rateFraction - p.rateFraction);
        }
    }
    return 1;
}

/// The uncertainty band of `total` and the three-state verdict. A regime's rows measured
/// predicted = measured · (1 + error), so the real figure lies in [p / (1 + high), p / (1 + low)]
/// for the part the memory model predicts; `fixedGb` (the CUDA context, paged states) is
/// taken as it is.
void applyBand(SizingResult& r, const Scenario& s, const Catalog& cat, double fixedGb) {
    PerGpuMemory& m = r.perGpu;
    const Regime regime = regimeOf(s, r.gpuCount);
    BandBasis& basis = r.bandBasis;
    basis.regime = toString(regime);
    double low = 0, high = 0;
    if (const RegimeBand* band = cat.bandFor(regime)) {
        basis.pool = poolName(*band);
        basis.rows = band->rows;
        low = band->errorLow;
        high = band->errorHigh;
    }
    basis.errorLow = low;
    basis.errorHigh = high;
    const double predicted = std::max(0.0, m.total - fixedGb);
    m.band.low = fixedGb + predicted / (1 + high);
    m.band.high = fixedGb + predicted / std::max(0.05, 1 + low);
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
        if (f.phases == 1 && f.amps == s.feedAmps && !f.fits)
            addWarning(r, "feed_exceeded",
                       {{ArgKind::Kw, pw.total, {}},
                        countArg(f.amps),
                        {ArgKind::Kw, f.limitW, {}},
                        {ArgKind::Percent, a.feedDerating, {}}});
    if (server && s.powerCapW <= 0 && pw.total > a.feedDerating * 230 * 16 &&
        pw.total <= a.feedDerating * 230 * 32 && s.feedAmps == 16)
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

} // namespace

const char* toString(Verdict v) {
    switch (v) {
    case Verdict::Fits:
        return "fits";
    case Verdict::Tight:
        return "tight";
    case Verdict::DoesNotFit:
        return "does_not_fit";
    }
    return "does_not_fit";
}

SizingResult evaluateRun(const Scenario& s, const Catalog& cat) {
    SizingResult r;
    const Assumptions& a = cat.assumptions;
    const ResolvedModel model = resolveModel(s, cat);
    const ServerSpec* server = buildServer(s, cat);
    const GpuSpec* gpu = cat.findGpu(server ? server->gpu : s.gpu);
    if (!model.arch || !gpu)
        return r; // parseScenario() rejects these; keep evaluate() total anyway
    const ModelArch& arch = *model.arch;
    const int n = s.gpuCount > 0 ? s.gpuCount : (server ? server->gpuCount : 1);

    r.modelName = model.name;
    r.serverId = server ? server->id : std::string();
    r.serverName = server ? server->name : std::string();
    r.gpuId = gpu->id;
    r.gpuName = gpu->name;
    r.gpuCount = n;
    r.nodes = s.nodes;
    r.plan = resolvePlan(s.plan, n * std::max(1, s.nodes), s.gradientAccumulation);
    r.parameters = arch.params;

    // ---- Model states (core/memory/)
    // --------------------------------------------------------------
    const ParameterCounts& p = arch.params;
    const bool full = s.method == Method::Full;
    const bool offload = s.offload != Offload::None;
    const ModelStates states = modelStates(s, arch, a);
    const double trainable = states.trainable;
    const double frozenWeightBytes = states.frozenOnGpuBytes; // after offload
    const double host = states.hostBytes;
    r.trainable = trainable;
    r.statesGb = states.statesGb;

    // ---- The plan: what each GPU holds, over how many ranks its states are sharded ----------
    const ParallelPlan& plan = r.plan;
    const bool split = plan.splitsModel();
    const double dn = n;                            // the server's cards in use
    const double world = dn * std::max(1, s.nodes); // every GPU of the run
    const double shards = stateShards(plan);        // dp · cp, or the HSDP group
    const bool shardW = s.sharding == Sharding::Full;

    // ---- Sequences: text + image tokens ---------------------------------------------------------
    r.imageTokensPerImage = imageTokens(arch.vision, s.imageWidth, s.imageHeight);
    const bool images = r.imageTokensPerImage > 0 && s.imageShare > 0 && s.imagesPerSample > 0;
    // 64-bit: 256 images of 16384² at a small patch are billions of tokens. parseScenario()
    // keeps text + image tokens within maxSequenceTokens(); evaluate() stays exact beyond it.
    const std::int64_t imageTokensLongest =
        images ? r.imageTokensPerImage * std::int64_t(s.imagesPerSample) : 0;
    r.longestSequence = std::int64_t(s.sequenceLength) + imageTokensLongest;
    r.averageSequence =
        s.sequenceLength + (images ? s.imageShare * double(imageTokensLongest) : 0.0);

    // ---- Memory per GPU (core/memory/)
    // -----------------------------------------------------------
    const GpuMemory memory = gpuMemory(s, arch, a, states, plan, gpu->memoryGb, imageTokensLongest,
                                       images ? s.imagesPerSample : 0);
    PerGpuMemory& m = r.perGpu;
    m = memory.perGpu;
    const double paramsPerGpu = memory.paramsPerGpu, trainablePerGpu = memory.trainablePerGpu;
    r.fits = m.headroom >= 0;
    applyBand(r, s, cat, a.cudaContextGb + memory.pagedGb);
    r.maxSequenceLength = memory.maxSequenceLength;

    // ---- Host memory ----------------------------------------------------------------------------
    r.host.offloadRequired = host / GB;
    r.host.recommended = std::max(a.hostMemoryFactor * n * gpu->memoryGb,
                                  offload ? r.host.offloadRequired + a.hostOsGb : 0.0);
    r.host.installed = server ? server->hostRamGb : 0;

    // ---- Transfer vs compute --------------------------------------------------------------------
    StepTiming& st = r.step;
    // The data-parallel collectives run over the ranks that share the states (every card
    // without a plan); with a model split each rank moves its own share of the model.
    const double ring = shards > 1 ? (shards - 1) / shards : 0;
    const double weights16 = paramsPerGpu * kBf16;
    const double trainable16 = trainablePerGpu * kBf16;
    double traffic = 0;
    if (full) {
        // ZeRO-3 / FSDP: all-gather before forward and again before backward, reduce-scatter of
        // the gradients: 3 × 2P × (N−1)/N, 1.5× data-parallel (ZeRO paper §7).
        traffic = shardW ? (2 * weights16 + trainable16) * ring : 2 * trainable16 * ring;
    } else {
        // Adapters: only their gradients are reduced; a sharded frozen base is gathered twice.
        const double frozenPerGpu = frozenWeightBytes * (split ? paramsPerGpu / p.total : 1);
        traffic = 2 * trainable16 * ring + (shardW ? 2 * frozenPerGpu * ring : 0);
    }
    st.trafficPerGpuGb = traffic / GB;
    const bool nvlink = gpu->link != LinkKind::Pcie && gpu->nvlinkGBs > 0;
    const int domain = server ? server->nvlinkDomainSize : 1;
    const bool crossesDomains = nvlink && n > domain;
    if (n <= 1) {
        st.link = "none";
        st.linkGBs = 0;
    } else if (nvlink && !crossesDomains) {
        st.link = "NVLink";
        st.linkGBs = gpu->nvlinkGBs;
    } else {
        // A ring that leaves its NVLink domain is bound by its slowest hop, the PCIe link.
        st.link = crossesDomains ? "NVLink + PCIe" : "PCIe";
        st.linkGBs = gpu->pcieGBs;
    }
    st.transferSPeak = st.linkGBs > 0 ? traffic / (st.linkGBs * GB) : 0;
    st.transferS = st.transferSPeak / a.linkEfficiency;

    const double perCardTokens = s.microBatch * r.averageSequence;
    // 6·P·tokens (Kaplan et al. 2020; the page's lower bound). MoE: active parameters.
    // Frozen bases skip weight gradients: 4·P; checkpointing recomputes the forward: +2·P.
    const double flopsPerParamToken = full ? 6.0 : 4.0;
    const double recompute = s.gradientCheckpointing ? 2.0 : 0.0;
    const double activeParams = p.active > 0 ? p.active : p.total;
    const double peak = gpu->bf16Tflops * 1e12;
    // A model split shares each micro-batch's work among tp · pp · cp GPUs (expert parallelism
    // moves tokens, not work); the pipeline idles for its bubble (Narayanan et al. 2021 §2.2).
    const double modelSplit = double(plan.tp) * plan.pp * plan.cp;
    const double bubble = pipelineBubble(plan);
    st.computeSPeak = 6.0 * activeParams * perCardTokens / modelSplit / peak;
    const double perCardW = s.powerCapW > 0 ? std::min(s.powerCapW, gpu->tdpW) : gpu->tdpW;
    st.capRate = capRate(a.capCurve, perCardW / gpu->tdpW);
    st.mfu = double(r.longestSequence) >= a.longContextTokens ? a.mfuLongContext : a.mfu;
    st.computeS = (flopsPerParamToken + recompute) * activeParams * perCardTokens / modelSplit /
                  (peak * st.mfu * st.capRate) * (1 + bubble);
    if (offload) {
        // Gradients down and updated 16-bit weights up over PCIe, CPU Adam over all trainable
        // parameters, once per optimizer step (spread over the accumulation steps).
        st.hostTrafficGb = 2 * trainable16 / shards / GB;
        if (s.offload == Offload::Parameters) // each card's shard comes up for both passes
            st.hostTrafficGb += 2 * weights16 / shards / GB;
        const double hostS = st.hostTrafficGb * GB / (gpu->pcieGBs / 2 * GB * a.linkEfficiency);
        st.optimizerS = (hostS + trainable / a.cpuAdamParamsPerS) / s.gradientAccumulation;
    }
    st.stepS = std::max(st.transferS, st.computeS) + st.optimizerS;
    st.stepSSerial = st.transferS + st.computeS + st.optimizerS;

    // ---- Communication per collective and link level ---------------------------------------
    const int nodes = std::max(1, s.nodes);
    const NicSpec* nic = nodes > 1 || !s.network.empty() ? findNetwork(s, cat) : nullptr;
    const int nicsPerServer = nic ? (s.nicsPerServer > 0 ? s.nicsPerServer : n) : 0;
    ClusterShape shape;
    shape.nodes = nodes;
    shape.gpusPerNode = n;
    shape.nvlinkDomain = nvlink ? domain : 1;
    shape.nvlinkGBs = nvlink ? gpu->nvlinkGBs : 0;
    shape.pcieGBs = gpu->pcieGBs;
    // An adapter's line rate is per direction (Gb/s); the server's adapters serve its cards.
    shape.networkGBsPerGpu = nic ? nicsPerServer * nic->ports * nic->gbps / 8 / n : 0;
    CommPlan commPlan;
    commPlan.dp = plan.dp;
    commPlan.tp = plan.tp;
    commPlan.pp = plan.pp;
    commPlan.cp = plan.cp;
    commPlan.ep = plan.ep;
    commPlan.shardGroup = plan.hsdpShardGroup;
    commPlan.shardWeights = shardW;
    commPlan.sequenceParallel = plan.sequenceParallel;
    commPlan.microBatches = std::max(1, plan.pipelineMicroBatches);
    commPlan.virtualStages = std::max(1, plan.virtualStages);
    commPlan.cpAllToAll = plan.cpKind == ContextParallelKind::AllToAll;
    // The whole model's 16-bit weights and gradients: communicate() takes each rank's share.
    CommModel cm;
    cm.weightBytes = p.total * kBf16;
    if (arch.mlp.experts > 0)
        cm.expertWeightBytes = kBf16 * double(arch.moeLayers) * arch.mlp.experts *
                               (arch.mlp.gated ? 3.0 : 2.0) * arch.hidden *
                               arch.mlp.moeIntermediate;
    cm.gradientBytes = trainable * kBf16;
    cm.frozenBytes = frozenWeightBytes;
    cm.fullFineTune = full;
    cm.hidden = arch.hidden;
    cm.layers = arch.layers;
    cm.fullAttentionLayers = arch.fullAttentionLayers;
    cm.moeLayers = arch.moeLayers;
    cm.heads = arch.attention.heads;
    cm.kvHeads = arch.attention.kvHeads;
    cm.headDim = arch.attention.headDim;
    cm.expertsPerToken = arch.mlp.expertsPerToken;
    cm.tokensPerMicroBatch = perCardTokens;
    cm.recompute = s.gradientCheckpointing;
    const StepCommunication comm = communicate(shape, commPlan, cm, st.computeS, a.linkEfficiency);
    st.collectives = comm.collectives;
    const bool planned = split || plan.hsdpShardGroup > 0;
    if (nodes == 1 && !planned) {
        // One server, data parallel only: the link the ring runs on, with the figures above.
        if (n > 1 && st.linkGBs > 0) {
            LinkLoad l;
            l.level = st.link == "NVLink" ? LinkLevel::Nvlink : LinkLevel::Pcie;
            l.bytesPerStepGb = st.trafficPerGpuGb;
            l.rateGbs = st.linkGBs;
            l.secondsPeak = st.transferSPeak;
            l.seconds = st.transferS;
            l.hidden = st.transferS <= st.computeS;
            l.neededGbs = st.computeS > 0 ? traffic / (st.computeS * a.linkEfficiency) / GB : 0;
            st.links.push_back(l);
        }
    } else {
        // Several servers or a plan: every level carries its share at once; what cannot overlap the
        // compute (none of the data-parallel traffic) adds to the step.
        st.links = comm.links;
        double bytes = 0;
        for (const Collective& c : comm.collectives)
            bytes += c.bytes;
        st.trafficPerGpuGb = bytes / GB;
        if (nodes > 1)
            st.link = nvlink ? "NVLink + network" : "PCIe + network";
        st.linkGBs = nodes > 1 ? shape.networkGBsPerGpu : st.linkGBs;
        st.transferS = comm.overlappedS + comm.exposedS;
        st.transferSPeak = st.transferS * a.linkEfficiency;
        double serial = 0;
        for (const LinkLoad& l : comm.links)
            serial += l.seconds;
        st.stepS = std::max(comm.overlappedS, st.computeS) + comm.exposedS + st.optimizerS;
        st.stepSSerial = serial + st.computeS + st.optimizerS;
    }
    if (offload && st.hostTrafficGb > 0) {
        // Host level: gradients down and weights up over PCIe at half its two-way rate, in the
        // optimizer step (not overlapped).
        LinkLoad l;
        l.level = LinkLevel::Host;
        l.bytesPerStepGb = st.hostTrafficGb;
        l.rateGbs = gpu->pcieGBs / 2;
        l.secondsPeak = st.hostTrafficGb / l.rateGbs;
        l.seconds = l.secondsPeak / a.linkEfficiency;
        l.exposedSeconds = l.seconds;
        st.links.push_back(l);
    }
    st.tokensPerStep = plan.dp * perCardTokens; // each data-parallel replica's micro-batch
    st.tokensPerS = st.stepS > 0 ? st.tokensPerStep / st.stepS : 0;
    r.aggregateTflops = world * gpu->bf16Tflops;

    // ---- Power ----------------------------------------------------------------------------------
    PowerDraw& pw = r.power;
    pw.perGpuW = perCardW;
    pw.gpus = dn * perCardW;
    pw.cpus = server ? server->cpuSockets * server->cpuTdpW : 0;
    pw.overhead = a.powerOverhead * (pw.gpus + pw.cpus);
    pw.total = pw.gpus + pw.cpus + pw.overhead;
    auto addFeed = [&](double volts, double amps, int phases) {
        Feed f{volts, amps, phases, 0, false};
        f.limitW = volts * amps * (phases == 3 ? std::sqrt(3.0) : 1.0) * a.feedDerating;
        f.fits = pw.total <= f.limitW;
        r.feeds.push_back(f);
    };
    addFeed(230, 16, 1);
    addFeed(230, 32, 1);
    if (s.threePhase) {
        addFeed(400, 16, 3);
        addFeed(400, 32, 3);
    }

    // ---- Storage --------------------------------------------------------------------------------
    Storage& sto = r.storage;
    const double optimizerCkptBytes = s.optimizer == Optimizer::AdamW8bit
                                          ? a.adam8bitOptimizerBytes
                                          : a.checkpointBytes - kBf16; // fp32 master + m + v
    if (full)
        sto.checkpoint = (trainable * (kBf16 + optimizerCkptBytes) + frozenWeightBytes) / GB;
    else // adapter weights + their optimizer state only
        sto.checkpoint = trainable * (kBf16 + optimizerCkptBytes) / GB;
    sto.checkpointsKept = sto.checkpoint * s.checkpointsKept;
    sto.finalBf16 = model.checkpointGb > 0 ? model.checkpointGb : p.total * kBf16 / GB;
    sto.finalFp8 = model.fp8Gb > 0
                       ? model.fp8Gb
                       : (p.textLinear * a.fp8LinearBytes + (p.total - p.textLinear) * kBf16) / GB;
    sto.total = sto.checkpointsKept + sto.finalBf16 + sto.finalFp8;

    // ---- Time and energy ----------------------------------------------------------------------
    // Optimizer steps as the Hugging Face Trainer counts them (trainer.py, transformers v4.46
    // set_initial_training_values): ceil(samples / (GPUs × micro-batch)) batches per epoch,
    // ceil(batches / accumulation) updates per epoch (at least one), ceil(epochs × updates).
    // A sample is one sequence of sequence_length text tokens; the last may be shorter.
    const double samples = std::ceil(s.datasetTokens / std::max(1, s.sequenceLength));
    const double perBatch = plan.dp * std::max(1, s.microBatch);
    const double accumulation = std::max(1, s.gradientAccumulation);
    const double batches = std::ceil(samples / perBatch);
    const double updatesPerEpoch = std::max(1.0, std::ceil(batches / accumulation));
    r.time.steps = std::max(1.0, std::ceil(s.epochs * updatesPerEpoch));
    // Each optimizer step runs `accumulation` micro-batch steps (stepS carries the optimizer
    // time spread over them).
    r.time.hours = r.time.steps * accumulation * st.stepS / 3600;
    const double globalBatch = perBatch * accumulation;
    // ---- Cluster and facility ------------------------------------------------------------------
    ClusterInfo& cl = r.cluster;
    cl.nodes = nodes;
    cl.gpus = static_cast<int>(world);
    cl.railOptimized = s.railOptimized;
    const SwitchSpec* sw = nic ? cat.findSwitch(nic->switchId) : nullptr;
    const CableSpec* cable = nic ? cat.findCable(nic->cable) : nullptr;
    if (nic) {
        cl.network = nic->id;
        cl.networkName = nic->name;
        cl.nicsPerServer = nicsPerServer;
        cl.nicGbps = nic->gbps * nic->ports;
        cl.networkGbpsPerServer = nicsPerServer * cl.nicGbps;
        cl.nics = nodes > 1 ? nodes * nicsPerServer : 0;
        for (const LinkLoad& l : st.links)
            if (l.level == LinkLevel::Network)
                cl.networkNeededGbpsPerServer = l.neededGbs * 8 * n;
    }
    if (nic && sw && nodes > 1) {
        cl.switchId = sw->id;
        cl.switchName = sw->name;
        cl.fabric = sizeFabric({nodes, nicsPerServer, nic->ports, sw->ports, s.railOptimized});
        const int switches = cl.fabric.leafSwitches + cl.fabric.spineSwitches;
        cl.switchW = switches * sw->maxPowerW.value_or(0);
        cl.networkPowerKnown = sw->maxPowerW.has_value();
        if (cable) {
            cl.cable = cable->id;
            cl.linkW = cl.fabric.links * cable->wattsPerLink.value_or(0);
            cl.networkPowerKnown = cl.networkPowerKnown && cable->wattsPerLink.has_value();
        }
        cl.nicW = cl.nics * nic->watts.value_or(0);
        cl.networkPowerKnown = cl.networkPowerKnown && nic->watts.has_value();
    }
    FacilityInput fi;
    fi.nodes = nodes;
    fi.serverW = pw.total;
    fi.psuInstalledW = server ? server->psuW : 0;
    fi.psuUnitW = a.psuUnitW;
    fi.transientMargin = a.powerTransientMargin;
    fi.feedDerating = a.feedDerating;
    fi.serverRackUnits = server ? server->rackUnits : 0;
    fi.rackUnits = static_cast<int>(a.rackUnits);
    fi.switches = cl.fabric.leafSwitches + cl.fabric.spineSwitches;
    fi.switchRackUnits = sw ? sw->rackUnits : 1;
    fi.switchW = cl.switchW;
    fi.linkW = cl.linkW;
    fi.nicW = cl.nicW;
    fi.checkpointGb = sto.checkpoint;
    fi.storageWriteGBsPerServer = a.storageWriteGBs;
    r.facility = sizeFacility(fi);

    // The energy of every server (and the network) for the run's hours.
    const double drawW = nodes > 1 ? r.facility.clusterW : pw.total;
    r.time.energyKwh = drawW * r.time.hours / 1000;
    r.time.energyCost = r.time.energyKwh * a.energyPrice;

    // ---- Warnings (texts: core/messagetable.cpp) ----------------------------------------------
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
    addServerWarnings(r, s, a, server);
    if (crossesDomains)
        warn("two_nvlink_domains", {countArg(n), countArg(std::ceil(dn / domain))});
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
    if (!gpu->tflopsNote.empty())
        warn("tflops_estimate",
             {{ArgKind::Text, 0, gpu->name}, {ArgKind::Text, 0, gpu->tflopsNote}});
    if (samples < globalBatch)
        warn("dataset_below_batch", {countArg(samples), countArg(globalBatch)});
    for (const LinkLoad& l : st.links)
        // Only where the overlappable traffic alone outlasts the compute: critical-path
        // traffic (tensor, pipeline, expert) is in the step time already.
        if (l.level == LinkLevel::Network && l.seconds - l.exposedSeconds > st.computeS)
            warn("network_not_hidden",
                 {{ArgKind::Seconds, l.seconds, {}},
                  {ArgKind::Seconds, st.computeS, {}},
                  countArg(cl.networkNeededGbpsPerServer)});
    if (nodes > 1 && !cl.networkPowerKnown)
        warn("network_power_unknown");
    if (nodes > 1 && server && !r.facility.psuNPlus1Ok)
        warn("psu_redundancy",
             {{ArgKind::Kw, r.facility.psuInstalledW, {}}, {ArgKind::Kw, r.facility.serverPeakW, {}}});
    if (offload)
        warn("offload_slow");
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

    std::erase_if(r.warnings, [](const Warning& w) {
        return w.code == "feed_exceeded" || w.code == "cap_or_32a" || w.code == "host_memory" ||
               w.code == "cpu_cores";
    });
    addServerWarnings(r, s, a, &server);
}

} // namespace

SizingResult evaluate(const Scenario& s, const Catalog& cat) {
    const ServerSpec* server = buildServer(s, cat);
    const GpuSpec* gpu = cat.findGpu(server ? server->gpu : s.gpu);
    const int n = s.gpuCount > 0 ? s.gpuCount : (server ? server->gpuCount : 1);
    std::optional<RunSplit> split;
    if (server && gpu) {
        if (auto e = splitRuns(*server, *gpu, n, std::max(1, s.runsSideBySide)))
            split = std::move(e).value();
        else if (auto one = splitRuns(*server, *gpu, n, 1)) // parseScenario() rejects these
            split = std::move(one).value();
    }
    const int runs = split ? split->runs : 1;
    SizingResult r;
    if (runs > 1) {
        Scenario one = s;
        one.runsSideBySide = 1;
        one.server = server->id;
        one.gpuCount = split->gpusPerRun;
        r = evaluateRun(one, cat);
        shareServer(r, s, cat, *server, *gpu, n, runs);
    } else {
        r = evaluateRun(s, cat);
    }
    r.runsSideBySide = runs;
    r.gpusPerRun = r.gpuCount / runs;
    for (int i = 0; i < runs; ++i) {
        RunShare run;
        run.index = i + 1;
        if (split) {
            run.gpus = split->groups[std::size_t(i)].gpus;
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
    t.cpuCoresNeeded = cat.assumptions.cpuCoresPerGpu * r.gpuCount;
    t.cpuPowerPerRunW = r.power.cpus / runs;
    t.powerPerRunW = r.power.total / runs;
    t.energyPerRunKwh = r.time.energyKwh / runs;

    // Serving the tuned model on all the cards afterwards.
    if (s.serving && gpu) {
        const ModelEntry* entry = s.importedModel ? nullptr : cat.findModel(s.model);
        const ModelArch* arch = s.importedModel ? &*s.importedModel : (entry ? &entry->arch : nullptr);
        if (arch) {
            r.serving = evaluateServing(*s.serving, *arch, *gpu, server, r.gpuCount, cat.assumptions);
            appendServingWarnings(r.serving, *gpu, r.warnings);
            // The same facility stage as training, at the serving draw (one server).
            const Assumptions& a = cat.assumptions;
            FacilityInput fi;
            fi.serverW = r.serving.powerW;
            fi.psuInstalledW = server ? server->psuW : 0;
            fi.psuUnitW = a.psuUnitW;
            fi.transientMargin = a.powerTransientMargin;
            fi.feedDerating = a.feedDerating;
            fi.serverRackUnits = server ? server->rackUnits : 0;
            fi.rackUnits = static_cast<int>(a.rackUnits);
            r.serving.facility = sizeFacility(fi);
        }
    }
    return r;
}

} // namespace headroom
