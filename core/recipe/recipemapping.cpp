#include "recipemapping.h"
#include "validids.h"

#include "build/scenariocheck.h"
#include "catalog.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <iterator>
#include <regex>
#include <sstream>

namespace fs = std::filesystem;

namespace headroom {

namespace {

struct ModuleName {
    const char* name;
    unsigned bit;
    const char* container; ///< the decoder layer's submodule that holds it (nullptr: none)
};
// Module names of the Hugging Face decoder layers (transformers modeling_llama.py
// LlamaAttention q_proj/k_proj/v_proj/o_proj in self_attn, LlamaMLP gate_proj/up_proj/down_proj
// in mlp, LlamaForCausalLM lm_head, LlamaModel embed_tokens; Qwen2/3 and Mistral use the same
// names).
constexpr ModuleName kModules[] = {
    {"q_proj", LoraQ, "self_attn"}, {"k_proj", LoraK, "self_attn"},
    {"v_proj", LoraV, "self_attn"}, {"o_proj", LoraO, "self_attn"},
    {"gate_proj", LoraGate, "mlp"}, {"up_proj", LoraUp, "mlp"},
    {"down_proj", LoraDown, "mlp"}, {"lm_head", LoraLmHead, nullptr},
    {"embed_tokens", LoraEmbed, nullptr}};

/// Whether `container` is `tail` or ends with ".tail" (PEFT's suffix match).
bool endsWithModule(const std::string& container, const std::string& tail) {
    return container == tail ||
           (container.size() > tail.size() &&
            container.compare(container.size() - tail.size() - 1, std::string::npos, "." + tail) ==
                0);
}

/// A module name with its container, as PEFT's suffix match takes it (tuners_utils.py
/// check_target_module_exists: `key.endswith(f".{target_key}")`): "self_attn.q_proj" is q_proj
/// where the attention projections live in self_attn, "mlp.gate_proj" gate_proj (a routed
/// expert's sits deeper, under mlp.experts, and is not matched: counting it errs large). A
/// shared expert's projections (Qwen2-MoE and Qwen3-Next `mlp.shared_expert`, DeepSeek and
/// GLM-4.5 `mlp.shared_experts`) are the MLP bits without the routed experts: `shared` says so.
/// Other containers (a linear-attention block) have no bit of their own.
std::string withoutContainer(const std::string& m, bool& shared) {
    shared = false;
    const std::size_t dot = m.rfind('.');
    if (dot == std::string::npos)
        return m;
    const std::string container = m.substr(0, dot), name = m.substr(dot + 1);
    for (const auto& k : kModules) {
        if (!k.container || name != k.name)
            continue;
        if (endsWithModule(container, k.container))
            return name;
        if (std::string(k.container) == "mlp" && (endsWithModule(container, "shared_expert") ||
                                                  endsWithModule(container, "shared_experts"))) {
            shared = true;
            return name;
        }
    }
    return m;
}

/// Whether std::regex can compile and match `p` in bounded time and stack: at most 256
/// characters, 16 nested groups, no back-references (the polynomial matcher below refuses them)
/// and no repeated group that repeats inside ((a+)+). libstdc++'s compiler recurses, so a recipe
/// must not choose the depth.
bool boundedPattern(const std::string& p) {
    if (p.size() > 256)
        return false;
    std::vector<bool> repeats{false}; // per open group: whether something inside repeats
    for (std::size_t i = 0; i < p.size(); ++i) {
        const char c = p[i];
        if (c == '\\') {
            if (i + 1 < p.size() && std::isdigit(static_cast<unsigned char>(p[i + 1])))
                return false;
            ++i;
        } else if (c == '[') {
            std::size_t j = i + 1;
            if (j < p.size() && p[j] == ']')
                ++j;
            while (j < p.size() && p[j] != ']')
                j += p[j] == '\\' ? 2 : 1;
            i = j;
        } else if (c == '(') {
            repeats.push_back(false);
            if (repeats.size() > 17)
                return false;
            if (i + 2 < p.size() && p[i + 1] == '?' && (p[i + 2] == ':' || p[i + 2] == '=' ||
                                                         p[i + 2] == '!'))
                i += 2; // (?: (?= (?! open a group, they repeat nothing
        } else if (c == ')') {
            if (repeats.size() < 2)
                return false;
            const bool inner = repeats.back();
            repeats.pop_back();
            const char next = i + 1 < p.size() ? p[i + 1] : '\0';
            const bool repeated = next == '*' || next == '+' || next == '{';
            if (repeated && inner)
                return false;
            repeats.back() = repeats.back() || inner || repeated;
        } else if (c == '*' || c == '+' || c == '?' || c == '{') {
            repeats.back() = true;
        }
    }
    return true;
}

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

} // namespace

/// Linear layers PEFT adapts that have no Headroom target of their own: a Gated DeltaNet block's
/// projections (`linear_attn.*`: transformers' Qwen3NextGatedDeltaNet in_proj_qkvz, in_proj_ba,
/// out_proj; Qwen3.5's in_proj_qkv, in_proj_z) and a shared expert's gate (`shared_expert_gate`,
/// an h -> 1 linear), as Axolotl's Qwen3-Next and Qwen3.5 examples name them (examples/qwen3-next,
/// examples/qwen3.5 at 067b021c). Their adapters are not sized: listed as not modelled.
bool unsizedLinear(const std::string& m) {
    const std::size_t dot = m.rfind('.');
    return m == "shared_expert_gate" ||
           (dot != std::string::npos && endsWithModule(m.substr(0, dot), "linear_attn"));
}

std::optional<unsigned> loraTargetsFromModules(const std::vector<std::string>& modules,
                                               std::string& unknown, bool* routedExperts,
                                               std::vector<std::string>* unsized) {
    // PEFT tuners_utils.py: target_modules="all-linear" is every linear layer but the output
    // layer; LLaMA-Factory finetuning_args.py spells it lora_target: all.
    if (modules.size() == 1 && (modules[0] == "all-linear" || modules[0] == "all"))
        return 0u;
    unsigned bits = 0;
    bool sharedMlp = false, otherMlp = false;
    for (const std::string& given : modules) {
        if (unsized && unsizedLinear(given)) {
            unsized->push_back(given);
            continue;
        }
        bool shared = false;
        const std::string m = withoutContainer(given, shared);
        unsigned bit = 0;
        for (const auto& k : kModules)
            if (m == k.name)
                bit = k.bit;
        if (!bit) {
            unknown = given;
            return std::nullopt;
        }
        if (bit & (LoraGate | LoraUp | LoraDown)) {
            sharedMlp = sharedMlp || shared;
            otherMlp = otherMlp || !shared;
        }
        bits |= bit;
    }
    if (bits == 0 && !modules.empty()) { // only unsized linears (0 would be all-linear)
        unknown = modules.front();
        return std::nullopt;
    }
    // Only shared experts' projections named: the routed experts keep no adapters (a bare
    // gate_proj beside them reaches every expert, which one flag for the three keeps).
    if (routedExperts)
        *routedExperts = !(sharedMlp && !otherMlp);
    return bits;
}

std::optional<unsigned> loraTargetsFromRegex(const std::string& pattern, std::string& error) {
    if (!boundedPattern(pattern)) {
        error = "\"" + pattern +
                "\" is not read: longer than 256 characters, nested deeper than 16 groups, a "
                "back-reference or a repeated group that repeats inside";
        return std::nullopt;
    }
    std::regex re;
    // libstdc++'s default matcher backtracks: (.|.)*Z or a chain of .* take exponential or high
    // polynomial time even on names of 50 characters. Its __polynomial flag selects the
    // breadth-first executor (bits/regex_executor.h), linear in the name for a given pattern.
#ifdef __GLIBCXX__
    constexpr auto kSyntax = std::regex::ECMAScript | std::regex_constants::__polynomial;
#else
    constexpr auto kSyntax = std::regex::ECMAScript;
#endif
    try {
        re = std::regex(pattern, kSyntax);
    } catch (const std::regex_error&) {
        error = "\"" + pattern + "\" is not a regular expression Headroom can read";
        return std::nullopt;
    }
    // The names a module has in transformers' layouts: a text model's (model.layers.N...), a
    // vision-language model's text model (model.language_model.layers.N..., and the older
    // language_model.model.layers.N...).
    const char* const layerPrefixes[] = {"model.layers.0.", "model.language_model.layers.0.",
                                         "language_model.model.layers.0."};
    unsigned bits = 0;
    for (const auto& k : kModules) {
        std::vector<std::string> names;
        if (k.bit == LoraLmHead) {
            names = {"lm_head", "language_model.lm_head"};
        } else if (k.bit == LoraEmbed) {
            names = {"model.embed_tokens", "model.language_model.embed_tokens",
                     "language_model.model.embed_tokens"};
        } else {
            for (const char* prefix : layerPrefixes)
                names.push_back(std::string(prefix) + k.container + "." + k.name);
        }
        for (const std::string& name : names)
            if (std::regex_match(name, re))
                bits |= k.bit;
    }
    if (bits == 0) {
        error = "\"" + pattern + "\" matches none of the modules Headroom sizes (q_proj, k_proj, " +
                "v_proj, o_proj, gate_proj, up_proj, down_proj, lm_head, embed_tokens)";
        return std::nullopt;
    }
    return bits;
}

bool axolotlTrainsBf16InPlace(Method method, bool bf16, bool deepspeed, bool fsdp1) {
    // Axolotl loads the model in the training dtype (utils/config/__init__.py at 067b021c:
    // `if cfg.bf16 or cfg.bfloat16: cfg.torch_dtype = torch.bfloat16`, passed to from_pretrained
    // by loaders/model.py), so a full fine-tune trains its BF16 parameters in place: the
    // Trainer's AdamW keeps BF16 moments beside BF16 gradients (pure BF16, 8 B per parameter).
    // Under FSDP2 too: Axolotl replaces accelerate's fsdp2_prepare_model with its own
    // (monkeypatch/accelerate/fsdp2.py), which has no fp32 upcast. FSDP1 goes through
    // accelerate's prepare, which upcasts the trainable flat parameters to fp32 (v0.30 on), and
    // DeepSpeed's bf16 engine keeps fp32 masters: those keep the stack's accounting.
    return method == Method::Full && bf16 && !deepspeed && !fsdp1;
}

std::vector<std::string> loraModulesOf(unsigned targets) {
    std::vector<std::string> out;
    for (const auto& k : kModules)
        if (targets & k.bit)
            out.push_back(k.name);
    return out;
}

std::optional<unsigned> modulesToSaveFrom(const std::vector<std::string>& modules,
                                          std::string& unknown) {
    unsigned bits = 0;
    for (const std::string& m : modules) {
        if (m == "embed_tokens")
            bits |= LoraEmbed;
        else if (m == "lm_head")
            bits |= LoraLmHead;
        else {
            unknown = m;
            return std::nullopt;
        }
    }
    return bits;
}

std::vector<std::string> modulesToSaveNames(unsigned bits) {
    std::vector<std::string> out;
    if (bits & LoraEmbed)
        out.push_back("embed_tokens");
    if (bits & LoraLmHead)
        out.push_back("lm_head");
    return out;
}

std::optional<Error> readModulesToSave(RecipeKeys& keys, const std::string& key, Scenario& s) {
    auto names = keys.strings(key);
    if (keys.failed())
        return keys.error();
    if (!names)
        return std::nullopt;
    return applyModulesToSave(*names, keys.file(), key, s);
}

std::optional<Error> applyModulesToSave(const std::vector<std::string>& modules,
                                        const std::string& file, const std::string& key,
                                        Scenario& s) {
    std::string unknown;
    auto bits = modulesToSaveFrom(modules, unknown);
    if (!bits)
        return Error{file, key,
                     "module \"" + unknown +
                         "\" trained in full is not modelled (embed_tokens, lm_head)"};
    s.modulesToSave = *bits;
    return std::nullopt;
}

void readLoraKeys(RecipeKeys& keys, const LoraKeys& names, Scenario& s) {
    s.loraRank = static_cast<int>(
        readRanged(keys, names.rank, RangeKey::LoraRank).value_or(names.defaultRank));
    s.loraAlpha = keys.number(names.alpha, 0, 1e6)
                      .value_or(names.defaultAlpha > 0 ? names.defaultAlpha : 2.0 * s.loraRank);
    s.dora = keys.boolean(names.dora).value_or(false);
    // The scenario key's range (lora_dropout 0 … 0.99, scenario.cpp): a probability below 1.
    s.loraDropout = keys.number(names.dropout, 0, 0.99).value_or(names.defaultDropout);
}

std::optional<Error> applyLoraTargets(const std::vector<std::string>& modules,
                                      const std::string& file, const std::string& key,
                                      const char* allName, Scenario& s,
                                      std::vector<std::string>* notModelled) {
    std::string unknown;
    bool routedExperts = true;
    std::vector<std::string> unsized;
    auto bits = loraTargetsFromModules(modules, unknown, &routedExperts,
                                       notModelled ? &unsized : nullptr);
    if (bits) {
        s.loraTargets = *bits;
        s.loraRoutedExperts = routedExperts;
        for (const std::string& m : unsized)
            notModelled->push_back(key + ": " + m);
        return std::nullopt;
    }
    std::string known = allName ? std::string(allName) + ", or " : std::string();
    for (const auto& k : kModules)
        known += std::string(k.name) + (&k == &kModules[std::size(kModules) - 1] ? "" : ", ");
    return Error{file, key, "module \"" + unknown + "\" is not modelled (" + known + ")"};
}

std::vector<std::string> splitList(const std::string& text) {
    std::vector<std::string> names;
    std::istringstream list(text);
    for (std::string m; std::getline(list, m, ',');) {
        m.erase(0, m.find_first_not_of(' '));
        m.erase(m.find_last_not_of(' ') + 1);
        names.push_back(m);
    }
    return names;
}

std::string joinList(const std::vector<std::string>& names) {
    std::string out;
    for (const std::string& m : names)
        out += (out.empty() ? "" : ",") + m;
    return out;
}

int countKeys(const RecipeJson& doc, std::initializer_list<const char*> keys) {
    int count = 0;
    for (const char* key : keys)
        if (doc.contains(key))
            ++count;
    return count;
}

long long recipeDataParallel(const Scenario& s, const Catalog& catalog) {
    if (!s.plan.automatic)
        return std::max(1, s.plan.dp);
    return std::max(1LL, clusterGpus(s, catalog) / std::max(1, s.runsSideBySide));
}

std::optional<Error> readMaxSteps(RecipeKeys& keys, const std::string& key,
                                  RecipeImportContext& context, bool perEpoch) {
    const RecipeJson* v = keys.find(key);
    if (!v || v->is_null()) {
        keys.use(key);
        return std::nullopt;
    }
    auto steps = keys.integer(key, -1, 1000000000000LL);
    if (keys.failed())
        return keys.error();
    if (steps && *steps > 0) {
        context.maxSteps = *steps;
        context.stepsPerEpoch = perEpoch;
    }
    return std::nullopt;
}

void writeMaxSteps(const RecipeExportContext& context, RecipeJson& doc) {
    if (context.maxSteps > 0)
        doc["max_steps"] = context.maxSteps;
    else
        doc.erase("max_steps");
}

std::optional<Error> applyHfOptimizer(const std::string& name, const std::string& file,
                                      const std::string& key, Scenario& s) {
    // transformers training_args.py OptimizerNames: adamw_torch is torch.optim.AdamW (foreach
    // on CUDA), adamw_torch_fused the same with fused=True; adamw_bnb_8bit and its alias
    // adamw_8bit bitsandbytes AdamW8bit; paged_adamw_32bit / paged_adamw_8bit bitsandbytes'
    // PagedAdamW / PagedAdamW8bit. adamw_torch_8bit is torchao's AdamW8bit (trainer.py
    // _TORCHAO_OPTIMIZERS, torchao >= 0.4): uint8 codes plus an fp32 scale per block of 256
    // for each moment (torchao/optim/adam.py, subclass_8bit.py), the bytes bitsandbytes'
    // blockwise AdamW8bit keeps (absmax per 256); torchao's optim/README.md (at 36027d82)
    // measures the two at the same allocated peak (ViT-H 8.32 / 8.33 GB, Llama-2-7B full
    // fine-tune in torchtune 39.3 / 39.1 GB): sized as AdamW8bit.
    if (name == "adamw_torch") {
        s.optimizer = Optimizer::AdamW;
        s.optimizerImpl = OptimizerImpl::Foreach;
    } else if (name == "adamw_torch_fused") {
        s.optimizer = Optimizer::AdamW;
        s.optimizerImpl = OptimizerImpl::Fused;
    } else if (name == "adamw_bnb_8bit" || name == "adamw_8bit" || name == "adamw_torch_8bit") {
        s.optimizer = Optimizer::AdamW8bit;
    } else if (name == "adamw_torch_4bit") {
        // torchao's AdamW4bit (the same _TORCHAO_OPTIMIZERS): statebytes.cpp.
        s.optimizer = Optimizer::AdamW4bit;
    } else if (name == "paged_adamw_32bit") {
        s.optimizer = Optimizer::PagedAdamW;
    } else if (name == "paged_adamw_8bit") {
        s.optimizer = Optimizer::PagedAdamW8bit;
    } else {
        return Error{file, key,
                     "optimizer \"" + name +
                         "\" is not modelled: Headroom sizes adamw_torch, adamw_torch_fused, "
                         "adamw_bnb_8bit (adamw_8bit), adamw_torch_8bit, adamw_torch_4bit, "
                         "paged_adamw_32bit and paged_adamw_8bit"};
    }
    return std::nullopt;
}

std::string hfOptimizerName(const Scenario& s) {
    switch (s.optimizer) {
    case Optimizer::AdamW:
        return s.optimizerImpl == OptimizerImpl::Fused ? "adamw_torch_fused" : "adamw_torch";
    case Optimizer::AdamW8bit:
        return "adamw_bnb_8bit";
    case Optimizer::PagedAdamW:
        return "paged_adamw_32bit";
    case Optimizer::PagedAdamW8bit:
        return "paged_adamw_8bit";
    case Optimizer::AdamW4bit:
        return "adamw_torch_4bit";
    }
    return "adamw_torch";
}

namespace {

/// A config.json at `p` (a file, or a folder holding one); empty when there is none.
std::string configJsonAt(const fs::path& p) {
    std::error_code ec;
    if (fs::is_regular_file(p, ec) && p.filename() == "config.json")
        return fs::absolute(p, ec).string();
    if (fs::is_directory(p, ec) && fs::is_regular_file(p / "config.json", ec))
        return fs::absolute(p / "config.json", ec).string();
    return {};
}

const ModelEntry* byRepository(const Catalog& catalog, const std::string& written) {
    const std::string wanted = lower(written);
    for (const ModelEntry& m : catalog.models)
        for (const std::string& repo : m.huggingFace)
            if (lower(repo) == wanted)
                return &m;
    return nullptr;
}

} // namespace

std::optional<Error> resolveRecipeModel(const std::string& written, const std::string& key,
                                        RecipeImportContext& context, Scenario& s) {
    context.model = written;
    const fs::path folder = fs::path(context.file).parent_path();
    if (!context.modelOverride.empty()) {
        // --model: a catalog id or a config.json (as the scenario's `model` takes them).
        s.model = context.modelOverride;
        return std::nullopt;
    }
    if (!written.empty()) {
        if (context.catalog.findModel(written)) {
            s.model = written;
            return std::nullopt;
        }
        if (const ModelEntry* m = byRepository(context.catalog, written)) {
            s.model = m->id;
            return std::nullopt;
        }
        fs::path p(written);
        if (p.is_relative())
            p = folder / p;
        if (std::string config = configJsonAt(p); !config.empty()) {
            s.model = config;
            return std::nullopt;
        }
    }
    if (std::string config = configJsonAt(folder / "config.json"); !config.empty()) {
        s.model = config;
        context.assumed.push_back("model: the config.json beside the recipe");
        return std::nullopt;
    }
    return Error{context.file, key,
                 (written.empty() ? std::string("no model given")
                                  : "model \"" + written + "\" is not in the catalog") +
                     " and no config.json lies beside the recipe: give --model with a catalog "
                     "id or a config.json" +
                     validIds(context.catalog.models)};
}

Expected<std::string> recipeModelName(const Scenario& s, const Catalog& catalog) {
    if (s.recipe && !s.recipe->model.empty()) {
        // The recipe's own name when it still names the scenario's model.
        const ModelEntry* m = byRepository(catalog, s.recipe->model);
        if ((m && m->id == s.model) || s.recipe->model == s.model)
            return s.recipe->model;
    }
    if (s.importedModel) // the folder of the config.json: from_pretrained takes a folder
        return fs::path(s.model).parent_path().string();
    if (const ModelEntry* m = catalog.findModel(s.model)) {
        if (!m->huggingFace.empty())
            return m->huggingFace.front();
        return Error{"", "/model",
                     "catalog model \"" + s.model +
                         "\" names no Hugging Face repository (hugging_face) to train from"};
    }
    return Error{"", "/model", "unknown model \"" + s.model + "\""};
}

std::optional<Error> checkPrecision(std::optional<bool> bf16, std::optional<bool> fp16,
                                    const std::string& file, const std::string& bf16Key,
                                    const std::string& fp16Key) {
    if (bf16.value_or(false) && fp16.value_or(false))
        return Error{file, bf16Key,
                     "conflicting keys: " + bf16Key + " and " + fp16Key +
                         " are both on (at most one mixed precision)"};
    if (!bf16.value_or(false) && !fp16.value_or(false))
        return Error{file, bf16Key,
                     "fp32 training (neither " + bf16Key + " nor " + fp16Key +
                         ") is not modelled: Headroom sizes bf16/fp16 mixed precision; set " +
                         bf16Key + ": true"};
    return std::nullopt;
}

std::optional<long long> readRanged(RecipeKeys& keys, const std::string& key, RangeKey range) {
    const ScenarioRange& r = scenarioRange(range);
    keys.source(std::string("/") + r.key, key);
    return keys.integer(key, static_cast<long long>(r.min), static_cast<long long>(r.max));
}

std::optional<double> readRangedNumber(RecipeKeys& keys, const std::string& key, RangeKey range) {
    const ScenarioRange& r = scenarioRange(range);
    keys.source(std::string("/") + r.key, key);
    return keys.number(key, r.min, r.max);
}

AttentionKernel hfAttentionKernel(const std::string& attnImplementation) {
    return attnImplementation == "eager"  ? AttentionKernel::Eager
           : attnImplementation == "sdpa" ? AttentionKernel::Sdpa
                                          : AttentionKernel::Flash;
}

const char* hfAttentionName(AttentionKernel kernel) {
    return kernel == AttentionKernel::Eager  ? "eager"
           : kernel == AttentionKernel::Sdpa ? "sdpa"
                                             : "flash_attention_2";
}

} // namespace headroom
