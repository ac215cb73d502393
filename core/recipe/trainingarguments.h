#pragma once
// The Hugging Face TrainingArguments keys that LLaMA-Factory and TRL recipes share
// (transformers training_args.py; LLaMA-Factory parses its YAML into Seq2SeqTrainingArguments,
// TRL's SFTConfig derives from TrainingArguments).
#include "deepspeedrecipe.h"
#include "recipeformat.h"

namespace headroom {

/// Defaults a framework sets where TrainingArguments' own differ.
struct TrainingArgumentDefaults {
    bool gradientCheckpointing = false; ///< TrainingArguments: False
    bool bf16 = false;                  ///< TrainingArguments: False (TRL SFTConfig: True)
};

/// Reads per_device_train_batch_size, gradient_accumulation_steps, gradient_checkpointing,
/// optim, bf16/fp16, torch_compile, num_train_epochs, deepspeed and fsdp onto `s`, with
/// TrainingArguments' defaults for the keys left out. The training stack is set before.
std::optional<Error> readTrainingArguments(RecipeKeys& keys, RecipeImportContext& context,
                                           const TrainingArgumentDefaults& defaults, Scenario& s);

/// Writes the same keys for `s` into `doc` (the DeepSpeed file's name from the context).
void writeTrainingArguments(const Scenario& s, const RecipeExportContext& context, RecipeJson& doc);

} // namespace headroom
