#pragma once
// The scenario keys that belong to a preference or RL run only (method dpo, orpo, simpo, grpo,
// ppo): the scenario reader refuses them on a supervised run, and the sheet drops them when its
// link switches a quoted RL run to a supervised method.
#include <array>

namespace headroom {

inline constexpr std::array<const char*, 13> kRlOnlyKeys = {
    "policy_method",         "group_size",         "prompt_length",
    "completion_length",     "reference",          "rollout",
    "rollout_memory_fraction", "rollout_gpu_count", "rollout_tensor_parallel",
    "rollout_sleep_mode",    "rollout_weights",    "critic_model",
    "reward_model"};

} // namespace headroom
