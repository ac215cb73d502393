#include "support.h"

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

MemoryInput singleGpuInput(const ModelArch& arch, int seq, int batch) {
    MemoryInput in;
    in.arch = &arch;
    in.sequence = seq;
    in.microBatch = batch;
    in.gpuCount = 1;
    in.sharding = Sharding::None;
    return in;
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
