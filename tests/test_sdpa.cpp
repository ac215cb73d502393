// transformers' SDPA path (`attention: "sdpa"`): on a padded batch a boolean mask of the batch's
// token pairs, k and v repeated to every query head and the mask's additive BF16 copy in every
// layer (transformers integrations/sdpa_attention.py at 00c238bd, masking_utils.py sdpa_mask at
// 00c4411c; PyTorch attention.cpp convert_boolean_attn_mask); without padding what
// FlashAttention keeps.
#include "build/scenariocheck.h"
#include "build/scenarioedit.h"
#include "calibrationdata.h"
#include "memory/sdpamask.h"
#include "memorymodel.h"
#include "modelarch.h"
#include "scenario.h"
#include "scenariojson.h"
#include "sizing.h"
#include "support.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace headroom;
using headroom::test::catalog;
using headroom::test::catalogModel;

namespace {

/// Llama 3.2 3B (28 layers, 24 query heads and 8 KV heads of 128) on one L40S, `batch` ×
/// `seq` tokens, no gradient checkpointing, as the PEFT MetaMathQA runs train it.
Scenario metamath(const char* attention, int batch, bool packing = false) {
    auto s = parseScenario(nlohmann::json::parse(std::string(R"({"model": "llama-3.2-3b",
        "stack": "hf-trainer", "state_bytes": "bf16", "gpu": "l40s", "gpu_count": 1,
        "sharding": "none", "method": "lora", "lora_rank": 32, "lora_targets": ["q", "v"],
        "sequence_length": 768, "gradient_checkpointing": false, "fused_cross_entropy": false,
        "attention": ")") + attention + R"(", "micro_batch": )" +
                                                 std::to_string(batch) + R"(, "packing": )" +
                                                 (packing ? "true" : "false") + "}"),
                           "sdpa.json", catalog());
    INFO((s ? std::string() : s.error().toString()));
    REQUIRE(s.ok());
    return s.value();
}

} // namespace

TEST_CASE("SDPA on a padded batch keeps k and v at every query head, the mask and its copy",
          "[memory][sdpa]") {
    const ModelArch& a = catalogModel("llama-3.2-3b");
    REQUIRE(a.layers == 28);
    REQUIRE(a.attention.heads == 24);
    REQUIRE(a.attention.kvHeads == 8);
    REQUIRE(a.attention.headDim == 128);
    const double s = 768, t = 4 * s;
    MemoryInput in = test::singleGpuInput(a, 768, 4);
    in.checkpointing = false;
    const MemoryTerms flash = memoryTerms(in);
    in.sdpaMasks = 1;
    const MemoryTerms sdpa = memoryTerms(in);
    // Per token and layer: k and v at 24 instead of 8 heads, 2 · 2 B · (3072 − 1024), and the
    // additive mask's row of s BF16 values (768, a multiple of 8). The boolean mask is gone
    // once the forward returns: no layer keeps it without checkpointing.
    const double perLayer = 2 * 2.0 * (3072 - 1024) + 2 * s;
    CHECK(sdpa.savedText - flash.savedText == Approx(28 * perLayer * t));

    // Under gradient checkpointing the layers keep their inputs and the boolean mask, s bytes
    // per token, for the whole step; the recomputed layer keeps its copies while it is
    // back-propagated.
    in.checkpointing = true;
    in.sdpaMasks = 0;
    const MemoryTerms flashCkpt = memoryTerms(in);
    in.sdpaMasks = 1;
    const MemoryTerms sdpaCkpt = memoryTerms(in);
    CHECK(sdpaCkpt.savedText - flashCkpt.savedText == Approx(s * t));
    CHECK(sdpaCkpt.layerWorkingSet - flashCkpt.layerWorkingSet == Approx(perLayer * t));
    // Two attention patterns (full and sliding layers) build two masks.
    in.sdpaMasks = 2;
    CHECK(memoryTerms(in).savedText - flashCkpt.savedText == Approx(2 * s * t));
}

TEST_CASE("SDPA with one query head per KV head adds only the mask's copy, its rows padded to 8",
          "[memory][sdpa]") {
    // Llama 2 7B is multi-head (32 of 32): repeat_kv returns k and v as they are. 1,001 tokens:
    // the additive mask's rows are padded to 1,008 for the memory-efficient kernel.
    const ModelArch& a = catalogModel("llama-2-7b");
    REQUIRE(a.attention.kvHeads == a.attention.heads);
    const double s = 1001, t = 2 * s;
    MemoryInput in = test::singleGpuInput(a, 1001, 2);
    in.checkpointing = false;
    const MemoryTerms flash = memoryTerms(in);
    in.sdpaMasks = 1;
    const MemoryTerms sdpa = memoryTerms(in);
    CHECK(sdpa.savedText - flash.savedText == Approx(a.layers * 2 * 1008.0 * t));
}

TEST_CASE("SDPA takes a mask on padded and packed batches and beyond a sliding window",
          "[memory][sdpa]") {
    // One sequence per micro-batch: sdpa_mask returns None (is_causal), FlashAttention's sizing.
    const SizingResult single = evaluate(metamath("sdpa", 1), catalog());
    CHECK(single.perGpu == evaluate(metamath("flash", 1), catalog()).perGpu);
    // Four padded sequences, or one row of packed samples: a mask, the copies in every layer.
    const double perLayerToken = 2 * 2.0 * 2048 + 2 * 768;
    const std::pair<int, bool> masked[] = {{4, false}, {1, true}};
    for (const auto& [batch, packing] : masked) {
        INFO("micro-batch " << batch << (packing ? ", packed" : ""));
        const SizingResult f = evaluate(metamath("flash", batch, packing), catalog());
        const SizingResult d = evaluate(metamath("sdpa", batch, packing), catalog());
        const double grown = 28 * perLayerToken * batch * 768 / 1e9;
        CHECK(d.perGpu.activations - f.perGpu.activations == Approx(grown).epsilon(1e-6));
        CHECK(d.perGpu.allocatedPeak - f.perGpu.allocatedPeak == Approx(grown).epsilon(1e-6));
    }
    // Mistral 7B v0.1 slides every layer over 4,096 tokens: one sequence of 4,096 is beyond it
    // (`kv_length < local_attention_size` fails) and takes a mask, 4,095 does not.
    const ModelArch& mistral = catalogModel("mistral-7b-v0.1");
    REQUIRE(mistral.slidingWindow == 4096);
    const Scenario single1 = metamath("sdpa", 1);
    CHECK(sdpaMasks(single1, mistral, 4095) == 0);
    CHECK(sdpaMasks(single1, mistral, 4096) == 1);
    // Gemma 3 has full and sliding layers: a padded batch builds a mask of each.
    const ModelArch& gemma = catalogModel("gemma-3-27b");
    REQUIRE(gemma.slidingWindow > 0);
    REQUIRE(gemma.slidingLayers > 0);
    REQUIRE(gemma.slidingLayers < gemma.fullAttentionLayers);
    Scenario padded = metamath("sdpa", 4);
    CHECK(sdpaMasks(padded, gemma, 768) == 2);
    CHECK(sdpaMasks(metamath("flash", 4), gemma, 768) == 0);
}

TEST_CASE("sdpa is refused where transformers' attention does not run, and an edit leaves it",
          "[memory][sdpa]") {
    auto refusal = [](const std::string& extra) {
        auto s = parseScenario(nlohmann::json::parse(std::string(R"({"model": "llama-3.1-8b",
            "gpu": "h100-sxm", "gpu_count": 8, "micro_batch": 2, "attention": "sdpa")") +
                                                     extra + "}"),
                               "sdpa.json", catalog());
        REQUIRE_FALSE(s.ok());
        CHECK(s.error().key == "/attention");
        return s.error().message;
    };
    CHECK_THAT(refusal(R"(, "stack": "torchtune")"),
               Catch::Contains("torchtune stack runs its own"));
    CHECK_THAT(refusal(R"(, "stack": "litgpt")"), Catch::Contains("litgpt stack runs its own"));
    CHECK_THAT(refusal(R"(, "stack": "unsloth")"), Catch::Contains("unsloth stack runs its own"));
    CHECK_THAT(refusal(R"(, "sharding": "zero1", "plan": {"dp": 4, "tp": 2})"),
               Catch::Contains("not with tp, pp, cp or ep"));
    // The window's edit to a tensor-parallel plan goes back to FlashAttention (settleEdit).
    Scenario before = metamath("sdpa", 4);
    before.model = "llama-3.1-8b";
    before.gpu = "h100-sxm";
    before.gpuCount = 8;
    before.server.clear();
    Scenario edited = before;
    edited.sharding = Sharding::Zero1;
    edited.plan.automatic = false;
    edited.plan.tp = 2;
    const Scenario settled = settleEdit(edited, before, catalog());
    CHECK(settled.attention == AttentionKernel::Flash);
    CHECK_FALSE(checkScenario(settled, catalog(), "sdpa.json"));
    // torchtitan's per-op checkpointing runs torchtitan's own attention: the policy is refused
    // beside sdpa (on /checkpointing_policy, as beside eager).
    auto perOp = parseScenario(nlohmann::json::parse(R"({"model": "llama-3.1-8b",
        "gpu": "h100-sxm", "gpu_count": 8, "sharding": "full", "fsdp_version": "fsdp2",
        "fused_cross_entropy": false, "attention": "sdpa",
        "checkpointing_policy": "selective-op"})"),
                               "sdpa.json", catalog());
    REQUIRE_FALSE(perOp.ok());
    CHECK(perOp.error().key == "/checkpointing_policy");
    CHECK_THAT(perOp.error().message, Catch::Contains("not transformers' sdpa"));
}

TEST_CASE("the scenario key sdpa round-trips and the MetaMathQA rows take it",
          "[memory][sdpa][calibration]") {
    const Scenario s = metamath("sdpa", 4);
    CHECK(s.attention == AttentionKernel::Sdpa);
    const nlohmann::json j = toJson(s);
    CHECK(j["attention"] == "sdpa");
    auto back = parseScenario(j, "sdpa.json", catalog());
    REQUIRE(back.ok());
    CHECK(back.value() == s);
    // PEFT's MetaMathQA harness runs SDPA on batches of 4 padded to their longest (the source's
    // setup): every row says so.
    int rows = 0;
    for (const CalibrationSource& source : catalog().calibration)
        if (source.id == "peft-metamathqa")
            for (const CalibrationRow& row : source.rows) {
                ++rows;
                CHECK(row.scenario.value("attention", "") == "sdpa");
                CHECK(row.scenario.value("micro_batch", 0) == 4);
            }
    CHECK(rows == 3);
}
