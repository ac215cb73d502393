// Every file Headroom writes, and the names and numbers it reads (issue 36): one table per class
// of defect, each row run through the real `headroom` executable.
//
// - outputs refused: a target that is no regular file is written in place or refused, never
//   replaced, and a companion never lands beside a device;
// - inputs not overwritten: no output replaces a file the run reads or the scenario names
//   (exit 2, the README's usage error), compared by device and inode;
// - companions all or nothing: export-recipe's recipe and its DeepSpeed JSON together or not
//   at all, nothing left behind;
// - file names by bytes: a name that is not UTF-8 is read and written under its own bytes;
// - relative paths: what a scenario names is found beside the scenario, not in the folder the
//   command runs in;
// - numbers: subnormal and non-finite catalog figures, integers beyond their range, wrong
//   types, a LoRA rank beyond the model's width, a file cut at a NUL byte.
#include "clirunner.h"
#include "corefixtures.h"
#include "support.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>
#include <fcntl.h>
#include <functional>
#include <nlohmann/json.hpp>
#include <string>
#include <sys/stat.h>
#include <unistd.h>
#include <vector>

#ifdef HEADROOM_EXE

using namespace headroom;
using namespace headroom::test;
using nlohmann::json;

namespace {

const fs::path kCatalog = HEADROOM_SOURCE_CATALOG;

const char* kScenario = R"({"model": "qwen3.8-27b", "server": "4x-h200-nvl", "feed_amps": 32})";

/// A full fine-tune of Llama 3.1 70B that fits 4× H200 NVL only sharded: export-recipe writes a
/// DeepSpeed JSON beside the recipe (ZeRO-3).
const char* kShardedScenario = R"({"model": "llama-3.1-70b", "server": "4x-h200-nvl",
    "sharding": "none", "micro_batch": 2, "sequence_length": 4096})";

/// A LoRA fine-tune of a catalog model with a Hugging Face repository: export-recipe writes it
/// (no DeepSpeed JSON: nothing is sharded on one GPU).
const char* kLoraScenario = R"({"model": "qwen3-8b", "server": "1x-h200-nvl", "method": "lora"})";

/// An Axolotl LoRA recipe of a catalog model.
const char* kRecipe = "base_model: Qwen/Qwen3-8B\nadapter: lora\nlora_r: 16\nsequence_len: 2048\n"
                      "micro_batch_size: 1\ngradient_accumulation_steps: 4\n";

std::string str(const fs::path& p) {
    return p.string();
}

/// What a row runs and what it checks beyond the exit code and the error line.
struct Setup {
    std::vector<std::string> args;
    std::vector<std::string> words = {}; ///< the stderr line contains each
    std::function<void(const Run&)> check = {};
    RunOptions options = {};
};

struct Row {
    const char* what;
    int exitCode;
    std::function<Setup(const fs::path&)> prepare;
};

bool oneLine(const std::string& err) {
    return !err.empty() && err.find('\n') == err.size() - 1;
}

/// Nothing but `expected` in `dir` (no temporary file, no stray companion).
void onlyFiles(const fs::path& dir, std::vector<std::string> expected) {
    std::vector<std::string> found;
    for (const auto& e : fs::directory_iterator(dir))
        found.push_back(e.path().filename().string());
    std::sort(found.begin(), found.end());
    std::sort(expected.begin(), expected.end());
    CHECK(found == expected);
}

/// The file still holds `text`, byte for byte.
std::function<void(const Run&)> holds(const fs::path& file, const std::string& text) {
    return [file, text](const Run&) {
        CHECK(fs::is_regular_file(file));
        CHECK(readFile(file) == text);
    };
}

bool isCharacterDevice(const fs::path& p) {
    struct stat st {};
    return ::stat(p.c_str(), &st) == 0 && S_ISCHR(st.st_mode);
}

void runTable(const std::vector<Row>& rows, const char* scratchName) {
    for (const Row& row : rows) {
        ScratchDir dir(scratchName);
        const Setup setup = row.prepare(dir.path());
        const Run run = runHeadroom(setup.args, dir.path(), setup.options);
        INFO(row.what << "\n  stderr: " << run.err << "  stdout: " << run.out.substr(0, 400));
        CHECK(run.signal == 0);
        CHECK(run.exitCode == row.exitCode);
        if (row.exitCode == 0)
            CHECK(run.err.empty());
        else
            CHECK(oneLine(run.err));
        CHECK(run.err.find("Unknown error") == std::string::npos);
        for (const std::string& w : setup.words)
            CHECK_THAT(run.err, Catch::Contains(w));
        if (setup.check)
            setup.check(run);
    }
}

} // namespace

TEST_CASE("outputs that are no regular file are written in place or refused, never replaced",
          "[badoutput][cli]") {
    const std::vector<Row> rows = {
        {"export-recipe with a DeepSpeed companion onto /dev/full", 1,
         [](const fs::path& d) {
             writeFile(d / "s.json", kShardedScenario);
             return Setup{
                 {"export-recipe", str(d / "s.json"), "--to", "llamafactory", "-o", "/dev/full"},
                 {"/dev/full", "not a regular file"},
                 [](const Run&) {
                     CHECK(isCharacterDevice("/dev/full"));
                     CHECK_FALSE(fs::exists("/dev/full.ds_config.json"));
                 }};
         }},
        {"export-recipe with a DeepSpeed companion into a FIFO", 1,
         [](const fs::path& d) {
             writeFile(d / "s.json", kShardedScenario);
             REQUIRE(::mkfifo(str(d / "pipe").c_str(), 0600) == 0);
             return Setup{{"export-recipe", str(d / "s.json"), "--to", "llamafactory", "-o",
                           str(d / "pipe")},
                          {"pipe", "not a regular file"},
                          [d](const Run&) {
                              CHECK(fs::is_fifo(d / "pipe"));
                              onlyFiles(d, {"s.json", "pipe"});
                          }};
         }},
        {"import-recipe into a FIFO nobody reads", 1,
         [](const fs::path& d) {
             writeFile(d / "r.yaml", kRecipe);
             REQUIRE(::mkfifo(str(d / "pipe").c_str(), 0600) == 0);
             return Setup{{"import-recipe", str(d / "r.yaml"), "-o", str(d / "pipe")},
                          {"pipe", "no program is reading"},
                          [d](const Run&) { CHECK(fs::is_fifo(d / "pipe")); }};
         }},
        {"import-recipe onto /dev/full: the device stays, the reason is real", 1,
         [](const fs::path& d) {
             writeFile(d / "r.yaml", kRecipe);
             return Setup{{"import-recipe", str(d / "r.yaml"), "-o", "/dev/full"},
                          {"/dev/full", "No space left on device"},
                          [](const Run&) { CHECK(isCharacterDevice("/dev/full")); }};
         }},
        {"import-recipe onto /dev/null is written through the device", 0,
         [](const fs::path& d) {
             writeFile(d / "r.yaml", kRecipe);
             return Setup{
                 {"import-recipe", str(d / "r.yaml"), "-o", "/dev/null"}, {}, [](const Run& run) {
                     CHECK(isCharacterDevice("/dev/null"));
                     CHECK_THAT(run.out, Catch::Contains("into /dev/null"));
                 }};
         }},
        {"export-recipe onto a directory", 1,
         [](const fs::path& d) {
             writeFile(d / "s.json", kLoraScenario);
             fs::create_directories(d / "out.yaml");
             return Setup{
                 {"export-recipe", str(d / "s.json"), "--to", "axolotl", "-o", str(d / "out.yaml")},
                 {"out.yaml", "directory"},
                 [d](const Run&) { CHECK(fs::is_directory(d / "out.yaml")); }};
         }},
        {"a quote onto a link to nothing", 1,
         [](const fs::path& d) {
             writeFile(d / "s.json", kScenario);
             fs::create_symlink(d / "gone" / "q.pdf", d / "q.pdf");
             return Setup{{"quote", str(d / "s.json"), "-o", str(d / "q.pdf")},
                          {"q.pdf", "link to a file that does not exist"},
                          [d](const Run&) { CHECK(fs::is_symlink(d / "q.pdf")); }};
         }},
    };
    runTable(rows, "badout-targets");
}

TEST_CASE("no output replaces an input of the run: exit 2, the input untouched",
          "[badoutput][cli]") {
    const std::vector<Row> rows = {
        {"import-recipe onto the DeepSpeed JSON the recipe names", 2,
         [](const fs::path& d) {
             const std::string ds = R"({"zero_optimization": {"stage": 2}})";
             writeFile(d / "ds.json", ds);
             writeFile(d / "r.yaml", std::string(kRecipe) + "deepspeed: ds.json\n");
             return Setup{{"import-recipe", str(d / "r.yaml"), "-o", str(d / "ds.json")},
                          {"ds.json", "choose another output file"},
                          holds(d / "ds.json", ds)};
         }},
        {"import-recipe onto the config.json given with --model", 2,
         [](const fs::path& d) {
             const std::string config = llamaConfig().dump();
             writeFile(d / "m" / "config.json", config);
             writeFile(d / "r.yaml", kRecipe);
             return Setup{{"import-recipe", str(d / "r.yaml"), "--model",
                           str(d / "m" / "config.json"), "-o", str(d / "m" / "config.json")},
                          {"config.json"},
                          holds(d / "m" / "config.json", config)};
         }},
        {"import-recipe onto the config.json lying beside the recipe", 2,
         [](const fs::path& d) {
             const std::string config = llamaConfig().dump();
             writeFile(d / "config.json", config);
             writeFile(d / "r.yaml", "base_model: ./\nsequence_len: 1024\nmicro_batch_size: 1\n");
             return Setup{{"import-recipe", str(d / "r.yaml"), "-o", str(d / "config.json")},
                          {"config.json"},
                          holds(d / "config.json", config)};
         }},
        {"import-recipe onto a catalog file, through a link", 2,
         [](const fs::path& d) {
             copyCatalog(d / "catalog");
             const std::string gpus = readFile(d / "catalog" / "gpus.json");
             writeFile(d / "r.yaml", kRecipe);
             fs::create_symlink(d / "catalog" / "gpus.json", d / "link.json");
             return Setup{{"import-recipe", str(d / "r.yaml"), "-o", str(d / "link.json"),
                           "--catalog", str(d / "catalog")},
                          {"link.json", "catalog"},
                          holds(d / "catalog" / "gpus.json", gpus)};
         }},
        {"a quote onto the vendor's logo", 2,
         [](const fs::path& d) {
             copyCatalog(d / "catalog");
             const std::string logo = readFile(d / "catalog" / "logo.svg");
             writeFile(d / "s.json", kScenario);
             return Setup{{"quote", str(d / "s.json"), "-o", str(d / "catalog" / "logo.svg"),
                           "--catalog", str(d / "catalog")},
                          {"logo.svg", "logo"},
                          holds(d / "catalog" / "logo.svg", logo)};
         }},
        {"export-recipe onto the recipe the scenario was imported from", 2,
         [](const fs::path& d) {
             writeFile(d / "r.yaml", kRecipe);
             writeFile(d / "s.json",
                       json{{"model", "qwen3-8b"},
                            {"server", "1x-h200-nvl"},
                            {"method", "lora"},
                            {"recipe", {{"framework", "axolotl"}, {"file", "r.yaml"}}}}
                           .dump());
             return Setup{
                 {"export-recipe", str(d / "s.json"), "--to", "trl", "-o", str(d / "r.yaml")},
                 {"r.yaml", "recipe"},
                 holds(d / "r.yaml", kRecipe)};
         }},
        {"export-recipe onto a hard link to its scenario, named with ..", 2,
         [](const fs::path& d) {
             writeFile(d / "s.json", kScenario);
             fs::create_directories(d / "sub");
             fs::create_hard_link(d / "s.json", d / "hard.yaml");
             return Setup{{"export-recipe", str(d / "s.json"), "--to", "axolotl", "-o",
                           str(d / "sub" / ".." / "hard.yaml")},
                          {"scenario"},
                          holds(d / "s.json", kScenario)};
         }},
        {"a quote onto a model configuration the scenario imports", 2,
         [](const fs::path& d) {
             const std::string config = llamaConfig().dump();
             writeFile(d / "m" / "config.json", config);
             writeFile(d / "s.json", R"({"model": "m/config.json", "server": "1x-h200-nvl"})");
             return Setup{{"quote", str(d / "s.json"), "-o", str(d / "m" / "config.json")},
                          {"config.json", "model"},
                          holds(d / "m" / "config.json", config)};
         }},
    };
    runTable(rows, "badout-inputs");
}

TEST_CASE("export-recipe writes the recipe and its DeepSpeed companion all or nothing",
          "[badoutput][cli]") {
    const std::vector<Row> rows = {
        {"the companion's name is the scenario's", 2,
         [](const fs::path& d) {
             writeFile(d / "x.ds_config.json", kShardedScenario);
             return Setup{{"export-recipe", str(d / "x.ds_config.json"), "--to", "llamafactory",
                           "-o", str(d / "x.yaml")},
                          {"x.ds_config.json", "scenario"},
                          [d](const Run& run) {
                              holds(d / "x.ds_config.json", kShardedScenario)(run);
                              onlyFiles(d, {"x.ds_config.json"});
                          }};
         }},
        {"the companion's name is the customer's recipe's", 2,
         [](const fs::path& d) {
             json s = json::parse(kShardedScenario);
             s["recipe"] = {{"framework", "axolotl"}, {"file", "fit.ds_config.json"}};
             writeFile(d / "s.json", s.dump());
             writeFile(d / "fit.ds_config.json", "{}");
             return Setup{{"export-recipe", str(d / "s.json"), "--to", "llamafactory", "-o",
                           str(d / "fit.yaml")},
                          {"fit.ds_config.json", "recipe"},
                          [d](const Run& run) {
                              holds(d / "fit.ds_config.json", "{}")(run);
                              onlyFiles(d, {"s.json", "fit.ds_config.json"});
                          }};
         }},
        {"the recipe cannot be written (a directory): no companion left", 1,
         [](const fs::path& d) {
             writeFile(d / "s.json", kShardedScenario);
             fs::create_directories(d / "fit.yaml");
             return Setup{{"export-recipe", str(d / "s.json"), "--to", "llamafactory", "-o",
                           str(d / "fit.yaml")},
                          {"fit.yaml", "directory"},
                          [d](const Run&) {
                              CHECK_FALSE(fs::exists(d / "fit.ds_config.json"));
                              CHECK(fs::is_empty(d / "fit.yaml"));
                          }};
         }},
        {"the companion cannot be written (a directory): the old recipe stays", 1,
         [](const fs::path& d) {
             writeFile(d / "s.json", kShardedScenario);
             writeFile(d / "fit.yaml", "old: recipe\n");
             fs::create_directories(d / "fit.ds_config.json");
             return Setup{{"export-recipe", str(d / "s.json"), "--to", "llamafactory", "-o",
                           str(d / "fit.yaml")},
                          {"fit.ds_config.json", "directory"},
                          [d](const Run& run) {
                              holds(d / "fit.yaml", "old: recipe\n")(run);
                              onlyFiles(d, {"s.json", "fit.yaml", "fit.ds_config.json"});
                          }};
         }},
        {"a full disk: neither file, nothing left behind", 1,
         [](const fs::path& d) {
             writeFile(d / "s.json", kShardedScenario);
             writeFile(d / "fit.ds_config.json", "previous\n");
             RunOptions o;
             o.fileSizeLimit = 300; // the DeepSpeed JSON is 471 bytes; the error line fits
             return Setup{{"export-recipe", str(d / "s.json"), "--to", "llamafactory", "-o",
                           str(d / "fit.yaml")},
                          {"File too large"},
                          [d](const Run& run) {
                              holds(d / "fit.ds_config.json", "previous\n")(run);
                              onlyFiles(d, {"s.json", "fit.ds_config.json"});
                          },
                          o};
         }},
        {"a folder that cannot be written: nothing at all", 1,
         [](const fs::path& d) {
             writeFile(d / "s.json", kShardedScenario);
             fs::create_directories(d / "ro");
             fs::permissions(d / "ro", fs::perms::owner_read | fs::perms::owner_exec |
                                           fs::perms::others_read | fs::perms::others_exec);
             RunOptions o;
             o.asUnprivilegedUser = true; // root writes anywhere
             fs::permissions(d, fs::perms::all);
             return Setup{{"export-recipe", str(d / "s.json"), "--to", "llamafactory", "-o",
                           str(d / "ro" / "fit.yaml")},
                          {"fit"},
                          [d](const Run&) { CHECK(fs::is_empty(d / "ro")); },
                          o};
         }},
        {"both written when all is well, and nothing else", 0,
         [](const fs::path& d) {
             writeFile(d / "s.json", kShardedScenario);
             return Setup{{"export-recipe", str(d / "s.json"), "--to", "llamafactory", "-o",
                           str(d / "fit.yaml")},
                          {},
                          [d](const Run&) {
                              CHECK_THAT(readFile(d / "fit.yaml"),
                                         Catch::Contains("fit.ds_config.json"));
                              CHECK(json::parse(readFile(d / "fit.ds_config.json"))
                                        .at("zero_optimization")
                                        .at("stage") == 3);
                              onlyFiles(d, {"s.json", "fit.yaml", "fit.ds_config.json"});
                          }};
         }},
    };
    runTable(rows, "badout-companions");
}

TEST_CASE("file names are bytes: a name that is not UTF-8 is read and written as it is",
          "[badoutput][cli]") {
    const std::string latin = "caf\xe9"; // "café" in Latin-1: not UTF-8
    const std::vector<Row> rows = {
        {"evaluate a Latin-1 scenario name", 0,
         [=](const fs::path& d) {
             writeFile(d / (latin + ".json"), kScenario);
             return Setup{{"evaluate", str(d / (latin + ".json"))}, {}, [](const Run& run) {
                              CHECK_THAT(run.out, Catch::Contains("fits"));
                          }};
         }},
        {"a quote to a Latin-1 name is written under exactly that name", 0,
         [=](const fs::path& d) {
             writeFile(d / "s.json", kScenario);
             return Setup{{"quote", str(d / "s.json"), "-o", str(d / (latin + ".pdf"))},
                          {},
                          [=](const Run&) {
                              CHECK(readFile(d / (latin + ".pdf")).rfind("%PDF-", 0) == 0);
                              onlyFiles(d, {"s.json", latin + ".pdf"});
                          }};
         }},
        {"import-recipe from and to Latin-1 names", 0,
         [=](const fs::path& d) {
             writeFile(d / (latin + ".yaml"), kRecipe);
             return Setup{
                 {"import-recipe", str(d / (latin + ".yaml")), "-o", str(d / (latin + ".json"))},
                 {},
                 [=](const Run&) {
                     const json s = json::parse(readFile(d / (latin + ".json")));
                     CHECK(s.at("lora_rank") == 16);
                 }};
         }},
        {"export-recipe to a Latin-1 name: the companion keeps the bytes", 0,
         [=](const fs::path& d) {
             writeFile(d / (latin + ".json"), kShardedScenario);
             return Setup{{"export-recipe", str(d / (latin + ".json")), "--to", "llamafactory",
                           "-o", str(d / (latin + ".yaml"))},
                          {},
                          [=](const Run&) {
                              CHECK(fs::is_regular_file(d / (latin + ".yaml")));
                              CHECK(fs::is_regular_file(d / (latin + ".ds_config.json")));
                          }};
         }},
        {"a scenario and its config.json in a Latin-1 folder", 0,
         [=](const fs::path& d) {
             // JSON holds UTF-8 only: the scenario names the config beside it, the folder's
             // bytes come from the scenario's own path.
             writeFile(d / latin / "config.json", llamaConfig().dump());
             writeFile(d / latin / "s.json",
                       R"({"model": "config.json", "server": "1x-h200-nvl"})");
             return Setup{{"evaluate", str(d / latin / "s.json"), "--json"},
                          {},
                          [](const Run& run) { CHECK(json::parse(run.out).at("fits") == true); }};
         }},
        {"a missing Latin-1 file is named with its bytes escaped", 1,
         [=](const fs::path& d) {
             return Setup{{"evaluate", str(d / (latin + ".json"))}, {"caf\\xe9.json", "read"}};
         }},
        {"a user catalog in a Latin-1 XDG_CONFIG_HOME", 1,
         [=](const fs::path& d) {
             // A user servers.json that breaks the run: it is read only if the folder is found.
             writeFile(d / latin / "headroom" / "catalog" / "servers.json", "{\"servers\": 5}");
             writeFile(d / "s.json", kScenario);
             RunOptions o;
             o.env = {{"XDG_CONFIG_HOME", str(d / latin)}};
             return Setup{{"evaluate", str(d / "s.json")}, {"caf\\xe9", "servers.json"}, {}, o};
         }},
        {"a catalog in a Latin-1 folder", 0,
         [=](const fs::path& d) {
             copyCatalog(d / latin);
             writeFile(d / "s.json", kScenario);
             return Setup{{"evaluate", str(d / "s.json"), "--catalog", str(d / latin)}};
         }},
    };
    runTable(rows, "badout-names");
}

TEST_CASE("paths in a scenario are relative to its folder, not to the working folder",
          "[badoutput][cli]") {
    // The customer's recipe beside the scenario sets a learning rate; another recipe of the same
    // name in the folder the command runs in sets another. The export keeps the scenario's.
    const auto twoRecipes = [](const fs::path& d) {
        writeFile(d / "customer" / "r.yaml", std::string(kRecipe) + "learning_rate: 0.000123\n");
        writeFile(d / "r.yaml", std::string(kRecipe) + "learning_rate: 0.000999\n");
    };
    const auto in = [](const fs::path& d) {
        RunOptions o;
        o.workingDirectory = d;
        return o;
    };
    // A LoRA scenario in customer/ whose Axolotl recipe is `r.yaml`, beside it.
    const auto recipeScenario = [](const fs::path& d) {
        writeFile(d / "customer" / "s.json",
                  json{{"model", "qwen3-8b"},
                       {"server", "1x-h200-nvl"},
                       {"method", "lora"},
                       {"recipe", {{"framework", "axolotl"}, {"file", "r.yaml"}}}}
                      .dump());
    };
    const std::vector<Row> rows = {
        {"export-recipe reads recipe.file beside the scenario", 0,
         [=](const fs::path& d) {
             twoRecipes(d);
             recipeScenario(d);
             return Setup{{"export-recipe", "customer/s.json", "--to", "axolotl", "-o", "out.yaml"},
                          {},
                          [d](const Run&) {
                              const std::string out = readFile(d / "out.yaml");
                              CHECK_THAT(out, Catch::Contains("0.000123"));
                              CHECK(out.find("0.000999") == std::string::npos);
                          },
                          in(d)};
         }},
        {"import-recipe writes recipe.file relative to the scenario written", 0,
         [=](const fs::path& d) {
             twoRecipes(d);
             fs::create_directories(d / "scenarios");
             return Setup{{"import-recipe", "customer/r.yaml", "-o", "scenarios/s.json"},
                          {},
                          [d](const Run&) {
                              const json s = json::parse(readFile(d / "scenarios" / "s.json"));
                              CHECK(s.at("recipe").at("file") == "../customer/r.yaml");
                          },
                          in(d)};
         }},
        {"an imported scenario moved with its recipe still finds it", 0,
         [=](const fs::path& d) {
             twoRecipes(d);
             writeFile(d / "a" / "r.yaml", std::string(kRecipe) + "learning_rate: 0.000123\n");
             const Run imported = runHeadroom(
                 {"import-recipe", str(d / "a" / "r.yaml"), "-o", str(d / "a" / "s.json")}, d);
             REQUIRE(imported.exitCode == 0);
             fs::rename(d / "a", d / "moved");
             return Setup{{"export-recipe", "moved/s.json", "--to", "axolotl", "-o", "out.yaml"},
                          {},
                          [d](const Run&) {
                              CHECK_THAT(readFile(d / "out.yaml"), Catch::Contains("0.000123"));
                          },
                          in(d)};
         }},
        {"a relative model config.json beside the scenario, run from elsewhere", 0,
         [=](const fs::path& d) {
             writeFile(d / "customer" / "config.json", llamaConfig().dump());
             writeFile(d / "config.json", llamaConfig(1024).dump()); // not this one
             writeFile(d / "customer" / "s.json",
                       R"({"model": "config.json", "server": "1x-h200-nvl", "lora_rank": 2048,
                           "method": "lora"})");
             return Setup{{"evaluate", "customer/s.json"}, {}, {}, in(d)};
         }},
        {"a recipe.file that is missing beside the scenario is not taken from here", 0,
         [=](const fs::path& d) {
             writeFile(d / "r.yaml", std::string(kRecipe) + "learning_rate: 0.000999\n");
             recipeScenario(d);
             return Setup{{"export-recipe", "customer/s.json", "--to", "axolotl", "-o", "out.yaml"},
                          {},
                          [d](const Run&) {
                              CHECK(readFile(d / "out.yaml").find("0.000999") == std::string::npos);
                          },
                          in(d)};
         }},
        {"a user catalog's logo is read beside its vendor.json (a FIFO: refused, no hang)", 1,
         [=](const fs::path& d) {
             json vendor = json::parse(readFile(kCatalog / "vendor.json"));
             vendor["logo"] = "logo.png";
             writeFile(d / "headroom" / "catalog" / "vendor.json", vendor.dump());
             REQUIRE(::mkfifo(str(d / "headroom" / "catalog" / "logo.png").c_str(), 0600) == 0);
             writeFile(d / "s.json", kScenario);
             return Setup{{"quote", "s.json", "-o", "q.pdf"},
                          {"headroom/catalog/logo.png", "not a regular file"},
                          [d](const Run&) { CHECK_FALSE(fs::exists(d / "q.pdf")); },
                          in(d)};
         }},
    };
    runTable(rows, "badout-relative");
}

TEST_CASE("numbers: figures that cannot be computed with and integers beyond their range",
          "[badoutput][cli]") {
    const auto userCatalogFile = [](const fs::path& d, const char* file, const char* list,
                                    const char* key, const std::string& value) {
        json doc = json::parse(readFile(kCatalog / file));
        std::string text = doc.dump();
        json entry = doc[list][0];
        entry[key] = "@VALUE@";
        std::string one = json{{list, json::array({entry})}}.dump();
        one.replace(one.find("\"@VALUE@\""), 9, value);
        writeFile(d / "headroom" / "catalog" / file, one);
    };
    const std::vector<Row> rows = {
        {"a subnormal NVLink rate in a user catalog", 1,
         [=](const fs::path& d) {
             userCatalogFile(d, "gpus.json", "gpus", "nvlink_gbs", "1e-310");
             writeFile(d / "s.json", kScenario);
             return Setup{{"evaluate", str(d / "s.json")},
                          {"gpus.json", "nvlink_gbs", "1e-310", "subnormal"}};
         }},
        {"a subnormal PSU rating in a user catalog", 1,
         [=](const fs::path& d) {
             userCatalogFile(d, "servers.json", "servers", "psu_w", "4.9e-324");
             writeFile(d / "s.json", kScenario);
             return Setup{{"evaluate", str(d / "s.json")}, {"servers.json", "psu_w", "subnormal"}};
         }},
        {"serving.users of 2^63 - 1 is reported as written", 1,
         [](const fs::path& d) {
             writeFile(d / "s.json",
                       R"({"server": "4x-h200-nvl", "serving": {"users": 9223372036854775807}})");
             return Setup{{"evaluate", str(d / "s.json")},
                          {"/serving/users", "9223372036854775807", "1 .. 1000000"},
                          [](const Run& run) {
                              CHECK(run.err.find("9223372036854775808") == std::string::npos);
                          }};
         }},
        {"gpu_count of 2^64 - 1", 1,
         [](const fs::path& d) {
             writeFile(d / "s.json", R"({"gpu": "h200-nvl", "gpu_count": 18446744073709551615})");
             return Setup{{"evaluate", str(d / "s.json")}, {"/gpu_count", "18446744073709551615"}};
         }},
        {"micro_batch of -2^63", 1,
         [](const fs::path& d) {
             writeFile(d / "s.json",
                       R"({"server": "4x-h200-nvl", "micro_batch": -9223372036854775808})");
             return Setup{{"evaluate", str(d / "s.json")},
                          {"/micro_batch", "-9223372036854775808"}};
         }},
        {"a scenario cut at a NUL byte", 1,
         [](const fs::path& d) {
             writeFile(d / "s.json", std::string(R"({"server": "4x-h200-nvl"})") + '\0' +
                                         R"(, "sequence_length": 99999999999})");
             return Setup{{"evaluate", str(d / "s.json")}, {"s.json", "NUL"}};
         }},
        {"a LoRA rank beyond the imported model's width", 1,
         [](const fs::path& d) {
             writeFile(d / "config.json", llamaConfig(1024).dump());
             writeFile(d / "s.json", R"({"model": "config.json", "server": "1x-h200-nvl",
                                        "method": "lora", "lora_rank": 2048})");
             return Setup{{"evaluate", str(d / "s.json")}, {"/lora_rank", "1024"}};
         }},
        {"a boolean where a count belongs", 1,
         [](const fs::path& d) {
             writeFile(d / "s.json", R"({"server": "4x-h200-nvl", "checkpoints_kept": true})");
             return Setup{{"evaluate", str(d / "s.json")}, {"/checkpoints_kept"}};
         }},
        {"a string where a switch belongs", 1,
         [](const fs::path& d) {
             writeFile(d / "s.json",
                       R"({"server": "4x-h200-nvl", "gradient_checkpointing": "yes"})");
             return Setup{{"evaluate", str(d / "s.json")}, {"/gradient_checkpointing"}};
         }},
    };
    runTable(rows, "badout-numbers");
}

TEST_CASE("recommend --json into a pipe that closes prints nothing on stderr", "[badoutput][cli]") {
    ScratchDir dir("badout-pipe");
    writeFile(dir / "s.json", kScenario);
    // `true` reads nothing and exits: the pipe closes before (or while) headroom writes.
    const std::string command =
        "cd '" + dir.path().string() + "' && unset HEADROOM_CATALOG && XDG_CONFIG_HOME='" +
        dir.path().string() + "' '" + HEADROOM_EXE + "' recommend s.json --json --catalog '" +
        kCatalog.string() + "' 2>err.txt | true";
    for (int attempt = 0; attempt < 3; ++attempt) {
        CHECK(std::system(command.c_str()) == 0);
        CHECK(readFile(dir / "err.txt").empty());
    }
}

#endif // HEADROOM_EXE
