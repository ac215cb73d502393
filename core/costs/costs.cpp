#include "costs.h"

#include "catalog.h"
#include "pricing.h"
#include "sizingresult.h"

#include <algorithm>
#include <cmath>

namespace headroom {

namespace {

/// The provider to compare with: the scenario's, else the one with the lowest on-demand price
/// for the GPU type (ties: the first listed). Null when none lists the type.
const CloudProvider* providerFor(const CostsRequest& q, const std::string& gpu,
                                 const Catalog& cat) {
    if (!q.cloud.empty()) {
        const CloudProvider* p = cat.findCloud(q.cloud);
        return p && p->priceFor(gpu) ? p : nullptr;
    }
    const CloudProvider* best = nullptr;
    for (const CloudProvider& p : cat.cloud)
        if (const CloudGpuPrice* price = p.priceFor(gpu))
            if (!best || price->onDemand < best->priceFor(gpu)->onDemand)
                best = &p;
    return best;
}

/// Units of `from` per unit of `to` (1 for the same currency), from the catalog's usd_per_eur
/// (ECB reference rate); unset for any other pair.
std::optional<double> rate(const std::string& from, const std::string& to, const Assumptions& a) {
    if (from == to)
        return 1.0;
    if (a.usdPerEur > 0 && from == "USD" && to == "EUR")
        return a.usdPerEur;
    if (a.usdPerEur > 0 && from == "EUR" && to == "USD")
        return 1 / a.usdPerEur;
    return std::nullopt;
}

/// GPU hours a month from the request's usage key; `runGpuHours` is one run's.
double gpuHoursPerMonth(const CostsRequest& q, double runGpuHours, int gpus) {
    switch (q.usage) {
    case CostsUsage::RunsPerMonth:
        return q.usageValue * runGpuHours;
    case CostsUsage::GpuHoursPerMonth:
        return q.usageValue;
    case CostsUsage::Utilisation:
        return q.usageValue * kHoursPerMonth * gpus;
    case CostsUsage::None:
        break;
    }
    return 0;
}

/// The build, its usage and the owned side: energy at the wall × PUE, service, purchase.
void ownedSide(CostsResult& c, const CostsRequest& q, const SizingResult& r, const Assumptions& a,
               double energyPerKwh) {
    c.years = q.years > 0 ? q.years : int(std::lround(a.costYears));
    c.months = 12 * c.years;
    c.pue = q.pue.value_or(a.pue);
    c.energyPerKwh = energyPerKwh;
    c.servicePerYear = q.servicePerYear;
    c.gpus = r.gpuCount * std::max(1, r.nodes);
    c.runGpuHours = r.time.hours * c.gpus;
    c.gpuHoursPerMonth = gpuHoursPerMonth(q, c.runGpuHours, c.gpus);
    c.utilisation = c.gpus > 0 ? c.gpuHoursPerMonth / (kHoursPerMonth * c.gpus) : 0;
    c.overbooked = c.utilisation > 1;
    // The run's energy (the servers' and network's draw × its hours, result time.energy_kwh)
    // per GPU hour, times the facility's PUE (The Green Grid WP 49: total / IT energy).
    const double kwhPerGpuHour = c.runGpuHours > 0 ? r.time.energyKwh / c.runGpuHours : 0;
    // Between runs the build stays on: the month's remaining card hours at the catalog's
    // idle_power_fraction of the run's draw (0 unless set: the catalog has no measured idle
    // draw of its servers; catalog/assumptions.json says so).
    c.idlePowerFraction = a.idlePowerFraction;
    const double idleGpuHours = std::max(0.0, kHoursPerMonth * c.gpus - c.gpuHoursPerMonth);
    c.idleEnergyPerMonth =
        idleGpuHours * kwhPerGpuHour * c.idlePowerFraction * c.pue * c.energyPerKwh;
    c.energyPerMonth =
        c.gpuHoursPerMonth * kwhPerGpuHour * c.pue * c.energyPerKwh + c.idleEnergyPerMonth;
    c.runningPerMonth = c.energyPerMonth + c.servicePerYear / 12;
}

/// The cloud side at the provider's prices converted to the quote's currency.
void rentedSide(CostsResult& c, const CloudProvider& p, const CloudGpuPrice& price, double fx) {
    c.cloud = p.id;
    c.cloudName = p.name;
    c.cloudCurrency = p.currency;
    c.cloudOnDemand = price.onDemand;
    c.cloudCommitted = price.committed;
    c.exchangeRate = fx;
    c.priceDates.push_back({"cloud", p.name + (price.offer.empty() ? "" : ", " + price.offer),
                            p.date, p.source});
    c.rentedPerGpuHour = price.onDemand / fx;
    if (price.committed)
        c.rentedCommittedPerGpuHour = *price.committed / fx;
    c.rentedPerMonth = c.gpuHoursPerMonth * *c.rentedPerGpuHour;
}

/// Totals, per GPU hour and per run, the monthly curves and the break-even month.
void compare(CostsResult& c) {
    const double hours = c.gpuHoursPerMonth * c.months;
    c.ownedTotal = c.purchase + c.runningPerMonth * c.months;
    c.rentedTotal = c.rentedPerMonth * c.months;
    if (c.rentedCommittedPerGpuHour)
        c.rentedCommittedTotal = *c.rentedCommittedPerGpuHour * hours;
    c.ownedPerGpuHour = c.ownedTotal / hours;
    c.ownedPerRun = *c.ownedPerGpuHour * c.runGpuHours;
    c.rentedPerRun = *c.rentedPerGpuHour * c.runGpuHours;
    for (int m = 0; m <= c.months; ++m) {
        c.ownedByMonth.push_back(c.purchase + c.runningPerMonth * m);
        c.rentedByMonth.push_back(c.rentedPerMonth * m);
    }
    // Owned(m) = P + m·running, rented(m) = m·rent: equal at m = P / (rent − running); the
    // first whole month at or past it. Never where renting costs no more than running.
    const double saved = c.rentedPerMonth - c.runningPerMonth;
    if (saved > 0)
        c.breakEvenMonth = std::max(1, int(std::ceil(c.purchase / saved - 1e-9)));
}

} // namespace

CostsResult evaluateCosts(const CostsRequest& q, const SizingResult& r,
                          const PurchasePrice& purchase, const Catalog& cat) {
    CostsResult c;
    c.asked = true;
    c.currency = purchase.currency;
    const Assumptions& a = cat.assumptions;
    // The energy price: the scenario's (in the quote's currency), else the catalog's
    // energy_price, which is in the catalog's currency.
    const auto energyFx = rate(purchase.currency, cat.vendor.currency, a);
    if (!q.energyPerKwh && !energyFx)
        return c.status = CostsStatus::NoExchangeRate, c;
    ownedSide(c, q, r, a, q.energyPerKwh.value_or(a.energyPrice * energyFx.value_or(1)));
    const CloudProvider* provider = providerFor(q, r.gpuId, cat);
    if (!provider)
        return c.status = CostsStatus::NoCloudPrice, c;
    const auto fx = rate(provider->currency, c.currency, a);
    if (!fx)
        return c.status = CostsStatus::NoExchangeRate, c;
    rentedSide(c, *provider, *provider->priceFor(r.gpuId), *fx);
    if (!purchase.net)
        return c.status = CostsStatus::NoPurchasePrice, c;
    c.purchase = *purchase.net;
    if (c.gpuHoursPerMonth <= 0)
        return c.status = CostsStatus::NoUsage, c;
    compare(c);
    return c;
}

} // namespace headroom
