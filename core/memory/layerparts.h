#pragma once
// The memory model's parts shared by its files (core/memory/: layerparts.cpp the tensors each
// layer keeps, memorymodel.cpp the parameter counts and the loss, memoryterms.cpp the peak):
// internal to the memory stage, not for other folders.
#include "memorymodel.h"

namespace headroom::layermodel {

inline constexpr double kAct = 2;  // BF16 activation
inline constexpr double kF32 = 4;  // fp32 statistics, log-probs
inline constexpr double kMask = 1; // dropout mask, one byte per element (Korthikanti et al. §4.1)

/// fla chunk size: chunk_gated_delta_rule_fwd calls chunk_local_cumsum(g, chunk_size=64) and
/// builds the WY matrix A with one row of 64 per token and head (fla/ops/gated_delta_rule).
inline constexpr double kFlaChunk = 64;

/// torchtune CEWithChunkedOutputLoss(num_output_chunks: int = 8).
inline constexpr double kLossChunks = 8;

/// QLoRA NF4 with double quantisation (Dettmers et al. 2023, §3): 4 bit + 8-bit block scales
/// per 64 weights + fp32 scale per 256 blocks ≈ 0.516 B/weight (the catalog's default).
inline constexpr double kNf4Bytes = 0.516;

/// DeepSpeed ZeRO-1/2 `reduce_bucket_size` default 5e8 elements (DeepSpeed config docs,
/// "zero_optimization"), gradients in BF16.
inline constexpr double kZeroBucketElements = 5e8;

/// MatMul8bitLt.backward (same file and commit) dequantises the int8 weight for the input
/// gradient: undo_layout() copies the tiled int8 weight back to row-major (torch.empty_like, then
/// `.contiguous()`) and `.to(ctx.dtype_A)` makes the BF16 copy while the int8 one is alive:
/// 1 + 2 B per weight of one linear at a time.
inline constexpr double kInt8DequantBytes = 3;

/// Per-token bytes split into the three LayerBytes parts (before multiplying by tokens).
struct Part {
    double saved = 0;
    double stats = 0;
    double backward = 0;
    /// Bytes whatever the token count, at the block's backward: one tile's working set
    /// (TiledMLP, layerparts.cpp mlpPart).
    double fixed = 0;
    /// Per token, what the block has alive at its own forward's peak beyond everything it
    /// saves: context parallelism's exchange buffers (layerparts.cpp addContextExchange). The
    /// forward (with checkpointing, its recompute) runs before the later blocks save anything.
    double forward = 0;
};

/// One decoder layer's norms, token mixer and feed-forward block.
struct LayerParts {
    Part norms, mixer, mlp;
};

/// One normalisation of width w (layerparts.cpp).
Part normPart(double w, const LayerOptions& o);

/// Whether a normalisation of these options keeps its BF16 input itself (LayerNorm, or RMSNorm
/// compiled or Liger's) rather than an fp32 copy of it (eager RMSNorm): normPart's 2·w.
bool normKeepsInput(const LayerOptions& o);

/// The ranks the first linears' saved input is split over (LayerOptions::gatheredLinearInputs).
inline double firstLinearShards(const LayerOptions& o) {
    return o.gatheredLinearInputs ? 1.0 : o.hiddenShards;
}

/// The feed-forward block, dense or a mixture of experts, per token.
Part mlpPart(const ModelArch& a, bool moe, const LayerOptions& layerOptions);

/// Every part of one layer of `type`; `seq` is the sequence length for the s² terms.
LayerParts layerParts(const ModelArch& a, LayerType type, double seq, const LayerOptions& o);

/// The layer's bytes for `tokens` tokens: its parts kept, its backward's larger block.
LayerBytes combine(const ModelArch& a, const LayerParts& l, double tokens);

/// Layers of each kind in the language model.
struct LayerCounts {
    int full = 0, linear = 0, moe = 0, dense = 0;
};

LayerCounts counts(const ModelArch& a);

/// Weights of one unit, for FSDP gathers and QLoRA dequantisation (memorymodel.cpp).
double attentionParams(const ModelArch& a);
double deltaNetParams(const ModelArch& a);
double mlpParams(const ModelArch& a, bool moe);

/// Largest single linear weight of the language model (QLoRA dequantises one at a time).
double largestLinear(const ModelArch& a);
/// Elements of one fused expert gate_up parameter, E × h × I (× 2 gated): gpt-oss's and Llama
/// 4's `gate_up_proj` (memorymodel.h fusedExperts), the largest tensor of their MoE blocks.
double fusedExpertGateUp(const ModelArch& a);

/// LoRA on an LLM.int8 base: the int8 input copies one layer's mixer / MLP keeps, bytes per
/// token (memorymodel.cpp).
double int8MixerCopies(const ModelArch& a, LayerKind kind);
double int8MlpCopies(const ModelArch& a, bool moe);

/// A vision block as a decoder layer of width `hidden`.
ModelArch visionAsDecoder(const VisionShape& v);

} // namespace headroom::layermodel
