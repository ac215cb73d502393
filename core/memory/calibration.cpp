#include "calibration.h"

#include "sizing.h"
#include "textformat.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <nlohmann/json.hpp>

namespace headroom {

const char* toString(MemoryMetric v) {
    return kMemoryMetricNames.name(v);
}

const char* toString(ShardingRegime v) {
    return kShardingRegimeNames.name(v);
}

std::string toString(const Regime& r) {
    std::string text = toString(r.method);
    text += '/';
    text += toString(r.sharding);
    text += '/';
    text += toString(r.offload);
    text += '/';
    text += r.stack.empty() ? std::string("-") : r.stack;
    return text;
}

Regime regimeOf(const Scenario& s, int gpuCount) {
    Regime r;
    r.method = s.method;
    if (gpuCount <= 1)
        r.sharding = ShardingRegime::Single;
    else if (s.sharding == Sharding::Full && s.shardingImpl == ShardingImpl::Fsdp)
        r.sharding = ShardingRegime::Fsdp;
    else if (s.sharding == Sharding::None)
        r.sharding = ShardingRegime::Ddp;
    else
        r.sharding = ShardingRegime::Zero;
    r.offload = s.offload;
    r.stack = s.stack;
    return r;
}

bool bandCovers(const RegimeBand& b, const Regime& r) {
    const Regime& k = b.regime;
    switch (b.level) {
    case 0:
        return k == r;
    case 1:
        return k.method == r.method && k.sharding == r.sharding && k.offload == r.offload;
    case 2:
        return k.method == r.method && k.sharding == r.sharding;
    case 3:
        return k.method == r.method;
    default:
        return true;
    }
}

std::string poolName(const RegimeBand& b) {
    const Regime& r = b.regime;
    std::string text = b.level >= 4 ? "*" : toString(r.method);
    text += '/';
    text += b.level >= 3 ? "*" : toString(r.sharding);
    text += '/';
    text += b.level >= 2 ? "*" : toString(r.offload);
    text += '/';
    text += b.level >= 1 ? "*" : (r.stack.empty() ? std::string("-") : r.stack);
    return text;
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

struct Evaluated {
    CalibrationResult result;
    Regime regime;
};

Expected<std::vector<Evaluated>> evaluateRows(const Catalog& cat) {
    std::vector<Evaluated> out;
    for (const CalibrationSource& src : cat.calibration) {
        for (const CalibrationRow& row : src.rows) {
            auto s = parseScenario(row.scenario, src.file, cat);
            if (!s) {
                Error e = s.error();
                // Name the key inside the row: /rows/N/scenario/<key>.
                if (e.file == src.file)
                    e.key = row.path + "/scenario" + (e.key == "/" ? std::string() : e.key);
                return e;
            }
            const SizingResult r = evaluate(s.value(), cat);
            Evaluated ev;
            ev.regime = regimeOf(s.value(), r.gpuCount);
            ev.result.name = row.name;
            ev.result.source = src.id;
            ev.result.regime = toString(ev.regime);
            ev.result.metric = row.metric;
            ev.result.measuredGb = row.measuredGb;
            ev.result.predictedGb = predictedFor(r, row.metric);
            ev.result.error = ev.result.predictedGb / row.measuredGb - 1;
            out.push_back(std::move(ev));
        }
    }
    return out;
}

} // namespace

Expected<CalibrationReport> calibrate(const Catalog& cat) {
    auto rows = evaluateRows(cat);
    if (!rows)
        return rows.error();
    CalibrationReport report;
    std::map<std::string, std::vector<double>> byRegime;
    std::vector<double> abs;
    for (const Evaluated& ev : rows.value()) {
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
    return report;
}

std::optional<Error> computeBands(Catalog& cat) {
    cat.bands.clear();
    auto rows = evaluateRows(cat);
    if (!rows)
        return rows.error();
    // Every row joins one pool per level: its regime, then ever coarser ones, then all rows.
    auto add = [&](int level, const Regime& key, double error) {
        for (RegimeBand& b : cat.bands) {
            if (b.level == level && bandCovers(b, key)) {
                ++b.rows;
                b.errorLow = std::min(b.errorLow, error);
                b.errorHigh = std::max(b.errorHigh, error);
                return;
            }
        }
        RegimeBand b;
        b.level = level;
        b.regime = key;
        b.rows = 1;
        b.errorLow = std::min(0.0, error);
        b.errorHigh = std::max(0.0, error);
        cat.bands.push_back(b);
    };
    for (const Evaluated& ev : rows.value())
        for (int level = 0; level < kBandLevels; ++level)
            add(level, ev.regime, ev.result.error);
    for (RegimeBand& b : cat.bands)
        b.pool = poolName(b);
    // The band's source, listed with the other assumptions (the window's dock, the PDF).
    if (!rows.value().empty()) {
        Assumption a;
        a.id = "calibration_band";
        a.value = static_cast<double>(rows.value().size());
        a.unit = "runs";
        a.label = "Uncertainty band of the memory verdict: the smallest and largest error of "
                  "the measured runs of the same regime (method × sharding × offload × stack; "
                  "pooled over stacks, then methods, when a regime has fewer than two runs)";
        std::string sources;
        for (const CalibrationSource& src : cat.calibration)
            sources += (sources.empty() ? "" : "; ") + src.title + " (" + src.citation + ")";
        a.source = "Calibration table (catalog/calibration, headroom calibrate): " + sources;
        a.sourceDe = "Kalibriertabelle (catalog/calibration, headroom calibrate): " + sources;
        auto& all = cat.assumptions.all;
        all.erase(std::remove_if(all.begin(), all.end(),
                                 [&a](const Assumption& x) { return x.id == a.id; }),
                  all.end());
        all.push_back(std::move(a));
    }
    return std::nullopt;
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
    return {{"rows", rows},
            {"summary",
             {{"rows", report.rows.size()},
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
        std::snprintf(buf, sizeof buf, "%-58.58s %-32s %6.2f GB %6.2f GB %8s  %s\n", name.c_str(),
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
    return out;
}

} // namespace headroom
