#include "trainingarguments.h"

#include "recipemapping.h"
#include "scenariorange.h"

#include <sstream>

namespace headroom {

std::optional<Error> readTrainingArguments(RecipeKeys& keys, RecipeImportContext& context,
                                           const TrainingArgumentDefaults& defaults, Scenario& s) {
    const std::string& file = keys.file();
    // transformers training_args.py (main in 2026, which the TRL and LLaMA-Factory commits
    // above train with): per_device_train_batch_size 8, gradient_accumulation_steps 1,
    // gradient_checkpointing False, bf16 / fp16 False, torch_compile False, num_train_epochs
    // 3.0, optim "adamw_torch", "adamw_torch_fused" with torch >= 2.8 (`default_optim`; the
    // torch every current CUDA wheel of these frameworks pulls in).
    const auto micro = readRanged(keys, "per_device_train_batch_size", RangeKey::MicroBatch);
    const auto accumulation =
        readRanged(keys, "gradient_accumulation_steps", RangeKey::GradientAccumulation);
    s.microBatch = static_cast<int>(micro.value_or(8));
    s.gradientAccumulation = static_cast<int>(accumulation.value_or(1));
    s.gradientCheckpointing =
        keys.boolean("gradient_checkpointing").value_or(defaults.gradientCheckpointing);
    std::optional<bool> bf16 = keys.boolean("bf16");
    const std::optional<bool> fp16 = keys.boolean("fp16");
    if (!bf16 && defaults.bf16 && !fp16.value_or(false))
        bf16 = true;
    s.compile = keys.boolean("torch_compile").value_or(false);
    s.epochs = readRangedNumber(keys, "num_train_epochs", RangeKey::Epochs).value_or(3.0);
    // max_steps -1: "If set to a positive number, the total number of training steps to
    // perform. Overrides num_train_epochs."
    if (auto e = readMaxSteps(keys, "max_steps", context, false))
        return e;
    const std::string optim = keys.string("optim").value_or("adamw_torch_fused");
    if (keys.failed())
        return keys.error();
    if (auto e = applyHfOptimizer(optim, file, "optim", s))
        return e;

    s.sharding = Sharding::None; // DDP unless DeepSpeed or FSDP shards
    s.offload = Offload::None;
    const bool hasDeepSpeed = keys.has("deepspeed");
    DeepSpeedValues ds;
    if (auto e = DeepSpeedRecipe::applyReferenced(keys, "deepspeed", context, s, ds))
        return e;
    // TrainingArguments.fsdp: a string or a list of FSDPOption (full_shard, shard_grad_op,
    // hybrid_shard, hybrid_shard_zero2, no_shard, offload, auto_wrap).
    if (const RecipeJson* v = keys.find("fsdp")) {
        std::vector<std::string> options;
        if (v->is_string()) {
            std::istringstream words(v->get<std::string>());
            for (std::string w; words >> w;)
                options.push_back(w);
        } else if (auto list = keys.strings("fsdp")) {
            options = *list;
        } else {
            return keys.error();
        }
        if (!options.empty() && hasDeepSpeed)
            return Error{file, "fsdp",
                         "conflicting keys: fsdp and deepspeed are both set (one sharding "
                         "engine per run)"};
        for (const std::string& o : options) {
            if (o == "full_shard" || o == "hybrid_shard")
                s.sharding = Sharding::Full;
            else if (o == "shard_grad_op" || o == "hybrid_shard_zero2")
                s.sharding = Sharding::Zero2;
            else if (o == "offload")
                s.offload = Offload::Parameters; // FSDP CPUOffload: parameters and optimizer
            else if (o != "auto_wrap" && o != "no_shard")
                return Error{file, "fsdp", "unknown FSDP option \"" + o + "\""};
        }
        if (s.offload == Offload::Parameters && s.sharding == Sharding::None)
            return Error{file, "fsdp", "offload needs full_shard or shard_grad_op"};
    }
    if (auto e = DeepSpeedRecipe::checkBatchAgrees(file, "per_device_train_batch_size", micro,
                                                   accumulation, ds))
        return e;
    if (!micro && ds.microBatch)
        s.microBatch = static_cast<int>(*ds.microBatch);
    if (!accumulation && ds.gradientAccumulation)
        s.gradientAccumulation = static_cast<int>(*ds.gradientAccumulation);
    if (auto e = checkPrecision(bf16 ? bf16 : ds.bf16, fp16 ? fp16 : ds.fp16, file, "bf16", "fp16"))
        return e;
    return std::nullopt;
}

void writeTrainingArguments(const Scenario& s, const RecipeExportContext& context,
                            RecipeJson& doc) {
    doc["per_device_train_batch_size"] = s.microBatch;
    doc["gradient_accumulation_steps"] = s.gradientAccumulation;
    doc["gradient_checkpointing"] = s.gradientCheckpointing;
    doc["optim"] = hfOptimizerName(s);
    doc["bf16"] = true;
    doc.erase("fp16");
    doc["torch_compile"] = s.compile;
    doc["num_train_epochs"] = s.epochs;
    writeMaxSteps(context, doc);
    doc.erase("fsdp");
    doc.erase("fsdp_config");
    if (!context.deepSpeedFile.empty())
        doc["deepspeed"] = context.deepSpeedFile;
    else
        doc.erase("deepspeed");
}

} // namespace headroom
