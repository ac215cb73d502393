#pragma once
// One reader/writer per training-recipe format (Axolotl, LLaMA-Factory, torchtune, TRL,
// DeepSpeed), all mapping to and from the same Scenario; the command line and the window only
// pick the format (recipeimport.h).
#include "error.h"
#include "recipedocument.h"
#include "recipekeys.h"
#include "scenario.h"

#include <optional>
#include <string>
#include <vector>

namespace headroom {

struct Catalog;

/// What a reader needs besides the document, and what it reports besides the scenario.
struct RecipeImportContext {
    const Catalog& catalog;
    std::string file;          ///< the recipe's path (companion files are found beside it)
    std::string modelOverride; ///< --model: a catalog id or a config.json path; empty: none
    std::string model;         ///< the recipe's model as written (set by the reader)
    std::vector<std::string> notModelled; ///< from companion files (a referenced DeepSpeed JSON)
    std::vector<std::string> assumed;
    /// The recipe's step limit (max_steps; torchtune max_steps_per_epoch), 0: none; the
    /// importer turns it into the scenario's dataset tokens on the build's data-parallel ranks.
    long long maxSteps = 0;
    bool stepsPerEpoch = false; ///< maxSteps limits each epoch (torchtune), not the run
};

/// What a writer needs besides the scenario.
struct RecipeExportContext {
    const Catalog& catalog;
    std::string model; ///< the model for the recipe: a Hugging Face repository or a local folder
    /// The DeepSpeed JSON's file name, relative to the recipe, when the scenario needs one
    /// (any sharding or offload); empty otherwise.
    std::string deepSpeedFile;
    /// The customer's own recipe of this format, when the scenario was imported from one: the
    /// writer changes the modelled keys in it and keeps the rest (data, learning rate, output).
    RecipeJson base = RecipeJson::object();
    /// The step limit to write when the scenario came from a recipe that set one: the
    /// scenario's dataset tokens over one step's samples (0: none, the epochs alone).
    long long maxSteps = 0;         ///< optimizer steps of the whole run (max_steps)
    long long maxStepsPerEpoch = 0; ///< the same per epoch (torchtune max_steps_per_epoch)
};

/// One recipe format: its names and the functions that read and write it. Each format's file
/// defines its entry beside its reader and writer; recipeFormats() (recipeimport.h) lists them.
struct RecipeFormat {
    /// The name on the command line and in the scenario's `recipe.framework`.
    const char* id;
    /// The framework's own name ("LLaMA-Factory").
    const char* name;
    /// How surely `doc` is a recipe of this format: the number of keys only it uses (0: none).
    int (*recognise)(const RecipeJson& doc);
    /// Sets the scenario keys the recipe gives, and the framework's defaults for those it
    /// leaves out; reads every key it maps through `keys` (the rest is "not modelled").
    std::optional<Error> (*read)(RecipeKeys& keys, RecipeImportContext& context,
                                 Scenario& scenario);
    /// The recipe for `scenario`; an error when the framework cannot express a setting.
    /// Null where `--to` may not name the format (DeepSpeed is written beside a recipe).
    Expected<RecipeJson> (*write)(const Scenario& scenario, const RecipeExportContext& context);
};

extern const RecipeFormat kAxolotlFormat;      ///< axolotlrecipe.cpp
extern const RecipeFormat kLlamaFactoryFormat; ///< llamafactoryrecipe.cpp
extern const RecipeFormat kTorchtuneFormat;    ///< torchtunerecipe.cpp
extern const RecipeFormat kTrlFormat;          ///< trlrecipe.cpp
extern const RecipeFormat kDeepSpeedFormat;    ///< deepspeedrecipe.cpp

} // namespace headroom
