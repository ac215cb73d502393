#pragma once
// The note on a scenario imported from a training recipe (File → Import training config…): the
// framework and file, the keys Headroom does not model, the values the recipe leaves open. The
// window shows it above the controls; the quote prints it under the configuration table.
#include "recipeorigin.h"

#include <QString>
#include <optional>
#include <string>

namespace headroom::ui {

/// The framework's own name for a recipe format id ("llamafactory" → "LLaMA-Factory").
QString recipeFrameworkName(const std::string& id);

/// The note, translated; empty for a scenario not imported from a recipe.
QString recipeNote(const std::optional<RecipeOrigin>& origin);

} // namespace headroom::ui
