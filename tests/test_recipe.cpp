// Training recipes in (issue 24): the frameworks' own example configurations
// (tests/data/recipes/, sources in SOURCES.md) import to the scenario their documentation
// describes; bad input is one line naming the file and the key.
#include "memory/statebytes.h"
#include "recipefixtures.h"
#include "scenariojson.h"

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
    // Axolotl loads the model in BF16 (bf16: auto) and, unsharded, the Trainer trains it in
    // place: 2 B weights, 2 B gradients and the 8-bit moments, not fp32 masters.
    CHECK(s.stateBytes == StateBytes::Bf16);
    const StateBytesPerParam b = trainableBytes(s, catalog().assumptions);
    CHECK(b.weights == 2);
    CHECK(b.gradients == 2);
}

TEST_CASE("Axolotl full fine-tunes keep fp32 masters where FSDP1 or DeepSpeed shards them",
          "[recipe]") {
    // FSDP1 through accelerate's prepare, which upcasts the trainable flat parameters.
    const Scenario fsdp1 = imported("axolotl/llama-3-fft-8b-liger-fsdp.yaml");
    REQUIRE(fsdp1.fsdpVersion == FsdpVersion::Fsdp1);
    CHECK(fsdp1.stateBytes == StateBytes::Hf);
    ScratchDir dir("recipe-axolotl-states");
    const std::string base = "base_model: NousResearch/Meta-Llama-3-8B\nsequence_len: 2048\n"
                             "micro_batch_size: 1\nbf16: true\n";
    // FSDP2 through Axolotl's own prepare (no upcast): BF16.
    writeFile(dir / "fsdp2.yaml", base + "fsdp_version: 2\nfsdp_config:\n"
                                         "  reshard_after_forward: true\n");
    // DeepSpeed: the engine keeps its fp32 partition whatever the module's dtype.
    fs::copy_file(kRecipes / "axolotl" / "zero3_bf16.json", dir / "zero3_bf16.json");
    writeFile(dir / "zero3.yaml", base + "deepspeed: zero3_bf16.json\n");
    // A LoRA run's adapters keep PEFT's fp32 (autocast_adapter_dtype): as the stack sizes them.
    writeFile(dir / "lora.yaml", base + "adapter: lora\nlora_r: 16\nlora_target_linear: true\n");
    const auto fsdp2 = importRecipe((dir / "fsdp2.yaml").string(), catalog(), {});
    const auto zero3 = importRecipe((dir / "zero3.yaml").string(), catalog(), {});
    const auto lora = importRecipe((dir / "lora.yaml").string(), catalog(), {});
    REQUIRE(fsdp2.ok());
    REQUIRE(zero3.ok());
    REQUIRE(lora.ok());
    CHECK(fsdp2->fsdpVersion == FsdpVersion::Fsdp2);
    CHECK(fsdp2->stateBytes == StateBytes::Bf16);
    CHECK(zero3->stateBytes == StateBytes::Hf);
    CHECK(lora->stateBytes == StateBytes::Hf);
    // FSDP2 keeping its gathered weights imports as zero2, and stays pure BF16 (no DeepSpeed).
    writeFile(dir / "zero2.yaml", base + "fsdp_version: 2\nfsdp_config:\n"
                                         "  reshard_after_forward: false\n");
    const auto fsdpZero2 = importRecipe((dir / "zero2.yaml").string(), catalog(), {});
    REQUIRE(fsdpZero2.ok());
    REQUIRE(fsdpZero2->sharding == Sharding::Zero2);
    CHECK(fsdpZero2->stateBytes == StateBytes::Bf16);
    CHECK(trainableBytes(fsdpZero2.value(), catalog().assumptions).optimizer == 4);
    // Pure BF16 named under DeepSpeed is still ZeRO's 2 + 2 + 12 B.
    Scenario pure = zero3.value();
    pure.stateBytes = StateBytes::Bf16;
    REQUIRE(runsDeepSpeedZero(pure));
    const StateBytesPerParam b = trainableBytes(pure, catalog().assumptions);
    CHECK(b.weights == 2);
    CHECK(b.gradients == 2);
    CHECK(b.optimizer == 12);
}

TEST_CASE("Axolotl's FSDP2 keeps the embedding and LM head in the root unit", "[recipe]") {
    // Axolotl's fsdp2_prepare_model shards the decoder layers and then the model, so its root
    // holds embed_tokens and lm_head, gathered through the forward and the backward, and their
    // gradients reduce together at the end; torchtune, torchtitan and accelerate from v1.14
    // shard them on their own.
    ScratchDir dir("recipe-axolotl-root");
    writeFile(dir / "fsdp2.yaml", "base_model: NousResearch/Meta-Llama-3-8B\nsequence_len: 2048\n"
                                  "micro_batch_size: 1\nbf16: true\nfsdp_version: 2\n"
                                  "fsdp_config:\n  activation_checkpointing: true\n");
    auto imported = importRecipe((dir / "fsdp2.yaml").string(), catalog(), {});
    REQUIRE(imported.ok());
    Scenario axolotl = imported.value();
    axolotl.server.clear();
    axolotl.gpu = "h100-sxm";
    axolotl.gpuCount = 8;
    Scenario separate = axolotl;
    separate.recipe.reset();
    // Llama 3 8B (config.json): a decoder layer 4096 · (4096 + 2 · 1024 + 4096) + 3 · 4096 ·
    // 14336 parameters, the embedding and the untied head 128256 · 4096 each; BF16.
    const double layer = 2.0 * (4096.0 * (4096 + 2 * 1024 + 4096) + 3.0 * 4096 * 14336);
    const double emb = 2.0 * 128256 * 4096;
    // Gathered: the layer and the prefetched one beside the root, against the layer and the
    // largest of the next unit; reduced: the root's gradients against the largest unit's.
    const double gathered = (emb + emb + 2 * layer) - (layer + std::max(layer, emb));
    const double reduced = std::max(layer, 2 * emb) - std::max(layer, emb);
    const SizingResult r = evaluate(axolotl, catalog());
    const SizingResult s = evaluate(separate, catalog());
    CHECK(r.perGpu.buffers - s.perGpu.buffers == Approx((gathered + reduced) / 1e9));
}

TEST_CASE("Axolotl's FSDP activation checkpointing checkpoints every layer", "[recipe]") {
    // fsdp_config.activation_checkpointing (and the legacy fsdp_ prefix) wraps every decoder
    // layer in checkpoint_wrapper (monkeypatch/accelerate/fsdp2.py), gradient_checkpointing unset.
    ScratchDir dir("recipe-fsdp-ac");
    const std::string base = "base_model: NousResearch/Meta-Llama-3-8B\nsequence_len: 4096\n"
                             "micro_batch_size: 1\n";
    writeFile(dir / "v2.yaml", base + "fsdp_version: 2\nfsdp_config:\n"
                                      "  activation_checkpointing: true\n");
    writeFile(dir / "v1.yaml", base + "fsdp:\n  - full_shard\n  - auto_wrap\nfsdp_config:\n"
                                      "  fsdp_activation_checkpointing: true\n");
    writeFile(dir / "off.yaml", base + "fsdp_version: 2\nfsdp_config:\n"
                                       "  activation_checkpointing: false\n");
    for (const char* file : {"v2.yaml", "v1.yaml", "off.yaml"}) {
        const auto s = importRecipe((dir / file).string(), catalog(), {});
        INFO(file << ": " << (s ? std::string() : s.error().toString()));
        REQUIRE(s.ok());
        CHECK(s->gradientCheckpointing == (std::string(file) != "off.yaml"));
        for (const char* key : {"fsdp_config.activation_checkpointing",
                                "fsdp_config.fsdp_activation_checkpointing"})
            CHECK_FALSE(lists(s->recipe->notModelled, key));
    }
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

TEST_CASE("Axolotl's Cut Cross Entropy plugin alone turns the fused loss on", "[recipe]") {
    // CutCrossEntropyArgs.cut_cross_entropy defaults to True since axolotl@53dbf97d (#2562);
    // the gpt-oss examples list the plugin without the key.
    ScratchDir dir("recipe-cce");
    const std::string base = "base_model: NousResearch/Meta-Llama-3-8B\nsequence_len: 8192\n"
                             "micro_batch_size: 1\nbf16: true\nplugins:\n"
                             "  - axolotl.integrations.cut_cross_entropy.CutCrossEntropyPlugin\n";
    writeFile(dir / "plugin.yaml", base);
    writeFile(dir / "off.yaml", base + "cut_cross_entropy: false\n");
    // Written empty, the key is None in Axolotl's config: the plugin patches nothing.
    writeFile(dir / "empty.yaml", base + "cut_cross_entropy:\n");
    const auto empty = importRecipe((dir / "empty.yaml").string(), catalog(), {});
    REQUIRE(empty.ok());
    CHECK_FALSE(empty.value().fusedCrossEntropy);
    const auto on = importRecipe((dir / "plugin.yaml").string(), catalog(), {});
    const auto off = importRecipe((dir / "off.yaml").string(), catalog(), {});
    REQUIRE(on.ok());
    REQUIRE(off.ok());
    CHECK(on.value().stack == "hf-trainer");
    CHECK(on.value().fusedCrossEntropy);
    CHECK(on.value().fusedLoss == FusedLossKind::FusedLinear);
    CHECK_FALSE(off.value().fusedCrossEntropy);
    CHECK_FALSE(lists(on.value().recipe->notModelled, "plugins"));
    // Without the plugin Hugging Face's loss holds at least the fp32 logits, 4 B for each of
    // 8192 × 128256, which Cut Cross Entropy never builds.
    const double plain = evaluate(off.value(), catalog()).perGpu.allocatedPeak;
    const double fused = evaluate(on.value(), catalog()).perGpu.allocatedPeak;
    CHECK(plain - fused > 4 * 8192.0 * 128256 / 1e9);
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
    // The file's ZeRO sizes are read (test_deepspeedsettings.cpp); what it sets beyond them
    // is not modelled.
    CHECK_FALSE(lists(s.recipe->notModelled, "deepspeed.zero_optimization.overlap_comm"));
    CHECK(lists(s.recipe->notModelled, "deepspeed.zero_optimization.stage3_max_reuse_distance"));
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

TEST_CASE("The Trainer's torchao 8-bit and 4-bit AdamW are sized in both formats", "[recipe]") {
    // transformers' adamw_torch_8bit is torchao's AdamW8bit: one byte per moment and an fp32
    // scale per 256 elements, as bitsandbytes' blockwise AdamW8bit (recipemapping.cpp).
    ScratchDir dir("recipe-torchao-adam");
    writeFile(dir / "axolotl.yaml", "base_model: NousResearch/Meta-Llama-3-8B\n"
                                     "sequence_len: 2048\nmicro_batch_size: 1\n"
                                     "optimizer: adamw_torch_8bit\n");
    writeFile(dir / "trl.yaml", "model_name_or_path: Qwen/Qwen3-8B\nmax_length: 2048\n"
                                "optim: adamw_torch_8bit\n");
    for (const char* file : {"axolotl.yaml", "trl.yaml"}) {
        const auto s = importRecipe((dir / file).string(), catalog(), {});
        INFO(file << ": " << (s ? std::string() : s.error().toString()));
        REQUIRE(s.ok());
        CHECK(s.value().optimizer == Optimizer::AdamW8bit);
        CHECK_FALSE(lists(s.value().recipe->notModelled, "optimizer"));
        CHECK_FALSE(lists(s.value().recipe->notModelled, "optim"));
    }
    // torchao's 4-bit AdamW (Axolotl's Llama 4 Scout and Qwen3.5-27B QLoRA examples use it).
    writeFile(dir / "four.yaml",
              "model_name_or_path: Qwen/Qwen3-8B\nmax_length: 2048\noptim: adamw_torch_4bit\n");
    const auto four = importRecipe((dir / "four.yaml").string(), catalog(), {});
    REQUIRE(four.ok());
    CHECK(four.value().optimizer == Optimizer::AdamW4bit);
    // An optimizer Headroom does not size is refused, naming the key and the ones it sizes.
    writeFile(dir / "other.yaml",
              "model_name_or_path: Qwen/Qwen3-8B\nmax_length: 2048\noptim: adafactor\n");
    const Error e = refused(dir / "other.yaml");
    CHECK(e.key == "optim");
    CHECK(e.message.find("adamw_torch_4bit") != std::string::npos);
}

TEST_CASE("Axolotl's LoRA targets as one regular expression or with their containers",
          "[recipe]") {
    ScratchDir dir("recipe-lora-regex");
    const std::string base = "base_model: NousResearch/Meta-Llama-3-8B\nsequence_len: 2048\n"
                             "adapter: lora\nlora_r: 16\n";
    const auto targets = [&](const std::string& line) -> Expected<Scenario> {
        writeFile(dir / "r.yml", base + line + "\n");
        return importRecipe((dir / "r.yml").string(), catalog(), {});
    };
    // Axolotl's Mistral vision examples: the text model's linears, the vision tower's left out.
    const auto regex = targets(R"(lora_target_modules: 'model.language_model.layers.[\d]+.)"
                               R"((mlp|cross_attn|self_attn).(up|down|gate|q|k|v|o)_proj')");
    REQUIRE(regex.ok());
    CHECK(regex->loraTargets ==
          (LoraQ | LoraK | LoraV | LoraO | LoraGate | LoraUp | LoraDown));
    const auto attention = targets(R"(lora_target_modules: '.*\.(q|v)_proj')");
    REQUIRE(attention.ok());
    CHECK(attention->loraTargets == (LoraQ | LoraV));
    // PEFT full-matches a string: a bare name matches no module's whole name.
    const auto bare = targets("lora_target_modules: 'q_proj'");
    REQUIRE_FALSE(bare.ok());
    CHECK(bare.error().key == "lora_target_modules");
    CHECK(bare.error().message.find("matches none") != std::string::npos);
    const auto broken = targets("lora_target_modules: '(q|v_proj'");
    REQUIRE_FALSE(broken.ok());
    CHECK(broken.error().message.find("not a regular expression") != std::string::npos);
    // Patterns that would backtrack exponentially or recurse deep are refused before matching.
    for (const std::string& hostile :
         {std::string("(.*.*)+x"), std::string("((q)\\1)_proj"), std::string(300, 'a'),
          std::string(20, '(') + "q" + std::string(20, ')')}) {
        const auto refusedPattern = targets("lora_target_modules: '" + hostile + "'");
        INFO(hostile);
        REQUIRE_FALSE(refusedPattern.ok());
        CHECK(refusedPattern.error().message.find("is not read") != std::string::npos);
    }
    // Patterns that make a backtracking matcher run for minutes on a 50-character name are
    // matched in linear time (the breadth-first executor): each imports at once, matching
    // nothing.
    for (const char* slow : {"(.|.)*Z", "(\\w|.)*Z", ".*.*.*.*.*.*.*.*.*.*Z"}) {
        const auto tried = targets(std::string("lora_target_modules: '") + slow + "'");
        INFO(slow);
        REQUIRE_FALSE(tried.ok());
        CHECK(tried.error().message.find("matches none") != std::string::npos);
    }
    CHECK(targets(R"(lora_target_modules: '.*\.(?:q|k)_proj')").ok());
    // A group repeated once, or repetition inside an unrepeated group, is fine.
    CHECK(targets(R"(lora_target_modules: '(model\.)?layers\.\d+\.mlp\.(gate|up)_proj')").ok());
    // A list keeps PEFT's suffix match: the attention and MLP containers name the same linears.
    const auto dotted =
        targets("lora_target_modules: [self_attn.q_proj, self_attn.o_proj, mlp.up_proj]");
    REQUIRE(dotted.ok());
    CHECK(dotted->loraTargets == (LoraQ | LoraO | LoraUp));
    CHECK(dotted->loraRoutedExperts);
    // A shared expert's projections (Qwen3-Next's mlp.shared_expert, DeepSeek's
    // mlp.shared_experts) are the MLP targets without the routed experts.
    const auto shared =
        targets("lora_target_modules: [q_proj, shared_expert.gate_proj, shared_experts.up_proj]");
    REQUIRE(shared.ok());
    CHECK(shared->loraTargets == (LoraQ | LoraGate | LoraUp));
    CHECK_FALSE(shared->loraRoutedExperts);
    // A bare name beside them reaches every expert again.
    const auto both = targets("lora_target_modules: [shared_expert.gate_proj, down_proj]");
    REQUIRE(both.ok());
    CHECK(both->loraRoutedExperts);
    // A Gated DeltaNet block's projections and a shared expert's gate have no targets of
    // their own: listed as not modelled beside the others, refused alone (naming the module).
    const auto linear =
        targets("lora_target_modules: [q_proj, linear_attn.in_proj_ba, shared_expert_gate]");
    REQUIRE(linear.ok());
    CHECK(linear->loraTargets == LoraQ);
    CHECK(lists(linear->recipe->notModelled, "lora_target_modules: linear_attn.in_proj_ba"));
    CHECK(lists(linear->recipe->notModelled, "lora_target_modules: shared_expert_gate"));
    const auto alone = targets("lora_target_modules: [linear_attn.in_proj_ba]");
    REQUIRE_FALSE(alone.ok());
    CHECK(alone.error().message.find("linear_attn.in_proj_ba") != std::string::npos);
}

TEST_CASE("DeepSpeed files alone give sharding and offload", "[recipe]") {
    const Scenario zero2 = imported("axolotl/zero2.json", "llama-3.1-8b");
    CHECK(zero2.sharding == Sharding::Zero2);
    CHECK(zero2.offload == Offload::Optimizer);
    CHECK(zero2.recipe->framework == "deepspeed");
    const Scenario all = imported("axolotl/zero3_bf16_cpuoffload_all.json", "llama-3.1-8b");
    CHECK(all.sharding == Sharding::Full);
    CHECK(all.offload == Offload::Parameters);
    // Stage 3 is DeepSpeed's ZeRO-3, sized with its buckets and partitions, not FSDP's units.
    CHECK(all.shardingImpl == ShardingImpl::DeepSpeed);
    CHECK(runsDeepSpeedZero(all));
    Scenario asFsdp = all;
    asFsdp.shardingImpl = ShardingImpl::Fsdp;
    // Sized as the Hugging Face Trainer runs a DeepSpeed file (accelerate fills its "auto"):
    // the Trainer's loss on whole logits, not Headroom's default fused one.
    CHECK(all.stack == "hf-trainer");
    CHECK_FALSE(all.fusedCrossEntropy);
    CHECK(lists(all.recipe->assumed,
                "framework: a DeepSpeed file names none, sized as the Hugging Face Trainer runs it "
                "(accelerate fills its \"auto\" values)"));
    CHECK(evaluate(all, catalog()).bandBasis.regime == "full/zero/parameters/hf-trainer");
    CHECK(evaluate(all, catalog()).perGpu.buffers !=
          Approx(evaluate(asFsdp, catalog()).perGpu.buffers));
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
