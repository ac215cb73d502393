#pragma once
// The results side of the window: verdict, summary, the four charts and the warnings.
#include "resultchartview.h"
#include "scenario.h"
#include "sizingresult.h"

#include <QLocale>
#include <QWidget>
#include <array>

QT_BEGIN_NAMESPACE
class QLabel;
class QGridLayout;
class QListWidget;
class QScrollArea;
QT_END_NAMESPACE

namespace headroom::ui {

class ResultPanel : public QWidget {
    Q_OBJECT
public:
    explicit ResultPanel(QWidget* parent = nullptr);
    /// Shows a whole new result; the scenario words the warnings (e.g. which feed is planned).
    void setResult(const SizingResult& result, const Scenario& scenario, const QLocale& locale);

    QString verdictText() const;
    QStringList warningTexts() const;
    ResultChartView* chartView(ResultChartKind kind) const;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    /// Two columns of charts when there is room, else one column to scroll through, so that the
    /// legends stay readable on a small shared screen.
    void arrangeCharts(int columns);

    QLabel* m_verdict;
    QLabel* m_summary;
    std::array<ResultChartView*, 4> m_charts{};
    QListWidget* m_warnings;
    QScrollArea* m_scroll;
    QGridLayout* m_grid;
    int m_columns = 0;
};

} // namespace headroom::ui
