#include "recipesettings.h"
#include "recipekeys.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <iterator>
#include <optional>

namespace headroom {

namespace {

/// A portable setting and the key that holds it in one format (dotted for nested keys).
struct SettingKey {
    const char* setting;
    const char* key;
};

// Axolotl (src/axolotl/utils/schemas/training.py and config.py at 067b021c): learning_rate,
// warmup_steps, warmup_ratio, lr_scheduler (transformers SchedulerType names and Axolotl's
// own), weight_decay, seed, output_dir; `datasets` is a list of {path, type} (below).
constexpr SettingKey kAxolotl[] = {
    {"learning_rate", "learning_rate"}, {"warmup_steps", "warmup_steps"},
    {"warmup_ratio", "warmup_ratio"},   {"lr_scheduler", "lr_scheduler"},
    {"weight_decay", "weight_decay"},   {"seed", "seed"},
    {"output_dir", "output_dir"}};
// transformers TrainingArguments (training_args.py: learning_rate, warmup_steps, warmup_ratio,
// lr_scheduler_type, weight_decay, seed, output_dir), which LLaMA-Factory (data set by name:
// `dataset`, src/llamafactory/hparams/data_args.py at ff6d4d12e) and TRL (`dataset_name`,
// trl/scripts/utils.py ScriptArguments at f2cd57710) read.
constexpr SettingKey kLlamaFactory[] = {
    {"learning_rate", "learning_rate"}, {"warmup_steps", "warmup_steps"},
    {"warmup_ratio", "warmup_ratio"},   {"lr_scheduler", "lr_scheduler_type"},
    {"weight_decay", "weight_decay"},   {"seed", "seed"},
    {"output_dir", "output_dir"},       {"dataset", "dataset"}};
constexpr SettingKey kTrl[] = {
    {"learning_rate", "learning_rate"}, {"warmup_steps", "warmup_steps"},
    {"warmup_ratio", "warmup_ratio"},   {"lr_scheduler", "lr_scheduler_type"},
    {"weight_decay", "weight_decay"},   {"seed", "seed"},
    {"output_dir", "output_dir"},       {"dataset", "dataset_name"}};
// torchtune configs (recipes/configs/llama3_1/8B_lora.yaml at bd2a0fc7): optimizer.lr,
// optimizer.weight_decay, lr_scheduler.num_warmup_steps, seed, output_dir; the schedule is a
// component (below), the data set a builder with its `source`.
constexpr SettingKey kTorchtune[] = {
    {"learning_rate", "optimizer.lr"},
    {"warmup_steps", "lr_scheduler.num_warmup_steps"},
    {"weight_decay", "optimizer.weight_decay"},
    {"seed", "seed"},
    {"output_dir", "output_dir"}};

// torchtune's only schedule with warm-up (torchtune/training/lr_schedulers.py at bd2a0fc7):
// the cosine decay transformers calls "cosine".
constexpr const char* kTorchtuneCosine =
    "torchtune.training.lr_schedulers.get_cosine_schedule_with_warmup";
// torchtune's instruct builders and the Hugging Face data set each loads by default
// (torchtune/datasets/_alpaca.py at bd2a0fc7: alpaca_dataset source "tatsu-lab/alpaca",
// alpaca_cleaned_dataset = alpaca_dataset(source="yahma/alpaca-cleaned")).
constexpr const char* kTorchtuneAlpaca = "torchtune.datasets.alpaca_dataset";
constexpr const char* kTorchtuneInstruct = "torchtune.datasets.instruct_dataset";
struct TorchtuneDataset {
    const char* component;
    const char* source;
};
constexpr TorchtuneDataset kTorchtuneDatasets[] = {
    {kTorchtuneAlpaca, "tatsu-lab/alpaca"},
    {"torchtune.datasets.alpaca_cleaned_dataset", "yahma/alpaca-cleaned"}};

struct FormatSettings {
    const char* id;
    const SettingKey* begin;
    const SettingKey* end;
};
constexpr FormatSettings kFormats[] = {
    {"axolotl", std::begin(kAxolotl), std::end(kAxolotl)},
    {"llamafactory", std::begin(kLlamaFactory), std::end(kLlamaFactory)},
    {"trl", std::begin(kTrl), std::end(kTrl)},
    {"torchtune", std::begin(kTorchtune), std::end(kTorchtune)}};

const FormatSettings* formatSettings(const std::string& id) {
    for (const FormatSettings& f : kFormats)
        if (id == f.id)
            return &f;
    return nullptr;
}

void set(RecipeOrigin& origin, const std::string& name, const RecipeJson& value) {
    origin.settings.emplace_back(name, value.dump());
}

const std::string* settingText(const RecipeOrigin& origin, const std::string& name) {
    for (const auto& [n, v] : origin.settings)
        if (n == name)
            return &v;
    return nullptr;
}

RecipeJson settingValue(const RecipeOrigin& origin, const std::string& name) {
    const std::string* text = settingText(origin, name);
    return text ? RecipeJson::parse(*text, nullptr, false) : RecipeJson();
}

/// Sets the value at a dotted key, making the mappings on the way.
void put(RecipeJson& doc, const std::string& dotted, const RecipeJson& value) {
    RecipeJson* node = &doc;
    std::size_t from = 0;
    for (std::size_t dot; (dot = dotted.find('.', from)) != std::string::npos; from = dot + 1) {
        RecipeJson& next = (*node)[dotted.substr(from, dot - from)];
        if (!next.is_object())
            next = RecipeJson::object();
        node = &next;
    }
    (*node)[dotted.substr(from)] = value;
}

std::optional<std::string> peekString(const RecipeKeys& keys, const std::string& dotted) {
    const RecipeJson* v = keys.peek(dotted);
    return v && v->is_string() ? std::optional<std::string>(v->get<std::string>()) : std::nullopt;
}

/// A number PyYAML read as a string (`learning_rate: 2e-5`: YAML 1.1 wants a dot in a float)
/// as the number the frameworks coerce it to (Axolotl's pydantic schema, the Trainer's
/// dataclass types); any other value as it is.
RecipeJson numberIfSpelt(const RecipeJson& v) {
    if (!v.is_string())
        return v;
    const std::string text = v.get<std::string>();
    char* end = nullptr;
    const double number = std::strtod(text.c_str(), &end);
    const bool whole = !text.empty() && end == text.c_str() + text.size() && std::isfinite(number);
    return whole ? RecipeJson(number) : v;
}

/// Axolotl's `datasets`: the first entry's path and type (a second data set is named).
void readAxolotlDatasets(RecipeKeys& keys, RecipeOrigin& origin) {
    const RecipeJson* list = keys.peek("datasets");
    if (!list || !list->is_array() || list->empty() || !(*list)[0].is_object())
        return;
    const RecipeJson& first = (*list)[0];
    if (first.contains("path") && first["path"].is_string())
        set(origin, "dataset", first["path"]);
    if (first.contains("type") && first["type"].is_string())
        set(origin, "dataset_type", first["type"]);
    if (list->size() > 1)
        set(origin, "datasets_more", RecipeJson(static_cast<long long>(list->size() - 1)));
}

/// torchtune's schedule and data set components, as the other formats name them.
void readTorchtuneComponents(RecipeKeys& keys, RecipeOrigin& origin) {
    if (auto schedule = peekString(keys, "lr_scheduler._component_"))
        set(origin, "lr_scheduler",
            *schedule == kTorchtuneCosine ? RecipeJson("cosine") : RecipeJson(*schedule));
    const auto component = peekString(keys, "dataset._component_");
    const auto source = peekString(keys, "dataset.source");
    if (source) {
        set(origin, "dataset", *source);
    } else if (component) {
        for (const TorchtuneDataset& d : kTorchtuneDatasets)
            if (*component == d.component)
                set(origin, "dataset", RecipeJson(d.source));
    }
    if (component && std::string(*component).find("alpaca") != std::string::npos)
        set(origin, "dataset_type", "alpaca");
}

} // namespace

void readRecipeSettings(RecipeKeys& keys, const std::string& framework, RecipeOrigin& origin) {
    const FormatSettings* format = formatSettings(framework);
    if (!format)
        return;
    for (const SettingKey* k = format->begin; k != format->end; ++k)
        if (const RecipeJson* v = keys.peek(k->key); v && v->is_primitive())
            set(origin, k->setting, numberIfSpelt(*v));
    if (framework == "axolotl")
        readAxolotlDatasets(keys, origin);
    else if (framework == "torchtune")
        readTorchtuneComponents(keys, origin);
}

namespace {

std::string shown(const RecipeJson& v) {
    return v.is_string() ? v.get<std::string>() : v.dump();
}

/// The data set in format `to`'s form; a line when the form needs the customer's check.
std::string writeDataset(const RecipeOrigin& origin, const std::string& to, RecipeJson& doc) {
    const RecipeJson source = settingValue(origin, "dataset");
    if (!source.is_string())
        return {};
    const std::string path = source.get<std::string>();
    const RecipeJson type = settingValue(origin, "dataset_type");
    const bool alpaca = type.is_string() && type.get<std::string>() == "alpaca";
    std::string line = "data set " + path;
    if (settingText(origin, "datasets_more"))
        line += " (the first of the " + origin.framework + " recipe's data sets; add the others)";
    if (to == "axolotl") {
        doc["datasets"] = RecipeJson::array(
            {{{"path", path}, {"type", type.is_string() ? type : RecipeJson("alpaca")}}});
        return line + (type.is_string() ? "" : ", written with type alpaca: check its type");
    }
    if (to == "llamafactory") {
        doc["dataset"] = path;
        return line + ": LLaMA-Factory reads data sets by their name in data/dataset_info.json; "
                      "register it there";
    }
    if (to == "trl") {
        doc["dataset_name"] = path;
        return line;
    }
    doc["dataset"] = {{"_component_", alpaca ? kTorchtuneAlpaca : kTorchtuneInstruct},
                      {"source", path}};
    return line + (alpaca ? "" : ", written as torchtune's instruct_dataset: check its column_map");
}

/// The schedule and warm-up in format `to`'s keys (torchtune: cosine with warm-up steps only).
std::vector<std::string> writeSchedule(const RecipeOrigin& origin, const std::string& to,
                                       double totalSteps, RecipeJson& doc) {
    std::vector<std::string> lines;
    const RecipeJson schedule = settingValue(origin, "lr_scheduler");
    RecipeJson warmupSteps = settingValue(origin, "warmup_steps");
    const RecipeJson warmupRatio = settingValue(origin, "warmup_ratio");
    if (to != "torchtune") {
        const char* key = to == "axolotl" ? "lr_scheduler" : "lr_scheduler_type";
        if (!schedule.is_null()) {
            doc[key] = schedule;
            lines.push_back(std::string(key) + " " + shown(schedule));
        }
        // One warm-up: the Trainer takes warmup_steps over warmup_ratio when both are set
        // (transformers TrainingArguments.get_warmup_steps), so the other key goes.
        for (const char* k : {"warmup_steps", "warmup_ratio"})
            if (const RecipeJson v = settingValue(origin, k); !v.is_null()) {
                doc.erase(std::string(k) == "warmup_steps" ? "warmup_ratio" : "warmup_steps");
                doc[k] = v;
                lines.push_back(std::string(k) + " " + shown(v));
            }
        return lines;
    }
    if (!schedule.is_null() && schedule != "cosine") {
        lines.push_back("lr_scheduler " + shown(schedule) +
                        " not written: torchtune's schedule is cosine with warm-up");
        return lines;
    }
    if (warmupSteps.is_null() && warmupRatio.is_number() && totalSteps > 0) {
        // Hugging Face Trainer: warmup steps = ceil(warmup_ratio × max_steps)
        // (transformers TrainingArguments.get_warmup_steps).
        warmupSteps = static_cast<long long>(std::ceil(warmupRatio.get<double>() * totalSteps));
        lines.push_back("warmup_ratio " + shown(warmupRatio) + " written as num_warmup_steps " +
                        warmupSteps.dump() + " of the run's " +
                        RecipeJson(static_cast<long long>(totalSteps)).dump() + " steps");
    }
    if (!schedule.is_null() || !warmupSteps.is_null()) {
        put(doc, "lr_scheduler._component_", kTorchtuneCosine);
        if (!warmupSteps.is_null())
            put(doc, "lr_scheduler.num_warmup_steps", warmupSteps);
        lines.push_back("cosine schedule" +
                        (warmupSteps.is_null() ? std::string()
                                               : ", " + warmupSteps.dump() + " warm-up steps"));
    }
    return lines;
}

} // namespace

namespace {

// Keys (and, ending in '.', key prefixes) whose values only name, log, save, seed or schedule
// the run: none of them is read by a framework to size a tensor or choose a kernel
// (transformers training_args.py logging_/save_/hub_/report_to, Axolotl schemas/config.py
// wandb_/saves_per_epoch, torchtune's metric_logger/checkpointer, at the commits above).
constexpr const char* kInert[] = {
    "output_dir", "overwrite_output_dir", "logging_steps", "logging_dir", "logging_first_step",
    "logging_strategy", "report_to", "run_name", "wandb_project", "wandb_entity", "wandb_name",
    "wandb_watch", "wandb_log_model", "save_steps", "save_strategy", "save_total_limit",
    "saves_per_epoch", "save_only_model", "save_safetensors", "hub_model_id", "hub_strategy",
    "push_to_hub", "plot_loss", "log_level", "log_every_n_steps", "log_peak_memory_stats",
    "resume_from_checkpoint", "seed", "data_seed", "learning_rate", "lr_scheduler",
    "lr_scheduler_type", "warmup_steps", "warmup_ratio", "weight_decay", "max_grad_norm",
    "adam_beta1", "adam_beta2", "adam_epsilon", "model_type", "tokenizer_type",
    "trust_remote_code", "template", "dataset", "datasets", "dataset_name", "dataset_dir",
    "dataset_prepared_path", "dataset_text_field", "shuffle", "overwrite_cache", "strict",
    "chat_template", "train_on_inputs", "evals_per_epoch", "eval_steps", "eval_strategy",
    "device", "hub_token", "metric_logger.", "checkpointer.", "tokenizer.path",
    "tokenizer._component_", "optimizer.lr", "optimizer.weight_decay", "lr_scheduler.",
    "dataset.", "profiler.enabled", "save_adapter_weights_only", "output."};

} // namespace

bool changesNeitherMemoryNorSpeed(const std::string& key) {
    for (const char* inert : kInert) {
        const std::string k(inert);
        if (k.back() == '.' ? key.rfind(k, 0) == 0 || key + "." == k : key == k)
            return true;
    }
    return false;
}

std::vector<std::string> memoryKeysFirst(std::vector<std::string> keys) {
    std::stable_partition(keys.begin(), keys.end(), [](const std::string& k) {
        return !changesNeitherMemoryNorSpeed(k);
    });
    return keys;
}

std::vector<std::string> writeRecipeSettings(const RecipeOrigin& origin, const std::string& to,
                                             double totalSteps, RecipeJson& doc) {
    std::vector<std::string> lines;
    const FormatSettings* format = formatSettings(to);
    if (!format || origin.framework == to)
        return lines;
    const std::vector<std::string> scheduled{"lr_scheduler", "warmup_steps", "warmup_ratio",
                                             "dataset"};
    for (const SettingKey* k = format->begin; k != format->end; ++k) {
        if (std::find(scheduled.begin(), scheduled.end(), k->setting) != scheduled.end())
            continue;
        const RecipeJson v = settingValue(origin, k->setting);
        if (v.is_null())
            continue;
        put(doc, k->key, v);
        lines.push_back(std::string(k->key) + " " + shown(v));
    }
    for (std::string& line : writeSchedule(origin, to, totalSteps, doc))
        lines.push_back(std::move(line));
    if (std::string line = writeDataset(origin, to, doc); !line.empty())
        lines.push_back(std::move(line));
    return lines;
}

} // namespace headroom
