#include "recommend.h"

#include "build/scenariocheck.h"
#include "runsplit.h"
#include "serving/serving.h"
#include "sizing.h"
#include "textformat.h"
#include "verdictanswer.h"

#include <algorithm>
#include <cstdio>
#include <nlohmann/json.hpp>
#include <optional>
#include <utility>

namespace headroom {

namespace {

const char* variantText(VariantKind kind) {
    switch (kind) {
    case VariantKind::Offload:
        return "only with optimizer offload (same maths, but the CPUs update the weights: "
               "slower steps)";
    case VariantKind::OffloadTo32bit:
        return "only with 32-bit AdamW offloaded to the CPUs (changes the optimizer, and the "
               "CPUs update the weights: slower steps)";
    case VariantKind::EightBit:
        return "only with 8-bit Adam (changes the optimizer's numerics)";
    case VariantKind::EightBitOnGpus:
        return "only with 8-bit Adam on the GPUs instead of the offload (changes the optimizer's "
               "numerics)";
    case VariantKind::GpuAdamW:
    case VariantKind::None:
        break;
    }
    return "only with 32-bit AdamW on the GPUs";
}

/// One build to evaluate: a server of the catalog with `count` of its cards.
struct Build {
    const ServerSpec* server = nullptr;
    const GpuSpec* gpu = nullptr;
    int count = 0;
};

/// Every server as sold, with all its cards (see the header for why not fewer).
std::vector<Build> buildsOf(const Catalog& cat) {
    std::vector<Build> builds;
    builds.reserve(cat.servers.size());
    for (const ServerSpec& s : cat.servers)
        if (const GpuSpec* gpu = cat.findGpu(s.gpu); gpu && s.gpuCount > 0)
            builds.push_back({&s, gpu, s.gpuCount});
    return builds;
}

/// Fit with offload also needs the host memory for the optimizer states.
bool hostHolds(const SizingResult& r, const Scenario& s, const Assumptions& a) {
    return s.offload == Offload::None || r.host.installed >= r.host.offloadRequired + a.hostOsGb;
}

/// The tier from the build's answer (the header's objective 1); offload also needs its host
/// memory.
void classify(Recommendation& rec, const Assumptions& a) {
    const SizingResult& r = rec.result;
    rec.fits = r.fits && hostHolds(r, rec.scenario, a);
    rec.verdict = rec.fits ? r.verdict : Verdict::DoesNotFit;
    // "Tight" (the free memory lies within the calibration band) ranks below a clear fit; a
    // build that cannot run whatever the facility (its RL engine without room, its plan
    // refused) below both. The feed and the serving need rank inside the tier
    // (ranksBefore).
    bool cannotRun = false;
    for (const std::string& b : r.answer.blockers)
        cannotRun = cannotRun || b == "rl_engine_no_room" || b == "plan_refused";
    rec.withinMargin = rec.fits && !cannotRun && rec.verdict == Verdict::Fits &&
                       rec.headroomGb >= rec.marginGb;
    rec.tier = !rec.fits          ? FitTier::DoesNotFit
               : cannotRun        ? FitTier::Blocked
               : rec.withinMargin ? FitTier::WithMargin
                                  : FitTier::Tight;
}

Recommendation evaluateOn(const Scenario& workload, const Build& b, Optimizer opt, Offload off,
                          const Catalog& cat, int runs) {
    Recommendation rec;
    rec.scenario = workload;
    rec.scenario.server = b.server->id;
    rec.scenario.gpu.clear();
    rec.scenario.gpuCount = b.count;
    rec.scenario.runsSideBySide = runs;
    rec.scenario.optimizer = opt;
    rec.scenario.offload = off;
    // A serving split that does not divide this build's cards: let the stage choose one.
    if (rec.scenario.serving && rec.scenario.serving->tensorParallel > 0 &&
        b.count % rec.scenario.serving->tensorParallel != 0)
        rec.scenario.serving->tensorParallel = 0;
    rec.result = evaluate(rec.scenario, cat);
    const SizingResult& r = rec.result;
    rec.server = b.server->id;
    rec.gpu = b.gpu->id;
    rec.gpuCount = r.gpuCount;
    rec.variantKind = variantKind(rec.scenario, workload);
    rec.variant = rec.variantKind != VariantKind::None;
    rec.headroomGb = r.perGpu.headroom;
    rec.marginGb = cat.assumptions.recommendMarginFraction * r.perGpu.capacity;
    classify(rec, cat.assumptions);
    rec.servingMeets = !r.serving.asked || r.serving.fits;
    rec.stepS = r.step.stepS;
    rec.hours = r.time.hours;
    if (b.server->price && b.gpu->price)
        rec.price = *b.server->price + b.count * *b.gpu->price;
    return rec;
}

/// The objective of the header comment: true when `x` ranks before `y`.
bool ranksBefore(const Recommendation& x, const Recommendation& y, bool byPrice) {
    if (x.tier != y.tier)
        return x.tier < y.tier;
    // A serving need ("and 50 users at 16k afterwards"): builds that meet it first.
    if (x.servingMeets != y.servingMeets)
        return x.servingMeets;
    if (x.variant != y.variant)
        return !x.variant;
    // The planned feed carries the draw before a build that needs another feed or a cap.
    if (x.result.answer.feedExceeded != y.result.answer.feedExceeded)
        return !x.result.answer.feedExceeded;
    if (x.tier == FitTier::DoesNotFit) {
        // Closest to fitting first: the smaller share of the card missing.
        const double fx = x.headroomGb / std::max(1.0, x.result.perGpu.capacity);
        const double fy = y.headroomGb / std::max(1.0, y.result.perGpu.capacity);
        if (fx != fy)
            return fx > fy;
    } else if (byPrice) {
        if (*x.price != *y.price)
            return *x.price < *y.price;
    } else {
        if (x.gpuCount != y.gpuCount)
            return x.gpuCount < y.gpuCount;
        if (x.result.aggregateTflops != y.result.aggregateTflops)
            return x.result.aggregateTflops < y.result.aggregateTflops;
    }
    if (x.hours != y.hours)
        return x.hours < y.hours;
    return x.server < y.server;
}

std::string format(const char* fmt, double a, double b = 0, double c = 0) {
    return formatC(fmt, a, b, c); // the "C" locale: the same text under any LC_ALL
}

std::string linkText(const SizingResult& r) {
    const bool several = r.runsSideBySide > 1;
    if (r.gpusPerRun <= 1)
        return several ? "one card per run, no traffic between cards"
                       : "one card, no traffic between cards";
    std::string text;
    if (several && r.step.link == "NVLink")
        text = "each run's traffic on NVLink inside its domain";
    else if (r.step.link == "NVLink")
        text = "all traffic on NVLink in one domain";
    else if (r.step.link == "NVLink + PCIe")
        text = "two NVLink domains, part of the traffic over PCIe";
    else
        text = "sharded traffic over PCIe";
    if (r.step.transferS > r.step.computeS)
        text += " (the link sets the pace)";
    return text;
}

/// "; also 4 runs side by side, one per card (38.0 GB free per card)".
std::string sideBySideText(const Recommendation& r) {
    const int perRun = r.gpuCount / r.sideBySide;
    std::string where;
    if (perRun == 1)
        where = "one per card";
    else if (r.sideBySidePerDomain)
        where = "one per NVLink domain";
    else
        where = format("%.0f cards each", perRun);
    return format("; also %.0f runs side by side, ", r.sideBySide) + where +
           format(" (%.1f GB free per card)", r.sideBySideHeadroomGb);
}

/// One line: verdict, trade-off, topology, time, and how it compares with the first entry.
std::string reasonFor(const Recommendation& r, const Recommendation& first, bool isFirst,
                      bool byPrice, const Assumptions& a) {
    // Written after the ranking, so "the first" is the entry a reader sees above.
    const SizingResult& res = r.result;
    if (r.tier == FitTier::DoesNotFit) {
        if (res.fits && !hostHolds(res, r.scenario, a))
            return format("Does not fit: optimizer offload needs %.0f GB of host memory, %.0f GB "
                          "installed",
                          res.host.offloadRequired + a.hostOsGb, res.host.installed);
        return format("Does not fit: %.1f GB short per card, as planned and with the optimizer "
                      "variants",
                      -r.headroomGb);
    }
    // A build the answer blocks (its feed, its serving need, its RL engine, its plan) says so
    // first, in the answer's headline; it is never "fits".
    const bool blocked = res.answer.answer == AnswerState::NoGo;
    std::string text;
    if (blocked) {
        text = answerHeadline(res.answer);
        if (!text.empty() && text.back() == '.')
            text.pop_back();
        if (r.variant)
            text += std::string("; ") + variantText(r.variantKind);
        if (res.runsSideBySide > 1)
            text += format("; %.0f runs side by side of %.0f cards each", res.runsSideBySide,
                           res.gpusPerRun);
    } else {
        text = r.variant ? std::string("Fits ") + variantText(r.variantKind) + ","
                         : "Fits as planned,";
        if (res.runsSideBySide > 1)
            text += res.gpusPerRun == 1
                        ? format(" %.0f runs side by side, one card each,", res.runsSideBySide)
                        : format(" %.0f runs side by side of %.0f cards each,",
                                 res.runsSideBySide, res.gpusPerRun);
        if (r.tier == FitTier::Tight && r.verdict == Verdict::Tight)
            text += format(" but only %.1f GB free per card, within the calibration band (up "
                           "to %.1f GB more)",
                           r.headroomGb, res.perGpu.band.high - res.perGpu.total);
        else if (r.tier == FitTier::Tight)
            text += format(" but only %.1f GB free per card, under the %.0f %% safety margin",
                           r.headroomGb, 100 * a.recommendMarginFraction);
        else
            text += format(" %.1f GB free per card", r.headroomGb);
    }
    text += "; " + linkText(res);
    text += format(res.runsSideBySide > 1 ? "; %.1f h per run for its dataset"
                                          : "; %.1f h for the dataset",
                   r.hours);
    if (isFirst) {
        if (r.tier == FitTier::WithMargin && !blocked)
            text +=
                byPrice ? "; the lowest price that holds it" : "; the smallest build that holds it";
    } else if (first.hours > 0 && r.hours > 0) {
        const double ratio = first.hours / r.hours;
        if (ratio >= 1.05)
            text += format(", %.1fx faster than the first", ratio);
        else if (ratio <= 0.95)
            text += format(", %.1fx the first's time", 1 / ratio);
    }
    if (r.sideBySide > 1)
        text += sideBySideText(r);
    if (res.serving.asked)
        text += (r.servingMeets ? "; meets the serving need too: " : "; serving falls short: ") +
                servingVerdict(res.serving);
    return text;
}

/// The most runs of the workload, as planned, that the build holds side by side with the margin
/// (the page: "four LoRA runs train side by side, one per card").
void offerSideBySide(Recommendation& rec, const Scenario& workload, const Build& b,
                     const std::vector<int>& splits, const Catalog& cat) {
    for (auto it = splits.rbegin(); it != splits.rend() && *it > 1; ++it) {
        const Recommendation more =
            evaluateOn(workload, b, workload.optimizer, workload.offload, cat, *it);
        if (more.withinMargin) {
            rec.sideBySide = *it;
            rec.sideBySideHeadroomGb = more.headroomGb;
            rec.sideBySidePerDomain = !more.result.runs.empty() &&
                                      more.result.runs.front().nvlinkDomain >= 0 &&
                                      more.result.gpusPerRun == b.server->nvlinkDomainSize;
            return;
        }
    }
}

/// The reason line of a cluster pick.
std::string clusterReason(const Recommendation& r) {
    const SizingResult& res = r.result;
    std::string text = r.clusterPick == "fastest,cheapest" ? "Cluster, fastest and cheapest: "
                       : r.clusterPick == "fastest"        ? "Cluster, fastest: "
                                                           : "Cluster, cheapest: ";
    // What blocks the cluster (each server's feed, say) comes first.
    if (res.answer.answer == AnswerState::NoGo) {
        std::string headline = answerHeadline(res.answer);
        if (!headline.empty() && headline.back() == '.')
            headline.pop_back();
        text += headline + "; ";
    }
    text += format("%.0f servers", r.nodes) + " × " + r.server + ", plan " + describe(res.plan) +
            format(", %.1f GB free per card", r.headroomGb);
    for (const LinkLoad& l : res.step.links)
        if (l.level == LinkLevel::Network)
            text += l.seconds - l.exposedSeconds <= res.step.computeS
                        ? format("; the network (%.0f Gb/s per server) keeps up with "
                                 "the compute",
                                 res.cluster.networkGbpsPerServer)
                        : format("; the network sets the pace (%.0f Gb/s per server would "
                                 "hide it)",
                                 res.cluster.networkNeededGbpsPerServer);
    text += format("; %.1f h for the dataset", r.hours);
    return text;
}

/// Builds × 2 .. 16 servers × plans: the fastest and the cheapest that hold the workload with
/// the margin (one entry when they coincide).
std::vector<Recommendation> searchClusters(const Scenario& workload,
                                           const std::vector<Build>& builds, const Catalog& cat) {
    constexpr int kMaxNodes = 16;
    std::optional<Recommendation> fastest, cheapest;
    auto cheaper = [](const Recommendation& x, const Recommendation& y) {
        const long long gx = 1LL * x.nodes * x.gpuCount, gy = 1LL * y.nodes * y.gpuCount;
        if (gx != gy)
            return gx < gy;
        if (x.result.aggregateTflops != y.result.aggregateTflops)
            return x.result.aggregateTflops < y.result.aggregateTflops;
        return x.hours < y.hours;
    };
    for (const Build& b : builds) {
        for (int nodes = 2; nodes <= kMaxNodes; ++nodes) {
            const int gpus = nodes * b.count;
            ParallelPlan plans[3];
            plans[1].automatic = false;
            plans[1].dp = gpus;
            plans[1].hsdpShardGroup = b.count;
            const int tp = std::min(b.server->nvlinkDomainSize, 8);
            plans[2].automatic = false;
            plans[2].tp = tp;
            plans[2].dp = gpus / std::max(1, tp);
            plans[2].sequenceParallel = true;
            for (int k = 0; k < 3; ++k) {
                if (k == 1 && b.count <= 1)
                    continue; // one card per server: HSDP is FSDP
                if (k == 2 && tp <= 1)
                    continue;
                Recommendation rec;
                rec.scenario = workload;
                rec.scenario.server = b.server->id;
                rec.scenario.gpu.clear();
                rec.scenario.gpuCount = b.count;
                rec.scenario.runsSideBySide = 1;
                rec.scenario.nodes = nodes;
                rec.scenario.plan = plans[k];
                if (checkScenario(rec.scenario, cat))
                    continue; // the plan does not suit the model (heads, layers, experts)
                rec.result = evaluate(rec.scenario, cat);
                const SizingResult& r = rec.result;
                rec.server = b.server->id;
                rec.gpu = b.gpu->id;
                rec.gpuCount = r.gpuCount;
                rec.nodes = nodes;
                rec.headroomGb = r.perGpu.headroom;
                rec.marginGb = cat.assumptions.recommendMarginFraction * r.perGpu.capacity;
                classify(rec, cat.assumptions);
                if (!rec.withinMargin)
                    continue;
                rec.stepS = r.step.stepS;
                rec.hours = r.time.hours;
                if (!fastest || rec.hours < fastest->hours)
                    fastest = rec;
                if (!cheapest || cheaper(rec, *cheapest))
                    cheapest = std::move(rec);
            }
        }
    }
    std::vector<Recommendation> picks;
    if (cheapest && fastest && cheapest->scenario == fastest->scenario) {
        cheapest->clusterPick = "fastest,cheapest";
        picks.push_back(std::move(*cheapest));
    } else {
        if (cheapest) {
            cheapest->clusterPick = "cheapest";
            picks.push_back(std::move(*cheapest));
        }
        if (fastest) {
            fastest->clusterPick = "fastest";
            picks.push_back(std::move(*fastest));
        }
    }
    for (Recommendation& r : picks)
        r.reason = clusterReason(r);
    return picks;
}

} // namespace

VariantKind variantKind(const Scenario& variant, const Scenario& workload) {
    if (variant.optimizer == workload.optimizer && variant.offload == workload.offload)
        return VariantKind::None;
    // The offload variant runs 32-bit AdamW (the core's offload runs the CPUs' AdamW, and
    // DeepSpeed's for a low-bit optimizer too, statebytes.h lowBitOffloaded): the same maths
    // only for a workload that trains with it.
    if (variant.offload == Offload::Optimizer)
        return workload.optimizer == Optimizer::AdamW ? VariantKind::Offload
                                                      : VariantKind::OffloadTo32bit;
    if (variant.optimizer == Optimizer::AdamW8bit)
        return workload.offload != Offload::None ? VariantKind::EightBitOnGpus
                                                 : VariantKind::EightBit;
    return VariantKind::GpuAdamW;
}

std::vector<Recommendation> recommend(const Scenario& workload, const Catalog& cat,
                                      std::size_t limit) {
    const std::vector<Build> builds = buildsOf(cat);
    std::vector<Recommendation> list;
    list.reserve(builds.size());
    bool byPrice = !builds.empty();
    const int runs = std::max(1, workload.runsSideBySide);
    for (const Build& b : builds) {
        const std::vector<int> splits = possibleRuns(*b.server, *b.gpu, b.count);
        if (std::find(splits.begin(), splits.end(), runs) == splits.end())
            continue; // the build's cards do not split into the workload's runs
        Recommendation best =
            evaluateOn(workload, b, workload.optimizer, workload.offload, cat, runs);
        if (!best.withinMargin) {
            // Memory-saving variants, tried only where the user's choice does not fit.
            const std::pair<Optimizer, Offload> variants[] = {
                {Optimizer::AdamW8bit, Offload::None}, {Optimizer::AdamW, Offload::Optimizer}};
            for (const auto& [opt, off] : variants) {
                if (opt == workload.optimizer && off == workload.offload)
                    continue;
                Recommendation v = evaluateOn(workload, b, opt, off, cat, runs);
                // A variant a scenario file would be refused for is not offered (an optimizer
                // offload turns FSDP into DeepSpeed's ZeRO-3, which selective-op refuses).
                if (checkScenario(v.scenario, cat))
                    continue;
                if (v.tier != FitTier::DoesNotFit && ranksBefore(v, best, false))
                    best = std::move(v);
            }
        }
        if (runs == 1 && best.withinMargin && !best.variant)
            offerSideBySide(best, workload, b, splits, cat);
        byPrice = byPrice && best.price.has_value();
        list.push_back(std::move(best));
    }
    std::sort(list.begin(), list.end(),
              [byPrice](const auto& x, const auto& y) { return ranksBefore(x, y, byPrice); });
    // Reasons only for the entries the limit keeps (the cluster picks only push them back).
    for (std::size_t i = 0; i < list.size() && (limit == 0 || i < limit); ++i)
        list[i].reason =
            reasonFor(list[i], list.front(), i == 0, byPrice, cat.assumptions);
    // The cluster picks go right after the single servers that hold the workload with the
    // margin; when those already fill `limit`, the picks would be cut off, so the search (most
    // of recommend's time) is skipped and the list is the same.
    const auto withMargin = static_cast<std::size_t>(std::count_if(
        list.begin(), list.end(), [](const Recommendation& r) { return r.withinMargin; }));
    if (runs == 1 && (limit == 0 || withMargin < limit)) {
        std::vector<Recommendation> picks = searchClusters(workload, builds, cat);
        auto at = std::find_if(list.begin(), list.end(),
                               [](const Recommendation& r) { return !r.withinMargin; });
        list.insert(at, std::make_move_iterator(picks.begin()),
                    std::make_move_iterator(picks.end()));
    }
    if (limit > 0 && list.size() > limit)
        list.resize(limit);
    return list;
}

nlohmann::json toJson(const std::vector<Recommendation>& list) {
    nlohmann::json items = nlohmann::json::array();
    for (const auto& r : list)
        items.push_back({{"server", r.server},
                         {"gpu", r.gpu},
                         {"gpu_count", r.gpuCount},
                         {"method", toString(r.scenario.method)},
                         {"optimizer", toString(r.scenario.optimizer)},
                         {"offload", toString(r.scenario.offload)},
                         {"runs_side_by_side", r.scenario.runsSideBySide},
                         {"gpus_per_run", r.result.gpusPerRun},
                         {"holds_runs_side_by_side", r.sideBySide},
                         {"fits", r.fits},
                         {"verdict", toString(r.verdict)},
                         {"answer",
                          {{"state", toString(r.result.answer.answer)},
                           {"headline", answerHeadline(r.result.answer)},
                           {"blockers", r.result.answer.blockers}}},
                         {"within_margin", r.withinMargin},
                         {"headroom_gb", r.headroomGb},
                         {"margin_gb", r.marginGb},
                         {"step_s", r.stepS},
                         {"hours", r.hours},
                         {"price", r.price ? nlohmann::json(*r.price) : nlohmann::json()},
                         {"nodes", r.nodes},
                         {"plan",
                          {{"dp", r.result.plan.dp},
                           {"tp", r.result.plan.tp},
                           {"pp", r.result.plan.pp},
                           {"cp", r.result.plan.cp},
                           {"ep", r.result.plan.ep},
                           {"hsdp_shard_group", r.result.plan.hsdpShardGroup},
                           {"sequence_parallel", r.result.plan.sequenceParallel}}},
                         {"cluster_pick", r.clusterPick},
                         {"network", r.result.cluster.network},
                         {"reason", r.reason}});
    for (std::size_t i = 0; i < list.size(); ++i) {
        const ServingResult& v = list[i].result.serving;
        if (!v.asked)
            continue;
        items[i]["meets_serving"] = list[i].servingMeets;
        items[i]["meets_both"] = list[i].fits && list[i].servingMeets;
        items[i]["serving"] = {{"replicas", v.replicas},
                               {"tensor_parallel", v.tensorParallel},
                               {"users_at_context", v.usersAtContext},
                               {"max_context_one_user", v.maxContextOneUser},
                               {"decode_tokens_per_s_per_user", v.decodeTokensPerSPerUser},
                               {"decode_tokens_per_s_total", v.decodeTokensPerSTotal},
                               {"fits", v.fits}};
    }
    return {{"recommendations", items}};
}

} // namespace headroom
