#pragma once
// torchtune recipe configs (pytorch/torchtune recipes/configs/*.yaml and the recipes that read
// them, at commit bd2a0fc7).
#include "recipeformat.h"

namespace headroom {

class TorchtuneRecipe : public RecipeFormat {
public:
    const char* id() const override { return "torchtune"; }
    const char* name() const override { return "torchtune"; }
    int recognise(const RecipeJson& doc) const override;
    std::optional<Error> read(RecipeKeys& keys, RecipeImportContext& context,
                              Scenario& scenario) const override;
    Expected<RecipeJson> write(const Scenario& scenario,
                               const RecipeExportContext& context) const override;
};

} // namespace headroom
