#pragma once
// The Costs tab: own or rent for the current build and every pinned one. The answer (which
// month owning breaks even), the figures, the dated cloud price, and the chart of cumulative
// costs. The window evaluates the comparisons (windowresults.h) and hands them over whole.
#include "charts/costschartview.h"

#include <QLocale>
#include <QWidget>

QT_BEGIN_NAMESPACE
class QLabel;
QT_END_NAMESPACE

namespace headroom::ui {

class CostsView : public QWidget {
    Q_OBJECT
public:
    explicit CostsView(QWidget* parent = nullptr);
    /// The whole new state: the current build's comparison (`asked` false: the scenario has no
    /// costs section) and the pinned builds'.
    void setCosts(const CostsResult& current, const std::vector<LabelledCosts>& pinned,
                  const QLocale& locale);
    void retranslate();
    QString answerText() const;
    CostsChartView* chartView() const { return m_chart; }

private:
    void showTexts();

    CostsResult m_current;
    std::vector<LabelledCosts> m_pinned;
    QLocale m_locale;
    QLabel* m_answer;
    QLabel* m_figures;
    QLabel* m_prices;
    CostsChartView* m_chart;
};

} // namespace headroom::ui
