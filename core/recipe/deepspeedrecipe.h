#pragma once
// DeepSpeed's ds_config.json: read on its own, or referenced from a recipe (`deepspeed:`);
// written beside an exported Axolotl, LLaMA-Factory or TRL recipe whenever the scenario
// shards or offloads (ZeRO-3 for sharding "full"). Keys as in the DeepSpeed configuration
// reference (deepspeedai/DeepSpeed docs/_pages/config-json.md at commit edaa7221, published at
// https://www.deepspeed.ai/docs/config-json/).
#include "recipeformat.h"

namespace headroom {

/// Batch and precision a DeepSpeed file gives; nullopt for absent or "auto" (the Hugging Face
/// integration fills "auto" from TrainingArguments: transformers integrations/deepspeed.py
/// HfTrainerDeepSpeedConfig.trainer_config_process).
struct DeepSpeedValues {
    std::optional<long long> microBatch;
    std::optional<long long> gradientAccumulation;
    std::optional<bool> bf16;
    std::optional<bool> fp16;
    std::string file; ///< the DeepSpeed file, for errors naming it
};

/// DeepSpeed's side of the recipes: its file on its own is kDeepSpeedFormat (recipeformat.h).
class DeepSpeedRecipe {
public:
    /// Sharding and offload from a ds_config document (its keys read through `keys`).
    static std::optional<Error> apply(RecipeKeys& keys, Scenario& s, DeepSpeedValues& values);
    /// The recipe's `deepspeed` key (a path, found beside the recipe or in the working
    /// folder, or an inline mapping): applied to `s`; its unread keys join the note as
    /// "deepspeed.KEY". No key: nothing happens and `values` stays empty.
    static std::optional<Error> applyReferenced(RecipeKeys& recipe, const std::string& key,
                                                RecipeImportContext& context, Scenario& s,
                                                DeepSpeedValues& values);
    /// Whether the scenario needs a DeepSpeed file in a Hugging Face-based recipe: any sharding
    /// or offload (the exported recipes shard through DeepSpeed, which takes every stage).
    static bool needed(const Scenario& s);
    /// The ds_config for the scenario ("auto" batch sizes, taken from the recipe).
    static Expected<RecipeJson> configFor(const Scenario& s);
    /// An error naming both keys when the recipe's micro-batch (at `microKey`) or its
    /// gradient_accumulation_steps disagree with the DeepSpeed file's
    /// train_micro_batch_size_per_gpu or gradient_accumulation_steps.
    static std::optional<Error> checkBatchAgrees(const std::string& recipeFile,
                                                 const std::string& microKey,
                                                 std::optional<long long> micro,
                                                 std::optional<long long> accumulation,
                                                 const DeepSpeedValues& ds);
};

} // namespace headroom
