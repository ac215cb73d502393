// Issues 15 and 18: the panel's sections as a user edits them: the card count and its chassis,
// LoRA targets and DoRA, the Parallelism section's servers and manual plan, with undo.
#include "uifixtures.h"

TEST_CASE("one GPU on the eight-card chassis moves to the one-card server", "[ui][issue15]") {
    auto w = makeWindow();
    choose(control<QComboBox>(*w, "gpu"), QStringLiteral("rtx-pro-6000-se"));
    control<QSpinBox>(*w, "gpuCount")->setValue(8);
    REQUIRE(w->result().serverId == "8x-rtx-pro-6000-se");
    control<QSpinBox>(*w, "gpuCount")->setValue(1);
    CHECK(w->result().serverId == "1x-rtx-pro-6000-se");
    CHECK(w->result().power.cpus ==
          Approx(evaluate(chooseChassis(w->scenario(), "rtx-pro-6000-se", 1, catalog()).scenario,
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

TEST_CASE("a mixture of experts asks whether LoRA reaches its routed experts, with undo",
          "[ui][moe]") {
    auto w = makeWindow();
    w->resize(1280, 720);
    w->show();
    control<CollapsibleSection>(*w, "advancedMethod")->setExpanded(true);
    QApplication::processEvents();
    auto* routed = control<QCheckBox>(*w, "loraRoutedExperts");
    // The reference model is dense: no such row.
    CHECK_FALSE(routed->isVisible());
    choose(control<QComboBox>(*w, "model"), QStringLiteral("qwen3-next-80b-a3b"));
    emit control<QComboBox>(*w, "method")->activated(1); // LoRA, every linear layer
    QApplication::processEvents();
    REQUIRE(routed->isVisible());
    REQUIRE(routed->isEnabled());
    CHECK(routed->isChecked());
    const double every = w->result().trainable;
    // Untick it as a user does: the routed experts keep no adapters, the core's count.
    QTest::mouseClick(routed, Qt::LeftButton, Qt::NoModifier, QPoint(8, routed->height() / 2));
    CHECK_FALSE(w->scenario().loraRoutedExperts);
    CHECK(w->result().trainable == evaluate(w->scenario(), catalog()).trainable);
    CHECK(w->result().trainable < every / 10);
    w->undoStack()->undo();
    CHECK(w->scenario().loraRoutedExperts);
    CHECK(routed->isChecked());
    CHECK(w->result().trainable == every);
    // gpt-oss's experts are fused parameters in every transformers version: no such row.
    choose(control<QComboBox>(*w, "model"), QStringLiteral("gpt-oss-120b"));
    QApplication::processEvents();
    CHECK_FALSE(routed->isVisible());
}
