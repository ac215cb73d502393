#include "deepspeedrecipe.h"

#include "recipemapping.h"
#include "scenariojson.h"

#include <cmath>
#include <filesystem>

namespace fs = std::filesystem;

namespace headroom {

namespace {

int recogniseDeepSpeed(const RecipeJson& doc) {
    return countKeys(doc, {"zero_optimization", "train_micro_batch_size_per_gpu",
                           "train_batch_size", "zero_allow_untested_optimizer",
                           "zero_force_ds_cpu_optimizer", "wall_clock_breakdown"});
}

/// A batch value: a whole number, or "auto" (nullopt).
std::optional<long long> batchValue(RecipeKeys& keys, const std::string& key) {
    const RecipeJson* v = keys.find(key);
    if (!v || (v->is_string() && v->get<std::string>() == "auto"))
        return std::nullopt;
    return keys.integer(key, 1, 65536);
}

/// An `enabled` flag: true/false, or "auto" (nullopt).
std::optional<bool> enabledValue(RecipeKeys& keys, const std::string& key) {
    const RecipeJson* v = keys.find(key);
    if (!v || (v->is_string() && v->get<std::string>() == "auto"))
        return std::nullopt;
    return keys.boolean(key);
}

/// A ZeRO size from the file under either of DeepSpeed's names (the field or its stage3_
/// alias: zero/config.py at edaa7221, `populate_by_name`; Axolotl's zero3 files write
/// max_live_parameters): a whole number of elements, "auto" where `automatic`, or absent (the
/// catalog's).
ZeroSize zeroSize(RecipeKeys& keys, const std::string& name, const std::string& alias = {},
                  bool automatic = true) {
    const std::string key = !alias.empty() && keys.has("zero_optimization." + alias)
                                ? "zero_optimization." + alias
                                : "zero_optimization." + name;
    const RecipeJson* v = keys.find(key);
    if (!v)
        return {};
    if (automatic && v->is_string() && v->get<std::string>() == "auto")
        return {ZeroSize::Kind::Auto, 0};
    if (v->is_number() && v->get<double>() >= 0 && v->get<double>() <= 1e12 &&
        v->get<double>() == std::floor(v->get<double>()))
        return {ZeroSize::Kind::Elements, v->get<double>()};
    keys.fail(key, automatic ? "expected a whole number of elements (0 to 1e12) or \"auto\""
                             : "expected a whole number of elements (0 to 1e12)");
    return {};
}

/// The file's ZeRO sizes that Headroom sizes buffers from (Scenario::deepSpeed; commbuffers.cpp):
/// the IPG bucket (and its double under overlap_comm, which DeepSpeed turns on by default at
/// stage 3 only: deepspeed/runtime/zero/config.py overlap_comm_valid at edaa7221), ZeRO-3's
/// prefetch, live-parameter and persistence limits.
DeepSpeedSettings zeroSettings(RecipeKeys& keys, long long stage) {
    DeepSpeedSettings d;
    d.reduceBucket = zeroSize(keys, "reduce_bucket_size");
    d.prefetchBucket = zeroSize(keys, "stage3_prefetch_bucket_size", "prefetch_bucket_size");
    d.persistenceThreshold =
        zeroSize(keys, "stage3_param_persistence_threshold", "param_persistence_threshold");
    const ZeroSize live =
        zeroSize(keys, "stage3_max_live_parameters", "max_live_parameters", false);
    if (live.kind == ZeroSize::Kind::Elements)
        d.maxLiveParameters = live.elements;
    d.overlapComm = keys.boolean("zero_optimization.overlap_comm").value_or(stage == 3);
    return d;
}

/// An error naming both keys when the recipe and the DeepSpeed file disagree.
std::optional<Error> checkAgrees(const std::string& recipeFile, const std::string& recipeKey,
                                 std::optional<long long> recipeValue, const DeepSpeedValues& ds,
                                 const char* dsKey, std::optional<long long> dsValue) {
    // transformers integrations/deepspeed.py trainer_config_finalize: "Please correct the
    // following DeepSpeed config values that mismatch TrainingArguments values".
    if (recipeValue && dsValue && *recipeValue != *dsValue)
        return Error{recipeFile, recipeKey,
                     "conflicting keys: " + recipeKey + " is " + std::to_string(*recipeValue) +
                         " but " + ds.file + " sets " + dsKey + " to " + std::to_string(*dsValue)};
    return std::nullopt;
}

std::optional<Error> readDeepSpeed(RecipeKeys& keys, RecipeImportContext& context, Scenario& s) {
    // On its own the file says nothing of the model, the method or the sequences: a full
    // fine-tune with AdamW (the client optimizer of the ZeRO paper, Rajbhandari et al. 2020)
    // and the ZeRO paper's 16 B/param accounting. Nor of the framework: its "auto" values are
    // filled by accelerate, which runs it for the Hugging Face Trainer (accelerator.py
    // _prepare_deepspeed at 16cb6eb8), so it is sized as the Trainer's run, the Trainer's loss
    // on whole logits among it, not Headroom's default fused loss (outside check 27).
    if (auto e = applyStack(s, "hf-trainer", context.catalog))
        return e;
    context.assumed.push_back("framework: a DeepSpeed file names none, sized as the Hugging Face "
                              "Trainer runs it (accelerate fills its \"auto\" values)");
    DeepSpeedValues values;
    if (auto e = DeepSpeedRecipe::apply(keys, s, values))
        return e;
    // bf16.enabled / fp16.enabled: default false (fp32); "auto" leaves it to the launcher.
    const bool bf16Auto = !values.bf16 && keys.has("bf16.enabled");
    const bool fp16Auto = !values.fp16 && keys.has("fp16.enabled");
    if (!bf16Auto && !fp16Auto) {
        if (auto e = checkPrecision(values.bf16, values.fp16, keys.file(), "bf16.enabled",
                                    "fp16.enabled"))
            return e;
    } else if (!values.bf16.value_or(false) && !values.fp16.value_or(false)) {
        context.assumed.push_back("bf16.enabled: \"auto\", sized as bf16 mixed precision");
    }
    if (values.microBatch)
        s.microBatch = static_cast<int>(*values.microBatch);
    else
        context.assumed.push_back("train_micro_batch_size_per_gpu: \"auto\" or absent, sized at " +
                                  std::to_string(s.microBatch));
    // gradient_accumulation_steps: default 1 (DeepSpeed configuration reference).
    s.gradientAccumulation = static_cast<int>(values.gradientAccumulation.value_or(1));
    context.assumed.push_back("sequence length: a DeepSpeed file gives none, sized at " +
                              std::to_string(s.sequenceLength) + " tokens");
    return resolveRecipeModel("", "model", context, s);
}

} // namespace

std::optional<Error> DeepSpeedRecipe::apply(RecipeKeys& keys, Scenario& s,
                                            DeepSpeedValues& values) {
    values.file = keys.file();
    // zero_optimization.stage: 0 disabled, 1 optimizer states, 2 + gradients, 3 + parameters
    // partitioned; default 0 (DeepSpeed configuration reference, "ZeRO Optimizations").
    const long long stage = keys.integer("zero_optimization.stage", 0, 3).value_or(0);
    s.sharding = stage == 3   ? Sharding::Full
                 : stage == 2 ? Sharding::Zero2
                 : stage == 1 ? Sharding::Zero1
                              : Sharding::None;
    // DeepSpeed's engine shards it, with its buckets and fp32 partitions, not FSDP (the
    // scenario's `sharding_impl`, which `full` needs: stage 3 was sized as FSDP before).
    s.shardingImpl = ShardingImpl::DeepSpeed;
    // offload_optimizer.device / offload_param.device: none (default), cpu or nvme.
    const int optimizerDevice =
        keys.choice("zero_optimization.offload_optimizer.device", {"none", "cpu", "nvme"})
            .value_or(0);
    const int paramDevice =
        keys.choice("zero_optimization.offload_param.device", {"none", "cpu", "nvme"}).value_or(0);
    if (keys.failed())
        return keys.error();
    if (optimizerDevice == 2 || paramDevice == 2)
        return Error{keys.file(),
                     optimizerDevice == 2 ? "zero_optimization.offload_optimizer.device"
                                          : "zero_optimization.offload_param.device",
                     "NVMe offload (ZeRO-Infinity) is not modelled: Headroom sizes CPU offload"};
    if (optimizerDevice == 1 && stage == 0)
        return Error{keys.file(), "zero_optimization.offload_optimizer.device",
                     "optimizer offload needs ZeRO stage 1, 2 or 3, not stage 0"};
    if (paramDevice == 1) {
        // offload_param: "Valid only with stage 3" (DeepSpeed configuration reference).
        if (stage != 3)
            return Error{keys.file(), "zero_optimization.offload_param.device",
                         "parameter offload needs ZeRO stage 3, not stage " +
                             std::to_string(stage)};
        if (optimizerDevice != 1)
            return Error{keys.file(), "zero_optimization.offload_param.device",
                         "parameter offload with the optimizer states left on the GPU is not "
                         "modelled: Headroom sizes parameter offload together with "
                         "offload_optimizer (device cpu)"};
        s.offload = Offload::Parameters;
    } else {
        s.offload = optimizerDevice == 1 ? Offload::Optimizer : Offload::None;
    }
    s.deepSpeed = zeroSettings(keys, stage);
    if (keys.failed())
        return keys.error();
    values.microBatch = batchValue(keys, "train_micro_batch_size_per_gpu");
    values.gradientAccumulation = batchValue(keys, "gradient_accumulation_steps");
    values.bf16 = enabledValue(keys, "bf16.enabled");
    values.fp16 = enabledValue(keys, "fp16.enabled");
    // "optimizer": DeepSpeed's own optimizer; without it the client's (the framework's).
    if (auto type = keys.string("optimizer.type")) {
        if (*type == "Adam" || *type == "AdamW") {
            s.optimizer = Optimizer::AdamW;
        } else {
            keys.fail("optimizer.type",
                      "DeepSpeed optimizer \"" + *type + "\" is not modelled: Adam or AdamW");
        }
    }
    if (keys.failed())
        return keys.error();
    return std::nullopt;
}

std::optional<Error> DeepSpeedRecipe::applyReferenced(RecipeKeys& recipe, const std::string& key,
                                                      RecipeImportContext& context, Scenario& s,
                                                      DeepSpeedValues& values) {
    const RecipeJson* v = recipe.find(key);
    if (!v)
        return std::nullopt;
    RecipeJson doc;
    std::string file;
    if (v->is_object()) {
        doc = *v;
        file = recipe.file();
    } else if (v->is_string()) {
        // A path as the training is launched: relative to the working folder (LLaMA-Factory's
        // examples name examples/deepspeed/ds_z3_config.json from the repository root). Looked
        // for beside the recipe first, then in the working folder, then by its file name
        // beside the recipe.
        const fs::path written(v->get<std::string>());
        const fs::path folder = fs::path(recipe.file()).parent_path();
        std::vector<fs::path> candidates;
        if (written.is_absolute())
            candidates.push_back(written);
        else
            candidates = {folder / written, written, folder / written.filename()};
        std::error_code ec;
        for (const fs::path& c : candidates)
            if (fs::is_regular_file(c, ec)) {
                file = c.string();
                break;
            }
        if (file.empty())
            return Error{recipe.file(), key,
                         "DeepSpeed file \"" + written.string() +
                             "\" not found (looked beside the recipe and in the working folder)"};
        auto parsed = readRecipeFile(file);
        if (!parsed)
            return parsed.error();
        doc = std::move(parsed).value();
    } else {
        return Error{recipe.file(), key, "expected the path of a DeepSpeed JSON file"};
    }
    RecipeKeys keys(doc, file);
    if (auto e = apply(keys, s, values))
        return e;
    for (const std::string& k : keys.unread())
        context.notModelled.push_back(key + "." + k);
    return std::nullopt;
}

std::optional<Error> DeepSpeedRecipe::checkBatchAgrees(const std::string& recipeFile,
                                                       const std::string& microKey,
                                                       std::optional<long long> micro,
                                                       std::optional<long long> accumulation,
                                                       const DeepSpeedValues& ds) {
    if (auto e = checkAgrees(recipeFile, microKey, micro, ds, "train_micro_batch_size_per_gpu",
                             ds.microBatch))
        return e;
    return checkAgrees(recipeFile, "gradient_accumulation_steps", accumulation, ds,
                       "gradient_accumulation_steps", ds.gradientAccumulation);
}

bool DeepSpeedRecipe::needed(const Scenario& s) {
    return s.sharding != Sharding::None || s.offload != Offload::None;
}

Expected<RecipeJson> DeepSpeedRecipe::configFor(const Scenario& s) {
    const int stage = s.sharding == Sharding::Full    ? 3
                      : s.sharding == Sharding::Zero2 ? 2
                      : s.sharding == Sharding::Zero1 ? 1
                                                      : 0;
    if (s.offload == Offload::Parameters && stage != 3)
        return Error{"", "/offload", "parameter offload needs sharding \"full\" (ZeRO stage 3)"};
    if (s.offload == Offload::Optimizer && stage == 0)
        return Error{"", "/offload",
                     "DeepSpeed offloads the optimizer with ZeRO stage 1, 2 or 3: sharding "
                     "\"none\" cannot offload"};
    RecipeJson zero = {{"stage", stage}};
    if (s.offload != Offload::None)
        zero["offload_optimizer"] = {{"device", "cpu"}, {"pin_memory", true}};
    if (s.offload == Offload::Parameters)
        zero["offload_param"] = {{"device", "cpu"}, {"pin_memory", true}};
    // The run's own ZeRO sizes where it has them (an imported file's), as Headroom sized them;
    // overlap_comm on otherwise, DeepSpeed's own defaults for the rest.
    const DeepSpeedSettings& ds = s.deepSpeed;
    const nlohmann::json own = deepSpeedJson(ds); // the scenario's `deepspeed` keys
    for (const auto& item : own.items())
        zero[item.key()] = RecipeJson::parse(item.value().dump());
    zero["overlap_comm"] = ds.overlapComm.value_or(true);
    zero["contiguous_gradients"] = true;
    if (stage == 3)
        zero["stage3_gather_16bit_weights_on_model_save"] = true;
    // "auto": the Hugging Face integration takes these from the recipe's own keys.
    RecipeJson doc = {{"train_batch_size", "auto"},
                      {"train_micro_batch_size_per_gpu", "auto"},
                      {"gradient_accumulation_steps", "auto"},
                      {"gradient_clipping", "auto"},
                      {"zero_allow_untested_optimizer", true},
                      {"bf16", {{"enabled", "auto"}}},
                      {"zero_optimization", zero}};
    return doc;
}

// Read on its own; written only beside a recipe (DeepSpeedRecipe::configFor), so `--to` cannot
// name it.
const RecipeFormat kDeepSpeedFormat{"deepspeed", "DeepSpeed", recogniseDeepSpeed, readDeepSpeed,
                                    nullptr};

} // namespace headroom
