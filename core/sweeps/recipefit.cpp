#include "recipefit.h"

#include "build/scenariocheck.h"
#include "catalog.h"
#include "verdictanswer.h"
#include "sizing.h"

#include <algorithm>
#include <optional>

namespace headroom {

namespace {

/// GPU memory holds the run, and with offload the host memory holds what is offloaded
/// (recommend.h ranks the same way); `figures` takes what the evaluation said of `s`. `sure`:
/// it holds with the band's upper end and the safety margin too (the memory is not "tight").
bool holds(const Scenario& s, const Catalog& catalog, RecipeFit& figures, bool* sure = nullptr) {
    const SizingResult r = evaluate(s, catalog);
    figures.headroomGb = r.perGpu.headroom;
    figures.answer = r.answer;
    const bool held =
        r.fits && (s.offload == Offload::None || r.host.offloadRequired <= r.host.installed);
    if (sure)
        *sure = held && !memoryTight(r);
    return held;
}

/// `fit` becomes `larger` (with its figures) when that holds as surely as `fit` does.
void keepIfHolds(RecipeFit& fit, Scenario larger, bool sure, const Catalog& catalog,
                 const RecipeCanWrite& canWrite) {
    RecipeFit next = fit;
    next.scenario = std::move(larger);
    bool nextSure = false;
    if (canWrite(next.scenario) && holds(next.scenario, catalog, next, &nextSure) &&
        (nextSure || !sure))
        fit = std::move(next);
}

/// The divisors of `micro` below it, descending: the micro-batches that keep the global batch.
std::vector<int> divisorsBelow(int micro) {
    std::vector<int> divisors;
    for (int d = micro - 1; d >= 1; --d)
        if (micro % d == 0)
            divisors.push_back(d);
    return divisors;
}

/// 8-bit AdamW in place of AdamW (the paged variant stays paged).
Scenario with8bitAdam(Scenario s) {
    if (s.optimizer == Optimizer::AdamW)
        s.optimizer = Optimizer::AdamW8bit;
    else if (s.optimizer == Optimizer::PagedAdamW)
        s.optimizer = Optimizer::PagedAdamW8bit;
    return s;
}

/// The change line of a smaller micro-batch with the accumulation that keeps the global batch.
std::string microBatchChange(int micro, int accumulation, const Scenario& now) {
    return "micro_batch " + std::to_string(micro) + " → " + std::to_string(now.microBatch) +
           ", gradient_accumulation " + std::to_string(accumulation) + " → " +
           std::to_string(now.gradientAccumulation) + " (the same global batch)";
}

} // namespace

RecipeFit fitToBuild(const Scenario& scenario, const Catalog& catalog,
                     const RecipeCanWrite& canWrite) {
    RecipeFit fit;
    fit.scenario = scenario;
    // The levers go on past a "tight" fit (inside the point estimate, not the band's upper
    // end) towards one the band holds; where none gets there, the first tight one is kept, the
    // fewest changes (its answer says tight).
    bool sure = false;
    fit.fits = holds(scenario, catalog, fit, &sure);
    std::optional<RecipeFit> firstTight;
    if (fit.fits && !sure)
        firstTight = fit;
    auto attempt = [&](Scenario next, const std::string& change) {
        // A lever the scenario does not allow (sharding full for an int8 base) is skipped.
        if (sure || next == fit.scenario || !canWrite(next) || checkScenario(next, catalog))
            return;
        fit.scenario = std::move(next);
        if (!change.empty())
            fit.changes.push_back(change);
        fit.fits = holds(fit.scenario, catalog, fit, &sure);
        if (fit.fits && !sure && !firstTight)
            firstTight = fit;
    };
    {
        Scenario s = fit.scenario;
        s.gradientCheckpointing = true;
        attempt(s, "gradient_checkpointing on");
    }
    // Smaller micro-batches, the accumulation grown by the same factor: the global batch (and
    // so the training) stays as it was. Only divisors of the micro-batch keep it exact.
    const int micro = scenario.microBatch, accumulation = scenario.gradientAccumulation;
    auto withMicro = [&](const Scenario& base, int m) {
        Scenario s = base;
        s.microBatch = m;
        s.gradientAccumulation = accumulation * (micro / m);
        return s;
    };
    std::vector<int> divisors = divisorsBelow(micro);
    for (int d : divisors)
        attempt(withMicro(fit.scenario, d), {});
    const std::size_t microAt = fit.changes.size(); // its line goes here, once settled
    if (clusterGpus(fit.scenario, catalog) > 1) {
        Scenario s = fit.scenario;
        s.sharding = Sharding::Full;
        attempt(s, std::string("sharding ") + toString(fit.scenario.sharding) + " → full");
    }
    {
        const Scenario s = with8bitAdam(fit.scenario);
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
    if (!sure && firstTight)
        fit = *firstTight;
    // With the later levers in place a larger micro-batch may fit again: the largest that does
    // as surely as the fit found (the band's upper end where it holds, else the point estimate).
    if (fit.fits) {
        divisors.insert(divisors.begin(), micro);
        for (auto d = divisors.rbegin(); d != divisors.rend(); ++d)
            if (*d > fit.scenario.microBatch)
                keepIfHolds(fit, withMicro(fit.scenario, *d), sure, catalog, canWrite);
    }
    if (fit.scenario.microBatch != micro)
        fit.changes.insert(fit.changes.begin() +
                               static_cast<std::ptrdiff_t>(std::min(microAt, fit.changes.size())),
                           microBatchChange(micro, accumulation, fit.scenario));
    return fit;
}

} // namespace headroom
