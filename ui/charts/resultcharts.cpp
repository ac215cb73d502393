#include "charts/resultcharts.h"

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

namespace {

// The translation context of every chart string.
QString translated(const char* text) {
    return QCoreApplication::translate("ResultCharts", text);
}

// Colours alternate dark / mid / light so that neighbouring segments stay apart in greyscale;
// the free rest and the feed lines add patterns and dash styles on top.
const QColor kDarkBlue(0x1f, 0x3b, 0x73);
const QColor kMidBlue(0x4a, 0x78, 0xc2);
const QColor kLightBlue(0xb4, 0xcd, 0xf2);
const QColor kDarkBrown(0x7a, 0x3e, 0x06);
const QColor kOrange(0xf0, 0xa0, 0x40);
const QColor kPurple(0x5b, 0x2c, 0x83);
const QColor kGrey(0xa8, 0xa8, 0xa8);
const QColor kGreen(0x2e, 0x7d, 0x32);
const QColor kLimitRed(0xc0, 0x00, 0x00);
const QColor kSlate(0x37, 0x47, 0x4f);
const QColor kLightSlate(0xcf, 0xd8, 0xdc);
const QColor kTeal(0x00, 0x69, 0x5c);

constexpr int kTitlePt = 12;
constexpr int kTextPt = 10;
constexpr int kLegendPt = 9;

QFont font(int pointSize, bool bold = false) {
    QFont f;
    f.setPointSize(pointSize);
    f.setBold(bold);
    return f;
}

QBarSet* makeSet(const QColor& color, Qt::BrushStyle style = Qt::SolidPattern) {
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
    // QValueAxis::setLabelFormat relays the whole chart out even when the format is the same.
    const QString format = QLatin1String(step < 1 ? (step < 0.1 ? "%.2f" : "%.1f") : "%.0f");
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

} // namespace

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
    // reference, reward and critic models and the colocated engine (its weights and KV cache,
    // core/rl/rlstage.cpp), "RL models" in the legend.
    const double policyParts =
        m.weights + m.gradients + m.optimizer + m.activations + m.logits + m.buffers + m.reserved;
    const double beside = r.rl.asked ? std::max(0.0, m.total - policyParts) : 0.0;
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
    host->setVisible(hostShown);
    setMarkerVisible(chart, host, nullptr, hostShown);
    const auto hostSets = host->barSets();
    setValue(hostSets[0], 0, 0);
    setValue(hostSets[0], 1, r.host.recommended);
    setLabel(hostSets[0], QCoreApplication::translate("ResultCharts", "Needed") +
                              QStringLiteral(" ") + formatGb(r.host.recommended, locale, 0));
    setValue(hostSets[1], 0, 0);
    setValue(hostSets[1], 1, r.host.installed);
    setLabel(hostSets[1], QCoreApplication::translate("ResultCharts", "Installed") +
                              QStringLiteral(" ") + formatGb(r.host.installed, locale, 0));
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
    if (r.runsSideBySide > 1) // one run's memory: every run holds the same
        setTitle(
            chart,
            r.verdict == Verdict::Fits
                ? QCoreApplication::translate("ResultCharts", "Each run, per GPU: fits, %1 free")
                      .arg(formatGb(m.headroom, locale))
            : r.verdict == Verdict::Tight
                ? QCoreApplication::translate("ResultCharts", "Each run, per GPU: tight, %1 free")
                      .arg(formatGb(m.headroom, locale))
                : QCoreApplication::translate("ResultCharts",
                                              "Each run, per GPU: does not fit, %1 short")
                      .arg(formatGb(-m.headroom, locale)));
    else
        setTitle(chart,
                 r.verdict == Verdict::Fits
                     ? QCoreApplication::translate("ResultCharts", "Memory per GPU: fits, %1 free")
                           .arg(formatGb(m.headroom, locale))
                 : r.verdict == Verdict::Tight
                     ? QCoreApplication::translate("ResultCharts", "Memory per GPU: tight, %1 free")
                           .arg(formatGb(m.headroom, locale))
                     : QCoreApplication::translate("ResultCharts",
                                                   "Memory per GPU: does not fit, %1 short")
                           .arg(formatGb(-m.headroom, locale)));
}

// ---- 2. Transfer vs compute --------------------------------------------------------------------

// The transfer chart's bar sets in their order, by object name. Only the sets a result uses
// are in the series (an unused one would still take a slot beside the others and thin every
// bar); the rest wait, owned by the chart, until a result needs them.
namespace {
const char* const kStepSets[] = {"generation", "scoring", "compute",   "nvlink", "pcie",
                                 "network",    "host",    "optimizer", "critic"};
} // namespace

QChart* makeTransferChart(const SizingResult& result, const QLocale& locale) {
    QChart* chart = makeChart(locale);
    auto* bars = new QBarSeries;
    // An RL run's generation and scoring, compute, one bar per link level (NVLink, PCIe,
    // network, host), the CPUs' optimizer step.
    const QColor colors[] = {kTeal,   kLightBlue, kDarkBlue, kOrange, kDarkBrown,
                             kPurple, kSlate,     kGrey,     kGreen};
    for (std::size_t i = 0; i < std::size(kStepSets); ++i) {
        const bool optimizer = std::strcmp(kStepSets[i], "optimizer") == 0;
        QBarSet* set = makeSet(colors[i], optimizer ? Qt::DiagCrossPattern : Qt::SolidPattern);
        set->setObjectName(QString::fromLatin1(kStepSets[i]));
        set->setParent(chart);
    }
    bars->setBarWidth(0.75);
    chart->addSeries(bars);
    QBarCategoryAxis* categories = makeCategoryAxis(chart);
    QValueAxis* left = makeValueAxis(chart, Qt::AlignLeft, "left");
    bars->attachAxis(categories);
    bars->attachAxis(left);
    chart->legend()->setAlignment(Qt::AlignBottom);
    updateTransferChart(chart, result, locale);
    return chart;
}

void updateTransferChart(QChart* chart, const SizingResult& r, const QLocale& locale) {
    auto* bars = series<QBarSeries>(chart, 0);
    if (!bars)
        return;
    applyLocale(chart, locale);
    const StepTiming& st = r.step;
    auto set = [chart, bars](const char* name) {
        const QString n = QString::fromLatin1(name);
        for (QBarSet* s : bars->barSets())
            if (s->objectName() == n)
                return s;
        return chart->findChild<QBarSet*>(n, Qt::FindDirectChildrenOnly);
    };
    QList<QBarSet*> shown;
    // A preference or RL run: its step is generation, scoring and the policy's training step
    // (r.rl, core/rl/rlstage.cpp), the expected figures the title adds up. Generation and
    // scoring have no figure at peak, so an RL run's chart has the expected bars alone.
    const bool rl = r.rl.asked;
    // The policy's training in an RL step: every micro-batch of the accumulation.
    const double micro = rl ? std::max(1, r.rl.microStepsPerStep) : 1;
    auto setValues = [rl](QBarSet* s, double peak, double expected) {
        if (rl) {
            if (s->count() > 1)
                s->remove(1, s->count() - 1);
            setValue(s, 0, expected);
        } else {
            setValue(s, 0, peak);
            setValue(s, 1, expected);
        }
    };
    QBarSet* generation = set("generation");
    setValues(generation, 0, r.rl.generateS);
    setLabel(generation, QCoreApplication::translate("ResultCharts", "Generate"));
    if (rl && r.rl.generateS > 0)
        shown << generation;
    QBarSet* scoring = set("scoring");
    setValues(scoring, 0, r.rl.scoreS);
    setLabel(scoring, QCoreApplication::translate("ResultCharts", "Score"));
    if (rl && r.rl.scoreS > 0)
        shown << scoring;
    QBarSet* compute = set("compute");
    setValues(compute, st.computeSPeak, micro * st.computeS);
    setLabel(compute, QCoreApplication::translate("ResultCharts", "Compute"));
    shown << compute;
    // One bar per link level the step uses (the result's step.links).
    const std::pair<LinkLevel, const char*> levels[] = {{LinkLevel::Nvlink, "nvlink"},
                                                        {LinkLevel::Pcie, "pcie"},
                                                        {LinkLevel::Network, "network"},
                                                        {LinkLevel::Host, "host"}};
    double top = std::max({st.computeSPeak, micro * st.computeS, micro * st.optimizerS});
    if (rl)
        top = std::max({top, r.rl.generateS, r.rl.scoreS});
    for (const auto& [level, name] : levels) {
        QBarSet* s = set(name);
        const LinkLoad* load = nullptr;
        for (const LinkLoad& l : st.links)
            if (l.level == level)
                load = &l;
        setValues(s, load ? load->secondsPeak : 0, load ? micro * load->seconds : 0);
        // An RL run's legend stands beside the bars, where only the link's name has room.
        const QString gb = formatGb(load ? load->bytesPerStepGb : 0, locale, 1);
        switch (level) {
        case LinkLevel::Nvlink:
            setLabel(s,
                     rl ? QStringLiteral("NVLink")
                        : QCoreApplication::translate("ResultCharts", "NVLink (%1/GPU)").arg(gb));
            break;
        case LinkLevel::Pcie:
            setLabel(s, rl ? QStringLiteral("PCIe")
                           : QCoreApplication::translate("ResultCharts", "PCIe (%1/GPU)").arg(gb));
            break;
        case LinkLevel::Network:
            setLabel(s,
                     rl ? QCoreApplication::translate("ResultCharts", "Network")
                        : QCoreApplication::translate("ResultCharts", "Network (%1/GPU)").arg(gb));
            break;
        case LinkLevel::Host:
            setLabel(s, rl ? QCoreApplication::translate("ResultCharts", "Host")
                           : QCoreApplication::translate("ResultCharts", "Host (%1/GPU)").arg(gb));
            break;
        }
        if (load) {
            shown << s;
            top = std::max({top, load->secondsPeak, micro * load->seconds});
        }
    }
    QBarSet* optimizer = set("optimizer");
    setValues(optimizer, 0, micro * st.optimizerS);
    setLabel(optimizer, rl ? QCoreApplication::translate("ResultCharts", "CPU optimizer")
                           : QCoreApplication::translate("ResultCharts", "Optimizer on the CPUs"));
    if (st.optimizerS > 0)
        shown << optimizer;
    // Up to eight entries for an RL run: beside the bars, one per line; a supervised run's
    // few entries below them.
    const Qt::Alignment legendAt = rl ? Qt::AlignRight : Qt::AlignBottom;
    if (chart->legend()->alignment() != legendAt)
        chart->legend()->setAlignment(legendAt);
    // PPO trains a critic after the policy, in its own time (rl.criticTrainS,
    // core/rl/rlstage.cpp): its own bar.
    QBarSet* critic = set("critic");
    const bool ppo = rl && r.rl.criticTrainS > 0;
    setValues(critic, 0, ppo ? r.rl.criticTrainS : 0);
    setLabel(critic, QCoreApplication::translate("ResultCharts", "Critic"));
    if (ppo) {
        shown << critic;
        top = std::max(top, r.rl.criticTrainS);
    }
    if (bars->barSets() != shown) {
        for (QBarSet* s : bars->barSets()) {
            bars->take(s);
            s->setParent(chart);
        }
        bars->append(shown);
    }

    setCategories(axis<QBarCategoryAxis>(chart, "category"),
                  rl ? QStringList{QStringLiteral(" ")} // one group: the expected step
                     : QStringList{QCoreApplication::translate("ResultCharts", "At peak"),
                                   QCoreApplication::translate("ResultCharts", "Expected")});
    setRange(axis<QValueAxis>(chart, "left"), top * 1.05,
             QCoreApplication::translate("ResultCharts", "Seconds per step"));
    setTitle(chart,
             QCoreApplication::translate("ResultCharts", "Step: %1 overlapped, %2 serial")
                 .arg(formatSeconds(st.stepS, locale), formatSeconds(st.stepSSerial, locale)));
}

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
    bars->setBarWidth(0.7);
    bars->setLabelsVisible(true);
    bars->setLabelsPosition(QAbstractBarSeries::LabelsInsideEnd);
    bars->setLabelsPrecision(5);
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
    if (sets[0]->labelColor() != QColor(Qt::white))
        sets[0]->setLabelColor(Qt::white);
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
