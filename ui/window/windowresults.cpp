#include "window/windowresults.h"

#include "sizing.h"

#include <algorithm>

namespace headroom::ui {

namespace {

/// `pin` served with `scenario`'s serving need: its own result when it was pinned with the
/// same need, else evaluated again with it (a tensor-parallel split that does not divide the
/// pin's cards is left to the core to choose).
ServingResult pinServing(const PinnedBuild& pin, const Scenario& scenario, const Catalog& catalog) {
    if (pin.result.serving.asked && pin.scenario.serving == scenario.serving)
        return pin.result.serving;
    Scenario s = pin.scenario;
    s.serving = scenario.serving;
    if (s.serving->tensorParallel > 0 && pin.result.gpuCount % s.serving->tensorParallel)
        s.serving->tensorParallel = 0;
    return evaluate(s, catalog).serving;
}

/// `pin` costed under `scenario`'s costs section: its own result when it was pinned with the
/// same section, else evaluated again with it (its own quote prices stay).
CostsResult pinCosts(const PinnedBuild& pin, const Scenario& scenario, const Catalog& catalog) {
    if (pin.result.costs.asked && pin.scenario.costs == scenario.costs)
        return pin.result.costs;
    Scenario s = pin.scenario;
    s.costs = scenario.costs;
    return evaluate(s, catalog).costs;
}

} // namespace

void evaluatePins(WindowResults& results, const Scenario& scenario,
                  const std::vector<PinnedBuild>& pinned, const Catalog& catalog) {
    std::vector<std::pair<Scenario, RunsOutCurve>> curves;
    for (const PinnedBuild& pin : pinned) {
        const auto cached =
            std::find_if(results.pinCurves.begin(), results.pinCurves.end(),
                         [&](const auto& entry) { return entry.first == pin.scenario; });
        curves.emplace_back(pin.scenario, cached != results.pinCurves.end()
                                              ? cached->second
                                              : runsOutCurve(pin.scenario, catalog));
    }
    results.pinCurves = std::move(curves);
    results.pinServing.clear();
    if (scenario.serving)
        for (const PinnedBuild& pin : pinned)
            results.pinServing.push_back(pinServing(pin, scenario, catalog));
    results.pinCosts.clear();
    if (scenario.costs)
        for (const PinnedBuild& pin : pinned)
            results.pinCosts.push_back(pinCosts(pin, scenario, catalog));
}

WindowResults evaluateWindow(const Scenario& scenario, const std::vector<PinnedBuild>& pinned,
                             const Catalog& catalog, const WindowResults& previous) {
    WindowResults r;
    r.result = evaluate(scenario, catalog);
    r.recommendations = recommend(scenario, catalog, 3);
    r.runsOut = runsOutCurve(scenario, catalog);
    r.whatFits = whatFits(scenario, catalog);
    r.pinCurves = previous.pinCurves;
    evaluatePins(r, scenario, pinned, catalog);
    return r;
}

PinnedBuild evaluatePin(const QString& label, const Scenario& scenario, const Catalog& catalog) {
    return {label, scenario, evaluate(scenario, catalog)};
}

} // namespace headroom::ui
