// Issue 36 through the real `headroom` executable, where the unit tests stopped short:
// - calibrate: a user catalog's calibration source and row names with escape sequences and line
//   breaks reach the terminal escaped in the text, Markdown and JSON reports;
// - a LoRA rank meets a width in the scenario (the model, an imported config.json, PPO's critic)
//   and in every recipe format's import: each refusal is one line naming the file and the key
//   the user wrote (the recipe's own `lora_r`, not the scenario's `/lora_rank`).
#include "clirunner.h"
#include "corefixtures.h"
#include "support.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#ifdef HEADROOM_EXE

using namespace headroom;
using namespace headroom::test;
using nlohmann::json;

namespace {

std::size_t lines(const std::string& text) {
    return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
}

} // namespace

TEST_CASE("calibrate through the command: hostile calibration names stay escaped in their row",
          "[badoutput][cli]") {
    ScratchDir dir("badcli-calibrate");
    const fs::path d = dir.path();
    // The user catalog (XDG_CONFIG_HOME is the scratch folder) adds one source of one row: its
    // id and the row's name carry an escape sequence (clear screen, red), a bell, a right-to-left
    // override and a line break that would print a forged line of its own.
    const std::string hostile = "\x1b[2J\x1b[31mred\x07\xe2\x80\xae\nVerdict: fits, 999 GB free";
    const json source = {
        {"source",
         {{"id", "ev\x1b]0;title\x07il"},
          {"title", "t"},
          {"citation", "c"},
          {"setup", "s"}}},
        {"rows",
         {{{"name", hostile},
           {"scenario",
            {{"gpu", "h200-nvl"}, {"gpu_count", 1}, {"model", "qwen3-8b"}, {"method", "lora"}}},
           {"measured", 30},
           {"unit", "GB"},
           {"metric", "allocated_peak"}}}}};
    writeFile(d / "headroom" / "catalog" / "calibration" / "evil.json", source.dump());

    const Run plain = runHeadroom({"calibrate"}, d);
    const Run markdown = runHeadroom({"calibrate", "--markdown"}, d);
    const Run asJson = runHeadroom({"calibrate", "--json"}, d);
    // The same reports without the user catalog (HEADROOM_CATALOG_USER off: an empty config).
    RunOptions noUserCatalog;
    noUserCatalog.env = {{"XDG_CONFIG_HOME", (d / "none").string()}};
    const Run base = runHeadroom({"calibrate"}, d, noUserCatalog);
    const Run baseMarkdown = runHeadroom({"calibrate", "--markdown"}, d, noUserCatalog);
    for (const Run* r : {&plain, &markdown, &asJson, &base, &baseMarkdown}) {
        INFO(r->err);
        REQUIRE(r->exitCode == 0);
        CHECK(r->err.empty());
        for (const char raw : {'\x1b', '\x07'})
            CHECK(r->out.find(raw) == std::string::npos);
        CHECK(r->out.find("\xe2\x80\xae") == std::string::npos);
        // No line of any report starts with the forged verdict.
        CHECK(r->out.find("\nVerdict: fits, 999") == std::string::npos);
    }
    // The row is there, escaped and whole: a name wider than the run column (58 characters)
    // stands on a line of its own above its figures, never cut. The user's row adds four lines
    // to the text report (its name, its figures, its regime's summary and its regime's
    // leave-one-source-out line: lora/single/none/- has no catalog row) and three to the
    // Markdown one (its row, its regime's summary, its leave-one-source-out row).
    CHECK_THAT(plain.out, Catch::Contains("\nev\\x1b]0;title\\x07il: \\x1b[2J\\x1b[31mred\\x07"
                                          "\\u{202e}\\nVerdict: fits, 999 GB free\n" +
                                          std::string(58, ' ') + " lora/single/none/-"));
    CHECK_THAT(markdown.out, Catch::Contains("| ev\\x1b]0;title\\x07il | \\x1b[2J\\x1b[31mred"
                                             "\\x07\\u{202e}\\nVerdict: fits, 999 GB free |"));
    CHECK(lines(plain.out) == lines(base.out) + 4);
    CHECK(lines(markdown.out) == lines(baseMarkdown.out) + 3);
    // JSON: C0 controls as JSON's \u001b, the bidirectional override as \u202e (terminalJson).
    CHECK_THAT(asJson.out, Catch::Contains("\\u001b[2J\\u001b[31mred\\u0007\\u202e\\nVerdict"));
    // JSON: the name as written (json's own \u001b escapes), read back equal.
    const json report = json::parse(asJson.out);
    bool found = false;
    for (const json& row : report.at("rows"))
        found = found || row.at("name") == hostile;
    CHECK(found);
}

TEST_CASE("a LoRA rank beyond a width: one line naming the file and the key",
          "[badoutput][cli]") {
    struct Row {
        const char* what;
        std::function<std::vector<std::string>(const fs::path&)> prepare;
        std::vector<std::string> words; ///< the error line holds each
    };
    const std::vector<Row> rows = {
        {"a scenario: the catalog model's width (TinyLlama, hidden_size 2048)",
         [](const fs::path& d) {
             writeFile(d / "s.json", R"({"model": "tinyllama-1.1b", "server": "1x-h200-nvl",
                                         "method": "lora", "lora_rank": 3000})");
             return std::vector<std::string>{"evaluate", (d / "s.json").string()};
         },
         {"s.json", "/lora_rank", "3000", "1 .. 2048", "hidden_size"}},
        {"a scenario: PPO's critic narrower than the policy (TinyLlama critic of Qwen3 8B)",
         [](const fs::path& d) {
             writeFile(d / "s.json", R"({"model": "qwen3-8b", "server": "4x-h200-nvl",
                 "method": "ppo", "policy_method": "lora", "lora_rank": 3000,
                 "critic_model": "tinyllama-1.1b"})");
             return std::vector<std::string>{"evaluate", (d / "s.json").string()};
         },
         {"s.json", "/lora_rank", "3000", "critic", "1 .. 2048"}},
        {"Axolotl: lora_r above the catalog model's width",
         [](const fs::path& d) {
             writeFile(d / "r.yaml",
                       "base_model: TinyLlama/TinyLlama-1.1B-intermediate-step-1431k-3T\n"
                       "adapter: lora\nlora_r: 3000\nsequence_len: 2048\n");
             return std::vector<std::string>{"import-recipe", (d / "r.yaml").string(), "-o",
                                             (d / "s.json").string()};
         },
         {"r.yaml: lora_r:", "3000", "1 .. 2048"}},
        {"LLaMA-Factory: lora_rank above the model's width",
         [](const fs::path& d) {
             writeFile(d / "r.yaml",
                       "model_name_or_path: TinyLlama/TinyLlama-1.1B-intermediate-step-1431k-3T\n"
                       "stage: sft\nfinetuning_type: lora\nlora_rank: 3000\nlora_target: all\n"
                       "bf16: true\n"
                       "cutoff_len: 1024\n");
             return std::vector<std::string>{"import-recipe", (d / "r.yaml").string(), "-o",
                                             (d / "s.json").string()};
         },
         {"r.yaml: lora_rank:", "3000", "1 .. 2048"}},
        {"TRL: lora_r above the width of the config.json given with --model",
         [](const fs::path& d) {
             writeFile(d / "m" / "config.json", llamaConfig(1024, 8).dump());
             writeFile(d / "r.yaml", "model_name_or_path: someone/narrow\nuse_peft: true\n"
                                     "lora_r: 2048\nmax_length: 1024\n"
                                     "per_device_train_batch_size: 1\n");
             return std::vector<std::string>{"import-recipe", (d / "r.yaml").string(),
                                             "--model", (d / "m" / "config.json").string(),
                                             "-o", (d / "s.json").string()};
         },
         {"r.yaml: lora_r:", "2048", "1 .. 1024"}},
        {"Axolotl: lora_r above the width of the config.json beside the recipe",
         [](const fs::path& d) {
             writeFile(d / "config.json", llamaConfig(1024, 8).dump());
             writeFile(d / "r.yaml", "base_model: ./\nadapter: lora\nlora_r: 1536\n"
                                     "sequence_len: 1024\n");
             return std::vector<std::string>{"import-recipe", (d / "r.yaml").string(), "-o",
                                             (d / "s.json").string()};
         },
         {"r.yaml: lora_r:", "1536", "1 .. 1024"}},
    };
    for (const Row& row : rows) {
        ScratchDir dir("badcli-rank");
        const std::vector<std::string> args = row.prepare(dir.path());
        const Run run = runHeadroom(args, dir.path());
        INFO(row.what << "\n  stderr: " << run.err << "  stdout: " << run.out.substr(0, 300));
        CHECK(run.exitCode == 1);
        CHECK(lines(run.err) == 1);
        for (const std::string& w : row.words)
            CHECK_THAT(run.err, Catch::Contains(w));
        // Nothing written by a refused import.
        CHECK_FALSE(fs::exists(dir.path() / "s.json.tmp"));
        if (args.front() == "import-recipe")
            CHECK_FALSE(fs::exists(dir.path() / "s.json"));
    }
}

#endif
