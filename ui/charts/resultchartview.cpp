#include "charts/resultchartview.h"

#include <QAbstractAxis>
#include <QChart>
#include <QLegend>

namespace headroom::ui {

ResultChartView::ResultChartView(ResultChartKind kind, QWidget* parent)
    : QChartView(parent), m_kind(kind) {
    setRenderHint(QPainter::Antialiasing);
    setAcceptDrops(false); // files dropped on a chart go to the window
    setMinimumSize(100, 200);
    setFrameShape(QFrame::NoFrame);
}

void ResultChartView::setResult(const SizingResult& result, const QLocale& locale) {
    if (!chart() || chart()->series().isEmpty()) {
        QChart* previous = chart(); // the empty default chart; the view releases it
        QChart* made = makeResultChart(m_kind, result, locale);
        if (m_kind == ResultChartKind::Memory) { // the window draws host memory on its own
            setMemoryChartHostShown(made, false);
            updateResultChart(m_kind, made, result, locale);
        }
        // Screen sizes: a smaller title and legend than the PDF's, so that five charts and their
        // legends fit a 1280×720 window.
        QFont title = made->titleFont();
        title.setPointSize(10);
        made->setTitleFont(title);
        QFont legend = made->legend()->font();
        legend.setPointSize(8);
        made->legend()->setFont(legend);
        QFont axisFont = legend;
        for (QAbstractAxis* axis : made->axes()) {
            axis->setLabelsFont(axisFont);
            axis->setTitleFont(axisFont);
        }
        // Host memory: the figures stand on the bars, the axis needs no title.
        if (m_kind == ResultChartKind::Host)
            for (QAbstractAxis* axis : made->axes())
                axis->setTitleVisible(false);
        // The legend's width is reserved, so that long (German) labels are not cut.
        if (m_kind == ResultChartKind::Memory)
            made->legend()->setMinimumWidth(235);
        else if (m_kind == ResultChartKind::Power || m_kind == ResultChartKind::Storage)
            made->legend()->setMinimumWidth(140);
        setChart(made);
        delete previous;
    } else
        updateResultChart(m_kind, chart(), result, locale);
}

} // namespace headroom::ui
