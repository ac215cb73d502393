// The configurator window's files: new, open, save, the recent files, model and training
// configs imported from a dialog or dropped on the window.
#include "window/mainwindow.h"

#include "build/scenariocheck.h"
#include "build/scenarioedit.h"
#include "compare/comparisondock.h"
#include "inputfile.h"
#include "jsonreader.h"
#include "recipeimport.h"
#include "scenariojson.h"
#include "window/windowresults.h"

#include <QAction>
#include <QDir>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QStatusBar>
#include <QUndoStack>

#include <nlohmann/json.hpp>

namespace headroom::ui {

namespace {

const QString kScenarioSuffix = QStringLiteral(".headroom.json");

bool isYaml(const QString& path) {
    return path.endsWith(QLatin1String(".yaml"), Qt::CaseInsensitive) ||
           path.endsWith(QLatin1String(".yml"), Qt::CaseInsensitive);
}

/// A Hugging Face config.json names its architecture; a DeepSpeed or TrainingArguments JSON does
/// not.
bool isModelConfig(const QString& path) {
    if (QFileInfo(path).fileName() == QLatin1String("config.json"))
        return true;
    // Through the one input reader: a FIFO or device dropped on the window never blocks it.
    const auto text = readInputFile(filePath(path), kMaxJsonFileBytes, "a JSON file");
    if (!text)
        return true; // the config.json reader names the problem
    return text->find("\"model_type\"") != std::string::npos ||
           text->find("\"architectures\"") != std::string::npos;
}
} // namespace

bool MainWindow::openScenario(const QString& path) {
    auto loaded = loadScenario(QFileInfo(path).absoluteFilePath().toStdString(), m_catalog);
    if (!loaded) {
        const Error& e = loaded.error();
        showError(tr("Cannot open scenario"),
                  tr("The scenario %1 could not be opened.\n\nKey: %2\nProblem: %3")
                      .arg(QDir::toNativeSeparators(path), QString::fromStdString(e.key),
                           QString::fromStdString(e.message)));
        if (!QFileInfo::exists(path)) {
            m_settings.removeRecentFile(path);
            updateRecentFiles();
        }
        return false;
    }
    m_undoStack->clear();
    // The file's pinned builds go to the comparison; the scenario itself is the current build.
    Scenario opened = std::move(loaded).value();
    std::vector<PinnedBuild> pins;
    for (std::size_t i = 0; i < opened.pins.size(); ++i)
        pins.push_back(
            evaluatePin(QString::fromStdString(i < opened.pinLabels.size() ? opened.pinLabels[i]
                                                                           : std::string()),
                        opened.pins[i], m_catalog));
    opened.pins.clear();
    opened.pinLabels.clear();
    m_comparisonDock->setPinned(std::move(pins));
    setScenario(opened);
    setCurrentFile(QFileInfo(path).absoluteFilePath());
    m_settings.addRecentFile(m_file);
    updateRecentFiles();
    return true;
}

OutputGuard MainWindow::scenarioInputs(const QString& scenarioFile) const {
    OutputGuard guard;
    guard.protectScenario(m_scenario, m_catalog, scenarioFile);
    return guard;
}

bool MainWindow::saveScenarioAs(const QString& path) {
    // An imported config.json is written relative to the new file's folder.
    const std::string text =
        toJson(scenarioWithPins(), QFileInfo(path).absoluteFilePath().toStdString()).dump(2) + "\n";
    // The scenario may replace itself or another scenario, never what it names (its
    // config.json, its recipe) nor a catalog file or the logo.
    QString error;
    if (OutputFile::writeAll({{path, QByteArray::fromStdString(text)}}, scenarioInputs({}),
                             &error) != OutputFile::Result::Written) {
        showError(tr("Cannot save scenario"), tr("The scenario could not be written to %1:\n%2")
                                                  .arg(QDir::toNativeSeparators(path), error));
        return false;
    }
    m_undoStack->setClean();
    setCurrentFile(QFileInfo(path).absoluteFilePath());
    m_settings.addRecentFile(m_file);
    updateRecentFiles();
    statusBar()->showMessage(tr("Saved %1").arg(QDir::toNativeSeparators(path)), 4000);
    return true;
}

bool MainWindow::importModelConfig(const QString& path) {
    nlohmann::json doc = toJson(m_scenario);
    doc["model"] = QFileInfo(path).absoluteFilePath().toStdString();
    // The checkpointing policy follows the new model as it does every edit's (settleEdit): read
    // without it, then kept where the model takes it.
    doc.erase("checkpointing_policy");
    auto parsed = parseScenario(doc, std::string(), m_catalog);
    if (!parsed) {
        const Error& e = parsed.error();
        showError(tr("Cannot import model"),
                  tr("The model configuration %1 could not be read.\n\nKey: %2\nProblem: %3")
                      .arg(QDir::toNativeSeparators(path), QString::fromStdString(e.key),
                           QString::fromStdString(e.message)));
        return false;
    }
    Scenario edited = std::move(parsed).value();
    edited.checkpointPolicy = m_scenario.checkpointPolicy;
    applyEdit(settleEdit(std::move(edited), m_scenario, m_catalog), tr("Import model"), -1);
    return true;
}

bool MainWindow::importTrainingConfig(const QString& path) {
    const std::string file = QFileInfo(path).absoluteFilePath().toStdString();
    auto imported = headroom::importRecipe(file, m_catalog);
    // A model outside the catalog (and no config.json beside the recipe): the window's model,
    // said in the note, rather than no answer in the call.
    if (!imported && imported.error().message.find("give --model") != std::string::npos) {
        imported = headroom::importRecipe(file, m_catalog, m_scenario.model);
        if (imported && imported->recipe)
            imported.value().recipe->assumed.push_back("model: " + imported->recipe->model +
                                                       " (not in the catalog), sized as " +
                                                       m_scenario.model);
    }
    auto refuse = [&](const Error& e) {
        showError(tr("Cannot import training config"),
                  tr("The training config %1 could not be imported.\n\nKey: %2\nProblem: %3")
                      .arg(QDir::toNativeSeparators(path), QString::fromStdString(e.key),
                           QString::fromStdString(e.message)));
        return false;
    };
    if (!imported)
        return refuse(imported.error());
    const Scenario edited = withTrainingOf(imported.value(), m_scenario);
    if (auto e = checkScenario(edited, m_catalog, file))
        return refuse(*e);
    applyEdit(edited, tr("Import training config"), -1);
    return true;
}

void MainWindow::importRecipe() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Import training config"), m_settings.lastDirectory(),
                                     tr("Training configs (*.yaml *.yml *.json);;All files (*)"));
    if (path.isEmpty())
        return;
    m_settings.setLastDirectory(QFileInfo(path).absolutePath());
    importTrainingConfig(path);
}

void MainWindow::open() {
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open scenario"), m_settings.lastDirectory(),
        tr("Headroom scenarios (*.headroom.json);;JSON files (*.json);;All files (*)"));
    if (path.isEmpty())
        return;
    m_settings.setLastDirectory(QFileInfo(path).absolutePath());
    openScenario(path);
}

bool MainWindow::save() {
    return m_file.isEmpty() ? saveAs() : saveScenarioAs(m_file);
}

bool MainWindow::saveAs() {
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save scenario"),
        m_file.isEmpty()
            ? m_settings.lastDirectory() + QStringLiteral("/scenario") + kScenarioSuffix
            : m_file,
        tr("Headroom scenarios (*.headroom.json)"));
    if (path.isEmpty())
        return false;
    if (!path.endsWith(QLatin1String(".json")))
        path += kScenarioSuffix;
    m_settings.setLastDirectory(QFileInfo(path).absolutePath());
    return saveScenarioAs(path);
}

void MainWindow::importModel() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Import model configuration"),
                                                      m_settings.lastDirectory(),
                                                      tr("Hugging Face config (*.json)"));
    if (!path.isEmpty())
        importModelConfig(path);
}

bool MainWindow::maybeSave() {
    if (m_undoStack->isClean() || !m_dialogsEnabled)
        return true;
    const auto answer = QMessageBox::warning(
        this, tr("Unsaved changes"), tr("The scenario has unsaved changes. Save them first?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::setCurrentFile(const QString& path) {
    m_file = path;
    m_undoStack->setClean();
    setWindowModified(false);
    updateTitle();
}

void MainWindow::updateTitle() {
    const QString name = m_file.isEmpty() ? tr("Untitled") : QFileInfo(m_file).fileName();
    setWindowTitle(tr("%1[*] — Headroom").arg(name));
}

void MainWindow::updateRecentFiles() {
    if (!m_recentMenu)
        return;
    m_recentMenu->clear();
    const QStringList files = m_settings.recentFiles();
    for (const QString& path : files) {
        QAction* action = m_recentMenu->addAction(QFileInfo(path).fileName());
        action->setToolTip(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] {
            if (maybeSave())
                openScenario(path);
        });
    }
    m_recentMenu->setEnabled(!files.isEmpty());
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.front().isLocalFile() &&
        (urls.front().toLocalFile().endsWith(QLatin1String(".json"), Qt::CaseInsensitive) ||
         isYaml(urls.front().toLocalFile())))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QString path = event->mimeData()->urls().front().toLocalFile();
    event->acceptProposedAction();
    // A scenario file opens; a model's config.json becomes the model; a training config (YAML,
    // or a DeepSpeed / TrainingArguments JSON) becomes the training on the current build.
    if (path.endsWith(kScenarioSuffix, Qt::CaseInsensitive)) {
        if (maybeSave())
            openScenario(path);
    } else if (isYaml(path) || !isModelConfig(path)) {
        importTrainingConfig(path);
    } else {
        importModelConfig(path);
    }
}

} // namespace headroom::ui