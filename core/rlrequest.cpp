#include "rlrequest.h"

#include "catalog.h"
#include "jsonreader.h"

#include <cmath>
#include <nlohmann/json.hpp>

namespace headroom {

const char* toString(RlMethod v) {
    return kRlMethodNames.name(v);
}

const char* toString(ReferenceKind v) {
    return kReferenceKindNames.name(v);
}

const char* toString(RolloutPlacement v) {
    return kRolloutPlacementNames.name(v);
}

bool generates(RlMethod m) {
    return m == RlMethod::Grpo || m == RlMethod::Ppo;
}

double klCoefficient(RlMethod m, const Assumptions& a) {
    switch (m) {
    case RlMethod::Orpo:  // Hong et al. 2024, reference-free by design
    case RlMethod::Simpo: // Meng et al. 2024, reference-free by design
        return 0;
    case RlMethod::Dpo: // TRL DPOConfig.beta (huggingface/trl f2cd5771)
        return a.rlDpoBeta;
    case RlMethod::Grpo: // TRL GRPOConfig.beta: at 0.0 "the reference model is not loaded"
        return a.rlGrpoBeta;
    case RlMethod::Ppo: // TRL PPOConfig.kl_coef; OpenRLHF loads the reference when init_kl_coef > 0
        return a.rlPpoKlCoef;
    }
    return 0;
}

ReferenceKind defaultReference(RlMethod m, const Assumptions& a) {
    // TRL GRPOTrainer (huggingface/trl f2cd5771) and OpenRLHF (train_ppo_ray.py,
    // OpenRLHF/OpenRLHF 021d1b09) load the reference model only for a KL term above 0.
    return klCoefficient(m, a) > 0 ? ReferenceKind::Model : ReferenceKind::None;
}

const char* toString(RolloutWeights v) {
    return kRolloutWeightsNames.name(v);
}

int defaultRlMicroBatch(const Assumptions& a) {
    // TRL DPOConfig / GRPOConfig inherit TrainingArguments.per_device_train_batch_size (8).
    return static_cast<int>(std::lround(a.rlMicroBatch));
}

double defaultRolloutMemoryFraction(RolloutPlacement placement, const Assumptions& a) {
    // TRL GRPOConfig.vllm_gpu_memory_utilization when colocated; vLLM's own default on GPUs of
    // its own (catalog/assumptions.json rl_colocated_memory_fraction, rl_separate_...).
    return placement == RolloutPlacement::Separate ? a.rlSeparateMemoryFraction
                                                   : a.rlColocatedMemoryFraction;
}

RlRequest defaultRlRequest(RlMethod method, const Assumptions& a) {
    RlRequest q;
    q.method = method;
    q.reference = defaultReference(method, a);
    q.groupSize = static_cast<int>(std::lround(a.rlGroupSize));
    q.promptLength = static_cast<int>(std::lround(a.rlPromptLength));
    q.completionLength = static_cast<int>(std::lround(a.rlCompletionLength));
    q.rolloutMemoryFraction = defaultRolloutMemoryFraction(RolloutPlacement::Colocated, a);
    q.rolloutTensorParallel = static_cast<int>(std::lround(a.rlRolloutTensorParallel));
    q.sleepMode = a.rlSleepMode >= 0.5;
    return q;
}

Expected<RlRequest> parseRlRequest(const nlohmann::json& doc, RlMethod method,
                                   const std::string& file, const Assumptions& defaults) {
    RlRequest q = defaultRlRequest(method, defaults);
    JsonReader r(doc, file, "");
    q.groupSize = r.integer("group_size", q.groupSize, 1, 1024);
    q.promptLength = r.integer("prompt_length", q.promptLength, 1, 16777216);
    q.completionLength = r.integer("completion_length", q.completionLength, 1, 16777216);
    q.reference = r.choice("reference", kReferenceKindNames, q.reference);
    q.rollout = r.choice("rollout", kRolloutPlacementNames, RolloutPlacement::Colocated);
    q.rolloutMemoryFraction = r.decimal(
        "rollout_memory_fraction", defaultRolloutMemoryFraction(q.rollout, defaults), 0.05, 1, 2);
    q.rolloutGpuCount = r.integer("rollout_gpu_count", q.rolloutGpuCount, 0, 1 << 20);
    q.rolloutTensorParallel =
        r.integer("rollout_tensor_parallel", q.rolloutTensorParallel, 1, 1024);
    q.sleepMode = r.boolean("rollout_sleep_mode", q.sleepMode);
    q.rolloutWeights = r.choice("rollout_weights", kRolloutWeightsNames, q.rolloutWeights);
    q.criticModel = r.string("critic_model");
    q.rewardModel = r.string("reward_model");
    if (r.failed())
        return r.error();
    // The engine's keys and the critic belong to the methods that have them.
    const bool gen = generates(method);
    for (const char* key :
         {"group_size", "rollout", "rollout_memory_fraction", "rollout_gpu_count",
          "rollout_tensor_parallel", "rollout_sleep_mode", "rollout_weights", "reward_model"})
        if (!gen && r.has(key))
            return Error{file, std::string("/") + key,
                         std::string("applies to grpo and ppo, not ") + toString(method)};
    if (method != RlMethod::Ppo && r.has("critic_model"))
        return Error{file, "/critic_model", std::string("applies to ppo, not ") + toString(method)};
    if (q.reference != ReferenceKind::None &&
        (method == RlMethod::Orpo || method == RlMethod::Simpo))
        return Error{file, "/reference",
                     std::string(toString(method)) + " is reference-free: use \"none\""};
    if (q.rollout == RolloutPlacement::Separate && q.rolloutGpuCount < 1)
        return Error{file, "/rollout_gpu_count",
                     "with rollout \"separate\" name the GPUs that serve the engine (1 or more)"};
    if (q.rollout == RolloutPlacement::Colocated && q.rolloutGpuCount > 0)
        return Error{file, "/rollout_gpu_count", "applies to rollout \"separate\" only"};
    return q;
}

void writeRlRequest(const RlRequest& q, nlohmann::json& j) {
    j["prompt_length"] = q.promptLength;
    j["completion_length"] = q.completionLength;
    j["reference"] = toString(q.reference);
    if (!generates(q.method))
        return;
    j["group_size"] = q.groupSize;
    j["rollout"] = toString(q.rollout);
    j["rollout_memory_fraction"] = q.rolloutMemoryFraction;
    if (q.rollout == RolloutPlacement::Separate)
        j["rollout_gpu_count"] = q.rolloutGpuCount;
    j["rollout_tensor_parallel"] = q.rolloutTensorParallel;
    j["rollout_sleep_mode"] = q.sleepMode;
    j["rollout_weights"] = toString(q.rolloutWeights);
    if (!q.rewardModel.empty())
        j["reward_model"] = q.rewardModel;
    if (q.method == RlMethod::Ppo && !q.criticModel.empty())
        j["critic_model"] = q.criticModel;
}

} // namespace headroom
