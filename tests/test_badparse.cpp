// Bad input, round three (issue 36), the readers and the sanitisers: one table per class of
// defect, each case closed by a shared mechanism: the bounded YAML reader (yamlreader.h) with
// PyYAML's scalar resolver (yamlscalar.h), the terminal's and the sheet's sanitisers
// (textformat.h) and the sheet's fragment parser (sheetfragment.h).
#include "calibration.h"
#include "clirunner.h"
#include "recipedocument.h"
#include "recipeimport.h"
#include "sheetfragment.h"
#include "support.h"
#include "textformat.h"
#include "yamlscalar.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <nlohmann/json.hpp>

using namespace headroom;
using namespace headroom::test;

namespace {

/// A small Axolotl recipe that imports (QLoRA on Llama 3 8B, 4,096 tokens, micro-batch 2): six
/// lines, without and with its sequence length.
const std::string kRecipeHead = "base_model: NousResearch/Meta-Llama-3-8B\n"
                                "adapter: qlora\n"
                                "load_in_4bit: true\n"
                                "micro_batch_size: 2\n"
                                "gradient_accumulation_steps: 4\n";
const std::string kRecipe = kRecipeHead + "sequence_len: 4096\n";

/// The classic billion laughs: nine levels of nine aliases, 10^9 strings expanded from 342 bytes
/// (the issue's variant has 517).
std::string billionLaughs() {
    std::string text = "a: &a [\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\",\"lol\"]\n";
    for (char level = 'b'; level <= 'i'; ++level) {
        const char below = char(level - 1);
        text += std::string(1, level) + ": &" + level + " [";
        for (int i = 0; i < 9; ++i)
            text += std::string(i ? "," : "") + "*" + below;
        text += "]\n";
    }
    return text;
}

struct Outcome {
    bool ok = false;
    std::string key;     ///< the error's key (a substring; empty: any)
    std::string message; ///< a substring of the error's message
};

/// Imports `text` from a file in `dir` and checks the outcome: accepted, or refused with a
/// line naming the file, the key and the message.
void importAndCheck(const fs::path& dir, const std::string& name, const std::string& text,
                    const Outcome& expected) {
    const fs::path file = dir / name;
    writeFile(file, text);
    const auto imported = importRecipe(file.string(), catalog());
    INFO(name << ": " << (imported ? std::string("accepted") : imported.error().toString()));
    REQUIRE(imported.ok() == expected.ok);
    if (expected.ok)
        return;
    const Error& e = imported.error();
    CHECK(e.file == file.string());
    CHECK(e.key.find(expected.key) != std::string::npos);
    CHECK(e.message.find(expected.message) != std::string::npos);
    const std::string line = e.toString();
    CHECK(line.find('\n') == std::string::npos);
}

} // namespace

TEST_CASE("Crashes: scalars no regex can hold and text no framework reads", "[badparse]") {
    ScratchDir dir("badparse-crashes");
    const std::string digits(30000, '7');
    const std::string zeros = "0." + std::string(30000, '0') + "2";
    struct Case {
        const char* name;
        std::string text;
        Outcome outcome;
    };
    const std::vector<Case> cases = {
        // Issue 36's examples: a std::regex recursed once per character and overflowed the stack.
        {"digits-unread.yaml", kRecipe + "note: " + digits + "\n", {true, "", ""}},
        {"digits-read.yaml", kRecipeHead + "sequence_len: " + digits + "\n",
         {false, "sequence_len", "outside"}},
        {"zeros.yaml", kRecipe + "note: " + zeros + "\n", {true, "", ""}},
        {"long-string.yaml", kRecipe + "note: \"" + std::string(40000, 'x') + "\"\n",
         {true, "", ""}},
        {"long-plain.yaml", kRecipe + "note: " + std::string(40000, 'x') + "\n", {true, "", ""}},
        // Latin-1 bytes: PyYAML's reader refuses what is not UTF-8; nlohmann's dump() threw.
        {"latin1-key.yaml", kRecipe + "caf\xe9: 1\n", {false, "", "byte 0xe9 at line 7, column 4"}},
        {"latin1-model.yaml", "base_model: Meta-Llama-3-8B-\xe9t\xe9\nadapter: qlora\n",
         {false, "", "not UTF-8"}},
        {"latin1.json", "{\"per_device_train_batch_size\": 1, \"x\": \"\xe9\"}", {false, "", ""}},
        {"escape.yaml", kRecipe + "note: \"a\x1b[2Jb\"\n",
         {false, "", "U+001B at line 7, column 9"}},
        {"nul.yaml", kRecipe + std::string("note: a\0b\n", 10), {false, "", "U+0000"}},
        {"deep-flow.yaml",
         kRecipe + "note: " + std::string(100000, '[') + std::string(100000, ']') + "\n",
         {false, "note.0.0", "nested deeper than 64 levels"}},
        // Unclosed, yaml-cpp reads the inner brackets as the key of a flow pair: refused too.
        {"deep-open.yaml", kRecipe + "note: " + std::string(100000, '[') + "\n",
         {false, "line 7", "a mapping key must be a plain name"}},
    };
    for (const Case& c : cases)
        importAndCheck(dir.path(), c.name, c.text, c.outcome);

    // What the reader made of the long scalars, as PyYAML does: the 30,000-digit integer is
    // beyond every double (infinity; Python's int is exact), 0.000…2 is 2e-30001, below the
    // smallest double: 0.0 (Python's float() gives 0.0 too).
    const auto doc = parseRecipeText("a: " + digits + "\nb: " + zeros + "\nc: -" + zeros + "\n",
                                     "mem.yaml");
    REQUIRE(doc.ok());
    CHECK(std::isinf(doc->at("a").get<double>()));
    CHECK(doc->at("b").get<double>() == 0.0);
    CHECK(doc->at("c").get<double>() == 0.0);
}

TEST_CASE("Hangs and blow-ups: every value counted before it is stored", "[badparse]") {
    ScratchDir dir("badparse-hangs");
    const std::string laughs = billionLaughs();
    CHECK(laughs.size() == 342);
    std::string deepMap = kRecipe + "note:\n";
    for (int i = 0; i < 200; ++i)
        deepMap += std::string(std::size_t(2 * i + 2), ' ') + "k:\n";
    // Doubling through sequences of two aliases: 2^40 values from 40 lines.
    std::string doubling = kRecipe + "l0: &l0 [x, x]\n";
    for (int i = 1; i <= 40; ++i)
        doubling += "l" + std::to_string(i) + ": &l" + std::to_string(i) + " [*l" +
                    std::to_string(i - 1) + ", *l" + std::to_string(i - 1) + "]\n";
    // Doubling through merge keys: each mapping merges the one below twice over.
    std::string merges = kRecipe + "m0: &m0 {a: [1, 2, 3, 4, 5, 6, 7, 8]}\n";
    for (int i = 1; i <= 40; ++i)
        merges += "m" + std::to_string(i) + ": &m" + std::to_string(i) + " {<<: *m" +
                  std::to_string(i - 1) + ", b: [*m" + std::to_string(i - 1) + ", *m" +
                  std::to_string(i - 1) + "]}\n";
    struct Case {
        const char* name;
        std::string text;
        Outcome outcome;
    };
    const std::vector<Case> cases = {
        {"laughs.yaml", kRecipe + laughs, {false, "line", "more than 1000000 values"}},
        {"laughs-first.yaml", laughs + kRecipe, {false, "line", "more than 1000000 values"}},
        {"doubling.yaml", doubling, {false, "line", "aliases counted"}},
        {"merges.yaml", merges, {false, "line", "aliases counted"}},
        {"deep-block.yaml", deepMap, {false, "note.k.k", "nested deeper than 64 levels"}},
        {"self.yaml", kRecipe + "x: &x [1, *x]\n", {false, "line 7", "not complete"}},
    };
    for (const Case& c : cases)
        importAndCheck(dir.path(), c.name, c.text, c.outcome);

    // More than the 4 MiB a recipe may have, as text (a file is refused before it is read).
    const auto huge = parseRecipeText(std::string(kMaxRecipeBytes + 1, '#'), "big.yaml");
    REQUIRE_FALSE(huge.ok());
    CHECK(huge.error().message.find("too large for a training recipe") != std::string::npos);

    // 200,000 keys, YAML and JSON: read in linear time (the ordered map's own insert searched
    // every key: quadratic), every one of them in the note.
    std::string manyYaml = kRecipe;
    std::string manyJson = "{\"zero_optimization\": {\"stage\": 2}, \"bf16\": {\"enabled\": true}";
    for (int i = 0; i < 200000; ++i) {
        manyYaml += "k" + std::to_string(i) + ": 1\n";
        manyJson += ", \"k" + std::to_string(i) + "\": 1";
    }
    manyJson += "}";
    writeFile(dir / "many.yaml", manyYaml);
    writeFile(dir / "many.json", manyJson);
    const auto yaml = importRecipe((dir / "many.yaml").string(), catalog());
    INFO((yaml ? std::string() : yaml.error().toString()));
    REQUIRE(yaml.ok());
    CHECK(yaml->recipe->notModelled.size() >= 200000);
    CHECK(yaml->recipe->notModelled.back() == "k199999");
    const auto json = importRecipe((dir / "many.json").string(), catalog(), "llama-3.1-8b");
    INFO((json ? std::string() : json.error().toString()));
    REQUIRE(json.ok());
    CHECK(json->recipe->notModelled.size() >= 200000);
    CHECK(json->recipe->notModelled.back() == "k199999");
}

TEST_CASE("Hangs: a scenario's recipe.file goes through the same bounded reader", "[badparse]") {
    ScratchDir dir("badparse-export");
    const fs::path recipe = dir / "customer.yaml";
    writeFile(recipe, kRecipe);
    auto imported = importRecipe(recipe.string(), catalog());
    REQUIRE(imported.ok());
    // The customer's recipe replaced after the import: a billion laughs, a second document.
    for (const std::string& text : {kRecipe + billionLaughs(), kRecipe + "---\nlr: 1\n"}) {
        writeFile(recipe, text);
        const auto exported =
            exportRecipe(imported.value(), catalog(), "axolotl", (dir / "out.yaml").string());
        REQUIRE_FALSE(exported.ok());
        CHECK(exported.error().file == recipe.string());
        CHECK(exported.error().toString().find('\n') == std::string::npos);
    }
}

TEST_CASE("Wrong numbers: plain scalars as PyYAML's YAML 1.1 resolver types them", "[badparse]") {
    using J = nlohmann::ordered_json;
    const double inf = std::numeric_limits<double>::infinity();
    // Each expected value is what yaml.safe_load("x: TEXT")["x"] gives (PyYAML at d51d8a1,
    // resolver.py and SafeConstructor.construct_yaml_int / construct_yaml_float).
    const std::vector<std::pair<std::string, J>> cases = {
        {"010", 8},                       // 0[0-7_]+: octal, int('10', 8)
        {"0o10", "0o10"},                 // YAML 1.2's octal is a string in 1.1
        {"08", "08"},                     // 8 is no octal digit and there is no dot: a string
        {"0_17", 15},                     // underscores dropped: int('017', 8) = 15
        {"0x1F", 31},                     // hex
        {"-0x10", -16},                   // signed hex
        {"0b101", 5},                     // binary
        {"1_000", 1000},                  // underscores in decimals
        {"+12", 12},                      // a plus sign
        {"1:30", 90},                     // base 60: 1 × 60 + 30
        {"-1:00:01", -3601},              // 1 × 3600 + 0 × 60 + 1, negative
        {"1:30.5", 90.5},                 // a base-60 float
        {"09.5", 9.5},                    // a float may start with 0
        {".5", 0.5},                      // a float without a leading digit ...
        {"-.5", "-.5"},                   // ... but not with a sign: a string to PyYAML
        {"1e-5", "1e-5"},                 // no dot: a string (the frameworks convert it)
        {"1.0e5", "1.0e5"},               // the exponent needs a sign: a string
        {"1.0e+5", 100000.0},             // with the sign: a float
        {"1.", 1.0},                      // a dot alone after digits
        {".", "."},                       // a dot alone: a string
        {"-.inf", -inf},                  // infinity
        {"0", 0},                         // zero
        {"-0", 0},                        // signed zero, an int
        {"00", 0},                        // octal zero
        {"9223372036854775807", 9223372036854775807LL},     // the largest int64 stays whole
        {"9223372036854775808", 9223372036854775808.0},     // beyond int64: a double
        {"1:60", "1:60"},                 // 60 is no base-60 digit: a string
        {"Yes", true},                    // YAML 1.1 booleans
        {"OFF", false},
        {"yES", "yES"},                   // not one of the three spellings
        {"~", nullptr},                   // null
        {"Null", nullptr},
        {"2024-01-01", "2024-01-01"},     // a timestamp to PyYAML, a string here
    };
    for (const auto& [text, expected] : cases) {
        std::string problem;
        const auto value = yamlPlainValue(text, problem);
        INFO(text << " -> " << (value ? value->dump() : problem));
        REQUIRE(value.has_value());
        CHECK(*value == expected);
        // The same in a document, and quoted it stays the string.
        const auto doc = parseRecipeText("x: " + text + "\ny: \"" + text + "\"\n", "mem.yaml");
        REQUIRE(doc.ok());
        CHECK(doc->at("x") == expected);
        CHECK(doc->at("y") == text);
    }
    // int('', 16) raises in PyYAML: refused with the line.
    std::string problem;
    CHECK_FALSE(yamlPlainValue("0x_", problem).has_value());
    CHECK(problem.find("no digits") != std::string::npos);
    CHECK_FALSE(parseRecipeText("a: 0b__\n", "mem.yaml").ok());
    // .nan is NaN (compared apart: NaN equals nothing).
    const auto nan = yamlPlainValue(".NaN", problem);
    REQUIRE(nan.has_value());
    CHECK(std::isnan(nan->get<double>()));
    // Strings a reader converts, in any locale (std::stod stopped at the '.' under de_DE).
    CHECK(parseDecimal("2.5e-5") == 2.5e-5);
    CHECK(parseDecimal("+3") == 3.0);
    CHECK(parseDecimal("1e999") == inf);
    CHECK_FALSE(parseDecimal("2.5e-5x").has_value());
    CHECK_FALSE(parseDecimal("").has_value());
}

TEST_CASE("Wrong numbers: merge keys and documents as PyYAML safe_load reads them", "[badparse]") {
    ScratchDir dir("badparse-merge");
    const std::string head = "base_model: NousResearch/Meta-Llama-3-8B\nadapter: qlora\n"
                             "load_in_4bit: true\n";
    // The issue's case: the run's sizes come from the merged defaults (8,192 × 8 here, the
    // model's context), not the framework's defaults (Axolotl: 512 × 1).
    writeFile(dir / "merge.yaml", "defaults: &defaults\n  sequence_len: 8192\n"
                                  "  micro_batch_size: 8\n" +
                                      head + "<<: *defaults\n");
    // A list of mappings: the first one wins (constructor.py flatten_mapping reverses the
    // list); the mapping's own keys win over every merged one, wherever `<<` stands.
    writeFile(dir / "list.yaml", "a: &a {sequence_len: 2048, micro_batch_size: 4}\n"
                                 "b: &b {sequence_len: 1024, micro_batch_size: 2, "
                                 "gradient_accumulation_steps: 3}\n" +
                                     head + "micro_batch_size: 6\n<<: [*a, *b]\n");
    struct Case {
        const char* file;
        int sequenceLength, microBatch, accumulation;
    };
    for (const Case& c : {Case{"merge.yaml", 8192, 8, 1}, Case{"list.yaml", 2048, 6, 3}}) {
        const auto s = importRecipe((dir / c.file).string(), catalog());
        INFO(c.file << ": " << (s ? std::string() : s.error().toString()));
        REQUIRE(s.ok());
        CHECK(s->sequenceLength == c.sequenceLength);
        CHECK(s->microBatch == c.microBatch);
        CHECK(s->gradientAccumulation == c.accumulation);
    }
    // The document: key order kept, merged keys first (PyYAML: merge + node.value).
    const auto doc = parseRecipeText("a: &a {x: 1, y: 2}\nb: {z: 0, <<: *a, y: 3}\n", "m.yaml");
    REQUIRE(doc.ok());
    CHECK(doc->at("b").dump() == R"({"x":1,"y":3,"z":0})");
    // What safe_load refuses is refused, with the line.
    struct Refused {
        std::string text, key, message;
    };
    const std::vector<Refused> refused = {
        {head + "---\nsequence_len: 8192\n", "line 4, column 1", "expected a single document"},
        {"---\n---\n" + head, "line 2", "a second YAML document"},
        {head + "<<: 5\n", "line 4", "expected a mapping or list of mappings for merging"},
        {head + "<<: [{a: 1}, 2]\n", "line 4", "expected a mapping for merging"},
        {head + "x: !!python/object:os.system ls\n", "line 4", "tag"},
        {head + "adapter: lora\n", "adapter", "key given twice"},
        {head + "? [a, b]\n: 1\n", "line 4", "a mapping key must be a plain name"},
    };
    for (const Refused& r : refused) {
        const auto parsed = parseRecipeText(r.text, "r.yaml");
        INFO(r.text);
        REQUIRE_FALSE(parsed.ok());
        CHECK(parsed.error().key.find(r.key) != std::string::npos);
        CHECK(parsed.error().message.find(r.message) != std::string::npos);
    }
    // What toYaml() writes reads back the same: a key or value holding DEL (a JSON recipe may;
    // PyYAML's reader refuses it raw: found by fuzz_recipe), and a key "<<". (yaml-cpp 0.7's
    // emitter writes the noncharacters U+FFFE/U+FFFF as U+FFFD: fuzz_recipe allows for that.)
    // A carriage return in a key or at a value's end (YAML's line break; a CR written raw before
    // the line's end was read back as a CRLF break: found by fuzz_recipe in CI), and keys past
    // YAML's 1,024 characters of an implicit key, as they are and escaped (four characters per
    // control byte), written explicit.
    const RecipeJson odd = {{"de\x7fvice", "x\x7fy"}, {"<<", 1}, {"a\r\rb", "\r\r\r"},
                            {"c", "x\ry\r"}, {std::string(1100, 'k'), 1},
                            {std::string(300, '\x01'), 2}};
    const auto back = parseRecipeText(toYaml(odd), "back.yaml");
    INFO(toYaml(odd));
    REQUIRE(back.ok());
    CHECK(back.value() == odd);
    // NEL, LS and PS are line breaks to PyYAML (YAML 1.1), text to yaml-cpp: written escaped,
    // never raw, and read back the same.
    const RecipeJson breaks = {{"a", "x\xc2\x85y"}, {"b\xe2\x80\xa8" "c", "z\xe2\x80\xa9"}};
    const std::string written = toYaml(breaks);
    INFO(written);
    CHECK(written.find("\xc2\x85") == std::string::npos);
    CHECK(written.find("\xe2\x80\xa8") == std::string::npos);
    CHECK(written.find("\xe2\x80\xa9") == std::string::npos);
    const auto breaksBack = parseRecipeText(written, "back.yaml");
    REQUIRE(breaksBack.ok());
    CHECK(breaksBack.value() == breaks);
    // One document with its end marker, or a `---` before it, is one document.
    CHECK(parseRecipeText("---\n" + head + "...\n", "r.yaml").ok());
    // A merged `<<` quoted is a plain key.
    const auto quoted = parseRecipeText("\"<<\": 1\n", "r.yaml");
    REQUIRE(quoted.ok());
    CHECK(quoted->at("<<") == 1);
}

TEST_CASE("Forged output: every text for the terminal goes through one sanitiser", "[badparse]") {
    struct Case {
        std::string text, escaped;
    };
    const std::vector<Case> cases = {
        {"key\nVerdict: fits, 999 GB free", "key\\nVerdict: fits, 999 GB free"},
        {"\x1b[2J\x1b[31mred", "\\x1b[2J\\x1b[31mred"},
        {"a\rb", "a\\rb"},
        {"\xc2\x9b"
         "31m",
         "\\u{009b}31m"},
        {"\xe2\x80\xae"
         "gnp.exe",
         "\\u{202e}gnp.exe"},
        {"caf\xe9", "caf\\xe9"},
    };
    for (const Case& c : cases) {
        CHECK(escapeControls(c.text) == c.escaped);
        // An error line is the same text: one line, nothing raw (error.cpp had its own copy
        // that let C1 controls, bidi overrides and bytes that are not UTF-8 through).
        const Error e{"f.yaml", c.text, c.text};
        CHECK(e.toString() == "f.yaml: " + c.escaped + ": " + c.escaped);
    }
    // calibrate and calibrate --markdown: row names with escapes and line breaks stay in their
    // row, and a '|' cannot add a column.
    CalibrationReport report;
    for (const Case& c : cases)
        report.rows.push_back({c.text, "src|" + c.text, "full|" + c.text,
                               MemoryMetric::AllocatedPeak, 10, 11, 0.1});
    report.regimes.push_back({"full|\n" + cases[1].text, 6, 0.1, 0.1});
    const std::string text = toText(report);
    const std::string markdown = toMarkdown(report);
    CHECK(text.find('\x1b') == std::string::npos);
    CHECK(markdown.find('\x1b') == std::string::npos);
    CHECK(text.find("\xe2\x80\xae") == std::string::npos);
    // Header, the six rows, a blank line, the regime heading, one regime, a blank line, the
    // summary, a blank line, the leave-one-source-out heading and its "all" line (no regime
    // held out here): 15 lines; and a line of its own for each name wider than the run column
    // (58 characters), which stands there whole, never cut.
    long wide = 0;
    for (const CalibrationResult& r : report.rows) {
        const std::string name = escapeControls(r.source + ": " + r.name);
        wide += name.size() > 58 ? 1 : 0;
        CHECK(text.find(name) != std::string::npos);
    }
    CHECK(std::count(text.begin(), text.end(), '\n') == 15 + wide);
    // Markdown: the table's 2 + 6 lines and the regimes' 2 + 1, each with its columns' pipes
    // only (7 and 4 columns: 8 and 5 pipes that are not escaped).
    std::size_t lines = 0;
    std::size_t start = 0;
    while (start < markdown.size()) {
        const std::size_t end = markdown.find('\n', start);
        const std::string line = markdown.substr(start, end - start);
        start = end + 1;
        if (line.empty())
            continue;
        ++lines;
        std::size_t pipes = 0;
        for (std::size_t i = 0; i < line.size(); ++i)
            pipes += line[i] == '|' && (i == 0 || line[i - 1] != '\\');
        CHECK((pipes == 8 || pipes == 5 || pipes == 3));
    }
    // ... and the leave-one-source-out table's 2 + 1 ("all"), 3 pipes each.
    CHECK(lines == 14);
}

#ifdef HEADROOM_EXE
TEST_CASE("Forged output: a recipe key cannot print a line of its own", "[badparse][cli]") {
    ScratchDir dir("badparse-forged");
    struct Case {
        const char* name;
        std::string key;
    };
    const std::vector<Case> cases = {
        {"newline", "\"x\\nVerdict: fits, 999 GB free per GPU\""},
        {"return", "\"x\\rVerdict: fits\""},
        {"escape", "\"x\\e[2J\\e[1;1H\""},
        {"c1", "\"x\\x9b2J\""},
        {"line-separator", "\"x\\u2028Verdict: fits\""},
    };
    for (const Case& c : cases) {
        const fs::path recipe = dir / (std::string(c.name) + ".yaml");
        writeFile(recipe, kRecipe + c.key + ": 1\n");
        const Run run = runHeadroom(
            {"import-recipe", recipe.string(), "-o", (dir / "s.headroom.json").string()},
            dir.path());
        INFO(c.name << ": " << run.err);
        REQUIRE(run.exitCode == 0);
        // Our lines only: "Imported …", "Verdict: …", "Not modelled: …" (and the line of those
        // that change neither memory nor speed), "Kept for an export …", "Assumed: …".
        std::size_t start = 0;
        int verdicts = 0;
        while (start < run.out.size()) {
            const std::size_t end = run.out.find('\n', start);
            const std::string line = run.out.substr(start, end - start);
            start = end == std::string::npos ? run.out.size() : end + 1;
            CHECK((line.rfind("Imported ", 0) == 0 || line.rfind("Verdict: ", 0) == 0 ||
                   line.rfind("Not modelled: ", 0) == 0 ||
                   line.rfind("Not modelled, no effect on memory or speed: ", 0) == 0 ||
                   line.rfind("Kept for an export to another framework: ", 0) == 0 ||
                   line.rfind("Assumed: ", 0) == 0));
            verdicts += line.rfind("Verdict: ", 0) == 0;
        }
        CHECK(verdicts == 1);
        CHECK(run.out.find('\x1b') == std::string::npos);
        CHECK(run.out.find('\r') == std::string::npos);
        CHECK(run.out.find("\xc2\x9b") == std::string::npos);
        CHECK(run.out.find("\xe2\x80\xa8") == std::string::npos);
    }
}
#endif

TEST_CASE("The sheet going blank: the link's fragment always reads", "[badparse][sheet]") {
    using J = nlohmann::json;
    // What the page's state is for each link (the page threw a URIError on the bad escapes and
    // left the verdict empty).
    const std::vector<std::pair<std::string, J>> cases = {
        {"#%E0%A4%A", {{"%E0%A4%A", ""}}},                     // cut escape: kept as written
        {"sequence_length=%", {{"sequence_length", "%"}}},     // a lone %
        {"optimizer=%zz8bit", {{"optimizer", "%zz8bit"}}},     // not hex
        {"%C3%A9=%FF", {{"\xc3\xa9", "%FF"}}},                 // é; 0xFF alone is no UTF-8
        {"optimizer=adamw%2D8bit", {{"optimizer", "adamw-8bit"}}},
        {"sequence_length=016384&gpu_count=2", {{"sequence_length", 16384}, {"gpu_count", 2}}},
        {"image_share=0.5&x=-1.5e2", {{"image_share", 0.5}, {"x", -150.0}}},
        {"a=1e999", {{"a", nullptr}}},                          // Infinity: JSON null
        {"=5&&x&a=1&a=2", {{"x", ""}, {"a", 2}}},               // empty key skipped, last wins
        {"t=true&f=false&s=True", {{"t", true}, {"f", false}, {"s", "True"}}},
        {"k=\xff\xfe", {{"k", "\xef\xbf\xbd\xef\xbf\xbd"}}},    // raw bytes: U+FFFD
        {"", J::object()},
    };
    for (const auto& [fragment, expected] : cases) {
        const J state = parseSheetFragment(fragment);
        INFO(fragment << " -> " << state.dump());
        CHECK(state == expected);
    }
}

TEST_CASE("The sheet going blank: names inside the page's script stay data", "[badparse][sheet]") {
    const std::vector<std::string> names = {
        "</script><script>document.title='x'</script>",
        "<!--<script>",
        "</SCRIPT >",
        "/*@CORE@*/ /*@CHARTJS@*/ /*@DATA@*/ @LANG@",
        "a & b > c",
        "line\xe2\x80\xa8separator",
    };
    for (const std::string& name : names) {
        const nlohmann::json doc = {{"customer", name}, {"vendor", {{"name", name}}}};
        const std::string text = scriptJson(doc.dump());
        INFO(text);
        CHECK(text.find('<') == std::string::npos);
        CHECK(text.find('>') == std::string::npos);
        CHECK(text.find("\xe2\x80\xa8") == std::string::npos);
        CHECK(nlohmann::json::parse(text) == doc);
    }
}

#ifdef HEADROOM_EXE
TEST_CASE("The sheet going blank: hostile quote fields through `headroom sheet`",
          "[badparse][sheet][cli]") {
    ScratchDir dir("badparse-sheet");
    const std::vector<std::string> names = {
        "Example Research GmbH", // the baseline: the template's own elements
        "<!--<script>",
        "</script><script>document.body.dataset.pwned='1'</script>",
        "/*@CORE@*/",
        "/*@CHARTJS@*/ /*@DATA@*/",
        "@LANG@\"><b>",
    };
    std::size_t scripts = 0;
    auto count = [](const std::string& text, const std::string& what) {
        std::size_t n = 0;
        for (std::size_t at = text.find(what); at != std::string::npos; at = text.find(what, at + 1))
            ++n;
        return n;
    };
    for (const std::string& name : names) {
        const nlohmann::json scenario = {{"model", "qwen3.8-27b"},
                                         {"server", "4x-h200-nvl"},
                                         {"quote", {{"customer", name}, {"number", name}}}};
        writeFile(dir / "s.json", scenario.dump());
        const fs::path page = dir / "sheet.html";
        const Run run = runHeadroom(
            {"sheet", (dir / "s.json").string(), "-o", page.string()}, dir.path());
        if (run.exitCode != 0 && run.err.find("without the interactive sheet") != std::string::npos)
            return; // test_cli.cpp checks that line
        INFO(name << ": " << run.err);
        REQUIRE(run.exitCode == 0);
        const std::string html = readFile(page);
        // The data element holds JSON that gives the names back; the page has as many script
        // elements as with a plain name, and the language in its place.
        const std::string open = "<script id=\"sheet-data\" type=\"application/json\">";
        const std::size_t at = html.find(open);
        REQUIRE(at != std::string::npos);
        const std::size_t end = html.find("</script>", at);
        const auto data =
            nlohmann::json::parse(html.substr(at + open.size(), end - at - open.size()));
        CHECK(data.at("quote").at("customer") == name);
        CHECK(data.at("quote").at("number") == name);
        CHECK(html.find("<html lang=\"en\">") != std::string::npos);
        if (scripts == 0)
            scripts = count(html, "<script");
        CHECK(count(html, "<script") == scripts);
        CHECK(count(html, "<!--") == 1); // the template's own comment
    }
}
#endif
