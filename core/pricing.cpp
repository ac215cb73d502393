#include "pricing.h"

#include <algorithm>
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

    // A cluster (the scenario's `nodes` above 1) quotes every server with its cards, memory and
    // drives, and the network the result sized (README, "Several servers: the network, the
    // racks"): adapters, switches and links.
    const int nodes = std::max(1, r.nodes);

    // The server: chassis, CPUs, memory and drives without the GPUs (README, "Your own GPUs,
    // servers and prices").
    LineItem chassis{"server", r.serverName, 0, nodes, own("server"), PriceStatus::OnRequest, 0};
    if (!chassis.unitPrice && catalogPrices && server)
        chassis.unitPrice = server->price;
    const bool serverPriced = chassis.unitPrice.has_value();
    add(chassis);

    LineItem cards{"gpu",
                   r.gpuName,
                   gpu ? gpu->memoryGb : 0,
                   r.gpuCount * nodes,
                   own("gpu"),
                   PriceStatus::OnRequest,
                   0};
    if (!cards.unitPrice && catalogPrices && gpu)
        cards.unitPrice = gpu->price;
    add(cards);

    // Host memory and drives come with a priced server; a price of their own lists them apart.
    const PriceStatus inServer = serverPriced ? PriceStatus::Included : PriceStatus::OnRequest;
    add({"host_memory", {}, r.host.installed, nodes, own("host_memory"), inServer, 0});
    if ((server && server->storageTb > 0) || own("storage"))
        add({"storage", {}, server ? server->storageTb : 0, nodes, own("storage"), inServer, 0});

    const ClusterInfo& cl = r.cluster;
    const int switches = cl.fabric.leafSwitches + cl.fabric.spineSwitches;
    if (own("network")) {
        // One price for the whole network: one line (its description counts the parts).
        add({"network", cl.networkName, 0, 1, own("network"), PriceStatus::OnRequest, 0});
    } else if (nodes > 1) {
        // The parts at their unit prices: the quote's, else the catalog's (networks.json).
        auto part = [&](const char* id, const std::string& name, int quantity,
                        std::optional<double> catalogPrice) {
            if (quantity <= 0)
                return;
            LineItem item{id, name, 0, quantity, own(id), PriceStatus::OnRequest, 0};
            if (!item.unitPrice && catalogPrices)
                item.unitPrice = catalogPrice;
            add(std::move(item));
        };
        const NicSpec* nic = catalog.findNic(cl.network);
        const SwitchSpec* sw = catalog.findSwitch(cl.switchId);
        const CableSpec* cable = catalog.findCable(cl.cable);
        part("nic", cl.networkName, cl.nics, nic ? nic->price : std::nullopt);
        part("switch", cl.switchName, switches, sw ? sw->price : std::nullopt);
        part("cable", cable ? cable->name : cl.cable, cl.fabric.links,
             cable ? cable->price : std::nullopt);
    }

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
