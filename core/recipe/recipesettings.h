#pragma once
// The customer's training settings that change neither memory nor speed (learning rate,
// warm-up, schedule, weight decay, seed, data set, output folder), read from a recipe of any
// format and written again into a recipe of any other (issue 32: export keeps every customer
// setting that does not change memory or speed, not only into the format it came from).
#include "recipedocument.h"
#include "recipeorigin.h"

#include <string>
#include <vector>

namespace headroom {

class RecipeKeys;

/// Reads the settings a recipe of format `framework` gives into `origin.settings` (each named
/// by its portable name: learning_rate, warmup_steps, warmup_ratio, lr_scheduler,
/// weight_decay, seed, dataset, dataset_type, output_dir) and marks their keys read.
void readRecipeSettings(RecipeKeys& keys, const std::string& framework, RecipeOrigin& origin);

/// Writes `origin`'s settings into `doc`, a recipe of format `to` (another format than the
/// origin's: the same format keeps the customer's file itself). `totalSteps` is the run's
/// optimizer steps (a warm-up ratio becomes steps where the format has only steps; 0: unknown).
/// Returns one line per setting: how it was written, or why it could not be.
std::vector<std::string> writeRecipeSettings(const RecipeOrigin& origin, const std::string& to,
                                             double totalSteps, RecipeJson& doc);

/// Whether a recipe key Headroom does not model is known to change neither memory nor speed
/// (logging, saving, the hub, names and paths, the data source, the optimizer's
/// hyperparameters): the "not modelled" list shows the other keys, which may, first.
bool changesNeitherMemoryNorSpeed(const std::string& key);

/// `keys` with those that may change memory or speed first, each group in its order.
std::vector<std::string> memoryKeysFirst(std::vector<std::string> keys);

} // namespace headroom
