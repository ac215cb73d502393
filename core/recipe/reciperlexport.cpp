// Preference and RL runs written as recipes: Axolotl (axolotl-ai-cloud/axolotl 067b021c), TRL
// (huggingface/trl f2cd5771), LLaMA-Factory (hiyouga/LLaMA-Factory ff6d4d12), torchtune
// (pytorch/torchtune bd2a0fc7); the keys are those reciperl.cpp reads.
#include "reciperlexport.h"

#include "catalog.h"
#include "reciperl.h"
#include "rlrequest.h"

#include <string>

namespace headroom {

namespace {

/// GRPO's KL coefficient when the run keeps a reference model and the recipe gives none: TRL's
/// default is 0.0 (no reference, grpo_config.py at f2cd5771), so a reference needs a value
/// above it; DeepSeek-R1 trained with 0.001 (the catalog's rl_grpo_beta source).
constexpr double kGrpoBetaWithReference = 0.001;

/// The KL coefficient to write at `key`: the customer's own where it agrees with the
/// reference the run keeps (above 0 exactly when a reference model is loaded), else the
/// method's default.
double betaFor(const RlRequest& q, const Assumptions& defaults, const RecipeJson& doc,
               const char* key) {
    const bool model = q.reference == ReferenceKind::Model ||
                       (q.method == RlMethod::Dpo && q.reference == ReferenceKind::Precomputed);
    if (const auto it = doc.find(key); it != doc.end() && it->is_number()) {
        const double own = it->get<double>();
        if ((own > 0) == model)
            return own;
    }
    if (!model)
        return 0.0;
    const double fallback = klCoefficient(q.method, defaults);
    return fallback > 0 ? fallback : kGrpoBetaWithReference;
}

/// The method's name in Axolotl's `rl` (schemas/enums.py RLType).
const char* axolotlRl(RlMethod m) {
    switch (m) {
    case RlMethod::Orpo:
        return "orpo";
    case RlMethod::Simpo:
        return "simpo";
    case RlMethod::Grpo:
        return "grpo";
    default:
        return "dpo";
    }
}

/// A generating run's engine in Axolotl's `trl:` and `vllm:` sections (schemas/trl.py
/// TRLConfig, schemas/vllm.py VllmConfig; cli/vllm_serve.py starts the server with tensor ×
/// data parallel GPUs).
void writeAxolotlGeneration(const RlRequest& q, double beta, RecipeJson& doc) {
    RecipeJson& trl = doc["trl"];
    if (!trl.is_object())
        trl = RecipeJson::object();
    trl["num_generations"] = q.groupSize;
    trl["max_completion_length"] = q.completionLength;
    trl["use_vllm"] = true;
    trl["vllm_mode"] = q.rollout == RolloutPlacement::Separate ? "server" : "colocate";
    trl["vllm_enable_sleep_mode"] = q.sleepMode;
    trl["beta"] = beta;
    RecipeJson& vllm = doc["vllm"];
    if (!vllm.is_object())
        vllm = RecipeJson::object();
    vllm["gpu_memory_utilization"] = q.rolloutMemoryFraction;
    vllm["tensor_parallel_size"] = q.rolloutTensorParallel;
    if (q.rollout == RolloutPlacement::Separate)
        vllm["data_parallel_size"] =
            std::max(1, q.rolloutGpuCount / std::max(1, q.rolloutTensorParallel));
    else
        vllm.erase("data_parallel_size");
    doc.erase("rl_beta");
}

} // namespace

int pairLength(const RlRequest& q) { return q.promptLength + q.completionLength; }

std::optional<Error> rlExportRefusal(const Scenario& s, std::string_view to) {
    if (!s.rl)
        return std::nullopt;
    const RlMethod m = s.rl->method;
    const std::string method = toString(m);
    auto refuse = [&](const std::string& why) {
        return Error{"", "/method", "method " + method + " is not exported to " +
                                        std::string(to) + ": " + why};
    };
    // PPO: Axolotl's RLType has no PPO; LLaMA-Factory's stage ppo, torchtune's PPO recipe and
    // TRL's experimental PPOTrainer generate through the policy itself, not a vLLM engine.
    if (m == RlMethod::Ppo)
        return refuse("no format runs PPO with a vLLM engine as Headroom sizes it");
    if (m == RlMethod::Grpo && (to == "llamafactory" || to == "torchtune"))
        return refuse(to == "llamafactory"
                          ? "LLaMA-Factory has no GRPO stage (finetuning_args.py stage: pt, sft, "
                            "rm, ppo, dpo, kto); export to axolotl or trl"
                          : "torchtune's GRPO recipes are in recipes/dev and generate through the "
                            "policy or Ray workers; export to axolotl or trl");
    if ((m == RlMethod::Orpo || m == RlMethod::Simpo) && (to == "trl" || to == "torchtune"))
        return refuse(to == "trl" ? "TRL trains it with ORPOTrainer / CPOTrainer, whose configs "
                                    "Headroom does not read back; export to axolotl or "
                                    "llamafactory"
                                  : "torchtune.rlhf.loss has DPOLoss and RSOLoss only; export "
                                    "to axolotl or llamafactory");
    if (m == RlMethod::Dpo && s.rl->reference == ReferenceKind::Precomputed &&
        (to == "llamafactory" || to == "torchtune"))
        return Error{"", "/reference",
                     "reference precomputed is not exported to " + std::string(to) +
                         ": it computes the reference's log-probabilities during training "
                         "(no precompute_ref_log_probs); export to axolotl or trl, or set "
                         "reference \"model\""};
    return std::nullopt;
}

void writeAxolotlRl(const Scenario& s, const Assumptions& defaults, bool start, RecipeJson& doc) {
    if (!s.rl) {
        for (const char* k : {"rl", "rl_beta", "trl", "vllm", "precompute_ref_log_probs"})
            doc.erase(k);
        return;
    }
    const RlRequest& q = *s.rl;
    doc["rl"] = axolotlRl(q.method);
    // RL datasets are not packed (examples/llama-3/instruct-dpo-lora-8b.yml: sample_packing
    // false); a pair is sequence_len long (builders/base.py max_length).
    doc["sample_packing"] = false;
    if (generates(q.method)) {
        // GRPOStrategy ignores sequence_len (blocklisted in grpo/__init__.py); the run's
        // prompt + completion is written for the reader.
        doc["sequence_len"] = pairLength(q);
        writeAxolotlGeneration(q, betaFor(q, defaults, doc.value("trl", RecipeJson::object()),
                                          "beta"),
                               doc);
        doc.erase("precompute_ref_log_probs");
        if (start) {
            // examples/llama-3/qlora-1b-gdpo.yaml: GSM8K with the example's reward functions
            // (the customer's rwd.py beside the recipe).
            doc["datasets"] = RecipeJson::array({{{"path", "openai/gsm8k"},
                                                  {"name", "main"},
                                                  {"split", "train"},
                                                  {"type", "rwd.gsm8k_transform"}}});
            doc["trl"]["reward_funcs"] =
                RecipeJson::array({"rwd.format_reward", "rwd.correctness_reward"});
        }
        return;
    }
    doc["sequence_len"] = pairLength(q);
    doc.erase("trl");
    doc.erase("vllm");
    if (q.method == RlMethod::Dpo) {
        doc["rl_beta"] = betaFor(q, defaults, doc, "rl_beta");
        doc["precompute_ref_log_probs"] = q.reference == ReferenceKind::Precomputed;
    } else {
        doc.erase("rl_beta");
        doc.erase("precompute_ref_log_probs");
    }
    if (start)
        // examples/llama-3/instruct-dpo-lora-8b.yml's preference data.
        doc["datasets"] = RecipeJson::array({{{"path", "fozziethebeat/alpaca_messages_2k_dpo_test"},
                                              {"type", "chat_template.default"},
                                              {"field_messages", "conversation"},
                                              {"field_chosen", "chosen"},
                                              {"field_rejected", "rejected"}}});
}

void writeTrlRl(const Scenario& s, const Assumptions& defaults, bool start, RecipeJson& doc) {
    if (!s.rl) {
        // A supervised run over a customer's DPO or GRPO file: the trainer's keys go (the
        // lists the TRL reader recognises them by).
        eraseTrlRlKeys(doc);
        return;
    }
    const RlRequest& q = *s.rl;
    // Neither DPOConfig nor GRPOConfig packs (packing is SFTConfig's).
    doc.erase("packing");
    if (q.method == RlMethod::Grpo) {
        // grpo_config.py: num_generations, max_completion_length, use_vllm, vllm_mode,
        // vllm_gpu_memory_utilization, vllm_tensor_parallel_size, vllm_enable_sleep_mode, beta;
        // loss_type keeps GRPOConfig's default. The server's GPUs are `trl vllm-serve`'s own
        // arguments, not the config's.
        doc.erase("max_length");
        doc.erase("loss_type");
        doc["num_generations"] = q.groupSize;
        doc["max_completion_length"] = q.completionLength;
        doc["use_vllm"] = true;
        doc["vllm_mode"] = q.rollout == RolloutPlacement::Separate ? "server" : "colocate";
        doc["vllm_gpu_memory_utilization"] = q.rolloutMemoryFraction;
        doc["vllm_tensor_parallel_size"] = q.rolloutTensorParallel;
        doc["vllm_enable_sleep_mode"] = q.sleepMode;
        doc["beta"] = betaFor(q, defaults, doc, "beta");
        doc.erase("precompute_ref_log_probs");
        if (start) {
            // docs/source/grpo_trainer.md's quick start: DeepMath-103K, accuracy_reward
            // (scripts/grpo.py's reward_funcs registry).
            doc["dataset_name"] = "trl-lib/DeepMath-103K";
            doc["reward_funcs"] = RecipeJson::array({"accuracy_reward"});
            doc["output_dir"] = "headroom-grpo";
        }
        return;
    }
    // dpo_config.py: max_length (prompt + completion), loss_type sigmoid, beta,
    // precompute_ref_log_probs.
    doc["max_length"] = pairLength(q);
    doc["loss_type"] = "sigmoid";
    doc["beta"] = betaFor(q, defaults, doc, "beta");
    doc["precompute_ref_log_probs"] = q.reference == ReferenceKind::Precomputed;
    if (start) {
        // docs/source/dpo_trainer.md's quick start data.
        doc["dataset_name"] = "trl-lib/ultrafeedback_binarized";
        doc["output_dir"] = "headroom-dpo";
    }
}

void writeLlamaFactoryRl(const Scenario& s, const Assumptions& defaults, bool start,
                         RecipeJson& doc) {
    if (!s.rl) {
        if (doc.value("stage", std::string()) == "dpo")
            doc["stage"] = "sft";
        for (const char* k : {"pref_beta", "pref_loss"})
            doc.erase(k);
        return;
    }
    const RlRequest& q = *s.rl;
    // hparams/finetuning_args.py: stage dpo with pref_loss sigmoid (DPO), orpo or simpo;
    // pref_beta; the pairwise processor cuts prompt + response at cutoff_len.
    doc["stage"] = "dpo";
    const std::string own = doc.value("pref_loss", std::string());
    const bool dpoLoss = own == "sigmoid" || own == "hinge" || own == "ipo";
    doc["pref_loss"] = q.method == RlMethod::Orpo    ? "orpo"
                       : q.method == RlMethod::Simpo ? "simpo"
                       : dpoLoss                     ? own
                                                     : "sigmoid";
    doc["pref_beta"] = q.method == RlMethod::Dpo ? betaFor(q, defaults, doc, "pref_beta")
                                                 : doc.value("pref_beta", 0.1);
    doc["cutoff_len"] = pairLength(q);
    doc["packing"] = false;
    if (start) {
        // examples/train_lora/qwen3_lora_dpo.yaml's data.
        doc["dataset"] = "dpo_en_demo";
        doc["output_dir"] = "saves/headroom-dpo";
    }
}

void writeTorchtuneRl(const Scenario& s, bool start, RecipeJson& doc) {
    if (!s.rl) {
        doc.erase("ref_checkpointer");
        return;
    }
    const RlRequest& q = *s.rl;
    // recipes/configs/llama3_1/8B_lora_dpo_single_device.yaml and 8B_full_dpo.yaml: DPOLoss,
    // pairs cut at tokenizer.max_seq_len, stack_exchange_paired_dataset; the full recipe loads
    // the reference from ref_checkpointer ("should always point to the original weights"),
    // the LoRA recipes use the base with the adapters off.
    RecipeJson loss = {{"_component_", "torchtune.rlhf.loss.DPOLoss"}};
    if (const auto it = doc.find("loss");
        it != doc.end() && it->is_object() && it->contains("beta"))
        loss["beta"] = (*it)["beta"];
    doc["loss"] = loss;
    doc["tokenizer"]["max_seq_len"] = pairLength(q);
    if (start || !doc.contains("dataset") || !doc["dataset"].is_object())
        doc["dataset"] = {{"_component_", "torchtune.datasets.stack_exchange_paired_dataset"}};
    else
        doc["dataset"].erase("packed");
    if (s.method == Method::Full)
        doc["ref_checkpointer"] = doc["checkpointer"];
    else
        doc.erase("ref_checkpointer");
}

} // namespace headroom
