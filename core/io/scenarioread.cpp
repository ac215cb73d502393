// Reading a scenario file: parseScenario() and one reader per section of the file. Errors are
// found in the order the file's keys are read, so the first error a bad file reports stays the
// same however the readers are arranged.
#include "scenariojson.h"
#include "scenariosettings.h"
#include "rl/rlkeys.h"

#include "catalog.h"
#include "build/dataparallel.h"
#include "jsonreader.h"
#include "build/resolvebuild.h"
#include "build/scenariocheck.h"
#include "scenariofile.h"
#include "scenariorange.h"

#include <filesystem>
#include <set>

namespace fs = std::filesystem;

namespace headroom {

using scenariofile::validIds;

namespace {

const std::set<std::string> kKnownKeys = {"pins",
                                          "model",
                                          "method",
                                          "optimizer",
                                          "offload",
                                          "sharding",
                                          "state_bytes",
                                          "gpu",
                                          "gpu_count",
                                          "server",
                                          "sequence_length",
                                          "micro_batch",
                                          "gradient_accumulation",
                                          "gradient_checkpointing",
                                          "fused_cross_entropy",
                                          "image_share",
                                          "images_per_sample",
                                          "image_size",
                                          "train_vision",
                                          "lora_rank",
                                          "lora_alpha",
                                          "lora_dropout",
                                          "dora",
                                          "lora_routed_experts",
                                          "moe_capacity_factor",
                                          "power_cap_w",
                                          "checkpoints_kept",
                                          "dataset_tokens",
                                          "epochs",
                                          "feed_amps",
                                          "feed_phases",
                                          "three_phase",
                                          "headroom_version",
                                          "name",
                                          "fused_loss",
                                          "compile",
                                          "activation_offload",
                                          "optimizer_in_backward",
                                          "tiled_mlp",
                                          "stack",
                                          "optimizer_impl",
                                          "plain_loss",
                                          "attention",
                                          "fsdp_version",
                                          "sharding_impl",
                                          "nccl_nvls",
                                          "checkpointing_policy",
                                          "deepspeed",
                                          "megatron",
                                          "nf4_double_quant",
                                          "quantize_lm_head",
                                          "untie_embeddings",
                                          "quantizer",
                                          "lora_targets",
                                          "modules_to_save",
                                          "runs_side_by_side",
                                          "nodes",
                                          "network",
                                          "nics_per_server",
                                          "rail_optimized",
                                          "plan",
                                          "quote",
                                          "serving",
                                          "costs",
                                          "policy_method",
                                          "group_size",
                                          "prompt_length",
                                          "completion_length",
                                          "reference",
                                          "rollout",
                                          "rollout_memory_fraction",
                                          "rollout_gpu_count",
                                          "rollout_tensor_parallel",
                                          "rollout_sleep_mode",
                                          "rollout_weights",
                                          "critic_model",
                                          "reward_model",
                                          "packing",
                                          "recipe"};

const std::set<std::string> kPlanKeys = {"dp",
                                         "tp",
                                         "pp",
                                         "cp",
                                         "ep",
                                         "sequence_parallel",
                                         "pipeline_schedule",
                                         "pipeline_virtual_stages",
                                         "pipeline_micro_batches",
                                         "hsdp_shard_group",
                                         "cp_kind"};

/// The scenario's `plan`: "auto" or an object of plan keys (each optional; dp omitted = the
/// GPUs left over by tp · pp · cp).
std::optional<Error> readPlan(const nlohmann::json& v, const std::string& file,
                              ParallelPlan& plan) {
    plan = ParallelPlan{};
    if (v.is_string() && v.get<std::string>() == "auto")
        return std::nullopt;
    if (!v.is_object())
        return Error{file, "/plan",
                     "expected \"auto\" or an object of dp, tp, pp, cp, ep, sequence_parallel, "
                     "pipeline_schedule, pipeline_virtual_stages, pipeline_micro_batches, "
                     "hsdp_shard_group, cp_kind"};
    for (const auto& item : v.items())
        if (!kPlanKeys.count(item.key()))
            return Error{file, "/plan/" + item.key(), "unknown plan key"};
    JsonReader r(v, file, "/plan");
    auto degree = [&r](RangeKey key, int fallback) {
        const ScenarioRange& range = scenarioRange(key);
        const std::string name = std::string(range.key).substr(5); // after "plan/"
        return static_cast<int>(r.decimal(name, fallback, range.min, range.max, range.decimals));
    };
    plan.automatic = false;
    plan.dp = r.has("dp") ? degree(RangeKey::PlanDp, 1) : 0; // 0: derived in parseScenario()
    plan.tp = degree(RangeKey::PlanTp, 1);
    plan.pp = degree(RangeKey::PlanPp, 1);
    plan.cp = degree(RangeKey::PlanCp, 1);
    plan.ep = degree(RangeKey::PlanEp, 1);
    plan.sequenceParallel = r.boolean("sequence_parallel", false);
    plan.pipelineSchedule =
        r.choice("pipeline_schedule", kPipelineScheduleNames, PipelineSchedule::OneFOneB);
    plan.virtualStages = degree(RangeKey::PlanVirtualStages, 1);
    plan.pipelineMicroBatches =
        r.has("pipeline_micro_batches") ? degree(RangeKey::PlanMicroBatches, 1) : 0;
    plan.hsdpShardGroup = r.has("hsdp_shard_group") ? degree(RangeKey::PlanShardGroup, 1) : 0;
    plan.cpKind = r.choice("cp_kind", kContextParallelKindNames, ContextParallelKind::Ring);
    if (r.failed())
        return r.error();
    return std::nullopt;
}

/// A path a scenario names (recipe.file), relative to the scenario's folder as the scenario's
/// `model` is, not to the folder the command runs in; absolute, as the system would resolve it.
std::string besideScenario(const std::string& named, const std::string& scenarioFile) {
    fs::path p(named);
    std::error_code ec;
    if (p.is_relative() && !scenarioFile.empty())
        p = fs::absolute(fs::path(scenarioFile), ec).parent_path() / p;
    return ec ? named : p.lexically_normal().string();
}

/// The scenario's `recipe`: {framework, file, model, not_modelled, assumed}.
Expected<RecipeOrigin> readRecipeOrigin(const nlohmann::json& v, const std::string& file) {
    if (!v.is_object())
        return Error{file, "/recipe",
                     "expected {\"framework\", \"file\", \"model\", \"not_modelled\", "
                     "\"assumed\"}"};
    RecipeOrigin o;
    for (const auto& item : v.items()) {
        const std::string at = "/recipe/" + item.key();
        const auto& value = item.value();
        std::string* text = item.key() == "framework" ? &o.framework
                            : item.key() == "file"    ? &o.file
                            : item.key() == "model"   ? &o.model
                                                      : nullptr;
        std::vector<std::string>* list = item.key() == "not_modelled" ? &o.notModelled
                                         : item.key() == "assumed"    ? &o.assumed
                                                                      : nullptr;
        if (item.key() == "settings") {
            // The recipe's settings that change neither memory nor speed (recipesettings.h):
            // numbers, strings and booleans by name, written again into an exported recipe.
            if (!value.is_object())
                return Error{file, at, "expected an object of settings"};
            for (const auto& setting : value.items()) {
                if (!setting.value().is_primitive() || setting.value().is_null())
                    return Error{file, at + "/" + setting.key(),
                                 "expected a number, a string or true/false"};
                o.settings.emplace_back(setting.key(), setting.value().dump());
            }
        } else if (item.key() == "max_steps") {
            if (!value.is_number_integer() || value.get<long long>() < 0)
                return Error{file, at, "expected a whole number of steps, 0 or more"};
            o.maxSteps = value.get<long long>();
        } else if (text) {
            if (!value.is_string())
                return Error{file, at, "expected a string"};
            *text = value.get<std::string>();
            if (text == &o.file && !o.file.empty())
                o.file = besideScenario(o.file, file);
        } else if (list) {
            if (!value.is_array())
                return Error{file, at, "expected a list of strings"};
            for (std::size_t i = 0; i < value.size(); ++i) {
                if (!value[i].is_string())
                    return Error{file, at + "/" + std::to_string(i), "expected a string"};
                list->push_back(value[i].get<std::string>());
            }
        } else {
            return Error{file, at,
                         "unknown recipe key (framework, file, model, not_modelled, "
                         "assumed, max_steps, settings)"};
        }
    }
    return o;
}

/// The file's top level: an object of known keys.
std::optional<Error> checkTopLevel(const nlohmann::json& doc, const std::string& file) {
    if (!doc.is_object())
        return Error{file, "/", std::string("expected a JSON object, found ") + doc.type_name()};
    for (const auto& item : doc.items())
        if (!kKnownKeys.count(item.key()))
            return Error{file, "/" + item.key(), "unknown scenario key"};
    return std::nullopt;
}

/// `stack` first: it sets the low-level keys, which the scenario's own keys then override.
std::optional<Error> readStack(const nlohmann::json& doc, const std::string& file,
                               const Catalog& catalog, JsonReader& r, Scenario& s) {
    if (auto e = applyStack(s, r.string("stack"), catalog)) {
        if (e->file.empty())
            e->file = file;
        return *e;
    }
    return applyStackKeys(doc, file, "", s, false);
}

/// `method`: a supervised method, or dpo, orpo, simpo, grpo and ppo, which train the policy as
/// `policy_method` says and read the RL keys (refused with a supervised method).
std::optional<Error> readMethod(const nlohmann::json& doc, const std::string& file,
                                const Catalog& catalog, JsonReader& r, Scenario& s) {
    // The key spans both tables: the supervised methods, then the RL methods (the order the
    // error line lists them).
    constexpr auto kMethodChoices = [] {
        std::array<const char*, kMethodNames.entries.size() + kRlMethodNames.entries.size()> all{};
        std::size_t i = 0;
        for (const auto& [m, name] : kMethodNames.entries)
            all[i++] = name;
        for (const auto& [m, name] : kRlMethodNames.entries)
            all[i++] = name;
        return all;
    }();
    constexpr int kRlFirst = static_cast<int>(kMethodNames.entries.size());
    const int method = r.choice("method", kMethodChoices, 0);
    if (method < kRlFirst) {
        s.method = kMethodNames.entries[std::size_t(method)].first;
        for (const char* key : kRlOnlyKeys)
            if (r.has(key))
                return Error{file, std::string("/") + key,
                             "applies to method dpo, orpo, simpo, grpo or ppo only"};
        return std::nullopt;
    }
    s.method = r.choice("policy_method", kMethodNames, Method::Full);
    if (r.failed())
        return r.error();
    auto rl = parseRlRequest(doc, kRlMethodNames.entries[std::size_t(method - kRlFirst)].first,
                             file, catalog.assumptions);
    if (!rl)
        return rl.error();
    s.rl = std::move(rl).value();
    return std::nullopt;
}

/// A number within the one range table the window's controls use as well.
double ranged(JsonReader& r, RangeKey key, double fallback) {
    const ScenarioRange& range = scenarioRange(key);
    return r.decimal(range.key, fallback, range.min, range.max, range.decimals);
}
int rangedInt(JsonReader& r, RangeKey key, int fallback) {
    return static_cast<int>(ranged(r, key, fallback));
}

/// The build's keys: optimizer, offload, sharding, the server or GPU and their counts (checked
/// against the catalog in checkHardware()).
void readBuildKeys(JsonReader& r, Scenario& s) {
    s.optimizer = r.choice("optimizer", kOptimizerNames, Optimizer::AdamW);
    s.offload = r.choice("offload", kOffloadNames, Offload::None);
    s.sharding = r.choice("sharding", kShardingNames, Sharding::Full);
    s.gpu = r.string("gpu");
    s.server = r.string("server", r.has("gpu") ? std::string() : s.server);
    s.gpuCount = r.has("gpu_count") ? rangedInt(r, RangeKey::GpuCount, 0) : 0;
    s.runsSideBySide = rangedInt(r, RangeKey::RunsSideBySide, s.runsSideBySide);
    s.nodes = rangedInt(r, RangeKey::Nodes, s.nodes);
}

/// The batch, the sequence, the images and the adapters.
void readTrainingKeys(JsonReader& r, const Catalog& catalog, Scenario& s) {
    s.sequenceLength = rangedInt(r, RangeKey::SequenceLength, s.sequenceLength);
    // A preference or RL run without `micro_batch` takes the frameworks' per-device batch
    // (catalog/assumptions.json rl_micro_batch: TRL's per_device_train_batch_size 8).
    if (s.rl)
        s.microBatch = defaultRlMicroBatch(catalog.assumptions);
    s.microBatch = rangedInt(r, RangeKey::MicroBatch, s.microBatch);
    s.gradientAccumulation = rangedInt(r, RangeKey::GradientAccumulation, s.gradientAccumulation);
    s.packing = r.boolean("packing", s.packing);
    s.gradientCheckpointing = r.boolean("gradient_checkpointing", s.gradientCheckpointing);
    s.optimizerInBackward = r.boolean("optimizer_in_backward", s.optimizerInBackward);
    s.ncclNvls = r.choice("nccl_nvls", kNcclNvlsNames, s.ncclNvls);
    s.checkpointPolicy =
        r.choice("checkpointing_policy", kCheckpointPolicyNames, s.checkpointPolicy);
    s.tiledMlp = r.boolean("tiled_mlp", s.tiledMlp);
    s.imageShare = ranged(r, RangeKey::ImageShare, s.imageShare);
    s.imagesPerSample = rangedInt(r, RangeKey::ImagesPerSample, s.imagesPerSample);
    s.trainVision = r.boolean("train_vision", s.trainVision);
    s.loraRank = rangedInt(r, RangeKey::LoraRank, s.loraRank);
    s.loraAlpha = r.decimal("lora_alpha", s.loraAlpha, 0, 1e6, 4);
    s.loraDropout = r.decimal("lora_dropout", s.loraDropout, 0, 0.99, 4);
    s.dora = r.boolean("dora", s.dora);
    s.loraRoutedExperts = r.boolean("lora_routed_experts", s.loraRoutedExperts);
}

/// `modules_to_save`, PEFT LoraConfig.modules_to_save: whole modules trained beside the
/// adapters; Headroom sizes the embedding and the LM head.
std::optional<Error> readModulesToSave(const nlohmann::json& doc, const std::string& file,
                                       Scenario& s) {
    auto it = doc.find("modules_to_save");
    if (it == doc.end())
        return std::nullopt;
    if (!it->is_array())
        return Error{file, "/modules_to_save", "expected a list of embed, lm_head"};
    s.modulesToSave = 0;
    for (std::size_t i = 0; i < it->size(); ++i) {
        const auto& item = (*it)[i];
        const std::string name = item.is_string() ? item.get<std::string>() : std::string();
        if (name != "embed" && name != "lm_head")
            return Error{file, "/modules_to_save/" + std::to_string(i),
                         "unknown module (embed, lm_head)"};
        s.modulesToSave |= name == "embed" ? LoraEmbed : LoraLmHead;
    }
    return std::nullopt;
}

/// The run's length, checkpoints, power and the network and feed of the build.
void readRunAndFacilityKeys(JsonReader& r, Scenario& s) {
    s.moeCapacityFactor = r.decimal("moe_capacity_factor", s.moeCapacityFactor, 0, 64, 4);
    s.powerCapW = ranged(r, RangeKey::PowerCapW, s.powerCapW);
    s.checkpointsKept = rangedInt(r, RangeKey::CheckpointsKept, s.checkpointsKept);
    s.datasetTokens = ranged(r, RangeKey::DatasetTokens, s.datasetTokens);
    s.epochs = ranged(r, RangeKey::Epochs, s.epochs);
    s.nicsPerServer = rangedInt(r, RangeKey::NicsPerServer, s.nicsPerServer);
    s.network = r.string("network", s.network);
    s.railOptimized = r.boolean("rail_optimized", s.railOptimized);
    s.feedAmps = r.integer("feed_amps", s.feedAmps, 1, 1000);
    s.feedPhases = r.integer("feed_phases", s.feedPhases, 1, 3);
    s.threePhase = r.boolean("three_phase", s.threePhase);
}

/// The scenario's flat keys, in the order they are read (the first problem is the error).
std::optional<Error> readKeys(const nlohmann::json& doc, const std::string& file,
                              const Catalog& catalog, JsonReader& r, Scenario& s) {
    s.name = r.string("name");
    s.headroomVersion = r.string("headroom_version");
    s.model = r.string("model", s.model);
    if (r.failed())
        return r.error();
    if (auto e = readStack(doc, file, catalog, r, s))
        return e;
    if (auto e = readMethod(doc, file, catalog, r, s))
        return e;
    readBuildKeys(r, s);
    readTrainingKeys(r, catalog, s);
    if (auto e = readModulesToSave(doc, file, s))
        return e;
    readRunAndFacilityKeys(r, s);
    if (r.failed())
        return r.error();
    return std::nullopt;
}

/// `serving`: serving the tuned model afterwards; null or absent = not asked.
std::optional<Error> readServing(const nlohmann::json& doc, const std::string& file, Scenario& s) {
    auto it = doc.find("serving");
    if (it == doc.end() || it->is_null())
        return std::nullopt;
    auto serving = parseServingRequest(*it, file);
    if (!serving)
        return serving.error();
    s.serving = std::move(serving).value();
    return std::nullopt;
}

/// `costs`: own or rent; null or absent = not asked.
std::optional<Error> readCosts(const nlohmann::json& doc, const std::string& file, Scenario& s) {
    auto it = doc.find("costs");
    if (it == doc.end() || it->is_null())
        return std::nullopt;
    auto costs = parseCostsRequest(*it, file);
    if (!costs)
        return costs.error();
    s.costs = std::move(costs).value();
    return std::nullopt;
}

/// `image_size`: [width, height] in pixels, each within the range table's limits.
std::optional<Error> readImageSize(const nlohmann::json& doc, const std::string& file,
                                   Scenario& s) {
    auto it = doc.find("image_size");
    if (it == doc.end())
        return std::nullopt;
    const ScenarioRange& size = scenarioRange(RangeKey::ImageSize);
    const std::string allowed = "width and height must be whole numbers " + formatNumber(size.min) +
                                " .. " + formatNumber(size.max) + " (pixels)";
    if (!it->is_array() || it->size() != 2 || !(*it)[0].is_number_integer() ||
        !(*it)[1].is_number_integer())
        return Error{file, "/image_size", "expected [width, height]: " + allowed};
    long long w = (*it)[0].get<long long>(), h = (*it)[1].get<long long>();
    // Values beyond 2^53 round as doubles, but stay far outside the range all the same.
    const double wd = static_cast<double>(w), hd = static_cast<double>(h);
    if (wd < size.min || hd < size.min || wd > size.max || hd > size.max)
        return Error{file, "/image_size", allowed};
    s.imageWidth = static_cast<int>(w);
    s.imageHeight = static_cast<int>(h);
    return std::nullopt;
}

/// `recipe`: the note of the training recipe the scenario was imported from.
std::optional<Error> readRecipe(const nlohmann::json& doc, const std::string& file, Scenario& s) {
    auto it = doc.find("recipe");
    if (it == doc.end() || it->is_null())
        return std::nullopt;
    auto recipe = readRecipeOrigin(*it, file);
    if (!recipe)
        return recipe.error();
    s.recipe = std::move(recipe).value();
    return std::nullopt;
}

/// `quote`: customer, prices, language, paper.
std::optional<Error> readQuote(const nlohmann::json& doc, const std::string& file, Scenario& s) {
    auto it = doc.find("quote");
    if (it == doc.end())
        return std::nullopt;
    auto quote = parseQuoteDetails(*it, file, "/quote");
    if (!quote)
        return quote.error();
    s.quote = std::move(quote).value();
    return std::nullopt;
}

/// The scenario's sections (objects of their own), each with its reader.
std::optional<Error> readSections(const nlohmann::json& doc, const std::string& file, Scenario& s) {
    if (auto e = readServing(doc, file, s))
        return e;
    if (auto e = readCosts(doc, file, s))
        return e;
    if (auto it = doc.find("plan"); it != doc.end())
        if (auto e = readPlan(*it, file, s.plan))
            return e;
    if (auto e = readDeepSpeedSettings(doc, file, s.deepSpeed))
        return e;
    if (auto e = readMegatronSettings(doc, file, s.megatron))
        return e;
    if (auto e = readImageSize(doc, file, s))
        return e;
    if (auto e = readRecipe(doc, file, s))
        return e;
    return readQuote(doc, file, s);
}

/// `model`: a catalog id, or a config.json (relative to the scenario's folder) read here, so
/// that evaluate() never touches the disk.
std::optional<Error> readModel(const std::string& file, const Catalog& catalog, Scenario& s) {
    if (s.model.empty())
        return Error{file, "/model", "empty model"};
    if (catalog.findModel(s.model))
        return std::nullopt;
    fs::path p(s.model);
    const bool looksLikePath = p.has_extension() || s.model.find('/') != std::string::npos;
    if (!looksLikePath)
        return Error{file, "/model",
                     "unknown model id '" + s.model + "'" + validIds(catalog.models)};
    if (p.is_relative() && !file.empty())
        p = fs::path(file).parent_path() / p;
    auto arch = loadModelConfig(p.string());
    if (!arch) {
        // The config.json itself is unreadable or not JSON: name the scenario key too.
        if (arch.error().key.empty() || arch.error().key == "/")
            return Error{file, "/model", arch.error().file + ": " + arch.error().message};
        return arch.error();
    }
    s.importedModel = std::move(arch).value();
    // The file just read, as an absolute path with links resolved (as the system resolved
    // `..` after a linked folder): the scenario may be saved to another folder (toJson).
    std::error_code ec;
    const fs::path resolved = fs::canonical(p, ec);
    s.model = (ec ? p : resolved).string();
    return std::nullopt;
}

/// `server`: a catalog server whose GPU and card count the scenario's gpu and gpu_count agree
/// with.
std::optional<Error> checkServer(const std::string& file, const Catalog& catalog, bool hasGpu,
                                 Scenario& s) {
    const ServerSpec* server = catalog.findServer(s.server);
    if (!server)
        return Error{file, "/server",
                     "unknown server id '" + s.server + "'" + validIds(catalog.servers)};
    if (hasGpu && !s.gpu.empty() && s.gpu != server->gpu)
        return Error{file, "/gpu",
                     "server '" + s.server + "' holds '" + server->gpu + "', not '" + s.gpu + "'"};
    if (s.gpuCount > server->gpuCount)
        return Error{file, "/gpu_count",
                     "server '" + s.server + "' takes at most " + std::to_string(server->gpuCount) +
                         " GPUs"};
    s.gpu = server->gpu;
    return std::nullopt;
}

/// No server: a catalog GPU, and a catalog server that takes gpu_count of them.
std::optional<Error> checkGpu(const std::string& file, const Catalog& catalog, bool hasServer,
                              bool hasGpu, Scenario& s) {
    if (!hasGpu && !hasServer)
        return Error{file, "/server", "name a server, or a gpu and gpu_count"};
    if (s.gpu.empty())
        return Error{file, "/gpu", "empty GPU id: name a catalog GPU"};
    if (!catalog.findGpu(s.gpu))
        return Error{file, "/gpu", "unknown GPU id '" + s.gpu + "'" + validIds(catalog.gpus)};
    if (s.gpuCount == 0)
        s.gpuCount = 1;
    if (!buildServer(s, catalog)) // the smallest catalog server that takes the cards
        return Error{file, "/gpu_count",
                     "no catalog server takes " + std::to_string(s.gpuCount) + " × '" + s.gpu +
                         "'"};
    return std::nullopt;
}

/// The build's hardware against the catalog: the server, or the GPU and its count.
std::optional<Error> checkHardware(const nlohmann::json& doc, const std::string& file,
                                   const Catalog& catalog, Scenario& s) {
    const bool hasGpu = doc.contains("gpu");
    const bool hasServer = doc.contains("server");
    if (hasServer && s.server.empty())
        return Error{file, "/server",
                     "empty server id: name a catalog server, or leave the key out and give gpu "
                     "and gpu_count"};
    if (!s.server.empty())
        return checkServer(file, catalog, hasGpu, s);
    return checkGpu(file, catalog, hasServer, hasGpu, s);
}

/// One pinned build: {"label", "scenario"}, the scenario checked like the file's, holding no
/// pins of its own.
std::optional<Error> readPin(const nlohmann::json& pin, const std::string& at,
                             const std::string& file, const Catalog& catalog, Scenario& s) {
    if (!pin.is_object() || !pin.contains("scenario") || !pin["scenario"].is_object())
        return Error{file, at, "expected {\"label\": …, \"scenario\": {…}}"};
    for (const auto& item : pin.items())
        if (item.key() != "label" && item.key() != "scenario")
            return Error{file, at + "/" + item.key(), "unknown pin key"};
    if (pin.contains("label") && !pin["label"].is_string())
        return Error{file, at + "/label", "expected a string"};
    if (pin["scenario"].contains("pins"))
        return Error{file, at + "/scenario/pins", "a pinned build holds no pins"};
    auto parsed = parseScenario(pin["scenario"], file, catalog);
    if (!parsed) {
        Error e = parsed.error();
        e.key = at + "/scenario" + e.key;
        return e;
    }
    s.pins.push_back(std::move(parsed).value());
    s.pinLabels.push_back(pin.value("label", std::string()));
    return std::nullopt;
}

/// `pins`: pinned builds, whole scenarios of their own (at most kMaxPins).
std::optional<Error> readPins(const nlohmann::json& doc, const std::string& file,
                              const Catalog& catalog, Scenario& s) {
    if (!doc.contains("pins"))
        return std::nullopt;
    const nlohmann::json& pins = doc["pins"];
    if (!pins.is_array())
        return Error{file, "/pins", "expected a list of pinned builds"};
    if (pins.size() > kMaxPins)
        return Error{file, "/pins",
                     "at most " + std::to_string(kMaxPins) + " pinned builds, not " +
                         std::to_string(pins.size())};
    for (std::size_t i = 0; i < pins.size(); ++i)
        if (auto e = readPin(pins[i], "/pins/" + std::to_string(i), file, catalog, s))
            return e;
    return std::nullopt;
}

} // namespace

Expected<Scenario> parseScenario(const nlohmann::json& doc, const std::string& file,
                                 const Catalog& catalog) {
    if (auto e = checkTopLevel(doc, file))
        return *e;
    Scenario s;
    JsonReader r(doc, file);
    if (auto e = readKeys(doc, file, catalog, r, s))
        return *e;
    if (auto e = readSections(doc, file, s))
        return *e;
    if (auto e = readModel(file, catalog, s))
        return *e;
    if (auto e = checkHardware(doc, file, catalog, s))
        return *e;
    if (!s.plan.automatic && s.plan.dp == 0) // dp omitted: the GPUs that tp · pp · cp leave
        deriveDataParallel(s, catalog);      // (checkScenario() says when they don't divide)
    if (auto e = checkScenario(s, catalog, file))
        return *e;
    if (auto e = readPins(doc, file, catalog, s))
        return *e;
    return s;
}

Expected<Scenario> loadScenario(const std::string& path, const Catalog& catalog) {
    auto doc = readJsonFile(path);
    if (!doc)
        return doc.error();
    return parseScenario(doc.value(), path, catalog);
}

} // namespace headroom
