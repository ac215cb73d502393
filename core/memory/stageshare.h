#pragma once
// What one GPU of a parallel plan holds: its pipeline stage's layers, split by tensor and
// expert parallelism (Megatron-LM megatron/training/theoretical_memory_usage.py at d98e8a64,
// compute_weight_and_optimizer_memory: the "most loaded model shard").
#include "modelarch.h"
#include "plan.h"

namespace headroom {

struct Scenario;

/// A pipeline stage: the first (embedding), the fullest middle one, the last (output layer and
/// loss), or the only one (no pipeline).
enum class StageKind { First, Middle, Last, Only };

/// Who puts the decoder layers on the stages when they do not divide by pp (stageLayers).
enum class PipelineSplit { Megatron, Torchtitan };

/// Decoder layers of the first stage, of the fullest middle stage (0 with pp ≤ 2) and of the
/// last stage, per GPU (all of a rank's model chunks under the interleaved schedule).
struct StageLayers {
    int first = 0;
    int middle = 0;
    int last = 0;
};

/// How `split` spreads `layers` decoder layers over the plan's pp stages:
///   - Megatron-LM (d98e8a64) builds num_layers / pp on every stage and refuses layers that do
///     not divide (megatron/core/transformer/transformer_block.py get_num_layers_to_build:
///     `assert num_layers % config.pipeline_model_parallel_size == 0`) unless the first and
///     last stages are given their own counts (--decoder-first-pipeline-num-layers and
///     --decoder-last-pipeline-num-layers, num_layers_in_first/last_pipeline_stage), the rest
///     divided evenly over the middle stages (transformer_config.py "Uneven PP": the middle
///     layers must divide by pp − 2). Headroom takes the counts a run that spares the end
///     stages sets: ceil(layers / pp) on every middle stage, the rest halved between the first
///     and the last (the last takes the odd layer); 126 layers over pp 8 give 15 · 16⁶ · 15, as
///     account_for_embedding_in_pipeline_split and account_for_loss_in_pipeline_split do.
///   - torchtitan (9dec370, torchtitan/parallelisms/pipelining_utils.py generate_split_points)
///     cuts pp · v stages of layers / (pp · v) layers, the remainder one each to the middle
///     stages in order from the second, the last stage what is left; rank r runs stages r,
///     r + pp, ... (stage_ids_this_rank, style "loop").
/// Layers that divide by pp give layers / pp everywhere either way.
StageLayers stageLayers(int layers, const ParallelPlan& plan, PipelineSplit split);

/// Micro-batches pipeline rank `stage` (0 = the first) holds activations for at its peak:
/// inFlightMicroBatches (plan.h) for the first; a later rank warms up with fewer,
/// min(pp − i, m) with 1F1B and min(m, pp + (pp − 1 − 2i)/v) interleaved (Megatron-LM
/// schedules.py get_pp_rank_microbatches; stageshare.cpp).
double stageInFlightMicroBatches(const ParallelPlan& plan, int stage);

/// The split of a scenario's plan: torchtitan's where its FSDP2 runs the pipeline (`sharding:
/// full`, FSDP2, as planStates), else Megatron-LM's.
PipelineSplit pipelineSplit(const Scenario& s);

/// Parameters one rank of a pipeline stage holds.
struct StageShare {
    /// The model as the rank sees it: attention and linear-attention heads, MLP and expert
    /// widths and the vocabulary divided by tp (Megatron's column/row-parallel linears and
    /// vocab-parallel embedding and loss), experts divided by ep, the stage's layers; its
    /// `params` are the rank's parameters.
    ModelArch arch;
    double nonExpertParams = 0; ///< tp-sharded and replicated parameters on the rank
    double expertParams = 0;    ///< routed experts on the rank (E/ep of them, split by tp)
    double layerFraction = 1;   ///< the stage's decoder layers / all decoder layers
    /// LoRA Σ(in + out) per rank of the adapters on the rank, non-expert and expert parts.
    double loraNonExpertPerRank = 0;
    double loraExpertPerRank = 0;
    StageKind kind = StageKind::Only;
};

/// Whether a plan's GPUs run their layers with fused norm and SwiGLU kernels, counted as
/// Headroom's compiled kernels (MemoryInput::compiled: RMSNorm keeps its BF16 input and fp32
/// statistics, SwiGLU 6·I bytes per token). A plan that splits the model (tensor, pipeline,
/// context or expert parallelism) is run by Megatron-LM / NeMo or torchtitan:
///   - Megatron-LM megatron/core/models/gpt/gpt_layer_specs.py (d98e8a64): the norms are
///     Transformer Engine's (TENorm, or fused into TELayerNormColumnParallelLinear), which keep
///     the norm's input and its fp32 statistics, not an fp32 copy of the input;
///   - megatron/core/transformer/mlp.py with megatron/core/fusions/fused_bias_swiglu.py
///     (d98e8a64): SwiGLUFunction / BiasSwiGLUFunction.forward `ctx.save_for_backward(input)`
///     keeps linear_fc1's output (gate and up, 2·I wide) and linear_fc2 keeps the product (I):
///     6·I bytes per token, not eager's 8·I;
///   - torchtitan runs its plans compiled (train_configs/llama3_405b.toml at 9dec370:
///     `compile = true`; the benchmarks' 2D/3D/4D rows are all torch.compile runs).
/// Korthikanti et al.'s GPT layers (LayerNorm, GELU) are counted the same either way.
bool planFusesKernels(const ParallelPlan& plan);

/// Whether context parallelism is DeepSpeed ALST's Ulysses alone: all-to-all over cp > 1 ranks
/// with DeepSpeed (statebytes.h runsDeepSpeedZero: ZeRO-1/2, or ZeRO-3 as `sharding_impl:
/// deepspeed`) and no tensor, pipeline or expert parallelism. ALST runs the Hugging Face model
/// whole (UlyssesSPAttentionHF.register_with_transformers swaps only the attention function,
/// deepspeed/runtime/sequence_parallel/ulysses_sp.py at edaa7221): its own kernels (no plan
/// fusion) and its exchange buffers (layerparts.cpp addContextExchange). The one test for it.
bool runsAlstUlysses(const Scenario& s, const ParallelPlan& plan);

/// Whether the run computes Megatron-Core's vocab-parallel loss: a model split the Megatron
/// way (pipelineSplit) with its fused kernels, not by a Hugging Face Trainer stack (whose
/// transformers tp plan keeps its own loss) nor ALST's Ulysses alone. With fused_cross_entropy
/// on, Headroom sizes a fused linear cross-entropy there instead (warning
/// fused_loss_megatron).
bool runsMegatronLoss(const Scenario& s, const ParallelPlan& plan);

/// Whether the run executes the model whole as its framework wrote it: no plan splits it, or
/// ALST's Ulysses alone (which swaps only the attention function). Where transformers' code
/// runs (gpumemory.h runsTransformersModel), its MoE and eager attention count as written.
bool runsModelWhole(const Scenario& s, const ParallelPlan& plan);

/// How a run's eager attention keeps its scores (layerparts.cpp addEagerAttention): the
/// softmax in fp32 beside its BF16 copy, and K and V repeated to every query head.
struct EagerAttentionCode {
    bool softmaxFp32 = false;
    bool repeatsKv = false;
};

/// The eager attention code a run executes: transformers' (the default stack, hf-trainer,
/// liger) where the model runs whole (or under ALST's Ulysses), LitGPT's, torchtune's Gemma 2
/// path; a plan that splits the model on the default stack is Megatron-style (its fused
/// softmax keeps BF16, its DotProductAttention repeats K and V).
EagerAttentionCode eagerAttentionCode(const Scenario& s, const ModelArch& arch,
                                      const ParallelPlan& plan);

/// What a GPU of a plan holds whole beyond Headroom's per-parameter state bytes, bytes (added
/// to the stage's states unsharded; planStates in stageshare.cpp has the sources).
struct PlanStates {
    double gatheredWeights = 0; ///< FSDP2 under a pipeline: the stage's parameters, gathered
    /// Gradients beyond the 2 B per trainable parameter of `state_bytes: zero`: FSDP2 under a
    /// pipeline accumulates the stage's unsharded in fp32 (4 B); Megatron-LM's gradient buffer
    /// is fp32 (2 B more; 4 B under its optimizer CPU offload, where the states keep none).
    double extraGradients = 0;
};

/// The whole-held states of a plan's stage: torchtitan's FSDP2 × PP (`sharding: full`, FSDP2,
/// pp > 1) and Megatron-LM's DDP / distributed optimizer (runsMegatronOptimizer; its optimizer
/// on the GPU or offloaded, `offload: optimizer`). `trainable`: the stage's trainable parameters on the
/// GPU before sharding. Zero for every other scenario.
PlanStates planStates(const Scenario& s, const ParallelPlan& plan, const StageShare& share,
                      double trainable);

/// Routed-expert parameters of the whole model: MoE layers × experts × 3·h·I (SwiGLU experts).
double routedExpertParams(const ModelArch& arch);

/// The share of pipeline stage `kind` (the first stage holds the embedding and the vision
/// tower, the last the LM head, the MTP layers and the final norm, a middle stage neither; the
/// layers stageLayers gives the stage under `split`). `loraTargets`: LoraTarget bits (0 =
/// every linear layer) for the adapter counts; `routedExpertLora`: Scenario::loraRoutedExperts.
StageShare stageShare(const ModelArch& arch, const ParallelPlan& plan, StageKind kind,
                      unsigned loraTargets, PipelineSplit split = PipelineSplit::Megatron,
                      bool routedExpertLora = true);

} // namespace headroom
