#pragma once
// Preference and reinforcement fine-tuning on top of full, LoRA or QLoRA training of the
// policy (issue 19): DPO and the reference-free ORPO / SimPO, GRPO and PPO with their reference,
// critic and reward models and the rollout engine. Scenario keys as TRL names them.
#include "enumnames.h"
#include "error.h"

#include <nlohmann/json_fwd.hpp>
#include <string>

namespace headroom {

struct Assumptions;

/// `method` values beyond full / lora / qlora.
enum class RlMethod { Dpo, Orpo, Simpo, Grpo, Ppo };
/// Where the reference log-probabilities come from: a frozen model on the GPUs, computed
/// before training (TRL DPOConfig.precompute_ref_log_probs), or no reference at all.
enum class ReferenceKind { Model, Precomputed, None };
/// The generation engine on the training GPUs (TRL vllm_mode "colocate") or on GPUs of its
/// own ("server").
enum class RolloutPlacement { Colocated, Separate };

/// The engine's weights: as TRL loads them (`policy`: vLLM's bitsandbytes 4-bit for a QLoRA
/// policy, else BF16), or BF16 / FP8 (vLLM's online quantization="fp8") as the run sets them.
enum class RolloutWeights { Policy, Bf16, Fp8 };

struct RlRequest {
    RlMethod method = RlMethod::Dpo;
    /// Completions per prompt (TRL GRPOConfig.num_generations, default 8 at f2cd5771).
    int groupSize = 8;
    /// Prompt tokens; DPO's chosen and rejected sequences are prompt + completion each (TRL
    /// DPOConfig.max_length 1,024 = 512 + 512).
    int promptLength = 512;
    /// Completion tokens (TRL GRPOConfig.max_completion_length, default 512 at f2cd5771).
    int completionLength = 512;
    ReferenceKind reference = ReferenceKind::Model;
    RolloutPlacement rollout = RolloutPlacement::Colocated;
    /// The engine's share of each GPU it runs on (TRL GRPOConfig.vllm_gpu_memory_utilization
    /// 0.3 when colocated; vLLM's own default 0.9 on GPUs of its own).
    double rolloutMemoryFraction = 0.3;
    int rolloutGpuCount = 0;       ///< with `separate`: GPUs that serve the engine
    int rolloutTensorParallel = 1; ///< TRL vllm_tensor_parallel_size, default 1
    /// vLLM sleep mode: the engine's weights and cache leave the GPU while the policy trains
    /// (TRL GRPOConfig.vllm_enable_sleep_mode, default false).
    bool sleepMode = false;
    RolloutWeights rolloutWeights = RolloutWeights::Policy;
    std::string criticModel; ///< PPO's value model (catalog id); empty: the policy's
    std::string rewardModel; ///< a reward model (catalog id); empty: a reward function
    bool operator==(const RlRequest&) const = default;
};

inline constexpr auto kRlMethodNames = makeEnumTable(
    std::pair{RlMethod::Dpo, "dpo"},
    std::pair{RlMethod::Orpo, "orpo"},
    std::pair{RlMethod::Simpo, "simpo"},
    std::pair{RlMethod::Grpo, "grpo"},
    std::pair{RlMethod::Ppo, "ppo"});
const char* toString(RlMethod);
inline constexpr auto kReferenceKindNames = makeEnumTable(
    std::pair{ReferenceKind::Model, "model"},
    std::pair{ReferenceKind::Precomputed, "precomputed"},
    std::pair{ReferenceKind::None, "none"});
const char* toString(ReferenceKind);
inline constexpr auto kRolloutPlacementNames = makeEnumTable(
    std::pair{RolloutPlacement::Colocated, "colocated"},
    std::pair{RolloutPlacement::Separate, "separate"});
const char* toString(RolloutPlacement);
inline constexpr auto kRolloutWeightsNames = makeEnumTable(
    std::pair{RolloutWeights::Policy, "policy"},
    std::pair{RolloutWeights::Bf16, "bf16"},
    std::pair{RolloutWeights::Fp8, "fp8"});
const char* toString(RolloutWeights);
/// GRPO and PPO generate their training data; DPO, ORPO and SimPO read preference pairs.
bool generates(RlMethod);
/// The method's KL coefficient against the reference at `defaults` (catalog/assumptions.json
/// rl_dpo_beta, rl_grpo_beta, rl_ppo_kl_coef); ORPO and SimPO have none (0).
double klCoefficient(RlMethod method, const Assumptions& defaults);

/// The reference a method uses by default: a model when its KL coefficient at `defaults` is
/// above 0 (DPO and PPO at the frameworks' defaults), none at 0 (GRPO at TRL's beta 0; ORPO and
/// SimPO, reference-free by design).
ReferenceKind defaultReference(RlMethod method, const Assumptions& defaults);

/// Sequences per GPU in each forward and backward of a preference or RL run whose scenario does
/// not give `micro_batch` (DPO: pairs; catalog/assumptions.json rl_micro_batch).
int defaultRlMicroBatch(const Assumptions& defaults);

/// A run of `method` with the catalog's defaults (the frameworks' own, catalog/assumptions.json
/// ids rl_*): group size, prompt and completion lengths, the colocated engine's share, its
/// tensor parallel size and sleep mode; the reference its KL coefficient asks for.
RlRequest defaultRlRequest(RlMethod method, const Assumptions& defaults);

/// The engine's share of each of its GPUs by default: colocated or on GPUs of its own.
double defaultRolloutMemoryFraction(RolloutPlacement placement, const Assumptions& defaults);

/// The top-level keys of scenario `file` that describe the run (`group_size`, ...), for a
/// scenario whose `method` is `method`, keys not given at `defaults`; errors name the key.
Expected<RlRequest> parseRlRequest(const nlohmann::json& scenario, RlMethod method,
                                   const std::string& file, const Assumptions& defaults);

/// Writes the keys back into a scenario object (the round trip of a scenario file).
void writeRlRequest(const RlRequest& request, nlohmann::json& scenario);

} // namespace headroom
