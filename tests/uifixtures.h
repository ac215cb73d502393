#pragma once
// Fixtures shared by the window's offscreen tests (test_ui*.cpp, test_window*.cpp): the window
// in English with dialogs off, its controls by name, the checks that a control, a chart or a
// cell is shown whole, the German window's texts, scenario files written and opened.

#include "charts/phaseview.h"
#include "charts/resultcharts.h"
#include "charts/runsoutchartview.h"
#include "common/numberformat.h"
#include "compare/comparisondock.h"
#include "compare/comparisonmodel.h"
#include "compare/whatfitsmodel.h"
#include "recipeimport.h"
#include "recommend.h"
#include "build/resolvebuild.h"
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
#include <QStyleOptionComboBox>
#include <QAbstractBarSeries>
#include <QAbstractButton>
#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QAreaSeries>
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
#include <QDoubleSpinBox>
#include <QDropEvent>
#include <QFile>
#include <QFontMetrics>
#include <QGraphicsTextItem>
#include <QGroupBox>
#include <QHeaderView>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLibraryInfo>
#include <QLineSeries>
#include <QListWidget>
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
#include <QStatusBar>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTextDocument>
#include <QToolButton>
#include <QUndoStack>
#include <QUrl>
#include <QValueAxis>
#include <QWheelEvent>
#include <QXmlStreamReader>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <functional>
#include <iostream>
#include <limits>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <tuple>

using namespace headroom;
using namespace headroom::ui;
using headroom::test::catalog;

namespace Catch {
template <> struct StringMaker<QString> {
    static std::string convert(const QString& s) { return s.toStdString(); }
};

} // namespace Catch

namespace {

inline std::unique_ptr<MainWindow> makeWindow() {
    auto w = std::make_unique<MainWindow>(catalog());
    w->setDialogsEnabled(false);
    w->setLanguage(QStringLiteral("en"));
    return w;
}

/// The data an exported sheet inlines (<script id="sheet-data">): scenario, catalog, strings.
inline nlohmann::json sheetData(const QByteArray& page) {
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

inline void choose(QComboBox* combo, const QVariant& data) {
    const int index = combo->findData(data);
    REQUIRE(index >= 0);
    combo->setCurrentIndex(index);
    emit combo->activated(index);
}

/// True when `widget` is shown whole inside the window and, where it sits in a scroll area,
/// inside the area's viewport as it is now (nothing to scroll).
inline bool shownWhole(const MainWindow& w, const QWidget* widget) {
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
inline QStringList legendEntriesCut(QChart* chart) {
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
inline void checkChartsShownWhole(const MainWindow& w) {
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

/// The verdict (two wrapped lines) and the power answer (one line) show their whole text.
inline void checkAnswerShownWhole(const MainWindow& w) {
    const auto* verdict = control<QLabel>(w, "verdict");
    INFO("verdict: " << verdict->text().toStdString());
    CHECK(verdict->heightForWidth(verdict->width()) <= verdict->height());
    const auto* power = control<QLabel>(w, "powerAnswer");
    INFO("power: " << power->text().toStdString());
    CHECK(QFontMetrics(power->font()).horizontalAdvance(power->text()) <=
          power->contentsRect().width());
    // The summary line is never cut (issue 32): the core's whole summary, on one line or broken
    // at a " · " onto a second, every line within the label and the label tall enough for them.
    const auto* summary = control<QLabel>(w, "summary");
    // The tooltip holds the whole line (and the serving answer below it, when asked).
    const QString whole = summary->toolTip().section(QLatin1Char('\n'), 0, 0);
    CHECK(whole.startsWith(QString::number(w.result().gpuCount)));
    INFO("summary: " << summary->text().toStdString());
    CHECK_FALSE(summary->text().contains(QChar(0x2026)));
    CHECK(QString(summary->text()).replace(QLatin1Char('\n'), QStringLiteral(" · ")) == whole);
    const QStringList lines = summary->text().split(QLatin1Char('\n'));
    CHECK(lines.size() <= 2);
    for (const QString& line : lines)
        CHECK(summary->fontMetrics().horizontalAdvance(line) <= summary->contentsRect().width());
    CHECK(summary->height() >= int(lines.size()) * summary->fontMetrics().lineSpacing());
}

/// Every cell's text is shown whole: its width with the cell's margins fits the column (the
/// view elides, "nein: Übersteigt…", where it does not).
inline void checkCellsShownWhole(const QTableView& view) {
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

/// The default scenario (with the training stack `stack`) at the shortest sequence length (a
/// multiple of 512 tokens) the core calls tight.
inline int tightSequence(const std::string& stack = {}) {
    Scenario s;
    REQUIRE_FALSE(applyStack(s, stack, catalog()));
    for (int length = 512; length <= 131072; length += 512) {
        s.sequenceLength = length;
        if (evaluate(s, catalog()).verdict == Verdict::Tight)
            return length;
    }
    FAIL("no sequence length gives a tight verdict");
    return 0;
}

inline void writeFile(const QString& path, const QByteArray& text) {
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(text);
}

inline QByteArray readFile(const QString& path) {
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}

/// Words that are English and never German (German capitalises its nouns: "Server" stays).
inline const QRegularExpression& englishWords() {
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
inline QStringList shownTexts(const MainWindow& w) {
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

/// Each text `w` shows with an English word in it (englishWords()), as "«word» in: text", once.
inline QStringList englishWordsShown(const MainWindow& w) {
    QStringList found;
    for (const QString& text : shownTexts(w))
        if (const auto match = englishWords().match(text); match.hasMatch())
            found << QStringLiteral("«%1» in: %2").arg(match.captured(1), text);
    found.removeDuplicates();
    return found;
}

/// Whether a combo box shows its current choice whole: the text fits the box's edit field
/// (issue 32: "NVIDIA RTX PRO 6000 Blackwell Se…"; session 16: "Volles Fine-Tuni" beside GRPO).
inline bool comboShowsChoiceWhole(const QComboBox* box) {
    QStyleOptionComboBox option;
    option.initFrom(box);
    option.editable = box->isEditable();
    option.currentText = box->currentText();
    const QRect field = box->style()->subControlRect(QStyle::CC_ComboBox, &option,
                                                     QStyle::SC_ComboBoxEditField, box);
    return box->fontMetrics().horizontalAdvance(box->currentText()) <= field.width();
}

/// Opens `json` as a scenario file in `w`.
inline void openJson(MainWindow& w, const char* json) {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rl.headroom.json"));
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(json);
    file.close();
    REQUIRE(w.openScenario(path));
}

/// The GRPO run the RL window tests share: Llama 3.1 8B on four H200 NVL, eight micro-batches a
/// step, the reference model a copy of the policy.
constexpr const char* kGrpoRun = R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl",
    "method": "grpo", "gradient_accumulation": 8, "reference": "model"})";

/// A window with the scenario `json` open, the Advanced RL section open when `rlSectionOpen`.
inline std::unique_ptr<MainWindow> windowWith(const char* json, bool rlSectionOpen = false) {
    auto w = makeWindow();
    openJson(*w, json);
    if (rlSectionOpen)
        control<CollapsibleSection>(*w, "advancedRl")->setExpanded(true);
    return w;
}

/// Shows `w` at `size` in English, then in German, and runs `check(language)` in each ("en",
/// "de"; INFO names it); the window speaks English again afterwards.
template <class Check>
void inEachLanguage(MainWindow& w, Check check, QSize size = QSize(1280, 720)) {
    for (const char* language : {"en", "de"}) {
        INFO(language);
        w.setLanguage(QString::fromLatin1(language));
        w.resize(size);
        w.show();
        QApplication::processEvents();
        check(language);
    }
    w.setLanguage(QStringLiteral("en"));
}

/// Saves what `w` shows as <screenshot folder>/<name>_<language>.png.
inline bool saveScreenshot(MainWindow& w, const QString& name, const char* language) {
    QDir().mkpath(QStringLiteral(HEADROOM_SCREENSHOT_DIR));
    return w.grab().save(
        QStringLiteral("%1/%2_%3.png")
            .arg(QStringLiteral(HEADROOM_SCREENSHOT_DIR), name, QLatin1String(language)));
}

inline bool phasesTabShown(const MainWindow& w) {
    QTabWidget* tabs = w.resultPanel()->tabs();
    return tabs->isTabVisible(tabs->indexOf(w.phaseView()));
}

} // namespace
