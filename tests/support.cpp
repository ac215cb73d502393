#include "support.h"
#include "catalogbands.h"
#include "scenariojson.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

namespace headroom::test {

const Catalog& catalog() {
    static const Catalog cat = [] {
        auto loaded = loadCatalog(HEADROOM_SOURCE_CATALOG);
        if (!loaded)
            FAIL(loaded.error().toString());
        return std::move(loaded).value();
    }();
    return cat;
}

Scenario referenceScenario(const std::string& overrides, const Catalog& cat) {
    auto doc = nlohmann::json::parse(R"({"model": "qwen3.8-27b", "train_vision": true})");
    doc.merge_patch(nlohmann::json::parse(overrides));
    auto s = parseScenario(doc, "inline", cat);
    if (!s)
        FAIL(s.error().toString());
    return std::move(s).value();
}

const GpuSpec& gpu(const char* id) {
    const GpuSpec* g = catalog().findGpu(id);
    REQUIRE(g);
    return *g;
}

const ModelArch& catalogModel(const char* id) {
    const ModelEntry* m = catalog().findModel(id);
    if (!m)
        FAIL("catalog model missing: " << id);
    return m->arch;
}

const CalibrationReport& calibrationReport() {
    static const CalibrationReport r = [] {
        auto rep = calibrate(catalog());
        if (!rep)
            FAIL(rep.error().toString());
        return std::move(rep).value();
    }();
    return r;
}

const CalibrationResult& calibrationRow(const std::string& source, const std::string& name) {
    for (const CalibrationResult& r : calibrationReport().rows)
        if (r.source == source && r.name == name)
            return r;
    FAIL("no calibration row " << source << ": " << name);
    return calibrationReport().rows.front();
}

Expected<Scenario> parseServing(const std::string& serving, const std::string& file) {
    return parseScenario(
        nlohmann::json::parse(R"({"server": "4x-h200-nvl", "serving": )" + serving + "}"), file,
        catalog());
}

Error servingRefusal(const std::string& serving, const std::string& file) {
    auto s = parseServing(serving, file);
    REQUIRE_FALSE(s);
    return s.error();
}

std::string servingRefusalKey(const std::string& serving, const std::string& file) {
    const Error e = servingRefusal(serving, file);
    CHECK(e.file == file);
    return e.key;
}

Scenario servingRoundTrip(const std::string& serving, const std::string& file) {
    auto s = parseServing(serving, file);
    REQUIRE(s);
    auto again = parseScenario(toJson(s.value()), file, catalog());
    REQUIRE(again);
    CHECK(again.value().serving == s.value().serving);
    return std::move(s).value();
}

MemoryInput singleGpuInput(const ModelArch& arch, int seq, int batch) {
    MemoryInput in;
    in.arch = &arch;
    in.sequence = seq;
    in.microBatch = batch;
    in.gpuCount = 1;
    in.sharding = Sharding::None;
    return in;
}

ModelArch testConfig(const std::string& name) {
    const std::string path =
        std::string(HEADROOM_TEST_SOURCE_DIR) + "/data/configs/" + name + ".json";
    auto arch = loadModelConfig(path);
    INFO(path << ": " << (arch ? std::string() : arch.error().toString()));
    REQUIRE(arch.ok());
    return arch.value();
}

ModelArch catalogConfig(const std::string& id) {
    const std::string path = std::string(HEADROOM_SOURCE_CATALOG) + "/models/" + id + ".json";
    std::ifstream in(path);
    REQUIRE(in.good());
    const auto doc = nlohmann::json::parse(in);
    auto arch = parseModelConfig(doc.at("config"), path);
    INFO(path << ": " << (arch ? std::string() : arch.error().toString()));
    REQUIRE(arch.ok());
    return arch.value();
}

std::string readFile(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

void writeFile(const fs::path& path, const std::string& text) {
    if (path.has_parent_path())
        fs::create_directories(path.parent_path());
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << text;
    REQUIRE(out.good());
}

void copyCatalog(const fs::path& to) {
    fs::copy(HEADROOM_SOURCE_CATALOG, to, fs::copy_options::recursive);
}

} // namespace headroom::test
