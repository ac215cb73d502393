#pragma once
// A parallel plan: how the GPUs of a run split the model and the data (Megatron-LM's
// parallelism dimensions, plus the data-parallel sharding of PyTorch FSDP / DeepSpeed ZeRO).
//
// The GPUs of the run form a grid dp × tp × pp × cp (Megatron-LM
// megatron/core/parallel_state.py initialize_model_parallel: world_size = tp · pp · cp · dp);
// expert parallelism ep splits each MoE layer's experts over ep ranks taken from the dp · cp
// ranks, as Megatron-LM does ("expert_model_parallel_size" ranks inside the data- and
// context-parallel group; expert data parallel = dp · cp / ep with the expert tensor-parallel
// size equal to tp).
#include "enumnames.h"
#include <string>

namespace headroom {

/// How data parallelism shards the model states over the ranks that hold the same layers:
/// nothing (PyTorch DDP), optimizer states (ZeRO-1), + gradients (ZeRO-2), + weights
/// (FSDP / ZeRO-3). With `full` and a shard group (ParallelPlan::hsdpShardGroup) it is HSDP:
/// sharded inside each group of that many ranks, replicated across the groups.
enum class Sharding { Full, Zero2, Zero1, None };

/// 1F1B (PipeDream-Flush, Narayanan et al. 2021 §2.2) or the interleaved 1F1B schedule with v
/// model chunks ("virtual stages") per GPU (Narayanan et al. 2021 §2.2.1).
enum class PipelineSchedule { OneFOneB, Interleaved };

/// Context parallelism: ring attention (K/V blocks passed around the ring, Megatron-LM / TE
/// "p2p") or all-to-all over the heads (DeepSpeed-Ulysses, TE "a2a").
enum class ContextParallelKind { Ring, AllToAll };

struct ParallelPlan {
    /// "auto": every GPU of the run is a data-parallel rank (dp = GPUs), the scenario's
    /// sharding: what Headroom did before plans existed.
    bool automatic = true;
    int dp = 1; ///< data-parallel replicas (of the tp · pp · cp model shard)
    int tp = 1; ///< tensor parallel (Megatron-LM column/row-parallel linears)
    int pp = 1; ///< pipeline stages
    int cp = 1; ///< context parallel: the sequence split over cp ranks
    int ep = 1; ///< expert parallel: each MoE layer's experts split over ep ranks
    bool sequenceParallel = false; ///< Korthikanti et al. 2022 §4.2.2: norms and dropout split
    PipelineSchedule pipelineSchedule = PipelineSchedule::OneFOneB;
    int virtualStages = 1;        ///< model chunks per GPU (interleaved schedule: v ≥ 2)
    int pipelineMicroBatches = 0; ///< micro-batches per optimizer step; 0 = gradient_accumulation
    int hsdpShardGroup = 0;       ///< HSDP: ranks per shard group; 0 = shard over all dp · cp
    ContextParallelKind cpKind = ContextParallelKind::Ring;
    bool operator==(const ParallelPlan&) const = default;

    /// GPUs the plan occupies: dp · tp · pp · cp.
    long long gpus() const { return 1LL * dp * tp * pp * cp; }
    /// Whether the plan splits the model at all (tp, pp, cp or ep above 1).
    bool splitsModel() const { return tp > 1 || pp > 1 || cp > 1 || ep > 1; }
};

inline constexpr auto kShardingNames = makeEnumTable(
    std::pair{Sharding::Full, "full"},
    std::pair{Sharding::Zero2, "zero2"},
    std::pair{Sharding::Zero1, "zero1"},
    std::pair{Sharding::None, "none"});
const char* toString(Sharding);
inline constexpr auto kPipelineScheduleNames = makeEnumTable(
    std::pair{PipelineSchedule::OneFOneB, "1f1b"},
    std::pair{PipelineSchedule::Interleaved, "interleaved"});
const char* toString(PipelineSchedule);
inline constexpr auto kContextParallelKindNames = makeEnumTable(
    std::pair{ContextParallelKind::Ring, "ring"},
    std::pair{ContextParallelKind::AllToAll, "all-to-all"});
const char* toString(ContextParallelKind);

/// The plan a run uses: "auto" becomes dp = gpus (tp = pp = cp = ep = 1); the pipeline's
/// micro-batches default to the gradient accumulation steps.
ParallelPlan resolvePlan(const ParallelPlan& requested, int gpus, int gradientAccumulation);

/// Ranks over which one copy of the non-expert states is sharded: dp · cp (Megatron-LM's
/// distributed optimizer uses the data-parallel group with context parallel ranks; FSDP over
/// dp · cp as in torchtitan), or the HSDP shard group.
int stateShards(const ParallelPlan& plan);

/// Ranks over which one copy of the expert states is sharded: the expert data-parallel group
/// dp · cp / ep (or the HSDP shard group divided by ep, at least 1).
int expertStateShards(const ParallelPlan& plan);

/// Micro-batches the first pipeline stage holds activations for at its peak: min(pp, m) with
/// 1F1B (Narayanan et al. 2021 §2.2: "at most p micro-batches in flight"); with the
/// interleaved schedule pp · (1 + (pp − 1)/(pp · v)) micro-batch-stages of 1/v of the stage's
/// layers each (Megatron-LM theoretical_memory_usage.py, interleaved_schedule_memory_penalty).
/// Returned as the factor on one micro-batch of the stage's whole layers.
double inFlightMicroBatches(const ParallelPlan& plan);

/// The pipeline bubble as a fraction of the ideal compute time: (pp − 1)/m for 1F1B,
/// (pp − 1)/(v · m) interleaved (Narayanan et al. 2021 §2.2 and §2.2.1).
double pipelineBubble(const ParallelPlan& plan);

/// "dp 2 · tp 8 · pp 4" and so on, for warnings and the summary.
std::string describe(const ParallelPlan& plan);

} // namespace headroom
