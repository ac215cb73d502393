#include "plan.h"

#include <algorithm>

namespace headroom {

const char* toString(Sharding v) {
    return kShardingNames.name(v);
}

const char* toString(PipelineSchedule v) {
    return kPipelineScheduleNames.name(v);
}

const char* toString(ContextParallelKind v) {
    return kContextParallelKindNames.name(v);
}

ParallelPlan resolvePlan(const ParallelPlan& requested, int gpus, int gradientAccumulation) {
    ParallelPlan p = requested;
    if (p.automatic) {
        const ParallelPlan defaults;
        p = defaults;
        p.dp = std::max(1, gpus);
    }
    if (p.pipelineMicroBatches <= 0)
        p.pipelineMicroBatches = std::max(1, gradientAccumulation);
    if (p.pipelineSchedule == PipelineSchedule::OneFOneB)
        p.virtualStages = 1;
    return p;
}

int stateShards(const ParallelPlan& p) {
    const int group = std::max(1, p.dp) * std::max(1, p.cp);
    return p.hsdpShardGroup > 0 ? std::min(p.hsdpShardGroup, group) : group;
}

int expertStateShards(const ParallelPlan& p) {
    return std::max(1, stateShards(p) / std::max(1, p.ep));
}

double inFlightMicroBatches(const ParallelPlan& p) {
    const double pp = std::max(1, p.pp), m = std::max(1, p.pipelineMicroBatches);
    if (pp <= 1)
        return 1;
    if (p.pipelineSchedule == PipelineSchedule::Interleaved && p.virtualStages > 1) {
        // Megatron-LM megatron/training/theoretical_memory_usage.py (d98e8a64):
        // interleaved_schedule_memory_penalty = 1 + (pp − 1)/(pp · v), on pp micro-batches.
        // Never more than the step's m micro-batches: the warm-up runs at most every chunk of
        // every micro-batch (m · v chunks of 1/v of the stage) before its first backward
        // (megatron/core/pipeline_parallel/schedules.py at d98e8a64, get_pp_rank_microbatches:
        // `if num_warmup_microbatches >= total_num_microbatches` with total = m · v, "all
        // microbatches in warmup"); the formula above assumes m well above pp.
        const double v = p.virtualStages;
        return std::min(m, pp * (1 + (pp - 1) / (pp * v)));
    }
    // 1F1B: the first stage runs pp warm-up forwards before its first backward; fewer when
    // the step has fewer micro-batches (theoretical_memory_usage.py: min(1, m / pp)).
    return std::min(pp, m);
}

double pipelineBubble(const ParallelPlan& p) {
    if (p.pp <= 1)
        return 0;
    const double m = std::max(1, p.pipelineMicroBatches);
    const double v =
        p.pipelineSchedule == PipelineSchedule::Interleaved ? std::max(1, p.virtualStages) : 1;
    // Narayanan et al. 2021 ("Efficient Large-Scale Language Model Training on GPU Clusters
    // Using Megatron-LM") §2.2: bubble time fraction (p − 1)/m; §2.2.1 interleaved:
    // (1/v) · (p − 1)/m.
    return (p.pp - 1) / (v * m);
}

std::string describe(const ParallelPlan& p) {
    std::string text = "dp " + std::to_string(p.dp);
    auto add = [&text](const char* name, int value) {
        if (value > 1)
            text += std::string(" · ") + name + " " + std::to_string(value);
    };
    add("tp", p.tp);
    add("pp", p.pp);
    add("cp", p.cp);
    add("ep", p.ep);
    return text;
}

} // namespace headroom
