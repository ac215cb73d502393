#pragma once
// The phases of a preference or reinforcement run (issue 19). The policy's training step is
// a supervised run of the same scenario (policyScenario); this stage adds what the method
// keeps beside it: the frozen reference and reward models, PPO's critic and the rollout
// engine, whose KV cache and decode rate come from the serving stage (core/serving).
#include "rlresult.h"
#include "scenario.h"
#include "warning.h"

#include <cstdint>
#include <vector>

namespace headroom {

struct Assumptions;
struct ResolvedBuild;
struct SizingResult;

/// The policy's training step as a supervised run: sequences of prompt + completion, DPO's
/// chosen and rejected sequences in one batch (TRL DPOTrainer concatenated_forward), on the
/// GPUs the engine leaves (rollout "separate", the build's gpuCount); no RL section.
Scenario policyScenario(const Scenario& scenario, const ResolvedBuild& build);

/// Tokens per sequence of the scenario: the text of a sample or, for a preference / RL run,
/// prompt + completion.
std::int64_t sequenceTokens(const Scenario& scenario);

/// The scenario at `tokens` per sequence (sequenceTokens); a preference / RL run keeps its
/// prompt's share of the tokens, at least one token each for prompt and completion.
Scenario atSequenceTokens(const Scenario& scenario, std::int64_t tokens);

/// What the RL stage returns.
struct RlFigures {
    RlResult rl; ///< the result's `rl`, `phases`, `peak_phase`, `rollout`
    /// The longest prompt + completion at which every phase fits and a generating run's engine
    /// holds one sequence (the result's `max_sequence_length`).
    std::int64_t longestSequence = 0;
};

/// The method's phases beside the policy's training step `policy` (the policy scenario's
/// figures on `build`): memory per GPU and time of each phase, the peak phase, the engine, the
/// longest sequence at which every phase fits. `scenario` has its `rl` section (an empty
/// result, `rl.asked` false, without it). The pipeline (sizing.cpp) puts the peak phase into
/// the verdict and the RL step into the step time.
RlFigures rlPhases(const SizingResult& policy, const Scenario& scenario, const ResolvedBuild& build,
                   const Assumptions& assumptions);

/// The engine's warnings (GRPO / PPO): no room for a cache block (`rl_engine_no_room`), or a
/// cache shorter than one sequence (`rl_engine_short`).
void appendRlWarnings(std::vector<Warning>& warnings, const RlResult& rl, const RlRequest& request);

} // namespace headroom
