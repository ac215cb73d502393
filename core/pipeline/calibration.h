#pragma once
// The calibration table: each row's prediction against its measurement, the error per row and
// per regime, and the per-regime bands evaluate() reads. Nothing here evaluates: the sweep that
// evaluates every row is core/sweeps/calibrate.h (`headroom calibrate`, the catalog's bands).
#include "catalog.h"

#include <array>
#include <nlohmann/json_fwd.hpp>
#include <string>
#include <utility>
#include <vector>

namespace headroom {

struct ResolvedBuild;
struct SizingResult;

/// One calibration row: what Headroom predicts for the run and what was measured (GB).
struct CalibrationResult {
    std::string name;
    std::string source; ///< the source's id
    std::string regime;
    MemoryMetric metric = MemoryMetric::AllocatedPeak;
    double measuredGb = 0;
    double predictedGb = 0;
    double error = 0; ///< predicted / measured − 1 (negative: under-predicted)
    bool operator==(const CalibrationResult&) const = default;
};

/// The rows of one regime.
struct RegimeSummary {
    std::string regime;
    int rows = 0;
    double medianError = 0;
    double worstError = 0; ///< the error of largest magnitude, with its sign
    bool operator==(const RegimeSummary&) const = default;
};

/// Leave-one-source-out check of the band: rows whose source, left out of the calibration,
/// still leaves a band for them (`heldOut`), and how many of them lie inside it (`covered`).
struct LosoCoverage {
    std::string regime; ///< a regime, or "all"
    int heldOut = 0;
    int covered = 0;
    double coverage() const { return heldOut > 0 ? double(covered) / heldOut : -1; }
    bool operator==(const LosoCoverage&) const = default;
};

struct CalibrationReport {
    std::vector<CalibrationResult> rows;
    std::vector<RegimeSummary> regimes; ///< sorted by regime
    std::vector<LosoCoverage> loso;     ///< per regime, sorted by regime
    LosoCoverage losoAll{"all", 0, 0};
    int withinTenPercent = 0;      ///< rows with |error| <= 10 %
    int underBeyondTenPercent = 0; ///< rows under-predicted by more than 10 %
    double medianAbsError = 0;
    double worstError = 0;
    bool operator==(const CalibrationReport&) const = default;
};


/// One calibration row's relative error and its source.
struct SourcedError {
    std::string source;
    double error = 0;
    bool operator==(const SourcedError&) const = default;
};

/// One calibration row as the bands see it.
struct BandRow {
    Regime regime;
    SourcedError row;
    RunFacts run;
};

/// The scenario's run in the respects the band's coverage checks.
RunFacts runFacts(const Scenario& s, const SizingResult& r, const ResolvedBuild& build);

/// What each BandRespect adds to each end of a band's relative error range (the catalog's
/// band_widen_* assumptions).
using BandWidening = std::array<double, kBandRespects>;
BandWidening bandWidening(const Assumptions& a);

/// The sum of `w` over the respects in `outside` (a split mixture of experts beside a parallel
/// plan adds only what its widening exceeds the plan's by); the sequence length's and the model
/// family's scaled by `variableShare` (RunFacts): a longer sequence grows only the activations
/// and logits (Korthikanti et al. 2022, s·b·h·34 bytes per layer), and a family's own layers
/// change them and the buffers, while the model states are counted per parameter from its
/// config.json.
double widening(const BandWidening& w, BandRespects outside, double variableShare = 1);

/// The band rule over a pool's rows: from the most negative to the most positive error (0
/// always inside), each end moved out by the farthest one source's rows lie beyond the rows of
/// the other sources (leave-one-source-out: what a source the band had not seen did). One
/// source alone: its extremes.
std::pair<double, double> bandRule(const std::vector<SourcedError>& rows);

/// Every pool of `rows` (one per set of open regime fields: 16 per row) with its band by
/// bandRule(), ordered by level (RegimeBand::level; within a level as the rows first met them),
/// as chooseBand() and bandForRun() expect: they read the pools one level at a time.
std::vector<RegimeBand> buildBands(const std::vector<BandRow>& rows);

/// The band a run gets: chooseBand()'s pool (calibrationdata.h), its error range widened by
/// `widen` for each respect in which the run lies outside what the calibration covers: the rows
/// of the run's training method (any sharding, offload and stack).
struct RunBand {
    const RegimeBand* pool = nullptr; ///< nullptr: no calibration rows at all
    bool validated = false;
    BandRespects outside = 0;
    double widening = 0; ///< added to each end
    double low = 0;      ///< the pool's errorLow − widening
    double high = 0;     ///< the pool's errorHigh + widening
};
RunBand bandForRun(const std::vector<RegimeBand>& bands, const Regime& regime, const RunFacts& run,
                   const BandWidening& widen);

/// For every row: is it inside the band its run would get (bandForRun) from the calibration
/// without its own source? Per row: {held out (a band existed without the source), inside}.
std::vector<std::pair<bool, bool>> losoCheck(const std::vector<BandRow>& rows,
                                             const BandWidening& widen);

/// One calibration row evaluated: its prediction against its measurement, its regime and its
/// run as the bands see it.
struct CalibratedRow {
    CalibrationResult result;
    Regime regime;
    RunFacts run;
};

/// The row `row` of `source` from the evaluation `result` of its scenario `scenario`.
CalibratedRow calibratedRow(const CalibrationSource& source, const CalibrationRow& row,
                            const Scenario& scenario, const SizingResult& result,
                            const ResolvedBuild& build);

/// The report over the evaluated rows: the error per row and per regime, and each row against
/// the band its regime gets without its source (leave-one-source-out).
CalibrationReport calibrationReport(const std::vector<CalibratedRow>& rows,
                                    const Assumptions& assumptions);

/// The per-regime (and pooled) error bands of the evaluated rows, each pool with its
/// leave-one-source-out coverage, stored in `catalog.bands`, and the band's assumption entry.
void storeBands(Catalog& catalog, const std::vector<CalibratedRow>& rows);

/// `{"rows": [{name, source, regime, measured_gb, predicted_gb, metric, error}], "summary": …}`.
nlohmann::json toJson(const CalibrationReport& report);

/// The table the command line prints.
std::string toText(const CalibrationReport& report);

/// The README's calibration table (Markdown).
std::string toMarkdown(const CalibrationReport& report);

} // namespace headroom
