// Axolotl YAML (axolotl-ai-cloud/axolotl, schemas in src/axolotl/utils/schemas/ at commit
// 067b021c).
#include "catalog.h"
#include "reciperlexport.h"
#include "deepspeedrecipe.h"
#include "recipeformat.h"
#include "recipemapping.h"
#include "reciperl.h"

#include <algorithm>

namespace headroom {

namespace {
// Liger and Cut Cross Entropy as Axolotl plugins (axolotl src/axolotl/integrations/liger and
// cut_cross_entropy at 067b021c; examples/llama-3/fft-8b-liger-fsdp.yaml).
constexpr const char* kLigerPlugin = "axolotl.integrations.liger.LigerPlugin";
constexpr const char* kCcePlugin = "axolotl.integrations.cut_cross_entropy.CutCrossEntropyPlugin";

/// An fsdp_config key as written now (offload_params) or in the legacy form with the fsdp_
/// prefix (fsdp_offload_params, as in examples/llama-3/fft-8b-liger-fsdp.yaml).
std::string fsdpKey(const RecipeKeys& keys, const std::string& name) {
    const std::string legacy = "fsdp_config.fsdp_" + name;
    return keys.has(legacy) ? legacy : "fsdp_config." + name;
}

int recogniseAxolotl(const RecipeJson& doc) {
    // `rl`, `rl_beta`, `peft_use_dora` and the nested `trl:` / `vllm:` sections are Axolotl's
    // own (a TRL file has DPOConfig's and GRPOConfig's keys at the top level and `use_dora`);
    // the quantisation and target keys TRL's recogniser counts too count here as well, so
    // that the keys both formats share (and precompute_ref_log_probs) do not outweigh a short
    // Axolotl file.
    return countKeys(doc, {"base_model", "base_model_config", "sequence_len", "micro_batch_size",
                           "sample_packing", "num_epochs", "adapter", "lora_target_linear",
                           "lora_r", "datasets", "plugins", "val_set_size", "rl", "rl_beta",
                           "trl", "vllm", "peft_use_dora", "load_in_4bit", "load_in_8bit",
                           "lora_target_modules"});
}

/// The training stack: Liger's fused loss or Cut Cross Entropy as plugins, else the Trainer.
std::optional<Error> readAxolotlStack(RecipeKeys& keys, RecipeImportContext& context, Scenario& s) {
    const auto plugins = keys.strings("plugins").value_or(std::vector<std::string>{});
    const bool ligerPlugin =
        std::find(plugins.begin(), plugins.end(), kLigerPlugin) != plugins.end();
    const bool ccePlugin = std::find(plugins.begin(), plugins.end(), kCcePlugin) != plugins.end();
    const bool ligerLoss =
        ligerPlugin && keys.boolean("liger_fused_linear_cross_entropy").value_or(false);
    // The plugin applies Liger's RMSNorm and SwiGLU kernels only where liger_rms_norm and
    // liger_glu_activation (formerly liger_swiglu) are set; every liger_* key defaults to None
    // (integrations/liger/args.py at 067b021c; plugin.py passes them as rms_norm and swiglu).
    // The `liger` stack sizes both kernels; without them the fused loss rides on the
    // Trainer's own layers.
    const bool rmsNorm = keys.boolean("liger_rms_norm").value_or(false);
    const bool glu = keys.boolean("liger_glu_activation").value_or(false);
    const bool swiglu = keys.boolean("liger_swiglu").value_or(false);
    const bool ligerKernels = ligerPlugin && rmsNorm && (glu || swiglu);
    if (ligerPlugin)
        for (const char* k : {"liger_rope", "liger_layer_norm", "liger_cross_entropy"})
            keys.use(k);
    if (auto e = applyStack(s, ligerLoss && ligerKernels ? "liger" : "hf-trainer",
                            context.catalog))
        return e;
    if (ligerLoss && !ligerKernels) {
        s.fusedCrossEntropy = true;
        s.fusedLoss = FusedLossKind::FusedLinear;
        context.assumed.push_back("liger_fused_linear_cross_entropy without both liger_rms_norm "
                                  "and liger_glu_activation: Liger's fused loss on the Trainer's "
                                  "own layers");
    }
    // The plugin alone turns Cut Cross Entropy on: CutCrossEntropyArgs' `cut_cross_entropy`
    // defaults to True since axolotl@53dbf97d (#2562, "make cce default to true when using the
    // plugin"; integrations/cut_cross_entropy/args.py at 067b021c), and the plugin's
    // pre_model_load patches the model when it is set (__init__.py). The examples list the
    // plugin without the key (examples/gpt-oss/gpt-oss-20b-fft-fsdp2-offload.yaml).
    // A key written empty (`cut_cross_entropy:`, null) is dropped by the config's
    // model_dump(exclude_none=True), so the plugin sees None and patches nothing.
    const RecipeJson& doc = keys.document();
    const bool cceNull = doc.is_object() && doc.contains("cut_cross_entropy") &&
                         doc["cut_cross_entropy"].is_null();
    if (ccePlugin && !cceNull && keys.boolean("cut_cross_entropy").value_or(true)) {
        s.fusedCrossEntropy = true;
        s.fusedLoss = FusedLossKind::FusedLinear;
    }
    return std::nullopt;
}

std::optional<Error> readAxolotlModel(RecipeKeys& keys, RecipeImportContext& context, Scenario& s) {
    // Model: base_model (schemas/model.py); base_model_config names the config when it differs.
    const std::string base = keys.string("base_model").value_or("");
    const std::string config = keys.string("base_model_config").value_or(base);
    if (keys.failed())
        return keys.error();
    if (auto e = resolveRecipeModel(
            config, keys.has("base_model_config") ? "base_model_config" : "base_model", context, s))
        return e;
    context.model = base;
    return std::nullopt;
}

/// The routed experts of a mixture-of-experts model under Axolotl's transformers 5 keys.
/// `quantize_moe_experts` (src/axolotl/monkeypatch/moe_quant.py, added in 945c8aeb1 "quantize
/// and target moe layers in transformers v5"; schemas/config.py at 067b021c) quantises the fused
/// 3D experts, which transformers 5's bitsandbytes quantiser skips, on load: the quantised base
/// Headroom sizes. `lora_target_parameters` (PEFT target_parameters: ParamWrapper's lora_A
/// in × r·E and lora_B r·E × out on each 3D expert parameter, peft@5d602fdb
/// src/peft/tuners/lora/layer.py) adapts the routed experts (Scenario::loraRoutedExperts): sized
/// as per-expert adapters on the projections it names (gate_up_proj: gate and up, r·E·h more per
/// layer than the fused parameter's r·E·(h + 2I); errs large).
std::optional<Error> readAxolotlExpertTargets(RecipeKeys& keys, const std::string& file,
                                              Scenario& s) {
    keys.boolean("quantize_moe_experts"); // the quantised base Headroom sizes
    const auto params = keys.strings("lora_target_parameters");
    if (!params || params->empty())
        return std::nullopt;
    unsigned bits = 0;
    for (const std::string& p : *params) {
        const std::size_t dot = p.rfind('.');
        const std::string name = dot == std::string::npos ? p : p.substr(dot + 1);
        if (name == "gate_up_proj")
            bits |= LoraGate | LoraUp;
        else if (name == "down_proj")
            bits |= LoraDown;
        else if (name == "gate_proj")
            bits |= LoraGate;
        else if (name == "up_proj")
            bits |= LoraUp;
        else
            return Error{file, "lora_target_parameters",
                         "parameter \"" + p +
                             "\" is not modelled (the experts' gate_up_proj, gate_proj, up_proj "
                             "or down_proj)"};
    }
    if (s.loraTargets != 0)
        s.loraTargets |= bits;
    s.loraRoutedExperts = true;
    return std::nullopt;
}

/// The method: full, LoRA, QLoRA or LoRA on an 8-bit base, with the adapter's keys.
std::optional<Error> readAxolotlMethod(RecipeKeys& keys, RecipeImportContext& context,
                                       Scenario& s) {
    const std::string& file = keys.file();
    // Method: adapter (None = every parameter trained), load_in_4bit / load_in_8bit
    // (schemas/peft.py LoraConfig; validate_qlora requires load_in_4bit for qlora).
    const std::string adapter = keys.string("adapter").value_or("");
    const bool in4 = keys.boolean("load_in_4bit").value_or(false);
    const bool in8 = keys.boolean("load_in_8bit").value_or(false);
    if (keys.failed())
        return keys.error();
    if (in8 && in4)
        return Error{file, "load_in_8bit",
                     "conflicting keys: load_in_8bit and load_in_4bit both true"};
    if (adapter.empty()) {
        if (in4 || in8)
            return Error{file, in4 ? "load_in_4bit" : "load_in_8bit",
                         std::string("conflicting keys: ") +
                             (in4 ? "load_in_4bit" : "load_in_8bit") +
                             " without an adapter (a quantised base trains only through an "
                             "adapter: lora or qlora)"};
        s.method = Method::Full;
    } else if (adapter == "lora" || adapter == "qlora") {
        if (adapter == "qlora" && !in4)
            return Error{file, "adapter",
                         "conflicting keys: adapter qlora needs load_in_4bit: true"};
        // load_in_8bit: transformers BitsAndBytesConfig(load_in_8bit=True), bitsandbytes
        // LLM.int8 Linear8bitLt under the LoRA adapters (src/axolotl/loaders/model.py).
        s.method = in4 ? Method::Qlora : in8 ? Method::Lora8bit : Method::Lora;
    } else {
        return Error{file, "adapter", "adapter \"" + adapter + "\" is not modelled (lora, qlora)"};
    }
    if (s.method != Method::Full) {
        // lora_r / lora_alpha: None in Axolotl, so PEFT's LoraConfig defaults apply
        // (peft/tuners/lora/config.py: r = 8, lora_alpha = 8); lora_dropout 0.0
        // (src/axolotl/utils/schemas/peft.py at 067b021c: validate_lora_dropout sets None to 0.0).
        readLoraKeys(keys, {"lora_r", "lora_alpha", "peft_use_dora", 8, 8, "lora_dropout", 0.0}, s);
        if (keys.boolean("lora_target_linear").value_or(false)) {
            s.loraTargets = 0;
            keys.use("lora_target_modules"); // Axolotl adds every linear layer to them
        } else if (const RecipeJson* t = keys.find("lora_target_modules");
                   t && t->is_string() && t->get<std::string>() != "all-linear") {
            // `str | list[str]` (schemas/peft.py), handed to PEFT's LoraConfig as it is: one
            // string is a regular expression (recipemapping.h loraTargetsFromRegex).
            std::string error;
            const auto bits = loraTargetsFromRegex(t->get<std::string>(), error);
            if (!bits)
                return Error{file, "lora_target_modules", error};
            s.loraTargets = *bits;
        } else if (auto modules = keys.strings("lora_target_modules")) {
            if (auto e = applyLoraTargets(*modules, file, "lora_target_modules", nullptr, s,
                                          &context.notModelled))
                return e;
        } // neither: PEFT's default targets for the architecture, as the stack sets them
        if (auto e = readAxolotlExpertTargets(keys, file, s))
            return e;
        // lora_modules_to_save (schemas/peft.py): PEFT LoraConfig.modules_to_save.
        if (auto e = readModulesToSave(keys, "lora_modules_to_save", s))
            return e;
        if (s.method == Method::Qlora) {
            // Axolotl's BitsAndBytesConfig: bnb_4bit_use_double_quant=True
            // (src/axolotl/loaders/model.py).
            s.nf4DoubleQuant = true;
        }
    }
    return std::nullopt;
}

/// The attention kernel: attn_implementation, or the first legacy flag set in axolotl's order
/// (src/axolotl/utils/schemas/enums.py LEGACY_ATTN_FLAG_TO_IMPL at 067b021c: xformers, s2, sage,
/// flex, flash, sdp, eager; its config normaliser refuses attn_implementation beside a flag).
/// eager keeps the s² scores, "sdpa" is transformers' SDPA path (a mask on padded or packed
/// batches), the other kernels keep what FlashAttention keeps. With neither, transformers'
/// default runs: SDPA.
void readAxolotlAttention(RecipeKeys& keys, RecipeImportContext& context, Scenario& s) {
    static const std::pair<const char*, const char*> kLegacy[] = {
        {"xformers_attention", "xformers"},
        {"s2_attention", "s2"},
        {"sage_attention", "sage"},
        {"flex_attention", "flex_attention"},
        {"flash_attention", "flash_attention_2"},
        {"sdp_attention", "sdpa"},
        {"eager_attention", "eager"}};
    const std::optional<std::string> named = keys.string("attn_implementation");
    std::optional<std::string> impl = named;
    for (const auto& [flag, name] : kLegacy) {
        if (!keys.boolean(flag).value_or(false))
            continue;
        if (named) {
            keys.fail(flag, std::string(flag) + " is set beside attn_implementation \"" + *named +
                                "\": axolotl takes one of them (set attn_implementation only)");
            return;
        }
        if (!impl)
            impl = name;
    }
    if (!impl) {
        context.assumed.push_back("no attention key: transformers' default, sdpa");
        impl = "sdpa";
    }
    s.attention = hfAttentionKernel(*impl);
}

/// The optimizer and what it keeps: checkpointing, offloading, compile, attention.
std::optional<Error> readAxolotlTraining(RecipeKeys& keys, RecipeImportContext& context,
                                         Scenario& s) {
    const std::string& file = keys.file();
    const std::string optimizer = keys.string("optimizer").value_or("adamw_torch_fused");
    // gradient_checkpointing: default False; "offload" keeps the checkpointed layer inputs in
    // host memory (schemas/config.py); activation_offloading default False.
    if (const RecipeJson* gc = keys.find("gradient_checkpointing")) {
        if (gc->is_string() && gc->get<std::string>() == "offload") {
            s.gradientCheckpointing = true;
            s.activationOffload = true;
        } else if (gc->is_string() && gc->get<std::string>() == "offload_disk") {
            return Error{file, "gradient_checkpointing",
                         "checkpoints offloaded to disk are not modelled (true, false, offload)"};
        } else {
            s.gradientCheckpointing = keys.boolean("gradient_checkpointing").value_or(false);
        }
    } else {
        s.gradientCheckpointing = false;
    }
    if (const RecipeJson* ao = keys.find("activation_offloading")) {
        if (ao->is_boolean())
            s.activationOffload = s.activationOffload || ao->get<bool>();
        else if (ao->is_string() && ao->get<std::string>() == "legacy")
            s.activationOffload = true;
        else
            return Error{file, "activation_offloading",
                         "value " + ao->dump() + " is not modelled (true, false, legacy)"};
    }
    // torch_compile: default None (off); "auto" turns it on where torch supports it.
    if (const RecipeJson* tc = keys.find("torch_compile")) {
        if (tc->is_string() && tc->get<std::string>() == "auto") {
            s.compile = true;
            context.assumed.push_back("torch_compile: auto, sized as compiled");
        } else {
            s.compile = keys.boolean("torch_compile").value_or(false);
        }
    } else {
        s.compile = false;
    }
    readAxolotlAttention(keys, context, s);
    if (keys.failed())
        return keys.error();
    if (auto e = applyHfOptimizer(optimizer, file, "optimizer", s))
        return e;
    return std::nullopt;
}

std::optional<Error> readAxolotlPrecision(RecipeKeys& keys, bool& bf16Training) {
    const std::string& file = keys.file();
    // Precision: bf16 default "auto" (on where the GPU has BF16: every catalog GPU), fp16.
    std::optional<bool> bf16 = true;
    if (const RecipeJson* b = keys.find("bf16");
        b && !(b->is_string() && b->get<std::string>() == "auto"))
        bf16 = keys.boolean("bf16");
    const std::optional<bool> fp16 = keys.boolean("fp16");
    if (fp16.value_or(false) && !keys.has("bf16"))
        bf16 = false; // fp16 asked for; "auto" bf16 steps aside
    if (keys.failed())
        return keys.error();
    if (auto e = checkPrecision(bf16, fp16, file, "bf16", "fp16"))
        return e;
    bf16Training = bf16.value_or(false);
    return std::nullopt;
}

/// The full fine-tune's states as Axolotl trains them (recipemapping.h axolotlTrainsBf16InPlace).
void readAxolotlStates(const RecipeKeys& keys, bool bf16Training, Scenario& s) {
    const bool fsdp = keys.has("fsdp") || keys.has("fsdp_config");
    if (axolotlTrainsBf16InPlace(s.method, bf16Training, keys.has("deepspeed"),
                                 fsdp && s.fsdpVersion == FsdpVersion::Fsdp1))
        s.stateBytes = StateBytes::Bf16;
}

/// DeepSpeed or FSDP, and the batch a DeepSpeed file states beside the recipe's.
std::optional<Error> readAxolotlSharding(RecipeKeys& keys, RecipeImportContext& context,
                                         Scenario& s, std::optional<long long> micro,
                                         std::optional<long long> accumulation) {
    const std::string& file = keys.file();
    // Sharding: DeepSpeed (deepspeed: path or mapping) or FSDP (fsdp / fsdp_config /
    // fsdp_version); schemas/validation.py check_fsdp_deepspeed: "deepspeed and fsdp cannot be
    // used together."
    s.sharding = Sharding::None;
    s.offload = Offload::None;
    const bool hasFsdp = keys.has("fsdp") || keys.has("fsdp_config");
    if (keys.has("deepspeed") && hasFsdp)
        return Error{file, "deepspeed",
                     "conflicting keys: deepspeed and fsdp_config are both set (one sharding "
                     "engine per run)"};
    DeepSpeedValues ds;
    if (auto e = DeepSpeedRecipe::applyReferenced(keys, "deepspeed", context, s, ds))
        return e;
    if (auto e =
            DeepSpeedRecipe::checkBatchAgrees(file, "micro_batch_size", micro, accumulation, ds))
        return e;
    if (hasFsdp) {
        // schemas/fsdp.py FSDPConfig; the sharding strategy of FSDP1 (FULL_SHARD default,
        // SHARD_GRAD_OP, HYBRID_SHARD within a node, NO_SHARD) or FSDP2's
        // reshard_after_forward (default True; False keeps the gathered weights: ZeRO-2).
        keys.use("fsdp");
        s.sharding = Sharding::Full;
        if (auto strategy = keys.string(fsdpKey(keys, "sharding_strategy"))) {
            if (*strategy == "SHARD_GRAD_OP" || *strategy == "_HYBRID_SHARD_ZERO2")
                s.sharding = Sharding::Zero2;
            else if (*strategy == "NO_SHARD")
                s.sharding = Sharding::None;
            else if (*strategy != "FULL_SHARD" && *strategy != "HYBRID_SHARD")
                return Error{file, fsdpKey(keys, "sharding_strategy"),
                             "unknown sharding strategy \"" + *strategy + "\""};
        }
        if (!keys.boolean(fsdpKey(keys, "reshard_after_forward")).value_or(true) &&
            s.sharding == Sharding::Full)
            s.sharding = Sharding::Zero2;
        if (keys.boolean(fsdpKey(keys, "offload_params")).value_or(false))
            s.offload = Offload::Parameters;
        // activation_checkpointing (schemas/fsdp.py): setup_fsdp_envs sets
        // FSDP_ACTIVATION_CHECKPOINTING (utils/trainer.py at 067b021c), and the FSDP2 prepare
        // (monkeypatch/accelerate/fsdp2.py, apply_activation_checkpointing) or accelerate's FSDP1
        // prepare wraps every decoder layer in checkpoint_wrapper: each layer keeps its input
        // and is recomputed in the backward, as gradient_checkpointing does.
        if (keys.boolean(fsdpKey(keys, "activation_checkpointing")).value_or(false))
            s.gradientCheckpointing = true;
        const long long version =
            keys.integer("fsdp_version", 1, 2)
                .value_or(keys.integer(fsdpKey(keys, "version"), 1, 2).value_or(1));
        s.fsdpVersion = version == 2 ? FsdpVersion::Fsdp2 : FsdpVersion::Fsdp1;
        if (keys.failed())
            return keys.error();
    }
    return std::nullopt;
}

std::optional<Error> readAxolotl(RecipeKeys& keys, RecipeImportContext& context, Scenario& s) {
    // The stack first (its low-level keys), then the recipe's own keys over it.
    if (auto e = readAxolotlStack(keys, context, s))
        return e;
    if (auto e = readAxolotlModel(keys, context, s))
        return e;
    if (auto e = readAxolotlMethod(keys, context, s))
        return e;

    // Sequences: sequence_len default 512, sample_packing default None (off)
    // (schemas/config.py).
    s.sequenceLength =
        static_cast<int>(readRanged(keys, "sequence_len", RangeKey::SequenceLength).value_or(512));
    s.packing = keys.boolean("sample_packing").value_or(false);
    // schemas/training.py: micro_batch_size 1, gradient_accumulation_steps 1, num_epochs 1.0,
    // optimizer adamw_torch_fused.
    const auto micro = readRanged(keys, "micro_batch_size", RangeKey::MicroBatch);
    const auto accumulation =
        readRanged(keys, "gradient_accumulation_steps", RangeKey::GradientAccumulation);
    s.microBatch = static_cast<int>(micro.value_or(1));
    s.gradientAccumulation = static_cast<int>(accumulation.value_or(1));
    s.epochs = readRangedNumber(keys, "num_epochs", RangeKey::Epochs).value_or(1.0);
    // max_steps: None; "It precedes num_epochs" (schemas/training.py).
    if (auto e = readMaxSteps(keys, "max_steps", context, false))
        return e;
    if (auto e = readAxolotlTraining(keys, context, s))
        return e;
    bool bf16Training = false;
    if (auto e = readAxolotlPrecision(keys, bf16Training))
        return e;
    if (auto e = readAxolotlSharding(keys, context, s, micro, accumulation))
        return e;
    readAxolotlStates(keys, bf16Training, s);
    // rl: the preference or RL run over the policy's training read above (issue 32).
    return readAxolotlRl(keys, context, s);
}

/// Axolotl's transformers 5 expert keys kept from the customer's recipe only where they still
/// hold (its validators, schemas/config.py check_quantize_moe_experts at 067b021c: an adapter on
/// a 4- or 8-bit base, never beside lora_target_linear; there the linears are named). The
/// gate/up/down names reach the routed experts under PEFT 0.19's conversion as under
/// transformers 4.x (forFramework sizes the file that way), so target_parameters go.
void writeAxolotlExperts(const Scenario& s, RecipeJson& doc) {
    doc.erase("lora_target_parameters");
    const auto q = doc.find("quantize_moe_experts");
    if (q == doc.end())
        return;
    if (s.method != Method::Qlora && s.method != Method::Lora8bit) {
        doc.erase("quantize_moe_experts");
        return;
    }
    if (doc.contains("lora_target_linear")) {
        doc.erase("lora_target_linear");
        doc["lora_target_modules"] =
            loraModulesOf(LoraQ | LoraK | LoraV | LoraO | LoraGate | LoraUp | LoraDown);
    }
}

/// The adapter's keys: none for a full fine-tune, else LoRA's rank, alpha, targets, DoRA,
/// dropout and the modules trained in full beside it.
void writeAxolotlAdapter(const Scenario& s, RecipeJson& doc) {
    if (s.method == Method::Full) {
        for (const char* k :
             {"adapter", "lora_r", "lora_alpha", "lora_target_linear", "lora_target_modules",
              "peft_use_dora", "lora_dropout", "lora_modules_to_save", "quantize_moe_experts",
              "lora_target_parameters"})
            doc.erase(k);
    } else {
        doc["adapter"] = s.method == Method::Qlora ? "qlora" : "lora";
        doc["lora_r"] = s.loraRank;
        if (s.loraAlpha > 0)
            doc["lora_alpha"] = s.loraAlpha;
        if (s.loraTargets == 0) {
            doc["lora_target_linear"] = true;
            doc.erase("lora_target_modules");
        } else {
            doc.erase("lora_target_linear");
            doc["lora_target_modules"] = loraModulesOf(s.loraTargets);
        }
        doc["peft_use_dora"] = s.dora;
        doc["lora_dropout"] = s.loraDropout;
        if (s.modulesToSave != 0)
            doc["lora_modules_to_save"] = modulesToSaveNames(s.modulesToSave);
        else
            doc.erase("lora_modules_to_save");
        writeAxolotlExperts(s, doc);
    }
}

/// The loss as plugins: Liger's fused linear cross-entropy, Cut Cross Entropy, or none.
void writeAxolotlLoss(const Scenario& s, RecipeJson& doc) {
    std::vector<std::string> plugins;
    bool ligerPlugin = false;
    if (const auto it = doc.find("plugins"); it != doc.end() && it->is_array())
        for (const auto& p : *it) {
            ligerPlugin = ligerPlugin || p == kLigerPlugin;
            if (p.is_string() && p != kLigerPlugin && p != kCcePlugin)
                plugins.push_back(p.get<std::string>());
        }
    // The customer's Liger fused loss without Liger's layer kernels (readAxolotlStack) stays
    // Liger's, not Cut Cross Entropy.
    const auto flce = doc.find("liger_fused_linear_cross_entropy");
    const bool ligerLoss =
        ligerPlugin && flce != doc.end() && recipeBoolean(*flce).value_or(false);
    for (const char* k : {"liger_fused_linear_cross_entropy", "cut_cross_entropy", "liger_swiglu"})
        doc.erase(k);
    if (s.stack == "liger") {
        plugins.push_back(kLigerPlugin);
        doc["liger_rope"] = true;
        doc["liger_rms_norm"] = true;
        doc["liger_glu_activation"] = true;
        doc["liger_fused_linear_cross_entropy"] = s.fusedCrossEntropy;
    } else {
        // The layers sized are the Trainer's: no Liger kernel on them.
        for (const char* k : {"liger_rms_norm", "liger_glu_activation"})
            doc.erase(k);
        if (ligerLoss && s.fusedCrossEntropy && s.fusedLoss == FusedLossKind::FusedLinear) {
            plugins.push_back(kLigerPlugin); // Liger's fused loss alone
            doc["liger_fused_linear_cross_entropy"] = true;
        } else {
            // Without the plugin none of its keys.
            for (const char* k : {"liger_rope", "liger_layer_norm", "liger_cross_entropy"})
                doc.erase(k);
            if (s.fusedCrossEntropy) {
                plugins.push_back(kCcePlugin);
                doc["cut_cross_entropy"] = true;
            }
        }
    }
    if (plugins.empty())
        doc.erase("plugins");
    else
        doc["plugins"] = plugins;
}

Expected<RecipeJson> writeAxolotl(const Scenario& s, const RecipeExportContext& context) {
    RecipeJson doc = context.base;
    if (doc.empty()) {
        // A runnable start as Axolotl's own examples have it (examples/llama-3/lora-1b.yml).
        doc["base_model"] = context.model;
        doc["datasets"] =
            RecipeJson::array({{{"path", "mhenrichsen/alpaca_2k_test"}, {"type", "alpaca"}}});
        doc["val_set_size"] = 0.05;
        doc["output_dir"] = "./outputs/headroom";
        doc["learning_rate"] = s.method == Method::Full ? 2e-5 : 2e-4;
        doc["lr_scheduler"] = "cosine";
    }
    doc["base_model"] = context.model;
    doc.erase("base_model_config");
    doc["load_in_8bit"] = s.method == Method::Lora8bit;
    doc["load_in_4bit"] = s.method == Method::Qlora;
    writeAxolotlAdapter(s, doc);
    doc["sequence_len"] = s.sequenceLength;
    doc["sample_packing"] = s.packing;
    doc["micro_batch_size"] = s.microBatch;
    doc["gradient_accumulation_steps"] = s.gradientAccumulation;
    doc["num_epochs"] = s.epochs;
    writeMaxSteps(context, doc);
    doc["optimizer"] = hfOptimizerName(s);
    doc["bf16"] = true;
    doc.erase("fp16");
    doc["gradient_checkpointing"] = s.gradientCheckpointing;
    doc["activation_offloading"] = s.activationOffload;
    doc["torch_compile"] = s.compile;
    doc["attn_implementation"] = hfAttentionName(s.attention);
    for (const char* k : {"xformers_attention", "s2_attention", "sage_attention", "flex_attention",
                          "flash_attention", "sdp_attention", "eager_attention"})
        doc.erase(k);
    writeAxolotlLoss(s, doc);
    for (const char* k : {"fsdp", "fsdp_config", "fsdp_version", "deepspeed"})
        doc.erase(k);
    if (!context.deepSpeedFile.empty())
        doc["deepspeed"] = context.deepSpeedFile;
    writeAxolotlRl(s, context.catalog.assumptions, context.base.empty(), doc);
    return doc;
}

} // namespace

const RecipeFormat kAxolotlFormat{"axolotl", "Axolotl", recogniseAxolotl, readAxolotl,
                                  writeAxolotl};

} // namespace headroom
