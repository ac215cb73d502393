#pragma once
// The results side of the window: verdict, summary, the four charts and the warnings.
#include "charts/resultchartview.h"
#include "scenario.h"
#include "sizingresult.h"
#include "verdictanswer.h"

#include <QLocale>
#include <QWidget>
#include <array>

QT_BEGIN_NAMESPACE
class QLabel;
class QGridLayout;
class QHBoxLayout;
class QListWidget;
class QScrollArea;
class QTabWidget;
class QToolButton;
QT_END_NAMESPACE

namespace headroom::ui {

class ResultPanel : public QWidget {
    Q_OBJECT
public:
    explicit ResultPanel(QWidget* parent = nullptr);
    /// Shows a whole new result; the scenario words the warnings (e.g. which feed is planned).
    /// `answer` (answerVerdict() of the same result) adds the direct answers to the verdict line
    /// and decides its colour.
    void setResult(const SizingResult& result, const Scenario& scenario,
                   const VerdictAnswer& answer, const QLocale& locale);
    /// Extra warnings the window adds (the chassis's, from chooseChassis).
    void setExtraWarnings(const QStringList& warnings) { m_extraWarnings = warnings; }
    /// The tabs: charts first, then the window's other views.
    QTabWidget* tabs() const { return m_tabs; }
    void retranslate();

    QString verdictText() const;
    QStringList warningTexts() const;
    ResultChartView* chartView(ResultChartKind kind) const;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    // The constructor's parts, in its order.
    void setupAnswerLines();
    void setupWarnings();
    void setupCharts();
    /// Two columns of charts when there is room, else one column to scroll through, so that the
    /// legends stay readable on a small shared screen.
    void arrangeCharts(int columns);
    void fitVerdictHeight();
    /// Shows the whole summary: on one line where it fits the label's width, else broken at its
    /// " · " separators onto a second line (never cut with "…", issue 32).
    void fitSummary();
    /// The warnings strip's text cut to its width with an ellipsis (the list and the tooltip
    /// hold every warning whole).
    void fitWarningsStrip();
    /// Lays the opened warnings list over the charts, below the strip.
    void placeWarnings();

    QLabel* m_verdict;
    QLabel* m_power; ///< the feed's answer, one line
    QString m_verdictLine;
    bool m_answersServing = false; ///< the verdict carries the serving answer (a third line)
    QLabel* m_summary;
    QString m_summaryText; ///< the whole summary line (the label may show it on two lines)
    QString m_warningsText; ///< the strip's whole text (fitWarningsStrip)
    std::array<ResultChartView*, 5> m_charts{};
    QListWidget* m_warnings;
    QToolButton* m_warningsButton;
    QTabWidget* m_tabs;
    QStringList m_extraWarnings;
    QScrollArea* m_scroll;
    QGridLayout* m_grid;
    QHBoxLayout* m_topRow;    ///< two columns: memory, step, host memory (grid row 0)
    QHBoxLayout* m_bottomRow; ///< two columns: power, storage (grid row 1)
    int m_columns = 0;
};

} // namespace headroom::ui
