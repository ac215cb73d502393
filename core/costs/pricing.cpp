#include "pricing.h"

#include <algorithm>
#include <cmath>
#include <string_view>
#include <utility>

namespace headroom {

namespace {
/// Money to the cent, half away from zero (commercial rounding, DIN 1333).
double cents(double value) {
    return std::round(value * 100) / 100;
}

/// One line as the quote's rules add it. Its words are only referenced: the whole quote copies
/// them into its LineItem, the purchase alone does not read them.
struct Line {
    const char* id;
    std::string_view name;
    double size = 0;
    int quantity = 1;
    std::optional<double> unitPrice;
    PriceStatus status = PriceStatus::OnRequest;
};

/// The quote's lines as they are added: each unit price the quote's own, else the catalog's
/// (catalog prices are in the catalog's currency: a quote in another one uses only its own).
/// The sums (subtotal, lines on request, whether the server and its GPUs are priced) are kept
/// here, in the order the lines come; `keep` does what else a line is for: the whole quote
/// (priceQuote) keeps it as a LineItem, the purchase (purchaseOf) nothing.
template <class Keep> struct QuoteLines {
    const QuoteDetails& details;
    bool catalogPrices;
    Keep keep;
    double subtotal = 0; ///< the priced lines' amounts, before rounding
    int onRequest = 0;
    bool hardwarePriced = true; ///< the server and GPU lines have prices (purchaseOf)

    std::optional<double> own(const char* id) const {
        if (details.prices.empty()) // most quotes: no key to build for the look-up
            return std::nullopt;
        if (auto it = details.prices.find(id); it != details.prices.end())
            return it->second;
        return std::nullopt;
    }
    void add(Line line, bool hardware = false) {
        line.status = line.unitPrice ? PriceStatus::Priced : line.status;
        double amount = 0;
        if (line.status == PriceStatus::Priced) {
            amount = cents(*line.unitPrice * line.quantity);
            subtotal += amount;
        } else if (line.status == PriceStatus::OnRequest) {
            ++onRequest;
        }
        if (hardware && line.status != PriceStatus::Priced)
            hardwarePriced = false;
        keep(line, amount);
    }
    /// One line at the quote's unit price, else the catalog's `catalogPrice`; none for none.
    void part(const char* id, std::string_view name, int quantity,
              std::optional<double> catalogPrice) {
        if (quantity <= 0)
            return;
        Line line{id, name, 0, quantity, own(id)};
        if (!line.unitPrice && catalogPrices)
            line.unitPrice = catalogPrice;
        add(line);
    }
};

/// Keeps every line as the quote's LineItem.
struct KeepItems {
    std::vector<LineItem>* items;
    void operator()(const Line& l, double amount) const {
        items->push_back(
            {l.id, std::string(l.name), l.size, l.quantity, l.unitPrice, l.status, amount});
    }
};

/// Keeps nothing of a line but its sums (the purchase).
struct KeepSums {
    void operator()(const Line&, double) const {}
};

/// Every server of the build with its cards, memory and drives. The server: chassis, CPUs,
/// memory and drives without the GPUs (README, "Your own GPUs, servers and prices"); host
/// memory and drives come with a priced server, and a price of their own lists them apart.
template <class Keep>
void addServers(QuoteLines<Keep>& lines, const SizingResult& r, const ServerSpec* server,
                const GpuSpec* gpu, int nodes) {
    Line chassis{"server", r.serverName, 0, nodes, lines.own("server")};
    if (!chassis.unitPrice && lines.catalogPrices && server)
        chassis.unitPrice = server->price;
    const bool serverPriced = chassis.unitPrice.has_value();
    lines.add(chassis, true);

    Line cards{"gpu", r.gpuName, gpu ? gpu->memoryGb : 0, r.gpuCount * nodes, lines.own("gpu")};
    if (!cards.unitPrice && lines.catalogPrices && gpu)
        cards.unitPrice = gpu->price;
    lines.add(cards, true);

    const PriceStatus inServer = serverPriced ? PriceStatus::Included : PriceStatus::OnRequest;
    lines.add({"host_memory", {}, r.host.installed, nodes, lines.own("host_memory"), inServer});
    if ((server && server->storageTb > 0) || lines.own("storage"))
        lines.add(
            {"storage", {}, server ? server->storageTb : 0, nodes, lines.own("storage"), inServer});
}

/// The network the result sized (README, "Several servers: the network, the racks"): one line
/// at the quote's price for the whole network, else adapters, switches and links of a cluster.
template <class Keep>
void addNetwork(QuoteLines<Keep>& lines, const SizingResult& r, const Catalog& catalog, int nodes) {
    const ClusterInfo& cl = r.cluster;
    const int switches = cl.fabric.leafSwitches + cl.fabric.spineSwitches;
    if (lines.own("network")) {
        // One price for the whole network: one line (its description counts the parts).
        lines.add({"network", cl.networkName, 0, 1, lines.own("network")});
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

/// The quote's currency: its own, else the catalog's.
const std::string& quoteCurrency(const QuoteDetails& details, const Vendor& v) {
    return details.currency.empty() ? v.currency : details.currency;
}

/// Every line of the quote of `r` on its `server` and `gpu` (catalog entries; null: not in the
/// catalog), in order: the servers, the network, the service.
template <class Keep>
QuoteLines<Keep> quoteLines(const SizingResult& r, const ServerSpec* server, const GpuSpec* gpu,
                            const Catalog& catalog, const QuoteDetails& details, Keep keep) {
    const Vendor& v = catalog.vendor;
    QuoteLines<Keep> lines{details, quoteCurrency(details, v) == v.currency, keep};
    // A cluster (the scenario's `nodes` above 1) quotes every server with its cards, memory and
    // drives, and the network.
    const int nodes = std::max(1, r.nodes);
    addServers(lines, r, server, gpu, nodes);
    addNetwork(lines, r, catalog, nodes);
    Line service{"service", {}, 0, 1, lines.own("service")};
    if (!service.unitPrice && lines.catalogPrices && v.servicePrice > 0)
        service.unitPrice = v.servicePrice;
    lines.add(service);
    return lines;
}

/// Subtotal of the priced lines to the cent, the discount and the net.
void addNet(Pricing& p, double subtotal, const QuoteDetails& details) {
    p.subtotal = cents(subtotal);
    p.discountPercent = details.discountPercent;
    p.discount = cents(p.subtotal * p.discountPercent / 100);
    p.net = cents(p.subtotal - p.discount);
}

/// The quote of `r` on its `server` and `gpu`, every line with its words, and its totals.
Pricing priceBuild(const SizingResult& r, const ServerSpec* server, const GpuSpec* gpu,
                   const Catalog& catalog, const QuoteDetails& details) {
    Pricing p;
    p.items.reserve(8); // server, cards, memory, drives, three network parts, service: at most
    const Vendor& v = catalog.vendor;
    p.currency = quoteCurrency(details, v);
    const auto lines = quoteLines(r, server, gpu, catalog, details, KeepItems{&p.items});
    p.onRequest = lines.onRequest;
    addNet(p, lines.subtotal, details);
    p.vatPercent = details.vatPercent.value_or(v.vatPercent);
    p.vat = cents(p.net * p.vatPercent / 100);
    p.total = cents(p.net + p.vat);
    return p;
}

/// The build's server and GPU as `r` names them: none when evaluate() could not size it (then
/// nothing is priced from the catalog, as when priced from the result's names).
std::pair<const ServerSpec*, const GpuSpec*> pricedParts(const ResolvedBuild& build,
                                                         const SizingResult& r) {
    // The result names the build's server and GPU (pipeline/sizing.cpp, recordBuild).
    return {r.serverId.empty() ? nullptr : build.server, r.gpuId.empty() ? nullptr : build.gpu};
}

} // namespace

Pricing priceQuote(const Scenario& /*scenario*/, const SizingResult& r, const Catalog& catalog,
                   const QuoteDetails& details) {
    return priceBuild(r, catalog.findServer(r.serverId), catalog.findGpu(r.gpuId), catalog,
                      details);
}

Pricing priceQuote(const ResolvedBuild& build, const SizingResult& r, const Catalog& catalog,
                   const QuoteDetails& details) {
    const auto [server, gpu] = pricedParts(build, r);
    return priceBuild(r, server, gpu, catalog, details);
}

PurchasePrice purchaseOf(const ResolvedBuild& build, const SizingResult& r, const Catalog& catalog,
                         const QuoteDetails& details) {
    // The same lines as priceQuote's, in the same order (the same sums to the bit), without
    // their words: an evaluation prices every build.
    const auto [server, gpu] = pricedParts(build, r);
    const auto lines = quoteLines(r, server, gpu, catalog, details, KeepSums{});
    PurchasePrice bought{quoteCurrency(details, catalog.vendor), std::nullopt, lines.onRequest};
    if (lines.hardwarePriced) {
        Pricing sums;
        addNet(sums, lines.subtotal, details);
        bought.net = sums.net;
    }
    return bought;
}

} // namespace headroom
