// Several runs side by side on one server (issue 20): the reference page's sentences, the split
// rules and what the runs share.
#include "catalog.h"
#include "recommend.h"
#include "runsplit.h"
#include "scenario.h"
#include "scenariojson.h"
#include "sizing.h"
#include "support.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace headroom;
using headroom::test::catalog;
using headroom::test::referenceScenario;

namespace {

/// The reference workload with `overrides`, or the error that refuses it.
Expected<Scenario> parse(const std::string& overrides, const Catalog& cat = catalog()) {
    auto doc = nlohmann::json::parse(R"({"model": "qwen3.8-27b", "train_vision": true})");
    doc.merge_patch(nlohmann::json::parse(overrides));
    return parseScenario(doc, "inline.headroom.json", cat);
}

Scenario scenario(const std::string& overrides) {
    return referenceScenario(overrides);
}

SizingResult run(const std::string& overrides) {
    return evaluate(scenario(overrides), catalog());
}

bool hasWarning(const SizingResult& r, const std::string& code) {
    return std::any_of(r.warnings.begin(), r.warnings.end(),
                       [&](const Warning& w) { return w.code == code; });
}

const Warning* warning(const SizingResult& r, const std::string& code) {
    for (const Warning& w : r.warnings)
        if (w.code == code)
            return &w;
    return nullptr;
}

} // namespace

// The page: "Eight H200 NVL ... Holds the run ... or two full fine-tunes of the 27B side by side,
// one per NVLink domain of four cards."
TEST_CASE("eight H200 NVL hold two 27B full fine-tunes side by side, one per NVLink domain",
          "[sidebyside]") {
    const SizingResult two = run(R"({"server": "8x-h200-nvl", "runs_side_by_side": 2})");
    const SizingResult four = run(R"({"server": "4x-h200-nvl"})");
    CHECK(two.runsSideBySide == 2);
    CHECK(two.gpuCount == 8);
    CHECK(two.gpusPerRun == 4);
    REQUIRE(two.runs.size() == 2);
    CHECK(two.runs[0].gpus == std::vector<int>{0, 1, 2, 3});
    CHECK(two.runs[0].nvlinkDomain == 0);
    CHECK(two.runs[1].gpus == std::vector<int>{4, 5, 6, 7});
    CHECK(two.runs[1].nvlinkDomain == 1);
    for (const RunShare& r : two.runs) {
        CHECK(r.fits);
        CHECK(r.verdict == "fits");
        CHECK(r.headroomGb == Approx(four.perGpu.headroom));
    }
    // Each run is the four-card run of the page: 111.2 GB of states per card, about 30 GB
    // beside them, ~125 GB of traffic per card per pass, all of it on NVLink.
    CHECK(two.perGpu == four.perGpu);
    CHECK(two.perGpu.states == Approx(111.2).margin(0.25));
    CHECK(two.perGpu.listed - two.perGpu.states == Approx(30).margin(1));
    CHECK(two.step.trafficPerGpuGb == Approx(125).margin(1));
    CHECK(two.step.link == "NVLink");
    CHECK(two.step.stepS == Approx(four.step.stepS));
    CHECK(!hasWarning(two, "two_nvlink_domains"));
    CHECK(!hasWarning(two, "pcie_p2p_iommu"));
    // One run alone spans both domains and sends part of its traffic over PCIe.
    const SizingResult one = run(R"({"server": "8x-h200-nvl"})");
    CHECK(one.runsSideBySide == 1);
    CHECK(one.step.link == "NVLink + PCIe");
    CHECK(hasWarning(one, "two_nvlink_domains"));
    // The verdict line.
    const std::string text = toText(two);
    INFO(text);
    // The memory of each run; the answer first: eight cards at 600 W draw more than the
    // planned 32 A feed carries (issue 32: the blocking reason first).
    CHECK(text.find("Memory: 2 runs side by side, each fits with") != std::string::npos);
    CHECK(text.find("Verdict: NO GO — Does not run as planned: the server draws") !=
          std::string::npos);
    CHECK(text.find("GB free per GPU") != std::string::npos);
}

// The page: "On a server with four RTX PRO 6000 Server Edition cards, four LoRA runs train side
// by side, one per card, without any traffic between the cards."
TEST_CASE("four RTX PRO 6000 SE hold four 27B LoRA runs, one per card, without traffic",
          "[sidebyside]") {
    const SizingResult four =
        run(R"({"server": "4x-rtx-pro-6000-se", "method": "lora", "runs_side_by_side": 4})");
    const SizingResult single = run(R"({"server": "1x-rtx-pro-6000-se", "method": "lora"})");
    CHECK(four.gpuCount == 4);
    CHECK(four.gpusPerRun == 1);
    REQUIRE(four.runs.size() == 4);
    for (int i = 0; i < 4; ++i) {
        CHECK(four.runs[std::size_t(i)].gpus == std::vector<int>{i});
        CHECK(four.runs[std::size_t(i)].nvlinkDomain == -1);
        CHECK(four.runs[std::size_t(i)].fits);
    }
    CHECK(four.step.trafficPerGpuGb == 0);
    CHECK(four.step.transferS == 0);
    CHECK(four.step.link == "none");
    CHECK(!hasWarning(four, "pcie_p2p_iommu"));
    // Each run is the page's one-card LoRA: about 57.5 GB of states, about 38 GB left of 96.
    CHECK(four.perGpu == single.perGpu);
    CHECK(four.perGpu.states == Approx(57.5).margin(0.25));
    CHECK(four.perGpu.listed - four.perGpu.states == Approx(38).margin(1));
    // The four-card server draws the page's ~3.40 kW with all four cards busy.
    CHECK(four.power.total == Approx(3404).margin(5));
    CHECK(four.serverTotals.cpuCores == 64);
    CHECK(four.serverTotals.cpuCoresPerRun == Approx(16));
    CHECK(four.serverTotals.tokensPerS == Approx(4 * single.step.tokensPerS));
}

TEST_CASE("eight H200 NVL do not split into three runs, with one line saying why", "[sidebyside]") {
    auto s = parse(R"({"server": "8x-h200-nvl", "runs_side_by_side": 3})");
    REQUIRE(!s);
    CHECK(s.error().file == "inline.headroom.json");
    CHECK(s.error().key == "/runs_side_by_side");
    const std::string line = s.error().toString();
    INFO(line);
    CHECK(line.find('\n') == std::string::npos);
    CHECK(line.find("8 GPUs do not split into 3 equal groups") != std::string::npos);
    CHECK(line.find("possible: 1, 2, 4 or 8 runs") != std::string::npos);
}

TEST_CASE("a split whose runs would cross an NVLink domain is refused", "[sidebyside]") {
    // Sixteen H200 NVL in four 4-way domains: two runs of eight would each span two domains.
    Catalog cat = catalog();
    ServerSpec big = *cat.findServer("8x-h200-nvl");
    big.id = "16x-h200-nvl";
    big.name = "16× H200 NVL server";
    big.gpuCount = 16;
    cat.servers.push_back(big);
    auto crossing = parse(R"({"server": "16x-h200-nvl", "runs_side_by_side": 2})", cat);
    REQUIRE(!crossing);
    CHECK(crossing.error().key == "/runs_side_by_side");
    CHECK(crossing.error().message.find("a run of 8 GPUs would cross an NVLink domain (4 cards "
                                        "each)") != std::string::npos);
    CHECK(parse(R"({"server": "16x-h200-nvl", "runs_side_by_side": 4})", cat));
    CHECK(possibleRuns(big, *cat.findGpu("h200-nvl"), 16) == std::vector<int>{1, 4, 8, 16});
}

TEST_CASE("the run counts a server takes follow its cards and its NVLink domains", "[sidebyside]") {
    const Catalog& cat = catalog();
    auto runsOn = [&](const char* server, int cards) {
        const ServerSpec* s = cat.findServer(server);
        return possibleRuns(*s, *cat.findGpu(s->gpu), cards);
    };
    CHECK(runsOn("8x-h200-nvl", 8) == std::vector<int>{1, 2, 4, 8});
    CHECK(runsOn("4x-rtx-pro-6000-se", 4) == std::vector<int>{1, 2, 4});
    CHECK(runsOn("8x-rtx-pro-6000-se", 8) == std::vector<int>{1, 2, 4, 8});
    CHECK(runsOn("1x-h200-nvl", 1) == std::vector<int>{1});
    // Six of eight H200 NVL: three cards per run fit one per domain.
    CHECK(runsOn("8x-h200-nvl", 6) == std::vector<int>{1, 2, 3, 6});
    const SizingResult six =
        run(R"({"server": "8x-h200-nvl", "gpu_count": 6, "runs_side_by_side": 2})");
    REQUIRE(six.runs.size() == 2);
    CHECK(six.runs[0].gpus == std::vector<int>{0, 1, 2});
    CHECK(six.runs[1].gpus == std::vector<int>{4, 5, 6});
    CHECK(six.runs[1].nvlinkDomain == 1);
    CHECK(six.gpuCount == 6);
    CHECK(six.power.gpus == Approx(6 * 600));
    // More runs than cards.
    auto tooMany = parse(R"({"server": "4x-rtx-pro-6000-se", "runs_side_by_side": 5})");
    REQUIRE(!tooMany);
    CHECK(tooMany.error().message.find("4 GPUs cannot carry 5 runs") != std::string::npos);
}

TEST_CASE("the runs share the server: power and feeds at full load, host memory, storage, time",
          "[sidebyside]") {
    const SizingResult two = run(R"({"server": "8x-h200-nvl", "runs_side_by_side": 2})");
    const SizingResult group = run(R"({"server": "8x-h200-nvl", "gpu_count": 4})");
    const SizingResult whole = run(R"({"server": "8x-h200-nvl"})");
    // Power: all eight cards and both CPUs, the page's ~6.35 kW, over the 32 A feed's 5.89 kW.
    CHECK(two.power.gpus == Approx(8 * 600));
    CHECK(two.power.cpus == Approx(2 * 360));
    CHECK(two.power.total == Approx(whole.power.total));
    CHECK(two.power.total / 1000 == Approx(6.35).margin(0.005));
    REQUIRE(two.feeds.size() >= 2);
    CHECK(!two.feeds[0].fits);
    CHECK(!two.feeds[1].fits);
    const Warning* feed = warning(two, "feed_exceeded");
    REQUIRE(feed);
    CHECK(warningMessage(*feed).find("6.35 kW") != std::string::npos);
    CHECK(two.serverTotals.cpuPowerPerRunW == Approx(360));
    CHECK(two.serverTotals.powerPerRunW == Approx(two.power.total / 2));
    // Host memory: twice the GPU memory of all eight cards.
    CHECK(two.host.recommended == Approx(2 * 8 * 141));
    // Storage: both runs keep their three checkpoints (~389 GB each) and write a final model.
    CHECK(two.storage.checkpoint == Approx(group.storage.checkpoint));
    CHECK(two.storage.checkpointsKept == Approx(2 * 3 * group.storage.checkpoint));
    CHECK(two.storage.checkpointsKept == Approx(2 * 1167).margin(4));
    CHECK(two.storage.finalBf16 == Approx(2 * 55.6));
    CHECK(two.storage.total == Approx(2 * group.storage.total));
    // Time: the runs train in parallel, each its own dataset: one run's wall time, the server's
    // energy.
    CHECK(two.time.hours == Approx(group.time.hours));
    CHECK(two.time.steps == Approx(group.time.steps));
    CHECK(two.time.energyKwh == Approx(two.power.total * two.time.hours / 1000));
    CHECK(two.serverTotals.energyPerRunKwh == Approx(two.time.energyKwh / 2));
    CHECK(two.serverTotals.tokensPerS == Approx(2 * group.step.tokensPerS));
    CHECK(two.serverTotals.statesGb == Approx(2 * group.statesGb));
    CHECK(two.aggregateTflops == Approx(8 * 835.5));
}

TEST_CASE("optimizer offload for every run: host states add up and the runs share the CPUs",
          "[sidebyside]") {
    const SizingResult two =
        run(R"({"server": "8x-rtx-pro-6000-se", "runs_side_by_side": 2, "offload": "optimizer"})");
    const SizingResult group =
        run(R"({"server": "8x-rtx-pro-6000-se", "gpu_count": 4, "offload": "optimizer"})");
    // The page: about 389 GB of host states per run.
    CHECK(group.host.offloadRequired == Approx(389).margin(1));
    CHECK(two.host.offloadRequired == Approx(2 * group.host.offloadRequired));
    CHECK(two.host.recommended == Approx(std::max(2.0 * 8 * 96, two.host.offloadRequired + 64)));
    CHECK(two.host.installed == 1536);
    // Each run's CPU update gets half the server's CPU Adam rate.
    const double alone = group.trainable / catalog().assumptions.cpuAdamParamsPerS;
    CHECK(two.step.optimizerS == Approx(group.step.optimizerS + alone));
    CHECK(two.step.stepS > group.step.stepS);
    CHECK(two.time.hours == Approx(group.time.hours * two.step.stepS / group.step.stepS));
}

TEST_CASE("too few CPU cores for the cards is a warning", "[sidebyside]") {
    Catalog cat = catalog();
    ServerSpec lean = *cat.findServer("4x-rtx-pro-6000-se");
    lean.id = "4x-lean";
    lean.cpuSockets = 1;
    lean.cpuCores = 16;
    cat.servers.push_back(lean);
    auto s = parse(R"({"server": "4x-lean", "method": "lora", "runs_side_by_side": 4})", cat);
    REQUIRE(s);
    const SizingResult r = evaluate(s.value(), cat);
    const Warning* w = warning(r, "cpu_cores");
    REQUIRE(w);
    CHECK(warningMessage(*w).find("16 cores, fewer than the 28 that 4 GPUs need") !=
          std::string::npos);
    CHECK(!hasWarning(run(R"({"server": "4x-rtx-pro-6000-se"})"), "cpu_cores"));
}

TEST_CASE("one run is the single-run evaluation, listed as one run on all cards", "[sidebyside]") {
    const char* server = GENERATE("4x-h200-nvl", "8x-h200-nvl", "8x-rtx-pro-6000-se");
    const Scenario s = scenario(std::string(R"({"server": ")") + server + "\"}");
    const SizingResult r = evaluate(s, catalog());
    SizingResult bare = evaluateRun(s, catalog());
    CHECK(r.runsSideBySide == 1);
    CHECK(r.gpusPerRun == r.gpuCount);
    REQUIRE(r.runs.size() == 1);
    CHECK(int(r.runs[0].gpus.size()) == r.gpuCount);
    bare.runsSideBySide = r.runsSideBySide;
    bare.gpusPerRun = r.gpusPerRun;
    bare.runs = r.runs;
    bare.serverTotals = r.serverTotals;
    CHECK(bare == r);
}

TEST_CASE("the result JSON says it per run and for the server", "[sidebyside]") {
    const auto j = toJson(run(R"({"server": "8x-h200-nvl", "runs_side_by_side": 2})"));
    CHECK(j["runs_side_by_side"] == 2);
    CHECK(j["gpu_count"] == 8);
    CHECK(j["gpus_per_run"] == 4);
    REQUIRE(j["runs"].size() == 2);
    CHECK(j["runs"][1]["gpus"] == nlohmann::json::array({4, 5, 6, 7}));
    CHECK(j["runs"][1]["nvlink_domain"] == 1);
    CHECK(toJson(run(R"({"server": "4x-rtx-pro-6000-se"})"))["runs"][0]["nvlink_domain"] == -1);
    CHECK(j["runs"][1]["verdict"] == "fits");
    CHECK(j["runs"][0]["fits"] == true);
    const auto& t = j["server_totals"];
    CHECK(t["gpus"] == 8);
    CHECK(t["runs"] == 2);
    CHECK(t["power_w"].get<double>() == Approx(j["power_w"]["total"].get<double>()));
    CHECK(t["storage_gb"].get<double>() == Approx(j["storage_gb"]["total"].get<double>()));
    CHECK(t["cpu_cores"] == 128);
    CHECK(t["cpu_cores_per_run"].get<double>() == Approx(64));
}

TEST_CASE("the scenario key round-trips and defaults to one run", "[sidebyside]") {
    CHECK(scenario("{}").runsSideBySide == 1);
    const Scenario s = scenario(R"({"server": "8x-h200-nvl", "runs_side_by_side": 4})");
    CHECK(s.runsSideBySide == 4);
    const auto doc = toJson(s);
    CHECK(doc["runs_side_by_side"] == 4);
    auto again = parseScenario(doc, "again.json", catalog());
    REQUIRE(again);
    CHECK(again.value() == s);
    auto zero = parse(R"({"runs_side_by_side": 0})");
    REQUIRE(!zero);
    CHECK(zero.error().key == "/runs_side_by_side");
}

// The page: "a server with two or four RTX PRO 6000 Server Edition cards runs several
// experiments at once".
TEST_CASE("recommend offers four LoRA runs side by side on four RTX PRO 6000 SE",
          "[sidebyside][recommend]") {
    const auto list = recommend(scenario(R"({"method": "lora"})"), catalog());
    auto four = std::find_if(list.begin(), list.end(),
                             [](auto& r) { return r.server == "4x-rtx-pro-6000-se"; });
    REQUIRE(four != list.end());
    INFO(four->reason);
    CHECK(four->sideBySide == 4);
    CHECK(four->reason.find("also 4 runs side by side, one per card") != std::string::npos);
    auto two = std::find_if(list.begin(), list.end(),
                            [](auto& r) { return r.server == "2x-rtx-pro-6000-se"; });
    REQUIRE(two != list.end());
    CHECK(two->sideBySide == 2);
    // A one-card build has nothing to split.
    CHECK(list.front().sideBySide == 1);
    // The full fine-tune: eight H200 NVL also carry two runs, one per NVLink domain.
    const auto full = recommend(scenario("{}"), catalog());
    auto eight =
        std::find_if(full.begin(), full.end(), [](auto& r) { return r.server == "8x-h200-nvl"; });
    REQUIRE(eight != full.end());
    INFO(eight->reason);
    CHECK(eight->sideBySide == 2);
    CHECK(eight->reason.find("also 2 runs side by side, one per NVLink domain") !=
          std::string::npos);
    const auto j = toJson(list);
    CHECK(j["recommendations"][std::size_t(four - list.begin())]["holds_runs_side_by_side"] == 4);
}

TEST_CASE("asked for four runs, recommend places them on the cheapest build that splits into four",
          "[sidebyside][recommend]") {
    const auto list =
        recommend(scenario(R"({"method": "lora", "runs_side_by_side": 4})"), catalog());
    REQUIRE(!list.empty());
    INFO(list.front().reason);
    CHECK(list.front().server == "4x-rtx-pro-6000-se");
    CHECK(list.front().scenario.runsSideBySide == 4);
    CHECK(list.front().result.gpusPerRun == 1);
    CHECK(list.front().withinMargin);
    CHECK(list.front().reason.find("4 runs side by side") != std::string::npos);
    CHECK(list.front().reason.find("one card per run, no traffic between cards") !=
          std::string::npos);
    for (const auto& r : list) {
        CHECK(r.scenario.runsSideBySide == 4);
        CHECK(r.gpuCount % 4 == 0);
    }
    const auto j = toJson(list);
    CHECK(j["recommendations"][0]["runs_side_by_side"] == 4);
}
