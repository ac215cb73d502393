#include "runfigures.h"

#include "facility/feeds.h"
#include "memory/stageshare.h"
#include "memory/statebytes.h"
#include "memorymodel.h"
#include "textformat.h"

#include <algorithm>
#include <cmath>

namespace headroom::pipeline {

/// Adds a warning from the message table (core/base/messagetable.cpp).
void addWarning(SizingResult& r, const char* code, std::vector<MessageArg> args) {
    r.warnings.push_back(makeWarning(code, std::move(args)));
}

namespace {

MessageArg gbArg(double gb) {
    return {ArgKind::Gb, gb, {}};
}
MessageArg countArg(double n) {
    return {ArgKind::Count, n, {}};
}

} // namespace

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

namespace {

/// What the run's optimizer, offload, loss and quantiser mean for how it was sized.
void addStackWarnings(SizingResult& r, const Scenario& s, const ModelArch& arch,
                      const Assumptions& a) {
    auto warn = [&](const char* code, std::vector<MessageArg> args = {}) {
        addWarning(r, code, std::move(args));
    };
    if (s.offload != Offload::None)
        warn("offload_slow");
    if (lowBitOffloaded(s))
        warn("offload_low_bit");
    // Megatron-LM's --cross-entropy-loss-fusion fuses the softmax and the loss over the
    // logits it still holds (megatron/core/fusions/fused_cross_entropy.py at d98e8a64), which
    // the plain setting sizes (vocabParallelLossBytes); fused_cross_entropy is a fused linear
    // cross-entropy that holds no logits (Liger's, Cut Cross Entropy).
    if (s.fusedCrossEntropy && runsMegatronLoss(s, r.plan))
        warn("fused_loss_megatron");
    // A framework's own section on a run that framework does not hold the states of: kept in
    // the file, not sized (the window can turn a run's sharding or plan away from it).
    if (!s.megatron.empty() && !runsPrecisionAwareOptimizer(s))
        warn("megatron_settings_unused");
    // Megatron-LM offloads the optimizer only beside its precision-aware optimizer
    // (megatron/training/arguments.py at d98e8a64: `assert args.use_precision_aware_optimizer`,
    // "as the hybrid device optimizer reuses the code path of this flag"); with fp32 states,
    // as the section's defaults keep them, the sizing is the same with the flag or without.
    if (s.offload == Offload::Optimizer && s.sharding == Sharding::Zero1 &&
        runsMegatronOptimizer(s, r.plan) && !s.megatron.precisionAwareOptimizer)
        warn("megatron_offload_flag");
    if (!s.deepSpeed.empty() && !runsZeroEngine(s))
        warn("deepspeed_settings_unused");
    // The implementation the sizing took for an optimizer-only offload (shardingImplOf).
    if (s.shardingImpl == ShardingImpl::Fsdp && shardingImplOf(s) == ShardingImpl::DeepSpeed)
        warn("offload_optimizer_zero3");
    // Routed experts on a bitsandbytes base are sized quantised: transformers 4.x converts each
    // expert's nn.Linear like any linear, and Axolotl's quantize_moe_experts quantises
    // transformers 5's fused 3D experts on load, which its bitsandbytes quantiser skips ("In
    // transformers v5, MoE models store expert weights as fused 3D tensors that BnB skips",
    // axolotl src/axolotl/monkeypatch/moe_quant.py at 945c8aeb1): the verdict says what the
    // experts in BF16 would add.
    const bool quantised = s.method == Method::Qlora || s.method == Method::Lora8bit;
    if (quantised && s.quantizer == Quantizer::Bitsandbytes && adaptableRoutedExperts(arch)) {
        const double perWeight = s.method == Method::Qlora
                                     ? quantizedBytesPerWeight(s, arch, a)
                                     : a.int8BytesPerWeight;
        warn("moe_experts_quantised",
             {gbArg(routedExpertParams(arch) * std::max(0.0, 2 - perWeight) / 1e9)});
    }
}

} // namespace

/// The run's warnings, from the figures of every stage.
void addRunWarnings(SizingResult& r, const Scenario& s, const ResolvedBuild& b,
                    const Assumptions& a, std::int64_t imageTokensLongest, bool images) {
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
    addStackWarnings(r, s, arch, a);
}

void peakMemoryWarnings(SizingResult& r, const Assumptions& a) {
    std::erase_if(r.warnings, [](const Warning& w) {
        return w.code == "does_not_fit" || w.code == "within_band" || w.code == "tight_fit";
    });
    using K = ArgKind;
    const PerGpuMemory& m = r.perGpu;
    if (!r.fits)
        r.warnings.push_back(makeWarning(
            "does_not_fit",
            {{K::Gb, m.total, {}}, {K::WholeGb, m.capacity, {}}, {K::Gb, -m.headroom, {}}}));
    else if (r.verdict == Verdict::Tight)
        r.warnings.push_back(makeWarning("within_band", {{K::Gb, m.headroom, {}},
                                                         {K::Gb, m.band.high - m.total, {}},
                                                         {K::Gb, m.band.high, {}}}));
    else if (m.headroom < a.recommendMarginFraction * m.capacity)
        r.warnings.push_back(makeWarning("tight_fit", {{K::Gb, m.headroom, {}}}));
}

} // namespace headroom::pipeline
