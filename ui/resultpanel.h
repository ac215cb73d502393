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
class QListWidget;
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

private:
    QLabel* m_verdict;
    QLabel* m_summary;
    std::array<ResultChartView*, 4> m_charts{};
    QListWidget* m_warnings;
};

} // namespace headroom::ui
