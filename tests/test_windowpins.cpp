// Issue 15: pinned builds that restore and are saved, the presets, and Edit → Copy results.
#include "scenariojson.h"
#include "uifixtures.h"

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
