// Fuzzes the config.json importer, parseModelConfig(), on arbitrary JSON text; every architecture
// it accepts is sized on a 4x H200 NVL build and the result checked.
#include "fuzzcheck.h"
#include "jsonreader.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

using namespace headroom;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const Catalog& catalog = fuzz::builtInCatalog();
    // The loaders' own parser: repeated keys and deep nesting are errors, as in a file.
    const auto doc = parseJsonText(
        std::string_view(reinterpret_cast<const char*>(data), size), "config.json");
    if (!doc)
        return 0;
    auto arch = parseModelConfig(doc.value(), "config.json");
    if (!arch)
        return 0;
    Scenario s;
    s.model = "fuzz/config.json";
    s.importedModel = std::move(arch).value();
    s.server = "4x-h200-nvl";
    s.gpu = "h200-nvl";
    s.gpuCount = 4;
    fuzz::evaluateAndCheck(s, catalog);
    s.method = Method::Qlora;
    s.imageShare = 1;
    fuzz::evaluateAndCheck(s, catalog);
    return 0;
}
