#include "pricing.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace headroom {

namespace {
/// Money to the cent, half away from zero (commercial rounding, DIN 1333).
double cents(double value) {
    return std::round(value * 100) / 100;
}

/// The quote's lines as they are added: each unit price the quote's own, else the catalog's
/// (catalog prices are in the catalog's currency: a quote in another one uses only its own).
struct QuoteLines {
    Pricing& p;
    const QuoteDetails& details;
    bool catalogPrices;

    std::optional<double> own(const char* id) const {
        if (details.prices.empty()) // most quotes: no key to build for the look-up
            return std::nullopt;
        if (auto it = details.prices.find(id); it != details.prices.end())
            return it->second;
        return std::nullopt;
    }
    void add(LineItem item) {
        item.status = item.unitPrice ? PriceStatus::Priced : item.status;
        if (item.status == PriceStatus::Priced)
            item.amount = cents(*item.unitPrice * item.quantity);
        p.items.push_back(std::move(item));
    }
    /// One line at the quote's unit price, else the catalog's `catalogPrice`; none for none.
    void part(const char* id, const std::string& name, int quantity,
              std::optional<double> catalogPrice) {
        if (quantity <= 0)
            return;
        LineItem item{id, name, 0, quantity, own(id), PriceStatus::OnRequest, 0};
        if (!item.unitPrice && catalogPrices)
            item.unitPrice = catalogPrice;
        add(std::move(item));
    }
};

/// Every server of the build with its cards, memory and drives. The server: chassis, CPUs,
/// memory and drives without the GPUs (README, "Your own GPUs, servers and prices"); host
/// memory and drives come with a priced server, and a price of their own lists them apart.
void addServers(QuoteLines& lines, const SizingResult& r, const ServerSpec* server,
                const GpuSpec* gpu, int nodes) {
    LineItem chassis{"server", r.serverName, 0, nodes, lines.own("server"), PriceStatus::OnRequest,
                     0};
    if (!chassis.unitPrice && lines.catalogPrices && server)
        chassis.unitPrice = server->price;
    const bool serverPriced = chassis.unitPrice.has_value();
    lines.add(std::move(chassis));

    LineItem cards{"gpu",
                   r.gpuName,
                   gpu ? gpu->memoryGb : 0,
                   r.gpuCount * nodes,
                   lines.own("gpu"),
                   PriceStatus::OnRequest,
                   0};
    if (!cards.unitPrice && lines.catalogPrices && gpu)
        cards.unitPrice = gpu->price;
    lines.add(std::move(cards));

    const PriceStatus inServer = serverPriced ? PriceStatus::Included : PriceStatus::OnRequest;
    lines.add({"host_memory", {}, r.host.installed, nodes, lines.own("host_memory"), inServer, 0});
    if ((server && server->storageTb > 0) || lines.own("storage"))
        lines.add({"storage",
                   {},
                   server ? server->storageTb : 0,
                   nodes,
                   lines.own("storage"),
                   inServer,
                   0});
}

/// The network the result sized (README, "Several servers: the network, the racks"): one line
/// at the quote's price for the whole network, else adapters, switches and links of a cluster.
void addNetwork(QuoteLines& lines, const SizingResult& r, const Catalog& catalog, int nodes) {
    const ClusterInfo& cl = r.cluster;
    const int switches = cl.fabric.leafSwitches + cl.fabric.spineSwitches;
    if (lines.own("network")) {
        // One price for the whole network: one line (its description counts the parts).
        lines.add(
            {"network", cl.networkName, 0, 1, lines.own("network"), PriceStatus::OnRequest, 0});
        return;
    }
    if (nodes <= 1)
        return;
    // The parts at their unit prices: the quote's, else the catalog's (networks.json).
    const NicSpec* nic = catalog.findNic(cl.network);
    const SwitchSpec* sw = catalog.findSwitch(cl.switchId);
    const CableSpec* cable = catalog.findCable(cl.cable);
    lines.part("nic", cl.networkName, cl.nics, nic ? nic->price : std::nullopt);
    lines.part("switch", cl.switchName, switches, sw ? sw->price : std::nullopt);
    lines.part("cable", cable ? cable->name : cl.cable, cl.fabric.links,
               cable ? cable->price : std::nullopt);
}

/// Subtotal of the priced lines, the discount, VAT and the total, each to the cent.
void addTotals(Pricing& p, const QuoteDetails& details, const Vendor& v) {
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
}

/// The quote of `r` on its `server` and `gpu` (catalog entries; null: not in the catalog).
Pricing priceBuild(const SizingResult& r, const ServerSpec* server, const GpuSpec* gpu,
                   const Catalog& catalog, const QuoteDetails& details) {
    Pricing p;
    p.items.reserve(8); // server, cards, memory, drives, three network parts, service: at most
    const Vendor& v = catalog.vendor;
    p.currency = details.currency.empty() ? v.currency : details.currency;
    QuoteLines lines{p, details, p.currency == v.currency};
    // A cluster (the scenario's `nodes` above 1) quotes every server with its cards, memory and
    // drives, and the network.
    const int nodes = std::max(1, r.nodes);
    addServers(lines, r, server, gpu, nodes);
    addNetwork(lines, r, catalog, nodes);
    LineItem service{"service", {}, 0, 1, lines.own("service"), PriceStatus::OnRequest, 0};
    if (!service.unitPrice && lines.catalogPrices && v.servicePrice > 0)
        service.unitPrice = v.servicePrice;
    lines.add(std::move(service));
    addTotals(p, details, v);
    return p;
}

} // namespace

Pricing priceQuote(const Scenario& /*scenario*/, const SizingResult& r, const Catalog& catalog,
                   const QuoteDetails& details) {
    return priceBuild(r, catalog.findServer(r.serverId), catalog.findGpu(r.gpuId), catalog,
                      details);
}

Pricing priceQuote(const ResolvedBuild& build, const SizingResult& r, const Catalog& catalog,
                   const QuoteDetails& details) {
    // The result names the build's server and GPU (pipeline/sizing.cpp, recordBuild), or none
    // when evaluate() could not size it: then nothing is priced from the catalog, as above.
    return priceBuild(r, r.serverId.empty() ? nullptr : build.server,
                      r.gpuId.empty() ? nullptr : build.gpu, catalog, details);
}

std::optional<double> purchasePrice(const Pricing& p) {
    for (const LineItem& item : p.items)
        if ((item.id == "server" || item.id == "gpu") && item.status != PriceStatus::Priced)
            return std::nullopt;
    return p.net;
}

} // namespace headroom
