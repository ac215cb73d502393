#pragma once
#include "catalog.h"
#include "common/outputfile.h"
#include "common/settings.h"
#include "runsout.h"
#include "scenario.h"
#include "sizingresult.h"
#include "verdictanswer.h"
#include "window/windowresults.h"

#include <QLocale>
#include <QMainWindow>
#include <QTranslator>

#include <utility>
#include <vector>

QT_BEGIN_NAMESPACE
class QAction;
class QActionGroup;
class QDockWidget;
class QMenu;
class QSplitter;
class QScrollArea;
class QTableView;
class QToolBar;
class QUndoStack;
QT_END_NAMESPACE

namespace headroom::ui {

class AssumptionsModel;
class ComparisonDock;
class ServingDock;
class CostsView;
class ResultPanel;
class PhaseView;
class RunsOutChartView;
class WhatFitsModel;
class ScenarioPanel;

/// The configurator window: controls on one side, the four result charts on the other.
/// setScenario() is the one place that evaluates; everything else edits the scenario.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(Catalog catalog, QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Opens a scenario file; reports problems in a dialog (naming file and key).
    bool openScenario(const QString& path);
    /// Writes the scenario atomically to `path` and makes it the current file.
    bool saveScenarioAs(const QString& path);
    /// Makes `arch` from a Hugging Face config.json the scenario's model (undoable).
    bool importModelConfig(const QString& path);
    /// Takes the training of a recipe (Axolotl, LLaMA-Factory, torchtune, TRL, DeepSpeed) onto
    /// the current build (undoable); a model outside the catalog keeps the window's model, and
    /// the note says so. Problems in a dialog naming the file and the key.
    bool importTrainingConfig(const QString& path);
    /// Starts over from the default scenario (no prompt).
    void newScenario();
    /// Switches the UI to "en" or "de": translator, number locale, every text.
    void setLanguage(const QString& language);
    QString language() const { return m_language; }

    const Scenario& scenario() const { return m_scenario; }
    const SizingResult& result() const { return m_results.result; }
    const Catalog& catalog() const { return m_catalog; }
    QUndoStack* undoStack() const { return m_undoStack; }
    ScenarioPanel* scenarioPanel() const { return m_scenarioPanel; }
    ResultPanel* resultPanel() const { return m_resultPanel; }
    ComparisonDock* comparisonDock() const { return m_comparisonDock; }
    const VerdictAnswer& answer() const { return m_answer; }
    RunsOutChartView* runsOutView() const { return m_runsOut; }
    /// The phases of a preference or RL run (a tab shown only for such runs).
    PhaseView* phaseView() const { return m_phases; }
    WhatFitsModel* whatFitsModel() const { return m_whatFits; }
    QTableView* whatFitsView() const { return m_whatFitsView; }
    /// Makes the what-fits cell at `index` the build (undoable).
    void applyWhatFits(const QModelIndex& index);
    ServingDock* servingDock() const { return m_servingDock; }
    CostsView* costsView() const { return m_costsView; }
    QString currentFile() const { return m_file; }
    /// Off for tests: errors go to lastError() only, no modal dialogs or prompts.
    void setDialogsEnabled(bool enabled) { m_dialogsEnabled = enabled; }
    /// File → Export interactive sheet…: the sheet of the current scenario in the window's
    /// language, to `path` (empty: asks with a file dialog). False when nothing was written.
    bool exportSheet(const QString& path = {});
    /// File → Export training config…: the current scenario as a recipe of `format` (axolotl,
    /// llamafactory, torchtune, trl) with what makes it fit the build, and the DeepSpeed JSON
    /// beside it where one is needed; `path` empty asks with a file dialog whose filter picks
    /// the format. False when nothing was written.
    bool exportTrainingConfig(const QString& path = {}, const QString& format = {});
    QString lastError() const { return m_lastError; }

protected:
    void changeEvent(QEvent* event) override;
    /// Follows the scenario panel's layout requests with fitPanelWidth().
    bool eventFilter(QObject* watched, QEvent* event) override;
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    // Construction (mainwindow.cpp): the panel and the result side, the compare and what-fits
    // views, the serving view.
    void createPanels();
    void createCompareViews();
    void createServingView();
    // Actions, menus and presets (mainwindow_actions.cpp).
    void createActions();
    void createFileActions();
    void createEditActions();
    void createViewActions();
    void createPresets();
    /// Applies preset `index` of the page's builds (undoable).
public:
    void applyPreset(int index);
    /// Puts the result on the clipboard as text and JSON.
    void copyResults();
    /// The pinned builds as the scenario file keeps them.
    Scenario scenarioWithPins() const;

private:
    /// The files an export must not replace: what the scenario names, the catalog files, the
    /// logo, and `scenarioFile` (empty for the scenario's own Save, which may replace it).
    OutputGuard scenarioInputs(const QString& scenarioFile) const;
    void print();
    void about();
    void createMenus();
    void retranslate();
    void setScenario(const Scenario& scenario);
    /// Hands m_results to the result side: verdict and answers, charts, where it runs out, the
    /// phases, what fits.
    void showResult();
    /// Hands the result and the pins' serving to the serving view.
    void showServing();
    /// The Costs tab: the build's and every pin's own-or-rent comparison (issue 34).
    void showCosts();
    /// Pins the current build (the compare tab says why when it cannot).
    void pinCurrent();
    void fitPanelWidth();
    void applyEdit(const Scenario& edited, const QString& description, int mergeId);
    void showError(const QString& title, const QString& text);
    bool maybeSave();
    bool save();
    bool saveAs();
    void open();
    void importModel();
    void importRecipe();
    void exportQuote();
    void setCurrentFile(const QString& path);
    void updateRecentFiles();
    void updateTitle();
    void updateUndoTexts();

    Catalog m_catalog;
    Scenario m_scenario;
    /// The one evaluation of the scenario and its pins (evaluateWindow()), shown by every view.
    WindowResults m_results;
    VerdictAnswer m_answer;
    Settings m_settings;
    QString m_language = QStringLiteral("en");
    QLocale m_locale;
    QTranslator m_translator;
    QTranslator m_quoteTranslator;
    QTranslator m_qtTranslator; ///< Qt's own qtbase strings: standard buttons, file dialogs
    QString m_file;
    QString m_lastError;
    bool m_dialogsEnabled = true;

    QUndoStack* m_undoStack;
    ScenarioPanel* m_scenarioPanel;
    ResultPanel* m_resultPanel;
    QSplitter* m_splitter;
    QScrollArea* m_panelScroll = nullptr;
    QDockWidget* m_assumptionsDock;
    AssumptionsModel* m_assumptionsModel;
    ComparisonDock* m_comparisonDock = nullptr;
    RunsOutChartView* m_runsOut = nullptr;
    PhaseView* m_phases = nullptr;
    WhatFitsModel* m_whatFits = nullptr;
    QTableView* m_whatFitsView = nullptr;
    QWidget* m_compareTab = nullptr;
    QAction* m_compareAction = nullptr;
    ServingDock* m_servingDock = nullptr; ///< issue 23: serving the tuned model
    QWidget* m_servingTab = nullptr;      ///< its panel, shown as a result tab
    CostsView* m_costsView = nullptr;     ///< issue 34: own or rent, a result tab
    QAction* m_servingAction = nullptr;   ///< View → Serving the tuned model: shows the tab

    QMenu* m_fileMenu = nullptr;
    QMenu* m_recentMenu = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_viewMenu = nullptr;
    QMenu* m_languageMenu = nullptr;
    QMenu* m_presetMenu = nullptr;
    QMenu* m_helpMenu = nullptr;
    QToolBar* m_presetBar = nullptr;
    std::vector<QAction*> m_presetActions;
    QAction* m_copyAction = nullptr;
    QAction* m_printAction = nullptr;
    QAction* m_aboutAction = nullptr;
    QAction* m_newAction = nullptr;
    QAction* m_openAction = nullptr;
    QAction* m_saveAction = nullptr;
    QAction* m_saveAsAction = nullptr;
    QAction* m_importAction = nullptr;
    QAction* m_importRecipeAction = nullptr;
    QAction* m_exportQuoteAction = nullptr;
    QAction* m_exportSheetAction = nullptr;
    QAction* m_exportRecipeAction = nullptr;
    QAction* m_vendorAction = nullptr; ///< the quote's letterhead (VendorDialog)
    QAction* m_quitAction = nullptr;
    QAction* m_undoAction = nullptr;
    QAction* m_redoAction = nullptr;
    QAction* m_pinAction = nullptr;
    QAction* m_englishAction = nullptr;
    QAction* m_germanAction = nullptr;
    QActionGroup* m_languageGroup = nullptr;
};

} // namespace headroom::ui
