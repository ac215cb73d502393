#pragma once
// What the result charts share (resultcharts.h; one file per chart): the colours, fonts and
// axes, and the setters that touch a chart only where a figure changed, so that refreshing a
// chart on every edit relays nothing that stays.
#include <QBarSet>
#include <QChart>
#include <QColor>
#include <QFont>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <initializer_list>

QT_BEGIN_NAMESPACE
class QAbstractSeries;
class QBarCategoryAxis;
class QChartView;
class QLineSeries;
class QValueAxis;
class QXYSeries;
QT_END_NAMESPACE

namespace headroom::ui::chartparts {

// Colours alternate dark / mid / light so that neighbouring segments stay apart in greyscale;
// the free rest and the feed lines add patterns and dash styles on top.
inline const QColor kDarkBlue(0x1f, 0x3b, 0x73);
inline const QColor kMidBlue(0x4a, 0x78, 0xc2);
inline const QColor kLightBlue(0xb4, 0xcd, 0xf2);
inline const QColor kDarkBrown(0x7a, 0x3e, 0x06);
inline const QColor kOrange(0xf0, 0xa0, 0x40);
inline const QColor kPurple(0x5b, 0x2c, 0x83);
inline const QColor kGrey(0xa8, 0xa8, 0xa8);
inline const QColor kGreen(0x2e, 0x7d, 0x32);
inline const QColor kLimitRed(0xc0, 0x00, 0x00);
inline const QColor kSlate(0x37, 0x47, 0x4f);
inline const QColor kLightSlate(0xcf, 0xd8, 0xdc);
inline const QColor kTeal(0x00, 0x69, 0x5c);
/// The pinned builds' colours in the comparison charts (where it runs out, own or rent).
inline const QColor kPinColors[] = {QColor(0x6d, 0x4c, 0x41), kPurple, kTeal,
                                    QColor(0xa0, 0x40, 0x00)};

constexpr int kTitlePt = 12;
constexpr int kTextPt = 10;
constexpr int kLegendPt = 9;

// The translation context of every chart string.
QString translated(const char* text);
QFont font(int pointSize, bool bold = false);
QBarSet* makeSet(const QColor& color, Qt::BrushStyle style = Qt::SolidPattern);
void setValue(QBarSet* set, int index, double value);
void setLabel(QBarSet* set, const QString& label);
void setName(QAbstractSeries* series, const QString& name);
void setTitle(QChart* chart, const QString& title);
void setCategories(QBarCategoryAxis* axis, const QStringList& categories);
void setRange(QValueAxis* axis, double max, const QString& title);
QValueAxis* makeValueAxis(QChart* chart, Qt::Alignment alignment, const char* name);
QBarCategoryAxis* makeCategoryAxis(QChart* chart);
QChart* makeChart(const QLocale& locale);
void applyLocale(QChart* chart, const QLocale& locale);
/// A horizontal limit line across the category at `index` (categories sit at 0, 1, ...).
void setLimitLine(QLineSeries* line, int index, double value);
void setMarkerVisible(QChart* chart, QAbstractSeries* s, QBarSet* set, bool visible);
/// Replaces the series' points only when they differ: a replace repaints the series.
void setPoints(QXYSeries* series, const QList<QPointF>& points);
/// The comparison charts' chart (where it runs out, own or rent): no animation, the legend
/// below in 8 pt, for curves over a numeric x axis.
QChart* makeCurveChart();
/// Adds the two axes and attaches every series of the chart to them.
void attachAxes(QChart* chart, QAbstractAxis* x, QAbstractAxis* y);
/// Puts `chart` into the view in place of the view's empty default chart (which the view does
/// not delete when replaced).
void install(QChartView* view, QChart* chart);
/// One stacked bar (power, storage) over a category axis and a value axis named "left".
QChart* makeSingleStackChart(const QLocale& locale, std::initializer_list<QColor> colors);

template <class T> T* axis(QChart* chart, const char* name) {
    for (QAbstractAxis* a : chart->axes())
        if (a->objectName() == QLatin1String(name))
            return qobject_cast<T*>(a);
    return nullptr;
}

template <class T> T* series(QChart* chart, int index) {
    const auto list = chart->series();
    return index < list.size() ? qobject_cast<T*>(list.at(index)) : nullptr;
}

} // namespace headroom::ui::chartparts
