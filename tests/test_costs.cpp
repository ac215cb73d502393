// Issue 34: own or rent. The cost stage (core/costs/) from a build's price lines, its energy and
// a dated cloud price; the scenario's `costs` section; catalog/cloud.json.
#include "catalog.h"
#include "catalogbands.h"
#include "costs/costs.h"
#include "costs/costsformat.h"
#include "scenario.h"
#include "scenariojson.h"
#include "sizing.h"
#include "support.h"

#include <catch2/catch.hpp>
#include <cmath>
#include <nlohmann/json.hpp>

using namespace headroom;
using headroom::test::catalog;

namespace {

/// Eight H200 SXM that run 10 h per run and draw 8 kW doing it (80 kWh): 80 GPU hours and
/// 1 kWh per GPU hour, figures a hand can follow.
SizingResult handBuild() {
    SizingResult r;
    r.gpuId = "h200-sxm";
    r.gpuCount = 8;
    r.nodes = 1;
    r.time.hours = 10;
    r.time.energyKwh = 80;
    return r;
}

/// The quote's purchase: the server at 40,000 EUR, eight GPUs at 30,000 EUR: net 280,000 EUR.
PurchasePrice handPurchase() {
    return {"EUR", 280000.0, 0};
}

CostsRequest request(const std::string& text) {
    auto q = parseCostsRequest(nlohmann::json::parse(text), "inline.json");
    if (!q)
        FAIL(q.error().toString());
    return q.value();
}

Error refusal(const std::string& scenarioText) {
    auto s = parseScenario(nlohmann::json::parse(scenarioText), "costs.json", catalog());
    REQUIRE_FALSE(s);
    return s.error();
}

} // namespace

TEST_CASE("owning eight H200 SXM at 60 runs a month breaks even in month 19 against "
          "Hyperstack's 3.99 USD per GPU hour",
          "[costs]") {
    const CostsResult c = evaluateCosts(request(R"({"runs_per_month": 60,
        "service_per_year": 12000})"),
                                        handBuild(), handPurchase(), catalog());
    REQUIRE(c.status == CostsStatus::Ok);
    // Catalog defaults: 3 years (cost_years), PUE 1.58 (Uptime 2023), 0.30 EUR/kWh.
    CHECK(c.years == 3);
    CHECK(c.months == 36);
    // 60 runs × 80 GPU hours = 4,800 GPU hours a month; 4,800 / (730 h × 8) = 0.8219.
    CHECK(c.gpuHoursPerMonth == Approx(4800));
    CHECK(c.utilisation == Approx(0.821918).epsilon(1e-5));
    // Energy: 4,800 GPU h × 1 kWh × PUE 1.58 × 0.30 EUR = 2,275.20 EUR; + 12,000 / 12 service.
    CHECK(c.energyPerMonth == Approx(2275.2));
    CHECK(c.runningPerMonth == Approx(3275.2));
    // Cloud: Hyperstack is the cheapest listing of h200-sxm (3.99 USD, 2026-08-26); at the ECB
    // rate 1.0411 USD/EUR that is 3.99 / 1.0411 = 3.83248 EUR per GPU hour.
    CHECK(c.cloud == "hyperstack");
    CHECK(*c.rentedPerGpuHour == Approx(3.832485).epsilon(1e-6));
    CHECK(c.rentedPerMonth == Approx(18395.93).epsilon(1e-6));
    // Break-even: 280,000 / (18,395.93 − 3,275.20) = 18.52 months → month 19.
    REQUIRE(c.breakEvenMonth);
    CHECK(*c.breakEvenMonth == 19);
    CHECK(c.ownedByMonth[18] > c.rentedByMonth[18]);
    CHECK(c.ownedByMonth[19] <= c.rentedByMonth[19]);
    // Totals over 36 months: 280,000 + 36 × 3,275.20 = 397,907.20; rented 36 × 18,395.93.
    CHECK(c.ownedTotal == Approx(397907.2));
    CHECK(c.rentedTotal == Approx(662253.39).epsilon(1e-6));
    // Per GPU hour: 397,907.20 / (4,800 × 36) = 2.3027; per run of 80 GPU hours: 184.22.
    CHECK(*c.ownedPerGpuHour == Approx(2.302704).epsilon(1e-6));
    CHECK(*c.ownedPerRun == Approx(184.2163).epsilon(1e-6));
    CHECK(*c.rentedPerRun == Approx(306.5988).epsilon(1e-6));
    // Reserved: 2.79 USD / 1.0411 = 2.67986 EUR; over the 172,800 GPU hours 463,079.44 EUR.
    CHECK(*c.rentedCommittedPerGpuHour == Approx(2.679858).epsilon(1e-6));
    CHECK(*c.rentedCommittedTotal == Approx(463079.44).epsilon(1e-6));
    // The price is dated and cited.
    REQUIRE(c.priceDates.size() == 1);
    CHECK(c.priceDates[0].date == "2026-08-26");
    CHECK(c.priceDates[0].source.find("hyperstack.cloud/gpu-pricing") != std::string::npos);
}

TEST_CASE("at 20 runs a month owning breaks even only in month 65, after the three years",
          "[costs]") {
    // 1,600 GPU h: energy 758.40 + service 1,000 = 1,758.40; rent 1,600 × 3.83248 = 6,131.98;
    // 280,000 / (6,131.98 − 1,758.40) = 64.02 → month 65.
    const CostsResult c = evaluateCosts(request(R"({"runs_per_month": 20,
        "service_per_year": 12000})"),
                                        handBuild(), handPurchase(), catalog());
    REQUIRE(c.breakEvenMonth);
    CHECK(*c.breakEvenMonth == 65);
    CHECK(c.ownedTotal > c.rentedTotal);
}

TEST_CASE("a scenario's own years, PUE, energy price and provider replace the catalog's",
          "[costs]") {
    // Lambda lists no H200 SXM: the scenario's provider has no price for the type.
    CHECK(evaluateCosts(request(R"({"utilisation": 0.5, "cloud": "lambda"})"), handBuild(),
                        handPurchase(), catalog())
              .status == CostsStatus::NoCloudPrice);
    // Utilisation 0.5: 0.5 × 730 × 8 = 2,920 GPU h; energy 2,920 × 1.2 × 0.20 = 700.80 a month.
    const CostsResult c = evaluateCosts(request(R"({"utilisation": 0.5, "years": 5,
        "pue": 1.2, "energy_per_kwh": 0.2})"),
                                        handBuild(), handPurchase(), catalog());
    CHECK(c.months == 60);
    CHECK(c.gpuHoursPerMonth == Approx(2920));
    CHECK(c.energyPerMonth == Approx(700.8));
}

TEST_CASE("utilisation 0, no runs, no cloud price and no purchase price each give a clear "
          "answer, never a division by zero",
          "[costs]") {
    const CostsResult idle =
        evaluateCosts(request(R"({"utilisation": 0})"), handBuild(), handPurchase(), catalog());
    CHECK(idle.status == CostsStatus::NoUsage);
    CHECK_FALSE(idle.ownedPerGpuHour);
    CHECK_FALSE(idle.breakEvenMonth);
    CHECK(nlohmann::json(toJson(idle))["owned_per_gpu_hour"].is_null());
    CHECK(evaluateCosts(request(R"({"runs_per_month": 0})"), handBuild(), handPurchase(), catalog())
              .status == CostsStatus::NoUsage);
    CHECK(evaluateCosts(request("{}"), handBuild(), handPurchase(), catalog()).status ==
          CostsStatus::NoUsage);
    // No provider in the catalog lists the H200 NVL: said, not taken from another card.
    SizingResult nvl = handBuild();
    nvl.gpuId = "h200-nvl";
    const CostsResult none =
        evaluateCosts(request(R"({"runs_per_month": 60})"), nvl, handPurchase(), catalog());
    CHECK(none.status == CostsStatus::NoCloudPrice);
    CHECK_FALSE(none.rentedPerGpuHour);
    // The GPUs "on request": no purchase price to compare (purchaseOf() leaves the net unset).
    PurchasePrice open = handPurchase();
    open.net.reset();
    open.onRequest = 1;
    CHECK(
        evaluateCosts(request(R"({"runs_per_month": 60})"), handBuild(), open, catalog()).status ==
        CostsStatus::NoPurchasePrice);
}

TEST_CASE("the energy between runs is counted at the catalog's idle_power_fraction, "
          "and not at all by default",
          "[costs]") {
    const CostsRequest sixty = request(R"({"runs_per_month": 60, "service_per_year": 12000})");
    // Default 0: the catalog has no measured idle draw; the month's energy is the runs' only.
    const CostsResult plain = evaluateCosts(sixty, handBuild(), handPurchase(), catalog());
    CHECK(plain.idlePowerFraction == 0);
    CHECK(plain.idleEnergyPerMonth == 0);
    CHECK(plain.energyPerMonth == Approx(2275.2));
    CHECK(costsText(plain).find("energy between runs: not counted") != std::string::npos);
    // A quarter of the run's draw between runs: 730 h × 8 cards − 4,800 GPU h = 1,040 idle
    // card hours × 1 kWh × 0.25 × PUE 1.58 × 0.30 EUR = 123.24 EUR a month.
    Catalog cat = catalog();
    cat.assumptions.idlePowerFraction = 0.25;
    const CostsResult c = evaluateCosts(sixty, handBuild(), handPurchase(), cat);
    CHECK(c.idleEnergyPerMonth == Approx(123.24));
    CHECK(c.energyPerMonth == Approx(2398.44));
    CHECK(c.runningPerMonth == Approx(3398.44));
    // 280,000 / (18,395.93 − 3,398.44) = 18.67: still month 19.
    REQUIRE(c.breakEvenMonth);
    CHECK(*c.breakEvenMonth == 19);
    CHECK(costsText(c).find("energy between runs: 25 % of the run's draw, 123 EUR a month") !=
          std::string::npos);
}

TEST_CASE("cloud.json's providers: per GPU hour as published, instance prices divided by "
          "their GPUs; the cheapest listing is the default",
          "[costs][catalog]") {
    // CoreWeave publishes 8-GPU instances: HGX H100 49.24 USD an hour = 6.155 per GPU hour.
    const CloudProvider* coreweave = catalog().findCloud("coreweave");
    REQUIRE(coreweave);
    CHECK(coreweave->priceFor("h100-sxm")->onDemand == Approx(49.24 / 8));
    CHECK(coreweave->priceFor("l40s")->onDemand == Approx(18.00 / 8));
    CHECK(coreweave->date == "2026-09-20");
    // The L40S is priced by CoreWeave (2.25), Nebius (1.55) and RunPod (1.09): RunPod's is
    // the comparison's unless the scenario names a provider.
    SizingResult l40s = handBuild();
    l40s.gpuId = "l40s";
    const CostsResult c =
        evaluateCosts(request(R"({"runs_per_month": 60})"), l40s, handPurchase(), catalog());
    CHECK(c.cloud == "runpod");
    CHECK(c.cloudOnDemand == 1.09);
    REQUIRE(c.priceDates.size() == 1);
    CHECK(c.priceDates[0].date == "2026-09-25");
    CHECK(c.priceDates[0].source == "https://www.runpod.io/pricing");
    CHECK(evaluateCosts(request(R"({"runs_per_month": 60, "cloud": "nebius"})"), l40s,
                        handPurchase(), catalog())
              .cloudOnDemand == 1.55);
}

TEST_CASE("evaluate prints the costs of a scenario with prices, and its break-even follows "
          "from the printed figures",
          "[costs]") {
    auto s = parseScenario(nlohmann::json::parse(R"({"server": "8x-h200-sxm",
        "quote": {"prices": {"server": 40000, "gpu": 30000}},
        "costs": {"runs_per_month": 4, "service_per_year": 12000}})"),
                           "costs.json", catalog());
    REQUIRE(s);
    const SizingResult r = evaluate(s.value(), catalog());
    const nlohmann::json j = toJson(r)["costs"];
    CHECK(j["status"] == "ok");
    CHECK(j["purchase"] == 280000.0);
    CHECK(j["currency"] == "EUR");
    // The month's GPU hours: 4 runs × the run's hours × 8 cards.
    CHECK(j["gpu_hours_per_month"].get<double>() == Approx(4 * r.time.hours * 8));
    const double running = j["gpu_hours_per_month"].get<double>() * r.time.energyKwh /
                               (r.time.hours * 8) * 1.58 * 0.30 +
                           1000;
    const double rent = j["gpu_hours_per_month"].get<double>() * 3.99 / 1.0411;
    REQUIRE(rent > running);
    CHECK(j["break_even_month"] == int(std::ceil(280000 / (rent - running))));
    CHECK(j["price_dates"][0]["date"] == "2026-08-26");
    CHECK(toText(r).find("Own or rent over 3 years") != std::string::npos);
    // The section survives a save and a reload.
    CHECK(toJson(s.value())["costs"] ==
          nlohmann::json::parse(R"({"runs_per_month": 4.0, "service_per_year": 12000.0})"));
}

TEST_CASE("a bad costs section is refused in one line naming the file and the key", "[costs]") {
    Error e = refusal(R"({"costs": {"runs_per_month": 4, "utilisation": 0.5}})");
    CHECK(e.file == "costs.json");
    CHECK(e.key == "/costs/utilisation");
    e = refusal(R"({"costs": {"cloud": "nimbus"}})");
    CHECK(e.key == "/costs/cloud");
    CHECK(e.message.find("nimbus") != std::string::npos);
    CHECK(refusal(R"({"costs": {"pue": 0.9}})").key == "/costs/pue");
    CHECK(refusal(R"({"costs": {"years": 0}})").key == "/costs/years");
    CHECK(refusal(R"({"costs": {"utilisation": 1.5}})").key == "/costs/utilisation");
    CHECK(refusal(R"({"costs": {"rent": 1}})").key == "/costs/rent");
    CHECK(refusal(R"({"costs": 3})").key == "/costs");
}

TEST_CASE("cloud.json: every price dated and cited; the user's provider replaces the built-in "
          "one; a bad entry names its file and key",
          "[costs][catalog]") {
    for (const CloudProvider& p : catalog().cloud) {
        CHECK(p.date.size() == 10);
        CHECK(p.source.rfind("https://", 0) == 0);
        CHECK_FALSE(p.prices.empty());
    }
    CHECK(catalog().findCloud("hyperstack")->priceFor("h200-sxm")->onDemand == 3.99);
    CHECK_FALSE(catalog().findCloud("hyperstack")->priceFor("h200-nvl"));

    test::ScratchDir dir("costs_cloud");
    const auto user = dir.path() / "user";
    test::writeFile(user / "cloud.json", R"json({"providers": [{"id": "hyperstack",
        "name": "Hyperstack (our contract)", "currency": "EUR", "date": "2026-12-01",
        "source": "https://example.com/contract", "prices": [{"gpu": "h200-nvl",
        "on_demand": 2.5}]}]})json");
    auto cat = loadCatalog(HEADROOM_SOURCE_CATALOG, user.string());
    REQUIRE(cat);
    CHECK(cat.value().findCloud("hyperstack")->name == "Hyperstack (our contract)");
    CHECK(cat.value().findCloud("lambda"));

    test::writeFile(user / "cloud.json", R"({"providers": [{"id": "x", "name": "X",
        "currency": "USD", "date": "2026-13-01", "source": "s", "prices": []}]})");
    auto bad = loadCatalog(HEADROOM_SOURCE_CATALOG, user.string());
    REQUIRE_FALSE(bad);
    CHECK(bad.error().key == "/providers/0/date");
    CHECK(bad.error().file.find("cloud.json") != std::string::npos);
    test::writeFile(user / "cloud.json", R"({"providers": [{"id": "x", "name": "X",
        "currency": "USD", "date": "2026-12-01", "source": "s", "prices": [{"gpu": "tpu",
        "on_demand": 1}]}]})");
    bad = loadCatalog(HEADROOM_SOURCE_CATALOG, user.string());
    REQUIRE_FALSE(bad);
    CHECK(bad.error().key == "/providers/0/prices/0/gpu");
}
