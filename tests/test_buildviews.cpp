// Issue 15: the window's figures computed by the core: the chassis for a card count
// (chooseChassis), the verdict's direct answers (memory short by, the feed's cap), "where it runs
// out" (memory per GPU against the sequence length) and "what fits" (GPU types × counts).
#include "build/resolvebuild.h"
#include "catalog.h"
#include "runsout.h"
#include "scenario.h"
#include "sizing.h"
#include "support.h"
#include "verdictanswer.h"
#include "whatfits.h"

#include <catch2/catch.hpp>

#include <cmath>
#include <nlohmann/json.hpp>

using namespace headroom;
using headroom::test::catalog;
using headroom::test::referenceScenario;

TEST_CASE("a GPU count picks the smallest catalog server that holds the cards", "[buildviews]") {
    const Scenario s = referenceScenario(R"({"server": "8x-rtx-pro-6000-se"})");
    const ChassisChoice one = chooseChassis(s, "rtx-pro-6000-se", 1, catalog());
    CHECK(one.serverId == "1x-rtx-pro-6000-se");
    CHECK(one.scenario.server == "1x-rtx-pro-6000-se");
    CHECK(one.scenario.gpuCount == 0);
    CHECK(one.cards == 1);
    CHECK(one.chassisCards == 1);
    CHECK_FALSE(one.warning);
    // The one-card chassis's CPUs, not the eight-card one's: 2× EPYC at the 1-card server's TDP.
    const ServerSpec* small = catalog().findServer("1x-rtx-pro-6000-se");
    REQUIRE(small);
    const SizingResult r = evaluate(one.scenario, catalog());
    CHECK(r.serverId == "1x-rtx-pro-6000-se");
    CHECK(r.power.cpus == Approx(small->cpuSockets * small->cpuTdpW));
    CHECK(r.gpuCount == 1);

    const ChassisChoice eight = chooseChassis(s, "h200-nvl", 8, catalog());
    CHECK(eight.serverId == "8x-h200-nvl");
    CHECK(eight.scenario.gpu == "h200-nvl");
    CHECK(eight.scenario.gpuCount == 0);
    CHECK_FALSE(eight.warning);
}

TEST_CASE("a count no chassis matches keeps the larger chassis and says what stays",
          "[buildviews]") {
    const Scenario s = referenceScenario("{}");
    const ChassisChoice three = chooseChassis(s, "h200-nvl", 3, catalog());
    CHECK(three.serverId == "4x-h200-nvl");
    CHECK(three.scenario.gpuCount == 3);
    CHECK(three.chassisCards == 4);
    REQUIRE(three.warning);
    CHECK(three.warning->code == "larger_chassis");
    CHECK_THAT(warningMessage(*three.warning), Catch::Contains("3 of the 4 cards"));
    // Only eight-card H200 SXM servers are in the catalog.
    const ChassisChoice sxm = chooseChassis(s, "h200-sxm", 1, catalog());
    CHECK(sxm.serverId == "8x-h200-sxm");
    CHECK(sxm.scenario.gpuCount == 1);
    REQUIRE(sxm.warning);
    CHECK(sxm.warning->code == "larger_chassis");
    const ChassisChoice none = chooseChassis(s, "h200-nvl", 16, catalog());
    CHECK(none.serverId.empty());
    CHECK(none.scenario == s);
    REQUIRE(none.warning);
    CHECK(none.warning->code == "no_server");
    // The scenario's own count: the reference build's four cards stay on the 4-card server.
    const ResolvedBuild own = resolveBuild(s, catalog());
    REQUIRE(own.server);
    CHECK(own.server->id == "4x-h200-nvl");
    CHECK(own.gpuCount == 4);
    CHECK(own.allCards == 4);
}

TEST_CASE("chooseChassis clamps the power cap into the new GPU's range and resets the runs",
          "[buildviews]") {
    Scenario s = referenceScenario(R"({"server": "8x-h200-nvl", "power_cap_w": 300,
                                       "runs_side_by_side": 2})");
    // H100 NVL caps at 200 .. 400 W; its 4-card server cannot split 3 cards into 2 runs.
    const ChassisChoice b = chooseChassis(s, "h100-nvl", 3, catalog());
    CHECK(b.scenario.powerCapW == 300);
    CHECK(b.scenario.runsSideBySide == 1);
    s.powerCapW = 600;
    CHECK(chooseChassis(s, "h100-nvl", 4, catalog()).scenario.powerCapW == 400);
    CHECK_FALSE(checkScenario(chooseChassis(s, "h100-nvl", 3, catalog()).scenario, catalog()));
}

TEST_CASE("the verdict answers how much memory is short per GPU", "[buildviews]") {
    // The page: two H200 NVL do not hold the 27B full fine-tune.
    const Scenario s = referenceScenario(R"({"server": "2x-h200-nvl"})");
    const SizingResult r = evaluate(s, catalog());
    const VerdictAnswer v = answerVerdict(s, r, catalog());
    CHECK(v.state == VerdictState::DoesNotFit);
    // Short against what one process can use of an H200 NVL: 143,156 MiB = 150.11 GB
    // (catalog usable_bytes), not the listed 141 GB.
    CHECK(r.perGpu.capacity == Approx(143156.0 * 1048576 / 1e9));
    CHECK(v.shortByGb == Approx(r.perGpu.total - 150.109945856));
    CHECK(v.shortByGb > 80); // 444.8 GB of states over 2 cards alone is 222 GB per card
    CHECK(v.freeGb == Approx(-v.shortByGb));
}

TEST_CASE("four H200 NVL need the 32 A feed or a cap of 500 W per GPU on 16 A", "[buildviews]") {
    // The page: 4 cards + 2×280 W CPUs ≈ 3.40 kW, the 16 A feed carries 2.94 kW, so the
    // memory's green "fits" is amber until the feed is planned.
    Scenario s = referenceScenario(R"({"feed_amps": 16})");
    const SizingResult r = evaluate(s, catalog());
    CHECK(r.power.total == Approx(3404).margin(1));
    const VerdictAnswer v = answerVerdict(s, r, catalog());
    CHECK(r.fits);
    CHECK(v.feedExceeded);
    CHECK(v.state == VerdictState::PowerExceeded);
    CHECK_FALSE(v.feed16.fits);
    CHECK(v.feed32.fits);
    CHECK_FALSE(v.feed32.capW);
    REQUIRE(v.feed16.capW);
    // (2,944 W / 1.15 − 560 W) / 4 = 500 W.
    CHECK(*v.feed16.capW == 500);
    s.powerCapW = *v.feed16.capW;
    const SizingResult capped = evaluate(s, catalog());
    CHECK(capped.feeds[0].fits);
    CHECK(answerVerdict(s, capped, catalog()).state == VerdictState::Fits);
    s.powerCapW = *v.feed16.capW + 1;
    CHECK_FALSE(evaluate(s, catalog()).feeds[0].fits);
    // Planned on 32 A the same build is green.
    s.powerCapW = 0;
    s.feedAmps = 32;
    CHECK(answerVerdict(s, evaluate(s, catalog()), catalog()).state == VerdictState::Fits);
}

TEST_CASE("eight RTX PRO 6000 SE at 6.35 kW exceed both feeds and are never green",
          "[buildviews]") {
    Scenario s = referenceScenario(R"({"server": "8x-rtx-pro-6000-se", "feed_amps": 32})");
    const SizingResult r = evaluate(s, catalog());
    CHECK(r.power.total == Approx(6348).margin(1));
    CHECK(r.fits);
    const VerdictAnswer v = answerVerdict(s, r, catalog());
    CHECK(v.state == VerdictState::PowerExceeded);
    CHECK_FALSE(v.feed16.fits);
    CHECK_FALSE(v.feed32.fits);
    // 16 A: (2,560 − 720) / 8 = 230 W, below the card's 300 W floor: no cap helps.
    CHECK_FALSE(v.feed16.capW);
    // 32 A: (5,120 − 720) / 8 = 550 W.
    REQUIRE(v.feed32.capW);
    CHECK(*v.feed32.capW == 550);
    s.powerCapW = 550;
    CHECK(answerVerdict(s, evaluate(s, catalog()), catalog()).state == VerdictState::Fits);
}

TEST_CASE("the tight band stays amber and the feed does not make it green", "[buildviews]") {
    // 8-bit Adam on four RTX PRO 6000 SE: ≈ 27 GB left on the page; planned on 32 A.
    Scenario s = referenceScenario(
        R"({"server": "4x-rtx-pro-6000-se", "optimizer": "adamw-8bit", "feed_amps": 32})");
    SizingResult r = evaluate(s, catalog());
    r.verdict = Verdict::Tight; // the band's call, whatever the catalog's rows say
    CHECK(answerVerdict(s, r, catalog()).state == VerdictState::Tight);
    r.verdict = Verdict::Fits;
    r.warnings.clear();
    CHECK(answerVerdict(s, r, catalog()).state == VerdictState::Fits);
}

TEST_CASE("an HGX server planned on a 400 V three-phase feed: the draw fits and the verdict "
          "answers for that feed",
          "[buildviews][power]") {
    // 8× H200 SXM at 700 W draws about 7.25 kW: more than any 230 V feed carries.
    Scenario s = referenceScenario(R"({"server": "8x-h200-sxm", "feed_amps": 32})");
    SizingResult r = evaluate(s, catalog());
    REQUIRE(r.power.total > 5888);
    VerdictAnswer v = answerVerdict(s, r, catalog());
    CHECK(v.state == VerdictState::PowerExceeded);
    // 400 V · 32 A · √3 · 80 % = 17,734 W; 16 A half of it, 8,868 W: both carry it.
    s.feedPhases = 3;
    r = evaluate(s, catalog());
    const Feed* planned = nullptr;
    for (const Feed& f : r.feeds)
        if (f.phases == 3 && f.amps == 32)
            planned = &f;
    REQUIRE(planned);
    CHECK(planned->limitW == Approx(400 * 32 * std::sqrt(3.0) * 0.8));
    CHECK(planned->fits);
    v = answerVerdict(s, r, catalog());
    CHECK(v.plannedPhases == 3);
    CHECK(v.planned.phases == 3);
    CHECK(v.planned.fits);
    CHECK_FALSE(v.feedExceeded);
    CHECK(v.state != VerdictState::PowerExceeded);
    for (const Warning& w : r.warnings)
        CHECK((w.code != "feed_exceeded" && w.code != "feed3_exceeded" && w.code != "cap_or_32a"));
    s.feedAmps = 16;
    CHECK(answerVerdict(s, evaluate(s, catalog()), catalog()).planned.fits);
    // The key round-trips through the scenario file.
    const Scenario back = parseScenario(toJson(s), "s.json", catalog()).value();
    CHECK(back.feedPhases == 3);
    CHECK(back.feedAmps == 16);
}

TEST_CASE("a serving need the build falls short of keeps the verdict from green",
          "[buildviews][serving]") {
    // The page's 4× H200 NVL on 32 A is green for the training run; 40 users at 32k tokens fit
    // its cache, many thousands do not.
    Scenario s = referenceScenario(
        R"({"feed_amps": 32, "serving": {"context_tokens": 32768, "users": 40}})");
    SizingResult r = evaluate(s, catalog());
    REQUIRE(r.serving.fits);
    VerdictAnswer v = answerVerdict(s, r, catalog());
    CHECK(v.state == VerdictState::Fits);
    CHECK_FALSE(v.servingShort);
    s.serving->users = 1'000'000; // far more than four cards' caches hold at 32k tokens
    r = evaluate(s, catalog());
    REQUIRE(r.fits);
    REQUIRE_FALSE(r.serving.fits);
    v = answerVerdict(s, r, catalog());
    CHECK(v.servingShort);
    CHECK(v.state == VerdictState::ServingShort);
    CHECK(std::string(toString(v.state)) == "serving_short");
    // An exceeded feed stays the first answer.
    s.feedAmps = 16;
    CHECK(answerVerdict(s, evaluate(s, catalog()), catalog()).state == VerdictState::PowerExceeded);
}

TEST_CASE("where it runs out: memory per GPU at every power of two up to the model's context",
          "[buildviews]") {
    const Scenario s = referenceScenario("{}");
    const RunsOutCurve c = runsOutCurve(s, catalog());
    CHECK(c.capacityGb == Approx(150.109945856)); // usable: 143,156 MiB of an H200 NVL
    CHECK(c.modelContext == 262144);
    CHECK(c.currentSequence == 8192);
    CHECK(c.currentTotalGb == Approx(evaluate(s, catalog()).perGpu.total));
    REQUIRE(c.points.size() == 10); // 2^9 .. 2^18
    CHECK(c.points.front().sequenceLength == 512);
    CHECK(c.points.back().sequenceLength == 262144);
    const SizingResult own = evaluate(s, catalog());
    CHECK(c.longestSequence == own.maxSequenceLength);
    for (std::size_t i = 0; i < c.points.size(); ++i) {
        const RunsOutPoint& p = c.points[i];
        Scenario at = s;
        at.sequenceLength = static_cast<int>(p.sequenceLength);
        const SizingResult r = evaluate(at, catalog());
        CHECK(p.totalGb == Approx(r.perGpu.total));
        CHECK(p.bandLowGb <= p.totalGb);
        CHECK(p.bandHighGb >= p.totalGb);
        CHECK(p.fits == (p.totalGb <= c.capacityGb));
        if (i > 0)
            CHECK(p.totalGb >= c.points[i - 1].totalGb);
        // The longest sequence lies between the last point that fits and the first that doesn't.
        if (p.fits)
            CHECK(c.longestSequence >= p.sequenceLength);
        else
            CHECK(c.longestSequence < p.sequenceLength);
    }
    CHECK(c.points.front().fits);
    CHECK_FALSE(c.points.back().fits);
}

TEST_CASE("where it runs out reaches a sequence longer than the model's context", "[buildviews]") {
    const Scenario s = referenceScenario(R"({"model": "llama-2-7b", "sequence_length": 10000})");
    const RunsOutCurve c = runsOutCurve(s, catalog());
    CHECK(c.modelContext == 4096);
    REQUIRE_FALSE(c.points.empty());
    CHECK(c.points.back().sequenceLength == 10000);
    CHECK(c.points[c.points.size() - 2].sequenceLength == 8192);
}

TEST_CASE("what fits: the page's builds for the 27B full fine-tune", "[buildviews]") {
    const Scenario s = referenceScenario("{}");
    const WhatFitsTable t = whatFits(s, catalog());
    CHECK(t.counts == std::vector<int>{1, 2, 4, 8});
    REQUIRE(t.gpus.size() == catalog().gpus.size());
    REQUIRE(t.cells.size() == t.gpus.size() * t.counts.size());
    auto cell = [&](const std::string& gpu, int cards) -> const WhatFitsCell& {
        std::size_t row = 0, column = 0;
        while (row < t.gpus.size() && t.gpus[row] != gpu)
            ++row;
        while (column < t.counts.size() && t.counts[column] != cards)
            ++column;
        REQUIRE(row < t.gpus.size());
        REQUIRE(column < t.counts.size());
        return t.at(row, column);
    };
    // The page: 4× H200 NVL ≈ 30 GB left, 8× RTX PRO 6000 SE ≈ 40 GB, 8× H200 NVL ≈ 85 GB;
    // 2× H200 NVL and 4× RTX PRO 6000 SE (32-bit Adam) do not hold it.
    for (const auto& [gpu, cards] :
         std::vector<std::pair<std::string, int>>{{"h200-nvl", 4},
                                                  {"rtx-pro-6000-se", 8},
                                                  {"h200-nvl", 8},
                                                  {"h200-nvl", 2},
                                                  {"rtx-pro-6000-se", 4}}) {
        const WhatFitsCell& c = cell(gpu, cards);
        Scenario at = chooseChassis(s, gpu, cards, catalog()).scenario;
        const SizingResult r = evaluate(at, catalog());
        CHECK(c.available);
        CHECK(c.server == r.serverId);
        CHECK(c.headroomGb == Approx(r.perGpu.headroom));
        CHECK(c.fits == r.fits);
    }
    CHECK(cell("h200-nvl", 4).fits);
    CHECK(cell("h200-nvl", 4).headroomGb > 0); // ≈ 30 GB of states free, 6.7 GB after activations
    CHECK(cell("h200-nvl", 8).headroomGb > cell("rtx-pro-6000-se", 8).headroomGb);
    CHECK_FALSE(cell("h200-nvl", 2).fits);
    CHECK_FALSE(cell("rtx-pro-6000-se", 4).fits);
    CHECK(cell("h200-nvl", 1).server == "1x-h200-nvl");
    CHECK_FALSE(cell("h200-nvl", 1).partialChassis);
    CHECK(cell("h200-sxm", 1).server == "8x-h200-sxm");
    CHECK(cell("h200-sxm", 1).partialChassis);
    CHECK_FALSE(cell("rtx-4090", 2).available);
    CHECK(cell("rtx-4090", 2).server.empty());
}

TEST_CASE("pinned builds round-trip through a scenario file and are checked like it",
          "[buildviews]") {
    Scenario s = referenceScenario("{}");
    Scenario rtx = chooseChassis(s, "rtx-pro-6000-se", 8, catalog()).scenario;
    s.pins = {rtx};
    s.pinLabels = {"8× RTX"};
    const nlohmann::json doc = toJson(s);
    REQUIRE(doc.contains("pins"));
    auto back = parseScenario(doc, "pins.json", catalog());
    REQUIRE(back);
    CHECK(back.value().pins.size() == 1);
    CHECK(back.value().pinLabels == std::vector<std::string>{"8× RTX"});
    CHECK(back.value().pins[0].server == "8x-rtx-pro-6000-se");
    CHECK(evaluate(back.value().pins[0], catalog()) == evaluate(rtx, catalog()));
    // evaluate() ignores the pins.
    Scenario without = back.value();
    without.pins.clear();
    without.pinLabels.clear();
    CHECK(evaluate(back.value(), catalog()) == evaluate(without, catalog()));
    // A bad pin names its key; a fifth pin and a pin inside a pin are refused.
    nlohmann::json bad = doc;
    bad["pins"][0]["scenario"]["sequence_length"] = 0;
    auto e = parseScenario(bad, "pins.json", catalog());
    REQUIRE_FALSE(e);
    CHECK(e.error().key == "/pins/0/scenario/sequence_length");
    nlohmann::json five = doc;
    for (int i = 0; i < 4; ++i)
        five["pins"].push_back(doc["pins"][0]);
    REQUIRE_FALSE(parseScenario(five, "pins.json", catalog()));
    CHECK(parseScenario(five, "pins.json", catalog()).error().key == "/pins");
    nlohmann::json nested = doc;
    nested["pins"][0]["scenario"]["pins"] = nlohmann::json::array();
    REQUIRE_FALSE(parseScenario(nested, "pins.json", catalog()));
}
