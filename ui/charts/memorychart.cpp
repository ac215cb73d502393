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

// ---- 1. Memory ---------------------------------------------------------------------------------

QChart* makeMemoryChart(const SizingResult& result, const QLocale& locale) {
    QChart* chart = makeChart(locale);
    auto* gpu = new QStackedBarSeries;
    gpu->append({makeSet(kDarkBlue), makeSet(kMidBlue), makeSet(kLightBlue), makeSet(kDarkBrown),
                 makeSet(kOrange), makeSet(kPurple), makeSet(kGrey), makeSet(kTeal),
                 makeSet(kGreen, Qt::BDiagPattern)});
    gpu->setBarWidth(0.6);
    auto* host = new QBarSeries;
    host->append({makeSet(kSlate), makeSet(kLightSlate)});
    host->setBarWidth(0.6);
    auto* capacity = new QLineSeries;
    capacity->setPen(QPen(kLimitRed, 3, Qt::DashLine));
    // The uncertainty band across the GPU bar: where the total probably lies, against the
    // capacity line. Hatched and outlined so it reads in greyscale and over any segment.
    auto* band = new QAreaSeries(new QLineSeries, new QLineSeries);
    // QAreaSeries does not own its boundary series: the band does (LeakSanitizer).
    band->upperSeries()->setParent(band);
    band->lowerSeries()->setParent(band);
    band->setPen(QPen(Qt::black, 2));
    band->setBrush(QBrush(QColor(0, 0, 0, 110), Qt::Dense4Pattern));
    chart->addSeries(gpu);
    chart->addSeries(host);
    chart->addSeries(capacity);
    chart->addSeries(band);

    QBarCategoryAxis* categories = makeCategoryAxis(chart);
    QValueAxis* left = makeValueAxis(chart, Qt::AlignLeft, "left");
    // The host bar has its own scale; its figures are in the legend, so the axis stays hidden
    // and leaves the width to the plot and the legend.
    QValueAxis* right = makeValueAxis(chart, Qt::AlignRight, "right");
    right->setVisible(false);
    gpu->attachAxis(categories);
    gpu->attachAxis(left);
    host->attachAxis(categories);
    host->attachAxis(right);
    capacity->attachAxis(categories);
    capacity->attachAxis(left);
    band->attachAxis(categories);
    band->attachAxis(left);
    updateMemoryChart(chart, result, locale);
    return chart;
}

namespace {

/// The host column of the memory chart: what the run needs in host memory and what the
/// server has installed (hidden where the chart leaves the host out).
void updateHostBars(QChart* chart, QBarSeries* host, const SizingResult& r, const QLocale& locale,
                    bool shown) {
    host->setVisible(shown);
    setMarkerVisible(chart, host, nullptr, shown);
    const auto hostSets = host->barSets();
    setValue(hostSets[0], 0, 0);
    setValue(hostSets[0], 1, r.host.recommended);
    setLabel(hostSets[0], QCoreApplication::translate("ResultCharts", "Needed") +
                              QStringLiteral(" ") + formatGb(r.host.recommended, locale, 0));
    setValue(hostSets[1], 0, 0);
    setValue(hostSets[1], 1, r.host.installed);
    setLabel(hostSets[1], QCoreApplication::translate("ResultCharts", "Installed") +
                              QStringLiteral(" ") + formatGb(r.host.installed, locale, 0));
}

/// The memory chart's title: the verdict and the memory free or short per GPU (one run's,
/// where runs share the server).
QString memoryTitle(const SizingResult& r, const QLocale& locale) {
    const PerGpuMemory& m = r.perGpu;
    if (r.runsSideBySide > 1) // one run's memory: every run holds the same
        return r.verdict == Verdict::Fits
                   ? QCoreApplication::translate("ResultCharts", "Each run, per GPU: fits, %1 free")
                         .arg(formatGb(m.headroom, locale))
               : r.verdict == Verdict::Tight
                   ? QCoreApplication::translate("ResultCharts",
                                                 "Each run, per GPU: tight, %1 free")
                         .arg(formatGb(m.headroom, locale))
                   : QCoreApplication::translate("ResultCharts",
                                                 "Each run, per GPU: does not fit, %1 short")
                         .arg(formatGb(-m.headroom, locale));
    return r.verdict == Verdict::Fits
               ? QCoreApplication::translate("ResultCharts", "Memory per GPU: fits, %1 free")
                     .arg(formatGb(m.headroom, locale))
           : r.verdict == Verdict::Tight
               ? QCoreApplication::translate("ResultCharts", "Memory per GPU: tight, %1 free")
                     .arg(formatGb(m.headroom, locale))
               : QCoreApplication::translate("ResultCharts",
                                             "Memory per GPU: does not fit, %1 short")
                     .arg(formatGb(-m.headroom, locale));
}

} // namespace

void updateMemoryChart(QChart* chart, const SizingResult& r, const QLocale& locale) {
    auto* gpu = series<QStackedBarSeries>(chart, 0);
    auto* host = series<QBarSeries>(chart, 1);
    auto* capacity = series<QLineSeries>(chart, 2);
    auto* band = series<QAreaSeries>(chart, 3);
    if (!gpu || !host || !capacity || !band)
        return;
    applyLocale(chart, locale);
    const PerGpuMemory& m = r.perGpu;
    const double free = std::max(0.0, m.headroom);
    // A preference / RL run's peak phase holds more than the policy's training step: the
    // reference, reward and critic models and the colocated engine (its weights and KV cache),
    // "RL models" in the legend, as the core computed it (core/rl/rlstage.cpp).
    const double beside = r.rl.asked ? r.rl.modelsGbPerGpu : 0.0;
    const std::pair<const char*, double> parts[] = {
        {QT_TRANSLATE_NOOP("ResultCharts", "Weights"), m.weights},
        {QT_TRANSLATE_NOOP("ResultCharts", "Gradients"), m.gradients},
        {QT_TRANSLATE_NOOP("ResultCharts", "Optimizer"), m.optimizer},
        {QT_TRANSLATE_NOOP("ResultCharts", "Activations"), m.activations},
        {QT_TRANSLATE_NOOP("ResultCharts", "Logits"), m.logits},
        {QT_TRANSLATE_NOOP("ResultCharts", "Buffers"), m.buffers},
        {QT_TRANSLATE_NOOP("ResultCharts", "Reserve"), m.reserved},
        {QT_TRANSLATE_NOOP("ResultCharts", "RL models"), beside},
        {QT_TRANSLATE_NOOP("ResultCharts", "Free"), free},
    };
    const auto sets = gpu->barSets();
    for (int i = 0; i < sets.size() && i < int(std::size(parts)); ++i) {
        setValue(sets[i], 0, parts[i].second);
        setValue(sets[i], 1, 0);
        setLabel(sets[i], translated(parts[i].first) + QStringLiteral(" ") +
                              formatGb(parts[i].second, locale));
        // Parts the run does not have stay out of the legend, which keeps it within the chart.
        setMarkerVisible(chart, gpu, sets[i], parts[i].second >= 0.05);
    }
    const bool hostShown = !chart->property("hideHost").toBool();
    updateHostBars(chart, host, r, locale, hostShown);
    setLimitLine(capacity, 0, m.capacity);
    setName(capacity, QCoreApplication::translate("ResultCharts", "Capacity") +
                          QStringLiteral(" ") + formatGb(m.capacity, locale, 0));

    setLimitLine(band->lowerSeries(), 0, m.band.low);
    setLimitLine(band->upperSeries(), 0, m.band.high);
    setName(band, QCoreApplication::translate("ResultCharts", "Likely total %1–%2")
                      .arg(locale.toString(m.band.low, 'f', 1), formatGb(m.band.high, locale)));

    if (hostShown)
        setCategories(axis<QBarCategoryAxis>(chart, "category"),
                      {QCoreApplication::translate("ResultCharts", "GPU"),
                       QCoreApplication::translate("ResultCharts", "Host")});
    else
        setCategories(axis<QBarCategoryAxis>(chart, "category"),
                      {QCoreApplication::translate("ResultCharts", "GPU")});
    setRange(axis<QValueAxis>(chart, "left"), std::max({m.total, m.capacity, m.band.high}) * 1.05,
             QCoreApplication::translate("ResultCharts", "GB per GPU"));
    setRange(axis<QValueAxis>(chart, "right"),
             std::max(r.host.recommended, r.host.installed) * 1.05,
             QCoreApplication::translate("ResultCharts", "GB host"));
    setTitle(chart, memoryTitle(r, locale));
}

} // namespace headroom::ui
