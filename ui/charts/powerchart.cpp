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

// ---- 3. Power ----------------------------------------------------------------------------------

QChart* makePowerChart(const SizingResult& result, const QLocale& locale) {
    QChart* chart = makeSingleStackChart(locale, {kDarkBlue, kOrange, kGrey});
    updatePowerChart(chart, result, locale);
    return chart;
}

void updatePowerChart(QChart* chart, const SizingResult& r, const QLocale& locale) {
    auto* stack = series<QStackedBarSeries>(chart, 0);
    auto* categories = axis<QBarCategoryAxis>(chart, "category");
    auto* left = axis<QValueAxis>(chart, "left");
    if (!stack || !categories || !left)
        return;
    applyLocale(chart, locale);
    const PowerDraw& p = r.power;
    const auto sets = stack->barSets();
    setValue(sets[0], 0, p.gpus / 1000);
    setLabel(sets[0], QCoreApplication::translate("ResultCharts", "GPUs") + QStringLiteral(" ") +
                          formatKw(p.gpus, locale));
    setValue(sets[1], 0, p.cpus / 1000);
    setLabel(sets[1], QCoreApplication::translate("ResultCharts", "CPUs") + QStringLiteral(" ") +
                          formatKw(p.cpus, locale));
    setValue(sets[2], 0, p.overhead / 1000);
    setLabel(sets[2], QCoreApplication::translate("ResultCharts", "Overhead") +
                          QStringLiteral(" ") + formatKw(p.overhead, locale));

    // One dashed line per feed; the number of feeds changes with the 3-phase option.
    QList<QLineSeries*> lines;
    for (QAbstractSeries* s : chart->series())
        if (auto* line = qobject_cast<QLineSeries*>(s))
            lines << line;
    while (lines.size() > static_cast<qsizetype>(r.feeds.size())) {
        QLineSeries* line = lines.takeLast();
        chart->removeSeries(line);
        delete line;
    }
    const Qt::PenStyle styles[] = {Qt::DashLine, Qt::DashDotLine, Qt::DotLine, Qt::DashDotDotLine};
    const QColor colors[] = {kLimitRed, QColor(0x5a, 0x2a, 0x00), QColor(0x60, 0x60, 0x60),
                             QColor(0x20, 0x20, 0x20)};
    double top = p.total;
    for (std::size_t i = 0; i < r.feeds.size(); ++i) {
        const Feed& f = r.feeds[i];
        if (static_cast<qsizetype>(i) >= lines.size()) {
            auto* line = new QLineSeries;
            line->setPen(QPen(colors[i % 4], 3, styles[i % 4]));
            chart->addSeries(line);
            line->attachAxis(categories);
            line->attachAxis(left);
            lines << line;
        }
        setLimitLine(lines[i], 0, f.limitW / 1000);
        const QString feed = f.phases == 1
                                 ? QCoreApplication::translate("ResultCharts", "%1 A feed")
                                       .arg(locale.toString(f.amps))
                                 : QCoreApplication::translate("ResultCharts", "%1 A 3-phase")
                                       .arg(locale.toString(f.amps));
        setName(lines[i], feed + QStringLiteral(": ") + formatKw(f.limitW, locale));
        top = std::max(top, f.limitW);
    }
    setCategories(categories, {QCoreApplication::translate("ResultCharts", "Server")});
    setRange(left, top / 1000 * 1.05,
             QCoreApplication::translate("ResultCharts", "kW from the wall"));
    if (r.runsSideBySide > 1) // the server's draw: all cards of all runs at full load
        setTitle(chart, QCoreApplication::translate("ResultCharts", "Power draw, all %1 runs: %2")
                            .arg(locale.toString(r.runsSideBySide), formatKw(p.total, locale)));
    else
        setTitle(chart, QCoreApplication::translate("ResultCharts", "Power draw: %1")
                            .arg(formatKw(p.total, locale)));
}

} // namespace headroom::ui
