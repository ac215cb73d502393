#include "costsformat.h"

#include "textformat.h"

#include <nlohmann/json.hpp>

namespace headroom {

namespace {

nlohmann::json orNull(const std::optional<double>& v) {
    return v ? nlohmann::json(*v) : nlohmann::json(nullptr);
}

/// The dated, cited prices the comparison used.
nlohmann::json priceDatesJson(const CostsResult& c) {
    nlohmann::json list = nlohmann::json::array();
    for (const PriceDate& d : c.priceDates)
        list.push_back({{"item", d.item},
                        {"name", d.name},
                        {"date", d.date},
                        {"source", d.source}});
    return list;
}

/// Why there are no figures, in words (the summary line).
std::string statusText(const CostsResult& c) {
    switch (c.status) {
    case CostsStatus::NoPurchasePrice:
        return "no comparison: the server or its GPUs have no price (on request)";
    case CostsStatus::NoUsage:
        return "no comparison: no GPU hours a month (no runs, or utilisation 0)";
    case CostsStatus::NoCloudPrice:
        return "no comparison: no cloud price in the catalog for this GPU type";
    case CostsStatus::NoExchangeRate:
        return "no comparison: no exchange rate from the cloud price's currency to " + c.currency;
    case CostsStatus::Ok:
        break;
    }
    return {};
}

} // namespace

nlohmann::json toJson(const CostsResult& c) {
    const bool ok = c.status == CostsStatus::Ok;
    nlohmann::json j = {{"status", toString(c.status)},
                        {"currency", c.currency},
                        {"years", c.years},
                        {"pue", c.pue},
                        {"energy_per_kwh", c.energyPerKwh},
                        {"service_per_year", c.servicePerYear},
                        {"purchase", c.purchase},
                        {"gpus", c.gpus},
                        {"run_gpu_hours", c.runGpuHours},
                        {"gpu_hours_per_month", c.gpuHoursPerMonth},
                        {"utilisation", c.utilisation},
                        {"overbooked", c.overbooked},
                        {"owned_total", ok ? nlohmann::json(c.ownedTotal) : nullptr},
                        {"rented_total", ok ? nlohmann::json(c.rentedTotal) : nullptr},
                        {"rented_committed_total", orNull(c.rentedCommittedTotal)},
                        {"owned_per_gpu_hour", orNull(c.ownedPerGpuHour)},
                        {"rented_per_gpu_hour", orNull(c.rentedPerGpuHour)},
                        {"rented_committed_per_gpu_hour", orNull(c.rentedCommittedPerGpuHour)},
                        {"owned_per_run", orNull(c.ownedPerRun)},
                        {"rented_per_run", orNull(c.rentedPerRun)},
                        {"price_dates", priceDatesJson(c)}};
    j["break_even_month"] = c.breakEvenMonth ? nlohmann::json(*c.breakEvenMonth) : nullptr;
    if (!c.cloud.empty())
        j["cloud"] = {{"provider", c.cloud},
                      {"name", c.cloudName},
                      {"currency", c.cloudCurrency},
                      {"on_demand", c.cloudOnDemand},
                      {"committed", orNull(c.cloudCommitted)},
                      {"exchange_rate", c.exchangeRate}};
    return j;
}

std::string costsText(const CostsResult& c) {
    if (c.status != CostsStatus::Ok)
        return "Own or rent: " + statusText(c) + "\n";
    const std::string cur = escapeControls(c.currency);
    std::string out = formatC("Own or rent over %d years: owned %.0f ", c.years, c.ownedTotal) +
                      cur + formatC(" (%.2f ", *c.ownedPerGpuHour) + cur +
                      formatC(" per GPU hour), rented %.0f ", c.rentedTotal) + cur +
                      formatC(" (%.2f ", *c.rentedPerGpuHour) + cur + " per GPU hour); ";
    if (!c.breakEvenMonth)
        out += "owning never breaks even (renting costs less per month than running the build)";
    else if (*c.breakEvenMonth <= c.months)
        out += formatC("owning breaks even in month %d", *c.breakEvenMonth);
    else
        out += formatC("owning breaks even in month %d, after the %d months of use",
                       *c.breakEvenMonth, c.months);
    out += "\n";
    for (const PriceDate& d : c.priceDates)
        out += "  cloud price: " + escapeControls(d.name) + formatC(", %.2f ", c.cloudOnDemand) +
               escapeControls(c.cloudCurrency) + " per GPU hour on demand, read " +
               escapeControls(d.date) + " (" + escapeControls(d.source) + ")\n";
    // Energy between runs (assumption idle_power_fraction): said either way.
    if (c.idlePowerFraction > 0)
        out += formatC("  energy between runs: %.0f %% of the run's draw, %.0f ",
                       100 * c.idlePowerFraction, c.idleEnergyPerMonth) +
               cur + " a month (assumption idle_power_fraction)\n";
    else
        out += "  energy between runs: not counted (assumption idle_power_fraction 0)\n";
    return out;
}

} // namespace headroom
