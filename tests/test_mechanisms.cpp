// The memory mechanisms CALIBRATION.md table 3 needs (issue 37), each against the framework code
// it was read from (cited in core/memory/) and against the published run it serves
// (catalog/calibration/: peft-metamathqa, torchtitan-llama3-h100, peft-docs-deepspeed-fsdp,
// qwen-readme): the mechanism's own bytes by hand, and the row's prediction within ±10 %.
#include "calibration.h"
#include "catalog.h"
#include "gpumemory.h"
#include "memorymodel.h"
#include "modelarch.h"
#include "scenario.h"
#include "support.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <string>

using namespace headroom;
using headroom::test::catalog;

namespace {

ModelArch calibrationModel(const char* file) {
    auto a = loadModelConfig(std::string(HEADROOM_SOURCE_CATALOG) + "/calibration/models/" + file);
    if (!a)
        FAIL(a.error().toString());
    return std::move(a).value();
}

const CalibrationReport& report() {
    static const CalibrationReport r = [] {
        auto rep = calibrate(catalog());
        if (!rep)
            FAIL(rep.error().toString());
        return std::move(rep).value();
    }();
    return r;
}

/// The calibration row `source: name`, which must exist.
const CalibrationResult& row(const std::string& source, const std::string& name) {
    for (const CalibrationResult& r : report().rows)
        if (r.source == source && r.name == name)
            return r;
    FAIL("no calibration row " << source << ": " << name);
    return report().rows.front();
}

void withinTenPercent(const CalibrationResult& r) {
    INFO(r.source << ": " << r.name << ": predicted " << r.predictedGb << " GB, measured "
                  << r.measuredGb << " GB (" << toString(r.metric) << ")");
    CHECK(std::abs(r.error) <= 0.10);
}

} // namespace

TEST_CASE("DeepSpeed ZeRO-3 keeps the IPG bucket and a gathered layer: Llama-2-70B LoRA on 8 GPUs",
          "[mechanisms][zero3]") {
    // PEFT docs, ZeRO-3 without offload: accelerate leaves DeepSpeed's defaults
    // (reduce_bucket_size 5e8, stage3_prefetch_bucket_size 5e7, stage3_max_live_parameters 1e9).
    const ModelArch a = calibrationModel("llama-2-70b.json");
    MemoryInput in = test::singleGpuInput(a, 2048, 8);
    in.method = Method::Lora;
    in.loraRank = 8;
    in.gpuCount = 8;
    in.sharding = Sharding::Full;
    in.deepspeed = true;
    in.checkpointing = true;
    const MemoryTerms t = memoryTerms(in);
    // One decoder layer: q and o 8192², k and v 8192 × 1024, gate/up/down 3 × 8192 × 28672 =
    // 150,994,944 + 704,643,072 = 855,638,016 weights, gathered through its recompute and
    // backward, plus the 5e7-element prefetch bucket, BF16: 2 × 905,638,016 B.
    CHECK(t.gatherBuffer == Approx(2.0 * 905'638'016));
    // The IPG bucket: 5e8 BF16 elements, however few parameters train (82.8 M here).
    CHECK(t.reduceBuffer == Approx(2.0 * 5e8));
    // Without checkpointing each module is released after use: the largest linear (8192 ×
    // 28672 = 234,881,024) is the widest unit besides the 262,144,000-weight embedding / head.
    in.checkpointing = false;
    CHECK(memoryTerms(in).gatherBuffer == Approx(2.0 * (262'144'000 + 5e7)));
    // stage3_max_live_parameters caps the gathered elements.
    in.checkpointing = true;
    in.zeroMaxLive = 4e8;
    CHECK(memoryTerms(in).gatherBuffer == Approx(2.0 * 4e8));
}

TEST_CASE("GPTQ bases keep their checkpoint's format: bits/8 + (2 + bits/8)/group per weight",
          "[mechanisms][gptq]") {
    // Qwen-7B-Chat-Int4 (run_gptq.py: bits 4, group_size 128): 0.5 + 2.5/128 = 0.51953125 B
    // per weight of the decoder blocks' linears; wte and lm_head stay 16-bit.
    const ModelArch a = calibrationModel("qwen1-7b-int4-as-qwen2.json");
    CHECK(a.quantization.method == "gptq");
    CHECK(a.quantization.bits == 4);
    CHECK(a.quantization.groupSize == 128);
    // 32 layers × (3 × 4096² + 4096² + 3 × 4096 × 11008) = 32 × 202,375,168.
    CHECK(a.params.textLinear == 32.0 * 202'375'168);
    auto s = parseScenario(nlohmann::json::parse(R"({"method": "qlora", "quantizer": "gptq",
        "lora_rank": 64, "gpu": "a100-80gb-sxm", "gpu_count": 1, "sharding": "none"})"),
                           "inline", catalog());
    REQUIRE(s);
    const ModelStates ms = modelStates(s.value(), a, catalog().assumptions);
    const double linear = a.params.textLinear;
    CHECK(ms.frozenBytes == Approx(linear * 0.51953125 + (a.params.total - linear) * 2));
    // AWQ counts the same layers alike; NF4 (bitsandbytes) would quantise them at 0.516 B.
    s.value().quantizer = Quantizer::Awq;
    CHECK(modelStates(s.value(), a, catalog().assumptions).frozenBytes == Approx(ms.frozenBytes));
    // Qwen README: Qwen-7B-Chat-Int4 at 8192 tokens and Qwen-72B-Chat-Int4 at 2048 on one A100.
    withinTenPercent(row("qwen-readme", "Qwen-7B-Chat-Int4 Q-LoRA r64, 1x8192, GC"));
    withinTenPercent(row("qwen-readme", "Qwen-72B-Chat-Int4 Q-LoRA r64, 1x2048, GC"));
}

TEST_CASE("MXFP4 covers the experts the checkpoint stores in MXFP4 (gpt-oss)",
          "[mechanisms][mxfp4]") {
    const ModelEntry* oss = catalog().findModel("gpt-oss-120b");
    REQUIRE(oss);
    const ModelArch& a = oss->arch;
    auto s = parseScenario(nlohmann::json::parse(R"({"model": "gpt-oss-120b", "method": "qlora",
        "quantizer": "mxfp4", "gpu": "h200-sxm", "gpu_count": 1, "sharding": "none"})"),
                           "inline", catalog());
    REQUIRE(s);
    // 36 layers × 128 experts × 3 × 2880² MXFP4 weights at 4.25 bits; the rest BF16.
    const double mx = 36.0 * 128 * 3 * 2880 * 2880;
    CHECK(a.params.mxfp4 == mx);
    CHECK(modelStates(s.value(), a, catalog().assumptions).frozenBytes ==
          Approx(mx * 0.53125 + (a.params.total - mx) * 2));
}
