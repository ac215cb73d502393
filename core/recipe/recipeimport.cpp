#include "recipeimport.h"
#include "reciperlexport.h"
#include "recipesettings.h"

#include "verdictanswer.h"

#include "catalog.h"
#include "deepspeedrecipe.h"
#include "inputfile.h"
#include "recipemapping.h"
#include "scenariojson.h"
#include "scenariorange.h"
#include "textformat.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <filesystem>
#include <nlohmann/json.hpp>

namespace fs = std::filesystem;

namespace headroom {

const std::vector<const RecipeFormat*>& recipeFormats() {
    static const std::vector<const RecipeFormat*> formats = {
        &kAxolotlFormat, &kLlamaFactoryFormat, &kTorchtuneFormat, &kTrlFormat, &kDeepSpeedFormat};
    return formats;
}

const RecipeFormat* findRecipeFormat(const std::string& id) {
    for (const RecipeFormat* f : recipeFormats())
        if (id == f->id)
            return f;
    return nullptr;
}

namespace {

/// The line an exported recipe carries under its first: the build it was fitted for, as
/// catalog ids, so that importing the file again sizes it there (issue 32: a file fitted for
/// an RTX 4090 came back on the default 4× H200 NVL).
constexpr const char* kBuildLine = "# Headroom build: ";

std::string buildLine(const Scenario& s) {
    return "server=" + escapeControls(s.server) + " gpu=" + escapeControls(s.gpu) +
           " gpu_count=" + std::to_string(s.gpuCount) + " nodes=" + std::to_string(s.nodes);
}

/// The build of an exported recipe's header (the comment lines at its top), onto `s`; a build
/// of another catalog (an id this one lacks) leaves the default and says so in `assumed`.
void applyBuildLine(const std::string& text, const Catalog& catalog, Scenario& s,
                    std::vector<std::string>& assumed) {
    std::size_t at = 0;
    while (at < text.size() && text[at] == '#') {
        const std::size_t end = std::min(text.find('\n', at), text.size());
        const std::string line = text.substr(at, end - at);
        at = end + 1;
        if (line.rfind(kBuildLine, 0) != 0)
            continue;
        Scenario b = s;
        for (std::size_t i = std::string(kBuildLine).size(); i < line.size();) {
            const std::size_t space = std::min(line.find(' ', i), line.size());
            const std::string item = line.substr(i, space - i);
            i = space + 1;
            const std::size_t eq = item.find('=');
            const std::string key = item.substr(0, eq), value = eq == std::string::npos
                                                                   ? std::string()
                                                                   : item.substr(eq + 1);
            const long long n = std::atoll(value.c_str());
            if (key == "server")
                b.server = value;
            else if (key == "gpu")
                b.gpu = value;
            else if (key == "gpu_count" && n >= 0 && n <= 1 << 20)
                b.gpuCount = static_cast<int>(n);
            else if (key == "nodes" && n >= 1 && n <= 1 << 20)
                b.nodes = static_cast<int>(n);
        }
        const bool known = (b.server.empty() || catalog.findServer(b.server)) &&
                           (b.gpu.empty() || catalog.findGpu(b.gpu)) &&
                           !(b.server.empty() && b.gpu.empty());
        if (known)
            s = b;
        else
            assumed.push_back("the build the file was written for (" +
                              escapeControls(line.substr(std::string(kBuildLine).size())) +
                              ") is not in the catalog: sized on " + s.server);
        return;
    }
}

/// The recipe's path, absolute: the scenario written from it may lie in another folder (toJson()
/// writes it relative to the scenario's, parseScenario() reads it back from there).
std::string absolutePath(const std::string& path) {
    std::error_code ec;
    const fs::path absolute = fs::absolute(fs::path(path), ec);
    return ec ? path : absolute.lexically_normal().string();
}

/// An exception from the document (nlohmann's type_error on a value of another type than a
/// reader expected) as the message of an error line.
std::string unexpectedValue(const nlohmann::json::exception& e) {
    return std::string("a value of a type or encoding Headroom cannot read (") + e.what() + ")";
}

/// Snowflake's ArcticTraining (the recipe format of DeepSpeed's ALST tutorial): a top-level
/// trainer `type` beside `model` and `data` sections (arctic_training/config/trainer.py at
/// b28638e6: `type`, `model: ModelConfig` with name_or_path, `data: DataConfig` with
/// max_length). Its micro_batch_size and deepspeed keys are also Axolotl's, so without this
/// check the file would be read as Axolotl's and refused on a key it does not have.
bool arcticTrainingRecipe(const RecipeJson& doc) {
    const auto has = [&doc](const char* key, bool object) {
        const auto it = doc.find(key);
        return it != doc.end() && (object ? it->is_object() : it->is_string());
    };
    return has("type", false) && has("model", true) && has("data", true);
}

/// The framework whose own keys the file uses most; a file that uses two frameworks' keys about
/// equally is refused rather than guessed.
Expected<const RecipeFormat*> recognisedFormat(const RecipeJson& doc, const std::string& path) {
    if (arcticTrainingRecipe(doc))
        return Error{path, "type",
                     "an ArcticTraining recipe (type, model and data sections), which Headroom "
                     "does not import: set its run up in the window (sequence parallelism as "
                     "all-to-all context parallelism, tiled MLP, activation offload)"};
    const RecipeFormat* best = nullptr;
    const RecipeFormat* second = nullptr;
    int bestScore = 0, secondScore = 0;
    for (const RecipeFormat* f : recipeFormats()) {
        const int score = f->recognise(doc);
        if (score > bestScore) {
            second = best;
            secondScore = bestScore;
            best = f;
            bestScore = score;
        } else if (score > secondScore) {
            second = f;
            secondScore = score;
        }
    }
    if (!best)
        return Error{path, "",
                     "not a training recipe Headroom reads: none of the keys of an Axolotl, "
                     "LLaMA-Factory, torchtune, TRL / TrainingArguments or DeepSpeed file"};
    if (second && secondScore >= 2 && 2 * secondScore >= bestScore)
        return Error{path, "",
                     std::string("conflicting keys: the file mixes ") + best->name + " and " +
                         second->name + " keys; give one framework's recipe"};
    return best;
}

Expected<Scenario> importRecipeDocument(const std::string& path, const Catalog& catalog,
                                        const std::string& model) {
    // The one input reader (readRecipeFile's), keeping the text for the header's build line.
    const auto text = readInputFile(path, kMaxRecipeBytes, "a training recipe");
    if (!text)
        return text.error();
    auto doc = parseRecipeText(text.value(), path);
    if (!doc)
        return doc.error();
    auto recognised = recognisedFormat(doc.value(), path);
    if (!recognised)
        return recognised.error();
    const RecipeFormat* best = recognised.value();

    Scenario s;
    RecipeKeys keys(doc.value(), path);
    RecipeImportContext context{catalog, path, model, {}, {}, {}};
    try {
        if (auto e = best->read(keys, context, s))
            return *e;
    } catch (const nlohmann::json::exception& e) {
        return Error{path, keys.lastKey(), unexpectedValue(e)};
    }
    if (keys.failed())
        return keys.error();
    applyBuildLine(text.value(), catalog, s, context.assumed);
    RecipeOrigin origin;
    origin.framework = best->id;
    origin.file = absolutePath(path);
    origin.model = context.model;
    readRecipeSettings(keys, best->id, origin);
    origin.notModelled = keys.unread();
    origin.notModelled.insert(origin.notModelled.end(), context.notModelled.begin(),
                              context.notModelled.end());
    origin.notModelled = memoryKeysFirst(std::move(origin.notModelled));
    origin.assumed = context.assumed;
    if (context.maxSteps > 0) {
        // A step limit trains steps × micro-batch × accumulation × data-parallel ranks samples
        // (Hugging Face Trainer: total_train_batch_size = per-device batch × accumulation ×
        // world size), each counted at the sequence length; max_steps overrides the epochs,
        // torchtune's max_steps_per_epoch caps each of them.
        const long long dp = recipeDataParallel(s, catalog);
        const double samples =
            double(context.maxSteps) * s.microBatch * s.gradientAccumulation * double(dp);
        const double tokens = samples * s.sequenceLength;
        const ScenarioRange& range = scenarioRange(RangeKey::DatasetTokens);
        if (tokens < range.min || tokens > range.max)
            return Error{path, context.stepsPerEpoch ? "max_steps_per_epoch" : "max_steps",
                         formatC("%.0f", tokens) + " tokens is outside the dataset sizes " +
                             formatC("%.0f", range.min) + " .. " + formatC("%.0f", range.max)};
        s.datasetTokens = tokens;
        if (!context.stepsPerEpoch)
            s.epochs = 1;
        origin.maxSteps = context.maxSteps;
        origin.assumed.push_back(
            std::string(context.stepsPerEpoch ? "max_steps_per_epoch " : "max_steps ") +
            std::to_string(context.maxSteps) + ": " + std::to_string(context.maxSteps) +
            " steps × " + std::to_string(s.microBatch) + " × " +
            std::to_string(s.gradientAccumulation) + " × " + std::to_string(dp) +
            " data-parallel GPUs × " + std::to_string(s.sequenceLength) + " tokens = " +
            formatC("%.0f", tokens) + " tokens" + (context.stepsPerEpoch ? " per epoch" : ""));
    }
    s.recipe = origin;
    // Through the scenario reader: the same checks as a scenario file, and a config.json model
    // read here. A value it refuses (a LoRA rank above the model's width, a sequence beyond its
    // context) is named by the recipe's own key ("lora_r"), not the scenario's ("/lora_rank").
    auto parsed = parseScenario(toJson(s), path, catalog);
    if (!parsed) {
        Error e = parsed.error();
        if (e.file == path)
            e.key = keys.sourceOf(e.key);
        return e;
    }
    return parsed;
}

} // namespace

Expected<Scenario> importRecipe(const std::string& path, const Catalog& catalog,
                                const std::string& model) {
    // The reader's edge: whatever the document holds, one line naming the file.
    try {
        return importRecipeDocument(path, catalog, model);
    } catch (const nlohmann::json::exception& e) {
        return Error{path, "", unexpectedValue(e)};
    }
}

Scenario withTrainingOf(const Scenario& recipe, const Scenario& build) {
    Scenario s = build;
    s.model = recipe.model;
    s.importedModel = recipe.importedModel;
    s.stack = recipe.stack;
    s.stateBytes = recipe.stateBytes;
    s.optimizerImpl = recipe.optimizerImpl;
    s.fusedCrossEntropy = recipe.fusedCrossEntropy;
    s.fusedLoss = recipe.fusedLoss;
    s.plainLoss = recipe.plainLoss;
    s.attention = recipe.attention;
    s.compile = recipe.compile;
    s.activationOffload = recipe.activationOffload;
    s.fsdpVersion = recipe.fsdpVersion;
    s.nf4DoubleQuant = recipe.nf4DoubleQuant;
    s.quantizeLmHead = recipe.quantizeLmHead;
    s.untieEmbeddings = recipe.untieEmbeddings;
    s.quantizer = recipe.quantizer;
    s.loraTargets = recipe.loraTargets;
    s.loraRoutedExperts = recipe.loraRoutedExperts;
    s.modulesToSave = recipe.modulesToSave;
    s.method = recipe.method;
    s.rl = recipe.rl; // the preference or RL run the recipe describes (issue 32)
    s.optimizer = recipe.optimizer;
    s.offload = recipe.offload;
    s.sharding = recipe.sharding;
    s.shardingImpl = recipe.shardingImpl; // a DeepSpeed file's ZeRO-3 is not FSDP
    s.deepSpeed = recipe.deepSpeed;       // and its buckets are the file's
    s.loraDropout = recipe.loraDropout;
    s.sequenceLength = recipe.sequenceLength;
    s.packing = recipe.packing;
    s.microBatch = recipe.microBatch;
    s.gradientAccumulation = recipe.gradientAccumulation;
    s.gradientCheckpointing = recipe.gradientCheckpointing;
    s.checkpointPolicy = recipe.checkpointPolicy; // no recipe format has torchtitan's per-op one
    s.optimizerInBackward = recipe.optimizerInBackward;
    s.loraRank = recipe.loraRank;
    s.loraAlpha = recipe.loraAlpha;
    s.dora = recipe.dora;
    s.epochs = recipe.epochs;
    s.datasetTokens = recipe.datasetTokens;
    s.recipe = recipe.recipe;
    return s;
}

namespace {

/// The scenario with the target framework's own low-level keys (its training stack), the keys
/// a user sets (LoRA targets, compile, offloading, the fused loss) kept as they were; what the
/// framework decides itself is listed in `changes`.
Expected<Scenario> forFramework(const Scenario& given, const std::string& to,
                                const Catalog& catalog, std::vector<std::string>& changes) {
    Scenario s = given;
    // The files name gate/up/down bare (loraModulesOf), which reach every routed expert: PEFT's
    // suffix match on transformers 4.x's per-expert linears, PEFT 0.19's conversion onto
    // transformers 5's fused ones (Scenario::loraRoutedExperts). Sized as the file runs.
    const unsigned mlp = LoraGate | LoraUp | LoraDown;
    if (!s.loraRoutedExperts && s.method != Method::Full &&
        (s.loraTargets == 0 || (s.loraTargets & mlp))) {
        changes.push_back("lora_routed_experts false → true (the file's gate, up and down targets "
                          "reach every routed expert)");
        s.loraRoutedExperts = true;
    }
    if (to == "torchtune" && (s.sharding == Sharding::None || s.sharding == Sharding::Zero1)) {
        // torchtune's distributed recipes shard every model with FSDP2 fully_shard
        // (recipes/full_finetune_distributed.py, lora_finetune_distributed.py).
        changes.push_back(std::string("sharding ") + toString(s.sharding) +
                          " → full (torchtune shards with FSDP2)");
        s.sharding = Sharding::Full;
    }
    // A run taken to Axolotl, LLaMA-Factory or TRL shards through the DeepSpeed config written
    // beside the recipe (DeepSpeedRecipe::needed: any sharding or offload; Axolotl's writer drops
    // an imported fsdp_config too): the fit is sized as that run, not as FSDP (whose
    // accumulation keeps whole gradients under the Trainer). torchtune shards with FSDP2.
    const ShardingImpl impl = to == "torchtune" ? ShardingImpl::Fsdp : ShardingImpl::DeepSpeed;
    if (s.sharding == Sharding::Full && shardingImplOf(s) != impl)
        changes.push_back(std::string("sharding_impl ") + toString(shardingImplOf(s)) + " → " +
                          toString(impl) + " (" + to + " shards with it)");
    s.shardingImpl = impl;
    // The full fine-tune's states as the target trains them (what its file imports back as):
    // Axolotl trains the BF16-loaded model in place where its file names no DeepSpeed config
    // (axolotlTrainsBf16InPlace; it writes bf16 and never FSDP); the TRL file names no dtype and
    // imports as the Trainer's mixed precision. (LLaMA-Factory writes pure_bf16 as the scenario
    // has it; torchtune's stack is pure BF16; DeepSpeed sizes either as ZeRO's.)
    if (s.method == Method::Full && (to == "axolotl" || to == "trl")) {
        StateBytes states = s.stateBytes;
        if (to == "axolotl" &&
            axolotlTrainsBf16InPlace(s.method, true, DeepSpeedRecipe::needed(s), false))
            states = StateBytes::Bf16;
        else if (states == StateBytes::Bf16)
            states = StateBytes::Hf;
        if (states != s.stateBytes)
            changes.push_back(std::string("state_bytes ") + toString(s.stateBytes) + " → " +
                              toString(states) + " (as " + to + " trains it)");
        s.stateBytes = states;
    }
    if (s.recipe && s.recipe->framework == to)
        return s;
    std::string stack = to == "torchtune" ? "torchtune" : "hf-trainer";
    if (to != "torchtune" && (s.stack == "liger" || (s.stack == "unsloth" && to == "llamafactory")))
        stack = s.stack;
    if (s.stack == stack)
        return s;
    Scenario t = s;
    if (auto e = applyStack(t, stack, catalog))
        return *e;
    // The framework runs its own training stack: said, as every other change (issue 32).
    changes.push_back("training stack " + (s.stack.empty() ? std::string("none") : s.stack) +
                      " → " + stack + " (" + to + " trains with its own)");
    t.loraTargets = s.loraTargets;
    t.shardingImpl = s.shardingImpl;
    t.compile = s.compile;
    t.activationOffload = s.activationOffload;
    // Eager stays eager; transformers' SDPA path stays where the framework runs transformers'
    // attention (torchtune's own attention calls SDPA without a padding mask).
    const bool keeps = s.attention == AttentionKernel::Eager ||
                       (s.attention == AttentionKernel::Sdpa && to != "torchtune");
    t.attention = keeps ? s.attention : AttentionKernel::Flash;
    if (t.attention != s.attention && s.attention == AttentionKernel::Sdpa)
        changes.push_back("attention sdpa → flash (" + to + " runs its own attention)");
    t.fusedCrossEntropy = s.fusedCrossEntropy || t.fusedCrossEntropy;
    return t;
}

std::string buildName(const Scenario& s) {
    const std::string cards = s.gpuCount > 0 ? std::to_string(s.gpuCount) + " cards of " : "";
    return s.server.empty() ? std::to_string(s.gpuCount) + "× " + s.gpu : cards + s.server;
}

} // namespace

namespace {

/// The customer's own recipe as the base of an export, when the scenario came from one of format
/// `to`. One that is there but cannot be read (a billion-laughs file, a second document) is
/// refused with its line; one that is gone leaves the recipe without its other keys.
Expected<RecipeJson> customerRecipe(const Scenario& scenario, const std::string& to) {
    if (!scenario.recipe || scenario.recipe->framework != to || scenario.recipe->file.empty())
        return RecipeJson::object();
    std::error_code ec;
    if (!fs::exists(scenario.recipe->file, ec))
        return RecipeJson::object();
    return readRecipeFile(scenario.recipe->file);
}

/// What every writer gets: the model's name (torchtune names none) and the customer's recipe.
Expected<RecipeExportContext> exportContext(const Scenario& scenario, const Scenario& adapted,
                                            const Catalog& catalog, const std::string& to) {
    RecipeExportContext context{catalog, {}, {}, RecipeJson::object()};
    if (to != "torchtune") {
        auto model = recipeModelName(adapted, catalog);
        if (!model)
            return model.error();
        context.model = model.value();
    }
    auto base = customerRecipe(scenario, to);
    if (!base)
        return base.error();
    context.base = std::move(base).value();
    return context;
}

/// The comment lines above an exported recipe: a name with a line break must not end the
/// comment and add a key.
std::string exportHeader(const Scenario& fitted, const std::string& build,
                         const std::string& verdict, const std::vector<std::string>& changes) {
    std::string header = "# Written by Headroom for " + escapeControls(build) + ": " + verdict + "\n";
    header += std::string(kBuildLine) + buildLine(fitted) + "\n";
    if (changes.empty())
        header += "# The scenario fits as it is: nothing changed.\n";
    for (const std::string& change : changes)
        header += "# Changed to fit: " + escapeControls(change) + "\n";
    return header;
}

/// The comment lines naming the settings carried over from a recipe of another framework.
std::string keptHeader(const Scenario& scenario, const std::vector<std::string>& kept) {
    std::string header;
    for (const std::string& line : kept)
        header += "# Kept from the " + escapeControls(scenario.recipe->framework) +
                  " recipe: " + escapeControls(line) + "\n";
    return header;
}

/// The format `to` names, where it can express `scenario`.
Expected<const RecipeFormat*> exportFormat(const Scenario& scenario, const std::string& to) {
    const RecipeFormat* format = findRecipeFormat(to);
    if (!format || !format->write)
        return Error{"", "--to",
                     "unknown recipe format \"" + to +
                         "\" (axolotl, llamafactory, torchtune, trl)"};
    if (auto refused = rlExportRefusal(scenario, to))
        return *refused;
    if (scenario.optimizerInBackward && to != "torchtune")
        return Error{"", "/optimizer_in_backward",
                     std::string(format->name) + " has no optimizer step in backward "
                                                 "(torchtune's optimizer_in_bwd)"};
    // torchtitan's per-op policy has no key in any of the four: the Trainer's
    // gradient_checkpointing and torchtune's ac_mode checkpoint whole layers (scenariocheck.cpp
    // selectiveOpRefusal), and a file sized with the policy would run without it.
    if (scenario.checkpointPolicy == CheckpointPolicy::SelectiveOp)
        return Error{"", "/checkpointing_policy",
                     std::string(format->name) +
                         " has no selective per-op checkpointing (torchtitan's); set "
                         "checkpointing_policy full to export"};
    return format;
}

/// The tokens one optimizer step trains on the build: micro-batch × accumulation ×
/// data-parallel ranks samples (Hugging Face Trainer: total_train_batch_size = per-device batch
/// × accumulation × world size), each at the sequence length.
double tokensPerStep(const Scenario& s, const Catalog& catalog) {
    return double(s.microBatch) * s.gradientAccumulation * double(recipeDataParallel(s, catalog)) *
           s.sequenceLength;
}

/// The refusal of a run that does not fit its build whatever the recipe sets, with the changes
/// tried.
Error doesNotFit(const RecipeFit& fit, double headroomGb) {
    std::string tried;
    for (const std::string& c : fit.changes)
        tried += (tried.empty() ? "" : "; ") + c;
    return Error{"", "/server",
                 "the run does not fit on " + buildName(fit.scenario) + " (" +
                     formatC("%.1f", -headroomGb) + " GB short per GPU" +
                     (tried.empty() ? std::string() : " even with " + tried) +
                     "): choose a larger build (headroom recommend)"};
}

Expected<ExportedRecipe> exportRecipeDocument(const Scenario& scenario, const Catalog& catalog,
                                              const std::string& to, const std::string& path) {
    const auto chosen = exportFormat(scenario, to);
    if (!chosen)
        return chosen.error();
    const RecipeFormat* format = chosen.value();
    std::vector<std::string> frameworkChanges;
    auto adapted = forFramework(scenario, to, catalog, frameworkChanges);
    if (!adapted)
        return adapted.error();

    auto made = exportContext(scenario, adapted.value(), catalog, to);
    if (!made)
        return made.error();
    const RecipeExportContext& context = made.value();
    const fs::path out(path);
    const std::string deepSpeedPath =
        (out.parent_path() / (out.stem().string() + ".ds_config.json")).string();
    // A scenario from a recipe with a step limit gets one again: its dataset tokens over one
    // optimizer step's samples on the build (whole steps, rounded up as the Trainer does).
    const long long originSteps = scenario.recipe ? scenario.recipe->maxSteps : 0;
    auto contextFor = [&](const Scenario& s) {
        RecipeExportContext c = context;
        if (originSteps > 0) {
            const double perStep = tokensPerStep(s, catalog);
            const double perEpoch = std::ceil(s.datasetTokens / perStep);
            if (to == "torchtune")
                c.maxStepsPerEpoch = static_cast<long long>(perEpoch);
            else
                c.maxSteps =
                    static_cast<long long>(std::ceil(s.datasetTokens * s.epochs / perStep));
        }
        c.deepSpeedFile =
            to != "torchtune" && DeepSpeedRecipe::needed(s) ? deepSpeedPath : std::string();
        return c;
    };
    auto canWrite = [&](const Scenario& s) {
        if (!format->write(s, contextFor(s)))
            return false;
        return to == "torchtune" || !DeepSpeedRecipe::needed(s) ||
               DeepSpeedRecipe::configFor(s).ok();
    };
    ExportedRecipe result;
    result.fit = fitToBuild(adapted.value(), catalog, canWrite);
    result.fit.changes.insert(result.fit.changes.begin(), frameworkChanges.begin(),
                              frameworkChanges.end());
    const Scenario& fitted = result.fit.scenario;
    // The sweep's own evaluation of the fitted scenario (no second one here).
    result.headroomGb = result.fit.headroomGb;
    result.answer = result.fit.answer;
    if (!result.fit.fits)
        return doesNotFit(result.fit, result.fit.headroomGb);
    const RecipeExportContext c = contextFor(fitted);
    auto doc = format->write(fitted, c);
    if (!doc)
        return doc.error();
    if (scenario.recipe) {
        // The customer's settings from a recipe of another framework, in this one's keys.
        const double steps =
            std::ceil(fitted.datasetTokens * fitted.epochs / tokensPerStep(fitted, catalog));
        result.kept = writeRecipeSettings(*scenario.recipe, to, steps, doc.value());
    }
    // The answer `headroom evaluate` gives for the scenario as written.
    result.text = exportHeader(fitted, buildName(fitted),
                               std::string(toString(result.answer.answer)) + " — " +
                                   answerHeadline(result.answer),
                               result.fit.changes) +
                  keptHeader(scenario, result.kept) + toYaml(doc.value());
    if (!c.deepSpeedFile.empty()) {
        auto ds = DeepSpeedRecipe::configFor(fitted);
        if (!ds)
            return ds.error();
        result.deepSpeedPath = deepSpeedPath;
        result.deepSpeedText = ds.value().dump(2) + "\n";
    }
    return result;
}

} // namespace

Expected<ExportedRecipe> exportRecipe(const Scenario& scenario, const Catalog& catalog,
                                      const std::string& to, const std::string& path) {
    // The reader's edge for the customer's recipe the export starts from.
    try {
        return exportRecipeDocument(scenario, catalog, to, path);
    } catch (const nlohmann::json::exception& e) {
        return Error{scenario.recipe ? scenario.recipe->file : std::string(), "",
                     unexpectedValue(e)};
    }
}

} // namespace headroom
