#include "serving.h"

#include "notconverted.h"
#include "serving/decode.h"
#include "serving/enginebudget.h"
#include "textformat.h"

#include <algorithm>
#include <cmath>

// Memory per GPU as the engine accounts it (serving/enginebudget.cpp cites each engine's code):
// vLLM takes usable bytes × gpu_memory_utilization and subtracts the weights, the profile run's
// peak at max_num_batched_tokens (logits only for the sampled rows), the non-torch allocations and
// its CUDA-graph estimate; the rest becomes KV-cache blocks (vllm/v1/core/kv_cache_utils.py:
// available memory // page size // layers, "GPU KV cache size: N tokens" = blocks × block_size).

namespace headroom {

namespace {
constexpr double GB = 1e9;
constexpr double kBf16 = 2;

double cacheElementBytes(KvCacheFormat f) {
    return f == KvCacheFormat::Fp8 ? 1.0 : kBf16;
}

/// Parameters of all experts of one MoE layer's MLP block, one expert.
double expertParams(const ModelArch& arch) {
    const MlpShape& m = arch.mlp;
    return (m.gated ? 3.0 : 2.0) * arch.hidden * m.moeIntermediate;
}

/// The served model as one replica sees it.
struct Served {
    double residentBytes = 0; ///< all weights on the replica (no MTP)
    double readBytes = 0;     ///< weights one decode step reads (batch `batch`)
    double flopsPerToken = 0; ///< 2 × the weights a token uses, without attention
};

/// Bytes per weight of the linears a checkpoint format covers, and of the others. An MXFP4
/// checkpoint quantises the experts only (openai/gpt-oss-120b config.json quantization_config
/// "modules_to_not_convert": attention, router, embeddings, head), so does an INT4 checkpoint of
/// a mixture of experts (moonshotai/Kimi-K2-Thinking config.json compressed-tensors "ignore":
/// attention, shared experts, the dense first layer, head); FP8 and INT4 of a dense model cover
/// every decoder linear (Qwen/Qwen3-8B-FP8, AWQ/GPTQ).
struct LinearBytes {
    double covered = kBf16; ///< per weight of a covered linear
    bool expertsOnly = false;
    /// Decoder linears outside the experts that the checkpoint's quantization_config keeps in
    /// BF16 (modules_to_not_convert / ignored_layers / ignore: notconverted.h), in parameters.
    double unconverted = 0;
};

/// One expert's MXFP4 bytes as vLLM's Triton MoE backend (its default on Hopper) stores them,
/// over the unpadded 4.25 bits per weight. vllm/model_executor/layers/quantization/mxfp4.py
/// (at afdb4a4ff429) create_weights rounds the intermediate size up to 64; utils/mxfp4_utils.py
/// _swizzle_mxfp4 transposes each expert so the contraction axis is the MX axis and converts it
/// to triton_kernels' Hopper layouts (triton-lang/triton python/triton_kernels/triton_kernels/
/// tensor_details/layout_details at 000df03e and 14dd7a19): hopper_value.py _padded_shape pads
/// the packed contraction axis to 64 bytes (128 values) and the output axis to 256;
/// hopper_scale.py pads the scales' output axis to 2 · num_warps · 2 · 8 = 256 (num_warps 8).
/// gpt-oss (hidden and intermediate 2,880): gate/up 1,472 B × 5,888 + 5,888 × 90 scales, down
/// 1,472 B × 3,072 + 3,072 × 90, over 0.53125 × 3 × 2,880²: 1.0587. Taken at one GPU (a
/// tensor-parallel rank pads its share of the intermediate size alike, not modelled); Marlin
/// (SM < 90) and FlashInfer (SM100) pad otherwise, not modelled either.
double mxfp4ExpertPadding(const ModelArch& arch) {
    const auto up = [](double v, double to) { return std::ceil(v / to) * to; };
    const double h = arch.hidden;
    const double inter = up(arch.mlp.moeIntermediate, 64);
    const auto matrix = [&](double out, double in) {
        return up(in / 2, 64) * up(out, 256) + up(out, 256) * up(in / 32, 2);
    };
    const double gates = arch.mlp.gated ? 2.0 : 1.0;
    const double padded = matrix(gates * inter, h) + matrix(h, inter);
    const double plain = (gates + 1) * h * arch.mlp.moeIntermediate * (0.5 + 1.0 / 32);
    return plain > 0 ? padded / plain : 1.0;
}

LinearBytes linearBytesFor(WeightsFormat f, const ModelArch& arch, const Assumptions& a) {
    LinearBytes b;
    b.covered = weightBytesPerLinear(f, a);
    const bool moe = arch.mlp.experts > 0 && arch.moeLayers > 0;
    b.expertsOnly = moe && (f == WeightsFormat::Mxfp4 || f == WeightsFormat::Int4);
    if (moe && f == WeightsFormat::Mxfp4)
        b.covered *= mxfp4ExpertPadding(arch);
    b.unconverted = unconvertedLinearParams(arch);
    return b;
}

/// Weights resident and read per decode step of `batch` sequences. The vision tower is loaded
/// but not run while decoding; the input embedding is a lookup (a few rows per step); vLLM
/// loads the MTP layer only for speculative decoding (qwen3_5.py skips "mtp." weights).
Served served(const ModelArch& arch, const LinearBytes& lb, double batch, bool mtp = false) {
    const ParameterCounts& p = arch.params;
    Served s;
    const double nonLinearText = p.text - p.textLinear;
    const bool moe = arch.mlp.experts > 0 && arch.moeLayers > 0;
    const double all = moe ? arch.moeLayers * double(arch.mlp.experts) * expertParams(arch) : 0;
    // Covered linears at the format's bytes, the others (experts-only formats) in BF16.
    const double other = lb.expertsOnly ? kBf16 : lb.covered;
    const auto linearBytes = [&](double experts, double rest) {
        return experts * lb.covered + rest * other;
    };
    // The linears the checkpoint keeps in BF16 (attention, shared experts, dense MLPs outside
    // the experts): 2 B instead of the other linears' bytes, resident and read every step.
    const double unconverted = std::min(lb.unconverted, p.textLinear - all) * (kBf16 - other);
    // With speculative decoding vLLM loads the MTP block too, quantised with the other linears.
    s.residentBytes = linearBytes(all, p.textLinear - all) + (nonLinearText + p.vision) * kBf16 +
                      (mtp ? p.mtp * other : 0) + unconverted;
    const double embedding = arch.tiedEmbeddings ? 0 : p.embedding;
    double expertsRead = all, expertsUsed = all;
    if (moe) {
        // Uniform routing: one of E experts is missed by all batch·k choices with probability
        // (1 − k/E)^batch, so E·(1 − (1 − k/E)^batch) distinct experts are read per layer.
        const double e = arch.mlp.experts;
        const double k = std::min<double>(arch.mlp.expertsPerToken, e);
        const double touched = e * (1 - std::pow(1 - k / e, batch));
        expertsRead = arch.moeLayers * touched * expertParams(arch);
        expertsUsed = arch.moeLayers * k * expertParams(arch);
    }
    s.readBytes = linearBytes(expertsRead, p.textLinear - all) +
                  (nonLinearText - embedding) * kBf16 + unconverted;
    // 2 FLOPs per weight and token (one multiply-add); the LM head is a linear layer too.
    s.flopsPerToken =
        2 * (p.textLinear - all + expertsUsed + (arch.tiedEmbeddings ? p.embedding : p.lmHead));
    return s;
}

/// Bytes one sequence of `tokens` takes on one GPU (blocks, window, state).
double perUserBytes(const ServingCapacity& c, std::int64_t tokens) {
    const std::int64_t block = std::max(1, c.blockSize);
    const std::int64_t blocks = (std::max<std::int64_t>(0, tokens) + block - 1) / block;
    double bytes = double(blocks * block) * c.kvBytesPerTokenPerGpu;
    if (c.slidingWindow > 0) {
        const std::int64_t windowBlocks = (c.slidingWindow - 1 + block - 1) / block + 1;
        bytes += double(std::min(blocks, windowBlocks) * block) * c.slidingBytesPerTokenPerGpu;
    }
    return bytes + c.stateBytesPerSequencePerGpu;
}

/// The cache of one sequence as vLLM pages it (vllm-project/vllm at 001cabc1be16):
/// - vllm/v1/core/kv_cache_utils.py _get_kv_cache_groups_uniform_page_size: the layers are
///   grouped by cache type into groups of G layers, G the smallest type's layer count (the largest
///   when that is under 1.5 × the smallest), the last group of a type padded; every block of the
///   pool is one page in each of G tensors (get_num_blocks: available // page // G).
/// - vllm/model_executor/models/config.py (at 0144dd5b0d2d) HybridAttentionMambaModelConfig: with
///   linear-attention or Mamba layers the attention block grows to 16 · cdiv(state page,
///   16 · attention bytes per token) tokens and the state page is padded to the attention page.
/// - vllm/v1/kv_cache_interface.py: a full-attention group needs cdiv(len, block) pages per
///   sequence; a sliding-window group cdiv(min(window − 1 + max_num_batched_tokens, len), block)
///   + 1; a Mamba group 1 + speculative tokens pages, 2 + speculative tokens with prefix caching
///   (mamba_cache_mode "align"), vLLM's default.
/// The capacity's fields carry the result: blockSize the attention block, the per-token bytes
/// with the padding layers, the window with the batched tokens, the state as whole pages.
struct Paging {
    int block = 16;
    double fullBytesPerToken = 0;    ///< one GPU, every full-attention group's G layers
    double slidingBytesPerToken = 0; ///< one GPU, the sliding groups' layers
    double stateBytesPerSequence = 0;
    double blockBytes = 0; ///< one block of the pool: a page in each of G tensors (hybrid only)
};

/// One layer's state of one sequence on one of `tp` GPUs in bytes: the convolution state in the
/// model's dtype, the recurrent state in mamba_ssm_dtype. Qwen3.5-family checkpoints state
/// "mamba_ssm_dtype": "float32" (catalog/models/qwen3.8-27b.json, qwen3.5-9b.json); vLLM's
/// attention block for Qwen3.8-27B at TP 2 and FP8 cache is 1,568 tokens (the talos-argocd-proxmox
/// #1995 log), which is 16 · cdiv(fp32 state page, 16 · 1,024 B) and not the BF16 state's 800.
double statePageBytes(const ModelArch& arch, int tp) {
    const double split = [&] {
        const int heads =
            arch.linearAttentionLayers > 0 ? arch.deltaNet.valueHeads : arch.mamba.heads;
        return heads >= tp ? double(std::max(1, tp)) : 1.0;
    }();
    double conv = 0, recurrent = 0;
    if (arch.linearAttentionLayers > 0) {
        const DeltaNetShape& d = arch.deltaNet;
        conv = double(std::max(0, d.convKernel - 1)) *
               (2.0 * d.keyHeads * d.keyHeadDim + double(d.valueHeads) * d.valueHeadDim);
        recurrent = double(d.valueHeads) * d.keyHeadDim * d.valueHeadDim;
    } else if (arch.mambaLayers > 0) {
        const MambaShape& m = arch.mamba;
        const double inner = double(m.heads) * m.headDim;
        conv = double(std::max(0, m.convKernel - 1)) * (inner + 2.0 * m.groups * m.stateSize);
        recurrent = inner * m.stateSize;
    }
    const double ssm = arch.linearAttentionLayers > 0 && arch.deltaNet.ssmStateBytes > 0
                           ? arch.deltaNet.ssmStateBytes
                           : kBf16;
    return (conv * kBf16 + recurrent * ssm) / split;
}

Paging paging(const KvCacheShape& shape, const ModelArch& arch, double bytes, int tp,
              const ServingRequest& q, const ServingEngineSettings& engine) {
    Paging p;
    const int full = shape.fullAttentionLayers + shape.mlaLayers;
    const int counts[] = {full, shape.slidingLayers, shape.stateLayers};
    int smallest = 0, largest = 0;
    for (int n : counts)
        if (n > 0) {
            smallest = smallest == 0 ? n : std::min(smallest, n);
            largest = std::max(largest, n);
        }
    const int g = std::max(1, largest < 1.5 * smallest ? largest : smallest);
    const auto groups = [g](int n) { return (n + g - 1) / g; };
    const double fullToken = full > 0 ? kvBytesPerToken(shape, bytes, tp) / full : 0;
    const double slidingToken =
        shape.slidingLayers > 0 ? slidingBytesPerToken(shape, bytes, tp) / shape.slidingLayers : 0;
    p.block = std::max(1, q.blockSize);
    double page = 0;
    if (shape.stateLayers > 0) {
        const double state = statePageBytes(arch, tp);
        const double token = fullToken > 0 ? fullToken : slidingToken;
        if (token > 0)
            p.block = std::max(p.block, 16 * int(std::ceil(state / (16 * token))));
        page = token > 0 ? p.block * token : state;
        const int pages = 2 + std::max(0, engine.speculativeTokens);
        p.stateBytesPerSequence = double(groups(shape.stateLayers)) * g * page * pages;
        p.blockBytes = g * page;
    }
    p.fullBytesPerToken = double(groups(full)) * g * fullToken;
    p.slidingBytesPerToken = double(groups(shape.slidingLayers)) * g * slidingToken;
    return p;
}

/// What `tp` GPUs per replica give: memory pool, users and the replica's decode input.
struct Layout {
    int tp = 1;
    int replicas = 1;
    bool nvlink = false;  ///< the group sits inside one NVLink domain
    bool network = false; ///< the group spans servers (ServingSpan)
    double linkGBs = 0;   ///< what carries its all-reduces, one direction
    double weightsPerGpu = 0;
    EngineBudget budget;
    double pool = 0;
    bool starts = false; ///< the engine starts (room for blocks, one max_model_len sequence)
    ServingCapacity capacity;
    std::int64_t users = 0;
};

Layout layoutFor(int tp, const ServingRequest& q, const ModelArch& arch, const KvCacheShape& shape,
                 const Served& w, const GpuSpec& gpu, int domain, int gpuCount,
                 const Assumptions& a) {
    Layout l;
    l.tp = tp;
    l.replicas = std::max(1, gpuCount / tp);
    l.nvlink = gpu.link != LinkKind::Pcie && gpu.nvlinkGBs > 0 && tp <= domain;
    l.linkGBs = l.nvlink ? gpu.nvlinkGBs : gpu.pcieGBs;
    l.weightsPerGpu = w.residentBytes / tp;
    l.budget = engineBudget(q, arch, gpu, tp, a);
    const double room = kvCacheBytes(l.budget, l.weightsPerGpu, gpu.usableBytes);
    l.pool = std::max(0.0, room);
    const double bytes = cacheElementBytes(q.kvCache);
    ServingCapacity& c = l.capacity;
    c.poolBytesPerGpu = l.pool;
    const Paging pages = paging(shape, arch, bytes, tp, q, l.budget.settings);
    c.kvBytesPerTokenPerGpu = pages.fullBytesPerToken;
    c.slidingBytesPerTokenPerGpu = pages.slidingBytesPerToken;
    // A sliding-window sequence holds window − 1 + max_num_batched_tokens tokens at most.
    c.slidingWindow =
        shape.slidingWindow > 0 ? shape.slidingWindow + l.budget.settings.maxNumBatchedTokens : 0;
    c.stateBytesPerSequencePerGpu = pages.stateBytesPerSequence;
    c.blockSize = pages.block;
    c.replicas = l.replicas;
    c.contextLimit = arch.maxPositionEmbeddings;
    // vLLM refuses to start when one max_model_len sequence does not fit the cache
    // (vllm/v1/core/kv_cache_utils.py check_enough_kv_cache_memory); no room at all likewise
    // ("No available memory for the cache blocks").
    l.starts = room > 0 && perUserBytes(c, effectiveMaxModelLen(q)) <= l.pool;
    // A hybrid model needs a state block for every sequence of a step: vLLM refuses to start
    // with "max_num_seqs (1024) exceeds available Mamba cache blocks (939)" (vllm-project/recipes
    // #831, Qwen3.8-27B FP8 on one 96 GB RTX PRO 6000).
    if (pages.blockBytes > 0 && l.pool / pages.blockBytes < l.budget.settings.maxNumSeqs)
        l.starts = false;
    l.users = l.starts ? usersAtContext(c, q.contextTokens) : 0;
    return l;
}

} // namespace

double sequenceBytes(const ServingCapacity& c, std::int64_t tokens) {
    return perUserBytes(c, tokens);
}

double weightBytesPerLinear(WeightsFormat f, const Assumptions& a) {
    switch (f) {
    case WeightsFormat::Bf16:
        return kBf16;
    case WeightsFormat::Fp8:
        return a.fp8LinearBytes;
    case WeightsFormat::Int4:
        return a.int4BytesPerWeight;
    case WeightsFormat::Mxfp4:
        return a.mxfp4BytesPerWeight;
    }
    return kBf16;
}

double checkpointBytes(const ParameterCounts& p, WeightsFormat f, const Assumptions& a) {
    // The MTP block is a decoder layer (attention, MLP, the fc joining two hidden states),
    // quantised with the others; its norms are a few thousand values. Embeddings, LM head,
    // norms and the vision tower stay in BF16.
    const double linear = p.textLinear + p.mtp;
    return linear * weightBytesPerLinear(f, a) + (p.total - linear) * kBf16;
}

std::int64_t usersAtContext(const ServingCapacity& c, std::int64_t contextTokens) {
    if (c.poolBytesPerGpu <= 0 || contextTokens < 1)
        return 0;
    if (c.contextLimit > 0 && contextTokens > c.contextLimit)
        return 0; // the model cannot attend that far
    const double one = perUserBytes(c, contextTokens);
    if (one <= 0)
        return 0;
    return std::int64_t(std::floor(c.poolBytesPerGpu / one)) * c.replicas;
}

std::int64_t maxContextOneUser(const ServingCapacity& c) {
    if (c.poolBytesPerGpu <= 0 || perUserBytes(c, 1) > c.poolBytesPerGpu)
        return 0;
    const std::int64_t limit = c.contextLimit > 0 ? c.contextLimit : std::int64_t(1) << 24;
    if (perUserBytes(c, limit) <= c.poolBytesPerGpu)
        return limit;
    // perUserBytes grows with the tokens: bisect on whole blocks.
    std::int64_t lo = 1, hi = limit;
    while (hi - lo > 1) {
        const std::int64_t mid = lo + (hi - lo) / 2;
        (perUserBytes(c, mid) <= c.poolBytesPerGpu ? lo : hi) = mid;
    }
    return lo;
}

std::vector<ServingPoint> usersAgainstContext(const ServingCapacity& c) {
    std::vector<ServingPoint> points;
    const std::int64_t longest = maxContextOneUser(c);
    for (std::int64_t tokens = 1024; tokens < longest; tokens *= 2)
        points.push_back({tokens, usersAtContext(c, tokens)});
    if (longest > 0)
        points.push_back({longest, usersAtContext(c, longest)});
    return points;
}

namespace {

/// Tensor parallelism: the request's, or the fewest GPUs per replica (dividing the cards and the
/// heads, inside one NVLink domain where the build has them) that hold every user at the
/// context; failing that, the split that holds the most.
Layout chooseLayout(const ServingRequest& q, const ModelArch& arch, const KvCacheShape& shape,
                    const Served& resident, const GpuSpec& gpu, int domain, int n,
                    const Assumptions& a, bool& automatic) {
    automatic = q.tensorParallel <= 0;
    if (!automatic)
        return layoutFor(q.tensorParallel, q, arch, shape, resident, gpu, domain, n, a);
    Layout best;
    bool found = false;
    for (int tp = 1; tp <= n; tp *= 2) {
        if (n % tp != 0 || (arch.attention.heads > 0 && arch.attention.heads % tp != 0))
            continue;
        const Layout l = layoutFor(tp, q, arch, shape, resident, gpu, domain, n, a);
        if (!found || l.users > best.users) {
            best = l;
            found = true;
        }
        if (l.users >= q.users) // ascending: splits inside a domain come first
            break;
    }
    return best;
}

/// The chosen layout's memory per GPU, cache and users into `r`.
void fillCapacity(ServingResult& r, const Layout& best, const ServingRequest& q,
                  const ModelArch& arch, const KvCacheShape& shape, const GpuSpec& gpu) {
    r.tensorParallel = best.tp;
    r.replicas = best.replicas;
    r.link = best.tp <= 1 ? "none" : best.network ? "network" : (best.nvlink ? "NVLink" : "PCIe");
    r.capacityGb = gpu.usableBytes / GB;
    r.engine = best.budget.settings;
    r.engineGbPerGpu = best.budget.shareBytes / GB;
    r.weightsGbPerGpu = best.weightsPerGpu / GB;
    r.activationGbPerGpu = best.budget.profileBytes / GB;
    r.cudaGraphGbPerGpu = best.budget.cudaGraphBytes / GB;
    r.reserveGbPerGpu = (best.budget.nonTorchBytes + best.budget.cudaGraphBytes) / GB;
    r.kvCacheGbPerGpu = best.pool / GB;
    r.engineStarts = best.starts;
    r.capacity = best.capacity;
    const double bytes = cacheElementBytes(q.kvCache);
    r.kvBytesPerToken = kvBytesPerToken(shape, bytes, 1) + slidingBytesPerToken(shape, bytes, 1);
    r.stateBytesPerSequence = shape.stateLayers * statePageBytes(arch, 1);
    const ServingCapacity& c = best.capacity;
    // vLLM's "GPU KV cache size: N tokens" is max_concurrency × max_model_len
    // (kv_cache_utils.py get_kv_cache_capacity at 001cabc1be16): the pool over one max_model_len
    // sequence's pages, times max_model_len; for full attention alone, blocks × block size.
    const std::int64_t longest = best.budget.settings.maxModelLen;
    const double one = perUserBytes(c, longest);
    r.kvCacheTokens = one > 0 ? std::int64_t(c.poolBytesPerGpu / one * double(longest)) : 0;
    r.maxContextOneUser = maxContextOneUser(c);
    r.usersAtContext = best.users;
    r.fits = best.starts && r.usersAtContext >= q.users;
}

/// The engine's fixed cost per decoder layer and decode step (catalog serving_layer_us_*,
/// fitted per engine to the published rates test_servingspeed.cpp lists).
double layerOverheadUs(ServingEngine e, const Assumptions& a) {
    switch (e) {
    case ServingEngine::Sglang:
        return a.servingLayerUsSglang;
    case ServingEngine::TensorRtLlm:
        return a.servingLayerUsTrtllm;
    case ServingEngine::Vllm:
        break;
    }
    return a.servingLayerUsVllm;
}

/// The replica's step without the batch: bandwidth, tensor rates, links, the engine's cost.
/// FP8 weights run their GEMMs on FP8 tensor cores where the card has them (vLLM's
/// Fp8LinearMethod: W8A8 fp8_linear from compute capability 8.9, weight-only Marlin below it;
/// vllm/model_executor/layers/quantization/fp8.py at 1436674bcb3f); INT4 and MXFP4 weights run
/// W4A16 kernels at the 16-bit rate on these cards.
DecodeInput replicaInput(const Layout& best, const ServingRequest& q, const ModelArch& arch,
                         const GpuSpec& gpu, const Assumptions& a) {
    DecodeInput in;
    in.tensorParallel = best.tp;
    in.layers = arch.layers;
    in.hidden = arch.hidden;
    in.hbmGBs = gpu.memoryBandwidthGBs;
    in.bandwidthEfficiency = a.servingBandwidthEfficiency;
    const bool fp8 = q.weights == WeightsFormat::Fp8 && gpu.fp8Tflops > 0;
    in.prefillTflops = fp8 ? gpu.fp8Tflops : gpu.bf16Tflops;
    in.prefillEfficiency = a.servingPrefillEfficiency;
    in.peakTflops = in.prefillTflops;
    in.computeEfficiency = in.prefillEfficiency;
    in.linkGBs = best.linkGBs;
    in.linkEfficiency = a.linkEfficiency;
    in.allReduceStepLatencyS = a.servingAllReduceStepLatencyUs * 1e-6;
    in.layerOverheadS = layerOverheadUs(q.engine, a) * 1e-6;
    return in;
}

/// FLOPs of one token at `context` earlier tokens: the linears and the attention.
double tokenFlops(const Served& step, const ModelArch& arch, const KvCacheShape& shape,
                  double context) {
    const double attentionLayers = shape.fullAttentionLayers + shape.mlaLayers;
    return step.flopsPerToken +
           attentionFlopsPerToken(int(attentionLayers), arch.attention.heads,
                                  arch.attention.headDim, context) +
           attentionFlopsPerToken(shape.slidingLayers, arch.attention.heads, arch.attention.headDim,
                                  std::min<double>(context, shape.slidingWindow));
}

/// Decode: each replica serves its share of the users (at most what its cache holds), every
/// sequence at the full context (the last output token's step, the slowest), while the other
/// users' next prompts are prefilled: each user sends a prompt of context − output tokens per
/// `output` tokens generated, (batch − 1) × prompt / output prompt tokens per step (the prompt
/// rate the result states). Then the time to first token of one prompt on an idle replica.
void fillSpeed(ServingResult& r, const Layout& best, const ServingRequest& q, const ModelArch& arch,
               const KvCacheShape& shape, const LinearBytes& linearBytes, const GpuSpec& gpu,
               const Assumptions& a) {
    const int tp = best.tp;
    const std::int64_t perReplicaFit = best.users / std::max(1, best.replicas);
    const int wanted = (q.users + best.replicas - 1) / best.replicas;
    const int batch = int(std::max<std::int64_t>(1, std::min<std::int64_t>(wanted, perReplicaFit)));
    r.batchPerReplica = batch;
    const double context = q.contextTokens;
    const double wantedOutput = q.outputTokens > 0 ? q.outputTokens : a.servingOutputTokens;
    const double output = std::clamp(wantedOutput, 1.0, std::max(1.0, context));
    const double prompt = context - output;
    r.outputTokens = int(output);
    const Served step = served(arch, linearBytes, batch);
    const Served resident = served(arch, linearBytes, 1);
    DecodeInput in = replicaInput(best, q, arch, gpu, a);
    in.weightBytesPerGpu = step.readBytes / tp;
    in.cacheBytesPerSequence = perUserBytes(best.capacity, q.contextTokens);
    in.batch = batch;
    in.flopsPerToken = tokenFlops(step, arch, shape, context);
    // A prompt token attends to half the prompt on average (causal).
    in.prefillFlopsPerToken = tokenFlops(resident, arch, shape, prompt / 2);
    in.prefillTokensPerStep = (batch - 1) * prompt / output;
    r.promptTokensPerStep = in.prefillTokensPerStep;
    const DecodeStep d = decodeStep(in);
    r.decodeStepS = d.stepS;
    r.decodeMemoryS = d.memoryS;
    r.decodeComputeS = d.computeS;
    r.decodeInterconnectS = d.interconnectS;
    r.decodeOverheadS = d.overheadS;
    r.decodePrefillS = d.prefillS;
    r.computeBound = d.computeBound;
    r.decodeTokensPerSPerUser = d.tokensPerSPerSequence;
    r.decodeTokensPerSTotal = d.tokensPerSPerReplica * best.replicas;

    DecodeInput one = in;
    one.batch = 1;
    one.weightBytesPerGpu = resident.readBytes / tp;
    const double promptTokens = std::max(1.0, prompt);
    r.timeToFirstTokenS = prefillSeconds(in.prefillFlopsPerToken * promptTokens, promptTokens, one);
}

} // namespace

ServingResult evaluateServing(const ServingRequest& q, const ModelArch& arch, const GpuSpec& gpu,
                              const ServerSpec* server, int gpuCount, const Assumptions& a,
                              const ServingSpan& span) {
    ServingResult r;
    r.asked = true;
    r.contextTokens = q.contextTokens;
    r.users = q.users;
    r.weightsFormat = toString(q.weights);
    r.kvCacheFormat = toString(q.kvCache);
    const int n = std::max(1, gpuCount);
    const KvCacheShape shape = kvCacheShape(arch);
    const LinearBytes linearBytes = linearBytesFor(q.weights, arch, a);
    const Served resident = served(arch, linearBytes, 1, q.speculativeTokens > 0);
    const int domain = server ? std::max(1, server->nvlinkDomainSize) : 1;
    Layout best = chooseLayout(q, arch, shape, resident, gpu, domain, n, a, r.tensorParallelAuto);
    // A replica wider than one server all-reduces over the adapters between the servers.
    if (span.gpusPerServer > 0 && best.tp > span.gpusPerServer) {
        best.network = true;
        best.nvlink = false;
        best.linkGBs = span.networkGBsPerGpu;
    }
    fillCapacity(r, best, q, arch, shape, gpu);
    fillSpeed(r, best, q, arch, shape, linearBytes, gpu, a);

    // Power: the GPUs at the decode load (memory-bound steps leave the tensor cores idle),
    // the CPUs and the overhead as for training.
    const double perGpuW = gpu.tdpW * a.servingGpuLoad;
    const double cpus = server ? server->cpuSockets * server->cpuTdpW : 0;
    r.powerW = (n * perGpuW + cpus) * (1 + a.powerOverhead);
    return r;
}

std::string contextLabel(std::int64_t tokens) {
    if (tokens >= 1024 && tokens % 1024 == 0)
        return std::to_string(tokens / 1024) + "k";
    return std::to_string(tokens);
}

std::string servingVerdict(const ServingResult& v) {
    if (!v.asked)
        return {};
    const std::string at = " at " + contextLabel(v.contextTokens) + " tokens";
    if (v.usersAtContext <= 0) {
        if (v.kvCacheGbPerGpu <= 0)
            return "does not serve the model: no room for the KV cache";
        if (!v.engineStarts)
            return formatC("does not serve the model: the engine refuses %.0f tokens "
                           "(max_model_len) with a cache of %.0f",
                           double(v.engine.maxModelLen), double(v.kvCacheTokens));
        return "serves no user" + at;
    }
    const std::string rate = formatC(", about %.0f tokens/s each", v.decodeTokensPerSPerUser);
    if (v.fits) {
        std::string room = v.usersAtContext > v.users
                               ? formatC(" (room for %.0f)", double(v.usersAtContext))
                               : std::string();
        return formatC("serves %.0f user%s", double(v.users), v.users == 1 ? "" : "s") + at + room +
               rate;
    }
    return formatC("serves %.0f of %.0f users", double(v.usersAtContext), double(v.users)) + at +
           rate;
}

void appendServingWarnings(const ServingResult& v, const GpuSpec& gpu,
                           std::vector<Warning>& warnings) {
    if (!v.asked)
        return;
    using K = ArgKind;
    if (v.capacity.contextLimit > 0 && v.contextTokens > v.capacity.contextLimit)
        warnings.push_back(makeWarning("serving_context_exceeded",
                                       {{K::Count, double(v.contextTokens), {}},
                                        {K::Count, double(v.capacity.contextLimit), {}}}));
    else if (v.kvCacheGbPerGpu <= 0)
        warnings.push_back(
            makeWarning("serving_no_kv_room", {{K::Gb, v.weightsGbPerGpu, {}},
                                               {K::Percent, v.engineGbPerGpu / v.capacityGb, {}}}));
    else if (!v.engineStarts)
        warnings.push_back(
            makeWarning("serving_engine_no_start", {{K::Count, double(v.engine.maxModelLen), {}},
                                                    {K::Count, double(v.kvCacheTokens), {}}}));
    else if (!v.fits)
        warnings.push_back(
            makeWarning("serving_short", {{K::Count, double(v.usersAtContext), {}},
                                          {K::Count, double(v.users), {}},
                                          {K::Count, double(v.contextTokens), {}},
                                          {K::Count, double(v.maxContextOneUser), {}}}));
    if (gpu.memoryBandwidthGBs <= 0)
        warnings.push_back(makeWarning("serving_no_bandwidth"));
}

} // namespace headroom
