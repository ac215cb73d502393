// Fuzzes parseScenario() on arbitrary JSON text against the built-in catalog; every scenario it
// accepts is evaluated and its result checked.
#include "fuzzcheck.h"
#include "jsonreader.h"
#include "scenariojson.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

using namespace headroom;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const Catalog& catalog = fuzz::builtInCatalog();
    // The loaders' own parser: repeated keys and deep nesting are errors, as in a file.
    const auto doc = parseJsonText(
        std::string_view(reinterpret_cast<const char*>(data), size), "s.json");
    if (!doc)
        return 0;
    // A model given as a path is read relative to the scenario: keep that inside a folder that
    // does not exist, so the fuzzer cannot wander the disk.
    auto scenario = parseScenario(doc.value(), "/nonexistent-headroom-fuzz/s.json", catalog);
    if (scenario)
        fuzz::evaluateAndCheck(scenario.value(), catalog);
    return 0;
}
