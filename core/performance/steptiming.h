#pragma once
// The timing stage of evaluate(): one micro-batch step of a run — its compute at the expected
// utilisation and power cap, the data-parallel ring over the server's own link, the collectives
// of a plan on every link level (from communicate()), and the optimizer offload — overlapped as
// the frameworks overlap them.
#include "catalog.h"
#include "parallel/communication.h"
#include "plan.h"
#include "scenario.h"
#include "performance/timingresult.h"

#include <cstdint>

namespace headroom {

/// What the timing stage takes from the build, the plan, the states and the memory stage.
struct TimingInput {
    const Scenario* scenario = nullptr;
    const ModelArch* arch = nullptr;
    const GpuSpec* gpu = nullptr;
    const ServerSpec* server = nullptr; ///< null for a bare GPU type
    const Assumptions* assumptions = nullptr;
    const ParallelPlan* plan = nullptr; ///< resolved
    int gpuCount = 1;                   ///< the server's cards the run uses
    int nodes = 1;                      ///< servers
    double trainable = 0;               ///< trainable parameters, whole model
    double frozenWeightBytes = 0;       ///< frozen weights on the GPUs after offload, whole model
    double paramsPerGpu = 0;            ///< parameters of the fullest GPU's part of the model
    double trainablePerGpu = 0;         ///< of which trainable
    double averageSequence = 0;         ///< text + image tokens of the average sample
    std::int64_t longestSequence = 0;   ///< text + image tokens of the longest sample
    double networkGBsPerGpu = 0;        ///< the servers' adapters per GPU, one direction
};

/// The power limit of one card: the scenario's cap, at most the card's TDP.
double cardPowerW(const Scenario& scenario, const GpuSpec& gpu);

/// Tokens of one micro-batch on one model replica (micro-batch × average sequence).
double tokensPerMicroBatch(const TimingInput& in);

/// The compute of one micro-batch step: `computeSPeak`, `computeS`, `mfu` and `capRate`.
StepTiming computeTiming(const TimingInput& in);

/// The whole step: `compute` from computeTiming(), the data-parallel ring over the server's
/// link, the offload's host traffic and optimizer step, and the collectives of `comm` (from
/// communicate() at compute.computeS): one server without a plan keeps its ring on one link;
/// several servers or a plan put every level's traffic in the step.
StepTiming stepTiming(const TimingInput& in, StepTiming compute, StepCommunication comm);

} // namespace headroom
