#pragma once
// A view around one of the four result charts; refreshes the chart in place on each result.
#include "charts/resultcharts.h"

#include <QChartView>

namespace headroom::ui {

class ResultChartView : public QChartView {
    Q_OBJECT
public:
    explicit ResultChartView(ResultChartKind kind, QWidget* parent = nullptr);
    void setResult(const SizingResult& result, const QLocale& locale);
    ResultChartKind kind() const { return m_kind; }

private:
    ResultChartKind m_kind;
};

} // namespace headroom::ui
