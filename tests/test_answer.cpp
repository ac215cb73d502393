// One answer, computed once in the core (issue 32, SPEC §8 `answer`): the table of
// tests/answertable.h through every face the core has (the answer, `evaluate` text and JSON,
// `recommend`, What fits, `export-recipe`); tests/test_answerfaces.cpp takes the window's and
// the quote's faces.
#include "answertable.h"
#include "recipe/recipeimport.h"
#include "recommend.h"
#include "scenariojson.h"
#include "scratchdir.h"
#include "sizing.h"
#include "support.h"
#include "textformat.h"
#include "verdictanswer.h"
#include "whatfits.h"

#include <algorithm>
#include <cmath>
#include <iomanip>
#include <sstream>
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace headroom;
using test::catalog;
using test::rowScenario;

namespace {

std::string firstBlocker(const VerdictAnswer& a) {
    return a.blockers.empty() ? std::string() : a.blockers.front();
}

} // namespace

TEST_CASE("every build of the table gets its answer, the blocking reason first", "[answer]") {
    for (const test::AnswerRow& row : test::answerRows()) {
        INFO(row.name);
        const Scenario s = rowScenario(row);
        const SizingResult r = evaluate(s, catalog());
        const VerdictAnswer& a = r.answer;
        CHECK(a.answer == row.state);
        CHECK(firstBlocker(a) == row.firstBlocker);
        // The answer is the one answerVerdict() gives: evaluate() computed it, nothing else.
        CHECK(a == answerVerdict(s, r, catalog()));
        // The JSON of `evaluate --json` carries it (SPEC §8).
        const nlohmann::json j = toJson(r);
        CHECK(j["answer"]["state"] == toString(row.state));
        CHECK(j["answer"]["headline"] == answerHeadline(a));
        CHECK(j["answer"]["blockers"] == a.blockers);
        CHECK(j["verdict"] == toString(r.verdict)); // the memory-only word stays
        // The text names the state and the headline on its verdict line.
        const std::string verdictLine =
            std::string("Verdict: ") +
            (row.state == AnswerState::Go      ? "go"
             : row.state == AnswerState::Tight ? "TIGHT"
                                               : "NO GO") +
            " — " + answerHeadline(a) + "\n";
        CHECK(toText(r).find(verdictLine) != std::string::npos);
        // A build blocked by anything is never called "fits" on its headline.
        if (row.state == AnswerState::NoGo)
            CHECK(answerHeadline(a).rfind("Fits", 0) == std::string::npos);
        // What fits: the cell of this GPU type and count shows the same answer.
        if (row.gpuCount == 0 && r.nodes == 1) {
            const WhatFitsTable t = whatFits(s, catalog());
            bool found = false;
            for (const WhatFitsCell& c : t.cells)
                if (c.gpu == r.gpuId && c.cards == r.gpuCount && c.server == r.serverId) {
                    found = true;
                    CHECK(c.answer.answer == row.state);
                    CHECK(firstBlocker(c.answer) == row.firstBlocker);
                }
            CHECK(found);
        }
    }
}

TEST_CASE("recommend answers each build as evaluate does, a blocked build after the fitting ones",
          "[answer][recommend]") {
    for (const test::AnswerRow& row : test::answerRows()) {
        if (row.gpuCount > 0)
            continue; // recommend places the workload on the catalog's builds as sold
        INFO(row.name);
        const Scenario s = rowScenario(row);
        const SizingResult mine = evaluate(s, catalog());
        const std::vector<Recommendation> list = recommend(s, catalog(), 0);
        REQUIRE_FALSE(list.empty());
        bool seen = false, blockedSeen = false, variantInstead = false;
        for (const Recommendation& rec : list) {
            INFO(rec.server << " " << rec.reason);
            // Every entry's answer is evaluate()'s for the build it names.
            const SizingResult again = evaluate(rec.scenario, catalog());
            CHECK(rec.result.answer == again.answer);
            const bool noGo = rec.fits && again.answer.answer == AnswerState::NoGo;
            const bool cannotRun = noGo && (again.answer.engineNoRoom || again.answer.planRefused);
            CHECK(cannotRun == (rec.tier == FitTier::Blocked));
            if (noGo && !rec.reason.empty()) {
                // What blocks comes first; never "fits".
                std::string headline = answerHeadline(again.answer);
                headline.pop_back(); // the reason line goes on after it: "...; ..."
                // A cluster pick's label ("Cluster, fastest: ") stands before it.
                const std::size_t at = rec.clusterPick.empty() ? 0 : rec.reason.find(": ") + 2;
                CHECK(rec.reason.find(headline) == at);
                CHECK(rec.reason.find("Fits") == std::string::npos);
            }
            if (cannotRun)
                blockedSeen = true;
            else if (rec.tier == FitTier::WithMargin)
                CHECK_FALSE(blockedSeen); // a build that cannot run after those that can
            if (rec.nodes == 1 && rec.server == mine.serverId && rec.gpuCount == mine.gpuCount) {
                // The build as planned, unless an optimizer variant ranked before it.
                variantInstead = variantInstead || rec.variant;
                if (!rec.variant) {
                    seen = true;
                    CHECK(again.answer.answer == row.state);
                }
            }
        }
        CHECK((seen || variantInstead));
        // The JSON entry carries the answer.
        const nlohmann::json j = toJson(list);
        CHECK(j["recommendations"][0]["answer"]["state"] ==
              toString(list.front().result.answer.answer));
    }
}

TEST_CASE("export-recipe states the answer evaluate gives for the scenario it writes",
          "[answer][recipe]") {
    // Models with a Hugging Face repository (the reference model has none to train from): the
    // run fits as it is, fits after the recipe's changes, or is blocked by its feed.
    const struct {
        const char* doc;
        AnswerState state; ///< of the scenario as written
        bool changed;      ///< export-recipe changed settings to fit
    } rows[] = {
        {R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl"})", AnswerState::Go, false},
        {R"({"model": "llama-3.1-8b", "server": "1x-rtx-4090-ws", "method": "qlora"})",
         AnswerState::Go, false},
        {R"({"model": "llama-3.1-8b", "server": "8x-b200"})", AnswerState::NoGo, false},
        {R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl", "feed_amps": 16})",
         AnswerState::NoGo, false},
        // Smaller micro-batches and 8-bit AdamW fit inside the point estimate but not the band's
        // upper end ("tight"): the levers go on, ZeRO-Offload holds it at the upper end too, and
        // the micro-batch grows back to 8 there.
        {R"({"model": "llama-3.1-8b", "server": "1x-rtx-pro-6000-se", "micro_batch": 8})",
         AnswerState::Go, true},
        // No lever gets QLoRA of Llama 3.1 8B at 4 × 32768 on one RTX 4090 under the band's
        // upper end: the first fit (tight) is written, and says so.
        {R"({"model": "llama-3.1-8b", "server": "1x-rtx-4090-ws", "method": "qlora",
            "micro_batch": 4, "sequence_length": 32768})",
         AnswerState::Tight, true},
    };
    test::ScratchDir dir("answer-export");
    for (const auto& row : rows) {
        INFO(row.doc);
        auto parsed = parseScenario(nlohmann::json::parse(row.doc), "s.json", catalog());
        REQUIRE(parsed);
        for (const char* to : {"axolotl", "torchtune", "trl"}) {
            INFO(to);
            auto exported =
                exportRecipe(parsed.value(), catalog(), to, (dir.path() / "r.yaml").string());
            INFO((exported ? std::string() : exported.error().toString()));
            REQUIRE(exported);
            const ExportedRecipe& e = exported.value();
            const SizingResult written = evaluate(e.fit.scenario, catalog());
            CHECK(e.answer == written.answer);
            CHECK(e.text.find(std::string(toString(written.answer.answer)) + " — " +
                              answerHeadline(written.answer)) != std::string::npos);
            if (std::string(to) == "axolotl") {
                CHECK(e.answer.answer == row.state);
                // Besides what the framework decides itself, always named (issue 32): its
                // training stack, the engine that shards, the states it trains.
                const auto fitChanges = std::count_if(
                    e.fit.changes.begin(), e.fit.changes.end(), [](const std::string& c) {
                        return c.rfind("training stack ", 0) != 0 &&
                               c.rfind("sharding_impl ", 0) != 0 &&
                               c.rfind("state_bytes ", 0) != 0;
                    });
                CHECK((fitChanges == 0) == !row.changed);
            }
        }
    }
}

TEST_CASE("export-recipe's fit goes on past a tight fit to one the band's upper end holds",
          "[answer][recipe]") {
    auto parsed = parseScenario(
        nlohmann::json::parse(
            R"({"model": "llama-3.1-8b", "server": "1x-rtx-pro-6000-se", "micro_batch": 8})"),
        "s.json", catalog());
    REQUIRE(parsed);
    test::ScratchDir dir("answer-sure");
    auto exported =
        exportRecipe(parsed.value(), catalog(), "axolotl", (dir.path() / "r.yaml").string());
    REQUIRE(exported);
    const RecipeFit& fit = exported.value().fit;
    // Micro-batch 2 with 8-bit AdamW had left 4.0 GB free, 22.5 GB less than the band's upper
    // end asks: ZeRO-Offload follows, and with it the whole micro-batch of 8 holds.
    CHECK(fit.scenario.offload == Offload::Optimizer);
    CHECK(fit.scenario.optimizer == Optimizer::AdamW8bit);
    CHECK(fit.scenario.microBatch == 8);
    CHECK(fit.scenario.gradientAccumulation == 1);
    const SizingResult r = evaluate(fit.scenario, catalog());
    CHECK(r.answer.answer == AnswerState::Go);
    CHECK(r.perGpu.band.high <= r.perGpu.capacity);
}

TEST_CASE("the rollout engine is checked against its share: weights, reserves, one sequence",
          "[answer][rl]") {
    // GRPO, full fine-tune of the 27B on 8× B200: the engine's share is 30 % of the 191.50 GB
    // PyTorch reports = 57.45 GB; its BF16 weights are 54.7 GB (2 B × 27.4 B parameters) and
    // with the profile run and the reserves vLLM has no room for a cache block and does not
    // start. It is counted at what it needs, not at the
    // share, and the answer is no_go with the engine first (issue 32).
    const Scenario s = test::referenceScenario(
        R"({"server": "8x-b200", "method": "grpo", "gradient_accumulation": 2})");
    const SizingResult r = evaluate(s, catalog());
    const RlResult& rl = r.rl;
    const ServingResult& e = rl.rollout;
    CHECK(e.engineGbPerGpu == Approx(0.3 * 191.502483456));
    CHECK(e.weightsGbPerGpu > 54.0);
    CHECK(e.kvCacheGbPerGpu == 0);
    CHECK_FALSE(rl.engineFits);
    // Need: weights + the profiled activation + 0.14 GB outside PyTorch + CUDA graphs (catalog
    // serving_non_torch_gb, serving_cuda_graph_gb scaled to 102 graphs at max_num_seqs 1,024 and
    // 64 layers, 0.56 × 102 × 64 / (86 × 36) = 1.181 GB, and, for the hybrid at 8,192 batched
    // tokens, (8,192 − 4,096) / 1,000 × 0.097 GB = 0.397 GB) + one sequence's cache.
    CHECK(e.cudaGraphGbPerGpu == Approx(0.56 * 102 * 64 / (86.0 * 36) + 4.096 * 0.097));
    CHECK(rl.engineNeedGbPerGpu > e.weightsGbPerGpu + e.activationGbPerGpu + 0.14 + 1.578);
    CHECK(rl.engineGbPerGpu == Approx(rl.engineNeedGbPerGpu));
    CHECK(r.maxSequenceLength == 0);
    REQUIRE_FALSE(r.answer.blockers.empty());
    CHECK(r.answer.blockers.front() == "rl_engine_no_room");
    CHECK(r.answer.state == VerdictState::EngineNoRoom);
    CHECK(answerHeadline(r.answer).rfind("Does not run: the rollout engine needs", 0) == 0);
    // With two cards per engine replica the weights take 27.4 GB of each card's 57.45 GB share
    // and the cache holds the step's sequences: the engine fits, counted at its share.
    Scenario two = s;
    two.rl->rolloutTensorParallel = 2;
    const SizingResult r2 = evaluate(two, catalog());
    CHECK(r2.rl.engineFits);
    CHECK(r2.rl.engineGbPerGpu == Approx(0.3 * 191.502483456));
    CHECK(std::find(r2.answer.blockers.begin(), r2.answer.blockers.end(), "rl_engine_no_room") ==
          r2.answer.blockers.end());
    // An engine split over more GPUs than the run has does not start.
    Scenario one = test::referenceScenario(R"({"server": "1x-h200-nvl", "method": "grpo",
        "policy_method": "qlora", "gradient_accumulation": 8})");
    one.rl->rolloutTensorParallel = 2;
    CHECK_FALSE(evaluate(one, catalog()).rl.engineFits);
}

TEST_CASE("the summary says 1 rack, 2 racks, and spells out the supplies' redundancy",
          "[messages]") {
    const std::string one = toText(evaluate(test::referenceScenario("{}"), catalog()));
    INFO(one);
    CHECK(one.find("; 1 rack, fullest") != std::string::npos);
    CHECK(one.find("1 racks") == std::string::npos);
    CHECK(one.find("N+1") == std::string::npos);
    CHECK(one.find("(one spare supply: short; a second full set: short)") != std::string::npos);
    // A checkpoint written in under a second reads in hundredths, not "checkpoint write 0 s".
    const SizingResult r = evaluate(test::referenceScenario("{}"), catalog());
    const double write = r.facility.checkpointWriteS;
    REQUIRE(write > 0);
    const std::string expected =
        write < 1 ? formatC("checkpoint write %.2f s", write)
                  : formatC(write < 10 ? "checkpoint write %.1f s" : "checkpoint write %.0f s", write);
    CHECK(one.find(expected) != std::string::npos);
    CHECK(one.find("checkpoint write 0 s") == std::string::npos);
}

TEST_CASE("a feed that is exceeded names the catalog's next feed that carries the draw",
          "[answer]") {
    // Feed limits: V · I (· √3 three phase) · 0.8 (catalog feed_derating).
    struct Row {
        const char* doc;
        int phases, amps;
        double limitW;
    };
    const Row rows[] = {
        // 3.40 kW on 230 V 16 A (2.94 kW): 230 V 32 A carries it, 230 · 32 · 0.8 = 5,888 W.
        {R"({"feed_amps": 16})", 1, 32, 5888},
        // 6.35 kW on 230 V 32 A: 400 V three phase 16 A, 400 · 16 · √3 · 0.8 = 8,868 W.
        {R"({"server": "8x-rtx-pro-6000-se"})", 3, 16, 400 * 16 * std::sqrt(3.0) * 0.8},
        // 8× B200 at 1,000 W draws 10.35 kW: 400 V three phase 32 A, 17,736 W.
        {R"({"server": "8x-b200"})", 3, 32, 400 * 32 * std::sqrt(3.0) * 0.8},
    };
    for (const Row& row : rows) {
        INFO(row.doc);
        const VerdictAnswer a = evaluate(test::referenceScenario(row.doc), catalog()).answer;
        CHECK(a.feedExceeded);
        REQUIRE(a.otherFeed);
        CHECK(a.otherFeed->phases == row.phases);
        CHECK(a.otherFeed->amps == row.amps);
        CHECK(a.otherFeed->limitW == Approx(row.limitW).margin(1));
    }
    CHECK_FALSE(evaluate(test::referenceScenario("{}"), catalog()).answer.otherFeed);
}

// Issue 37: a regime without a calibration row (LoRA on one card, Headroom's own stack: no row of
// lora/single/none/-, the band from its parent pool, tests/test_band.cpp) still answers go when
// the band's upper end fits, and the headline says no run of this kind was measured yet.
TEST_CASE("an unmeasured kind of run says so on its headline, in the JSON and the text",
          "[answer][band]") {
    const Scenario s =
        test::referenceScenario(R"({"server": "1x-rtx-pro-6000-se", "method": "lora"})");
    const SizingResult r = evaluate(s, catalog());
    REQUIRE(r.bandBasis.rows > 0);
    REQUIRE_FALSE(r.bandBasis.validated);
    const VerdictAnswer& a = r.answer;
    CHECK(a.answer == AnswerState::Go);
    CHECK(r.perGpu.band.high <= r.perGpu.capacity);
    CHECK(a.headlineCode == "answer_go_unmeasured");
    std::ostringstream freeGb;
    freeGb << std::fixed << std::setprecision(1) << r.perGpu.headroom;
    const std::string expected = "Fits: " + freeGb.str() +
                                 " GB free per GPU, at the band's upper end too; no measured run "
                                 "of this kind yet.";
    CHECK(answerHeadline(a) == expected);
    const nlohmann::json j = toJson(r);
    CHECK(j["answer"]["headline_code"] == "answer_go_unmeasured");
    CHECK(j["answer"]["headline"] == expected);
    CHECK(toText(r).find("Verdict: go — " + expected + "\n") != std::string::npos);
    // A measured kind (the reference 4 × H200 NVL full fine-tune has rows) keeps the plain one.
    const SizingResult measured = evaluate(test::referenceScenario(R"({"method": "full"})"),
                                           catalog());
    CHECK(measured.answer.headlineCode != "answer_go_unmeasured");
    CHECK(answerHeadline(measured.answer).find("no measured run") == std::string::npos);
}
