// Issue 16: quotes from the command line as pre-sales staff send them: a batch of scenarios with
// customer and prices, English and German from one command, totals read back with pdftotext; a
// build that fails is refused unless --allow-unfit, and then says so in its first lines.
#include "catalog.h"
#include "clirunner.h"
#include "pricing.h"
#include "scenario.h"
#include "scenariojson.h"
#include "sizing.h"
#include "support.h"

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <nlohmann/json.hpp>

#ifdef HEADROOM_EXE

using namespace headroom;
using namespace headroom::test;

namespace {

/// The PDF's text as pdftotext extracts it (searchable text, not pictures of text).
std::string pdfText(const fs::path& pdf) {
    std::string text;
    const std::string command = "pdftotext '" + pdf.string() + "' - 2>/dev/null";
    if (FILE* pipe = ::popen(command.c_str(), "r")) {
        char buffer[4096];
        std::size_t n;
        while ((n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0)
            text.append(buffer, n);
        ::pclose(pipe);
    }
    return text;
}

/// "179,928.00 EUR" (English) or "179.928,00 EUR" (German), as the quote writes money.
std::string money(double value, bool german) {
    const auto cents = static_cast<long long>(std::llround(value * 100));
    std::string whole = std::to_string(cents / 100);
    for (int i = int(whole.size()) - 3; i > 0; i -= 3)
        whole.insert(std::size_t(i), german ? "." : ",");
    char fraction[8];
    std::snprintf(fraction, sizeof fraction, "%02lld", cents % 100);
    return whole + (german ? "," : ".") + fraction + " EUR";
}

struct Case {
    const char* file;
    const char* scenario;
};

// Five builds that fit on a 32 A feed, each with its customer and prices.
const Case kBatch[] = {
    {"lab-a.headroom.json",
     R"({"server": "4x-h200-nvl", "feed_amps": 32, "quote": {"customer": "Alpha Labor GmbH",
        "number": "Q-A-1", "prices": {"server": 30000, "gpu": 32000, "service": 1000},
        "discount_percent": 10}})"},
    {"lab-b.headroom.json", R"({"server": "2x-rtx-pro-6000-se", "feed_amps": 32, "method": "lora",
        "quote": {"customer": "Beta Institut", "number": "Q-B-2",
        "prices": {"server": 24000, "gpu": 8500, "host_memory": 6000}}})"},
    {"lab-c.headroom.json", R"({"server": "4x-rtx-pro-6000-se", "feed_amps": 32, "method": "qlora",
        "quote": {"customer": "Gamma AG", "number": "Q-C-3", "prices": {"gpu": 8600.5},
        "vat_percent": 0}})"},
    {"lab-d.headroom.json",
     R"({"server": "8x-h200-nvl", "feed_amps": 32, "three_phase": true, "power_cap_w": 450,
        "method": "lora", "quote": {"customer": "Delta Forschung", "number": "Q-D-4",
        "prices": {"server": 52000, "gpu": 31000, "service": 2500}, "discount_percent": 3.5}})"},
    {"lab-e.headroom.json",
     R"({"server": "2x-h200-nvl", "feed_amps": 32, "method": "qlora", "quote": {
        "customer": "Epsilon KG", "number": "Q-E-5", "prices": {"server": 18000, "gpu": 31500},
        "vat_percent": 7}})"},
};

} // namespace

TEST_CASE("a batch of five scenarios renders in English and German from one command with "
          "correct totals",
          "[cli][quote][batch]") {
    ScratchDir dir("quote-batch");
    std::vector<std::string> args{"quote"};
    for (const Case& c : kBatch) {
        std::ofstream(dir / c.file) << c.scenario;
        args.push_back((dir / c.file).string());
    }
    const fs::path out = dir / "quotes";
    args.insert(args.end(), {"--out-dir", out.string(), "--lang", "en,de"});
    const Run run = runHeadroom(args, dir.path());
    INFO(run.err);
    REQUIRE(run.exitCode == 0);
    CHECK(run.err.empty());

    for (const Case& c : kBatch) {
        auto scenario = loadScenario((dir / c.file).string(), catalog());
        REQUIRE(scenario);
        const SizingResult result = evaluate(scenario.value(), catalog());
        REQUIRE(result.fits);
        const Pricing p = priceQuote(scenario.value(), result, catalog(), scenario->quote);
        REQUIRE(p.total > 0);
        std::string base = c.file;
        base.resize(base.find('.'));
        for (bool german : {false, true}) {
            const fs::path pdf = out / (base + (german ? "-de.pdf" : "-en.pdf"));
            INFO(pdf.string());
            REQUIRE(fs::exists(pdf));
            CHECK(run.out.find(pdf.string()) != std::string::npos);
            const std::string text = pdfText(pdf);
            CHECK(text.find(scenario->quote.customer) != std::string::npos);
            CHECK(text.find(scenario->quote.number) != std::string::npos);
            CHECK(text.find(german ? "Angebot" : "Quote") != std::string::npos);
            // The total as the core computes it, and the subtotal beside it.
            const std::string total = money(p.total, german);
            INFO("total " << total << ", " << p.onRequest << " item(s) on request");
            if (p.onRequest > 0) {
                // A line on request: the sums are on request too (issue 32), no partial total.
                // The partial total may still equal a priced line's amount (Gamma AG: the GPUs,
                // 4 × 8,600.50 = 34,402.00, are its only priced line): it appears exactly as
                // often as such lines, never once more as a sum.
                std::size_t asLine = 0, inText = 0;
                for (const LineItem& item : p.items)
                    if (item.unitPrice && money(item.amount, german) == total)
                        ++asLine;
                for (auto at = text.find(total); at != std::string::npos;
                     at = text.find(total, at + 1))
                    ++inText;
                CHECK(inText == asLine);
                CHECK(text.find(german ? "Zwischensumme, netto" : "Subtotal, net") !=
                      std::string::npos);
                CHECK(text.find(german ? "auf Anfrage" : "on request") != std::string::npos);
            } else {
                CHECK(text.find(total) != std::string::npos);
                CHECK(text.find(money(p.subtotal, german)) != std::string::npos);
                if (p.discount > 0)
                    CHECK(text.find("−" + money(p.discount, german)) != std::string::npos);
            }
            CHECK(text.find(german ? "(Kunde)" : "(customer)") == std::string::npos);
        }
    }
}

TEST_CASE("the command line overrides the quote section and names two languages' files",
          "[cli][quote]") {
    ScratchDir dir("quote-override");
    std::ofstream(dir / "s.json") << kBatch[0].scenario;
    const fs::path pdf = dir / "offer.pdf";
    const Run run = runHeadroom({"quote", (dir / "s.json").string(), "-o", pdf.string(), "--lang",
                                 "de,en", "--customer", "Zeta Systems SE", "--number",
                                 "Q-2026-0077", "--valid-days", "14", "--paper", "letter"},
                                dir.path());
    INFO(run.err);
    REQUIRE(run.exitCode == 0);
    for (const char* name : {"offer-de.pdf", "offer-en.pdf"}) {
        INFO(name);
        const std::string text = pdfText(dir / name);
        CHECK(text.find("Zeta Systems SE") != std::string::npos);
        CHECK(text.find("Alpha Labor GmbH") == std::string::npos);
        CHECK(text.find("Q-2026-0077") != std::string::npos);
        CHECK((text.find("(14 days)") != std::string::npos ||
               text.find("(14 Tage)") != std::string::npos));
    }
    CHECK_FALSE(fs::exists(pdf));

    for (const auto& bad : std::vector<std::vector<std::string>>{
             {"--valid-days", "0"}, {"--lang", "en,fr"}, {"-o", "x.pdf", "--out-dir", "d"}}) {
        std::vector<std::string> args{"quote", (dir / "s.json").string()};
        if (bad[0] != "-o")
            args.insert(args.end(), {"-o", (dir / "x.pdf").string()});
        args.insert(args.end(), bad.begin(), bad.end());
        INFO(bad[0]);
        CHECK(runHeadroom(args, dir.path()).exitCode == 2);
    }
    // Several scenarios need --out-dir.
    CHECK(runHeadroom({"quote", (dir / "s.json").string(), (dir / "s.json").string(), "-o",
                       (dir / "x.pdf").string()},
                      dir.path())
              .exitCode == 2);
}

TEST_CASE("a build that does not fit is refused with exit 1 unless --allow-unfit, which says so "
          "first",
          "[cli][quote]") {
    ScratchDir dir("quote-unfit");
    // The 27B full fine-tune on one H200 NVL: far beyond the card.
    std::ofstream(dir / "fits.json") << kBatch[0].scenario;
    std::ofstream(dir / "unfit.json") << R"({"gpu": "h200-nvl", "gpu_count": 1,
        "quote": {"customer": "Eta GmbH"}})";
    const fs::path out = dir / "out";
    const Run refused = runHeadroom({"quote", (dir / "fits.json").string(),
                                     (dir / "unfit.json").string(), "--out-dir", out.string()},
                                    dir.path());
    CHECK(refused.exitCode == 1);
    CHECK(refused.err.find("unfit.json") != std::string::npos);
    CHECK(refused.err.find("Does not fit") != std::string::npos);
    CHECK(refused.err.find("--allow-unfit") != std::string::npos);
    CHECK(std::count(refused.err.begin(), refused.err.end(), '\n') == 1);
    CHECK_FALSE(fs::exists(out / "fits-en.pdf")); // nothing half-done

    const Run allowed = runHeadroom({"quote", (dir / "unfit.json").string(), "--out-dir",
                                     out.string(), "--allow-unfit", "--lang", "en,de"},
                                    dir.path());
    INFO(allowed.err);
    REQUIRE(allowed.exitCode == 0);
    const std::string en = pdfText(out / "unfit-en.pdf");
    CHECK(en.substr(0, 200).find("Not a binding offer") != std::string::npos);
    CHECK(en.find("the server we propose") == std::string::npos);
    const std::string de = pdfText(out / "unfit-de.pdf");
    CHECK(de.substr(0, 200).find("Kein verbindliches Angebot") != std::string::npos);
}

#endif
