// Issue 15: the window in a live customer call: everything that matters on one 1280×720
// screen, the charts' size steady, no accidental edits with the wheel, the core's ranges on the
// controls. The window's other subjects: test_windowviews.cpp (verdict and the core's views),
// test_windowpanel.cpp (panel sections), test_windowpins.cpp (pins, presets, clipboard),
// test_windowgerman.cpp (German throughout), test_windowexport.cpp (exports).
#include "uifixtures.h"

namespace {

/// The window's other tabs at 1280×720, with two pinned builds for the curves and the
/// comparison: the What fits table's cells whole, a screenshot of each.
void checkOtherTabs(MainWindow& w, const char* language) {
    if (w.comparisonDock()->model()->pinned().empty()) {
        w.findChild<QAction*>(QStringLiteral("pinBuild"))->trigger();
        w.applyPreset(3);
        w.findChild<QAction*>(QStringLiteral("pinBuild"))->trigger();
        w.undoStack()->undo();
    }
    QTabWidget* tabs = w.resultPanel()->tabs();
    for (int tab = 1; tab < tabs->count(); ++tab) {
        if (!tabs->isTabVisible(tab)) // the phases of an RL run (test_windowrl.cpp)
            continue;
        tabs->setCurrentIndex(tab);
        QApplication::processEvents();
        if (auto* fits = w.findChild<QTableView*>(QStringLiteral("whatFits"));
            fits && fits->isVisible())
            checkCellsShownWhole(*fits);
        CHECK(saveScreenshot(w, QStringLiteral("tab%1_1280x720").arg(tab), language));
    }
    tabs->setCurrentIndex(0);
}

} // namespace

TEST_CASE("every key control, the verdict and all four charts fit 1280x720 and 1366x768, "
          "English and German",
          "[ui][screenshot][issue15]") {
    auto w = makeWindow();
    for (const QSize size : {QSize(1280, 720), QSize(1366, 768)})
        inEachLanguage(
            *w,
            [&](const char* language) {
                INFO(size.width() << "x" << size.height());
                CHECK(w->size() == size);
                for (const char* name : kKeyControls) {
                    INFO(name);
                    CHECK(shownWhole(*w, control<QWidget>(*w, name)));
                }
                checkChartsShownWhole(*w);
                CHECK(saveScreenshot(
                    *w, QStringLiteral("window_%1x%2").arg(size.width()).arg(size.height()),
                    language));
                if (size.width() == 1280)
                    checkOtherTabs(*w, language);
            },
            size);
}

TEST_CASE("the charts keep their size when warnings come and go", "[ui][issue15]") {
    auto w = makeWindow();
    w->resize(1280, 720);
    w->show();
    QApplication::processEvents();
    const QWidget* memory = w->resultPanel()->chartView(ResultChartKind::Memory);
    const QSize before = memory->size();
    const auto warningsBefore = w->resultPanel()->warningTexts().size();
    // Eight RTX PRO 6000 SE bring the feed, PCIe and TFLOPS warnings.
    choose(control<QComboBox>(*w, "gpu"), QStringLiteral("rtx-pro-6000-se"));
    control<QSpinBox>(*w, "gpuCount")->setValue(8);
    QApplication::processEvents();
    REQUIRE(w->resultPanel()->warningTexts().size() != warningsBefore);
    CHECK(memory->size() == before);
    auto* strip = control<QToolButton>(*w, "warningsStrip");
    CHECK(strip->text().contains(QStringLiteral("warnings")));
}

TEST_CASE("the wheel over an unfocused control scrolls the panel and changes nothing",
          "[ui][issue15]") {
    auto w = makeWindow();
    w->resize(1280, 720);
    // Every advanced section open: the panel is taller than the window and scrolls.
    for (CollapsibleSection* s : w->scenarioPanel()->findChildren<CollapsibleSection*>())
        s->setExpanded(true);
    w->show();
    QApplication::processEvents();
    auto* loss = control<QComboBox>(*w, "loss");
    auto* slider = control<QSlider>(*w, "sequenceLengthSlider");
    auto* count = control<QSpinBox>(*w, "gpuCount");
    QScrollArea* scroll = nullptr;
    for (QWidget* p = loss; p && !scroll; p = p->parentWidget())
        scroll = qobject_cast<QScrollArea*>(p);
    REQUIRE(scroll);
    REQUIRE(scroll->verticalScrollBar()->maximum() > 0);
    const Scenario before = w->scenario();
    for (QWidget* target : std::initializer_list<QWidget*>{loss, slider, count}) {
        CHECK(target->focusPolicy() == Qt::StrongFocus);
        CHECK_FALSE(target->hasFocus());
        const int scrolled = scroll->verticalScrollBar()->value();
        const QPointF at(target->width() / 2.0, target->height() / 2.0);
        for (int notch = 0; notch < 5; ++notch) {
            QWheelEvent wheel(at, target->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton,
                              Qt::NoModifier, Qt::NoScrollPhase, false);
            QApplication::sendEvent(target, &wheel);
        }
        CHECK(w->scenario() == before);
        CHECK(w->undoStack()->count() == 0);
        CHECK(scroll->verticalScrollBar()->value() > scrolled);
        scroll->verticalScrollBar()->setValue(0);
    }
    // With the focus the wheel edits (the user clicked into the control on purpose).
    count->setFocus();
    REQUIRE(count->hasFocus());
    QWheelEvent wheel(QPointF(5, 5), count->mapToGlobal(QPointF(5, 5)), QPoint(), QPoint(0, -120),
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(count, &wheel);
    CHECK(w->scenario().gpuCount == 3);
}

TEST_CASE("the controls take the core's ranges and the sequence slider reaches the model's "
          "context",
          "[ui][issue15]") {
    auto w = makeWindow();
    auto* sequence = control<QSpinBox>(*w, "sequenceLength");
    CHECK(sequence->minimum() == int(scenarioRange(RangeKey::SequenceLength).min));
    CHECK(sequence->maximum() == int(scenarioRange(RangeKey::SequenceLength).max));
    auto* slider = control<QSlider>(*w, "sequenceLengthSlider");
    slider->setValue(slider->maximum());
    CHECK(w->scenario().sequenceLength == 262144); // Qwen3.8-27B's max_position_embeddings
    sequence->setValue(12345);
    CHECK(w->scenario().sequenceLength == 12345);
    CHECK(w->result() == evaluate(w->scenario(), catalog()));
    auto* share = control<QSpinBox>(*w, "imageShare");
    CHECK(share->singleStep() == 5);
    CHECK(share->maximum() == 100);
    share->stepBy(6);
    CHECK(w->scenario().imageShare == Approx(0.30));
    auto* count = control<QSpinBox>(*w, "gpuCount");
    CHECK(count->maximum() == 8); // the largest H200 NVL chassis
    count->setValue(2);
    CHECK(w->result().serverId == "2x-h200-nvl");
    auto* cap = control<QSpinBox>(*w, "powerCap");
    CHECK(cap->minimum() == 300); // the H200 NVL's settable range
    CHECK(cap->maximum() == 600);
    CHECK(control<QLabel>(*w, "parameterCount")->text() ==
          QStringLiteral("27.78 B (vision 0.46 B)"));
    CHECK(control<QComboBox>(*w, "model")->currentText() ==
          QStringLiteral("Qwen3.8-27B (27.78 B)"));
    // The catalog's short name, as the pins name the build; the full name is the tooltip.
    auto* gpu = control<QComboBox>(*w, "gpu");
    CHECK(gpu->currentText() == QStringLiteral("H200 NVL (141 GB)"));
    CHECK(gpu->itemData(gpu->currentIndex(), Qt::ToolTipRole).toString() ==
          QStringLiteral("NVIDIA H200 NVL"));
}

TEST_CASE("a warning wider than the strip ends in an ellipsis, whole in the tooltip", "[ui]") {
    // Qwen3-30B-A3B fully sharded on four H200 NVL is tight: the first warning names the band
    // and its widening, longer than the strip at 1280 × 720 in German.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("moe.headroom.json"));
    writeFile(path, R"({"model": "qwen3-30b-a3b", "train_vision": false})");
    auto w = makeWindow();
    REQUIRE(w->openScenario(path));
    w->setLanguage(QStringLiteral("de"));
    w->resize(1280, 720);
    w->show();
    QApplication::processEvents();
    auto* strip = control<QToolButton>(*w, "warningsStrip");
    const QString first = w->resultPanel()->warningTexts().value(0);
    REQUIRE(first.contains(QStringLiteral("Speicherband")));
    REQUIRE(strip->fontMetrics().horizontalAdvance(first) > strip->width());
    // The strip starts as the warning does and ends in "…" inside its width; the tooltip
    // holds the warning whole.
    const QString shown = strip->text();
    CHECK(shown.endsWith(QChar(0x2026)));
    CHECK(first.startsWith(shown.chopped(1)));
    CHECK(strip->fontMetrics().horizontalAdvance(shown) <= strip->width());
    CHECK(strip->toolTip().contains(first));
    // Wide enough, it shows the warning whole again.
    w->resize(4000, 720);
    QApplication::processEvents();
    REQUIRE(strip->fontMetrics().horizontalAdvance(first) + 16 <= strip->width());
    CHECK(strip->text() == first);
}
