#include "charts/runsoutchartview.h"

#include "charts/chartparts.h"
#include "common/numberformat.h"

#include <QAreaSeries>
#include <QChart>
#include <QCoreApplication>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPen>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace headroom::ui {

namespace {

QString translated(const char* text) {
    return QCoreApplication::translate("RunsOutChartView", text);
}

QList<QPointF> points(const RunsOutCurve& c, double RunsOutPoint::*value) {
    QList<QPointF> list;
    list.reserve(static_cast<qsizetype>(c.points.size()));
    for (const RunsOutPoint& p : c.points)
        list.append(QPointF(double(p.sequenceLength), p.*value));
    return list;
}

} // namespace

using chartparts::kPinColors;
using chartparts::setPoints;

RunsOutChartView::RunsOutChartView(QWidget* parent)
    : QChartView(parent), m_total(new QLineSeries), m_bandLow(new QLineSeries),
      m_bandHigh(new QLineSeries), m_band(new QAreaSeries(m_bandHigh, m_bandLow)),
      m_capacity(new QLineSeries), m_longest(new QLineSeries), m_current(new QScatterSeries),
      m_x(new QLogValueAxis), m_y(new QValueAxis) {
    setObjectName(QStringLiteral("runsOutChart"));
    // QAreaSeries does not own its boundary series (they are not in the chart): the band
    // does, so that they go with it (LeakSanitizer).
    m_bandLow->setParent(m_band);
    m_bandHigh->setParent(m_band);
    setRenderHint(QPainter::Antialiasing);
    QChart* chart = chartparts::makeCurveChart();
    m_band->setBrush(QColor(0x4a, 0x78, 0xc2, 60));
    m_band->setPen(Qt::NoPen);
    m_total->setPen(QPen(QColor(0x1f, 0x3b, 0x73), 2.5));
    m_capacity->setPen(QPen(QColor(0xc0, 0x00, 0x00), 2, Qt::DashLine));
    m_longest->setPen(QPen(QColor(0x2e, 0x7d, 0x32), 2, Qt::DotLine));
    m_current->setMarkerSize(9);
    m_current->setColor(QColor(0x1f, 0x3b, 0x73));
    for (QAbstractSeries* s :
         std::initializer_list<QAbstractSeries*>{m_band, m_total, m_capacity, m_longest, m_current})
        chart->addSeries(s);
    for (int i = 0; i < MaxPinnedCurves; ++i) {
        auto* series = new QLineSeries;
        series->setPen(QPen(kPinColors[i], 1.5, Qt::DashDotLine));
        chart->addSeries(series);
        m_pinned.push_back(series);
    }
    for (int i = 0; i < MaxPinnedCurves; ++i) {
        auto* series = new QLineSeries;
        series->setPen(QPen(kPinColors[i], 1.5, Qt::DashLine));
        chart->addSeries(series);
        m_pinnedCapacity.push_back(series);
    }
    m_y->setLabelFormat(QStringLiteral("%.0f"));
    m_x->setBase(2);
    m_x->setLabelFormat(QStringLiteral("%.0f"));
    chartparts::attachAxes(chart, m_x, m_y);
    chartparts::install(this, chart);
    retranslate();
}

void RunsOutChartView::retranslate() {
    chart()->setTitle(translated(QT_TRANSLATE_NOOP(
        "RunsOutChartView", "Where it runs out: memory per GPU against sequence length")));
    m_total->setName(translated(QT_TRANSLATE_NOOP("RunsOutChartView", "Current build")));
    m_band->setName(translated(QT_TRANSLATE_NOOP("RunsOutChartView", "Band of the verdict")));
    m_capacity->setName(translated(QT_TRANSLATE_NOOP("RunsOutChartView", "Card capacity")));
    m_longest->setName(
        translated(QT_TRANSLATE_NOOP("RunsOutChartView", "Longest sequence that fits")));
    m_current->setName(translated(QT_TRANSLATE_NOOP("RunsOutChartView", "Current length")));
    m_x->setTitleText(
        translated(QT_TRANSLATE_NOOP("RunsOutChartView", "Sequence length (tokens, text)")));
    m_y->setTitleText(translated(QT_TRANSLATE_NOOP("RunsOutChartView", "GB per GPU")));
}

void RunsOutChartView::setCurves(const RunsOutCurve& current,
                                 const std::vector<LabelledCurve>& pinned, const QLocale& locale) {
    m_curve = current;
    m_locale = locale;
    if (chart()->locale() != locale)
        chart()->setLocale(locale);
    if (!chart()->localizeNumbers()) // setting it relays the chart out, even unchanged
        chart()->setLocalizeNumbers(true);
    setPoints(m_total, points(current, &RunsOutPoint::totalGb));
    setPoints(m_bandLow, points(current, &RunsOutPoint::bandLowGb));
    setPoints(m_bandHigh, points(current, &RunsOutPoint::bandHighGb));
    const double first = double(kRunsOutFirstLength);
    double last = current.points.empty() ? 2 * first : double(current.points.back().sequenceLength);
    double top = current.capacityGb;
    for (const RunsOutPoint& p : current.points)
        top = std::max(top, std::min(p.bandHighGb, 2.5 * current.capacityGb));
    for (std::size_t i = 0; i < m_pinned.size(); ++i) {
        QLineSeries* series = m_pinned[i];
        if (i < pinned.size()) {
            const RunsOutCurve& c = pinned[i].curve;
            setPoints(series, points(c, &RunsOutPoint::totalGb));
            series->setVisible(true);
            if (!c.points.empty())
                last = std::max(last, double(c.points.back().sequenceLength));
            top = std::max(top, c.capacityGb);
        } else {
            if (series->count() > 0)
                series->clear();
            series->setVisible(false);
        }
    }
    // Each pin against its own card: a line of its own where the capacity differs from the
    // current build's (a pinned H200 build read against the 96 GB line looked as if it never fit).
    for (std::size_t i = 0; i < m_pinnedCapacity.size(); ++i) {
        QLineSeries* line = m_pinnedCapacity[i];
        const bool own = i < pinned.size() &&
                         std::abs(pinned[i].curve.capacityGb - current.capacityGb) > 0.05;
        QString name = i < pinned.size() ? pinned[i].label : QString();
        if (own) {
            const double gb = pinned[i].curve.capacityGb;
            setPoints(line, {QPointF(first, gb), QPointF(last, gb)});
            name = translated(QT_TRANSLATE_NOOP("RunsOutChartView", "%1, card %2"))
                       .arg(name, formatGb(gb, locale, 0));
        } else if (line->count() > 0) {
            line->clear();
        }
        line->setVisible(own);
        if (i < pinned.size() && m_pinned[i]->name() != name)
            m_pinned[i]->setName(name);
    }
    // Legend entries only for visible pins; none for the pins' capacity lines.
    for (QLegendMarker* marker : chart()->legend()->markers()) {
        const bool show =
            marker->series()->isVisible() &&
            std::find(m_pinnedCapacity.begin(), m_pinnedCapacity.end(), marker->series()) ==
                m_pinnedCapacity.end();
        if (marker->isVisible() != show)
            marker->setVisible(show);
    }
    setPoints(m_capacity, {QPointF(first, current.capacityGb), QPointF(last, current.capacityGb)});
    const double topRounded = std::ceil(top * 1.1 / 20) * 20;
    if (current.longestSequence >= kRunsOutFirstLength) {
        const double x = std::min(double(current.longestSequence), last);
        setPoints(m_longest, {QPointF(x, 0), QPointF(x, topRounded)});
        const QString name =
            translated(QT_TRANSLATE_NOOP("RunsOutChartView", "Longest that fits: %1"))
                .arg(formatCount(double(current.longestSequence), locale));
        if (m_longest->name() != name)
            m_longest->setName(name);
    } else if (m_longest->count() > 0) {
        m_longest->clear();
    }
    setPoints(m_current,
              {QPointF(double(std::max<std::int64_t>(current.currentSequence, kRunsOutFirstLength)),
                       current.currentTotalGb)});
    m_x->setRange(first, last);
    m_y->setRange(0, topRounded);
}

} // namespace headroom::ui
