#include "charts/chartparts.h"

#include "common/numberformat.h"

#include <QAreaSeries>
#include <QBarCategoryAxis>
#include <QBarLegendMarker>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
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

namespace headroom::ui::chartparts {

// The translation context of every chart string.
QString translated(const char* text) {
    return QCoreApplication::translate("ResultCharts", text);
}

QFont font(int pointSize, bool bold) {
    QFont f;
    f.setPointSize(pointSize);
    f.setBold(bold);
    return f;
}

QBarSet* makeSet(const QColor& color, Qt::BrushStyle style) {
    auto* set = new QBarSet(QString());
    set->setBrush(QBrush(color, style));
    set->setPen(style == Qt::SolidPattern ? QPen(Qt::white, 1) : QPen(color, 1.5));
    return set;
}

void setValue(QBarSet* set, int index, double value) {
    if (!std::isfinite(value)) // no bar for what is not a number (the figures say "—")
        value = 0;
    while (set->count() <= index)
        set->append(0.0);
    if (set->at(index) != value)
        set->replace(index, value);
}

void setLabel(QBarSet* set, const QString& label) {
    if (set->label() != label)
        set->setLabel(label);
}

void setName(QAbstractSeries* series, const QString& name) {
    if (series->name() != name)
        series->setName(name);
}

void setTitle(QChart* chart, const QString& title) {
    if (chart->title() != title)
        chart->setTitle(title);
}

void setCategories(QBarCategoryAxis* axis, const QStringList& categories) {
    if (axis->categories() != categories)
        axis->setCategories(categories);
}

void setRange(QValueAxis* axis, double max, const QString& title) {
    // Round the top up to a tidy step so the ticks read well: 1, 2, 2.5 or 5 times a power of 10.
    // Not a number (NaN, an infinity): the bars are 0 (setValue), and the tick count below must
    // not come from an out-of-range conversion.
    max = std::isfinite(max) ? std::max(max, 1e-9) : 1e-9;
    const double raw = max / 5;
    const double magnitude = std::pow(10.0, std::floor(std::log10(raw)));
    double step = magnitude;
    for (double m : {1.0, 2.0, 2.5, 5.0, 10.0})
        if (m * magnitude >= raw) {
            step = m * magnitude;
            break;
        }
    const double top = std::ceil(max / step) * step;
    const int ticks = static_cast<int>(std::lround(top / step)) + 1;
    if (axis->min() != 0 || axis->max() != top)
        axis->setRange(0, top);
    if (axis->tickCount() != ticks)
        axis->setTickCount(ticks);
    // As many decimals as the step has, so every tick reads as the value it marks: 2.5 kW steps
    // read 0.0, 2.5, 5.0, 7.5 (with "%.0f" they read 0, 3, 5, 8 and a bar at 8.0 ended above "8").
    int decimals = 0;
    while (decimals < 3 && std::abs(step * std::pow(10.0, decimals) -
                                    std::round(step * std::pow(10.0, decimals))) > 1e-6)
        ++decimals;
    const QString format = QStringLiteral("%.%1f").arg(decimals);
    // QValueAxis::setLabelFormat relays the whole chart out even when the format is the same.
    if (axis->labelFormat() != format)
        axis->setLabelFormat(format);
    if (axis->titleText() != title)
        axis->setTitleText(title);
}

QValueAxis* makeValueAxis(QChart* chart, Qt::Alignment alignment, const char* name) {
    auto* axis = new QValueAxis;
    axis->setObjectName(QString::fromLatin1(name));
    axis->setLabelsFont(font(kTextPt));
    axis->setTitleFont(font(kTextPt));
    axis->setGridLineColor(QColor(0xdd, 0xdd, 0xdd));
    chart->addAxis(axis, alignment);
    return axis;
}

QBarCategoryAxis* makeCategoryAxis(QChart* chart) {
    auto* axis = new QBarCategoryAxis;
    axis->setObjectName(QStringLiteral("category"));
    axis->setLabelsFont(font(kTextPt, true));
    axis->setGridLineVisible(false);
    chart->addAxis(axis, Qt::AlignBottom);
    return axis;
}

QChart* makeChart(const QLocale& locale) {
    auto* chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setTheme(QChart::ChartThemeLight);
    chart->setTitleFont(font(kTitlePt, true));
    chart->setBackgroundRoundness(0);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setLocalizeNumbers(true);
    chart->setLocale(locale);
    chart->legend()->setFont(font(kLegendPt));
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->legend()->setMarkerShape(QLegend::MarkerShapeRectangle);
    return chart;
}

void applyLocale(QChart* chart, const QLocale& locale) {
    if (chart->locale() != locale)
        chart->setLocale(locale);
}

/// A horizontal limit line across the category at `index` (categories sit at 0, 1, ...).
void setLimitLine(QLineSeries* line, int index, double value) {
    if (!std::isfinite(value))
        value = 0;
    const QList<QPointF> points{{index - 0.5, value}, {index + 0.5, value}};
    if (line->points() != points)
        line->replace(points);
}

void setMarkerVisible(QChart* chart, QAbstractSeries* s, QBarSet* set, bool visible) {
    for (QLegendMarker* marker : chart->legend()->markers(s)) {
        auto* barMarker = qobject_cast<QBarLegendMarker*>(marker);
        if (!set || (barMarker && barMarker->barset() == set))
            if (marker->isVisible() != visible)
                marker->setVisible(visible);
    }
}

void setPoints(QXYSeries* series, const QList<QPointF>& points) {
    if (series->points() != points)
        series->replace(points);
}

QChart* makeCurveChart() {
    auto* chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->legend()->setAlignment(Qt::AlignBottom);
    QFont legendFont = chart->legend()->font();
    legendFont.setPointSize(8);
    chart->legend()->setFont(legendFont);
    return chart;
}

void attachAxes(QChart* chart, QAbstractAxis* x, QAbstractAxis* y) {
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries* s : chart->series()) {
        s->attachAxis(x);
        s->attachAxis(y);
    }
}

void install(QChartView* view, QChart* chart) {
    QChart* previous = view->chart();
    view->setChart(chart);
    delete previous;
}

/// One stacked bar (power, storage) over a category axis and a value axis named "left".
QChart* makeSingleStackChart(const QLocale& locale, std::initializer_list<QColor> colors) {
    QChart* chart = makeChart(locale);
    auto* stack = new QStackedBarSeries;
    for (const QColor& color : colors)
        stack->append(makeSet(color));
    stack->setBarWidth(0.5);
    chart->addSeries(stack);
    QBarCategoryAxis* categories = makeCategoryAxis(chart);
    QValueAxis* left = makeValueAxis(chart, Qt::AlignLeft, "left");
    stack->attachAxis(categories);
    stack->attachAxis(left);
    return chart;
}

} // namespace headroom::ui::chartparts
