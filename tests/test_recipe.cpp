// Training recipes in and out (issue 24): the frameworks' own example configurations
// (tests/data/recipes/, sources in SOURCES.md) import to the scenario their documentation
// describes; every format round-trips; bad input is one line naming the file and the key.
#include "gpumemory.h"
#include "recipedocument.h"
#include "recipeimport.h"
#include "sizing.h"
#include "support.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

using namespace headroom;
using namespace headroom::test;

namespace {

const fs::path kRecipes = fs::path(HEADROOM_TEST_DATA) / "recipes";

Scenario imported(const std::string& file, const std::string& model = {}) {
    auto s = importRecipe((kRecipes / file).string(), catalog(), model);
    INFO((s ? std::string() : s.error().toString()));
    REQUIRE(s.ok());
    return s.value();
}

Error refused(const fs::path& file, const std::string& model = {}) {
    auto s = importRecipe(file.string(), catalog(), model);
    REQUIRE_FALSE(s.ok());
    return s.error();
}

bool lists(const std::vector<std::string>& list, const std::string& key) {
    return std::find(list.begin(), list.end(), key) != list.end();
}

/// The keys a recipe models, side by side (the round trip compares these).
nlohmann::json modelled(const Scenario& s) {
    nlohmann::json j = toJson(s);
    nlohmann::json out;
    for (const char* key : {"model",
                            "stack",
                            "method",
                            "optimizer",
                            "optimizer_impl",
                            "offload",
                            "sharding",
                            "state_bytes",
                            "sequence_length",
                            "packing",
                            "micro_batch",
                            "gradient_accumulation",
                            "gradient_checkpointing",
                            "fused_cross_entropy",
                            "fused_loss",
                            "attention",
                            "compile",
                            "activation_offload",
                            "optimizer_in_backward",
                            "lora_rank",
                            "lora_alpha",
                            "lora_targets",
                            "dora",
                            "nf4_double_quant",
                            "modules_to_save",
                            "epochs",
                            "dataset_tokens"})
        if (j.contains(key))
            out[key] = j[key];
    if (s.method == Method::Full) // a full fine-tune has no adapter to compare
        for (const char* key :
             {"lora_rank", "lora_alpha", "lora_targets", "dora", "modules_to_save"})
            out.erase(key);
    return out;
}

} // namespace

TEST_CASE("Axolotl's Llama 3 QLoRA example imports as QLoRA r32 on every linear layer",
          "[recipe]") {
    const Scenario s = imported("axolotl/llama-3-qlora.yml");
    CHECK(s.model == "llama-3-8b"); // NousResearch/Meta-Llama-3-8B
    CHECK(s.method == Method::Qlora);
    CHECK(s.loraRank == 32);
    CHECK(s.loraAlpha == 16);
    CHECK(s.loraTargets == 0u); // lora_target_linear: true
    CHECK(s.sequenceLength == 4096);
    CHECK(s.packing);
    CHECK(s.microBatch == 2);
    CHECK(s.gradientAccumulation == 4);
    CHECK(s.epochs == 4);
    CHECK(s.optimizer == Optimizer::PagedAdamW); // paged_adamw_32bit
    CHECK(s.gradientCheckpointing);
    CHECK(s.sharding == Sharding::None); // neither deepspeed nor fsdp: DDP
    CHECK(s.offload == Offload::None);
    CHECK(s.stack == "hf-trainer");
    CHECK(s.nf4DoubleQuant); // Axolotl's BitsAndBytesConfig
    REQUIRE(s.recipe);
    CHECK(s.recipe->framework == "axolotl");
    CHECK(s.recipe->model == "NousResearch/Meta-Llama-3-8B");
    const auto& note = s.recipe->notModelled;
    for (const char* key : {"learning_rate", "lr_scheduler", "warmup_ratio", "datasets",
                            "special_tokens", "tf32"})
        CHECK(lists(note, key));
    // lora_dropout keeps the dropout's input per adapted linear (PEFT): sized, not listed.
    CHECK_FALSE(lists(note, "lora_dropout"));
    CHECK(s.loraDropout == Approx(0.05));
    // Keys without a value (`lora_model_dir:`) are not set, so not listed; mapped keys neither.
    CHECK_FALSE(lists(note, "lora_model_dir"));
    CHECK_FALSE(lists(note, "sequence_len"));
    CHECK_FALSE(lists(note, "optimizer"));
}

TEST_CASE("Axolotl's full fine-tune example keeps paged 8-bit AdamW and 8k packed sequences",
          "[recipe]") {
    const Scenario s = imported("axolotl/llama-3-fft-8b.yaml");
    CHECK(s.model == "llama-3.1-8b");
    CHECK(s.method == Method::Full);
    CHECK(s.sequenceLength == 8192);
    CHECK(s.packing);
    CHECK(s.microBatch == 1);
    CHECK(s.gradientAccumulation == 8);
    CHECK(s.optimizer == Optimizer::PagedAdamW8bit);
    CHECK(s.gradientCheckpointing);
    CHECK(lists(s.recipe->notModelled, "gradient_checkpointing_kwargs"));
}

TEST_CASE("Axolotl's Liger FSDP example shards fully and offloads the parameters", "[recipe]") {
    const Scenario s = imported("axolotl/llama-3-fft-8b-liger-fsdp.yaml");
    CHECK(s.stack == "liger");
    CHECK(s.fusedCrossEntropy);
    CHECK(s.fusedLoss == FusedLossKind::FusedLinear);
    CHECK(s.sharding == Sharding::Full);        // fsdp_sharding_strategy: FULL_SHARD
    CHECK(s.offload == Offload::Parameters);    // fsdp_offload_params: true
    CHECK(s.fsdpVersion == FsdpVersion::Fsdp1); // no fsdp_version: FSDP1
    CHECK(s.optimizer == Optimizer::AdamW);
    CHECK(s.optimizerImpl == OptimizerImpl::Fused); // adamw_torch_fused
    CHECK(s.microBatch == 2);
    CHECK(lists(s.recipe->notModelled, "fsdp_config.fsdp_state_dict_type"));
    CHECK_FALSE(lists(s.recipe->notModelled, "fsdp_config.fsdp_offload_params"));
}

TEST_CASE("Axolotl's Qwen3 QLoRA FSDP example names Qwen3-8B", "[recipe]") {
    const Scenario s = imported("axolotl/qwen3-qlora-fsdp.yaml");
    CHECK(s.model == "qwen3-8b");
    CHECK(s.method == Method::Qlora);
    CHECK(s.loraRank == 32);
    CHECK(s.loraAlpha == 64);
    CHECK(s.sequenceLength == 2048);
    CHECK(s.sharding == Sharding::Full);
    CHECK(s.offload == Offload::Parameters);
}

TEST_CASE("Axolotl's 8-bit LoRA example imports as LoRA on an int8 base with embeddings and "
          "head trained",
          "[recipe]") {
    const Scenario s = imported("axolotl/llama-3-lora-8b.yml");
    CHECK(s.model == "llama-3-8b"); // NousResearch/Meta-Llama-3-8B
    CHECK(s.method == Method::Lora8bit);
    CHECK(s.loraRank == 32);
    CHECK(s.loraAlpha == 16);
    CHECK(s.loraTargets == 0); // lora_target_linear: true
    CHECK(s.modulesToSave == (LoraEmbed | LoraLmHead));
    CHECK(s.sequenceLength == 4096);
    CHECK(s.packing);
    CHECK(s.microBatch == 2);
    CHECK(s.gradientAccumulation == 4);
    CHECK(s.epochs == 4);
    CHECK(s.optimizer == Optimizer::AdamW8bit);
    CHECK(s.gradientCheckpointing);

    // Llama 3 8B's linears from its config.json (hidden 4096, 8 KV heads of 128, intermediate
    // 14336, 32 layers): one int8 byte each; embedding and untied head (128256 × 4096) BF16.
    const ModelArch& arch = catalog().findModel("llama-3-8b")->arch;
    const double h = 4096, kv = 8 * 128, inter = 14336, vocab = 128256;
    const double linears = 32 * (2 * h * h + 2 * h * kv + 3 * h * inter);
    REQUIRE(arch.params.textLinear == Approx(linears));
    const double rest = arch.params.total - linears; // embedding, head and norms
    CHECK(rest == Approx(2 * vocab * h + 65 * h));
    const ModelStates ms = modelStates(s, arch, catalog().assumptions);
    CHECK(ms.frozenBytes == Approx(linears * 1.0 + rest * 2));
    // Trained: the rank-32 adapters and full copies of embed_tokens and lm_head (PEFT
    // modules_to_save). The Hugging Face Trainer's accounting with bitsandbytes 8-bit AdamW:
    // fp32 master and 16-bit copy with the weights, fp32 gradients, two 1-byte moments.
    const double adapters = 32 * arch.params.loraInOutPerRank;
    CHECK(ms.trainable == Approx(adapters + 2 * vocab * h));
    REQUIRE(s.stateBytes == StateBytes::Hf);
    CHECK(ms.weightBytes == Approx(ms.trainable * (4 + catalog().assumptions.hfExtraBytes)));
    CHECK(ms.gradientBytes == Approx(ms.trainable * 4));
    CHECK(ms.optimizerBytes == Approx(ms.trainable * 2));
    // Without the copies, only the adapters train.
    Scenario plain = s;
    plain.modulesToSave = 0;
    CHECK(modelStates(plain, arch, catalog().assumptions).trainable == Approx(adapters));
    // A BF16 base holds one more byte per linear weight.
    Scenario bf16 = s;
    bf16.method = Method::Lora;
    CHECK(modelStates(bf16, arch, catalog().assumptions).frozenBytes - ms.frozenBytes ==
          Approx(linears));
}

TEST_CASE("8-bit loading from each framework's key, and its conflicts", "[recipe]") {
    const ScratchDir dir("recipe-8bit");
    auto write = [&](const std::string& name, const std::string& text) {
        const fs::path file = dir.path() / name;
        std::ofstream(file) << text;
        return file;
    };
    auto method = [&](const fs::path& file) {
        auto s = importRecipe(file.string(), catalog(), "llama-3.1-8b");
        INFO((s ? std::string() : s.error().toString()));
        REQUIRE(s.ok());
        return s.value();
    };
    // LLaMA-Factory quantization_bit: 8 (bnb) and TRL load_in_8bit with use_peft.
    const Scenario lf = method(write("lf.yaml", "stage: sft\nfinetuning_type: lora\n"
                                                "quantization_bit: 8\nlora_target: all\n"
                                                "additional_target: embed_tokens\n"
                                                "cutoff_len: 1024\ntemplate: llama3\n"
                                                "bf16: true\n"));
    CHECK(lf.method == Method::Lora8bit);
    CHECK(lf.modulesToSave == LoraEmbed);
    const Scenario trl = method(write("trl.yaml", "use_peft: true\nload_in_8bit: true\n"
                                                  "lora_modules_to_save: [lm_head]\n"
                                                  "max_length: 1024\nlearning_rate: 2.0e-4\n"));
    CHECK(trl.method == Method::Lora8bit);
    CHECK(trl.modulesToSave == LoraLmHead);
    // Conflicts and what is not modelled: one line naming the key.
    const Error both =
        refused(write("both.yml", "base_model: meta-llama/Llama-3.1-8B\nmicro_batch_size: "
                                  "1\nsample_packing: false\nnum_epochs: 1\n"
                                  "adapter: lora\nload_in_8bit: true\n"
                                  "load_in_4bit: true\nsequence_len: 1024\n"));
    CHECK(both.key == "load_in_8bit");
    const Error full =
        refused(write("full.yml", "base_model: meta-llama/Llama-3.1-8B\nmicro_batch_size: "
                                  "1\nsample_packing: false\nnum_epochs: 1\n"
                                  "load_in_8bit: true\nsequence_len: 1024\n"));
    CHECK(full.key == "load_in_8bit");
    const Error other =
        refused(write("other.yml", "base_model: meta-llama/Llama-3.1-8B\nmicro_batch_size: "
                                   "1\nsample_packing: false\nnum_epochs: 1\n"
                                   "adapter: lora\nsequence_len: 1024\n"
                                   "lora_modules_to_save: [score]\n"));
    CHECK(other.key == "lora_modules_to_save");
    CHECK(other.toString().find('\n') == std::string::npos);
}

TEST_CASE("LLaMA-Factory's LoRA example takes the framework's defaults", "[recipe]") {
    const Scenario s = imported("llamafactory/qwen3_lora_sft.yaml", "qwen3-8b");
    CHECK(s.method == Method::Lora);
    CHECK(s.loraRank == 8);
    CHECK(s.loraAlpha == 16);   // lora_alpha unset: lora_rank * 2
    CHECK(s.loraTargets == 0u); // lora_target: all
    CHECK(s.sequenceLength == 2048);
    CHECK_FALSE(s.packing);
    CHECK(s.microBatch == 1);
    CHECK(s.gradientAccumulation == 8);
    CHECK(s.epochs == 3);
    CHECK(s.gradientCheckpointing); // disable_gradient_checkpointing defaults to False
    CHECK(s.optimizer == Optimizer::AdamW);
    CHECK(s.optimizerImpl == OptimizerImpl::Fused); // optim adamw_torch_fused (torch >= 2.8)
    CHECK(s.sharding == Sharding::None);
    CHECK(s.datasetTokens == 1000.0 * 2048); // max_samples × cutoff_len
    CHECK(s.recipe->framework == "llamafactory");
    CHECK(s.recipe->model == "Qwen/Qwen3-4B-Instruct-2507");
    CHECK(lists(s.recipe->notModelled, "learning_rate"));
    CHECK(lists(s.recipe->notModelled, "template"));
}

TEST_CASE("LLaMA-Factory's model outside the catalog needs --model", "[recipe]") {
    const Error e = refused(kRecipes / "llamafactory/qwen3_lora_sft.yaml");
    CHECK(e.key == "model_name_or_path");
    CHECK(e.message.find("Qwen/Qwen3-4B-Instruct-2507") != std::string::npos);
}

TEST_CASE("LLaMA-Factory's full example shards with the DeepSpeed file it names", "[recipe]") {
    const Scenario s = imported("llamafactory/qwen3_full_sft.yaml", "qwen3-8b");
    CHECK(s.method == Method::Full);
    CHECK(s.sharding == Sharding::Full); // ds_z3_config.json: stage 3
    CHECK(s.offload == Offload::None);
    CHECK(s.gradientAccumulation == 2);
    CHECK(lists(s.recipe->notModelled, "deepspeed.zero_optimization.overlap_comm"));
}

TEST_CASE("LLaMA-Factory's on-the-fly 4-bit example is QLoRA", "[recipe]") {
    const Scenario s = imported("llamafactory/qwen3_lora_sft_otfq.yaml", "qwen3-8b");
    CHECK(s.method == Method::Qlora);
    CHECK(s.nf4DoubleQuant); // double_quantization defaults to True
}

TEST_CASE("torchtune's Llama 3.1 8B LoRA config maps its builder and adapter modules", "[recipe]") {
    const Scenario s = imported("torchtune/llama3_1-8B_lora.yaml");
    CHECK(s.model == "llama-3.1-8b");
    CHECK(s.method == Method::Lora);
    CHECK(s.loraTargets == (LoraQ | LoraV | LoraO | LoraGate | LoraUp | LoraDown));
    CHECK(s.loraRank == 8);
    CHECK(s.loraAlpha == 16);
    CHECK(s.microBatch == 2);
    CHECK(s.gradientAccumulation == 8);
    CHECK_FALSE(s.gradientCheckpointing);
    CHECK_FALSE(s.compile);
    CHECK(s.stack == "torchtune");
    CHECK(s.stateBytes == StateBytes::Bf16);
    CHECK(s.optimizerImpl == OptimizerImpl::Fused);
    CHECK(s.fusedCrossEntropy);
    CHECK(s.fusedLoss == FusedLossKind::Chunked); // LinearCrossEntropyLoss
    CHECK(s.sharding == Sharding::Full);          // FSDP2 fully_shard
    // max_seq_len: null has no length: sized at the default, and said so.
    CHECK(s.sequenceLength == Scenario{}.sequenceLength);
    REQUIRE(s.recipe->assumed.size() == 1);
    CHECK(s.recipe->assumed[0].find("tokenizer.max_seq_len") != std::string::npos);
    CHECK(lists(s.recipe->notModelled, "checkpointer"));
    CHECK(lists(s.recipe->notModelled, "lr_scheduler"));
}

TEST_CASE("torchtune's full and QLoRA configs", "[recipe]") {
    const Scenario full = imported("torchtune/llama3_1-8B_full.yaml");
    CHECK(full.method == Method::Full);
    CHECK(full.gradientCheckpointing);
    CHECK_FALSE(full.optimizerInBackward);
    CHECK(full.gradientAccumulation == 1);
    CHECK(lists(full.recipe->notModelled, "custom_sharded_layers"));
    const Scenario q = imported("torchtune/llama3_1-8B_qlora_single_device.yaml");
    CHECK(q.method == Method::Qlora);
    CHECK(q.gradientCheckpointing);
}

TEST_CASE("TRL's CLI example takes SFTConfig's defaults", "[recipe]") {
    const Scenario s = imported("trl/example_config.yaml", "qwen2.5-7b");
    CHECK(s.method == Method::Full); // use_peft defaults to False
    CHECK(s.sequenceLength == 1024); // max_length
    CHECK_FALSE(s.packing);
    CHECK(s.gradientCheckpointing); // SFTConfig: True
    CHECK(s.microBatch == 8);       // per_device_train_batch_size
    CHECK(s.epochs == 3);
    CHECK(s.fusedCrossEntropy); // loss_type chunked_nll
    CHECK(s.fusedLoss == FusedLossKind::Chunked);
    CHECK(s.recipe->framework == "trl");
    CHECK(s.recipe->model == "Qwen/Qwen2.5-0.5B");
    CHECK(lists(s.recipe->notModelled, "dataset_name"));
    CHECK(lists(s.recipe->notModelled, "lr_scheduler_type"));
}

TEST_CASE("DeepSpeed files alone give sharding and offload", "[recipe]") {
    const Scenario zero2 = imported("axolotl/zero2.json", "llama-3.1-8b");
    CHECK(zero2.sharding == Sharding::Zero2);
    CHECK(zero2.offload == Offload::Optimizer);
    CHECK(zero2.recipe->framework == "deepspeed");
    const Scenario all = imported("axolotl/zero3_bf16_cpuoffload_all.json", "llama-3.1-8b");
    CHECK(all.sharding == Sharding::Full);
    CHECK(all.offload == Offload::Parameters);
    // Parameters offloaded with the optimizer states left on the GPU: not modelled.
    const Error e = refused(kRecipes / "axolotl/zero3_bf16_cpuoffload_params.json", "llama-3.1-8b");
    CHECK(e.key == "zero_optimization.offload_param.device");
}

TEST_CASE("Malformed YAML names the file and the line", "[recipe]") {
    ScratchDir dir("recipe-malformed");
    writeFile(dir / "bad.yaml", "base_model: NousResearch/Meta-Llama-3-8B\nsequence_len: [4096\n");
    const Error e = refused(dir / "bad.yaml");
    CHECK(e.file == (dir / "bad.yaml").string());
    CHECK(e.key.find("line") == 0);
    CHECK(e.message.find("not valid YAML") == 0);
    writeFile(dir / "list.yaml", "- a\n- b\n");
    CHECK(refused(dir / "list.yaml").message.find("mapping") != std::string::npos);
    writeFile(dir / "twice.yaml", "base_model: a/b\nbase_model: c/d\n");
    CHECK(refused(dir / "twice.yaml").key == "base_model");
}

TEST_CASE("A recipe of an unknown framework is refused", "[recipe]") {
    ScratchDir dir("recipe-unknown");
    writeFile(dir / "other.yaml", "trainer: megatron\nhidden_size: 4096\n");
    const Error e = refused(dir / "other.yaml");
    CHECK(e.message.find("not a training recipe") == 0);
}

TEST_CASE("Conflicting keys are refused naming the key", "[recipe]") {
    ScratchDir dir("recipe-conflicts");
    SECTION("two frameworks' keys in one file") {
        writeFile(dir / "mixed.yaml", "base_model: NousResearch/Meta-Llama-3-8B\nsequence_len: "
                                      "2048\nmicro_batch_size: 2\nstage: sft\nfinetuning_type: "
                                      "lora\ncutoff_len: 2048\n");
        CHECK(refused(dir / "mixed.yaml").message.find("conflicting keys") == 0);
    }
    SECTION("max_length and its former name") {
        writeFile(dir / "trl.yaml", "model_name_or_path: Qwen/Qwen3-8B\nmax_length: 2048\n"
                                    "max_seq_length: 4096\n");
        CHECK(refused(dir / "trl.yaml").key == "max_seq_length");
    }
    SECTION("a micro-batch the DeepSpeed file contradicts") {
        writeFile(dir / "ds.json", R"({"train_micro_batch_size_per_gpu": 2,
                                       "zero_optimization": {"stage": 2}})");
        writeFile(dir / "lf.yaml", "model_name_or_path: Qwen/Qwen3-8B\nstage: sft\n"
                                   "finetuning_type: full\nbf16: true\n"
                                   "per_device_train_batch_size: 4\ndeepspeed: ds.json\n");
        const Error e = refused(dir / "lf.yaml");
        CHECK(e.key == "per_device_train_batch_size");
        CHECK(e.message.find("ds.json") != std::string::npos);
    }
    SECTION("DeepSpeed and FSDP at once") {
        writeFile(dir / "ds.json", R"({"zero_optimization": {"stage": 3}})");
        writeFile(dir / "ax.yaml", "base_model: Qwen/Qwen3-8B\nsequence_len: 2048\n"
                                   "deepspeed: ds.json\nfsdp_version: 2\nfsdp_config:\n"
                                   "  offload_params: false\n");
        CHECK(refused(dir / "ax.yaml").key == "deepspeed");
    }
    SECTION("bf16 and fp16 both on") {
        writeFile(dir / "ax.yaml", "base_model: Qwen/Qwen3-8B\nsequence_len: 2048\nbf16: true\n"
                                   "fp16: true\n");
        CHECK(refused(dir / "ax.yaml").key == "bf16");
    }
    SECTION("an optimizer Headroom does not size") {
        writeFile(dir / "ax.yaml", "base_model: Qwen/Qwen3-8B\nsequence_len: 2048\n"
                                   "optimizer: adafactor\n");
        const Error e = refused(dir / "ax.yaml");
        CHECK(e.key == "optimizer");
        CHECK(e.message.find("adafactor") != std::string::npos);
    }
}

TEST_CASE("The formats' shared key mappings keep each format's error line", "[recipe]") {
    // One reader of LoRA targets, modules to save and the DeepSpeed batch check serves every
    // format; the line names the format's own key and the format's word for "every linear".
    ScratchDir dir("recipe-lines");
    auto line = [&](const std::string& name, const std::string& text) {
        writeFile(dir / name, text);
        const Error e = refused(dir / name, "llama-3.1-8b");
        CHECK(e.file == (dir / name).string());
        return e.key + ": " + e.message;
    };
    const std::string modules = "q_proj, k_proj, v_proj, o_proj, gate_proj, up_proj, down_proj, "
                                "lm_head, embed_tokens)";
    CHECK(line("ax.yml", "base_model: meta-llama/Llama-3.1-8B\nsequence_len: 1024\n"
                         "adapter: lora\nlora_target_modules: [q_proj, score]\n") ==
          "lora_target_modules: module \"score\" is not modelled (" + modules);
    CHECK(line("trl.yaml", "use_peft: true\nlora_target_modules: [wq]\nmax_length: 1024\n") ==
          "lora_target_modules: module \"wq\" is not modelled (all-linear, or " + modules);
    CHECK(line("lf.yaml", "stage: sft\nfinetuning_type: lora\nlora_target: q_proj, wq\n"
                          "cutoff_len: 1024\n") ==
          "lora_target: module \"wq\" is not modelled (all, or " + modules);
    CHECK(line("lf2.yaml", "stage: sft\nfinetuning_type: lora\nlora_target: all\n"
                           "additional_target: embed_tokens, score\ncutoff_len: 1024\n") ==
          "additional_target: module \"score\" trained in full is not modelled (embed_tokens, "
          "lm_head)");
    // The DeepSpeed file's batch against the recipe's: the micro-batch under the format's
    // name, the accumulation under TrainingArguments' name in both.
    writeFile(dir / "ds.json", R"({"train_micro_batch_size_per_gpu": 2,
                                   "gradient_accumulation_steps": 4,
                                   "zero_optimization": {"stage": 2}})");
    const std::string ds = (dir / "ds.json").string();
    CHECK(line("ax2.yml", "base_model: meta-llama/Llama-3.1-8B\nsequence_len: 1024\n"
                          "micro_batch_size: 3\ndeepspeed: ds.json\n") ==
          "micro_batch_size: conflicting keys: micro_batch_size is 3 but " + ds +
              " sets train_micro_batch_size_per_gpu to 2");
    CHECK(line("trl2.yaml", "max_length: 1024\nper_device_train_batch_size: 2\n"
                            "gradient_accumulation_steps: 8\ndeepspeed: ds.json\n") ==
          "gradient_accumulation_steps: conflicting keys: gradient_accumulation_steps is 8 but " +
              ds + " sets gradient_accumulation_steps to 4");
}

TEST_CASE("The formats' LoRA defaults where the recipe gives none", "[recipe]") {
    ScratchDir dir("recipe-lora-defaults");
    auto read = [&](const std::string& name, const std::string& text) {
        writeFile(dir / name, text);
        auto s = importRecipe((dir / name).string(), catalog(), "llama-3.1-8b");
        INFO((s ? std::string() : s.error().toString()));
        REQUIRE(s.ok());
        return s.value();
    };
    // Axolotl: PEFT LoraConfig's r 8, lora_alpha 8; TRL ModelConfig: 16 and 32; LLaMA-Factory
    // lora_rank 8 and lora_alpha None = twice the rank.
    const Scenario ax = read("ax.yml", "base_model: meta-llama/Llama-3.1-8B\nsequence_len: 1024\n"
                                       "adapter: lora\n");
    CHECK(ax.loraRank == 8);
    CHECK(ax.loraAlpha == 8);
    const Scenario trl = read("trl.yaml", "use_peft: true\nmax_length: 1024\n");
    CHECK(trl.loraRank == 16);
    CHECK(trl.loraAlpha == 32);
    const Scenario lf = read("lf.yaml", "stage: sft\nfinetuning_type: lora\nlora_rank: 16\n"
                                        "use_dora: true\ncutoff_len: 1024\nbf16: true\n");
    CHECK(lf.loraRank == 16);
    CHECK(lf.loraAlpha == 32);
    CHECK(lf.dora);
}

TEST_CASE("A config.json beside the recipe is the model", "[recipe]") {
    ScratchDir dir("recipe-config");
    const ModelEntry* llama = catalog().findModel("llama-3.1-8b");
    REQUIRE(llama);
    const auto entry = nlohmann::json::parse(
        readFile(fs::path(HEADROOM_SOURCE_CATALOG) / "models" / "llama-3.1-8b.json"));
    writeFile(dir / "config.json", entry["config"].dump());
    writeFile(dir / "ax.yaml", "base_model: my-org/private-model\nsequence_len: 2048\n");
    auto s = importRecipe((dir / "ax.yaml").string(), catalog());
    REQUIRE(s.ok());
    REQUIRE(s->importedModel);
    CHECK(s->importedModel->hidden == llama->arch.hidden);
}

TEST_CASE("A scenario imported from a recipe saves and loads with its note", "[recipe]") {
    const Scenario s = imported("axolotl/llama-3-qlora.yml");
    auto again = parseScenario(toJson(s), "again.json", catalog());
    REQUIRE(again.ok());
    CHECK(again.value() == s);
}

TEST_CASE("Every format round-trips: the exported recipe imports to the same scenario",
          "[recipe]") {
    struct Row {
        const char* file;
        const char* model;
        const char* to;
    };
    const Row rows[] = {
        {"axolotl/llama-3-qlora.yml", "", "axolotl"},
        {"axolotl/llama-3-fft-8b-liger-fsdp.yaml", "", "axolotl"},
        {"llamafactory/qwen3_lora_sft.yaml", "qwen3-8b", "llamafactory"},
        {"llamafactory/qwen3_full_sft.yaml", "qwen3-8b", "llamafactory"},
        {"torchtune/llama3_1-8B_lora.yaml", "", "torchtune"},
        {"torchtune/llama3_1-8B_qlora_single_device.yaml", "", "torchtune"},
        {"trl/example_config.yaml", "qwen2.5-7b", "trl"},
        {"axolotl/llama-3-qlora.yml", "", "trl"},
        {"axolotl/llama-3-fft-8b.yaml", "", "llamafactory"},
        {"trl/example_config.yaml", "qwen2.5-7b", "torchtune"},
        {"axolotl/llama-3-lora-8b.yml", "", "axolotl"},
        {"axolotl/llama-3-lora-8b.yml", "", "llamafactory"},
        {"axolotl/llama-3-lora-8b.yml", "", "trl"},
    };
    for (const Row& row : rows) {
        DYNAMIC_SECTION(row.file << " → " << row.to) {
            ScratchDir dir("recipe-roundtrip");
            const Scenario s = imported(row.file, row.model);
            const std::string out = (dir / "fitted.yaml").string();
            auto exported = exportRecipe(s, catalog(), row.to, out);
            INFO((exported ? std::string() : exported.error().toString()));
            REQUIRE(exported.ok());
            writeFile(out, exported->text);
            if (!exported->deepSpeedPath.empty())
                writeFile(exported->deepSpeedPath, exported->deepSpeedText);
            auto back = importRecipe(out, catalog());
            INFO((back ? std::string() : back.error().toString()));
            REQUIRE(back.ok());
            CHECK(back->recipe->framework == row.to);
            CHECK(modelled(back.value()).dump(1) == modelled(exported->fit.scenario).dump(1));
        }
    }
}

TEST_CASE("Export sets what makes the build fit, and the file says so", "[recipe]") {
    // Llama 3.1 70B full fine-tune, 4 sequences of 8k per GPU, no sharding, on 4× H200 NVL:
    // 1.1 TB of states per card as typed in; sharded, checkpointed and offloaded it fits.
    Scenario s = referenceScenario(
        R"({"model": "llama-3.1-70b", "sharding": "none", "micro_batch": 4,
            "gradient_checkpointing": false, "gradient_accumulation": 2})");
    REQUIRE_FALSE(evaluate(s, catalog()).fits);
    ScratchDir dir("recipe-fit");
    auto exported = exportRecipe(s, catalog(), "axolotl", (dir / "fitted.yaml").string());
    INFO((exported ? std::string() : exported.error().toString()));
    REQUIRE(exported.ok());
    const Scenario& fitted = exported->fit.scenario;
    CHECK(exported->fit.fits);
    CHECK(evaluate(fitted, catalog()).fits);
    CHECK(fitted.gradientCheckpointing);
    CHECK(fitted.sharding == Sharding::Full);
    // The global batch is kept: micro-batch × accumulation.
    CHECK(fitted.microBatch * fitted.gradientAccumulation == 8);
    CHECK_FALSE(exported->fit.changes.empty());
    CHECK(exported->text.find("# Changed to fit: gradient_checkpointing on") != std::string::npos);
    // Sharded through DeepSpeed: the file beside the recipe, ZeRO stage 3.
    REQUIRE_FALSE(exported->deepSpeedPath.empty());
    const auto ds = nlohmann::json::parse(exported->deepSpeedText);
    CHECK(ds["zero_optimization"]["stage"] == 3);
    CHECK(exported->text.find("deepspeed: " + exported->deepSpeedPath) != std::string::npos);
}

TEST_CASE("Export refuses a run no recipe setting fits on the build", "[recipe]") {
    const Scenario s = referenceScenario(R"({"model": "llama-3.1-405b", "server": "1x-h200-nvl"})");
    auto exported = exportRecipe(s, catalog(), "trl", "out.yaml");
    REQUIRE_FALSE(exported.ok());
    CHECK(exported.error().message.find("does not fit on 1x-h200-nvl") != std::string::npos);
    auto unknown = exportRecipe(s, catalog(), "megatron", "out.yaml");
    REQUIRE_FALSE(unknown.ok());
    CHECK(unknown.error().key == "--to");
}

TEST_CASE("YAML written for a recipe reads back the same", "[recipe]") {
    RecipeJson doc = {{"a", "true"}, {"b", true},          {"c", "1e-5"},        {"d", 2e-5},
                      {"e", "0.05"}, {"f", 4096},          {"g", nullptr},       {"h", "null"},
                      {"i", "text"}, {"j", {1, "2", 3.5}}, {"k", {{"x", "yes"}}}};
    auto back = parseRecipeText(toYaml(doc), "mem.yaml");
    REQUIRE(back.ok());
    CHECK(back.value() == doc);
}

TEST_CASE("Export keeps the largest micro-batch that fits with the other changes", "[recipe]") {
    // Axolotl's Liger FSDP example on one H200 NVL, 4 sequences per step, nothing sharded: the
    // micro-batch goes down first, then 8-bit AdamW makes it fit, and with 8-bit AdamW the 4
    // sequences fit again, so the recipe keeps them.
    Scenario s = imported("axolotl/llama-3-fft-8b-liger-fsdp.yaml");
    s.server = "1x-h200-nvl";
    s.microBatch = 4;
    s.sharding = Sharding::None;
    s.offload = Offload::None;
    REQUIRE_FALSE(evaluate(s, catalog()).fits);
    auto exported = exportRecipe(s, catalog(), "axolotl", "fitted.yaml");
    REQUIRE(exported.ok());
    const Scenario& fitted = exported->fit.scenario;
    CHECK(fitted.optimizer == Optimizer::AdamW8bit);
    CHECK(fitted.microBatch == 4);
    CHECK(fitted.gradientAccumulation == 4);
    CHECK(evaluate(fitted, catalog()).fits);
    const std::vector<std::string> changes = {"optimizer adamw → adamw-8bit"};
    CHECK(exported->fit.changes == changes);
}

TEST_CASE("Export shrinks the micro-batch where that alone makes the run fit", "[recipe]") {
    // The example as it is on four H200 NVL but with 64 sequences of 4k per GPU: a smaller
    // micro-batch fits without touching the optimizer; the global batch stays 64 × 4.
    Scenario s = imported("axolotl/llama-3-fft-8b-liger-fsdp.yaml");
    s.microBatch = 64;
    s.gradientCheckpointing = true;
    REQUIRE_FALSE(evaluate(s, catalog()).fits);
    auto exported = exportRecipe(s, catalog(), "axolotl", "fitted.yaml");
    REQUIRE(exported.ok());
    const Scenario& fitted = exported->fit.scenario;
    CHECK(fitted.optimizer == s.optimizer);
    CHECK(fitted.sharding == s.sharding);
    CHECK(fitted.microBatch < 64);
    CHECK(fitted.microBatch * fitted.gradientAccumulation == 64 * 4);
    CHECK(evaluate(fitted, catalog()).fits);
    Scenario larger = fitted; // the next divisor up does not fit
    larger.microBatch *= 2;
    larger.gradientAccumulation /= 2;
    CHECK_FALSE(evaluate(larger, catalog()).fits);
}

TEST_CASE("A saved TrainingArguments JSON takes TrainingArguments' defaults", "[recipe]") {
    ScratchDir dir("recipe-training-args");
    writeFile(dir / "training_args.json",
              R"({"output_dir": "out", "per_device_train_batch_size": 4, "bf16": true,
                  "learning_rate": 5e-05, "fsdp": "full_shard auto_wrap offload"})");
    auto s = importRecipe((dir / "training_args.json").string(), catalog(), "llama-3.1-8b");
    INFO((s ? std::string() : s.error().toString()));
    REQUIRE(s.ok());
    CHECK(s->recipe->framework == "trl");
    CHECK(s->microBatch == 4);
    CHECK(s->gradientAccumulation == 1);
    CHECK_FALSE(s->gradientCheckpointing); // TrainingArguments: False (SFTConfig: True)
    CHECK_FALSE(s->fusedCrossEntropy);     // no SFT loss_type: the Trainer's plain loss
    CHECK(s->sharding == Sharding::Full);
    CHECK(s->offload == Offload::Parameters);
    CHECK(s->epochs == 3);
    REQUIRE(s->recipe->assumed.size() == 1); // no sequence length in TrainingArguments
    CHECK(s->recipe->assumed[0].find("sequence length") == 0);
    CHECK(lists(s->recipe->notModelled, "learning_rate"));
    // Without bf16 or fp16 it trains in fp32, which Headroom does not size.
    writeFile(dir / "fp32.json", R"({"output_dir": "out", "per_device_train_batch_size": 4})");
    const Error e = refused(dir / "fp32.json", "llama-3.1-8b");
    CHECK(e.key == "bf16");
    CHECK(e.message.find("fp32") != std::string::npos);
}

TEST_CASE("A step limit becomes the dataset the run trains, and is written back", "[recipe]") {
    ScratchDir dir("recipe-steps");
    // Default build: 4× H200 NVL, one run on every GPU: 4 data-parallel ranks.
    const int gpus = catalog().findServer(Scenario().server)->gpuCount;
    REQUIRE(gpus == 4);
    SECTION("max_steps (TrainingArguments) overrides the epochs") {
        writeFile(dir / "trl.yaml", "model_name_or_path: meta-llama/Llama-3.1-8B\n"
                                    "use_peft: true\nmax_length: 1024\n"
                                    "per_device_train_batch_size: 2\n"
                                    "gradient_accumulation_steps: 4\nnum_train_epochs: 3\n"
                                    "max_steps: 500\n");
        auto s = importRecipe((dir / "trl.yaml").string(), catalog());
        INFO((s ? std::string() : s.error().toString()));
        REQUIRE(s.ok());
        CHECK(s->datasetTokens == 500.0 * 2 * 4 * gpus * 1024);
        CHECK(s->epochs == 1);
        REQUIRE(s->recipe);
        CHECK(s->recipe->maxSteps == 500);
        CHECK_FALSE(lists(s->recipe->notModelled, "max_steps"));
        CHECK(lists(s->recipe->assumed, "max_steps 500: 500 steps × 2 × 4 × 4 data-parallel GPUs "
                                        "× 1024 tokens = 16384000 tokens"));
        // Out in Axolotl's key, and back to the same dataset.
        const std::string out = (dir / "fitted.yaml").string();
        auto exported = exportRecipe(s.value(), catalog(), "axolotl", out);
        INFO((exported ? std::string() : exported.error().toString()));
        REQUIRE(exported.ok());
        CHECK(exported->text.find("\nmax_steps: 500\n") != std::string::npos);
        writeFile(out, exported->text);
        if (!exported->deepSpeedPath.empty())
            writeFile(exported->deepSpeedPath, exported->deepSpeedText);
        auto back = importRecipe(out, catalog());
        REQUIRE(back.ok());
        CHECK(back->datasetTokens == s->datasetTokens);
        CHECK(back->epochs == 1);
    }
    SECTION("torchtune's max_steps_per_epoch caps each epoch") {
        std::string text = readFile(kRecipes / "torchtune/llama3_1-8B_lora.yaml");
        const std::string null = "max_steps_per_epoch: null";
        REQUIRE(text.find(null) != std::string::npos);
        text.replace(text.find(null), null.size(), "max_steps_per_epoch: 100");
        writeFile(dir / "tt.yaml", text);
        auto s = importRecipe((dir / "tt.yaml").string(), catalog());
        INFO((s ? std::string() : s.error().toString()));
        REQUIRE(s.ok());
        // batch_size 2, gradient_accumulation_steps 8, epochs 1, sized at the max_seq_len
        // Headroom assumes for null.
        CHECK(s->datasetTokens == 100.0 * 2 * 8 * gpus * s->sequenceLength);
        CHECK(s->epochs == 1);
        auto exported =
            exportRecipe(s.value(), catalog(), "torchtune", (dir / "fitted.yaml").string());
        REQUIRE(exported.ok());
        CHECK(exported->text.find("\nmax_steps_per_epoch: 100\n") != std::string::npos);
    }
    SECTION("no limit: the epochs alone, and none written") {
        const Scenario s = imported("trl/example_config.yaml", "qwen2.5-7b");
        CHECK(s.recipe->maxSteps == 0);
        auto exported = exportRecipe(s, catalog(), "trl", (dir / "fitted.yaml").string());
        REQUIRE(exported.ok());
        CHECK(exported->text.find("max_steps") == std::string::npos);
    }
}

TEST_CASE("torchtune's builders for the catalog's Llama 2, Llama 3.1 405B, Mistral and Qwen3 32B",
          "[recipe]") {
    ScratchDir dir("recipe-builders");
    const std::string base = readFile(kRecipes / "torchtune/llama3_1-8B_lora.yaml");
    const std::string component = "torchtune.models.llama3_1.lora_llama3_1_8b";
    REQUIRE(base.find(component) != std::string::npos);
    struct Row {
        const char* builder;
        const char* model;
    };
    // torchtune/models/<module>/_model_builders.py at bd2a0fc7.
    const Row rows[] = {{"llama2.lora_llama2_7b", "llama-2-7b"},
                        {"llama2.qlora_llama2_13b", "llama-2-13b"},
                        {"llama3_1.qlora_llama3_1_405b", "llama-3.1-405b"},
                        {"mistral.lora_mistral_7b", "mistral-7b-v0.1"},
                        {"qwen3.lora_qwen3_32b", "qwen3-32b"}};
    for (const Row& row : rows) {
        std::string text = base;
        text.replace(text.find(component), component.size(),
                     std::string("torchtune.models.") + row.builder);
        writeFile(dir / "tt.yaml", text);
        auto s = importRecipe((dir / "tt.yaml").string(), catalog());
        INFO(row.builder << ": " << (s ? std::string() : s.error().toString()));
        REQUIRE(s.ok());
        CHECK(s->model == row.model);
        CHECK(s->method == (std::string(row.builder).find(".qlora_") != std::string::npos
                                ? Method::Qlora
                                : Method::Lora));
    }
    // Written back as torchtune's own configs name them (recipes/configs/llama2/7B_lora.yaml,
    // mistral/7B_lora.yaml, qwen3/32B_lora.yaml at bd2a0fc7).
    struct Out {
        const char* model;
        const char* builder;
        const char* tokenizer;
        const char* shard;
    };
    const Out outs[] = {{"llama-2-7b", "torchtune.models.llama2.lora_llama2_7b",
                         "/tmp/Llama-2-7b-hf/tokenizer.model", "model-{}-of-{}.safetensors"},
                        {"mistral-7b-v0.1", "torchtune.models.mistral.lora_mistral_7b",
                         "/tmp/Mistral-7B-v0.1/tokenizer.model", "pytorch_model-{}-of-{}.bin"},
                        {"qwen3-32b", "torchtune.models.qwen3.lora_qwen3_32b",
                         "/tmp/Qwen3-32B/vocab.json", "model-{}-of-{}.safetensors"}};
    for (const Out& out : outs) {
        Scenario s =
            referenceScenario(std::string(R"({"method": "lora", "lora_rank": 16, "model": ")") +
                              out.model + R"(", "sequence_length": 4096})");
        auto exported = exportRecipe(s, catalog(), "torchtune", (dir / "fitted.yaml").string());
        INFO(out.model << ": " << (exported ? std::string() : exported.error().toString()));
        REQUIRE(exported.ok());
        CHECK(exported->text.find(out.builder) != std::string::npos);
        CHECK(exported->text.find(out.tokenizer) != std::string::npos);
        CHECK(exported->text.find(out.shard) != std::string::npos);
        writeFile(dir / "fitted.yaml", exported->text);
        auto back = importRecipe((dir / "fitted.yaml").string(), catalog());
        REQUIRE(back.ok());
        CHECK(back->model == out.model);
    }
}

TEST_CASE("Every key an exported recipe writes is one its framework reads", "[recipe]") {
    // The key lists are copied from each framework's source at a commit
    // (tests/data/recipes/schema/*.keys, sources in their first lines). No framework runs
    // here: the check is that the writers emit only keys the framework's schema or recipe
    // code reads.
    // key → the plugin that must be listed for the framework to read it (empty: none).
    auto keyList = [](const std::string& format) {
        std::map<std::string, std::string> keys;
        std::istringstream lines(readFile(kRecipes / "schema" / (format + ".keys")));
        for (std::string line; std::getline(lines, line);) {
            if (line.empty() || line[0] == '#')
                continue;
            std::istringstream words(line);
            std::string key, plugin;
            words >> key >> plugin;
            keys[key] = plugin;
        }
        return keys;
    };
    // A spread of scenarios: a sharded, offloaded full fine-tune, QLoRA, LoRA on an int8 base
    // with embeddings and head trained and a step limit, Liger with DoRA.
    std::vector<Scenario> scenarios;
    scenarios.push_back(referenceScenario(
        R"({"model": "llama-3.1-8b", "sharding": "full", "offload": "parameters"})"));
    scenarios.push_back(referenceScenario(
        R"({"model": "llama-3.1-8b", "method": "qlora", "lora_rank": 16, "sharding": "none"})"));
    Scenario int8 = referenceScenario(R"({"model": "llama-3.1-8b", "method": "lora-8bit",
        "lora_rank": 32, "modules_to_save": ["embed", "lm_head"], "sharding": "zero2"})");
    RecipeOrigin origin;
    origin.framework = "none";
    origin.maxSteps = 100;
    int8.recipe = origin;
    scenarios.push_back(int8);
    scenarios.push_back(referenceScenario(R"({"model": "qwen3-8b", "stack": "liger",
        "method": "lora", "dora": true, "lora_targets": ["q", "v"], "sharding": "none"})"));
    ScratchDir dir("recipe-schema");
    for (const char* format : {"axolotl", "llamafactory", "trl", "torchtune"}) {
        const std::map<std::string, std::string> known = keyList(format);
        REQUIRE(known.size() > 40);
        int written = 0;
        for (std::size_t i = 0; i < scenarios.size(); ++i) {
            const std::string out =
                (dir / (std::string(format) + std::to_string(i) + ".yaml")).string();
            auto exported = exportRecipe(scenarios[i], catalog(), format, out);
            if (i == 2 && std::string(format) == "torchtune")
                continue; // torchtune has no LoRA on an int8 base
            INFO(format << " #" << i << ": "
                        << (exported ? std::string() : exported.error().toString()));
            REQUIRE(exported.ok());
            writeFile(out, exported->text);
            auto doc = readRecipeFile(out);
            REQUIRE(doc.ok());
            for (const auto& item : doc->items()) {
                INFO(format << " #" << i << " writes " << item.key());
                const auto it = known.find(item.key());
                REQUIRE(it != known.end());
                if (!it->second.empty()) {
                    const RecipeJson& plugins = (*doc)["plugins"];
                    CHECK(std::find(plugins.begin(), plugins.end(), it->second) != plugins.end());
                }
            }
            ++written;
        }
        CHECK(written >= 3); // every scenario, torchtune all but the int8 one
    }
}
