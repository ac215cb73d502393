#include "serving.h"

#include "serving/decode.h"
#include "textformat.h"

#include <algorithm>
#include <cmath>

// Memory per GPU as vLLM's engine accounts it (vllm-project/vllm at 2afe1e8573cf,
// vllm/v1/worker/gpu_worker.py determine_available_memory): the engine may use
// total × gpu_memory_utilization; from that it subtracts the weights, the peak activation of
// a profile run over max_num_batched_tokens and the non-torch allocations; the rest becomes
// KV-cache blocks (vllm/v1/core/kv_cache_utils.py: available memory // page size // layers,
// "GPU KV cache size: N tokens" = blocks × block_size). Headroom also takes the CUDA graphs
// from the engine's share (catalog assumption serving_cuda_graph_gb).

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

/// Weights resident and read per decode step of `batch` sequences. The vision tower is loaded
/// but not run while decoding; the input embedding is a lookup (a few rows per step); vLLM
/// loads the MTP layer only for speculative decoding (qwen3_5.py skips "mtp." weights).
Served served(const ModelArch& arch, double linearBytes, double batch) {
    const ParameterCounts& p = arch.params;
    Served s;
    const double nonLinearText = p.text - p.textLinear;
    s.residentBytes = p.textLinear * linearBytes + (nonLinearText + p.vision) * kBf16;
    const double embedding = arch.tiedEmbeddings ? 0 : p.embedding;
    double linearRead = p.textLinear;
    double linearUsed = p.textLinear;
    if (arch.mlp.experts > 0 && arch.moeLayers > 0) {
        // Uniform routing: one of E experts is missed by all batch·k choices with probability
        // (1 − k/E)^batch, so E·(1 − (1 − k/E)^batch) distinct experts are read per layer.
        const double e = arch.mlp.experts;
        const double k = std::min<double>(arch.mlp.expertsPerToken, e);
        const double all = arch.moeLayers * e * expertParams(arch);
        const double touched = e * (1 - std::pow(1 - k / e, batch));
        linearRead = p.textLinear - all + arch.moeLayers * touched * expertParams(arch);
        linearUsed = p.textLinear - all + arch.moeLayers * k * expertParams(arch);
    }
    s.readBytes = linearRead * linearBytes + (nonLinearText - embedding) * kBf16;
    // 2 FLOPs per weight and token (one multiply-add); the LM head is a linear layer too.
    s.flopsPerToken = 2 * (linearUsed + (arch.tiedEmbeddings ? p.embedding : p.lmHead));
    return s;
}

/// Peak activation of vLLM's profile run per GPU: the sampler's fp32 logits over the profile
/// batch (vllm/v1/sample/sampler.py upcasts logits to float32) and the MLP's BF16 gate/up
/// output and product for every token of it, the MLP split over the tensor-parallel ranks.
/// Against vLLM's logged peaks on an H100 (llm-d-benchmark config_explorer/
/// empirical-vllm-memory-results.md at 259334868c50: Llama-3.1-8B 4.76 GiB, Qwen3-32B
/// 5.64 GiB, Qwen3-0.6B 5.56 GiB) this gives 4.57, 5.81 and 4.78 GiB.
double activationBytes(const ModelArch& arch, double tokens, int tp) {
    const MlpShape& m = arch.mlp;
    const double intermediate =
        m.experts > 0 ? double(m.expertsPerToken) * m.moeIntermediate + m.sharedExpertIntermediate
                      : double(m.intermediate);
    return tokens * (4.0 * arch.vocab + kBf16 * 3 * intermediate / std::max(1, tp));
}

/// What `tp` GPUs per replica give: memory pool, users and the replica's decode input.
struct Layout {
    int tp = 1;
    int replicas = 1;
    bool nvlink = false; ///< the group sits inside one NVLink domain
    double weightsPerGpu = 0;
    double activationPerGpu = 0;
    double reservePerGpu = 0;
    double pool = 0;
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
    l.weightsPerGpu = w.residentBytes / tp;
    l.activationPerGpu = activationBytes(arch, a.servingBatchedTokens, tp);
    l.reservePerGpu = (a.servingNonTorchGb + a.servingCudaGraphGb) * GB;
    const double engine = gpu.memoryGb * GB * q.gpuMemoryUtilization;
    l.pool = std::max(0.0, engine - l.weightsPerGpu - l.activationPerGpu - l.reservePerGpu);
    const double bytes = cacheElementBytes(q.kvCache);
    ServingCapacity& c = l.capacity;
    c.poolBytesPerGpu = l.pool;
    c.kvBytesPerTokenPerGpu = kvBytesPerToken(shape, bytes, tp);
    c.slidingBytesPerTokenPerGpu = slidingBytesPerToken(shape, bytes, tp);
    c.slidingWindow = shape.slidingWindow;
    // The linear-attention state in the model's dtype (vLLM mamba_cache_dtype "auto").
    c.stateBytesPerSequencePerGpu = stateBytesPerSequence(shape, kBf16, tp);
    c.blockSize = q.blockSize;
    c.replicas = l.replicas;
    c.contextLimit = arch.maxPositionEmbeddings;
    l.users = usersAtContext(c, q.contextTokens);
    return l;
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
                  const KvCacheShape& shape, const GpuSpec& gpu) {
    r.tensorParallel = best.tp;
    r.replicas = best.replicas;
    r.link = best.tp <= 1 ? "none" : (best.nvlink ? "NVLink" : "PCIe");
    r.capacityGb = gpu.memoryGb;
    r.engineGbPerGpu = gpu.memoryGb * q.gpuMemoryUtilization;
    r.weightsGbPerGpu = best.weightsPerGpu / GB;
    r.activationGbPerGpu = best.activationPerGpu / GB;
    r.reserveGbPerGpu = best.reservePerGpu / GB;
    r.kvCacheGbPerGpu = best.pool / GB;
    r.capacity = best.capacity;
    const double bytes = cacheElementBytes(q.kvCache);
    r.kvBytesPerToken = kvBytesPerToken(shape, bytes, 1) + slidingBytesPerToken(shape, bytes, 1);
    r.stateBytesPerSequence = stateBytesPerSequence(shape, kBf16, 1);
    const ServingCapacity& c = best.capacity;
    const double perToken = c.kvBytesPerTokenPerGpu + c.slidingBytesPerTokenPerGpu;
    const double block = std::max(1, q.blockSize);
    r.kvCacheTokens =
        perToken > 0 ? std::int64_t(std::floor(c.poolBytesPerGpu / (perToken * block)) * block) : 0;
    r.maxContextOneUser = maxContextOneUser(c);
    r.usersAtContext = best.users;
    r.fits = best.pool > 0 && r.usersAtContext >= q.users;
}

/// Decode: each replica serves its share of the users (at most what its cache holds), every
/// sequence at the full context (the last output token's step, the slowest); then the time to
/// first token.
void fillSpeed(ServingResult& r, const Layout& best, const ServingRequest& q, const ModelArch& arch,
               const KvCacheShape& shape, double linearBytes, const GpuSpec& gpu,
               const Assumptions& a) {
    const int tp = best.tp;
    const ServingCapacity& c = best.capacity;
    const std::int64_t perReplicaFit = best.users / std::max(1, best.replicas);
    const int wanted = (q.users + best.replicas - 1) / best.replicas;
    const int batch = int(std::max<std::int64_t>(1, std::min<std::int64_t>(wanted, perReplicaFit)));
    r.batchPerReplica = batch;
    const Served step = served(arch, linearBytes, batch);
    DecodeInput in;
    in.weightBytesPerGpu = step.readBytes / tp;
    in.cacheBytesPerSequence = perUserBytes(c, q.contextTokens);
    in.batch = batch;
    const double context = q.contextTokens;
    const double attentionLayers = shape.fullAttentionLayers + shape.mlaLayers;
    in.flopsPerToken =
        step.flopsPerToken +
        attentionFlopsPerToken(int(attentionLayers), arch.attention.heads, arch.attention.headDim,
                               context) +
        attentionFlopsPerToken(shape.slidingLayers, arch.attention.heads, arch.attention.headDim,
                               std::min<double>(context, shape.slidingWindow));
    in.tensorParallel = tp;
    in.layers = arch.layers;
    in.hidden = arch.hidden;
    in.hbmGBs = gpu.memoryBandwidthGBs;
    in.bandwidthEfficiency = a.servingBandwidthEfficiency;
    in.peakTflops = gpu.bf16Tflops;
    in.computeEfficiency = a.mfu;
    in.linkGBs = best.nvlink ? gpu.nvlinkGBs : gpu.pcieGBs;
    in.linkEfficiency = a.linkEfficiency;
    in.allReduceStepLatencyS = a.servingAllReduceStepLatencyUs * 1e-6;
    const DecodeStep d = decodeStep(in);
    r.decodeStepS = d.stepS;
    r.decodeMemoryS = d.memoryS;
    r.decodeComputeS = d.computeS;
    r.decodeInterconnectS = d.interconnectS;
    r.computeBound = d.computeBound;
    r.decodeTokensPerSPerUser = d.tokensPerSPerSequence;
    r.decodeTokensPerSTotal = d.tokensPerSPerReplica * best.replicas;

    // Time to first token: the whole context as the prompt (the longest prefill a user can
    // ask for), causal attention over half the square on average.
    const Served resident = served(arch, linearBytes, 1);
    DecodeInput one = in;
    one.batch = 1;
    one.weightBytesPerGpu = resident.readBytes / tp;
    const double prefillFlops = resident.flopsPerToken * context +
                                attentionFlopsPerToken(int(attentionLayers), arch.attention.heads,
                                                       arch.attention.headDim, context) *
                                    context / 2;
    r.timeToFirstTokenS = prefillSeconds(prefillFlops, context, one);
}

} // namespace

ServingResult evaluateServing(const ServingRequest& q, const ModelArch& arch, const GpuSpec& gpu,
                              const ServerSpec* server, int gpuCount, const Assumptions& a) {
    ServingResult r;
    r.asked = true;
    r.contextTokens = q.contextTokens;
    r.users = q.users;
    r.weightsFormat = toString(q.weights);
    r.kvCacheFormat = toString(q.kvCache);
    const int n = std::max(1, gpuCount);
    const KvCacheShape shape = kvCacheShape(arch);
    const double linearBytes = weightBytesPerLinear(q.weights, a);
    const Served resident = served(arch, linearBytes, 1);
    const int domain = server ? std::max(1, server->nvlinkDomainSize) : 1;
    const Layout best =
        chooseLayout(q, arch, shape, resident, gpu, domain, n, a, r.tensorParallelAuto);
    fillCapacity(r, best, q, shape, gpu);
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
    if (v.usersAtContext <= 0)
        return v.kvCacheGbPerGpu <= 0 ? "does not serve the model: no room for the KV cache"
                                      : "serves no user" + at;
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
