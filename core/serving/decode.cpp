#include "decode.h"

#include <algorithm>

// The roofline of LLM decoding (Williams et al. 2009 roofline; Pope et al. 2022, "Efficiently
// Scaling Transformer Inference", §2: at small batch each step loads every weight and the KV
// cache once, so its time is bytes / memory bandwidth; FLOPs take over at large batch).
// Tensor parallelism (Shoeybi et al. 2019, Megatron-LM §3): every decoder layer all-reduces
// the attention output and the MLP output, two all-reduces of batch × hidden activations.

namespace headroom {

namespace {
constexpr double GB = 1e9;
constexpr double kActivationBytes = 2; // BF16 activations
} // namespace

double allReduceSeconds(double bytes, int tp, double linkGBs, double linkEfficiency,
                        double stepLatencyS) {
    if (tp <= 1)
        return 0;
    const double t = tp;
    // Ring all-reduce (Patarasuk & Yuan 2009): reduce-scatter + all-gather, 2(t−1) steps, each
    // GPU sends and receives 2(t−1)/t of the buffer; links are rated for both directions.
    const double perDirection = linkGBs / 2 * GB * std::max(linkEfficiency, 1e-3);
    const double transfer = perDirection > 0 ? 2 * (t - 1) / t * bytes / perDirection : 0;
    return 2 * (t - 1) * stepLatencyS + transfer;
}

double attentionFlopsPerToken(int layers, int heads, int headDim, double context) {
    return 4.0 * layers * heads * headDim * context;
}

DecodeStep decodeStep(const DecodeInput& in) {
    DecodeStep s;
    const double batch = std::max(1, in.batch);
    const int tp = std::max(1, in.tensorParallel);
    const double bandwidth = in.hbmGBs * GB * in.bandwidthEfficiency;
    const double bytes = in.weightBytesPerGpu + batch * in.cacheBytesPerSequence;
    s.memoryS = bandwidth > 0 ? bytes / bandwidth : 0;
    const double rate = in.peakTflops * 1e12 * in.computeEfficiency;
    s.computeS = rate > 0 ? batch * in.flopsPerToken / tp / rate : 0;
    s.interconnectS = 2.0 * in.layers *
                      allReduceSeconds(batch * in.hidden * kActivationBytes, tp, in.linkGBs,
                                       in.linkEfficiency, in.allReduceStepLatencyS);
    s.computeBound = s.computeS > s.memoryS;
    // The engine's fixed cost per decoder layer and step (kernel launches and synchronisation
    // that do not shrink with the bytes; fitted per engine, catalog serving_layer_us_*).
    s.overheadS = in.layers * in.layerOverheadS;
    // Other users' prompts: their weights are read by the decode step already, their FLOPs
    // are not (a prefill token costs 2 FLOPs per weight like a decode token, at the prefill
    // rate). Added, not overlapped: TensorRT-LLM without chunked context runs them as steps
    // of their own, and a mixed vLLM step of hundreds of prompt tokens is compute-bound.
    const double prefillRate = in.prefillTflops * 1e12 * in.prefillEfficiency;
    s.prefillS =
        prefillRate > 0 ? in.prefillTokensPerStep * in.prefillFlopsPerToken / tp / prefillRate : 0;
    s.stepS = std::max(s.memoryS, s.computeS) + s.interconnectS + s.overheadS + s.prefillS;
    s.tokensPerSPerSequence = s.stepS > 0 ? 1 / s.stepS : 0;
    s.tokensPerSPerReplica = batch * s.tokensPerSPerSequence;
    return s;
}

double prefillSeconds(double flops, double promptTokens, const DecodeInput& in) {
    const int tp = std::max(1, in.tensorParallel);
    const double rate = in.prefillTflops * 1e12 * in.prefillEfficiency;
    const double compute = rate > 0 ? flops / tp / rate : 0;
    const double bandwidth = in.hbmGBs * GB * in.bandwidthEfficiency;
    const double read = bandwidth > 0 ? in.weightBytesPerGpu / bandwidth : 0;
    const double comm = 2.0 * in.layers *
                        allReduceSeconds(promptTokens * in.hidden * kActivationBytes, tp,
                                         in.linkGBs, in.linkEfficiency, in.allReduceStepLatencyS);
    return std::max(compute, read) + comm + in.layers * in.layerOverheadS;
}

} // namespace headroom
