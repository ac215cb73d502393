#pragma once
// The phases of a preference or reinforcement run (issue 19). The policy's training step is
// a supervised run of the same scenario (policyScenario); this stage adds what the method
// keeps beside it: the frozen reference and reward models, PPO's critic and the rollout
// engine, whose KV cache and decode rate come from the serving stage (core/serving).
#include "catalog.h"
#include "scenario.h"

#include <cstdint>

namespace headroom {

struct SizingResult;

/// The policy's training step as a supervised run: sequences of prompt + completion, DPO's
/// chosen and rejected sequences in one batch (TRL DPOTrainer concatenated_forward), on the
/// GPUs the engine leaves (rollout "separate"); no RL section.
Scenario policyScenario(const Scenario& scenario, const Catalog& catalog);

/// Tokens per sequence of the scenario: the text of a sample or, for a preference / RL run,
/// prompt + completion.
std::int64_t sequenceTokens(const Scenario& scenario);

/// The scenario at `tokens` per sequence (sequenceTokens); a preference / RL run keeps its
/// prompt's share of the tokens, at least one token each for prompt and completion.
Scenario atSequenceTokens(const Scenario& scenario, std::int64_t tokens);

/// Adds the method's phases to `result` (the policy scenario's evaluation): memory per phase,
/// the peak phase as the verdict's total, time per step. `scenario` has its `rl` section.
void addRlPhases(SizingResult& result, const Scenario& scenario, const Catalog& catalog);

} // namespace headroom
