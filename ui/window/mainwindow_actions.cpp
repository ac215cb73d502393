// The configurator window's actions, menus, presets and language: created once, their texts
// set again by retranslate() on every switch of language.
#include "window/mainwindow.h"

#include "build/resolvebuild.h"
#include "build/scenariocheck.h"
#include "build/scenarioedit.h"
#include "charts/phaseview.h"
#include "charts/runsoutchartview.h"
#include "compare/comparisondock.h"
#include "costs/costsview.h"
#include "quote/vendordialog.h"
#include "scenario/scenariopanel.h"
#include "serving/servingdock.h"
#include "sheet/quotesheet.h"
#include "window/assumptionsmodel.h"
#include "window/resultpanel.h"
#include "window/userguide.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QDockWidget>
#include <QLibraryInfo>
#include <QMenuBar>
#include <QMessageBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QToolBar>
#include <QUndoStack>

namespace headroom::ui {

namespace {

/// The reference page's builds, one click each: GPU type and count (the chassis comes from
/// chooseChassis), and the method for the one-card adapter runs.
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

} // namespace

// ---- Actions and menus ------------------------------------------------------------------------

void MainWindow::createActions() {
    createFileActions();
    createEditActions();
    createViewActions();
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

void MainWindow::createFileActions() {
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
    m_printAction = new QAction(this);
    m_printAction->setObjectName(QStringLiteral("print"));
    m_printAction->setShortcut(QKeySequence::Print);
    connect(m_printAction, &QAction::triggered, this, &MainWindow::print);
}

void MainWindow::createEditActions() {
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
    m_copyAction = new QAction(this);
    m_copyAction->setObjectName(QStringLiteral("copyResults"));
    m_copyAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    connect(m_copyAction, &QAction::triggered, this, &MainWindow::copyResults);
}

void MainWindow::createViewActions() {
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
    tabs->setTabText(tabs->indexOf(m_costsView), tr("Costs"));
    m_costsView->retranslate();
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
    Scenario edited = chooseChassis(m_scenario, p.gpu, p.cards, m_catalog).scenario;
    if (p.method >= 0)
        edited.method = static_cast<Method>(p.method);
    // The core's rules for every edit (settleEdit), as the panel's controls apply them: a LoRA
    // preset on a scenario with per-op checkpointing goes back to full checkpointing.
    edited = settleEdit(std::move(edited), m_scenario, m_catalog);
    if (checkScenario(edited, m_catalog))
        return;
    applyEdit(edited, tr("Preset: %1").arg(tr(p.text)), -1);
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

void MainWindow::updateUndoTexts() {
    const QString undo = m_undoStack->undoText();
    const QString redo = m_undoStack->redoText();
    m_undoAction->setText(undo.isEmpty() ? tr("&Undo") : tr("&Undo: %1").arg(undo));
    m_redoAction->setText(redo.isEmpty() ? tr("&Redo") : tr("&Redo: %1").arg(redo));
}

} // namespace headroom::ui
