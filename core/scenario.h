#pragma once
// A scenario: the workload and the build the user describes (the keys of a scenario file).
#include "costsrequest.h"
#include "enumnames.h"
#include "error.h"
#include "modelarch.h"
#include "plan.h"
#include "quotedetails.h"
#include "recipeorigin.h"
#include "rlrequest.h"
#include "servingrequest.h"

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

namespace headroom {

struct Catalog;

/// Full fine-tune; LoRA on a BF16 base; QLoRA (NF4 base, Dettmers et al. 2023); LoRA on an
/// LLM.int8 base (bitsandbytes Linear8bitLt, Dettmers et al. 2022: `load_in_8bit`).
enum class Method { Full, Lora, Qlora, Lora8bit };
/// AdamW 32-bit, bitsandbytes 8-bit AdamW, bitsandbytes' paged variants (states in CUDA
/// unified memory, paged to the host under memory pressure), and torchao's 4-bit AdamW
/// (AdamW4bit: two 4-bit codes per byte and an fp32 scale per block of 128 for each moment).
enum class Optimizer { AdamW, AdamW8bit, PagedAdamW, PagedAdamW8bit, AdamW4bit };
/// PyTorch AdamW implementation: `foreach` (multi-tensor, the default on CUDA) allocates
/// temporaries the size of the states during the step; `fused` and `for-loop` do not.
enum class OptimizerImpl { Foreach, Fused, ForLoop };
enum class Offload { None, Optimizer, Parameters };
enum class StateBytes { Zero, Hf, Bf16 };
/// The fused cross-entropy used when `fusedCrossEntropy` is set: Liger's fused linear
/// cross-entropy, torchtune's chunked output loss, or LitGPT's LM head in 128-token chunks with
/// cross-entropy on BF16 logits.
enum class FusedLossKind { FusedLinear, Chunked, LmHeadChunks };
/// The loss when `fusedCrossEntropy` is off: transformers' ForCausalLMLoss (>= 4.49: fp32
/// upcast in the loss, the labels padded), transformers <= 4.45 (fp32 upcast in the model's
/// forward + a shifted contiguous copy), cross-entropy straight on BF16 logits (LitGPT
/// pretraining), or transformers 4.46 to 4.48 (fp32 upcast and the shifted copy in the loss,
/// beside the model's BF16 logits).
enum class PlainLoss { Hf, HfLegacy, Bf16, HfShifted };
/// Attention kernel: FlashAttention / SDPA (no s² matrix), eager (scores and probabilities
/// kept for backward), SDPA with k and v expanded to every query head (LitGPT), or
/// transformers' SDPA path, which on a padded batch takes a boolean mask and repeats k and v
/// (memory/layerparts.cpp addFlashAttention).
enum class AttentionKernel { Flash, Eager, FlashExpandedKv, Sdpa };
/// PyTorch FSDP: FSDP1 flat parameters (FlatParameter per unit) or FSDP2 per-parameter
/// sharding (DTensor).
enum class FsdpVersion { Fsdp1, Fsdp2 };

/// QLoRA quantiser: bitsandbytes quantize_4bit, torchao to_nf4, or a checkpoint that is
/// already NF4 (nothing quantised on the GPU); or a base quantised before training in a format
/// of its own (GPTQ, AWQ, MXFP4), whose quantization_config says which linears it covers.
enum class Quantizer { Bitsandbytes, Torchao, Prequantized, Gptq, Awq, Mxfp4 };
/// Who shards the states when `sharding` is full / zero2 / zero1: PyTorch FSDP or DeepSpeed ZeRO.
enum class ShardingImpl { Fsdp, DeepSpeed };
/// NCCL's NVLink SHARP buffers (core/memory/gpumemory.cpp ncclNvlsGb): as NCCL 2.26 and later
/// size them (PyTorch 2.7 and later), as NCCL 2.21 and before did (PyTorch 2.6 and before), or
/// none (NCCL_NVLS_ENABLE=0).
enum class NcclNvls { Chunked, Legacy, Off };
/// A ZeRO size as a DeepSpeed JSON gives it (Scenario::deepSpeed): not given (the catalog's
/// zero_* assumption, DeepSpeed's default), a number of elements, or "auto", which accelerate
/// fills from the model's hidden size (accelerate@16cb6eb8 accelerator.py _prepare_deepspeed:
/// reduce_bucket_size h², stage3_prefetch_bucket_size 0.9 h², stage3_param_persistence_threshold
/// 10 h; the Trainer runs DeepSpeed through it).
struct ZeroSize {
    enum class Kind { Default, Elements, Auto };
    Kind kind = Kind::Default;
    double elements = 0;
    bool operator==(const ZeroSize&) const = default;
};

/// `deepspeed`: the ZeRO settings of the run's DeepSpeed file that size its buffers, where it
/// gives them (an imported file's); what it leaves out is the catalog's.
struct DeepSpeedSettings {
    ZeroSize reduceBucket;         ///< zero_optimization.reduce_bucket_size
    ZeroSize prefetchBucket;       ///< zero_optimization.stage3_prefetch_bucket_size
    ZeroSize persistenceThreshold; ///< zero_optimization.stage3_param_persistence_threshold
    std::optional<double> maxLiveParameters; ///< zero_optimization.stage3_max_live_parameters
    /// zero_optimization.overlap_comm (DeepSpeed: on at stage 3, off below unless set)
    std::optional<bool> overlapComm;
    bool operator==(const DeepSpeedSettings&) const = default;
    bool empty() const { return *this == DeepSpeedSettings{}; }
};

/// A dtype Megatron-LM's precision-aware optimizer keeps a state in (megatron/training/
/// arguments.py at d98e8a64: `--main-grads-dtype` fp32|bf16, `--main-params-dtype` fp32|fp16,
/// `--exp-avg-dtype` / `--exp-avg-sq-dtype` fp32|fp16|bf16|fp8; fp8 is a uint8 Float8Tensor).
enum class OptimizerDtype { Fp32, Bf16, Fp16, Fp8 };

/// `megatron`: Megatron-LM's optimizer flags that size its states, as its command line names
/// them (megatron/core/optimizer/optimizer_config.py at d98e8a64). Without
/// use_precision_aware_optimizer every dtype is fp32 (OptimizerConfig.__post_init__ asserts it).
struct MegatronSettings {
    bool precisionAwareOptimizer = false; ///< --use-precision-aware-optimizer (TE FusedAdam)
    OptimizerDtype mainGrads = OptimizerDtype::Fp32;  ///< --main-grads-dtype
    OptimizerDtype mainParams = OptimizerDtype::Fp32; ///< --main-params-dtype
    OptimizerDtype expAvg = OptimizerDtype::Fp32;     ///< --exp-avg-dtype
    OptimizerDtype expAvgSq = OptimizerDtype::Fp32;   ///< --exp-avg-sq-dtype
    /// OptimizerConfig.store_param_remainders (default True): fp32 main parameters of BF16
    /// weights kept as their low 16 bits.
    bool storeParamRemainders = true;
    bool operator==(const MegatronSettings&) const = default;
    bool empty() const { return *this == MegatronSettings{}; }
};

/// What a checkpointed layer keeps (`checkpointing_policy`): its input alone (full, as
/// torch.utils.checkpoint around each layer), or torchtitan's selective per-op policy, which
/// also keeps the outputs of every other matmul and of the attention kernel.
enum class CheckpointPolicy { Full, SelectiveOp };

/// LoRA target modules (scenario key `lora_targets`); 0 = every linear layer ("all-linear").
enum LoraTarget : unsigned {
    LoraQ = 1u << 0,
    LoraK = 1u << 1,
    LoraV = 1u << 2,
    LoraO = 1u << 3,
    LoraGate = 1u << 4,
    LoraUp = 1u << 5,
    LoraDown = 1u << 6,
    LoraLmHead = 1u << 7,
    LoraEmbed = 1u << 8,
};

/// Pinned builds a scenario file may hold (the window compares up to four).
inline constexpr std::size_t kMaxPins = 4;

struct Scenario {
    std::string name;            ///< the file's own title (`name`), kept as written
    std::string headroomVersion; ///< `headroom_version` as written, kept
    /// Catalog id, or an imported config.json: after parseScenario() its absolute path (the
    /// file's relative path resolved against the scenario's folder).
    std::string model = "qwen3.8-27b";
    /// Training stack (catalog/stacks.json id: hf-trainer, torchtune, litgpt, unsloth, liger);
    /// empty = none, Headroom's own defaults. It sets the low-level keys below; keys given
    /// explicitly in the scenario override it.
    std::string stack;
    std::optional<ModelArch> importedModel; ///< set when `model` is a config.json path
    Method method = Method::Full;
    Optimizer optimizer = Optimizer::AdamW;
    OptimizerImpl optimizerImpl = OptimizerImpl::Fused;
    Offload offload = Offload::None;
    Sharding sharding = Sharding::Full;
    StateBytes stateBytes = StateBytes::Zero;
    std::string server = "4x-h200-nvl"; ///< empty: pick the smallest server for gpu x gpuCount
    std::string gpu;                    ///< used when server is empty
    int gpuCount = 0;                   ///< 0 = all cards of the server
    int runsSideBySide = 1;             ///< equal groups of the cards, one run on each
    /// Servers of this type in the cluster (`nodes`); the run's GPUs are nodes × the cards.
    int nodes = 1;
    /// The parallel plan (`plan`): "auto" (dp = every GPU, `sharding` as given) or a manual
    /// dp · tp · pp · cp grid that must use every GPU of the cluster. The data-parallel
    /// sharding is `sharding` above in either case.
    ParallelPlan plan;
    int sequenceLength = 8192; ///< tokens of text per sequence
    /// Samples packed into full-length sequences (`packing`) rather than padded per batch. The
    /// memory peak is the full sequence either way (but for transformers' SDPA path, which masks
    /// packed rows as it masks padded ones: memory/sdpamask.h); kept so that an exported recipe
    /// packs as the imported one did.
    bool packing = false;
    int microBatch = 1;
    int gradientAccumulation = 1;
    bool gradientCheckpointing = true;
    bool fusedCrossEntropy = true;
    FusedLossKind fusedLoss = FusedLossKind::FusedLinear; ///< Liger-style or torchtune's chunks
    PlainLoss plainLoss = PlainLoss::Hf;
    AttentionKernel attention = AttentionKernel::Flash;
    FsdpVersion fsdpVersion = FsdpVersion::Fsdp2;
    ShardingImpl shardingImpl = ShardingImpl::Fsdp; ///< FSDP or DeepSpeed ZeRO-3 for `full`
    NcclNvls ncclNvls = NcclNvls::Chunked; ///< `nccl_nvls`: NCCL's NVLink SHARP buffers
    /// `checkpointing_policy` with gradient_checkpointing (torchtitan's `selective`/`op`)
    CheckpointPolicy checkpointPolicy = CheckpointPolicy::Full;
    DeepSpeedSettings deepSpeed;  ///< `deepspeed`: a DeepSpeed file's ZeRO sizes
    MegatronSettings megatron;    ///< `megatron`: Megatron-LM's optimizer dtypes
    bool nf4DoubleQuant = true;   ///< QLoRA: NF4 block scales quantised again (Dettmers et al.)
    bool quantizeLmHead = false;  ///< QLoRA: the LM head in NF4 too (LitGPT)
    bool untieEmbeddings = false; ///< a tied LM head kept as a separate copy (LitGPT)
    /// QLoRA: who quantises the BF16 weights on the GPU while loading (the caching allocator
    /// keeps the transients reserved), or a pre-quantised checkpoint.
    Quantizer quantizer = Quantizer::Bitsandbytes;
    unsigned loraTargets = 0; /// LoraTarget bits; 0 = all-linear
    /// LoraEmbed / LoraLmHead: trained in full beside the adapters (PEFT modules_to_save).
    unsigned modulesToSave = 0;
    bool compile = false;             ///< torch.compile of the decoder layers
    bool activationOffload = false;   ///< checkpointed layer inputs kept in host memory
    /// DeepSpeed ALST's TiledMLP (`tiled_mlp`; ArcticTraining `tiled_mlp_compute`): the dense
    /// MLP runs on tiles of at most `hidden` tokens and keeps only its input for backward.
    bool tiledMlp = false;
    bool optimizerInBackward = false; ///< each gradient applied and freed in its backward hook
    double imageShare = 0;            ///< share of samples that carry images, 0..1
    int imagesPerSample = 1;
    int imageWidth = 1024;
    int imageHeight = 1024;
    bool trainVision = true; ///< the page's accounting trains all 27.8 B
    int loraRank = 16;
    /// LoRA's alpha (`lora_alpha`): it scales the adapter's output (alpha / r) and changes no
    /// memory; kept so that the file says what the run uses. 0 = not given.
    double loraAlpha = 0;
    /// PEFT's `lora_dropout` (0: nn.Identity, nothing kept): above 0 every adapted linear
    /// keeps its adapter input's dropout output and mask for backward.
    double loraDropout = 0;
    bool dora = false; ///< DoRA (`dora`, PEFT use_dora): magnitude vectors on every adapter
    /// Whether gate/up/down LoRA targets reach every routed expert of a mixture-of-experts block
    /// (`lora_routed_experts`, default true): under transformers 4.x each expert is an
    /// nn.Linear that PEFT's target_modules wraps; under transformers 5 the experts are fused 3D
    /// parameters, which PEFT 0.19 and later targets from the same names (peft@5d602fdb
    /// utils/transformers_weight_conversion.py _convert_peft_config_moe, target_parameters) and
    /// PEFT 0.18 left without adapters. False: only the dense MLPs and the shared experts are
    /// adapted (a recipe naming `shared_expert.up_proj` under transformers 4.x, or PEFT 0.18
    /// under transformers 5). Models whose experts are fused in any version (gpt-oss, Llama 4:
    /// fusedExperts()) never adapt them.
    bool loraRoutedExperts = true;
    /// MoE expert capacity factor (`moe_capacity_factor`): every expert's input padded to
    /// factor · tokens · k / E; 0 = dropless routing (Hugging Face, Megatron's default).
    double moeCapacityFactor = 0;
    double powerCapW = 0; ///< 0 = no cap (TDP)
    int checkpointsKept = 3;
    double datasetTokens = 1e9;
    double epochs = 1;
    std::string network;       ///< catalog NIC id (networks.json); empty: the catalog's first
    int nicsPerServer = 0;     ///< compute adapters per server; 0 = one per GPU
    bool railOptimized = true; ///< GPU i of every server on leaf switch i (NVIDIA's rail layout)
    /// The feed the build is planned on (230 V, 16 or 32 A). 32 A by default: the reference
    /// page's build (4× H200 NVL, full fine-tune: about 3.40 kW) needs it, since a 16 A feed
    /// carries 2.94 kW at 80 % and the page plans the feed for the full load (README, "The
    /// window").
    int feedAmps = 32;
    /// The planned feed's phases (`feed_phases`): 1 = 230 V single phase, 3 = 400 V three
    /// phase (IEC 60309 16 A / 32 A; what an 8-GPU HGX server or a rack is fed from).
    int feedPhases = 1;
    bool threePhase = false;   ///< also show 400 V 3-phase feeds
    /// Builds pinned for comparison in the window, saved with the scenario (`pins`: at most
    /// kMaxPins of {"label", "scenario"}); evaluate() ignores them. A pin holds no pins.
    std::vector<Scenario> pins;
    std::vector<std::string> pinLabels; ///< one per pin
    QuoteDetails quote;                 ///< the `quote` section: customer, prices, language, paper
    /// Serving the tuned model on the build afterwards (`serving`); absent = not asked.
    std::optional<ServingRequest> serving;
    /// Own or rent (`costs`): years, energy, service, usage, cloud provider; absent = not asked.
    std::optional<CostsRequest> costs;
    /// Preference / RL fine-tuning (`method` dpo|orpo|simpo|grpo|ppo); `method` above is then
    /// the policy's training (`policy_method`).
    std::optional<RlRequest> rl;
    /// The training recipe the scenario was imported from (`recipe`); absent = typed in.
    std::optional<RecipeOrigin> recipe;
    bool operator==(const Scenario&) const = default;
};

inline constexpr auto kMethodNames = makeEnumTable(
    std::pair{Method::Full, "full"},
    std::pair{Method::Lora, "lora"},
    std::pair{Method::Qlora, "qlora"},
    std::pair{Method::Lora8bit, "lora-8bit"});
const char* toString(Method);
inline constexpr auto kOptimizerNames = makeEnumTable(
    std::pair{Optimizer::AdamW, "adamw"},
    std::pair{Optimizer::AdamW8bit, "adamw-8bit"},
    std::pair{Optimizer::PagedAdamW, "paged-adamw"},
    std::pair{Optimizer::PagedAdamW8bit, "paged-adamw-8bit"},
    std::pair{Optimizer::AdamW4bit, "adamw-4bit"});
const char* toString(Optimizer);
inline constexpr auto kOffloadNames = makeEnumTable(
    std::pair{Offload::None, "none"},
    std::pair{Offload::Optimizer, "optimizer"},
    std::pair{Offload::Parameters, "parameters"});
const char* toString(Offload);
inline constexpr auto kStateBytesNames = makeEnumTable(
    std::pair{StateBytes::Zero, "zero"},
    std::pair{StateBytes::Hf, "hf"},
    std::pair{StateBytes::Bf16, "bf16"});
const char* toString(StateBytes);
inline constexpr auto kFusedLossKindNames = makeEnumTable(
    std::pair{FusedLossKind::FusedLinear, "fused-linear"},
    std::pair{FusedLossKind::Chunked, "chunked"},
    std::pair{FusedLossKind::LmHeadChunks, "lm-head-chunks"});
const char* toString(FusedLossKind);
inline constexpr auto kOptimizerImplNames = makeEnumTable(
    std::pair{OptimizerImpl::Foreach, "foreach"},
    std::pair{OptimizerImpl::Fused, "fused"},
    std::pair{OptimizerImpl::ForLoop, "for-loop"});
const char* toString(OptimizerImpl);
inline constexpr auto kPlainLossNames = makeEnumTable(
    std::pair{PlainLoss::Hf, "hf"},
    std::pair{PlainLoss::HfLegacy, "hf-legacy"},
    std::pair{PlainLoss::Bf16, "bf16"},
    std::pair{PlainLoss::HfShifted, "hf-4.46"});
const char* toString(PlainLoss);
inline constexpr auto kAttentionKernelNames = makeEnumTable(
    std::pair{AttentionKernel::Flash, "flash"},
    std::pair{AttentionKernel::Eager, "eager"},
    std::pair{AttentionKernel::FlashExpandedKv, "flash-expanded-kv"},
    std::pair{AttentionKernel::Sdpa, "sdpa"});
const char* toString(AttentionKernel);
inline constexpr auto kFsdpVersionNames = makeEnumTable(
    std::pair{FsdpVersion::Fsdp1, "fsdp1"},
    std::pair{FsdpVersion::Fsdp2, "fsdp2"});
const char* toString(FsdpVersion);
inline constexpr auto kQuantizerNames = makeEnumTable(
    std::pair{Quantizer::Bitsandbytes, "bitsandbytes"},
    std::pair{Quantizer::Torchao, "torchao"},
    std::pair{Quantizer::Prequantized, "prequantized"},
    std::pair{Quantizer::Gptq, "gptq"},
    std::pair{Quantizer::Awq, "awq"},
    std::pair{Quantizer::Mxfp4, "mxfp4"});
const char* toString(Quantizer);
inline constexpr auto kShardingImplNames = makeEnumTable(
    std::pair{ShardingImpl::Fsdp, "fsdp"},
    std::pair{ShardingImpl::DeepSpeed, "deepspeed"});
const char* toString(ShardingImpl);
inline constexpr auto kNcclNvlsNames = makeEnumTable(
    std::pair{NcclNvls::Chunked, "chunked"},
    std::pair{NcclNvls::Legacy, "legacy"},
    std::pair{NcclNvls::Off, "off"});
const char* toString(NcclNvls);
inline constexpr auto kCheckpointPolicyNames = makeEnumTable(
    std::pair{CheckpointPolicy::Full, "full"},
    std::pair{CheckpointPolicy::SelectiveOp, "selective-op"});
const char* toString(CheckpointPolicy);
inline constexpr auto kOptimizerDtypeNames = makeEnumTable(
    std::pair{OptimizerDtype::Fp32, "fp32"},
    std::pair{OptimizerDtype::Bf16, "bf16"},
    std::pair{OptimizerDtype::Fp16, "fp16"},
    std::pair{OptimizerDtype::Fp8, "fp8"});
const char* toString(OptimizerDtype);

/// What shards a `sharding: full` run: DeepSpeed ZeRO-3 where the scenario names it, and also
/// where only the optimizer is offloaded, which FSDP cannot do: FSDP1's CPUOffload(offload_params)
/// and FSDP2's CPUOffloadPolicy move the parameters and with them the gradients and the
/// optimizer step (torch/distributed/fsdp/api.py and _fully_shard/_fsdp_api.py docstrings,
/// PyTorch 2.7), while ZeRO-3's offload_optimizer keeps the 16-bit parameters on the GPUs. The
/// recipes Headroom writes run that case as ZeRO-3 with offload_optimizer
/// (core/recipe/deepspeedrecipe.cpp), so it is sized as that run. Read this, not
/// `Scenario::shardingImpl`, wherever the implementation decides a figure.
ShardingImpl shardingImplOf(const Scenario& s);

/// Whether DeepSpeed's ZeRO engine holds the states: `sharding` zero1 or zero2, or full run as
/// ZeRO-3 (shardingImplOf: `sharding_impl: deepspeed` or an optimizer-only offload).
/// Megatron-LM's distributed optimizer (`state_bytes: zero` with a plan) is not: stageshare.h
/// runsMegatronOptimizer.
bool runsDeepSpeedZero(const Scenario& s);

/// Whether a run's states are Megatron-LM's (its DDP, or its distributed optimizer): `sharding:
/// zero1` or `none` with tensor, pipeline, expert or ring context parallelism and `state_bytes:
/// zero` (memory/stageshare.cpp planStates has the sources). The one test for it: planStates'
/// gradient buffer, ncclNvlsGb's communicators (Megatron has no DeepSpeed copy of the world
/// group) and the optimizers scenariocheck.cpp lets it run.
bool runsMegatronOptimizer(const Scenario& s, const ParallelPlan& plan);

/// Whether the run checkpoints per operation (torchtitan's selective-op policy, which needs
/// gradient checkpointing): what each layer keeps, what is recomputed, the band and the quote
/// follow it.
bool checkpointsPerOp(const Scenario& s);

/// Applies the low-level keys a training stack may set (state_bytes, optimizer_impl, the loss,
/// attention, checkpointing flavour, FSDP version, quantisation details) from `doc` onto `s`;
/// keys absent from `doc` keep their value. Any other key is an error when `onlyStackKeys`.
std::optional<Error> applyStackKeys(const nlohmann::json& doc, const std::string& file,
                                    const std::string& path, Scenario& s, bool onlyStackKeys);

/// Sets the low-level keys of the catalog stack `id` on `s` (and `s.stack`); an empty id
/// clears the stack and restores Headroom's defaults for those keys.
std::optional<Error> applyStack(Scenario& s, const std::string& id, const Catalog& catalog);

} // namespace headroom
