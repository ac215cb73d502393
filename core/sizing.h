#pragma once
#include "catalog.h"
#include "scenario.h"
#include "sizingresult.h"

#include <nlohmann/json_fwd.hpp>

namespace headroom {

/// Sizes one scenario against the catalog: memory, transfer vs compute, power, storage, time.
/// Pure and allocation-light; the scenario must have been validated by parseScenario().
SizingResult evaluate(const Scenario& scenario, const Catalog& catalog);

/// The result as the JSON document of `headroom evaluate --json`.
nlohmann::json toJson(const SizingResult& result);

/// The result as a compact human-readable summary (the CLI's `evaluate` output).
std::string toText(const SizingResult& result);

} // namespace headroom
