#include "verdictanswer.h"

#include "build/scenariocheck.h"
#include "catalog.h"
#include "facility/feeds.h"

#include <cmath>

namespace headroom {

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

MessageArg gb(double v) {
    return {ArgKind::Gb, v, {}};
}
MessageArg count(double v) {
    return {ArgKind::Count, v, {}};
}

/// The headline: the most severe blocker's message, else go or tight with the free memory.
void setHeadline(VerdictAnswer& v, const SizingResult& r, bool margin, double marginFraction) {
    const PerGpuMemory& m = r.perGpu;
    const std::string first = v.blockers.empty() ? std::string() : v.blockers.front();
    const bool unmeasured = r.bandBasis.rows > 0 && !r.bandBasis.validated;
    std::vector<MessageArg>& args = v.headlineArgs;
    if (first == "plan_refused") {
        v.headlineCode = "answer_plan_refused";
    } else if (first == "does_not_fit") {
        v.headlineCode = "answer_does_not_fit";
        args = {gb(v.shortByGb)};
    } else if (first == "rl_engine_no_room") {
        const ServingResult& e = r.rl.rollout;
        v.headlineCode = "answer_rl_engine_no_room";
        args = {gb(r.rl.engineNeedGbPerGpu), gb(e.weightsGbPerGpu),
                {ArgKind::Percent, e.capacityGb > 0 ? e.engineGbPerGpu / e.capacityGb : 0, {}},
                gb(e.engineGbPerGpu)};
    } else if (first == "feed_exceeded") {
        v.headlineCode = v.plannedPhases == 3 ? "answer_feed3_exceeded" : "answer_feed_exceeded";
        args = {{ArgKind::Kw, r.power.total, {}}, count(v.plannedAmps),
                {ArgKind::Kw, v.planned.limitW, {}}, gb(m.headroom)};
    } else if (first == "serving_short") {
        v.headlineCode = "answer_serving_short";
        args = {count(double(r.serving.usersAtContext)), count(r.serving.users),
                count(r.serving.contextTokens), gb(m.headroom)};
    } else if (v.answer == AnswerState::Tight && !margin) {
        // No calibration row of the run's regime: the headline says so (issue 37).
        v.headlineCode = unmeasured ? "answer_tight_unmeasured" : "answer_tight_band";
        args = {gb(m.headroom), gb(m.band.high - m.total)};
    } else if (v.answer == AnswerState::Tight) {
        v.headlineCode = "answer_tight_margin";
        args = {gb(m.headroom), {ArgKind::Percent, marginFraction, {}}};
    } else {
        v.headlineCode = unmeasured ? "answer_go_unmeasured" : "answer_go";
        args = {gb(m.headroom)};
    }
}

VerdictState firstState(const VerdictAnswer& v) {
    if (v.blockers.empty())
        return v.answer == AnswerState::Go ? VerdictState::Fits : VerdictState::Tight;
    const std::string& b = v.blockers.front();
    return b == "plan_refused"        ? VerdictState::PlanRefused
           : b == "does_not_fit"      ? VerdictState::DoesNotFit
           : b == "rl_engine_no_room" ? VerdictState::EngineNoRoom
           : b == "feed_exceeded"     ? VerdictState::PowerExceeded
                                      : VerdictState::ServingShort;
}

} // namespace

VerdictAnswer answerVerdict(const Scenario& s, const SizingResult& r, const Catalog& catalog) {
    VerdictAnswer v;
    const GpuSpec* gpu = catalog.findGpu(r.gpuId);
    const Assumptions& a = catalog.assumptions;
    v.freeGb = r.perGpu.headroom;
    v.shortByGb = r.fits ? 0 : -r.perGpu.headroom;
    v.plannedAmps = s.feedAmps;
    v.plannedPhases = s.feedPhases;
    v.feed16 = feedAnswer(1, 16, r, gpu, a);
    v.feed32 = feedAnswer(1, 32, r, gpu, a);
    v.planned = s.feedPhases == 3 ? feedAnswer(3, s.feedAmps, r, gpu, a)
                : s.feedAmps == 32 ? v.feed32
                                   : v.feed16;
    v.feedExceeded = !v.planned.fits;
    if (v.feedExceeded) {
        // The server feeds after the planned one, smallest first (core/facility/feeds.h).
        for (std::size_t i = 0; i < kServerFeeds && !v.otherFeed; ++i) {
            const FeedType& t = kFeedTypes[i];
            const double limit = feedLimitW(t, a.feedDerating);
            if (limit <= v.planned.limitW || r.power.total > limit)
                continue;
            FeedAnswer f;
            f.amps = int(t.amps);
            f.phases = t.phases;
            f.limitW = limit;
            f.fits = true;
            v.otherFeed = f;
        }
    }
    v.servingShort = r.serving.asked && !r.serving.fits;
    v.engineNoRoom = r.rl.asked && !r.rl.engineFits;
    v.planRefused = checkParallelPlan(s, catalog).has_value();
    // Most severe first: a plan that cannot run, memory that does not fit, an RL engine that
    // cannot start, a feed that does not carry the draw, a serving need that is not met.
    if (v.planRefused)
        v.blockers.emplace_back("plan_refused");
    if (!r.fits)
        v.blockers.emplace_back("does_not_fit");
    if (v.engineNoRoom)
        v.blockers.emplace_back("rl_engine_no_room");
    if (v.feedExceeded)
        v.blockers.emplace_back("feed_exceeded");
    if (v.servingShort)
        v.blockers.emplace_back("serving_short");
    // Tight: within the band (the verdict), or under the catalog's safety margin (tight_fit).
    const bool tight = memoryTight(r);
    const bool margin = tight && r.verdict != Verdict::Tight;
    v.answer = !v.blockers.empty() ? AnswerState::NoGo
               : tight             ? AnswerState::Tight
                                   : AnswerState::Go;
    v.state = firstState(v);
    setHeadline(v, r, margin, a.recommendMarginFraction);
    return v;
}

bool memoryTight(const SizingResult& r) {
    bool margin = false;
    for (const Warning& w : r.warnings)
        margin = margin || w.code == "tight_fit";
    return r.verdict == Verdict::Tight || margin;
}

std::string answerHeadline(const VerdictAnswer& v) {
    const char* text = messageTemplate(v.headlineCode);
    return text ? fillTemplate(text, v.headlineArgs) : std::string();
}

} // namespace headroom
