#include "calibration.h"

#include "build/resolvebuild.h"
#include "memory/statebytes.h"
#include "sizingresult.h"
#include "textformat.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <nlohmann/json.hpp>
#include <tuple>

namespace headroom {

RunFacts runFacts(const Scenario& s, const SizingResult& r, const ResolvedBuild& build) {
    RunFacts f;
    f.sequence = r.longestSequence;
    f.gpus = r.gpuCount * std::max(1, r.nodes);
    f.offload = s.offload;
    f.selectiveOp = checkpointsPerOp(s);
    // Under the optimizer offload the host keeps fp32 states and no step copies are made
    // (statebytes.cpp): the run is sized as without the flag, and the band says so.
    f.precisionAware = runsPrecisionAwareOptimizer(s) && s.offload == Offload::None;
    const ParallelPlan& p = r.plan;
    f.plan = (p.tp > 1 ? 1u : 0u) | (p.pp > 1 ? 2u : 0u) | (p.cp > 1 ? 4u : 0u) |
             (p.ep > 1 ? 8u : 0u);
    const PerGpuMemory& mem = r.perGpu;
    f.variableShare = mem.total > 0 ? std::clamp(1 - mem.states / mem.total, 0.0, 1.0) : 1.0;
    if (build.model.arch) {
        f.family = build.model.arch->modelType;
        // Full sharding gathers whole MoE blocks; tensor parallelism splits every expert
        // (expert tensor parallelism = tp) and expert parallelism dispatches tokens to the
        // experts' ranks. A pipeline stage or a context-parallel rank holds its experts whole.
        f.splitExperts = build.model.arch->moeLayers > 0 && f.gpus > 1 &&
                         (s.sharding == Sharding::Full || p.tp > 1 || p.ep > 1);
    }
    return f;
}

namespace {

double median(std::vector<double> v) {
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

double worst(const std::vector<double>& v) {
    double w = 0;
    for (double e : v)
        if (std::abs(e) > std::abs(w))
            w = e;
    return w;
}

/// The figure of `result` that a row's metric measured.
double predictedFor(const SizingResult& r, MemoryMetric metric) {
    switch (metric) {
    case MemoryMetric::AllocatedPeak:
        return r.perGpu.allocatedPeak;
    case MemoryMetric::ReservedPeak:
        return r.perGpu.reservedPeak;
    case MemoryMetric::Total:
        return r.perGpu.total;
    }
    return r.perGpu.allocatedPeak;
}

} // namespace

CalibratedRow calibratedRow(const CalibrationSource& src, const CalibrationRow& row,
                            const Scenario& s, const SizingResult& r, const ResolvedBuild& build) {
    CalibratedRow ev;
    ev.regime = regimeOf(s, r.gpuCount);
    ev.run = runFacts(s, r, build);
    ev.result.name = row.name;
    ev.result.source = src.id;
    ev.result.regime = toString(ev.regime);
    ev.result.metric = row.metric;
    ev.result.measuredGb = row.measuredGb;
    ev.result.predictedGb = predictedFor(r, row.metric);
    ev.result.error = ev.result.predictedGb / row.measuredGb - 1;
    return ev;
}

namespace {

/// The rows of `evaluated` as the bands see them.
std::vector<BandRow> bandRows(const std::vector<CalibratedRow>& evaluated) {
    std::vector<BandRow> rows;
    rows.reserve(evaluated.size());
    for (const CalibratedRow& ev : evaluated)
        rows.push_back({ev.regime, {ev.result.source, ev.result.error}, ev.run});
    return rows;
}

} // namespace

CalibrationReport calibrationReport(const std::vector<CalibratedRow>& rows,
                                    const Assumptions& assumptions) {
    CalibrationReport report;
    std::map<std::string, std::vector<double>> byRegime;
    std::vector<double> abs;
    for (const CalibratedRow& ev : rows) {
        const double e = ev.result.error;
        report.rows.push_back(ev.result);
        byRegime[ev.result.regime].push_back(e);
        abs.push_back(std::abs(e));
        if (std::abs(e) <= 0.10)
            ++report.withinTenPercent;
        if (e < -0.10)
            ++report.underBeyondTenPercent;
    }
    for (const auto& [regime, errors] : byRegime)
        report.regimes.push_back(
            {regime, static_cast<int>(errors.size()), median(errors), worst(errors)});
    std::vector<double> all;
    for (const auto& r : report.rows)
        all.push_back(r.error);
    report.medianAbsError = median(abs);
    report.worstError = worst(all);
    // Leave one source out: each row against the band its regime gets without its source.
    const auto checks = losoCheck(bandRows(rows), bandWidening(assumptions));
    std::map<std::string, LosoCoverage> perRegime;
    for (std::size_t i = 0; i < checks.size(); ++i) {
        LosoCoverage& c = perRegime[report.rows[i].regime];
        c.regime = report.rows[i].regime;
        if (!checks[i].first)
            continue;
        for (LosoCoverage* target : {&c, &report.losoAll}) {
            ++target->heldOut;
            target->covered += checks[i].second ? 1 : 0;
        }
    }
    for (auto& [name, c] : perRegime)
        report.loso.push_back(c);
    return report;
}

namespace {

bool contains(const std::vector<std::string>& v, const std::string& x) {
    return std::find(v.begin(), v.end(), x) != v.end();
}

/// The calibration band's entry in the assumptions (the window's dock, the PDF).
void addBandAssumption(Catalog& cat, std::size_t rows) {
    Assumption a;
    a.id = "calibration_band";
    a.value = static_cast<double>(rows);
    a.unit = "runs";
    a.label = "Uncertainty band of the memory verdict: the smallest and largest error of the "
              "measured runs of the same regime (method × sharding × offload × stack; pooled over "
              "stacks, then offload, then sharding until runs of two sources are in it), each end "
              "moved out by the farthest one source's runs lie beyond the other sources' "
              "(leave-one-source-out); a regime without runs takes the widest of its nearest "
              "parent regimes";
    std::string sources;
    for (const CalibrationSource& src : cat.calibration)
        sources += (sources.empty() ? "" : "; ") + src.title + " (" + src.citation + ")";
    a.source = "Calibration table (catalog/calibration, headroom calibrate): " + sources;
    a.sourceDe = "Kalibriertabelle (catalog/calibration, headroom calibrate): " + sources;
    auto& all = cat.assumptions.all;
    all.erase(
        std::remove_if(all.begin(), all.end(), [&a](const Assumption& x) { return x.id == a.id; }),
        all.end());
    all.push_back(std::move(a));
}

} // namespace

BandWidening bandWidening(const Assumptions& a) {
    BandWidening w{};
    w[static_cast<std::size_t>(BandRespect::SequenceLength)] = a.bandWidenSequence;
    w[static_cast<std::size_t>(BandRespect::GpuCount)] = a.bandWidenGpus;
    w[static_cast<std::size_t>(BandRespect::Offload)] = a.bandWidenOffload;
    w[static_cast<std::size_t>(BandRespect::ParallelPlan)] = a.bandWidenPlan;
    w[static_cast<std::size_t>(BandRespect::ModelFamily)] = a.bandWidenFamily;
    w[static_cast<std::size_t>(BandRespect::SplitExperts)] = a.bandWidenSplitExperts;
    w[static_cast<std::size_t>(BandRespect::CheckpointPolicy)] = a.bandWidenCheckpointPolicy;
    w[static_cast<std::size_t>(BandRespect::PrecisionAwareOptimizer)] =
        a.bandWidenPrecisionAwareOptimizer;
    return w;
}

double widening(const BandWidening& w, BandRespects outside, double variableShare) {
    const auto at = [&w](BandRespect r) { return w[static_cast<std::size_t>(r)]; };
    const auto has = [outside](BandRespect r) {
        return (outside & (BandRespects(1) << static_cast<unsigned>(r))) != 0;
    };
    double sum = 0;
    for (std::size_t i = 0; i < w.size(); ++i) {
        const auto respect = static_cast<BandRespect>(i);
        if (!has(respect) || respect == BandRespect::SplitExperts)
            continue;
        const bool variable =
            respect == BandRespect::SequenceLength || respect == BandRespect::ModelFamily;
        sum += w[i] * (variable ? variableShare : 1.0);
    }
    // A split mixture of experts and a parallel plan no row used stand for the same unmeasured
    // buffers where the plan splits the experts (gathered blocks, token dispatch): the larger
    // widening counts, not both.
    if (has(BandRespect::SplitExperts))
        sum += has(BandRespect::ParallelPlan)
                   ? std::max(0.0, at(BandRespect::SplitExperts) - at(BandRespect::ParallelPlan))
                   : at(BandRespect::SplitExperts);
    return sum;
}

std::pair<double, double> bandRule(const std::vector<SourcedError>& rows) {
    double low = 0, high = 0;
    for (const SourcedError& r : rows) {
        low = std::min(low, r.error);
        high = std::max(high, r.error);
    }
    // Leave one source out: how far its rows lie beyond the extremes of the others' rows (0
    // inside them). The farthest such stray is what a source the band had not seen did.
    double strayLow = 0, strayHigh = 0;
    for (const SourcedError& out : rows) {
        double otherLow = 0, otherHigh = 0;
        bool others = false;
        for (const SourcedError& r : rows) {
            if (r.source == out.source)
                continue;
            others = true;
            otherLow = std::min(otherLow, r.error);
            otherHigh = std::max(otherHigh, r.error);
        }
        if (!others)
            continue;
        strayLow = std::max(strayLow, otherLow - out.error);
        strayHigh = std::max(strayHigh, out.error - otherHigh);
    }
    return {low - strayLow, high + strayHigh};
}

namespace {

/// The pool of one training method (its rows decide what the calibration covers).
constexpr unsigned kMethodPool = kAnyStack | kAnyOffload | kAnySharding;

} // namespace

std::vector<RegimeBand> buildBands(const std::vector<BandRow>& rows) {
    std::vector<RegimeBand> bands;
    std::vector<std::vector<SourcedError>> members;
    // Every row joins one pool per set of open fields (16): its regime, every coarser one.
    for (const BandRow& row : rows) {
        for (unsigned wild = 0; wild <= kAllFields; ++wild) {
            std::size_t i = 0;
            while (i < bands.size() && !(bands[i].wild == wild && bandCovers(bands[i], row.regime)))
                ++i;
            if (i == bands.size()) {
                RegimeBand b;
                b.wild = wild;
                b.level = openFields(wild);
                b.regime = row.regime;
                bands.push_back(std::move(b));
                members.emplace_back();
            }
            ++bands[i].rows;
            members[i].push_back(row.row);
            addToCoverage(bands[i].coverage, row.run);
        }
    }
    for (std::size_t i = 0; i < bands.size(); ++i) {
        std::vector<std::string> sources;
        for (const SourcedError& m : members[i])
            if (!contains(sources, m.source))
                sources.push_back(m.source);
        bands[i].sources = static_cast<int>(sources.size());
        std::tie(bands[i].errorLow, bands[i].errorHigh) = bandRule(members[i]);
        bands[i].pool = poolName(bands[i]);
    }
    // By level, and within a level as the rows first met them (a stable sort): chooseBand() and
    // bandForRun() read one level's pools by halving instead of passing over every pool, and
    // meet them in the same order as before (the widest-parent choice keeps the first of a tie).
    // (std::, not std::ranges: Debian's emscripten libc++ has no ranges::stable_sort.)
    std::stable_sort(bands.begin(), bands.end(),
                     [](const RegimeBand& a, const RegimeBand& b) { return a.level < b.level; });
    return bands;
}

RunBand bandForRun(const std::vector<RegimeBand>& bands, const Regime& regime, const RunFacts& run,
                   const BandWidening& widen) {
    const BandChoice choice = chooseBand(bands, regime);
    RunBand b;
    b.pool = choice.band;
    b.validated = choice.validated;
    if (!b.pool)
        return b;
    // What the calibration covers: the runs of the scenario's training method (any sharding,
    // offload and stack); with no row of the method, the chosen pool's.
    const BandCoverage* covered = &b.pool->coverage;
    for (const RegimeBand& m : poolsAtLevel(bands, openFields(kMethodPool)))
        if (m.wild == kMethodPool && bandCovers(m, regime))
            covered = &m.coverage;
    b.outside = outsideCoverage(*covered, run);
    b.widening = widening(widen, b.outside, run.variableShare);
    b.low = b.pool->errorLow - b.widening;
    b.high = b.pool->errorHigh + b.widening;
    return b;
}

std::vector<std::pair<bool, bool>> losoCheck(const std::vector<BandRow>& rows,
                                             const BandWidening& widen) {
    std::vector<std::pair<bool, bool>> out(rows.size(), {false, false});
    std::vector<std::string> sources;
    for (const BandRow& r : rows)
        if (!contains(sources, r.row.source))
            sources.push_back(r.row.source);
    for (const std::string& held : sources) {
        std::vector<BandRow> rest;
        for (const BandRow& r : rows)
            if (r.row.source != held)
                rest.push_back(r);
        const std::vector<RegimeBand> bands = buildBands(rest);
        for (std::size_t i = 0; i < rows.size(); ++i) {
            if (rows[i].row.source != held)
                continue;
            const RunBand b = bandForRun(bands, rows[i].regime, rows[i].run, widen);
            const double e = rows[i].row.error;
            out[i] = {b.pool != nullptr, b.pool && b.low <= e && e <= b.high};
        }
    }
    return out;
}

void storeBands(Catalog& cat, const std::vector<CalibratedRow>& evaluated) {
    const std::vector<BandRow> rows = bandRows(evaluated);
    cat.bands = buildBands(rows);
    // Each pool's leave-one-source-out coverage: its rows against the bands of the others.
    const auto checks = losoCheck(rows, bandWidening(cat.assumptions));
    for (RegimeBand& b : cat.bands)
        for (std::size_t i = 0; i < rows.size(); ++i)
            if (checks[i].first && bandCovers(b, rows[i].regime)) {
                ++b.heldOut;
                b.inside += checks[i].second ? 1 : 0;
            }
    if (!rows.empty())
        addBandAssumption(cat, rows.size());
}

nlohmann::json toJson(const CalibrationReport& report) {
    using nlohmann::json;
    json rows = json::array();
    for (const auto& r : report.rows)
        rows.push_back({{"name", r.name},
                        {"source", r.source},
                        {"regime", r.regime},
                        {"measured_gb", r.measuredGb},
                        {"predicted_gb", r.predictedGb},
                        {"metric", toString(r.metric)},
                        {"error", r.error}});
    json regimes = json::array();
    for (const auto& g : report.regimes)
        regimes.push_back({{"regime", g.regime},
                           {"rows", g.rows},
                           {"median_error", g.medianError},
                           {"worst_error", g.worstError}});
    auto coverage = [](const LosoCoverage& c) {
        return json{{"regime", c.regime},
                    {"held_out_rows", c.heldOut},
                    {"inside", c.covered},
                    {"coverage", c.heldOut > 0 ? json(c.coverage()) : json(nullptr)}};
    };
    json loso = json::array();
    for (const auto& c : report.loso)
        loso.push_back(coverage(c));
    return {{"rows", rows},
            {"summary",
             {{"loso_coverage", {{"overall", coverage(report.losoAll)}, {"regimes", loso}}},
              {"rows", report.rows.size()},
              {"within_10_percent", report.withinTenPercent},
              {"under_predicted_beyond_10_percent", report.underBeyondTenPercent},
              {"median_abs_error", report.medianAbsError},
              {"worst_error", report.worstError},
              {"regimes", regimes}}}};
}

namespace {
std::string format(const char* f, double a, double b = 0, double c = 0) {
    char buf[128];
    std::snprintf(buf, sizeof buf, f, a, b, c);
    return buf;
}
std::string percent(double e) {
    return format("%+.1f %%", 100 * e);
}
/// "7 of 9 held-out rows inside (77.8 %)", or that no row could be held out.
std::string losoText(const LosoCoverage& c) {
    if (c.heldOut == 0)
        return "no row held out (its source is the only one)";
    return std::to_string(c.covered) + " of " + std::to_string(c.heldOut) +
           " held-out rows inside (" + format("%.1f %%", 100 * c.coverage()) + ")";
}
} // namespace

std::string toText(const CalibrationReport& report) {
    std::string out;
    char buf[512];
    std::snprintf(buf, sizeof buf, "%-58s %-32s %9s %9s %8s  %s\n", "run", "regime", "predicted",
                  "measured", "error", "metric");
    out += buf;
    for (const auto& r : report.rows) {
        // Row names come from catalog files: escaped (textformat.h), one row one line.
        const std::string name = escapeControls(r.source + ": " + r.name);
        // A name wider than its column stands whole on a line of its own above its figures:
        // wrapped, never cut (issue 36).
        const bool own = name.size() > 58;
        if (own)
            out += name + "\n";
        std::snprintf(buf, sizeof buf, "%-58s %-32s %6.2f GB %6.2f GB %8s  %s\n",
                      own ? "" : name.c_str(),
                      escapeControls(r.regime).c_str(), r.predictedGb, r.measuredGb, percent(r.error).c_str(),
                      toString(r.metric));
        out += buf;
    }
    out += "\nPer regime (method/sharding/offload/stack):\n";
    for (const auto& g : report.regimes) {
        std::snprintf(buf, sizeof buf, "  %-32s %2d row(s), median %8s, worst %8s\n",
                      escapeControls(g.regime).c_str(), g.rows, percent(g.medianError).c_str(),
                      percent(g.worstError).c_str());
        out += buf;
    }
    std::snprintf(buf, sizeof buf,
                  "\n%zu rows: %d within ±10 %%, %d under-predicted by more than 10 %%; median "
                  "|error| %.1f %%, worst %s\n",
                  report.rows.size(), report.withinTenPercent, report.underBeyondTenPercent,
                  100 * report.medianAbsError, percent(report.worstError).c_str());
    out += buf;
    out += "\nThe band against sources it was not fitted to (leave one source out):\n";
    for (const auto& c : report.loso) {
        std::snprintf(buf, sizeof buf, "  %-32s %s\n", escapeControls(c.regime).c_str(),
                      losoText(c).c_str());
        out += buf;
    }
    out += "  all: " + losoText(report.losoAll) + "\n";
    return out;
}

std::string toMarkdown(const CalibrationReport& report) {
    std::string out = "| source | run | regime | metric | predicted GB | measured GB | error |\n"
                      "|---|---|---|---|---|---|---|\n";
    for (const auto& r : report.rows)
        out += "| " + markdownCell(r.source) + " | " + markdownCell(r.name) + " | " +
               markdownCell(r.regime) + " | " + toString(r.metric) +
               " | " + format("%.2f", r.predictedGb) + " | " + format("%.2f", r.measuredGb) +
               " | " + percent(r.error) + " |\n";
    out += "\n| regime | rows | median error | worst error |\n|---|---|---|---|\n";
    for (const auto& g : report.regimes)
        out += "| " + markdownCell(g.regime) + " | " + std::to_string(g.rows) + " | " + percent(g.medianError) +
               " | " + percent(g.worstError) + " |\n";
    out += "\n| regime | leave one source out: rows inside the band computed without their source "
           "|\n|---|---|\n";
    for (const auto& c : report.loso)
        out += "| " + markdownCell(c.regime) + " | " + losoText(c) + " |\n";
    out += "| all | " + losoText(report.losoAll) + " |\n";
    return out;
}

} // namespace headroom
