#pragma once
// TRL's `trl sft --config` YAML (SFTConfig + ModelConfig, huggingface/trl at commit f2cd5771),
// or a bare Hugging Face TrainingArguments file (JSON or YAML).
#include "recipeformat.h"

namespace headroom {

class TrlRecipe : public RecipeFormat {
public:
    const char* id() const override { return "trl"; }
    const char* name() const override { return "TRL"; }
    int recognise(const RecipeJson& doc) const override;
    std::optional<Error> read(RecipeKeys& keys, RecipeImportContext& context,
                              Scenario& scenario) const override;
    Expected<RecipeJson> write(const Scenario& scenario,
                               const RecipeExportContext& context) const override;
};

} // namespace headroom
