// The catalog loads, holds the ids that scenario files and tests use, and reports broken files
// precisely.
#include "catalog.h"
#include "catalogbands.h"
#include "catalogfiles.h"
#include "support.h"

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

using namespace headroom;
using headroom::test::catalog;
namespace fs = std::filesystem;

namespace {

/// A scratch copy of the built-in catalog that a test may break.
struct CatalogCopy {
    test::ScratchDir scratch;
    fs::path dir = scratch / "catalog";
    explicit CatalogCopy(const std::string& name) : scratch(name) { test::copyCatalog(dir); }
    void write(const std::string& file, const std::string& text) const {
        test::writeFile(dir / file, text);
    }
};

} // namespace

TEST_CASE("the built-in catalog loads and holds every GPU and server id scenarios use",
          "[catalog]") {
    auto cat = loadCatalog(HEADROOM_SOURCE_CATALOG);
    REQUIRE(cat.ok());
    for (const char* id : {"h200-nvl", "rtx-pro-6000-se", "h200-sxm", "h100-sxm", "h100-nvl",
                           "h100-pcie", "b200", "l40s", "a100-80gb-sxm"})
        CHECK(cat->findGpu(id) != nullptr);
    for (const char* id : {"1x-h200-nvl", "2x-h200-nvl", "4x-h200-nvl", "8x-h200-nvl",
                           "1x-rtx-pro-6000-se", "4x-rtx-pro-6000-se", "8x-rtx-pro-6000-se"})
        CHECK(cat->findServer(id) != nullptr);
    CHECK(cat->findModel("qwen3.8-27b") != nullptr);
    CHECK(cat->assumptions.all.size() >= 15);
    for (const auto& a : cat->assumptions.all)
        CHECK_FALSE(a.source.empty());
}

TEST_CASE("the GPU table holds each card's memory, BF16 peak and TDP", "[catalog]") {
    auto cat = loadCatalog(HEADROOM_SOURCE_CATALOG);
    REQUIRE(cat.ok());
    struct Row {
        const char* id;
        double memory, tflops, tdp;
    };
    const Row rows[] = {{"h200-nvl", 141, 835.5, 600},  {"rtx-pro-6000-se", 96, 503.8, 600},
                        {"h200-sxm", 141, 989, 700},    {"h100-sxm", 80, 989.4, 700},
                        {"h100-nvl", 94, 835.5, 400},   {"h100-pcie", 80, 756, 350},
                        {"b200", 180, 2250, 1000},      {"l40s", 48, 362, 350},
                        {"a100-80gb-sxm", 80, 312, 400}};
    for (const auto& row : rows) {
        INFO(row.id);
        const GpuSpec* g = cat->findGpu(row.id);
        REQUIRE(g);
        CHECK(g->memoryGb == row.memory);
        CHECK(g->bf16Tflops == row.tflops);
        CHECK(g->tdpW == row.tdp);
    }
    CHECK(cat->findGpu("h200-nvl")->nvlinkGBs == 900);
    CHECK(cat->findGpu("rtx-pro-6000-se")->link == LinkKind::Pcie);
    CHECK(cat->findServer("8x-h200-nvl")->nvlinkDomainSize == 4);
}

TEST_CASE("the smallest server that takes the cards is chosen for a bare GPU count", "[catalog]") {
    auto cat = loadCatalog(HEADROOM_SOURCE_CATALOG);
    REQUIRE(cat.ok());
    CHECK(cat->smallestServerFor("h200-nvl", 3)->id == "4x-h200-nvl");
    CHECK(cat->smallestServerFor("h200-nvl", 1)->id == "1x-h200-nvl");
    CHECK(cat->smallestServerFor("h200-nvl", 9) == nullptr);
}

TEST_CASE("a broken catalog file is reported with its file and JSON path", "[catalog]") {
    CatalogCopy copy("broken");
    SECTION("a GPU with a negative memory size") {
        copy.write("gpus.json", R"({"gpus": [{"id": "x", "name": "X", "memory_gb": -1,
            "bf16_tflops": 1, "pcie_gbs": 64, "tdp_w": 300}]})");
        auto cat = loadCatalog(copy.dir.string());
        REQUIRE_FALSE(cat.ok());
        CHECK(cat.error().file == (copy.dir / "gpus.json").string());
        CHECK(cat.error().key == "/gpus/0/memory_gb");
    }
    SECTION("truncated JSON") {
        copy.write("servers.json", R"({"servers": [{"id": )");
        auto cat = loadCatalog(copy.dir.string());
        REQUIRE_FALSE(cat.ok());
        CHECK(cat.error().file == (copy.dir / "servers.json").string());
        CHECK_THAT(cat.error().message, Catch::Contains("invalid JSON"));
    }
    SECTION("a server naming an unknown GPU") {
        copy.write("servers.json", R"({"servers": [{"id": "s", "name": "S", "gpu": "nope",
            "gpu_count": 1, "cpu": "c", "cpu_tdp_w": 100, "host_ram_gb": 64}]})");
        auto cat = loadCatalog(copy.dir.string());
        REQUIRE_FALSE(cat.ok());
        CHECK(cat.error().file == (copy.dir / "servers.json").string());
        CHECK(cat.error().key == "/servers/0/gpu");
    }
    SECTION("an unknown assumption id") {
        copy.write("assumptions.json", R"({"assumptions": [{"id": "magic", "value": 1,
            "label": "l", "source": "s"}]})");
        auto cat = loadCatalog(copy.dir.string());
        REQUIRE_FALSE(cat.ok());
        CHECK(cat.error().key == "/assumptions/0/id");
    }
}

TEST_CASE("a user catalog overrides and extends the built-in one", "[catalog]") {
    const test::ScratchDir scratch("user-catalog");
    const fs::path& user = scratch.path();
    std::ofstream(user / "gpus.json") << R"json({"gpus": [
        {"id": "h200-nvl", "name": "H200 NVL (user)", "memory_gb": 141, "bf16_tflops": 835.5,
         "link": "nvlink-bridge", "nvlink_gbs": 900, "pcie_gbs": 128, "tdp_w": 600, "price": 31000},
        {"id": "my-gpu", "name": "My GPU", "memory_gb": 64, "bf16_tflops": 400, "pcie_gbs": 128,
         "tdp_w": 500}]})json";
    auto cat = loadCatalog(HEADROOM_SOURCE_CATALOG, user.string());
    REQUIRE(cat.ok());
    CHECK(cat->findGpu("h200-nvl")->name == "H200 NVL (user)");
    CHECK(cat->findGpu("h200-nvl")->price == Approx(31000));
    CHECK(cat->findGpu("my-gpu")->memoryGb == 64);
    CHECK(cat->findGpu("b200") != nullptr);
}

TEST_CASE("a user server naming an unknown GPU is reported in the user's file", "[catalog]") {
    const test::ScratchDir scratch("user-servers");
    const fs::path& user = scratch.path();
    std::ofstream(user / "servers.json") << R"({"servers": [
        {"id": "4x-h200-nvl", "name": "ok", "gpu": "h200-nvl", "gpu_count": 4, "cpu": "c",
         "cpu_tdp_w": 280, "host_ram_gb": 1152, "nvlink_domain_size": 4},
        {"id": "mine", "name": "Mine", "gpu": "nope", "gpu_count": 2, "cpu": "c",
         "cpu_tdp_w": 100, "host_ram_gb": 64}]})";
    auto cat = loadCatalog(HEADROOM_SOURCE_CATALOG, user.string());
    REQUIRE_FALSE(cat.ok());
    CHECK(cat.error().file == (user / "servers.json").string());
    CHECK(cat.error().key == "/servers/1/gpu");
}

TEST_CASE("the power-cap curve carries its source", "[catalog]") {
    auto cat = loadCatalog(HEADROOM_SOURCE_CATALOG);
    REQUIRE(cat.ok());
    CHECK_FALSE(cat->assumptions.capCurveSource.empty());
    CHECK(cat->assumptions.capCurve.back().capFraction == 1.0);
}

TEST_CASE("a catalog loaded from its files' texts equals the catalog loaded from the folder",
          "[catalog][sheet]") {
    const std::string dir = HEADROOM_SOURCE_CATALOG;
    const std::vector<CatalogText> texts = readCatalogTexts(dir);
    CHECK(texts.size() == catalog().files.size());
    auto fromTexts = loadCatalogTexts(texts);
    REQUIRE(fromTexts.ok());
    CHECK(fromTexts.value() == catalog());
    // The texts of a loaded catalog are the same files in the same order, and a round trip
    // through the page's JSON document keeps them.
    CHECK(readCatalogTexts(catalog()) == texts);
    auto back = catalogTextsFromJson(catalogTextsToJson(texts), "catalog");
    REQUIRE(back.ok());
    CHECK(back.value() == texts);
}

TEST_CASE("a catalog from texts reports what the folder loader reports", "[catalog][sheet]") {
    const std::string dir = HEADROOM_SOURCE_CATALOG;
    std::vector<CatalogText> texts = readCatalogTexts(dir);
    SECTION("a required file missing") {
        std::erase_if(texts, [](const CatalogText& t) { return t.name == "vendor.json"; });
        auto loaded = loadCatalogTexts(texts);
        REQUIRE_FALSE(loaded.ok());
        CHECK(loaded.error().file == "vendor.json");
        CHECK(loaded.error().message == "missing catalog file");
    }
    SECTION("a file that is not a JSON object, as readJsonFile says it") {
        for (CatalogText& t : texts)
            if (t.name == "gpus.json")
                t.text = "\xEF\xBB\xBF  [1, 2]";
        auto loaded = loadCatalogTexts(texts);
        REQUIRE_FALSE(loaded.ok());
        CHECK(loaded.error().key == "/");
        CHECK(loaded.error().message == "expected a JSON object starting with '{', found '['");
    }
    SECTION("an empty file") {
        texts.front().text = " \n";
        auto loaded = loadCatalogTexts(texts);
        REQUIRE_FALSE(loaded.ok());
        CHECK(loaded.error().message == "is empty, expected a JSON object");
    }
    SECTION("a model id twice in one folder") {
        CatalogText copy;
        for (const CatalogText& t : texts)
            if (t.name == "models/qwen3.8-27b.json")
                copy = t;
        REQUIRE_FALSE(copy.text.empty());
        copy.name = "models/zz-copy.json";
        copy.path = dir + "/models/zz-copy.json";
        texts.push_back(copy);
        auto loaded = loadCatalogTexts(texts);
        REQUIRE_FALSE(loaded.ok());
        CHECK(loaded.error().key == "/id");
        CHECK(loaded.error().message ==
              "model id 'qwen3.8-27b' is also used by qwen3.8-27b.json in the same folder");
    }
    SECTION("a document of another shape") {
        CHECK_FALSE(catalogTextsFromJson(nlohmann::json::array(), "catalog").ok());
        CHECK_FALSE(catalogTextsFromJson({{"files", {1}}}, "catalog").ok());
    }
}
