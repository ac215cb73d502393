#include "calibrate.h"

#include "build/resolvebuild.h"
#include "sizing.h"

#include <utility>
#include <vector>

namespace headroom {

namespace {

/// Every calibration row of the catalog parsed and evaluated once.
Expected<std::vector<CalibratedRow>> evaluateRows(const Catalog& cat) {
    std::vector<CalibratedRow> out;
    for (const CalibrationSource& src : cat.calibration) {
        for (const CalibrationRow& row : src.rows) {
            auto s = parseScenario(row.scenario, src.file, cat);
            if (!s) {
                Error e = s.error();
                // Name the key inside the row: /rows/N/scenario/<key>.
                if (e.file == src.file)
                    e.key = row.path + "/scenario" + (e.key == "/" ? std::string() : e.key);
                return e;
            }
            const SizingResult r = evaluate(s.value(), cat);
            out.push_back(calibratedRow(src, row, s.value(), r, resolveBuild(s.value(), cat)));
        }
    }
    return out;
}

} // namespace

Expected<CalibrationReport> calibrate(const Catalog& cat) {
    auto rows = evaluateRows(cat);
    if (!rows)
        return rows.error();
    return calibrationReport(rows.value(), cat.assumptions);
}

std::optional<Error> computeBands(Catalog& cat) {
    cat.bands.clear();
    auto evaluated = evaluateRows(cat);
    if (!evaluated)
        return evaluated.error();
    storeBands(cat, evaluated.value());
    return std::nullopt;
}

} // namespace headroom
