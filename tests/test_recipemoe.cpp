// Mixture-of-experts LoRA in recipes (issue 37): which routed experts an Axolotl recipe adapts
// (shared-expert names, lora_target_parameters), the quantisation its transformers 5 key
// (quantize_moe_experts) stands for, and what an export writes back.
#include "memory/statebytes.h"
#include "memorymodel.h"
#include "recipefixtures.h"
#include "scenariojson.h"

#include <algorithm>

namespace {

bool warns(const SizingResult& r, const char* code, double* value = nullptr) {
    const auto w = std::find_if(r.warnings.begin(), r.warnings.end(),
                                [code](const Warning& x) { return x.code == code; });
    if (w != r.warnings.end() && value && !w->args.empty())
        *value = w->args.front().value;
    return w != r.warnings.end();
}

} // namespace

TEST_CASE("Axolotl's mixture-of-experts LoRA: shared-expert names leave the routed experts "
          "without adapters, lora_target_parameters adapts them, quantize_moe_experts is the "
          "quantised base",
          "[recipe][moe]") {
    ScratchDir dir("recipe-moe-experts");
    const std::string base = "base_model: Qwen/Qwen3-Next-80B-A3B-Instruct\nsequence_len: 2048\n"
                             "micro_batch_size: 1\nsample_packing: true\nadapter: qlora\n"
                             "load_in_4bit: true\nlora_r: 16\n";
    const auto read = [&](const std::string& lines, const std::string& name) {
        writeFile(dir / name, base + lines);
        return importRecipe((dir / name).string(), catalog(), "qwen3-next-80b-a3b");
    };
    const auto plain = read("lora_target_modules: [q_proj, gate_proj, up_proj, down_proj]\n"
                            "quantize_moe_experts: true\n",
                            "plain.yml");
    REQUIRE(plain.ok());
    CHECK(plain->loraRoutedExperts); // the names reach every expert (PEFT 0.19 under v5 too)
    CHECK_FALSE(lists(plain->recipe->notModelled, "quantize_moe_experts"));
    // Axolotl's own Qwen3-Next example (examples/qwen3-next at e672d37f3, PEFT 0.18) names the
    // shared expert's projections: its README's "~47 GiB (no target experts)".
    const auto shared = read("lora_target_modules: [q_proj, shared_expert.gate_proj, "
                             "shared_expert.up_proj, shared_expert.down_proj]\n"
                             "quantize_moe_experts: true\n",
                             "shared.yml");
    REQUIRE(shared.ok());
    CHECK_FALSE(shared->loraRoutedExperts);
    // Qwen3-Next: 48 layers of h 2,048, each with 512 routed experts and a shared expert of
    // 512: gate, up and down on the shared expert only, 3 × 2,560 per layer, plus q (12 full
    // attention layers, 2,048 -> 2 × 16 × 256 with the output gate) at rank 16.
    const ModelArch& arch = catalogModel("qwen3-next-80b-a3b");
    const double q = 12.0 * (2048 + 2 * 16 * 256);
    CHECK(adapterWeights(arch, *shared) == 16 * (q + 48.0 * 3 * 2560));
    CHECK(adapterWeights(arch, *plain) == 16 * (q + 48.0 * 513 * 3 * 2560));
    // PEFT's target_parameters on the experts' fused tensors adapt them.
    const auto params = read("lora_target_modules: [q_proj, shared_expert.gate_proj]\n"
                             "lora_target_parameters:\n  - mlp.experts.gate_up_proj\n"
                             "  - mlp.experts.down_proj\n",
                             "params.yml");
    REQUIRE(params.ok());
    CHECK(params->loraRoutedExperts);
    CHECK(params->loraTargets == (LoraQ | LoraGate | LoraUp | LoraDown));
    const auto unknown = read("lora_target_parameters: [mlp.experts.router]\n", "unknown.yml");
    REQUIRE_FALSE(unknown.ok());
    CHECK(unknown.error().key == "lora_target_parameters");

    // The verdict says what the experts' quantisation rests on, adapted or not: BF16 experts
    // (bitsandbytes alone under transformers 5) would be 48 · 512 · 3 · 2,048 · 512 weights at
    // 2 B instead of NF4 with double quantisation.
    Scenario onOneGpu = *shared;
    onOneGpu.server.clear();
    onOneGpu.gpu = "h100-sxm";
    onOneGpu.gpuCount = 1;
    const double experts = 48.0 * 512 * 3 * 2048 * 512;
    const double nf4 = quantizedBytesPerWeight(onOneGpu, arch, catalog().assumptions);
    double more = 0;
    CHECK(warns(evaluate(onOneGpu, catalog()), "moe_experts_quantised", &more));
    CHECK(more == Approx(experts * (2 - nf4) / 1e9));
    Scenario bf16Base = onOneGpu;
    bf16Base.method = Method::Lora;
    CHECK_FALSE(warns(evaluate(bf16Base, catalog()), "moe_experts_quantised"));

    // The file keeps the choice: written and read back, the run is the same.
    const Expected<Scenario> back = parseScenario(toJson(*shared), "back", catalog());
    REQUIRE(back.ok());
    CHECK_FALSE(back->loraRoutedExperts);
    // An export names gate, up and down bare, which reach every routed expert: it sizes that
    // run and says so; the quantised base keeps quantize_moe_experts.
    Scenario onGpus = *shared;
    onGpus.server.clear();
    onGpus.gpu = "h200-sxm";
    onGpus.gpuCount = 8;
    const auto out = exportedAndBack(onGpus, "axolotl", (dir / "out.yaml").string(),
                                     "qwen3-next-80b-a3b");
    CHECK(out.exported.text.find("quantize_moe_experts: true") != std::string::npos);
    CHECK(out.back.loraRoutedExperts);
    CHECK(std::any_of(out.exported.fit.changes.begin(), out.exported.fit.changes.end(),
                      [](const std::string& c) {
                          return c.find("lora_routed_experts false → true") != std::string::npos;
                      }));
    // On a BF16 base Axolotl refuses quantize_moe_experts (check_quantize_moe_experts): gone.
    Scenario lora = onGpus;
    lora.method = Method::Lora;
    const auto bf16 = exportedAndBack(lora, "axolotl", (dir / "lora.yaml").string(),
                                      "qwen3-next-80b-a3b");
    CHECK(bf16.exported.text.find("quantize_moe_experts") == std::string::npos);
    // Beside lora_target_linear it is refused too: the linears are named instead.
    Scenario all = onGpus;
    all.loraTargets = 0;
    const auto named = exportedAndBack(all, "axolotl", (dir / "all.yaml").string(),
                                       "qwen3-next-80b-a3b");
    CHECK(named.exported.text.find("lora_target_linear") == std::string::npos);
    CHECK(named.exported.text.find("quantize_moe_experts: true") != std::string::npos);
}
