// Fuzzes parseScenario() on arbitrary JSON text against the built-in catalog; every scenario it
// accepts is evaluated and its result checked.
#include "fuzzcheck.h"

#include <cstdint>
#include <cstdlib>

using namespace headroom;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const Catalog& catalog = fuzz::builtInCatalog();
    const auto doc = nlohmann::json::parse(data, data + size, nullptr, false);
    if (doc.is_discarded())
        return 0;
    // A model given as a path is read relative to the scenario: keep that inside a folder that
    // does not exist, so the fuzzer cannot wander the disk.
    auto scenario = parseScenario(doc, "/nonexistent-headroom-fuzz/s.json", catalog);
    if (scenario)
        fuzz::evaluateAndCheck(scenario.value(), catalog);
    return 0;
}
