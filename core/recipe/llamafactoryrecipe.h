#pragma once
// LLaMA-Factory YAML (hiyouga/LLaMA-Factory, src/llamafactory/hparams/ at commit ff6d4d12):
// its own model, data and fine-tuning arguments plus Seq2SeqTrainingArguments.
#include "recipeformat.h"

namespace headroom {

class LlamaFactoryRecipe : public RecipeFormat {
public:
    const char* id() const override { return "llamafactory"; }
    const char* name() const override { return "LLaMA-Factory"; }
    int recognise(const RecipeJson& doc) const override;
    std::optional<Error> read(RecipeKeys& keys, RecipeImportContext& context,
                              Scenario& scenario) const override;
    Expected<RecipeJson> write(const Scenario& scenario,
                               const RecipeExportContext& context) const override;
};

} // namespace headroom
