#include "charts/phaseview.h"

#include "common/numberformat.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QHBoxLayout>
#include <QHorizontalStackedBarSeries>
#include <QLabel>
#include <QLegend>
#include <QLineSeries>
#include <QStackedBarSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>

namespace headroom::ui {

namespace {

// The result charts' colours (resultcharts.cpp): the peak phase in the limit's red, the others
// in blue; the time segments dark / mid / light so that they stay apart in greyscale.
const QColor kPhaseBlue(0x4a, 0x78, 0xc2);
const QColor kPeakRed(0xb0, 0x00, 0x20);
const QColor kCapacity(0xc0, 0x00, 0x00);
const QColor kTimeColours[] = {QColor(0x1f, 0x3b, 0x73), QColor(0xf0, 0xa0, 0x40),
                               QColor(0xb4, 0xcd, 0xf2)};

QFont chartFont(int pointSize, bool bold = false) {
    QFont f;
    f.setPointSize(pointSize);
    f.setBold(bold);
    return f;
}

QChart* newChart() {
    auto* chart = new QChart;
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setTitleFont(chartFont(11, true));
    chart->legend()->setFont(chartFont(9));
    chart->legend()->setAlignment(Qt::AlignBottom);
    chart->setMargins(QMargins(4, 4, 4, 4));
    chart->setBackgroundRoundness(0);
    return chart;
}

QBarSet* barSet(const QString& label, const QColor& colour) {
    auto* set = new QBarSet(label);
    set->setBrush(colour);
    set->setPen(QPen(Qt::white, 1));
    return set;
}

} // namespace

PhaseView::PhaseView(QWidget* parent)
    : QWidget(parent), m_memory(new QChartView(this)), m_time(new QChartView(this)),
      m_summary(new QLabel(this)) {
    setObjectName(QStringLiteral("phases"));
    m_memory->setObjectName(QStringLiteral("phaseMemoryChart"));
    m_time->setObjectName(QStringLiteral("phaseTimeChart"));
    m_summary->setObjectName(QStringLiteral("phaseSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // The views keep the empty charts they make until setResult() replaces them (setChart()
    // releases the previous chart without deleting it: setResult() deletes it).
    for (QChartView* view : {m_memory, m_time}) {
        view->setRenderHint(QPainter::Antialiasing);
        view->setMinimumHeight(200);
    }
    auto* charts = new QHBoxLayout;
    charts->addWidget(m_memory, 3);
    charts->addWidget(m_time, 2);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addLayout(charts, 1);
    layout->addWidget(m_summary);
}

QString PhaseView::phaseName(const std::string& phase) {
    return phase == "generate" ? tr("Generate") : phase == "score" ? tr("Score") : tr("Train");
}

QChart* PhaseView::makeMemoryChart(const SizingResult& r, const QLocale& locale) {
    QChart* chart = newChart();
    const RlResult& rl = r.rl;
    if (!rl.asked || rl.phases.empty())
        return chart;
    // One bar per phase, the peak phase in its own set (stacked: one bar shows per phase).
    QBarSet* others = barSet(tr("Phase"), kPhaseBlue);
    QBarSet* peak = barSet(tr("Peak phase (the verdict's)"), kPeakRed);
    QStringList categories;
    double top = r.perGpu.capacity;
    for (const RlPhase& p : rl.phases) {
        const bool isPeak = p.name == rl.peakPhase;
        others->append(isPeak ? 0.0 : p.perGpuGb);
        peak->append(isPeak ? p.perGpuGb : 0.0);
        // Short names under the bars: the peak is the red bar, named in the legend; the figures
        // are in the line below the charts.
        categories << phaseName(p.name);
        top = std::max(top, p.perGpuGb);
    }
    auto* bars = new QStackedBarSeries;
    bars->append({others, peak});
    bars->setBarWidth(0.6);
    chart->addSeries(bars);
    auto* x = new QBarCategoryAxis;
    x->append(categories);
    x->setLabelsFont(chartFont(9));
    auto* y = new QValueAxis;
    y->setRange(0, top * 1.1);
    y->applyNiceNumbers();
    y->setLabelFormat(QStringLiteral("%g"));
    y->setTitleText(tr("GB per GPU"));
    y->setTitleFont(chartFont(9));
    y->setLabelsFont(chartFont(9));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    bars->attachAxis(x);
    bars->attachAxis(y);
    // The card's capacity across all the bars.
    auto* capacity = new QLineSeries;
    capacity->setName(tr("Capacity %1").arg(formatGb(r.perGpu.capacity, locale, 0)));
    capacity->append(-0.5, r.perGpu.capacity);
    capacity->append(double(rl.phases.size()) - 0.5, r.perGpu.capacity);
    capacity->setPen(QPen(kCapacity, 2, Qt::DashLine));
    chart->addSeries(capacity);
    capacity->attachAxis(x);
    capacity->attachAxis(y);
    chart->setTitle(
        tr("Memory per GPU: peak %1 of %2")
            .arg(formatGb(r.perGpu.total, locale), formatGb(r.perGpu.capacity, locale, 0)));
    return chart;
}

QChart* PhaseView::makeTimeChart(const SizingResult& r, const QLocale& locale) {
    QChart* chart = newChart();
    const RlResult& rl = r.rl;
    if (!rl.asked)
        return chart;
    auto* bars = new QHorizontalStackedBarSeries;
    const std::pair<const char*, double> parts[] = {
        {"generate", rl.generateS}, {"score", rl.scoreS}, {"train", rl.trainS}};
    int i = 0;
    for (const auto& [name, seconds] : parts) {
        QBarSet* set = barSet(phaseName(name), kTimeColours[i++]);
        set->append(seconds);
        bars->append(set);
    }
    bars->setBarWidth(0.5);
    chart->addSeries(bars);
    auto* y = new QBarCategoryAxis;
    y->append(tr("Step"));
    y->setLabelsFont(chartFont(9));
    auto* x = new QValueAxis;
    x->setRange(0, std::max(1e-3, rl.stepS) * 1.05);
    x->applyNiceNumbers();
    x->setTitleText(tr("seconds per step"));
    x->setTitleFont(chartFont(9));
    x->setLabelsFont(chartFont(9));
    x->setLabelFormat(QStringLiteral("%g"));
    chart->addAxis(y, Qt::AlignLeft);
    chart->addAxis(x, Qt::AlignBottom);
    bars->attachAxis(x);
    bars->attachAxis(y);
    chart->setTitle(tr("Step: %1").arg(formatSeconds(rl.stepS, locale)));
    return chart;
}

QString PhaseView::summary(const SizingResult& r, const QLocale& locale) {
    const RlResult& rl = r.rl;
    if (!rl.asked)
        return {};
    const QString rate = locale.toString(rl.samplesPerHour, 'f', 0);
    // The figures of the bars: memory per GPU and seconds of each phase.
    QStringList memory, time;
    for (const RlPhase& p : rl.phases) {
        memory << (p.name == rl.peakPhase ? tr("%1 %2 (peak)") : tr("%1 %2"))
                      .arg(phaseName(p.name), formatGb(p.perGpuGb, locale));
        time << tr("%1 %2").arg(phaseName(p.name), formatSeconds(p.seconds, locale));
    }
    const QString figures =
        tr("Memory per GPU: %1. Step %2: %3.")
            .arg(memory.join(QStringLiteral(", ")), formatSeconds(rl.stepS, locale),
                 time.join(QStringLiteral(", ")));
    if (rl.completionsPerStep <= 0) // preference pairs
        return figures + QLatin1Char('\n') +
               tr("%1 preference pairs per hour; %2 pairs per step.")
                   .arg(rate, locale.toString(rl.promptsPerStep));
    return figures + QLatin1Char('\n') +
           tr("%1 prompts per hour; each step generates %2 completions (%3 prompts) in %4 "
              "round(s) on %5 GPU(s).")
               .arg(rate, locale.toString(rl.completionsPerStep),
                    locale.toString(rl.promptsPerStep), locale.toString(rl.generationWaves),
                    locale.toString(rl.rolloutGpus));
}

void PhaseView::setResult(const SizingResult& result, const QLocale& locale) {
    m_result = result;
    m_locale = locale;
    // New charts each time: the phases a method has differ (DPO has no generate phase).
    QChart* oldMemory = m_memory->chart();
    QChart* oldTime = m_time->chart();
    m_memory->setChart(makeMemoryChart(result, locale));
    m_time->setChart(makeTimeChart(result, locale));
    delete oldMemory;
    delete oldTime;
    m_summary->setText(summary(result, locale));
}

void PhaseView::retranslate() {
    setResult(m_result, m_locale);
}

QChart* PhaseView::memoryChart() const {
    return m_memory->chart();
}

QChart* PhaseView::timeChart() const {
    return m_time->chart();
}

QString PhaseView::summaryText() const {
    return m_summary->text();
}

} // namespace headroom::ui
