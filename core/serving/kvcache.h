#pragma once
// The KV cache of a served model: bytes per token of the layers that keep a per-token cache,
// the sliding-window layers' capped cache and the fixed state per sequence of linear-attention
// and Mamba layers. Plain inputs (no scenario), so the serving stage and the GRPO/PPO rollout
// engine share one accounting.
#include "modelarch.h"

#include <cstdint>

namespace headroom {

/// What one sequence keeps per layer type, in elements (not bytes), for the whole model.
struct KvCacheShape {
    int fullAttentionLayers = 0; ///< softmax attention over every earlier token
    int kvHeads = 0;             ///< key/value heads of those layers
    int headDim = 0;
    int mlaLayers = 0;     ///< multi-head latent attention (DeepSeek-V2/V3)
    int kvLoraRank = 0;    ///< MLA: compressed latent c_KV per token
    int qkRopeHeadDim = 0; ///< MLA: the decoupled rope key k_R per token
    int slidingLayers = 0; ///< attention over the last `slidingWindow` tokens only
    int slidingWindow = 0;
    int slidingKvHeads = 0;
    int slidingHeadDim = 0;
    int stateLayers = 0; ///< linear attention / Mamba: a fixed state per sequence
    /// Elements of one such layer's state for one sequence (recurrent + convolution state).
    double stateElementsPerLayer = 0;
    /// Heads the state is split over under tensor parallelism (value heads, Mamba heads).
    int stateHeads = 0;
    bool operator==(const KvCacheShape&) const = default;
};

/// The cache shape of a parsed architecture (the MTP layer keeps none: vLLM allocates it only
/// for speculative decoding).
KvCacheShape kvCacheShape(const ModelArch& arch);

/// Cache bytes per token of the layers with an unbounded per-token cache (full attention and
/// MLA), on one of `tensorParallel` GPUs. `bytesPerElement`: 2 for BF16, 1 for FP8.
double kvBytesPerToken(const KvCacheShape& shape, double bytesPerElement, int tensorParallel = 1);

/// Cache bytes per token of the sliding-window layers (each holds at most the window).
double slidingBytesPerToken(const KvCacheShape& shape, double bytesPerElement,
                            int tensorParallel = 1);

/// Fixed state bytes per sequence of the linear-attention / Mamba layers on one GPU.
double stateBytesPerSequence(const KvCacheShape& shape, double stateBytesPerElement,
                             int tensorParallel = 1);

/// Cache bytes one sequence of `tokens` takes on one GPU, allocated in blocks of `blockSize`
/// tokens (PagedAttention): whole blocks for the per-token layers, the window (plus the block
/// being filled) for sliding-window layers, and the fixed state.
double sequenceCacheBytes(const KvCacheShape& shape, double bytesPerElement,
                          double stateBytesPerElement, std::int64_t tokens, int blockSize,
                          int tensorParallel = 1);

} // namespace headroom
