// The quote's page "Own or rent" (issue 34), read back with pdftotext in English and German:
// printed only when the scenario has a `costs` section, with the break-even month, the figures
// of the cost stage and the cloud price with its date and source.
#include "quote/quoterenderer.h"
#include "quotetext.h"
#include "sizing.h"
#include "support.h"

#include <catch2/catch.hpp>

#include <QLocale>

using namespace headroom;
using namespace headroom::ui;
using headroom::test::catalog;

namespace {

Scenario costsScenario() {
    return test::referenceScenario(R"({"server": "8x-h200-sxm",
        "quote": {"prices": {"server": 40000, "gpu": 30000}},
        "costs": {"runs_per_month": 60, "service_per_year": 12000}})");
}

} // namespace

TEST_CASE("the quote prints a page own or rent with the break-even month and the dated cloud "
          "price, in English and German",
          "[quote][costs]") {
    const Scenario s = costsScenario();
    const CostsResult c = evaluate(s, catalog()).costs;
    REQUIRE(c.status == CostsStatus::Ok);
    REQUIRE(c.breakEvenMonth);
    const QLocale en(QLocale::English), de(QLocale::German);
    const QString english = test::quoteText(s, QStringLiteral("en"), "Q-34");
    CHECK(english.contains(QStringLiteral("Own or rent")));
    CHECK(english.contains(QStringLiteral("Owning the build breaks even in month %1")
                               .arg(*c.breakEvenMonth)));
    CHECK(english.contains(en.toString(c.ownedTotal, 'f', 0) + QStringLiteral(" EUR")));
    CHECK(english.contains(QStringLiteral("read on 2026-08-26")));
    CHECK(english.contains(QStringLiteral("hyperstack.cloud/gpu-pricing")));
    // The cost assumptions with their sources (PUE: Uptime Institute; years of use: Amazon's
    // 10-K), and the energy between runs said not to be counted (idle_power_fraction 0).
    CHECK(english.contains(QStringLiteral("Uptime Institute")));
    CHECK(english.contains(QStringLiteral("0001018724-25-000004")));
    CHECK(english.contains(QStringLiteral("The energy between runs is not counted")));
    const QString german = test::quoteText(s, QStringLiteral("de"), "Q-34");
    CHECK(german.contains(QStringLiteral("Kaufen oder mieten")));
    CHECK(german.contains(
        QStringLiteral("rechnet sich ab Monat %1").arg(*c.breakEvenMonth)));
    CHECK(german.contains(de.toString(c.ownedTotal, 'f', 0) + QStringLiteral(" EUR")));
    CHECK_FALSE(german.contains(QStringLiteral("Own or rent")));
    CHECK(german.contains(QStringLiteral("Die Energie zwischen den Läufen ist nicht gezählt")));
    // Without a costs section there is no such page, and no cost assumption.
    const QString plain = test::quoteText(test::referenceScenario(R"({"server": "8x-h200-sxm",
        "quote": {"prices": {"server": 40000, "gpu": 30000}}})"),
                                          QStringLiteral("en"), "Q-34");
    CHECK_FALSE(plain.contains(QStringLiteral("Own or rent")));
    CHECK_FALSE(plain.contains(QStringLiteral("Uptime Institute")));
}

TEST_CASE("a quote whose build has no cloud price says so on its own-or-rent page",
          "[quote][costs]") {
    const QString english = test::quoteText(
        test::referenceScenario(R"({"server": "4x-h200-nvl", "costs": {"runs_per_month": 4}})"),
        QStringLiteral("en"), "Q-34");
    CHECK(english.contains(QStringLiteral("Own or rent")));
    CHECK(english.contains(
        QStringLiteral("No comparison: the catalog has no cloud price for this GPU type.")));
}

// Not run by ctest (hidden tag): writes the own-or-rent quote in both languages to the folder
// $HEADROOM_QUOTE_OUT, to be rendered with pdftoppm and looked at.
TEST_CASE("the own-or-rent quote written for a look", "[.][costs-pdf]") {
    const QString folder = qEnvironmentVariable("HEADROOM_QUOTE_OUT");
    REQUIRE_FALSE(folder.isEmpty());
    const Scenario s = costsScenario();
    for (const char* language : {"en", "de"}) {
        QuoteOptions o;
        o.language = QLatin1String(language);
        o.details.number = "Q-34";
        QString error;
        CHECK(QuoteRenderer(catalog()).writePdf(
            QStringLiteral("%1/costs_quote_%2.pdf").arg(folder, QLatin1String(language)), s,
            evaluate(s, catalog()), o, &error));
    }
}
