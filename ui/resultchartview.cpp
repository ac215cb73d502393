#include "resultchartview.h"

namespace headroom::ui {

ResultChartView::ResultChartView(ResultChartKind kind, QWidget* parent)
    : QChartView(parent), m_kind(kind) {
    setRenderHint(QPainter::Antialiasing);
    setAcceptDrops(false); // files dropped on a chart go to the window
    setMinimumSize(300, 220);
    setFrameShape(QFrame::NoFrame);
}

void ResultChartView::setResult(const SizingResult& result, const QLocale& locale) {
    if (!chart() || chart()->series().isEmpty()) {
        QChart* previous = chart(); // the empty default chart; the view releases it
        setChart(makeResultChart(m_kind, result, locale));
        delete previous;
    } else
        updateResultChart(m_kind, chart(), result, locale);
}

} // namespace headroom::ui
