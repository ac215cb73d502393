#pragma once
// The quote's prices: line items for the build, the subtotal over what is priced, discount,
// VAT and total. Items without a price are "on request", listed apart from the total.
#include "build/resolvebuild.h"
#include "catalog.h"
#include "quotedetails.h"
#include "scenario.h"
#include "sizingresult.h"

#include <optional>
#include <string>
#include <vector>

namespace headroom {

enum class PriceStatus {
    Priced,    ///< a unit price from the quote or the catalog
    Included,  ///< part of another item's price (host memory and drives in a catalog server)
    OnRequest, ///< no price yet: listed, but not in the total
};

/// One line of the quote. The description is the window's and the PDF's to word (by `id`), from
/// `name` and `size`.
struct LineItem {
    std::string id;   ///< lineItemIds(): "server", "gpu", "host_memory", "storage", …
    std::string name; ///< the product: server or GPU name
    double size = 0;  ///< GB of host memory, TB of storage, GB per GPU card
    int quantity = 1;
    std::optional<double> unitPrice;
    PriceStatus status = PriceStatus::OnRequest;
    double amount = 0; ///< quantity × unit price (Priced only)
    bool operator==(const LineItem&) const = default;
};

struct Pricing {
    std::string currency;
    std::vector<LineItem> items;
    double subtotal = 0; ///< over the priced items
    double discountPercent = 0;
    double discount = 0; ///< the discount as an amount (positive)
    double net = 0;      ///< subtotal − discount
    double vatPercent = 0;
    double vat = 0;
    double total = 0;  ///< net + VAT
    int onRequest = 0; ///< items without a price, not in the total
    bool operator==(const Pricing&) const = default;
};

/// The quote's line items and totals for `scenario`'s build as `result` sized it: prices from
/// `details` first, then the catalog (server chassis, GPU per card, the vendor's service
/// price; only when the quote's currency is the catalog's). Amounts are rounded to the cent.
Pricing priceQuote(const Scenario& scenario, const SizingResult& result, const Catalog& catalog,
                   const QuoteDetails& details);

/// The same quote on the build evaluate() resolved and sized as `result`: its server and GPU
/// (`build.server`, `build.gpu`, the ones `result` names) are not looked up again.
Pricing priceQuote(const ResolvedBuild& build, const SizingResult& result, const Catalog& catalog,
                   const QuoteDetails& details);

/// The build's purchase, as own-or-rent and Compare read it: the quote's currency, its lines on
/// request, and its net (after discount, before VAT: cloud prices are quoted before tax too)
/// when the server and its GPUs are priced, unset when either is "on request". The same figures
/// as priceQuote()'s on the same build, from the same lines, without building their words:
/// evaluate() prices every build.
PurchasePrice purchaseOf(const ResolvedBuild& build, const SizingResult& result,
                         const Catalog& catalog, const QuoteDetails& details);

} // namespace headroom
