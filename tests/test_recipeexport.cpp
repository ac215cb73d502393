// Training recipes out (issue 24): every format round-trips, an export sets what makes the
// build fit, step limits and TrainingArguments JSON, torchtune's builders, and every key an
// exported recipe writes is one its framework reads.
#include "recipefixtures.h"

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
            const auto [exported, back] =
                exportedAndBack(s, row.to, (dir / "fitted.yaml").string());
            CHECK(back.recipe->framework == row.to);
            CHECK(modelled(back).dump(1) == modelled(exported.fit.scenario).dump(1));
        }
    }
}

TEST_CASE("Axolotl's Liger loss without Liger's layer kernels rides on the Trainer's layers",
          "[recipe]") {
    // Axolotl's Llama 3 FFT Liger example with liger_rms_norm off (every liger_* key defaults
    // to None: integrations/liger/args.py at 067b021c): the fused loss, without Liger's norm,
    // so the SwiGLU kernel alone does not make the `liger` stack either.
    ScratchDir dir("recipe-liger-loss-only");
    std::string text = readFile(kRecipes / "axolotl/llama-3-fft-8b-liger-fsdp.yaml");
    const std::string on = "liger_rms_norm: true\n";
    const auto at = text.find(on);
    REQUIRE(at != std::string::npos);
    text.replace(at, on.size(), "liger_rms_norm: false\n");
    writeFile(dir / "loss-only.yaml", text);
    const auto s = importRecipe((dir / "loss-only.yaml").string(), catalog());
    REQUIRE(s.ok());
    CHECK(s->stack == "hf-trainer");
    CHECK(s->fusedCrossEntropy);
    CHECK(s->fusedLoss == FusedLossKind::FusedLinear);
    // Without the kernels the layers keep more: eager RMSNorm's fp32 copies, three SwiGLU
    // gradients; the example with them sizes less.
    const Scenario kernels = imported("axolotl/llama-3-fft-8b-liger-fsdp.yaml");
    CHECK(kernels.stack == "liger");
    CHECK(evaluate(*s, catalog()).perGpu.activations >
          evaluate(kernels, catalog()).perGpu.activations);
    // Written back it is still Liger's fused loss (not Cut Cross Entropy), without the kernels,
    // and reads as the same run.
    const auto [exported, back] = exportedAndBack(*s, "axolotl", (dir / "out.yaml").string());
    CHECK(exported.text.find("liger_fused_linear_cross_entropy: true") != std::string::npos);
    CHECK(exported.text.find("cut_cross_entropy") == std::string::npos);
    CHECK(exported.text.find("liger_rms_norm") == std::string::npos);
    CHECK(back.stack == "hf-trainer");
    CHECK(back.fusedLoss == FusedLossKind::FusedLinear);
    // Every Liger key read counts as read (none in the not-modelled list).
    for (const std::string& key : s->recipe->notModelled)
        CHECK(key.rfind("liger_", 0) != 0);
    // The example with its kernels, switched to the Trainer's layers in the window: Liger's
    // fused loss is written back alone, its kernel keys go.
    Scenario switched = kernels;
    switched.stack = "hf-trainer";
    switched.fusedCrossEntropy = true;
    switched.fusedLoss = FusedLossKind::FusedLinear;
    const auto [written, reread] =
        exportedAndBack(switched, "axolotl", (dir / "switched.yaml").string());
    CHECK(written.text.find("liger_fused_linear_cross_entropy: true") != std::string::npos);
    CHECK(written.text.find("liger_rms_norm") == std::string::npos);
    CHECK(written.text.find("liger_glu_activation") == std::string::npos);
    CHECK(written.text.find("cut_cross_entropy") == std::string::npos);
    CHECK(reread.stack == "hf-trainer");
    CHECK(reread.fusedLoss == FusedLossKind::FusedLinear);
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
    // Sized as the ZeRO-3 run the file beside it describes, not as FSDP1 under the Trainer,
    // whose no_sync() would keep the whole BF16 gradients (141 GB) through the accumulation.
    CHECK(fitted.shardingImpl == ShardingImpl::DeepSpeed);
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
    // Axolotl's Liger FSDP example on one H200 NVL, 4 sequences per step, nothing sharded,
    // taken to TRL (which keeps fp32 masters; Axolotl itself would train the BF16 model in place
    // and fit as it is): the micro-batch goes down first, then 8-bit AdamW makes it fit, and
    // with 8-bit AdamW the 4 sequences fit again, so the recipe keeps them.
    Scenario s = imported("axolotl/llama-3-fft-8b-liger-fsdp.yaml");
    s.server = "1x-h200-nvl";
    s.microBatch = 4;
    s.sharding = Sharding::None;
    s.offload = Offload::None;
    REQUIRE_FALSE(evaluate(s, catalog()).fits);
    auto exported = exportRecipe(s, catalog(), "trl", "fitted.yaml");
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
    // The example as it is on four H200 NVL but with 128 sequences of 4k per GPU: a smaller
    // micro-batch fits without touching the optimizer; the global batch stays 128 × 4.
    Scenario s = imported("axolotl/llama-3-fft-8b-liger-fsdp.yaml");
    s.microBatch = 128;
    s.gradientCheckpointing = true;
    REQUIRE_FALSE(evaluate(s, catalog()).fits);
    auto exported = exportRecipe(s, catalog(), "axolotl", "fitted.yaml");
    REQUIRE(exported.ok());
    const Scenario& fitted = exported->fit.scenario;
    CHECK(fitted.optimizer == s.optimizer);
    CHECK(fitted.sharding == s.sharding);
    // Axolotl's writer shards through the DeepSpeed file it writes beside the recipe (its FSDP
    // keys are not written back), so that is the run the fit sizes.
    CHECK(fitted.shardingImpl == ShardingImpl::DeepSpeed);
    CHECK(fitted.microBatch < 128);
    CHECK(fitted.microBatch * fitted.gradientAccumulation == 128 * 4);
    // It fits with the band's upper end too (go); the next divisor up does not, or only inside
    // the point estimate (tight), which is not where the fit stops.
    CHECK(evaluate(fitted, catalog()).answer.answer == AnswerState::Go);
    Scenario larger = fitted;
    larger.microBatch *= 2;
    larger.gradientAccumulation /= 2;
    CHECK(evaluate(larger, catalog()).answer.answer != AnswerState::Go);
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
    // No sequence length and no attention in TrainingArguments (the model's loader picks it:
    // transformers' default, SDPA).
    REQUIRE(s->recipe->assumed.size() == 2);
    CHECK(s->recipe->assumed[0] == "no attn_implementation: transformers' default, sdpa");
    CHECK(s->recipe->assumed[1].find("sequence length") == 0);
    CHECK(s->attention == AttentionKernel::Sdpa);
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

TEST_CASE("An optimizer-only offload under full sharding is sized as the ZeRO-3 run the recipes "
          "write",
          "[recipe]") {
    // FSDP offloads the parameters with the optimizer (FSDP1 CPUOffload, FSDP2 CPUOffloadPolicy);
    // only DeepSpeed ZeRO-3's offload_optimizer keeps the 16-bit parameters on the GPUs. The
    // window has no implementation control: its `sharding: full` with the optimizer offloaded
    // is sized as the ZeRO-3 run Axolotl, TRL and LLaMA-Factory get.
    const Scenario window = referenceScenario(
        R"({"model": "llama-3.1-8b", "gpu_count": 4, "sharding": "full",
            "offload": "optimizer", "stack": "hf-trainer", "micro_batch": 2,
            "sequence_length": 4096})");
    REQUIRE(window.shardingImpl == ShardingImpl::Fsdp);
    Scenario zero3 = window;
    zero3.shardingImpl = ShardingImpl::DeepSpeed;
    const SizingResult r = evaluate(window, catalog());
    const SizingResult d = evaluate(zero3, catalog());
    CHECK(r.perGpu.buffers == Approx(d.perGpu.buffers));
    CHECK(r.perGpu.total == Approx(d.perGpu.total));
    CHECK(r.bandBasis.regime == "full/zero/optimizer/hf-trainer");
    CHECK(d.bandBasis.regime == r.bandBasis.regime);
    const auto said = [](const SizingResult& x) {
        return std::any_of(x.warnings.begin(), x.warnings.end(), [](const Warning& w) {
            return w.code == "offload_optimizer_zero3";
        });
    };
    CHECK(said(r));        // the window's run says how it was sized
    CHECK_FALSE(said(d));  // a run that names ZeRO-3 needs no word
    // Not the same figures by accident: without the offload FSDP's buffers are not ZeRO-3's.
    Scenario fsdp = window, zero3Plain = zero3;
    fsdp.offload = zero3Plain.offload = Offload::None;
    CHECK(evaluate(fsdp, catalog()).perGpu.buffers !=
          Approx(evaluate(zero3Plain, catalog()).perGpu.buffers));

    // The exported recipe is that run, and its answer the window's.
    ScratchDir dir("recipe-optimizer-offload");
    auto exported = exportRecipe(window, catalog(), "axolotl", (dir / "r.yaml").string());
    INFO((exported ? std::string() : exported.error().toString()));
    REQUIRE(exported.ok());
    CHECK(exported->fit.changes.empty());
    CHECK(exported->fit.headroomGb == Approx(r.perGpu.headroom));
    const auto ds = nlohmann::json::parse(exported->deepSpeedText);
    CHECK(ds["zero_optimization"]["stage"] == 3);
    CHECK(ds["zero_optimization"]["offload_optimizer"]["device"] == "cpu");
    CHECK_FALSE(ds["zero_optimization"].contains("offload_param"));
}

TEST_CASE("An exported recipe sizes as the file it writes: imported back onto the same build, "
          "the answer is the export's",
          "[recipe]") {
    // Each framework's writer decides the run (Axolotl, LLaMA-Factory and TRL shard through a
    // DeepSpeed file, torchtune with FSDP2; Axolotl trains a BF16-loaded model in place): the
    // export's fit must size that run, not the scenario it came from.
    struct Row {
        const char* name;
        const char* yaml;
        const char* to;
    };
    const std::string llama = "base_model: NousResearch/Meta-Llama-3-8B\nsequence_len: 2048\n"
                              "micro_batch_size: 1\nbf16: true\ngradient_checkpointing: true\n";
    const Row rows[] = {
        {"fsdp2.yaml", "fsdp_version: 2\nfsdp_config:\n  reshard_after_forward: true\n",
         "axolotl"},
        {"fsdp2.yaml", "fsdp_version: 2\nfsdp_config:\n  reshard_after_forward: true\n",
         "torchtune"},
        {"single.yaml", "", "trl"},
        {"single.yaml", "", "axolotl"},
        {"zero3.yaml", "deepspeed: zero3_bf16.json\n", "torchtune"},
        {"zero3.yaml", "deepspeed: zero3_bf16.json\n", "llamafactory"},
    };
    for (const Row& row : rows) {
        DYNAMIC_SECTION(row.name << " → " << row.to) {
            ScratchDir dir("recipe-export-figures");
            fs::copy_file(kRecipes / "axolotl" / "zero3_bf16.json", dir / "zero3_bf16.json");
            writeFile(dir / row.name, llama + row.yaml);
            auto in = importRecipe((dir / row.name).string(), catalog(), {});
            INFO((in ? std::string() : in.error().toString()));
            REQUIRE(in.ok());
            Scenario s = in.value();
            const bool single = std::string(row.name) == "single.yaml";
            // One card holds a 3B model's full fine-tune whichever states the target keeps.
            const char* model = single ? "llama-3.2-3b" : "llama-3-8b";
            s.model = model;
            s.server.clear();
            s.gpu = "h100-sxm";
            s.gpuCount = single ? 1 : 8;
            const auto [exported, back] =
                exportedAndBack(s, row.to, (dir / "out.yaml").string(), model);
            const Scenario again = withTrainingOf(back, exported.fit.scenario);
            CHECK(again.sharding == exported.fit.scenario.sharding);
            if (again.sharding == Sharding::Full) // which engine shards decides the buffers
                CHECK(shardingImplOf(again) == shardingImplOf(exported.fit.scenario));
            CHECK(again.stateBytes == exported.fit.scenario.stateBytes);
            CHECK(evaluate(again, catalog()).perGpu.headroom ==
                  Approx(exported.fit.headroomGb).margin(0.01));
        }
    }
}

TEST_CASE("torchao's 4-bit AdamW goes out in every format and comes back", "[recipe]") {
    // Axolotl, LLaMA-Factory and TRL name it as transformers does (adamw_torch_4bit), torchtune
    // by its class (torchao.optim.AdamW4bit); each imports back as adamw-4bit.
    Scenario s = imported("axolotl/llama-3-qlora.yml");
    s.optimizer = Optimizer::AdamW4bit;
    const std::pair<const char*, const char*> formats[] = {
        {"axolotl", "adamw_torch_4bit"},
        {"llamafactory", "adamw_torch_4bit"},
        {"trl", "adamw_torch_4bit"},
        {"torchtune", "torchao.optim.AdamW4bit"}};
    for (const auto& [to, name] : formats) {
        DYNAMIC_SECTION(to) {
            ScratchDir dir("recipe-adam4bit");
            const auto [exported, back] =
                exportedAndBack(s, to, (dir / "fitted.yaml").string());
            CHECK(exported.text.find(name) != std::string::npos);
            CHECK(back.optimizer == Optimizer::AdamW4bit);
        }
    }
}
