// Every figure of the vendor reference page comes out of the core.
//
// The page computes from P = 27.8 B (55.6 GB of BF16 safetensors / 2 B, three significant
// digits); the core counts 27.78 B from the architecture. A figure passes when it agrees within
// the page's own rounding: half a unit of its last digit, or the 0.2 % that P's rounding carries.
#include "catalog.h"
#include "catalogfiles.h"
#include "scenario.h"
#include "scenariojson.h"
#include "sizing.h"
#include "support.h"
#include "wasmrunner.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <iostream>
#include <nlohmann/json.hpp>

using namespace headroom;
using headroom::test::catalog;

namespace {

SizingResult run(const std::string& overrides) {
    return evaluate(test::referenceScenario(overrides), catalog());
}

struct Figure {
    const char* name;
    const char* scenario;
    double (*get)(const SizingResult&);
    double page;     ///< the page's figure
    double lastDigit;///< the unit of its last printed digit; 2 for "about N" that the page
                     ///< rounds down (96 − 57.5 = 38.5 is "about 38"): within ±1
};

double pageTolerance(const Figure& f) {
    return std::max(f.lastDigit / 2, 0.002 * std::abs(f.page));
}

const Figure kFigures[] = {
    // Model states, all cards together
    {"full fine-tune states at 16 B/param are 444.8 GB", R"({"server": "4x-h200-nvl"})",
     [](const SizingResult& r) { return r.statesGb; }, 444.8, 0.1},
    // Hugging Face's 18-byte count is the Trainer's without FSDP (fp32 parameters and the
    // 16-bit copies autocast makes); FSDP's mixed precision holds 16 (statebytes.cpp).
    {"full fine-tune states at the HF 18 B/param are 500.4 GB",
     R"({"server": "4x-h200-nvl", "state_bytes": "hf", "sharding": "none"})",
     [](const SizingResult& r) { return r.statesGb; }, 500.4, 0.1},
    {"8-bit Adam states are about 278 GB",
     R"({"server": "4x-h200-nvl", "optimizer": "adamw-8bit"})",
     [](const SizingResult& r) { return r.statesGb; }, 278, 1},
    // Per card
    {"four H200 NVL hold 111.2 GB of states per card", R"({"server": "4x-h200-nvl"})",
     [](const SizingResult& r) { return r.perGpu.states; }, 111.2, 0.1},
    {"four H200 NVL keep about 30 GB per card beside the states", R"({"server": "4x-h200-nvl"})",
     [](const SizingResult& r) { return r.perGpu.listed - r.perGpu.states; }, 30, 1},
    {"four H200 NVL with 8-bit Adam hold 69.5 GB per card",
     R"({"server": "4x-h200-nvl", "optimizer": "adamw-8bit"})",
     [](const SizingResult& r) { return r.perGpu.states; }, 69.5, 0.1},
    {"four H200 NVL with 8-bit Adam keep about 72 GB per card",
     R"({"server": "4x-h200-nvl", "optimizer": "adamw-8bit"})",
     [](const SizingResult& r) { return r.perGpu.listed - r.perGpu.states; }, 72, 1},
    {"eight RTX PRO 6000 SE hold 55.6 GB per card", R"({"server": "8x-rtx-pro-6000-se"})",
     [](const SizingResult& r) { return r.perGpu.states; }, 55.6, 0.1},
    {"eight RTX PRO 6000 SE keep about 40 GB per card", R"({"server": "8x-rtx-pro-6000-se"})",
     [](const SizingResult& r) { return r.perGpu.listed - r.perGpu.states; }, 40, 1},
    {"eight H200 NVL hold 55.6 GB per card", R"({"server": "8x-h200-nvl"})",
     [](const SizingResult& r) { return r.perGpu.states; }, 55.6, 0.1},
    {"eight H200 NVL keep about 85 GB per card", R"({"server": "8x-h200-nvl"})",
     [](const SizingResult& r) { return r.perGpu.listed - r.perGpu.states; }, 85, 1},
    {"four RTX PRO 6000 SE with 8-bit Adam hold 69.5 GB per card",
     R"({"server": "4x-rtx-pro-6000-se", "optimizer": "adamw-8bit"})",
     [](const SizingResult& r) { return r.perGpu.states; }, 69.5, 0.1},
    {"four RTX PRO 6000 SE with 8-bit Adam keep about 27 GB per card",
     R"({"server": "4x-rtx-pro-6000-se", "optimizer": "adamw-8bit"})",
     [](const SizingResult& r) { return r.perGpu.listed - r.perGpu.states; }, 27, 1},
    {"four RTX PRO 6000 SE with offload keep 13.9 GB of weights per card",
     R"({"server": "4x-rtx-pro-6000-se", "offload": "optimizer"})",
     [](const SizingResult& r) { return r.perGpu.weights; }, 13.9, 0.1},
    {"optimizer offload keeps about 389 GB in host memory",
     R"({"server": "4x-rtx-pro-6000-se", "offload": "optimizer"})",
     [](const SizingResult& r) { return r.host.offloadRequired; }, 389, 1},
    {"the four-card RTX PRO 6000 SE build has 768 GB of host memory",
     R"({"server": "4x-rtx-pro-6000-se", "offload": "optimizer"})",
     [](const SizingResult& r) { return r.host.installed; }, 768, 1},
    // Traffic and compute
    {"each of four cards receives about 125 GB per pass", R"({"server": "4x-h200-nvl"})",
     [](const SizingResult& r) { return r.step.trafficPerGpuGb; }, 125, 1},
    {"each of eight cards receives about 146 GB per pass", R"({"server": "8x-rtx-pro-6000-se"})",
     [](const SizingResult& r) { return r.step.trafficPerGpuGb; }, 146, 1},
    {"8,192 tokens take 6·27.8e9·8192 / 835.5 TFLOPS on an H200 NVL at peak",
     R"({"server": "4x-h200-nvl", "sequence_length": 8192})",
     [](const SizingResult& r) { return r.step.computeSPeak; }, 6 * 27.8e9 * 8192 / 835.5e12,
     0.001},
    {"8,192 tokens take 6·27.8e9·8192 / 503.8 TFLOPS on an RTX PRO 6000 at peak",
     R"({"server": "8x-rtx-pro-6000-se", "sequence_length": 8192})",
     [](const SizingResult& r) { return r.step.computeSPeak; }, 6 * 27.8e9 * 8192 / 503.8e12,
     0.001},
    {"eight RTX PRO 6000 give about 4,030 TFLOPS", R"({"server": "8x-rtx-pro-6000-se"})",
     [](const SizingResult& r) { return r.aggregateTflops; }, 4030, 10},
    {"four H200 NVL give about 3,342 TFLOPS", R"({"server": "4x-h200-nvl"})",
     [](const SizingResult& r) { return r.aggregateTflops; }, 3342, 1},
    {"NVLink moves 900 GB/s per H200 NVL", R"({"server": "4x-h200-nvl"})",
     [](const SizingResult& r) { return r.step.linkGBs; }, 900, 1},
    {"PCIe Gen5 moves 128 GB/s per RTX PRO 6000", R"({"server": "8x-rtx-pro-6000-se"})",
     [](const SizingResult& r) { return r.step.linkGBs; }, 128, 1},
    // LoRA and QLoRA
    {"LoRA r16 on all linear layers trains about 0.117 B weights",
     R"({"server": "1x-rtx-pro-6000-se", "method": "lora", "lora_rank": 16})",
     [](const SizingResult& r) { return r.trainable / 1e9; }, 0.117, 0.001},
    {"the LoRA run holds about 57.5 GB",
     R"({"server": "1x-rtx-pro-6000-se", "method": "lora", "lora_rank": 16})",
     [](const SizingResult& r) { return r.perGpu.states; }, 57.5, 0.1},
    {"the LoRA run leaves about 38 GB on an RTX PRO 6000 SE",
     R"({"server": "1x-rtx-pro-6000-se", "method": "lora", "lora_rank": 16})",
     [](const SizingResult& r) { return r.perGpu.listed - r.perGpu.states; }, 38, 2},
    {"the LoRA run leaves about 83 GB on an H200 NVL",
     R"({"server": "1x-h200-nvl", "method": "lora", "lora_rank": 16})",
     [](const SizingResult& r) { return r.perGpu.listed - r.perGpu.states; }, 83, 2},
    {"QLoRA holds about 21 GB",
     R"({"server": "1x-rtx-pro-6000-se", "method": "qlora", "lora_rank": 16})",
     [](const SizingResult& r) { return r.perGpu.states; }, 21, 1},
    {"embeddings and the untied head are 2.54 B parameters", R"({"server": "4x-h200-nvl"})",
     [](const SizingResult& r) {
         return (r.parameters.embedding + r.parameters.lmHead) / 1e9;
     },
     2.54, 0.01},
    // Vision
    {"the vision tower's blocks have about 0.4 B parameters", R"({"server": "4x-h200-nvl"})",
     [](const SizingResult& r) { return r.parameters.visionBlocks / 1e9; }, 0.4, 0.1},
    {"a 1024×1024 image becomes 1,024 tokens",
     R"({"server": "4x-h200-nvl", "image_size": [1024, 1024], "image_share": 0.5})",
     [](const SizingResult& r) { return double(r.imageTokensPerImage); }, 1024, 1},
    // Host memory
    {"the four H200 NVL build has 1,152 GB of host memory", R"({"server": "4x-h200-nvl"})",
     [](const SizingResult& r) { return r.host.installed; }, 1152, 1},
    {"the eight RTX PRO 6000 SE build has 1,536 GB of host memory",
     R"({"server": "8x-rtx-pro-6000-se"})",
     [](const SizingResult& r) { return r.host.installed; }, 1536, 1},
    // Storage
    {"a resumable checkpoint takes about 389 GB", R"({"server": "4x-h200-nvl"})",
     [](const SizingResult& r) { return r.storage.checkpoint; }, 389, 1},
    {"three kept checkpoints take about 1.2 TB",
     R"({"server": "4x-h200-nvl", "checkpoints_kept": 3})",
     [](const SizingResult& r) { return r.storage.checkpointsKept / 1000; }, 1.2, 0.1},
    {"the finished model is 55.6 GB in BF16", R"({"server": "4x-h200-nvl"})",
     [](const SizingResult& r) { return r.storage.finalBf16; }, 55.6, 0.1},
    {"the FP8 export is 30.9 GB", R"({"server": "4x-h200-nvl"})",
     [](const SizingResult& r) { return r.storage.finalFp8; }, 30.9, 0.1},
    // Power
    {"four cards and two 280 W CPUs draw about 3.40 kW", R"({"server": "4x-h200-nvl"})",
     [](const SizingResult& r) { return r.power.total / 1000; }, 3.40, 0.01},
    {"eight cards and two 360 W CPUs draw about 6.35 kW", R"({"server": "8x-rtx-pro-6000-se"})",
     [](const SizingResult& r) { return r.power.total / 1000; }, 6.35, 0.01},
    {"four H200 NVL capped at 450 W draw about 2.7 kW",
     R"({"server": "4x-h200-nvl", "power_cap_w": 450})",
     [](const SizingResult& r) { return r.power.total / 1000; }, 2.7, 0.1},
    {"a 230 V 16 A feed carries 2.94 kW", R"({"server": "4x-h200-nvl"})",
     [](const SizingResult& r) { return r.feeds.at(0).limitW / 1000; }, 2.94, 0.01},
    {"a 230 V 32 A feed carries 5.89 kW", R"({"server": "4x-h200-nvl"})",
     [](const SizingResult& r) { return r.feeds.at(1).limitW / 1000; }, 5.89, 0.01},
};

} // namespace

TEST_CASE("the reference page's figures come out of the core", "[reference]") {
    for (const Figure& f : kFigures) {
        DYNAMIC_SECTION(f.name) {
            const double value = f.get(run(f.scenario));
            INFO(f.name << ": core " << value << ", page " << f.page);
            CHECK(value == Approx(f.page).margin(pageTolerance(f)));
        }
    }
}

TEST_CASE("training the vision tower adds about 6.6 GB of states at 16 B per parameter",
          "[reference]") {
    // The page counts the 0.411 B block weights at 16 B; the core trains the whole tower
    // (patch embedding and merger too) and keeps a frozen tower's weights at 2 B.
    const SizingResult trained = run(R"({"server": "4x-h200-nvl", "train_vision": true})");
    const SizingResult frozen = run(R"({"server": "4x-h200-nvl", "train_vision": false})");
    CHECK(trained.parameters.visionBlocks * 16 / 1e9 == Approx(6.6).margin(0.05));
    CHECK(trained.statesGb - frozen.statesGb == Approx(trained.parameters.vision * 14 / 1e9));
}

TEST_CASE("an offloaded 8-bit or 4-bit optimizer is sized as DeepSpeed's 32-bit CPU Adam",
          "[reference][offload]") {
    // The page's offload build (ZeRO with offload_optimizer) with 8-bit AdamW asked for:
    // DeepSpeed steps its DeepSpeedCPUAdam and refuses a client optimizer (engine.py at
    // edaa72212), so host memory and the checkpoint are 32-bit AdamW's (2 + 4 + 4 + 4 B per
    // parameter: BF16 weights, fp32 master and moments), as are the model states, and the
    // verdict says so.
    const char* offloaded = R"({"server": "4x-rtx-pro-6000-se", "offload": "optimizer")";
    const SizingResult adamw = run(std::string(offloaded) + "}");
    for (const char* lowBit : {"adamw-8bit", "adamw-4bit"}) {
        const SizingResult r =
            run(std::string(offloaded) + R"(, "optimizer": ")" + lowBit + R"("})");
        INFO(lowBit);
        CHECK(r.host.offloadRequired == Approx(adamw.host.offloadRequired));
        CHECK(r.storage.checkpoint == Approx(adamw.storage.checkpoint));
        CHECK(r.storage.checkpoint * 1e9 == Approx(14 * r.trainable));
        CHECK(r.statesGb == Approx(adamw.statesGb)); // the model states alike
        CHECK(std::any_of(r.warnings.begin(), r.warnings.end(),
                          [](const Warning& w) { return w.code == "offload_low_bit"; }));
    }
    CHECK(std::none_of(adamw.warnings.begin(), adamw.warnings.end(),
                       [](const Warning& w) { return w.code == "offload_low_bit"; }));
    // Without the offload the 8-bit moments stay in the checkpoint: 2 + 4 + 2 B.
    const SizingResult onGpu =
        run(R"({"server": "4x-rtx-pro-6000-se", "optimizer": "adamw-8bit"})");
    CHECK(onGpu.storage.checkpoint * 1e9 == Approx(8 * onGpu.trainable));
}

TEST_CASE("the page's verdicts on which builds hold the full fine-tune", "[reference]") {
    SECTION("no single card holds it") {
        CHECK_FALSE(run(R"({"server": "1x-h200-nvl"})").fits);
    }
    SECTION("two H200 NVL hold it neither with 32-bit nor with 8-bit Adam") {
        CHECK_FALSE(run(R"({"server": "2x-h200-nvl"})").fits);
        const SizingResult eight = run(R"({"server": "2x-h200-nvl", "optimizer": "adamw-8bit"})");
        CHECK(eight.perGpu.states == Approx(139).margin(0.5));
        CHECK_FALSE(eight.fits);
    }
    SECTION("four RTX PRO 6000 SE are too small with 32-bit Adam") {
        CHECK_FALSE(run(R"({"server": "4x-rtx-pro-6000-se"})").fits);
    }
    SECTION("four H200 NVL hold it with checkpointing at a moderate length") {
        const SizingResult r = run(R"({"server": "4x-h200-nvl", "sequence_length": 8192,
                                       "gradient_checkpointing": true})");
        CHECK(r.fits);
    }
    SECTION("four H200 NVL run out at long sequences") {
        const SizingResult r = run(R"({"server": "4x-h200-nvl", "sequence_length": 32768})");
        CHECK_FALSE(r.fits);
        CHECK(r.maxSequenceLength > 8192);
        CHECK(r.maxSequenceLength < 32768);
        // ... which the longest sequence that fits says exactly.
        CHECK(run(R"({"server": "4x-h200-nvl", "sequence_length": )" +
                  std::to_string(r.maxSequenceLength) + "}")
                  .fits);
        CHECK_FALSE(run(R"({"server": "4x-h200-nvl", "sequence_length": )" +
                        std::to_string(r.maxSequenceLength + 1) + "}")
                        .fits);
    }
    SECTION("two H200 NVL hold it at no sequence length at all") {
        CHECK(run(R"({"server": "2x-h200-nvl", "sequence_length": 1})").maxSequenceLength == 0);
        CHECK(run(R"({"server": "2x-h200-nvl", "optimizer": "adamw-8bit"})").maxSequenceLength ==
              0);
    }
    SECTION("eight H200 NVL hold long sequences") {
        CHECK(run(R"({"server": "8x-h200-nvl", "sequence_length": 32768})").fits);
    }
    SECTION("the 8-card H200 NVL build crosses PCIe between its two NVLink domains") {
        const SizingResult r = run(R"({"server": "8x-h200-nvl"})");
        CHECK(r.step.linkGBs == 128);
        bool warned = false;
        for (const auto& w : r.warnings)
            warned = warned || w.code == "two_nvlink_domains";
        CHECK(warned);
    }
    SECTION("four H200 NVL at full power exceed a 16 A feed but not a 32 A feed") {
        const SizingResult r = run(R"({"server": "4x-h200-nvl"})");
        CHECK_FALSE(r.feeds.at(0).fits);
        CHECK(r.feeds.at(1).fits);
        CHECK(run(R"({"server": "4x-h200-nvl", "power_cap_w": 450})").feeds.at(0).fits);
    }
}

namespace {

/// The page's scenarios beyond kFigures (the verdict sections above), as overrides.
const char* const kPageBuilds[] = {
    R"({"server": "4x-h200-nvl", "train_vision": true})",
    R"({"server": "4x-h200-nvl", "train_vision": false})",
    R"({"server": "1x-h200-nvl"})",
    R"({"server": "2x-h200-nvl"})",
    R"({"server": "2x-h200-nvl", "optimizer": "adamw-8bit"})",
    R"({"server": "4x-rtx-pro-6000-se"})",
    R"({"server": "4x-h200-nvl", "sequence_length": 8192, "gradient_checkpointing": true})",
    R"({"server": "4x-h200-nvl", "sequence_length": 32768})",
    R"({"server": "2x-h200-nvl", "sequence_length": 1})",
    R"({"server": "8x-h200-nvl", "sequence_length": 32768})",
    R"({"server": "8x-h200-nvl"})",
    R"({"server": "4x-h200-nvl"})",
    R"({"server": "4x-h200-nvl", "power_cap_w": 450})",
};

} // namespace

TEST_CASE("every reference-page case gives the same result in WebAssembly", "[reference][wasm]") {
    if (test::wasmModulePath().empty()) {
        std::cout << test::kWasmSkipped << "\n";
        return;
    }
    // The scenario documents: the reference workload with each case's overrides, as a file.
    std::vector<std::string> overrides;
    for (const Figure& f : kFigures)
        overrides.emplace_back(f.scenario);
    for (const char* build : kPageBuilds)
        overrides.emplace_back(build);
    // The longest sequence that fits on four H200 NVL, and one token more.
    const std::int64_t longest =
        run(R"({"server": "4x-h200-nvl", "sequence_length": 32768})").maxSequenceLength;
    for (std::int64_t length : {longest, longest + 1})
        overrides.push_back(R"({"server": "4x-h200-nvl", "sequence_length": )" +
                            std::to_string(length) + "}");

    const std::string catalogDir = HEADROOM_SOURCE_CATALOG;
    const std::vector<std::string> catalogs = {
        catalogTextsToJson(readCatalogTexts(catalogDir)).dump()};
    std::vector<test::WasmCase> cases;
    std::vector<nlohmann::json> native;
    for (const std::string& o : overrides) {
        auto doc = nlohmann::json::parse(R"({"model": "qwen3.8-27b", "train_vision": true})");
        doc.merge_patch(nlohmann::json::parse(o));
        const std::string text = doc.dump(2);
        // C++: the scenario parsed from the same text, evaluated as `evaluate --json` does.
        auto parsed = parseScenario(nlohmann::json::parse(text), "reference.json", catalog());
        REQUIRE(parsed.ok());
        native.push_back(toJson(evaluate(parsed.value(), catalog())));
        cases.push_back({text, "reference.json", 0});
    }
    const std::vector<nlohmann::json> wasm = test::evaluateInWasm(cases, catalogs);
    REQUIRE(wasm.size() == native.size());
    for (std::size_t i = 0; i < native.size(); ++i) {
        REQUIRE_FALSE(wasm[i].contains("error"));
        test::checkSameResult(native[i], wasm[i], overrides[i]);
    }
}
