// The window's exports (training config, sheet), its shortcuts, the README's story of the
// reference page and every Advanced section open at once.
#include "scenariojson.h"
#include "uifixtures.h"

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
    // 1: full fine-tune, AdamW, 4× H200 NVL: fits, 16.4 GB free, 3.40 kW on the 32 A feed.
    CHECK(w->result().serverId == "4x-h200-nvl");
    CHECK(w->scenario().method == Method::Full);
    CHECK(w->scenario().optimizer == Optimizer::AdamW);
    CHECK(w->scenario().sequenceLength == 8192);
    CHECK(w->answer().state == VerdictState::Fits);
    CHECK(w->answer().freeGb == gb(16.4)); // 7.24 against the listed 141 GB, + 9.11
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
    // 4: 8× RTX PRO 6000 SE: fits, 20.6 GB free; 6.35 kW over both feeds, 550 W per GPU on 32 A.
    w->findChild<QAction*>(QStringLiteral("preset3"))->trigger();
    CHECK(w->result().serverId == "8x-rtx-pro-6000-se");
    CHECK(w->answer().freeGb == gb(26.6)); // 20.59 against the listed 96 GB, + 5.97
    CHECK(w->result().power.total == Approx(6350).margin(5));
    CHECK_FALSE(w->answer().feed16.fits);
    CHECK_FALSE(w->answer().feed32.fits);
    CHECK(w->answer().state == VerdictState::PowerExceeded);
    CHECK(w->answer().answer == AnswerState::NoGo); // never "fits" beside an exceeded feed
    REQUIRE(w->answer().feed32.capW);
    CHECK(*w->answer().feed32.capW == 550);
    // 5: pinned.
    pressPin();
    // 6: 4× RTX PRO 6000 SE does not fit with 32-bit AdamW, fits with 8-bit Adam (6.0 GB free).
    w->findChild<QAction*>(QStringLiteral("preset2"))->trigger();
    CHECK(w->result().serverId == "4x-rtx-pro-6000-se");
    CHECK(w->answer().state == VerdictState::DoesNotFit);
    auto* optimizer = control<QComboBox>(*w, "optimizer");
    optimizer->setCurrentIndex(1);
    emit optimizer->activated(1);
    CHECK(w->scenario().optimizer == Optimizer::AdamW8bit);
    CHECK(w->answer().state == VerdictState::Fits);
    CHECK(w->answer().freeGb == gb(12.0)); // 6.00 + 5.97
    // 7: pinned: three builds side by side.
    pressPin();
    CHECK(w->comparisonDock()->model()->pinned().size() == 3);
    // 8: LoRA r16 on one card: 25.9 GB free against the listed 96 GB.
    w->findChild<QAction*>(QStringLiteral("preset4"))->trigger();
    CHECK(w->result().serverId == "1x-rtx-pro-6000-se");
    CHECK(w->scenario().method == Method::Lora);
    CHECK(w->scenario().loraRank == 16);
    CHECK(w->answer().freeGb == gb(31.8)); // 25.86 + 5.97
    // 9: QLoRA on one card: 63.6 GB free against the listed 96 GB.
    w->findChild<QAction*>(QStringLiteral("preset5"))->trigger();
    CHECK(w->scenario().method == Method::Qlora);
    CHECK(w->answer().freeGb == gb(69.6)); // 63.61 + 5.97
    // 10: where it runs out: the longest sequence for QLoRA on the card's usable 102.0 GB.
    CHECK(w->result().maxSequenceLength == 67703);
    CHECK(runsOutCurve(w->scenario(), catalog()).longestSequence == 67703);
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

TEST_CASE("every Advanced section and the warnings open: the charts and their legends stay whole "
          "at 1280x720 and 1366x768, English and German",
          "[ui][screenshot][issue32]") {
    auto w = makeWindow();
    // Eight RTX PRO 6000 SE bring warnings (the feed, PCIe, TFLOPS).
    choose(control<QComboBox>(*w, "gpu"), QStringLiteral("rtx-pro-6000-se"));
    control<QSpinBox>(*w, "gpuCount")->setValue(8);
    for (CollapsibleSection* s : w->scenarioPanel()->findChildren<CollapsibleSection*>())
        s->setExpanded(true);
    for (const QSize size : {QSize(1280, 720), QSize(1366, 768)})
        for (const char* language : {"en", "de"}) {
            w->setLanguage(QString::fromLatin1(language));
            w->resize(size);
            w->show();
            auto* strip = control<QToolButton>(*w, "warningsStrip");
            if (!strip->isChecked())
                QTest::mouseClick(strip, Qt::LeftButton);
            QApplication::processEvents();
            INFO(size.width() << "x" << size.height() << " " << language);
            REQUIRE(strip->isChecked());
            // The list opens over the charts below the strip, every warning shown.
            auto* list = control<QListWidget>(*w, "warnings");
            CHECK(list->isVisible());
            CHECK(list->count() >= 3);
            CHECK(list->geometry().top() > strip->geometry().bottom());
            CHECK(list->verticalScrollBar()->maximum() == 0);
            checkChartsShownWhole(*w);
            checkAnswerShownWhole(*w);
            // Every control of the open panel is whole across: nothing behind the scroll bar.
            const QScrollArea* panel = control<QScrollArea>(*w, "panelScroll");
            for (const QWidget* c : w->scenarioPanel()->findChildren<QWidget*>()) {
                if (!c->isVisible() || qobject_cast<const QScrollBar*>(c))
                    continue;
                const int right = c->mapTo(panel->viewport(), QPoint(c->width(), 0)).x();
                INFO("control " << c->objectName().toStdString() << " "
                                << c->metaObject()->className());
                CHECK(right <= panel->viewport()->width());
            }
            // Every combo box shows its choice whole (issue 32: "NVIDIA RTX PRO 6000 Blackwell
            // Se…" in the German panel): the text fits the box's edit field.
            for (const QComboBox* box : w->scenarioPanel()->findChildren<QComboBox*>()) {
                if (!box->isVisible())
                    continue;
                INFO("combo box " << box->objectName().toStdString() << ": "
                                  << box->currentText().toStdString());
                CHECK(comboShowsChoiceWhole(box));
            }
            // The 16 A feed: both feeds exceeded, the longest power answer.
            auto* feed = control<QComboBox>(*w, "feed");
            const int planned = feed->currentIndex();
            for (int i = 0; i < feed->count(); ++i) {
                feed->setCurrentIndex(i);
                emit feed->activated(i);
                QApplication::processEvents();
                INFO("feed " << feed->currentText().toStdString());
                checkAnswerShownWhole(*w);
            }
            feed->setCurrentIndex(planned);
            emit feed->activated(planned);
            QApplication::processEvents();
            CHECK(w->grab().save(QStringLiteral("%1/open_%2x%3_%4.png")
                                     .arg(QStringLiteral(HEADROOM_SCREENSHOT_DIR))
                                     .arg(size.width())
                                     .arg(size.height())
                                     .arg(QLatin1String(language))));
        }
    w->setLanguage(QStringLiteral("en"));
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
