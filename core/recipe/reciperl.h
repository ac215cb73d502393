#pragma once
// Preference and RL runs in training recipes (issue 32): Axolotl's `rl:` with its `trl:` and
// `vllm:` sections, the DPOConfig / GRPOConfig keys of a TRL file (`trl dpo|grpo --config`) and
// LLaMA-Factory's `stage: dpo` import as the run they describe (the scenario's method dpo, orpo,
// simpo or grpo over the policy's full, LoRA or QLoRA training), never as supervised
// fine-tuning; a run Headroom cannot size (KTO, RLOO, PPO, generation without vLLM) is refused
// with the key named.
#include "error.h"
#include "recipeformat.h"
#include "scenario.h"

#include <optional>

namespace headroom {

/// Axolotl's `rl` (schemas/enums.py RLType) with `trl.*`, `vllm.*`, `rl_beta` and
/// `precompute_ref_log_probs`; nothing when the recipe has no `rl`. Read after the supervised
/// keys: a preference pair is `sequence_len` long (builders/base.py max_length).
std::optional<Error> readAxolotlRl(RecipeKeys& keys, RecipeImportContext& context, Scenario& s);

/// Whether a TRL file's keys are those of a preference or RL trainer (DPOConfig, GRPOConfig);
/// an error naming the key for a trainer Headroom does not size (KTO, RLOO) or keys of two.
Expected<std::optional<RlMethod>> trlTrainer(const RecipeKeys& keys);

/// TRL's DPOConfig or GRPOConfig keys (huggingface/trl f2cd5771) onto `s.rl`.
std::optional<Error> readTrlRl(RecipeKeys& keys, RecipeImportContext& context, RlMethod method,
                               Scenario& s);

/// LLaMA-Factory's `stage: dpo` with its `pref_*` keys (hparams/finetuning_args.py): DPO,
/// ORPO or SimPO by `pref_loss`, pairs `cutoff_len` long; the other stages that are not
/// supervised (rm, ppo, kto) are refused with `stage` named. Nothing for sft and pt.
std::optional<Error> readLlamaFactoryRl(RecipeKeys& keys, RecipeImportContext& context,
                                        const std::string& stage, Scenario& s);

/// torchtune's preference losses (torchtune/rlhf/loss at bd2a0fc7): DPOLoss and RSOLoss train
/// DPO on pairs of `tokenizer.max_seq_len` (recipes/*_dpo_*.py); PPOLoss is refused (the PPO
/// recipe generates through the policy itself). Whether `lossName` is one of them.
bool torchtuneRlLoss(const std::string& lossName);
std::optional<Error> readTorchtuneRl(RecipeKeys& keys, RecipeImportContext& context,
                                     const std::string& lossName, Scenario& s);

/// TRL keys that only preference or RL trainers have: a file holding them is a TRL recipe.
int countTrlRlKeys(const RecipeJson& doc);
/// Removes those keys (and GRPO's reward functions): a supervised export over a customer's DPO
/// or GRPO file, which would otherwise read back as that trainer's run.
void eraseTrlRlKeys(RecipeJson& doc);

} // namespace headroom
