// Preference and RL runs in training recipes: Axolotl (axolotl-ai-cloud/axolotl 067b021c),
// TRL (huggingface/trl f2cd5771), LLaMA-Factory (hiyouga/LLaMA-Factory ff6d4d12).
#include "reciperl.h"

#include "catalog.h"
#include "recipemapping.h"
#include "textformat.h"

#include <algorithm>
#include <string_view>

namespace headroom {

namespace {

/// The keys a format gives a generating run (GRPO) and the defaults it applies to them.
struct GenerationKeys {
    const char* groupSize;      ///< completions per prompt (num_generations)
    const char* completion;     ///< max_completion_length
    const char* useVllm;        ///< generation through vLLM (the only engine Headroom sizes)
    const char* mode;           ///< vllm_mode: colocate or server
    const char* fraction;       ///< the engine's share of each GPU
    const char* tensorParallel; ///< vLLM's tensor parallel size
    const char* dataParallel;   ///< vLLM server's data parallel size (nullptr: not in the file)
    const char* sleep;          ///< vllm_enable_sleep_mode
    const char* beta;           ///< the KL coefficient (a reference model when above 0)
    const char* defaultMode;    ///< vllm_mode when the file gives none
    /// The engine's share when the file gives none; 0: the catalog's default for the placement.
    double defaultFraction;
};

/// Sets the sequences of a preference pair: chosen and rejected are each `total` tokens
/// (prompt + completion; TRL DPOConfig.max_length, LLaMA-Factory cutoff_len). How they split
/// does not change the memory (core/rl/rlstage.cpp sizes the pair at prompt + completion): the
/// halves are noted as assumed.
void setPairLength(RecipeKeys& keys, const std::string& key, long long total,
                   RecipeImportContext& context, Scenario& s) {
    RlRequest& q = *s.rl;
    q.promptLength = static_cast<int>(total / 2);
    q.completionLength = static_cast<int>(total - total / 2);
    s.sequenceLength = static_cast<int>(total);
    keys.source("/prompt_length", key);
    keys.source("/completion_length", key);
    context.assumed.push_back(key + " " + std::to_string(total) +
                              ": chosen and rejected sequences of " + std::to_string(total) +
                              " tokens each, sized as " + std::to_string(q.promptLength) +
                              " prompt + " + std::to_string(q.completionLength) +
                              " completion tokens");
}

/// The reference model of a generating run: TRL GRPOTrainer loads none at beta 0.0
/// ("if self.beta == 0.0: ... self.ref_model = None", grpo_trainer.py at f2cd5771).
void readGenerationBeta(RecipeKeys& keys, const char* key, RlRequest& q) {
    if (const auto beta = keys.number(key, 0, 1e6))
        q.reference = *beta > 0 ? ReferenceKind::Model : ReferenceKind::None;
}

/// A generating run's keys onto `s.rl` (GRPO): the group, the completion, and the vLLM engine
/// on the training GPUs (colocate) or on GPUs of its own (server).
std::optional<Error> readGeneration(RecipeKeys& keys, RecipeImportContext& context,
                                    const GenerationKeys& k, Scenario& s) {
    RlRequest& q = *s.rl;
    const std::string& file = keys.file();
    keys.source("/group_size", k.groupSize);
    q.groupSize = static_cast<int>(keys.integer(k.groupSize, 1, 1024).value_or(q.groupSize));
    keys.source("/completion_length", k.completion);
    if (const auto c = keys.integer(k.completion, 1, 16777216))
        q.completionLength = static_cast<int>(*c);
    else
        context.assumed.push_back(std::string(k.completion) + ": not set, sized at " +
                                  std::to_string(q.completionLength) + " tokens (TRL's default)");
    // GRPOConfig has no prompt limit at f2cd5771: the data set's prompts decide.
    context.assumed.push_back("prompt length: not in the recipe, sized at " +
                              std::to_string(q.promptLength) + " tokens");
    s.sequenceLength = q.promptLength + q.completionLength;
    readGenerationBeta(keys, k.beta, q);
    const bool vllm = keys.boolean(k.useVllm).value_or(false);
    if (keys.failed())
        return keys.error();
    // use_vllm False (GRPOConfig's default): the policy generates through transformers'
    // generate() inside the training step, which Headroom does not size.
    if (!vllm)
        return Error{file, k.useVllm,
                     "generation without vLLM (the policy's own generate()) is not modelled: "
                     "set " + std::string(k.useVllm) + ": true"};
    const int mode = keys.choice(k.mode, {"colocate", "server"})
                         .value_or(std::string_view(k.defaultMode) == "server" ? 1 : 0);
    q.rollout = mode == 1 ? RolloutPlacement::Separate : RolloutPlacement::Colocated;
    keys.source("/rollout_tensor_parallel", k.tensorParallel);
    q.rolloutTensorParallel =
        static_cast<int>(keys.integer(k.tensorParallel, 1, 1024).value_or(1));
    keys.source("/rollout_memory_fraction", k.fraction);
    const double fallback = k.defaultFraction > 0
                                ? k.defaultFraction
                                : defaultRolloutMemoryFraction(q.rollout, context.catalog.assumptions);
    q.rolloutMemoryFraction = keys.number(k.fraction, 0.05, 1).value_or(fallback);
    q.sleepMode = keys.boolean(k.sleep).value_or(false);
    if (q.rollout == RolloutPlacement::Separate) {
        // The server's GPUs: tensor × data parallel (axolotl cli/vllm_serve.py, 1 each by
        // default); TRL's file does not name them (`trl vllm-serve` takes its own arguments).
        const long long dp =
            k.dataParallel ? keys.integer(k.dataParallel, 1, 1024).value_or(1) : 1;
        q.rolloutGpuCount = static_cast<int>(q.rolloutTensorParallel * dp);
        keys.source("/rollout_gpu_count", k.mode);
        if (!k.dataParallel)
            context.assumed.push_back(std::string(k.mode) +
                                      " server: the vLLM server's GPUs are not in the recipe, "
                                      "sized at " + std::to_string(q.rolloutGpuCount));
    }
    if (keys.failed())
        return keys.error();
    return std::nullopt;
}

/// The scenario's policy key names the recipe's method keys (lora-8bit with a colocated
/// engine is refused on it).
void startRun(RecipeKeys& keys, RecipeImportContext& context, RlMethod method,
              const char* methodKey, Scenario& s) {
    s.rl = defaultRlRequest(method, context.catalog.assumptions);
    keys.source("/policy_method", methodKey);
    keys.source("/method", methodKey);
}

} // namespace

std::optional<Error> readAxolotlRl(RecipeKeys& keys, RecipeImportContext& context, Scenario& s) {
    if (!keys.has("rl"))
        return std::nullopt;
    const std::string rl = keys.string("rl").value_or("");
    if (keys.failed())
        return keys.error();
    // builders/rl.py: dpo and ipo through DPOStrategy (ipo is DPO's loss_type "ipo"), orpo
    // ORPOConfig, simpo CPOConfig with loss_type "simpo", grpo and gdpo GRPOStrategy (gdpo
    // differs in how rewards are aggregated, not in what the GPUs hold).
    RlMethod method;
    if (rl == "dpo" || rl == "ipo")
        method = RlMethod::Dpo;
    else if (rl == "orpo")
        method = RlMethod::Orpo;
    else if (rl == "simpo")
        method = RlMethod::Simpo;
    else if (rl == "grpo" || rl == "gdpo")
        method = RlMethod::Grpo;
    else
        return Error{keys.file(), "rl",
                     "rl \"" + escapeControls(rl) +
                         "\" is not modelled (dpo, ipo, orpo, simpo, grpo, gdpo): Headroom "
                         "cannot size this run"};
    startRun(keys, context, method, "rl", s);
    if (method == RlMethod::Grpo) {
        keys.use("sequence_len"); // GRPOStrategy blocklists max_length (grpo/__init__.py)
        // schemas/trl.py TRLConfig, schemas/vllm.py VllmConfig (gpu_memory_utilization 0.9,
        // passed to a colocated engine and to `axolotl vllm-serve` alike); vllm_mode None is
        // GRPOConfig's default "colocate".
        const GenerationKeys k{"trl.num_generations", "trl.max_completion_length",
                               "trl.use_vllm", "trl.vllm_mode", "vllm.gpu_memory_utilization",
                               "vllm.tensor_parallel_size", "vllm.data_parallel_size",
                               "trl.vllm_enable_sleep_mode",
                               keys.has("trl.beta") ? "trl.beta" : "rl_beta", "colocate", 0.9};
        return readGeneration(keys, context, k, s);
    }
    // Pairs: max_length = sequence_len (builders/base.py, dpo/__init__.py).
    setPairLength(keys, "sequence_len", s.sequenceLength, context, s);
    keys.use(keys.has("trl.beta") ? "trl.beta" : "rl_beta");
    keys.use("orpo_alpha");
    keys.use("dpo_loss_type");
    // precompute_ref_log_probs (dpo/__init__.py): the reference's log-probabilities before
    // training; ORPO and SimPO have no reference at all.
    if (method == RlMethod::Dpo && keys.boolean("precompute_ref_log_probs").value_or(false))
        s.rl->reference = ReferenceKind::Precomputed;
    if (keys.failed())
        return keys.error();
    return std::nullopt;
}

namespace {
/// Keys only DPOConfig has among TRL's trainers at f2cd5771 (dpo_config.py).
constexpr const char* kDpoKeys[] = {"loss_weights",   "ld_alpha",          "f_divergence_type",
                                    "f_alpha_divergence_coef", "label_smoothing",
                                    "use_weighting", "discopop_tau"};
/// Keys GRPOConfig has (and RLOOConfig, which adds kRlooKeys): generation and its engine.
constexpr const char* kGrpoKeys[] = {"num_generations",        "max_completion_length",
                                     "use_vllm",               "vllm_mode",
                                     "vllm_gpu_memory_utilization", "vllm_tensor_parallel_size",
                                     "vllm_enable_sleep_mode", "generation_batch_size",
                                     "steps_per_generation",   "num_iterations",
                                     "scale_rewards",          "importance_sampling_level",
                                     "reward_weights",         "mask_truncated_completions"};
constexpr const char* kKtoKeys[] = {"desirable_weight", "undesirable_weight",
                                    "train_sampling_strategy"};
constexpr const char* kRlooKeys[] = {"normalize_advantages", "reward_clip_range"};
/// DPOConfig.loss_type values (dpo_config.py) and GRPOConfig's (grpo_config.py).
constexpr std::string_view kDpoLosses[] = {
    "sigmoid", "hinge",    "ipo",      "exo_pair", "nca_pair", "robust",   "bco_pair", "sppo_hard",
    "aot",     "aot_unpaired", "apo_zero", "apo_down", "discopop", "sigmoid_norm"};
constexpr std::string_view kGrpoLosses[] = {"grpo", "dapo", "dr_grpo", "bnpo", "cispo", "sapo",
                                            "vespo"};

template <std::size_t N>
const char* firstKey(const RecipeKeys& keys, const char* const (&list)[N]) {
    for (const char* k : list)
        if (keys.has(k))
            return k;
    return nullptr;
}

template <std::size_t N>
bool listed(std::string_view value, const std::string_view (&list)[N]) {
    return std::find(std::begin(list), std::end(list), value) != std::end(list);
}

/// loss_type's values (a string or DPO's list): the trainer whose loss it names, or nothing.
std::optional<RlMethod> lossTrainer(const RecipeKeys& keys) {
    const RecipeJson& doc = keys.document();
    const auto it = doc.find("loss_type");
    if (it == doc.end())
        return std::nullopt;
    std::vector<std::string> values;
    if (it->is_string())
        values.push_back(it->get<std::string>());
    else if (it->is_array())
        for (const auto& v : *it)
            if (v.is_string())
                values.push_back(v.get<std::string>());
    for (const std::string& v : values) {
        if (listed(v, kDpoLosses))
            return RlMethod::Dpo;
        if (listed(v, kGrpoLosses))
            return RlMethod::Grpo;
    }
    return std::nullopt;
}
} // namespace

int countTrlRlKeys(const RecipeJson& doc) {
    int n = 0;
    for (const char* k : kDpoKeys)
        n += doc.contains(k) ? 1 : 0;
    for (const char* k : kGrpoKeys)
        n += doc.contains(k) ? 1 : 0;
    for (const char* k : {"beta", "precompute_ref_log_probs"})
        n += doc.contains(k) ? 1 : 0;
    return n;
}

void eraseTrlRlKeys(RecipeJson& doc) {
    for (const char* k : kDpoKeys)
        doc.erase(k);
    for (const char* k : kGrpoKeys)
        doc.erase(k);
    // GRPOScriptArguments' reward functions (trl/scripts/grpo.py) go with the trainer's keys.
    for (const char* k : {"beta", "precompute_ref_log_probs", "reward_funcs"})
        doc.erase(k);
}

Expected<std::optional<RlMethod>> trlTrainer(const RecipeKeys& keys) {
    const std::string& file = keys.file();
    if (const char* k = firstKey(keys, kKtoKeys))
        return Error{file, k, std::string(k) + " is KTOConfig's: a KTO run is not modelled"};
    if (const char* k = firstKey(keys, kRlooKeys))
        return Error{file, k, std::string(k) + " is RLOOConfig's: an RLOO run is not modelled"};
    const char* dpo = firstKey(keys, kDpoKeys);
    const char* grpo = firstKey(keys, kGrpoKeys);
    const std::optional<RlMethod> loss = lossTrainer(keys);
    if (!dpo && loss == RlMethod::Dpo)
        dpo = "loss_type";
    if (!grpo && loss == RlMethod::Grpo)
        grpo = "loss_type";
    if (dpo && grpo)
        return Error{file, grpo,
                     std::string("conflicting keys: ") + grpo + " (GRPOConfig) and " + dpo +
                         " (DPOConfig); give one trainer's keys"};
    if (grpo)
        return std::optional<RlMethod>(RlMethod::Grpo);
    if (dpo || keys.has("precompute_ref_log_probs"))
        return std::optional<RlMethod>(RlMethod::Dpo);
    if (keys.has("beta"))
        return Error{file, "beta",
                     "beta belongs to a preference or RL trainer, but no other key says which "
                     "(DPO: loss_type sigmoid; GRPO: num_generations, use_vllm)"};
    return std::optional<RlMethod>();
}

std::optional<Error> readTrlRl(RecipeKeys& keys, RecipeImportContext& context, RlMethod method,
                               Scenario& s) {
    const char* methodKey = s.method == Method::Lora8bit ? "load_in_8bit" : "use_peft";
    startRun(keys, context, method, methodKey, s);
    keys.use("loss_type");
    if (method == RlMethod::Grpo) {
        keys.use("max_prompt_length"); // removed from GRPOConfig before f2cd5771
        // grpo_config.py: use_vllm False, vllm_mode "colocate", vllm_gpu_memory_utilization
        // 0.3 (the catalog's colocated share), vllm_tensor_parallel_size 1, sleep mode False.
        const GenerationKeys k{"num_generations", "max_completion_length", "use_vllm",
                               "vllm_mode", "vllm_gpu_memory_utilization",
                               "vllm_tensor_parallel_size", nullptr, "vllm_enable_sleep_mode",
                               "beta", "colocate", 0};
        return readGeneration(keys, context, k, s);
    }
    // dpo_config.py: max_length 1024 (prompt + completion), beta 0.1, precompute_ref_log_probs
    // False.
    keys.source("/sequence_length", "max_length");
    const long long total = keys.integer("max_length", 2, 16777216).value_or(1024);
    keys.use("beta");
    if (keys.boolean("precompute_ref_log_probs").value_or(false))
        s.rl->reference = ReferenceKind::Precomputed;
    if (keys.failed())
        return keys.error();
    setPairLength(keys, "max_length", total, context, s);
    return std::nullopt;
}

std::optional<Error> readLlamaFactoryRl(RecipeKeys& keys, RecipeImportContext& context,
                                        const std::string& stage, Scenario& s) {
    const std::string& file = keys.file();
    if (stage == "sft" || stage == "pt")
        return std::nullopt;
    if (stage != "dpo")
        return Error{file, "stage",
                     "stage \"" + escapeControls(stage) +
                         "\" is not modelled (sft, pt, dpo): Headroom cannot size this run"};
    // finetuning_args.py: pref_loss "sigmoid" (hinge, ipo, kto_pair, orpo, simpo); use_ref_model
    // is stage dpo with a pref_loss other than orpo and simpo; pref_beta 0.1.
    const auto loss = keys.choice("pref_loss", {"sigmoid", "hinge", "ipo", "kto_pair", "orpo",
                                                "simpo"});
    if (keys.failed())
        return keys.error();
    const RlMethod method = loss == 4 ? RlMethod::Orpo : loss == 5 ? RlMethod::Simpo
                                                                   : RlMethod::Dpo;
    startRun(keys, context, method, "finetuning_type", s);
    keys.use("pref_beta");
    // The pairwise data processor cuts prompt + response at cutoff_len
    // (data/processor/pairwise.py).
    setPairLength(keys, "cutoff_len", s.sequenceLength, context, s);
    return std::nullopt;
}

bool torchtuneRlLoss(const std::string& lossName) {
    return lossName == "DPOLoss" || lossName == "RSOLoss" || lossName == "PPOLoss";
}

std::optional<Error> readTorchtuneRl(RecipeKeys& keys, RecipeImportContext& context,
                                     const std::string& lossName, Scenario& s) {
    if (lossName == "PPOLoss")
        return Error{keys.file(), "loss._component_",
                     "torchtune's PPO recipe (PPOLoss) generates through the policy itself, "
                     "which is not modelled: Headroom sizes PPO with a vLLM engine"};
    // DPOLoss and RSOLoss (rlhf/loss/dpo.py) differ in the loss alone; the reference is the
    // ref_checkpointer's model (full_dpo_distributed.py) or the base with the adapters off
    // (lora_dpo_*.py); chosen and rejected are each cut at max_seq_len
    // (datasets/_preference.py).
    startRun(keys, context, RlMethod::Dpo, "model._component_", s);
    keys.use("loss");
    keys.use("ref_checkpointer");
    setPairLength(keys, "tokenizer.max_seq_len", s.sequenceLength, context, s);
    s.fusedCrossEntropy = false; // the pair's log-probabilities come from the full logits
    return std::nullopt;
}

} // namespace headroom
