#include "pricing.h"

#include <cmath>

namespace headroom {

namespace {
/// Money to the cent, half away from zero (commercial rounding, DIN 1333).
double cents(double value) {
    return std::round(value * 100) / 100;
}
} // namespace

Pricing priceQuote(const Scenario& /*scenario*/, const SizingResult& r, const Catalog& catalog,
                   const QuoteDetails& details) {
    Pricing p;
    const Vendor& v = catalog.vendor;
    p.currency = details.currency.empty() ? v.currency : details.currency;
    // Catalog prices are in the catalog's currency: a quote in another one uses only its own.
    const bool catalogPrices = p.currency == v.currency;
    const ServerSpec* server = catalog.findServer(r.serverId);
    const GpuSpec* gpu = catalog.findGpu(r.gpuId);

    auto own = [&details](const char* id) -> std::optional<double> {
        if (auto it = details.prices.find(id); it != details.prices.end())
            return it->second;
        return std::nullopt;
    };
    auto add = [&p](LineItem item) {
        item.status = item.unitPrice ? PriceStatus::Priced : item.status;
        if (item.status == PriceStatus::Priced)
            item.amount = cents(*item.unitPrice * item.quantity);
        p.items.push_back(std::move(item));
    };

    // The server: chassis, CPUs, memory and drives without the GPUs (README, "Your own GPUs,
    // servers and prices").
    LineItem chassis{"server", r.serverName, 0, 1, own("server"), PriceStatus::OnRequest, 0};
    if (!chassis.unitPrice && catalogPrices && server)
        chassis.unitPrice = server->price;
    const bool serverPriced = chassis.unitPrice.has_value();
    add(chassis);

    LineItem cards{"gpu",      r.gpuName,  gpu ? gpu->memoryGb : 0,
                   r.gpuCount, own("gpu"), PriceStatus::OnRequest,
                   0};
    if (!cards.unitPrice && catalogPrices && gpu)
        cards.unitPrice = gpu->price;
    add(cards);

    // Host memory and drives come with a priced server; a price of their own lists them apart.
    const PriceStatus inServer = serverPriced ? PriceStatus::Included : PriceStatus::OnRequest;
    add({"host_memory", {}, r.host.installed, 1, own("host_memory"), inServer, 0});
    if ((server && server->storageTb > 0) || own("storage"))
        add({"storage", {}, server ? server->storageTb : 0, 1, own("storage"), inServer, 0});
    // The network between servers is a line of its own once a quote prices it.
    if (own("network"))
        add({"network", {}, 0, 1, own("network"), PriceStatus::OnRequest, 0});

    LineItem service{"service", {}, 0, 1, own("service"), PriceStatus::OnRequest, 0};
    if (!service.unitPrice && catalogPrices && v.servicePrice > 0)
        service.unitPrice = v.servicePrice;
    add(service);

    for (const LineItem& item : p.items) {
        if (item.status == PriceStatus::Priced)
            p.subtotal += item.amount;
        else if (item.status == PriceStatus::OnRequest)
            ++p.onRequest;
    }
    p.subtotal = cents(p.subtotal);
    p.discountPercent = details.discountPercent;
    p.discount = cents(p.subtotal * p.discountPercent / 100);
    p.net = cents(p.subtotal - p.discount);
    p.vatPercent = details.vatPercent.value_or(v.vatPercent);
    p.vat = cents(p.net * p.vatPercent / 100);
    p.total = cents(p.net + p.vat);
    return p;
}

} // namespace headroom
