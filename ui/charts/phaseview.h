#pragma once
// "Phases" (issue 19): for a preference or RL run, memory per GPU in each phase of a step
// (generate, score, train) against the card's capacity with the peak phase marked, and the
// step's time broken down by phase with the samples per hour. Every figure comes from the
// result's `rl` block (core/rl/rlstage.cpp).
#include "sizingresult.h"

#include <QLocale>
#include <QWidget>

QT_BEGIN_NAMESPACE
class QChart;
class QChartView;
class QLabel;
QT_END_NAMESPACE

namespace headroom::ui {

class PhaseView : public QWidget {
    Q_OBJECT
public:
    explicit PhaseView(QWidget* parent = nullptr);
    /// Draws the phases of `result` (nothing while it is not a preference or RL run).
    void setResult(const SizingResult& result, const QLocale& locale);
    void retranslate();

    /// The phase's name in the UI language ("generate" → "Generate").
    static QString phaseName(const std::string& phase);
    /// The charts as shown, for tests and the quote (owned by their views).
    QChart* memoryChart() const;
    QChart* timeChart() const;
    /// The line under the charts: samples per hour and what a step generates.
    QString summaryText() const;

    /// The memory-per-phase chart of `result` (a new chart the caller owns).
    static QChart* makeMemoryChart(const SizingResult& result, const QLocale& locale);
    /// The step-time breakdown of `result` (a new chart the caller owns).
    static QChart* makeTimeChart(const SizingResult& result, const QLocale& locale);
    /// Samples per hour and the step's completions, one line.
    static QString summary(const SizingResult& result, const QLocale& locale);

private:
    QChartView* m_memory;
    QChartView* m_time;
    QLabel* m_summary;
    SizingResult m_result;
    QLocale m_locale;
};

} // namespace headroom::ui
