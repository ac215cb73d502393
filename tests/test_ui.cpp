// The configurator window, offscreen: controls drive the core, files round-trip, undo, German.
#include "charts/resultcharts.h"
#include "common/numberformat.h"
#include "compare/comparisondock.h"
#include "compare/comparisonmodel.h"
#include "recommend.h"
#include "scenario/collapsiblesection.h"
#include "scenario/scenariopanel.h"
#include "scenariorange.h"
#include "sizing.h"
#include "support.h"
#include "verdictanswer.h"
#include "window/assumptionsmodel.h"
#include "window/mainwindow.h"
#include "window/resultpanel.h"
#include "window/resulttext.h"

#include <catch2/catch.hpp>

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QAbstractBarSeries>
#include <QAreaSeries>
#include <QBarSet>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QDropEvent>
#include <QFile>
#include <QGroupBox>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QMimeData>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QSlider>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QUrl>

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <nlohmann/json.hpp>

using namespace headroom;
using namespace headroom::ui;
using headroom::test::catalog;

namespace {

std::unique_ptr<MainWindow> makeWindow() {
    auto w = std::make_unique<MainWindow>(catalog());
    w->setDialogsEnabled(false);
    w->setLanguage(QStringLiteral("en"));
    return w;
}

template <class T> T* control(const MainWindow& w, const char* name) {
    T* widget = w.findChild<T*>(QString::fromLatin1(name));
    REQUIRE(widget != nullptr);
    return widget;
}

/// The default scenario (with the training stack `stack`) at the shortest sequence length (a
/// multiple of 512 tokens) the core calls tight.
int tightSequence(const std::string& stack = {}) {
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

void writeFile(const QString& path, const QByteArray& text) {
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(text);
}

} // namespace

TEST_CASE("the default window shows the 27B full fine-tune on four H200 NVL", "[ui]") {
    auto w = makeWindow();
    CHECK(w->scenario().model == "qwen3.8-27b");
    CHECK(w->result().serverId == "4x-h200-nvl");
    CHECK(w->result() == evaluate(w->scenario(), catalog()));
    CHECK(w->resultPanel()->verdictText().startsWith(QStringLiteral("Fits: ")));
    CHECK(w->resultPanel()->verdictText().contains(QStringLiteral("longest sequence that fits")));
}

TEST_CASE("moving the sequence-length slider changes the verdict exactly as the core says",
          "[ui]") {
    auto w = makeWindow();
    auto* slider = control<QSlider>(*w, "sequenceLengthSlider");
    QStringList verdicts;
    // The slider's scale: powers of two with a half step between, up to the model's context.
    CHECK(ScenarioPanel::sequenceAt(0, 262144) == 512);
    CHECK(ScenarioPanel::sequenceAt(1, 262144) == 768);
    CHECK(ScenarioPanel::sequenceAt(8, 262144) == 8192);
    CHECK(ScenarioPanel::positionFor(12288) == 9);
    CHECK(slider->maximum() == ScenarioPanel::positionFor(262144)); // Qwen3.8-27B's context
    CHECK(ScenarioPanel::sequenceAt(slider->maximum(), 262144) == 262144);
    for (int position : {0, 4, 8, 12, 16}) {
        slider->setValue(position);
        CHECK(w->scenario().sequenceLength == 512 << (position / 2));
        const SizingResult expected = evaluate(w->scenario(), catalog());
        CHECK(w->result() == expected);
        CHECK(w->resultPanel()->verdictText() ==
              ResultText::verdictLine(expected, answerVerdict(w->scenario(), expected, catalog()),
                                      QLocale(QLocale::English, QLocale::UnitedStates)));
        verdicts << w->resultPanel()->verdictText();
    }
    verdicts.removeDuplicates();
    CHECK(verdicts.size() == 5);
}

TEST_CASE("two controls turn four H200 NVL into eight RTX PRO 6000 SE", "[ui]") {
    auto w = makeWindow();
    auto* gpu = control<QComboBox>(*w, "gpu");
    const int index = gpu->findData(QStringLiteral("rtx-pro-6000-se"));
    REQUIRE(index >= 0);
    gpu->setCurrentIndex(index);
    emit gpu->activated(index);
    CHECK(w->result().serverId == "4x-rtx-pro-6000-se");
    control<QSlider>(*w, "gpuCountSlider")->setValue(8);
    CHECK(w->result().serverId == "8x-rtx-pro-6000-se");
    CHECK(w->result().gpuCount == 8);
    CHECK(w->result() == evaluate(w->scenario(), catalog()));
}

TEST_CASE("opening a scenario file sets every control", "[ui]") {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("every.headroom.json"));
    writeFile(path, R"({
        "model": "qwen3.8-27b", "method": "lora", "optimizer": "adamw-8bit", "offload": "none",
        "sharding": "zero2", "state_bytes": "hf", "gpu": "rtx-pro-6000-se", "gpu_count": 8,
        "sequence_length": 16384, "micro_batch": 2, "gradient_accumulation": 4,
        "gradient_checkpointing": false, "fused_cross_entropy": false, "image_share": 0.25,
        "images_per_sample": 2, "image_size": [768, 512], "train_vision": false,
        "lora_rank": 32, "power_cap_w": 450, "checkpoints_kept": 5, "dataset_tokens": 2e9,
        "epochs": 3, "feed_amps": 32, "three_phase": true, "fused_loss": "chunked",
        "compile": true, "activation_offload": true, "optimizer_in_backward": true})");
    auto w = makeWindow();
    REQUIRE(w->openScenario(path));
    CHECK(control<QComboBox>(*w, "model")->currentData().toString() == "qwen3.8-27b");
    CHECK(control<QComboBox>(*w, "method")->currentIndex() == int(Method::Lora));
    CHECK(control<QComboBox>(*w, "optimizer")->currentIndex() == 1);
    CHECK(control<QComboBox>(*w, "stateBytes")->currentIndex() == int(StateBytes::Hf));
    CHECK(control<QComboBox>(*w, "sharding")->currentIndex() == int(Sharding::Zero2));
    CHECK(control<QComboBox>(*w, "gpu")->currentData().toString() == "rtx-pro-6000-se");
    CHECK(control<QComboBox>(*w, "server")->currentIndex() == 0); // automatic
    CHECK(control<QSlider>(*w, "gpuCountSlider")->value() == 8);
    CHECK(control<QSlider>(*w, "sequenceLengthSlider")->value() ==
          ScenarioPanel::positionFor(16384));
    CHECK(control<QSpinBox>(*w, "sequenceLength")->value() == 16384);
    CHECK(control<QSpinBox>(*w, "imageShare")->value() == 25);
    CHECK(control<QSpinBox>(*w, "gpuCount")->value() == 8);
    CHECK(control<QSpinBox>(*w, "microBatch")->value() == 2);
    CHECK(control<QSpinBox>(*w, "gradientAccumulation")->value() == 4);
    CHECK_FALSE(control<QCheckBox>(*w, "gradientCheckpointing")->isChecked());
    CHECK(control<QComboBox>(*w, "loss")->currentIndex() == 0); // plain: no fused loss
    CHECK(control<QCheckBox>(*w, "compile")->isChecked());
    CHECK(control<QCheckBox>(*w, "activationOffload")->isChecked());
    CHECK(control<QCheckBox>(*w, "optimizerInBackward")->isChecked());
    CHECK(control<QSlider>(*w, "imageShareSlider")->value() == 25);
    CHECK(control<QSpinBox>(*w, "imagesPerSample")->value() == 2);
    CHECK(control<QSpinBox>(*w, "imageWidth")->value() == 768);
    CHECK(control<QSpinBox>(*w, "imageHeight")->value() == 512);
    CHECK_FALSE(control<QCheckBox>(*w, "trainVision")->isChecked());
    CHECK(control<QSpinBox>(*w, "loraRank")->value() == 32);
    CHECK(control<QCheckBox>(*w, "capPower")->isChecked());
    CHECK(control<QSpinBox>(*w, "powerCap")->value() == 450);
    CHECK(control<QComboBox>(*w, "feed")->currentData().toInt() == 132); // 230 V (1 phase), 32 A
    CHECK(control<QCheckBox>(*w, "threePhase")->isChecked());
    CHECK(control<QSpinBox>(*w, "checkpointsKept")->value() == 5);
    CHECK(control<QDoubleSpinBox>(*w, "datasetTokens")->value() == Approx(2e9));
    CHECK(control<QDoubleSpinBox>(*w, "epochs")->value() == Approx(3.0));
    CHECK(w->result() == evaluate(w->scenario(), catalog()));
    CHECK_FALSE(w->isWindowModified());
}

TEST_CASE("the controls show a file's values at the ends of the core's ranges", "[ui]") {
    // Issue 13: the window clamped micro-batch 512 to 256, LoRA rank 2048 to 1024 and
    // accumulation 4096 to 1024 while the verdict used the file's values.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("edges.headroom.json"));
    writeFile(path, R"({
        "model": "qwen3.8-27b", "method": "lora", "server": "4x-h200-nvl",
        "sequence_length": 1000000, "micro_batch": 512, "gradient_accumulation": 4096,
        "lora_rank": 2048, "checkpoints_kept": 0, "images_per_sample": 0,
        "image_size": [1, 16384], "dataset_tokens": 1234567, "epochs": 0.25})");
    auto w = makeWindow();
    REQUIRE(w->openScenario(path));
    CHECK(control<QSpinBox>(*w, "microBatch")->value() == 512);
    CHECK(control<QSpinBox>(*w, "gradientAccumulation")->value() == 4096);
    CHECK(control<QSpinBox>(*w, "loraRank")->value() == 2048);
    CHECK(control<QSpinBox>(*w, "checkpointsKept")->value() == 0);
    CHECK(control<QSpinBox>(*w, "imagesPerSample")->value() == 0);
    CHECK(control<QSpinBox>(*w, "imageWidth")->value() == 1);
    CHECK(control<QSpinBox>(*w, "imageHeight")->value() == 16384);
    CHECK(control<QDoubleSpinBox>(*w, "datasetTokens")->value() == 1234567);
    CHECK(control<QDoubleSpinBox>(*w, "epochs")->value() == Approx(0.25));
    // Beyond the model's context the slider stretches to the file's length.
    auto* sequenceSlider = control<QSlider>(*w, "sequenceLengthSlider");
    CHECK(sequenceSlider->value() == sequenceSlider->maximum());
    CHECK(control<QSpinBox>(*w, "sequenceLength")->value() == 1000000);
    CHECK(control<QSpinBox>(*w, "sequenceLength")->maximum() ==
          int(scenarioRange(RangeKey::SequenceLength).max));
    // Showing them changed nothing: the scenario is the file's, unmodified.
    CHECK(w->scenario().microBatch == 512);
    CHECK(w->scenario().gradientAccumulation == 4096);
    CHECK(w->scenario().loraRank == 2048);
    CHECK(w->scenario().sequenceLength == 1000000);
    CHECK_FALSE(w->isWindowModified());
    // Every control's range is the core's table: the maximum a file may hold and no more.
    CHECK(control<QSpinBox>(*w, "microBatch")->maximum() ==
          int(scenarioRange(RangeKey::MicroBatch).max));
    CHECK(control<QSpinBox>(*w, "gradientAccumulation")->maximum() ==
          int(scenarioRange(RangeKey::GradientAccumulation).max));
    CHECK(control<QSpinBox>(*w, "imagesPerSample")->maximum() ==
          int(scenarioRange(RangeKey::ImagesPerSample).max));
    CHECK(control<QSpinBox>(*w, "checkpointsKept")->maximum() ==
          int(scenarioRange(RangeKey::CheckpointsKept).max));
    CHECK(control<QDoubleSpinBox>(*w, "epochs")->minimum() == scenarioRange(RangeKey::Epochs).min);
    // LoRA rank: the table's maximum, capped at the model's width (5,120 for Qwen3.8-27B).
    CHECK(control<QSpinBox>(*w, "loraRank")->maximum() == 4096);
}

TEST_CASE("an edit the scenario file could not hold is not applied", "[ui]") {
    // 256 images of 16384² px on Qwen3-VL-8B are 67 M tokens, beyond the sequence limit.
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("vl.headroom.json"));
    writeFile(path, R"({"model": "qwen3-vl-8b", "server": "4x-h200-nvl", "image_share": 1,
                        "images_per_sample": 255, "image_size": [1024, 1024]})");
    auto w = makeWindow();
    REQUIRE(w->openScenario(path));
    control<QSpinBox>(*w, "imageWidth")->setValue(16384);
    control<QSpinBox>(*w, "imageHeight")->setValue(16384);
    CHECK(w->scenario().imageHeight == 1024); // refused: 255 × 262,144 tokens
    CHECK(control<QSpinBox>(*w, "imageHeight")->value() == 1024);
    INFO(w->statusBar()->currentMessage().toStdString() << " / width " << w->scenario().imageWidth);
    CHECK(w->statusBar()->currentMessage().contains(QStringLiteral("images_per_sample")));
    CHECK_FALSE(checkScenario(w->scenario(), catalog()).has_value());
}

TEST_CASE("a bad scenario file is refused naming the file and the key", "[ui]") {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("bad.headroom.json"));
    writeFile(path, R"({"server": "4x-h200-nvl", "gpu_count": 9})");
    auto w = makeWindow();
    const Scenario before = w->scenario();
    CHECK_FALSE(w->openScenario(path));
    CHECK(w->lastError().contains(QStringLiteral("bad.headroom.json")));
    CHECK(w->lastError().contains(QStringLiteral("gpu_count")));
    CHECK(w->scenario() == before);
}

TEST_CASE("saving and reopening round-trips the scenario", "[ui]") {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("round.headroom.json"));
    auto w = makeWindow();
    control<QSlider>(*w, "sequenceLengthSlider")->setValue(9);
    control<QSpinBox>(*w, "microBatch")->setValue(3);
    control<QCheckBox>(*w, "threePhase")->setChecked(true);
    control<QSlider>(*w, "imageShareSlider")->setValue(40);
    CHECK(w->isWindowModified());
    REQUIRE(w->saveScenarioAs(path));
    CHECK_FALSE(w->isWindowModified());
    CHECK(w->currentFile() == QFileInfo(path).absoluteFilePath());

    auto other = makeWindow();
    REQUIRE(other->openScenario(path));
    CHECK(other->scenario() == w->scenario());
    CHECK(other->result() == w->result());
}

TEST_CASE("undo restores the scenario and one slider drag is one undo step", "[ui]") {
    auto w = makeWindow();
    const Scenario original = w->scenario();
    auto* slider = control<QSlider>(*w, "sequenceLengthSlider");
    slider->setSliderDown(true);
    for (int position = 9; position <= 14; ++position)
        slider->setValue(position);
    slider->setSliderDown(false);
    CHECK(w->undoStack()->count() == 1);
    CHECK(w->scenario().sequenceLength == 65536);
    control<QSpinBox>(*w, "microBatch")->setValue(2);
    CHECK(w->undoStack()->count() == 2);

    w->undoStack()->undo();
    CHECK(w->scenario().microBatch == 1);
    CHECK(control<QSpinBox>(*w, "microBatch")->value() == 1);
    w->undoStack()->undo();
    CHECK(w->scenario() == original);
    CHECK(slider->value() == ScenarioPanel::positionFor(original.sequenceLength));
    CHECK(w->result() == evaluate(original, catalog()));
    CHECK_FALSE(w->isWindowModified());
    w->undoStack()->redo();
    CHECK(w->scenario().sequenceLength == 65536);
}

TEST_CASE("switching to German shows German text and German numbers", "[ui]") {
    auto w = makeWindow();
    w->setLanguage(QStringLiteral("de"));
    const QString verdict = w->resultPanel()->verdictText();
    CHECK(verdict.startsWith(QStringLiteral("Passt: ")));
    CHECK(verdict.contains(QRegularExpression(QStringLiteral("\\d+,\\d GB"))));
    CHECK(verdict.contains(QStringLiteral("Tokens")));
    CHECK(w->menuBar()->actions().front()->text() == QStringLiteral("&Datei"));
    QChart* memory = w->resultPanel()->chartView(ResultChartKind::Memory)->chart();
    CHECK(memory->title().startsWith(QStringLiteral("Speicher pro GPU")));
    // The figures follow the locale: the sequence-length field groups with a dot.
    CHECK(control<QSpinBox>(*w, "sequenceLength")->text() == QStringLiteral("8.192"));
    w->setLanguage(QStringLiteral("en"));
    CHECK(w->resultPanel()->verdictText().startsWith(QStringLiteral("Fits: ")));
    CHECK(control<QSpinBox>(*w, "sequenceLength")->text() == QStringLiteral("8,192"));
}

TEST_CASE("the chart factory builds all four charts from a result alone", "[ui]") {
    const SizingResult r = evaluate(MainWindow(catalog()).scenario(), catalog());
    for (auto kind : {ResultChartKind::Memory, ResultChartKind::Transfer, ResultChartKind::Power,
                      ResultChartKind::Storage}) {
        std::unique_ptr<QChart> chart(makeResultChart(kind, r, QLocale(QLocale::German)));
        REQUIRE(chart);
        CHECK_FALSE(chart->series().isEmpty());
        CHECK_FALSE(chart->title().isEmpty());
        updateResultChart(kind, chart.get(), r, QLocale(QLocale::English));
    }
}

TEST_CASE("the host memory chart's figures carry their unit and can be read on both bars", "[ui]") {
    const SizingResult r = evaluate(MainWindow(catalog()).scenario(), catalog());
    std::unique_ptr<QChart> chart(makeHostChart(r, QLocale(QLocale::English)));
    auto* bars = qobject_cast<QAbstractBarSeries*>(chart->series().value(0));
    REQUIRE(bars);
    // The value axis is hidden: the unit stands on the bars ("1,128 GB").
    CHECK(bars->labelsFormat() == QStringLiteral("@value GB"));
    const auto sets = bars->barSets();
    REQUIRE(sets.size() == 2);
    // Needed on dark slate in white; installed on light slate in dark slate (white on
    // #cfd8dc has a contrast of 1.4:1, unreadable on a shared screen).
    CHECK(sets[0]->labelColor() == QColor(Qt::white));
    CHECK(sets[1]->labelColor() == QColor(0x37, 0x47, 0x4f));
    CHECK(sets[0]->at(0) == Approx(std::round(r.host.recommended)));
    CHECK(sets[1]->at(1) == Approx(std::round(r.host.installed)));
}

TEST_CASE("the assumptions model lists every assumption, the band's sources and the stack table",
          "[ui]") {
    AssumptionsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.setCatalog(catalog(), QLocale(QLocale::English));
    const auto& all = catalog().assumptions.all;
    REQUIRE(catalog().stacks.size() >= 5);
    REQUIRE(model.rowCount() == static_cast<int>(all.size() + catalog().stacks.size()));
    auto cell = [&](std::size_t row, int column) {
        return model.data(model.index(static_cast<int>(row), column)).toString();
    };
    for (std::size_t i = 0; i < all.size(); ++i)
        CHECK(cell(i, AssumptionsModel::Source) == QString::fromStdString(all[i].source));
    // The band's source: the calibration assumption names every calibration source.
    const auto band = std::find_if(all.begin(), all.end(),
                                   [](const Assumption& a) { return a.id == "calibration_band"; });
    REQUIRE(band != all.end());
    const QString bandSource =
        cell(static_cast<std::size_t>(band - all.begin()), AssumptionsModel::Source);
    REQUIRE_FALSE(catalog().calibration.empty());
    for (const CalibrationSource& c : catalog().calibration)
        CHECK(bandSource.contains(QString::fromStdString(c.citation)));
    // The stack table: each stack with the keys it sets and its source.
    std::size_t row = all.size();
    for (const StackSpec& st : catalog().stacks) {
        CAPTURE(st.id);
        CHECK(cell(row, AssumptionsModel::Label).contains(QString::fromStdString(st.name)));
        CHECK(cell(row, AssumptionsModel::Source) == QString::fromStdString(st.source));
        for (const auto& item : st.keys.items())
            CHECK(cell(row, AssumptionsModel::Value).contains(QString::fromStdString(item.key())));
        ++row;
    }
}

TEST_CASE("the default window renders to screenshots/mainwindow.png", "[ui][screenshot]") {
    QDir().mkpath(QStringLiteral(HEADROOM_SCREENSHOT_DIR));
    auto w = makeWindow();
    for (const auto& [language, size, name] :
         {std::tuple{"en", QSize(1280, 800), "mainwindow.png"},
          std::tuple{"de", QSize(1280, 800), "mainwindow_de.png"},
          std::tuple{"en", QSize(1024, 640), "mainwindow_1024.png"}}) {
        w->setLanguage(QString::fromLatin1(language));
        w->resize(size);
        w->show();
        QApplication::processEvents();
        const QImage image = w->grab().toImage();
        CHECK(image.size() == size);
        CHECK(image.save(QStringLiteral(HEADROOM_SCREENSHOT_DIR "/") + QLatin1String(name)));
    }
    w->setLanguage(QStringLiteral("en"));
}

TEST_CASE("the comparison model passes the model tester with zero to four builds", "[ui]") {
    ComparisonModel model(catalog());
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    const Scenario s;
    const SizingResult r = evaluate(s, catalog());
    std::vector<PinnedBuild> pinned;
    for (int i = 0; i < 6; ++i) {
        pinned.push_back({QStringLiteral("b%1").arg(i), s, r});
        model.setPinned(pinned, QLocale(QLocale::German, QLocale::Germany));
        CHECK(model.columnCount() == std::min(i + 1, int(ComparisonModel::MaxPinned)));
    }
    CHECK(model.rowCount() == ComparisonModel::RowCount);
    for (int row = 0; row < model.rowCount(); ++row) {
        CHECK_FALSE(model.headerData(row, Qt::Vertical).toString().isEmpty());
        CHECK_FALSE(model.data(model.index(row, 0)).toString().isEmpty());
    }
    model.setPinned({}, QLocale(QLocale::English));
    CHECK(model.columnCount() == 0);
}

TEST_CASE("pinning the default and the eight RTX PRO 6000 SE builds shows the core's figures",
          "[ui]") {
    auto w = makeWindow();
    auto* pin = w->findChild<QAction*>(QStringLiteral("pinBuild"));
    REQUIRE(pin != nullptr);
    pin->trigger();
    auto* gpu = control<QComboBox>(*w, "gpu");
    const int index = gpu->findData(QStringLiteral("rtx-pro-6000-se"));
    REQUIRE(index >= 0);
    gpu->setCurrentIndex(index);
    emit gpu->activated(index);
    control<QSlider>(*w, "gpuCountSlider")->setValue(8);
    REQUIRE(w->result().serverId == "8x-rtx-pro-6000-se");
    pin->trigger();

    ComparisonModel* model = w->comparisonDock()->model();
    REQUIRE(model->columnCount() == 2);
    const QLocale en(QLocale::English, QLocale::UnitedStates);
    const auto& pinned = model->pinned();
    for (int column = 0; column < 2; ++column) {
        const SizingResult expected = evaluate(pinned[std::size_t(column)].scenario, catalog());
        CHECK(pinned[std::size_t(column)].result == expected);
        CHECK(model->data(model->index(ComparisonModel::FreeGb, column)).toString() ==
              formatGb(expected.perGpu.headroom, en));
        CHECK(model->data(model->index(ComparisonModel::StepTime, column)).toString() ==
              formatSeconds(expected.step.stepS, en));
    }
    CHECK(pinned[0].result.serverId == "4x-h200-nvl");
    CHECK(pinned[1].result.serverId == "8x-rtx-pro-6000-se");
}

TEST_CASE("the recommended builds follow recommend() and applying one is undoable", "[ui]") {
    auto w = makeWindow();
    const Scenario original = w->scenario();
    const auto expected = recommend(original, catalog(), 3);
    REQUIRE_FALSE(expected.empty());
    ComparisonDock* dock = w->comparisonDock();
    REQUIRE(dock->recommendations().size() == expected.size());
    CHECK(dock->recommendations().front() == expected.front());
    auto* list = dock->recommendationList();
    REQUIRE(list->count() == int(expected.size()));
    CHECK(list->item(0)->text().contains(QString::fromStdString(expected.front().reason)));

    // Apply the first recommendation that differs from the current build.
    int row = 0;
    while (row < int(expected.size()) && expected[std::size_t(row)].scenario == original)
        ++row;
    REQUIRE(row < int(expected.size()));
    list->setCurrentRow(row);
    w->findChild<QPushButton*>(QStringLiteral("applyButton"))->click();
    CHECK(w->scenario() == expected[std::size_t(row)].scenario);
    CHECK(w->result() == evaluate(w->scenario(), catalog()));
    CHECK(dock->recommendations() == recommend(w->scenario(), catalog(), 3));
    w->undoStack()->undo();
    CHECK(w->scenario() == original);
    CHECK(dock->recommendations().front() == expected.front());
}

TEST_CASE("the window with the comparison dock renders to build-cmp", "[ui][screenshot]") {
    auto w = makeWindow();
    w->resize(1280, 900);
    w->findChild<QAction*>(QStringLiteral("pinBuild"))->trigger();
    Scenario lora = w->scenario();
    lora.method = Method::Lora;
    w->comparisonDock()->pin(lora, evaluate(lora, catalog()));
    w->show();
    QApplication::processEvents();
    const QString dir = qEnvironmentVariable("HEADROOM_COMPARISON_SHOT");
    if (!dir.isEmpty())
        CHECK(w->grab().save(dir));
}

TEST_CASE("opening a torchtune-style scenario sets the training stack controls", "[ui]") {
    struct Row {
        const char* keys;
        int optimizerRow;
        StateBytes stateBytes;
        int lossRow;
        bool compile, activationOffload, optimizerInBackward;
    };
    const Row rows[] = {
        {R"("state_bytes": "bf16", "offload": "parameters", "fused_cross_entropy": true,
            "fused_loss": "chunked", "compile": true)",
         3, StateBytes::Bf16, 1, true, false, false},
        {R"("state_bytes": "zero", "offload": "optimizer", "fused_cross_entropy": true,
            "fused_loss": "fused-linear", "activation_offload": true)",
         2, StateBytes::Zero, 2, false, true, false},
        {R"("state_bytes": "hf", "optimizer": "adamw-8bit", "fused_cross_entropy": false,
            "optimizer_in_backward": true)",
         1, StateBytes::Hf, 0, false, false, true},
    };
    QTemporaryDir dir;
    auto w = makeWindow();
    for (const Row& row : rows) {
        CAPTURE(row.keys);
        const QString path = dir.filePath(QStringLiteral("stack.headroom.json"));
        writeFile(path, QByteArray("{") + row.keys + "}");
        REQUIRE(w->openScenario(path));
        CHECK(control<QComboBox>(*w, "optimizer")->currentIndex() == row.optimizerRow);
        CHECK(control<QComboBox>(*w, "stateBytes")->currentIndex() == int(row.stateBytes));
        CHECK(control<QComboBox>(*w, "loss")->currentIndex() == row.lossRow);
        CHECK(control<QCheckBox>(*w, "compile")->isChecked() == row.compile);
        CHECK(control<QCheckBox>(*w, "activationOffload")->isChecked() == row.activationOffload);
        CHECK(control<QCheckBox>(*w, "optimizerInBackward")->isChecked() ==
              row.optimizerInBackward);
        CHECK(w->result() == evaluate(w->scenario(), catalog()));
    }
}

TEST_CASE("the training stack controls edit the scenario undoably and the core re-evaluates",
          "[ui]") {
    auto w = makeWindow();
    const Scenario original = w->scenario();
    CHECK(control<QComboBox>(*w, "loss")->currentIndex() == 2); // default: fused linear
    auto choose = [&](const char* name, int row) {
        auto* combo = control<QComboBox>(*w, name);
        combo->setCurrentIndex(row);
        emit combo->activated(row);
    };
    choose("stateBytes", 2);
    CHECK(w->scenario().stateBytes == StateBytes::Bf16);
    choose("optimizer", 3);
    CHECK(w->scenario().offload == Offload::Parameters);
    CHECK(w->scenario().optimizer == Optimizer::AdamW);
    CHECK_FALSE(control<QCheckBox>(*w, "optimizerInBackward")->isEnabled());
    choose("optimizer", 1);
    CHECK(w->scenario().offload == Offload::None);
    CHECK(w->scenario().optimizer == Optimizer::AdamW8bit);
    choose("loss", 1);
    CHECK(w->scenario().fusedCrossEntropy);
    CHECK(w->scenario().fusedLoss == FusedLossKind::Chunked);
    choose("loss", 0);
    CHECK_FALSE(w->scenario().fusedCrossEntropy);
    control<QCheckBox>(*w, "compile")->setChecked(true);
    control<QCheckBox>(*w, "activationOffload")->setChecked(true);
    control<QCheckBox>(*w, "optimizerInBackward")->setChecked(true);
    CHECK(w->scenario().compile);
    CHECK(w->scenario().activationOffload);
    CHECK(w->scenario().optimizerInBackward);
    CHECK(w->undoStack()->count() == 8);
    CHECK(w->result() == evaluate(w->scenario(), catalog()));
    CHECK(w->result() != evaluate(original, catalog()));
    while (w->undoStack()->canUndo())
        w->undoStack()->undo();
    CHECK(w->scenario() == original);
    CHECK(w->result() == evaluate(original, catalog()));
    CHECK(control<QComboBox>(*w, "loss")->currentIndex() == 2);
    CHECK_FALSE(control<QCheckBox>(*w, "compile")->isChecked());
}

namespace {
QByteArray readFile(const QString& path) {
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return file.readAll();
}
} // namespace

TEST_CASE("a failed save leaves the previous file untouched and names the target", "[ui]") {
    QTemporaryDir dir;
    const QString saved = dir.filePath(QStringLiteral("kept.headroom.json"));
    auto w = makeWindow();
    REQUIRE(w->saveScenarioAs(saved));
    const QByteArray before = readFile(saved);
    control<QSpinBox>(*w, "microBatch")->setValue(4);
    REQUIRE(w->isWindowModified());

    const QString folder = dir.filePath(QStringLiteral("a-folder.headroom.json"));
    REQUIRE(QDir().mkpath(folder));
    const QString missing = dir.filePath(QStringLiteral("no-such-folder/lost.headroom.json"));
    for (const QString& target : {folder, missing}) {
        CAPTURE(target);
        CHECK_FALSE(w->saveScenarioAs(target));
        CHECK(w->lastError().contains(QFileInfo(target).fileName()));
        CHECK(readFile(saved) == before);
        CHECK(w->currentFile() == QFileInfo(saved).absoluteFilePath());
        CHECK(w->isWindowModified());
        CHECK_FALSE(w->undoStack()->isClean());
    }
    CHECK(QFileInfo(folder).isDir());
    CHECK_FALSE(QFileInfo::exists(missing));
    CHECK(QDir(dir.path()).entryList(QDir::Files) ==
          QStringList{QStringLiteral("kept.headroom.json")});
}

TEST_CASE("the recent files follow saves and opens and survive a new window", "[ui]") {
    QTemporaryDir dir;
    const QString first =
        QFileInfo(dir.filePath(QStringLiteral("first.headroom.json"))).absoluteFilePath();
    const QString second =
        QFileInfo(dir.filePath(QStringLiteral("second.headroom.json"))).absoluteFilePath();
    auto recentNames = [](const MainWindow& w) {
        QStringList names;
        for (const QAction* a : control<QMenu>(w, "recentFilesMenu")->actions())
            names << a->text();
        return names;
    };
    {
        auto w = makeWindow();
        REQUIRE(w->saveScenarioAs(first));
        CHECK(Settings().recentFiles().value(0) == first);
        CHECK(recentNames(*w).value(0) == QStringLiteral("first.headroom.json"));
        control<QSpinBox>(*w, "microBatch")->setValue(2);
        REQUIRE(w->saveScenarioAs(second));
        CHECK(Settings().recentFiles().mid(0, 2) == QStringList({second, first}));
        REQUIRE(w->openScenario(first));
        CHECK(Settings().recentFiles().mid(0, 2) == QStringList({first, second}));
        CHECK(recentNames(*w).mid(0, 2) == QStringList({QStringLiteral("first.headroom.json"),
                                                        QStringLiteral("second.headroom.json")}));
    }
    auto fresh = makeWindow();
    CHECK(recentNames(*fresh).mid(0, 2) == QStringList({QStringLiteral("first.headroom.json"),
                                                        QStringLiteral("second.headroom.json")}));
    CHECK(control<QMenu>(*fresh, "recentFilesMenu")->isEnabled());
    CHECK(Settings().recentFiles().size() <= Settings::MaxRecentFiles);
}

TEST_CASE("an edit marks the window unsaved and saving clears the mark", "[ui]") {
    QTemporaryDir dir;
    auto w = makeWindow();
    CHECK(w->windowTitle() == QStringLiteral("Untitled[*] — Headroom"));
    CHECK(w->undoStack()->isClean());
    CHECK_FALSE(w->isWindowModified());
    control<QCheckBox>(*w, "compile")->setChecked(true);
    CHECK_FALSE(w->undoStack()->isClean());
    CHECK(w->isWindowModified());
    const QString path = dir.filePath(QStringLiteral("marked.headroom.json"));
    REQUIRE(w->saveScenarioAs(path));
    CHECK(w->undoStack()->isClean());
    CHECK_FALSE(w->isWindowModified());
    CHECK(w->windowTitle() == QStringLiteral("marked.headroom.json[*] — Headroom"));
    // Undoing past the save point is an unsaved change again.
    w->undoStack()->undo();
    CHECK(w->isWindowModified());
    w->undoStack()->redo();
    CHECK_FALSE(w->isWindowModified());
}

TEST_CASE("importing a config.json switches the model to exactly loadModelConfig's counts",
          "[ui]") {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("config.json"));
    writeFile(path, R"({
        "model_type": "llama", "hidden_size": 2048, "intermediate_size": 8192,
        "num_hidden_layers": 16, "num_attention_heads": 32, "num_key_value_heads": 8,
        "vocab_size": 128256, "tie_word_embeddings": true})");
    const auto arch = loadModelConfig(path.toStdString());
    REQUIRE(arch.ok());
    auto w = makeWindow();
    const Scenario before = w->scenario();
    REQUIRE(w->importModelConfig(path));
    CHECK(w->scenario().model == QFileInfo(path).absoluteFilePath().toStdString());
    REQUIRE(w->scenario().importedModel.has_value());
    CHECK(w->result().parameters == arch->params);
    CHECK(w->result().parameters.total != evaluate(before, catalog()).parameters.total);
    CHECK(w->result() == evaluate(w->scenario(), catalog()));
    CHECK(control<QComboBox>(*w, "model")->currentText() ==
          QStringLiteral("Imported: config.json"));
    CHECK(w->isWindowModified());
    w->undoStack()->undo();
    CHECK(w->scenario() == before);
}

TEST_CASE("Save As into another folder keeps the name and the imported model's path works "
          "from there",
          "[ui][issue13]") {
    QTemporaryDir dir;
    REQUIRE(QDir(dir.path()).mkpath(QStringLiteral("project/models")));
    REQUIRE(QDir(dir.path()).mkpath(QStringLiteral("elsewhere/deeper")));
    writeFile(dir.filePath(QStringLiteral("project/models/config.json")), R"({
        "model_type": "llama", "hidden_size": 2048, "intermediate_size": 8192,
        "num_hidden_layers": 16, "num_attention_heads": 32, "num_key_value_heads": 8,
        "vocab_size": 128256, "tie_word_embeddings": true})");
    const QString original = dir.filePath(QStringLiteral("project/run.headroom.json"));
    writeFile(original, R"({"name": "Small Llama on one card", "model": "models/config.json",
                            "server": "1x-h200-nvl", "method": "lora"})");
    auto w = makeWindow();
    REQUIRE(w->openScenario(original));
    const Scenario opened = w->scenario();
    const QString copy = dir.filePath(QStringLiteral("elsewhere/deeper/copy.headroom.json"));
    REQUIRE(w->saveScenarioAs(copy));

    QFile file(copy);
    REQUIRE(file.open(QIODevice::ReadOnly));
    const auto saved = nlohmann::json::parse(file.readAll().toStdString());
    CHECK(saved.at("name") == "Small Llama on one card");
    CHECK(saved.at("model") == "../../project/models/config.json");
    // The copy loads on its own, in a fresh window, to the same scenario.
    auto again = makeWindow();
    REQUIRE(again->openScenario(copy));
    CHECK(again->scenario() == opened);
    CHECK(again->result() == w->result());
    // Saving back next to the model writes the short path again.
    const QString back = dir.filePath(QStringLiteral("project/models/back.headroom.json"));
    REQUIRE(again->saveScenarioAs(back));
    QFile backFile(back);
    REQUIRE(backFile.open(QIODevice::ReadOnly));
    CHECK(nlohmann::json::parse(backFile.readAll().toStdString()).at("model") == "config.json");
}

TEST_CASE("a save onto a device reports the system's reason and leaves the device alone",
          "[ui][issue13]") {
    auto w = makeWindow();
    CHECK_FALSE(w->saveScenarioAs(QStringLiteral("/dev/full")));
    CHECK(w->lastError().contains(QStringLiteral("No space left on device")));
    CHECK_FALSE(w->lastError().contains(QStringLiteral("Unknown error")));
    CHECK(QFileInfo(QStringLiteral("/dev/full")).isFile() == false);
    CHECK(w->currentFile().isEmpty());
}

TEST_CASE("counts of any size format whole, and what is not a number as a dash", "[ui][issue13]") {
    const QLocale en(QLocale::English), de(QLocale::German);
    CHECK(formatCount(14336, en) == QStringLiteral("14,336"));
    CHECK(formatCount(14336, de) == QStringLiteral("14.336"));
    CHECK(formatCount(1e20, en) == QStringLiteral("100,000,000,000,000,000,000"));
    CHECK(formatCount(-0.2, en) == QStringLiteral("0"));
    CHECK(formatCount(std::numeric_limits<double>::infinity(), en) == QStringLiteral("—"));
    CHECK(formatCount(std::numeric_limits<double>::quiet_NaN(), de) == QStringLiteral("—"));
}

TEST_CASE("the training stack and the comparison dock are translated to German", "[ui]") {
    auto w = makeWindow();
    w->findChild<QAction*>(QStringLiteral("pinBuild"))->trigger();
    w->setLanguage(QStringLiteral("de"));
    auto* loss = control<QComboBox>(*w, "loss");
    CHECK(loss->itemText(0) == QStringLiteral("Einfach (Hugging Face)"));
    CHECK(loss->itemText(1) == QStringLiteral("In Blöcken (torchtune)"));
    CHECK(loss->itemText(2) == QStringLiteral("Fusioniert mit Linear (Liger)"));
    CHECK(control<QComboBox>(*w, "stateBytes")->itemText(2) ==
          QStringLiteral("Reines BF16 (8 B pro Parameter, torchtune)"));
    CHECK(control<QComboBox>(*w, "optimizer")->itemText(3) ==
          QStringLiteral("AdamW, Parameter ausgelagert (FSDP-CPU-Offload)"));
    CHECK(control<QCheckBox>(*w, "activationOffload")->text() ==
          QStringLiteral("Aktivierungen auslagern"));
    CHECK(control<QCheckBox>(*w, "optimizerInBackward")->text() ==
          QStringLiteral("Optimiererschritt im Backward"));
    CHECK(
        control<QCheckBox>(*w, "compile")->toolTip().contains(QStringLiteral("Decoder-Schichten")));
    CHECK(control<CollapsibleSection>(*w, "advancedStack")->title() ==
          QStringLiteral("Erweitert: Trainingsumgebung"));
    CHECK(w->comparisonDock()->windowTitle() == QStringLiteral("Aufbauten vergleichen"));
    ComparisonModel* model = w->comparisonDock()->model();
    CHECK(model->headerData(ComparisonModel::FreeGb, Qt::Vertical).toString() ==
          QStringLiteral("Frei pro GPU"));
    CHECK(model->data(model->index(ComparisonModel::Verdict, 0)).toString() ==
          QStringLiteral("Passt"));
    w->setLanguage(QStringLiteral("en"));
    CHECK(loss->itemText(1) == QStringLiteral("Chunked (torchtune)"));
    CHECK(w->comparisonDock()->windowTitle() == QStringLiteral("Compare builds"));
}

TEST_CASE("the quote counter and export folder are kept by the one settings wrapper", "[ui]") {
    QTemporaryDir dir;
    Settings settings;
    const QDate day(2026, 12, 2);
    settings.quoteNumberUsed(QStringLiteral("Q-2026-0041"));
    CHECK(Settings().proposedQuoteNumber(day) == QStringLiteral("Q-2026-0042"));
    settings.quoteNumberUsed(QStringLiteral("special order")); // no digits: the counter moves on
    CHECK(Settings().proposedQuoteNumber(day) == QStringLiteral("Q-2026-0043"));
    settings.setQuoteDirectory(dir.path());
    CHECK(Settings().quoteDirectory() == dir.path());
    CHECK(Settings().lastDirectory() != dir.path()); // the window's folder is a separate key
    settings.setQuoteDirectory(dir.filePath(QStringLiteral("gone")));
    CHECK(Settings().quoteDirectory() == QDir::homePath());
}

TEST_CASE("the training stack control sets the stack's keys through the core and they override it",
          "[ui]") {
    auto w = makeWindow();
    const Scenario original = w->scenario();
    const SizingResult originalResult = w->result();
    auto* stack = control<QComboBox>(*w, "stack");
    REQUIRE(stack->count() == static_cast<int>(catalog().stacks.size()) + 1);
    CHECK(stack->currentIndex() == 0); // no stack: Headroom's defaults
    auto choose = [&](const char* name, int row) {
        auto* combo = control<QComboBox>(*w, name);
        combo->setCurrentIndex(row);
        emit combo->activated(row);
    };
    const int torchtune = stack->findData(QStringLiteral("torchtune"));
    REQUIRE(torchtune > 0);
    CHECK(stack->itemData(torchtune, Qt::ToolTipRole).toString() ==
          QString::fromStdString(catalog().findStack("torchtune")->source));
    choose("stack", torchtune);
    Scenario expected = original;
    REQUIRE_FALSE(applyStack(expected, "torchtune", catalog()));
    CHECK(w->scenario() == expected);
    CHECK(w->scenario().stack == "torchtune");
    CHECK(w->result() == evaluate(expected, catalog()));
    CHECK(w->result() != originalResult);
    // The explicit controls show the stack's effective values.
    CHECK(control<QComboBox>(*w, "stateBytes")->currentIndex() == int(StateBytes::Bf16));
    CHECK(control<QComboBox>(*w, "loss")->currentIndex() == 1); // chunked
    CHECK(control<QComboBox>(*w, "optimizerImpl")->currentIndex() == int(OptimizerImpl::Fused));
    CHECK(control<QComboBox>(*w, "fsdpVersion")->currentIndex() == int(FsdpVersion::Fsdp2));
    // An explicit control overrides the stack; the stack stays chosen.
    choose("loss", 0);
    CHECK(w->scenario().stack == "torchtune");
    CHECK_FALSE(w->scenario().fusedCrossEntropy);
    CHECK(w->scenario().plainLoss == PlainLoss::Hf);
    CHECK(w->result() == evaluate(w->scenario(), catalog()));
    CHECK(w->result().perGpu.logits > evaluate(expected, catalog()).perGpu.logits);
    choose("optimizerImpl", int(OptimizerImpl::Foreach));
    CHECK(w->scenario().optimizerImpl == OptimizerImpl::Foreach);
    // Another stack sets all of its keys again.
    const int litgpt = stack->findData(QStringLiteral("litgpt"));
    REQUIRE(litgpt > 0);
    choose("stack", litgpt);
    CHECK(w->scenario().stack == "litgpt");
    CHECK(w->scenario().fusedLoss == FusedLossKind::LmHeadChunks);
    CHECK(control<QComboBox>(*w, "loss")->currentIndex() == 5); // LM head in chunks
    CHECK(control<QComboBox>(*w, "attention")->currentIndex() ==
          int(AttentionKernel::FlashExpandedKv));
    CHECK(w->result() == evaluate(w->scenario(), catalog()));
    // Back to no stack: Headroom's defaults for the stack's keys.
    choose("stack", 0);
    CHECK(w->scenario() == original);
    CHECK(w->undoStack()->count() == 5);
    while (w->undoStack()->canUndo())
        w->undoStack()->undo();
    CHECK(w->scenario() == original);
    CHECK(stack->currentIndex() == 0);
    w->undoStack()->redo();
    CHECK(w->scenario() == expected);
    CHECK(stack->currentIndex() == torchtune);
}

TEST_CASE("a tight scenario shows the amber verdict with the band in the window, English and "
          "German",
          "[ui]") {
    auto w = makeWindow();
    control<QSpinBox>(*w, "sequenceLength")->setValue(tightSequence());
    const SizingResult& r = w->result();
    REQUIRE(r.verdict == Verdict::Tight);
    CHECK(r == evaluate(w->scenario(), catalog()));
    CHECK(r.fits);
    const PerGpuMemory& m = r.perGpu;
    CHECK(m.band.low <= m.total);
    CHECK(m.band.high > m.capacity);
    const QLocale en(QLocale::English, QLocale::UnitedStates);
    auto* verdict = control<QLabel>(*w, "verdict");
    const QString band = QStringLiteral("model uncertainty −%1/+%2 GB")
                             .arg(en.toString(m.total - m.band.low, 'f', 1),
                                  en.toString(m.band.high - m.total, 'f', 1));
    CHECK(verdict->text().startsWith(
        QStringLiteral("Tight: %1 free per GPU, ").arg(formatGb(m.headroom, en))));
    CHECK(verdict->text().contains(band));
    CHECK(verdict->styleSheet().contains(QStringLiteral("#9a5b00")));
    // The figures a user holds against PyTorch and nvidia-smi.
    const QString tip = verdict->toolTip();
    CHECK(tip.contains(QStringLiteral("allocated peak %1").arg(formatGb(m.allocatedPeak, en))));
    CHECK(tip.contains(QStringLiteral("max_memory_allocated")));
    CHECK(tip.contains(QStringLiteral("reserved peak %1").arg(formatGb(m.reservedPeak, en))));
    CHECK(tip.contains(QStringLiteral("nvidia-smi")));
    // The memory chart: tight in the title, the band as a whisker from low to high at the bar.
    QChart* chart = w->resultPanel()->chartView(ResultChartKind::Memory)->chart();
    CHECK(chart->title() ==
          QStringLiteral("Memory per GPU: tight, %1 free").arg(formatGb(m.headroom, en)));
    auto* area = qobject_cast<QAreaSeries*>(chart->series().at(3));
    REQUIRE(area);
    for (const QPointF& p : area->lowerSeries()->points())
        CHECK(p.y() == m.band.low);
    for (const QPointF& p : area->upperSeries()->points())
        CHECK(p.y() == m.band.high);
    CHECK(area->name() == QStringLiteral("Likely %1–%2")
                              .arg(en.toString(m.band.low, 'f', 1), formatGb(m.band.high, en)));
    // The core's tight warning, worded by the window.
    CHECK(w->resultPanel()
              ->warningTexts()
              .join(QLatin1Char('\n'))
              .contains(QStringLiteral("measured runs of this kind needed up to %1 more")
                            .arg(formatGb(m.band.high - m.total, en))));

    w->setLanguage(QStringLiteral("de"));
    const QLocale de(QLocale::German, QLocale::Germany);
    CHECK(verdict->text().startsWith(
        QStringLiteral("Knapp: %1 frei pro GPU, ").arg(formatGb(m.headroom, de))));
    CHECK(verdict->text().contains(QStringLiteral("Modellunsicherheit −%1/+%2 GB")
                                       .arg(de.toString(m.total - m.band.low, 'f', 1),
                                            de.toString(m.band.high - m.total, 'f', 1))));
    CHECK(verdict->toolTip().contains(QStringLiteral("max_memory_allocated")));
    CHECK(verdict->toolTip().contains(QStringLiteral("Spitze")));
    CHECK(chart->title() ==
          QStringLiteral("Speicher pro GPU: knapp, %1 frei").arg(formatGb(m.headroom, de)));
    const QString warnings = w->resultPanel()->warningTexts().join(QLatin1Char('\n'));
    CHECK_FALSE(warnings.contains(QStringLiteral("measured runs")));
    CHECK(warnings.contains(QStringLiteral("Knapp")));
    w->setLanguage(QStringLiteral("en"));
}

TEST_CASE("the three verdicts take three colours", "[ui]") {
    auto w = makeWindow();
    auto* verdict = control<QLabel>(*w, "verdict");
    // Planned on the 32 A feed, which carries the 3.4 kW of four H200 NVL (the 16 A feed does
    // not, and an exceeded feed is never green).
    auto* feed = control<QComboBox>(*w, "feed");
    feed->setCurrentIndex(1);
    emit feed->activated(1);
    REQUIRE(w->scenario().feedAmps == 32);
    auto* slider = control<QSlider>(*w, "sequenceLengthSlider");
    slider->setValue(0);
    REQUIRE(w->result().verdict == Verdict::Fits);
    CHECK(verdict->text().startsWith(QStringLiteral("Fits: ")));
    CHECK(verdict->styleSheet().contains(QStringLiteral("#1b5e20")));
    control<QSpinBox>(*w, "sequenceLength")->setValue(tightSequence());
    CHECK(verdict->styleSheet().contains(QStringLiteral("#9a5b00")));
    slider->setValue(slider->maximum());
    REQUIRE(w->result().verdict == Verdict::DoesNotFit);
    CHECK(verdict->text().startsWith(QStringLiteral("Does not fit: ")));
    CHECK(verdict->styleSheet().contains(QStringLiteral("#b00020")));
}

TEST_CASE("the tight window with a training stack renders at 1280x720 in English and German",
          "[ui][screenshot]") {
    QDir().mkpath(QStringLiteral(HEADROOM_SCREENSHOT_DIR));
    auto w = makeWindow();
    auto* stack = control<QComboBox>(*w, "stack");
    const int torchtune = stack->findData(QStringLiteral("torchtune"));
    stack->setCurrentIndex(torchtune);
    emit stack->activated(torchtune);
    control<QSpinBox>(*w, "sequenceLength")->setValue(tightSequence("torchtune"));
    REQUIRE(w->result().verdict == Verdict::Tight);
    for (const auto& [language, name] :
         {std::pair{"en", "tight_1280x720.png"}, std::pair{"de", "tight_1280x720_de.png"}}) {
        w->setLanguage(QString::fromLatin1(language));
        w->resize(1280, 720);
        w->show();
        // Scrolled to the training stack, so the screenshot shows the control.
        for (QWidget* p = stack; p; p = p->parentWidget())
            if (auto* scroll = qobject_cast<QScrollArea*>(p)) {
                scroll->ensureWidgetVisible(stack);
                break;
            }
        QApplication::processEvents();
        const QImage image = w->grab().toImage();
        CHECK(image.size() == QSize(1280, 720));
        CHECK(image.save(QStringLiteral(HEADROOM_SCREENSHOT_DIR "/") + QLatin1String(name)));
    }
    w->setLanguage(QStringLiteral("en"));
}

// Issue 20: the "Runs side by side" control next to the GPU count.
TEST_CASE("the runs side by side control splits eight H200 NVL into two runs", "[ui]") {
    auto w = makeWindow();
    auto* server = control<QComboBox>(*w, "server");
    const int index = server->findData(QStringLiteral("8x-h200-nvl"));
    REQUIRE(index >= 0);
    server->setCurrentIndex(index);
    emit server->activated(index);
    REQUIRE(w->result().serverId == "8x-h200-nvl");
    auto* runs = control<QComboBox>(*w, "runsSideBySide");
    // The counts whose groups stay inside one 4-card NVLink domain.
    QList<int> offered;
    for (int i = 0; i < runs->count(); ++i)
        offered << runs->itemData(i).toInt();
    CHECK(offered == QList<int>{1, 2, 4, 8});
    const int two = runs->findData(2);
    runs->setCurrentIndex(two);
    emit runs->activated(two);
    CHECK(w->scenario().runsSideBySide == 2);
    CHECK(w->result() == evaluate(w->scenario(), catalog()));
    CHECK(w->result().gpusPerRun == 4);
    CHECK(control<QLabel>(*w, "runsSideBySideValue")->text() == QStringLiteral("4 GPUs each"));
    const QString verdict = w->resultPanel()->verdictText();
    INFO(verdict.toStdString());
    // Eight H200 NVL draw more than the planned 230 V 32 A feed carries: what blocks comes
    // first, then the runs (issue 32).
    CHECK(verdict.startsWith(QStringLiteral("Does not run as planned: the server draws ")));
    CHECK(verdict.contains(QStringLiteral("2 runs side by side, each with ")));
    CHECK(verdict.contains(QStringLiteral("GB free per GPU")));
    // Charts: one run's memory, the server's power and storage.
    auto title = [&](ResultChartKind kind) {
        return w->resultPanel()->chartView(kind)->chart()->title();
    };
    CHECK(title(ResultChartKind::Memory).startsWith(QStringLiteral("Each run, per GPU: fits, ")));
    CHECK(title(ResultChartKind::Power).startsWith(QStringLiteral("Power draw, all 2 runs")));
    CHECK(title(ResultChartKind::Storage).startsWith(QStringLiteral("Storage for 2 runs")));
    // The compare dock's row.
    ComparisonModel model(catalog());
    model.setPinned({{QStringLiteral("A"), w->scenario(), w->result()}},
                    QLocale(QLocale::English, QLocale::UnitedStates));
    CHECK(model.data(model.index(ComparisonModel::Runs, 0)).toString() ==
          QStringLiteral("2 runs of 4 GPUs"));
    CHECK(model.headerData(ComparisonModel::Runs, Qt::Vertical).toString() ==
          QStringLiteral("Runs side by side"));

    // The window at screen-share size, in English and German, scrolled to the control.
    QDir().mkpath(QStringLiteral(HEADROOM_SCREENSHOT_DIR));
    QScrollArea* scroll = nullptr;
    for (QWidget* p = runs->parentWidget(); p && !scroll; p = p->parentWidget())
        scroll = qobject_cast<QScrollArea*>(p);
    for (const auto& [language, name] :
         {std::pair{"en", "runs_side_by_side.png"}, std::pair{"de", "runs_side_by_side_de.png"}}) {
        w->setLanguage(QString::fromLatin1(language));
        w->resize(1280, 720);
        w->show();
        QApplication::processEvents();
        if (scroll)
            scroll->ensureWidgetVisible(runs);
        QApplication::processEvents();
        CHECK(w->grab().toImage().save(QStringLiteral(HEADROOM_SCREENSHOT_DIR "/") +
                                       QLatin1String(name)));
    }
    CHECK(w->resultPanel()->verdictText().startsWith(QStringLiteral("Läuft so nicht: ")));
    CHECK(w->resultPanel()->verdictText().contains(
        QStringLiteral("2 Läufe nebeneinander, jeder mit ")));
    CHECK(title(ResultChartKind::Power)
              .startsWith(QStringLiteral("Leistungsaufnahme, alle 2 Läufe")));
    CHECK(control<QLabel>(*w, "runsSideBySideValue")->text() == QStringLiteral("je 4 GPUs"));
    model.setPinned({{QStringLiteral("A"), w->scenario(), w->result()}},
                    QLocale(QLocale::German, QLocale::Germany));
    CHECK(model.data(model.index(ComparisonModel::Runs, 0)).toString() ==
          QStringLiteral("2 Läufe mit je 4 GPUs"));
    w->setLanguage(QStringLiteral("en"));

    // Five cards do not split into two runs: the window goes back to one run.
    control<QSlider>(*w, "gpuCountSlider")->setValue(5);
    CHECK(w->scenario().runsSideBySide == 1);
    CHECK(w->result().runsSideBySide == 1);
    CHECK(runs->currentData().toInt() == 1);
    CHECK(control<QLabel>(*w, "runsSideBySideValue")->text() ==
          QStringLiteral("one run on all GPUs"));
    // Undo brings the two runs back.
    w->undoStack()->undo();
    CHECK(w->scenario().runsSideBySide == 2);
    CHECK(runs->currentData().toInt() == 2);
}

TEST_CASE("the model list offers the current models; screenshots/models.png", "[ui][screenshot]") {
    QDir().mkpath(QStringLiteral(HEADROOM_SCREENSHOT_DIR));
    auto w = makeWindow();
    auto* combo = w->findChild<QComboBox*>(QStringLiteral("model"));
    REQUIRE(combo);
    for (const char* id : {"gemma-3-27b", "deepseek-v3", "gpt-oss-120b", "llama-4-scout",
                           "qwen3-235b-a22b", "mistral-small-3.1-24b"}) {
        CAPTURE(id);
        const ModelEntry* m = catalog().findModel(id);
        REQUIRE(m);
        const int i = combo->findData(QString::fromLatin1(id));
        REQUIRE(i >= 0);
        // The entry is the name and the parameter count ("gpt-oss 120B (116.83 B)").
        CHECK(
            combo->itemText(i).startsWith(QString::fromStdString(m->name) + QStringLiteral(" (")));
    }
    combo->setCurrentIndex(combo->findData(QStringLiteral("gpt-oss-120b")));
    w->resize(1280, 800);
    w->show();
    QApplication::processEvents();
    CHECK(w->grab().save(QStringLiteral(HEADROOM_SCREENSHOT_DIR "/models.png")));
}

TEST_CASE("a training config dropped onto the window becomes the training on the window's build, "
          "with its note",
          "[ui][issue24]") {
    const QString recipe =
        QStringLiteral(HEADROOM_TEST_DATA) + QStringLiteral("/recipes/axolotl/llama-3-qlora.yml");
    auto w = makeWindow();
    w->show();
    // The build the sales engineer has chosen stays: one H200 NVL.
    QTemporaryDir dir;
    Scenario one = w->scenario();
    one.server = "1x-h200-nvl";
    one.gpuCount = 0;
    const QString onePath = dir.filePath(QStringLiteral("one.headroom.json"));
    writeFile(onePath, QByteArray::fromStdString(toJson(one).dump()));
    REQUIRE(w->openScenario(onePath));
    const Scenario before = w->scenario();
    QLabel* note = w->findChild<QLabel*>(QStringLiteral("recipeNote"));
    REQUIRE(note);
    CHECK_FALSE(note->isVisible());

    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(recipe)});
    QDragEnterEvent enter(QPoint(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(w.get(), &enter);
    CHECK(enter.isAccepted());
    QDropEvent drop(QPointF(20, 20), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(w.get(), &drop);

    const Scenario& s = w->scenario();
    CHECK(s.model == "llama-3-8b");
    CHECK(s.method == Method::Qlora);
    CHECK(s.loraRank == 32);
    CHECK(s.sequenceLength == 4096);
    CHECK(s.server == "1x-h200-nvl"); // the window's build, not the import's default
    REQUIRE(s.recipe);
    CHECK(w->result() == evaluate(s, catalog()));
    CHECK(note->isVisible());
    CHECK(note->text().contains(QStringLiteral("Axolotl")));
    CHECK(note->text().contains(QStringLiteral("learning_rate")));
    w->setLanguage(QStringLiteral("de"));
    CHECK(note->text().contains(QStringLiteral("Nicht modelliert")));
    w->setLanguage(QStringLiteral("en"));
    w->undoStack()->undo();
    CHECK(w->scenario() == before);
    CHECK_FALSE(note->isVisible());
}

TEST_CASE("a training config whose model is not in the catalog keeps the window's model and "
          "says so",
          "[ui][issue24]") {
    auto w = makeWindow();
    const std::string model = w->scenario().model;
    REQUIRE(w->importTrainingConfig(QStringLiteral(HEADROOM_TEST_DATA) +
                                    QStringLiteral("/recipes/llamafactory/qwen3_lora_sft.yaml")));
    CHECK(w->scenario().model == model);
    CHECK(w->scenario().method == Method::Lora);
    REQUIRE(w->scenario().recipe);
    const auto& assumed = w->scenario().recipe->assumed;
    CHECK(std::any_of(assumed.begin(), assumed.end(), [](const std::string& a) {
        return a.find("Qwen/Qwen3-4B-Instruct-2507") != std::string::npos;
    }));
    // A broken one: a dialog naming the key, nothing changed.
    const Scenario before = w->scenario();
    CHECK_FALSE(w->importTrainingConfig(
        QStringLiteral(HEADROOM_TEST_DATA) +
        QStringLiteral("/recipes/axolotl/zero3_bf16_cpuoffload_params.json")));
    CHECK(w->lastError().contains(QStringLiteral("zero_optimization.offload_param.device")));
    CHECK(w->scenario() == before);
}
