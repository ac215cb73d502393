#include "performance/steptiming.h"

#include <algorithm>
#include <utility>

namespace headroom {

namespace {

constexpr double GB = 1e9;
constexpr double kBf16 = 2; // bytes per BF16 value

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

/// The share of a layer's forward that checkpointing recomputes: all of it, or under
/// torchtitan's selective per-op policy the matmuls it does not keep, wk, wo and w3 of the
/// block's wq, wk, wv, wo, w1, w3, w2 (parallelize_llama.py at 9dec370, memoryterms.cpp
/// selectiveOpCache), by their weights (2 FLOPs per weight and token each); the attention's
/// own FLOPs are kept with its output.
double recomputedShare(const Scenario& s, const ModelArch& a) {
    if (!checkpointsPerOp(s))
        return 1.0;
    const double h = a.hidden, i = a.mlp.intermediate;
    const double dq = double(a.attention.heads) * a.attention.headDim;
    const double dkv = double(a.attention.kvHeads) * a.attention.headDim;
    return (h * dkv + dq * h + h * i) / (2 * h * dq + 2 * h * dkv + 3 * h * i);
}

} // namespace

double cardPowerW(const Scenario& s, const GpuSpec& gpu) {
    return s.powerCapW > 0 ? std::min(s.powerCapW, gpu.tdpW) : gpu.tdpW;
}

double tokensPerMicroBatch(const TimingInput& in) {
    return in.scenario->microBatch * in.averageSequence;
}

StepTiming computeTiming(const TimingInput& in) {
    const Scenario& s = *in.scenario;
    const GpuSpec& gpu = *in.gpu;
    const Assumptions& a = *in.assumptions;
    const ParallelPlan& plan = *in.plan;
    const ParameterCounts& p = in.arch->params;
    StepTiming st;
    const double perCardTokens = tokensPerMicroBatch(in);
    // 6·P·tokens (Kaplan et al. 2020; the page's lower bound). MoE: active parameters.
    // Frozen bases skip weight gradients: 4·P; checkpointing recomputes the forward: +2·P.
    const double flopsPerParamToken = s.method == Method::Full ? 6.0 : 4.0;
    const double recompute = s.gradientCheckpointing ? 2.0 * recomputedShare(s, *in.arch) : 0.0;
    const double activeParams = p.active > 0 ? p.active : p.total;
    const double peak = gpu.bf16Tflops * 1e12;
    // A model split shares each micro-batch's work among tp · pp · cp GPUs (expert parallelism
    // moves tokens, not work); the pipeline idles for its bubble (Narayanan et al. 2021 §2.2).
    const double modelSplit = double(plan.tp) * plan.pp * plan.cp;
    const double bubble = pipelineBubble(plan);
    st.computeSPeak = 6.0 * activeParams * perCardTokens / modelSplit / peak;
    st.capRate = capRate(a.capCurve, cardPowerW(s, gpu) / gpu.tdpW);
    st.mfu = double(in.longestSequence) >= a.longContextTokens ? a.mfuLongContext : a.mfu;
    st.computeS = (flopsPerParamToken + recompute) * activeParams * perCardTokens / modelSplit /
                  (peak * st.mfu * st.capRate) * (1 + bubble);
    return st;
}

namespace {

/// The data-parallel ring of one server: its bytes per GPU and step (returned), the link it
/// runs on and its time, into `st`.
double dataParallelRing(const TimingInput& in, StepTiming& st) {
    const Scenario& s = *in.scenario;
    const GpuSpec& gpu = *in.gpu;
    const ParallelPlan& plan = *in.plan;
    const ParameterCounts& p = in.arch->params;
    const int n = in.gpuCount;
    const bool split = plan.splitsModel();
    const double shards = stateShards(plan); // dp · cp, or the HSDP group
    const bool shardW = s.sharding == Sharding::Full;
    // The data-parallel collectives run over the ranks that share the states (every card
    // without a plan); with a model split each rank moves its own share of the model.
    const double ring = shards > 1 ? (shards - 1) / shards : 0;
    const double weights16 = in.paramsPerGpu * kBf16;
    const double trainable16 = in.trainablePerGpu * kBf16;
    double traffic = 0;
    if (s.method == Method::Full) {
        // ZeRO-3 / FSDP: all-gather before forward and again before backward, reduce-scatter of
        // the gradients: 3 × 2P × (N−1)/N, 1.5× data-parallel (ZeRO paper §7).
        traffic = shardW ? (2 * weights16 + trainable16) * ring : 2 * trainable16 * ring;
    } else {
        // Adapters: only their gradients are reduced; a sharded frozen base is gathered twice.
        const double frozenPerGpu = in.frozenWeightBytes * (split ? in.paramsPerGpu / p.total : 1);
        traffic = 2 * trainable16 * ring + (shardW ? 2 * frozenPerGpu * ring : 0);
    }
    st.trafficPerGpuGb = traffic / GB;
    const bool nvlink = gpu.link != LinkKind::Pcie && gpu.nvlinkGBs > 0;
    const int domain = in.server ? in.server->nvlinkDomainSize : 1;
    const bool crossesDomains = nvlink && n > domain;
    if (n <= 1) {
        st.link = "none";
        st.linkGBs = 0;
    } else if (nvlink && !crossesDomains) {
        st.link = "NVLink";
        st.linkGBs = gpu.nvlinkGBs;
    } else {
        // A ring that leaves its NVLink domain is bound by its slowest hop, the PCIe link.
        st.link = crossesDomains ? "NVLink + PCIe" : "PCIe";
        st.linkGBs = gpu.pcieGBs;
    }
    st.transferSPeak = st.linkGBs > 0 ? traffic / (st.linkGBs * GB) : 0;
    st.transferS = st.transferSPeak / in.assumptions->linkEfficiency;
    return traffic;
}

/// The optimizer offload: gradients down and updated 16-bit weights up over PCIe, CPU Adam over
/// all trainable parameters, once per optimizer step (spread over the accumulation steps).
void offloadedOptimizer(const TimingInput& in, StepTiming& st) {
    const Scenario& s = *in.scenario;
    const Assumptions& a = *in.assumptions;
    const double shards = stateShards(*in.plan);
    st.hostTrafficGb = 2 * in.trainablePerGpu * kBf16 / shards / GB;
    if (s.offload == Offload::Parameters) // each card's shard comes up for both passes
        st.hostTrafficGb += 2 * in.paramsPerGpu * kBf16 / shards / GB;
    const double hostS = st.hostTrafficGb * GB / (in.gpu->pcieGBs / 2 * GB * a.linkEfficiency);
    st.optimizerS = (hostS + in.trainable / a.cpuAdamParamsPerS) / s.gradientAccumulation;
}

/// One server, data parallel only: the link the ring runs on, with the ring's figures (in the
/// storage communicate() allocated for its levels).
void oneServerLinks(const TimingInput& in, StepTiming& st, StepCommunication& comm,
                    double traffic) {
    st.links = std::move(comm.links);
    st.links.clear();
    if (in.gpuCount > 1 && st.linkGBs > 0) {
        LinkLoad l;
        l.level = st.link == "NVLink" ? LinkLevel::Nvlink : LinkLevel::Pcie;
        l.bytesPerStepGb = st.trafficPerGpuGb;
        l.rateGbs = st.linkGBs;
        l.secondsPeak = st.transferSPeak;
        l.seconds = st.transferS;
        l.hidden = st.transferS <= st.computeS;
        l.neededGbs = st.computeS > 0
                          ? traffic / (st.computeS * in.assumptions->linkEfficiency) / GB
                          : 0;
        st.links.push_back(l);
    }
}

/// Several servers or a plan: every level carries its share at once; what cannot overlap the
/// compute (none of the data-parallel traffic) adds to the step.
void plannedLinks(const TimingInput& in, StepTiming& st, StepCommunication& comm) {
    const GpuSpec& gpu = *in.gpu;
    const int nodes = std::max(1, in.nodes);
    const bool nvlink = gpu.link != LinkKind::Pcie && gpu.nvlinkGBs > 0;
    st.links = std::move(comm.links);
    double bytes = 0;
    for (const Collective& c : st.collectives)
        bytes += c.bytes;
    st.trafficPerGpuGb = bytes / GB;
    if (nodes > 1)
        st.link = nvlink ? "NVLink + network" : "PCIe + network";
    st.linkGBs = nodes > 1 ? in.networkGBsPerGpu : st.linkGBs;
    st.transferS = comm.overlappedS + comm.exposedS;
    st.transferSPeak = st.transferS * in.assumptions->linkEfficiency;
    double serial = 0;
    for (const LinkLoad& l : st.links) // the host level is added below
        serial += l.seconds;
    st.stepS = std::max(comm.overlappedS, st.computeS) + comm.exposedS + st.optimizerS;
    st.stepSSerial = serial + st.computeS + st.optimizerS;
}

/// Host level: gradients down and weights up over PCIe at half its two-way rate, in the
/// optimizer step (not overlapped).
void addHostLink(const TimingInput& in, StepTiming& st) {
    LinkLoad l;
    l.level = LinkLevel::Host;
    l.bytesPerStepGb = st.hostTrafficGb;
    l.rateGbs = in.gpu->pcieGBs / 2;
    l.secondsPeak = st.hostTrafficGb / l.rateGbs;
    l.seconds = l.secondsPeak / in.assumptions->linkEfficiency;
    l.exposedSeconds = l.seconds;
    st.links.push_back(l);
}

} // namespace

StepTiming stepTiming(const TimingInput& in, StepTiming compute, StepCommunication comm) {
    const ParallelPlan& plan = *in.plan;
    const bool offload = in.scenario->offload != Offload::None;
    StepTiming st = std::move(compute);
    const double traffic = dataParallelRing(in, st);
    if (offload)
        offloadedOptimizer(in, st);
    st.stepS = std::max(st.transferS, st.computeS) + st.optimizerS;
    st.stepSSerial = st.transferS + st.computeS + st.optimizerS;

    // The collectives per link level.
    st.collectives = std::move(comm.collectives);
    const bool planned = plan.splitsModel() || plan.hsdpShardGroup > 0;
    if (std::max(1, in.nodes) == 1 && !planned)
        oneServerLinks(in, st, comm, traffic);
    else
        plannedLinks(in, st, comm);
    if (offload && st.hostTrafficGb > 0)
        addHostLink(in, st);
    st.tokensPerStep = plan.dp * tokensPerMicroBatch(in); // each data-parallel replica's
    st.tokensPerS = st.stepS > 0 ? st.tokensPerStep / st.stepS : 0;
    return st;
}

} // namespace headroom
