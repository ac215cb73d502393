// Preference and RL recipes (issue 32): Axolotl's `rl:`, TRL's DPOConfig / GRPOConfig keys and
// LLaMA-Factory's `stage: dpo` import as the run they describe, never as supervised
// fine-tuning; a run Headroom cannot size is refused with one line naming the file and the key.
#include "recipeimport.h"
#include "scenariojson.h"
#include "sizing.h"
#include "support.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <nlohmann/json.hpp>

using namespace headroom;
using namespace headroom::test;

namespace {

/// One recipe and the run it must import as.
struct RlRow {
    const char* what;
    const char* file; ///< the name decides nothing; the keys decide the format
    std::string text;
    std::function<void(const Scenario&)> check;
};

const char* kAxolotlBase = "base_model: Qwen/Qwen3-8B\nadapter: lora\nlora_r: 16\n"
                           "sequence_len: 2048\nmicro_batch_size: 2\n";

bool notModelled(const Scenario& s, const std::string& key) {
    const auto& list = s.recipe->notModelled;
    return std::find(list.begin(), list.end(), key) != list.end();
}

} // namespace

TEST_CASE("Preference and RL recipes import as the run they describe", "[recipe][rl]") {
    const std::string grpo = std::string(kAxolotlBase) +
                             "rl: grpo\ntrl:\n  use_vllm: true\n  num_generations: 4\n"
                             "  max_completion_length: 1024\n";
    const std::vector<RlRow> rows = {
        {"Axolotl rl: dpo, pairs of sequence_len", "ax.yaml",
         std::string(kAxolotlBase) + "rl: dpo\nrl_beta: 0.1\n",
         [](const Scenario& s) {
             CHECK(s.rl->method == RlMethod::Dpo);
             CHECK(s.method == Method::Lora);
             CHECK(s.loraRank == 16);
             CHECK(s.rl->promptLength == 1024);
             CHECK(s.rl->completionLength == 1024);
             CHECK(s.rl->reference == ReferenceKind::Model);
             CHECK(s.microBatch == 2);
             CHECK_FALSE(notModelled(s, "rl"));
             CHECK_FALSE(notModelled(s, "rl_beta"));
         }},
        {"Axolotl rl: ipo is DPO with its loss", "ax.yaml",
         std::string(kAxolotlBase) + "rl: ipo\nprecompute_ref_log_probs: true\n",
         [](const Scenario& s) {
             CHECK(s.rl->method == RlMethod::Dpo);
             CHECK(s.rl->reference == ReferenceKind::Precomputed);
         }},
        {"Axolotl rl: orpo, reference-free", "ax.yaml", std::string(kAxolotlBase) + "rl: orpo\n",
         [](const Scenario& s) {
             CHECK(s.rl->method == RlMethod::Orpo);
             CHECK(s.rl->reference == ReferenceKind::None);
             CHECK(s.rl->promptLength + s.rl->completionLength == 2048);
         }},
        {"Axolotl rl: simpo", "ax.yaml", std::string(kAxolotlBase) + "rl: simpo\n",
         [](const Scenario& s) { CHECK(s.rl->method == RlMethod::Simpo); }},
        {"Axolotl rl: grpo, a colocated vLLM at Axolotl's 0.9", "ax.yaml", grpo,
         [](const Scenario& s) {
             CHECK(s.rl->method == RlMethod::Grpo);
             CHECK(s.rl->groupSize == 4);
             CHECK(s.rl->completionLength == 1024);
             CHECK(s.rl->promptLength == 512);
             CHECK(s.rl->rollout == RolloutPlacement::Colocated);
             CHECK(s.rl->rolloutMemoryFraction == Approx(0.9));
             CHECK(s.rl->reference == ReferenceKind::None); // GRPOConfig beta 0.0
             CHECK_FALSE(notModelled(s, "trl"));
             CHECK_FALSE(notModelled(s, "trl.num_generations"));
         }},
        {"Axolotl rl: grpo with a KL term, the engine's share and tensor parallel", "ax.yaml",
         grpo + "  beta: 0.04\n  vllm_enable_sleep_mode: true\nvllm:\n"
                "  gpu_memory_utilization: 0.35\n  tensor_parallel_size: 2\n",
         [](const Scenario& s) {
             CHECK(s.rl->reference == ReferenceKind::Model);
             CHECK(s.rl->rolloutMemoryFraction == Approx(0.35));
             CHECK(s.rl->rolloutTensorParallel == 2);
             CHECK(s.rl->sleepMode);
         }},
        {"Axolotl rl: grpo on a vLLM server of 2 × 1 GPUs", "ax.yaml",
         grpo + "  vllm_mode: server\nvllm:\n  tensor_parallel_size: 2\n",
         [](const Scenario& s) {
             CHECK(s.rl->rollout == RolloutPlacement::Separate);
             CHECK(s.rl->rolloutGpuCount == 2);
             CHECK(s.rl->rolloutMemoryFraction == Approx(0.9));
         }},
        {"TRL GRPOConfig keys: trl grpo", "trl.yaml",
         "model_name_or_path: Qwen/Qwen3-8B\nuse_peft: true\nlora_r: 32\nuse_vllm: true\n"
         "num_generations: 8\nper_device_train_batch_size: 8\nmax_completion_length: 256\n",
         [](const Scenario& s) {
             CHECK(s.recipe->framework == "trl");
             CHECK(s.rl->method == RlMethod::Grpo);
             CHECK(s.method == Method::Lora);
             CHECK(s.rl->groupSize == 8);
             CHECK(s.rl->completionLength == 256);
             CHECK(s.rl->rolloutMemoryFraction == Approx(0.3)); // GRPOConfig's default
             CHECK(s.microBatch == 8);
         }},
        {"TRL DPOConfig keys: trl dpo", "trl.yaml",
         "model_name_or_path: Qwen/Qwen3-8B\nloss_type: [sigmoid]\nbeta: 0.1\n"
         "max_length: 3000\nper_device_train_batch_size: 2\n",
         [](const Scenario& s) {
             CHECK(s.rl->method == RlMethod::Dpo);
             CHECK(s.method == Method::Full);
             CHECK(s.rl->promptLength == 1500);
             CHECK(s.rl->completionLength == 1500);
             CHECK(s.gradientCheckpointing); // _BaseConfig's default
         }},
        {"LLaMA-Factory stage: dpo", "lf.yaml",
         "model_name_or_path: Qwen/Qwen3-8B\nstage: dpo\nfinetuning_type: lora\nbf16: true\n"
         "pref_beta: 0.1\npref_loss: sigmoid\ncutoff_len: 4096\n",
         [](const Scenario& s) {
             CHECK(s.rl->method == RlMethod::Dpo);
             CHECK(s.rl->promptLength == 2048);
             CHECK(s.rl->completionLength == 2048);
             CHECK_FALSE(notModelled(s, "pref_beta"));
         }},
        {"LLaMA-Factory stage: dpo with pref_loss simpo", "lf.yaml",
         "model_name_or_path: Qwen/Qwen3-8B\nstage: dpo\nfinetuning_type: lora\nbf16: true\n"
         "pref_loss: simpo\n",
         [](const Scenario& s) {
             CHECK(s.rl->method == RlMethod::Simpo);
             CHECK(s.rl->promptLength + s.rl->completionLength == 2048); // cutoff_len default
         }},
        {"torchtune DPOLoss (recipes/configs/llama3_1/8B_lora_dpo.yaml's keys)", "tt.yaml",
         "model:\n  _component_: torchtune.models.llama3_1.lora_llama3_1_8b\n"
         "  lora_attn_modules: [q_proj, v_proj, output_proj]\n  lora_rank: 8\n"
         "  lora_alpha: 16\ntokenizer:\n  _component_: torchtune.models.llama3.llama3_tokenizer\n"
         "  max_seq_len: 1024\nbatch_size: 4\ngradient_accumulation_steps: 4\nepochs: 1\n"
         "loss:\n  _component_: torchtune.rlhf.loss.DPOLoss\n  beta: 0.05\n",
         [](const Scenario& s) {
             CHECK(s.recipe->framework == "torchtune");
             CHECK(s.rl->method == RlMethod::Dpo);
             CHECK(s.method == Method::Lora);
             CHECK(s.rl->promptLength == 512);
             CHECK(s.rl->completionLength == 512);
             CHECK(s.microBatch == 4);
             CHECK_FALSE(notModelled(s, "loss.beta"));
         }},
    };
    for (const RlRow& row : rows) {
        ScratchDir dir("recipe-rl");
        writeFile(dir / row.file, row.text);
        auto s = importRecipe((dir / row.file).string(), catalog());
        INFO(row.what << ": " << (s ? std::string() : s.error().toString()));
        REQUIRE(s.ok());
        REQUIRE(s.value().rl.has_value());
        row.check(s.value());
        // The scenario reads back as the same run.
        auto again = parseScenario(toJson(s.value()), "again.json", catalog());
        REQUIRE(again.ok());
        CHECK(again.value().rl == s.value().rl);
    }
}

TEST_CASE("A preference or RL recipe Headroom cannot size: one line naming the key",
          "[recipe][rl]") {
    struct Refusal {
        const char* what;
        const char* file;
        std::string text;
        const char* key;
        const char* words;
    };
    const std::string ax = kAxolotlBase;
    const std::vector<Refusal> rows = {
        {"Axolotl rl: kto", "ax.yaml", ax + "rl: kto\n", "rl", "rl \"kto\" is not modelled"},
        {"Axolotl rl: a value of no framework", "ax.yaml", ax + "rl: \"x\\e[2Jy\"\n", "rl",
         "rl \"x\\x1b[2Jy\""},
        {"Axolotl GRPO generating through the policy", "ax.yaml",
         ax + "rl: grpo\ntrl:\n  num_generations: 4\n", "trl.use_vllm",
         "generation without vLLM"},
        {"Axolotl GRPO: an unknown vLLM mode", "ax.yaml",
         ax + "rl: grpo\ntrl:\n  use_vllm: true\n  vllm_mode: remote\n", "trl.vllm_mode",
         "remote"},
        {"Axolotl GRPO: a group that does not divide the step (2 × 1 × 4 GPUs)", "ax.yaml",
         ax + "rl: grpo\ntrl:\n  use_vllm: true\n  num_generations: 3\n",
         "trl.num_generations", "does not divide the step's 8 completions"},
        {"Axolotl GRPO: an engine share above 1", "ax.yaml",
         ax + "rl: grpo\ntrl:\n  use_vllm: true\nvllm:\n  gpu_memory_utilization: 1.5\n",
         "vllm.gpu_memory_utilization", "1.5"},
        {"TRL: KTOConfig's keys", "trl.yaml",
         "model_name_or_path: Qwen/Qwen3-8B\ndesirable_weight: 1.0\nbeta: 0.1\n",
         "desirable_weight", "KTO"},
        {"TRL: DPO's and GRPO's keys in one file", "trl.yaml",
         "model_name_or_path: Qwen/Qwen3-8B\nlabel_smoothing: 0.1\nnum_generations: 8\n",
         "num_generations", "conflicting keys"},
        {"TRL: beta alone", "trl.yaml",
         "model_name_or_path: Qwen/Qwen3-8B\nbeta: 0.1\nper_device_train_batch_size: 2\n",
         "beta", "no other key says which"},
        {"torchtune PPOLoss", "tt.yaml",
         "model:\n  _component_: torchtune.models.llama3_1.llama3_1_8b\n"
         "tokenizer:\n  _component_: torchtune.models.llama3.llama3_tokenizer\n"
         "  max_seq_len: 1024\nbatch_size: 4\ngradient_accumulation_steps: 1\nepochs: 1\n"
         "loss:\n  _component_: torchtune.rlhf.loss.PPOLoss\n",
         "loss._component_", "PPOLoss"},
        {"LLaMA-Factory stage: ppo", "lf.yaml",
         "model_name_or_path: Qwen/Qwen3-8B\nstage: ppo\nfinetuning_type: lora\n", "stage",
         "stage \"ppo\" is not modelled"},
        {"LLaMA-Factory stage: kto", "lf.yaml",
         "model_name_or_path: Qwen/Qwen3-8B\nstage: kto\nfinetuning_type: lora\n", "stage",
         "stage \"kto\""},
        {"LLaMA-Factory pref_loss of no framework", "lf.yaml",
         "model_name_or_path: Qwen/Qwen3-8B\nstage: dpo\nfinetuning_type: lora\nbf16: true\n"
         "pref_loss: cpo\n",
         "pref_loss", "cpo"},
    };
    for (const Refusal& row : rows) {
        ScratchDir dir("recipe-rl-refused");
        writeFile(dir / row.file, row.text);
        auto s = importRecipe((dir / row.file).string(), catalog());
        INFO(row.what);
        REQUIRE_FALSE(s.ok());
        INFO(s.error().toString());
        CHECK(s.error().file == (dir / row.file).string());
        CHECK(s.error().key == row.key);
        CHECK(s.error().toString().find(row.words) != std::string::npos);
        CHECK(s.error().toString().find('\n') == std::string::npos);
    }
}

TEST_CASE("A scenario's recipe.file of a GRPO recipe keeps the run on the window's build",
          "[recipe][rl]") {
    ScratchDir dir("recipe-rl-training");
    writeFile(dir / "ax.yaml", std::string(kAxolotlBase) +
                                   "rl: grpo\ntrl:\n  use_vllm: true\n  num_generations: 4\n");
    auto recipe = importRecipe((dir / "ax.yaml").string(), catalog());
    REQUIRE(recipe.ok());
    Scenario build;
    build.server = "8x-h200-sxm";
    const Scenario s = withTrainingOf(recipe.value(), build);
    REQUIRE(s.rl.has_value());
    CHECK(s.rl->method == RlMethod::Grpo);
    CHECK(s.rl->groupSize == 4);
    CHECK(s.server == "8x-h200-sxm");
}

TEST_CASE("An exported recipe names the training stack it changed and re-imports on its build",
          "[recipe][export]") {
    // issue 32: the torchtune export did not say that it changed the training stack, and a file
    // fitted for one card came back on the default 4× H200 NVL.
    ScratchDir dir("recipe-export-build");
    auto parsed = parseScenario(nlohmann::json::parse(R"({"model": "llama-3.2-3b",
        "server": "1x-rtx-4090-ws", "method": "lora", "stack": "hf-trainer",
        "sequence_length": 1024})"),
                                "s.json", catalog());
    REQUIRE(parsed.ok());
    for (const char* to : {"axolotl", "llamafactory", "torchtune", "trl"}) {
        INFO(to);
        const fs::path file = dir / (std::string(to) + ".yaml");
        auto exported = exportRecipe(parsed.value(), catalog(), to, file.string());
        INFO((exported ? std::string() : exported.error().toString()));
        REQUIRE(exported.ok());
        const auto& changes = exported->fit.changes;
        const bool stackNamed =
            std::find(changes.begin(), changes.end(),
                      "training stack hf-trainer → torchtune (torchtune trains with its own)") !=
            changes.end();
        CHECK(stackNamed == (std::string(to) == "torchtune"));
        INFO(exported->text.substr(0, 400));
        CHECK(exported->text.find("\n# Headroom build: server=1x-rtx-4090-ws gpu=") !=
              std::string::npos);
        writeFile(file, exported->text);
        if (!exported->deepSpeedPath.empty())
            writeFile(exported->deepSpeedPath, exported->deepSpeedText);
        auto again = importRecipe(file.string(), catalog());
        INFO((again ? std::string() : again.error().toString()));
        REQUIRE(again.ok());
        CHECK(again->server == "1x-rtx-4090-ws");
        // The same answer as the export printed, on the same build.
        CHECK(evaluate(again.value(), catalog()).answer.answer == exported->answer.answer);
    }
    // A build this catalog lacks: the default build, and the note says so.
    writeFile(dir / "other.yaml", "# Headroom build: server=9x-nothing gpu= gpu_count=0 nodes=1\n"
                                  "base_model: TinyLlama/TinyLlama-1.1B-intermediate-step-1431k-3T\n"
                                  "adapter: lora\nsequence_len: 1024\n");
    auto other = importRecipe((dir / "other.yaml").string(), catalog());
    REQUIRE(other.ok());
    CHECK(other->server == Scenario().server);
    const auto& assumed = other->recipe->assumed;
    CHECK(std::any_of(assumed.begin(), assumed.end(), [](const std::string& a) {
        return a.find("9x-nothing") != std::string::npos &&
               a.find("is not in the catalog") != std::string::npos;
    }));
}
