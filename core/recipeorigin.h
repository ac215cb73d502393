#pragma once
// Where a scenario came from when it was imported from a training recipe (scenario key
// `recipe`): the framework, the file, and what of the file Headroom does not model.
#include <string>
#include <utility>
#include <vector>

namespace headroom {

struct RecipeOrigin {
    std::string framework; ///< axolotl, llamafactory, torchtune, trl or deepspeed
    std::string file;      ///< the recipe as it was given
    std::string model;     ///< the recipe's model as written (base_model, model_name_or_path)
    /// Keys of the recipe (and of its DeepSpeed file) that Headroom does not model, dotted
    /// ("fsdp_config.state_dict_type"), in the file's order: learning rate, scheduler, data...
    std::vector<std::string> notModelled;
    /// Values the recipe leaves open that neither it nor the framework's defaults fix for
    /// sizing (torchtune's `max_seq_len: null`), with the value Headroom sized instead.
    std::vector<std::string> assumed;
    /// The recipe's step limit (max_steps, or torchtune's max_steps_per_epoch), 0: none; the
    /// dataset tokens hold what it trains, and an exported recipe writes a step limit again.
    long long maxSteps = 0;
    /// The recipe's settings that change neither memory nor speed, by portable name
    /// (learning_rate, warmup_steps, warmup_ratio, lr_scheduler, weight_decay, seed, dataset,
    /// dataset_type, output_dir; recipesettings.h), each value as JSON text: an export to
    /// another framework writes them in that framework's keys.
    std::vector<std::pair<std::string, std::string>> settings;
    bool operator==(const RecipeOrigin&) const = default;
};

} // namespace headroom
