#pragma once
// Mappings the recipe formats share: Hugging Face module names to LoRA targets, transformers'
// optimizer names to Headroom's optimizers, and the recipe's model to a catalog model or a
// config.json.
#include "error.h"
#include "recipeformat.h"
#include "scenario.h"
#include "scenariorange.h"

#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

namespace headroom {

/// LoRA targets from Hugging Face module names (q_proj … down_proj, lm_head, embed_tokens,
/// also under their container: self_attn.q_proj, mlp.up_proj, shared_expert.up_proj);
/// "all-linear" / "all" alone is every linear layer (0). Returns nothing and names the first
/// module Headroom does not know in `unknown`. `routedExperts` (if given): false where the MLP
/// projections are named only under a shared expert (Scenario::loraRoutedExperts).
/// `unsized` (if given) collects the linears PEFT adapts that Headroom does not size by name
/// (a Gated DeltaNet block's linear_attn.*, shared_expert_gate) instead of refusing them.
std::optional<unsigned> loraTargetsFromModules(const std::vector<std::string>& modules,
                                               std::string& unknown,
                                               bool* routedExperts = nullptr,
                                               std::vector<std::string>* unsized = nullptr);
/// LoRA targets from PEFT's target_modules given as one string other than "all-linear": a
/// regular expression each module's full name must match (peft@5d602fdb tuners_utils.py
/// check_target_module_exists → utils/other.py match_target_against_key, `re.fullmatch`; a
/// list is matched by name or `.`-suffix instead). The bits of the
/// modules whose names in transformers' decoder layouts it matches; nothing, with `error` set,
/// where it matches none or is not a valid expression.
std::optional<unsigned> loraTargetsFromRegex(const std::string& pattern, std::string& error);
/// Whether Axolotl trains a full fine-tune's parameters in BF16 in place (`state_bytes: bf16`):
/// with `bf16` on, unless a DeepSpeed file (`deepspeed`) or FSDP1 (`fsdp1`) shards the run
/// (recipemapping.cpp cites Axolotl's loading and its FSDP2 prepare).
bool axolotlTrainsBf16InPlace(Method method, bool bf16, bool deepspeed, bool fsdp1);
/// The Hugging Face module names of `targets` (LoraTarget bits; 0 is not a list: callers write
/// their framework's "all linear layers" instead).
std::vector<std::string> loraModulesOf(unsigned targets);

/// Scenario::modulesToSave bits from PEFT `modules_to_save` names: embed_tokens and lm_head,
/// the modules Headroom sizes in full beside the adapters. Returns nothing and names the first
/// other module in `unknown`.
std::optional<unsigned> modulesToSaveFrom(const std::vector<std::string>& modules,
                                          std::string& unknown);
/// The PEFT module names of Scenario::modulesToSave bits (embed_tokens, lm_head).
std::vector<std::string> modulesToSaveNames(unsigned bits);
/// Reads a modules_to_save list at `key` into `s.modulesToSave`; an error naming `key` for a
/// module Headroom does not size.
std::optional<Error> readModulesToSave(RecipeKeys& keys, const std::string& key, Scenario& s);
/// The same from module names the recipe gave at `key` in another form (a comma list).
std::optional<Error> applyModulesToSave(const std::vector<std::string>& modules,
                                        const std::string& file, const std::string& key,
                                        Scenario& s);

/// The names a format gives PEFT's LoRA rank, alpha and DoRA switch, and its defaults for
/// the ones a recipe leaves out.
struct LoraKeys {
    const char* rank;
    const char* alpha;
    const char* dora;
    int defaultRank;
    double defaultAlpha; ///< 0: twice the rank (LLaMA-Factory's lora_alpha None)
    const char* dropout;   ///< PEFT's lora_dropout (the memory model keeps its masks)
    double defaultDropout; ///< the format's default when the recipe leaves it out
};
/// Reads rank, alpha, DoRA and dropout onto `s`; a bad value stays in `keys` (keys.failed()).
void readLoraKeys(RecipeKeys& keys, const LoraKeys& names, Scenario& s);
/// Sets `s.loraTargets` from the module names a recipe gave at `key`; an error naming `key`
/// and the modules Headroom models, the format's word for every linear layer (`allName`,
/// "all-linear") first when it is not null. With `notModelled`, the linears it does not size
/// by name (loraTargetsFromModules' `unsized`) are listed there as "key: name".
std::optional<Error> applyLoraTargets(const std::vector<std::string>& modules,
                                      const std::string& file, const std::string& key,
                                      const char* allName, Scenario& s,
                                      std::vector<std::string>* notModelled = nullptr);

/// A comma-separated list ("q_proj, v_proj"), each name without the spaces around it.
std::vector<std::string> splitList(const std::string& text);
/// The names joined with commas, no spaces (LLaMA-Factory's lora_target).
std::string joinList(const std::vector<std::string>& names);

/// How many of `keys` stand at the top level of `doc` (a format's recognition score).
int countKeys(const RecipeJson& doc, std::initializer_list<const char*> keys);

/// Sets the optimizer (and the PyTorch AdamW implementation) from a transformers
/// `OptimizerNames` value; an error naming `key` for an optimizer Headroom does not size.
std::optional<Error> applyHfOptimizer(const std::string& name, const std::string& file,
                                      const std::string& key, Scenario& s);
/// The transformers optimizer name for the scenario's optimizer.
std::string hfOptimizerName(const Scenario& s);

/// transformers' attn_implementation as Headroom sizes it: "eager" keeps the s² scores, "sdpa"
/// is transformers' SDPA path (memory/sdpamask.h), any other kernel (flash_attention_2/3,
/// xformers, sage, flex, a hub kernel) keeps what FlashAttention keeps.
AttentionKernel hfAttentionKernel(const std::string& attnImplementation);
/// The attn_implementation an export writes for `kernel` (flash: "flash_attention_2").
const char* hfAttentionName(AttentionKernel kernel);

/// Sets `s.model` from the recipe's model (`written`, from key `key`), or from --model, or
/// from a config.json beside the recipe; records the written name in context.model.
std::optional<Error> resolveRecipeModel(const std::string& written, const std::string& key,
                                        RecipeImportContext& context, Scenario& s);
/// The model a recipe for `s` names: the recipe's own when it is the same model, the catalog
/// model's first Hugging Face repository, or the folder of an imported config.json.
Expected<std::string> recipeModelName(const Scenario& s, const Catalog& catalog);

/// Mixed precision from bf16 / fp16 flags as the frameworks read them: an error when both are
/// on (transformers TrainingArguments.__post_init__ refuses it) or when neither is (fp32
/// training keeps fp32 activations, which Headroom's memory model does not size).
std::optional<Error> checkPrecision(std::optional<bool> bf16, std::optional<bool> fp16,
                                    const std::string& file, const std::string& bf16Key,
                                    const std::string& fp16Key);

/// The data-parallel ranks of one run of `s` (the samples one optimizer step takes are
/// micro-batch × accumulation × these): every GPU of the run, or a manual plan's dp.
long long recipeDataParallel(const Scenario& s, const Catalog& catalog);
/// Reads a step limit (max_steps) at `key`: a positive number is the limit, 0 or below (the
/// Hugging Face default -1) none.
std::optional<Error> readMaxSteps(RecipeKeys& keys, const std::string& key,
                                  RecipeImportContext& context, bool perEpoch);
/// Writes the step limit of the whole run (context.maxSteps) at max_steps, or removes the key
/// when there is none (the epochs alone).
void writeMaxSteps(const RecipeExportContext& context, RecipeJson& doc);

/// A whole number at `key` within the range the scenario key `range` allows.
std::optional<long long> readRanged(RecipeKeys& keys, const std::string& key, RangeKey range);
/// A number at `key` within the range of the scenario key `range`.
std::optional<double> readRangedNumber(RecipeKeys& keys, const std::string& key, RangeKey range);

} // namespace headroom
