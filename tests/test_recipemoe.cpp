// Mixture-of-experts LoRA in recipes (issue 37): which routed experts Axolotl's transformers 5
// keys (quantize_moe_experts, lora_target_parameters) adapt, in and out.
#include "memorymodel.h"
#include "recipefixtures.h"
#include "scenariojson.h"

TEST_CASE("Axolotl under transformers 5: quantize_moe_experts leaves the routed experts "
          "without adapters and lora_target_parameters adapts them",
          "[recipe][moe]") {
    ScratchDir dir("recipe-moe-experts");
    const std::string base = "base_model: Qwen/Qwen3-Next-80B-A3B-Instruct\nsequence_len: 2048\n"
                             "micro_batch_size: 1\nsample_packing: true\nadapter: qlora\n"
                             "load_in_4bit: true\nlora_r: 16\n"
                             "lora_target_modules: [q_proj, gate_proj, up_proj, down_proj]\n";
    const auto read = [&](const std::string& lines,
                          const std::string& name = "m.yml") -> Expected<Scenario> {
        writeFile(dir / name, base + lines);
        return importRecipe((dir / name).string(), catalog(), "qwen3-next-80b-a3b");
    };
    const auto plain = read("");
    REQUIRE(plain.ok());
    CHECK(plain->loraRoutedExperts); // transformers 4.x: every expert an nn.Linear
    const auto fused = read("quantize_moe_experts: true\n", "fused.yml");
    REQUIRE(fused.ok());
    CHECK_FALSE(fused->loraRoutedExperts);
    CHECK_FALSE(lists(fused->recipe->notModelled, "quantize_moe_experts"));
    // Qwen3-Next: 48 layers of h 2,048, each with 512 routed experts and a shared expert of
    // 512: gate, up and down on the shared expert only, 3 × 2,560 per layer, plus q (12 full
    // attention layers, 2,048 -> 2 × 16 × 256 with the output gate) at rank 16.
    const ModelArch& arch = catalogModel("qwen3-next-80b-a3b");
    const double q = 12.0 * (2048 + 2 * 16 * 256);
    CHECK(adapterWeights(arch, *fused) == 16 * (q + 48.0 * 3 * 2560));
    CHECK(adapterWeights(arch, *plain) == 16 * (q + 48.0 * 513 * 3 * 2560));
    // PEFT's target_parameters on the experts' fused tensors adapt them again.
    const auto params = read("quantize_moe_experts: true\nlora_target_parameters:\n"
                             "  - mlp.experts.gate_up_proj\n  - mlp.experts.down_proj\n");
    REQUIRE(params.ok());
    CHECK(params->loraRoutedExperts);
    CHECK(params->loraTargets == (LoraQ | LoraGate | LoraUp | LoraDown));
    const auto unknown = read("lora_target_parameters: [mlp.experts.router]\n");
    REQUIRE_FALSE(unknown.ok());
    CHECK(unknown.error().key == "lora_target_parameters");
    // The file keeps the choice: written and read back, the run is the same.
    const Expected<Scenario> back = parseScenario(toJson(*fused), "back", catalog());
    REQUIRE(back.ok());
    CHECK_FALSE(back->loraRoutedExperts);
    // Exported to Axolotl and read back: the same routed experts, by the same keys.
    Scenario onGpus = *fused;
    onGpus.server.clear();
    onGpus.gpu = "h200-sxm";
    onGpus.gpuCount = 8;
    const auto without = exportedAndBack(onGpus, "axolotl", (dir / "without.yaml").string(),
                                         "qwen3-next-80b-a3b");
    CHECK(without.exported.text.find("quantize_moe_experts: true") != std::string::npos);
    CHECK_FALSE(without.back.loraRoutedExperts);
    onGpus.loraRoutedExperts = true;
    const auto with = exportedAndBack(onGpus, "axolotl", (dir / "with.yaml").string(),
                                      "qwen3-next-80b-a3b");
    CHECK(with.exported.text.find("mlp.experts.gate_up_proj") != std::string::npos);
    CHECK(with.back.loraRoutedExperts);
}
