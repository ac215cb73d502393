#pragma once
// Peak-memory terms beyond the model states: activations saved for backward,
// logits and the loss, FSDP communication buffers. Built from the tensors each layer type
// actually keeps, so that it can be checked against measured runs (torchtune README; README,
// "Calibration against measured runs").
//
// Everything here is bytes (not GB) for one GPU and one micro-batch of `b` sequences of `s`
// tokens; activations are BF16 (2 B) unless a kernel keeps fp32. The model follows the
// tensors PyTorch autograd saves in the eager Hugging Face / torchtune implementations with
// FlashAttention and the flash-linear-attention kernels; memorymodel.cpp cites the source of
// every count next to it.
#include "modelarch.h"
#include "scenario.h"

#include <cstdint>

namespace headroom {

/// How the cross-entropy is computed when `fusedCrossEntropy` is set.
enum class FusedLoss {
    /// torchtune CEWithChunkedOutputLoss: the BF16 logits are still materialised (as 8
    /// chunks); only one chunk at a time is upcast to fp32 and differentiated.
    ChunkedOutput,
    /// Liger FusedLinearCrossEntropy / Cut Cross-Entropy: the LM head and the loss run chunk by
    /// chunk over the tokens; no full logits tensor ever exists.
    FusedLinear,
    /// LitGPT (lm_head_chunk_size=128): the LM head runs on 128-token chunks whose logits all
    /// stay alive for backward; chunked_cross_entropy on them as they arrive (BF16, or fp32 when
    /// Lightning Fabric casts the model's output: MemoryInput::litgpt).
    LmHeadChunks,
};

/// Normalisation layers of the decoder (every catalog model uses RMSNorm).
enum class NormKind { RmsNorm, LayerNorm };

/// Implementation details that change what a layer saves; defaults are what an eager PyTorch
/// training stack (Hugging Face Trainer / torchtune without compile) does.
struct LayerOptions {
    /// torch.compile (or hand-fused kernels such as Liger's RMSNorm/SwiGLU): element-wise
    /// chains are fused and cheap intermediates recomputed in backward. An assumption, see
    /// memorymodel.cpp.
    bool compiled = false;
    /// The RMSNorm is a hand-written kernel that keeps its 16-bit input and one fp32 rstd per
    /// row, compiled or not (Liger's, Unsloth's): the norm as `compiled` sizes it, the rest of
    /// the layer as it runs.
    bool fusedNorm = false;
    /// Gate/up/down adapters reach the routed experts too (Scenario::loraRoutedExperts).
    bool loraRoutedExperts = true;
    /// The base weights are frozen (LoRA/QLoRA): tensors that only serve weight gradients of
    /// frozen modules are not saved; each adapted linear saves its r-wide adapter input.
    bool frozenBase = false;
    int loraRank = 0;         ///< adapters on the target linears of the language model (0 = none)
    unsigned loraTargets = 0; ///< LoraTarget bits, 0 = every linear layer
    bool eagerAttention = false; ///< eager attention instead of the model's FlashAttention
    /// Eager attention with the softmax computed and kept in fp32 beside its BF16 copy
    /// (layerparts.cpp addEagerAttention; which runs: stageshare.h eagerAttentionCode).
    bool eagerSoftmaxFp32 = false;
    /// Eager attention with k and v repeated to every query head before the score matmul
    /// (transformers' repeat_kv and the like), which keeps the repeated copies.
    bool eagerRepeatsKv = false;
    /// k and v expanded to every query head before SDPA, and o_proj's input a copy of the
    /// transposed output (LitGPT CausalSelfAttention).
    bool expandedKv = false;
    /// transformers' SDPA path on a padded batch: k and v repeated to every query head and the
    /// boolean mask's additive copy kept by the kernel (layerparts.cpp addFlashAttention).
    bool sdpaPaddingMask = false;
    /// The frozen linears are NF4 or int8 and run through bitsandbytes MatMul4Bit / torchao
    /// linear_nf4 / MatMul8bitLt, which keep their input for backward whether or not an adapter
    /// sits on them.
    bool quantizedBase = false;
    /// DeepSpeed ZeRO-3's LinearFunctionForZeroStage3, which zero.Init patches in for
    /// torch.nn.functional.linear: every nn.Linear keeps its input for backward, frozen or not
    /// (layerparts.cpp keepsInput).
    bool zero3Linear = false;
    /// LitGPT's LoRA modules (litgpt/lora.py): dropout on the adapter input, and the fused
    /// q/k/v adapter's zero padding (see memorymodel.cpp).
    bool litgptLora = false;
    /// PEFT LoRA with lora_dropout > 0: nn.Dropout on each adapted linear's adapter input.
    bool loraDropout = false;
    NormKind norm = NormKind::RmsNorm;
    /// Sequence parallelism (Korthikanti et al. 2022 §4.2.2): the hidden-width tensors of the
    /// norms and dropouts and the inputs of the first linears are split over this many
    /// tensor-parallel ranks (1: kept whole, as plain tensor parallelism keeps them).
    double hiddenShards = 1;
    /// The inputs of the first linears (q/k/v, gate/up, the LM head) as autograd keeps them:
    /// split over hiddenShards under Megatron's sequence parallelism (its linears save their
    /// sequence-parallel input and all-gather it again in backward:
    /// megatron/core/tensor_parallel/layers.py LinearWithGradAccumulationAndAsyncCommunication,
    /// d98e8a64), whole under torchtitan's (true: DTensor's PrepareModuleInput and
    /// ColwiseParallel all-gather Shard(1) into Replicate before the linears, and autograd keeps
    /// the gathered tensor; torchtitan/parallelisms/parallelize_llama.py apply_tp at 9dec370).
    bool gatheredLinearInputs = false;
    double attentionDropout = 0; ///< dropout on the attention probabilities (classic GPT: 0.1)
    double hiddenDropout = 0;    ///< dropout after the attention output and the MLP (GPT: 0.1)
    /// DoRA (PEFT `use_dora`): each adapted linear also keeps its base output and the adapter
    /// output for the magnitude's gradient (see memorymodel.cpp).
    bool dora = false;
    /// MoE dispatch padded to a capacity of factor · tokens · k / E per expert (0: dropless).
    double capacityFactor = 0;
    /// Every routed expert runs on every token, the routing score (zero for the experts not
    /// chosen) multiplied into the repeated input: transformers' Llama4TextMoe (layerparts.cpp
    /// mlpPart).
    bool denseExperts = false;
    /// DeepSpeed ALST's TiledMLP (memorymodel.cpp mlpPart): tokens of one tile of the dense
    /// MLP, run and back-propagated one at a time; 0: the MLP runs on the whole sequence.
    double mlpTileTokens = 0;
    /// Liger's SwiGLU (LigerSiLUMulFunction): the backward writes the gate's and up's
    /// gradients into their saved outputs; see layerparts.cpp mlpPart.
    bool inPlaceSwiglu = false;
    /// Unsloth's LoRA autograd functions (unsloth/kernels/fast_lora.py LoRA_MLP, LoRA_QKV,
    /// LoRA_W), which Unsloth patches in for adapters without dropout or bias: see
    /// layerparts.cpp mlpPart and attentionPart.
    bool unslothLora = false;
    /// Context parallelism's exchange inside each attention layer (layerparts.cpp
    /// addContextExchange): the ranks of the context-parallel group (1: none) and how they
    /// exchange: all-to-all over the heads (DeepSpeed-Ulysses as ALST runs it) or K/V blocks
    /// passed around a ring (Transformer Engine "p2p").
    int contextRanks = 1;
    bool contextAllToAll = false;
    /// Ulysses: the rank's KV heads before ALST repeats them for a group larger than their
    /// count (the shape's kvHeads are then the repeated ones); 0: not repeated.
    int kvHeadsBeforeExchange = 0;
    /// Ulysses with a micro-batch above one: the output's exchange copies its input first.
    bool contextBatchCopy = false;
    bool operator==(const LayerOptions&) const = default;
};

/// What one decoder layer holds for one micro-batch, in bytes.
struct LayerBytes {
    double saved = 0;    ///< tensors autograd saves for backward (Korthikanti et al.'s count)
    double stats = 0;    ///< small per-token fp32 vectors: norm mean/rstd, softmax log-sum-exp
    double backward = 0; ///< gradients and recomputed kernel buffers alive at its backward peak
    double kept() const { return saved + stats; }
    bool operator==(const LayerBytes&) const = default;
};

/// The layer's token mixer and feed-forward kind.
struct LayerType {
    LayerKind mixer = LayerKind::FullAttention;
    bool moe = false;
    bool mlp = true; ///< false: a Nemotron-H block with a mixer only
    bool operator==(const LayerType&) const = default;
};

/// Bytes one decoder layer of `arch` keeps for `batch` sequences of `seq` tokens. For a classic
/// GPT layer (MHA without flash, GELU 4h MLP, LayerNorm, dropout) `saved` is exactly
/// Korthikanti et al. 2022's s·b·h·(34 + 5·a·s/h).
LayerBytes decoderLayerBytes(const ModelArch& arch, LayerType type, double seq, double batch,
                             const LayerOptions& options);

/// Which moment of the training step sets the peak.
enum class PeakPhase {
    Loss,           ///< end of forward / start of backward: every saved tensor + the loss
    HeadBackward,   ///< the LM head's backward: logits' gradient + the head's weight gradient
    LayerBackward,  ///< back-propagating the largest decoder layer (recomputed if checkpointed)
    BackwardEnd,    ///< every gradient exists; the embedding's backward (gradients tracked only)
    VisionForward,  ///< a frozen vision tower's transient working set
    VisionBackward, ///< back-propagating the trained vision tower
};

struct MemoryInput {
    const ModelArch* arch = nullptr;
    std::int64_t sequence = 0;    ///< tokens in the longest sequence, text + image tokens
    std::int64_t imageTokens = 0; ///< image tokens (after the merger) in that sequence
    int images = 0;               ///< images in that sequence
    int microBatch = 1;
    bool checkpointing = true;
    bool fusedCrossEntropy = true;
    bool trainVision = false; ///< a trained vision tower keeps activations for backward
    Method method = Method::Full;
    int loraRank = 16;
    Sharding sharding = Sharding::Full;
    Offload offload = Offload::None;
    int gpuCount = 1;
    // Not (yet) scenario keys; the defaults are what Headroom assumes.
    /// What "fused cross-entropy" means: Liger's kernel, as the Hugging Face stack enables it
    /// (TrainingArguments.use_liger_kernel); torchtune's chunked loss keeps the BF16 logits.
    FusedLoss fusedLoss = FusedLoss::FusedLinear;
    PlainLoss plainLoss = PlainLoss::Hf; ///< the loss when not fused
    bool eagerAttention = false;         ///< eager attention: s² scores kept (not FlashAttention)
    bool expandedKv = false;             ///< LitGPT: k, v expanded to every query head
    /// Attention "sdpa" on a batch that takes a mask (padded, packed, or beyond a sliding
    /// window; memory/sdpamask.h sdpaMasks), above 0: every layer's copies
    /// (LayerOptions::sdpaPaddingMask) and, under checkpointing, that many boolean masks of the
    /// batch kept through the step.
    int sdpaMasks = 0;
    bool eagerSoftmaxFp32 = false;       ///< LayerOptions::eagerSoftmaxFp32
    bool eagerRepeatsKv = false;         ///< LayerOptions::eagerRepeatsKv
    /// Liger's kernels (stack `liger`: HF Trainer use_liger_kernel, ArcticTraining's model
    /// type "liger"): the SwiGLU's backward runs in place (LayerOptions::inPlaceSwiglu).
    bool ligerKernels = false;
    /// Unsloth (stack `unsloth`): its own LoRA autograd functions (LayerOptions::unslothLora).
    bool unslothKernels = false;
    /// LitGPT on Lightning Fabric (stack `litgpt`): its LoRA modules (adapter dropout, zero
    /// padding of the fused q/k/v adapter), Fabric's cast of the model's output to fp32, and
    /// Lightning's NF4 quantisation through fp16 (see memorymodel.cpp).
    bool litgpt = false;
    unsigned loraTargets = 0;     ///< LoraTarget bits, 0 = every linear layer
    bool loraRoutedExperts = true; ///< Scenario::loraRoutedExperts
    /// A LoRA run's trainable parameters (adapters, DoRA, modules_to_save: ModelStates::
    /// trainable) whose gradients DDP buckets and FSDP reduces; < 0: rank · the arch's
    /// loraInOutPerRank (a pipeline stage's view, its own targeted count).
    double loraTrainable = -1;
    bool dora = false;            ///< DoRA adapters (magnitude vectors, extra saved outputs)
    double moeCapacityFactor = 0; ///< expert capacity factor, 0 = dropless routing
    bool denseExperts = false;    ///< LayerOptions::denseExperts (transformers' Llama 4 MoE)
    FsdpVersion fsdpVersion = FsdpVersion::Fsdp2;
    bool untiedHeadCopy = false;    ///< a tied head kept as a separate (trainable) copy
    bool nf4DoubleQuant = true;     ///< QLoRA NF4 scales double-quantised (bytes of the gathers)
    bool quantizedHead = false;     ///< QLoRA: the LM head is NF4 too
    bool compiled = false;          ///< torch.compile of the decoder layers (see LayerOptions)
    bool activationOffload = false; ///< checkpointed layer inputs go to host memory (torchtune)
    /// torchtitan's selective per-op checkpointing (Scenario::checkpointPolicy): each layer
    /// keeps its input and the outputs of every other matmul and of the attention kernel
    /// (memoryterms.cpp selectiveOpCache).
    bool selectiveOpCheckpointing = false;
    /// DeepSpeed ALST's TiledMLP (ArcticTraining `tiled_mlp_compute`): the dense MLP runs on
    /// tiles of at most `hidden` tokens and keeps only its input (layerparts.cpp mlpPart).
    bool tiledMlp = false;
    /// FSDP wraps the embedding and the LM head as units of their own (torchtune, torchtitan).
    /// When false they sit in the root unit, which FSDP keeps gathered from forward to backward.
    bool fsdpSeparateEmbedding = true;
    /// `sharding` full run by DeepSpeed ZeRO-3 instead of PyTorch FSDP, with its bucket sizes
    /// (elements; statebytes.h zeroSizes: the run's DeepSpeed file's where the scenario has
    /// them, else the catalog's zero_* assumptions, DeepSpeed's defaults).
    bool deepspeed = false;
    double zeroReduceBucket = 5e8;
    double zeroPrefetchBucket = 5e7;
    double zeroMaxLive = 1e9;
    /// stage3_param_persistence_threshold: parameters of at most this many elements stay whole
    /// on every GPU (zeroSizes: the file's, else the catalog's zero_param_persistence_threshold,
    /// DeepSpeed's default 1e5).
    double zeroPersistenceThreshold = 1e5;
    /// ZeRO-1/2 with overlap_comm: a second IPG buffer (commbuffers.cpp). On as the DeepSpeed
    /// JSON Headroom exports sets it (core/recipe/deepspeedrecipe.cpp), unless the run's own
    /// file says otherwise (Scenario::deepSpeed).
    bool zeroOverlapComm = true;
    /// Bytes per quantised base weight as the GPUs gather it (QLoRA: NF4; GPTQ/AWQ: int4
    /// with group scales; 0: the NF4 default).
    double quantizedWeightBytes = 0;
    bool loraDropout = false; ///< PEFT lora_dropout > 0 (LayerOptions::loraDropout)
    /// Per-GPU gradient state (bytes) the states already count. When set, the phases account
    /// for which gradients exist: none before backward (they are freed after each optimizer
    /// step) unless accumulated over micro-batches; the LM head's during the head's backward;
    /// all of them while the bottom layers are back-propagated. `gradientsAtPeak` then says
    /// how much of it is alive at the peak. 0: gradients are taken as always resident.
    double gradientBytes = 0;
    bool gradientsPersist = false; ///< gradient accumulation > 1 keeps them across micro-batches
    // Parallel plans (core/parallel/): `arch` is then the model as one rank holds it (heads,
    // widths, vocabulary divided by tp; the pipeline stage's layers).
    /// Sequence parallelism: hidden-width tensors split over this many ranks (LayerOptions).
    double hiddenShards = 1;
    /// torchtitan's tensor parallelism: the first linears keep their inputs gathered whole
    /// (LayerOptions::gatheredLinearInputs), and the plain loss runs under PyTorch's
    /// loss_parallel over the vocabulary-sharded logits (memorymodel.cpp lossPeakBytes).
    bool torchtitanTensorParallel = false;
    /// A Megatron-Core model split (tp, pp, ep or ring cp): the plain loss is its
    /// vocab-parallel cross-entropy (memorymodel.cpp lossPeakBytes).
    bool megatronLoss = false;
    /// Micro-batches whose saved tensors the pipeline stage holds at once (1F1B's first stage:
    /// pp; see inFlightMicroBatches()); 1 without a pipeline.
    double inFlight = 1;
    /// The stage computes the LM head and the loss (false on every pipeline stage but the
    /// last).
    bool lmHead = true;
    /// Context parallelism's exchange in the attention (LayerOptions::contextRanks and
    /// the fields after it); `sequence` is then the rank's share of the tokens.
    int contextRanks = 1;
    bool contextAllToAll = false;
    int kvHeadsBeforeExchange = 0;
    /// Bytes per element of the gradients autograd computes for the routed experts' fused
    /// parameters when they are trained through transformers' modeling code (the parameter's
    /// dtype on the GPU); 0 where the stack runs its own expert kernels or the experts are
    /// frozen (indexedExpertGradientBytes).
    double indexedExpertGradientElementBytes = 0;
    /// Their `.grad` already holds a whole gradient while the block back-propagates (unsharded
    /// or under FSDP1's no_sync, accumulating over micro-batches): the engine's summed buffers
    /// stand beside it instead of becoming it.
    bool indexedExpertGradientBeside = false;
    bool operator==(const MemoryInput&) const = default;
};

/// Bytes per GPU (not GB), and what they are made of.
struct MemoryTerms {
    double activations = 0; ///< saved tensors (+ the working set when that phase sets the peak)
    double logits = 0;      ///< the loss's tensors when they set the peak (0 otherwise)
    double buffers = 0;     ///< communication buffers: FSDP gathers + reduce-scatter, ZeRO/DDP
                            ///< gradient buckets
    // Breakdown (informational; activations + logits is the peak beyond states and buffers).
    PeakPhase phase = PeakPhase::Loss;
    double savedText = 0;        ///< every decoder layer's saved tensors (or checkpoints) + head
    double savedVision = 0;      ///< the trained vision tower's saved tensors (or checkpoints)
    double layerWorkingSet = 0;  ///< largest layer recomputed + its backward gradients
    double lossPeak = 0;         ///< the loss's own peak (logits, fp32 copies, gradients)
    double visionWorkingSet = 0; ///< frozen tower forward, or trained tower backward
    double dequantTransient = 0; ///< QLoRA: the largest linear dequantised to BF16
    double gatherBuffer = 0;     ///< FSDP: the unit computed + the prefetched one
    double reduceBuffer = 0;     ///< FSDP reduce-scatter / ZeRO bucket / DDP buckets
    double gradientsAtPeak = 0;  ///< of MemoryInput::gradientBytes, what is alive at the peak
    /// The loss's own phase (its forward end or backward, whichever is larger): the bytes
    /// alive then beyond the states, and the blocks the caching allocator keeps reserved beside
    /// them: the freed BF16 logits and, where the loss shifts the logits, SliceBackward's
    /// full-size gradient (memoryterms.cpp lossStrandedBytes).
    double lossPhase = 0;
    double lossStranded = 0;
    bool operator==(const MemoryTerms&) const = default;
};

/// The per-GPU memory terms for one micro-batch at the peak (the longest sequence).
MemoryTerms memoryTerms(const MemoryInput& in);

/// Σ (in + out) over the LoRA target linears of the language model (`targets`: LoraTarget
/// bits, 0 = every linear layer): trainable adapter weights = rank · this.
double loraInOutPerRank(const ModelArch& arch, unsigned targets);

/// Whether the model has routed experts that LoRA targets can adapt: nn.Linear experts in
/// mixture-of-experts layers (not fusedExperts()), which Scenario::loraRoutedExperts decides on.
bool adaptableRoutedExperts(const ModelArch& arch);

/// The routed experts' part of loraInOutPerRank: Σ (in + out) of each expert's targeted
/// gate/up/down projections over the mixture-of-experts layers (0 for fused experts).
double routedExpertLoraPerRank(const ModelArch& arch, unsigned targets);

/// A LoRA run's trainable adapter weights: rank · Σ (in + out) over the targets, less the
/// routed experts' adapters where the run does not reach them (Scenario::loraRoutedExperts),
/// plus DoRA's magnitude vectors.
double adapterWeights(const ModelArch& arch, const Scenario& s);

/// Whether the routed experts are nn.Parameter tensors rather than nn.Linear modules
/// (transformers' GptOssExperts, Llama4TextExperts; modelfamilies.cpp experts()): PEFT's
/// target_modules cannot wrap them, so LoRA adapts the shared expert and attention only.
bool fusedExperts(const ModelArch& arch);

/// Whether transformers' code runs every routed expert on every token (Llama 4's
/// Llama4TextMoe; MemoryInput::denseExperts where the stack runs that code).
bool denseExpertDispatch(const ModelArch& arch);

/// The transient of a mixture-of-experts block whose experts index a fused parameter per
/// expert in training (gpt-oss): one more whole-parameter gradient of its largest expert
/// tensor while the block back-propagates, bytes (0 when `indexedExpertGradientElementBytes`
/// is 0 or the model has no such block; memorymodel.cpp cites the code).
double indexedExpertGradientBytes(const MemoryInput& in);

/// DoRA's trainable magnitude vectors: one value per output feature of every adapted linear
/// (PEFT DoraLinearLayer: `self.weight = nn.Parameter(weight_norm)`, out_features long).
double doraMagnitudes(const ModelArch& arch, unsigned targets);

/// Weights of the largest linear layer of the language model (the LM head excluded).
double largestLinearWeights(const ModelArch& arch);

/// Peak bytes of the loss for `tokens` tokens (b·s) of a model with hidden size `hidden` and
/// vocabulary `vocab`: Hugging Face's ForCausalLMLoss when not fused, else the given kind.
/// `compiled`: the chunked loss's upcast is fused into the compiled cross-entropy kernel.
/// `fp32Output`: LitGPT's LM-head chunks reach the loss as fp32 (Lightning Fabric's output cast).
/// `lossParallel`: the plain loss under PyTorch's loss_parallel (torchtitan with tp > 1);
/// `megatron`: Megatron-Core's vocab-parallel cross-entropy instead of Hugging Face's.
double lossPeakBytes(double tokens, int hidden, int vocab, bool fused, FusedLoss kind,
                     bool compiled = false, PlainLoss plain = PlainLoss::Hf,
                     bool fp32Output = false, bool lossParallel = false, bool megatron = false);

} // namespace headroom
