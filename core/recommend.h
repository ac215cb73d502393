#pragma once
// Ranks catalog builds for a workload (issue 7): every server, the GPU counts it allows and the
// optimizer variants, by fit with a safety margin, then time to train, then price.
#include "catalog.h"
#include "scenario.h"
#include "sizingresult.h"

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>
#include <vector>

namespace headroom {

struct Recommendation {
    Scenario scenario;   ///< the workload on this build
    SizingResult result;
    std::string server;
    int gpuCount = 0;
    bool fits = false;
    double headroomGb = 0;
    double stepS = 0;
    double hours = 0;
    std::optional<double> price; ///< build price when the catalog knows it
    std::string reason;          ///< one line: why this build
};

/// Catalog builds ranked for the workload, best first (at most `limit`, 0 = all).
std::vector<Recommendation> recommend(const Scenario& workload, const Catalog& catalog,
                                      std::size_t limit = 0);

/// `{"recommendations": [...]}` per SPEC §6.
nlohmann::json toJson(const std::vector<Recommendation>& list);

} // namespace headroom
