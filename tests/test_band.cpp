// The verdict's band from leave-one-source-out residuals (issue 37): every source's rows checked
// against the band the other sources give, the band's ends moved out by the farthest a held-out
// source strayed, and a regime without a row of its own taking the widest band above it. The
// fixtures are calibration rows as the bands see them (regime, source, relative error), inline
// JSON.
#include "calibration.h"
#include "catalog.h"
#include "sizing.h"
#include "support.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace headroom;
using headroom::test::catalog;

namespace {

/// Rows from JSON: [{"source", "method", "gpus", "error", "sequence", "family"}], the regime
/// single (1 GPU) or fsdp (more), no offload, no stack; the run 512 tokens of a llama unless
/// the row says otherwise.
std::vector<BandRow> rowsFrom(const char* text) {
    std::vector<BandRow> rows;
    for (const auto& j : nlohmann::json::parse(text)) {
        BandRow r;
        r.regime.method = j.at("method") == "lora" ? Method::Lora : Method::Full;
        r.regime.sharding = j.value("gpus", 1) > 1 ? ShardingRegime::Fsdp : ShardingRegime::Single;
        r.row.source = j.at("source");
        r.row.error = j.at("error");
        r.run.gpus = j.value("gpus", 1);
        r.run.sequence = j.value("sequence", 512);
        r.run.family = j.value("family", "llama");
        rows.push_back(r);
    }
    return rows;
}

/// No widening, and 0.10 per respect.
const BandWidening kNone{};
const BandWidening kTenth{0.10, 0.10, 0.10, 0.10, 0.10};

unsigned bit(BandRespect r) {
    return 1u << static_cast<unsigned>(r);
}

std::vector<SourcedError> errorsOf(const std::vector<BandRow>& rows) {
    std::vector<SourcedError> out;
    for (const BandRow& r : rows)
        out.push_back(r.row);
    return out;
}

/// Three sources of one regime: a at −5 % and +2 %, b at −12 %, c at +8 %.
const char* const kThree = R"([
    {"source": "a", "method": "lora", "error": -0.05},
    {"source": "a", "method": "lora", "error": 0.02},
    {"source": "b", "method": "lora", "error": -0.12},
    {"source": "c", "method": "lora", "error": 0.08}])";

} // namespace

TEST_CASE("the band rule: the extremes, each moved out by the farthest stray of a held-out source",
          "[band]") {
    // Extremes −12 % and +8 %. Held out, a lies inside the others' [−12, +8] %; b's −12 % lies
    // 7 points below the others' lowest (−5 %); c's +8 % lies 6 points above the others'
    // highest (+2 %). The band: [−12 − 7, 8 + 6] % = [−19, +14] %.
    const auto [low, high] = bandRule(errorsOf(rowsFrom(kThree)));
    CHECK(low == Approx(-0.19));
    CHECK(high == Approx(0.14));
    // One source alone: its extremes, 0 always inside.
    const auto [aloneLow, aloneHigh] = bandRule({{"a", 0.03}, {"a", 0.07}});
    CHECK(aloneLow == 0);
    CHECK(aloneHigh == Approx(0.07));
}

TEST_CASE("leave one source out: each source's rows against the band of the others", "[band]") {
    const auto checks = losoCheck(rowsFrom(kThree), kNone);
    REQUIRE(checks.size() == 4);
    // Without a: b −12 %, c +8 %; b strays 12 points below c's [0, 8] %, c 8 points above b's
    // [−12, 0] %: [−24, +16] %. a's −5 % and +2 % are inside.
    CHECK(checks[0] == std::pair{true, true});
    CHECK(checks[1] == std::pair{true, true});
    // Without b: a and c give [−5, +8] %; a strays 5 points below c's [0, 8] %, c 6 above a's
    // [−5, +2] %: [−10, +14] %. b's −12 % is outside.
    CHECK(checks[2] == std::pair{true, false});
    // Without c: a and b give [−12, +2] %; a strays 2 points above b's [−12, 0] %, b 7 below
    // a's [−5, +2] %: [−19, +4] %. c's +8 % is outside. Coverage: 2 of 4 rows, 50 %.
    CHECK(checks[3] == std::pair{true, false});
}

TEST_CASE("a source alone in its rows cannot be held out", "[band]") {
    const auto checks = losoCheck(rowsFrom(R"([
        {"source": "a", "method": "full", "error": -0.05},
        {"source": "a", "method": "full", "error": 0.04}])"),
                                  kNone);
    CHECK(checks == std::vector<std::pair<bool, bool>>{{false, false}, {false, false}});
}

TEST_CASE("a regime without a row takes the widest band above it and is not validated", "[band]") {
    // LoRA on one GPU: a −5 %, b +3 %; full fine-tunes on one GPU: c −30 %, d +20 %.
    const std::vector<RegimeBand> bands = buildBands(rowsFrom(R"([
        {"source": "a", "method": "lora", "error": -0.05},
        {"source": "b", "method": "lora", "error": 0.03},
        {"source": "c", "method": "full", "error": -0.30},
        {"source": "d", "method": "full", "error": 0.20}])"));
    Regime loraSingle;
    loraSingle.method = Method::Lora;
    const BandChoice own = chooseBand(bands, loraSingle);
    REQUIRE(own.band);
    CHECK(own.validated);
    CHECK(own.band->level == 0);
    // [−5, +3] %: a strays 5 points below b's [0, 3] %, b 3 above a's [−5, 0] %: [−10, +6] %.
    CHECK(own.band->errorLow == Approx(-0.10));
    CHECK(own.band->errorHigh == Approx(0.06));
    // LoRA under FSDP has no row: the pools above it are LoRA alone ([−10, +6] %) and every
    // row. Every row: extremes [−30, +20] %; a and b lie inside the others', c strays 25
    // points below the others' lowest (−5 %), d 17 above the others' highest (+3 %):
    // [−55, +37] %, the widest.
    Regime loraFsdp = loraSingle;
    loraFsdp.sharding = ShardingRegime::Fsdp;
    const BandChoice none = chooseBand(bands, loraFsdp);
    REQUIRE(none.band);
    CHECK_FALSE(none.validated);
    CHECK(none.band->level == 4);
    CHECK(none.band->errorLow == Approx(-0.55));
    CHECK(none.band->errorHigh == Approx(0.37));
    CHECK(none.band->pool == "*/*/*/*");
}

TEST_CASE("the band widens for each respect in which a run lies outside its pool's rows",
          "[band]") {
    // The pool's rows: llama runs of 512 and 2,048 tokens on 1 and 8 GPUs, no offload, no plan.
    BandCoverage c;
    addToCoverage(c, {512, 1, Offload::None, 0, "llama"});
    addToCoverage(c, {2048, 8, Offload::None, 0, "llama"});
    CHECK(outsideCoverage(c, {1024, 4, Offload::None, 0, "llama"}) == 0);
    // 8,192 tokens lies above 2,048; a qwen3_5 model is no llama.
    CHECK(outsideCoverage(c, {8192, 4, Offload::None, 0, "qwen3_5"}) ==
          (bit(BandRespect::SequenceLength) | bit(BandRespect::ModelFamily)));
    // 16 GPUs, optimizer offload, tensor parallel (bit 0): three respects.
    CHECK(outsideCoverage(c, {1024, 16, Offload::Optimizer, 1, "llama"}) ==
          (bit(BandRespect::GpuCount) | bit(BandRespect::Offload) |
           bit(BandRespect::ParallelPlan)));
    CHECK(widening({0.1, 0.2, 0.3, 0.4, 0.5},
                   bit(BandRespect::GpuCount) | bit(BandRespect::ModelFamily)) == Approx(0.7));
}

TEST_CASE("leave one source out with the widening: a source of longer runs of another family",
          "[band]") {
    // a −5 % and b +3 % on 512-token llama runs; c −12 % on an 8,192-token qwen2 run.
    const std::vector<BandRow> rows = rowsFrom(R"([
        {"source": "a", "method": "lora", "error": -0.05},
        {"source": "b", "method": "lora", "error": 0.03},
        {"source": "c", "method": "lora", "error": -0.12, "sequence": 8192, "family": "qwen2"}])");
    // Held out, c gets a and b's band: [−5, +3] %, a strays 5 points below b's [0, 3] %, b 3
    // above a's [−5, 0] %: [−10, +6] %. Without widening c's −12 % lies outside; c's run is
    // longer than a's and b's and of another family: 2 × 0.10 widening, [−30, +26] %, inside.
    const auto bare = losoCheck(rows, kNone);
    const auto widened = losoCheck(rows, kTenth);
    CHECK(bare[2] == std::pair{true, false});
    CHECK(widened[2] == std::pair{true, true});
    // Held out, a gets b and c's band: [−12, +3] %, b strays 3 above c's [−12, 0] %, c 12
    // below b's [0, 3] %: [−24, +6] %; a's run (512 tokens, llama) lies within b's rows: no
    // widening, −5 % inside either way.
    CHECK(bare[0] == std::pair{true, true});
    CHECK(widened[0] == std::pair{true, true});
    // The band a run gets from all three: extremes [−12, +3] %; held out, a lies inside b and
    // c's [−12, +3] %, b strays 3 points above a and c's [−12, 0] %, c 7 below a and b's
    // [−5, +3] %: [−12 − 7, 3 + 3] % = [−19, +6] %. The rows run 512 to 8,192 tokens: an
    // 8,192-token llama run lies inside, a 32,768-token one outside: [−29, +16] %.
    const std::vector<RegimeBand> bands = buildBands(rows);
    Regime lora;
    lora.method = Method::Lora;
    const RunBand inside = bandForRun(bands, lora, {8192, 1, Offload::None, 0, "llama"}, kTenth);
    REQUIRE(inside.pool);
    CHECK(inside.validated);
    CHECK(inside.outside == 0);
    CHECK(inside.low == Approx(-0.19));
    CHECK(inside.high == Approx(0.06));
    const RunBand longer =
        bandForRun(bands, lora, {32768, 1, Offload::None, 0, "llama"}, kTenth);
    CHECK(longer.outside == bit(BandRespect::SequenceLength));
    CHECK(longer.widening == Approx(0.10));
    CHECK(longer.low == Approx(-0.29));
    CHECK(longer.high == Approx(0.16));
}

TEST_CASE("calibrate reports the band's leave-one-source-out coverage of the catalog's rows",
          "[band]") {
    auto report = calibrate(catalog());
    REQUIRE(report.ok());
    // Every one of the 25 rows can be held out (each regime's pools hold another source), and
    // 13 lie inside the band their regime gets without their source: 13 / 25 = 52 %, below the
    // goal of 80 % (README, "Calibration against measured runs").
    CHECK(report->losoAll.heldOut == static_cast<int>(report->rows.size()));
    CHECK(report->losoAll.heldOut == 25);
    CHECK(report->losoAll.covered == 13);
    CHECK(report->losoAll.coverage() == Approx(0.52));
    const nlohmann::json j = toJson(report.value());
    CHECK(j.at("summary").at("loso_coverage").at("overall").at("coverage") == Approx(0.52));
    // Per regime: torchtune's LoRA and QLoRA rows (3 each) lie outside the bands LitGPT's rows
    // and torchtune's other sources give them; all of LitGPT's full fine-tunes lie inside.
    for (const LosoCoverage& c : report->loso) {
        INFO(c.regime);
        if (c.regime == "lora/single/none/torchtune" || c.regime == "qlora/single/none/torchtune")
            CHECK(c.covered == 0);
        if (c.regime == "full/single/none/litgpt")
            CHECK(c.covered == c.heldOut);
    }
}
