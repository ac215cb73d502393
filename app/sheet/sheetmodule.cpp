// The sizing core in WebAssembly (the interactive sheet): one function, evaluate(scenario,
// catalog[, file]) -> the result JSON of `headroom evaluate --json`, or {"error": LINE} with the
// line `headroom evaluate` prints for the same bad input. The catalog is the JSON document of
// catalogTextsToJson(); it is loaded once and kept while the page passes the same text. The
// page itself loads it once with setCatalog(catalog) and calls evaluateLoaded(scenario); it reads
// its link with parseFragment(hash).
#include "catalog.h"
#include "catalogbands.h"
#include "catalogfiles.h"
#include "jsonreader.h"
#include "scenario.h"
#include "scenariojson.h"
#include "sheetfragment.h"
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

/// The catalog the module holds: loaded from its text once, again only when the text changes.
struct LoadedCatalog {
    std::string text;
    std::optional<Expected<Catalog>> catalog;
};

LoadedCatalog& loaded() {
    static LoadedCatalog held;
    return held;
}

const Expected<Catalog>& catalogOf(const std::string& catalogText) {
    LoadedCatalog& held = loaded();
    if (!held.catalog || catalogText != held.text) {
        held.text = catalogText;
        auto doc = parseJsonText(catalogText, "catalog");
        if (!doc) {
            held.catalog.emplace(doc.error());
        } else {
            auto texts = catalogTextsFromJson(doc.value(), "catalog");
            held.catalog.emplace(texts ? loadCatalogTexts(texts.value())
                                       : Expected<Catalog>(texts.error()));
        }
    }
    return *held.catalog;
}

std::string evaluateOn(const Expected<Catalog>& loadedCatalog, const std::string& scenarioText,
                       const std::string& file) {
    if (!loadedCatalog.ok())
        return errorJson(loadedCatalog.error());
    const Catalog& catalog = loadedCatalog.value();
    auto doc = parseJsonFileText(scenarioText, file);
    if (!doc)
        return errorJson(doc.error());
    auto scenario = parseScenario(doc.value(), file, catalog);
    if (!scenario)
        return errorJson(scenario.error());
    // The same text as `evaluate --json` (two-space indentation).
    return toJson(evaluate(scenario.value(), catalog)).dump(2);
}

std::string evaluateWithFile(const std::string& scenarioText, const std::string& catalogText,
                             const std::string& file) {
    return evaluateOn(catalogOf(catalogText), scenarioText, file);
}

std::string evaluateScenario(const std::string& scenarioText, const std::string& catalogText) {
    return evaluateWithFile(scenarioText, catalogText, "scenario.json");
}

/// Loads the catalog the page evaluates against: "" or {"error": LINE}. The page passes its
/// catalog text (about 80 kB) once instead of on every slider move; copying it into the module
/// each time was half of an evaluation and most of its slow outliers (up to 8 ms under Node).
std::string setCatalog(const std::string& catalogText) {
    const Expected<Catalog>& catalog = catalogOf(catalogText);
    return catalog.ok() ? std::string() : errorJson(catalog.error());
}

/// evaluateFile against the catalog setCatalog loaded.
std::string evaluateLoadedFile(const std::string& scenarioText, const std::string& file) {
    const LoadedCatalog& held = loaded();
    if (!held.catalog)
        return errorJson(Error{"catalog", "", "no catalog loaded (setCatalog)"});
    return evaluateOn(*held.catalog, scenarioText, file);
}

std::string evaluateLoaded(const std::string& scenarioText) {
    return evaluateLoadedFile(scenarioText, "scenario.json");
}

/// The link's state (sheetfragment.h) as JSON text: the page's one fragment parser.
std::string parseFragment(const std::string& fragment) {
    return parseSheetFragment(fragment).dump();
}

} // namespace

EMSCRIPTEN_BINDINGS(headroom_sheet) {
    emscripten::function("evaluate", &evaluateScenario);
    emscripten::function("evaluateFile", &evaluateWithFile);
    emscripten::function("setCatalog", &setCatalog);
    emscripten::function("evaluateLoaded", &evaluateLoaded);
    emscripten::function("evaluateLoadedFile", &evaluateLoadedFile);
    emscripten::function("parseFragment", &parseFragment);
}
