// The window's Serving view (issue 23): users against context for the build and every pinned
// build, the chosen point, the serving need as controls, English and German.
#include "compare/comparisondock.h"
#include "scenario/collapsiblesection.h"
#include "serving/serving.h"
#include "serving/servingdock.h"
#include "sizing.h"
#include "support.h"
#include "window/mainwindow.h"
#include "window/resultpanel.h"
#include "window/resulttext.h"

#include <catch2/catch.hpp>

#include <cmath>

#include <QAction>
#include <QApplication>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QDir>
#include <QFile>
#include <QFormLayout>
#include <QLabel>
#include <QLineSeries>
#include <QScatterSeries>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <memory>

using namespace headroom;
using namespace headroom::ui;
using headroom::test::catalog;

namespace {

/// Opens a scenario file with `json` in the window (setScenario's public way in).
void openJson(MainWindow& w, const QTemporaryDir& dir, const char* json) {
    const QString path = dir.filePath(QStringLiteral("s.headroom.json"));
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
    file.write(json);
    file.close();
    INFO(w.lastError().toStdString());
    REQUIRE(w.openScenario(path));
}

std::unique_ptr<MainWindow> servingWindow(const QTemporaryDir& dir, const char* language = "en") {
    auto w = std::make_unique<MainWindow>(catalog());
    w->setDialogsEnabled(false);
    w->setLanguage(QString::fromLatin1(language));
    openJson(*w, dir,
             R"({"server": "8x-h200-nvl", "serving": {"context_tokens": 32768, "users": 40}})");
    return w;
}

/// The serving window's 8× H200 NVL build (scenario and result, to pin), after which the
/// 4× RTX PRO 6000 SE is opened as the build (opening a file would replace the pins with the
/// file's own, so the pin comes after).
std::pair<Scenario, SizingResult> rtxAfterH200(MainWindow& w, const QTemporaryDir& dir) {
    std::pair<Scenario, SizingResult> h200{w.scenario(), w.result()};
    openJson(
        w, dir,
        R"({"server": "4x-rtx-pro-6000-se", "serving": {"context_tokens": 32768, "users": 40}})");
    return h200;
}

QChart* servingChart(const MainWindow& w) {
    auto* view = w.findChild<QChartView*>(QStringLiteral("servingChart"));
    REQUIRE(view);
    return view->chart();
}

} // namespace

TEST_CASE("the Serving view draws users against context with the chosen point", "[ui][serving]") {
    QTemporaryDir dir;
    auto w = servingWindow(dir);
    const ServingResult& v = w->result().serving;
    REQUIRE(v.asked);
    QChart* chart = servingChart(*w);
    // One line for this build, the chosen point.
    REQUIRE(chart->series().size() == 2);
    auto* line = qobject_cast<QLineSeries*>(chart->series().at(0));
    REQUIRE(line);
    // Log-log: x is log2 of the context, y log10 of the users (every point with a user).
    std::vector<ServingPoint> points = usersAgainstContext(v.capacity);
    std::erase_if(points, [](const ServingPoint& p) { return p.users < 1; });
    REQUIRE(line->count() == int(points.size()));
    for (int i = 0; i < line->count(); ++i) {
        CHECK(line->at(i).x() == std::log2(double(points[std::size_t(i)].contextTokens)));
        CHECK(line->at(i).y() == std::log10(double(points[std::size_t(i)].users)));
    }
    auto* chosen = qobject_cast<QScatterSeries*>(chart->series().at(1));
    REQUIRE(chosen);
    REQUIRE(chosen->count() == 1);
    CHECK(chosen->at(0) == QPointF(15, std::log10(40.0)));
    // The axes say "32k" and "100", not the logarithms.
    auto* x = qobject_cast<QCategoryAxis*>(chart->axes(Qt::Horizontal).value(0));
    auto* y = qobject_cast<QCategoryAxis*>(chart->axes(Qt::Vertical).value(0));
    REQUIRE(x);
    REQUIRE(y);
    REQUIRE_FALSE(x->categoriesLabels().isEmpty());
    CHECK(x->categoriesLabels().first() == QStringLiteral("1k"));
    CHECK(x->endValue(QStringLiteral("1k")) == 10);
    for (const QString& label : x->categoriesLabels()) // 2^e tokens at e
        CHECK(std::exp2(x->endValue(label)) == 1024 * label.chopped(1).toDouble());
    CHECK(y->categoriesLabels().contains(QStringLiteral("100")));
    CHECK(y->endValue(QStringLiteral("100")) == 2);
    // The answer under the verdict and in the dock.
    CHECK(w->servingDock()->verdictText().startsWith(
        QStringLiteral("Serving: 40 users at 32k tokens (room for %1), about")
            .arg(QLocale(QLocale::English).toString(qlonglong(v.usersAtContext)))));
}

TEST_CASE("every pinned build gets its own serving curve", "[ui][serving]") {
    QTemporaryDir dir;
    auto w = servingWindow(dir);
    const auto [h200, h200Result] = rtxAfterH200(*w, dir);
    REQUIRE(w->comparisonDock()->pin(h200, h200Result));
    auto* users = w->findChild<QSpinBox*>(QStringLiteral("servingUsers"));
    REQUIRE(users);
    users->setValue(41); // any edit re-evaluates and hands the pins to the view
    emit users->editingFinished();
    QChart* chart = servingChart(*w);
    // This build, the pinned 8× H200 NVL, the chosen point.
    REQUIRE(chart->series().size() == 3);
    auto* current = qobject_cast<QLineSeries*>(chart->series().at(0));
    auto* pinned = qobject_cast<QLineSeries*>(chart->series().at(1));
    REQUIRE(current);
    REQUIRE(pinned);
    // Eight H200 NVL hold more users at the first point than four RTX PRO 6000.
    CHECK(pinned->at(0).y() > current->at(0).y());
}

TEST_CASE("the serving controls edit the scenario and undo restores it", "[ui][serving]") {
    auto w = std::make_unique<MainWindow>(catalog());
    w->setDialogsEnabled(false);
    w->setLanguage(QStringLiteral("en"));
    REQUIRE_FALSE(w->scenario().serving);
    auto* enabled = w->findChild<QCheckBox*>(QStringLiteral("servingEnabled"));
    REQUIRE(enabled);
    enabled->setChecked(true);
    REQUIRE(w->scenario().serving);
    CHECK(w->result().serving.asked);
    auto* users = w->findChild<QSpinBox*>(QStringLiteral("servingUsers"));
    REQUIRE(users);
    users->setValue(25);
    emit users->editingFinished();
    CHECK(w->scenario().serving->users == 25);
    CHECK(w->result() == evaluate(w->scenario(), catalog()));
    enabled->setChecked(false);
    CHECK_FALSE(w->scenario().serving);
}

TEST_CASE("the serving engine section sets the engine and its settings, English and German",
          "[ui][serving]") {
    QTemporaryDir dir;
    auto w = servingWindow(dir);
    auto* section = w->findChild<CollapsibleSection*>(QStringLiteral("servingEngineSection"));
    REQUIRE(section);
    CHECK(section->title() == QStringLiteral("Advanced: serving engine"));
    auto* engine = w->findChild<QComboBox*>(QStringLiteral("servingEngine"));
    auto* seqs = w->findChild<QSpinBox*>(QStringLiteral("servingMaxNumSeqs"));
    auto* chunked = w->findChild<QCheckBox*>(QStringLiteral("servingChunkedPrefill"));
    REQUIRE(engine);
    REQUIRE(seqs);
    REQUIRE(chunked);
    // The scenario's settings: vLLM with the card's defaults.
    CHECK(engine->currentText() == QStringLiteral("vLLM"));
    CHECK(seqs->value() == 0);
    CHECK(seqs->text() == QStringLiteral("engine default"));
    seqs->setValue(64);
    emit seqs->editingFinished();
    CHECK(w->scenario().serving->maxNumSeqs == 64);
    CHECK(w->result().serving.engine.maxNumSeqs == 64);
    engine->setCurrentIndex(1);
    CHECK(w->scenario().serving->engine == ServingEngine::Sglang);
    CHECK(w->result().serving.engine.name == "sglang");
    chunked->setChecked(false);
    CHECK_FALSE(w->scenario().serving->chunkedPrefill);
    // SGLang's --mem-fraction-static: 0 reads "engine default" (its heuristic); 0.8 is echoed.
    auto* fraction = w->findChild<QDoubleSpinBox*>(QStringLiteral("servingMemFractionStatic"));
    REQUIRE(fraction);
    CHECK(fraction->text() == QStringLiteral("engine default"));
    fraction->setValue(0.8);
    emit fraction->editingFinished();
    CHECK(w->scenario().serving->memFractionStatic == 0.8);
    CHECK(w->result().serving.engine.memoryFraction == 0.8);
    CHECK(w->result() == evaluate(w->scenario(), catalog()));
    w->setLanguage(QStringLiteral("de"));
    CHECK(section->title() == QStringLiteral("Erweitert: Inferenz-Engine"));
    CHECK(chunked->text() == QStringLiteral("Eingabe in Abschnitten verarbeiten"));
    auto* form = qobject_cast<QFormLayout*>(fraction->parentWidget()->layout());
    REQUIRE(form);
    auto* label = qobject_cast<QLabel*>(form->labelForField(fraction));
    REQUIRE(label);
    CHECK(label->text() == QStringLiteral("SGLang: mem_fraction_static"));
    CHECK(fraction->toolTip().startsWith(
        QStringLiteral("Anteil für Gewichte und KV-Cache bei SGLang (--mem-fraction-static)")));
}

TEST_CASE("the output per request sets serving.output_tokens and the prompt rate the core computes",
          "[ui][serving]") {
    QTemporaryDir dir;
    auto w = std::make_unique<MainWindow>(catalog());
    w->setDialogsEnabled(false);
    w->setLanguage(QStringLiteral("en"));
    // One replica on all eight cards: every user in one batch.
    openJson(*w, dir,
             R"({"server": "8x-h200-nvl", "serving": {"context_tokens": 32768, "users": 40,
                 "tensor_parallel": 8}})");
    auto* output = w->findChild<QSpinBox*>(QStringLiteral("servingOutputTokens"));
    REQUIRE(output);
    // Not in the file: the catalog's serving_output_tokens, 1,000.
    CHECK(output->value() == 0);
    CHECK(output->text() == QStringLiteral("catalog default"));
    const ServingResult before = w->result().serving;
    REQUIRE(before.batchPerReplica == 40);
    CHECK(before.outputTokens == 1000);
    // 39 other users, each a prompt of 32,768 - 1,000 tokens per 1,000 generated.
    CHECK(before.promptTokensPerStep == Approx(39.0 * 31768 / 1000)); // 1,238.952
    output->setValue(4000);
    emit output->editingFinished();
    REQUIRE(w->scenario().serving);
    CHECK(w->scenario().serving->outputTokens == 4000);
    const ServingResult& after = w->result().serving;
    CHECK(after.outputTokens == 4000);
    CHECK(after.promptTokensPerStep == Approx(39.0 * 28768 / 4000)); // 280.488
    // Fewer prompt tokens per step: a shorter step, more tokens/s per user.
    CHECK(after.decodePrefillS < before.decodePrefillS);
    CHECK(after.decodeTokensPerSPerUser > before.decodeTokensPerSPerUser);
    CHECK(w->result() == evaluate(w->scenario(), catalog()));
    // An output as long as the context would leave no prompt (the file refuses it): the
    // control writes the longest output the context leaves.
    output->setValue(40000);
    emit output->editingFinished();
    CHECK(w->scenario().serving->outputTokens == 32767);
    CHECK(w->result().serving.promptTokensPerStep == Approx(39.0 * 1 / 32767));
    w->setLanguage(QStringLiteral("de"));
    output->setValue(0);
    emit output->editingFinished();
    CHECK(w->scenario().serving->outputTokens == 0);
    CHECK(output->text() == QStringLiteral("Katalogvorgabe"));
}

TEST_CASE("the Serving view speaks German", "[ui][serving]") {
    QTemporaryDir dir;
    auto w = servingWindow(dir, "de");
    CHECK(w->servingDock()->windowTitle() == QStringLiteral("Betrieb des trainierten Modells"));
    // The Serving view is a tab beside the charts, named in German too.
    QTabWidget* tabs = w->resultPanel()->tabs();
    const int tab = tabs->indexOf(w->findChild<QWidget*>(QStringLiteral("servingTab")));
    REQUIRE(tab >= 0);
    CHECK(tabs->tabText(tab) == QStringLiteral("Betrieb"));
    CHECK(w->servingDock()->verdictText().startsWith(QStringLiteral("Betrieb: 40 Nutzer mit 32k "
                                                                    "Tokens")));
    CHECK(servingChart(*w)->title() == QStringLiteral("Nutzer über der Kontextlänge"));
    // Counts with the German group separator, as the sequence length beside them.
    auto* context = w->findChild<QSpinBox*>(QStringLiteral("servingContext"));
    REQUIRE(context);
    CHECK(context->text() == QStringLiteral("32.768 Tokens"));
}

TEST_CASE("the coloured verdict line answers the serving question, English and German",
          "[ui][serving]") {
    QDir().mkpath(QStringLiteral(HEADROOM_SCREENSHOT_DIR));
    QTemporaryDir dir;
    for (const char* language : {"en", "de"}) {
        INFO(language);
        auto w = servingWindow(dir, language);
        const bool de = QLatin1String(language) == QLatin1String("de");
        const QLocale locale(de ? QLocale::German : QLocale::English);
        const ServingResult& v = w->result().serving;
        REQUIRE(v.fits);
        REQUIRE(v.users == 40);
        const QString rate = locale.toString(v.decodeTokensPerSPerUser, 'f', 0);
        const QString answer =
            de ? QStringLiteral("bedient 40 Nutzer mit 32k Tokens, je etwa %1 Tokens/s").arg(rate)
               : QStringLiteral("serves 40 users at 32k tokens, about %1 tokens/s each").arg(rate);
        auto* verdict = w->resultPanel()->findChild<QLabel*>(QStringLiteral("verdict"));
        REQUIRE(verdict);
        // The label's second part is the answer, under the memory verdict.
        CHECK(verdict->text().endsWith(
            (de ? QStringLiteral("\nDanach: ") : QStringLiteral("\nAfterwards: ")) + answer));
        CHECK(verdict->text().startsWith(ResultText::verdict(w->result(), locale)));
        // The verdict line (copied with the results) carries it too.
        CHECK(w->resultPanel()->verdictText().endsWith(answer));
        // At 1280x720 the whole answer shows: the label is as tall as its wrapped text.
        w->resize(1280, 720);
        w->findChild<QAction*>(QStringLiteral("showServing"))->trigger();
        w->show();
        QApplication::processEvents();
        CHECK(w->size() == QSize(1280, 720));
        CHECK(verdict->heightForWidth(verdict->width()) <= verdict->height());
        CHECK(w->grab().save(QStringLiteral("%1/serving_1280x720_%2.png")
                                 .arg(QStringLiteral(HEADROOM_SCREENSHOT_DIR))
                                 .arg(QLatin1String(language))));
        // Without a serving section the verdict is the memory verdict alone.
        auto* enabled = w->findChild<QCheckBox*>(QStringLiteral("servingEnabled"));
        REQUIRE(enabled);
        enabled->setChecked(false);
        REQUIRE_FALSE(w->scenario().serving);
        CHECK(verdict->text() == ResultText::verdict(w->result(), locale));
    }
}

TEST_CASE("the serving answer when the build falls short or serves one user", "[ui][serving]") {
    SizingResult r;
    r.serving.asked = true;
    r.serving.contextTokens = 131072;
    r.serving.users = 50;
    r.serving.usersAtContext = 3;
    r.serving.kvCacheGbPerGpu = 20;
    r.serving.decodeTokensPerSPerUser = 41.6;
    const QLocale en(QLocale::English);
    CHECK(ResultText::servingAnswer(r, en) ==
          QStringLiteral("serves only 3 of 50 users at 128k tokens, about 42 tokens/s each"));
    r.serving.users = 1;
    r.serving.fits = true;
    CHECK(ResultText::servingAnswer(r, en) ==
          QStringLiteral("serves one user at 128k tokens, about 42 tokens/s"));
    r.serving.usersAtContext = 0;
    r.serving.kvCacheGbPerGpu = 0;
    CHECK(ResultText::servingAnswer(r, en) ==
          QStringLiteral("does not serve the model: no room for the KV cache"));
    r.serving.asked = false;
    CHECK(ResultText::servingAnswer(r, en).isEmpty());
}

TEST_CASE("removing or clearing a pin redraws the serving curves at once", "[ui][serving]") {
    QTemporaryDir dir;
    auto w = servingWindow(dir);
    const auto [h200, h200Result] = rtxAfterH200(*w, dir);
    // Pinning draws the pinned build's curve without an edit.
    REQUIRE(w->comparisonDock()->pin(h200, h200Result));
    CHECK(servingChart(*w)->series().size() == 3);
    REQUIRE(w->comparisonDock()->pin(h200, h200Result));
    CHECK(servingChart(*w)->series().size() == 4);
    // Removing one pin takes its curve away at once, no edit in between.
    w->comparisonDock()->removeSelected();
    CHECK(w->comparisonDock()->model()->pinned().size() == 1);
    CHECK(servingChart(*w)->series().size() == 3);
    w->comparisonDock()->clear();
    CHECK(servingChart(*w)->series().size() == 2);
}
