#include "memory/gpumemory.h"

#include "memory/longestfit.h"
#include "memory/sdpamask.h"
#include "memory/statebytes.h"
#include "memorymodel.h"
#include "memory/stageshare.h"
#include "scenariorange.h"

#include <algorithm>
#include <cmath>

namespace headroom {

namespace {

constexpr double GB = 1e9;
constexpr double kBf16 = 2; // bytes per BF16 value

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
    double outsideGb = 0;      ///< NCCL's NVLS buffers outside PyTorch's allocator, GB
    double loadReservedGb = 0; ///< reserved at the end of loading (on-GPU quantisation), GB
    double unsyncedGradientBytes = 0; ///< FSDP1 no_sync: the unsharded gradients, bytes
    double loraTrainable = -1;        ///< MemoryInput::loraTrainable (the model run whole)
    // A parallel plan's stage (defaults: the whole model on every GPU).
    int contextShards = 1;       ///< cp: the rank keeps 1/cp of each sequence's tokens
    double hiddenShards = 1;     ///< sequence parallelism over the tp ranks
    bool torchtitanTensorParallel = false; ///< gathered linear inputs, loss_parallel
    bool megatronLoss = false;   ///< Megatron-Core's vocab-parallel cross-entropy
    double inFlight = 1;         ///< micro-batches whose saved tensors the stage holds
    bool lmHead = true;          ///< the stage computes the LM head and the loss
    double dispatchPerToken = 0; ///< expert parallelism: all-to-all buffers per token, bytes
    /// Context parallelism's exchange counted in the attention (MemoryInput::contextRanks).
    int exchangeRanks = 1;
    bool exchangeAllToAll = false;
    int kvHeadsBeforeExchange = 0;
    bool fusedKernels = false; ///< the plan's stack fuses norms and SwiGLU (stageshare.h)
    double indexedExpertGradientElementBytes = 0; ///< MemoryInput's (the model run whole)
    bool denseExperts = false;                    ///< MemoryInput's (the model run whole)
    EagerAttentionCode eager{};                   ///< MemoryInput's eager attention flags
    bool indexedExpertGradientBeside = false;     ///< MemoryInput's
};

namespace {

/// ZeRO's sizes as the memory model takes them (statebytes.h zeroSizes).
void setZeroSizes(MemoryInput& in, const ZeroSizes& zero) {
    in.zeroReduceBucket = zero.reduceBucket;
    in.zeroPrefetchBucket = zero.prefetchBucket;
    in.zeroMaxLive = zero.maxLiveParameters;
    in.zeroPersistenceThreshold = zero.persistenceThreshold;
    in.zeroOverlapComm = zero.overlapComm;
}

} // namespace

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
    in.sdpaMasks = sdpaMasks(*c.s, *c.arch, tokens);
    in.litgpt = c.s->stack == "litgpt";
    in.eagerSoftmaxFp32 = c.eager.softmaxFp32;
    in.eagerRepeatsKv = c.eager.repeatsKv;
    in.ligerKernels = c.s->stack == "liger";
    in.unslothKernels = c.s->stack == "unsloth";
    // FSDP1's block wrap (accelerate, Lightning) keeps embedding and LM head in the root unit;
    // FSDP2 (torchtune, torchtitan, accelerate ≥ 1.14: 60b5c258) shards them apart, Axolotl's
    // fsdp2_prepare_model does not (monkeypatch/accelerate/fsdp2.py at 067b021c).
    const bool axolotl = c.s->recipe && c.s->recipe->framework == "axolotl" &&
                         (c.s->stack == "hf-trainer" || c.s->stack == "liger");
    in.fsdpSeparateEmbedding = c.s->fsdpVersion == FsdpVersion::Fsdp2 && !axolotl;
    in.deepspeed = shardingImplOf(*c.s) == ShardingImpl::DeepSpeed;
    setZeroSizes(in, zeroSizes(*c.s, c.arch->hidden, *c.a));
    // The gathered units of a GPTQ / AWQ / MXFP4 base in their own format (NF4 as before).
    const Quantizer q = c.s->quantizer;
    if (q == Quantizer::Gptq || q == Quantizer::Awq || q == Quantizer::Mxfp4)
        in.quantizedWeightBytes = quantizedBytesPerWeight(*c.s, *c.arch, *c.a);
    in.loraDropout = c.s->loraDropout > 0;
    in.compiled = c.s->compile || c.fusedKernels;
    in.activationOffload = c.s->activationOffload;
    in.tiledMlp = c.s->tiledMlp;
    in.selectiveOpCheckpointing = checkpointsPerOp(*c.s);
    in.gradientBytes = c.gradientBytes;
    in.gradientsPersist = c.s->gradientAccumulation > 1;
    in.trainVision = c.s->trainVision && c.s->method == Method::Full;
    in.method = c.s->method;
    in.loraRank = c.s->loraRank;
    in.loraTargets = c.s->loraTargets;
    in.loraRoutedExperts = c.s->loraRoutedExperts;
    in.loraTrainable = c.loraTrainable;
    in.dora = c.s->dora;
    in.moeCapacityFactor = c.s->moeCapacityFactor;
    in.sharding = c.s->sharding;
    in.offload = c.s->offload;
    in.gpuCount = c.gpuCount;
    in.fsdpVersion = c.s->fsdpVersion;
    in.untiedHeadCopy = c.arch->tiedEmbeddings && c.s->untieEmbeddings;
    in.nf4DoubleQuant = c.s->nf4DoubleQuant;
    in.quantizedHead = c.s->quantizeLmHead;
    in.hiddenShards = c.hiddenShards;
    in.torchtitanTensorParallel = c.torchtitanTensorParallel;
    in.megatronLoss = c.megatronLoss;
    in.inFlight = c.inFlight;
    in.lmHead = c.lmHead;
    in.contextRanks = c.exchangeRanks;
    in.contextAllToAll = c.exchangeAllToAll;
    in.kvHeadsBeforeExchange = c.kvHeadsBeforeExchange;
    in.indexedExpertGradientElementBytes = c.indexedExpertGradientElementBytes;
    in.indexedExpertGradientBeside = c.indexedExpertGradientBeside;
    in.denseExperts = c.denseExperts;
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
/// fragmentation from the catalog), the blocks it kept from loading, or, at the loss's
/// backward, what is alive then plus the blocks it cannot reuse for the fp32 gradients (the
/// BF16 logits, SliceBackward's full-size gradient: MemoryTerms::lossStranded), whichever is
/// largest.
double reservedPeakGb(const MemoryContext& c, double allocatedGb, const MemoryTerms& t) {
    double reserved = std::max(allocatedGb * (1 + c.a->fragmentation), c.loadReservedGb);
    if (t.lossStranded > 0) {
        const double atLoss = c.statesWithoutGradients + (t.lossPhase + t.buffers) / GB;
        reserved = std::max(reserved, atLoss * (1 + c.a->fragmentation) + t.lossStranded / GB);
    }
    return reserved;
}

/// The card as nvidia-smi shows it: the allocator's blocks, the CUDA context, paged states.
double totalGb(const MemoryContext& c, double allocatedGb, const MemoryTerms& t) {
    return reservedPeakGb(c, allocatedGb, t) + c.a->cudaContextGb + c.pagedGb + c.outsideGb;
}

double freeAt(const MemoryContext& c, std::int64_t textTokens) {
    const MemoryTerms t = termsAt(c, textTokens);
    return c.capacity - totalGb(c, allocatedAt(c, t), t);
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
    case Quantizer::Gptq:
    case Quantizer::Awq:
    case Quantizer::Mxfp4:
        return 0; // the checkpoint is quantised already
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

/// The gradients an FSDP1 run keeps whole while it accumulates (bytes per GPU), or 0.
/// Hugging Face's Trainer runs every micro-step in `self.accelerator.accumulate(model)`
/// (transformers trainer.py _inner_training_loop, 4.38 to 4.45), and accelerate enters the
/// model's no_sync() on every micro-step but the last of an accumulation (accelerate v0.28.0
/// accelerator.py Accelerator.accumulate: `contextlib.nullcontext() if self.sync_gradients else
/// self.no_sync(m)`, with the plugin's sync_each_batch False by default; Accelerator.no_sync:
/// `getattr(model, "no_sync", context)`). FSDP1's no_sync (torch/distributed/fsdp/
/// fully_sharded_data_parallel.py FullyShardedDataParallel.no_sync, PyTorch 2.2: "FSDP will
/// accumulate the full model gradients (instead of gradient shards) until the eventual sync",
/// and "When used with CPU offloading, the gradients will not be offloaded to CPU when inside
/// the context manager") skips the reduce-scatter (_runtime_utils.py _post_backward_hook:
/// `if not state._sync_gradients: ... return`), so every trainable parameter's unsharded
/// gradient stays on the GPU from the first micro-step through the last one's backward, with
/// CPU offload as without it (transformers issue #29425, March 2024, traces the Trainer's
/// micro-steps into this no_sync; accelerate PR #2531 added sync_each_batch to avoid it, off
/// by default). The unsharded gradient has the dtype of the unsharded parameter autograd
/// differentiates, the 16-bit compute dtype (FSDP MixedPrecision's param_dtype, or the
/// parameter's own BF16): 2 B per trainable parameter. (The optimizer step sees shards again.)
double unsyncedGradientBytes(const Scenario& s, const ModelStates& states) {
    // The Hugging Face Trainer (accelerate's accumulate()) and LitGPT (Lightning-AI/litgpt at
    // 5895df10, finetune/full.py fit(): `with fabric.no_backward_sync(model,
    // enabled=is_accumulating)`, which Lightning 2.3.0's fabric/strategies/fsdp.py
    // _FSDPBackwardSyncControl.no_backward_sync turns into the FSDP root's `no_sync()`).
    const bool trainerLoop = s.stack == "hf-trainer" || s.stack == "liger" || s.stack == "litgpt";
    const bool fsdp1 = s.sharding == Sharding::Full && shardingImplOf(s) == ShardingImpl::Fsdp &&
                       s.fsdpVersion == FsdpVersion::Fsdp1;
    if (!trainerLoop || !fsdp1 || s.gradientAccumulation <= 1 || s.optimizerInBackward)
        return 0;
    return states.trainable * kBf16;
}

/// Longest text sequence that fits (core/memory/longestfit.h).
std::int64_t maxSequence(const MemoryContext& c, std::int64_t limit, std::int64_t known,
                         double freeKnown) {
    return longestFitting([&](std::int64_t tokens) { return freeAt(c, tokens); }, limit, known,
                          freeKnown);
}

/// LoRA on an LLM.int8 base (Dettmers et al. 2022): transformers' Bnb8BitHfQuantizer
/// (src/transformers/quantizers/quantizer_bnb_8bit.py at commit 01080c62,
/// _process_model_before_weight_loading) runs replace_with_bnb_linear over every nn.Linear but
/// get_modules_to_not_convert(), which holds the output embedding (lm_head): the language
/// model's linears become bitsandbytes Linear8bitLt with Int8Params, one int8 per weight (the
/// catalog's int8_bytes_per_weight). Embeddings, norms and lm_head stay BF16, as the QLoRA
/// term counts them: peft's prepare_model_for_kbit_training (src/peft/utils/other.py at
/// 012c0d5a, "cast all non INT8 parameters to fp32") upcasts them, but Axolotl casts the norms
/// and embedding modules back to the compute dtype when an adapter trains
/// (src/axolotl/loaders/model.py at 067b021c, _configure_embedding_dtypes), and TRL's
/// SFTTrainer (trl/trainer/sft_trainer.py at f2cd5771) calls get_peft_model without it.
double int8BaseBytes(const ParameterCounts& p, double headCopy, const Assumptions& a) {
    return p.textLinear * a.int8BytesPerWeight + (p.total + headCopy - p.textLinear) * kBf16;
}

/// The frozen base under LoRA (BF16), LoRA on an int8 base, or QLoRA (Dettmers et al. 2023:
/// LM linears in NF4, the rest in BF16; LitGPT's BitsandbytesPrecision also converts lm_head,
/// every nn.Linear. NF4 without double quantisation keeps one fp32 absmax per 64 weights:
/// 0.5 + 4/64 B, QLoRA §3, bitsandbytes quantize_4bit blocksize=64), bytes.
double adapterBaseBytes(const Scenario& s, const ModelArch& arch, const Assumptions& a,
                        double headCopy, double lmHeadParams) {
    const ParameterCounts& p = arch.params;
    if (s.method == Method::Lora)
        return (p.total + headCopy) * kBf16;
    if (s.method == Method::Lora8bit)
        return int8BaseBytes(p, headCopy, a);
    const double quantized = quantizedWeights(s, arch, lmHeadParams);
    return quantized * quantizedBytesPerWeight(s, arch, a) +
           (p.total + headCopy - quantized) * kBf16;
}

} // namespace

ModelStates modelStates(const Scenario& s, const ModelArch& arch, const Assumptions& a) {
    ModelStates ms;
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
        trainable = adapterWeights(arch, s); // r · Σ(in + out) (Hu et al. 2021), DoRA's m
        // PEFT modules_to_save (ModulesToSaveWrapper.update, src/peft/utils/other.py at
        // 012c0d5a: `copy.deepcopy(self.original_module)`): a trainable deep copy of the
        // module beside the frozen original, with weights, gradients and optimizer states as
        // any trained parameter has them. A tied LM head is copied apart from the embedding.
        if (s.modulesToSave & LoraEmbed)
            trainable += p.embedding;
        if (s.modulesToSave & LoraLmHead)
            trainable += arch.tiedEmbeddings ? p.embedding : p.lmHead;
        frozenWeightBytes = adapterBaseBytes(s, arch, a, headCopy, lmHeadParams);
    }

    double wBytes = trainable * tb.weights, gBytes = trainable * tb.gradients,
           oBytes = trainable * tb.optimizer;
    ms.statesGb = (wBytes + gBytes + oBytes + frozenWeightBytes) / GB;
    ms.frozenBytes = frozenWeightBytes;
    // The quantisation constants stay whole on every GPU (replicatedQuantStateBytes): out of
    // what is sharded or offloaded, into what each GPU holds in full.
    const double replicated = replicatedQuantStateBytes(s, arch, a, lmHeadParams);
    frozenWeightBytes -= replicated;
    ms.replicatedBytes = replicated;
    const double host = offloadedHostBytes(s, a, trainable, frozenWeightBytes);
    if (offload) {
        // ZeRO-Offload: 16-bit weights stay on the GPU, the rest on the host; with parameter
        // offload the GPUs hold only the units gathered for compute (the memory model's
        // buffers) and the replicated constants.
        wBytes = s.offload == Offload::Parameters ? 0 : trainable * kBf16;
        gBytes = 0;
        oBytes = 0;
        if (s.offload == Offload::Parameters)
            frozenWeightBytes = 0;
    }
    if (s.optimizerInBackward && !offload) {
        // The optimizer step runs in each gradient's hook and frees it: at most the largest
        // tensor's gradient (the embedding or LM head) is alive (torchtune
        // optimizer_in_bwd; PyTorch "How to save memory by fusing the optimizer step").
        gBytes = std::max(p.embedding, p.lmHead) * tb.gradients;
        if (!full)
            gBytes = std::min(gBytes, trainable * tb.gradients);
    }
    ms.perParam = tb;
    ms.trainable = trainable;
    ms.weightBytes = wBytes;
    ms.gradientBytes = gBytes;
    ms.optimizerBytes = oBytes;
    ms.frozenOnGpuBytes = frozenWeightBytes;
    ms.hostBytes = host;
    return ms;
}

namespace {

/// One group of parameters a GPU holds: bytes before sharding and the ranks sharing them.
struct Held {
    double weights = 0, gradients = 0, optimizer = 0, frozen = 0;
    double trainable = 0;
    double shards = 1;
};

/// Which states the sharding splits, and the optimizer step's temporaries.
struct StateSharding {
    bool weights = false, gradients = false, optimizer = false;
    /// The optimizer step's temporaries (statebytes.h stepTemporaryBytes), per trainable
    /// parameter sharded as the optimizer's states. Megatron-LM steps its dense and expert
    /// parameters with one optimizer each, one after the other (megatron/core/optimizer/
    /// __init__.py at d98e8a64: ChainedOptimizer): the larger group's, not their sum.
    double stepTemporaryBytes = 0;
    bool temporariesPerGroup = false;
};

StateSharding stateSharding(const Scenario& s) {
    StateSharding sh;
    const bool offload = s.offload != Offload::None;
    sh.weights = s.sharding == Sharding::Full;
    sh.gradients = sh.weights || s.sharding == Sharding::Zero2;
    sh.optimizer = sh.gradients || s.sharding == Sharding::Zero1;
    sh.stepTemporaryBytes = offload ? 0 : stepTemporaryBytes(s);
    sh.temporariesPerGroup = runsPrecisionAwareOptimizer(s);
    return sh;
}

/// Per-GPU states of `groups` into `mm`; returns the optimizer step's temporaries (GB).
double holdStates(const StateSharding& sh, const Held* groups, int count, PerGpuMemory& mm) {
    double temporaries = 0;
    for (int i = 0; i < count; ++i) {
        const Held& g = groups[i];
        mm.weights += (g.weights + g.frozen) / (sh.weights ? g.shards : 1) / GB;
        mm.gradients += g.gradients / (sh.gradients ? g.shards : 1) / GB;
        mm.optimizer += g.optimizer / (sh.optimizer ? g.shards : 1) / GB;
        const double copies =
            g.trainable * sh.stepTemporaryBytes / (sh.optimizer ? g.shards : 1) / GB;
        temporaries = sh.temporariesPerGroup ? std::max(temporaries, copies) : temporaries + copies;
    }
    mm.states = mm.weights + mm.gradients + mm.optimizer; // the page's (ZeRO) accounting
    return temporaries;
}

/// The memory of one GPU whose states are in `mm`, at the scenario's sequence length.
void sizeStage(const Scenario& s, PerGpuMemory& mm, MemoryContext& ctx, double stepTemporaries) {
    const bool offload = s.offload != Offload::None;
    // Gradients are freed after each optimizer step, so the memory model tracks which of
    // them exist at the peak (all of them while the bottom layers back-propagate; none
    // during the forward unless accumulated). With the optimizer in backward only one
    // tensor's is alive.
    const double gradientBytesPerGpu =
        s.optimizerInBackward ? 0 : std::max(mm.gradients * GB, ctx.unsyncedGradientBytes);
    const double pagedGb = mm.optimizer * pagedFraction(s, *ctx.a);
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
    mm.reservedPeak = reservedPeakGb(ctx, allocated, terms);
    mm.total = totalGb(ctx, allocated, terms);
    mm.reserved = mm.total - allocated - pagedGb; // context, NCCL, allocator reserve
    mm.headroom = mm.capacity - mm.total;
}

/// The GPU's memory, and the context it was sized in (for the longest sequence that fits).
struct SizedGpu {
    GpuMemory memory;
    MemoryContext ctx;
};

/// Every parameter on every GPU (no model split): the states sharded by the data-parallel
/// group, bitsandbytes' constants whole.
void sizeWholeModel(const Scenario& s, const ModelStates& states, const StateSharding& sh,
                    double shards, SizedGpu& out) {
    Held all[2];
    all[0].weights = states.weightBytes;
    all[0].gradients = states.gradientBytes;
    all[0].optimizer = states.optimizerBytes;
    all[0].frozen = states.frozenOnGpuBytes;
    all[0].trainable = states.trainable;
    all[0].shards = shards;
    all[1].frozen = states.replicatedBytes; // whole on every GPU (shards 1)
    out.ctx.unsyncedGradientBytes = unsyncedGradientBytes(s, states);
    if (s.method != Method::Full)
        out.ctx.loraTrainable = states.trainable;
    const double temporaries = holdStates(sh, all, 2, out.memory.perGpu);
    sizeStage(s, out.memory.perGpu, out.ctx, temporaries);
}

/// The dense and expert parameters one pipeline stage's GPU holds, before sharding.
void stageGroups(const Scenario& s, const ModelArch& arch, const ModelStates& states,
                 const StageShare& sh, Held& dense, Held& experts) {
    const ParameterCounts& p = arch.params;
    const StateBytesPerParam& tb = states.perParam;
    const bool full = s.method == Method::Full;
    const bool offload = s.offload != Offload::None;
    // Bytes per trainable parameter on the GPU after offload (as modelStates counts them).
    const bool paramsOffloaded = s.offload == Offload::Parameters;
    const double wPer = offload ? (paramsOffloaded ? 0 : kBf16) : tb.weights;
    const double gPer = offload ? 0 : tb.gradients;
    const double oPer = offload ? 0 : tb.optimizer;
    const double visionGpu = sh.arch.params.vision;
    if (full) {
        const double frozenVision = s.trainVision ? 0 : visionGpu;
        dense.trainable = sh.nonExpertParams - frozenVision;
        dense.frozen = frozenVision * kBf16;
        experts.trainable = sh.expertParams;
    } else {
        // Adapters on the stage's layers; the frozen base in proportion to the
        // parameters the GPU holds (bitsandbytes' constants with it, sharded: a
        // pipeline-split QLoRA base is not in the calibration data).
        dense.trainable = s.loraRank * sh.loraNonExpertPerRank;
        experts.trainable = s.loraRank * sh.loraExpertPerRank;
        const double perParam = p.total > 0 ? states.frozenBytes / p.total : 0;
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
}

/// The exchange context parallelism adds inside each attention layer (layerparts.cpp
/// addContextExchange): all-to-all as DeepSpeed ALST's Ulysses runs it (with the KV heads the
/// rank held before ALST repeated them, stageshare.cpp replicateKvHeads), or the ring as
/// Transformer Engine runs it for Megatron-Core. Not counted, their code not read: an
/// all-to-all other than ALST's Ulysses alone (runsAlstUlysses: beside tensor, pipeline or
/// expert parallelism, or without DeepSpeed, it is Megatron-Core's, Transformer Engine's
/// AttnFuncWithCPAndQKVOA2A; ALST runs the Hugging Face model whole), and torchtitan's ring
/// (FSDP2 `sharding: full`, PyTorch's context_parallel), whose published runs
/// (test_parallelpapers.cpp, Table 2) keep the FSDP-only peak at cp up to 8.
void contextExchange(const ModelArch& arch, const ParallelPlan& plan, const StageShare& sh,
                     MemoryContext& sc) {
    if (plan.cp <= 1)
        return;
    if (plan.cpKind == ContextParallelKind::AllToAll) {
        if (!runsAlstUlysses(*sc.s, plan))
            return;
        sc.exchangeRanks = plan.cp;
        sc.exchangeAllToAll = true;
        const int kv = arch.attention.kvHeads; // the model's, no tensor parallelism here
        if (kv > 0 && sh.arch.attention.kvHeads > kv)
            sc.kvHeadsBeforeExchange = kv;
    } else if (pipelineSplit(*sc.s) == PipelineSplit::Megatron) {
        sc.exchangeRanks = plan.cp;
    }
}

/// The memory context of a pipeline stage's GPU: its share of the model and of the sequence.
void stageContext(const ModelArch& arch, const ParallelPlan& plan, const StageShare& sh,
                  MemoryContext& sc) {
    sc.arch = &sh.arch;
    sc.contextShards = plan.cp;
    sc.hiddenShards = plan.sequenceParallel ? plan.tp : 1;
    sc.torchtitanTensorParallel = plan.tp > 1 && pipelineSplit(*sc.s) == PipelineSplit::Torchtitan;
    // Narayanan et al. 2021 §2.2: the first stage holds the most micro-batches; the
    // last runs each micro-batch's backward right after its forward; the fullest middle
    // stage is taken as the second (plan.h: pp − 1 with 1F1B).
    sc.inFlight = sh.kind == StageKind::Last     ? 1
                  : sh.kind == StageKind::Middle ? stageInFlightMicroBatches(plan, 1)
                                                 : inFlightMicroBatches(plan);
    sc.lmHead = sh.kind == StageKind::Last || sh.kind == StageKind::Only;
    // DeepSpeed's Ulysses alone runs the Hugging Face model as it is (runsAlstUlysses): its own
    // kernels, fused only where the scenario says so (`compile`, Liger).
    sc.fusedKernels = planFusesKernels(plan) && !runsAlstUlysses(*sc.s, plan);
    sc.megatronLoss = runsMegatronLoss(*sc.s, plan);
    contextExchange(arch, plan, sh, sc);
    if (plan.ep > 1 && arch.mlp.experts > 0 && sh.arch.moeLayers > 0)
        // Megatron-LM megatron/core/transformer/moe/token_dispatcher.py (d98e8a64),
        // MoEAlltoAllTokenDispatcher: dispatch_preprocess permutes the k routed copies
        // of each token (permutated_local_input_tokens) and token_dispatch's
        // all_to_all returns global_input_tokens of the same size under balanced
        // routing; both exist at the exchange (BF16, h wide); combine reverses it.
        sc.dispatchPerToken = 2.0 * kBf16 * std::max(1, arch.mlp.expertsPerToken) * arch.hidden;
}

/// A plan that splits the model: the fullest pipeline stage's share (the first stage's
/// in-flight activations, the last stage's head and loss, or, where an uneven split gives a
/// middle stage more layers than the first (stageLayers), the second stage's, whichever needs
/// more).
void sizeFullestStage(const Scenario& s, const ModelArch& arch, const ModelStates& states,
                      const ParallelPlan& plan, const StateSharding& shardedStates,
                      double capacityGb, StageShare (&stages)[3], SizedGpu& out) {
    const double shards = stateShards(plan);             // dp · cp, or the HSDP group
    const double expertShards = expertStateShards(plan); // dp · cp / ep
    const PipelineSplit split = pipelineSplit(s);
    const StageLayers layers = stageLayers(arch.layers, plan, split);
    const StageKind kinds[3] = {StageKind::First, StageKind::Last, StageKind::Middle};
    const int count = plan.pp <= 1 ? 1 : layers.middle > layers.first ? 3 : 2;
    PerGpuMemory best;
    MemoryContext bestCtx = out.ctx;
    for (int i = 0; i < count; ++i) {
        const StageShare& sh = stages[i] = stageShare(
            arch, plan, count == 1 ? StageKind::Only : kinds[i], s.loraTargets, split,
            s.loraRoutedExperts);
        Held groups[2];
        Held& dense = groups[0];
        Held& experts = groups[1];
        stageGroups(s, arch, states, sh, dense, experts);
        // States the plan holds whole (stageshare.h planStates), not split by the sharding.
        const PlanStates whole = planStates(s, plan, sh, dense.trainable + experts.trainable);
        dense.frozen += whole.gatheredWeights * (shardedStates.weights ? shards : 1);
        dense.gradients += whole.extraGradients * (shardedStates.gradients ? shards : 1);
        dense.shards = shards;
        experts.shards = expertShards;
        PerGpuMemory mm;
        mm.capacity = capacityGb;
        const double temporaries = holdStates(shardedStates, groups, 2, mm);
        MemoryContext sc = out.ctx;
        stageContext(arch, plan, sh, sc);
        sizeStage(s, mm, sc, temporaries);
        if (i == 0 || mm.total > best.total) {
            best = mm;
            bestCtx = sc;
            out.memory.paramsPerGpu = sh.nonExpertParams + sh.expertParams;
            out.memory.trainablePerGpu = dense.trainable + experts.trainable;
        }
    }
    out.memory.perGpu = best;
    out.ctx = bestCtx;
}

/// One GPU of the run at the scenario's sequence length (gpuMemory without the longest fit).
/// `stages` holds the pipeline stages' shares the context points into.
SizedGpu sizeGpu(const Scenario& s, const ModelArch& arch, const Assumptions& a,
                 const ModelStates& states, const ParallelPlan& plan, double capacityGb,
                 std::int64_t imageTokensLongest, int imagesLongest, double outsideGb,
                 StageShare (&stages)[3]) {
    const double shards = stateShards(plan); // dp · cp, or the HSDP group
    SizedGpu out{{},
                 {&s, &arch, &a, 0, 0, capacityGb, imageTokensLongest, imagesLongest,
                  static_cast<int>(shards)}};
    out.ctx.outsideGb = outsideGb;
    out.memory.perGpu.capacity = capacityGb;
    // The GPU's share of the model: every parameter without a model split; with one, the
    // fullest pipeline stage's share.
    out.memory.paramsPerGpu = arch.params.total;
    out.memory.trainablePerGpu = states.trainable;
    // transformers' expert loop (memorymodel.h indexedExpertGradientBytes) where the run
    // executes the Hugging Face model whole.
    if (runsModelWhole(s, plan)) {
        out.ctx.denseExperts = runsTransformersModel(s) && denseExpertDispatch(arch);
        out.ctx.indexedExpertGradientElementBytes = indexedExpertGradientElementBytes(s, states);
        out.ctx.indexedExpertGradientBeside =
            (s.sharding == Sharding::None && s.gradientAccumulation > 1) ||
            unsyncedGradientBytes(s, states) > 0;
    }
    out.ctx.eager = eagerAttentionCode(s, arch, plan);
    const StateSharding sh = stateSharding(s);
    if (!plan.splitsModel())
        sizeWholeModel(s, states, sh, shards, out);
    else
        sizeFullestStage(s, arch, states, plan, sh, capacityGb, stages, out);
    out.memory.pagedGb = out.memory.perGpu.optimizer * pagedFraction(s, a);
    return out;
}

} // namespace

bool runsTransformersModel(const Scenario& s) {
    // torchtune and LitGPT build their own models; Unsloth patches the mixture-of-experts
    // blocks; Megatron-LM and torchtitan run grouped GEMMs (their plans split the model).
    return s.stack.empty() || s.stack == "hf-trainer" || s.stack == "liger";
}

double indexedExpertGradientElementBytes(const Scenario& s, const ModelStates& states) {
    if (!runsTransformersModel(s) || s.method != Method::Full)
        return 0;
    // FSDP's and ZeRO-3's BF16 compute parameters under sharding, else the gradient state's.
    if (s.sharding == Sharding::Full || states.perParam.gradients <= 0)
        return kBf16;
    return states.perParam.gradients;
}

GpuMemory gpuMemory(const Scenario& s, const ModelArch& arch, const Assumptions& a,
                    const ModelStates& states, const ParallelPlan& plan, double capacityGb,
                    std::int64_t imageTokensLongest, int imagesLongest, double outsideGb) {
    StageShare stages[3];
    SizedGpu sized = sizeGpu(s, arch, a, states, plan, capacityGb, imageTokensLongest,
                             imagesLongest, outsideGb, stages);
    GpuMemory& out = sized.memory;
    // The longest text that fits, up to the model's context (at least 2^20, and at least the
    // scenario's own length: context extension trains beyond it, as DeepSpeed ALST's 3.7M-token
    // runs of Llama 3.1 8B do) and never beyond the scenario limit for text and image tokens
    // together.
    const std::int64_t contextLimit = std::max<std::int64_t>(
        {arch.maxPositionEmbeddings, std::int64_t(1) << 20, s.sequenceLength});
    const std::int64_t sequenceLimit =
        static_cast<std::int64_t>(maxSequenceTokens()) - imageTokensLongest;
    out.maxSequenceLength = maxSequence(sized.ctx, std::min(contextLimit, sequenceLimit),
                                        s.sequenceLength, out.perGpu.headroom);
    return out;
}

PerGpuMemory gpuMemoryAt(const Scenario& s, const ModelArch& arch, const Assumptions& a,
                         const ModelStates& states, const ParallelPlan& plan, double capacityGb,
                         std::int64_t imageTokensLongest, int imagesLongest, double outsideGb) {
    StageShare stages[3];
    return sizeGpu(s, arch, a, states, plan, capacityGb, imageTokensLongest, imagesLongest,
                   outsideGb, stages)
        .memory.perGpu;
}

} // namespace headroom
