#pragma once
// A manual plan's data-parallel degree when the scenario leaves it out: the GPUs that
// tp · pp · cp leave (README, "Parallel plans across servers": dp defaults to that). The
// scenario loader and the window's Parallelism controls fill it in the same place.
#include "catalog.h"
#include "scenario.h"

namespace headroom {

/// Sets `scenario.plan.dp` to the cluster's GPUs / (tp · pp · cp) when the plan is manual and
/// that divides evenly; otherwise leaves dp as it is (0 where it was unset, which
/// checkScenario() reports with the counts).
void deriveDataParallel(Scenario& scenario, const Catalog& catalog);

} // namespace headroom
