#include "memorymodel.h"

#include "layerparts.h"
#include "memory/commbuffers.h"

#include <algorithm>
#include <cmath>

// The peak of the training step per GPU beyond the model states: every layer's saved tensors or
// checkpoints, the largest layer's backward, the vision tower, the loss and the LM head's
// backward, the gradients alive in each phase, and the communication buffers. The tensors each
// layer keeps: layerparts.cpp.

namespace headroom {

using namespace layermodel;

namespace {

/// What the layers' options are for this input (LayerOptions: what each layer keeps).
LayerOptions layerOptions(const MemoryInput& in) {
    const bool lora = in.method != Method::Full;
    LayerOptions o;
    // Liger's kernels fuse what compile fuses, compiled or not: LigerRMSNorm keeps its BF16
    // input and the fp32 rstd (linkedin/Liger-Kernel@ead96b61 src/liger_kernel/ops/rms_norm.py
    // LigerRMSNormFunction.forward: `ctx.save_for_backward(X, W, RSTD)`), as normPart's
    // compiled norm; its SwiGLU keeps gate and up (inPlaceSwiglu).
    // Unsloth's full fine-tune and its LoRA on an 8-bit base go through FastModel, which
    // compiles the model's modules whatever the scenario's `compile` (unslothai/unsloth@015bdef0d9
    // models/loader.py: `if load_in_8bit or full_finetuning ...: FastModel.from_pretrained`,
    // whose unsloth_compile_transformers(compile_torch_modules = True, disable = False)).
    const bool fastModel =
        in.unslothKernels && (in.method == Method::Full || in.method == Method::Lora8bit);
    o.compiled = in.compiled || in.ligerKernels || fastModel;
    // Unsloth's RMSNorm is a fused kernel too (unsloth@015bdef0d9
    // unsloth/kernels/rms_layernorm.py Fast_RMS_Layernorm: `ctx.save_for_backward(X, W, r)`, r
    // fp32 per row; models/llama.py LlamaDecoderLayer_fast_forward calls fast_rms_layernorm on
    // both of a layer's norms in training), where its LoRA runs leave the MLP to its LoRA_MLP
    // kernel or the model's eager code: the norm alone, not `compiled`.
    o.fusedNorm = in.ligerKernels || in.unslothKernels;
    o.frozenBase = lora;
    o.loraRank = lora ? in.loraRank : 0;
    o.loraTargets = in.loraTargets;
    o.loraRoutedExperts = in.loraRoutedExperts;
    o.eagerAttention = in.eagerAttention;
    o.expandedKv = in.expandedKv;
    o.sdpaPaddingMask = in.sdpaMasks > 0;
    o.eagerSoftmaxFp32 = in.eagerSoftmaxFp32;
    o.eagerRepeatsKv = in.eagerRepeatsKv;
    const bool int8Base = in.method == Method::Lora8bit;
    o.quantizedBase = in.method == Method::Qlora || int8Base;
    // DeepSpeed ZeRO-3 loads the model under zero.Init, which leaves F.linear patched to
    // LinearFunctionForZeroStage3 (layerparts.cpp keepsInput).
    o.zero3Linear = in.sharding == Sharding::Full && in.deepspeed;
    o.litgptLora = in.litgpt && lora;
    o.loraDropout = in.loraDropout && lora && !in.litgpt;
    o.hiddenShards = std::max(1.0, in.hiddenShards);
    o.gatheredLinearInputs = in.torchtitanTensorParallel;
    o.dora = in.dora && lora;
    o.capacityFactor = in.moeCapacityFactor;
    o.denseExperts = in.denseExperts;
    o.inPlaceSwiglu = in.ligerKernels;
    // FastLanguageModel.get_peft_model patches its LoRA functions in only with lora_dropout 0.
    o.unslothLora = in.unslothKernels && lora && !in.loraDropout;
    o.contextRanks = std::max(1, in.contextRanks);
    o.contextAllToAll = in.contextAllToAll;
    o.kvHeadsBeforeExchange = in.kvHeadsBeforeExchange;
    o.contextBatchCopy = in.microBatch > 1;
    if (in.tiledMlp && in.arch && in.arch->hidden > 0 && in.sequence > 0) {
        // TiledMLP's shards: ceil(seqlen / hidden) per sequence (tiled_mlp_forward_common),
        // the flattened b·s tokens split into that many in the backward.
        const double s = double(in.sequence), t = s * std::max(1, in.microBatch);
        o.mlpTileTokens = std::ceil(t / std::ceil(s / in.arch->hidden));
    }
    return o;
}

double kept(const Part& p) {
    return p.saved + p.stats;
}

/// The language model's layers for one micro-batch: every layer's saved tensors, and the
/// largest layer (saved tensors + its backward working set) and its backward alone.
struct TextLayers {
    int layers = 0;
    double allLayers = 0;
    double largest = 0;     ///< one layer: kept + backward
    double maxBackward = 0; ///< backward alone
    bool blocks = false;    ///< Nemotron-H blocks (a mixer or an MLP each)
};

/// Nemotron-H: every block is one norm and either a mixer or an MLP (NemotronHBlock);
/// checkpointing keeps one input per block.
void blockLayers(const ModelArch& a, double s, double t, const LayerOptions& o, TextLayers& L) {
    const std::pair<int, LayerType> kinds[] = {
        {a.fullAttentionLayers, {LayerKind::FullAttention, false, false}},
        {a.mambaLayers, {LayerKind::Mamba2, false, false}},
        {a.mlpOnlyLayers, {LayerKind::None, false, true}},
    };
    L.layers = 0;
    L.allLayers = 0;
    for (const auto& [count, type] : kinds) {
        if (count <= 0)
            continue;
        const LayerParts l = layerParts(a, type, s, o);
        const LayerBytes lb = combine(a, l, t);
        L.layers += count;
        L.allLayers += count * lb.kept();
        L.largest = std::max(L.largest, lb.kept() + lb.backward);
        L.maxBackward = std::max(L.maxBackward, lb.backward);
    }
}

TextLayers textLayers(const ModelArch& a, const LayerCounts& c, double s, double t,
                      const LayerOptions& o) {
    TextLayers L;
    L.layers = c.full + c.linear;
    LayerParts fullParts = layerParts(a, {LayerKind::FullAttention, false}, s, o);
    // The parts of kinds the model does not have count 0 times (sized only where they exist).
    const LayerParts linParts =
        c.linear > 0 ? layerParts(a, {LayerKind::LinearAttention, false}, s, o) : LayerParts{};
    const Part moeMlp = c.moe > 0 ? mlpPart(a, true, o) : Part{};
    const Part denseMlp = fullParts.mlp;
    L.allLayers =
        t * (L.layers * kept(fullParts.norms) + c.full * kept(fullParts.mixer) +
             c.linear * kept(linParts.mixer) + c.moe * kept(moeMlp) + c.dense * kept(denseMlp));
    L.blocks = a.mambaLayers > 0 || a.mlpOnlyLayers > 0;
    if (L.blocks)
        blockLayers(a, s, t, o, L);
    for (int mixer = 0; mixer < 2 && !L.blocks; ++mixer) {
        if ((mixer == 0 && c.full == 0) || (mixer == 1 && c.linear == 0))
            continue;
        for (int moe = 0; moe < 2; ++moe) {
            if ((moe == 0 && c.dense == 0) || (moe == 1 && c.moe == 0))
                continue;
            LayerParts l = mixer == 0 ? fullParts : linParts;
            l.mlp = moe ? moeMlp : denseMlp;
            LayerBytes lb = combine(a, l, t);
            L.largest = std::max(L.largest, lb.kept() + lb.backward);
            L.maxBackward = std::max(L.maxBackward, lb.backward);
        }
    }
    return L;
}

/// An int8 base keeps each quantised linear's int8 input copy as well (int8MixerCopies):
/// every layer's while it is saved, the widest layer's while it is recomputed.
void addInt8Copies(const ModelArch& a, const LayerCounts& c, double t, TextLayers& L) {
    double perLayer = 0, widest = 0;
    if (L.blocks) {
        const std::pair<int, double> kinds[] = {
            {a.fullAttentionLayers, int8MixerCopies(a, LayerKind::FullAttention)},
            {a.mambaLayers, int8MixerCopies(a, LayerKind::Mamba2)},
            {a.mlpOnlyLayers, int8MlpCopies(a, false)}};
        for (const auto& [count, bytes] : kinds)
            if (count > 0) {
                perLayer += count * bytes;
                widest = std::max(widest, bytes);
            }
    } else {
        const double attn = int8MixerCopies(a, LayerKind::FullAttention);
        const double delta = int8MixerCopies(a, LayerKind::LinearAttention);
        const double moe = int8MlpCopies(a, true), dense = int8MlpCopies(a, false);
        perLayer = c.full * attn + c.linear * delta + c.moe * moe + c.dense * dense;
        widest = std::max(c.full > 0 ? attn : 0.0, c.linear > 0 ? delta : 0.0) +
                 std::max(c.moe > 0 ? moe : 0.0, c.dense > 0 ? dense : 0.0);
    }
    L.allLayers += t * perLayer;
    L.largest += t * widest;
}

/// Positions Unsloth's RoPE caches grow by (LlamaRotaryEmbedding.extend_rope_embedding:
/// `((seq_len // 8192) + ((seq_len % 8192) != 0)) * 8192`), and hold from the start
/// (`self.current_rope_size = min(4 * 8192, self.max_position_embeddings)` in __init__).
constexpr double kUnslothRopeStep = 8192;
constexpr double kUnslothRopeStart = 4 * 8192;

/// What Unsloth keeps on the GPU through the step besides the layers' tensors, as its published
/// long-context benchmarks ran it (unslothai/unsloth@d9ed4bef, December 2024, on transformers
/// 4.46 / 4.47):
/// - The embedding's output. prepare_model_for_kbit_training (models/_utils.py) calls
///   `model.enable_input_require_grads()`, whose forward hook makes the frozen embedding's
///   output a leaf that requires grad; it is the first Unsloth_Offloaded_Gradient_Checkpointer's
///   input (models/llama.py LlamaModel_fast_forward), so the graph's AccumulateGrad node for it
///   holds the BF16 tensor (2·t·h) until the backward ends, beside the offloaded copy.
/// - One RoPE cos/sin cache per attention layer. patch_llama_rope_scaling (models/_utils.py)
///   rewrites LlamaAttention.__init__ so that every layer builds a rotary_emb of its own, and
///   LlamaAttention_fast_forward calls its extend_rope_embedding, which rebuilds cos_cached and
///   sin_cached (register_buffer, so they stay) for the sequence rounded up to 8192 positions,
///   head_dim wide, in the activations' dtype: 2 · 2 · head_dim B per position and layer; below
///   32,768 positions the caches built in __init__ stay (in BF16 too: from_pretrained builds the
///   model under the torch_dtype as default dtype). (Since
///   8e5d6828, December 2024, Unsloth takes one cache from the model when transformers is
///   newer than 4.47.1; counting one per layer keeps such versions on the safe side.)
double unslothResident(const MemoryInput& in, const ModelArch& a, double t) {
    if (!in.unslothKernels)
        return 0;
    double bytes = 0;
    if (in.method != Method::Full && in.checkpointing && in.activationOffload)
        bytes += kAct * t * a.hidden;
    const LayerCounts c = counts(a);
    if (c.full > 0 && a.mla.kvLoraRank <= 0) {
        const double start = a.maxPositionEmbeddings > 0
                                 ? std::min(kUnslothRopeStart, double(a.maxPositionEmbeddings))
                                 : kUnslothRopeStart;
        const double positions = std::max(
            start, std::ceil(double(in.sequence) / kUnslothRopeStep) * kUnslothRopeStep);
        bytes += c.full * 2 * kAct * double(a.attention.headDim) * positions;
    }
    return bytes;
}

/// torchtitan's selective per-op checkpointing of a dense Llama block, per token: what it keeps
/// beyond the block's input, and how much of that the block's own backward would keep anyway.
struct SelectiveOpCache {
    double kept = 0;
    double overlap = 0;
};

SelectiveOpCache selectiveOpCache(const ModelArch& a, bool expandedKv) {
    // torchtitan 9dec370 parallelisms/parallelize_llama.py `_save_list` with
    // `_get_custom_policy`: MUST_SAVE for aten.mm (except every second one in a block's forward)
    // and for the flash / efficient SDPA ops; everything else is recomputed. A Llama block
    // (torchtitan/models/llama/model.py) runs wq, wk, wv, wo, then w1, w3, w2: the outputs of
    // wq (q before RoPE), wv, w1 (the gate) and w2 (the block's MLP output) are kept, with the
    // SDPA's output and fp32 log-sum-exp. The attention output and its log-sum-exp and the
    // gate are tensors the recomputed block keeps for its backward anyway (the kernel's saved
    // out, SiLU's input), and so is v where the kernel takes the KV heads as they are; where
    // the model repeats them first (torchtitan's repeat_kv at 9dec370: `expand(...).reshape`,
    // a copy with every query head; attention "flash-expanded-kv"; with one query head per KV
    // head it returns v itself) the kernel keeps that copy, which the recompute makes anew. q
    // before RoPE and the MLP's output are not kept otherwise.
    const double dq = double(a.attention.heads) * a.attention.headDim;
    const double dkv = double(a.attention.kvHeads) * a.attention.headDim;
    SelectiveOpCache c;
    const bool repeated = expandedKv && a.attention.kvHeads < a.attention.heads;
    c.overlap = kAct * ((repeated ? 0 : dkv) + dq + a.mlp.intermediate) + kF32 * a.attention.heads;
    c.kept =
        kAct * (dkv + dq + a.mlp.intermediate) + kF32 * a.attention.heads + kAct * (dq + a.hidden);
    return c;
}

/// What the text model keeps through the step: the saved tensors (or checkpoints) of every
/// micro-batch in flight and the LM head's, and the largest layer's working set.
struct TextActivations {
    double text = 0;
    double working = 0;
};

TextActivations textActivations(const MemoryInput& in, const ModelArch& a, const LayerOptions& o,
                                const TextLayers& L, double t) {
    const double h = a.hidden, hs = o.hiddenShards;
    const bool lora = in.method != Method::Full;
    // Final norm + the LM head's input (kept for the head's weight gradient; a frozen head
    // needs only its weight for the input gradient). Liger keeps grad_input instead (in the
    // loss term).
    Part finalNorm = normPart(h / hs, o);
    finalNorm.stats /= hs;
    // An NF4 head (LitGPT) keeps its input too (MatMul4Bit, as above). A pipeline stage
    // without the head keeps neither.
    double head =
        in.lmHead ? t * (kept(finalNorm) +
                         (lora && !in.quantizedHead ? 0 : kAct * h / firstLinearShards(o)))
                  : 0;

    // Gradient checkpointing (HF / torchtune non-reentrant torch.utils.checkpoint around each
    // decoder layer): one BF16 layer input 2·s·b·h per layer; the layer's tensors exist only
    // while it is recomputed and back-propagated. torchtune's activation offloading moves the
    // checkpoints and the final norm's tensors to host memory; one stays in flight. The output
    // projection is exempt (pytorch/torchtune@1814feb1 training/_activation_offloading.py
    // get_act_offloading_ctx_manager: a NoOpManager entered in forward pre-hooks of
    // `model.output`, or of TiedLinear's `linear` module, "to disable offloading the last output
    // Linear"): its saved input, the final norm's BF16 output (2·t·h; the chunked output's
    // chunks are views of it), stays on the GPU whenever the head trains or is quantised.
    double text = 0, working = 0;
    if (in.checkpointing) {
        const int resident = in.activationOffload ? std::min(1, L.layers) : L.layers;
        // torchtitan's selective per-op policy keeps more than the input of each layer
        // (selectiveOpCache); the recomputed layer has that part already.
        const SelectiveOpCache cache =
            in.selectiveOpCheckpointing ? selectiveOpCache(a, in.expandedKv) : SelectiveOpCache{};
        text = resident * (kAct * h / hs + cache.kept) * t;
        if (in.activationOffload)
            head = in.lmHead && (!lora || in.quantizedHead) ? t * kAct * h / hs : 0;
        // The recomputed layer's first norm keeps the layer's input, which is that layer's
        // checkpoint (torch.utils.checkpoint hands the saved input itself to the recompute;
        // under offloading, the one brought back): counted in `text`, not again in the working
        // set, where the norm keeps its input rather than an fp32 copy (normKeepsInput).
        working = std::max(0.0, L.largest - (normKeepsInput(o) ? kAct * t * h / hs : 0) -
                                    cache.overlap * t);
    } else {
        text = L.allLayers;
        working = L.maxBackward; // the layer's tensors are already in `text`
    }
    // transformers' SDPA path on a masked batch builds a boolean mask of the whole batch,
    // (b, 1, s, s), in the model's forward (masking_utils.py sdpa_mask at 00c4411c:
    // `mask_function(*_non_vmap_expansion_sdpa(...))` with the padding mask and-ed in, then
    // `.expand(batch, -1, q_length, kv_length)`): 1 B per token pair, s per token, one per
    // attention pattern. No autograd node keeps it (the kernel keeps its own additive copy), so
    // it is gone when the model's forward returns; checkpointed layers hold it as an input of
    // their recompute through the whole step.
    if (in.checkpointing)
        text += in.sdpaMasks * kMask * double(in.sequence) * t;
    // A pipeline stage holds the saved tensors of every micro-batch in flight (Narayanan et
    // al. 2021 §2.2); the working set is one micro-batch's.
    return {text * std::max(1.0, in.inFlight) + head + unslothResident(in, a, t), working};
}

/// QLoRA (bitsandbytes MatMul4Bit / torchao linear_nf4): each linear dequantises its NF4
/// weight to BF16 for the matmul in forward and again in backward, one linear at a time.
/// Lightning's BitsandbytesPrecision quantises through fp16 (`w = weight.contiguous().to(
/// device=device, dtype=torch.half)` before quantize_4bit; lightning/fabric/plugins/precision/
/// bitsandbytes.py _Linear4bit.quantize at tags 2.1.0 to 2.3.0), so the quant state's dtype is
/// fp16: dequantize_4bit returns fp16 and `.to(A.dtype)` makes the BF16 copy while it lives
/// (bitsandbytes 0.41/0.42 autograd/_functions.py MatMul4Bit.forward and backward): 4 B per
/// weight at once.
double dequantBytesPerWeight(const MemoryInput& in) {
    return in.litgpt ? 2 * kAct : kAct;
}

/// The vision tower: what it keeps through the step and its own phase's peak.
struct VisionActivations {
    double saved = 0;
    double phase = 0;
};

VisionActivations visionActivations(const MemoryInput& in, const ModelArch& a, double b) {
    double visionSaved = 0, visionPhase = 0;
    const VisionShape& v = a.vision;
    if (v.present && in.imageTokens > 0 && v.depth > 0) {
        const double merge = std::max(1, v.spatialMergeSize);
        const double patches = double(in.imageTokens) * merge * merge * b; // per micro-batch
        const double images = std::max(1.0, double(in.images) * b);
        const ModelArch va = visionAsDecoder(v);
        LayerOptions vo;
        vo.norm = NormKind::LayerNorm;
        const LayerBytes block =
            decoderLayerBytes(va, {LayerKind::FullAttention, false}, patches / images, images, vo);
        const double w = v.hidden;
        if (in.trainVision) {
            // Patch embedding (Conv3d keeps its input pixels, BF16) and the merger (LayerNorm
            // input, fc1 input, GELU input and output: 8·w per patch).
            const double pixels = double(v.inChannels) * std::max(1, v.temporalPatchSize) *
                                  double(v.patchSize) * v.patchSize;
            const double outside = patches * (kAct * pixels + 8 * kAct * w);
            if (in.checkpointing) {
                visionSaved = v.depth * kAct * patches * w + outside;
                visionPhase = visionSaved + block.kept() + block.backward;
            } else {
                visionSaved = v.depth * block.kept() + outside;
                visionPhase = visionSaved + block.backward;
            }
        } else {
            // Frozen: nothing saved; one block's forward working set at a time (input,
            // normalised input, q/k/v, attention output, MLP hidden (and gate), output).
            visionPhase = patches * (kAct * 7 * w + kAct * v.intermediate * (v.gatedMlp ? 3 : 2));
        }
    }
    return {visionSaved, visionPhase};
}

/// The LM head's backward (unless Liger already did it inside the forward): the logits'
/// BF16 gradient (the chunked loss frees its logits chunk by chunk), the head's input
/// gradient, and — with the chunked loss — each chunk's weight gradient before the autograd
/// engine adds it to the head's gradient buffer (2·V·h transient, if the head trains).
double headBackwardBytes(const MemoryInput& in, const ModelArch& a, double t, bool fp32Logits) {
    const double h = a.hidden, vh = double(a.vocab) * h;
    const bool lora = in.method != Method::Full;
    if (!in.lmHead)
        return 0;
    if (!in.fusedCrossEntropy && in.plainLoss == PlainLoss::Bf16)
        // LitGPT keeps the BF16 logits referenced through the backward: they and their gradient.
        return 2 * kAct * t * a.vocab + kAct * t * h;
    if (!in.fusedCrossEntropy)
        return kAct * t * a.vocab + kAct * t * h;
    if (in.fusedLoss == FusedLoss::LmHeadChunks && fp32Logits)
        // The training loop holds the fp32 logits through the backward; one chunk's fp32
        // gradient and its BF16 cast for lm_head's backward at a time.
        return kAct * t * h + kF32 * t * a.vocab + (kF32 + kAct) * std::min(t, 128.0) * a.vocab;
    if (in.fusedLoss == FusedLoss::LmHeadChunks)
        // Every logits chunk is alive until its own backward; the chunks' gradients are freed
        // one by one after lm_head's backward of that chunk.
        return kAct * t * h + kAct * t * a.vocab + 2 * kAct * std::min(t, 128.0) * a.vocab;
    if (in.fusedLoss == FusedLoss::ChunkedOutput)
        // Chunks are back-propagated one by one: from the second on, 7/8 of the logits, the
        // chunk's gradient and a fresh weight gradient (before it is added) coexist.
        return kAct * t * h + std::max(kAct * t * a.vocab * (1 + 1 / kLossChunks),
                                       kAct * t * a.vocab + (lora ? 0 : kAct * vh));
    return 0;
}

/// Which gradients exist in each phase (only when the caller says how many there are).
struct PhaseGradients {
    double trainable = 0;
    double g = 0;
    double loss = 0, head = 0, layer = 0;
};

PhaseGradients phaseGradients(const MemoryInput& in, const ModelArch& a, int layers) {
    const bool lora = in.method != Method::Full;
    const double vh = double(a.vocab) * a.hidden;
    PhaseGradients pg;
    const double trainable =
        lora ? (in.loraTrainable >= 0 ? in.loraTrainable
                                      : double(in.loraRank) * a.params.loraInOutPerRank)
             : (in.trainVision ? a.params.total : a.params.total - a.params.vision);
    const double g = std::max(0.0, in.gradientBytes);
    const double headShare = lora || trainable <= 0 ? 0 : std::min(1.0, vh / trainable);
    const double layerShare = layers > 0 ? (1 - headShare) / layers : 0;
    pg.trainable = trainable;
    pg.g = g;
    pg.loss = in.gradientsPersist ? g : 0;
    pg.head = in.gradientsPersist ? g : g * headShare;
    // Checkpointed, the largest layer may be the bottom one, when every gradient exists;
    // without checkpointing the layer peak is the top layer's backward.
    pg.layer = in.gradientsPersist || in.checkpointing ? g : g * (headShare + layerShare);
    return pg;
}

/// The bytes beyond the states in each phase of the step, and what sets them.
struct StepPhases {
    double resident = 0, loss = 0, headBackward = 0, headDequant = 0, visionPhase = 0;
    double atLoss = 0, atHead = 0, atLayer = 0, atVision = 0, atEnd = 0;
};

/// The peak: the largest of the step's phases, and what is alive then.
void choosePeak(const MemoryInput& in, const StepPhases& ph, const PhaseGradients& pg,
                MemoryTerms& r) {
    const double top = std::max({ph.atLoss, ph.atHead, ph.atLayer, ph.atVision, ph.atEnd});
    if (ph.atLoss == top) {
        r.phase = PeakPhase::Loss;
        r.activations = ph.resident;
        r.logits = ph.loss + ph.headDequant;
        r.gradientsAtPeak = pg.loss;
    } else if (ph.atHead == top) {
        r.phase = PeakPhase::HeadBackward;
        r.activations = ph.resident;
        r.logits = ph.headBackward + ph.headDequant;
        r.gradientsAtPeak = pg.head;
    } else if (ph.atLayer == top) {
        r.phase = PeakPhase::LayerBackward;
        r.activations = ph.atLayer - pg.layer;
        r.gradientsAtPeak = pg.layer;
    } else if (ph.atEnd == top) {
        r.phase = PeakPhase::BackwardEnd;
        r.activations = ph.atEnd - pg.g;
        r.gradientsAtPeak = pg.g;
    } else {
        r.phase = in.trainVision ? PeakPhase::VisionBackward : PeakPhase::VisionForward;
        r.activations = ph.visionPhase;
        r.gradientsAtPeak = in.trainVision ? pg.g : 0;
    }
}

/// The phases' bytes: at the loss, the head's backward, the largest layer's backward, the
/// vision tower's and the end of the backward.
StepPhases stepPhases(const MemoryInput& in, const ModelArch& a, const LayerOptions& o,
                      const TextLayers& L, const TextActivations& text,
                      const VisionActivations& vision, const PhaseGradients& pg, double t,
                      double dequantTransient) {
    const double h = a.hidden, vh = double(a.vocab) * h;
    const bool lora = in.method != Method::Full;
    StepPhases ph;
    // ---- The loss ------------------------------------------------------------------------------
    // LitGPT runs the model through Lightning Fabric's _FabricModule, whose forward ends with
    // `precision.convert_output(output)`; HalfPrecision and BitsandbytesPrecision cast every
    // floating output to torch.get_default_dtype(), fp32 (lightning/fabric/wrappers.py and
    // plugins/precision/half.py, bitsandbytes.py at tags 2.1.0 to 2.3.0): the logits reach the
    // loss as fp32. A pipeline stage without the head has no loss.
    const bool fp32Logits = in.litgpt;
    ph.loss = in.lmHead ? lossPeakBytes(t, a.hidden, a.vocab, in.fusedCrossEntropy, in.fusedLoss,
                                        in.compiled, in.plainLoss,
                                        fp32Logits && in.fusedLoss == FusedLoss::LmHeadChunks,
                                        in.torchtitanTensorParallel, in.megatronLoss)
                        : 0;
    ph.headBackward = headBackwardBytes(in, a, t, fp32Logits);
    ph.visionPhase = vision.phase;
    ph.resident = text.text + vision.saved;
    // An NF4 LM head is dequantised to BF16 for its matmul in forward and again for the input
    // gradient (MatMul4Bit: F.dequantize_4bit(B).to(A.dtype)), V·h values at a time.
    ph.headDequant = in.lmHead && in.method == Method::Qlora && in.quantizedHead
                         ? dequantBytesPerWeight(in) * double(a.vocab) * h
                         : 0;
    ph.atLoss = ph.resident + ph.loss + pg.loss + ph.headDequant;
    ph.atHead = ph.resident + ph.headBackward + pg.head + ph.headDequant;
    // DoRA recomputes each adapted linear's column norms in its forward (PEFT DoraLinearLayer:
    // `x_eye = torch.eye(in)`, `lora_weight = lora_B(lora_A(x_eye)).T` and `weight +
    // scaling * lora_weight` in get_weight_norm): in² + 2·in·out BF16 values for the largest
    // linear at a time, in the forward and again in the recompute before its backward.
    const double widest = std::max(
        {double(a.hidden), double(a.mlp.intermediate), double(a.mlp.moeIntermediate)});
    const double doraTransient = o.dora ? kAct * (widest * widest + 2 * largestLinear(a)) : 0;
    ph.atLayer = ph.resident + text.working + dequantTransient + doraTransient + pg.layer +
                 indexedExpertGradientBytes(in); // gpt-oss's per-expert select backward
    ph.atVision = vision.phase + (in.trainVision ? pg.g : 0);
    // End of backward (only distinct when gradients are tracked): every gradient exists, the
    // bottom layer is back-propagated, and the embedding's backward (embedding_dense_backward)
    // writes a dense V×h gradient — a transient on top when it is tied to the LM head (the
    // head's gradient buffer already holds it), part of `g` when untied.
    const double embeddingTransient = (!lora && a.tiedEmbeddings) ? kAct * vh : 0;
    ph.atEnd = pg.g > 0 ? pg.g + L.largest + embeddingTransient : 0;
    return ph;
}

/// What the caching allocator reserves beside the plain Hugging Face loss's backward for blocks
/// it cannot reuse, beyond what the loss phase holds allocated. The model's BF16 logits (2 B per
/// logit) are freed before the loss's backward (the Trainer's compute_loss returns the loss alone;
/// torchtitan's train.py `del pred`), whose fp32 gradients (4 B per logit) cannot use that block;
/// transformers 4.46 to 4.48 hold that block during the loss's forward, where the loss phase
/// counts it. The paths that shift the logits rather than the labels (`hf-legacy`, 4.45 and older;
/// `hf-4.46`) also back-propagate the shifted copy `logits[..., :-1, :]`: SliceBackward's gradient
/// is a fresh zero tensor of the full logits' shape (pytorch@f2fb53a5 aten/src/ATen/native/
/// TensorShape.cpp slice_backward: `at::zeros(input_sizes, grad.options())`), 4·b·S·V bytes,
/// while the fp32 blocks the loss has freed by then hold b·(S−1) rows (the shifted copy's and the
/// log-probs'), and the fp32 logits' own block holds log_softmax_backward's output, which the
/// slice's gradient is copied from. A request above 10 MiB takes the smallest free block at least
/// its size or a segment of its own rounded up to 2 MiB (pytorch@001074d2 c10/cuda/
/// CUDACachingAllocator.cpp: "Large requests will use the smallest available free block or
/// allocate a new block using cudaMalloc", kMinLargeAlloc, kRoundLarge): a freed shifted block
/// holds the full gradient only where the 2 MiB rounding covers the b missing rows, otherwise the
/// gradient is a new segment: 18 B per logit reserved where 12 (legacy) or 14 (4.46) are
/// allocated. Missing rows of 2 MiB or more (4·b·V bytes) are never covered; below that the
/// rounding's slack lies anywhere in [0, 2 MiB), so the segment is counted with the share of the
/// slack the rows exceed, 4·b·V / 2 MiB: an expectation that does not jump with the sequence
/// length, as the longest sequence that fits needs. A shifted copy under 10 MiB was cut from a
/// shared 20 MiB block (kLargeBuffer), which holds the missing rows. These blocks are what
/// max_memory_reserved and nvidia-smi show; near the card's capacity the allocator would release
/// the free unsplit ones and retry a failing cudaMalloc, so counting them in the verdict errs on
/// the side of "does not fit", as the allocator reserve does.
double lossStrandedBytes(const MemoryInput& in, double b, double s, double vocab) {
    const PlainLoss plain = in.plainLoss;
    const bool shifted = plain == PlainLoss::HfLegacy || plain == PlainLoss::HfShifted;
    if (!in.lmHead || in.fusedCrossEntropy || (plain != PlainLoss::Hf && !shifted))
        return 0;
    const double bf16Logits = plain == PlainLoss::HfShifted ? 0 : kAct * b * s * vocab;
    if (!shifted)
        return bf16Logits;
    constexpr double kMinLargeAlloc = 10485760, kRoundLarge = 2097152;
    const double full = kF32 * b * s * vocab;
    const double shiftedCopy = kF32 * b * std::max(0.0, s - 1) * vocab;
    const double missingRows = kF32 * b * vocab;
    const double uncovered =
        shiftedCopy >= kMinLargeAlloc ? std::min(1.0, missingRows / kRoundLarge) : 0;
    return bf16Logits + uncovered * full;
}

} // namespace

MemoryTerms memoryTerms(const MemoryInput& in) {
    MemoryTerms r;
    if (!in.arch || in.sequence <= 0 || in.microBatch <= 0)
        return r;
    const ModelArch& a = *in.arch;
    const double s = double(in.sequence), b = in.microBatch, t = s * b;
    const LayerOptions o = layerOptions(in);

    // ---- Language model: every layer's saved tensors, or the checkpoints ----------------------
    const LayerCounts c = counts(a);
    TextLayers layers = textLayers(a, c, s, t, o);
    const bool int8Base = in.method == Method::Lora8bit;
    if (int8Base)
        addInt8Copies(a, c, t, layers);
    const TextActivations text = textActivations(in, a, o, layers, t);
    if (in.method == Method::Qlora)
        r.dequantTransient = dequantBytesPerWeight(in) * largestLinear(a);
    else if (int8Base)
        r.dequantTransient = kInt8DequantBytes * largestLinear(a);

    // ---- Vision tower, the loss, the gradients of each phase, and the peak ---------------------
    const VisionActivations vision = visionActivations(in, a, b);
    const PhaseGradients pg = phaseGradients(in, a, layers.layers);
    const StepPhases ph = stepPhases(in, a, o, layers, text, vision, pg, t, r.dequantTransient);
    // The caching allocator and the upcast loss: blocks of different segments never merge, and
    // nothing is returned to the driver without empty_cache (lossStrandedBytes).
    r.lossPhase = ph.atLoss;
    r.lossStranded = lossStrandedBytes(in, b, s, a.vocab);
    r.savedText = text.text;
    r.savedVision = vision.saved;
    r.layerWorkingSet = text.working;
    r.lossPeak = ph.loss;
    r.visionWorkingSet = vision.phase;
    choosePeak(in, ph, pg, r);

    // ---- Communication buffers ------------------------------------------------------------------
    commBuffers(in, a, c, pg.trainable, layers.layers, r);
    return r;
}

} // namespace headroom
