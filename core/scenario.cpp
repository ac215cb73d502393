#include "scenario.h"
#include "rl/rlkeys.h"

#include "catalog.h"
#include "dataparallel.h"
#include "jsonreader.h"
#include "resolvebuild.h"
#include "runsplit.h"
#include "scenariorange.h"

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <numeric>
#include <set>

namespace fs = std::filesystem;

namespace headroom {

const char* toString(Method v) {
    return kMethodNames.name(v);
}
const char* toString(Optimizer v) {
    return kOptimizerNames.name(v);
}
const char* toString(OptimizerImpl v) {
    return kOptimizerImplNames.name(v);
}
const char* toString(PlainLoss v) {
    return kPlainLossNames.name(v);
}
const char* toString(AttentionKernel v) {
    return kAttentionKernelNames.name(v);
}
const char* toString(Quantizer v) {
    return kQuantizerNames.name(v);
}
const char* toString(ShardingImpl v) {
    return kShardingImplNames.name(v);
}
const char* toString(FsdpVersion v) {
    return kFsdpVersionNames.name(v);
}
const char* toString(Offload v) {
    return kOffloadNames.name(v);
}
const char* toString(StateBytes v) {
    return kStateBytesNames.name(v);
}
const char* toString(FusedLossKind v) {
    return kFusedLossKindNames.name(v);
}

namespace {

/// "; valid ids: a, b, c": what an error naming an unknown id lists (the catalog's ids of that
/// kind, in catalog order).
template <typename Entries>
std::string validIds(const Entries& entries) {
    std::string ids;
    for (const auto& e : entries)
        ids += (ids.empty() ? "" : ", ") + e.id;
    return ids.empty() ? std::string("; the catalog lists none") : "; valid ids: " + ids;
}
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
                                          "stack",
                                          "optimizer_impl",
                                          "plain_loss",
                                          "attention",
                                          "fsdp_version",
                                          "sharding_impl",
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

/// The keys a training stack sets (catalog/stacks.json); a scenario may override each.
const std::set<std::string> kStackKeys = {
    "state_bytes",      "optimizer_impl",     "fused_cross_entropy",
    "fused_loss",       "plain_loss",         "attention",
    "compile",          "activation_offload", "fsdp_version",
    "nf4_double_quant", "quantize_lm_head",   "untie_embeddings",
    "quantizer",        "lora_targets",       "sharding_impl"};

struct LoraTargetName {
    const char* name;
    unsigned bit;
};
constexpr LoraTargetName kLoraTargets[] = {
    {"q", LoraQ},        {"k", LoraK},   {"v", LoraV},       {"o", LoraO},
    {"gate", LoraGate},  {"up", LoraUp}, {"down", LoraDown}, {"lm_head", LoraLmHead},
    {"embed", LoraEmbed}};

std::optional<Error> readLoraTargets(const nlohmann::json& v, const std::string& file,
                                     const std::string& path, unsigned& targets) {
    if (v.is_string() && v.get<std::string>() == "all-linear") {
        targets = 0;
        return std::nullopt;
    }
    if (!v.is_array() || v.empty())
        return Error{file, path,
                     "expected \"all-linear\" or a list of q, k, v, o, gate, up, "
                     "down, lm_head, embed"};
    unsigned bits = 0;
    for (std::size_t i = 0; i < v.size(); ++i) {
        const auto& item = v[i];
        unsigned bit = 0;
        if (item.is_string())
            for (const auto& t : kLoraTargets)
                if (item.get<std::string>() == t.name)
                    bit = t.bit;
        if (!bit)
            return Error{file, path + "/" + std::to_string(i),
                         "unknown LoRA target (q, k, v, o, gate, up, down, lm_head, embed)"};
        bits |= bit;
    }
    targets = bits;
    return std::nullopt;
}

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

/// A path the scenario names, written relative to the folder of the file it is saved to (so
/// the scenario and its files move together), as besideScenario() reads it back.
std::string relativeToScenario(const std::string& path, const std::string& scenarioFile) {
    if (scenarioFile.empty() || path.empty() || fs::path(path).is_relative())
        return path;
    std::error_code ec;
    const fs::path folder = fs::absolute(fs::path(scenarioFile), ec).parent_path();
    const fs::path relative = ec ? fs::path() : fs::path(path).lexically_relative(folder);
    return relative.empty() ? path : relative.generic_string();
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

/// "1, 2, 4, 8": the divisors of `n` up to `limit`.
std::string divisorsOf(int n, int limit) {
    std::string text;
    for (int d = 1; d <= std::min(n, limit); ++d)
        if (n % d == 0)
            text += (text.empty() ? "" : ", ") + std::to_string(d);
    return text;
}
} // namespace

std::optional<Error> applyStackKeys(const nlohmann::json& doc, const std::string& file,
                                    const std::string& path, Scenario& s, bool onlyStackKeys) {
    if (!doc.is_object())
        return Error{file, path.empty() ? "/" : path, "expected a JSON object"};
    if (onlyStackKeys)
        for (const auto& item : doc.items())
            if (!kStackKeys.count(item.key()))
                return Error{file, path + "/" + item.key(), "not a key a training stack sets"};
    JsonReader r(doc, file, path);
    s.stateBytes = r.choice("state_bytes", kStateBytesNames, s.stateBytes);
    s.optimizerImpl = r.choice("optimizer_impl", kOptimizerImplNames, s.optimizerImpl);
    s.fusedCrossEntropy = r.boolean("fused_cross_entropy", s.fusedCrossEntropy);
    s.fusedLoss = r.choice("fused_loss", kFusedLossKindNames, s.fusedLoss);
    s.plainLoss = r.choice("plain_loss", kPlainLossNames, s.plainLoss);
    s.attention = r.choice("attention", kAttentionKernelNames, s.attention);
    s.compile = r.boolean("compile", s.compile);
    s.activationOffload = r.boolean("activation_offload", s.activationOffload);
    s.fsdpVersion = r.choice("fsdp_version", kFsdpVersionNames, s.fsdpVersion);
    s.nf4DoubleQuant = r.boolean("nf4_double_quant", s.nf4DoubleQuant);
    s.quantizeLmHead = r.boolean("quantize_lm_head", s.quantizeLmHead);
    s.untieEmbeddings = r.boolean("untie_embeddings", s.untieEmbeddings);
    s.quantizer = r.choice("quantizer", kQuantizerNames, s.quantizer);
    s.shardingImpl = r.choice("sharding_impl", kShardingImplNames, s.shardingImpl);
    if (r.failed())
        return r.error();
    if (auto it = doc.find("lora_targets"); it != doc.end())
        if (auto e = readLoraTargets(*it, file, path + "/lora_targets", s.loraTargets))
            return e;
    return std::nullopt;
}

std::optional<Error> applyStack(Scenario& s, const std::string& id, const Catalog& catalog) {
    // Back to Headroom's defaults first, so that switching stacks leaves nothing behind.
    const Scenario defaults;
    s.stateBytes = defaults.stateBytes;
    s.optimizerImpl = defaults.optimizerImpl;
    s.fusedCrossEntropy = defaults.fusedCrossEntropy;
    s.fusedLoss = defaults.fusedLoss;
    s.plainLoss = defaults.plainLoss;
    s.attention = defaults.attention;
    s.compile = defaults.compile;
    s.activationOffload = defaults.activationOffload;
    s.fsdpVersion = defaults.fsdpVersion;
    s.shardingImpl = defaults.shardingImpl;
    s.nf4DoubleQuant = defaults.nf4DoubleQuant;
    s.quantizeLmHead = defaults.quantizeLmHead;
    s.untieEmbeddings = defaults.untieEmbeddings;
    s.quantizer = defaults.quantizer;
    s.loraTargets = defaults.loraTargets;
    s.stack = id;
    if (id.empty())
        return std::nullopt;
    const StackSpec* stack = catalog.findStack(id);
    if (!stack)
        return Error{"", "/stack",
                     "unknown training stack '" + id + "'" + validIds(catalog.stacks)};
    return applyStackKeys(stack->keys, stack->definedInFile, stack->definedAt + "/sets", s, true);
}

Expected<Scenario> parseScenario(const nlohmann::json& doc, const std::string& file,
                                 const Catalog& catalog) {
    if (!doc.is_object())
        return Error{file, "/", std::string("expected a JSON object, found ") + doc.type_name()};
    for (const auto& item : doc.items())
        if (!kKnownKeys.count(item.key()))
            return Error{file, "/" + item.key(), "unknown scenario key"};

    Scenario s;
    JsonReader r(doc, file);
    s.name = r.string("name");
    s.headroomVersion = r.string("headroom_version");
    s.model = r.string("model", s.model);
    if (r.failed())
        return r.error();
    // The stack first: it sets the low-level keys, which the scenario's own keys then override.
    if (auto e = applyStack(s, r.string("stack"), catalog)) {
        if (e->file.empty())
            e->file = file;
        return *e;
    }
    if (auto e = applyStackKeys(doc, file, "", s, false))
        return *e;
    // dpo, orpo, simpo, grpo and ppo train the policy as `policy_method` says.
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
    if (method >= kRlFirst) {
        s.method = r.choice("policy_method", kMethodNames, Method::Full);
        if (r.failed())
            return r.error();
        auto rl = parseRlRequest(doc, kRlMethodNames.entries[std::size_t(method - kRlFirst)].first,
                                 file, catalog.assumptions);
        if (!rl)
            return rl.error();
        s.rl = std::move(rl).value();
    } else {
        s.method = kMethodNames.entries[std::size_t(method)].first;
        for (const char* key : kRlOnlyKeys)
            if (r.has(key))
                return Error{file, std::string("/") + key,
                             "applies to method dpo, orpo, simpo, grpo or ppo only"};
    }
    s.optimizer = r.choice("optimizer", kOptimizerNames, Optimizer::AdamW);
    s.offload = r.choice("offload", kOffloadNames, Offload::None);
    s.sharding = r.choice("sharding", kShardingNames, Sharding::Full);
    const bool hasGpu = r.has("gpu");
    const bool hasServer = r.has("server");
    s.gpu = r.string("gpu");
    s.server = r.string("server", hasGpu ? std::string() : s.server);
    // Every number within the one range table the window's controls use as well.
    auto ranged = [&r](RangeKey key, double fallback) {
        const ScenarioRange& range = scenarioRange(key);
        return r.decimal(range.key, fallback, range.min, range.max, range.decimals);
    };
    auto rangedInt = [&ranged](RangeKey key, int fallback) {
        return static_cast<int>(ranged(key, fallback));
    };
    s.gpuCount = r.has("gpu_count") ? rangedInt(RangeKey::GpuCount, 0) : 0;
    s.runsSideBySide = rangedInt(RangeKey::RunsSideBySide, s.runsSideBySide);
    s.nodes = rangedInt(RangeKey::Nodes, s.nodes);
    s.sequenceLength = rangedInt(RangeKey::SequenceLength, s.sequenceLength);
    // A preference or RL run without `micro_batch` takes the frameworks' per-device batch
    // (catalog/assumptions.json rl_micro_batch: TRL's per_device_train_batch_size 8).
    if (s.rl)
        s.microBatch = defaultRlMicroBatch(catalog.assumptions);
    s.microBatch = rangedInt(RangeKey::MicroBatch, s.microBatch);
    s.gradientAccumulation = rangedInt(RangeKey::GradientAccumulation, s.gradientAccumulation);
    s.packing = r.boolean("packing", s.packing);
    s.gradientCheckpointing = r.boolean("gradient_checkpointing", s.gradientCheckpointing);
    s.optimizerInBackward = r.boolean("optimizer_in_backward", s.optimizerInBackward);
    s.imageShare = ranged(RangeKey::ImageShare, s.imageShare);
    s.imagesPerSample = rangedInt(RangeKey::ImagesPerSample, s.imagesPerSample);
    s.trainVision = r.boolean("train_vision", s.trainVision);
    s.loraRank = rangedInt(RangeKey::LoraRank, s.loraRank);
    s.loraAlpha = r.decimal("lora_alpha", s.loraAlpha, 0, 1e6, 4);
    s.loraDropout = r.decimal("lora_dropout", s.loraDropout, 0, 0.99, 4);
    s.dora = r.boolean("dora", s.dora);
    if (auto it = doc.find("modules_to_save"); it != doc.end()) {
        // PEFT LoraConfig.modules_to_save: whole modules trained beside the adapters; Headroom
        // sizes the embedding and the LM head.
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
    }
    s.moeCapacityFactor = r.decimal("moe_capacity_factor", s.moeCapacityFactor, 0, 64, 4);
    s.powerCapW = ranged(RangeKey::PowerCapW, s.powerCapW);
    s.checkpointsKept = rangedInt(RangeKey::CheckpointsKept, s.checkpointsKept);
    s.datasetTokens = ranged(RangeKey::DatasetTokens, s.datasetTokens);
    s.epochs = ranged(RangeKey::Epochs, s.epochs);
    s.nicsPerServer = rangedInt(RangeKey::NicsPerServer, s.nicsPerServer);
    s.network = r.string("network", s.network);
    s.railOptimized = r.boolean("rail_optimized", s.railOptimized);
    s.feedAmps = r.integer("feed_amps", s.feedAmps, 1, 1000);
    s.feedPhases = r.integer("feed_phases", s.feedPhases, 1, 3);
    s.threePhase = r.boolean("three_phase", s.threePhase);
    if (r.failed())
        return r.error();
    if (auto it = doc.find("serving"); it != doc.end() && !it->is_null()) {
        auto serving = parseServingRequest(*it, file);
        if (!serving)
            return serving.error();
        s.serving = std::move(serving).value();
    }

    if (auto it = doc.find("plan"); it != doc.end())
        if (auto e = readPlan(*it, file, s.plan))
            return *e;

    if (auto it = doc.find("image_size"); it != doc.end()) {
        const ScenarioRange& size = scenarioRange(RangeKey::ImageSize);
        const std::string allowed = "width and height must be whole numbers " +
                                    formatNumber(size.min) + " .. " + formatNumber(size.max) +
                                    " (pixels)";
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
    }

    if (auto it = doc.find("recipe"); it != doc.end() && !it->is_null()) {
        auto recipe = readRecipeOrigin(*it, file);
        if (!recipe)
            return recipe.error();
        s.recipe = std::move(recipe).value();
    }

    if (auto it = doc.find("quote"); it != doc.end()) {
        auto quote = parseQuoteDetails(*it, file, "/quote");
        if (!quote)
            return quote.error();
        s.quote = std::move(quote).value();
    }

    if (s.model.empty())
        return Error{file, "/model", "empty model"};
    if (!catalog.findModel(s.model)) {
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
    }

    if (hasServer && s.server.empty())
        return Error{file, "/server",
                     "empty server id: name a catalog server, or leave the key out and give gpu "
                     "and gpu_count"};
    if (!s.server.empty()) {
        const ServerSpec* server = catalog.findServer(s.server);
        if (!server)
            return Error{file, "/server",
                         "unknown server id '" + s.server + "'" + validIds(catalog.servers)};
        if (hasGpu && !s.gpu.empty() && s.gpu != server->gpu)
            return Error{file, "/gpu",
                         "server '" + s.server + "' holds '" + server->gpu + "', not '" + s.gpu +
                             "'"};
        if (s.gpuCount > server->gpuCount)
            return Error{file, "/gpu_count",
                         "server '" + s.server + "' takes at most " +
                             std::to_string(server->gpuCount) + " GPUs"};
        s.gpu = server->gpu;
    } else {
        if (!hasGpu && !hasServer)
            return Error{file, "/server", "name a server, or a gpu and gpu_count"};
        if (s.gpu.empty())
            return Error{file, "/gpu", "empty GPU id: name a catalog GPU"};
        if (!catalog.findGpu(s.gpu))
            return Error{file, "/gpu", "unknown GPU id '" + s.gpu + "'" + validIds(catalog.gpus)};
        if (s.gpuCount == 0)
            s.gpuCount = 1;
        if (!catalog.smallestServerFor(s.gpu, s.gpuCount))
            return Error{file, "/gpu_count",
                         "no catalog server takes " + std::to_string(s.gpuCount) + " × '" + s.gpu +
                             "'"};
    }
    if (!s.plan.automatic && s.plan.dp == 0) // dp omitted: the GPUs that tp · pp · cp leave
        deriveDataParallel(s, catalog);      // (checkScenario() says when they don't divide)
    if (auto e = checkScenario(s, catalog, file))
        return *e;
    // Pinned builds: whole scenarios of their own, each checked like the file's.
    if (doc.contains("pins")) {
        const nlohmann::json& pins = doc["pins"];
        if (!pins.is_array())
            return Error{file, "/pins", "expected a list of pinned builds"};
        if (pins.size() > kMaxPins)
            return Error{file, "/pins",
                         "at most " + std::to_string(kMaxPins) + " pinned builds, not " +
                             std::to_string(pins.size())};
        for (std::size_t i = 0; i < pins.size(); ++i) {
            const std::string at = "/pins/" + std::to_string(i);
            const nlohmann::json& pin = pins[i];
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
        }
    }
    return s;
}

long long clusterGpus(const Scenario& s, const Catalog& catalog) {
    const ServerSpec* server = buildServer(s, catalog);
    int perNode = cardsPerServer(s, server);
    // The engine's cards do not train (core/rl/rlstage.cpp, policyScenario).
    if (s.rl && generates(s.rl->method) && s.rl->rollout == RolloutPlacement::Separate)
        perNode = std::max(1, perNode - s.rl->rolloutGpuCount);
    return 1LL * std::max(1, s.nodes) * perNode;
}

namespace {

/// The plan against the cluster and the model: one line per violation, the first one found.
std::optional<Error> checkPlan(const Scenario& s, const Catalog& catalog, const ModelArch* arch,
                               const std::string& file) {
    const ParallelPlan& p = s.plan;
    if (p.automatic)
        return std::nullopt;
    const long long gpus = clusterGpus(s, catalog);
    const bool engineApart =
        s.rl && generates(s.rl->method) && s.rl->rollout == RolloutPlacement::Separate;
    const std::string cluster = std::to_string(s.nodes) + (s.nodes == 1 ? " server" : " servers") +
                                " × " + std::to_string(gpus / std::max(1, s.nodes)) +
                                (engineApart ? " training GPUs = " : " GPUs = ") +
                                std::to_string(gpus) + " GPUs";
    if (s.runsSideBySide > 1)
        return Error{file, "/plan",
                     "a manual plan describes one run on every GPU of the cluster: "
                     "runs_side_by_side must be 1"};
    const long long model = 1LL * p.tp * p.pp * p.cp;
    if (p.dp <= 0)
        return Error{file, "/plan",
                     "tp × pp × cp = " + std::to_string(model) + " does not divide the " + cluster +
                         " (give dp, or a tp · pp · cp that divides the GPUs)"};
    if (p.gpus() != gpus)
        return Error{file, "/plan",
                     "dp × tp × pp × cp = " + std::to_string(p.dp) + " × " + std::to_string(p.tp) +
                         " × " + std::to_string(p.pp) + " × " + std::to_string(p.cp) + " = " +
                         std::to_string(p.gpus()) + " GPUs, but the cluster has " + cluster};
    if (p.hsdpShardGroup > 0) {
        const int group = p.dp * p.cp;
        if (s.sharding != Sharding::Full)
            return Error{file, "/plan/hsdp_shard_group",
                         std::string("HSDP shards the weights inside each group: it needs "
                                     "sharding \"full\", not \"") +
                             toString(s.sharding) + "\""};
        if (group % p.hsdpShardGroup != 0)
            return Error{file, "/plan/hsdp_shard_group",
                         "shard group " + std::to_string(p.hsdpShardGroup) +
                             " does not divide the " + std::to_string(group) +
                             " data-parallel ranks (dp × cp): allowed " + divisorsOf(group, group)};
    }
    if (p.pipelineSchedule == PipelineSchedule::Interleaved) {
        // Megatron-LM arguments.py: the interleaved schedule needs more than one stage and
        // more than one model chunk per stage.
        if (p.pp < 2)
            return Error{file, "/plan/pipeline_schedule",
                         "the interleaved schedule needs pp of 2 or more, not " +
                             std::to_string(p.pp)};
        if (p.virtualStages < 2)
            return Error{file, "/plan/pipeline_virtual_stages",
                         "the interleaved schedule needs 2 or more virtual stages per GPU, not " +
                             std::to_string(p.virtualStages)};
    } else if (p.virtualStages > 1) {
        return Error{file, "/plan/pipeline_virtual_stages",
                     "virtual stages need pipeline_schedule \"interleaved\""};
    }
    if (!arch)
        return std::nullopt;
    const int heads = arch->attention.heads, kv = arch->attention.kvHeads;
    // Megatron-LM transformer_config.py: num_attention_heads and num_query_groups must each be
    // divisible by the tensor-parallel size (each rank holds whole heads).
    if (p.tp > 1 && heads > 0 && (heads % p.tp != 0 || kv % p.tp != 0)) {
        const int both = std::gcd(heads, kv);
        return Error{file, "/plan/tp",
                     "tp " + std::to_string(p.tp) + " does not divide the model's " +
                         std::to_string(heads) + " attention heads and " + std::to_string(kv) +
                         " KV heads: allowed " + divisorsOf(both, both)};
    }
    if (p.tp > 1 && arch->linearAttentionLayers > 0) {
        const int keyHeads = arch->deltaNet.keyHeads, valueHeads = arch->deltaNet.valueHeads;
        if (keyHeads % p.tp != 0 || valueHeads % p.tp != 0) {
            const int both = std::gcd(keyHeads, valueHeads);
            return Error{file, "/plan/tp",
                         "tp " + std::to_string(p.tp) + " does not divide the model's " +
                             std::to_string(keyHeads) + " linear-attention key heads and " +
                             std::to_string(valueHeads) + " value heads: allowed " +
                             divisorsOf(both, both)};
        }
    }
    const int layers = arch->layers;
    if (p.pp * p.virtualStages > layers)
        return Error{file, "/plan/pp",
                     "pp " + std::to_string(p.pp) +
                         (p.virtualStages > 1
                              ? " × " + std::to_string(p.virtualStages) + " virtual stages"
                              : std::string()) +
                         " is more stages than the model's " + std::to_string(layers) + " layers"};
    if (p.cp > 1 && p.cpKind == ContextParallelKind::AllToAll && heads > 0 &&
        ((heads / p.tp) % p.cp != 0 || (kv / p.tp) % p.cp != 0))
        // DeepSpeed-Ulysses (Jacobs et al. 2023 §3): the all-to-all gives each rank whole
        // heads, so the heads a tensor-parallel rank holds must divide by cp.
        return Error{file, "/plan/cp",
                     "all-to-all context parallelism gives each rank whole heads: cp " +
                         std::to_string(p.cp) + " does not divide the " +
                         std::to_string(heads / p.tp) + " query and " + std::to_string(kv / p.tp) +
                         " KV heads per tensor-parallel rank"};
    if (p.ep > 1) {
        const int experts = arch->mlp.experts;
        if (experts <= 0)
            return Error{file, "/plan/ep",
                         "ep " + std::to_string(p.ep) +
                             " needs a mixture-of-experts model; this one is dense"};
        // Megatron-LM arguments.py: "Number of experts should be a multiple of expert model
        // parallel_size".
        if (experts % p.ep != 0)
            return Error{file, "/plan/ep",
                         "ep " + std::to_string(p.ep) + " does not divide the model's " +
                             std::to_string(experts) + " experts: allowed " +
                             divisorsOf(experts, experts)};
        // Expert-parallel ranks come from the data- and context-parallel ranks (Megatron-LM
        // parallel_state.py: expert data parallel = world / (etp · ep · pp), etp = tp).
        const int group = p.dp * p.cp;
        if (group % p.ep != 0)
            return Error{file, "/plan/ep",
                         "ep " + std::to_string(p.ep) +
                             " does not divide dp × cp = " + std::to_string(group) +
                             " (expert-parallel ranks come from the data- and context-parallel "
                             "ranks): allowed " +
                             divisorsOf(std::gcd(group, experts), group)};
    }
    return std::nullopt;
}

} // namespace

/// The RL methods' checks (checkScenario): the rollout engine's GPUs and tensor parallelism,
/// TRL's group size, the frozen and critic models.
std::optional<Error> checkRl(const Scenario& s, const Catalog& catalog, const ModelArch* arch,
                             const std::string& file) {
    const RlRequest& q = *s.rl;
    const int cards = cardsPerServer(s, buildServer(s, catalog));
    if (q.rollout == RolloutPlacement::Separate && q.rolloutGpuCount >= cards)
        return Error{file, "/rollout_gpu_count",
                     "value " + std::to_string(q.rolloutGpuCount) + " leaves none of the " +
                         std::to_string(cards) + " GPUs to train on"};
    // TRL's colocated engine refuses an 8-bit policy: "vLLM does not support in-flight 8-bit
    // quantization" (trl/generation/vllm_generation.py, huggingface/trl f2cd5771).
    if (generates(q.method) && q.rollout == RolloutPlacement::Colocated &&
        s.method == Method::Lora8bit)
        return Error{file, "/policy_method",
                     "lora-8bit with a colocated rollout engine: vLLM does not support "
                     "in-flight 8-bit quantization (TRL); use qlora, lora or rollout "
                     "\"separate\""};
    // The engine's GPUs serve one training run: side by side, whose would they be?
    if (generates(q.method) && q.rollout == RolloutPlacement::Separate && s.runsSideBySide > 1)
        return Error{file, "/runs_side_by_side",
                     "value " + std::to_string(s.runsSideBySide) +
                         ": a rollout engine on GPUs of its own (rollout \"separate\") "
                         "serves one run; runs_side_by_side must be 1"};
    const int engineGpus = q.rollout == RolloutPlacement::Separate ? q.rolloutGpuCount : cards;
    if (generates(q.method) && engineGpus % q.rolloutTensorParallel != 0)
        return Error{file, "/rollout_tensor_parallel",
                     "value " + std::to_string(q.rolloutTensorParallel) +
                         " does not divide the engine's " + std::to_string(engineGpus) + " GPUs"};
    if (generates(q.method) && arch->attention.heads > 0 &&
        arch->attention.heads % q.rolloutTensorParallel != 0)
        return Error{file, "/rollout_tensor_parallel",
                     "value " + std::to_string(q.rolloutTensorParallel) +
                         " does not divide the model's " + std::to_string(arch->attention.heads) +
                         " attention heads"};
    // TRL GRPOTrainer: the effective batch (completions per step) must be evenly divisible
    // by num_generations.
    const int trainGpus =
        q.rollout == RolloutPlacement::Separate ? cards - q.rolloutGpuCount : cards;
    const long long completions = 1LL * s.microBatch * s.gradientAccumulation * trainGpus;
    if (generates(q.method) && completions % q.groupSize != 0)
        return Error{file, "/group_size",
                     "value " + std::to_string(q.groupSize) + " does not divide the step's " +
                         std::to_string(completions) +
                         " completions (micro_batch × gradient_accumulation × " +
                         std::to_string(trainGpus) + " training GPUs)"};
    for (const auto& [key, id] :
         {std::pair<const char*, const std::string*>{"/critic_model", &q.criticModel},
          {"/reward_model", &q.rewardModel}})
        if (!id->empty() && !catalog.findModel(*id))
            return Error{file, key, "unknown catalog model \"" + *id + "\""};
    // PPO's critic trains like the policy (rlstage.cpp), with adapters of the policy's rank
    // when the policy trains LoRA: the rank is bounded by the critic's width too.
    const ModelEntry* critic = q.method == RlMethod::Ppo && !q.criticModel.empty()
                                   ? catalog.findModel(q.criticModel)
                                   : nullptr;
    if (critic && s.method != Method::Full && s.loraRank > critic->arch.hidden)
        return Error{file, "/lora_rank",
                     "rank " + std::to_string(s.loraRank) +
                         " is above the critic's adapted layers' width: allowed 1 .. " +
                         std::to_string(critic->arch.hidden) + " (critic_model " + q.criticModel +
                         "'s hidden_size)"};
    if (s.runsSideBySide > 1)
        return Error{file, "/runs_side_by_side",
                     std::string("method ") + toString(q.method) +
                         " is sized as one run: runs_side_by_side must be 1"};
    return std::nullopt;
}

/// The build's checks (checkScenario): runs side by side, power cap, feed, 8-bit sharding, the
/// network between servers.
std::optional<Error> checkBuild(const Scenario& s, const Catalog& catalog,
                                const std::string& file) {
    if (s.nodes > 1 && s.runsSideBySide > 1)
        return Error{file, "/runs_side_by_side",
                     "runs side by side split one server's cards; with " + std::to_string(s.nodes) +
                         " nodes it must be 1"};
    // Runs side by side: equal groups of the cards, each inside one NVLink domain.
    if (s.runsSideBySide > 1) {
        const ServerSpec* server = buildServer(s, catalog);
        const GpuSpec* gpu = catalog.findGpu(s.gpu);
        if (server && gpu) {
            const int n = cardsPerServer(s, server);
            if (auto split = splitRuns(*server, *gpu, n, s.runsSideBySide); !split)
                return Error{file, "/runs_side_by_side", split.error().message};
        }
    }
    if (s.powerCapW > 0) {
        if (const GpuSpec* g = catalog.findGpu(s.gpu);
            g && (s.powerCapW < g->minPowerCapW || s.powerCapW > g->tdpW))
            return Error{file, "/power_cap_w",
                         "value " + formatNumber(s.powerCapW) + " is outside " +
                             formatNumber(g->minPowerCapW) + " .. " + formatNumber(g->tdpW) +
                             " W, the power limits of the " + g->name + " (0 = no cap)"};
    }
    if (s.feedAmps != 16 && s.feedAmps != 32)
        return Error{file, "/feed_amps", "feed must be 16 or 32 A"};
    // FSDP flattens only floating-point parameters: bitsandbytes' int8 weights fail with
    // "Integer parameters are unsupported" (huggingface/accelerate issue 1415) or "Must flatten
    // tensors with uniform dtype" (bitsandbytes-foundation/bitsandbytes issue 1709), and
    // LLaMA-Factory's maintainer declines FSDP for 8-bit (hiyouga/LlamaFactory issue 3543).
    if (s.method == Method::Lora8bit && s.sharding == Sharding::Full &&
        clusterGpus(s, catalog) / std::max(1, s.runsSideBySide) > 1)
        return Error{file, "/sharding",
                     "method lora-8bit: FSDP / ZeRO-3 cannot shard bitsandbytes' int8 weights; "
                     "use sharding zero2, zero1 or none"};
    if (s.feedPhases != 1 && s.feedPhases != 3)
        return Error{file, "/feed_phases",
                     "feed must be 1 (230 V single phase) or 3 (400 V three phase)"};
    if (!s.network.empty() && !catalog.findNic(s.network))
        return Error{file, "/network",
                     "unknown network adapter id '" + s.network + "'" + validIds(catalog.nics)};
    if (s.nodes > 1 && s.network.empty() && catalog.nics.empty())
        return Error{file, "/nodes",
                     "more than one server needs a network, and the catalog lists no network "
                     "adapter (networks.json)"};
    return std::nullopt;
}

std::optional<Error> checkParallelPlan(const Scenario& s, const Catalog& catalog) {
    if (s.plan.automatic)
        return std::nullopt;
    const ModelArch* arch = nullptr;
    if (s.importedModel)
        arch = &*s.importedModel;
    else if (const ModelEntry* m = catalog.findModel(s.model))
        arch = &m->arch;
    return checkPlan(s, catalog, arch, {});
}

std::optional<Error> checkScenario(const Scenario& s, const Catalog& catalog,
                                   const std::string& file) {
    if (auto e = checkBuild(s, catalog, file))
        return e;

    const ModelArch* arch = nullptr;
    if (s.importedModel)
        arch = &*s.importedModel;
    else if (const ModelEntry* m = catalog.findModel(s.model))
        arch = &m->arch;
    if (auto e = checkPlan(s, catalog, arch, file))
        return e;
    if (!arch)
        return std::nullopt;
    if (s.rl)
        if (auto e = checkRl(s, catalog, arch, file))
            return e;
    if (s.serving) {
        const ServerSpec* server = buildServer(s, catalog);
        const int cards = cardsPerServer(s, server);
        if (auto e = checkServingRequest(*s.serving, *arch, cards, file))
            return e;
    }
    // LoRA (Hu et al. 2021, §4.1): B·A has rank at most min(d, k), and every adapted linear
    // reads or writes the hidden state, so no adapter can use a rank above hidden_size.
    if (s.loraRank > arch->hidden)
        return Error{file, "/lora_rank",
                     "rank " + std::to_string(s.loraRank) +
                         " is above the adapted layers' width: allowed 1 .. " +
                         std::to_string(arch->hidden) + " (the model's hidden_size)"};
    // Text and image tokens of the longest sample share the sequence length's limit.
    const std::int64_t perImage = imageTokens(arch->vision, s.imageWidth, s.imageHeight);
    if (s.imageShare > 0 && s.imagesPerSample > 0 && perImage > 0) {
        const std::int64_t images = perImage * s.imagesPerSample;
        const std::int64_t longest = std::int64_t(s.sequenceLength) + images;
        const double limit = maxSequenceTokens();
        if (double(longest) > limit)
            return Error{file, "/images_per_sample",
                         std::to_string(s.imagesPerSample) + " images of " +
                             std::to_string(s.imageWidth) + "×" + std::to_string(s.imageHeight) +
                             " px are " + std::to_string(images) + " tokens; with " +
                             std::to_string(s.sequenceLength) + " text tokens the sequence is " +
                             std::to_string(longest) + " tokens, above the limit of " +
                             formatNumber(limit) +
                             " (fewer or smaller images, or a shorter sequence_length)"};
    }
    return std::nullopt;
}

Expected<Scenario> loadScenario(const std::string& path, const Catalog& catalog) {
    auto doc = readJsonFile(path);
    if (!doc)
        return doc.error();
    return parseScenario(doc.value(), path, catalog);
}

namespace {
void writeSections(const Scenario& s, const std::string& file, nlohmann::json& j);
} // namespace

nlohmann::json toJson(const Scenario& s, const std::string& file) {
    nlohmann::json j;
    if (!s.name.empty())
        j["name"] = s.name;
    if (!s.headroomVersion.empty())
        j["headroom_version"] = s.headroomVersion;
    j["model"] = s.model;
    if (s.importedModel && !file.empty()) {
        // parseScenario() joins the saved relative path to the file's folder and the system
        // resolves it, symbolic links included: fs::relative works on the same resolved paths.
        std::error_code ec;
        const fs::path folder = fs::absolute(fs::path(file), ec).parent_path();
        const fs::path relative = ec ? fs::path() : fs::relative(fs::path(s.model), folder, ec);
        if (!ec && !relative.empty())
            j["model"] = relative.generic_string();
    }
    if (!s.stack.empty())
        j["stack"] = s.stack;
    if (s.rl) {
        j["method"] = toString(s.rl->method);
        j["policy_method"] = toString(s.method);
        writeRlRequest(*s.rl, j);
    } else {
        j["method"] = toString(s.method);
    }
    j["optimizer"] = toString(s.optimizer);
    j["optimizer_impl"] = toString(s.optimizerImpl);
    j["offload"] = toString(s.offload);
    j["sharding"] = toString(s.sharding);
    j["state_bytes"] = toString(s.stateBytes);
    if (!s.server.empty())
        j["server"] = s.server;
    else
        j["gpu"] = s.gpu;
    if (s.gpuCount > 0)
        j["gpu_count"] = s.gpuCount;
    j["runs_side_by_side"] = s.runsSideBySide;
    j["nodes"] = s.nodes;
    if (s.plan.automatic) {
        j["plan"] = "auto";
    } else {
        const ParallelPlan& p = s.plan;
        nlohmann::json plan = {{"dp", p.dp},
                               {"tp", p.tp},
                               {"pp", p.pp},
                               {"cp", p.cp},
                               {"ep", p.ep},
                               {"sequence_parallel", p.sequenceParallel},
                               {"pipeline_schedule", toString(p.pipelineSchedule)},
                               {"pipeline_virtual_stages", p.virtualStages},
                               {"cp_kind", toString(p.cpKind)}};
        if (p.pipelineMicroBatches > 0)
            plan["pipeline_micro_batches"] = p.pipelineMicroBatches;
        if (p.hsdpShardGroup > 0)
            plan["hsdp_shard_group"] = p.hsdpShardGroup;
        j["plan"] = plan;
    }
    j["sequence_length"] = s.sequenceLength;
    j["packing"] = s.packing;
    j["micro_batch"] = s.microBatch;
    j["gradient_accumulation"] = s.gradientAccumulation;
    j["gradient_checkpointing"] = s.gradientCheckpointing;
    j["fused_cross_entropy"] = s.fusedCrossEntropy;
    j["fused_loss"] = toString(s.fusedLoss);
    j["plain_loss"] = toString(s.plainLoss);
    j["attention"] = toString(s.attention);
    j["fsdp_version"] = toString(s.fsdpVersion);
    if (s.shardingImpl != ShardingImpl::Fsdp)
        j["sharding_impl"] = toString(s.shardingImpl);
    j["nf4_double_quant"] = s.nf4DoubleQuant;
    j["quantize_lm_head"] = s.quantizeLmHead;
    j["untie_embeddings"] = s.untieEmbeddings;
    j["quantizer"] = toString(s.quantizer);
    if (s.loraTargets == 0) {
        j["lora_targets"] = "all-linear";
    } else {
        nlohmann::json targets = nlohmann::json::array();
        for (const auto& t : kLoraTargets)
            if (s.loraTargets & t.bit)
                targets.push_back(t.name);
        j["lora_targets"] = targets;
    }
    j["compile"] = s.compile;
    j["activation_offload"] = s.activationOffload;
    j["optimizer_in_backward"] = s.optimizerInBackward;
    j["image_share"] = s.imageShare;
    j["images_per_sample"] = s.imagesPerSample;
    j["image_size"] = {s.imageWidth, s.imageHeight};
    j["train_vision"] = s.trainVision;
    j["lora_rank"] = s.loraRank;
    if (s.loraAlpha > 0)
        j["lora_alpha"] = s.loraAlpha;
    if (s.loraDropout > 0)
        j["lora_dropout"] = s.loraDropout;
    j["dora"] = s.dora;
    j["modules_to_save"] = nlohmann::json::array();
    if (s.modulesToSave & LoraEmbed)
        j["modules_to_save"].push_back("embed");
    if (s.modulesToSave & LoraLmHead)
        j["modules_to_save"].push_back("lm_head");
    j["moe_capacity_factor"] = s.moeCapacityFactor;
    j["power_cap_w"] = s.powerCapW;
    j["checkpoints_kept"] = s.checkpointsKept;
    j["dataset_tokens"] = s.datasetTokens;
    j["epochs"] = s.epochs;
    if (!s.network.empty())
        j["network"] = s.network;
    j["nics_per_server"] = s.nicsPerServer;
    j["rail_optimized"] = s.railOptimized;
    j["feed_amps"] = s.feedAmps;
    j["feed_phases"] = s.feedPhases;
    j["three_phase"] = s.threePhase;
    writeSections(s, file, j);
    return j;
}

namespace {

/// toJson()'s sections: pins, quote, serving and the recipe note (its file relative to the
/// scenario written, as parseScenario() reads it back).
void writeSections(const Scenario& s, const std::string& file, nlohmann::json& j) {
    if (!s.pins.empty()) {
        nlohmann::json pins = nlohmann::json::array();
        for (std::size_t i = 0; i < s.pins.size(); ++i)
            pins.push_back({{"label", i < s.pinLabels.size() ? s.pinLabels[i] : std::string()},
                            {"scenario", toJson(s.pins[i], file)}});
        j["pins"] = pins;
    }
    if (s.quote != QuoteDetails{})
        j["quote"] = toJson(s.quote);
    if (s.serving)
        j["serving"] = toJson(*s.serving);
    if (s.recipe) {
        j["recipe"] = {{"framework", s.recipe->framework},
                       {"file", relativeToScenario(s.recipe->file, file)},
                       {"model", s.recipe->model},
                       {"not_modelled", s.recipe->notModelled},
                       {"assumed", s.recipe->assumed}};
        if (s.recipe->maxSteps > 0)
            j["recipe"]["max_steps"] = s.recipe->maxSteps;
        for (const auto& [name, value] : s.recipe->settings)
            j["recipe"]["settings"][name] = nlohmann::json::parse(value, nullptr, false);
    }
}

} // namespace

} // namespace headroom
