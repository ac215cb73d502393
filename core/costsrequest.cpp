#include "costsrequest.h"

#include "catalog.h"
#include "jsonreader.h"

#include <nlohmann/json.hpp>
#include <set>

namespace headroom {

namespace {

/// The one usage key given, or an error naming the second one.
std::optional<Error> readUsage(const nlohmann::json& section, JsonReader& r, CostsRequest& q,
                               const std::string& file) {
    struct Key {
        const char* name;
        CostsUsage usage;
        double max;
    };
    // 730 hours a month (8,760 h / 12) × up to 1,000,000 GPUs bounds the GPU hours.
    static constexpr Key keys[] = {{"runs_per_month", CostsUsage::RunsPerMonth, 1e6},
                                   {"gpu_hours_per_month", CostsUsage::GpuHoursPerMonth, 7.3e8},
                                   {"utilisation", CostsUsage::Utilisation, 1}};
    const char* first = nullptr;
    for (const Key& k : keys) {
        if (!section.contains(k.name))
            continue;
        if (first)
            return Error{file, std::string("/costs/") + k.name,
                         std::string("give one of runs_per_month, gpu_hours_per_month and "
                                     "utilisation (") +
                             first + " is given too)"};
        first = k.name;
        q.usage = k.usage;
        q.usageValue = r.number(k.name, 0, 0, k.max);
    }
    return std::nullopt;
}

} // namespace

Expected<CostsRequest> parseCostsRequest(const nlohmann::json& section, const std::string& file) {
    if (!section.is_object())
        return Error{file, "/costs", "expected an object with years, energy_per_kwh, ..."};
    static const std::set<std::string> known = {
        "years",          "energy_per_kwh",      "pue",         "service_per_year",
        "runs_per_month", "gpu_hours_per_month", "utilisation", "cloud"};
    for (const auto& item : section.items())
        if (!known.count(item.key()))
            return Error{file, "/costs/" + item.key(), "unknown costs key"};
    CostsRequest q;
    JsonReader r(section, file, "/costs");
    q.years = r.integer("years", 0, 1, 10);
    q.energyPerKwh = r.optionalNumber("energy_per_kwh", 0, 100);
    // PUE is total facility power over IT power: 1 at best (The Green Grid, PUE: A
    // comprehensive examination of the metric, White Paper 49, 2012).
    q.pue = r.optionalNumber("pue", 1, 5);
    q.servicePerYear = r.number("service_per_year", 0, 0, 1e9);
    q.cloud = r.string("cloud");
    if (auto e = readUsage(section, r, q, file))
        return *e;
    if (r.failed())
        return r.error();
    return q;
}

std::optional<Error> checkCostsRequest(const CostsRequest& q, const Catalog& catalog,
                                       const std::string& file) {
    if (q.cloud.empty() || catalog.findCloud(q.cloud))
        return std::nullopt;
    std::string known;
    for (const CloudProvider& p : catalog.cloud)
        known += (known.empty() ? "" : ", ") + p.id;
    return Error{file, "/costs/cloud",
                 "unknown cloud provider '" + q.cloud + "' (catalog cloud.json lists: " +
                     (known.empty() ? std::string("none") : known) + ")"};
}

nlohmann::json toJson(const CostsRequest& q) {
    nlohmann::json j = nlohmann::json::object();
    if (q.years > 0)
        j["years"] = q.years;
    if (q.energyPerKwh)
        j["energy_per_kwh"] = *q.energyPerKwh;
    if (q.pue)
        j["pue"] = *q.pue;
    if (q.servicePerYear > 0)
        j["service_per_year"] = q.servicePerYear;
    if (q.usage == CostsUsage::RunsPerMonth)
        j["runs_per_month"] = q.usageValue;
    else if (q.usage == CostsUsage::GpuHoursPerMonth)
        j["gpu_hours_per_month"] = q.usageValue;
    else if (q.usage == CostsUsage::Utilisation)
        j["utilisation"] = q.usageValue;
    if (!q.cloud.empty())
        j["cloud"] = q.cloud;
    return j;
}

} // namespace headroom
