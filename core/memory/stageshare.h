#pragma once
// What one GPU of a parallel plan holds: its pipeline stage's layers, split by tensor and
// expert parallelism (Megatron-LM megatron/training/theoretical_memory_usage.py at d98e8a64,
// compute_weight_and_optimizer_memory: the "most loaded model shard").
#include "modelarch.h"
#include "parallel/plan.h"

namespace headroom {

enum class StageKind { First, Last, Only };

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

/// Routed-expert parameters of the whole model: MoE layers × experts × 3·h·I (SwiGLU experts).
double routedExpertParams(const ModelArch& arch);

/// The share of pipeline stage `kind` (the first stage holds the embedding and the vision
/// tower, the last the LM head, the MTP layers and the final norm; ceil(layers / pp) layers
/// each). `loraTargets`: LoraTarget bits (0 = every linear layer) for the adapter counts.
StageShare stageShare(const ModelArch& arch, const ParallelPlan& plan, StageKind kind,
                      unsigned loraTargets);

} // namespace headroom
