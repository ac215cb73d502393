#pragma once
// The Serving view (issue 23): how many users the build serves with the tuned model, against
// the context length, for the current build and every pinned build, the chosen point marked;
// and the scenario's serving need (context, users, formats) as controls.
#include "compare/comparisonmodel.h"
#include "scenario.h"
#include "sizingresult.h"

#include <QDockWidget>
#include <QLocale>
#include <optional>
#include <vector>

class QCheckBox;
class QChart;
class QChartView;
class QComboBox;
class QLabel;
class QSpinBox;

namespace headroom::ui {

class ServingEngineSection;

class ServingDock : public QDockWidget {
    Q_OBJECT
public:
    explicit ServingDock(QWidget* parent = nullptr);

    /// The whole new state: the scenario, its result, the pinned builds and each of them
    /// served with the scenario's serving need (`pinServing`, in the pins' order; the window
    /// evaluates them, windowresults.h).
    void setResult(const Scenario& scenario, const SizingResult& result,
                   const std::vector<PinnedBuild>& pinned,
                   const std::vector<ServingResult>& pinServing, const QLocale& locale);
    void retranslate();

    /// Series shown (one per build), for tests: name and points.
    int seriesCount() const;
    QString verdictText() const;

signals:
    /// The user changed the serving need (nullopt: serving not asked).
    void servingEdited(const std::optional<headroom::ServingRequest>& serving);

private:
    void emitEdit();
    void updateChart();
    /// The log2 context axis from `minContext` to `maxContext` tokens and the log10 users axis
    /// up to `maxUsers`, labelled in plain figures ("1k", "32k", "1,000").
    void addAxes(double minContext, double maxContext, double maxUsers);

    Scenario m_scenario;
    SizingResult m_result;
    std::vector<PinnedBuild> m_pinned;
    std::vector<ServingResult> m_pinServing;
    QLocale m_locale;
    bool m_updating = false;

    QCheckBox* m_enabled;
    QSpinBox* m_context;
    QSpinBox* m_output; ///< serving.output_tokens; 0 reads "catalog default"
    QSpinBox* m_users;
    QComboBox* m_weights;
    QComboBox* m_kvCache;
    QLabel* m_contextLabel;
    QLabel* m_outputLabel;
    QLabel* m_usersLabel;
    QLabel* m_weightsLabel;
    QLabel* m_kvLabel;
    QLabel* m_verdict;
    ServingEngineSection* m_engineSection;
    QChart* m_chart;
    QChartView* m_view;
};

} // namespace headroom::ui
