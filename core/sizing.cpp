#include "sizing.h"

#include "calibrationdata.h"
#include "facility/facility.h"
#include "memorymodel.h"
#include "messagetable.h"
#include "parallel/communication.h"
#include "parallel/stageshare.h"
#include "runsplit.h"
#include "scenariorange.h"
#include "textformat.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <nlohmann/json.hpp>

namespace headroom {

namespace {

constexpr double GB = 1e9;
constexpr double kBf16 = 2; // bytes per BF16 value

/// Bytes per trainable parameter on the GPU side, before sharding.
struct StateBytesPerParam {
    double weights = 0;
    double gradients = 0;
    double optimizer = 0;
};

/// ZeRO paper (Rajbhandari et al. 2020, §3.1): 2 B fp16 weights + 2 B gradients + K = 12 B of
/// Adam state (fp32 master, momentum, variance). Hugging Face's "Model training anatomy" counts
/// 6 B weights (fp32 + half copy) + 4 B fp32 gradients + 8 B Adam moments = 18 B.
/// 8-bit Adam (Dettmers et al. 2021) keeps the moments in 1 B each. Pure BF16 training
/// (torchtune's default dtype=bf16: "all activations, gradients and optimizer states are in
/// bfloat16"; LitGPT precision "bf16-true") keeps no fp32 master: torch AdamW's moments take the
/// parameter's dtype (torch/optim/adamw.py _init_group: torch.zeros_like(p)), 2 + 2 + 4 B;
/// bitsandbytes' 32-bit optimizers keep fp32 moments whatever the parameter's dtype
/// (bitsandbytes/optim/optimizer.py Optimizer2State.init_state: dtype=torch.float32 when
/// optim_bits == 32): 2 + 2 + 8 B; its 8-bit ones 1 B per moment + blockwise absmax.
StateBytesPerParam trainableBytes(const Scenario& s, const Assumptions& a) {
    StateBytesPerParam b;
    const bool eightBit =
        s.optimizer == Optimizer::AdamW8bit || s.optimizer == Optimizer::PagedAdamW8bit;
    const bool bnb32 = s.optimizer == Optimizer::PagedAdamW;
    if (s.stateBytes == StateBytes::Bf16) {
        b.weights = kBf16;
        b.gradients = kBf16;
        b.optimizer = eightBit ? a.adam8bitOptimizerBytes - 4 : (bnb32 ? 8 : 2 * kBf16);
    } else if (s.stateBytes == StateBytes::Hf) {
        b.weights = 4 + a.hfExtraBytes; // fp32 + 16-bit copy
        b.gradients = 4;
        b.optimizer = eightBit ? 2 : 8;
    } else {
        b.weights = kBf16;
        b.gradients = kBf16;
        b.optimizer = eightBit ? a.adam8bitOptimizerBytes : 12;
    }
    return b;
}

/// bitsandbytes paged optimizers keep their states in CUDA unified memory
/// (bitsandbytes/functional.py get_paged: cudaMallocManaged through cget_managed_ptr), outside
/// PyTorch's caching allocator: they never show in max_memory_allocated, nvidia-smi shows them
/// while they are resident, and the driver pages them to the host under memory pressure.
/// Optimizer8bit.get_state_buffer pages only tensors of at least 1e5 elements.
bool pagedOptimizer(const Scenario& s) {
    return s.optimizer == Optimizer::PagedAdamW || s.optimizer == Optimizer::PagedAdamW8bit;
}

struct ResolvedModel {
    const ModelArch* arch = nullptr;
    std::string name;
    double checkpointGb = 0;
    double fp8Gb = 0;
};

ResolvedModel resolveModel(const Scenario& s, const Catalog& c) {
    ResolvedModel m;
    if (s.importedModel) {
        m.arch = &*s.importedModel;
        m.name = s.importedModel->architecture.empty() ? s.model : s.importedModel->architecture;
        return m;
    }
    if (const ModelEntry* e = c.findModel(s.model)) {
        m.arch = &e->arch;
        m.name = e->name;
        m.checkpointGb = e->checkpointGb;
        m.fp8Gb = e->fp8Gb;
    }
    return m;
}

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

/// Everything that depends on the sequence length for the memory verdict.
struct MemoryContext {
    const Scenario* s;
    const ModelArch* arch;
    const Assumptions* a;
    double statesWithoutGradients; ///< weights + optimizer per GPU in PyTorch's allocator, GB
    double gradientBytes;          ///< gradient state per GPU, bytes (tracked by phase)
    double capacity;
    std::int64_t imageTokensLongest;
    int imagesLongest;
    int gpuCount;
    double stepPeakGb = 0;     ///< the optimizer step: states + all gradients + temporaries, GB
    double pagedGb = 0;        ///< paged optimizer states (unified memory), GB
    double loadReservedGb = 0; ///< reserved at the end of loading (on-GPU quantisation), GB
    // A parallel plan's stage (defaults: the whole model on every GPU).
    int contextShards = 1;       ///< cp: the rank keeps 1/cp of each sequence's tokens
    double hiddenShards = 1;     ///< sequence parallelism over the tp ranks
    double inFlight = 1;         ///< micro-batches whose saved tensors the stage holds
    bool lmHead = true;          ///< the stage computes the LM head and the loss
    double dispatchPerToken = 0; ///< expert parallelism: all-to-all buffers per token, bytes
};

MemoryTerms termsAt(const MemoryContext& c, std::int64_t textTokens) {
    MemoryInput in;
    in.arch = c.arch;
    const std::int64_t tokens = textTokens + c.imageTokensLongest;
    // Context parallelism: each rank holds its 1/cp of the sequence (Megatron-LM's
    // get_batch_on_this_cp_rank hands every rank 2 of the 2·cp chunks).
    in.sequence = c.contextShards > 1 ? (tokens + c.contextShards - 1) / c.contextShards : tokens;
    in.imageTokens = c.imageTokensLongest;
    in.images = c.imagesLongest;
    in.microBatch = c.s->microBatch;
    in.checkpointing = c.s->gradientCheckpointing;
    in.fusedCrossEntropy = c.s->fusedCrossEntropy;
    in.fusedLoss = c.s->fusedLoss == FusedLossKind::Chunked        ? FusedLoss::ChunkedOutput
                   : c.s->fusedLoss == FusedLossKind::LmHeadChunks ? FusedLoss::LmHeadChunks
                                                                   : FusedLoss::FusedLinear;
    in.plainLoss = c.s->plainLoss;
    in.eagerAttention = c.s->attention == AttentionKernel::Eager;
    in.expandedKv = c.s->attention == AttentionKernel::FlashExpandedKv;
    in.litgpt = c.s->stack == "litgpt";
    // FSDP1 with a transformer-block wrap policy (accelerate, Lightning FSDPStrategy) leaves the
    // embedding and LM head in the root unit, which stays gathered from forward to backward;
    // FSDP2 recipes (torchtune, torchtitan) shard them as units of their own.
    in.fsdpSeparateEmbedding = c.s->fsdpVersion == FsdpVersion::Fsdp2;
    in.compiled = c.s->compile;
    in.activationOffload = c.s->activationOffload;
    in.gradientBytes = c.gradientBytes;
    in.gradientsPersist = c.s->gradientAccumulation > 1;
    in.trainVision = c.s->trainVision && c.s->method == Method::Full;
    in.method = c.s->method;
    in.loraRank = c.s->loraRank;
    in.loraTargets = c.s->loraTargets;
    in.sharding = c.s->sharding;
    in.offload = c.s->offload;
    in.gpuCount = c.gpuCount;
    in.fsdpVersion = c.s->fsdpVersion;
    in.untiedHeadCopy = c.arch->tiedEmbeddings && c.s->untieEmbeddings;
    in.nf4DoubleQuant = c.s->nf4DoubleQuant;
    in.quantizedHead = c.s->quantizeLmHead;
    in.hiddenShards = c.hiddenShards;
    in.inFlight = c.inFlight;
    in.lmHead = c.lmHead;
    MemoryTerms t = memoryTerms(in);
    if (c.dispatchPerToken > 0) {
        const double dispatch = c.dispatchPerToken * double(in.sequence) * in.microBatch;
        t.buffers += dispatch;
        t.reduceBuffer += dispatch;
    }
    return t;
}

/// Gradient bytes alive at the peak: tracked by phase when the memory model was given them.
double gradientsAtPeak(const MemoryContext& c, const MemoryTerms& t) {
    return c.gradientBytes > 0 ? t.gradientsAtPeak : 0;
}

/// The allocated peak (GB): the largest of the forward/backward phases and the optimizer step.
double allocatedAt(const MemoryContext& c, const MemoryTerms& t) {
    const double phases = c.statesWithoutGradients +
                          (gradientsAtPeak(c, t) + t.activations + t.logits + t.buffers) / GB;
    return std::max(phases, c.stepPeakGb);
}

/// The caching allocator's peak (GB): what it holds on top of the allocated peak (allocator
/// fragmentation from the catalog), or the blocks it kept from loading, whichever is larger.
double reservedPeakGb(const MemoryContext& c, double allocatedGb) {
    return std::max(allocatedGb * (1 + c.a->fragmentation), c.loadReservedGb);
}

/// The card as nvidia-smi shows it: the allocator's blocks, the CUDA context, paged states.
double totalGb(const MemoryContext& c, double allocatedGb) {
    return reservedPeakGb(c, allocatedGb) + c.a->cudaContextGb + c.pagedGb;
}

double freeAt(const MemoryContext& c, std::int64_t textTokens) {
    return c.capacity - totalGb(c, allocatedAt(c, termsAt(c, textTokens)));
}

/// What the caching allocator has reserved once a QLoRA model is loaded (GB per GPU): the
/// quantised model plus the cached blocks of the quantiser's transients, which the allocator
/// keeps (and reports in max_memory_reserved) after they are freed.
double loadReservedGb(const Scenario& s, const ModelArch& arch, double weightsGb) {
    if (s.method != Method::Qlora)
        return 0;
    const double largest = largestLinearWeights(arch);
    switch (s.quantizer) {
    case Quantizer::Prequantized:
        return 0; // the checkpoint is NF4 already
    case Quantizer::Bitsandbytes:
        // bitsandbytes Params4bit._quantize (and Lightning's _Linear4bit.quantize): the weight
        // is copied to the GPU in 16 bits and quantize_4bit's kernel writes the packed output;
        // the freed copy stays cached.
        return weightsGb + kBf16 * largest / GB;
    case Quantizer::Torchao: {
        // torchao dtypes/nf4tensor.py (a7670be58, April 2024) quantize_tensor_nearest:
        // `(value.unsqueeze(-1) - nf4).abs()` materialises numel × 16 BF16 values twice (the
        // difference and its absolute value), then `.min(dim=-1)` returns BF16 values and int64
        // indices: 2·16·2 + 2 + 8 = 74 B per weight of the tensor being quantised. torchtune
        // builds the model on the GPU layer by layer (set_default_dtype + device; LoRALinear
        // calls to_nf4 on its fresh BF16 weight), attention projections before the MLP: the
        // blocks cached for an attention projection are too small for the MLP weight's
        // transients, so both sets stay reserved.
        constexpr double kTorchaoBytesPerWeight = 2 * 16 * 2 + 2 + 8;
        const AttentionShape& at = arch.attention;
        const double attention =
            double(arch.hidden) * at.heads * at.headDim * (at.outputGate ? 2 : 1);
        const double cached = largest + (attention < largest ? attention : 0);
        return weightsGb + kTorchaoBytesPerWeight * cached / GB;
    }
    }
    return 0;
}

/// The uncertainty band of `total` and the three-state verdict. A regime's rows measured
/// predicted = measured · (1 + error), so the real figure lies in [p / (1 + high), p / (1 + low)]
/// for the part the memory model predicts; `fixedGb` (the CUDA context, paged states) is
/// taken as it is.
void applyBand(SizingResult& r, const Scenario& s, const Catalog& cat, double fixedGb) {
    PerGpuMemory& m = r.perGpu;
    const Regime regime = regimeOf(s, r.gpuCount);
    BandBasis& basis = r.bandBasis;
    basis.regime = toString(regime);
    double low = 0, high = 0;
    if (const RegimeBand* band = cat.bandFor(regime)) {
        basis.pool = poolName(*band);
        basis.rows = band->rows;
        low = band->errorLow;
        high = band->errorHigh;
    }
    basis.errorLow = low;
    basis.errorHigh = high;
    const double predicted = std::max(0.0, m.total - fixedGb);
    m.band.low = fixedGb + predicted / (1 + high);
    m.band.high = fixedGb + predicted / std::max(0.05, 1 + low);
    if (m.headroom < 0)
        r.verdict = Verdict::DoesNotFit;
    else if (m.capacity < m.band.high)
        r.verdict = Verdict::Tight;
    else
        r.verdict = Verdict::Fits;
}

/// Longest text sequence that fits: the free memory falls monotonically with the length, so a
/// bisection on [lo, hi] finds it; false-position guesses cut the steps for near-linear terms.
std::int64_t maxSequence(const MemoryContext& c, std::int64_t limit) {
    if (limit < 1 || freeAt(c, 1) < 0)
        return 0;
    std::int64_t lo = 1, hi = limit;
    double fLo = freeAt(c, lo), fHi = freeAt(c, hi);
    if (fHi >= 0)
        return hi;
    while (hi - lo > 1) {
        // Interpolated guess, kept strictly inside and away from the ends.
        const double t = fLo / (fLo - fHi);
        const std::int64_t span = hi - lo;
        std::int64_t guess = lo + static_cast<std::int64_t>(t * double(span));
        const std::int64_t margin = std::max<std::int64_t>(1, span / 16);
        guess = std::clamp(guess, lo + margin, hi - margin);
        double f = freeAt(c, guess);
        if (f >= 0) {
            lo = guess;
            fLo = f;
        } else {
            hi = guess;
            fHi = f;
        }
    }
    return lo;
}

/// The scenario's network adapter, or the catalog's first one.
const NicSpec* findNetwork(const Scenario& s, const Catalog& c) {
    if (!s.network.empty())
        return c.findNic(s.network);
    return c.nics.empty() ? nullptr : &c.nics.front();
}

/// Adds a warning from the message table (core/messagetable.cpp).
void addWarning(SizingResult& r, const char* code, std::vector<MessageArg> args) {
    r.warnings.push_back(makeWarning(code, std::move(args)));
}

MessageArg gbArg(double gb) {
    return {ArgKind::Gb, gb, {}};
}
MessageArg countArg(double n) {
    return {ArgKind::Count, n, {}};
}

/// The warnings on what the server's runs share: the feed, host memory and CPU cores.
void addServerWarnings(SizingResult& r, const Scenario& s, const Assumptions& a,
                       const ServerSpec* server) {
    const PowerDraw& pw = r.power;
    for (const Feed& f : r.feeds)
        if (f.phases == 1 && f.amps == s.feedAmps && !f.fits)
            addWarning(r, "feed_exceeded",
                       {{ArgKind::Kw, pw.total, {}},
                        countArg(f.amps),
                        {ArgKind::Kw, f.limitW, {}},
                        {ArgKind::Percent, a.feedDerating, {}}});
    if (server && s.powerCapW <= 0 && pw.total > a.feedDerating * 230 * 16 &&
        pw.total <= a.feedDerating * 230 * 32 && s.feedAmps == 16)
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

} // namespace

const char* toString(Verdict v) {
    switch (v) {
    case Verdict::Fits:
        return "fits";
    case Verdict::Tight:
        return "tight";
    case Verdict::DoesNotFit:
        return "does_not_fit";
    }
    return "does_not_fit";
}

SizingResult evaluateRun(const Scenario& s, const Catalog& cat) {
    SizingResult r;
    const Assumptions& a = cat.assumptions;
    const ResolvedModel model = resolveModel(s, cat);
    const ServerSpec* server = s.server.empty()
                                   ? cat.smallestServerFor(s.gpu, std::max(1, s.gpuCount))
                                   : cat.findServer(s.server);
    const GpuSpec* gpu = cat.findGpu(server ? server->gpu : s.gpu);
    if (!model.arch || !gpu)
        return r; // parseScenario() rejects these; keep evaluate() total anyway
    const ModelArch& arch = *model.arch;
    const int n = s.gpuCount > 0 ? s.gpuCount : (server ? server->gpuCount : 1);

    r.modelName = model.name;
    r.serverId = server ? server->id : std::string();
    r.serverName = server ? server->name : std::string();
    r.gpuId = gpu->id;
    r.gpuName = gpu->name;
    r.gpuCount = n;
    r.nodes = s.nodes;
    r.plan = resolvePlan(s.plan, n * std::max(1, s.nodes), s.gradientAccumulation);
    r.parameters = arch.params;

    // ---- Model states ---------------------------------------------------------------------------
    const ParameterCounts& p = arch.params;
    const bool full = s.method == Method::Full;
    const bool offload = s.offload != Offload::None;
    const StateBytesPerParam tb = trainableBytes(s, a);
    // A tied LM head that the framework keeps as a separate copy (LitGPT builds `lm_head` and
    // `transformer.wte` as two modules, litgpt/model.py GPT.__init__; its HF converter copies the
    // tied weight into both).
    const double headCopy = arch.tiedEmbeddings && s.untieEmbeddings ? p.embedding : 0;
    const double lmHeadParams = arch.tiedEmbeddings ? headCopy : p.lmHead;
    double trainable = 0, frozenWeightBytes = 0;
    if (full) {
        trainable = (s.trainVision ? p.total : p.total - p.vision) + headCopy;
        frozenWeightBytes = (p.total - (trainable - headCopy)) * kBf16;
    } else {
        // LoRA: trainable = r · Σ(in + out) over the targeted linears (Hu et al. 2021).
        trainable = s.loraRank * loraInOutPerRank(arch, s.loraTargets);
        if (s.method == Method::Lora) {
            frozenWeightBytes = (p.total + headCopy) * kBf16;
        } else {
            // QLoRA (Dettmers et al. 2023): LM linears in NF4, the rest in BF16; LitGPT's
            // BitsandbytesPrecision also converts lm_head (every nn.Linear). NF4 without double
            // quantisation keeps one fp32 absmax per 64 weights: 0.5 + 4/64 B (QLoRA §3,
            // bitsandbytes quantize_4bit blocksize=64).
            const double nf4 = s.nf4DoubleQuant ? a.nf4BytesPerWeight : 0.5 + 4.0 / 64;
            const double quantized = p.textLinear + (s.quantizeLmHead ? lmHeadParams : 0);
            frozenWeightBytes = quantized * nf4 + (p.total + headCopy - quantized) * kBf16;
        }
    }
    r.trainable = trainable;

    // ---- The plan: what each GPU holds, over how many ranks its states are sharded ----------
    const ParallelPlan& plan = r.plan;
    const bool split = plan.splitsModel();
    const double dn = n;                                 // the server's cards in use
    const double world = dn * std::max(1, s.nodes);      // every GPU of the run
    const double shards = stateShards(plan);             // dp · cp, or the HSDP group
    const double expertShards = expertStateShards(plan); // dp · cp / ep
    const bool shardW = s.sharding == Sharding::Full;
    const bool shardG = shardW || s.sharding == Sharding::Zero2;
    const bool shardO = shardG || s.sharding == Sharding::Zero1;
    double wBytes = trainable * tb.weights, gBytes = trainable * tb.gradients,
           oBytes = trainable * tb.optimizer;
    r.statesGb = (wBytes + gBytes + oBytes + frozenWeightBytes) / GB;
    const double frozenAll = frozenWeightBytes;
    double host = 0;
    if (offload) {
        // ZeRO-Offload (Ren et al. 2021): 16-bit weights stay on the GPU; fp32 master, m, v and
        // 16-bit gradients (14 B/param) live in host memory.
        host = trainable * a.offloadHostBytes;
        wBytes = trainable * kBf16;
        gBytes = 0;
        oBytes = 0;
        if (s.offload == Offload::Parameters) {
            // FSDP CPUOffload: parameters too live on the host; the GPUs hold only the units
            // gathered for compute (the memory model's buffers).
            host += trainable * kBf16 + frozenWeightBytes;
            wBytes = 0;
            frozenWeightBytes = 0;
        }
    }
    if (s.optimizerInBackward && !offload) {
        // The optimizer step runs in each gradient's hook and frees it: at most the largest
        // tensor's gradient (the embedding or LM head) is alive (torchtune
        // optimizer_in_bwd; PyTorch "How to save memory by fusing the optimizer step").
        gBytes = std::max(p.embedding, p.lmHead) * tb.gradients;
        if (!full)
            gBytes = std::min(gBytes, trainable * tb.gradients);
    }
    PerGpuMemory& m = r.perGpu;
    m.capacity = gpu->memoryGb;

    // ---- Sequences: text + image tokens ---------------------------------------------------------
    r.imageTokensPerImage = imageTokens(arch.vision, s.imageWidth, s.imageHeight);
    const bool images = r.imageTokensPerImage > 0 && s.imageShare > 0 && s.imagesPerSample > 0;
    // 64-bit: 256 images of 16384² at a small patch are billions of tokens. parseScenario()
    // keeps text + image tokens within maxSequenceTokens(); evaluate() stays exact beyond it.
    const std::int64_t imageTokensLongest =
        images ? r.imageTokensPerImage * std::int64_t(s.imagesPerSample) : 0;
    r.longestSequence = std::int64_t(s.sequenceLength) + imageTokensLongest;
    r.averageSequence =
        s.sequenceLength + (images ? s.imageShare * double(imageTokensLongest) : 0.0);

    // The optimizer step, after the backward: the activations are gone, every gradient and
    // state exists, and PyTorch's foreach AdamW (the default on CUDA) allocates a temporary the
    // size of the second moments: torch/optim/adam.py _multi_tensor_adam,
    // `exp_avg_sq_sqrt = torch._foreach_sqrt(device_exp_avg_sqs)` over all parameters of a
    // device and dtype at once (the fused and for-loop implementations work in place, one
    // tensor at a time). bitsandbytes' optimizers update tensor by tensor in their own kernels.
    const bool torchAdam = s.optimizer == Optimizer::AdamW;
    const double momentBytes = s.stateBytes == StateBytes::Bf16 ? kBf16 : 4;
    const bool foreachTemporaries =
        torchAdam && s.optimizerImpl == OptimizerImpl::Foreach && !offload;

    /// One group of parameters a GPU holds: bytes before sharding and the ranks sharing them.
    struct Held {
        double weights = 0, gradients = 0, optimizer = 0, frozen = 0;
        double trainable = 0;
        double shards = 1;
    };
    /// Per-GPU states of `groups` into `mm`; returns the foreach AdamW temporaries (GB).
    auto holdStates = [&](const Held* groups, int count, PerGpuMemory& mm) {
        double temporaries = 0;
        for (int i = 0; i < count; ++i) {
            const Held& g = groups[i];
            mm.weights += (g.weights + g.frozen) / (shardW ? g.shards : 1) / GB;
            mm.gradients += g.gradients / (shardG ? g.shards : 1) / GB;
            mm.optimizer += g.optimizer / (shardO ? g.shards : 1) / GB;
            if (foreachTemporaries)
                temporaries += g.trainable * momentBytes / (shardO ? g.shards : 1) / GB;
        }
        mm.states = mm.weights + mm.gradients + mm.optimizer; // the page's (ZeRO) accounting
        return temporaries;
    };

    /// The memory of one GPU whose states are in `mm`, at the scenario's sequence length.
    auto sizeStage = [&](PerGpuMemory& mm, MemoryContext& ctx, double stepTemporaries) {
        // Gradients are freed after each optimizer step, so the memory model tracks which of
        // them exist at the peak (all of them while the bottom layers back-propagate; none
        // during the forward unless accumulated). With the optimizer in backward only one
        // tensor's is alive.
        const double gradientBytesPerGpu = s.optimizerInBackward ? 0 : mm.gradients * GB;
        const double pagedGb = pagedOptimizer(s) ? mm.optimizer : 0;
        ctx.statesWithoutGradients =
            mm.weights + mm.optimizer - pagedGb + (s.optimizerInBackward ? mm.gradients : 0);
        ctx.gradientBytes = gradientBytesPerGpu;
        ctx.capacity = mm.capacity;
        ctx.pagedGb = pagedGb;
        if (!s.optimizerInBackward && !offload)
            ctx.stepPeakGb = mm.weights + mm.optimizer - pagedGb + mm.gradients + stepTemporaries;
        ctx.loadReservedGb = loadReservedGb(s, *ctx.arch, mm.weights);
        const MemoryTerms terms = termsAt(ctx, s.sequenceLength);
        const double allocated = allocatedAt(ctx, terms);
        if (allocated == ctx.stepPeakGb && ctx.stepPeakGb > 0) {
            // The optimizer step sets the peak: all gradients, no activations; the foreach
            // temporaries are shown with the buffers.
            mm.activations = 0;
            mm.logits = 0;
            mm.buffers = stepTemporaries;
        } else {
            if (gradientBytesPerGpu > 0)
                mm.gradients = terms.gradientsAtPeak / GB; // shown: what is alive at the peak
            mm.activations = terms.activations / GB;
            mm.logits = terms.logits / GB;
            mm.buffers = terms.buffers / GB;
        }
        mm.allocatedPeak = allocated;
        mm.reservedPeak = reservedPeakGb(ctx, allocated);
        mm.total = totalGb(ctx, allocated);
        mm.reserved = mm.total - allocated - pagedGb; // context + allocator reserve
        mm.headroom = mm.capacity - mm.total;
    };

    MemoryContext ctx{&s,
                      &arch,
                      &a,
                      0,
                      0,
                      m.capacity,
                      imageTokensLongest,
                      images ? s.imagesPerSample : 0,
                      static_cast<int>(shards)};
    // The GPU's share of the model: every parameter without a model split; with one, the
    // fullest pipeline stage's share (the first stage's in-flight activations or the last
    // stage's head and loss, whichever needs more).
    double paramsPerGpu = p.total, trainablePerGpu = trainable;
    StageShare stages[2];
    if (!split) {
        Held all;
        all.weights = wBytes;
        all.gradients = gBytes;
        all.optimizer = oBytes;
        all.frozen = frozenWeightBytes;
        all.trainable = trainable;
        all.shards = shards;
        const double temporaries = holdStates(&all, 1, m);
        sizeStage(m, ctx, temporaries);
    } else {
        // Bytes per trainable parameter on the GPU after offload (as above).
        const bool paramsOffloaded = s.offload == Offload::Parameters;
        const double wPer = offload ? (paramsOffloaded ? 0 : kBf16) : tb.weights;
        const double gPer = offload ? 0 : tb.gradients;
        const double oPer = offload ? 0 : tb.optimizer;
        const StageKind kinds[2] = {StageKind::First, StageKind::Last};
        const int count = plan.pp > 1 ? 2 : 1;
        PerGpuMemory best;
        MemoryContext bestCtx = ctx;
        for (int i = 0; i < count; ++i) {
            const StageShare& sh = stages[i] =
                stageShare(arch, plan, count == 1 ? StageKind::Only : kinds[i], s.loraTargets);
            const double visionGpu = sh.arch.params.vision;
            Held groups[2];
            Held& dense = groups[0];
            Held& experts = groups[1];
            if (full) {
                const double frozenVision = s.trainVision ? 0 : visionGpu;
                dense.trainable = sh.nonExpertParams - frozenVision;
                dense.frozen = frozenVision * kBf16;
                experts.trainable = sh.expertParams;
            } else {
                // Adapters on the stage's layers; the frozen base in proportion to the
                // parameters the GPU holds.
                dense.trainable = s.loraRank * sh.loraNonExpertPerRank;
                experts.trainable = s.loraRank * sh.loraExpertPerRank;
                const double perParam = p.total > 0 ? frozenAll / p.total : 0;
                dense.frozen = perParam * sh.nonExpertParams;
                experts.frozen = perParam * sh.expertParams;
            }
            for (Held* g : {&dense, &experts}) {
                g->weights = g->trainable * wPer;
                g->gradients = g->trainable * gPer;
                g->optimizer = g->trainable * oPer;
                if (paramsOffloaded)
                    g->frozen = 0;
            }
            if (s.optimizerInBackward && !offload) {
                const double largest =
                    std::max(sh.arch.params.embedding, sh.arch.params.lmHead) * tb.gradients;
                dense.gradients = full ? largest : std::min(largest, dense.gradients);
                experts.gradients = 0;
            }
            dense.shards = shards;
            experts.shards = expertShards;
            PerGpuMemory mm;
            mm.capacity = gpu->memoryGb;
            const double temporaries = holdStates(groups, 2, mm);
            MemoryContext sc = ctx;
            sc.arch = &sh.arch;
            sc.contextShards = plan.cp;
            sc.hiddenShards = plan.sequenceParallel ? plan.tp : 1;
            // Narayanan et al. 2021 §2.2: the first stage holds the most micro-batches; the
            // last runs each micro-batch's backward right after its forward.
            sc.inFlight = sh.kind == StageKind::Last ? 1 : inFlightMicroBatches(plan);
            sc.lmHead = sh.kind != StageKind::First;
            if (plan.ep > 1 && arch.mlp.experts > 0 && sh.arch.moeLayers > 0)
                // Megatron-LM megatron/core/transformer/moe/token_dispatcher.py (d98e8a64),
                // MoEAlltoAllTokenDispatcher: dispatch_preprocess permutes the k routed copies
                // of each token (permutated_local_input_tokens) and token_dispatch's
                // all_to_all returns global_input_tokens of the same size under balanced
                // routing; both exist at the exchange (BF16, h wide); combine reverses it.
                sc.dispatchPerToken =
                    2.0 * kBf16 * std::max(1, arch.mlp.expertsPerToken) * arch.hidden;
            sizeStage(mm, sc, temporaries);
            if (i == 0 || mm.total > best.total) {
                best = mm;
                bestCtx = sc;
                paramsPerGpu = sh.nonExpertParams + sh.expertParams;
                trainablePerGpu = dense.trainable + experts.trainable;
            }
        }
        m = best;
        ctx = bestCtx;
    }
    const double pagedGb = pagedOptimizer(s) ? m.optimizer : 0;
    r.fits = m.headroom >= 0;
    applyBand(r, s, cat, a.cudaContextGb + pagedGb);
    // The longest text that fits, up to the model's context (at least 2^20) and never beyond
    // the scenario limit for text and image tokens together.
    const std::int64_t contextLimit = std::max(arch.maxPositionEmbeddings, 1 << 20);
    const std::int64_t sequenceLimit =
        static_cast<std::int64_t>(maxSequenceTokens()) - imageTokensLongest;
    r.maxSequenceLength = maxSequence(ctx, std::min(contextLimit, sequenceLimit));

    // ---- Host memory ----------------------------------------------------------------------------
    r.host.offloadRequired = host / GB;
    r.host.recommended = std::max(a.hostMemoryFactor * n * gpu->memoryGb,
                                  offload ? r.host.offloadRequired + a.hostOsGb : 0.0);
    r.host.installed = server ? server->hostRamGb : 0;

    // ---- Transfer vs compute --------------------------------------------------------------------
    StepTiming& st = r.step;
    // The data-parallel collectives run over the ranks that share the states (every card
    // without a plan); with a model split each rank moves its own share of the model.
    const double ring = shards > 1 ? (shards - 1) / shards : 0;
    const double weights16 = paramsPerGpu * kBf16;
    const double trainable16 = trainablePerGpu * kBf16;
    double traffic = 0;
    if (full) {
        // ZeRO-3 / FSDP: all-gather before forward and again before backward, reduce-scatter of
        // the gradients: 3 × 2P × (N−1)/N, 1.5× data-parallel (ZeRO paper §7).
        traffic = shardW ? (2 * weights16 + trainable16) * ring : 2 * trainable16 * ring;
    } else {
        // Adapters: only their gradients are reduced; a sharded frozen base is gathered twice.
        const double frozenPerGpu = frozenWeightBytes * (split ? paramsPerGpu / p.total : 1);
        traffic = 2 * trainable16 * ring + (shardW ? 2 * frozenPerGpu * ring : 0);
    }
    st.trafficPerGpuGb = traffic / GB;
    const bool nvlink = gpu->link != LinkKind::Pcie && gpu->nvlinkGBs > 0;
    const int domain = server ? server->nvlinkDomainSize : 1;
    const bool crossesDomains = nvlink && n > domain;
    if (n <= 1) {
        st.link = "none";
        st.linkGBs = 0;
    } else if (nvlink && !crossesDomains) {
        st.link = "NVLink";
        st.linkGBs = gpu->nvlinkGBs;
    } else {
        // A ring that leaves its NVLink domain is bound by its slowest hop, the PCIe link.
        st.link = crossesDomains ? "NVLink + PCIe" : "PCIe";
        st.linkGBs = gpu->pcieGBs;
    }
    st.transferSPeak = st.linkGBs > 0 ? traffic / (st.linkGBs * GB) : 0;
    st.transferS = st.transferSPeak / a.linkEfficiency;

    const double perCardTokens = s.microBatch * r.averageSequence;
    // 6·P·tokens (Kaplan et al. 2020; the page's lower bound). MoE: active parameters.
    // Frozen bases skip weight gradients: 4·P; checkpointing recomputes the forward: +2·P.
    const double flopsPerParamToken = full ? 6.0 : 4.0;
    const double recompute = s.gradientCheckpointing ? 2.0 : 0.0;
    const double activeParams = p.active > 0 ? p.active : p.total;
    const double peak = gpu->bf16Tflops * 1e12;
    // A model split shares each micro-batch's work among tp · pp · cp GPUs (expert parallelism
    // moves tokens, not work); the pipeline idles for its bubble (Narayanan et al. 2021 §2.2).
    const double modelSplit = double(plan.tp) * plan.pp * plan.cp;
    const double bubble = pipelineBubble(plan);
    st.computeSPeak = 6.0 * activeParams * perCardTokens / modelSplit / peak;
    const double perCardW = s.powerCapW > 0 ? std::min(s.powerCapW, gpu->tdpW) : gpu->tdpW;
    st.capRate = capRate(a.capCurve, perCardW / gpu->tdpW);
    st.mfu = double(r.longestSequence) >= a.longContextTokens ? a.mfuLongContext : a.mfu;
    st.computeS = (flopsPerParamToken + recompute) * activeParams * perCardTokens / modelSplit /
                  (peak * st.mfu * st.capRate) * (1 + bubble);
    if (offload) {
        // Gradients down and updated 16-bit weights up over PCIe, CPU Adam over all trainable
        // parameters, once per optimizer step (spread over the accumulation steps).
        st.hostTrafficGb = 2 * trainable16 / shards / GB;
        if (s.offload == Offload::Parameters) // each card's shard comes up for both passes
            st.hostTrafficGb += 2 * weights16 / shards / GB;
        const double hostS = st.hostTrafficGb * GB / (gpu->pcieGBs / 2 * GB * a.linkEfficiency);
        st.optimizerS = (hostS + trainable / a.cpuAdamParamsPerS) / s.gradientAccumulation;
    }
    st.stepS = std::max(st.transferS, st.computeS) + st.optimizerS;
    st.stepSSerial = st.transferS + st.computeS + st.optimizerS;

    // ---- Communication per collective and link level ---------------------------------------
    const int nodes = std::max(1, s.nodes);
    const NicSpec* nic = nodes > 1 || !s.network.empty() ? findNetwork(s, cat) : nullptr;
    const int nicsPerServer = nic ? (s.nicsPerServer > 0 ? s.nicsPerServer : n) : 0;
    ClusterShape shape;
    shape.nodes = nodes;
    shape.gpusPerNode = n;
    shape.nvlinkDomain = nvlink ? domain : 1;
    shape.nvlinkGBs = nvlink ? gpu->nvlinkGBs : 0;
    shape.pcieGBs = gpu->pcieGBs;
    // An adapter's line rate is per direction (Gb/s); the server's adapters serve its cards.
    shape.networkGBsPerGpu = nic ? nicsPerServer * nic->ports * nic->gbps / 8 / n : 0;
    CommPlan commPlan;
    commPlan.dp = plan.dp;
    commPlan.tp = plan.tp;
    commPlan.pp = plan.pp;
    commPlan.cp = plan.cp;
    commPlan.ep = plan.ep;
    commPlan.shardGroup = plan.hsdpShardGroup;
    commPlan.shardWeights = shardW;
    commPlan.sequenceParallel = plan.sequenceParallel;
    commPlan.microBatches = std::max(1, plan.pipelineMicroBatches);
    commPlan.virtualStages = std::max(1, plan.virtualStages);
    commPlan.cpAllToAll = plan.cpKind == ContextParallelKind::AllToAll;
    // The whole model's 16-bit weights and gradients: communicate() takes each rank's share.
    CommModel cm;
    cm.weightBytes = p.total * kBf16;
    if (arch.mlp.experts > 0)
        cm.expertWeightBytes = kBf16 * double(arch.moeLayers) * arch.mlp.experts *
                               (arch.mlp.gated ? 3.0 : 2.0) * arch.hidden *
                               arch.mlp.moeIntermediate;
    cm.gradientBytes = trainable * kBf16;
    cm.frozenBytes = frozenWeightBytes;
    cm.fullFineTune = full;
    cm.hidden = arch.hidden;
    cm.layers = arch.layers;
    cm.fullAttentionLayers = arch.fullAttentionLayers;
    cm.moeLayers = arch.moeLayers;
    cm.heads = arch.attention.heads;
    cm.kvHeads = arch.attention.kvHeads;
    cm.headDim = arch.attention.headDim;
    cm.expertsPerToken = arch.mlp.expertsPerToken;
    cm.tokensPerMicroBatch = perCardTokens;
    cm.recompute = s.gradientCheckpointing;
    const StepCommunication comm = communicate(shape, commPlan, cm, st.computeS, a.linkEfficiency);
    st.collectives = comm.collectives;
    const bool planned = split || plan.hsdpShardGroup > 0;
    if (nodes == 1 && !planned) {
        // One server, data parallel only: the link the ring runs on, with the figures above.
        if (n > 1 && st.linkGBs > 0) {
            LinkLoad l;
            l.level = st.link == "NVLink" ? LinkLevel::Nvlink : LinkLevel::Pcie;
            l.bytesPerStepGb = st.trafficPerGpuGb;
            l.rateGbs = st.linkGBs;
            l.secondsPeak = st.transferSPeak;
            l.seconds = st.transferS;
            l.hidden = st.transferS <= st.computeS;
            l.neededGbs = st.computeS > 0 ? traffic / (st.computeS * a.linkEfficiency) / GB : 0;
            st.links.push_back(l);
        }
    } else {
        // Several servers or a plan: every level carries its share at once; what cannot overlap the
        // compute (none of the data-parallel traffic) adds to the step.
        st.links = comm.links;
        double bytes = 0;
        for (const Collective& c : comm.collectives)
            bytes += c.bytes;
        st.trafficPerGpuGb = bytes / GB;
        if (nodes > 1)
            st.link = nvlink ? "NVLink + network" : "PCIe + network";
        st.linkGBs = nodes > 1 ? shape.networkGBsPerGpu : st.linkGBs;
        st.transferS = comm.overlappedS + comm.exposedS;
        st.transferSPeak = st.transferS * a.linkEfficiency;
        double serial = 0;
        for (const LinkLoad& l : comm.links)
            serial += l.seconds;
        st.stepS = std::max(comm.overlappedS, st.computeS) + comm.exposedS + st.optimizerS;
        st.stepSSerial = serial + st.computeS + st.optimizerS;
    }
    if (offload && st.hostTrafficGb > 0) {
        // Host level: gradients down and weights up over PCIe at half its two-way rate, in the
        // optimizer step (not overlapped).
        LinkLoad l;
        l.level = LinkLevel::Host;
        l.bytesPerStepGb = st.hostTrafficGb;
        l.rateGbs = gpu->pcieGBs / 2;
        l.secondsPeak = st.hostTrafficGb / l.rateGbs;
        l.seconds = l.secondsPeak / a.linkEfficiency;
        l.exposedSeconds = l.seconds;
        st.links.push_back(l);
    }
    st.tokensPerStep = plan.dp * perCardTokens; // each data-parallel replica's micro-batch
    st.tokensPerS = st.stepS > 0 ? st.tokensPerStep / st.stepS : 0;
    r.aggregateTflops = world * gpu->bf16Tflops;

    // ---- Power ----------------------------------------------------------------------------------
    PowerDraw& pw = r.power;
    pw.perGpuW = perCardW;
    pw.gpus = dn * perCardW;
    pw.cpus = server ? server->cpuSockets * server->cpuTdpW : 0;
    pw.overhead = a.powerOverhead * (pw.gpus + pw.cpus);
    pw.total = pw.gpus + pw.cpus + pw.overhead;
    auto addFeed = [&](double volts, double amps, int phases) {
        Feed f{volts, amps, phases, 0, false};
        f.limitW = volts * amps * (phases == 3 ? std::sqrt(3.0) : 1.0) * a.feedDerating;
        f.fits = pw.total <= f.limitW;
        r.feeds.push_back(f);
    };
    addFeed(230, 16, 1);
    addFeed(230, 32, 1);
    if (s.threePhase) {
        addFeed(400, 16, 3);
        addFeed(400, 32, 3);
    }

    // ---- Storage --------------------------------------------------------------------------------
    Storage& sto = r.storage;
    const double optimizerCkptBytes = s.optimizer == Optimizer::AdamW8bit
                                          ? a.adam8bitOptimizerBytes
                                          : a.checkpointBytes - kBf16; // fp32 master + m + v
    if (full)
        sto.checkpoint = (trainable * (kBf16 + optimizerCkptBytes) + frozenWeightBytes) / GB;
    else // adapter weights + their optimizer state only
        sto.checkpoint = trainable * (kBf16 + optimizerCkptBytes) / GB;
    sto.checkpointsKept = sto.checkpoint * s.checkpointsKept;
    sto.finalBf16 = model.checkpointGb > 0 ? model.checkpointGb : p.total * kBf16 / GB;
    sto.finalFp8 = model.fp8Gb > 0
                       ? model.fp8Gb
                       : (p.textLinear * a.fp8LinearBytes + (p.total - p.textLinear) * kBf16) / GB;
    sto.total = sto.checkpointsKept + sto.finalBf16 + sto.finalFp8;

    // ---- Time and energy ----------------------------------------------------------------------
    // Optimizer steps as the Hugging Face Trainer counts them (trainer.py, transformers v4.46
    // set_initial_training_values): ceil(samples / (GPUs × micro-batch)) batches per epoch,
    // ceil(batches / accumulation) updates per epoch (at least one), ceil(epochs × updates).
    // A sample is one sequence of sequence_length text tokens; the last may be shorter.
    const double samples = std::ceil(s.datasetTokens / std::max(1, s.sequenceLength));
    const double perBatch = plan.dp * std::max(1, s.microBatch);
    const double accumulation = std::max(1, s.gradientAccumulation);
    const double batches = std::ceil(samples / perBatch);
    const double updatesPerEpoch = std::max(1.0, std::ceil(batches / accumulation));
    r.time.steps = std::max(1.0, std::ceil(s.epochs * updatesPerEpoch));
    // Each optimizer step runs `accumulation` micro-batch steps (stepS carries the optimizer
    // time spread over them).
    r.time.hours = r.time.steps * accumulation * st.stepS / 3600;
    const double globalBatch = perBatch * accumulation;
    // ---- Cluster and facility ------------------------------------------------------------------
    ClusterInfo& cl = r.cluster;
    cl.nodes = nodes;
    cl.gpus = static_cast<int>(world);
    cl.railOptimized = s.railOptimized;
    const SwitchSpec* sw = nic ? cat.findSwitch(nic->switchId) : nullptr;
    const CableSpec* cable = nic ? cat.findCable(nic->cable) : nullptr;
    if (nic) {
        cl.network = nic->id;
        cl.networkName = nic->name;
        cl.nicsPerServer = nicsPerServer;
        cl.nicGbps = nic->gbps * nic->ports;
        cl.networkGbpsPerServer = nicsPerServer * cl.nicGbps;
        cl.nics = nodes > 1 ? nodes * nicsPerServer : 0;
        for (const LinkLoad& l : st.links)
            if (l.level == LinkLevel::Network)
                cl.networkNeededGbpsPerServer = l.neededGbs * 8 * n;
    }
    if (nic && sw && nodes > 1) {
        cl.switchId = sw->id;
        cl.switchName = sw->name;
        cl.fabric = sizeFabric({nodes, nicsPerServer, nic->ports, sw->ports, s.railOptimized});
        const int switches = cl.fabric.leafSwitches + cl.fabric.spineSwitches;
        cl.switchW = switches * sw->maxPowerW.value_or(0);
        cl.networkPowerKnown = sw->maxPowerW.has_value();
        if (cable) {
            cl.cable = cable->id;
            cl.linkW = cl.fabric.links * cable->wattsPerLink.value_or(0);
            cl.networkPowerKnown = cl.networkPowerKnown && cable->wattsPerLink.has_value();
        }
        cl.nicW = cl.nics * nic->watts.value_or(0);
        cl.networkPowerKnown = cl.networkPowerKnown && nic->watts.has_value();
    }
    FacilityInput fi;
    fi.nodes = nodes;
    fi.serverW = pw.total;
    fi.psuInstalledW = server ? server->psuW : 0;
    fi.psuUnitW = a.psuUnitW;
    fi.transientMargin = a.powerTransientMargin;
    fi.feedDerating = a.feedDerating;
    fi.serverRackUnits = server ? server->rackUnits : 0;
    fi.rackUnits = static_cast<int>(a.rackUnits);
    fi.switches = cl.fabric.leafSwitches + cl.fabric.spineSwitches;
    fi.switchRackUnits = sw ? sw->rackUnits : 1;
    fi.switchW = cl.switchW;
    fi.linkW = cl.linkW;
    fi.nicW = cl.nicW;
    fi.checkpointGb = sto.checkpoint;
    fi.storageWriteGBsPerServer = a.storageWriteGBs;
    r.facility = sizeFacility(fi);

    // The energy of every server (and the network) for the run's hours.
    const double drawW = nodes > 1 ? r.facility.clusterW : pw.total;
    r.time.energyKwh = drawW * r.time.hours / 1000;
    r.time.energyCost = r.time.energyKwh * a.energyPrice;

    // ---- Warnings (texts: core/messagetable.cpp) ----------------------------------------------
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
    addServerWarnings(r, s, a, server);
    if (crossesDomains)
        warn("two_nvlink_domains", {countArg(n), countArg(std::ceil(dn / domain))});
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
    if (!gpu->tflopsNote.empty())
        warn("tflops_estimate",
             {{ArgKind::Text, 0, gpu->name}, {ArgKind::Text, 0, gpu->tflopsNote}});
    if (samples < globalBatch)
        warn("dataset_below_batch", {countArg(samples), countArg(globalBatch)});
    for (const LinkLoad& l : st.links)
        // Only where the overlappable traffic alone outlasts the compute: critical-path
        // traffic (tensor, pipeline, expert) is in the step time already.
        if (l.level == LinkLevel::Network && l.seconds - l.exposedSeconds > st.computeS)
            warn("network_not_hidden",
                 {{ArgKind::Seconds, l.seconds, {}},
                  {ArgKind::Seconds, st.computeS, {}},
                  countArg(cl.networkNeededGbpsPerServer)});
    if (nodes > 1 && !cl.networkPowerKnown)
        warn("network_power_unknown");
    if (nodes > 1 && server && !r.facility.psuNPlus1Ok)
        warn("psu_redundancy",
             {{ArgKind::Kw, r.facility.psuInstalledW, {}}, {ArgKind::Kw, r.facility.serverPeakW, {}}});
    if (offload)
        warn("offload_slow");
    return r;
}

// ---- Runs side by side ----------------------------------------------------------------------
// Each run is sized on its group of cards (its own sharding and traffic); what the runs share,
// the server's power and feeds, host memory, CPUs and storage, is then counted for all of them.

namespace {

/// The run's verdict word: fits, tight (within the calibration band, or under the safety
/// margin) or does_not_fit.
const char* runVerdict(const SizingResult& r) {
    if (r.verdict != Verdict::Fits)
        return toString(r.verdict);
    for (const Warning& w : r.warnings)
        if (w.code == "tight_fit")
            return "tight";
    return "fits";
}

/// Turns one run's result into the server's with `runs` such runs on `gpuCount` cards.
void shareServer(SizingResult& r, const Scenario& s, const Catalog& cat, const ServerSpec& server,
                 const GpuSpec& gpu, int gpuCount, int runs) {
    const Assumptions& a = cat.assumptions;
    const double n = gpuCount, runsD = runs;
    r.gpuCount = gpuCount;
    r.aggregateTflops = n * gpu.bf16Tflops;

    // Host memory: NVIDIA-Certified Systems' 2x rule over every card's memory, and the
    // ZeRO-Offload host states of every run.
    const bool offload = s.offload != Offload::None;
    r.host.offloadRequired *= runsD;
    r.host.recommended = std::max(a.hostMemoryFactor * n * gpu.memoryGb,
                                  offload ? r.host.offloadRequired + a.hostOsGb : 0.0);

    // The CPUs update every run's offloaded optimizer states: each run gets 1/runs of the
    // server's CPU Adam rate (assumption cpu_adam_params_per_s is per server).
    StepTiming& st = r.step;
    if (offload) {
        const double extra =
            (runsD - 1) * r.trainable / a.cpuAdamParamsPerS / s.gradientAccumulation;
        const double alone = st.stepS;
        st.optimizerS += extra;
        st.stepS += extra;
        st.stepSSerial += extra;
        st.tokensPerS = st.stepS > 0 ? st.tokensPerStep / st.stepS : 0;
        if (alone > 0) // the run's time scales with its step
            r.time.hours *= st.stepS / alone;
    }

    // Power: all cards at full load (the page: "plan the feed for the full load").
    PowerDraw& pw = r.power;
    pw.gpus = n * pw.perGpuW;
    pw.overhead = a.powerOverhead * (pw.gpus + pw.cpus);
    pw.total = pw.gpus + pw.cpus + pw.overhead;
    for (Feed& f : r.feeds)
        f.fits = pw.total <= f.limitW;

    // Storage: every run keeps its checkpoints and writes its own final model.
    Storage& sto = r.storage;
    sto.checkpointsKept *= runsD;
    sto.finalBf16 *= runsD;
    sto.finalFp8 *= runsD;
    sto.total = sto.checkpointsKept + sto.finalBf16 + sto.finalFp8;

    // Time: the runs train in parallel, each its dataset: the wall time is one run's.
    r.time.energyKwh = pw.total * r.time.hours / 1000;
    r.time.energyCost = r.time.energyKwh * a.energyPrice;

    std::erase_if(r.warnings, [](const Warning& w) {
        return w.code == "feed_exceeded" || w.code == "cap_or_32a" || w.code == "host_memory" ||
               w.code == "cpu_cores";
    });
    addServerWarnings(r, s, a, &server);
}

} // namespace

SizingResult evaluate(const Scenario& s, const Catalog& cat) {
    const ServerSpec* server = s.server.empty()
                                   ? cat.smallestServerFor(s.gpu, std::max(1, s.gpuCount))
                                   : cat.findServer(s.server);
    const GpuSpec* gpu = cat.findGpu(server ? server->gpu : s.gpu);
    const int n = s.gpuCount > 0 ? s.gpuCount : (server ? server->gpuCount : 1);
    std::optional<RunSplit> split;
    if (server && gpu) {
        if (auto e = splitRuns(*server, *gpu, n, std::max(1, s.runsSideBySide)))
            split = std::move(e).value();
        else if (auto one = splitRuns(*server, *gpu, n, 1)) // parseScenario() rejects these
            split = std::move(one).value();
    }
    const int runs = split ? split->runs : 1;
    SizingResult r;
    if (runs > 1) {
        Scenario one = s;
        one.runsSideBySide = 1;
        one.server = server->id;
        one.gpuCount = split->gpusPerRun;
        r = evaluateRun(one, cat);
        shareServer(r, s, cat, *server, *gpu, n, runs);
    } else {
        r = evaluateRun(s, cat);
    }
    r.runsSideBySide = runs;
    r.gpusPerRun = r.gpuCount / runs;
    for (int i = 0; i < runs; ++i) {
        RunShare run;
        run.index = i + 1;
        if (split) {
            run.gpus = split->groups[std::size_t(i)].gpus;
            run.nvlinkDomain = split->groups[std::size_t(i)].nvlinkDomain;
        }
        run.fits = r.fits;
        run.verdict = runVerdict(r);
        run.headroomGb = r.perGpu.headroom;
        r.runs.push_back(std::move(run));
    }
    ServerTotals& t = r.serverTotals;
    t.gpus = r.gpuCount;
    t.tokensPerS = runs * r.step.tokensPerS;
    t.statesGb = runs * r.statesGb;
    t.cpuCores = server ? server->cpuSockets * server->cpuCores : 0;
    t.cpuCoresPerRun = double(t.cpuCores) / runs;
    t.cpuCoresNeeded = cat.assumptions.cpuCoresPerGpu * r.gpuCount;
    t.cpuPowerPerRunW = r.power.cpus / runs;
    t.powerPerRunW = r.power.total / runs;
    t.energyPerRunKwh = r.time.energyKwh / runs;
    return r;
}

} // namespace headroom
