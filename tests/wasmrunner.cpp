#include "wasmrunner.h"

#include "scratchdir.h"
#include "support.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdlib>

namespace headroom::test {

std::string wasmModulePath() {
#ifdef HEADROOM_SHEET_MODULE
    return HEADROOM_SHEET_MODULE;
#else
    return {};
#endif
}

std::vector<nlohmann::json> evaluateInWasm(const std::vector<WasmCase>& cases,
                                           const std::vector<std::string>& catalogs) {
    ScratchDir dir("wasm");
    nlohmann::json input = {{"catalogs", catalogs}, {"cases", nlohmann::json::array()}};
    for (const WasmCase& c : cases)
        input["cases"].push_back(
            {{"scenario", c.scenarioText}, {"file", c.file}, {"catalog", c.catalog}});
    writeFile(dir / "cases.json", input.dump());
    const std::string command = std::string("node '") + HEADROOM_TEST_SOURCE_DIR +
                                "/sheet/evaluate_cases.cjs' '" + wasmModulePath() + "' '" +
                                (dir / "cases.json").string() + "' '" +
                                (dir / "answers.json").string() + "'";
    const int status = std::system(command.c_str());
    INFO(command);
    REQUIRE(status == 0);
    const auto answers = nlohmann::json::parse(readFile(dir / "answers.json"));
    REQUIRE(answers.size() == cases.size());
    std::vector<nlohmann::json> out;
    for (const auto& a : answers)
        out.push_back(nlohmann::json::parse(a.get<std::string>()));
    return out;
}

void checkSameResult(const nlohmann::json& native, const nlohmann::json& wasm,
                     const std::string& where) {
    INFO(where);
    // Numbers compare by value: text read back makes a positive integer unsigned.
    if (native.is_number()) {
        REQUIRE(wasm.is_number());
        const double a = native.get<double>(), b = wasm.get<double>();
        CHECK(std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(a)));
        return;
    }
    REQUIRE(native.type() == wasm.type());
    if (native.is_object()) {
        REQUIRE(native.size() == wasm.size());
        for (auto it = native.begin(); it != native.end(); ++it) {
            REQUIRE(wasm.contains(it.key()));
            checkSameResult(it.value(), wasm.at(it.key()), where + "/" + it.key());
        }
    } else if (native.is_array()) {
        REQUIRE(native.size() == wasm.size());
        for (std::size_t i = 0; i < native.size(); ++i)
            checkSameResult(native[i], wasm[i], where + "/" + std::to_string(i));
    } else {
        CHECK(native == wasm);
    }
}

} // namespace headroom::test
