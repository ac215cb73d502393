#pragma once
// `headroom calibrate`: every calibration row of the catalog evaluated against its measurement,
// with the error per row and per regime; and the per-regime bands evaluate() reads.
#include "catalog.h"

#include <nlohmann/json_fwd.hpp>
#include <string>
#include <vector>

namespace headroom {

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

struct CalibrationReport {
    std::vector<CalibrationResult> rows;
    std::vector<RegimeSummary> regimes; ///< sorted by regime
    int withinTenPercent = 0;           ///< rows with |error| <= 10 %
    int underBeyondTenPercent = 0;      ///< rows under-predicted by more than 10 %
    double medianAbsError = 0;
    double worstError = 0;
    bool operator==(const CalibrationReport&) const = default;
};

/// Evaluates every calibration row of the catalog. A row whose scenario does not parse is an
/// error naming its file and key.
Expected<CalibrationReport> calibrate(const Catalog& catalog);

/// The per-regime (and pooled) error bands of `catalog.calibration`, stored in
/// `catalog.bands`; called by loadCatalog().
std::optional<Error> computeBands(Catalog& catalog);

/// `{"rows": [{name, source, regime, measured_gb, predicted_gb, metric, error}], "summary": …}`.
nlohmann::json toJson(const CalibrationReport& report);

/// The table the command line prints.
std::string toText(const CalibrationReport& report);

/// The README's calibration table (Markdown).
std::string toMarkdown(const CalibrationReport& report);

} // namespace headroom
