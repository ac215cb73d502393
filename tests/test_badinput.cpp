// Bad input never crashes Headroom and never loses work (issue 9).
//
// One table of broken scenario files, imported config.json files and catalog files, run twice:
// in-process against loadScenario / parseScenario / loadModelConfig / parseModelConfig /
// loadCatalog (the error names the file and the key), and through the real `headroom`
// executable (exit 1, exactly one line on stderr naming the file and the key). A second table
// covers what only the command line sees: usage errors (exit 2), files that are directories,
// unwritable output paths (test_badusage.cpp); issue 13's command-line rows, locales and
// devices (test_badsystem.cpp); user catalogs and the range table (test_badcatalog.cpp).
#include "badfiles.h"
#include "catalogbands.h"
#include "catalogfiles.h"
#include "scenariojson.h"

// =============================================================================================

TEST_CASE("the bad-input table is at least 40 rows of each target class", "[badinput]") {
    int scenarios = 0, configs = 0, catalogs = 0;
    for (const auto& row : badFiles())
        (row.target == Target::Scenario      ? scenarios
         : row.target == Target::ModelConfig ? configs
                                             : catalogs)++;
    CHECK(scenarios + configs + catalogs >= 40);
    CHECK(scenarios >= 20);
    CHECK(configs >= 10);
    CHECK(catalogs >= 10);
}

TEST_CASE("every bad file is rejected in-process with an error naming the file and the key",
          "[badinput]") {
    const Catalog& cat = catalog();
    for (const auto& row : badFiles()) {
        ScratchDir dir("inproc");
        const fs::path bad = prepare(row, dir.path());
        INFO(row.what << "\n  file: " << bad << "\n  text: " << readFile(bad));
        switch (row.target) {
        case Target::Scenario: {
            auto loaded = loadScenario(bad.string(), cat);
            REQUIRE_FALSE(loaded.ok());
            INFO("error: " << loaded.error().toString());
            CHECK(loaded.error().file == bad.string());
            CHECK(loaded.error().key == row.key);
            checkWords(loaded.error(), row);
            // The parsed document (when it parses) gives the same error through parseScenario.
            const auto doc = parseJsonText(readFile(bad), "in-memory.json");
            if (doc) {
                auto parsed = parseScenario(doc.value(), "in-memory.json", cat);
                REQUIRE_FALSE(parsed.ok());
                CHECK(parsed.error().key == row.key);
                CHECK(parsed.error().file == "in-memory.json");
            }
            break;
        }
        case Target::ModelConfig: {
            auto loaded = loadModelConfig(bad.string());
            REQUIRE_FALSE(loaded.ok());
            INFO("error: " << loaded.error().toString());
            CHECK(loaded.error().file == bad.string());
            CHECK(loaded.error().key.find(row.key) != std::string::npos);
            checkWords(loaded.error(), row);
            const auto doc = parseJsonText(readFile(bad), "config.json");
            if (doc) {
                auto parsed = parseModelConfig(doc.value(), "config.json");
                REQUIRE_FALSE(parsed.ok());
                CHECK(parsed.error().key.find(row.key) != std::string::npos);
            }
            // Through a scenario that imports it, the error still names config.json and the key.
            auto viaScenario = loadScenario((dir / "s.json").string(), cat);
            REQUIRE_FALSE(viaScenario.ok());
            CHECK(viaScenario.error().toString().find("config.json") != std::string::npos);
            CHECK(viaScenario.error().toString().find(row.key.empty() ? "/model" : row.key) !=
                  std::string::npos);
            break;
        }
        case Target::Catalog: {
            auto loaded = loadCatalog((dir / "catalog").string());
            REQUIRE_FALSE(loaded.ok());
            INFO("error: " << loaded.error().toString());
            CHECK(namesFile(loaded.error().file, bad));
            CHECK(loaded.error().key.find(row.key) != std::string::npos);
            checkWords(loaded.error(), row);
            if (!row.key.empty())
                CHECK(loaded.error().key.size() >= row.key.size());
            break;
        }
        }
    }
}

namespace {

bool isUtf8(const std::string& text) {
    try {
        (void)json(text).dump();
        return true;
    } catch (const json::exception&) {
        return false;
    }
}

} // namespace

TEST_CASE("every bad scenario and catalog file gives the same error line in WebAssembly",
          "[badinput][wasm]") {
    if (wasmModulePath().empty()) {
        std::cout << kWasmSkipped << "\n";
        return;
    }
    // The module evaluates a scenario's text against a catalog's texts: the rows whose file is
    // a scenario or a catalog file. Rows made by the file system (a link, a sparse 65 MB file)
    // and imported config.json files (the sheet carries those as model files of its catalog,
    // ui/sheet/quotesheet.cpp, tested with the window) have no text to pass.
    std::vector<std::string> catalogs = {
        catalogTextsToJson(readCatalogTexts(HEADROOM_SOURCE_CATALOG)).dump()};
    std::vector<WasmCase> cases;
    std::vector<std::string> native, what;
    for (const auto& row : badFiles()) {
        if (row.target == Target::ModelConfig || row.post)
            continue;
        ScratchDir dir("wasm-bad");
        INFO(row.what);
        const fs::path bad = prepare(row, dir.path());
        const fs::path scenario = dir / "s.json";
        // A file that is not UTF-8 text (a PNG, stray bytes) cannot be a JavaScript string:
        // the page only ever passes text it holds.
        if (!isUtf8(readFile(bad)))
            continue;
        if (row.target == Target::Scenario) {
            auto loaded = loadScenario(scenario.string(), catalog());
            REQUIRE_FALSE(loaded.ok());
            native.push_back(loaded.error().toString());
            cases.push_back({readFile(scenario), scenario.string(), 0});
        } else {
            auto loaded = loadCatalog((dir / "catalog").string());
            REQUIRE_FALSE(loaded.ok());
            native.push_back(loaded.error().toString());
            catalogs.push_back(
                catalogTextsToJson(readCatalogTexts((dir / "catalog").string())).dump());
            cases.push_back({readFile(scenario), scenario.string(), catalogs.size() - 1});
        }
        what.emplace_back(row.what);
    }
    CHECK(cases.size() >= 40);
    const std::vector<json> wasm = evaluateInWasm(cases, catalogs);
    for (std::size_t i = 0; i < cases.size(); ++i) {
        INFO(what[i] << "\n  wasm: " << wasm[i].dump());
        REQUIRE(wasm[i].contains("error"));
        CHECK(wasm[i]["error"].get<std::string>() == native[i]);
    }
}

#ifdef HEADROOM_EXE // the command-line half needs the headroom executable (a UI build)

TEST_CASE("every bad file makes headroom exit 1 with one line naming the file and the key",
          "[badinput][cli]") {
    for (const auto& row : badFiles()) {
        ScratchDir dir("cli");
        const fs::path bad = prepare(row, dir.path());
        std::vector<std::string> args{"evaluate", (dir / "s.json").string(), "--json"};
        if (row.target == Target::Catalog)
            args.insert(args.end(), {"--catalog", (dir / "catalog").string()});
        const Run run = runHeadroom(args, dir.path());
        INFO(row.what << "\n  file: " << bad << "\n  stderr: " << run.err
                      << "  stdout: " << run.out);
        CHECK(run.signal == 0);
        CHECK(run.exitCode == 1);
        CHECK(isOneLine(run.err));
        CHECK(namesFile(run.err, bad));
        CHECK(run.err.find(row.key.empty() && row.target == Target::ModelConfig
                               ? "/model"
                               : row.key) != std::string::npos);
        for (const auto& word : row.words)
            CHECK(run.err.find(word) != std::string::npos);
        CHECK(run.err.size() < 1200);
        CHECK(run.out.empty());
    }
}

#endif // HEADROOM_EXE
