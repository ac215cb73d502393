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

namespace {

/// The transfer chart's bar set `name`: in the series, or waiting as a child of the chart.
QBarSet* stepSet(QChart* chart, QBarSeries* bars, const char* name) {
    const QString n = QString::fromLatin1(name);
    for (QBarSet* s : bars->barSets())
        if (s->objectName() == n)
            return s;
    return chart->findChild<QBarSet*>(n, Qt::FindDirectChildrenOnly);
}

/// A bar's figures at peak and expected; an RL run's chart has the expected one alone.
void setStepValues(QBarSet* s, bool rl, double peak, double expected) {
    if (rl) {
        if (s->count() > 1)
            s->remove(1, s->count() - 1);
        setValue(s, 0, expected);
    } else {
        setValue(s, 0, peak);
        setValue(s, 1, expected);
    }
}

/// A link level's legend entry: its name and the bytes per GPU and step (an RL run's legend
/// stands beside the bars, where only the link's name has room).
QString linkLabel(LinkLevel level, bool rl, const QString& gb) {
    switch (level) {
    case LinkLevel::Nvlink:
        return rl ? QStringLiteral("NVLink")
                  : QCoreApplication::translate("ResultCharts", "NVLink (%1/GPU)").arg(gb);
    case LinkLevel::Pcie:
        return rl ? QStringLiteral("PCIe")
                  : QCoreApplication::translate("ResultCharts", "PCIe (%1/GPU)").arg(gb);
    case LinkLevel::Network:
        return rl ? QCoreApplication::translate("ResultCharts", "Network")
                  : QCoreApplication::translate("ResultCharts", "Network (%1/GPU)").arg(gb);
    case LinkLevel::Host:
        return rl ? QCoreApplication::translate("ResultCharts", "Host")
                  : QCoreApplication::translate("ResultCharts", "Host (%1/GPU)").arg(gb);
    }
    return QString();
}

/// One bar per link level the step uses (the result's step.links), `micro` training
/// micro-steps per step; appends them to `shown` and returns the tallest.
double updateLinkBars(QChart* chart, QBarSeries* bars, const SizingResult& r, double micro,
                      const QLocale& locale, QList<QBarSet*>& shown) {
    const std::pair<LinkLevel, const char*> levels[] = {{LinkLevel::Nvlink, "nvlink"},
                                                        {LinkLevel::Pcie, "pcie"},
                                                        {LinkLevel::Network, "network"},
                                                        {LinkLevel::Host, "host"}};
    const bool rl = r.rl.asked;
    double top = 0;
    for (const auto& [level, name] : levels) {
        QBarSet* s = stepSet(chart, bars, name);
        const LinkLoad* load = nullptr;
        for (const LinkLoad& l : r.step.links)
            if (l.level == level)
                load = &l;
        setStepValues(s, rl, load ? load->secondsPeak : 0, load ? micro * load->seconds : 0);
        setLabel(s, linkLabel(level, rl, formatGb(load ? load->bytesPerStepGb : 0, locale, 1)));
        if (load) {
            shown << s;
            top = std::max({top, load->secondsPeak, micro * load->seconds});
        }
    }
    return top;
}

/// The series holds the sets `shown`, in that order; the others wait, owned by the chart.
void showSets(QChart* chart, QBarSeries* bars, const QList<QBarSet*>& shown) {
    if (bars->barSets() == shown)
        return;
    for (QBarSet* s : bars->barSets()) {
        bars->take(s);
        s->setParent(chart);
    }
    bars->append(shown);
}

} // namespace

void updateTransferChart(QChart* chart, const SizingResult& r, const QLocale& locale) {
    auto* bars = series<QBarSeries>(chart, 0);
    if (!bars)
        return;
    applyLocale(chart, locale);
    const StepTiming& st = r.step;
    QList<QBarSet*> shown;
    // A preference or RL run: its step is generation, scoring and the policy's training step
    // (r.rl, core/rl/rlstage.cpp), the expected figures the title adds up. Generation and
    // scoring have no figure at peak, so an RL run's chart has the expected bars alone.
    const bool rl = r.rl.asked;
    // The policy's training in an RL step: every micro-batch of the accumulation.
    const double micro = rl ? std::max(1, r.rl.microStepsPerStep) : 1;
    QBarSet* generation = stepSet(chart, bars, "generation");
    setStepValues(generation, rl, 0, r.rl.generateS);
    setLabel(generation, QCoreApplication::translate("ResultCharts", "Generate"));
    if (rl && r.rl.generateS > 0)
        shown << generation;
    QBarSet* scoring = stepSet(chart, bars, "scoring");
    setStepValues(scoring, rl, 0, r.rl.scoreS);
    setLabel(scoring, QCoreApplication::translate("ResultCharts", "Score"));
    if (rl && r.rl.scoreS > 0)
        shown << scoring;
    QBarSet* compute = stepSet(chart, bars, "compute");
    setStepValues(compute, rl, st.computeSPeak, micro * st.computeS);
    setLabel(compute, QCoreApplication::translate("ResultCharts", "Compute"));
    shown << compute;
    double top = std::max({st.computeSPeak, micro * st.computeS, micro * st.optimizerS});
    if (rl)
        top = std::max({top, r.rl.generateS, r.rl.scoreS});
    top = std::max(top, updateLinkBars(chart, bars, r, micro, locale, shown));
    QBarSet* optimizer = stepSet(chart, bars, "optimizer");
    setStepValues(optimizer, rl, 0, micro * st.optimizerS);
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
    QBarSet* critic = stepSet(chart, bars, "critic");
    const bool ppo = rl && r.rl.criticTrainS > 0;
    setStepValues(critic, rl, 0, ppo ? r.rl.criticTrainS : 0);
    setLabel(critic, QCoreApplication::translate("ResultCharts", "Critic"));
    if (ppo) {
        shown << critic;
        top = std::max(top, r.rl.criticTrainS);
    }
    showSets(chart, bars, shown);

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

} // namespace headroom::ui
