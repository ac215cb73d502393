#pragma once
// What owning the build costs against renting the same GPU hours (result key `costs`).
#include "enumnames.h"

#include <optional>
#include <string>
#include <vector>

namespace headroom {

/// Why a comparison has no figures: each is a clear answer, never a guess.
enum class CostsStatus {
    Ok,
    NoPurchasePrice, ///< the server or the GPUs are "on request" in the quote
    NoUsage,         ///< no runs, no GPU hours, or utilisation 0: nothing to spread costs over
    NoCloudPrice,    ///< no provider in the catalog lists the build's GPU type
    NoExchangeRate,  ///< the cloud price's currency is not the quote's and no rate converts it
};

inline constexpr auto kCostsStatusNames = makeEnumTable(
    std::pair{CostsStatus::Ok, "ok"}, std::pair{CostsStatus::NoPurchasePrice, "no_purchase_price"},
    std::pair{CostsStatus::NoUsage, "no_usage"},
    std::pair{CostsStatus::NoCloudPrice, "no_cloud_price"},
    std::pair{CostsStatus::NoExchangeRate, "no_exchange_rate"});
const char* toString(CostsStatus);

/// A price the comparison uses, with the day it was read and where (result `price_dates`).
struct PriceDate {
    std::string item;   ///< "cloud"
    std::string name;   ///< "Lambda, 8x NVIDIA H100 SXM"
    std::string date;   ///< YYYY-MM-DD
    std::string source; ///< the page
    bool operator==(const PriceDate&) const = default;
};

/// The build's purchase as the quote prices it, with the scenario's own quote prices
/// (core/costs/pricing.cpp: priceQuote, purchasePrice): computed once by evaluate(), asked or
/// not, for Compare's price row. Not a result key of its own (`costs.purchase` when asked).
struct PurchasePrice {
    std::string currency; ///< the quote's
    /// The quote's net (after discount, before VAT); unset when the server or its GPUs are
    /// "on request" (purchasePrice()).
    std::optional<double> net;
    int onRequest = 0; ///< the quote's items without a price, not in the net
    bool operator==(const PurchasePrice&) const = default;
};

struct CostsResult {
    bool asked = false; ///< the scenario has a `costs` section
    CostsStatus status = CostsStatus::Ok;
    std::string currency; ///< the quote's currency; every amount below is in it
    int years = 0;
    int months = 0; ///< years × 12
    double pue = 0;
    double energyPerKwh = 0;
    double servicePerYear = 0;
    double purchase = 0;        ///< the quote's net over its priced lines
    int gpus = 0;               ///< cards bought and rented (every server of a cluster)
    double runGpuHours = 0;     ///< one run: hours × cards
    double gpuHoursPerMonth = 0;
    double utilisation = 0;     ///< GPU hours per month / (730 h × cards)
    bool overbooked = false;    ///< more GPU hours a month than the cards have
    double energyPerMonth = 0;  ///< facility energy (× PUE) of the month, idle hours included
    double idlePowerFraction = 0;  ///< the catalog's idle_power_fraction (0: idle not counted)
    double idleEnergyPerMonth = 0; ///< of energyPerMonth: the hours between runs
    double runningPerMonth = 0; ///< energy + service per month
    double rentedPerMonth = 0;  ///< the month's GPU hours at the on-demand price
    double ownedTotal = 0;      ///< purchase + running over the years
    double rentedTotal = 0;     ///< the same GPU hours rented over the years, on demand
    std::optional<double> ownedPerGpuHour;
    std::optional<double> ownedPerRun;
    std::optional<double> rentedPerGpuHour; ///< on demand, in the quote's currency
    std::optional<double> rentedPerRun;
    std::optional<double> rentedCommittedPerGpuHour;
    std::optional<double> rentedCommittedTotal;
    /// The first month whose cumulative owned cost is at or below the rented one; unset where
    /// renting costs no more per month than running the build (owning never catches up).
    std::optional<int> breakEvenMonth;
    std::string cloud;         ///< provider id
    std::string cloudName;     ///< provider name
    std::string cloudCurrency; ///< as published
    double cloudOnDemand = 0;  ///< as published, per GPU hour
    std::optional<double> cloudCommitted;
    double exchangeRate = 1;   ///< cloud currency units per quote currency unit
    std::vector<PriceDate> priceDates;
    /// Cumulative costs at the end of month 0 .. months (the charts' curves).
    std::vector<double> ownedByMonth;
    std::vector<double> rentedByMonth;
    bool operator==(const CostsResult&) const = default;
};

} // namespace headroom
