// The window, offscreen: counts formatted, the training stack and the comparison in German,
// the quote settings, the training stack control, the tight verdict and its colours, runs side
// by side, the model list, training configs dropped onto the window.
#include "scenariojson.h"
#include "uifixtures.h"

#include <QStandardItemModel>

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
    CHECK(loss->itemText(6) == QStringLiteral("Einfach (transformers 4.46–4.48)"));
    CHECK(control<QComboBox>(*w, "stateBytes")->itemText(2) ==
          QStringLiteral("Reines BF16 (8 B pro Parameter, torchtune)"));
    CHECK(control<QComboBox>(*w, "optimizer")->itemText(3) ==
          QStringLiteral("AdamW, Parameter auf den CPUs"));
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

TEST_CASE("the comparison dock words a low-bit workload's offload variant as the core does",
          "[ui][recommend]") {
    // Llama 3.1 70B with torchao's 4-bit AdamW: the offload variant runs 32-bit AdamW on the
    // CPUs (recommend.cpp variantKind), which the German list says, not just "the optimizer in
    // host memory" (the same words as the same maths with AdamW).
    auto w = makeWindow();
    w->setLanguage(QStringLiteral("de"));
    const auto list = recommend(test::referenceScenario(R"({"model": "llama-3.1-70b",
        "method": "full", "optimizer": "adamw-4bit", "sequence_length": 4096,
        "train_vision": false})"),
                                catalog(), 0);
    ComparisonDock* dock = w->comparisonDock();
    dock->setRecommendations(list);
    auto* items = dock->recommendationList();
    REQUIRE(items->count() == int(list.size()));
    int offloaded = 0;
    for (int i = 0; i < items->count(); ++i) {
        const Recommendation& r = list[std::size_t(i)];
        const QString text = items->item(i)->text();
        INFO(text.toStdString());
        CHECK_FALSE(text.contains(QStringLiteral("mit dem Optimierer im Hauptspeicher")));
        if (r.variantKind == VariantKind::OffloadTo32bit) {
            ++offloaded;
            CHECK(text.contains(QStringLiteral(
                "mit 32-Bit-AdamW, auf die CPUs ausgelagert (ändert den Optimierer)")));
        }
    }
    CHECK(offloaded > 0);
    // Every kind of variant in its German words (the same entry, its kind changed).
    const std::pair<VariantKind, const char*> words[] = {
        {VariantKind::Offload, "; mit dem Optimierer im Hauptspeicher"},
        {VariantKind::EightBit, "; mit 8-Bit-Adam"},
        {VariantKind::EightBitOnGpus, "; mit 8-Bit-Adam auf den GPUs statt ausgelagert"},
        {VariantKind::GpuAdamW, "; mit 32-Bit-AdamW auf den GPUs"}};
    for (const auto& [kind, german] : words) {
        Recommendation r = list.front();
        r.variant = true;
        r.variantKind = kind;
        dock->setRecommendations({r});
        INFO(german);
        CHECK(items->item(0)->text().contains(QString::fromUtf8(german)));
    }
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
              .contains(QStringLiteral("memory band of measured runs of this kind, widened where "
                                       "this run lies outside them, reaches %1 above the "
                                       "prediction")
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

TEST_CASE("the plain loss of transformers 4.46 to 4.48 is a row of the cross-entropy combo",
          "[ui]") {
    auto w = makeWindow();
    auto* loss = control<QComboBox>(*w, "loss");
    CHECK(loss->itemText(6) == QStringLiteral("Plain (transformers 4.46 to 4.48)"));
    const Scenario before = w->scenario();
    loss->setCurrentIndex(6);
    emit loss->activated(6);
    CHECK_FALSE(w->scenario().fusedCrossEntropy);
    CHECK(w->scenario().plainLoss == PlainLoss::HfShifted);
    CHECK(w->result() == evaluate(w->scenario(), catalog()));
    // The reference build peaks at the loss with a plain loss: with the current Hugging Face
    // loss 2 B per logit less (12 B where 4.46 to 4.48 hold 14).
    Scenario current = w->scenario();
    current.plainLoss = PlainLoss::Hf;
    const SizingResult padded = evaluate(current, catalog());
    const ModelEntry* model = catalog().findModel(current.model);
    REQUIRE(model);
    const double logits = double(current.sequenceLength) * current.microBatch * model->arch.vocab;
    // Both peak at the loss's forward or backward (the logits term differs by the 2 B alone).
    REQUIRE(w->result().perGpu.logits - padded.perGpu.logits == Approx(2 * logits / 1e9));
    CHECK(w->result().perGpu.allocatedPeak - padded.perGpu.allocatedPeak ==
          Approx(2 * logits / 1e9));
    w->undoStack()->undo();
    CHECK(w->scenario() == before);
    CHECK(loss->currentIndex() == 2);
}

TEST_CASE("offloading the optimizer alone under full sharding is sized as ZeRO-3 and the window "
          "says so",
          "[ui]") {
    auto w = makeWindow();
    w->setLanguage(QStringLiteral("de"));
    REQUIRE(w->scenario().sharding == Sharding::Full);
    REQUIRE(w->scenario().offload == Offload::None);
    auto* fsdp = control<QComboBox>(*w, "fsdpVersion");
    CHECK(fsdp->isEnabled());
    // The optimizer combo's third row, reached with the arrow keys.
    auto* optimizer = control<QComboBox>(*w, "optimizer");
    optimizer->setFocus();
    while (optimizer->currentIndex() < 2)
        QTest::keyClick(optimizer, Qt::Key_Down);
    REQUIRE(w->scenario().offload == Offload::Optimizer);
    CHECK(w->scenario().shardingImpl == ShardingImpl::Fsdp); // the file keeps what it said
    Scenario zero3 = w->scenario();
    zero3.shardingImpl = ShardingImpl::DeepSpeed;
    const SizingResult expected = evaluate(zero3, catalog());
    CHECK(w->result().perGpu.total == Approx(expected.perGpu.total));
    CHECK(w->result().bandBasis.regime == expected.bandBasis.regime);
    // FSDP's version decides nothing now, and the warning in German says how it was sized.
    CHECK_FALSE(fsdp->isEnabled());
    auto* strip = control<QToolButton>(*w, "warningsStrip");
    w->show();
    if (!strip->isChecked())
        QTest::mouseClick(strip, Qt::LeftButton);
    auto* list = control<QListWidget>(*w, "warnings");
    bool said = false;
    for (int i = 0; i < list->count(); ++i)
        said = said || list->item(i)->text().contains(
                           QStringLiteral("FSDP lagert die Parameter mit dem Optimierer aus"));
    CHECK(said);
    w->undoStack()->undo();
    CHECK(w->scenario().offload == Offload::None);
    CHECK(fsdp->isEnabled());
}

TEST_CASE("every row of the cross-entropy combo says what it holds in English and German",
          "[ui]") {
    auto w = makeWindow();
    auto* loss = control<QComboBox>(*w, "loss");
    // The bytes per token and vocabulary entry each row's tooltip names: the core's figures
    // (lossPeakBytes at the forward's end or in the backward, lossStrandedBytes).
    const char* const bytes[] = {"12 B", "2 B", nullptr, "6 B", "8 B", "4 B", "14 B"};
    QStringList english;
    for (int row = 0; row < loss->count(); ++row) {
        const QString tip = loss->itemData(row, Qt::ToolTipRole).toString();
        INFO(row << ": " << tip.toStdString());
        CHECK(tip.size() > 60);
        // The figure on its own, not as the end of a larger one ("2 B" inside "12 B").
        if (bytes[row])
            CHECK(tip.contains(QRegularExpression(
                QStringLiteral("(?<![0-9])%1").arg(QString::fromLatin1(bytes[row])))));
        english << tip;
    }
    CHECK(english.removeDuplicates() == 0);
    w->setLanguage(QStringLiteral("de"));
    for (int row = 0; row < loss->count(); ++row) {
        const QString tip = loss->itemData(row, Qt::ToolTipRole).toString();
        INFO(row << ": " << tip.toStdString());
        CHECK(tip != english[row]);
        CHECK(tip.contains(QStringLiteral("Token und Vokabulareintrag")) == (bytes[row] != nullptr));
    }
    CHECK(loss->toolTip().contains(QStringLiteral("Tooltip jeder Zeile")));
}

TEST_CASE("the optimizer combo's last row trains with torchao's 4-bit AdamW", "[ui]") {
    auto w = makeWindow();
    w->setLanguage(QStringLiteral("de"));
    auto* optimizer = control<QComboBox>(*w, "optimizer");
    CHECK(optimizer->itemText(optimizer->count() - 1) == QStringLiteral("4-Bit-AdamW (torchao)"));
    const double before = w->result().perGpu.optimizer;
    optimizer->setFocus();
    while (optimizer->currentIndex() < optimizer->count() - 1)
        QTest::keyClick(optimizer, Qt::Key_Down);
    REQUIRE(w->scenario().optimizer == Optimizer::AdamW4bit);
    CHECK(w->scenario().offload == Offload::None);
    // The window shows what the core computes for the scenario, less than AdamW's states.
    const SizingResult expected = evaluate(w->scenario(), catalog());
    CHECK(w->result().perGpu.optimizer == Approx(expected.perGpu.optimizer));
    CHECK(w->result().perGpu.optimizer < before);
    // Each arrow key was one edit: one undo goes back to the row above (paged 8-bit AdamW).
    w->undoStack()->undo();
    CHECK(w->scenario().optimizer == Optimizer::PagedAdamW8bit);
    CHECK(optimizer->currentIndex() == optimizer->count() - 2);
}

TEST_CASE("the per-op checkpointing box sizes torchtitan's policy, and an edit that leaves it "
          "unticks it instead of being refused",
          "[ui][selectiveac]") {
    auto w = windowWith(R"({"model": "llama-3.1-8b", "gpu": "h100-sxm", "gpu_count": 8,
        "sequence_length": 8192, "micro_batch": 2, "fused_cross_entropy": false})");
    control<CollapsibleSection>(*w, "advancedStack")->setExpanded(true);
    w->show();
    auto* perOp = control<QCheckBox>(*w, "selectiveOpCheckpointing");
    auto* checkpointing = control<QCheckBox>(*w, "gradientCheckpointing");
    REQUIRE(checkpointing->isChecked());
    CHECK(perOp->isEnabled());
    CHECK_FALSE(perOp->isChecked());
    const double before = w->result().perGpu.activations;
    const auto click = [](QCheckBox* box) {
        QTest::mouseClick(box, Qt::LeftButton, Qt::NoModifier, QPoint(8, box->height() / 2));
    };
    click(perOp);
    REQUIRE(w->scenario().checkpointPolicy == CheckpointPolicy::SelectiveOp);
    CHECK(w->result() == evaluate(w->scenario(), catalog()));
    CHECK(w->result().perGpu.activations > before);
    // The box reads whole beside the other stack controls at 1280 × 720, English and German
    // (screenshots/selective_op_{en,de}.png).
    inEachLanguage(*w, [&](const char* language) {
        for (QWidget* p = perOp; p; p = p->parentWidget())
            if (auto* scroll = qobject_cast<QScrollArea*>(p)) {
                scroll->ensureWidgetVisible(perOp);
                break;
            }
        QApplication::processEvents();
        CHECK(shownWhole(*w, perOp));
        CHECK(perOp->width() >= perOp->sizeHint().width());
        CHECK(saveScreenshot(*w, QStringLiteral("selective_op"), language));
    });
    // Unticking checkpointing takes the policy with it: applied, not refused.
    click(checkpointing);
    CHECK_FALSE(w->scenario().gradientCheckpointing);
    CHECK(w->scenario().checkpointPolicy == CheckpointPolicy::Full);
    CHECK_FALSE(perOp->isChecked());
    CHECK_FALSE(perOp->isEnabled());
    w->undoStack()->undo();
    CHECK(w->scenario().checkpointPolicy == CheckpointPolicy::SelectiveOp);
    CHECK(perOp->isChecked());
    // A LoRA preset from the toolbar is applied, with full checkpointing (the presets go
    // through the same rules as the panel's edits).
    w->findChild<QAction*>(QStringLiteral("preset4"))->trigger();
    CHECK(w->scenario().method == Method::Lora);
    CHECK(w->scenario().gpu == "rtx-pro-6000-se");
    CHECK(w->scenario().checkpointPolicy == CheckpointPolicy::Full);
    CHECK(w->result() == evaluate(w->scenario(), catalog()));
    w->undoStack()->undo();
    REQUIRE(w->scenario().checkpointPolicy == CheckpointPolicy::SelectiveOp);
    // An imported config.json of a model with attention biases (Qwen2): applied, with full
    // checkpointing, as a model chosen from the list is.
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("config.json"));
        writeFile(path, R"({"model_type": "qwen2", "hidden_size": 896,
            "intermediate_size": 4864, "num_hidden_layers": 24, "num_attention_heads": 14,
            "num_key_value_heads": 2, "vocab_size": 151936, "tie_word_embeddings": true})");
        REQUIRE(w->importModelConfig(path));
        CHECK(w->scenario().importedModel.has_value());
        CHECK(w->scenario().checkpointPolicy == CheckpointPolicy::Full);
        w->undoStack()->undo();
        REQUIRE(w->scenario().checkpointPolicy == CheckpointPolicy::SelectiveOp);
    }
    // A mixture of experts: the model changes, the policy goes back to full checkpointing.
    choose(control<QComboBox>(*w, "model"), QStringLiteral("qwen3-30b-a3b"));
    CHECK(w->scenario().model == "qwen3-30b-a3b");
    CHECK(w->scenario().checkpointPolicy == CheckpointPolicy::Full);
    CHECK_FALSE(perOp->isEnabled());
    w->setLanguage(QStringLiteral("de"));
    CHECK(perOp->text() == QStringLiteral("Selektives Checkpointing je Operation (torchtitan)"));
    CHECK(perOp->toolTip().contains(QStringLiteral("jeder zweiten Matrixmultiplikation")));
    w->setLanguage(QStringLiteral("en"));
}

TEST_CASE("the attention combo's SDPA row, reached with the arrow keys, sizes a padded batch's "
          "mask and repeated k and v",
          "[ui][sdpa]") {
    auto w = windowWith(R"({"model": "llama-3.1-8b", "gpu": "h100-sxm", "gpu_count": 8,
        "sequence_length": 4096, "micro_batch": 4, "packing": false,
        "gradient_checkpointing": false, "fused_cross_entropy": false})");
    control<CollapsibleSection>(*w, "advancedStack")->setExpanded(true);
    w->show();
    auto* attention = control<QComboBox>(*w, "attention");
    REQUIRE(attention->count() == 4);
    const double before = w->result().perGpu.activations;
    attention->setFocus();
    for (int i = 0; i < 3 && attention->currentIndex() < int(AttentionKernel::Sdpa); ++i)
        QTest::keyClick(attention, Qt::Key_Down);
    REQUIRE(w->scenario().attention == AttentionKernel::Sdpa);
    CHECK(w->result() == evaluate(w->scenario(), catalog()));
    CHECK(w->result().perGpu.activations > before);
    // The row reads whole in both languages (screenshots/sdpa_{en,de}.png).
    inEachLanguage(*w, [&](const char* language) {
        CHECK(comboShowsChoiceWhole(attention));
        CHECK(saveScreenshot(*w, QStringLiteral("sdpa"), language));
    });
    // Each arrow key was an edit of its own (eager, LitGPT's layout, SDPA): three undos.
    for (int i = 0; i < 3; ++i)
        w->undoStack()->undo();
    CHECK(w->scenario().attention == AttentionKernel::Flash);
    CHECK(w->result().perGpu.activations == Approx(before));
    // torchtune runs its own attention: the SDPA row is not offered there.
    auto* stack = control<QComboBox>(*w, "stack");
    const int torchtune = stack->findData(QStringLiteral("torchtune"));
    REQUIRE(torchtune > 0);
    stack->setCurrentIndex(torchtune);
    emit stack->activated(torchtune);
    REQUIRE(w->scenario().stack == "torchtune");
    auto* rows = qobject_cast<QStandardItemModel*>(attention->model());
    REQUIRE(rows);
    CHECK_FALSE(rows->item(int(AttentionKernel::Sdpa))->isEnabled());
    CHECK(rows->item(int(AttentionKernel::Flash))->isEnabled());
}
