// `headroom import-recipe` and `headroom export-recipe` (issue 24; user guide,
// resources/guide/user-guide.md, "The customer's training config"): exit codes, one line on
// stderr, files written whole.
#include "clirunner.h"
#include "support.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <nlohmann/json.hpp>

#ifdef HEADROOM_EXE

using namespace headroom;
using namespace headroom::test;
using nlohmann::json;

namespace {
const fs::path kRecipes = fs::path(HEADROOM_TEST_DATA) / "recipes";

bool oneLine(const std::string& err) {
    return !err.empty() && err.find('\n') == err.size() - 1;
}
} // namespace

TEST_CASE("import-recipe names an ArcticTraining recipe as such, not as a broken Axolotl one",
          "[cli][recipe]") {
    // projects/sequence-parallelism/run-h100-sp8-llama-8b.yml (ArcticTraining b28638e6): its
    // micro_batch_size and deepspeed are Axolotl keys too; read as Axolotl it was refused for a
    // missing base_model, then (with --model) for an optimizer mapping.
    ScratchDir dir("cli-import-arctic");
    const fs::path recipe = dir / "run.yml";
    std::ofstream(recipe) << "type: sft\nmicro_batch_size: 1\nsequence_parallel_size: 8\n"
                             "deepspeed:\n  zero_optimization:\n    stage: 3\n"
                             "optimizer:\n  type: cpu_adam\n"
                             "model:\n  type: liger\n"
                             "  name_or_path: meta-llama/Llama-3.1-8B-Instruct\n"
                             "data:\n  max_length: 3800000\n";
    const fs::path out = dir / "s.headroom.json";
    const Run run = runHeadroom({"import-recipe", recipe.string(), "--model", "llama-3.1-8b",
                                 "-o", out.string()},
                                dir.path());
    CHECK(run.exitCode == 1);
    CHECK(oneLine(run.err));
    CHECK_THAT(run.err, Catch::StartsWith(recipe.string() + ": type: an ArcticTraining recipe"));
    CHECK_FALSE(fs::exists(out));
    // An Axolotl file with a `type` string and no model or data section is still Axolotl's.
    const fs::path axolotl = dir / "axolotl.yml";
    std::ofstream(axolotl) << "base_model: meta-llama/Llama-3.1-8B\nmicro_batch_size: 1\n"
                              "sequence_len: 2048\ntype: sft\n";
    const Run ok = runHeadroom({"import-recipe", axolotl.string(), "-o", out.string()},
                               dir.path());
    INFO(ok.err);
    CHECK(ok.exitCode == 0);
    CHECK(json::parse(readFile(out)).at("recipe").at("framework") == "axolotl");
}

TEST_CASE("import-recipe writes the scenario with its note and prints the verdict",
          "[cli][recipe]") {
    ScratchDir dir("cli-import-recipe");
    const fs::path out = dir / "s.headroom.json";
    const Run run = runHeadroom(
        {"import-recipe", (kRecipes / "axolotl/llama-3-qlora.yml").string(), "-o", out.string()},
        dir.path());
    INFO(run.err);
    REQUIRE(run.exitCode == 0);
    CHECK_THAT(run.out, Catch::Contains("Not modelled: "));
    CHECK_THAT(run.out, Catch::Contains("learning_rate"));
    const json scenario = json::parse(readFile(out));
    CHECK(scenario.at("method") == "qlora");
    CHECK(scenario.at("lora_rank") == 32);
    CHECK(scenario.at("recipe").at("framework") == "axolotl");
    // The scenario file is one evaluate reads as it is, and its answer is the one printed.
    const Run evaluated = runHeadroom({"evaluate", out.string(), "--json"}, dir.path());
    CHECK(evaluated.exitCode == 0);
    const json answer = json::parse(evaluated.out).at("answer");
    CHECK(answer.at("state") == "go");
    CHECK_THAT(run.out, Catch::Contains("Verdict: go on 4x-h200-nvl — " +
                                        answer.at("headline").get<std::string>()));
    // export-recipe prints the answer evaluate gives for the scenario it writes.
    const fs::path fitted = dir / "fitted.yaml";
    const Run exported =
        runHeadroom({"export-recipe", out.string(), "--to", "axolotl", "-o", fitted.string()},
                    dir.path());
    INFO(exported.err);
    REQUIRE(exported.exitCode == 0);
    CHECK_THAT(exported.out,
               Catch::Contains("Verdict: go — " + answer.at("headline").get<std::string>()));
    // --model replaces the recipe's model.
    const Run other =
        runHeadroom({"import-recipe", (kRecipes / "llamafactory/qwen3_lora_sft.yaml").string(),
                     "--model", "qwen3-8b", "-o", out.string()},
                    dir.path());
    INFO(other.err);
    REQUIRE(other.exitCode == 0);
    CHECK(json::parse(readFile(out)).at("model") == "qwen3-8b");
}

TEST_CASE("import-recipe refuses bad recipes with one line naming the file and the key",
          "[cli][recipe]") {
    ScratchDir dir("cli-import-bad");
    const fs::path out = dir / "s.headroom.json";
    writeFile(dir / "bad.yaml", "base_model: [x\n");
    const Run malformed =
        runHeadroom({"import-recipe", (dir / "bad.yaml").string(), "-o", out.string()}, dir.path());
    CHECK(malformed.exitCode == 1);
    CHECK(oneLine(malformed.err));
    CHECK_THAT(malformed.err, Catch::StartsWith((dir / "bad.yaml").string() + ": line"));
    // Parameter offload with the optimizer states left on the GPU: not sized.
    const Run paramsOnly = runHeadroom(
        {"import-recipe", (kRecipes / "axolotl/zero3_bf16_cpuoffload_params.json").string(),
         "--model", "llama-3.1-8b", "-o", out.string()},
        dir.path());
    CHECK(paramsOnly.exitCode == 1);
    CHECK(oneLine(paramsOnly.err));
    CHECK_THAT(paramsOnly.err, Catch::Contains(": zero_optimization.offload_param.device: "));
    CHECK_FALSE(fs::exists(out)); // nothing written on failure
}

TEST_CASE("the recipe commands' usage errors exit 2", "[cli][recipe]") {
    ScratchDir dir("cli-recipe-usage");
    const std::string recipe = (kRecipes / "axolotl/llama-3-qlora.yml").string();
    CHECK(runHeadroom({"import-recipe", recipe}, dir.path()).exitCode == 2); // no -o
    CHECK(runHeadroom({"import-recipe", recipe, "-o", recipe}, dir.path()).exitCode == 2);
    CHECK(runHeadroom({"export-recipe", "s.json", "--to", "megatron", "-o", "x.yaml"}, dir.path())
              .exitCode == 2);
    CHECK(runHeadroom({"export-recipe", "s.json", "-o", "x.yaml"}, dir.path()).exitCode == 2);
    CHECK(runHeadroom({"evaluate", "s.json", "--model", "qwen3-8b"}, dir.path()).exitCode == 2);
    CHECK(runHeadroom({"import-recipe", recipe, "--to", "trl", "-o", "s.json"}, dir.path())
              .exitCode == 2);
}

TEST_CASE("export-recipe writes a recipe that fits, and its DeepSpeed file beside it",
          "[cli][recipe]") {
    ScratchDir dir("cli-export-recipe");
    // Llama 3.1 70B full fine-tune on 4× H200 NVL, nothing sharded: it fits only sharded.
    writeFile(dir / "s.headroom.json",
              R"({"model": "llama-3.1-70b", "server": "4x-h200-nvl", "sharding": "none",
                  "micro_batch": 2, "sequence_length": 4096})");
    const fs::path out = dir / "fitted.yaml";
    const Run run = runHeadroom({"export-recipe", (dir / "s.headroom.json").string(), "--to",
                                 "llamafactory", "-o", out.string()},
                                dir.path());
    INFO(run.err);
    REQUIRE(run.exitCode == 0);
    CHECK_THAT(run.out, Catch::Contains("Changed to fit: sharding none → full"));
    const std::string text = readFile(out);
    CHECK_THAT(text, Catch::Contains("finetuning_type: full"));
    CHECK_THAT(text, Catch::Contains("model_name_or_path: meta-llama/Llama-3.1-70B"));
    const fs::path ds = dir / "fitted.ds_config.json";
    REQUIRE(fs::exists(ds));
    CHECK(json::parse(readFile(ds)).at("zero_optimization").at("stage") == 3);
    // The written recipe imports again, to the fitted training.
    const Run back = runHeadroom(
        {"import-recipe", out.string(), "-o", (dir / "back.headroom.json").string()}, dir.path());
    INFO(back.err);
    REQUIRE(back.exitCode == 0);
    const json scenario = json::parse(readFile(dir / "back.headroom.json"));
    CHECK(scenario.at("sharding") == "full");
    CHECK(scenario.at("model") == "llama-3.1-70b");
    // No build holds it: exit 1, one line, nothing written.
    writeFile(dir / "huge.headroom.json",
              R"({"model": "llama-3.1-405b", "server": "1x-h200-nvl"})");
    const Run huge = runHeadroom({"export-recipe", (dir / "huge.headroom.json").string(), "--to",
                                  "trl", "-o", (dir / "huge.yaml").string()},
                                 dir.path());
    CHECK(huge.exitCode == 1);
    CHECK(oneLine(huge.err));
    CHECK_THAT(huge.err, Catch::Contains("does not fit on 1x-h200-nvl"));
    CHECK_FALSE(fs::exists(dir / "huge.yaml"));
}

#endif // HEADROOM_EXE
