#include "verdictanswer.h"

#include "catalog.h"

#include <cmath>

namespace headroom {

const char* toString(VerdictState v) {
    return kVerdictStateNames.name(v);
}

namespace {

/// The draw is (1 + overhead) · (cards · cap + CPUs) (README "power": cards × TDP or cap plus
/// the CPU sockets, plus the catalog's overhead for memory, drives, fans and conversion
/// losses), so the highest cap within `limitW` is (limitW / (1 + overhead) − CPUs) / cards,
/// floored to whole watts (nvidia-smi --power-limit takes watts).
FeedAnswer feedAnswer(int phases, int amps, const SizingResult& r, const GpuSpec* gpu,
                      const Assumptions& a) {
    FeedAnswer f;
    f.amps = amps;
    f.phases = phases;
    for (const Feed& feed : r.feeds)
        if (feed.phases == phases && feed.amps == amps) {
            f.limitW = feed.limitW;
            f.fits = feed.fits;
        }
    if (f.fits || !gpu || r.gpuCount <= 0)
        return f;
    const double cards = r.gpuCount;
    double cap = std::floor((f.limitW / (1 + a.powerOverhead) - r.power.cpus) / cards + 1e-9);
    // The draw as evaluate() sums it; a rounding step the other way costs one watt.
    auto draw = [&](double w) {
        const double gpus = cards * w;
        return gpus + r.power.cpus + a.powerOverhead * (gpus + r.power.cpus);
    };
    while (cap > 0 && draw(cap) > f.limitW)
        cap -= 1;
    if (cap >= gpu->minPowerCapW && cap <= gpu->tdpW)
        f.capW = cap;
    return f;
}

} // namespace

VerdictAnswer answerVerdict(const Scenario& s, const SizingResult& r, const Catalog& catalog) {
    VerdictAnswer v;
    const GpuSpec* gpu = catalog.findGpu(r.gpuId);
    v.freeGb = r.perGpu.headroom;
    v.shortByGb = r.fits ? 0 : -r.perGpu.headroom;
    v.plannedAmps = s.feedAmps;
    v.plannedPhases = s.feedPhases;
    v.feed16 = feedAnswer(1, 16, r, gpu, catalog.assumptions);
    v.feed32 = feedAnswer(1, 32, r, gpu, catalog.assumptions);
    v.planned = s.feedPhases == 3 ? feedAnswer(3, s.feedAmps, r, gpu, catalog.assumptions)
                : s.feedAmps == 32 ? v.feed32
                                   : v.feed16;
    v.feedExceeded = !v.planned.fits;
    // The run's own verdict word: tight also under the catalog's safety margin (tight_fit).
    bool tight = r.verdict == Verdict::Tight;
    for (const Warning& w : r.warnings)
        tight = tight || w.code == "tight_fit";
    v.servingShort = r.serving.asked && !r.serving.fits;
    if (!r.fits)
        v.state = VerdictState::DoesNotFit;
    else if (v.feedExceeded)
        v.state = VerdictState::PowerExceeded;
    else if (v.servingShort)
        v.state = VerdictState::ServingShort; // never green while the users' need is unmet
    else
        v.state = tight ? VerdictState::Tight : VerdictState::Fits;
    return v;
}

} // namespace headroom
