#include "mainwindow.h"

#include "assumptionsmodel.h"
#include "comparisondock.h"
#include "outputfile.h"
#include "quotedialog.h"
#include "recommend.h"
#include "resultpanel.h"
#include "scenariocommand.h"
#include "scenariopanel.h"
#include "sizing.h"
#include "vendordialog.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHeaderView>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QScrollArea>
#include <QStandardPaths>
#include <QSplitter>
#include <QStatusBar>
#include <QTableView>
#include <QUndoStack>

#include <nlohmann/json.hpp>

namespace headroom::ui {

namespace {

const QString kScenarioSuffix = QStringLiteral(".headroom.json");

QLocale localeFor(const QString& language) {
    return language == QLatin1String("de") ? QLocale(QLocale::German, QLocale::Germany)
                                           : QLocale(QLocale::English, QLocale::UnitedStates);
}

Scenario defaultScenario(const Catalog& catalog) {
    auto parsed = parseScenario(nlohmann::json::object(), std::string(), catalog);
    if (parsed)
        return parsed.value();
    Scenario s; // a catalog without the default model or server: take what it has
    if (!catalog.models.empty())
        s.model = catalog.models.front().id;
    if (!catalog.servers.empty()) {
        s.server = catalog.servers.front().id;
        s.gpu = catalog.servers.front().gpu;
    }
    return s;
}

} // namespace

MainWindow::MainWindow(Catalog catalog, QWidget* parent)
    : QMainWindow(parent), m_catalog(std::move(catalog)), m_undoStack(new QUndoStack(this)),
      m_scenarioPanel(new ScenarioPanel(m_catalog, this)), m_resultPanel(new ResultPanel(this)),
      m_splitter(new QSplitter(Qt::Horizontal, this)), m_assumptionsDock(new QDockWidget(this)),
      m_assumptionsModel(new AssumptionsModel(this)) {
    setObjectName(QStringLiteral("MainWindow"));
    setAcceptDrops(true);

    auto* scroll = new QScrollArea(this);
    scroll->setWidget(m_scenarioPanel);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(m_scenarioPanel->minimumSizeHint().width() + 24);
    m_splitter->addWidget(scroll);
    m_splitter->addWidget(m_resultPanel);
    m_splitter->setStretchFactor(0, 0);
    m_splitter->setStretchFactor(1, 1);
    m_splitter->setObjectName(QStringLiteral("splitter"));
    setCentralWidget(m_splitter);

    auto* table = new QTableView(m_assumptionsDock);
    table->setModel(m_assumptionsModel);
    table->setWordWrap(true);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setStretchLastSection(true);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_assumptionsDock->setObjectName(QStringLiteral("assumptionsDock"));
    m_assumptionsDock->setWidget(table);
    addDockWidget(Qt::BottomDockWidgetArea, m_assumptionsDock);
    m_assumptionsDock->hide();

    // Issue 7: pinned builds side by side and the recommended builds for the workload.
    m_comparisonDock = new ComparisonDock(m_catalog, this);
    addDockWidget(Qt::BottomDockWidgetArea, m_comparisonDock);
    m_comparisonDock->hide();
    connect(m_comparisonDock, &ComparisonDock::pinRequested, this,
            [this] { m_comparisonDock->pin(m_scenario, m_result); });
    connect(m_comparisonDock, &ComparisonDock::applyRequested, this,
            [this](const Scenario& s) { applyEdit(s, tr("Apply recommended build"), -1); });

    createActions();
    createMenus();
    statusBar();

    connect(m_scenarioPanel, &ScenarioPanel::scenarioEdited, this, &MainWindow::applyEdit);
    connect(m_scenarioPanel, &ScenarioPanel::importModelRequested, this, &MainWindow::importModel);
    connect(m_scenarioPanel, &ScenarioPanel::editRefused, this,
            [this](const QString& message) { statusBar()->showMessage(message, 6000); });
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { setWindowModified(!clean); });

    QString language = m_settings.language();
    if (language != QLatin1String("de") && language != QLatin1String("en"))
        language =
            QLocale().language() == QLocale::German ? QStringLiteral("de") : QStringLiteral("en");
    m_scenario = defaultScenario(m_catalog);
    m_result = evaluate(m_scenario, m_catalog);
    setLanguage(language); // shows the scenario and the result in that language

    if (!restoreGeometry(m_settings.windowGeometry()))
        resize(1280, 800);
    restoreState(m_settings.windowState());
    if (!m_splitter->restoreState(m_settings.splitterState()))
        m_splitter->setSizes({m_scenarioPanel->minimumSizeHint().width() + 24, 1000});
    updateRecentFiles();
    updateTitle();
}

MainWindow::~MainWindow() {
    // The undo stack is a child: QObject's destructor clears it after ours has run, and its
    // signals would reach this half-destroyed window (UBSan: invalid downcast).
    disconnect(m_undoStack, nullptr, nullptr, nullptr);
}

// ---- The one place that evaluates ------------------------------------------------------------

void MainWindow::setScenario(const Scenario& scenario) {
    m_scenario = scenario;
    m_result = evaluate(m_scenario, m_catalog);
    m_scenarioPanel->setScenario(m_scenario);
    m_resultPanel->setResult(m_result, m_scenario, m_locale);
    m_comparisonDock->setRecommendations(recommend(m_scenario, m_catalog, 3));
}

void MainWindow::applyEdit(const Scenario& edited, const QString& description, int mergeId) {
    m_undoStack->push(new ScenarioCommand(m_scenario, edited, description, mergeId,
                                          [this](const Scenario& s) { setScenario(s); }));
}

// ---- Actions and menus ------------------------------------------------------------------------

void MainWindow::createActions() {
    m_newAction = new QAction(this);
    m_newAction->setShortcut(QKeySequence::New);
    connect(m_newAction, &QAction::triggered, this, [this] {
        if (maybeSave())
            newScenario();
    });
    m_openAction = new QAction(this);
    m_openAction->setShortcut(QKeySequence::Open);
    connect(m_openAction, &QAction::triggered, this, &MainWindow::open);
    m_saveAction = new QAction(this);
    m_saveAction->setShortcut(QKeySequence::Save);
    connect(m_saveAction, &QAction::triggered, this, &MainWindow::save);
    m_saveAsAction = new QAction(this);
    m_saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(m_saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);
    m_importAction = new QAction(this);
    connect(m_importAction, &QAction::triggered, this, &MainWindow::importModel);
    m_exportQuoteAction = new QAction(this);
    m_exportQuoteAction->setObjectName(QStringLiteral("exportQuote"));
    connect(m_exportQuoteAction, &QAction::triggered, this, &MainWindow::exportQuote);
    m_vendorAction = new QAction(this);
    m_vendorAction->setObjectName(QStringLiteral("vendorDetails"));
    connect(m_vendorAction, &QAction::triggered, this, [this] {
        // The user catalog's vendor.json (README, "Your own GPUs, servers and prices").
        VendorDialog dialog(m_catalog.vendor,
                            QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) +
                                QStringLiteral("/headroom/catalog/vendor.json"),
                            this);
        if (dialog.exec() == QDialog::Accepted)
            m_catalog.vendor = dialog.vendor();
    });
    m_quitAction = new QAction(this);
    m_quitAction->setShortcut(QKeySequence::Quit);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);

    // Own undo/redo actions so that their text follows the UI language.
    m_undoAction = new QAction(this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_undoAction->setEnabled(false);
    connect(m_undoAction, &QAction::triggered, m_undoStack, &QUndoStack::undo);
    connect(m_undoStack, &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
    connect(m_undoStack, &QUndoStack::undoTextChanged, this, &MainWindow::updateUndoTexts);
    m_redoAction = new QAction(this);
    m_redoAction->setShortcut(QKeySequence::Redo);
    m_redoAction->setEnabled(false);
    connect(m_redoAction, &QAction::triggered, m_undoStack, &QUndoStack::redo);
    connect(m_undoStack, &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
    connect(m_undoStack, &QUndoStack::redoTextChanged, this, &MainWindow::updateUndoTexts);
    m_pinAction = new QAction(this);
    m_pinAction->setObjectName(QStringLiteral("pinBuild"));
    m_pinAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    connect(m_pinAction, &QAction::triggered, this, [this] {
        m_comparisonDock->show();
        m_comparisonDock->pin(m_scenario, m_result);
    });

    m_languageGroup = new QActionGroup(this);
    m_englishAction = new QAction(QStringLiteral("English"), m_languageGroup);
    m_germanAction = new QAction(QStringLiteral("Deutsch"), m_languageGroup);
    for (QAction* a : {m_englishAction, m_germanAction})
        a->setCheckable(true);
    connect(m_englishAction, &QAction::triggered, this,
            [this] { setLanguage(QStringLiteral("en")); });
    connect(m_germanAction, &QAction::triggered, this,
            [this] { setLanguage(QStringLiteral("de")); });
}

void MainWindow::createMenus() {
    m_fileMenu = menuBar()->addMenu(QString());
    m_fileMenu->addAction(m_newAction);
    m_fileMenu->addAction(m_openAction);
    m_recentMenu = m_fileMenu->addMenu(QString());
    m_recentMenu->setObjectName(QStringLiteral("recentFilesMenu"));
    m_fileMenu->addAction(m_saveAction);
    m_fileMenu->addAction(m_saveAsAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_importAction);
    m_fileMenu->addAction(m_exportQuoteAction);
    m_fileMenu->addAction(m_vendorAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_assumptionsDock->toggleViewAction());
    m_viewMenu->addAction(m_comparisonDock->toggleViewAction());
    m_viewMenu->addAction(m_pinAction);
    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->addAction(m_englishAction);
    m_languageMenu->addAction(m_germanAction);
}

void MainWindow::retranslate() {
    m_fileMenu->setTitle(tr("&File"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_newAction->setText(tr("&New"));
    m_openAction->setText(tr("&Open…"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As…"));
    m_importAction->setText(tr("&Import config.json…"));
    m_exportQuoteAction->setText(tr("Export &quote…"));
    m_vendorAction->setText(tr("&Vendor details…"));
    m_quitAction->setText(tr("&Quit"));
    updateUndoTexts();
    m_assumptionsDock->setWindowTitle(tr("Assumptions"));
    m_assumptionsDock->toggleViewAction()->setText(tr("&Assumptions and sources"));
    m_assumptionsModel->setCatalog(m_catalog, m_locale);
    m_comparisonDock->toggleViewAction()->setText(tr("&Compare builds"));
    m_pinAction->setText(tr("&Pin current build"));
    m_comparisonDock->setLocale(m_locale);
    m_comparisonDock->retranslate();
    m_comparisonDock->setRecommendations(recommend(m_scenario, m_catalog, 3));
    updateRecentFiles();
    updateTitle();
    m_resultPanel->setResult(m_result, m_scenario, m_locale);
}

void MainWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange && m_fileMenu)
        retranslate();
    QMainWindow::changeEvent(event);
}

void MainWindow::setLanguage(const QString& language) {
    m_language = language == QLatin1String("de") ? language : QStringLiteral("en");
    m_locale = localeFor(m_language);
    QLocale::setDefault(m_locale);
    m_scenarioPanel->setLocale(m_locale);
    m_resultPanel->setLocale(m_locale);
    QCoreApplication::removeTranslator(&m_translator);
    QCoreApplication::removeTranslator(&m_quoteTranslator);
    if (m_translator.load(QStringLiteral(":/i18n/headroom_%1.qm").arg(m_language)))
        QCoreApplication::installTranslator(&m_translator);
    // The quote dialog's strings live in their own catalog.
    if (m_quoteTranslator.load(QStringLiteral(":/i18n/quote_%1.qm").arg(m_language)))
        QCoreApplication::installTranslator(&m_quoteTranslator);
    (m_language == QLatin1String("de") ? m_germanAction : m_englishAction)->setChecked(true);
    m_settings.setLanguage(m_language);
    // The translator posts LanguageChange to the windows; deliver it now so that the switch is
    // complete when this returns.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    retranslate();
    m_scenarioPanel->setScenario(m_scenario);
}

// ---- Files --------------------------------------------------------------------------------------

void MainWindow::showError(const QString& title, const QString& text) {
    m_lastError = text;
    if (m_dialogsEnabled)
        QMessageBox::warning(this, title, text);
    else
        qWarning("%s", qPrintable(text));
}

void MainWindow::newScenario() {
    m_undoStack->clear();
    setScenario(defaultScenario(m_catalog));
    setCurrentFile(QString());
}

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
    setScenario(loaded.value());
    setCurrentFile(QFileInfo(path).absoluteFilePath());
    m_settings.addRecentFile(m_file);
    updateRecentFiles();
    return true;
}

bool MainWindow::saveScenarioAs(const QString& path) {
    // An imported config.json is written relative to the new file's folder.
    const std::string text =
        toJson(m_scenario, QFileInfo(path).absoluteFilePath().toStdString()).dump(2) + "\n";
    QString error;
    if (!OutputFile::write(path, QByteArray::fromStdString(text), &error)) {
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
    auto parsed = parseScenario(doc, std::string(), m_catalog);
    if (!parsed) {
        const Error& e = parsed.error();
        showError(tr("Cannot import model"),
                  tr("The model configuration %1 could not be read.\n\nKey: %2\nProblem: %3")
                      .arg(QDir::toNativeSeparators(path), QString::fromStdString(e.key),
                           QString::fromStdString(e.message)));
        return false;
    }
    applyEdit(parsed.value(), tr("Import model"), -1);
    return true;
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

void MainWindow::exportQuote() {
    QuoteDialog dialog(m_catalog, m_scenario, m_result, this);
    dialog.setComparison(m_comparisonDock->model()->pinned());
    // The quote details are the scenario's: saved with it and there at the next export.
    if (dialog.exec() == QDialog::Accepted && dialog.details() != m_scenario.quote) {
        Scenario edited = m_scenario;
        edited.quote = dialog.details();
        applyEdit(edited, tr("Quote details"), -1);
    }
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

void MainWindow::updateUndoTexts() {
    const QString undo = m_undoStack->undoText();
    const QString redo = m_undoStack->redoText();
    m_undoAction->setText(undo.isEmpty() ? tr("&Undo") : tr("&Undo: %1").arg(undo));
    m_redoAction->setText(redo.isEmpty() ? tr("&Redo") : tr("&Redo: %1").arg(redo));
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

// ---- Window events ------------------------------------------------------------------------------

void MainWindow::closeEvent(QCloseEvent* event) {
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    m_settings.setWindowGeometry(saveGeometry());
    m_settings.setWindowState(saveState());
    m_settings.setSplitterState(m_splitter->saveState());
    event->accept();
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event) {
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.front().isLocalFile() &&
        urls.front().toLocalFile().endsWith(QLatin1String(".json"), Qt::CaseInsensitive))
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event) {
    const QString path = event->mimeData()->urls().front().toLocalFile();
    event->acceptProposedAction();
    // A scenario file opens; any other JSON is taken as a model's config.json.
    if (path.endsWith(kScenarioSuffix, Qt::CaseInsensitive)) {
        if (maybeSave())
            openScenario(path);
    } else {
        importModelConfig(path);
    }
}

} // namespace headroom::ui
