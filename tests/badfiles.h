#pragma once
// Fixtures shared by the bad-input tests (issue 9 and 13: test_badinput.cpp, test_badusage.cpp,
// test_badsystem.cpp, test_badcatalog.cpp): the table of broken scenario, config.json and
// catalog files (badfiles.cpp), the valid documents the table breaks (the config.json:
// corefixtures.h, llamaConfig()), a German locale, and the one-line check of the command
// line's stderr.
#include "catalog.h"
#include "clirunner.h"
#include "corefixtures.h"
#include "jsonreader.h"
#include "modelarch.h"
#include "recommend.h"
#include "scenario.h"
#include "scenariorange.h"
#include "sizing.h"
#include "support.h"
#include "textformat.h"
#include "wasmrunner.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <clocale>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <regex>
#include <signal.h>
#include <sstream>
#include <string>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>
#include <vector>

namespace fs = std::filesystem;
using nlohmann::json;
using namespace headroom;
using namespace headroom::test;

namespace headroom::test {

/// The JSON document in `path` (the test fails when it does not parse).
nlohmann::json readJson(const fs::path& path);

/// A locale with a decimal comma, compiled from the C library's sources into `dir` with
/// localedef (LOCPATH points there): nothing system-wide is generated. Empty when the sources
/// (Debian's `locales`, in packaging/deps.sh) are missing.
std::optional<std::string> germanLocale(const fs::path& dir);

/// A valid scenario: the 27B full fine-tune on four H200 NVL at 8k tokens.
nlohmann::json baseScenario();

enum class Target { Scenario, ModelConfig, Catalog };

/// One bad input file. Its text is `text` when set, else the target's valid base document with
/// `edit` applied. `key` is the Error::key the loaders must report.
struct BadFile {
    const char* what;
    Target target;
    std::string file; ///< catalog: the file inside the catalog directory
    std::string text;
    std::function<void(json&)> edit;
    std::string key;
    std::vector<std::string> words = {}; ///< the error line contains each (issue 13)
    /// Run on the written file (issue 13): makes it sparse and huge, or a link.
    std::function<void(const fs::path&)> post = {};
};

/// The table: every bad file, each row naming the key its error must report.
const std::vector<BadFile>& badFiles();

/// Writes the bad file of `row` into `dir` and returns the path the loaders must name.
/// Scenario rows: dir/s.json. Config rows: dir/config.json plus dir/s.json importing it.
/// Catalog rows: a catalog copy in dir/catalog with one file broken, plus a valid dir/s.json.
fs::path prepare(const BadFile& row, const fs::path& dir);

/// The words a row asks for are in the error's line, and the line is short (issue 13: a deep
/// document's path or parser text once made a 2 MB line).
void checkWords(const Error& error, const BadFile& row);

/// Does the error name the bad file? Cross-checks of the catalog name the file only by its name.
bool namesFile(const std::string& text, const fs::path& file);

/// Exactly one non-empty line, ending in a newline.
bool isOneLine(const std::string& text);

// On a 32 A feed: the 4× H200 NVL draws 3.4 kW, more than a 16 A feed carries, and a quote of
// a build that exceeds its feed exits 1 without --allow-unfit (issue 16).
extern const char* const kGoodScenario;

} // namespace headroom::test
