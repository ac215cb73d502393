#include "enginebudget.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <string>

// How each engine sizes its KV cache at start-up, from the engines' code at a commit.
//
// vLLM (vllm-project/vllm):
// - vllm/v1/worker/gpu_worker.py at 35d5cda123ec: requested_memory = total_memory ×
//   gpu_memory_utilization, total as torch.cuda.mem_get_info() reports it (the catalog's
//   usable_bytes); available KV memory = requested − (weights + profiled peak activation +
//   non-torch increase). Since v0.21.0 the CUDA-graph estimate of profile_cudagraph_memory() is
//   subtracted too (PR #30515; "CUDA graph memory profiling is enabled (default since v0.21.0)").
// - vllm/v1/worker/gpu_model_runner.py at 4e1790651fc7: profile_run() is a _dummy_run of
//   max_num_batched_tokens tokens over num_reqs = min(num_tokens, max_num_seqs) requests, then
//   _dummy_sampler_run() on hidden_states[logit_indices], one row per request: the logits are
//   num_reqs × vocab, not num_tokens × vocab.
// - vllm/engine/arg_utils.py at 99d7eb5d6a51 (_set_default_args): on a device with
//   get_device_total_memory() >= 70 GiB whose name lacks "a100", max_num_batched_tokens 8192
//   and max_num_seqs 1024 for the OpenAI server, else 2048 and 256; without chunked prefill
//   max_num_batched_tokens = max_model_len; max_num_seqs = min(default, max_num_batched_tokens).
// SGLang (sgl-project/sglang): the card buckets of chunked_prefill_size and cuda_graph_max_bs,
// the CUDA-graph reserve cuda_graph_max_bs × 2 MiB and 2 GiB more for EAGLE/MTP drafts as
// PR #10975 ("General heuristics for --mem-fraction-static") added them to server_args.py
// _handle_gpu_memory_settings; python/sglang/srt/arg_groups/overrides.py at 003bbaf9ab79
// (pre_capture_activation_reserve_mb_of): reserved (MiB) = 512 + max(chunked_prefill_size,
// 2048) × 1.5 + tp × pp / 8 × 1024, at least 10 GiB on cards above 60 GiB;
// mem_fraction_static = (gpu_mem − reserved) / gpu_mem rounded to 3 places. The KV pool is
// that fraction of the card less the weights; activations and graphs live outside it.
// TensorRT-LLM (NVIDIA/TensorRT-LLM docs/source/examples/kvcacheconfig.md at e35577994910):
// the KV cache takes free_gpu_memory_fraction (default 0.9) of the memory free after the
// weights and the dry run.

namespace headroom {

namespace {
constexpr double GiB = 1024.0 * 1024.0 * 1024.0;
constexpr double MiB = 1024.0 * 1024.0;
constexpr double kBf16 = 2;

std::string lower(std::string s) {
    for (char& c : s)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

/// vLLM's large-card class: 70 GiB or more as torch reports it, and not an A100 (arg_utils.py).
bool vllmLargeCard(const GpuSpec& gpu, const Assumptions& a) {
    const bool a100 = lower(gpu.name).find("a100") != std::string::npos ||
                      lower(gpu.id).find("a100") != std::string::npos;
    return gpu.usableBytes >= a.servingLargeCardGib * GiB && !a100;
}

/// Batched tokens and sequences: the request's, else the engine's defaults for the card.
void fillSettings(ServingEngineSettings& s, const ServingRequest& q, int defaultTokens,
                  int defaultSeqs) {
    s.maxModelLen = effectiveMaxModelLen(q);
    s.chunkedPrefill = q.chunkedPrefill;
    s.speculativeTokens = q.speculativeTokens;
    s.defaultsFromCard = q.maxNumBatchedTokens <= 0 || q.maxNumSeqs <= 0;
    s.maxNumBatchedTokens = q.maxNumBatchedTokens > 0 ? q.maxNumBatchedTokens
                            : q.chunkedPrefill        ? defaultTokens
                                                      : s.maxModelLen;
    s.maxNumSeqs = q.maxNumSeqs > 0 ? q.maxNumSeqs : std::min(defaultSeqs, s.maxNumBatchedTokens);
}

/// vLLM's default CUDA-graph capture sizes up to `largest`: [1, 2, 4] + range(8, 256, 8) +
/// range(256, largest + 1, 16) (vllm/config/vllm.py _set_cudagraph_sizes at 001cabc1be16).
int captureSizes(int largest) {
    int n = 0;
    for (int size : {1, 2, 4})
        n += size <= largest;
    for (int size = 8; size < 256; size += 8)
        n += size <= largest;
    for (int size = 256; size <= largest; size += 16)
        ++n;
    return n;
}

/// Graphs vLLM captures: piecewise graphs up to min(2 · max_num_seqs · (1 + speculative tokens),
/// 512) tokens and FULL decode graphs up to max_num_seqs · (1 + speculative tokens) (vllm
/// config/vllm.py at 001cabc1be16; LMCache #3430 logs 51 + 35 graphs for max_num_seqs 256).
int cudaGraphs(int maxNumSeqs, int speculativeTokens) {
    const int perStep = std::max(1, maxNumSeqs) * (1 + std::max(0, speculativeTokens));
    return captureSizes(std::min(2 * perStep, 512)) + captureSizes(std::min(perStep, 512));
}

/// Allocations outside PyTorch: cuBLAS workspaces and the CUDA context's share at one GPU; with
/// tensor parallel the engine also creates NCCL's communicator and the custom all-reduce buffers
/// (vllm@089eca13b071 vllm/distributed/device_communicators/cuda_communicator.py: both only when
/// the group has more than one rank). Catalog: serving_non_torch_gb, serving_non_torch_tp_gb.
double nonTorchBytes(int tp, const Assumptions& a) {
    return (a.servingNonTorchGb + (tp > 1 ? a.servingNonTorchTpGb : 0.0)) * 1e9;
}

bool linearAttentionHybrid(const ModelArch& arch) {
    return arch.linearAttentionLayers > 0 || arch.mambaLayers > 0;
}

EngineBudget vllmBudget(const ServingRequest& q, const ModelArch& arch, const GpuSpec& gpu, int tp,
                        const Assumptions& a) {
    EngineBudget b;
    b.settings.name = toString(q.engine);
    b.settings.memoryFraction = q.gpuMemoryUtilization;
    const bool large = vllmLargeCard(gpu, a);
    fillSettings(b.settings, q, int(large ? a.servingBatchedTokens : a.servingBatchedTokensSmall),
                 int(large ? a.servingMaxNumSeqs : a.servingMaxNumSeqsSmall));
    const double tokens = b.settings.maxNumBatchedTokens;
    const double rows = std::min<double>(b.settings.maxNumSeqs, tokens);
    b.shareBytes = gpu.usableBytes * q.gpuMemoryUtilization;
    b.profileBytes =
        visionProfilePeakBytes(arch, tokens, profileActivationBytes(arch, tokens, rows, tp, a), tp, a);
    b.nonTorchBytes = nonTorchBytes(tp, a);
    // The estimate's fixed part, and for hybrid linear-attention models the profiling transient
    // that grows with max_num_batched_tokens above 4,096 (vllm #52872, catalog assumptions).
    // The catalog's estimate is for the 86 graphs of a 36-layer model (Qwen3-8B, max_num_seqs
    // 256); each graph holds buffers for every layer: scale by graphs × layers.
    b.cudaGraphBytes = a.servingCudaGraphGb * 1e9 *
                       double(cudaGraphs(b.settings.maxNumSeqs, q.speculativeTokens)) *
                       std::max(1, arch.layers) / (86.0 * 36.0);
    if (linearAttentionHybrid(arch))
        b.cudaGraphBytes +=
            std::max(0.0, tokens - 4096) / 1000 * a.servingCudaGraphHybridGbPer1kTokens * 1e9;
    return b;
}

/// SGLang's chunked_prefill_size and cuda_graph_max_bs by the card's memory in MiB.
void sglangDefaults(double gpuMib, int tp, int& chunk, int& maxBs) {
    if (gpuMib < 20 * 1024) {
        chunk = 2048, maxBs = 8; // T4, 4080
    } else if (gpuMib < 35 * 1024) {
        chunk = 2048, maxBs = tp < 4 ? 24 : 80; // A10, 4090, 5090
    } else if (gpuMib < 60 * 1024) {
        chunk = 4096, maxBs = tp < 4 ? 32 : 160; // A100 40GB, L40
    } else if (gpuMib < 160 * 1024) {
        chunk = 8192, maxBs = tp < 4 ? 256 : 512; // H100, A100 80GB, H20, H200
    } else {
        chunk = 16384, maxBs = 512; // B200, MI300
    }
}

EngineBudget sglangBudget(const ServingRequest& q, const GpuSpec& gpu, int tp,
                          const Assumptions& a) {
    EngineBudget b;
    b.settings.name = toString(q.engine);
    const double gpuMib = gpu.usableBytes / MiB;
    int chunk = 0, maxBs = 0;
    sglangDefaults(gpuMib, tp, chunk, maxBs);
    fillSettings(b.settings, q, chunk, maxBs);
    const double prefill = std::max(b.settings.maxNumBatchedTokens, 2048);
    const double graphBs = std::min(b.settings.maxNumSeqs, maxBs);
    double reserved = 512 + prefill * 1.5 + graphBs * 2 + tp / 8.0 * 1024;
    if (gpuMib > 60 * 1024)
        reserved = std::max(reserved, 10.0 * 1024);
    if (q.speculativeTokens > 0)
        reserved += 2 * 1024; // EAGLE / MTP draft model and its graphs
    // An explicit --mem-fraction-static replaces the heuristic; SGLang then sizes the pool as
    // rest = free after the weights − free before × (1 − fraction)
    // (python/sglang/srt/model_executor/model_runner_kv_cache_mixin.py profile_max_num_token at
    // 226149ac457b). "Free before" is measured once the CUDA context and the distributed groups
    // exist (model_runner.py at 0005834cdb2a: init_torch_distributed's pre_model_load_memory,
    // handed to init_memory_pool), so the fraction applies to the card less those (assumption
    // cuda_context_gb), and the pool is that share less the weights.
    const double fraction = q.memFractionStatic > 0
                                ? q.memFractionStatic
                                : std::round((gpuMib - reserved) / gpuMib * 1000) / 1000;
    b.settings.memoryFraction = fraction;
    b.shareBytes = std::max(0.0, gpu.usableBytes - a.cudaContextGb * 1e9) * fraction;
    // What the fraction leaves out, as SGLang estimates it (activations, graphs, metadata).
    b.profileBytes = prefill * 1.5 * MiB;
    b.cudaGraphBytes = graphBs * 2 * MiB;
    b.nonTorchBytes = std::max(0.0, reserved * MiB - b.profileBytes - b.cudaGraphBytes);
    return b;
}

EngineBudget tensorRtBudget(const ServingRequest& q, const ModelArch& arch, const GpuSpec& gpu,
                            int tp, const Assumptions& a) {
    EngineBudget b;
    b.settings.name = toString(q.engine);
    b.settings.memoryFraction = a.servingTrtllmKvFraction;
    fillSettings(b.settings, q, int(a.servingTrtllmBatchedTokens),
                 int(vllmLargeCard(gpu, a) ? a.servingMaxNumSeqs : a.servingMaxNumSeqsSmall));
    const double tokens = b.settings.maxNumBatchedTokens;
    b.shareBytes = gpu.usableBytes;
    b.profileBytes = profileActivationBytes(arch, tokens,
                                            std::min<double>(b.settings.maxNumSeqs, tokens), tp, a);
    b.nonTorchBytes = nonTorchBytes(tp, a);
    return b;
}

} // namespace

double profileActivationBytes(const ModelArch& arch, double tokens, double rows, int tp,
                              const Assumptions& a) {
    // The profile run's peak is the larger of two moments, not their sum: the model's forward
    // pass, whose MLP activations are freed before the logits are computed, and the sampler
    // over the sampled rows while the forward's output is still held.
    // - vLLM V0 (vllm/worker/model_runner.py profile_run at v0.6.4: one execute_model of
    //   max_num_batched_tokens tokens over max_num_seqs prompts with top_p 0.99 / top_k
    //   vocab − 1, logits only for each prompt's last token) and V1 (vllm/v1/worker/
    //   gpu_model_runner.py profile_run at 4e1790651fc7: _dummy_run, then _dummy_sampler_run on
    //   hidden_states[logit_indices]).
    // - The forward's peak is at an MLP's down projection (vllm/model_executor/models/llama.py
    //   LlamaMLP.forward at v0.6.4 keeps gate_up alive across down_proj): gate/up (2 × I) and
    //   their product (I) split over the tensor-parallel ranks, beside three full hidden rows
    //   (the residual, the normed input the caller holds, the projection's output) in BF16.
    //   vllm-project/vllm#10517 (V0, RTX 3090, Llama-3.1-8B, no chunked prefill) logs
    //   peak_torch_memory − weights = 2.07 GiB at 20,000 tokens and 2.99 GiB at 29,000:
    //   0.92 GiB / 9,000 tokens = 109.8 kB per token, 2 × (3 × 14,336 + 3 × 4,096) = 110.6 kB.
    // - The sampler: the sampled rows' logits at full vocabulary on every rank (vLLM gathers
    //   them) at serving_sampler_bytes_per_logit, beside the forward's output (tokens × hidden).
    const MlpShape& m = arch.mlp;
    const double intermediate =
        m.experts > 0 ? double(m.expertsPerToken) * m.moeIntermediate + m.sharedExpertIntermediate
                      : double(m.intermediate);
    const double hidden = double(arch.hidden);
    const double forward = tokens * kBf16 * (3 * intermediate / std::max(1, tp) + 3 * hidden);
    const double sampler =
        rows * double(arch.vocab) * a.servingSamplerBytesPerLogit + tokens * hidden * kBf16;
    return std::max(forward, sampler);
}

double visionProfilePeakBytes(const ModelArch& arch, double batchedTokens, double languagePeakBytes,
                              int tp, const Assumptions& a) {
    // vLLM's profile_run (vllm/v1/worker/gpu_model_runner.py at 4e1790651fc7) first runs the
    // vision tower (embed_multimodal) on max_items_per_batch dummy items of the largest size,
    // keeps their outputs in the encoder cache, each padded to encoder_budget rows, through the
    // language model's dummy run, then clears it. encoder_budget = max(max_num_batched_tokens,
    // the largest item's tokens) and the items per batch are encoder_budget / item tokens
    // (vllm/v1/core/encoder_cache_manager.py compute_mm_encoder_budget at 51c7cf7d6958).
    // Qwen-VL towers only (their 3-D patches, temporal_patch_size 2, tell them apart): SigLIP,
    // Pixtral and Llama 4 towers size their images otherwise and are not modelled here.
    const VisionShape& v = arch.vision;
    const double itemTokens = a.servingVisionMaxImageTokens;
    if (!v.present || v.temporalPatchSize < 2 || v.tokensPerImage > 0 || itemTokens <= 0 ||
        v.hidden <= 0)
        return languagePeakBytes;
    const double merge = std::max(1, v.spatialMergeSize);
    const double budget = std::max(batchedTokens, itemTokens);
    const double items = std::max(1.0, std::floor(budget / itemTokens));
    const double patches = items * itemTokens * merge * merge;
    // The pixels arrive in the model's dtype (vllm/inputs/registry.py call_hf_processor at
    // f06ae6511fdd casts floating outputs), one row of channels × temporal patch × patch² each;
    // the patch embedding's output is one hidden row per patch.
    const double pixels = patches * std::max(1, v.inChannels) * std::max(1, v.temporalPatchSize) *
                          double(v.patchSize) * v.patchSize * kBf16;
    const double hidden = patches * v.hidden * kBf16;
    // Qwen3-VL's learned position embeddings (vllm/model_executor/models/qwen3_vl.py
    // fast_pos_embed_interpolate at 4f5768c74b6f): per item the four bilinear neighbours
    // gathered, (4, patches, hidden), weighted in place and summed, the sum permuted into merge
    // order (a copy, kept for every item), then all items concatenated (a copy) while the last
    // item's four are still held: 4 item-sized + 2 × all items' hidden rows (6 for one image)
    // beside the patch embedding's output.
    const double positions = v.positionEmbeddings > 0 ? (4 / items + 2) * hidden : 0;
    // A vision block's MLP (Qwen3_VisionMLP: fc1 column-parallel over the ranks): the residual,
    // the norm's output and, per rank, fc1's output and its activation (gate, up and product
    // for Qwen2.5-VL's gated MLP).
    const double mlp = 2 * hidden + (v.gatedMlp ? 3 : 2) * patches * double(v.intermediate) /
                                        std::max(1, tp) * kBf16;
    const double tower = pixels + std::max(hidden + positions, mlp);
    const double encoderCache =
        items * budget * double(v.outHidden) * (1 + v.deepstackMergers) * kBf16;
    return std::max(tower, languagePeakBytes + encoderCache);
}

EngineBudget engineBudget(const ServingRequest& q, const ModelArch& arch, const GpuSpec& gpu,
                          int tp, const Assumptions& a) {
    switch (q.engine) {
    case ServingEngine::Sglang:
        return sglangBudget(q, gpu, tp, a);
    case ServingEngine::TensorRtLlm:
        return tensorRtBudget(q, arch, gpu, tp, a);
    case ServingEngine::Vllm:
        break;
    }
    return vllmBudget(q, arch, gpu, tp, a);
}

double kvCacheBytes(const EngineBudget& b, double weights, double usable) {
    if (b.settings.name == toString(ServingEngine::Sglang))
        return b.shareBytes - weights; // mem_fraction_static covers weights + KV pool
    if (b.settings.name == toString(ServingEngine::TensorRtLlm))
        return b.settings.memoryFraction * (usable - weights - b.profileBytes - b.nonTorchBytes);
    return b.shareBytes - weights - b.profileBytes - b.nonTorchBytes - b.cudaGraphBytes;
}

} // namespace headroom
