#pragma once
// Decode and prefill time of a served model on one replica (one GPU or a tensor-parallel
// group): a roofline of the bytes each step reads over the HBM bandwidth against its FLOPs
// over the tensor rate, plus the tensor-parallel all-reduces. Plain inputs, shared by the
// serving stage and the GRPO/PPO rollout engine.

namespace headroom {

/// One decode step of `batch` sequences on one replica.
struct DecodeInput {
    double weightBytesPerGpu = 0;     ///< weights one step reads on one GPU
    double cacheBytesPerSequence = 0; ///< KV cache and state one sequence's step reads, one GPU
    int batch = 1;                    ///< sequences decoded together on the replica
    double flopsPerToken = 0;         ///< whole model, one token at its context
    int tensorParallel = 1;
    int layers = 0; ///< decoder layers: two all-reduces each under tensor parallelism
    int hidden = 0;
    double hbmGBs = 0;                ///< memory bandwidth per GPU, GB/s
    double bandwidthEfficiency = 0;   ///< achieved / peak HBM bandwidth in decode
    double peakTflops = 0;            ///< dense BF16 per GPU
    double computeEfficiency = 0;     ///< achieved / peak tensor rate
    double linkGBs = 0;               ///< tensor-parallel link per GPU, both directions
    double linkEfficiency = 0;        ///< achieved / peak collective bandwidth
    double allReduceStepLatencyS = 0; ///< fixed cost of one ring step of an all-reduce
    double layerOverheadS = 0;        ///< the engine's fixed cost per layer and step
    /// Other users' prompt tokens prefilled per decode step (chunked prefill interleaves them;
    /// without it they run as steps of their own between decode steps: the same time per
    /// output token), each `prefillFlopsPerToken` at `prefillTflops` × `prefillEfficiency`.
    double prefillTokensPerStep = 0;
    double prefillFlopsPerToken = 0;
    double prefillTflops = 0;     ///< the tensor rate prefill runs at (FP8 or BF16 peak)
    double prefillEfficiency = 0; ///< achieved / that peak
};

struct DecodeStep {
    double memoryS = 0;
    double computeS = 0;
    double interconnectS = 0;
    double overheadS = 0; ///< layers × the engine's per-layer cost
    double prefillS = 0;  ///< the interleaved prompts' compute
    double stepS = 0;     ///< max(memory, compute) + interconnect + overhead + prefill
    bool computeBound = false;
    double tokensPerSPerSequence = 0;
    double tokensPerSPerReplica = 0;
    bool operator==(const DecodeStep&) const = default;
};

DecodeStep decodeStep(const DecodeInput& in);

/// Seconds of one ring all-reduce of `bytes` over `tp` GPUs: 2(tp−1) steps, each its fixed
/// latency, moving 2(tp−1)/tp of the data per GPU at half the two-way link rate.
double allReduceSeconds(double bytes, int tp, double linkGBs, double linkEfficiency,
                        double stepLatencyS);

/// FLOPs of one token's attention against `context` earlier tokens: QKᵀ and the weighted sum
/// of V, 2 · 2 · heads · head_dim per position and layer.
double attentionFlopsPerToken(int layers, int heads, int headDim, double context);

/// Time to first token: the prefill of `promptTokens` on an otherwise idle replica, its FLOPs
/// (`flops`, whole model) at the prefill tensor rate (`prefillTflops` × `prefillEfficiency`)
/// or its weights read once, whichever is slower, plus two all-reduces of the prompt's
/// activations per layer under tensor parallelism and the engine's per-layer cost once.
double prefillSeconds(double flops, double promptTokens, const DecodeInput& replica);

} // namespace headroom
