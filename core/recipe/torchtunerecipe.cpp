// torchtune recipe configs (pytorch/torchtune recipes/configs/*.yaml and the recipes that read
// them, at commit bd2a0fc7).
#include "recipeformat.h"
#include "reciperlexport.h"
#include "recipemapping.h"
#include "reciperl.h"

#include <cmath>
#include <cstdio>

namespace headroom {

namespace {

/// torchtune's model builders and the catalog models they build, with what a config for them
/// names (recipes/configs/<family>/<size>_lora.yaml, 405B_qlora.yaml for Llama 3.1 405B, at
/// bd2a0fc7: the tokenizer and its file, the download folder, the checkpoint's shards and
/// model_type); the builders are torchtune/models/<module>/_model_builders.py at bd2a0fc7
/// (lora_<name>; qlora_<name> = partial(lora_<name>, quantize_base=True) where it exists).
/// Catalog models without a builder there: Llama 3.2 1B's and Llama 3.3's are not catalog
/// models; Qwen3 MoE, Gemma 3, Llama 4 Scout (vision) and Mistral 7B v0.3 have none Headroom
/// can write (torchtune's mistral_7b is v0.1).
struct Builder {
    const char* name;      ///< builder without its lora_ / qlora_ prefix
    const char* model;     ///< catalog id
    const char* module;    ///< torchtune.models.<module>
    const char* tokenizer; ///< tokenizer component
    const char* folder;    ///< tune download --output-dir /tmp/<folder>
    /// The tokenizer's file in the folder; vocab.json takes merges.txt beside it (Qwen BPE).
    const char* tokenizerFile;
    int shards;              ///< checkpoint shards, numbered 00001 .. the count
    const char* shardFormat; ///< checkpoint_files.filename_format
    const char* modelType;   ///< checkpointer.model_type
    bool qlora;              ///< a qlora_ builder exists
};
constexpr const char* kSafetensors = "model-{}-of-{}.safetensors";
constexpr Builder kBuilders[] = {
    {"llama3_1_8b", "llama-3.1-8b", "llama3_1", "torchtune.models.llama3.llama3_tokenizer",
     "Meta-Llama-3.1-8B-Instruct", "original/tokenizer.model", 4, kSafetensors, "LLAMA3", true},
    {"llama3_1_70b", "llama-3.1-70b", "llama3_1", "torchtune.models.llama3.llama3_tokenizer",
     "Meta-Llama-3.1-70B-Instruct", "original/tokenizer.model", 30, kSafetensors, "LLAMA3", true},
    {"llama3_1_405b", "llama-3.1-405b", "llama3_1", "torchtune.models.llama3.llama3_tokenizer",
     "Meta-Llama-3.1-405B-Instruct", "original/mp8/tokenizer.model", 191, kSafetensors, "LLAMA3",
     true},
    {"llama3_8b", "llama-3-8b", "llama3", "torchtune.models.llama3.llama3_tokenizer",
     "Meta-Llama-3-8B-Instruct", "original/tokenizer.model", 4, kSafetensors, "LLAMA3", true},
    {"llama3_2_3b", "llama-3.2-3b", "llama3_2", "torchtune.models.llama3.llama3_tokenizer",
     "Llama-3.2-3B-Instruct", "original/tokenizer.model", 2, kSafetensors, "LLAMA3_2", true},
    {"llama2_7b", "llama-2-7b", "llama2", "torchtune.models.llama2.llama2_tokenizer",
     "Llama-2-7b-hf", "tokenizer.model", 2, kSafetensors, "LLAMA2", true},
    {"llama2_13b", "llama-2-13b", "llama2", "torchtune.models.llama2.llama2_tokenizer",
     "Llama-2-13b-hf", "tokenizer.model", 3, kSafetensors, "LLAMA2", true},
    {"mistral_7b", "mistral-7b-v0.1", "mistral", "torchtune.models.mistral.mistral_tokenizer",
     "Mistral-7B-v0.1", "tokenizer.model", 2, "pytorch_model-{}-of-{}.bin", "MISTRAL", true},
    {"qwen2_5_7b_instruct", "qwen2.5-7b", "qwen2_5", "torchtune.models.qwen2_5.qwen2_5_tokenizer",
     "Qwen2.5-7B-Instruct", "vocab.json", 4, kSafetensors, "QWEN2", false},
    {"qwen3_8b_instruct", "qwen3-8b", "qwen3", "torchtune.models.qwen3.qwen3_tokenizer", "Qwen3-8B",
     "vocab.json", 5, kSafetensors, "QWEN3", false},
    {"qwen3_8b_base", "qwen3-8b", "qwen3", "torchtune.models.qwen3.qwen3_tokenizer", "Qwen3-8B",
     "vocab.json", 5, kSafetensors, "QWEN3", false},
    {"qwen3_32b", "qwen3-32b", "qwen3", "torchtune.models.qwen3.qwen3_tokenizer", "Qwen3-32B",
     "vocab.json", 17, kSafetensors, "QWEN3", false},
};

const Builder* builderNamed(const std::string& name) {
    for (const Builder& b : kBuilders)
        if (name == b.name)
            return &b;
    return nullptr;
}

const Builder* builderFor(const std::string& model) {
    for (const Builder& b : kBuilders)
        if (model == b.model)
            return &b;
    return nullptr;
}

/// The component's last dotted part ("torchtune.models.llama3_1.lora_llama3_1_8b" →
/// "lora_llama3_1_8b").
std::string lastPart(const std::string& component) {
    const auto dot = component.rfind('.');
    return dot == std::string::npos ? component : component.substr(dot + 1);
}

bool startsWith(const std::string& s, const char* prefix) {
    return s.rfind(prefix, 0) == 0;
}

int recogniseTorchtune(const RecipeJson& doc) {
    int score = 0;
    for (const auto& item : doc.items())
        if (item.value().is_object() && item.value().contains("_component_"))
            ++score;
    return score + countKeys(doc, {"enable_activation_checkpointing", "max_steps_per_epoch",
                                   "optimizer_in_bwd", "fsdp_cpu_offload", "dtype"});
}

/// A LoRA builder's arguments: the attention modules, the MLP and the output, rank, alpha,
/// DoRA and dropout.
std::optional<Error> readTorchtuneAdapter(RecipeKeys& keys, Scenario& s) {
    const std::string& file = keys.file();
    unsigned bits = 0;
    if (auto attn = keys.strings("model.lora_attn_modules")) {
        for (const std::string& m : *attn) {
            // LORA_ATTN_MODULES: q_proj, k_proj, v_proj, output_proj.
            if (m == "q_proj")
                bits |= LoraQ;
            else if (m == "k_proj")
                bits |= LoraK;
            else if (m == "v_proj")
                bits |= LoraV;
            else if (m == "output_proj")
                bits |= LoraO;
            else
                return Error{file, "model.lora_attn_modules",
                             "unknown module \"" + m + "\" (q_proj, k_proj, v_proj, output_proj)"};
        }
    } else if (!keys.failed()) {
        return Error{file, "model.lora_attn_modules",
                     "missing: the LoRA builders require lora_attn_modules"};
    }
    if (keys.boolean("model.apply_lora_to_mlp").value_or(false))
        bits |= LoraGate | LoraUp | LoraDown; // w1, w3, w2
    if (keys.boolean("model.apply_lora_to_output").value_or(false))
        bits |= LoraLmHead;
    constexpr unsigned kAllLinear = LoraQ | LoraK | LoraV | LoraO | LoraGate | LoraUp | LoraDown;
    s.loraTargets = bits == kAllLinear ? 0u : bits;
    readLoraKeys(
        keys,
        {"model.lora_rank", "model.lora_alpha", "model.use_dora", 8, 16, "model.lora_dropout", 0.0},
        s);
    return std::nullopt;
}

std::optional<Error> readTorchtuneOptimizer(RecipeKeys& keys, Scenario& s) {
    const std::string& file = keys.file();
    // optimizer._component_: torch.optim.AdamW (fused: True in the configs; foreach otherwise),
    // bitsandbytes.optim.PagedAdamW / PagedAdamW8bit / AdamW8bit, torchao's AdamW8bit and
    // AdamW4bit (torchao.optim, torchao.prototype.low_bit_optim before 0.11).
    const std::string optimizer =
        keys.string("optimizer._component_").value_or("torch.optim.AdamW");
    const std::string opt = lastPart(optimizer);
    if (opt == "AdamW" && startsWith(optimizer, "torch.")) {
        s.optimizer = Optimizer::AdamW;
        s.optimizerImpl = keys.boolean("optimizer.fused").value_or(false) ? OptimizerImpl::Fused
                                                                          : OptimizerImpl::Foreach;
    } else if (opt == "PagedAdamW" || opt == "PagedAdamW32bit") {
        s.optimizer = Optimizer::PagedAdamW;
    } else if (opt == "PagedAdamW8bit") {
        s.optimizer = Optimizer::PagedAdamW8bit;
    } else if (opt == "AdamW8bit") {
        s.optimizer = Optimizer::AdamW8bit;
    } else if (opt == "AdamW4bit" && startsWith(optimizer, "torchao.")) {
        s.optimizer = Optimizer::AdamW4bit;
    } else {
        return Error{file, "optimizer._component_",
                     "optimizer \"" + optimizer +
                         "\" is not modelled (torch.optim.AdamW, bitsandbytes AdamW8bit, "
                         "PagedAdamW, PagedAdamW8bit, torchao AdamW8bit, AdamW4bit)"};
    }
    return std::nullopt;
}

std::optional<Error> readTorchtuneLoss(RecipeKeys& keys, RecipeImportContext& context,
                                       Scenario& s) {
    const std::string& file = keys.file();
    // loss._component_: the chunked losses never hold the full logits.
    const std::string loss = keys.string("loss._component_").value_or("");
    const std::string lossName = lastPart(loss);
    if (lossName == "CEWithChunkedOutputLoss" || lossName == "LinearCrossEntropyLoss") {
        s.fusedCrossEntropy = true;
        s.fusedLoss = FusedLossKind::Chunked;
    } else if (lossName == "CrossEntropyLoss") {
        s.fusedCrossEntropy = false;
    } else if (torchtuneRlLoss(lossName)) {
        // A preference run (issue 32): DPO over the policy's training read above.
        if (auto e = readTorchtuneRl(keys, context, lossName, s))
            return e;
    } else if (!loss.empty()) {
        return Error{file, "loss._component_", "loss \"" + loss + "\" is not modelled"};
    }
    return std::nullopt;
}

/// Checkpointing, offloading, compile, the optimizer in backward, and FSDP2's sharding.
std::optional<Error> readTorchtuneSharding(RecipeKeys& keys, Scenario& s) {
    const std::string& file = keys.file();
    // cfg.get(..., False) in the recipes: enable_activation_checkpointing,
    // enable_activation_offloading, compile, optimizer_in_bwd, fsdp_cpu_offload;
    // fsdp_reshard_after_forward True.
    s.gradientCheckpointing = keys.boolean("enable_activation_checkpointing").value_or(false);
    s.activationOffload = keys.boolean("enable_activation_offloading").value_or(false);
    s.compile = keys.boolean("compile").value_or(false);
    s.optimizerInBackward = keys.boolean("optimizer_in_bwd").value_or(false);
    // The distributed recipes shard with FSDP2 fully_shard; reshard_after_forward False keeps
    // the gathered weights until backward (ZeRO-2).
    s.sharding = keys.boolean("fsdp_reshard_after_forward").value_or(true) ? Sharding::Full
                                                                           : Sharding::Zero2;
    s.offload =
        keys.boolean("fsdp_cpu_offload").value_or(false) ? Offload::Parameters : Offload::None;
    if (keys.failed())
        return keys.error();
    if (s.activationOffload && !s.gradientCheckpointing)
        return Error{file, "enable_activation_offloading",
                     "conflicting keys: activation offloading needs "
                     "enable_activation_checkpointing (full_finetune_distributed.py raises)"};
    return std::nullopt;
}

std::optional<Error> readTorchtune(RecipeKeys& keys, RecipeImportContext& context, Scenario& s) {
    const std::string& file = keys.file();
    if (auto e = applyStack(s, "torchtune", context.catalog))
        return e;
    // model._component_: a builder; lora_ / qlora_ builders take the LoRA arguments
    // (torchtune/models/llama3_1/_model_builders.py lora_llama3_1_8b: apply_lora_to_mlp False,
    // apply_lora_to_output False, lora_rank 8, lora_alpha 16, use_dora False; qlora_ builders
    // are partial(lora_…, quantize_base=True)).
    const auto component = keys.string("model._component_");
    if (!component) {
        if (keys.failed())
            return keys.error();
        return Error{file, "model._component_", "missing: the model builder torchtune runs"};
    }
    std::string builder = lastPart(*component);
    s.method = Method::Full;
    if (startsWith(builder, "qlora_")) {
        s.method = Method::Qlora;
        builder = builder.substr(6);
    } else if (startsWith(builder, "lora_")) {
        s.method = Method::Lora;
        builder = builder.substr(5);
    }
    const Builder* known = builderNamed(builder);
    if (auto e = resolveRecipeModel(known ? known->model : "", "model._component_", context, s))
        return e;
    context.model = *component;
    if (s.method != Method::Full)
        if (auto e = readTorchtuneAdapter(keys, s))
            return e;

    // tokenizer.max_seq_len: null means no truncation (the longest sample of the data set).
    if (const RecipeJson* length = keys.find("tokenizer.max_seq_len"); length)
        s.sequenceLength = static_cast<int>(
            readRanged(keys, "tokenizer.max_seq_len", RangeKey::SequenceLength).value_or(8192));
    else
        context.assumed.push_back("tokenizer.max_seq_len: null (no truncation), sized at " +
                                  std::to_string(s.sequenceLength) + " tokens");
    s.packing = keys.boolean("dataset.packed").value_or(false);

    // The recipes read cfg.batch_size, cfg.gradient_accumulation_steps and cfg.epochs without
    // defaults (recipes/lora_finetune_distributed.py).
    for (const char* required : {"batch_size", "gradient_accumulation_steps", "epochs"})
        if (!keys.has(required))
            return Error{file, required, "missing: torchtune's recipes require it"};
    s.microBatch =
        static_cast<int>(readRanged(keys, "batch_size", RangeKey::MicroBatch).value_or(1));
    s.gradientAccumulation = static_cast<int>(
        readRanged(keys, "gradient_accumulation_steps", RangeKey::GradientAccumulation)
            .value_or(1));
    s.epochs = readRangedNumber(keys, "epochs", RangeKey::Epochs).value_or(1);
    // max_steps_per_epoch: cfg.get("max_steps_per_epoch", None) caps every epoch's steps
    // (recipes/full_finetune_distributed.py).
    if (auto e = readMaxSteps(keys, "max_steps_per_epoch", context, true))
        return e;
    if (auto e = readTorchtuneSharding(keys, s))
        return e;

    if (auto e = readTorchtuneOptimizer(keys, s))
        return e;
    if (auto e = readTorchtuneLoss(keys, context, s))
        return e;
    // dtype: bf16 keeps weights, gradients and optimizer states in BF16 (the stack's
    // state_bytes); fp32 is not modelled.
    const std::string dtype = keys.string("dtype").value_or("bf16");
    if (dtype != "bf16")
        return Error{file, "dtype",
                     "dtype \"" + dtype + "\" is not modelled: Headroom sizes torchtune's bf16"};
    if (keys.failed())
        return keys.error();
    return std::nullopt;
}

/// What torchtune cannot express for `s` with builder `b`: an error naming the key.
std::optional<Error> checkTorchtuneExport(const Scenario& s, const Builder& b) {
    if (s.method == Method::Lora8bit)
        return Error{"", "/method",
                     "torchtune has no LoRA builder on an 8-bit (LLM.int8) base: export lora or "
                     "qlora"};
    if (s.method != Method::Full && s.modulesToSave != 0)
        return Error{"", "/modules_to_save",
                     "torchtune's LoRA builders train no module in full beside the adapters"};
    if (s.method == Method::Qlora && !b.qlora)
        return Error{"", "/method", "torchtune has no qlora_ builder for " + std::string(b.name)};
    if (s.sharding == Sharding::Zero1 || (s.sharding == Sharding::None))
        return Error{"", "/sharding",
                     std::string("torchtune's distributed recipes shard with FSDP2 (sharding "
                                 "full or zero2), not \"") +
                         toString(s.sharding) + "\""};
    if (s.offload == Offload::Optimizer)
        return Error{"", "/offload",
                     "torchtune offloads parameters with the optimizer (fsdp_cpu_offload), not "
                     "the optimizer alone"};
    if (s.stateBytes != StateBytes::Bf16)
        return Error{"", "/state_bytes",
                     "torchtune trains in dtype bf16 (state_bytes \"bf16\"), not \"" +
                         std::string(toString(s.stateBytes)) + "\""};
    // The recipes loop `for curr_epoch in range(self.epochs_run, self.total_epochs)`: whole
    // epochs only (recipes/full_finetune_distributed.py).
    if (s.epochs != std::floor(s.epochs))
        return Error{"", "/epochs",
                     "torchtune trains whole epochs, not " + RecipeJson(s.epochs).dump()};
    return std::nullopt;
}

/// A runnable config without the customer's: the layout of torchtune's own configs.
RecipeJson torchtuneStart(const Scenario& s, const Builder& b) {
    RecipeJson doc;
    const std::string folder = std::string("/tmp/") + b.folder + "/";
    // recipes/configs/llama3_1/8B_lora.yaml
    doc["output_dir"] = "/tmp/torchtune/headroom";
    RecipeJson tokenizer = {{"_component_", b.tokenizer}};
    tokenizer["path"] = folder + b.tokenizerFile;
    if (std::string(b.tokenizerFile) == "vocab.json")
        tokenizer["merges_file"] = folder + "merges.txt";
    doc["tokenizer"] = tokenizer;
    char last[8];
    std::snprintf(last, sizeof last, "%05d", b.shards);
    doc["checkpointer"] = {
        {"_component_", "torchtune.training.FullModelHFCheckpointer"},
        {"checkpoint_dir", folder},
        {"checkpoint_files", {{"filename_format", b.shardFormat}, {"max_filename", last}}},
        {"recipe_checkpoint", nullptr},
        {"output_dir", "${output_dir}"},
        {"model_type", b.modelType}};
    doc["resume_from_checkpoint"] = false;
    doc["dataset"] = {{"_component_", "torchtune.datasets.alpaca_cleaned_dataset"}};
    doc["seed"] = nullptr;
    doc["shuffle"] = true;
    doc["optimizer"] = {{"_component_", "torch.optim.AdamW"},
                        {"lr", s.method == Method::Full ? 2e-5 : 3e-4}};
    if (s.method != Method::Full)
        doc["lr_scheduler"] = {
            {"_component_", "torchtune.training.lr_schedulers.get_cosine_schedule_with_warmup"},
            {"num_warmup_steps", 100}};
    doc["max_steps_per_epoch"] = nullptr;
    doc["metric_logger"] = {{"_component_", "torchtune.training.metric_logging.DiskLogger"},
                            {"log_dir", "${output_dir}/logs"}};
    doc["log_every_n_steps"] = 1;
    doc["device"] = "cuda";
    return doc;
}

/// The model builder and, for LoRA, its adapter arguments.
Expected<RecipeJson> torchtuneModel(const Scenario& s, const Builder& b) {
    const char* prefix = s.method == Method::Qlora  ? "qlora_"
                         : s.method == Method::Lora ? "lora_"
                                                    : "";
    RecipeJson model = {
        {"_component_", std::string("torchtune.models.") + b.module + "." + prefix + b.name}};
    if (s.method != Method::Full) {
        const unsigned t = s.loraTargets == 0
                               ? (LoraQ | LoraK | LoraV | LoraO | LoraGate | LoraUp | LoraDown)
                               : s.loraTargets;
        if (t & LoraEmbed)
            return Error{"", "/lora_targets", "torchtune puts no LoRA adapter on the embedding"};
        const bool mlp = t & (LoraGate | LoraUp | LoraDown);
        if (mlp && (t & (LoraGate | LoraUp | LoraDown)) != (LoraGate | LoraUp | LoraDown))
            return Error{"", "/lora_targets",
                         "torchtune adapts the MLP as a whole (apply_lora_to_mlp): gate, up and "
                         "down together"};
        RecipeJson attn = RecipeJson::array();
        if (t & LoraQ)
            attn.push_back("q_proj");
        if (t & LoraK)
            attn.push_back("k_proj");
        if (t & LoraV)
            attn.push_back("v_proj");
        if (t & LoraO)
            attn.push_back("output_proj");
        model["lora_attn_modules"] = attn;
        model["apply_lora_to_mlp"] = mlp;
        model["apply_lora_to_output"] = (t & LoraLmHead) != 0;
        model["lora_rank"] = s.loraRank;
        model["lora_alpha"] = s.loraAlpha > 0 ? s.loraAlpha : 2.0 * s.loraRank;
        model["lora_dropout"] = s.loraDropout;
        model["use_dora"] = s.dora;
    }
    return model;
}

/// The optimizer component over the customer's optimizer section.
void writeTorchtuneOptimizer(const Scenario& s, RecipeJson& doc) {
    RecipeJson optimizer = doc.contains("optimizer") && doc["optimizer"].is_object()
                               ? doc["optimizer"]
                               : RecipeJson::object();
    switch (s.optimizer) {
    case Optimizer::AdamW:
        optimizer["_component_"] = "torch.optim.AdamW";
        optimizer["fused"] = s.optimizerImpl == OptimizerImpl::Fused;
        break;
    case Optimizer::AdamW8bit:
        optimizer["_component_"] = "bitsandbytes.optim.AdamW8bit";
        optimizer.erase("fused");
        break;
    case Optimizer::PagedAdamW:
        optimizer["_component_"] = "bitsandbytes.optim.PagedAdamW";
        optimizer.erase("fused");
        break;
    case Optimizer::PagedAdamW8bit:
        optimizer["_component_"] = "bitsandbytes.optim.PagedAdamW8bit";
        optimizer.erase("fused");
        break;
    case Optimizer::AdamW4bit:
        optimizer["_component_"] = "torchao.optim.AdamW4bit";
        optimizer.erase("fused");
        break;
    }
    doc["optimizer"] = optimizer;
}

Expected<RecipeJson> writeTorchtune(const Scenario& s, const RecipeExportContext& context) {
    const Builder* b = builderFor(s.model);
    if (!b)
        return Error{
            "", "/model",
            "torchtune has no model builder Headroom knows for \"" + s.model +
                "\" (Llama 2 7B and 13B, Llama 3 8B, Llama 3.1 8B, 70B and 405B, Llama 3.2 3B, "
                "Mistral 7B v0.1, Qwen2.5 7B, Qwen3 8B and 32B)"};
    if (auto e = checkTorchtuneExport(s, *b))
        return *e;
    RecipeJson doc = context.base;
    if (doc.empty())
        doc = torchtuneStart(s, *b);
    auto model = torchtuneModel(s, *b);
    if (!model)
        return model.error();
    doc["model"] = model.value();
    if (!doc.contains("tokenizer") || !doc["tokenizer"].is_object())
        doc["tokenizer"] = RecipeJson::object();
    doc["tokenizer"]["max_seq_len"] = s.sequenceLength;
    if (!doc.contains("dataset") || !doc["dataset"].is_object())
        doc["dataset"] = {{"_component_", "torchtune.datasets.alpaca_cleaned_dataset"}};
    doc["dataset"]["packed"] = s.packing;
    doc["batch_size"] = s.microBatch;
    doc["gradient_accumulation_steps"] = s.gradientAccumulation;
    doc["epochs"] = static_cast<long long>(s.epochs);
    if (context.maxStepsPerEpoch > 0)
        doc["max_steps_per_epoch"] = context.maxStepsPerEpoch;
    else
        doc["max_steps_per_epoch"] = nullptr;
    writeTorchtuneOptimizer(s, doc);
    doc["loss"] = {{"_component_", s.fusedCrossEntropy
                                       ? "torchtune.modules.loss.LinearCrossEntropyLoss"
                                       : "torch.nn.CrossEntropyLoss"}};
    doc["compile"] = s.compile;
    doc["optimizer_in_bwd"] = s.optimizerInBackward;
    doc["dtype"] = "bf16";
    doc["enable_activation_checkpointing"] = s.gradientCheckpointing;
    doc["enable_activation_offloading"] = s.activationOffload;
    doc["fsdp_cpu_offload"] = s.offload == Offload::Parameters;
    doc["fsdp_reshard_after_forward"] = s.sharding == Sharding::Full;
    writeTorchtuneRl(s, context.base.empty(), doc);
    return doc;
}

} // namespace

const RecipeFormat kTorchtuneFormat{"torchtune", "torchtune", recogniseTorchtune, readTorchtune,
                                    writeTorchtune};

} // namespace headroom
