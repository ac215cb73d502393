#pragma once
// Axolotl YAML (axolotl-ai-cloud/axolotl, schemas in src/axolotl/utils/schemas/ at commit
// 067b021c).
#include "recipeformat.h"

namespace headroom {

class AxolotlRecipe : public RecipeFormat {
public:
    const char* id() const override { return "axolotl"; }
    const char* name() const override { return "Axolotl"; }
    int recognise(const RecipeJson& doc) const override;
    std::optional<Error> read(RecipeKeys& keys, RecipeImportContext& context,
                              Scenario& scenario) const override;
    Expected<RecipeJson> write(const Scenario& scenario,
                               const RecipeExportContext& context) const override;
};

} // namespace headroom
