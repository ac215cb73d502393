// TRL's `trl sft --config` YAML (SFTConfig + ModelConfig, huggingface/trl at commit f2cd5771),
// or a bare Hugging Face TrainingArguments file (JSON or YAML).
#include "recipeformat.h"
#include "catalog.h"
#include "reciperlexport.h"
#include "recipemapping.h"
#include "reciperl.h"
#include "trainingarguments.h"

namespace headroom {

namespace {
/// Keys of SFTConfig and ModelConfig that TrainingArguments does not have: with any of them the
/// file is a TRL SFT recipe (SFTConfig's defaults apply), without them bare TrainingArguments.
constexpr const char* kSftKeys[] = {
    "model_name_or_path",   "max_length",          "max_seq_length",   "packing",
    "dataset_name",         "dataset_text_field",  "use_peft",         "lora_r",
    "lora_target_modules",  "load_in_4bit",        "load_in_8bit",     "loss_type",
    "completion_only_loss", "assistant_only_loss", "packing_strategy", "use_bnb_nested_quant"};

int recogniseTrl(const RecipeJson& doc) {
    int score = 0;
    for (const char* key : kSftKeys)
        if (doc.contains(key) && std::string(key) != "model_name_or_path")
            ++score; // LLaMA-Factory names its model model_name_or_path too
    score += countTrlRlKeys(doc); // DPOConfig's and GRPOConfig's own keys
    if (score > 0)
        return score;
    // TrainingArguments' own keys that every saved TrainingArguments file has: alone, the
    // weakest claim.
    return countKeys(doc, {"per_device_train_batch_size", "output_dir", "learning_rate",
                           "num_train_epochs"}) > 0
               ? 1
               : 0;
}

/// An SFTConfig's sequence length, packing and loss (sft_config.py: max_length 1024, its
/// former name max_seq_length, packing False, loss_type chunked_nll).
std::optional<Error> readTrlSft(RecipeKeys& keys, RecipeImportContext& context, bool liger,
                                Scenario& s) {
    const std::string& file = keys.file();
    if (keys.has("max_length") && keys.has("max_seq_length"))
        return Error{file, "max_seq_length",
                     "conflicting keys: max_length and max_seq_length (its former name) are "
                     "both set"};
    const std::string lengthKey = keys.has("max_seq_length") ? "max_seq_length" : "max_length";
    const RecipeJson* length = keys.find(lengthKey);
    const bool explicitNull = keys.document().contains(lengthKey) && !length;
    if (explicitNull)
        context.assumed.push_back(lengthKey + ": null (no truncation), sized at " +
                                  std::to_string(s.sequenceLength) + " tokens");
    else
        s.sequenceLength = static_cast<int>(
            readRanged(keys, lengthKey, RangeKey::SequenceLength).value_or(1024));
    s.packing = keys.boolean("packing").value_or(false);
    // sft_config.py loss_type: unset = "chunked_nll" (the lm_head and cross-entropy in
    // chunks of tokens), "nll" with use_liger_kernel.
    const std::string loss = keys.string("loss_type").value_or(liger ? "nll" : "chunked_nll");
    if (loss == "chunked_nll") {
        if (liger)
            return Error{file, "loss_type",
                         "conflicting keys: loss_type chunked_nll is not compatible with "
                         "use_liger_kernel (sft_config.py)"};
        s.fusedCrossEntropy = true;
        s.fusedLoss = FusedLossKind::Chunked;
    } else if (loss == "nll" || loss == "dft") {
        // The full logits (Liger's fused linear loss with use_liger_kernel).
        s.fusedCrossEntropy = liger;
    } else {
        return Error{file, "loss_type",
                     "loss_type \"" + loss +
                         "\" is not modelled (nll, "
                         "chunked_nll, dft)"};
    }
    return std::nullopt;
}

/// trl/trainer/model_config.py ModelConfig.attn_implementation (at f2cd5771; default None,
/// which leaves transformers' default, SDPA): "eager", "sdpa", or a flash kernel
/// ("flash_attention_2", "flash_attention_3", a hub kernel).
void readTrlAttention(RecipeKeys& keys, RecipeImportContext& context, Scenario& s) {
    const std::optional<std::string> impl = keys.string("attn_implementation");
    if (!impl)
        context.assumed.push_back("no attn_implementation: transformers' default, sdpa");
    s.attention = hfAttentionKernel(impl.value_or("sdpa"));
}

std::optional<Error> readTrl(RecipeKeys& keys, RecipeImportContext& context, Scenario& s) {
    const std::string& file = keys.file();
    bool sft = false;
    for (const char* key : kSftKeys)
        sft = sft || keys.has(key);
    // TrainingArguments use_liger_kernel (default False): Liger's kernels and its fused linear
    // cross-entropy.
    const bool liger = keys.boolean("use_liger_kernel").value_or(false);
    if (keys.failed())
        return keys.error();
    if (auto e = applyStack(s, liger ? "liger" : "hf-trainer", context.catalog))
        return e;
    if (auto e = resolveRecipeModel(keys.string("model_name_or_path").value_or(""),
                                    "model_name_or_path", context, s))
        return e;

    // trl/trainer/model_config.py ModelConfig: use_peft False, lora_r 16, lora_alpha 32,
    // lora_target_modules None (PEFT's default targets for the architecture), use_dora False,
    // load_in_4bit / load_in_8bit False, use_bnb_nested_quant False.
    const bool peft = keys.boolean("use_peft").value_or(false);
    const bool in4 = keys.boolean("load_in_4bit").value_or(false);
    const bool in8 = keys.boolean("load_in_8bit").value_or(false);
    if (keys.failed())
        return keys.error();
    if (in4 && in8)
        return Error{file, "load_in_4bit",
                     "conflicting keys: load_in_4bit and load_in_8bit are both on"};
    if ((in4 || in8) && !peft)
        return Error{file, in4 ? "load_in_4bit" : "load_in_8bit",
                     std::string("conflicting keys: ") + (in4 ? "load_in_4bit" : "load_in_8bit") +
                         " without use_peft (\"Works only with LoRA\", model_config.py)"};
    // load_in_8bit: get_quantization_config() builds BitsAndBytesConfig(load_in_8bit=True)
    // (trl/trainer/utils.py), bitsandbytes LLM.int8 Linear8bitLt under the adapters.
    s.method = !peft ? Method::Full : in4 ? Method::Qlora : in8 ? Method::Lora8bit : Method::Lora;
    if (peft) {
        // ModelConfig: lora_dropout 0.05 (trl/trainer/model_config.py at f2cd57710).
        readLoraKeys(keys, {"lora_r", "lora_alpha", "use_dora", 16, 32, "lora_dropout", 0.05}, s);
        if (auto modules = keys.strings("lora_target_modules"))
            if (auto e = applyLoraTargets(*modules, file, "lora_target_modules", "all-linear", s))
                return e;
        // ModelConfig.lora_modules_to_save: PEFT LoraConfig.modules_to_save
        // (trl/trainer/utils.py get_peft_config).
        if (auto e = readModulesToSave(keys, "lora_modules_to_save", s))
            return e;
        if (in4) {
            s.nf4DoubleQuant = keys.boolean("use_bnb_nested_quant").value_or(false);
            keys.use("bnb_4bit_quant_type"); // nf4 and fp4 take the same 4 bits
        }
    }
    readTrlAttention(keys, context, s);
    if (keys.failed())
        return keys.error();

    TrainingArgumentDefaults defaults;
    // A preference or RL trainer's keys (`trl dpo|grpo --config`): the run it describes.
    const auto trainer = trlTrainer(keys);
    if (!trainer)
        return trainer.error();
    if (trainer.value()) {
        // Every TRL config derives from _BaseConfig (base_config.py at f2cd5771):
        // gradient_checkpointing True, bf16 True unless fp16.
        defaults.gradientCheckpointing = true;
        defaults.bf16 = true;
        if (auto e = readTrlRl(keys, context, *trainer.value(), s))
            return e;
    } else if (sft) {
        // sft_config.py: "gradient_checkpointing: Defaults to True", "bf16: Defaults to True if
        // fp16 is not set"; max_length 1024 (max_seq_length in TRL before 0.20), packing False.
        defaults.gradientCheckpointing = true;
        defaults.bf16 = true;
        if (auto e = readTrlSft(keys, context, liger, s))
            return e;
    } else {
        context.assumed.push_back("sequence length: TrainingArguments give none, sized at " +
                                  std::to_string(s.sequenceLength) + " tokens");
    }
    if (keys.failed())
        return keys.error();
    return readTrainingArguments(keys, context, defaults, s);
}

Expected<RecipeJson> writeTrl(const Scenario& s, const RecipeExportContext& context) {
    RecipeJson doc = context.base;
    if (doc.empty()) {
        // A runnable start as TRL's examples/cli_configs/example_config.yaml and the SFT
        // documentation's dataset (trl sft --config FILE).
        doc["model_name_or_path"] = context.model;
        doc["dataset_name"] = "trl-lib/Capybara";
        doc["output_dir"] = "headroom-sft";
        doc["learning_rate"] = s.method == Method::Full ? 2.0e-5 : 2.0e-4;
        doc["lr_scheduler_type"] = "cosine";
    }
    doc["model_name_or_path"] = context.model;
    doc["use_peft"] = s.method != Method::Full;
    doc["load_in_4bit"] = s.method == Method::Qlora;
    doc["load_in_8bit"] = s.method == Method::Lora8bit;
    if (s.method == Method::Full) {
        for (const char* k : {"lora_r", "lora_alpha", "lora_target_modules", "use_dora",
                              "use_bnb_nested_quant", "lora_modules_to_save"})
            doc.erase(k);
    } else {
        doc["lora_r"] = s.loraRank;
        if (s.loraAlpha > 0)
            doc["lora_alpha"] = s.loraAlpha;
        if (s.loraTargets == 0)
            doc["lora_target_modules"] = RecipeJson::array({"all-linear"});
        else
            doc["lora_target_modules"] = loraModulesOf(s.loraTargets);
        doc["use_dora"] = s.dora;
        doc["lora_dropout"] = s.loraDropout;
        if (s.modulesToSave != 0)
            doc["lora_modules_to_save"] = modulesToSaveNames(s.modulesToSave);
        else
            doc.erase("lora_modules_to_save");
        if (s.method == Method::Qlora)
            doc["use_bnb_nested_quant"] = s.nf4DoubleQuant;
        else
            doc.erase("use_bnb_nested_quant");
    }
    doc.erase("max_seq_length");
    doc["attn_implementation"] = hfAttentionName(s.attention);
    doc["max_length"] = s.sequenceLength;
    doc["packing"] = s.packing;
    const bool liger = s.stack == "liger";
    doc["use_liger_kernel"] = liger;
    if (liger)
        doc["loss_type"] = "nll";
    else
        doc["loss_type"] = s.fusedCrossEntropy ? "chunked_nll" : "nll";
    writeTrainingArguments(s, context, doc);
    writeTrlRl(s, context.catalog.assumptions, context.base.empty(), doc);
    return doc;
}

} // namespace

const RecipeFormat kTrlFormat{"trl", "TRL", recogniseTrl, readTrl, writeTrl};

} // namespace headroom
