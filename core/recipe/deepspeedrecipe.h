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

class DeepSpeedRecipe : public RecipeFormat {
public:
    const char* id() const override { return "deepspeed"; }
    const char* name() const override { return "DeepSpeed"; }
    int recognise(const RecipeJson& doc) const override;
    std::optional<Error> read(RecipeKeys& keys, RecipeImportContext& context,
                              Scenario& scenario) const override;
    bool writable() const override { return false; }
    Expected<RecipeJson> write(const Scenario& scenario,
                               const RecipeExportContext& context) const override;

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
    /// An error naming both keys when the recipe and the DeepSpeed file disagree.
    static std::optional<Error> checkAgrees(const std::string& recipeFile,
                                            const std::string& recipeKey,
                                            std::optional<long long> recipeValue,
                                            const DeepSpeedValues& ds, const char* dsKey,
                                            std::optional<long long> dsValue);
};

} // namespace headroom
