// The configurator window, offscreen: controls drive the core, files round-trip, undo, German.
#include "build/scenariocheck.h"
#include "uifixtures.h"

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

TEST_CASE("the power chart's ticks are round and each reads as the value it marks", "[ui]") {
    // 10.35 kW against a 32 A feed (7.36 kW) and a 400 V 32 A feed (17.7 kW, not drawn past the
    // axis): the issue saw ticks "0, 3, 5, 8, 10, 13" and the 8.00 kW bar end above "8".
    for (const auto& [totalW, feedW, step] :
         {std::tuple{10350.0, 7360.0, 2.5}, std::tuple{8000.0, 7360.0, 2.0},
          std::tuple{1900.0, 3680.0, 1.0}, std::tuple{430.0, 3680.0, 1.0}}) {
        CAPTURE(totalW, feedW);
        SizingResult r = evaluate(MainWindow(catalog()).scenario(), catalog());
        r.power.gpus = totalW * 0.8;
        r.power.cpus = totalW * 0.1;
        r.power.overhead = totalW * 0.1;
        r.power.total = totalW;
        r.feeds.resize(1);
        r.feeds[0].limitW = feedW;
        for (const QLocale& locale : {QLocale(QLocale::English), QLocale(QLocale::German)}) {
            std::unique_ptr<QChart> chart(makePowerChart(r, locale));
            QValueAxis* left = nullptr;
            for (QAbstractAxis* a : chart->axes(Qt::Vertical))
                if (a->objectName() == QLatin1String("left"))
                    left = qobject_cast<QValueAxis*>(a);
            REQUIRE(left);
            CHECK(left->min() == 0);
            CHECK(left->max() >= std::max(totalW, feedW) / 1000);
            const double axisStep = left->max() / (left->tickCount() - 1);
            CHECK(axisStep == Approx(step));
            // Every tick printed with the axis's format reads back as its value.
            for (int i = 0; i < left->tickCount(); ++i) {
                const double value = i * axisStep;
                const QString label = QString::asprintf(qPrintable(left->labelFormat()), value);
                CAPTURE(label.toStdString());
                CHECK(label.toDouble() == Approx(value));
            }
        }
    }
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
        {R"("state_bytes": "zero", "fused_cross_entropy": false, "plain_loss": "hf-4.46")", 0,
         StateBytes::Zero, 6, false, false, false},
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
