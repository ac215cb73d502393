#include "recipefit.h"

#include "catalog.h"
#include "sizing.h"

namespace headroom {

namespace {

/// GPU memory holds the run, and with offload the host memory holds what is offloaded
/// (recommend.h ranks the same way).
bool holds(const Scenario& s, const Catalog& catalog) {
    const SizingResult r = evaluate(s, catalog);
    if (!r.fits)
        return false;
    return s.offload == Offload::None || r.host.offloadRequired <= r.host.installed;
}

} // namespace

RecipeFit fitToBuild(const Scenario& scenario, const Catalog& catalog,
                     const RecipeCanWrite& canWrite) {
    RecipeFit fit{scenario, holds(scenario, catalog), {}};
    auto attempt = [&](Scenario next, const std::string& change) {
        if (fit.fits || next == fit.scenario || !canWrite(next))
            return;
        fit.scenario = std::move(next);
        fit.changes.push_back(change);
        fit.fits = holds(fit.scenario, catalog);
    };
    {
        Scenario s = fit.scenario;
        s.gradientCheckpointing = true;
        attempt(s, "gradient_checkpointing on");
    }
    while (!fit.fits && fit.scenario.microBatch > 1) {
        Scenario s = fit.scenario;
        s.microBatch = (s.microBatch + 1) / 2;
        s.gradientAccumulation *= 2;
        const std::size_t before = fit.changes.size();
        attempt(s, "micro_batch " + std::to_string(fit.scenario.microBatch) + " → " +
                       std::to_string(s.microBatch) + ", gradient_accumulation " +
                       std::to_string(fit.scenario.gradientAccumulation) + " → " +
                       std::to_string(s.gradientAccumulation) + " (the same global batch)");
        if (fit.changes.size() == before)
            break;
    }
    if (clusterGpus(fit.scenario, catalog) > 1) {
        Scenario s = fit.scenario;
        s.sharding = Sharding::Full;
        attempt(s, std::string("sharding ") + toString(fit.scenario.sharding) + " → full");
    }
    {
        Scenario s = fit.scenario;
        if (s.optimizer == Optimizer::AdamW)
            s.optimizer = Optimizer::AdamW8bit;
        else if (s.optimizer == Optimizer::PagedAdamW)
            s.optimizer = Optimizer::PagedAdamW8bit;
        attempt(s, std::string("optimizer ") + toString(fit.scenario.optimizer) + " → " +
                       toString(s.optimizer));
    }
    if (fit.scenario.sharding != Sharding::None && fit.scenario.offload == Offload::None) {
        Scenario s = fit.scenario;
        s.offload = Offload::Optimizer;
        attempt(s, "offload none → optimizer (ZeRO-Offload)");
    }
    if (fit.scenario.sharding == Sharding::Full && fit.scenario.offload != Offload::Parameters) {
        Scenario s = fit.scenario;
        s.offload = Offload::Parameters;
        attempt(s, std::string("offload ") + toString(fit.scenario.offload) + " → parameters");
    }
    return fit;
}

} // namespace headroom
