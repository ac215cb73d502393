// The window's Costs tab (issue 34): own or rent for the build and every pinned build, set in
// the panel's "Advanced: own or rent" section with real clicks and keys; the summary line's
// break-even; English and German at 1280×720.
#include "charts/costschartview.h"
#include "costs/costsview.h"
#include "uifixtures.h"

#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QLineSeries>
#include <QScatterSeries>
#include <QTest>

namespace {

/// 8× H200 SXM with the quote's prices (server 40,000 EUR, GPU 30,000 EUR).
const char* kPriced = R"({"server": "8x-h200-sxm",
    "quote": {"prices": {"server": 40000, "gpu": 30000}}})";

/// Opens the costs fold, ticks "Compare with renting" and types `runs` runs per month.
void setCostsByHand(MainWindow& w, const char* runs) {
    w.resize(1280, 720);
    w.show();
    auto* fold = control<CollapsibleSection>(w, "advancedCosts");
    fold->setExpanded(true);
    QApplication::processEvents();
    auto* enabled = control<QCheckBox>(w, "costsEnabled");
    QTest::mouseClick(enabled, Qt::LeftButton, Qt::NoModifier, QPoint(8, enabled->height() / 2));
    REQUIRE(w.scenario().costs);
    auto* box = control<QDoubleSpinBox>(w, "costsRunsPerMonth");
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, QString::fromLatin1(runs));
    QTest::keyClick(box, Qt::Key_Return);
}

} // namespace

TEST_CASE("ticking own or rent and typing 60 runs a month shows the break-even on the Costs tab "
          "and in the summary",
          "[ui][costs]") {
    auto w = makeWindow();
    openJson(*w, kPriced);
    CHECK_FALSE(w->result().costs.asked);
    setCostsByHand(*w, "60");
    const CostsRequest& q = *w->scenario().costs;
    CHECK(q.usage == CostsUsage::RunsPerMonth);
    CHECK(q.usageValue == 60);
    const CostsResult& c = w->result().costs;
    REQUIRE(c.status == CostsStatus::Ok);
    REQUIRE(c.breakEvenMonth);
    const QString month = QString::number(*c.breakEvenMonth);
    CHECK(w->costsView()->answerText().contains(QStringLiteral("Owning breaks even in month ") +
                                                month));
    CHECK(w->findChild<QLabel*>(QStringLiteral("summary"))
              ->toolTip()
              .contains(QStringLiteral("owning pays off from month ") + month));
    // The chart: owned and rented month by month, the break-even marked on the owned curve.
    QChart* chart = w->costsView()->chartView()->chart();
    auto* owned = qobject_cast<QLineSeries*>(chart->series().at(0));
    auto* mark = qobject_cast<QScatterSeries*>(chart->series().at(2));
    REQUIRE(owned);
    REQUIRE(mark);
    CHECK(owned->count() == c.months + 1);
    CHECK(owned->at(0).y() == Approx(c.purchase / 1000));
    REQUIRE(mark->count() == 1);
    CHECK(mark->at(0).x() == *c.breakEvenMonth);
    // The cloud price with its date.
    CHECK(w->findChild<QLabel*>(QStringLiteral("costsPrices"))
              ->text()
              .contains(QStringLiteral("2026-08-26")));
    // Unticking removes the section and the summary's part.
    QTest::mouseClick(control<QCheckBox>(*w, "costsEnabled"), Qt::LeftButton, Qt::NoModifier,
                      QPoint(8, 8));
    CHECK_FALSE(w->scenario().costs);
    CHECK_FALSE(w->findChild<QLabel*>(QStringLiteral("summary"))
                    ->toolTip()
                    .contains(QStringLiteral("owning")));
}

TEST_CASE("a build without a cloud price says so on the Costs tab", "[ui][costs]") {
    auto w = makeWindow();
    openJson(*w, R"({"server": "4x-h200-nvl", "quote": {"prices": {"server": 30000,
        "gpu": 32000}}, "costs": {"runs_per_month": 10}})");
    CHECK(w->result().costs.status == CostsStatus::NoCloudPrice);
    CHECK(w->costsView()->answerText() ==
          QStringLiteral("No comparison: the catalog has no cloud price for this GPU type."));
    CHECK_FALSE(w->costsView()->chartView()->isVisibleTo(w->costsView()));
}

TEST_CASE("every pinned build gets its own owned and rented curves", "[ui][costs]") {
    auto w = makeWindow();
    openJson(*w, R"({"server": "8x-h100-sxm", "quote": {"prices": {"server": 40000,
        "gpu": 25000}}, "costs": {"runs_per_month": 20}})");
    const Scenario h100 = w->scenario();
    const SizingResult h100Result = w->result();
    openJson(*w, R"({"server": "8x-h200-sxm", "quote": {"prices": {"server": 40000,
        "gpu": 30000}}, "costs": {"runs_per_month": 20}})");
    REQUIRE(w->comparisonDock()->pin(h100, h100Result));
    // This build's owned, rented and mark, the pin's owned and rented.
    CHECK(w->costsView()->chartView()->visibleSeries() == 5);
}

TEST_CASE("the Costs tab reads whole at 1280×720 in English and German, and German has no "
          "English words",
          "[ui][costs]") {
    for (const char* language : {"en", "de"}) {
        auto w = makeWindow();
        w->setLanguage(QLatin1String(language));
        openJson(*w, R"({"server": "8x-h200-sxm", "quote": {"prices": {"server": 40000,
            "gpu": 30000}}, "costs": {"runs_per_month": 60, "service_per_year": 12000}})");
        w->resize(1280, 720);
        w->show();
        QTabWidget* tabs = w->resultPanel()->tabs();
        tabs->setCurrentWidget(w->costsView());
        QApplication::processEvents();
        CHECK(shownWhole(*w, w->costsView()->chartView()));
        // The summary line with its break-even: whole, on at most two lines (issue 32's rule).
        REQUIRE(w->result().costs.breakEvenMonth);
        const QString month = QString::number(*w->result().costs.breakEvenMonth);
        const QString part = QLatin1String(language) == QLatin1String("de")
                                 ? QStringLiteral("Kauf rechnet sich ab Monat ")
                                 : QStringLiteral("owning pays off from month ");
        CHECK(control<QLabel>(*w, "summary")->toolTip().contains(part + month));
        checkAnswerShownWhole(*w);
        CHECK(legendEntriesCut(w->costsView()->chartView()->chart()).isEmpty());
        if (QLatin1String(language) == QLatin1String("de")) {
            const QRegularExpression& english = englishWords();
            for (const QLabel* label : w->costsView()->findChildren<QLabel*>()) {
                QString text = label->text();
                text.remove(QRegularExpression(QStringLiteral("\\(https?://[^)]*\\)")));
                INFO(text.toStdString());
                CHECK_FALSE(english.match(text).hasMatch());
            }
            CHECK(w->costsView()->answerText().startsWith(QStringLiteral("Der Kauf rechnet")));
        }
        CHECK(saveScreenshot(*w, QStringLiteral("costs_1280x720"), language));
    }
}
