// Preference and RL runs written as recipes (issue 32): a DPO, ORPO, SimPO or GRPO scenario
// exports as the run it is, in the keys each framework reads, and re-imports as the same run on
// its build; what a framework cannot run as Headroom sizes it is refused naming the method.
#include "recipefixtures.h"
#include "recipe/reciperlexport.h"

#include <map>

namespace {

/// A key list of tests/data/recipes/schema/ (one top-level key a line, # comments).
std::set<std::string> schemaKeys(const std::string& name) {
    std::set<std::string> keys;
    std::istringstream lines(readFile(kRecipes / "schema" / (name + ".keys")));
    for (std::string line; std::getline(lines, line);)
        if (!line.empty() && line[0] != '#')
            keys.insert(line.substr(0, line.find(' '))); // a plugin may follow the key
    return keys;
}

/// Exports `s` to `to`, writes the file and imports it again.
struct RoundTrip {
    ExportedRecipe exported;
    Scenario back;
    RecipeJson doc;
};

RoundTrip roundTrip(const Scenario& s, const std::string& to, const ScratchDir& dir) {
    const std::string out = (dir / (to + ".yaml")).string();
    auto exported = exportRecipe(s, catalog(), to, out);
    INFO(to << ": " << (exported ? std::string() : exported.error().toString()));
    REQUIRE(exported.ok());
    writeFile(out, exported->text);
    if (!exported->deepSpeedPath.empty())
        writeFile(exported->deepSpeedPath, exported->deepSpeedText);
    auto doc = readRecipeFile(out);
    REQUIRE(doc.ok());
    auto back = importRecipe(out, catalog());
    INFO(exported->text);
    INFO((back ? std::string() : back.error().toString()));
    REQUIRE(back.ok());
    return {exported.value(), back.value(), doc.value()};
}

const char* kDpoLora = R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl",
    "method": "dpo", "policy_method": "lora", "lora_rank": 16, "prompt_length": 768,
    "completion_length": 256})";
const char* kGrpoLora = R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl",
    "method": "grpo", "policy_method": "lora", "lora_rank": 16, "group_size": 4,
    "completion_length": 1024, "gradient_accumulation": 8, "rollout_memory_fraction": 0.35,
    "reference": "model"})";

} // namespace

TEST_CASE("A preference or RL run exports as that run and re-imports as it on its build",
          "[recipe][rl][export]") {
    struct Row {
        const char* scenario;
        const char* to;
    };
    const std::string orpo = R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl",
        "method": "orpo", "policy_method": "full"})";
    const std::string simpo = R"({"model": "qwen3-8b", "server": "4x-h200-nvl",
        "method": "simpo", "policy_method": "qlora"})";
    const std::string dpoPre = R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl",
        "method": "dpo", "policy_method": "lora", "reference": "precomputed"})";
    const std::string dpoFull = R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl",
        "method": "dpo", "policy_method": "full", "sharding": "full"})";
    const std::string grpoServer = R"({"model": "llama-3.1-8b", "server": "8x-h200-sxm",
        "method": "grpo", "policy_method": "lora", "rollout": "separate",
        "rollout_gpu_count": 2, "rollout_tensor_parallel": 2, "gradient_accumulation": 4})";
    const Row rows[] = {
        {kDpoLora, "axolotl"},        {kDpoLora, "trl"},          {kDpoLora, "llamafactory"},
        {kDpoLora, "torchtune"},      {dpoFull.c_str(), "torchtune"},
        {dpoPre.c_str(), "axolotl"},  {dpoPre.c_str(), "trl"},    {orpo.c_str(), "axolotl"},
        {orpo.c_str(), "llamafactory"}, {simpo.c_str(), "axolotl"},
        {simpo.c_str(), "llamafactory"}, {kGrpoLora, "axolotl"},   {kGrpoLora, "trl"},
        {grpoServer.c_str(), "axolotl"},
    };
    for (const Row& row : rows) {
        const Scenario s = referenceScenario(row.scenario);
        REQUIRE(s.rl);
        DYNAMIC_SECTION(toString(s.rl->method) << " (" << toString(s.method) << ") → "
                                               << row.to) {
            ScratchDir dir("recipe-rl-export");
            const RoundTrip t = roundTrip(s, row.to, dir);
            const Scenario& fitted = t.exported.fit.scenario;
            REQUIRE(t.back.rl);
            const RlRequest& q = *fitted.rl;
            const RlRequest& b = *t.back.rl;
            CHECK(t.back.recipe->framework == row.to);
            CHECK(b.method == q.method);
            CHECK(t.back.method == fitted.method);
            CHECK(b.reference == q.reference);
            // Chosen and rejected are each prompt + completion long (1,024 here); the file
            // gives the sum, and how it splits does not change the memory.
            CHECK(pairLength(b) == pairLength(q));
            if (generates(q.method)) {
                CHECK(b.groupSize == q.groupSize);
                CHECK(b.completionLength == q.completionLength);
                CHECK(b.rollout == q.rollout);
                CHECK(b.rolloutMemoryFraction == Approx(q.rolloutMemoryFraction));
                CHECK(b.rolloutTensorParallel == q.rolloutTensorParallel);
                CHECK(b.rolloutGpuCount == q.rolloutGpuCount);
            }
            CHECK(t.back.server == fitted.server);
            CHECK(t.back.microBatch == fitted.microBatch);
            // The answer the export printed is `evaluate`'s for the run as written and read
            // back.
            CHECK(evaluate(t.back, catalog()).answer.answer == t.exported.answer.answer);
            CHECK(evaluate(fitted, catalog()).answer.answer == t.exported.answer.answer);
        }
    }
}

TEST_CASE("The run's own keys in each format, with the customer's KL coefficient kept",
          "[recipe][rl][export]") {
    ScratchDir dir("recipe-rl-keys");
    const Scenario dpo = referenceScenario(kDpoLora);
    // Axolotl: rl dpo, pairs of 768 + 256 = 1,024 tokens at sequence_len, DPO's beta 0.1 (the
    // catalog's rl_dpo_beta), no packing.
    const RoundTrip ax = roundTrip(dpo, "axolotl", dir);
    CHECK(ax.doc.at("rl") == "dpo");
    CHECK(ax.doc.at("sequence_len") == 1024);
    CHECK(ax.doc.at("rl_beta") == Approx(0.1));
    CHECK(ax.doc.at("sample_packing") == false);
    CHECK(ax.doc.at("precompute_ref_log_probs") == false);
    // LLaMA-Factory: stage dpo, pref_loss sigmoid, cutoff_len 1,024.
    const RoundTrip lf = roundTrip(dpo, "llamafactory", dir);
    CHECK(lf.doc.at("stage") == "dpo");
    CHECK(lf.doc.at("pref_loss") == "sigmoid");
    CHECK(lf.doc.at("cutoff_len") == 1024);
    // torchtune: DPOLoss, max_seq_len 1,024, preference data; the LoRA recipe has no
    // ref_checkpointer (the base with the adapters off is the reference).
    const RoundTrip tt = roundTrip(dpo, "torchtune", dir);
    CHECK(tt.doc.at("loss").at("_component_") == "torchtune.rlhf.loss.DPOLoss");
    CHECK(tt.doc.at("tokenizer").at("max_seq_len") == 1024);
    CHECK(tt.doc.at("dataset").at("_component_") ==
          "torchtune.datasets.stack_exchange_paired_dataset");
    CHECK_FALSE(tt.doc.contains("ref_checkpointer"));
    // TRL GRPO: the engine's keys; a reference model needs a KL coefficient above TRL's 0.0.
    const Scenario grpo = referenceScenario(kGrpoLora);
    const RoundTrip trl = roundTrip(grpo, "trl", dir);
    CHECK(trl.doc.at("num_generations") == 4);
    CHECK(trl.doc.at("max_completion_length") == 1024);
    CHECK(trl.doc.at("use_vllm") == true);
    CHECK(trl.doc.at("vllm_mode") == "colocate");
    CHECK(trl.doc.at("vllm_gpu_memory_utilization") == Approx(0.35));
    CHECK(trl.doc.at("beta") == Approx(0.001));
    CHECK_FALSE(trl.doc.contains("packing"));
    CHECK_FALSE(trl.doc.contains("max_length"));
    // A customer's own beta survives an export in the same format.
    writeFile(dir / "own.yaml", std::string("base_model: meta-llama/Llama-3.1-8B\nadapter: lora\n"
                                            "lora_r: 16\nsequence_len: 1024\nrl: dpo\n"
                                            "rl_beta: 0.25\nlearning_rate: 5.0e-6\n"));
    auto own = importRecipe((dir / "own.yaml").string(), catalog());
    REQUIRE(own.ok());
    const RoundTrip again = roundTrip(own.value(), "axolotl", dir);
    CHECK(again.doc.at("rl_beta") == Approx(0.25));
    CHECK(again.doc.at("learning_rate") == Approx(5e-6));
    // The same file as a supervised run: every RL key goes.
    Scenario sft = own.value();
    sft.rl.reset();
    const RoundTrip plain = roundTrip(sft, "axolotl", dir);
    for (const char* k : {"rl", "rl_beta", "trl", "vllm", "precompute_ref_log_probs"})
        CHECK_FALSE(plain.doc.contains(k));
    CHECK_FALSE(plain.back.rl);
}

TEST_CASE("What a framework cannot run as Headroom sizes it is refused, naming the method",
          "[recipe][rl][export]") {
    struct Row {
        std::string scenario;
        const char* to;
        const char* key;
        const char* says;
    };
    const std::string base = R"("model": "llama-3.1-8b", "server": "4x-h200-nvl", )";
    const std::vector<Row> rows = {
        {"{" + base + R"("method": "ppo", "policy_method": "lora"})", "axolotl", "/method",
         "method ppo is not exported to axolotl: no format runs PPO with a vLLM engine"},
        {"{" + base + R"("method": "ppo", "policy_method": "lora"})", "trl", "/method",
         "method ppo is not exported to trl"},
        {"{" + base + R"("method": "grpo", "policy_method": "lora"})", "llamafactory",
         "/method", "LLaMA-Factory has no GRPO stage"},
        {"{" + base + R"("method": "grpo", "policy_method": "lora"})", "torchtune", "/method",
         "torchtune's GRPO recipes are in recipes/dev"},
        {"{" + base + R"("method": "orpo", "policy_method": "lora"})", "trl", "/method",
         "export to axolotl or llamafactory"},
        {"{" + base + R"("method": "simpo", "policy_method": "lora"})", "torchtune", "/method",
         "DPOLoss and RSOLoss only"},
        {"{" + base + R"("method": "dpo", "policy_method": "lora", "reference": "precomputed"})",
         "llamafactory", "/reference", "no precompute_ref_log_probs"},
    };
    ScratchDir dir("recipe-rl-refused");
    for (const Row& row : rows) {
        const Scenario s = referenceScenario(row.scenario);
        auto exported = exportRecipe(s, catalog(), row.to, (dir / "out.yaml").string());
        INFO(row.scenario << " → " << row.to);
        REQUIRE_FALSE(exported.ok());
        CHECK(exported.error().key == row.key);
        CHECK_THAT(exported.error().message, Catch::Contains(row.says));
        CHECK_FALSE(fs::exists(dir / "out.yaml"));
    }
}

TEST_CASE("Every key a preference or RL export writes is one its trainer reads",
          "[recipe][rl][export]") {
    // DPOConfig / GRPOConfig (trl_dpo.keys, trl_grpo.keys), torchtune's DPO recipes
    // (torchtune_dpo.keys), Axolotl's and LLaMA-Factory's whole schema; sources in each list's
    // first lines.
    struct Row {
        const char* scenario;
        const char* to;
        const char* keys;
    };
    const std::string dpoFull = R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl",
        "method": "dpo", "policy_method": "full", "sharding": "full"})";
    const Row rows[] = {
        {kDpoLora, "trl", "trl_dpo"},          {kGrpoLora, "trl", "trl_grpo"},
        {kDpoLora, "torchtune", "torchtune_dpo"}, {dpoFull.c_str(), "torchtune", "torchtune_dpo"},
        {kDpoLora, "axolotl", "axolotl"},      {kGrpoLora, "axolotl", "axolotl"},
        {kDpoLora, "llamafactory", "llamafactory"},
    };
    ScratchDir dir("recipe-rl-schema");
    for (const Row& row : rows) {
        const std::set<std::string> known = schemaKeys(row.keys);
        REQUIRE(known.size() > 30);
        const RoundTrip t = roundTrip(referenceScenario(row.scenario), row.to, dir);
        for (const auto& item : t.doc.items()) {
            INFO(row.to << " (" << row.keys << ") writes " << item.key());
            CHECK(known.count(item.key()) == 1);
        }
    }
}
