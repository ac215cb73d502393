// Scenario edits with domain rules (core/build/scenarioedit): what the window's controls propose
// goes through these, and the edited scenario is one its file reads back.
#include "build/resolvebuild.h"
#include "build/scenarioedit.h"
#include "catalog.h"
#include "scenario.h"
#include "support.h"

#include <catch2/catch.hpp>

using namespace headroom;
using headroom::test::catalog;

namespace {

/// GRPO of the reference model on the 4× H200 NVL (TRL's defaults: 8 completions per prompt,
/// the engine colocated on a 0.3 share).
Scenario grpo() {
    return test::referenceScenario(R"({"method": "grpo", "gradient_accumulation": 8})");
}

} // namespace

TEST_CASE("the build's cards: the scenario's count, else its chassis's", "[scenarioedit]") {
    const Catalog& cat = catalog();
    Scenario s = test::referenceScenario("{}");
    CHECK(buildCards(s, cat) == 4); // 4x-h200-nvl, all of its cards
    s.gpuCount = 3;
    CHECK(buildCards(s, cat) == 3);
    // A bare GPU type: the smallest catalog server that takes one card is the 1x-h200-nvl.
    s.server.clear();
    s.gpu = "h200-nvl";
    s.gpuCount = 0;
    CHECK(buildCards(s, cat) == 1);
    s.gpu = "no-such-gpu";
    CHECK(buildCards(s, cat) == 1);
}

TEST_CASE("the run counts a build splits into", "[scenarioedit]") {
    const Catalog& cat = catalog();
    // The 8x-h200-nvl's NVLink domains take 1, 2, 4 or 8 runs (test_sidebyside.cpp).
    CHECK(runOptions(test::referenceScenario(R"({"server": "8x-h200-nvl"})"), cat) ==
          std::vector<int>{1, 2, 4, 8});
    Scenario unknown = test::referenceScenario("{}");
    unknown.server = "no-such-server";
    CHECK(runOptions(unknown, cat) == std::vector<int>{1});
}

TEST_CASE("a generating run keeps whole groups after an edit of something else", "[scenarioedit]") {
    const Catalog& cat = catalog();
    const Scenario before = grpo();
    REQUIRE(before.rl->groupSize == 8);
    Scenario s = before;
    s.microBatch = 3;
    s.gradientAccumulation = 1;
    Scenario start = s;
    s.sequenceLength = 2048; // the edit: something else
    // 3 × 4 GPUs = 12 completions per accumulation; gcd(12, 8) = 4, so the accumulation moves
    // in steps of 8 / 4 = 2: 1 → 2, and 3 × 2 × 4 = 24 completions are 3 groups of 8.
    CHECK(fitRlRun(s, start, cat).gradientAccumulation == 2);
    // An edit of the micro-batch itself is left as asked (the scenario's check refuses it).
    CHECK(fitRlRun(s, before, cat).gradientAccumulation == 1);
    // The engine on GPUs of its own asks for all 4 cards: it gets half, 2, and 2 train.
    // 3 × 2 = 6 per accumulation; gcd(6, 8) = 2, steps of 4: 1 → 4, 3 × 4 × 2 = 24.
    s.rl->rollout = RolloutPlacement::Separate;
    s.rl->rolloutGpuCount = 4;
    start.rl = s.rl;
    const Scenario fitted = fitRlRun(s, start, cat);
    CHECK(fitted.rl->rolloutGpuCount == 2);
    CHECK(fitted.gradientAccumulation == 4);
    // DPO does not generate: nothing to fit.
    Scenario dpo = test::referenceScenario(R"({"method": "dpo"})");
    dpo.gradientAccumulation = 3;
    CHECK(fitRlRun(dpo, dpo, cat) == dpo);
}

TEST_CASE("the objective and the RL method take the catalog's defaults for what they lack",
          "[scenarioedit]") {
    const Catalog& cat = catalog();
    const Scenario sft = test::referenceScenario("{}");
    REQUIRE(sft.microBatch == Scenario{}.microBatch);
    // SFT → GRPO: the micro-batch at SFT's default becomes rl_micro_batch (8).
    Scenario g = withObjective(sft, RlMethod::Grpo, cat);
    REQUIRE(g.rl);
    CHECK(g.rl->method == RlMethod::Grpo);
    CHECK(g.microBatch == 8);
    // GRPO with a reward model and the engine on its own GPUs → DPO: the generating keys go
    // back to the defaults, the reference to DPO's (a frozen model, beta 0.1 > 0).
    g.rl->rewardModel = "llama-3.1-8b";
    g.rl->rollout = RolloutPlacement::Separate;
    g.rl->rolloutGpuCount = 2;
    const Scenario d = withObjective(g, RlMethod::Dpo, cat);
    CHECK(d.rl->method == RlMethod::Dpo);
    CHECK(d.rl->rewardModel.empty());
    CHECK(d.rl->rollout == RolloutPlacement::Colocated);
    CHECK(d.rl->rolloutGpuCount == 0);
    CHECK(d.rl->reference == ReferenceKind::Model);
    CHECK(d.microBatch == 8);
    // Back to SFT: the micro-batch at rl_micro_batch goes back to SFT's default.
    const Scenario back = withObjective(d, std::nullopt, cat);
    CHECK(!back.rl);
    CHECK(back.microBatch == Scenario{}.microBatch);
    // A PPO critic is dropped by any other method.
    RlRequest ppo = defaultRlRequest(RlMethod::Ppo, cat.assumptions);
    ppo.criticModel = "llama-3.1-8b";
    CHECK(withRlMethod(ppo, RlMethod::Grpo, cat.assumptions).criticModel.empty());
    CHECK(withRlMethod(ppo, RlMethod::Ppo, cat.assumptions).criticModel == "llama-3.1-8b");
}

TEST_CASE("the rollout engine's placement sets its share and its cards", "[scenarioedit]") {
    const Catalog& cat = catalog();
    // On GPUs of its own: vLLM's 0.9 (rl_separate_memory_fraction), half of the 4 cards, no
    // sleep mode.
    Scenario s = grpo();
    s.rl->sleepMode = true;
    const Scenario separate = withRollout(s, RolloutPlacement::Separate, cat);
    CHECK(separate.rl->rolloutMemoryFraction == 0.9);
    CHECK(separate.rl->rolloutGpuCount == 2);
    CHECK(!separate.rl->sleepMode);
    // Back on the training GPUs: TRL's 0.3 (rl_colocated_memory_fraction), no cards of its own.
    const Scenario colocated = withRollout(separate, RolloutPlacement::Colocated, cat);
    CHECK(colocated.rl->rolloutMemoryFraction == 0.3);
    CHECK(colocated.rl->rolloutGpuCount == 0);
    // Without a preference or RL run there is no engine to place.
    const Scenario sft = test::referenceScenario("{}");
    CHECK(withRollout(sft, RolloutPlacement::Separate, cat) == sft);
}

TEST_CASE("another model or GPU type keeps the scenario valid", "[scenarioedit]") {
    const Catalog& cat = catalog();
    Scenario s = test::referenceScenario(R"({"method": "lora"})");
    s.loraRank = 8192;
    // Llama 3.1 8B is 4,096 wide: the rank comes down to it.
    const Scenario llama = withModel(s, "llama-3.1-8b", cat);
    CHECK(llama.model == "llama-3.1-8b");
    CHECK(llama.loraRank == cat.findModel("llama-3.1-8b")->arch.hidden);
    CHECK(llama.loraRank == 4096);
    CHECK(withModel(s, "no-such-model", cat) == s);
    // 8 × H100 SXM on the 4-card NVL build: the 8x-h100-sxm, all 8 cards; 16 asked are at most
    // the 8 its largest server holds.
    const Scenario h100 = withGpu(s, "h100-sxm", 16, cat);
    CHECK(h100.gpu == "h100-sxm");
    CHECK(h100.server == "8x-h100-sxm");
    CHECK(buildCards(h100, cat) == 8);
    // The most cards one server of the type holds (catalog/servers.json): the window's GPU count
    // slider ends there too (BuildSection).
    CHECK(mostCardsPerServer("h200-nvl", cat) == 8);  // 1x, 2x, 4x and 8x chassis
    CHECK(mostCardsPerServer("h100-nvl", cat) == 4);  // the 4x-h100-nvl only
    CHECK(mostCardsPerServer("rtx-4090", cat) == 1);  // one workstation card
    CHECK(mostCardsPerServer("no-such-gpu", cat) == 1);
    CHECK(buildCards(withGpu(s, "h100-nvl", 8, cat), cat) == 4);
}

TEST_CASE("every edit ends with the runs and the manual plan the cards allow", "[scenarioedit]") {
    const Catalog& cat = catalog();
    // 4 runs on the 8x-h200-nvl, then 3 cards: 3 does not split into 4 runs, back to one.
    Scenario before =
        test::referenceScenario(R"({"server": "8x-h200-nvl", "runs_side_by_side": 4})");
    Scenario s = before;
    s.gpuCount = 3;
    CHECK(settleEdit(s, before, cat).runsSideBySide == 1);
    s.gpuCount = 4; // 4 cards in 4 runs of one
    CHECK(settleEdit(s, before, cat).runsSideBySide == 4);
    // A manual plan on 8 cards with tp 2: data parallelism takes the 8 / 2 = 4 left.
    Scenario manual = test::referenceScenario(R"({"server": "8x-h200-nvl"})");
    manual.plan.automatic = false;
    manual.plan.tp = 2;
    manual.plan.dp = 7; // stale
    CHECK(settleEdit(manual, manual, cat).plan.dp == 4);
}
