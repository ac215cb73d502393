#include "charts/costschartview.h"

#include "charts/chartparts.h"

#include <QChart>
#include <QCoreApplication>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace headroom::ui {

namespace {

QString translated(const char* text) {
    return QCoreApplication::translate("CostsChartView", text);
}

/// Cumulative cost by month, in thousands of the currency (the axis's unit).
QList<QPointF> points(const std::vector<double>& byMonth) {
    QList<QPointF> list;
    list.reserve(qsizetype(byMonth.size()));
    for (std::size_t m = 0; m < byMonth.size(); ++m)
        list.append(QPointF(double(m), byMonth[m] / 1000));
    return list;
}

} // namespace

using chartparts::kPinColors;
using chartparts::setPoints;

CostsChartView::CostsChartView(QWidget* parent)
    : QChartView(parent), m_owned(new QLineSeries), m_rented(new QLineSeries),
      m_breakEven(new QScatterSeries), m_x(new QValueAxis), m_y(new QValueAxis) {
    setObjectName(QStringLiteral("costsChart"));
    setRenderHint(QPainter::Antialiasing);
    QChart* chart = chartparts::makeCurveChart();
    // Owned dark blue, rented orange (apart in greyscale too: solid against dashed).
    m_owned->setPen(QPen(chartparts::kDarkBlue, 2.5));
    m_rented->setPen(QPen(QColor(0xd0, 0x70, 0x10), 2.5, Qt::DashLine));
    m_breakEven->setMarkerSize(12);
    m_breakEven->setColor(chartparts::kGreen);
    for (QAbstractSeries* s :
         std::initializer_list<QAbstractSeries*>{m_owned, m_rented, m_breakEven})
        chart->addSeries(s);
    for (int i = 0; i < MaxPinned; ++i) {
        auto* owned = new QLineSeries;
        owned->setPen(QPen(kPinColors[i], 1.5));
        auto* rented = new QLineSeries;
        rented->setPen(QPen(kPinColors[i], 1.5, Qt::DotLine));
        chart->addSeries(owned);
        chart->addSeries(rented);
        m_pinOwned.push_back(owned);
        m_pinRented.push_back(rented);
    }
    m_x->setLabelFormat(QStringLiteral("%.0f"));
    m_y->setLabelFormat(QStringLiteral("%.0f"));
    chartparts::attachAxes(chart, m_x, m_y);
    chartparts::install(this, chart);
    retranslate();
}

void CostsChartView::retranslate() {
    chart()->setTitle(translated(
        QT_TRANSLATE_NOOP("CostsChartView", "Own or rent: cumulative cost over the years of use")));
    m_owned->setName(translated(QT_TRANSLATE_NOOP("CostsChartView", "Owned")));
    m_rented->setName(translated(QT_TRANSLATE_NOOP("CostsChartView", "Rented (on demand)")));
    m_x->setTitleText(translated(QT_TRANSLATE_NOOP("CostsChartView", "Month")));
    if (m_current.asked)
        setCosts(CostsResult(m_current), std::vector<LabelledCosts>(m_pinned), m_locale);
}

void CostsChartView::setCosts(const CostsResult& current, const std::vector<LabelledCosts>& pinned,
                              const QLocale& locale) {
    m_current = current;
    m_pinned = pinned;
    m_locale = locale;
    if (chart()->locale() != locale)
        chart()->setLocale(locale);
    if (!chart()->localizeNumbers())
        chart()->setLocalizeNumbers(true);
    const bool ok = current.status == CostsStatus::Ok;
    setPoints(m_owned, ok ? points(current.ownedByMonth) : QList<QPointF>());
    setPoints(m_rented, ok ? points(current.rentedByMonth) : QList<QPointF>());
    double top = 0;
    int months = std::max(12, current.months);
    for (double v : current.ownedByMonth)
        top = std::max(top, v / 1000);
    for (double v : current.rentedByMonth)
        top = std::max(top, v / 1000);
    const bool marked = ok && current.breakEvenMonth && *current.breakEvenMonth <= current.months;
    setPoints(m_breakEven,
              marked ? QList<QPointF>{QPointF(
                           *current.breakEvenMonth,
                           current.ownedByMonth[std::size_t(*current.breakEvenMonth)] / 1000)}
                     : QList<QPointF>());
    m_breakEven->setName(
        marked ? translated(QT_TRANSLATE_NOOP("CostsChartView", "Break-even: month %1"))
                     .arg(locale.toString(*current.breakEvenMonth))
               : translated(QT_TRANSLATE_NOOP("CostsChartView", "No break-even")));
    std::size_t shown = 0;
    for (const LabelledCosts& pin : pinned) {
        if (shown == m_pinOwned.size() || pin.costs.status != CostsStatus::Ok)
            continue;
        setPoints(m_pinOwned[shown], points(pin.costs.ownedByMonth));
        setPoints(m_pinRented[shown], points(pin.costs.rentedByMonth));
        m_pinOwned[shown]->setName(
            translated(QT_TRANSLATE_NOOP("CostsChartView", "%1: owned")).arg(pin.label));
        m_pinRented[shown]->setName(
            translated(QT_TRANSLATE_NOOP("CostsChartView", "%1: rented")).arg(pin.label));
        for (double v : pin.costs.ownedByMonth)
            top = std::max(top, v / 1000);
        for (double v : pin.costs.rentedByMonth)
            top = std::max(top, v / 1000);
        months = std::max(months, pin.costs.months);
        ++shown;
    }
    for (std::size_t i = 0; i < m_pinOwned.size(); ++i) {
        m_pinOwned[i]->setVisible(i < shown);
        m_pinRented[i]->setVisible(i < shown);
    }
    m_owned->setVisible(ok);
    m_rented->setVisible(ok);
    m_breakEven->setVisible(ok);
    for (QLegendMarker* marker : chart()->legend()->markers())
        marker->setVisible(marker->series()->isVisible());
    m_y->setTitleText(translated(QT_TRANSLATE_NOOP("CostsChartView", "Thousand %1"))
                          .arg(QString::fromStdString(current.currency)));
    // A round top: the next step of 10^k · {1, 2, 5} above the highest curve.
    const double magnitude = std::pow(10, std::floor(std::log10(std::max(1.0, top))));
    double step = magnitude;
    for (double f : {1.0, 2.0, 5.0, 10.0})
        if (f * magnitude >= top) {
            step = f * magnitude;
            break;
        }
    m_y->setRange(0, std::max(1.0, step));
    m_x->setRange(0, months);
    m_x->setTickCount(std::min(13, months / 6 + 1));
}

int CostsChartView::visibleSeries() const {
    int n = 0;
    for (QAbstractSeries* s : chart()->series())
        n += s->isVisible() && qobject_cast<QXYSeries*>(s)->count() > 0 ? 1 : 0;
    return n;
}

} // namespace headroom::ui
