#pragma once
// Training recipes in and out: the command line (`import-recipe`, `export-recipe`) and the
// window call these, and pick nothing but the format.
#include "error.h"
#include "recipefit.h"
#include "recipeformat.h"
#include "scenario.h"
#include "sizingresult.h"

#include <string>
#include <vector>

namespace headroom {

struct Catalog;

/// The formats, in the order they are tried: Axolotl, LLaMA-Factory, torchtune, TRL, DeepSpeed.
const std::vector<const RecipeFormat*>& recipeFormats();
/// The format with `id` (axolotl, llamafactory, torchtune, trl, deepspeed); nullptr if none.
const RecipeFormat* findRecipeFormat(const std::string& id);

/// Reads the recipe at `path` and maps it onto a scenario: the framework is recognised from the
/// keys only it uses; `model` (--model: a catalog id or a config.json path) replaces the
/// recipe's model. The scenario's `recipe` names the framework, the file and every key Headroom
/// does not model. Errors name the file and the key, one line.
Expected<Scenario> importRecipe(const std::string& path, const Catalog& catalog,
                                const std::string& model = {});

/// The training an imported recipe describes (model, method, optimizer, sharding, sequences,
/// batch, the stack's keys, the note) on the build and everything else of `build` (server,
/// GPUs, servers, plan, feed, images, quote): the window keeps its build when a recipe comes in.
Scenario withTrainingOf(const Scenario& recipe, const Scenario& build);

struct ExportedRecipe {
    std::string text;          ///< the recipe (YAML)
    std::string deepSpeedPath; ///< where the DeepSpeed JSON goes; empty: none needed
    std::string deepSpeedText; ///< the DeepSpeed JSON
    RecipeFit fit;             ///< the scenario as written, and what was changed to fit
    double headroomGb = 0;     ///< free memory per GPU of the scenario as written
    VerdictAnswer answer;      ///< evaluate()'s answer for the scenario as written
    /// The customer's settings carried over from a recipe of another framework, one line each
    /// (recipesettings.h): how each was written, or why it could not be.
    std::vector<std::string> kept;
};

/// The recipe of format `to` (axolotl, llamafactory, torchtune, trl) for `scenario`, with the
/// settings that make it fit its build (recipefit.h), to be saved at `path` (a DeepSpeed file
/// beside it when the run shards or offloads). A scenario imported from a recipe of the same
/// format keeps that recipe's other keys (data, learning rate, output). An error when the run
/// does not fit the build whatever the recipe sets, or the framework cannot express it.
Expected<ExportedRecipe> exportRecipe(const Scenario& scenario, const Catalog& catalog,
                                      const std::string& to, const std::string& path);

} // namespace headroom
