// The quote's section "Serving the tuned model" (issue 23), read back with pdftotext in
// English and German.
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

QString quoteText(const Scenario& s, const QString& language) {
    return test::quoteText(s, language, "Q-23");
}

Scenario servingScenario() {
    Scenario s = test::referenceScenario(R"({"server": "8x-h200-nvl",
        "serving": {"context_tokens": 32768, "users": 40}})");
    return s;
}

} // namespace

TEST_CASE("the quote has a section on serving the tuned model, in English and German",
          "[quote][serving]") {
    const Scenario s = servingScenario();
    const ServingResult v = evaluate(s, catalog()).serving;
    REQUIRE(v.fits);
    const QString en = quoteText(s, QStringLiteral("en"));
    CHECK(en.contains(QStringLiteral("Serving the tuned model")));
    CHECK(en.contains(QStringLiteral("the same build serves 40 users at 32k tokens each")));
    CHECK(en.contains(QStringLiteral("Users at 32k tokens %1")
                          .arg(QLocale(QLocale::English).toString(qlonglong(v.usersAtContext)))));
    const QString de = quoteText(s, QStringLiteral("de"));
    CHECK(de.contains(QStringLiteral("Betrieb des trainierten Modells")));
    CHECK(de.contains(QStringLiteral("bedient derselbe Aufbau 40 Nutzer mit je 32k Tokens")));
    CHECK_FALSE(de.contains(QStringLiteral("Serving the tuned model")));
    // Without a serving section the quote has none.
    const QString plain = quoteText(test::referenceScenario("{}"), QStringLiteral("en"));
    CHECK_FALSE(plain.contains(QStringLiteral("Serving the tuned model")));
    // The serving stage's assumptions with their sources, only where the scenario serves.
    for (const Assumption& a : catalog().assumptions.all) {
        if (a.id.rfind("serving_", 0) != 0)
            continue;
        INFO(a.id);
        const QString source = QString::fromStdString(a.source).left(30).simplified();
        CHECK(en.contains(source));
        CHECK_FALSE(plain.contains(source));
    }
}
