#include "charts/resultcharts.h"

#include "charts/chartparts.h"
#include "common/numberformat.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarLegendMarker>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace headroom::ui {

using namespace chartparts;

// ---- 4. Storage --------------------------------------------------------------------------------

QChart* makeStorageChart(const SizingResult& result, const QLocale& locale) {
    QChart* chart = makeSingleStackChart(locale, {kDarkBlue, kOrange, kLightBlue});
    updateStorageChart(chart, result, locale);
    return chart;
}

void updateStorageChart(QChart* chart, const SizingResult& r, const QLocale& locale) {
    auto* stack = series<QStackedBarSeries>(chart, 0);
    if (!stack)
        return;
    applyLocale(chart, locale);
    const Storage& st = r.storage;
    const auto sets = stack->barSets();
    setValue(sets[0], 0, st.checkpointsKept);
    setLabel(sets[0], QCoreApplication::translate("ResultCharts", "Checkpoints %1")
                          .arg(formatStorage(st.checkpointsKept, locale)));
    setValue(sets[1], 0, st.finalBf16);
    setLabel(sets[1], QCoreApplication::translate("ResultCharts", "BF16 model %1")
                          .arg(formatStorage(st.finalBf16, locale)));
    setValue(sets[2], 0, st.finalFp8);
    setLabel(sets[2], QCoreApplication::translate("ResultCharts", "FP8 export %1")
                          .arg(formatStorage(st.finalFp8, locale)));
    setCategories(axis<QBarCategoryAxis>(chart, "category"),
                  {QCoreApplication::translate("ResultCharts", "Disk")});
    setRange(axis<QValueAxis>(chart, "left"), st.total * 1.05,
             QCoreApplication::translate("ResultCharts", "GB on disk"));
    if (r.runsSideBySide > 1) // every run's checkpoints and final model
        setTitle(chart,
                 QCoreApplication::translate("ResultCharts", "Storage for %1 runs: %2")
                     .arg(locale.toString(r.runsSideBySide), formatStorage(st.total, locale)));
    else
        setTitle(chart,
                 QCoreApplication::translate("ResultCharts", "Storage: %1, %2 per checkpoint")
                     .arg(formatStorage(st.total, locale), formatStorage(st.checkpoint, locale)));
}

} // namespace headroom::ui
