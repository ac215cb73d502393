// The sizing core in WebAssembly (the interactive sheet): one function, evaluate(scenario,
// catalog[, file]) -> the result JSON of `headroom evaluate --json`, or {"error": LINE} with the
// line `headroom evaluate` prints for the same bad input. The catalog is the JSON document of
// catalogTextsToJson(); it is loaded once and kept while the page passes the same text.
#include "catalog.h"
#include "jsonreader.h"
#include "scenario.h"
#include "sizing.h"

#include <emscripten/bind.h>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

namespace {

using namespace headroom;

std::string errorJson(const Error& error) {
    return nlohmann::json{{"error", error.toString()}}.dump();
}

std::string evaluateWithFile(const std::string& scenarioText, const std::string& catalogText,
                             const std::string& file) {
    static std::string loadedText;
    static std::optional<Expected<Catalog>> loaded;
    if (!loaded || catalogText != loadedText) {
        loadedText = catalogText;
        auto doc = parseJsonText(catalogText, "catalog");
        if (!doc) {
            loaded.emplace(doc.error());
        } else {
            auto texts = catalogTextsFromJson(doc.value(), "catalog");
            loaded.emplace(texts ? loadCatalogTexts(texts.value())
                                 : Expected<Catalog>(texts.error()));
        }
    }
    if (!loaded->ok())
        return errorJson(loaded->error());
    const Catalog& catalog = loaded->value();
    auto doc = parseJsonFileText(scenarioText, file);
    if (!doc)
        return errorJson(doc.error());
    auto scenario = parseScenario(doc.value(), file, catalog);
    if (!scenario)
        return errorJson(scenario.error());
    // The same text as `evaluate --json` (two-space indentation).
    return toJson(evaluate(scenario.value(), catalog)).dump(2);
}

std::string evaluateScenario(const std::string& scenarioText, const std::string& catalogText) {
    return evaluateWithFile(scenarioText, catalogText, "scenario.json");
}

} // namespace

EMSCRIPTEN_BINDINGS(headroom_sheet) {
    emscripten::function("evaluate", &evaluateScenario);
    emscripten::function("evaluateFile", &evaluateWithFile);
}
