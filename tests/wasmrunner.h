#pragma once
// The WebAssembly build of the core under Node (the interactive sheet's module): the same inputs
// evaluated there and in C++ must give the same results and the same error lines.
#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

namespace headroom::test {

/// One evaluation in the module: a scenario file's text and the name errors give it, and the
/// index of its catalog (catalogTextsToJson documents, passed once each).
struct WasmCase {
    std::string scenarioText;
    std::string file;
    std::size_t catalog = 0;
};

/// The module's path when the build made it (em++ was found), else empty.
std::string wasmModulePath();

/// The text a ctest run prints when the module was not built; the tests' SKIP_REGULAR_EXPRESSION.
inline constexpr const char* kWasmSkipped =
    "SKIPPED: the WebAssembly module was not built (em++ from Debian's emscripten not found)";

/// Evaluates every case in one Node process (tests/sheet/evaluate_cases.cjs); each answer is the
/// module's JSON (a result, or {"error": LINE}). The test fails when Node does not answer.
std::vector<nlohmann::json> evaluateInWasm(const std::vector<WasmCase>& cases,
                                           const std::vector<std::string>& catalogs);

/// Checks that `wasm` equals `native` (the JSON of `evaluate --json`): the same keys and
/// strings, numbers within 1e-9 (relative above 1). `where` names the case in failures.
void checkSameResult(const nlohmann::json& native, const nlohmann::json& wasm,
                     const std::string& where);

} // namespace headroom::test
