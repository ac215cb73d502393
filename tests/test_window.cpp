// Issue 15: the window in a live customer call: everything that matters on one 1280×720
// screen, no accidental edits, the verdict's direct answers, the core's two new views, pins
// that restore and are saved, presets, the menus, and German throughout.
#include "charts/phaseview.h"
#include "charts/runsoutchartview.h"
#include "common/numberformat.h"
#include "compare/comparisondock.h"
#include "compare/comparisonmodel.h"
#include "compare/whatfitsmodel.h"
#include "recipeimport.h"
#include "resolvebuild.h"
#include "rl/rlstage.h"
#include "runsout.h"
#include "scenario/collapsiblesection.h"
#include "scenario/scenariopanel.h"
#include "scenariorange.h"
#include "sheet/quotesheet.h"
#include "sizing.h"
#include "support.h"
#include "verdictanswer.h"
#include "wasmrunner.h"
#include "whatfits.h"
#include "window/assumptionsmodel.h"
#include "window/mainwindow.h"
#include "window/resultpanel.h"
#include "window/resulttext.h"

#include <catch2/catch.hpp>

#include <QAbstractAxis>
#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QGraphicsTextItem>
#include <QGroupBox>
#include <QHeaderView>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLibraryInfo>
#include <QLineSeries>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSlider>
#include <QSpinBox>
#include <QStackedBarSeries>
#include <QTabWidget>
#include <QFontMetrics>
#include <QStyle>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QToolButton>
#include <QUndoStack>
#include <QWheelEvent>
#include <QXmlStreamReader>

#include <fstream>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>

using namespace headroom;
using namespace headroom::ui;
using headroom::test::catalog;

namespace Catch {
template <> struct StringMaker<QString> {
    static std::string convert(const QString& s) { return s.toStdString(); }
};

} // namespace Catch

namespace {

std::unique_ptr<MainWindow> makeWindow() {
    auto w = std::make_unique<MainWindow>(catalog());
    w->setDialogsEnabled(false);
    w->setLanguage(QStringLiteral("en"));
    return w;
}

/// The data an exported sheet inlines (<script id="sheet-data">): scenario, catalog, strings.
nlohmann::json sheetData(const QByteArray& page) {
    const qsizetype at = page.indexOf("<script id=\"sheet-data\" type=\"application/json\">");
    REQUIRE(at >= 0);
    const qsizetype from = page.indexOf('>', at) + 1;
    return nlohmann::json::parse(
        page.mid(from, page.indexOf("</script>", from) - from).toStdString());
}

template <class T> T* control(const MainWindow& w, const char* name) {
    T* widget = w.findChild<T*>(QString::fromLatin1(name));
    REQUIRE(widget != nullptr);
    return widget;
}

void choose(QComboBox* combo, const QVariant& data) {
    const int index = combo->findData(data);
    REQUIRE(index >= 0);
    combo->setCurrentIndex(index);
    emit combo->activated(index);
}

/// True when `widget` is shown whole inside the window and, where it sits in a scroll area,
/// inside the area's viewport as it is now (nothing to scroll).
bool shownWhole(const MainWindow& w, const QWidget* widget) {
    if (!widget->isVisible())
        return false;
    const QRect inWindow(widget->mapTo(&w, QPoint(0, 0)), widget->size());
    if (!w.rect().contains(inWindow))
        return false;
    for (const QWidget* p = widget->parentWidget(); p; p = p->parentWidget())
        if (auto* scroll = qobject_cast<const QScrollArea*>(p)) {
            const QWidget* viewport = scroll->viewport();
            const QRect inViewport(widget->mapTo(viewport, QPoint(0, 0)), widget->size());
            if (!viewport->rect().contains(inViewport))
                return false;
        }
    return true;
}

/// The labels of `chart`'s legend entries that are not shown whole: each entry the chart means
/// to show (a visible marker) must have its text, not elided, inside the legend's area (QtCharts
/// lays a right-hand legend out top to bottom and clips what runs past its end).
QStringList legendEntriesCut(QChart* chart) {
    QLegend* legend = chart->legend();
    // The legend's own area, inside the chart (whose view clips what runs past its edge).
    const QRectF area = QRectF(legend->scenePos(), legend->size())
                            .intersected(QRectF(chart->scenePos(), chart->size()))
                            .adjusted(-1, -1, 1, 1);
    std::vector<const QGraphicsTextItem*> texts;
    std::vector<QGraphicsItem*> pending{legend};
    while (!pending.empty()) {
        QGraphicsItem* item = pending.back();
        pending.pop_back();
        for (QGraphicsItem* child : item->childItems()) {
            if (auto* text = dynamic_cast<const QGraphicsTextItem*>(child))
                texts.push_back(text);
            pending.push_back(child);
        }
    }
    QStringList cut;
    for (const QLegendMarker* marker : legend->markers()) {
        if (!marker->isVisible())
            continue;
        bool whole = false;
        for (const QGraphicsTextItem* text : texts)
            if (text->isVisible() && text->toPlainText() == marker->label() &&
                area.contains(text->sceneBoundingRect()))
                whole = true;
        if (!whole)
            cut << marker->label();
    }
    return cut;
}

/// The result charts of the Charts tab, each shown whole and at least 180 px tall, every entry
/// of their legends whole.
void checkChartsShownWhole(const MainWindow& w) {
    for (ResultChartKind kind :
         {ResultChartKind::Memory, ResultChartKind::Transfer, ResultChartKind::Power,
          ResultChartKind::Storage, ResultChartKind::Host}) {
        INFO("chart " << int(kind));
        ResultChartView* view = w.resultPanel()->chartView(kind);
        CHECK(shownWhole(w, view));
        CHECK(view->height() >= 180);
        CHECK(legendEntriesCut(view->chart()).join(QStringLiteral(" | ")).toStdString() == "");
    }
}

const char* const kKeyControls[] = {
    "model",          "method",           "optimizer",  "stack", "sequenceLengthSlider",
    "sequenceLength", "imageShareSlider", "imageShare", "gpu",   "gpuCountSlider",
    "gpuCount",       "capPower",         "powerCap",   "feed",  "verdict"};

/// Every cell's text is shown whole: its width with the cell's margins fits the column (the
/// view elides, "nein: Übersteigt…", where it does not).
void checkCellsShownWhole(const QTableView& view) {
    const QAbstractItemModel* model = view.model();
    const QFontMetrics metrics(view.font());
    const int margins = 2 * (view.style()->pixelMetric(QStyle::PM_FocusFrameHMargin) + 1);
    for (int r = 0; r < model->rowCount(); ++r)
        for (int c = 0; c < model->columnCount(); ++c) {
            const QString text = model->index(r, c).data().toString();
            INFO("cell " << r << "," << c << ": " << text.toStdString());
            CHECK(metrics.horizontalAdvance(text) + margins <= view.columnWidth(c));
        }
}

} // namespace

TEST_CASE("every key control, the verdict and all four charts fit 1280x720 and 1366x768, "
          "English and German",
          "[ui][screenshot][issue15]") {
    QDir().mkpath(QStringLiteral(HEADROOM_SCREENSHOT_DIR));
    auto w = makeWindow();
    for (const QSize size : {QSize(1280, 720), QSize(1366, 768)})
        for (const char* language : {"en", "de"}) {
            w->setLanguage(QString::fromLatin1(language));
            w->resize(size);
            w->show();
            QApplication::processEvents();
            INFO(size.width() << "x" << size.height() << " " << language);
            CHECK(w->size() == size);
            for (const char* name : kKeyControls) {
                INFO(name);
                CHECK(shownWhole(*w, control<QWidget>(*w, name)));
            }
            checkChartsShownWhole(*w);
            const QString file = QStringLiteral("%1/window_%2x%3_%4.png")
                                     .arg(QStringLiteral(HEADROOM_SCREENSHOT_DIR))
                                     .arg(size.width())
                                     .arg(size.height())
                                     .arg(QLatin1String(language));
            CHECK(w->grab().save(file));
            if (size.width() != 1280)
                continue;
            // The other tabs, with two pinned builds for the curves and the comparison.
            if (w->comparisonDock()->model()->pinned().empty()) {
                w->findChild<QAction*>(QStringLiteral("pinBuild"))->trigger();
                w->applyPreset(3);
                w->findChild<QAction*>(QStringLiteral("pinBuild"))->trigger();
                w->undoStack()->undo();
            }
            QTabWidget* tabs = w->resultPanel()->tabs();
            for (int tab = 1; tab < tabs->count(); ++tab) {
                if (!tabs->isTabVisible(tab)) // the phases of an RL run (issue 19 below)
                    continue;
                tabs->setCurrentIndex(tab);
                QApplication::processEvents();
                if (auto* fits = w->findChild<QTableView*>(QStringLiteral("whatFits"));
                    fits && fits->isVisible())
                    checkCellsShownWhole(*fits);
                CHECK(w->grab().save(QStringLiteral("%1/tab%2_1280x720_%3.png")
                                         .arg(QStringLiteral(HEADROOM_SCREENSHOT_DIR))
                                         .arg(tab)
                                         .arg(QLatin1String(language))));
            }
            tabs->setCurrentIndex(0);
        }
    w->setLanguage(QStringLiteral("en"));
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
    CHECK(control<QComboBox>(*w, "gpu")->currentText() ==
          QStringLiteral("NVIDIA H200 NVL (141 GB)"));
}

TEST_CASE("one GPU on the eight-card chassis moves to the one-card server", "[ui][issue15]") {
    auto w = makeWindow();
    choose(control<QComboBox>(*w, "gpu"), QStringLiteral("rtx-pro-6000-se"));
    control<QSpinBox>(*w, "gpuCount")->setValue(8);
    REQUIRE(w->result().serverId == "8x-rtx-pro-6000-se");
    control<QSpinBox>(*w, "gpuCount")->setValue(1);
    CHECK(w->result().serverId == "1x-rtx-pro-6000-se");
    CHECK(w->result().power.cpus ==
          Approx(evaluate(resolveBuild(w->scenario(), "rtx-pro-6000-se", 1, catalog()).scenario,
                          catalog())
                     .power.cpus));
    // Three H200 NVL: the four-card chassis stays, and the window says what that means.
    choose(control<QComboBox>(*w, "gpu"), QStringLiteral("h200-nvl"));
    control<QSpinBox>(*w, "gpuCount")->setValue(3);
    CHECK(w->result().serverId == "4x-h200-nvl");
    CHECK(w->resultPanel()
              ->warningTexts()
              .join(QLatin1Char('\n'))
              .contains(QStringLiteral("3 of the 4 cards")));
}

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
}

TEST_CASE("LoRA targets and DoRA are controls of the method group, with undo", "[ui][issue18]") {
    auto w = makeWindow();
    emit control<QComboBox>(*w, "method")->activated(1); // LoRA
    auto* targets = control<QComboBox>(*w, "loraTargets");
    auto* dora = control<QCheckBox>(*w, "dora");
    REQUIRE(targets->isEnabled());
    REQUIRE(dora->isEnabled());
    CHECK(w->scenario().loraTargets == 0u); // all-linear, PEFT's "all-linear"
    const double allLinear = w->result().trainable;
    // Attention q, v only: the core's count of the same scenario, and fewer weights.
    choose(targets, QVariant(unsigned(LoraQ | LoraV)));
    CHECK(w->scenario().loraTargets == unsigned(LoraQ | LoraV));
    CHECK(w->result().trainable == evaluate(w->scenario(), catalog()).trainable);
    CHECK(w->result().trainable < allLinear / 2);
    // DoRA adds its magnitude vectors (one per output feature of every adapted layer).
    const double qv = w->result().trainable;
    dora->setChecked(true);
    CHECK(w->scenario().dora);
    CHECK(w->result().trainable > qv);
    CHECK(w->result().trainable == evaluate(w->scenario(), catalog()).trainable);
    w->undoStack()->undo();
    CHECK_FALSE(w->scenario().dora);
    CHECK_FALSE(dora->isChecked());
    w->undoStack()->undo();
    CHECK(w->scenario().loraTargets == 0u);
    CHECK(targets->currentData().toUInt() == 0u);
    // A set no preset names (from a file) shows as "As in the scenario file".
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("qk.headroom.json"));
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(R"({"method": "lora", "lora_targets": ["q", "k"]})");
    file.close();
    REQUIRE(w->openScenario(path));
    CHECK(targets->currentText() == QStringLiteral("As in the scenario file"));
    CHECK(targets->currentData().toUInt() == unsigned(LoraQ | LoraK));
    // A full fine-tune has no adapters: both controls are off.
    emit control<QComboBox>(*w, "method")->activated(0);
    CHECK_FALSE(targets->isEnabled());
    CHECK_FALSE(dora->isEnabled());
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

TEST_CASE("pins restore, are saved in the scenario file, and a fifth pin says why not",
          "[ui][issue15]") {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("pins.headroom.json"));
    auto w = makeWindow();
    auto* pin = w->findChild<QAction*>(QStringLiteral("pinBuild"));
    pin->trigger();
    w->applyPreset(3); // 8× RTX PRO 6000 SE
    REQUIRE(w->result().serverId == "8x-rtx-pro-6000-se");
    pin->trigger();
    ComparisonModel* model = w->comparisonDock()->model();
    REQUIRE(model->columnCount() == 2);
    // The workload rows, differences highlighted (the build differs, the model does not).
    CHECK(model->rowCount() == ComparisonModel::AllRowCount);
    CHECK(model->data(model->index(ComparisonModel::ModelRow, 0)).toString() ==
          QStringLiteral("Qwen3.8-27B"));
    CHECK(model->data(model->index(ComparisonModel::SequenceRow, 1)).toString() ==
          QStringLiteral("8,192 tokens"));
    CHECK(model->rowDiffers(ComparisonModel::Build));
    CHECK_FALSE(model->rowDiffers(ComparisonModel::ModelRow));
    CHECK(model->data(model->index(ComparisonModel::Build, 0), Qt::BackgroundRole).isValid());
    CHECK_FALSE(
        model->data(model->index(ComparisonModel::ModelRow, 0), Qt::BackgroundRole).isValid());

    REQUIRE(w->saveScenarioAs(path));
    const auto saved = nlohmann::json::parse(headroom::test::readFile(path.toStdString()));
    REQUIRE(saved.contains("pins"));
    CHECK(saved["pins"].size() == 2);

    auto other = makeWindow();
    REQUIRE(other->openScenario(path));
    const auto& pins = other->comparisonDock()->model()->pinned();
    REQUIRE(pins.size() == 2);
    CHECK(pins[0].scenario == model->pinned()[0].scenario);
    CHECK(pins[1].scenario == model->pinned()[1].scenario);
    CHECK(pins[1].result == evaluate(pins[1].scenario, catalog()));
    CHECK(other->scenario() == w->scenario());

    // Restore the first pin (four H200 NVL) in the other window.
    other->comparisonDock()->restorePin(0);
    CHECK(other->result().serverId == "4x-h200-nvl");
    CHECK(other->scenario() == pins[0].scenario);

    // Four pins, then a fifth: refused, and the compare tab says why.
    pin->trigger();
    pin->trigger();
    REQUIRE(model->columnCount() == 4);
    auto* note = control<QLabel>(*w, "pinNote");
    w->resize(1280, 720);
    w->show();
    pin->trigger();
    QApplication::processEvents();
    CHECK(model->columnCount() == 4);
    CHECK(note->isVisible());
    CHECK(note->text().contains(QStringLiteral("Four builds are pinned")));
    CHECK(w->resultPanel()->tabs()->currentWidget()->objectName() == QStringLiteral("compareTab"));
}

TEST_CASE("the presets make the page's builds in one click", "[ui][issue15]") {
    auto w = makeWindow();
    const struct {
        int preset;
        const char* server;
        Method method;
    } rows[] = {{0, "4x-h200-nvl", Method::Full},        {1, "8x-h200-nvl", Method::Full},
                {2, "4x-rtx-pro-6000-se", Method::Full}, {3, "8x-rtx-pro-6000-se", Method::Full},
                {4, "1x-rtx-pro-6000-se", Method::Lora}, {5, "1x-rtx-pro-6000-se", Method::Qlora}};
    for (const auto& row : rows) {
        w->findChild<QAction*>(QStringLiteral("preset%1").arg(row.preset))->trigger();
        CHECK(w->result().serverId == row.server);
        CHECK(w->scenario().method == row.method);
        CHECK(w->result() == evaluate(w->scenario(), catalog()));
    }
    // LoRA on one card after QLoRA: the preset sets the method.
    w->findChild<QAction*>(QStringLiteral("preset4"))->trigger();
    CHECK(w->scenario().method == Method::Lora);
}

TEST_CASE("Edit, Copy results puts the result on the clipboard as text and JSON", "[ui][issue15]") {
    auto w = makeWindow();
    w->findChild<QAction*>(QStringLiteral("copyResults"))->trigger();
    const QMimeData* mime = QGuiApplication::clipboard()->mimeData();
    REQUIRE(mime);
    CHECK(mime->text() == QString::fromStdString(toText(w->result())));
    const auto json =
        nlohmann::json::parse(mime->data(QStringLiteral("application/json")).toStdString());
    CHECK(json == toJson(w->result()));
}

TEST_CASE("the German window: no unfinished translation, Qt's own buttons in German",
          "[ui][issue15]") {
    // Every message of headroom_de.ts is translated (no "unfinished", no empty text).
    QFile ts(QStringLiteral(HEADROOM_SOURCE_DIR "/resources/translations/headroom_de.ts"));
    REQUIRE(ts.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&ts);
    int messages = 0;
    QStringList missing;
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        if (xml.name() == QLatin1String("translation")) {
            ++messages;
            const QString type = xml.attributes().value(QLatin1String("type")).toString();
            const QString text = xml.readElementText();
            if (type == QLatin1String("unfinished") || text.isEmpty())
                missing << source;
        }
    }
    REQUIRE_FALSE(xml.hasError());
    CHECK(messages > 300);
    INFO(missing.join(QLatin1Char('\n')).toStdString());
    CHECK(missing.isEmpty());

    // Qt's qtbase translations: standard buttons read German.
    REQUIRE(QFile::exists(QLibraryInfo::path(QLibraryInfo::TranslationsPath) +
                          QStringLiteral("/qtbase_de.qm")));
    auto w = makeWindow();
    w->setLanguage(QStringLiteral("de"));
    QDialogButtonBox box(QDialogButtonBox::Cancel | QDialogButtonBox::Save);
    CHECK(box.button(QDialogButtonBox::Cancel)->text().remove(QLatin1Char('&')) ==
          QStringLiteral("Abbrechen"));
    CHECK(box.button(QDialogButtonBox::Save)->text().remove(QLatin1Char('&')) ==
          QStringLiteral("Speichern"));
    CHECK(w->resultPanel()->tabs()->tabText(w->resultPanel()->tabs()->indexOf(w->runsOutView())) ==
          QStringLiteral("Wo es knapp wird"));
    CHECK(ComparisonModel::rowTitle(ComparisonModel::SequenceRow) ==
          QStringLiteral("Sequenzlänge"));
    CHECK(w->runsOutView()->chart()->title().startsWith(QStringLiteral("Wo es knapp wird")));
    w->setLanguage(QStringLiteral("en"));
    QDialogButtonBox english(QDialogButtonBox::Cancel);
    CHECK(english.button(QDialogButtonBox::Cancel)->text().remove(QLatin1Char('&')) ==
          QStringLiteral("Cancel"));
}

TEST_CASE("a click on a pinned build's column header restores it, one undo step", "[ui][issue15]") {
    auto w = makeWindow();
    auto* pin = w->findChild<QAction*>(QStringLiteral("pinBuild"));
    pin->trigger(); // 4× H200 NVL
    w->applyPreset(3);
    pin->trigger();    // 8× RTX PRO 6000 SE
    w->applyPreset(5); // 1× RTX PRO 6000 SE, QLoRA: the current build differs from both pins
    REQUIRE(w->result().serverId == "1x-rtx-pro-6000-se");
    const auto pinned = w->comparisonDock()->model()->pinned();
    REQUIRE(pinned.size() == 2);
    w->resize(1280, 720);
    w->show();
    QTabWidget* tabs = w->resultPanel()->tabs();
    tabs->setCurrentWidget(tabs->findChild<QWidget*>(QStringLiteral("compareTab")));
    QApplication::processEvents();
    QHeaderView* header = w->comparisonDock()->table()->horizontalHeader();
    REQUIRE(header->isVisible());
    const int steps = w->undoStack()->count();
    for (int column : {0, 1}) {
        const QPoint at(header->sectionViewportPosition(column) + header->sectionSize(column) / 2,
                        header->height() / 2);
        QTest::mouseClick(header->viewport(), Qt::LeftButton, Qt::NoModifier, at);
        CHECK(w->scenario() == pinned[std::size_t(column)].scenario);
        CHECK(w->result() == evaluate(pinned[std::size_t(column)].scenario, catalog()));
    }
    CHECK(w->result().serverId == "8x-rtx-pro-6000-se");
    CHECK(w->undoStack()->count() == steps + 2);
    w->undoStack()->undo();
    CHECK(w->result().serverId == "4x-h200-nvl");
    w->undoStack()->undo();
    CHECK(w->result().serverId == "1x-rtx-pro-6000-se");
}

TEST_CASE("the Parallelism section sets servers and a manual plan, undoably, in the core's ranges",
          "[ui][issue17]") {
    auto w = makeWindow();
    // Every control's range is the core's range for its key.
    const std::pair<const char*, RangeKey> ranges[] = {{"nodes", RangeKey::Nodes},
                                                       {"planTp", RangeKey::PlanTp},
                                                       {"planPp", RangeKey::PlanPp},
                                                       {"planCp", RangeKey::PlanCp},
                                                       {"planEp", RangeKey::PlanEp}};
    for (const auto& [name, key] : ranges) {
        INFO(name);
        auto* box = control<QSpinBox>(*w, name);
        CHECK(box->minimum() == static_cast<int>(scenarioRange(key).min));
        CHECK(box->maximum() == static_cast<int>(scenarioRange(key).max));
    }
    auto* mode = control<QComboBox>(*w, "planMode");
    auto* tp = control<QSpinBox>(*w, "planTp");
    CHECK(mode->currentIndex() == 0);
    CHECK_FALSE(tp->isEnabled()); // automatic: the degrees are the core's

    mode->setCurrentIndex(1);
    emit mode->activated(1);
    REQUIRE_FALSE(w->scenario().plan.automatic);
    CHECK(tp->isEnabled());
    CHECK(w->scenario().plan.dp == 4); // 4× H200 NVL: every GPU a replica
    tp->setValue(2);
    CHECK(w->scenario().plan.tp == 2);
    CHECK(w->scenario().plan.dp == 2); // the GPUs tp leaves
    CHECK(w->result().plan.tp == 2);
    CHECK(w->result() == evaluate(w->scenario(), catalog()));
    CHECK(control<QLabel>(*w, "planDp")->text() == QStringLiteral("2"));
    control<QCheckBox>(*w, "sequenceParallel")->setChecked(true);
    CHECK(w->scenario().plan.sequenceParallel);

    // A tp that does not divide the 4 GPUs is refused; the scenario stays.
    const Scenario before = w->scenario();
    tp->setValue(3);
    CHECK(w->scenario() == before);
    CHECK(tp->value() == 2);

    // Two servers: dp follows the 8 GPUs.
    control<QSpinBox>(*w, "nodes")->setValue(2);
    CHECK(w->scenario().nodes == 2);
    CHECK(w->scenario().plan.dp == 4);
    CHECK(w->result().cluster.nodes == 2);
    CHECK(w->result() == evaluate(w->scenario(), catalog()));

    // Each edit is one undo step, back to the automatic plan on one server.
    QUndoStack* undo = w->undoStack();
    CHECK(undo->count() == 4);
    undo->undo();
    CHECK(w->scenario().nodes == 1);
    CHECK(w->scenario().plan.dp == 2);
    undo->undo();
    undo->undo();
    CHECK(w->scenario().plan.tp == 1);
    undo->undo();
    CHECK(w->scenario().plan.automatic);
    CHECK(mode->currentIndex() == 0);

    w->setLanguage(QStringLiteral("de"));
    CHECK(control<CollapsibleSection>(*w, "advancedParallel")->title() ==
          QStringLiteral("Erweitert: Parallelisierung und Server"));
    CHECK(mode->itemText(1) == QStringLiteral("Manuell"));
    w->setLanguage(QStringLiteral("en"));
}

namespace {

/// Words that are English and never German (German capitalises its nouns: "Server" stays).
const QRegularExpression& englishWords() {
    static const QRegularExpression english(
        QStringLiteral("\\b(the|and|of|with|for(?!-)|per|is|are|fits|free|short|needs|does|not|"
                       "Build|Builds|Memory|Power|Storage|Weights|Activations|Gradients|"
                       "Compare|Cancel|Apply|Restore|Remove|Clear|Pinned|Pin|Advanced|"
                       "Sequence|Method|Recommended|Fits|Tight|Does|server|servers|"
                       "workstation|bridge|domains?|way|runs?|cards?|each|one|two|faster|"
                       "smallest|cheapest|fastest|plan|File|Edit|View|Help|Language|"
                       "Undo|Redo|Open|Save|Print|About|Copy|Quit)\\b"));
    return english;
}

/// Every text the window shows: labels, buttons, group and section titles, combo box items,
/// tabs, menus and tool bars, the charts' titles, legends and axes, and every cell and header
/// of its tables and lists.
QStringList shownTexts(const MainWindow& w) {
    QStringList texts{w.windowTitle()};
    auto plain = [](const QString& text) {
        QTextDocument doc;
        doc.setHtml(text);
        return doc.toPlainText();
    };
    for (const QWidget* widget : w.findChildren<QWidget*>()) {
        if (auto* l = qobject_cast<const QLabel*>(widget))
            texts << plain(l->text());
        else if (auto* b = qobject_cast<const QAbstractButton*>(widget))
            texts << b->text();
        else if (auto* g = qobject_cast<const QGroupBox*>(widget))
            texts << g->title();
        else if (auto* s = qobject_cast<const CollapsibleSection*>(widget))
            texts << s->title();
        else if (auto* combo = qobject_cast<const QComboBox*>(widget)) {
            for (int i = 0; i < combo->count(); ++i)
                texts << combo->itemText(i);
        } else if (auto* t = qobject_cast<const QTabWidget*>(widget)) {
            for (int i = 0; i < t->count(); ++i)
                texts << t->tabText(i);
        } else if (auto* v = qobject_cast<const QChartView*>(widget)) {
            const QChart* chart = v->chart();
            texts << chart->title();
            for (const QLegendMarker* m : chart->legend()->markers())
                if (m->isVisible())
                    texts << m->label();
            for (const QAbstractAxis* a : chart->axes()) {
                texts << a->titleText();
                if (auto* categories =
                        qobject_cast<QBarCategoryAxis*>(const_cast<QAbstractAxis*>(a)))
                    texts << categories->categories();
            }
        } else if (auto* view = qobject_cast<const QAbstractItemView*>(widget)) {
            const QAbstractItemModel* m = view->model();
            if (!m || qobject_cast<const AssumptionsModel*>(m))
                continue; // the catalog's assumption texts and sources, as the catalog words them
            for (int c = 0; c < m->columnCount(); ++c)
                texts << m->headerData(c, Qt::Horizontal).toString();
            for (int r = 0; r < m->rowCount(); ++r) {
                texts << m->headerData(r, Qt::Vertical).toString();
                for (int c = 0; c < m->columnCount(); ++c)
                    texts << m->data(m->index(r, c)).toString();
            }
        }
        for (const QAction* a : widget->actions())
            texts << a->text() << a->toolTip();
    }
    texts.removeAll(QString());
    return texts;
}

} // namespace

TEST_CASE("the German window shows no English words: panel, verdict, charts, tabs, catalog names",
          "[ui][issue15]") {
    // File names in File → Recent are the user's, not the window's words: none from other
    // test cases when the whole program runs in one process.
    QSettings().remove(QStringLiteral("files/recent"));
    auto w = makeWindow();
    auto* pin = w->findChild<QAction*>(QStringLiteral("pinBuild"));
    pin->trigger();
    w->applyPreset(3); // 8× RTX PRO 6000 SE: exceeds both feeds, a warning and a second pin
    pin->trigger();
    w->setLanguage(QStringLiteral("de"));
    w->resize(1280, 720);
    w->show();
    QApplication::processEvents();
    // Words that are English and never German (German capitalises its nouns: "Server" stays).
    const QRegularExpression& english = englishWords();
    QStringList found;
    for (const QString& text : shownTexts(*w))
        if (const auto match = english.match(text); match.hasMatch())
            found << QStringLiteral("«%1» in: %2").arg(match.captured(1), text);
    found.removeDuplicates();
    INFO(found.join(QLatin1Char('\n')).toStdString());
    CHECK(found.isEmpty());
    w->setLanguage(QStringLiteral("en"));
    // The check reads English: the same window in English has these words.
    int englishHits = 0;
    for (const QString& text : shownTexts(*w))
        englishHits += english.match(text).hasMatch() ? 1 : 0;
    CHECK(englishHits > 20);
}

TEST_CASE("File → Export interactive sheet writes the current scenario's page in the window's "
          "language",
          "[ui][sheet]") {
    auto w = makeWindow();
    auto* action = w->findChild<QAction*>(QStringLiteral("exportSheet"));
    REQUIRE(action != nullptr);
    CHECK(action->isEnabled() == QuoteSheet::available());
    test::ScratchDir dir("sheet-export");
    const QString path = QString::fromStdString((dir / "sheet.html").string());
    if (!QuoteSheet::available()) {
        CHECK_FALSE(w->exportSheet(path));
        CHECK_FALSE(QFile::exists(path));
        return;
    }
    control<QSpinBox>(*w, "gpuCount")->setValue(2);
    w->setLanguage(QStringLiteral("de"));
    REQUIRE(w->exportSheet(path));
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QByteArray page = file.readAll();
    CHECK(page.startsWith("<!DOCTYPE html>"));
    CHECK(page.contains("<html lang=\"de\">"));
    CHECK(page.contains("Interaktives Auslegungsblatt"));
    // The scenario inlined is the window's (two cards); the page has no leftover markers.
    const nlohmann::json data = sheetData(page);
    REQUIRE(w->result().gpuCount == 2);
    nlohmann::json expected = toJson(w->scenario());
    expected.erase("quote");
    CHECK(data["scenario"] == expected);
    CHECK(data["language"] == "de");
    CHECK_FALSE(page.contains("@DATA@"));
    CHECK_FALSE(page.contains("@CHARTJS@"));
    CHECK_FALSE(page.contains("@CORE@"));
}

namespace {

/// Opens `json` as a scenario file in `w`.
void openJson(MainWindow& w, const char* json) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rl.headroom.json"));
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(json);
    file.close();
    REQUIRE(w.openScenario(path));
}

bool phasesTabShown(const MainWindow& w) {
    QTabWidget* tabs = w.resultPanel()->tabs();
    return tabs->isTabVisible(tabs->indexOf(w.phaseView()));
}

} // namespace

TEST_CASE("Fine-tuning offers DPO to PPO beside full / LoRA / QLoRA; its controls show only "
          "where they apply, each edit one undo step",
          "[ui][issue19]") {
    auto w = makeWindow();
    w->resize(1280, 720);
    w->show();
    QApplication::processEvents();
    auto* objective = control<QComboBox>(*w, "fineTuning");
    auto* method = control<QComboBox>(*w, "method");
    auto* prompt = control<QSpinBox>(*w, "promptLength");
    auto* completion = control<QSpinBox>(*w, "completionLength");
    auto* group = control<QSpinBox>(*w, "groupSize");
    auto* rollout = control<QComboBox>(*w, "rollout");
    auto* reference = control<QComboBox>(*w, "reference");
    auto* share = control<QSpinBox>(*w, "rolloutMemoryShare");
    auto* engineGpus = control<QSpinBox>(*w, "rolloutGpus");
    auto* sleep = control<QCheckBox>(*w, "sleepMode");
    auto* sequence = control<QSlider>(*w, "sequenceLengthSlider");
    auto* section = control<CollapsibleSection>(*w, "advancedRl");
    REQUIRE(objective->count() == 6);
    CHECK(objective->itemText(0) == QStringLiteral("SFT"));
    CHECK(objective->itemText(4) == QStringLiteral("GRPO"));
    // Supervised: none of the RL controls, no phases tab.
    CHECK_FALSE(w->scenario().rl);
    CHECK(sequence->isVisible());
    for (QWidget* hidden : std::initializer_list<QWidget*>{prompt, group, rollout, section})
        CHECK_FALSE(hidden->isVisible());
    CHECK_FALSE(phasesTabShown(*w));

    // GRPO: TRL's defaults from the catalog; prompt + completion replace the sequence length.
    // The micro-batch, still at the supervised default 1, becomes the catalog's 8 (TRL's
    // per_device_train_batch_size) as in a file without micro_batch: 8 × 1 × 4 cards = 32
    // completions, whole groups of 8, so the accumulation stays 1.
    const Method initial = w->scenario().method;
    REQUIRE(w->scenario().microBatch == 1);
    REQUIRE(w->scenario().gradientAccumulation == 1);
    emit objective->activated(4);
    REQUIRE(w->scenario().rl);
    const RlRequest q = *w->scenario().rl;
    CHECK(w->scenario().microBatch == 8);
    CHECK(w->scenario().microBatch == int(catalog().assumptions.rlMicroBatch));
    CHECK(w->scenario().gradientAccumulation == 1);
    CHECK(w->result().rl.completionsPerStep == 32);
    CHECK(q.method == RlMethod::Grpo);
    CHECK(q.groupSize == int(catalog().assumptions.rlGroupSize));
    CHECK(q.completionLength == int(catalog().assumptions.rlCompletionLength));
    CHECK(q.rolloutMemoryFraction == catalog().assumptions.rlColocatedMemoryFraction);
    CHECK(q.reference == ReferenceKind::None); // TRL's beta 0
    CHECK(w->undoStack()->count() == 1);
    QApplication::processEvents();
    CHECK_FALSE(sequence->isVisible());
    for (QWidget* shown :
         std::initializer_list<QWidget*>{prompt, completion, group, rollout, section})
        CHECK(shown->isVisible());
    CHECK(prompt->value() == q.promptLength);
    CHECK(share->value() == 30);
    CHECK(phasesTabShown(*w));
    CHECK(w->result().rl.method == "grpo");
    // The key controls of a GRPO run fit the 1280×720 window as the supervised ones do.
    for (QWidget* key :
         std::initializer_list<QWidget*>{objective, method, prompt, completion, group, rollout})
        CHECK(shownWhole(*w, key));

    // On LoRA: the policy's training changes, the objective stays.
    REQUIRE(initial == Method::Full);
    emit method->activated(1);
    CHECK(w->scenario().method == Method::Lora);
    CHECK(w->scenario().rl->method == RlMethod::Grpo);
    CHECK(w->result().rl.policyMethod == "lora");
    // Group size and completion length: the core's figures of the edited scenario.
    group->setValue(4);
    CHECK(w->scenario().rl->groupSize == 4);
    completion->setValue(1024);
    CHECK(w->scenario().rl->completionLength == 1024);
    CHECK(w->result().rl == evaluate(w->scenario(), catalog()).rl);
    CHECK(w->result().rl.promptsPerStep == w->result().rl.completionsPerStep / 4);

    // The engine on GPUs of its own: half the cards at vLLM's 0.9; no sleep mode there.
    CHECK(sleep->isEnabled());
    CHECK_FALSE(engineGpus->isEnabled());
    const int cards = w->result().gpuCount;
    REQUIRE(cards == 4);
    rollout->setCurrentIndex(1);
    emit rollout->activated(1);
    CHECK(w->scenario().rl->rollout == RolloutPlacement::Separate);
    CHECK(w->scenario().rl->rolloutGpuCount == 2);
    CHECK(w->scenario().rl->rolloutMemoryFraction ==
          catalog().assumptions.rlSeparateMemoryFraction);
    CHECK(w->result().rl.rolloutGpus == 2);
    CHECK(w->result().rl.trainGpus == 2);
    CHECK(engineGpus->isEnabled());
    CHECK(engineGpus->value() == 2);
    CHECK_FALSE(sleep->isEnabled());
    CHECK(share->value() == 90);

    // Undo walks back edit by edit, the controls with it.
    const int steps = w->undoStack()->count();
    CHECK(steps == 5);
    w->undoStack()->undo();
    CHECK(w->scenario().rl->rollout == RolloutPlacement::Colocated);
    CHECK(share->value() == 30);
    CHECK_FALSE(engineGpus->isEnabled());
    w->undoStack()->undo();
    w->undoStack()->undo();
    CHECK(group->value() == int(catalog().assumptions.rlGroupSize));
    w->undoStack()->undo();
    CHECK(w->scenario().method == initial);
    w->undoStack()->undo();
    CHECK_FALSE(w->scenario().rl);
    CHECK(w->scenario().microBatch == 1);
    CHECK(objective->currentIndex() == 0);
    QApplication::processEvents();
    CHECK(sequence->isVisible());
    CHECK_FALSE(group->isVisible());
    CHECK_FALSE(phasesTabShown(*w));

    // DPO: pairs, no engine; ORPO is reference-free, so its reference is "none" and fixed.
    emit objective->activated(1);
    QApplication::processEvents();
    CHECK(w->scenario().rl->method == RlMethod::Dpo);
    CHECK(prompt->isVisible());
    CHECK_FALSE(group->isVisible());
    CHECK_FALSE(rollout->isVisible());
    CHECK(reference->isEnabled());
    CHECK(reference->currentIndex() == int(ReferenceKind::Model));
    emit objective->activated(2);
    CHECK(w->scenario().rl->method == RlMethod::Orpo);
    CHECK(w->scenario().rl->reference == ReferenceKind::None);
    CHECK_FALSE(reference->isEnabled());
}

TEST_CASE("switching the fine-tuning gives the micro-batch a scenario file without micro_batch "
          "reads, and a chosen one stays",
          "[ui][issue19]") {
    auto w = makeWindow();
    auto* objective = control<QComboBox>(*w, "fineTuning");
    auto* microBatch = control<QSpinBox>(*w, "microBatch");
    // DPO from the supervised defaults: the window's scenario is the one its file reads back
    // with the micro_batch key left out (the catalog's rl_micro_batch, 8 pairs per GPU).
    emit objective->activated(1);
    REQUIRE(w->scenario().rl);
    CHECK(microBatch->value() == 8);
    nlohmann::json file = toJson(w->scenario());
    file.erase("micro_batch");
    auto read = parseScenario(file, "s.json", catalog());
    REQUIRE(read);
    CHECK(read.value() == w->scenario());
    CHECK(w->result().rl.promptsPerStep == 8 * 1 * 4);
    // Back to SFT: the micro-batch returns to the supervised default.
    emit objective->activated(0);
    CHECK_FALSE(w->scenario().rl);
    CHECK(w->scenario().microBatch == 1);
    // A micro-batch the user chose stays: 3 × 1 × 4 = 12 completions are no whole groups of
    // 8, so the accumulation rises to 2 (24 completions, 3 prompts), as TRL requires.
    microBatch->setValue(3);
    emit objective->activated(4);
    CHECK(w->scenario().microBatch == 3);
    CHECK(w->scenario().gradientAccumulation == 2);
    CHECK(w->result().rl.completionsPerStep == 24);
    CHECK(w->result().rl.promptsPerStep == 3);
    emit objective->activated(0);
    CHECK(w->scenario().microBatch == 3);
}

TEST_CASE("the critic and the reward model are catalog models in the RL section, with undo, "
          "and their GB per GPU are the core's",
          "[ui][issue19]") {
    auto w = makeWindow();
    openJson(*w, R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl", "method": "ppo",
        "gradient_accumulation": 8})");
    for (CollapsibleSection* s : w->scenarioPanel()->findChildren<CollapsibleSection*>())
        s->setExpanded(true);
    w->resize(1280, 720);
    w->show();
    QApplication::processEvents();
    auto* critic = control<QComboBox>(*w, "criticModel");
    auto* reward = control<QComboBox>(*w, "rewardModel");
    // Listed as the Model combo lists the catalog, after the keys' empty values.
    const auto models = catalog().models;
    REQUIRE(critic->count() == int(models.size()) + 1);
    REQUIRE(reward->count() == int(models.size()) + 1);
    CHECK(critic->itemText(0) == QStringLiteral("The policy's size"));
    CHECK(reward->itemText(0) == QStringLiteral("A reward function"));
    CHECK(critic->itemText(1) == control<QComboBox>(*w, "model")->itemText(0));
    CHECK(critic->itemData(1).toString().toStdString() == models.front().id);
    CHECK(critic->isVisible());
    CHECK(reward->isVisible());

    // The default: a critic of the policy's size (its states), no reward model on the GPUs.
    const ModelEntry* policy = catalog().findModel("llama-3.1-8b");
    const ModelEntry* small = catalog().findModel("llama-3.2-3b");
    const ModelEntry* scorer = catalog().findModel("qwen2.5-7b");
    REQUIRE((policy && small && scorer));
    const RlResult before = w->result().rl;
    REQUIRE(before.criticGbPerGpu > 0);
    CHECK(before.rewardGbPerGpu == 0);
    const int edits = w->undoStack()->count();

    // A 3B critic: its weights, gradients and optimizer states scale with its parameters.
    choose(critic, QStringLiteral("llama-3.2-3b"));
    CHECK(w->scenario().rl->criticModel == "llama-3.2-3b");
    const double ratio = small->arch.params.total / policy->arch.params.total;
    CHECK(ratio < 0.5);
    CHECK(w->result().rl.criticGbPerGpu == Approx(before.criticGbPerGpu * ratio));
    // A 7B reward model: frozen BF16 weights (2 B per parameter), sharded over the training
    // GPUs as the policy's weights are (FSDP full sharding, the scenario's default).
    choose(reward, QStringLiteral("qwen2.5-7b"));
    CHECK(w->scenario().rl->rewardModel == "qwen2.5-7b");
    REQUIRE(w->scenario().sharding == Sharding::Full);
    const RlResult& after = w->result().rl;
    CHECK(after.rewardGbPerGpu == Approx(scorer->arch.params.total * 2 / 1e9 / after.trainGpus));
    CHECK(after.rewardGbPerGpu > 3); // about 15 GB over four cards
    CHECK(after == evaluate(w->scenario(), catalog()).rl);
    CHECK(w->undoStack()->count() == edits + 2);
    // The file's keys: what the window shows is what a save writes.
    CHECK(critic->currentIndex() == critic->findData(QStringLiteral("llama-3.2-3b")));
    CHECK(reward->currentIndex() == reward->findData(QStringLiteral("qwen2.5-7b")));

    // Undo: the reward function again, then the policy-sized critic.
    w->undoStack()->undo();
    CHECK(w->scenario().rl->rewardModel.empty());
    CHECK(reward->currentIndex() == 0);
    CHECK(w->result().rl.rewardGbPerGpu == 0);
    CHECK(w->result().rl.criticGbPerGpu == Approx(before.criticGbPerGpu * ratio));
    w->undoStack()->undo();
    CHECK(w->scenario().rl->criticModel.empty());
    CHECK(critic->currentIndex() == 0);
    CHECK(w->result().rl == before);

    // GRPO has no critic (the key goes), but may have a reward model; DPO has neither.
    choose(critic, QStringLiteral("llama-3.2-3b"));
    emit control<QComboBox>(*w, "fineTuning")->activated(4);
    QApplication::processEvents();
    CHECK(w->scenario().rl->criticModel.empty());
    CHECK_FALSE(critic->isVisible());
    CHECK(reward->isVisible());
    CHECK(w->result().rl.criticGbPerGpu == 0);
    emit control<QComboBox>(*w, "fineTuning")->activated(1);
    QApplication::processEvents();
    CHECK_FALSE(critic->isVisible());
    CHECK_FALSE(reward->isVisible());
}

TEST_CASE("the wheel over an unfocused RL control changes nothing", "[ui][issue19]") {
    auto w = makeWindow();
    emit control<QComboBox>(*w, "fineTuning")->activated(4); // GRPO
    for (CollapsibleSection* s : w->scenarioPanel()->findChildren<CollapsibleSection*>())
        s->setExpanded(true);
    w->resize(1280, 720);
    w->show();
    QApplication::processEvents();
    const Scenario before = w->scenario();
    const int edits = w->undoStack()->count();
    for (const char* name : {"groupSize", "completionLength", "rolloutMemoryShare", "rollout",
                             "reference", "rolloutTensorParallel", "rewardModel", "criticModel"}) {
        INFO(name);
        QWidget* target = control<QWidget>(*w, name);
        CHECK(target->focusPolicy() == Qt::StrongFocus);
        const QPointF at(target->width() / 2.0, target->height() / 2.0);
        QWheelEvent wheel(at, target->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(target, &wheel);
        CHECK(w->scenario() == before);
        CHECK(w->undoStack()->count() == edits);
    }
}

TEST_CASE("the Phases tab draws the core's phases with the peak marked, the step by phase and "
          "the samples per hour",
          "[ui][issue19]") {
    auto w = makeWindow();
    openJson(*w, R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl", "method": "grpo",
        "gradient_accumulation": 8})");
    REQUIRE(phasesTabShown(*w));
    const RlResult& rl = w->result().rl;
    REQUIRE(rl.phases.size() == 3);
    const QLocale en(QLocale::English);
    QChart* memory = w->phaseView()->memoryChart();
    QBarCategoryAxis* categories = nullptr;
    for (QAbstractAxis* a : memory->axes())
        if (auto* c = qobject_cast<QBarCategoryAxis*>(a))
            categories = c;
    REQUIRE(categories);
    REQUIRE(categories->count() == 3);
    for (int i = 0; i < 3; ++i) {
        const RlPhase& p = rl.phases[std::size_t(i)];
        INFO(p.name);
        const bool peak = p.name == rl.peakPhase;
        CHECK(categories->at(i) == PhaseView::phaseName(p.name));
        // The figures in the line below the charts.
        CHECK(w->phaseView()->summaryText().contains(
            QStringLiteral("%1 %2 GB%3")
                .arg(PhaseView::phaseName(p.name), en.toString(p.perGpuGb, 'f', 1),
                     peak ? QStringLiteral(" (peak)") : QString())));
    }
    // Of what one process can use of an H200 NVL: 143,156 MiB = 150.1 GB, shown whole.
    CHECK(memory->title() == QStringLiteral("Memory per GPU: peak %1 GB of 150 GB")
                                 .arg(en.toString(w->result().perGpu.total, 'f', 1)));
    // The bars: each phase's GB per GPU, the peak phase in its own (red) set.
    auto* bars = qobject_cast<QStackedBarSeries*>(memory->series().front());
    REQUIRE(bars);
    REQUIRE(bars->count() == 2);
    for (int i = 0; i < 3; ++i)
        CHECK((bars->barSets()[1]->at(i) > 0) == (rl.phases[std::size_t(i)].name == rl.peakPhase));
    for (int i = 0; i < 3; ++i)
        CHECK(bars->barSets()[0]->at(i) + bars->barSets()[1]->at(i) ==
              Approx(rl.phases[std::size_t(i)].perGpuGb));
    // The step: generate, score and train seconds stacked, their sum the step.
    auto* step =
        qobject_cast<QHorizontalStackedBarSeries*>(w->phaseView()->timeChart()->series().front());
    REQUIRE(step);
    REQUIRE(step->count() == 3);
    CHECK(step->barSets()[0]->at(0) == Approx(rl.generateS));
    CHECK(step->barSets()[1]->at(0) == Approx(rl.scoreS));
    CHECK(step->barSets()[2]->at(0) == Approx(rl.trainS));
    CHECK(rl.generateS + rl.scoreS + rl.trainS == Approx(rl.stepS));
    CHECK(w->phaseView()->summaryText().contains(
        QStringLiteral("\n%1 prompts per hour").arg(en.toString(rl.samplesPerHour, 'f', 0))));
    // The Charts tab's memory bar stacks to the same peak: the RL models and the engine sit on
    // top of the policy's training step.
    QChart* main = w->resultPanel()->chartView(ResultChartKind::Memory)->chart();
    auto* stack = qobject_cast<QStackedBarSeries*>(main->series().front());
    REQUIRE(stack);
    double stacked = 0, beside = -1;
    for (QBarSet* set : stack->barSets()) {
        if (set->label().startsWith(QStringLiteral("Free")))
            continue;
        stacked += set->at(0);
        if (set->label().startsWith(QStringLiteral("RL models")))
            beside = set->at(0);
    }
    CHECK(stacked == Approx(w->result().perGpu.total).epsilon(1e-6));
    CHECK(beside == Approx(w->result().perGpu.total - rl.policyTrainGb).epsilon(1e-6));
    // The colocated engine stays awake while training: at least its share sits beside the
    // policy (here all of it: GRPO has no reference at TRL's beta 0).
    CHECK(beside >= Approx(rl.engineGbPerGpu));
    // A supervised scenario hides the tab again.
    emit control<QComboBox>(*w, "fineTuning")->activated(0);
    CHECK_FALSE(phasesTabShown(*w));
}

TEST_CASE("the Charts tab of a GRPO run: the step adds generation and scoring, and every legend "
          "entry shows at 1280x720, English and German",
          "[ui][issue19]") {
    auto w = makeWindow();
    openJson(*w, R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl", "method": "grpo",
        "gradient_accumulation": 8, "reference": "model"})");
    const SizingResult& r = w->result();
    REQUIRE(r.rl.asked);
    REQUIRE(r.rl.generateS > 0);
    REQUIRE(r.rl.scoreS > 0);
    QChart* step = w->resultPanel()->chartView(ResultChartKind::Transfer)->chart();
    auto* bars = qobject_cast<QBarSeries*>(step->series().front());
    REQUIRE(bars);
    auto value = [bars](const QString& label) {
        for (const QBarSet* set : bars->barSets())
            if (set->label() == label) {
                REQUIRE(set->count() == 1); // the expected step alone
                return set->at(0);
            }
        FAIL("no bar set " << label.toStdString());
        return 0.0;
    };
    // One group of bars, the expected step: generation, scoring and the policy's training step
    // (compute beside its NVLink traffic), in the order the step runs them.
    CHECK(bars->barSets().front()->label() == QStringLiteral("Generate"));
    CHECK(value(QStringLiteral("Generate")) == Approx(r.rl.generateS));
    CHECK(value(QStringLiteral("Score")) == Approx(r.rl.scoreS));
    // The policy trains on every micro-batch of the step's accumulation.
    const double micro = w->scenario().gradientAccumulation;
    CHECK(r.rl.microStepsPerStep == w->scenario().gradientAccumulation);
    CHECK(value(QStringLiteral("Compute")) == Approx(micro * r.step.computeS));
    REQUIRE(r.step.links.size() == 1);
    CHECK(value(QStringLiteral("NVLink")) == Approx(micro * r.step.links.front().seconds));
    CHECK(bars->count() == 4); // no empty slots for links the build does not use
    CHECK(r.rl.generateS + r.rl.scoreS + r.rl.trainS == Approx(r.rl.stepS));
    const QLocale en(QLocale::English);
    CHECK(step->title() ==
          QStringLiteral("Step %1, serial %2")
              .arg(formatSeconds(r.step.stepS, en), formatSeconds(r.step.stepSSerial, en)));

    // Every entry of the memory and step legends whole, the likely band's too.
    QChart* memory = w->resultPanel()->chartView(ResultChartKind::Memory)->chart();
    for (const char* language : {"en", "de"}) {
        INFO(language);
        w->setLanguage(QString::fromLatin1(language));
        w->resize(1280, 720);
        w->show();
        w->resultPanel()->tabs()->setCurrentIndex(0);
        QApplication::processEvents();
        checkChartsShownWhole(*w);
        int entries = 0;
        for (const QLegendMarker* m : memory->legend()->markers())
            entries += m->isVisible() ? 1 : 0;
        CHECK(entries >= 10); // seven parts, RL models, free, capacity, the band
        CHECK(legendEntriesCut(memory).join(QStringLiteral(" | ")).toStdString() == "");
        CHECK(legendEntriesCut(step).join(QStringLiteral(" | ")).toStdString() == "");
        for (ResultChartKind kind : {ResultChartKind::Power, ResultChartKind::Storage})
            CHECK(legendEntriesCut(w->resultPanel()->chartView(kind)->chart())
                      .join(QStringLiteral(" | "))
                      .toStdString() == "");
    }
    const QStringList bands = [&] {
        QStringList found;
        for (const QLegendMarker* m : memory->legend()->markers())
            if (m->label().startsWith(QStringLiteral("ca. ")))
                found << m->label();
        return found;
    }();
    CHECK(bands.size() == 1);

    // A supervised run: the two groups (at peak, expected) again, without generation.
    w->setLanguage(QStringLiteral("en"));
    emit control<QComboBox>(*w, "fineTuning")->activated(0);
    REQUIRE_FALSE(w->result().rl.asked);
    for (const QBarSet* set : bars->barSets()) {
        CHECK(set->label() != QStringLiteral("Generate"));
        CHECK(set->count() == 2);
    }
    CHECK(bars->barSets().front()->at(1) == Approx(w->result().step.computeS));
    CHECK(legendEntriesCut(step).join(QStringLiteral(" | ")).toStdString() == "");
}

TEST_CASE("the German window of a GRPO run shows no English words, phases included",
          "[ui][issue19]") {
    QSettings().remove(QStringLiteral("files/recent"));
    auto w = makeWindow();
    openJson(*w, R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl", "method": "grpo",
        "gradient_accumulation": 8, "reference": "model"})");
    w->setLanguage(QStringLiteral("de"));
    w->resize(1280, 720);
    w->show();
    w->resultPanel()->tabs()->setCurrentWidget(w->phaseView());
    QApplication::processEvents();
    QStringList found;
    for (const QString& text : shownTexts(*w))
        if (const auto match = englishWords().match(text); match.hasMatch())
            found << QStringLiteral("«%1» in: %2").arg(match.captured(1), text);
    found.removeDuplicates();
    INFO(found.join(QLatin1Char('\n')).toStdString());
    CHECK(found.isEmpty());
    CHECK(w->phaseView()->memoryChart()->title().startsWith(QStringLiteral("Speicher pro GPU")));
    CHECK(control<QComboBox>(*w, "rollout")->itemText(1) == QStringLiteral("Auf eigenen GPUs"));
    // The RL defaults in the assumptions dock: German label, value and the frameworks' source.
    auto* model = w->findChild<AssumptionsModel*>();
    REQUIRE(model);
    int rows = 0;
    for (int r = 0; r < model->rowCount(); ++r) {
        const QString label = model->index(r, AssumptionsModel::Label).data().toString();
        if (!label.startsWith(QStringLiteral("Präferenz / RL: ")))
            continue;
        ++rows;
        const QString source = model->index(r, AssumptionsModel::Source).data().toString();
        CHECK((source.contains(QStringLiteral("TRL")) || source.contains(QStringLiteral("vLLM"))));
        const QString value = model->index(r, AssumptionsModel::Value).data().toString();
        if (label.contains(QStringLiteral("schläft")))
            CHECK(value == QStringLiteral("aus"));
        if (label.contains(QStringLiteral("Gruppengröße")))
            CHECK(value == QStringLiteral("8 Antworten"));
        if (label.contains(QStringLiteral("Micro-Batch")))
            CHECK(value == QStringLiteral("8 Sequenzen"));
        if (label.contains(QStringLiteral("Beta von DPO")))
            CHECK(value == QStringLiteral("0,1 × KL"));
    }
    // Seven defaults of the run's keys, three KL coefficients and the micro-batch.
    CHECK(rows == 11);
}

TEST_CASE("a GRPO run at 1280x720: its key controls, the charts and the phases whole, English "
          "and German",
          "[ui][screenshot][issue19]") {
    QDir().mkpath(QStringLiteral(HEADROOM_SCREENSHOT_DIR));
    auto w = makeWindow();
    openJson(*w, R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl", "method": "grpo",
        "gradient_accumulation": 8, "reference": "model"})");
    for (const char* language : {"en", "de"}) {
        INFO(language);
        w->setLanguage(QString::fromLatin1(language));
        w->resize(1280, 720);
        w->show();
        QTabWidget* tabs = w->resultPanel()->tabs();
        tabs->setCurrentIndex(0);
        QApplication::processEvents();
        for (const char* name :
             {"model", "fineTuning", "method", "optimizer", "promptLength", "completionLength",
              "groupSize", "rollout", "gpu", "gpuCount", "verdict"}) {
            INFO(name);
            CHECK(shownWhole(*w, control<QWidget>(*w, name)));
        }
        checkChartsShownWhole(*w);
        CHECK(w->grab().save(QStringLiteral("%1/grpo_1280x720_%2.png")
                                 .arg(QStringLiteral(HEADROOM_SCREENSHOT_DIR))
                                 .arg(QLatin1String(language))));
        tabs->setCurrentWidget(w->phaseView());
        QApplication::processEvents();
        for (const char* name : {"phaseMemoryChart", "phaseTimeChart", "phaseSummary"}) {
            INFO(name);
            CHECK(shownWhole(*w, control<QWidget>(*w, name)));
        }
        CHECK(control<QWidget>(*w, "phaseMemoryChart")->height() >= 180);
        CHECK(w->grab().save(QStringLiteral("%1/grpo_phases_1280x720_%2.png")
                                 .arg(QStringLiteral(HEADROOM_SCREENSHOT_DIR))
                                 .arg(QLatin1String(language))));
    }
    w->setLanguage(QStringLiteral("en"));
}

TEST_CASE("a PPO run with a critic and a reward model at 1280x720: the RL section open, its "
          "controls whole, English and German",
          "[ui][screenshot][issue19]") {
    QDir().mkpath(QStringLiteral(HEADROOM_SCREENSHOT_DIR));
    auto w = makeWindow();
    openJson(*w, R"({"model": "llama-3.1-8b", "server": "8x-h200-nvl", "method": "ppo",
        "gradient_accumulation": 4, "critic_model": "llama-3.2-3b",
        "reward_model": "qwen2.5-7b"})");
    control<CollapsibleSection>(*w, "advancedRl")->setExpanded(true);
    for (const char* language : {"en", "de"}) {
        INFO(language);
        w->setLanguage(QString::fromLatin1(language));
        w->resize(1280, 720);
        w->show();
        QApplication::processEvents();
        auto* critic = control<QComboBox>(*w, "criticModel");
        for (QWidget* p = critic->parentWidget(); p; p = p->parentWidget())
            if (auto* scroll = qobject_cast<QScrollArea*>(p)) {
                scroll->ensureWidgetVisible(control<QWidget>(*w, "rolloutTensorParallel"), 0, 4);
                scroll->ensureWidgetVisible(control<QWidget>(*w, "criticModel"), 0, 4);
                break;
            }
        QApplication::processEvents();
        for (const char* name : {"reference", "criticModel", "rewardModel", "rolloutMemoryShare"}) {
            INFO(name);
            CHECK(shownWhole(*w, control<QWidget>(*w, name)));
        }
        CHECK(critic->currentText().startsWith(QStringLiteral("Llama 3.2 3B")));
        CHECK(control<QComboBox>(*w, "rewardModel")
                  ->currentText()
                  .startsWith(QStringLiteral("Qwen")));
        checkChartsShownWhole(*w);
        // PPO's critic trains after the policy, in its own time (3.21 B of the policy's
        // 8.03 B parameters): its own bar, so the bars add up.
        QChart* step = w->resultPanel()->chartView(ResultChartKind::Transfer)->chart();
        auto* bars = qobject_cast<QBarSeries*>(step->series().front());
        REQUIRE(bars);
        const RlResult& rl = w->result().rl;
        const double policyS =
            w->scenario().gradientAccumulation *
            evaluate(policyScenario(w->scenario(), catalog()), catalog()).step.stepS;
        CHECK(bars->barSets().back()->label() == QStringLiteral("Critic")); // German too
        CHECK(bars->barSets().back()->at(0) == Approx(rl.criticTrainS));
        CHECK(rl.criticTrainS == Approx(policyS * 3.21 / 8.03).epsilon(0.005));
        CHECK(rl.trainS == Approx(policyS + rl.criticTrainS));
        CHECK(legendEntriesCut(step).join(QStringLiteral(" | ")).toStdString() == "");
        CHECK(legendEntriesCut(w->resultPanel()->chartView(ResultChartKind::Memory)->chart())
                  .join(QStringLiteral(" | "))
                  .toStdString() == "");
        CHECK(w->grab().save(QStringLiteral("%1/ppo_rl_1280x720_%2.png")
                                 .arg(QStringLiteral(HEADROOM_SCREENSHOT_DIR))
                                 .arg(QLatin1String(language))));
    }
    w->setLanguage(QStringLiteral("en"));
}

TEST_CASE("File → Export training config writes the fitted recipe and its DeepSpeed JSON beside "
          "it",
          "[ui][issue24]") {
    auto w = makeWindow();
    auto* action = w->findChild<QAction*>(QStringLiteral("exportTrainingConfig"));
    REQUIRE(action != nullptr);
    test::ScratchDir dir("recipe-export-window");
    auto read = [](const std::filesystem::path& p) {
        QFile file(QString::fromStdString(p.string()));
        REQUIRE(file.open(QIODevice::ReadOnly));
        return file.readAll();
    };
    // A full fine-tune of Llama 3.1 8B sharded over four cards: Axolotl YAML with ZeRO-3 in the
    // DeepSpeed JSON beside it.
    Scenario llama = w->scenario();
    llama.model = "llama-3.1-8b";
    llama.sharding = Sharding::Full;
    const QString scenarioPath = QString::fromStdString((dir / "llama.headroom.json").string());
    {
        QFile file(scenarioPath);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write(QByteArray::fromStdString(toJson(llama).dump()));
    }
    REQUIRE(w->openScenario(scenarioPath));
    const QString yaml = QString::fromStdString((dir / "fitted.yaml").string());
    const bool written = w->exportTrainingConfig(yaml, QStringLiteral("axolotl"));
    INFO(w->lastError().toStdString());
    REQUIRE(written);
    const QByteArray text = read(dir / "fitted.yaml");
    CHECK(text.startsWith("# Written by Headroom for"));
    CHECK(text.contains("deepspeed: "));
    CHECK(read(dir / "fitted.ds_config.json").contains("\"stage\": 3"));
    // Imported back, it is the window's training.
    auto back = importRecipe((dir / "fitted.yaml").string(), catalog());
    REQUIRE(back.ok());
    CHECK(back->method == w->scenario().method);
    CHECK(back->sequenceLength == w->scenario().sequenceLength);

    // An 8-bit LoRA recipe in, TRL out: load_in_8bit and the trained embeddings and head kept.
    REQUIRE(w->importTrainingConfig(QStringLiteral(HEADROOM_TEST_DATA) +
                                    QStringLiteral("/recipes/axolotl/llama-3-lora-8b.yml")));
    REQUIRE(w->scenario().method == Method::Lora8bit);
    const QString trl = QString::fromStdString((dir / "trl.yaml").string());
    REQUIRE(w->exportTrainingConfig(trl, QStringLiteral("trl")));
    const QByteArray trlText = read(dir / "trl.yaml");
    CHECK(trlText.contains("load_in_8bit: true"));
    CHECK(trlText.contains("lora_modules_to_save"));
    // What the framework cannot express: nothing written, the reason said.
    w->setDialogsEnabled(false);
    const QString tt = QString::fromStdString((dir / "tt.yaml").string());
    CHECK_FALSE(w->exportTrainingConfig(tt, QStringLiteral("torchtune")));
    CHECK_FALSE(QFile::exists(tt));
    CHECK(w->lastError().contains(QStringLiteral("8-bit")));
    // In German the menu entry is German.
    w->setLanguage(QStringLiteral("de"));
    CHECK(action->text() == QStringLiteral("T&rainingskonfiguration exportieren…"));
}

TEST_CASE("the window's exports never replace an input and write a recipe with its DeepSpeed "
          "JSON all or nothing",
          "[ui][issue36]") {
    auto w = makeWindow();
    w->setDialogsEnabled(false);
    test::ScratchDir dir("window-outputs");
    auto text = [](const std::filesystem::path& p) { return test::readFile(p); };
    auto q = [](const std::filesystem::path& p) { return QString::fromStdString(p.string()); };
    // A sharded full fine-tune (a DeepSpeed JSON beside the recipe), saved under the name the
    // companion of x.yaml would take.
    Scenario llama = w->scenario();
    llama.model = "llama-3.1-8b";
    llama.sharding = Sharding::Full;
    const std::string saved = toJson(llama).dump();
    test::writeFile(dir / "x.ds_config.json", saved);
    REQUIRE(w->openScenario(q(dir / "x.ds_config.json")));
    const std::vector<std::pair<const char*, std::function<bool()>>> rows = {
        {"the recipe onto the open scenario",
         [&] { return w->exportTrainingConfig(q(dir / "x.ds_config.json"), "axolotl"); }},
        {"the companion onto the open scenario",
         [&] { return w->exportTrainingConfig(q(dir / "x.yaml"), "axolotl"); }},
        {"the sheet onto the open scenario",
         [&] { return w->exportSheet(q(dir / "x.ds_config.json")); }},
        {"the recipe onto a link to the open scenario",
         [&] {
             std::filesystem::create_symlink(dir / "x.ds_config.json", dir / "link.yaml");
             return w->exportTrainingConfig(q(dir / "link.yaml"), "axolotl");
         }},
        {"the recipe into a directory, the companion not left behind",
         [&] {
             std::filesystem::create_directories(dir / "d.yaml");
             return w->exportTrainingConfig(q(dir / "d.yaml"), "axolotl");
         }},
    };
    for (const auto& [what, run] : rows) {
        INFO(what);
        CHECK_FALSE(run());
        CHECK_FALSE(w->lastError().isEmpty());
        CHECK(text(dir / "x.ds_config.json") == saved);
        CHECK_FALSE(std::filesystem::exists(dir / "x.yaml"));
        CHECK_FALSE(std::filesystem::exists(dir / "d.ds_config.json"));
    }
    // Elsewhere both files are written; the scenario saves over itself.
    REQUIRE(std::filesystem::create_directories(dir / "out"));
    REQUIRE(w->exportTrainingConfig(q(dir / "out" / "fit.yaml"), "axolotl"));
    CHECK(std::filesystem::exists(dir / "out" / "fit.ds_config.json"));
    CHECK(w->saveScenarioAs(q(dir / "x.ds_config.json")));
}

TEST_CASE("an interactive sheet carries an imported config.json and sizes it as the window does",
          "[ui][sheet]") {
    if (!QuoteSheet::available() || test::wasmModulePath().empty()) {
        std::cout << test::kWasmSkipped << "\n";
        return;
    }
    // The customer's own config.json (Llama 3.1 8B's, from the catalog's model file), LoRA on
    // one H200 NVL, opened in the window.
    test::ScratchDir dir("sheet-imported");
    std::ifstream catalogModel(std::string(HEADROOM_SOURCE_CATALOG) + "/models/llama-3.1-8b.json");
    const auto entry = nlohmann::json::parse(catalogModel);
    {
        std::ofstream(dir / "config.json") << entry.at("config").dump(2);
        std::ofstream(dir / "s.headroom.json")
            << R"({"model": "config.json", "server": "1x-h200-nvl", "method": "lora"})";
    }
    auto w = makeWindow();
    REQUIRE(w->openScenario(QString::fromStdString((dir / "s.headroom.json").string())));
    REQUIRE(w->scenario().importedModel);
    const QString path = QString::fromStdString((dir / "sheet.html").string());
    REQUIRE(w->exportSheet(path));
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const QByteArray page = file.readAll();
    const nlohmann::json data = sheetData(page);
    // The page's scenario names the model by the id its catalog gives the config.json; the
    // config travels in the user's layer of that catalog, as it was written.
    CHECK(data["scenario"]["model"] == "imported-config");
    const auto files = nlohmann::json::parse(data["catalog"].get<std::string>())["files"];
    bool carried = false;
    for (const auto& f : files)
        if (f["name"] == "models/imported-config.json") {
            const auto model = nlohmann::json::parse(f["text"].get<std::string>());
            CHECK(model["config"] == entry.at("config"));
            CHECK(f["layer"] == 1);
            carried = true;
        }
    CHECK(carried);
    // The WebAssembly core sizes the page's scenario as the window sized the imported model.
    const auto answers = test::evaluateInWasm({{data["scenario"].dump(), "scenario.json", 0}},
                                              {data["catalog"].get<std::string>()});
    REQUIRE(answers.size() == 1);
    INFO(answers[0].dump().substr(0, 400));
    REQUIRE_FALSE(answers[0].contains("error"));
    const nlohmann::json native = toJson(w->result());
    for (const char* key : {"total", "weights", "activations", "headroom"})
        CHECK(answers[0]["per_gpu_gb"][key].get<double>() ==
              Approx(native["per_gpu_gb"][key].get<double>()).epsilon(1e-9));
    CHECK(answers[0]["verdict"] == native["verdict"]);
    CHECK(answers[0]["parameters"] == native["parameters"]);
}

TEST_CASE("no two actions of the window share a key sequence; pin is Ctrl+D, print Ctrl+P",
          "[ui][issue32]") {
    // Qt runs neither of two actions that share a shortcut ("QAction::event: Ambiguous shortcut
    // overload"): every action of every menu, and every other action of the window, once.
    auto w = makeWindow();
    QList<QAction*> actions;
    std::function<void(const QList<QAction*>&)> walk = [&](const QList<QAction*>& list) {
        for (QAction* a : list) {
            if (!actions.contains(a))
                actions << a;
            if (a->menu())
                walk(a->menu()->actions());
        }
    };
    walk(w->menuBar()->actions());
    const int inMenus = int(actions.size());
    CHECK(inMenus > 10);
    for (QAction* a : w->findChildren<QAction*>())
        if (!actions.contains(a))
            actions << a;
    std::map<QString, QString> owner; // key sequence → the action that has it
    for (QAction* a : actions)
        for (const QKeySequence& key : a->shortcuts()) {
            if (key.isEmpty())
                continue;
            const QString k = key.toString(QKeySequence::PortableText);
            const auto other = owner.find(k);
            INFO(k.toStdString() << ": " << a->text().toStdString() << " and "
                                 << (other == owner.end() ? "" : other->second.toStdString()));
            CHECK(other == owner.end());
            owner.emplace(k, a->text());
        }
    auto* pin = w->findChild<QAction*>(QStringLiteral("pinBuild"));
    auto* print = w->findChild<QAction*>(QStringLiteral("print"));
    REQUIRE(pin);
    REQUIRE(print);
    CHECK(pin->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_D)); // README, steps 3, 5, 7
    CHECK(print->shortcut() == QKeySequence(QKeySequence::Print));
}

TEST_CASE("the README's story of the reference page: 15 actions and the figures they show",
          "[ui][issue15]") {
    // README, "The reference page's story in 15 actions": each step's figures, as the table
    // prints them (one decimal: within 0.05).
    auto w = makeWindow();
    const auto gb = [](double shown) { return Approx(shown).margin(0.05); };
    // Steps 3, 5 and 7 press the README's key, Ctrl+D, on the shown, active window (issue 32:
    // Ctrl+P was both Pin and Print, and Qt ran neither).
    w->show();
    QApplication::setActiveWindow(w.get());
    REQUIRE(QTest::qWaitForWindowActive(w.get()));
    auto pinned = [&] { return w->comparisonDock()->model()->pinned().size(); };
    auto pressPin = [&] {
        const std::size_t before = pinned();
        QTest::keyClick(w.get(), Qt::Key_D, Qt::ControlModifier);
        CHECK(pinned() == before + 1);
    };
    auto* feed = control<QComboBox>(*w, "feed");
    // 1: full fine-tune, AdamW, 4× H200 NVL: fits, 6.7 GB free, 3.40 kW on the 32 A feed.
    CHECK(w->result().serverId == "4x-h200-nvl");
    CHECK(w->scenario().method == Method::Full);
    CHECK(w->scenario().optimizer == Optimizer::AdamW);
    CHECK(w->scenario().sequenceLength == 8192);
    CHECK(w->answer().state == VerdictState::Fits);
    CHECK(w->answer().freeGb == gb(15.8)); // 6.73 against the listed 141 GB, + 9.11
    CHECK(w->result().power.total == Approx(3400).margin(5));
    CHECK(w->answer().plannedAmps == 32);
    CHECK(w->answer().feed32.limitW == Approx(5888).margin(1)); // 230 V × 32 A × 0.8
    // 2: on 16 A amber, needs the 32 A feed or 500 W per GPU; back on 32 A green.
    choose(feed, 116);
    CHECK(w->answer().state == VerdictState::PowerExceeded);
    CHECK(w->answer().feed16.limitW == Approx(2944).margin(1));
    REQUIRE(w->answer().feed16.capW);
    CHECK(*w->answer().feed16.capW == 500);
    choose(feed, 132);
    CHECK(w->answer().state == VerdictState::Fits);
    // 3: Ctrl+D pins.
    pressPin();
    // 4: 8× RTX PRO 6000 SE: fits, 20.1 GB free; 6.35 kW over both feeds, 550 W per GPU on 32 A.
    w->findChild<QAction*>(QStringLiteral("preset3"))->trigger();
    CHECK(w->result().serverId == "8x-rtx-pro-6000-se");
    CHECK(w->answer().freeGb == gb(26.0)); // 20.07 against the listed 96 GB, + 5.97
    CHECK(w->result().power.total == Approx(6350).margin(5));
    CHECK_FALSE(w->answer().feed16.fits);
    CHECK_FALSE(w->answer().feed32.fits);
    CHECK(w->answer().state == VerdictState::PowerExceeded);
    CHECK(w->answer().answer == AnswerState::NoGo); // never "fits" beside an exceeded feed
    REQUIRE(w->answer().feed32.capW);
    CHECK(*w->answer().feed32.capW == 550);
    // 5: pinned.
    pressPin();
    // 6: 4× RTX PRO 6000 SE does not fit with 32-bit AdamW, fits with 8-bit Adam (5.5 GB free).
    w->findChild<QAction*>(QStringLiteral("preset2"))->trigger();
    CHECK(w->result().serverId == "4x-rtx-pro-6000-se");
    CHECK(w->answer().state == VerdictState::DoesNotFit);
    auto* optimizer = control<QComboBox>(*w, "optimizer");
    optimizer->setCurrentIndex(1);
    emit optimizer->activated(1);
    CHECK(w->scenario().optimizer == Optimizer::AdamW8bit);
    CHECK(w->answer().state == VerdictState::Fits);
    CHECK(w->answer().freeGb == gb(11.5)); // 5.49 + 5.97
    // 7: pinned: three builds side by side.
    pressPin();
    CHECK(w->comparisonDock()->model()->pinned().size() == 3);
    // 8: LoRA r16 on one card: 25.3 GB free.
    w->findChild<QAction*>(QStringLiteral("preset4"))->trigger();
    CHECK(w->result().serverId == "1x-rtx-pro-6000-se");
    CHECK(w->scenario().method == Method::Lora);
    CHECK(w->scenario().loraRank == 16);
    CHECK(w->answer().freeGb == gb(31.3)); // 25.34 + 5.97
    // 9: QLoRA on one card: 63.1 GB free.
    w->findChild<QAction*>(QStringLiteral("preset5"))->trigger();
    CHECK(w->scenario().method == Method::Qlora);
    CHECK(w->answer().freeGb == gb(69.1)); // 63.10 + 5.97
    // 10: where it runs out: the longest sequence for QLoRA, 59,425 tokens.
    CHECK(w->result().maxSequenceLength == 64275); // 59,425 on the listed 96 GB
    CHECK(runsOutCurve(w->scenario(), catalog()).longestSequence == 64275);
    // 11: 30 % of samples with one 1,024-token image each.
    control<QSpinBox>(*w, "imageShare")->setValue(30);
    CHECK(w->scenario().imageShare == Approx(0.30));
    CHECK(w->scenario().imagesPerSample == 1);
    CHECK(w->result().imageTokensPerImage == 1024);
    // 12: Restore makes a pin the build, one undo step.
    const int steps = w->undoStack()->count();
    w->comparisonDock()->restorePin(0);
    CHECK(w->result().serverId == "4x-h200-nvl");
    CHECK(w->undoStack()->count() == steps + 1);
}
