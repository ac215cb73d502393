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

// ---- By kind -----------------------------------------------------------------------------------

QChart* makeResultChart(ResultChartKind kind, const SizingResult& result, const QLocale& locale) {
    switch (kind) {
    case ResultChartKind::Memory:
        return makeMemoryChart(result, locale);
    case ResultChartKind::Transfer:
        return makeTransferChart(result, locale);
    case ResultChartKind::Power:
        return makePowerChart(result, locale);
    case ResultChartKind::Storage:
        return makeStorageChart(result, locale);
    case ResultChartKind::Host:
        return makeHostChart(result, locale);
    }
    return nullptr;
}

void updateResultChart(ResultChartKind kind, QChart* chart, const SizingResult& result,
                       const QLocale& locale) {
    switch (kind) {
    case ResultChartKind::Memory:
        return updateMemoryChart(chart, result, locale);
    case ResultChartKind::Transfer:
        return updateTransferChart(chart, result, locale);
    case ResultChartKind::Power:
        return updatePowerChart(chart, result, locale);
    case ResultChartKind::Storage:
        return updateStorageChart(chart, result, locale);
    case ResultChartKind::Host:
        return updateHostChart(chart, result, locale);
    }
}

} // namespace headroom::ui
