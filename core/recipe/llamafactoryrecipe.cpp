// LLaMA-Factory YAML (hiyouga/LLaMA-Factory, src/llamafactory/hparams/ at commit ff6d4d12):
// its own model, data and fine-tuning arguments plus Seq2SeqTrainingArguments.
#include "recipeformat.h"
#include "catalog.h"
#include "reciperlexport.h"
#include "recipemapping.h"
#include "reciperl.h"
#include "trainingarguments.h"

namespace headroom {

namespace {

int recogniseLlamaFactory(const RecipeJson& doc) {
    return countKeys(doc, {"stage", "finetuning_type", "cutoff_len", "lora_target", "lora_rank",
                           "quantization_bit", "template", "max_samples",
                           "disable_gradient_checkpointing", "enable_liger_kernel", "pure_bf16",
                           "use_unsloth", "neat_packing"});
}

/// A quantized base under the adapter: quantization_bit 4 or 8 through bitsandbytes.
std::optional<Error> readLlamaFactoryQuantization(RecipeKeys& keys, Scenario& s) {
    const std::string& file = keys.file();
    // model_args.py: quantization_bit None, quantization_method "bnb", double_quantization True.
    // model/model_utils/quantization.py configure_quantization: bnb with quantization_bit 8 is
    // BitsAndBytesConfig(load_in_8bit=True), 4 is NF4 with bnb_4bit_use_double_quant.
    if (auto bits = keys.integer("quantization_bit", 2, 8)) {
        if (*bits != 4 && *bits != 8)
            return Error{file, "quantization_bit",
                         std::to_string(*bits) +
                             "-bit quantization is not modelled: Headroom sizes 4-bit (QLoRA) "
                             "and 8-bit (LLM.int8) bases"};
        if (s.method != Method::Lora)
            return Error{file, "quantization_bit",
                         "conflicting keys: a quantized base trains only with finetuning_type "
                         "lora"};
        // QuantizationMethod (src/llamafactory/extras/constants.py at ff6d4d12e): bnb, gptq,
        // awq, aqlm, quanto, eetq, hqq, mxfp4, fp8; on-the-fly quantization Headroom sizes only
        // through bitsandbytes ("bnb").
        const std::string method = keys.string("quantization_method").value_or("bnb");
        if (method == "bitsandbytes")
            return Error{file, "quantization_method",
                         "quantization_method \"bitsandbytes\" is spelt \"bnb\" in "
                         "LLaMA-Factory (its QuantizationMethod values: bnb, gptq, awq, aqlm, "
                         "quanto, eetq, hqq, mxfp4, fp8)"};
        if (method != "bnb")
            return Error{file, "quantization_method",
                         "on-the-fly quantization with \"" + method +
                             "\" is not modelled: Headroom sizes bitsandbytes (quantization_method "
                             "bnb) under an adapter"};
        if (*bits == 8) {
            s.method = Method::Lora8bit;
            keys.use("double_quantization"); // 4-bit only
        } else {
            s.method = Method::Qlora;
            s.nf4DoubleQuant = keys.boolean("double_quantization").value_or(true);
        }
    }
    return std::nullopt;
}

/// The adapter's keys (rank, alpha, DoRA, dropout, targets, additional_target).
std::optional<Error> readLlamaFactoryAdapter(RecipeKeys& keys, Scenario& s) {
    const std::string& file = keys.file();
    if (s.method != Method::Full) {
        // lora_dropout: 0.0 (src/llamafactory/hparams/finetuning_args.py at ff6d4d12e).
        readLoraKeys(keys, {"lora_rank", "lora_alpha", "use_dora", 8, 0, "lora_dropout", 0.0}, s);
        if (auto e = applyLoraTargets(splitList(keys.string("lora_target").value_or("all")), file,
                                      "lora_target", "all", s))
            return e;
        // finetuning_args.py additional_target: modules besides the LoRA layers set trainable
        // and saved, comma-separated (PEFT modules_to_save).
        if (auto extra = keys.string("additional_target"))
            if (auto e = applyModulesToSave(splitList(*extra), file, "additional_target", s))
                return e;
    }
    return std::nullopt;
}

/// model_args.py flash_attn (default auto): model/model_utils/attention.py
/// configure_attn_implementation returns on auto and leaves transformers' default, SDPA;
/// disabled is eager, sdpa transformers' SDPA path (a mask on padded or packed batches), fa2 /
/// fa3 FlashAttention. Unsloth (use_unsloth) runs its own attention: FlashAttention's sizing
/// unless eager.
void readLlamaFactoryAttention(RecipeKeys& keys, RecipeImportContext& context, bool unsloth,
                               Scenario& s) {
    const std::optional<int> attn =
        keys.choice("flash_attn", {"auto", "disabled", "sdpa", "fa2", "fa3"});
    const int chosen = attn.value_or(0);
    if (!attn && !unsloth)
        context.assumed.push_back("flash_attn: auto, transformers' default, sdpa");
    s.attention = chosen == 1              ? AttentionKernel::Eager
                  : chosen >= 3 || unsloth ? AttentionKernel::Flash
                                           : AttentionKernel::Sdpa;
}

std::optional<Error> readLlamaFactory(RecipeKeys& keys, RecipeImportContext& context, Scenario& s) {
    const std::string& file = keys.file();
    // model_args.py: enable_liger_kernel False, use_unsloth False.
    const bool liger = keys.boolean("enable_liger_kernel").value_or(false);
    const bool unsloth = keys.boolean("use_unsloth").value_or(false);
    if (keys.failed())
        return keys.error();
    if (auto e = applyStack(s,
                            unsloth ? "unsloth"
                            : liger ? "liger"
                                    : "hf-trainer",
                            context.catalog))
        return e;
    if (auto e = resolveRecipeModel(keys.string("model_name_or_path").value_or(""),
                                    "model_name_or_path", context, s))
        return e;

    // finetuning_args.py: stage "sft" (pt, rm, ppo, dpo, kto), finetuning_type "lora" (full,
    // freeze, oft), lora_rank 8, lora_alpha None (= lora_rank * 2), lora_target "all",
    // use_dora False, pure_bf16 False.
    const std::string stage = keys.string("stage").value_or("sft");
    if (stage != "sft" && stage != "pt" && stage != "dpo")
        return readLlamaFactoryRl(keys, context, stage, s); // refused with `stage` named
    const std::string type = keys.string("finetuning_type").value_or("lora");
    if (type == "full") {
        s.method = Method::Full;
    } else if (type == "lora") {
        s.method = Method::Lora;
    } else {
        return Error{file, "finetuning_type",
                     "finetuning_type \"" + type + "\" is not modelled (full, lora)"};
    }
    if (auto e = readLlamaFactoryQuantization(keys, s))
        return e;
    if (keys.failed())
        return keys.error();
    if (auto e = readLlamaFactoryAdapter(keys, s))
        return e;
    const bool pureBf16 = keys.boolean("pure_bf16").value_or(false);
    if (pureBf16)
        s.stateBytes = StateBytes::Bf16;

    // data_args.py: cutoff_len 2048; packing None (on for stage pt), neat_packing False.
    s.sequenceLength =
        static_cast<int>(readRanged(keys, "cutoff_len", RangeKey::SequenceLength).value_or(2048));
    const bool neat = keys.boolean("neat_packing").value_or(false);
    s.packing = keys.boolean("packing").value_or(stage == "pt") || neat;
    if (auto samples = keys.integer("max_samples", 1, 1000000000000LL)) {
        s.datasetTokens = static_cast<double>(*samples) * s.sequenceLength;
        context.assumed.push_back("max_samples: each sample counted at cutoff_len tokens");
    }
    readLlamaFactoryAttention(keys, context, unsloth, s);
    if (keys.failed())
        return keys.error();

    TrainingArgumentDefaults defaults;
    defaults.bf16 = pureBf16; // pure_bf16 trains in BF16 without AMP flags
    if (auto e = readTrainingArguments(keys, context, defaults, s))
        return e;
    // model_args.py disable_gradient_checkpointing False: LLaMA-Factory turns checkpointing on
    // itself (model/model_utils/checkpointing.py) unless disabled; gradient_checkpointing: true
    // turns it on through the Trainer as well.
    const bool disabled = keys.boolean("disable_gradient_checkpointing").value_or(false);
    if (keys.failed())
        return keys.error();
    s.gradientCheckpointing = !disabled || s.gradientCheckpointing;
    // stage dpo: the preference run over the policy's training read above (issue 32).
    return readLlamaFactoryRl(keys, context, stage, s);
}

Expected<RecipeJson> writeLlamaFactory(const Scenario& s, const RecipeExportContext& context) {
    RecipeJson doc = context.base;
    if (doc.empty()) {
        // A runnable start as LLaMA-Factory's own examples/train_lora/qwen3_lora_sft.yaml.
        doc["model_name_or_path"] = context.model;
        doc["stage"] = "sft";
        doc["do_train"] = true;
        doc["dataset"] = "alpaca_en_demo";
        doc["template"] = "default";
        doc["output_dir"] = "saves/headroom";
        doc["learning_rate"] = s.method == Method::Full ? 1.0e-5 : 1.0e-4;
        doc["lr_scheduler_type"] = "cosine";
    }
    doc["model_name_or_path"] = context.model;
    doc["finetuning_type"] = s.method == Method::Full ? "full" : "lora";
    if (s.method == Method::Qlora) {
        doc["quantization_bit"] = 4;
        doc["quantization_method"] = "bnb";
        doc["double_quantization"] = s.nf4DoubleQuant;
    } else if (s.method == Method::Lora8bit) {
        doc["quantization_bit"] = 8;
        doc["quantization_method"] = "bnb";
        doc.erase("double_quantization");
    } else {
        for (const char* k : {"quantization_bit", "quantization_method", "double_quantization"})
            doc.erase(k);
    }
    if (s.method == Method::Full) {
        for (const char* k :
             {"lora_rank", "lora_alpha", "lora_target", "use_dora", "additional_target",
              "lora_dropout"})
            doc.erase(k);
    } else {
        doc["lora_rank"] = s.loraRank;
        if (s.loraAlpha > 0)
            doc["lora_alpha"] = s.loraAlpha;
        doc["lora_target"] =
            s.loraTargets == 0 ? std::string("all") : joinList(loraModulesOf(s.loraTargets));
        doc["use_dora"] = s.dora;
        doc["lora_dropout"] = s.loraDropout;
        const std::string extra = joinList(modulesToSaveNames(s.modulesToSave));
        if (extra.empty())
            doc.erase("additional_target");
        else
            doc["additional_target"] = extra;
    }
    doc["cutoff_len"] = s.sequenceLength;
    doc["packing"] = s.packing;
    doc.erase("neat_packing");
    doc["enable_liger_kernel"] = s.stack == "liger";
    doc["use_unsloth"] = s.stack == "unsloth";
    doc["pure_bf16"] = s.stateBytes == StateBytes::Bf16;
    doc["flash_attn"] = s.attention == AttentionKernel::Eager  ? "disabled"
                        : s.attention == AttentionKernel::Sdpa ? "sdpa"
                                                               : "fa2";
    writeTrainingArguments(s, context, doc);
    doc["disable_gradient_checkpointing"] = !s.gradientCheckpointing;
    writeLlamaFactoryRl(s, context.catalog.assumptions, context.base.empty(), doc);
    return doc;
}

} // namespace

const RecipeFormat kLlamaFactoryFormat{"llamafactory", "LLaMA-Factory", recogniseLlamaFactory,
                                       readLlamaFactory, writeLlamaFactory};

} // namespace headroom
