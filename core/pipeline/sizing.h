#pragma once
#include "catalog.h"
#include "scenario.h"
#include "sizingresult.h"

#include <nlohmann/json_fwd.hpp>

namespace headroom {

/// Sizes one scenario against the catalog: memory, transfer vs compute, power, storage, time;
/// with `runs_side_by_side` > 1 each run on its group of cards, the shared parts for all runs.
/// Pure and allocation-light; the scenario must have been validated by parseScenario().
SizingResult evaluate(const Scenario& scenario, const Catalog& catalog);

/// Sizes one run on the scenario's cards, ignoring `runsSideBySide`: the building block of
/// evaluate(), which splits the server's cards into equal groups and counts what they share.
SizingResult evaluateRun(const Scenario& scenario, const Catalog& catalog);

/// The result as the JSON document of `headroom evaluate --json`.
nlohmann::json toJson(const SizingResult& result);

/// The result as a compact human-readable summary (the CLI's `evaluate` output).
std::string toText(const SizingResult& result);

} // namespace headroom
