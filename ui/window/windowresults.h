#pragma once
// Everything the window shows for one scenario, evaluated in one place: the result, the
// recommended builds, where it runs out (this build and each pinned one), what fits, and each
// pinned build served with the scenario's serving need. The views receive these figures and
// never call the core's evaluate() themselves.
#include "catalog.h"
#include "compare/comparisonmodel.h"
#include "recommend.h"
#include "runsout.h"
#include "scenario.h"
#include "sizingresult.h"
#include "whatfits.h"

#include <utility>
#include <vector>

namespace headroom::ui {

struct WindowResults {
    SizingResult result;                         ///< evaluate() of the scenario
    std::vector<Recommendation> recommendations; ///< recommend(): the best three builds
    RunsOutCurve runsOut;                        ///< runsOutCurve() of the scenario
    WhatFitsTable whatFits;                      ///< whatFits() of the scenario's workload
    /// runsOutCurve() of each pinned build, in the pins' order, with the scenario it is of.
    std::vector<std::pair<Scenario, RunsOutCurve>> pinCurves;
    /// Each pinned build served with the scenario's serving need, in the pins' order; empty
    /// when the scenario asks for no serving.
    std::vector<ServingResult> pinServing;
    /// Each pinned build's own-or-rent comparison under the scenario's `costs` section (the
    /// pin's own prices), in the pins' order; empty when the scenario has no costs section.
    std::vector<CostsResult> pinCosts;
};

/// The figures for `scenario` and the builds `pinned` beside it. A pinned build's curve that
/// `previous` already holds is taken from there (the pins rarely change with an edit).
WindowResults evaluateWindow(const Scenario& scenario, const std::vector<PinnedBuild>& pinned,
                             const Catalog& catalog, const WindowResults& previous = {});

/// The pinned builds' parts of `results` again, for pins that changed beside an unchanged
/// `scenario`.
void evaluatePins(WindowResults& results, const Scenario& scenario,
                  const std::vector<PinnedBuild>& pinned, const Catalog& catalog);

/// A build pinned from a scenario file: its label and scenario with its result.
PinnedBuild evaluatePin(const QString& label, const Scenario& scenario, const Catalog& catalog);

} // namespace headroom::ui
