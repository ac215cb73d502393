// Issue 15: the verdict's direct answers and the core's views in the window: where it runs
// out, what fits, a cluster's summary line.
#include "uifixtures.h"

TEST_CASE("the verdict answers by how much and what the feed needs, and is never green over "
          "the feed",
          "[ui][issue15]") {
    auto w = makeWindow();
    auto* verdict = control<QLabel>(*w, "verdict");
    // The default plans the 32 A feed, as the reference page does for four H200 NVL; on 16 A
    // they draw 3.40 kW against 2.94 kW.
    CHECK(w->scenario().feedAmps == 32);
    CHECK(w->answer().state == VerdictState::Fits);
    auto* feed = control<QComboBox>(*w, "feed");
    feed->setCurrentIndex(0);
    emit feed->activated(0);
    REQUIRE(w->scenario().feedAmps == 16);
    REQUIRE(w->result().fits);
    CHECK(w->answer().state == VerdictState::PowerExceeded);
    CHECK(w->resultPanel()->verdictText().contains(
        QStringLiteral("needs the 32 A feed, or a cap of 500 W per GPU on 16 A")));
    CHECK(control<QLabel>(*w, "powerAnswer")
              ->text()
              .contains(QStringLiteral("needs the 32 A feed, or a cap of 500 W per GPU on 16 A")));
    CHECK_FALSE(verdict->styleSheet().contains(QStringLiteral("#1b5e20")));
    CHECK(verdict->styleSheet().contains(QStringLiteral("#9a5b00")));
    // The cap it names makes it green.
    control<QCheckBox>(*w, "capPower")->setChecked(true);
    control<QSpinBox>(*w, "powerCap")->setValue(500);
    CHECK(w->scenario().powerCapW == 500);
    CHECK(w->answer().state == VerdictState::Fits);
    CHECK(verdict->styleSheet().contains(QStringLiteral("#1b5e20")));
    // Eight RTX PRO 6000 SE (6.35 kW) exceed both feeds: never green, on either feed.
    control<QCheckBox>(*w, "capPower")->setChecked(false);
    choose(control<QComboBox>(*w, "gpu"), QStringLiteral("rtx-pro-6000-se"));
    control<QSpinBox>(*w, "gpuCount")->setValue(8);
    for (int amps : {16, 32}) {
        choose(control<QComboBox>(*w, "feed"), 100 + amps); // 230 V, single phase
        REQUIRE(w->result().fits);
        CHECK(w->answer().state == VerdictState::PowerExceeded);
        CHECK_FALSE(verdict->styleSheet().contains(QStringLiteral("#1b5e20")));
        CHECK(w->resultPanel()->verdictText().contains(QStringLiteral("550 W per GPU")));
        // The catalog's three-phase feed comes before the cap (issue 32).
        CHECK(w->resultPanel()->verdictText().contains(
            QStringLiteral("needs the 400 V three-phase 16 A feed, or a cap of 550 W per GPU")));
        CHECK(w->answer().answer == AnswerState::NoGo);
    }
    // A 400 V three-phase 16 A feed (8.87 kW) carries the 6.35 kW: green, and said so.
    choose(control<QComboBox>(*w, "feed"), 316);
    CHECK(w->scenario().feedPhases == 3);
    CHECK(w->scenario().feedAmps == 16);
    CHECK(w->answer().state == VerdictState::Fits);
    auto* power = w->resultPanel()->findChild<QLabel*>(QStringLiteral("powerAnswer"));
    REQUIRE(power);
    CHECK(power->text().contains(QStringLiteral("within the planned 400 V three-phase 16 A feed")));
    choose(control<QComboBox>(*w, "feed"), 132);
    CHECK(w->scenario().feedPhases == 1);
    // Two H200 NVL do not hold it: "short by … per GPU", in red.
    choose(control<QComboBox>(*w, "gpu"), QStringLiteral("h200-nvl"));
    control<QSpinBox>(*w, "gpuCount")->setValue(2);
    REQUIRE_FALSE(w->result().fits);
    const QLocale en(QLocale::English, QLocale::UnitedStates);
    CHECK(verdict->text().startsWith(
        QStringLiteral("Does not fit: short by %1 per GPU")
            .arg(QStringLiteral("%1 GB").arg(en.toString(-w->result().perGpu.headroom, 'f', 1)))));
    CHECK(verdict->styleSheet().contains(QStringLiteral("#b00020")));
}

TEST_CASE("where it runs out shows the core's curve for the build and every pin", "[ui][issue15]") {
    auto w = makeWindow();
    RunsOutChartView* view = w->runsOutView();
    const RunsOutCurve expected = runsOutCurve(w->scenario(), catalog());
    const auto series = view->chart()->series();
    auto* total = qobject_cast<QLineSeries*>(series.at(1));
    REQUIRE(total);
    REQUIRE(total->count() == int(expected.points.size()));
    for (int i = 0; i < total->count(); ++i) {
        CHECK(total->at(i).x() == double(expected.points[std::size_t(i)].sequenceLength));
        CHECK(total->at(i).y() == Approx(expected.points[std::size_t(i)].totalGb));
    }
    auto* longest = qobject_cast<QLineSeries*>(series.at(3));
    REQUIRE(longest);
    REQUIRE(longest->count() == 2);
    CHECK(longest->at(0).x() == double(expected.longestSequence));
    // A pinned build adds its curve; the slider updates the current one.
    const SizingResult first = w->result();
    w->findChild<QAction*>(QStringLiteral("pinBuild"))->trigger();
    auto* pinned = qobject_cast<QLineSeries*>(view->chart()->series().at(5));
    REQUIRE(pinned);
    CHECK(pinned->isVisible());
    CHECK(pinned->count() == int(expected.points.size()));
    control<QComboBox>(*w, "method")->setCurrentIndex(1);
    emit control<QComboBox>(*w, "method")->activated(1);
    const RunsOutCurve lora = runsOutCurve(w->scenario(), catalog());
    CHECK(total->at(0).y() == Approx(lora.points.front().totalGb));
    CHECK(pinned->at(0).y() == Approx(expected.points.front().totalGb));
    // The pin is named for its hardware ("1: 8× RTX PRO 6000 SE", not "Build 1") and, on
    // another card than the current build's, is drawn against its own card's capacity.
    CHECK(first.gpuShortName == "H200 NVL");
    const QString pinName = QStringLiteral("1: %1× H200 NVL").arg(first.gpuCount);
    CHECK(pinned->name() == pinName);
    auto* ownCapacity = qobject_cast<QLineSeries*>(view->chart()->series().at(9));
    REQUIRE(ownCapacity);
    CHECK_FALSE(ownCapacity->isVisible()); // same card: the current build's line serves both
    choose(control<QComboBox>(*w, "gpu"), QStringLiteral("rtx-pro-6000-se"));
    const double rtx = runsOutCurve(w->scenario(), catalog()).capacityGb;
    auto* capacity = qobject_cast<QLineSeries*>(view->chart()->series().at(2));
    REQUIRE(capacity);
    CHECK(capacity->at(0).y() == Approx(rtx));
    REQUIRE(ownCapacity->isVisible());
    CHECK(ownCapacity->at(0).y() == Approx(expected.capacityGb));
    CHECK(expected.capacityGb > rtx + 30);
    const QLocale en(QLocale::English, QLocale::UnitedStates);
    CHECK(pinned->name() ==
          pinName + QStringLiteral(", card ") + formatGb(expected.capacityGb, en, 0));
    // The pin's legend entry names its card; the line itself has none.
    for (QLegendMarker* marker : view->chart()->legend()->markers())
        if (marker->series() == ownCapacity)
            CHECK_FALSE(marker->isVisible());
}

TEST_CASE("what fits lists the core's table and a click applies the build", "[ui][issue15]") {
    auto w = makeWindow();
    WhatFitsModel* model = w->whatFitsModel();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    const WhatFitsTable expected = whatFits(w->scenario(), catalog());
    CHECK(model->table() == expected);
    REQUIRE(model->rowCount() == int(catalog().gpus.size()));
    int rtx = -1, eight = -1, two = -1;
    for (int r = 0; r < model->rowCount(); ++r)
        if (expected.gpus[std::size_t(r)] == "rtx-pro-6000-se")
            rtx = r;
    for (int c = 0; c < model->columnCount(); ++c) {
        if (expected.counts[std::size_t(c)] == 8)
            eight = c;
        if (expected.counts[std::size_t(c)] == 2)
            two = c;
    }
    REQUIRE(rtx >= 0);
    REQUIRE(eight >= 0);
    const QLocale en(QLocale::English, QLocale::UnitedStates);
    // Eight RTX PRO 6000 SE hold the run (20.1 GB free) but draw 6.35 kW on the planned 32 A
    // feed (5.89 kW): "no", with the reason, never green (issue 32).
    const WhatFitsCell& cell = expected.at(std::size_t(rtx), std::size_t(eight));
    CHECK(cell.fits);
    CHECK(cell.answer.answer == AnswerState::NoGo);
    CHECK(model->data(model->index(rtx, eight)).toString() ==
          QStringLiteral("no: feed"));
    // Four H200 NVL, the reference build: its free memory.
    int h200nvl = 0, four = 0;
    while (expected.gpus[std::size_t(h200nvl)] != "h200-nvl")
        ++h200nvl;
    while (expected.counts[std::size_t(four)] != 4)
        ++four;
    CHECK(model->data(model->index(h200nvl, four)).toString() ==
          QStringLiteral("%1 GB free")
              .arg(en.toString(expected.at(std::size_t(h200nvl), std::size_t(four)).headroomGb,
                               'f', 1)));
    CHECK(model->headerData(rtx, Qt::Vertical).toString() ==
          QString::fromStdString(catalog().findGpu("rtx-pro-6000-se")->name) +
              QStringLiteral(" (96 GB)"));
    // Two H200 NVL: "no".
    int h200 = 0;
    while (expected.gpus[std::size_t(h200)] != "h200-nvl")
        ++h200;
    CHECK(model->data(model->index(h200, two)).toString() ==
          QStringLiteral("no (−%1 GB)")
              .arg(en.toString(-expected.at(std::size_t(h200), std::size_t(two)).headroomGb, 'f',
                               1)));
    w->applyWhatFits(model->index(rtx, eight));
    CHECK(w->result().serverId == "8x-rtx-pro-6000-se");
    CHECK(w->undoStack()->count() == 1);
}

TEST_CASE("a cluster's summary line names every server, in English and German", "[ui][cluster]") {
    // Three HGX H100 servers, eight cards each: the line under the verdict says three servers
    // (the quote's title and `headroom evaluate` say the same), not one server's 8 cards.
    auto w = makeWindow();
    openJson(*w, R"({"model": "llama-3.1-8b", "server": "8x-h100-sxm", "nodes": 3})");
    REQUIRE(w->result().nodes == 3);
    const auto* summary = w->findChild<QLabel*>(QStringLiteral("summary"));
    REQUIRE(summary);
    const QString gpu = QString::fromStdString(w->result().gpuShortName.empty()
                                                   ? w->result().gpuName
                                                   : w->result().gpuShortName);
    w->setLanguage(QStringLiteral("de"));
    CHECK(summary->text().startsWith(QStringLiteral("3 Server mit je 8 × %1 (").arg(gpu)));
    w->setLanguage(QStringLiteral("en"));
    CHECK(summary->text().startsWith(QStringLiteral("3 servers with 8 × %1 each (").arg(gpu)));
}
