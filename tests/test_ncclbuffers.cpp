// NCCL's NVLink SHARP (NVLS) buffers (issue 37): what NCCL binds on every GPU of a
// communicator over more than two cards of a Hopper-generation NVSwitch, outside PyTorch's
// allocator (core/memory/gpumemory.cpp ncclNvlsGb), and the scenario key nccl_nvls.
#include "build/resolvebuild.h"
#include "calibrate.h"
#include "catalog.h"
#include "ncclbuffers.h"
#include "plan.h"
#include "scenario.h"
#include "scenariojson.h"
#include "sizing.h"
#include "support.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

using namespace headroom;
using headroom::test::catalog;

TEST_CASE("NCCL's NVLink SHARP buffers: one per communicator over more than two cards of a "
          "Hopper-generation NVSwitch, outside PyTorch's allocator",
          "[mechanisms][nccl]") {
    // NCCL 2.26 on (nccl_nvls chunked, the default): nHeads · 16 channels · 2 · 128 KiB · 8
    // steps; over eight cards 8 · 16 · 2 · 1,048,576 = 268,435,456 B (NCCL's "nvlsTotalSize
    // 268435456"). NCCL 2.21 and before (legacy): nHeads · 24 · 2 · (4 MiB + 2 MiB) =
    // 2,415,919,104 B over eight (vLLM #9699's nvlsTotalSize).
    const double eight = 268435456.0 / 1e9, legacy = 2415919104.0 / 1e9;
    auto nvls = [](const std::string& text) {
        auto s = parseScenario(nlohmann::json::parse(text), "inline", catalog());
        REQUIRE(s);
        const ResolvedBuild b = resolveBuild(s.value(), catalog());
        return ncclNvlsGb(s.value(), *b.gpu, resolvePlan(s->plan, b.gpuCount * b.nodes, 1),
                          b.gpuCount);
    };
    const std::string fsdp8 =
        R"({"model": "llama-3.1-8b", "gpu": "h100-sxm", "gpu_count": 8, "sharding": "full")";
    // PyTorch's default group over 8 H100 SXM (FSDP); DeepSpeed adds its copy of the world group.
    CHECK(nvls(fsdp8 + "}") == Approx(eight));
    CHECK(nvls(fsdp8 + R"(, "nccl_nvls": "legacy"})") == Approx(legacy));
    CHECK(nvls(fsdp8 + R"(, "nccl_nvls": "off"})") == 0);
    CHECK(nvls(fsdp8 + R"(, "sharding_impl": "deepspeed"})") == Approx(2 * eight));
    // Four cards: four heads, half the bytes of each communicator.
    CHECK(nvls(R"({"model": "llama-3.1-8b", "gpu": "h200-sxm", "gpu_count": 4,
                   "sharding": "zero2", "nccl_nvls": "legacy"})") == Approx(legacy));
    // Tensor parallel over the eight cards of a server: its group is a communicator too.
    CHECK(nvls(R"({"model": "llama-3.1-70b", "gpu": "h100-sxm", "gpu_count": 8,
                   "plan": {"tp": 8}})") == Approx(2 * eight));
    // Megatron-LM's distributed optimizer (zero1, state_bytes zero, a plan with tp) reduces on
    // the plan's dp group: the world and tp groups over 8 cards, no DeepSpeed copy of the world
    // group (dp 1 has one local rank); DeepSpeed's zero1 without a plan has world and copy.
    CHECK(nvls(R"({"model": "llama-3.1-70b", "gpu": "h100-sxm", "gpu_count": 8,
                   "sharding": "zero1", "state_bytes": "zero", "plan": {"tp": 8}})") ==
          Approx(2 * eight));
    CHECK(nvls(R"({"model": "llama-3.1-70b", "gpu": "h100-sxm", "gpu_count": 8,
                   "sharding": "zero1", "state_bytes": "zero", "plan": {"tp": 2, "dp": 4}})") ==
          Approx(eight + 4 * 16 * 2 * 1048576.0 / 1e9)); // world, dp over 4 local ranks
    CHECK(nvls(R"({"model": "llama-3.1-8b", "gpu": "h100-sxm", "gpu_count": 8,
                   "sharding": "zero1"})") == Approx(2 * eight));
    // None on two cards, on A100's NVSwitch (no NVLink SHARP), on NVLink bridges and PCIe.
    for (const char* gpu : {"a100-80gb-sxm", "h200-nvl", "l40s"}) {
        INFO(gpu);
        CHECK(nvls(std::string(R"({"model": "llama-3.1-8b", "gpu_count": 4, "sharding": "full",
                   "nccl_nvls": "legacy", "gpu": ")") +
                   gpu + R"("})") == 0);
    }
    CHECK(nvls(R"({"model": "llama-3.1-8b", "gpu": "h100-sxm", "gpu_count": 2,
                   "sharding": "full", "nccl_nvls": "legacy"})") == 0);
    // In the card's total (nvidia-smi), not in the caching allocator's reserved peak.
    const SizingResult r =
        evaluate(test::referenceScenario(fsdp8 + R"(, "nccl_nvls": "legacy"})"), catalog());
    CHECK(r.perGpu.total - r.perGpu.reservedPeak - catalog().assumptions.cudaContextGb ==
          Approx(legacy));
    // The PEFT docs' ZeRO-3 LoRA run on 8 H100 (February 2024: PyTorch 2.2, NCCL 2.19; two
    // communicators) is within 10 % with them.
    const CalibrationResult& zero3 =
        test::calibrationRow("peft-docs-deepspeed-fsdp",
                             "Llama-2-70B LoRA r8 all-linear, ZeRO-3, 8x H100, 8x2048 packed, GC");
    CHECK(zero3.error == Approx(-0.063).margin(0.001)); // −13.3 % without the buffers
    // The key is read, written back and refused when unknown.
    auto bad = parseScenario(nlohmann::json::parse(fsdp8 + R"(, "nccl_nvls": "2.19"})"), "s.json",
                             catalog());
    REQUIRE_FALSE(bad);
    CHECK(bad.error().key == "/nccl_nvls");
    auto legacyRun = parseScenario(nlohmann::json::parse(fsdp8 + R"(, "nccl_nvls": "legacy"})"),
                                   "s.json", catalog());
    REQUIRE(legacyRun);
    CHECK(toJson(legacyRun.value()).at("nccl_nvls") == "legacy");
}
