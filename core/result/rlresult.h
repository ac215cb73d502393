#pragma once
// What a preference or reinforcement run holds per GPU in each phase and how long a step
// takes (result keys `phases`, `peak_phase`, `rollout`, `rl`). All GB are 1e9 B.
#include "serving/servingresult.h"

#include <string>
#include <vector>

namespace headroom {

/// One phase of a step on one training GPU: what is resident and how long it runs.
struct RlPhase {
    std::string name;    ///< "generate", "score" or "train"
    double perGpuGb = 0; ///< total per GPU (nvidia-smi's view, CUDA context included)
    double seconds = 0;  ///< per step
    bool operator==(const RlPhase&) const = default;
};

struct RlResult {
    bool asked = false;
    std::string method;       ///< dpo, orpo, simpo, grpo, ppo
    std::string policyMethod; ///< full, lora, qlora
    std::string reference;    ///< model, precomputed, none
    std::string placement;    ///< colocated, separate (GRPO/PPO)
    std::vector<RlPhase> phases;
    std::string peakPhase;
    double policyTrainGb = 0;      ///< the policy's training step alone (a supervised run's total)
    double referenceGbPerGpu = 0;  ///< frozen reference weights (0: none resident)
    double rewardGbPerGpu = 0;     ///< frozen reward model weights
    double criticGbPerGpu = 0;     ///< the critic's weights, gradients and optimizer states
    /// The colocated engine on a training GPU: its share of the card, or what it needs at
    /// least (weights, profiled activation, reserves, one whole sequence's cache) when that is
    /// more than the share.
    double engineGbPerGpu = 0;
    /// What the engine needs per GPU at least: weights, profiled activation, reserves and the
    /// cache of one sequence of prompt + completion.
    double engineNeedGbPerGpu = 0;
    /// The engine's share holds that (GRPO/PPO); false: vLLM does not start (result key
    /// `rl.engine_fits`, answer blocker `rl_engine_no_room`).
    bool engineFits = true;
    double syncBufferGbPerGpu = 0; ///< the weight sync's gathered FSDP unit, before generation
    /// What the peak phase holds per GPU beside the policy's training step (the reference,
    /// reward and critic models and the colocated engine): the total less the policy's parts,
    /// the "RL models" part of every face's memory figures (result key `per_gpu_gb.rl_models`).
    double modelsGbPerGpu = 0;
    int trainGpus = 0;
    int rolloutGpus = 0; ///< GPUs the engine runs on (the training GPUs when colocated)
    int completionsPerStep = 0;
    int promptsPerStep = 0;
    int generationWaves = 0; ///< rounds the engine's cache needs for one step's completions
    /// Micro-batch steps of the policy per RL step (gradient accumulation): the result's
    /// step.computeS and links are one of them, trainS all of them.
    int microStepsPerStep = 1;
    double generateS = 0, scoreS = 0, trainS = 0, stepS = 0;
    double criticTrainS = 0;   ///< PPO: the critic's part of trainS
    double samplesPerHour = 0; ///< prompts (GRPO/PPO) or preference pairs (DPO) per hour
    /// Host memory the run needs: the policy's offload and, in sleep mode, the engine's
    /// weights parked in host RAM (vLLM sleep level 1), GB for the server.
    double hostRequiredGb = 0;
    ServingResult rollout; ///< the engine, sized by the serving stage (GRPO/PPO)
    bool operator==(const RlResult&) const = default;
};

} // namespace headroom
