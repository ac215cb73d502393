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

// ---- 5. Host memory ----------------------------------------------------------------------------

void setMemoryChartHostShown(QChart* chart, bool shown) {
    chart->setProperty("hideHost", !shown);
}

QChart* makeHostChart(const SizingResult& result, const QLocale& locale) {
    // Two bars with their figures on them, named in a legend below; no value axis (the figures
    // stand on the bars), so that the chart stays narrow beside the memory and step charts.
    QChart* chart = makeChart(locale);
    chart->legend()->setAlignment(Qt::AlignBottom);
    auto* bars = new QStackedBarSeries;
    bars->append({makeSet(kSlate), makeSet(kLightSlate)});
    bars->setBarWidth(0.9); // wide enough for "1,128 GB" inside the bar at 1280x720
    bars->setLabelsVisible(true);
    bars->setLabelsPosition(QAbstractBarSeries::LabelsInsideEnd);
    bars->setLabelsPrecision(5);
    // The figures carry their unit: the value axis is hidden, so a bare "1,128" says nothing.
    bars->setLabelsFormat(QStringLiteral("@value GB"));
    chart->addSeries(bars);
    QBarCategoryAxis* categories = makeCategoryAxis(chart);
    QValueAxis* left = makeValueAxis(chart, Qt::AlignLeft, "left");
    bars->attachAxis(categories);
    bars->attachAxis(left);
    left->setVisible(false);
    updateHostChart(chart, result, locale);
    return chart;
}

void updateHostChart(QChart* chart, const SizingResult& r, const QLocale& locale) {
    auto* bars = series<QStackedBarSeries>(chart, 0);
    if (!bars)
        return;
    const bool newLocale = chart->locale() != locale;
    applyLocale(chart, locale);
    const auto sets = bars->barSets();
    // QtCharts writes a bar's figure when its value changes, not when the locale does: after a
    // change of language the same values are set again, so "1,128" becomes "1.128" in German.
    if (newLocale)
        for (QBarSet* set : sets)
            for (int i = 0; i < set->count(); ++i)
                set->replace(i, set->at(i));
    // White on the dark bar, dark on the light one (white on light slate cannot be read).
    if (sets[0]->labelColor() != QColor(Qt::white))
        sets[0]->setLabelColor(Qt::white);
    if (sets[1]->labelColor() != kSlate)
        sets[1]->setLabelColor(kSlate);
    setValue(sets[0], 0, std::round(r.host.recommended));
    setValue(sets[0], 1, 0);
    setValue(sets[1], 0, 0);
    setLabel(sets[0], QCoreApplication::translate("ResultCharts", "Needed"));
    setValue(sets[1], 1, std::round(r.host.installed));
    setLabel(sets[1], QCoreApplication::translate("ResultCharts", "Installed"));
    auto* categories = axis<QBarCategoryAxis>(chart, "category");
    setCategories(categories, {QCoreApplication::translate("ResultCharts", "Needed"),
                               QCoreApplication::translate("ResultCharts", "Installed")});
    categories->setLabelsVisible(false);
    setRange(axis<QValueAxis>(chart, "left"), std::max(r.host.recommended, r.host.installed) * 1.05,
             QCoreApplication::translate("ResultCharts", "GB host"));
    setTitle(chart, QCoreApplication::translate("ResultCharts", "Host memory"));
}

} // namespace headroom::ui
