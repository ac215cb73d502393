// Issue 16: the quote's prices in the core (line items, subtotal over what is priced, discount,
// VAT, total, "on request" apart), the scenario's `quote` section, and the one table of warning
// texts with its arguments from the catalog.
#include "catalog.h"
#include "messagetable.h"
#include "pricing.h"
#include "scenario.h"
#include "scenariojson.h"
#include "sizing.h"
#include "support.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

using namespace headroom;
using headroom::test::catalog;

namespace {

Scenario scenario(const std::string& text, const Catalog& cat = catalog()) {
    auto s = parseScenario(nlohmann::json::parse(text), "inline.json", cat);
    if (!s)
        FAIL(s.error().toString());
    return s.value();
}

Pricing price(const Scenario& s, const Catalog& cat = catalog()) {
    return priceQuote(s, evaluate(s, cat), cat, s.quote);
}

const LineItem* item(const Pricing& p, const std::string& id) {
    for (const LineItem& i : p.items)
        if (i.id == id)
            return &i;
    return nullptr;
}

} // namespace

TEST_CASE("a fully priced quote adds up: 30,000 + 4 × 32,000 + 9,000 + 1,000, less 10 %, plus "
          "19 % VAT",
          "[pricing]") {
    const Pricing p = price(scenario(R"({"server": "4x-h200-nvl", "quote": {
        "prices": {"server": 30000, "gpu": 32000, "host_memory": 9000, "service": 1000},
        "discount_percent": 10, "vat_percent": 19}})"));
    REQUIRE(item(p, "gpu"));
    CHECK(item(p, "gpu")->quantity == 4);
    CHECK(item(p, "gpu")->amount == 128000);
    CHECK(item(p, "gpu")->size == 141);
    CHECK(item(p, "host_memory")->status == PriceStatus::Priced);
    CHECK(item(p, "host_memory")->size == 1152);
    // The drives come with the priced server (a catalog server's price includes them).
    CHECK(item(p, "storage")->status == PriceStatus::Included);
    CHECK(item(p, "storage")->size == 30.72);
    CHECK(p.subtotal == 168000);
    CHECK(p.discount == 16800);
    CHECK(p.net == 151200);
    CHECK(p.vat == 28728);
    CHECK(p.total == 179928);
    CHECK(p.onRequest == 0);
    CHECK(p.currency == "EUR");
}

TEST_CASE("unpriced items are on request, apart from a total that stays a number", "[pricing]") {
    // Three of four priced: the server has no price (the catalog has none), so it and the drives
    // in it are on request; host memory priced on its own.
    const Pricing p = price(scenario(R"({"server": "4x-h200-nvl", "quote": {
        "prices": {"gpu": 32000, "host_memory": 9000, "service": 1000}, "discount_percent": 5,
        "vat_percent": 0}})"));
    CHECK(item(p, "server")->status == PriceStatus::OnRequest);
    CHECK_FALSE(item(p, "server")->unitPrice.has_value());
    CHECK(item(p, "storage")->status == PriceStatus::OnRequest);
    CHECK(p.onRequest == 2);
    CHECK(p.subtotal == 138000);
    CHECK(p.discount == 6900); // "Rabatt 5 %" has an amount
    CHECK(p.net == 131100);
    CHECK(p.vat == 0);
    CHECK(p.total == 131100);
}

TEST_CASE("evaluate() carries the purchase the quote prices, once, for every face",
          "[pricing][answer]") {
    // The fully priced quote above: 168,000 less 10 % = 151,200 net, before VAT.
    const Scenario priced = scenario(R"({"server": "4x-h200-nvl", "quote": {
        "prices": {"server": 30000, "gpu": 32000, "host_memory": 9000, "service": 1000},
        "discount_percent": 10, "vat_percent": 19}})");
    const PurchasePrice bought = evaluate(priced, catalog()).purchase;
    REQUIRE(bought.net.has_value());
    CHECK(*bought.net == 151200);
    CHECK(bought.currency == "EUR");
    CHECK(bought.onRequest == 0);
    // The server without a price: no purchase to show, the server and its drives counted open.
    const PurchasePrice open = evaluate(scenario(R"({"server": "4x-h200-nvl", "quote": {
        "prices": {"gpu": 32000, "host_memory": 9000, "service": 1000}}})"),
                                        catalog())
                                   .purchase;
    CHECK_FALSE(open.net.has_value());
    CHECK(open.onRequest == 2);
}

TEST_CASE("evaluate()'s purchase is the whole quote's net, currency and lines on request, "
          "on every kind of build",
          "[pricing][answer]") {
    // purchaseOf() adds up the same lines as priceQuote() without their words; the two must
    // agree to the bit. The cluster fully priced: 773,200 (the cluster quote above) less 3 %
    // (23,196) = 750,004 net.
    const std::string cluster = R"({"model": "llama-3.1-8b", "server": "8x-h200-sxm",
        "nodes": 2, "network": "cx7-ndr-400", "nics_per_server": 8, "sequence_length": 2048,
        "quote": )";
    const std::vector<std::string> texts = {
        cluster + R"({"prices": {"server": 100000, "gpu": 30000, "nic": 2500, "switch": 30000,
            "cable": 1200, "service": 4000}, "discount_percent": 3}})",
        cluster + R"({"prices": {"server": 100000, "gpu": 30000}}})",
        cluster + R"({"prices": {"network": 60000, "gpu": 30000}}})",
        R"({"server": "4x-h200-nvl", "quote": {"prices": {"gpu": 1999.99},
            "discount_percent": 3}})",
        R"({"server": "4x-h200-nvl", "quote": {"prices": {"server": 30000, "gpu": 1999.99,
            "storage": 700}, "discount_percent": 3, "currency": "USD"}})"};
    int withNet = 0;
    for (const std::string& text : texts) {
        INFO(text);
        const Scenario s = scenario(text);
        const SizingResult r = evaluate(s, catalog());
        const Pricing p = priceQuote(s, r, catalog(), s.quote);
        CHECK(r.purchase.currency == p.currency);
        CHECK(r.purchase.onRequest == p.onRequest);
        const bool hardwarePriced = item(p, "server")->status == PriceStatus::Priced &&
                                    item(p, "gpu")->status == PriceStatus::Priced;
        REQUIRE(r.purchase.net.has_value() == hardwarePriced);
        if (hardwarePriced) {
            CHECK(*r.purchase.net == p.net);
            ++withNet;
        }
    }
    CHECK(withNet == 3); // the server unpriced in the fourth and the third
    CHECK(*evaluate(scenario(texts[0]), catalog()).purchase.net == 750004);
    CHECK(evaluate(scenario(texts[4]), catalog()).purchase.currency == "USD");
}

TEST_CASE("catalog prices fill in, the quote's own replace them, and VAT defaults to the "
          "vendor's",
          "[pricing]") {
    Catalog cat = catalog();
    for (GpuSpec& g : cat.gpus)
        if (g.id == "rtx-pro-6000-se")
            g.price = 8500;
    for (ServerSpec& sv : cat.servers)
        if (sv.id == "8x-rtx-pro-6000-se")
            sv.price = 24000;
    cat.vendor.servicePrice = 1500;
    cat.vendor.vatPercent = 19;
    const Scenario s = scenario(R"({"server": "8x-rtx-pro-6000-se"})", cat);
    const Pricing p = price(s, cat);
    CHECK(item(p, "server")->amount == 24000);
    CHECK(item(p, "gpu")->amount == 68000);
    CHECK(item(p, "host_memory")->status == PriceStatus::Included);
    CHECK(item(p, "service")->amount == 1500);
    CHECK(p.subtotal == 93500);
    CHECK(p.vatPercent == 19);
    CHECK(p.vat == 17765);
    CHECK(p.total == 111265);

    Scenario own = s;
    own.quote.prices["gpu"] = 8000;
    CHECK(price(own, cat).subtotal == 89500);

    // A quote in another currency cannot use the catalog's EUR prices.
    Scenario dollars = s;
    dollars.quote.currency = "USD";
    const Pricing usd = price(dollars, cat);
    CHECK(usd.currency == "USD");
    CHECK(usd.subtotal == 0);
    CHECK(item(usd, "gpu")->status == PriceStatus::OnRequest);
}

TEST_CASE("amounts are rounded to the cent", "[pricing]") {
    const Pricing p = price(scenario(R"({"server": "4x-h200-nvl", "quote": {
        "prices": {"gpu": 1999.99}, "discount_percent": 3, "vat_percent": 19}})"));
    CHECK(p.subtotal == Approx(7999.96).margin(1e-9));
    CHECK(p.discount == Approx(240.00).margin(1e-9)); // 239.9988
    CHECK(p.net == Approx(7759.96).margin(1e-9));
    CHECK(p.vat == Approx(1474.39).margin(1e-9)); // 1474.3924
    CHECK(p.total == Approx(9234.35).margin(1e-9));
}

TEST_CASE("a network price adds its own line item", "[pricing]") {
    const Pricing p = price(scenario(R"({"server": "4x-h200-nvl", "quote": {
        "prices": {"network": 4200}}})"));
    REQUIRE(item(p, "network"));
    CHECK(item(p, "network")->amount == 4200);
    CHECK(p.subtotal == 4200);
    CHECK_FALSE(item(price(scenario(R"({"server": "4x-h200-nvl"})")), "network"));
}

TEST_CASE("a cluster quotes every server and the network the result sized: 2 HGX H200, 16 "
          "adapters, one switch, 16 links",
          "[pricing][cluster]") {
    // Two 8-GPU servers on eight 400G adapters each: 16 adapter ports on one 64-port QM9700,
    // rail-optimised, one link per port (tests/test_cluster.cpp sizes the same fabric).
    const std::string base = R"({"model": "llama-3.1-8b", "server": "8x-h200-sxm", "nodes": 2,
        "network": "cx7-ndr-400", "nics_per_server": 8, "sequence_length": 2048, "quote": )";
    const Pricing p = price(scenario(base + R"({"prices": {"server": 100000, "gpu": 30000,
        "nic": 2500, "switch": 30000, "cable": 1200, "service": 4000}, "vat_percent": 19}})"));
    REQUIRE(item(p, "server"));
    CHECK(item(p, "server")->quantity == 2);
    CHECK(item(p, "server")->amount == 200000);
    CHECK(item(p, "gpu")->quantity == 16);
    CHECK(item(p, "gpu")->amount == 480000);
    // Memory and drives of both servers come with the servers' price.
    CHECK(item(p, "host_memory")->quantity == 2);
    CHECK(item(p, "host_memory")->status == PriceStatus::Included);
    REQUIRE(item(p, "nic"));
    CHECK(item(p, "nic")->quantity == 16);
    CHECK(item(p, "nic")->name == "NVIDIA ConnectX-7 NDR 400Gb/s InfiniBand (OSFP)");
    CHECK(item(p, "nic")->amount == 40000);
    REQUIRE(item(p, "switch"));
    CHECK(item(p, "switch")->quantity == 1);
    CHECK(item(p, "switch")->name == "NVIDIA Quantum-2 QM9700 (64x NDR 400Gb/s)");
    CHECK(item(p, "switch")->amount == 30000);
    REQUIRE(item(p, "cable"));
    CHECK(item(p, "cable")->quantity == 16);
    CHECK(item(p, "cable")->amount == 19200);
    CHECK_FALSE(item(p, "network"));
    // 200,000 + 480,000 + 40,000 + 30,000 + 19,200 + 4,000 = 773,200; 19 % VAT 146,908.
    CHECK(p.subtotal == 773200);
    CHECK(p.vat == 146908);
    CHECK(p.total == 920108);
    CHECK(p.onRequest == 0);

    // The catalog prices no network part: unpriced, the three are on request, apart from the
    // total.
    const Pricing open = price(scenario(base + R"({"prices": {"server": 100000, "gpu": 30000},
        "vat_percent": 0}})"));
    CHECK(item(open, "nic")->status == PriceStatus::OnRequest);
    CHECK(item(open, "switch")->status == PriceStatus::OnRequest);
    CHECK(item(open, "cable")->status == PriceStatus::OnRequest);
    CHECK(open.total == 680000); // 2 × 100,000 + 16 × 30,000
    // The three parts and the service (the built-in vendor.json has no service price).
    REQUIRE(catalog().vendor.servicePrice == 0);
    CHECK(open.onRequest == 4);

    // One price for the whole network replaces the parts with one line.
    const Pricing lump = price(scenario(base + R"({"prices": {"network": 60000},
        "vat_percent": 0}})"));
    REQUIRE(item(lump, "network"));
    CHECK(item(lump, "network")->quantity == 1);
    CHECK(item(lump, "network")->amount == 60000);
    CHECK_FALSE(item(lump, "nic"));
    CHECK_FALSE(item(lump, "switch"));
    CHECK_FALSE(item(lump, "cable"));
}

TEST_CASE("one server quotes no network parts", "[pricing][cluster]") {
    const Pricing p = price(scenario(R"({"server": "8x-h200-sxm", "network": "cx7-ndr-400",
        "quote": {"prices": {"nic": 2500, "switch": 30000, "cable": 1200}}})"));
    CHECK(item(p, "server")->quantity == 1);
    CHECK(item(p, "gpu")->quantity == 8);
    CHECK_FALSE(item(p, "nic"));
    CHECK_FALSE(item(p, "switch"));
    CHECK_FALSE(item(p, "cable"));
}

TEST_CASE("the quote section is read, written and read back unchanged", "[pricing][scenario]") {
    const Scenario s = scenario(R"({"server": "4x-h200-nvl", "quote": {
        "customer": "Beispiel Forschung GmbH", "address": ["Hauptstraße 1", "80331 München"],
        "contact": "Dr. Erika Mustermann", "number": "Q-2026-0042", "valid_days": 45,
        "currency": "EUR", "prices": {"gpu": 32000.5, "service": 1000},
        "discount_percent": 7.5, "vat_percent": 19, "notes": "Delivery in week 48.",
        "language": "en,de", "paper": "letter"}})");
    const QuoteDetails& q = s.quote;
    CHECK(q.customer == "Beispiel Forschung GmbH");
    CHECK(q.address == "Hauptstraße 1\n80331 München");
    CHECK(q.validDays == 45);
    CHECK(q.prices.at("gpu") == 32000.5);
    CHECK(q.discountPercent == 7.5);
    CHECK(q.vatPercent == 19);
    CHECK(q.languages == std::vector<std::string>{"en", "de"});
    CHECK(q.paper == "letter");
    const nlohmann::json written = toJson(s);
    CHECK(written["quote"]["language"] == "en,de");
    auto back = parseScenario(written, "back.json", catalog());
    REQUIRE(back);
    CHECK(back->quote == q);
    // No quote section: none written.
    CHECK_FALSE(toJson(scenario(R"({"server": "4x-h200-nvl"})")).contains("quote"));
}

TEST_CASE("a bad quote section names the key", "[pricing][scenario][badinput]") {
    struct Row {
        const char* quote;
        const char* key;
        const char* says;
    };
    const Row rows[] = {
        {R"({"customer": 5})", "/quote/customer", "string"},
        {R"({"valid_days": 0})", "/quote/valid_days", "3650"},
        {R"({"valid_days": 1.5})", "/quote/valid_days", "integer"},
        {R"({"discount_percent": 101})", "/quote/discount_percent", "100"},
        {R"({"vat_percent": -1})", "/quote/vat_percent", "0"},
        {R"({"prices": {"gpu": -5}})", "/quote/prices/gpu", "1000000000"},
        {R"({"prices": {"gpus": 5}})", "/quote/prices/gpus", "unknown line item"},
        {R"({"prices": [1]})", "/quote/prices", "object"},
        {R"({"language": "fr"})", "/quote/language", "'fr'"},
        {R"({"paper": "a5"})", "/quote/paper", "letter"},
        {R"({"currency": "euro"})", "/quote/currency", "ISO 4217"},
        {R"({"address": 7})", "/quote/address", "list of lines"},
        {R"({"colour": "red"})", "/quote/colour", "unknown quote key"},
        {R"("Q-1")", "/quote", "object"},
    };
    for (const Row& row : rows) {
        INFO(row.quote);
        const auto doc = nlohmann::json::parse(
            std::string(R"({"server": "4x-h200-nvl", "quote": )") + row.quote + "}");
        auto s = parseScenario(doc, "s.json", catalog());
        REQUIRE_FALSE(s);
        INFO(s.error().toString());
        CHECK(s.error().file == "s.json");
        CHECK(s.error().key == row.key);
        CHECK(s.error().toString().find(row.says) != std::string::npos);
    }
}

TEST_CASE("every warning text comes from the one table, its numbers from the catalog",
          "[pricing][messages]") {
    // Every template's placeholders are numbered from %1 without gaps.
    for (const MessageTemplate& t : messageTemplates()) {
        INFO(t.code);
        const std::string text = t.text;
        int highest = 0;
        for (std::size_t i = 0; i + 1 < text.size(); ++i)
            if (text[i] == '%' && text[i + 1] >= '1' && text[i + 1] <= '9')
                highest = std::max(highest, text[i + 1] - '0');
        for (int n = 1; n <= highest; ++n)
            CHECK(text.find("%" + std::to_string(n)) != std::string::npos);
    }
    // The feed's derating is the catalog's assumption, not a fixed 80 %.
    Catalog cat = catalog();
    cat.assumptions.feedDerating = 0.75;
    const Scenario s = scenario(R"({"server": "8x-h200-nvl", "feed_amps": 16})", cat);
    const SizingResult r = evaluate(s, cat);
    const Warning* feed = nullptr;
    for (const Warning& w : r.warnings) {
        CHECK(messageTemplate(w.code) != nullptr); // no warning without a table row
        if (w.code == "feed_exceeded")
            feed = &w;
    }
    REQUIRE(feed);
    CHECK(warningMessage(*feed).find("(2.76 kW at 75 %)") !=
          std::string::npos); // 230 V × 16 A × 0.75
    REQUIRE(feed->args.size() == 4);
    CHECK(feed->args[3].kind == ArgKind::Percent);
    CHECK(feed->args[3].value == 0.75);
}
