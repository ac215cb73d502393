// Decode and prefill against published measurements (issue 33): the per-layer cost of each
// engine, the prompts of other users interleaved with decode at the stated prompt rate, FP8
// prefill on FP8 tensor cores. The rows and their sources: core/serving/servingcalibration.cpp.
#include "catalog.h"
#include "serving/decode.h"
#include "serving/serving.h"
#include "serving/servingcalibration.h"
#include "support.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdio>
#include <vector>

using namespace headroom;
using headroom::test::catalog;
using headroom::test::gpu;

namespace {

double median(std::vector<double> v) {
    REQUIRE_FALSE(v.empty());
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

const ModelArch& arch(const char* id) {
    const ModelEntry* m = catalog().findModel(id);
    REQUIRE(m);
    return m->arch;
}

} // namespace

TEST_CASE("decode step: bytes, the engine's per-layer cost and the interleaved prompts add up",
          "[serving][speed]") {
    // By hand: 10 GB at 1,000 GB/s × 0.5 = 20 ms; 10 layers × 20 µs = 0.2 ms; 100 prompt
    // tokens × 1e9 FLOPs at 100 TFLOPS × 0.5 = 2 ms; no tensor parallelism: 22.2 ms.
    DecodeInput in;
    in.weightBytesPerGpu = 10e9;
    in.batch = 4;
    in.flopsPerToken = 1e9;
    in.layers = 10;
    in.hidden = 1024;
    in.hbmGBs = 1000;
    in.bandwidthEfficiency = 0.5;
    in.peakTflops = 100;
    in.computeEfficiency = 0.5;
    in.layerOverheadS = 20e-6;
    in.prefillTokensPerStep = 100;
    in.prefillFlopsPerToken = 1e9;
    in.prefillTflops = 100;
    in.prefillEfficiency = 0.5;
    const DecodeStep s = decodeStep(in);
    CHECK(s.memoryS == Approx(0.020));
    CHECK(s.overheadS == Approx(0.0002));
    CHECK(s.prefillS == Approx(0.002));
    CHECK(s.stepS == Approx(0.0222));
    CHECK(s.tokensPerSPerSequence == Approx(1 / 0.0222));
    // The prefill of 1,000 tokens of 1e9 FLOPs: 1e12 / 5e13 = 20 ms, above the weights' 20 ms
    // read only by rounding; plus the layers' cost once.
    CHECK(prefillSeconds(1e12, 1000, in) == Approx(0.020 + 0.0002));
}

TEST_CASE("the prompt rate: other users' prompts per decode step, from the output length",
          "[serving][speed]") {
    // 8 users at 5,500 tokens of which 500 are output: 7 × 5,000 / 500 = 70 prompt tokens
    // per step; one user interleaves nothing.
    ServingRequest q;
    q.contextTokens = 5500;
    q.outputTokens = 500;
    q.users = 8;
    const Assumptions& a = catalog().assumptions;
    const ServingResult v =
        evaluateServing(q, arch("llama-3.1-8b"), gpu("h100-sxm"), nullptr, 1, a);
    CHECK(v.batchPerReplica == 8);
    CHECK(v.promptTokensPerStep == Approx(70));
    CHECK(v.decodePrefillS > 0);
    CHECK(v.outputTokens == 500);
    q.users = 1;
    const ServingResult one =
        evaluateServing(q, arch("llama-3.1-8b"), gpu("h100-sxm"), nullptr, 1, a);
    CHECK(one.promptTokensPerStep == 0);
    CHECK(one.decodePrefillS == 0);
    // Without output_tokens the catalog's 1,000: 7 × 4,500 / 1,000 = 31.5.
    q.outputTokens = 0;
    q.users = 8;
    const ServingResult dflt =
        evaluateServing(q, arch("llama-3.1-8b"), gpu("h100-sxm"), nullptr, 1, a);
    CHECK(dflt.outputTokens == 1000);
    CHECK(dflt.promptTokensPerStep == Approx(31.5));
}

TEST_CASE("FP8 prefill runs on FP8 tensor cores where the card has them", "[serving][speed]") {
    // A long prompt is compute-bound: on an H100 FP8 halves the time of BF16 (1,978.9 against
    // 989.4 TFLOPS, the datasheet's dense rates); the A100 has no FP8 tensor cores (vLLM runs
    // FP8 weights through weight-only Marlin), so its prefill stays at the 16-bit rate.
    ServingRequest q;
    q.contextTokens = 33000;
    q.outputTokens = 1000;
    const Assumptions& a = catalog().assumptions;
    const ModelArch& m = arch("llama-3.1-8b");
    const auto ttft = [&](WeightsFormat f, const char* card) {
        q.weights = f;
        return evaluateServing(q, m, gpu(card), nullptr, 1, a).timeToFirstTokenS;
    };
    const double ratioH100 =
        ttft(WeightsFormat::Fp8, "h100-sxm") / ttft(WeightsFormat::Bf16, "h100-sxm");
    CHECK(ratioH100 == Approx(989.4 / 1978.9).epsilon(0.02));
    CHECK(ttft(WeightsFormat::Fp8, "a100-80gb-sxm") ==
          Approx(ttft(WeightsFormat::Bf16, "a100-80gb-sxm")).epsilon(0.02));
}

TEST_CASE("serving speed calibration: published decode rates and times to first token",
          "[serving][speed][calibration]") {
    std::vector<double> decode, ttft, sglang;
    std::printf("\n%-26s %-14s %-6s %5s %11s %5s %9s %9s %7s %9s %9s %7s\n", "setup", "model",
                "format", "users", "in/out", "tp", "ITL ms", "pred", "error", "TTFT ms", "pred",
                "error");
    for (const ServingSpeedResult& r : servingSpeedCalibration(catalog())) {
        const ServingSpeedRow& row = *r.row;
        INFO(row.source << " " << row.model << " users " << row.users);
        double de = 0, te = 0;
        if (row.decodeMs > 0) {
            de = r.decodeMs / row.decodeMs - 1;
            decode.push_back(std::abs(de));
            if (row.engine == ServingEngine::Sglang)
                sglang.push_back(std::abs(de));
        }
        if (row.ttftMs > 0) {
            te = r.ttftMs / row.ttftMs - 1;
            ttft.push_back(std::abs(te));
        }
        std::printf("%-26s %-14s %-6s %5d %5d/%-5d %5d %9.2f %9.2f %+6.1f%% %9.2f %9.2f %+6.1f%%\n",
                    row.setup, row.model, toString(row.weights), row.users, row.promptTokens,
                    row.outputTokens, row.tp, row.decodeMs, r.decodeMs, 100 * de, row.ttftMs,
                    r.ttftMs, 100 * te);
        std::printf("%26s memory %.2f, per-layer %.2f, all-reduce %.2f, prompts %.2f ms (%.1f "
                    "prompt tokens per step)\n",
                    "", r.memoryMs, r.overheadMs, r.interconnectMs, r.prefillMs,
                    r.promptTokensPerStep);
    }
    const double worstDecode = *std::max_element(decode.begin(), decode.end());
    const double worstTtft = *std::max_element(ttft.begin(), ttft.end());
    std::printf("median |error|: decode per user %.1f %% (%zu rows, worst %.1f %%), time to first "
                "token %.1f %% (%zu rows, worst %.1f %%)\n",
                100 * median(decode), decode.size(), 100 * worstDecode, 100 * median(ttft),
                ttft.size(), 100 * worstTtft);
    // Issue 33 "Done when": decode per user within 15 %, time to first token within 25 %.
    CHECK(median(decode) <= 0.15);
    CHECK(median(ttft) <= 0.25);
    CHECK(decode.size() == 11);
    // SGLang under load (InferenceX#870, DeepSeek-R1 FP8 on 8× H200, 8-64 users) fitted nothing:
    // each of its four rows within the decode tolerance (+13.1, +9.5, -1.8, -7.0 %).
    REQUIRE(sglang.size() == 4);
    CHECK(*std::max_element(sglang.begin(), sglang.end()) <= 0.15);
    CHECK(ttft.size() == 3);
}
