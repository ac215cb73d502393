#include "kvcache.h"

#include <algorithm>

// Cache accounting as vLLM allocates it (vllm-project/vllm at 2afe1e8573cf):
// - vllm/v1/kv_cache_interface.py AttentionSpec.real_page_size_bytes:
//   2 · block_size · num_kv_heads · head_size · dtype size (K and V) per layer;
//   MLAAttentionSpec: one tensor of kv_lora_rank + qk_rope_head_dim per token and layer
//   (DeepSeek-V2 paper, Liu et al. 2024, §2.1.2: the cache holds c_KV and k_R only), one "head";
//   SlidingWindowSpec: blocks for the last sliding_window − 1 tokens plus the block being filled.
// - vllm/config/model.py get_num_kv_heads: the KV heads are split over the tensor-parallel
//   ranks, at least one per rank (replicated when there are fewer heads than ranks); MLA's
//   latent is not split, every rank holds all of it.
// - vllm/model_executor/layers/mamba/mamba_utils.py gated_delta_net_state_shape: a conv state
//   of (conv_kernel − 1) × (2 · key_heads · key_dim + value_heads · value_dim) and a recurrent
//   state of value_heads × key_dim × value_dim per sequence and layer, both split over the
//   ranks, in the model's dtype unless mamba_cache_dtype says otherwise
//   (gated_delta_net_state_dtype); mamba2_state_shape likewise for Mamba-2 layers.

namespace headroom {

KvCacheShape kvCacheShape(const ModelArch& arch) {
    KvCacheShape s;
    // Layers with a window: all attention layers (Mistral: slidingLayers 0) or the ones the
    // config marks (Gemma 2/3, gpt-oss layer_types; Llama 4's chunked RoPE layers, which vLLM
    // gives a ChunkedLocalAttentionSpec of attention_chunk_size tokens: at most a window).
    const int windowed =
        arch.slidingWindow > 0
            ? (arch.slidingLayers > 0 ? std::min(arch.slidingLayers, arch.fullAttentionLayers)
                                      : arch.fullAttentionLayers)
            : 0;
    if (arch.mla.kvLoraRank > 0) {
        // MLA (DeepSeek-V2 paper §2.1.2; vLLM MLAAttentionSpec): c_KV and k_R per token.
        s.mlaLayers = arch.fullAttentionLayers;
        s.kvLoraRank = arch.mla.kvLoraRank;
        s.qkRopeHeadDim = arch.mla.qkRopeHeadDim;
    } else {
        s.slidingLayers = windowed;
        s.slidingWindow = windowed > 0 ? arch.slidingWindow : 0;
        s.slidingKvHeads = arch.attention.kvHeads;
        s.slidingHeadDim = arch.attention.headDim;
        s.fullAttentionLayers = arch.fullAttentionLayers - windowed;
        s.kvHeads = arch.attention.kvHeads;
        s.headDim = arch.attention.headDim;
    }
    if (arch.linearAttentionLayers > 0) {
        const DeltaNetShape& d = arch.deltaNet;
        s.stateLayers = arch.linearAttentionLayers;
        const double conv =
            double(std::max(0, d.convKernel - 1)) *
            (2.0 * d.keyHeads * d.keyHeadDim + double(d.valueHeads) * d.valueHeadDim);
        const double recurrent = double(d.valueHeads) * d.keyHeadDim * d.valueHeadDim;
        s.stateElementsPerLayer = conv + recurrent;
        s.stateHeads = d.valueHeads;
    } else if (arch.mambaLayers > 0) {
        // vllm/model_executor/layers/mamba/mamba_utils.py mamba2_state_shape: a conv state of
        // (conv_kernel − 1) × (heads · head_dim + 2 · n_groups · state) and an SSM state of
        // heads × head_dim × state per sequence and layer.
        const MambaShape& m = arch.mamba;
        s.stateLayers = arch.mambaLayers;
        const double inner = double(m.heads) * m.headDim;
        const double conv =
            double(std::max(0, m.convKernel - 1)) * (inner + 2.0 * m.groups * m.stateSize);
        s.stateElementsPerLayer = conv + inner * m.stateSize;
        s.stateHeads = m.heads;
    }
    return s;
}

namespace {
/// KV heads on one of `tp` ranks: split, at least one each.
double headsPerRank(int heads, int tp) {
    const int t = std::max(1, tp);
    return heads >= t ? double(heads) / t : (heads > 0 ? 1.0 : 0.0);
}
} // namespace

double kvBytesPerToken(const KvCacheShape& s, double bytes, int tp) {
    const double full =
        2.0 * s.fullAttentionLayers * headsPerRank(s.kvHeads, tp) * s.headDim * bytes;
    const double mla = double(s.mlaLayers) * (double(s.kvLoraRank) + s.qkRopeHeadDim) * bytes;
    return full + mla;
}

double slidingBytesPerToken(const KvCacheShape& s, double bytes, int tp) {
    return 2.0 * s.slidingLayers * headsPerRank(s.slidingKvHeads, tp) * s.slidingHeadDim * bytes;
}

double stateBytesPerSequence(const KvCacheShape& s, double bytes, int tp) {
    const int t = std::max(1, tp);
    const double split = s.stateHeads >= t ? double(t) : 1.0;
    return s.stateLayers * s.stateElementsPerLayer * bytes / split;
}

double sequenceCacheBytes(const KvCacheShape& s, double bytes, double stateBytes,
                          std::int64_t tokens, int blockSize, int tp) {
    const std::int64_t block = std::max(1, blockSize);
    const std::int64_t t = std::max<std::int64_t>(0, tokens);
    const std::int64_t blocks = (t + block - 1) / block;
    double total = double(blocks * block) * kvBytesPerToken(s, bytes, tp);
    if (s.slidingLayers > 0 && s.slidingWindow > 0) {
        const std::int64_t windowBlocks = (s.slidingWindow - 1 + block - 1) / block + 1;
        total +=
            double(std::min(blocks, windowBlocks) * block) * slidingBytesPerToken(s, bytes, tp);
    }
    return total + stateBytesPerSequence(s, stateBytes, tp);
}

} // namespace headroom
