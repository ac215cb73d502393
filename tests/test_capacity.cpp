// The card's real capacity (issue 37): every catalog GPU's total memory as the driver reports it
// and what one process can use of it, each with a source; the verdict compares the predicted
// peak with what is usable, while the reference page's "left" stays against the listed figure.
#include "catalog.h"
#include "catalogbands.h"
#include "scenario.h"
#include "sizing.h"
#include "support.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

using namespace headroom;
using headroom::test::catalog;
namespace fs = std::filesystem;

namespace {
constexpr double kMiB = 1024.0 * 1024.0;

/// A user catalog holding one GPU entry (the built-in one is replaced by id).
Expected<Catalog> withUserGpu(const test::ScratchDir& scratch, const std::string& gpu) {
    std::ofstream(scratch.path() / "gpus.json") << R"({"gpus": [)" + gpu + "]}";
    return loadCatalog(HEADROOM_SOURCE_CATALOG, scratch.path().string());
}
} // namespace

TEST_CASE("every built-in GPU has its total and usable bytes, each with a source", "[capacity]") {
    for (const GpuSpec& g : catalog().gpus) {
        INFO(g.id);
        CHECK(g.measuredBytes);
        CHECK_FALSE(g.memoryBytesSource.empty());
        CHECK_FALSE(g.usableBytesSource.empty());
        CHECK(g.usableBytes <= g.memoryBytes);
        // The marketing figure is below what the driver reports on every card (GB vs GiB, or
        // HBM stacks larger than listed): e.g. 141 GB against 150.75 GB on the H200.
        CHECK(g.memoryBytes > g.memoryGb * 1e9);
    }
}

TEST_CASE("the H200, H100 and RTX 4090 carry the figures nvidia-smi and PyTorch print",
          "[capacity]") {
    const GpuSpec& h200 = *catalog().findGpu("h200-nvl");
    // nvidia-smi 143,771 MiB = 143,771 × 1,048,576 B = 150,754,820,096 B (about 150.8 GB).
    CHECK(h200.memoryBytes == 143771 * kMiB);
    CHECK(h200.memoryBytes == 150754820096.0);
    // torch total_memory 143,156 MiB = 150,109,945,856 B; the driver keeps 615 MiB.
    CHECK(h200.usableBytes == 150109945856.0);
    CHECK((h200.memoryBytes - h200.usableBytes) / kMiB == 615);
    CHECK(h200.memoryGb == 141); // the page's and the quote's figure stays
    const GpuSpec& h100 = *catalog().findGpu("h100-sxm");
    CHECK(h100.memoryBytes == 81559 * kMiB); // 85.52 GB
    CHECK(h100.usableBytes == 81089 * kMiB); // 85.03 GB ("about 85.0 GB")
    const GpuSpec& rtx = *catalog().findGpu("rtx-4090");
    CHECK(rtx.memoryBytes == 24564 * kMiB); // 25.76 GB
    // PyTorch: "total capacity of 23.64 GiB" = 23.64 × 2^30 B = 25,383,256,719 B.
    CHECK(rtx.usableBytes == 25383256719.0);
}

TEST_CASE("a run whose peak lies between the listed and the usable capacity fits", "[capacity]") {
    // Four H200 NVL, the reference full fine-tune at 16,384 tokens: the peak per GPU lies above
    // the listed 141 GB and below the 150.11 GB a process can use.
    Scenario s = test::referenceScenario(R"({"server": "4x-h200-nvl"})");
    s.sequenceLength = 16384;
    const SizingResult r = evaluate(s, catalog());
    REQUIRE(r.perGpu.total > 141);
    REQUIRE(r.perGpu.total < 150.109945856);
    CHECK(r.fits);
    CHECK(r.verdict != Verdict::DoesNotFit);
    CHECK(r.perGpu.capacity == Approx(150.109945856));
    CHECK(r.perGpu.listed == 141);
    CHECK(r.perGpu.headroom == Approx(150.109945856 - r.perGpu.total));
    // The same card without its bytes (a user's entry): the listed 141 GB is all it has, and
    // the same run does not fit.
    const test::ScratchDir scratch("capacity-user");
    auto listedOnly = withUserGpu(scratch, R"({"id": "h200-nvl", "name": "H200 NVL",
        "memory_gb": 141, "bf16_tflops": 835.5, "link": "nvlink-bridge", "nvlink_gbs": 900,
        "pcie_gbs": 128, "max_nvlink_domain": 4, "tdp_w": 600, "min_power_cap_w": 300})");
    REQUIRE(listedOnly.ok());
    const GpuSpec& g = *listedOnly->findGpu("h200-nvl");
    CHECK_FALSE(g.measuredBytes);
    CHECK(g.memoryBytes == 141e9);
    CHECK(g.usableBytes == 141e9);
    const SizingResult onListed = evaluate(s, listedOnly.value());
    CHECK(onListed.perGpu.total == Approx(r.perGpu.total));
    CHECK_FALSE(onListed.fits);
    CHECK(onListed.verdict == Verdict::DoesNotFit);
    CHECK(onListed.perGpu.headroom == Approx(141 - r.perGpu.total));
}

TEST_CASE("evaluate --json names the card's bytes and the listed figure", "[capacity]") {
    const SizingResult r =
        evaluate(test::referenceScenario(R"({"server": "4x-h200-nvl"})"), catalog());
    const nlohmann::json j = toJson(r);
    CHECK(j.at("gpu_memory").at("memory_bytes") == 150754820096LL);
    CHECK(j.at("gpu_memory").at("usable_bytes") == 150109945856LL);
    CHECK(j.at("per_gpu_gb").at("listed") == 141);
    CHECK(j.at("per_gpu_gb").at("capacity").get<double>() == Approx(150.109945856));
}

TEST_CASE("a GPU's bytes are checked: both with sources, usable within the total", "[capacity]") {
    const test::ScratchDir scratch("capacity-bad");
    const std::string head = R"({"id": "x", "name": "X", "memory_gb": 80, "bf16_tflops": 1,
        "pcie_gbs": 64, "tdp_w": 300, )";
    SECTION("usable above the total") {
        auto cat = withUserGpu(scratch, head + R"("memory_bytes": 85000000000,
            "usable_bytes": 86000000000, "memory_bytes_source": "s", "usable_bytes_source": "s"})");
        REQUIRE_FALSE(cat.ok());
        CHECK(cat.error().file == (scratch.path() / "gpus.json").string());
        CHECK(cat.error().key == "/gpus/0/usable_bytes");
    }
    SECTION("a total without its source") {
        auto cat = withUserGpu(scratch, head + R"("memory_bytes": 85000000000,
            "usable_bytes": 84000000000, "usable_bytes_source": "s"})");
        REQUIRE_FALSE(cat.ok());
        CHECK(cat.error().key == "/gpus/0/memory_bytes_source");
    }
    SECTION("one of the two alone") {
        auto cat = withUserGpu(scratch, head + R"("memory_bytes": 85000000000,
            "memory_bytes_source": "s"})");
        REQUIRE_FALSE(cat.ok());
        CHECK(cat.error().key == "/gpus/0/usable_bytes");
    }
    SECTION("a fraction of a byte") {
        auto cat = withUserGpu(scratch, head + R"("memory_bytes": 85000000000.5,
            "usable_bytes": 84000000000, "memory_bytes_source": "s", "usable_bytes_source": "s"})");
        REQUIRE_FALSE(cat.ok());
        CHECK(cat.error().key == "/gpus/0/memory_bytes");
    }
}
