#pragma once
// The scenario's `costs` section (../shared/SPEC.md §8, added 2026-12-04): what the customer
// expects of a bought build, to weigh owning it against renting the same GPU hours.
#include "error.h"

#include <nlohmann/json_fwd.hpp>
#include <optional>
#include <string>

namespace headroom {

struct Catalog;

/// How busy the build is: runs of the scenario's kind per month, GPU hours per month, or the
/// share of the month's hours the GPUs work (exactly one of them is given).
enum class CostsUsage { None, RunsPerMonth, GpuHoursPerMonth, Utilisation };

struct CostsRequest {
    int years = 0;                       ///< 0: the catalog's cost_years
    std::optional<double> energyPerKwh;  ///< unset: the catalog's energy_price
    std::optional<double> pue;           ///< unset: the catalog's pue
    double servicePerYear = 0;           ///< support, spares, colocation: per year
    CostsUsage usage = CostsUsage::None;
    double usageValue = 0;               ///< runs, GPU hours, or a share 0..1
    std::string cloud;                   ///< catalog provider id; empty: the cheapest listing
    bool operator==(const CostsRequest&) const = default;
};

/// Parses the `costs` object of scenario `file` (errors name "/costs/<key>").
Expected<CostsRequest> parseCostsRequest(const nlohmann::json& section, const std::string& file);

/// The check against the catalog: `cloud` names a provider of cloud.json.
std::optional<Error> checkCostsRequest(const CostsRequest& request, const Catalog& catalog,
                                       const std::string& file);

/// The section as written to a scenario file (only the keys given).
nlohmann::json toJson(const CostsRequest& request);

} // namespace headroom
