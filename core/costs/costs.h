#pragma once
// Own or rent: the cost stage, a pure function of the sized build, its quote prices and the
// scenario's `costs` section.
#include "costsrequest.h"
#include "costsresult.h"

namespace headroom {

struct Catalog;
struct SizingResult;

/// Hours in a month: 8,760 h in a 365-day year / 12 (the month cloud providers bill by, e.g.
/// AWS's "730 hours in a month" in its pricing calculator).
inline constexpr double kHoursPerMonth = 730;

/// What owning `result`'s build costs over the years of use against renting its GPU hours at
/// the cloud price of the same GPU type. `purchase` is purchaseOf() the same scenario
/// (pricing.h): its currency is the costs' currency, its net the price paid.
CostsResult evaluateCosts(const CostsRequest& request, const SizingResult& result,
                          const PurchasePrice& purchase, const Catalog& catalog);

} // namespace headroom
