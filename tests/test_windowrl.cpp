// Issue 19 in the window: preference and RL runs, their controls, the Phases tab, the charts
// and the German window of a GRPO or PPO run, all shown whole at 1280×720.
#include "scenariojson.h"
#include "uifixtures.h"

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
    auto w = windowWith(R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl", "method": "grpo",
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
    auto w = windowWith(kGrpoRun);
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
    inEachLanguage(*w, [&](const char* language) {
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
        // The legend names the likely band once ("Likely …", German "ca. …").
        const QString likely = QLatin1String(language) == QLatin1String("de")
                                   ? QStringLiteral("ca. ")
                                   : QStringLiteral("Likely ");
        int bands = 0;
        for (const QLegendMarker* m : memory->legend()->markers())
            bands += m->label().startsWith(likely) ? 1 : 0;
        CHECK(bands == 1);
    });

    // A supervised run: the two groups (at peak, expected) again, without generation.
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
    auto w = windowWith(kGrpoRun);
    w->setLanguage(QStringLiteral("de"));
    w->resize(1280, 720);
    w->show();
    w->resultPanel()->tabs()->setCurrentWidget(w->phaseView());
    QApplication::processEvents();
    const QStringList found = englishWordsShown(*w);
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
        if (label.contains(QStringLiteral("Rollout-Prozesses")))
            CHECK(value == QStringLiteral("11,2 GB"));
    }
    // Seven defaults of the run's keys, three KL coefficients, the micro-batch and the rollout
    // workers' host memory (verl#224).
    CHECK(rows == 12);
}

TEST_CASE("a GRPO run at 1280x720: its key controls, the charts and the phases whole, English "
          "and German",
          "[ui][screenshot][issue19]") {
    auto w = windowWith(kGrpoRun);
    inEachLanguage(*w, [&](const char* language) {
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
        CHECK(saveScreenshot(*w, QStringLiteral("grpo_1280x720"), language));
        tabs->setCurrentWidget(w->phaseView());
        QApplication::processEvents();
        for (const char* name : {"phaseMemoryChart", "phaseTimeChart", "phaseSummary"}) {
            INFO(name);
            CHECK(shownWhole(*w, control<QWidget>(*w, name)));
        }
        CHECK(control<QWidget>(*w, "phaseMemoryChart")->height() >= 180);
        CHECK(saveScreenshot(*w, QStringLiteral("grpo_phases_1280x720"), language));
    });
}

TEST_CASE("a PPO run with a critic and a reward model at 1280x720: the RL section open, its "
          "controls whole, English and German",
          "[ui][screenshot][issue19]") {
    auto w = windowWith(R"({"model": "llama-3.1-8b", "server": "8x-h200-nvl", "method": "ppo",
        "gradient_accumulation": 4, "critic_model": "llama-3.2-3b",
        "reward_model": "qwen2.5-7b"})",
                        true);
    inEachLanguage(*w, [&](const char* language) {
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
            evaluate(policyScenario(w->scenario(), resolveBuild(w->scenario(), catalog())),
                     catalog())
                .step.stepS;
        CHECK(bars->barSets().back()->label() == QStringLiteral("Critic")); // German too
        CHECK(bars->barSets().back()->at(0) == Approx(rl.criticTrainS));
        CHECK(rl.criticTrainS == Approx(policyS * 3.21 / 8.03).epsilon(0.005));
        CHECK(rl.trainS == Approx(policyS + rl.criticTrainS));
        CHECK(legendEntriesCut(step).join(QStringLiteral(" | ")).toStdString() == "");
        CHECK(legendEntriesCut(w->resultPanel()->chartView(ResultChartKind::Memory)->chart())
                  .join(QStringLiteral(" | "))
                  .toStdString() == "");
        CHECK(saveScreenshot(*w, QStringLiteral("ppo_rl_1280x720"), language));
    });
}

TEST_CASE("a GRPO run with its engine on servers of its own: every choice of the panel shown "
          "whole with the RL section open, English and German",
          "[ui][issue19]") {
    // Session 16's screenshot: three HGX H100, the engine on two of them; with the RL section
    // open its labels ("Tensor-Parallelität der Engine") widened the label column and the method
    // beside "GRPO" read "Volles Fine-Tuni".
    auto w = windowWith(R"({"model": "llama-3.1-8b", "server": "8x-h100-sxm", "nodes": 3,
        "method": "grpo", "micro_batch": 1, "gradient_accumulation": 4, "rollout": "separate",
        "rollout_gpu_count": 16, "rollout_tensor_parallel": 16})",
                        true);
    inEachLanguage(*w, [&](const char* language) {
        int shown = 0;
        for (const QComboBox* box : w->scenarioPanel()->findChildren<QComboBox*>()) {
            if (!box->isVisible())
                continue;
            ++shown;
            INFO("combo box " << box->objectName().toStdString() << ": "
                              << box->currentText().toStdString());
            CHECK(comboShowsChoiceWhole(box));
        }
        CHECK(shown >= 8);
        CHECK(control<QComboBox>(*w, "method")->currentText() ==
              QString::fromLatin1(QLatin1String(language) == QLatin1String("en")
                                      ? "Full fine-tune"
                                      : "Volles Fine-Tuning"));
        checkChartsShownWhole(*w);
    });
}
