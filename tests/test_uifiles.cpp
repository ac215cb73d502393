// The window's files, offscreen: a failed save, the recent files, the unsaved mark, model
// configs imported, Save As into another folder, a save onto a device.
#include "uifixtures.h"

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
