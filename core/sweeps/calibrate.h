#pragma once
// The calibration sweep: every calibration row of the catalog evaluated against its measurement
// (`headroom calibrate`), and the per-regime bands evaluate() reads, computed from the same
// evaluations when the catalog is loaded (sweeps/catalogbands.cpp). The table and its statistics:
// core/pipeline/calibration.h.
#include "calibration.h"
#include "catalog.h"

#include <optional>

namespace headroom {

/// Evaluates every calibration row of the catalog. A row whose scenario does not parse is an
/// error naming its file and key.
Expected<CalibrationReport> calibrate(const Catalog& catalog);

/// The per-regime (and pooled) error bands of `catalog.calibration`, stored in
/// `catalog.bands`; called by loadCatalog().
std::optional<Error> computeBands(Catalog& catalog);

} // namespace headroom
