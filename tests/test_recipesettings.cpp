// A customer's training settings survive an export to another framework (issue 32: the
// torchtune export of an Axolotl recipe turned 2e-4 into 3e-4, warm-up 10 % into 100 steps,
// the customer's data set into alpaca_cleaned and lora_dropout 0.05 into 0); the "not
// modelled" list puts the keys that may change memory first; refusals name valid ids.
#include "recipedocument.h"
#include "recipeimport.h"
#include "recipesettings.h"
#include "scenariojson.h"
#include "support.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <nlohmann/json.hpp>

using namespace headroom;
using namespace headroom::test;

namespace {

// A LoRA run on one H200 NVL with a step limit, so that the run's optimizer steps are known by
// hand: max_steps 1000 → 1000 steps whatever micro-batch the fit chooses (the accumulation
// grows by the same factor), and warmup_ratio 0.1 → 100 warm-up steps.
const char* kAxolotl = R"(# Headroom build: server=1x-h200-nvl gpu= gpu_count=0 nodes=1
base_model: Qwen/Qwen3-8B
adapter: lora
lora_r: 16
lora_alpha: 32
lora_dropout: 0.05
lora_target_linear: true
sequence_len: 2048
micro_batch_size: 2
gradient_accumulation_steps: 4
max_steps: 1000
learning_rate: 2e-4  # PyYAML reads this as a string; the frameworks coerce it
lr_scheduler: cosine
warmup_ratio: 0.1
weight_decay: 0.01
seed: 42
output_dir: ./outputs/support-bot
datasets:
  - path: acme/support-chats
    type: alpaca
eval_sample_packing: false
logging_steps: 5
tf32: true
)";

const std::string* setting(const Scenario& s, const std::string& name) {
    for (const auto& [n, v] : s.recipe->settings)
        if (n == name)
            return &v;
    return nullptr;
}

bool listed(const std::vector<std::string>& list, const std::string& key) {
    return std::find(list.begin(), list.end(), key) != list.end();
}

RecipeJson recipeAt(const fs::path& file) {
    auto doc = readRecipeFile(file.string());
    INFO((doc ? std::string() : doc.error().toString()));
    REQUIRE(doc.ok());
    return doc.value();
}

} // namespace

TEST_CASE("An Axolotl recipe's settings are kept through torchtune and back", "[recipe][settings]") {
    ScratchDir dir("recipe-settings");
    writeFile(dir / "axolotl.yaml", kAxolotl);
    auto imported = importRecipe((dir / "axolotl.yaml").string(), catalog());
    INFO((imported ? std::string() : imported.error().toString()));
    REQUIRE(imported.ok());
    const Scenario& s = imported.value();
    // lora_dropout is memory (PEFT keeps the dropout's input per adapted linear): read.
    CHECK(s.loraDropout == Approx(0.05));
    REQUIRE(setting(s, "learning_rate"));
    CHECK(*setting(s, "learning_rate") == "0.0002");
    CHECK(*setting(s, "warmup_ratio") == "0.1");
    CHECK(*setting(s, "lr_scheduler") == "\"cosine\"");
    CHECK(*setting(s, "dataset") == "\"acme/support-chats\"");
    CHECK(*setting(s, "dataset_type") == "\"alpaca\"");
    const auto& notModelled = s.recipe->notModelled;
    // Carried, yet still not modelled: Headroom sizes nothing by the learning rate.
    CHECK(listed(notModelled, "learning_rate"));
    CHECK_FALSE(listed(notModelled, "lora_dropout"));
    // The keys that may change memory or speed before those that change neither, each group
    // in the file's order.
    REQUIRE(notModelled.size() == 10);
    CHECK(notModelled[0] == "eval_sample_packing");
    CHECK(notModelled[1] == "tf32");
    CHECK(std::vector<std::string>(notModelled.begin() + 2, notModelled.end()) ==
          std::vector<std::string>{"learning_rate", "lr_scheduler", "warmup_ratio",
                                   "weight_decay", "seed", "output_dir", "datasets",
                                   "logging_steps"});

    // The settings travel with the scenario file.
    auto again = parseScenario(toJson(s, (dir / "s.json").string()), (dir / "s.json").string(),
                               catalog());
    REQUIRE(again.ok());
    CHECK(again->recipe->settings == s.recipe->settings);

    const fs::path tt = dir / "torchtune.yaml";
    auto exported = exportRecipe(s, catalog(), "torchtune", tt.string());
    INFO((exported ? std::string() : exported.error().toString()));
    REQUIRE(exported.ok());
    writeFile(tt, exported->text);
    const RecipeJson doc = recipeAt(tt);
    CHECK(doc["optimizer"]["lr"].get<double>() == Approx(2e-4));
    CHECK(doc["optimizer"]["weight_decay"].get<double>() == Approx(0.01));
    CHECK(doc["lr_scheduler"]["_component_"] ==
          "torchtune.training.lr_schedulers.get_cosine_schedule_with_warmup");
    // ceil(0.1 × 1000 steps)
    CHECK(doc["lr_scheduler"]["num_warmup_steps"] == 100);
    CHECK(doc["seed"] == 42);
    CHECK(doc["output_dir"] == "./outputs/support-bot");
    CHECK(doc["dataset"]["_component_"] == "torchtune.datasets.alpaca_dataset");
    CHECK(doc["dataset"]["source"] == "acme/support-chats");
    CHECK(doc["model"]["lora_dropout"].get<double>() == Approx(0.05));
    // Each carried setting is named in the file's header.
    CHECK_THAT(exported->text,
               Catch::Contains("# Kept from the axolotl recipe: optimizer.lr 0.0002\n"));
    CHECK_THAT(exported->text,
               Catch::Contains("warmup_ratio 0.1 written as num_warmup_steps 100 of the run's "
                               "1000 steps"));

    // Back from torchtune: the same learning rate, data set and dropout.
    auto back = importRecipe(tt.string(), catalog());
    INFO((back ? std::string() : back.error().toString()));
    REQUIRE(back.ok());
    CHECK(*setting(back.value(), "learning_rate") == "0.0002");
    CHECK(*setting(back.value(), "warmup_steps") == "100");
    CHECK(*setting(back.value(), "dataset") == "\"acme/support-chats\"");
    CHECK(back->loraDropout == Approx(0.05));
    CHECK(back->server == "1x-h200-nvl");
}

TEST_CASE("TRL settings reach Axolotl and LLaMA-Factory in their keys", "[recipe][settings]") {
    ScratchDir dir("recipe-settings-trl");
    writeFile(dir / "trl.yaml", "model_name_or_path: Qwen/Qwen3-8B\nuse_peft: true\n"
                                "dataset_name: acme/tickets\nlearning_rate: 0.0001\n"
                                "lr_scheduler_type: linear\nwarmup_steps: 50\n"
                                "per_device_train_batch_size: 1\nmax_length: 1024\n");
    auto imported = importRecipe((dir / "trl.yaml").string(), catalog());
    INFO((imported ? std::string() : imported.error().toString()));
    REQUIRE(imported.ok());
    // TRL's ModelConfig default dropout (0.05) where the config leaves it out.
    CHECK(imported->loraDropout == Approx(0.05));

    const fs::path ax = dir / "axolotl.yaml";
    auto toAxolotl = exportRecipe(imported.value(), catalog(), "axolotl", ax.string());
    INFO((toAxolotl ? std::string() : toAxolotl.error().toString()));
    REQUIRE(toAxolotl.ok());
    writeFile(ax, toAxolotl->text);
    const RecipeJson a = recipeAt(ax);
    CHECK(a["learning_rate"].get<double>() == Approx(1e-4));
    CHECK(a["lr_scheduler"] == "linear");
    CHECK(a["warmup_steps"] == 50);
    CHECK_FALSE(a.contains("warmup_ratio"));
    CHECK(a["datasets"][0]["path"] == "acme/tickets");
    CHECK(a["lora_dropout"].get<double>() == Approx(0.05));
    // TRL names no data set format: Axolotl's type is an assumption the header names.
    CHECK_THAT(toAxolotl->text, Catch::Contains("written with type alpaca: check its type"));

    const fs::path lf = dir / "llamafactory.yaml";
    auto toLf = exportRecipe(imported.value(), catalog(), "llamafactory", lf.string());
    REQUIRE(toLf.ok());
    writeFile(lf, toLf->text);
    const RecipeJson l = recipeAt(lf);
    CHECK(l["lr_scheduler_type"] == "linear");
    CHECK(l["warmup_steps"] == 50);
    CHECK(l["dataset"] == "acme/tickets");
    CHECK_THAT(toLf->text, Catch::Contains("register it there"));
}

TEST_CASE("Keys that change neither memory nor speed come last", "[recipe][settings]") {
    CHECK(changesNeitherMemoryNorSpeed("logging_steps"));
    CHECK(changesNeitherMemoryNorSpeed("metric_logger.log_dir"));
    CHECK(changesNeitherMemoryNorSpeed("checkpointer"));
    CHECK_FALSE(changesNeitherMemoryNorSpeed("tf32"));
    CHECK_FALSE(changesNeitherMemoryNorSpeed("eval_batch_size"));
    CHECK_FALSE(changesNeitherMemoryNorSpeed("fsdp_config.fsdp_state_dict_type"));
    const std::vector<std::string> ordered =
        memoryKeysFirst({"output_dir", "tf32", "save_steps", "special_tokens", "seed"});
    CHECK(ordered == std::vector<std::string>{"tf32", "special_tokens", "output_dir",
                                              "save_steps", "seed"});
}

TEST_CASE("A recipe refusal that names a model or method lists the valid ones",
          "[recipe][settings]") {
    ScratchDir dir("recipe-settings-errors");
    writeFile(dir / "unknown.yaml", "base_model: acme/not-a-model\nadapter: lora\n");
    auto unknown = importRecipe((dir / "unknown.yaml").string(), catalog());
    REQUIRE_FALSE(unknown.ok());
    const std::string message = unknown.error().toString();
    CHECK_THAT(message, Catch::Contains("base_model"));
    CHECK_THAT(message, Catch::Contains("; valid ids: "));
    for (const ModelEntry& m : catalog().models)
        CHECK_THAT(message, Catch::Contains(m.id));

    writeFile(dir / "lf.yaml", "model_name_or_path: Qwen/Qwen3-8B\nstage: sft\n"
                               "finetuning_type: lora\nquantization_bit: 4\n"
                               "quantization_method: bitsandbytes\n");
    auto bnb = importRecipe((dir / "lf.yaml").string(), catalog());
    REQUIRE_FALSE(bnb.ok());
    CHECK(bnb.error().key == "quantization_method");
    CHECK_THAT(bnb.error().message, Catch::Contains("is spelt \"bnb\" in LLaMA-Factory"));
    CHECK(bnb.error().message.find("not modelled (bnb)") == std::string::npos);
}
