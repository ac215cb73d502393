// The configurator window: its construction, the one place that evaluates (setScenario) and the
// hand-off of the figures to every view, the pins, the window events. The actions, menus and
// language are in mainwindow_actions.cpp, opening and saving in mainwindow_files.cpp, the
// exports in mainwindow_export.cpp.
#include "window/mainwindow.h"

#include "charts/phaseview.h"
#include "charts/runsoutchartview.h"
#include "common/catalognames.h"
#include "compare/comparisondock.h"
#include "compare/whatfitsmodel.h"
#include "build/resolvebuild.h"
#include "scenario/scenariopanel.h"
#include "serving/servingdock.h"
#include "costs/costsview.h"
#include "window/assumptionsmodel.h"
#include "window/resultpanel.h"
#include "window/scenariocommand.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QGuiApplication>
#include <QHeaderView>
#include <QMessageBox>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QUndoStack>

#include <algorithm>

#include <nlohmann/json.hpp>

namespace headroom::ui {

namespace {

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

    createPanels();
    createCompareViews();
    createServingView();
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

void MainWindow::createPanels() {
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
}

void MainWindow::createCompareViews() {
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
}

void MainWindow::createServingView() {
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
    m_costsView = new CostsView(this);
    m_resultPanel->tabs()->addTab(m_costsView, QString());
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
        showCosts();
    });
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
    showCosts();
}

void MainWindow::showCosts() {
    std::vector<LabelledCosts> pins;
    const auto& pinned = m_comparisonDock->model()->pinned();
    for (std::size_t i = 0; i < pinned.size() && i < m_results.pinCosts.size(); ++i)
        pins.push_back({ComparisonModel::columnTitle(pinned[i], static_cast<int>(i)),
                        m_results.pinCosts[i]});
    m_costsView->setCosts(m_results.result.costs, pins, m_locale);
}

void MainWindow::showServing() {
    m_servingDock->setResult(m_scenario, m_results.result, m_comparisonDock->model()->pinned(),
                             m_results.pinServing, m_locale);
}

void MainWindow::showResult() {
    m_answer = m_results.result.answer; // computed once by evaluate()
    QStringList extra;
    // The chassis's cards and name as the core's warning gives them (chassisWarning).
    if (const auto chassis = chassisWarning(m_scenario, m_catalog))
        extra << tr("%1 of the %2 cards of the %3 are used: the chassis's CPUs, host memory and "
                    "power stay in the figures.")
                     .arg(m_locale.toString(m_results.result.gpuCount),
                          m_locale.toString(int(chassis->args[1].value)),
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
    Scenario edited = chooseChassis(m_scenario, cell->gpu, cell->cards, m_catalog).scenario;
    if (checkScenario(edited, m_catalog))
        return;
    applyEdit(edited, tr("Apply build from what fits"), -1);
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

} // namespace headroom::ui
