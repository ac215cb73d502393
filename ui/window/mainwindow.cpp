#include "window/mainwindow.h"

#include "charts/phaseview.h"
#include "charts/runsoutchartview.h"
#include "common/catalognames.h"
#include "common/outputfile.h"
#include "compare/comparisondock.h"
#include "compare/whatfitsmodel.h"
#include "inputfile.h"
#include "jsonreader.h"
#include "quote/quotedialog.h"
#include "quote/vendordialog.h"
#include "recipeimport.h"
#include "resolvebuild.h"
#include "runsout.h"
#include "scenario/scenariopanel.h"
#include "serving/servingdock.h"
#include "sheet/quotesheet.h"
#include "sizing.h"
#include "verdictanswer.h"
#include "window/assumptionsmodel.h"
#include "window/resultpanel.h"
#include "window/scenariocommand.h"
#include "window/userguide.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLibraryInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPainter>
#include <QPrintDialog>
#include <QPrinter>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QUndoStack>

#include <algorithm>

#include <nlohmann/json.hpp>

namespace headroom::ui {

namespace {

const QString kScenarioSuffix = QStringLiteral(".headroom.json");

/// The reference page's builds, one click each: GPU type and count (the chassis comes from
/// resolveBuild), and the method for the one-card adapter runs.
struct Preset {
    const char* text;
    const char* gpu;
    int cards;
    int method; ///< -1: keep the scenario's method
};
const Preset kPresets[] = {
    {QT_TRANSLATE_NOOP("headroom::ui::MainWindow", "4× H200 NVL"), "h200-nvl", 4, -1},
    {QT_TRANSLATE_NOOP("headroom::ui::MainWindow", "8× H200 NVL"), "h200-nvl", 8, -1},
    {QT_TRANSLATE_NOOP("headroom::ui::MainWindow", "4× RTX PRO 6000 SE"), "rtx-pro-6000-se", 4, -1},
    {QT_TRANSLATE_NOOP("headroom::ui::MainWindow", "8× RTX PRO 6000 SE"), "rtx-pro-6000-se", 8, -1},
    {QT_TRANSLATE_NOOP("headroom::ui::MainWindow", "1× RTX PRO 6000 SE, LoRA"), "rtx-pro-6000-se",
     1, static_cast<int>(Method::Lora)},
    {QT_TRANSLATE_NOOP("headroom::ui::MainWindow", "1× RTX PRO 6000 SE, QLoRA"), "rtx-pro-6000-se",
     1, static_cast<int>(Method::Qlora)},
};

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
    m_panelScroll = scroll;
    scroll->setObjectName(QStringLiteral("panelScroll"));
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
    // Issue 15: the comparison is a tab next to the charts, so it never shrinks them.
    m_compareTab = m_comparisonDock->widget();
    m_comparisonDock->setWidget(new QWidget(m_comparisonDock));
    m_compareTab->setObjectName(QStringLiteral("compareTab"));
    m_runsOut = new RunsOutChartView(this);
    m_whatFits = new WhatFitsModel(m_catalog, this);
    m_whatFitsView = new QTableView(this);
    m_whatFitsView->setObjectName(QStringLiteral("whatFits"));
    m_whatFitsView->setModel(m_whatFits);
    m_whatFitsView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_whatFitsView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_whatFitsView->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    // One line per GPU type: a fixed row height, so that new figures do not measure every row
    // again on each edit.
    m_whatFitsView->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_whatFitsView->verticalHeader()->setDefaultSectionSize(m_whatFitsView->fontMetrics().height() +
                                                            10);
    connect(m_whatFitsView, &QTableView::clicked, this, &MainWindow::applyWhatFits);
    m_resultPanel->tabs()->addTab(m_runsOut, QString());
    // Issue 19: the phases of a preference or RL run, beside the charts (shown for such runs).
    m_phases = new PhaseView(this);
    m_resultPanel->tabs()->insertTab(1, m_phases, QString());
    m_resultPanel->tabs()->setTabVisible(1, false);
    m_resultPanel->tabs()->addTab(m_whatFitsView, QString());
    m_resultPanel->tabs()->addTab(m_compareTab, QString());
    m_compareTab->show();
    connect(m_comparisonDock, &ComparisonDock::pinRequested, this, &MainWindow::pinCurrent);
    connect(m_comparisonDock, &ComparisonDock::restoreRequested, this,
            [this](const Scenario& s) { applyEdit(s, tr("Restore pinned build"), -1); });
    connect(m_comparisonDock, &ComparisonDock::applyRequested, this,
            [this](const Scenario& s) { applyEdit(s, tr("Apply recommended build"), -1); });

    // Issue 23: users against context for serving the tuned model.
    m_servingDock = new ServingDock(this);
    addDockWidget(Qt::RightDockWidgetArea, m_servingDock);
    m_servingDock->hide();
    // Issue 15: a tab next to the charts, like the comparison: as a dock it took a third of a
    // 1280×720 window and cut the verdict, the summary and the warnings.
    m_servingTab = m_servingDock->widget();
    m_servingDock->setWidget(new QWidget(m_servingDock));
    m_servingTab->setObjectName(QStringLiteral("servingTab"));
    m_resultPanel->tabs()->addTab(m_servingTab, QString());
    m_servingTab->show();
    connect(m_servingDock, &ServingDock::servingEdited, this,
            [this](const std::optional<ServingRequest>& serving) {
                Scenario edited = m_scenario;
                edited.serving = serving;
                applyEdit(edited, tr("Change the serving need"), -1);
            });
    // Any change of the pins (pinned, removed, cleared, loaded with a file) redraws the
    // pinned builds' serving curves at once.
    connect(m_comparisonDock->model(), &QAbstractItemModel::modelReset, this, [this] {
        evaluatePins(m_results, m_scenario, m_comparisonDock->model()->pinned(), m_catalog);
        showServing();
    });

    createActions();
    createMenus();
    createPresets();
    statusBar();

    connect(m_scenarioPanel, &ScenarioPanel::scenarioEdited, this, &MainWindow::applyEdit);
    connect(m_scenarioPanel, &ScenarioPanel::importModelRequested, this, &MainWindow::importModel);
    // An opened Advanced section or another language may need a wider column: the panel asks
    // for a new layout, and the column follows once that layout is done (eventFilter()).
    m_scenarioPanel->installEventFilter(this);
    connect(m_scenarioPanel, &ScenarioPanel::editRefused, this,
            [this](const QString& message) { statusBar()->showMessage(message, 6000); });
    connect(m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { setWindowModified(!clean); });

    QString language = m_settings.language();
    if (language != QLatin1String("de") && language != QLatin1String("en"))
        language =
            QLocale().language() == QLocale::German ? QStringLiteral("de") : QStringLiteral("en");
    m_scenario = defaultScenario(m_catalog);
    m_results = evaluateWindow(m_scenario, m_comparisonDock->model()->pinned(), m_catalog);
    setLanguage(language); // shows the scenario and the result in that language

    // The first window fits the screen it opens on (a 1366×768 or 1280×720 laptop shared in a
    // call), never taller than what is available.
    if (!restoreGeometry(m_settings.windowGeometry())) {
        const QScreen* screen = QGuiApplication::primaryScreen();
        const QRect available = screen ? screen->availableGeometry() : QRect(0, 0, 1280, 720);
        resize(std::min(1280, available.width()), std::min(800, available.height()));
    }
    restoreState(m_settings.windowState());
    if (!m_splitter->restoreState(m_settings.splitterState()))
        m_splitter->setSizes({m_panelScroll->minimumWidth(), 1000});
    updateRecentFiles();
    updateTitle();
}

MainWindow::~MainWindow() {
    // The undo stack is a child: QObject's destructor clears it after ours has run, and its
    // signals would reach this half-destroyed window (UBSan: invalid downcast).
    disconnect(m_undoStack, nullptr, nullptr, nullptr);
    // The child widgets (panel, docks, their models) hold references to m_catalog and read it
    // while they are hidden and deleted. QWidget's destructor deletes them only after our
    // members are gone (ASan: heap-use-after-free in ComparisonModel::data via
    // QWidgetPrivate::hideChildren), so delete them here, while the catalog still lives.
    qDeleteAll(findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly));
}

// ---- The one place that evaluates (evaluateWindow()); the views receive its figures ---------

void MainWindow::setScenario(const Scenario& scenario) {
    m_scenario = scenario;
    m_results =
        evaluateWindow(m_scenario, m_comparisonDock->model()->pinned(), m_catalog, m_results);
    m_scenarioPanel->setScenario(m_scenario);
    showResult();
    m_comparisonDock->setRecommendations(m_results.recommendations);
    showServing();
}

void MainWindow::showServing() {
    m_servingDock->setResult(m_scenario, m_results.result, m_comparisonDock->model()->pinned(),
                             m_results.pinServing, m_locale);
}

void MainWindow::showResult() {
    m_answer = m_results.result.answer; // computed once by evaluate()
    QStringList extra;
    if (const auto chassis = chassisWarning(m_scenario, m_catalog))
        extra << tr("%1 of the %2 cards of the %3 are used: the chassis's CPUs, host memory and "
                    "power stay in the figures.")
                     .arg(m_locale.toString(m_results.result.gpuCount),
                          m_locale.toString(
                              m_catalog.findServer(m_results.result.serverId)
                                  ? m_catalog.findServer(m_results.result.serverId)->gpuCount
                                  : m_results.result.gpuCount),
                          catalogText(m_results.result.serverName));
    m_resultPanel->setExtraWarnings(extra);
    m_resultPanel->setResult(m_results.result, m_scenario, m_answer, m_locale);
    // The two core views: where it runs out (this build and every pin) and what fits.
    std::vector<LabelledCurve> pins;
    const auto& pinned = m_comparisonDock->model()->pinned();
    for (std::size_t i = 0; i < pinned.size() && i < m_results.pinCurves.size(); ++i)
        pins.push_back({ComparisonModel::columnTitle(pinned[i], static_cast<int>(i)),
                        m_results.pinCurves[i].second});
    m_runsOut->setCurves(m_results.runsOut, pins, m_locale);
    {
        QTabWidget* tabs = m_resultPanel->tabs();
        const int index = tabs->indexOf(m_phases);
        if (m_results.result.rl.asked || tabs->isTabVisible(index))
            m_phases->setResult(m_results.result, m_locale);
        tabs->setTabVisible(index, m_results.result.rl.asked);
    }
    m_whatFits->setTable(m_results.whatFits, m_locale);
}

void MainWindow::applyEdit(const Scenario& edited, const QString& description, int mergeId) {
    m_undoStack->push(new ScenarioCommand(m_scenario, edited, description, mergeId,
                                          [this](const Scenario& s) { setScenario(s); }));
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_scenarioPanel && event->type() == QEvent::LayoutRequest)
        QMetaObject::invokeMethod(this, &MainWindow::fitPanelWidth, Qt::QueuedConnection);
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::fitPanelWidth() {
    // The controls' column is as wide as its widest row in the current language (German labels
    // are longer), never clipped: the panel scrolls only vertically.
    m_scenarioPanel->adjustSize();
    const int width = m_scenarioPanel->minimumSizeHint().width() +
                      m_panelScroll->verticalScrollBar()->sizeHint().width() +
                      2 * m_panelScroll->frameWidth();
    m_panelScroll->setMinimumWidth(width);
    QList<int> sizes = m_splitter->sizes();
    if (sizes.size() == 2 && sizes[0] + sizes[1] > width && sizes[0] < width) {
        sizes[1] -= width - sizes[0];
        sizes[0] = width;
        m_splitter->setSizes(sizes);
    }
}

void MainWindow::pinCurrent() {
    m_resultPanel->tabs()->setCurrentWidget(m_compareTab);
    if (!m_comparisonDock->pin(m_scenario, m_results.result))
        statusBar()->showMessage(tr("Four builds are pinned already: remove one to pin another."),
                                 6000);
    else
        setWindowModified(true); // the pins are saved with the scenario
    showResult();                // the pinned curve joins "where it runs out"
}

void MainWindow::createPresets() {
    m_presetBar = addToolBar(QString());
    m_presetBar->setObjectName(QStringLiteral("presetBar"));
    m_presetBar->setMovable(false);
    m_presetBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_presetMenu = new QMenu(this);
    menuBar()->insertMenu(m_languageMenu->menuAction(), m_presetMenu);
    for (int i = 0; i < int(std::size(kPresets)); ++i) {
        auto* action = new QAction(this);
        action->setObjectName(QStringLiteral("preset%1").arg(i));
        connect(action, &QAction::triggered, this, [this, i] { applyPreset(i); });
        m_presetBar->addAction(action);
        m_presetMenu->addAction(action);
        m_presetActions.push_back(action);
    }
}

void MainWindow::applyPreset(int index) {
    if (index < 0 || index >= int(std::size(kPresets)))
        return;
    const Preset& p = kPresets[index];
    Scenario edited = resolveBuild(m_scenario, p.gpu, p.cards, m_catalog).scenario;
    if (p.method >= 0)
        edited.method = static_cast<Method>(p.method);
    if (checkScenario(edited, m_catalog))
        return;
    applyEdit(edited, tr("Preset: %1").arg(tr(p.text)), -1);
}

void MainWindow::copyResults() {
    auto* mime = new QMimeData;
    mime->setText(QString::fromStdString(toText(m_results.result)));
    mime->setData(QStringLiteral("application/json"),
                  QByteArray::fromStdString(toJson(m_results.result).dump(2) + "\n"));
    QGuiApplication::clipboard()->setMimeData(mime);
    statusBar()->showMessage(tr("Results copied as text and JSON."), 4000);
}

void MainWindow::print() {
    QPrinter printer(QPrinter::HighResolution);
    QPrintDialog dialog(&printer, this);
    dialog.setWindowTitle(tr("Print"));
    if (dialog.exec() != QDialog::Accepted)
        return;
    // The window's result side as it is on screen, scaled to the page.
    const QPixmap picture = m_resultPanel->grab();
    QPainter painter(&printer);
    const QRect page = painter.viewport();
    QSize size = picture.size();
    size.scale(page.size(), Qt::KeepAspectRatio);
    painter.setViewport(page.x(), page.y(), size.width(), size.height());
    painter.setWindow(picture.rect());
    painter.drawPixmap(0, 0, picture);
}

void MainWindow::about() {
    QMessageBox::about(
        this, tr("About Headroom"),
        tr("<h3>Headroom %1</h3><p>Sizes GPU servers for fine-tuning large language models: "
           "memory per GPU, transfer against compute, power against the feeds, checkpoint "
           "storage.</p><p>Catalog: %2 files, %3 GPUs, %4 servers, %5 models.</p>")
            .arg(QCoreApplication::applicationVersion(),
                 m_locale.toString(qsizetype(m_catalog.files.size())),
                 m_locale.toString(qsizetype(m_catalog.gpus.size())),
                 m_locale.toString(qsizetype(m_catalog.servers.size())),
                 m_locale.toString(qsizetype(m_catalog.models.size()))));
}

Scenario MainWindow::scenarioWithPins() const {
    Scenario s = m_scenario;
    s.pins.clear();
    s.pinLabels.clear();
    for (const PinnedBuild& pin : m_comparisonDock->model()->pinned()) {
        Scenario p = pin.scenario;
        p.pins.clear();
        p.pinLabels.clear();
        s.pins.push_back(std::move(p));
        s.pinLabels.push_back(pin.label.toStdString());
    }
    return s;
}

void MainWindow::applyWhatFits(const QModelIndex& index) {
    const WhatFitsCell* cell = m_whatFits->cell(index);
    if (!cell || !cell->available)
        return;
    Scenario edited = resolveBuild(m_scenario, cell->gpu, cell->cards, m_catalog).scenario;
    if (checkScenario(edited, m_catalog))
        return;
    applyEdit(edited, tr("Apply build from what fits"), -1);
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
    m_importRecipeAction = new QAction(this);
    m_importRecipeAction->setObjectName(QStringLiteral("importTrainingConfig"));
    connect(m_importRecipeAction, &QAction::triggered, this, &MainWindow::importRecipe);
    m_exportRecipeAction = new QAction(this);
    m_exportRecipeAction->setObjectName(QStringLiteral("exportTrainingConfig"));
    connect(m_exportRecipeAction, &QAction::triggered, this, [this] { exportTrainingConfig(); });
    m_exportQuoteAction = new QAction(this);
    m_exportQuoteAction->setObjectName(QStringLiteral("exportQuote"));
    connect(m_exportQuoteAction, &QAction::triggered, this, &MainWindow::exportQuote);
    m_exportSheetAction = new QAction(this);
    m_exportSheetAction->setObjectName(QStringLiteral("exportSheet"));
    m_exportSheetAction->setEnabled(QuoteSheet::available());
    connect(m_exportSheetAction, &QAction::triggered, this, [this] { exportSheet(); });
    m_vendorAction = new QAction(this);
    m_vendorAction->setObjectName(QStringLiteral("vendorDetails"));
    connect(m_vendorAction, &QAction::triggered, this, [this] {
        // The user catalog's vendor.json (README, "Your own GPUs, servers and prices").
        VendorDialog dialog(
            m_catalog.vendor,
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
    m_pinAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_D)); // Ctrl+P is Print
    connect(m_pinAction, &QAction::triggered, this, &MainWindow::pinCurrent);
    m_servingAction = new QAction(this);
    m_servingAction->setObjectName(QStringLiteral("showServing"));
    connect(m_servingAction, &QAction::triggered, this,
            [this] { m_resultPanel->tabs()->setCurrentWidget(m_servingTab); });
    m_compareAction = new QAction(this);
    m_compareAction->setObjectName(QStringLiteral("showCompare"));
    connect(m_compareAction, &QAction::triggered, this,
            [this] { m_resultPanel->tabs()->setCurrentWidget(m_compareTab); });

    m_copyAction = new QAction(this);
    m_copyAction->setObjectName(QStringLiteral("copyResults"));
    m_copyAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(m_copyAction, &QAction::triggered, this, &MainWindow::copyResults);
    m_printAction = new QAction(this);
    m_printAction->setObjectName(QStringLiteral("print"));
    m_printAction->setShortcut(QKeySequence::Print);
    connect(m_printAction, &QAction::triggered, this, &MainWindow::print);
    m_aboutAction = new QAction(this);
    m_aboutAction->setObjectName(QStringLiteral("about"));
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::about);

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
    m_fileMenu->addAction(m_importRecipeAction);
    m_fileMenu->addAction(m_exportRecipeAction);
    m_fileMenu->addAction(m_exportQuoteAction);
    m_fileMenu->addAction(m_exportSheetAction);
    m_fileMenu->addAction(m_printAction);
    m_fileMenu->addAction(m_vendorAction);
    m_fileMenu->addSeparator();
    m_fileMenu->addAction(m_quitAction);
    m_editMenu = menuBar()->addMenu(QString());
    m_editMenu->addAction(m_undoAction);
    m_editMenu->addAction(m_redoAction);
    m_editMenu->addSeparator();
    m_editMenu->addAction(m_copyAction);
    m_viewMenu = menuBar()->addMenu(QString());
    m_viewMenu->addAction(m_assumptionsDock->toggleViewAction());
    m_viewMenu->addAction(m_compareAction);
    m_viewMenu->addAction(m_servingAction);
    m_viewMenu->addAction(m_pinAction);
    m_languageMenu = menuBar()->addMenu(QString());
    m_languageMenu->addAction(m_englishAction);
    m_languageMenu->addAction(m_germanAction);
    m_helpMenu = menuBar()->addMenu(QString());
    m_helpMenu->addAction(m_aboutAction);
    addUserGuideAction(m_helpMenu, this); // Help → User guide, F1 (window/userguide.h)
}

void MainWindow::retranslate() {
    m_fileMenu->setTitle(tr("&File"));
    m_recentMenu->setTitle(tr("Open &Recent"));
    m_editMenu->setTitle(tr("&Edit"));
    m_viewMenu->setTitle(tr("&View"));
    m_languageMenu->setTitle(tr("&Language"));
    m_helpMenu->setTitle(tr("&Help"));
    m_presetMenu->setTitle(tr("&Presets"));
    m_presetBar->setWindowTitle(tr("Presets"));
    for (std::size_t i = 0; i < m_presetActions.size(); ++i) {
        m_presetActions[i]->setText(tr(kPresets[i].text));
        m_presetActions[i]->setToolTip(tr("Make the build %1 (the smallest catalog server that "
                                          "holds the cards)")
                                           .arg(tr(kPresets[i].text)));
    }
    m_copyAction->setText(tr("&Copy results"));
    m_printAction->setText(tr("&Print…"));
    m_aboutAction->setText(tr("&About Headroom"));
    m_newAction->setText(tr("&New"));
    m_openAction->setText(tr("&Open…"));
    m_saveAction->setText(tr("&Save"));
    m_saveAsAction->setText(tr("Save &As…"));
    m_importAction->setText(tr("&Import config.json…"));
    m_importRecipeAction->setText(tr("Import &training config…"));
    m_importRecipeAction->setToolTip(tr("An Axolotl, LLaMA-Factory, torchtune or TRL config, or "
                                        "a DeepSpeed JSON, onto the current build"));
    m_exportRecipeAction->setText(tr("Export t&raining config…"));
    m_exportRecipeAction->setToolTip(tr("The scenario as an Axolotl, LLaMA-Factory, torchtune or "
                                        "TRL config with the settings that make it fit the "
                                        "build, and the DeepSpeed JSON beside it"));
    m_exportQuoteAction->setText(tr("Export &quote…"));
    m_exportSheetAction->setText(tr("Export interactive &sheet…"));
    m_exportSheetAction->setToolTip(QuoteSheet::available()
                                        ? tr("One HTML file with sliders that opens offline in "
                                             "any browser")
                                        : tr("This build has no interactive sheet (built "
                                             "without emscripten)"));
    m_vendorAction->setText(tr("&Vendor details…"));
    m_quitAction->setText(tr("&Quit"));
    updateUndoTexts();
    m_assumptionsDock->setWindowTitle(tr("Assumptions"));
    m_assumptionsDock->toggleViewAction()->setText(tr("&Assumptions and sources"));
    m_assumptionsModel->setCatalog(m_catalog, m_locale);
    m_compareAction->setText(tr("&Compare builds"));
    m_pinAction->setText(tr("&Pin current build"));
    m_servingDock->retranslate();
    m_servingAction->setText(tr("&Serving the tuned model"));
    showServing();
    m_comparisonDock->setLocale(m_locale);
    m_comparisonDock->retranslate();
    m_comparisonDock->setRecommendations(m_results.recommendations);
    updateRecentFiles();
    updateTitle();
    m_resultPanel->retranslate();
    m_runsOut->retranslate();
    fitPanelWidth();
    auto* tabs = m_resultPanel->tabs();
    tabs->setTabText(tabs->indexOf(m_runsOut), tr("Where it runs out"));
    tabs->setTabText(tabs->indexOf(m_phases), tr("Phases"));
    m_phases->retranslate();
    tabs->setTabText(tabs->indexOf(m_whatFitsView), tr("What fits"));
    tabs->setTabText(tabs->indexOf(m_compareTab), tr("Compare"));
    tabs->setTabText(tabs->indexOf(m_servingTab), tr("Serving"));
    m_whatFitsView->setToolTip(tr("Free memory per GPU for every GPU type and count on the "
                                  "smallest catalog server that holds them; click a cell to "
                                  "apply it."));
    showResult();
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
    // Qt's own strings (standard buttons, file and print dialogs) from Qt's translations
    // (Debian: qt6-translations-l10n); English needs none.
    QCoreApplication::removeTranslator(&m_qtTranslator);
    if (m_language != QLatin1String("en") &&
        m_qtTranslator.load(QLocale(m_locale), QStringLiteral("qtbase"), QStringLiteral("_"),
                            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&m_qtTranslator);
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

void MainWindow::exportQuote() {
    QuoteDialog dialog(m_catalog, m_scenario, m_results.result, this);
    dialog.setComparison(m_comparisonDock->model()->pinned());
    dialog.setScenarioFile(m_file);
    // The quote details are the scenario's: saved with it and there at the next export.
    if (dialog.exec() == QDialog::Accepted && dialog.details() != m_scenario.quote) {
        Scenario edited = m_scenario;
        edited.quote = dialog.details();
        applyEdit(edited, tr("Quote details"), -1);
    }
}

bool MainWindow::exportSheet(const QString& chosenPath) {
    QString path = chosenPath;
    if (path.isEmpty()) {
        const QString name =
            m_file.isEmpty() ? QStringLiteral("sheet")
                             : QFileInfo(m_file).completeBaseName().section(QLatin1Char('.'), 0, 0);
        path = QFileDialog::getSaveFileName(this, tr("Export interactive sheet"),
                                            m_settings.lastDirectory() + QLatin1Char('/') + name +
                                                QStringLiteral(".html"),
                                            tr("Web pages (*.html)"));
        if (path.isEmpty())
            return false;
        if (!path.endsWith(QLatin1String(".html"), Qt::CaseInsensitive))
            path += QStringLiteral(".html");
        m_settings.setLastDirectory(QFileInfo(path).absolutePath());
    }
    const QuoteOptions options =
        QuoteOptions::forLanguage(m_scenario.quote, m_catalog.vendor, m_language);
    // Through the one writer: never onto the scenario, a catalog file or another input.
    QString error;
    const QByteArray html =
        QuoteSheet(m_catalog).render(m_scenario, m_results.result, options, &error);
    if (html.isEmpty() || OutputFile::writeAll({{path, html}}, scenarioInputs(m_file), &error) !=
                              OutputFile::Result::Written) {
        showError(tr("Cannot export the sheet"),
                  tr("The sheet could not be written to %1:\n%2").arg(path, error));
        return false;
    }
    statusBar()->showMessage(tr("Sheet written to %1").arg(path), 5000);
    return true;
}

bool MainWindow::exportTrainingConfig(const QString& chosenPath, const QString& chosenFormat) {
    // The formats `headroom export-recipe --to` writes, one save-dialog filter each.
    struct Format {
        const char* id;
        QString filter;
    };
    const Format formats[] = {{"axolotl", tr("Axolotl config (*.yaml *.yml)")},
                              {"llamafactory", tr("LLaMA-Factory config (*.yaml *.yml)")},
                              {"torchtune", tr("torchtune config (*.yaml *.yml)")},
                              {"trl", tr("TRL config (*.yaml *.yml)")}};
    QString path = chosenPath, format = chosenFormat;
    if (path.isEmpty()) {
        QStringList filters;
        for (const Format& f : formats)
            filters << f.filter;
        QString selected = filters.front();
        if (m_scenario.recipe)
            for (const Format& f : formats)
                if (m_scenario.recipe->framework == f.id)
                    selected = f.filter;
        path = QFileDialog::getSaveFileName(this, tr("Export training config"),
                                            m_settings.lastDirectory() +
                                                QStringLiteral("/fitted.yaml"),
                                            filters.join(QStringLiteral(";;")), &selected);
        if (path.isEmpty())
            return false;
        if (!path.endsWith(QLatin1String(".yaml"), Qt::CaseInsensitive) &&
            !path.endsWith(QLatin1String(".yml"), Qt::CaseInsensitive))
            path += QStringLiteral(".yaml");
        m_settings.setLastDirectory(QFileInfo(path).absolutePath());
        for (const Format& f : formats)
            if (selected == f.filter)
                format = QString::fromLatin1(f.id);
    }
    if (format.isEmpty())
        format = QStringLiteral("axolotl");
    const QString file = QFileInfo(path).absoluteFilePath();
    auto refuse = [&](const QString& reason) {
        showError(tr("Cannot export training config"),
                  tr("The training config could not be written to %1.\n\n%2")
                      .arg(QDir::toNativeSeparators(file), reason));
        return false;
    };
    const OutputGuard guard = scenarioInputs(m_file);
    if (const QString input = guard.inputAt(file); !input.isEmpty())
        return refuse(input);
    auto exported =
        headroom::exportRecipe(m_scenario, m_catalog, format.toStdString(), filePath(file));
    if (!exported) {
        const Error& e = exported.error();
        return refuse(tr("Key: %1\nProblem: %2")
                          .arg(QString::fromStdString(e.key), QString::fromStdString(e.message)));
    }
    const ExportedRecipe& r = exported.value();
    // The recipe and its DeepSpeed JSON together or not at all, neither onto an input.
    std::vector<OutputItem> items;
    if (!r.deepSpeedPath.empty())
        items.push_back(
            {fileNameFromPath(r.deepSpeedPath), QByteArray::fromStdString(r.deepSpeedText)});
    items.push_back({file, QByteArray::fromStdString(r.text)});
    QString error;
    if (OutputFile::writeAll(items, guard, &error) != OutputFile::Result::Written)
        return refuse(error);
    QString message =
        tr("Training config written to %1: fits with %2 GB free per GPU")
            .arg(QDir::toNativeSeparators(file), m_locale.toString(r.headroomGb, 'f', 1));
    if (!r.fit.changes.empty())
        message += tr(" (changes to fit: %1, listed in the file)")
                       .arg(m_locale.toString(static_cast<int>(r.fit.changes.size())));
    statusBar()->showMessage(message, 8000);
    return true;
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

namespace {
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
