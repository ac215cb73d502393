// QuoteDocument, the charts: the window's four result charts printed as vectors with their
// figures, and the comparison of pinned builds.
#include "quote/quotedocument.h"

#include "charts/resultcharts.h"
#include "common/numberformat.h"
#include "quote/quotestyle.h"

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QApplication>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QChart>
#include <QFontMetricsF>
#include <QGraphicsScene>
#include <QLegend>
#include <QLegendMarker>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QXYSeries>
#include <algorithm>
#include <cmath>
#include <memory>

namespace headroom::ui {

using namespace quotestyle;

namespace {

// Chart scenes are laid out at two scene units per point so that integer pixel font sizes give
// half-point steps; fonts are set in pixels, which keeps scene layout and PDF text in step.
constexpr double kSceneUnitsPerPoint = 2.0;

QFont pixelFont(const QFont& base, double points, bool bold = false) {
    QFont font = base;
    font.setFamily(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(int(std::lround(points * kSceneUnitsPerPoint)));
    font.setBold(bold);
    font.setStyleStrategy(QFont::PreferNoShaping);
    return font;
}

// The chart comes from the window's factory; the page sets print sizes and a plain look.
void prepareForPrint(QChart* chart) {
    chart->setAnimationOptions(QChart::NoAnimation);
    chart->setTheme(QChart::ChartThemeLight);
    chart->setBackgroundRoundness(0);
    chart->setBackgroundBrush(Qt::white);
    chart->setBackgroundPen(Qt::NoPen);
    chart->setDropShadowEnabled(false);
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->setTitleFont(pixelFont(chart->titleFont(), 8.5, true));
    chart->legend()->setFont(pixelFont(chart->legend()->font(), 6));
    chart->legend()->setMarkerShape(QLegend::MarkerShapeRectangle);
    for (QAbstractAxis* axis : chart->axes()) {
        axis->setLabelsFont(pixelFont(axis->labelsFont(), 6.5));
        axis->setTitleFont(pixelFont(axis->titleFont(), 6.5));
    }
    for (QAbstractSeries* series : chart->series()) {
        if (auto* bars = qobject_cast<QAbstractBarSeries*>(series)) {
            for (QBarSet* set : bars->barSets())
                set->setLabelFont(pixelFont(set->labelFont(), 6));
        } else if (auto* xy = qobject_cast<QXYSeries*>(series)) {
            xy->setPointLabelsFont(pixelFont(xy->pointLabelsFont(), 6));
        }
    }
    // A row of more than four entries under a chart a page column wide elides their figures:
    // the print lists them beside the plot instead.
    int shown = 0;
    for (QLegendMarker* marker : chart->legend()->markers())
        shown += marker->isVisible() ? 1 : 0;
    if ((chart->legend()->alignment() & Qt::AlignBottom) && shown > 4)
        chart->legend()->setAlignment(Qt::AlignRight);
}

/// Parts that are zero (logits with a fused loss, a link that carries nothing) have no bar to
/// name: their legend entries go, so that the others keep their room in the chart's height (the
/// figures beside the chart list every part).
void hideZeroParts(QChart* chart) {
    for (QAbstractSeries* series : chart->series())
        if (auto* bars = qobject_cast<QAbstractBarSeries*>(series))
            for (QLegendMarker* marker : chart->legend()->markers(bars)) {
                auto* barMarker = qobject_cast<QBarLegendMarker*>(marker);
                if (!barMarker)
                    continue;
                bool zero = true;
                for (int i = 0; zero && i < barMarker->barset()->count(); ++i)
                    zero = barMarker->barset()->at(i) == 0;
                if (zero)
                    marker->setVisible(false);
            }
}

} // namespace

void QuoteDocument::charts() {
    // The heading, its note and the first chart together.
    // A preference or RL run's memory figures add the peak phase and the RL models' rows (17
    // rows at most): that chart grows with them, so that its legend, which lists as many
    // entries, has room.
    const double lineH = QFontMetricsF(m_tiny, m_device).height() + pt(2.5);
    const double memoryH = m_result.rl.asked ? std::max(pt(132), pt(18) + 17 * lineH) : pt(132);
    heading(tr("Sizing results"), memoryH + pt(38));
    paragraph(tr("Each chart is computed for the configuration above; the figures beside it are "
                 "the same values in numbers. GB = 10⁹ bytes."),
              m_small);
    m_y += pt(8);
    // One chart per row, its figures to the right: wide enough for the legends and axes.
    const double chartW = m_content.width() * 0.6;
    const double gap = pt(14);
    const double chartH = pt(132);
    for (int index = 0; index < 4; ++index) {
        const double h = index == 0 ? memoryH : chartH;
        ensureSpace(h);
        const QRectF chart(m_content.left(), m_y, chartW, h);
        const QRectF figures(chart.right() + gap, m_y + pt(18), m_content.width() - chartW - gap,
                             h - pt(18));
        m_y += chartCell(index, chart, figures) + pt(6);
    }
}

QString QuoteDocument::chartTitle(int index) const {
    // Runs side by side: memory and step are each run's, power and storage the server's.
    const bool several = m_result.runsSideBySide > 1;
    const QString runs = m_locale.toString(m_result.runsSideBySide);
    switch (index) {
    case 0:
        return several ? tr("Memory per GPU, each of %1 runs").arg(runs) : tr("Memory per GPU");
    case 1:
        return several ? tr("Transfer vs compute per step, each run")
                       : tr("Transfer vs compute per step");
    case 2:
        return several ? tr("Power draw against feeds, all %1 runs").arg(runs)
                       : tr("Power draw against feeds");
    default:
        return several ? tr("Checkpoint storage for %1 runs").arg(runs) : tr("Checkpoint storage");
    }
}

QuoteDocument::Figures QuoteDocument::memoryFigures() const {
    const auto& r = m_result;
    Figures figures;
    figures = {{tr("Weights"), gb(r.perGpu.weights)},
               {tr("Gradients"), gb(r.perGpu.gradients)},
               {tr("Optimizer states"), gb(r.perGpu.optimizer)},
               {tr("Activations"), gb(r.perGpu.activations)},
               {tr("Logits"), gb(r.perGpu.logits)},
               // The window's and the sheet's word: the communication buffers, or the optimizer
               // step's temporaries where the step sets the peak (gpumemory.cpp sizeStage).
               {tr("Buffers"), gb(r.perGpu.buffers)},
               {tr("CUDA context and reserve"), gb(r.perGpu.reserved)}};
    // A preference or RL run: the phase that sets the peak and what it holds beside the
    // policy's training step (the chart's "RL models" segment), model by model.
    if (r.rl.asked) {
        figures.push_back({tr("Peak phase"), phaseName(r.rl.peakPhase)});
        figures.push_back({tr("RL models and engine at the peak"), gb(r.rl.modelsGbPerGpu)});
        const std::pair<QString, double> models[] = {
            {tr("– reference model"), r.rl.referenceGbPerGpu},
            {tr("– reward model"), r.rl.rewardGbPerGpu},
            {tr("– critic with its states"), r.rl.criticGbPerGpu},
            {tr("– rollout engine (weights, KV cache)"), r.rl.engineGbPerGpu}};
        for (const auto& [label, value] : models)
            if (value > 0)
                figures.push_back({label, gb(value)});
    }
    figures.insert(
        figures.end(),
        {{tr("Total of capacity"),
          tr("%1 of %2").arg(gb(r.perGpu.total), gb(r.perGpu.capacity, 0))},
         {r.perGpu.headroom >= 0 ? tr("Free") : tr("Short"), gb(std::abs(r.perGpu.headroom))},
         {tr("Host memory recommended"), gb(r.host.recommended, 0)},
         {tr("Host memory installed"), gb(r.host.installed, 0)}});
    return figures;
}

QuoteDocument::Figures QuoteDocument::stepFigures() const {
    const auto& r = m_result;
    const bool several = r.runsSideBySide > 1;
    Figures figures;
    figures = {
        {tr("Link"), tr("%1, %2 GB/s").arg(linkName(r.step.link), num(r.step.linkGBs, 0))},
        {tr("Traffic per GPU and pass"), gb(r.step.trafficPerGpuGb)},
        {tr("Transfer, peak / expected"),
         tr("%1 s / %2 s").arg(num(r.step.transferSPeak, 2), num(r.step.transferS, 2))},
        {tr("Compute, peak / expected"),
         tr("%1 s / %2 s").arg(num(r.step.computeSPeak, 2), num(r.step.computeS, 2))},
        {tr("Model-FLOPs utilisation"), tr("%1 %").arg(num(r.step.mfu * 100, 0))},
        {tr("Step, overlapped / serial"),
         tr("%1 s / %2 s").arg(num(r.step.stepS, 2), num(r.step.stepSSerial, 2))},
        {tr("Throughput"), tr("%1 tokens/s").arg(formatCount(r.step.tokensPerS, m_locale))},
        {tr("Aggregate compute"), tr("%1 TFLOPS").arg(formatCount(r.aggregateTflops, m_locale))},
        {several ? tr("Run time, each run for its dataset") : tr("Run time for the dataset"),
         tr("%1 h").arg(num(r.time.hours, 1))}};
    // A preference or RL run's step: generation and scoring before the training step
    // (r.rl, core/rl/rlstage.cpp), beside the chart's bars of the same names.
    // The compute and transfer rows are one micro-batch of the policy; an RL step trains
    // on all of its accumulated micro-batches.
    if (r.rl.asked)
        figures.insert(figures.begin() + 5,
                       {{tr("Generate / score per step"),
                         tr("%1 s / %2 s").arg(num(r.rl.generateS, 2), num(r.rl.scoreS, 2))},
                        {tr("Training per step"),
                         tr("%n micro-batch(es), %1 s", nullptr, r.rl.microStepsPerStep)
                             .arg(num(r.rl.trainS, 2))}});
    if (several)
        figures.push_back(
            {tr("Throughput, all runs"),
             tr("%1 tokens/s").arg(formatCount(r.serverTotals.tokensPerS, m_locale))});
    return figures;
}

QuoteDocument::Figures QuoteDocument::powerFigures() const {
    const auto& r = m_result;
    const bool several = r.runsSideBySide > 1;
    const QString runs = m_locale.toString(r.runsSideBySide);
    Figures figures;
    figures = {{tr("GPUs"), tr("%1 W").arg(formatCount(r.power.gpus, m_locale))},
               {tr("CPUs"), tr("%1 W").arg(formatCount(r.power.cpus, m_locale))},
               {tr("Memory, drives, fans, losses"),
                tr("%1 W").arg(formatCount(r.power.overhead, m_locale))},
               {tr("Total"), tr("%1 kW").arg(num(r.power.total / 1000, 2))}};
    for (const Feed& f : r.feeds)
        figures.push_back(
            {f.phases == 3 ? tr("Feed %1 V %2 A three-phase").arg(num(f.voltage, 0), num(f.amps, 0))
                           : tr("Feed %1 V %2 A").arg(num(f.voltage, 0), num(f.amps, 0)),
             tr("%1 kW, %2").arg(num(f.limitW / 1000, 2), f.fits ? tr("fits") : tr("exceeded"))});
    figures.push_back(
        {several ? tr("Energy for all %1 runs").arg(runs) : tr("Energy for the run"),
         tr("%1 kWh, %2").arg(formatCount(r.time.energyKwh, m_locale), money(r.time.energyCost))});
    return figures;
}

QuoteDocument::Figures QuoteDocument::storageFigures() const {
    const auto& r = m_result;
    const bool several = r.runsSideBySide > 1;
    Figures figures;
    figures = {{tr("Resumable checkpoint"), gb(r.storage.checkpoint)},
               {tr("%n checkpoints kept", nullptr, m_scenario.checkpointsKept),
                gb(r.storage.checkpointsKept)},
               {tr("Final model, BF16"), gb(r.storage.finalBf16)},
               {tr("FP8 export"), gb(r.storage.finalFp8)},
               {tr("Total"), gb(r.storage.total)}};
    if (several) { // every run keeps its checkpoints and writes its own final model
        figures[1].first = tr("%1 checkpoints kept per run, all runs")
                               .arg(m_locale.toString(m_scenario.checkpointsKept));
        figures[2].first = tr("Final models, BF16, all runs");
        figures[3].first = tr("FP8 exports, all runs");
    }
    return figures;
}

double QuoteDocument::figureList(const Figures& figures, const QRectF& side) {
    const QFontMetricsF fm(m_tiny, m_device);
    const double lineH = fm.height() + pt(2.5);
    double y = side.top();
    for (size_t i = 0; i < figures.size(); ++i) {
        const QRectF line(side.left(), y, side.width(), lineH);
        // The value is never cut; a long label gives way.
        const double valueW = fm.horizontalAdvance(figures[i].second) + pt(8);
        const double labelW = side.width() - valueW - pt(3);
        if (!m_dry) {
            if (i % 2 == 0) {
                m_painter->setPen(Qt::NoPen);
                m_painter->setBrush(kZebra);
                m_painter->drawRect(line);
                m_painter->setBrush(Qt::NoBrush);
            }
            m_painter->setFont(m_tiny);
            m_painter->setPen(kMuted);
            m_painter->drawText(QRectF(line.left() + pt(3), y, labelW, lineH),
                                Qt::AlignLeft | Qt::AlignVCenter,
                                fm.elidedText(figures[i].first, Qt::ElideRight, labelW));
            m_painter->setPen(Qt::black);
            m_painter->drawText(line.adjusted(0, 0, -pt(3), 0), Qt::AlignRight | Qt::AlignVCenter,
                                figures[i].second);
        }
        y += lineH;
    }
    return y;
}

double QuoteDocument::chartCell(int index, const QRectF& cell, const QRectF& side) {
    const auto& r = m_result;
    const QString title = chartTitle(index);
    const Figures figures = index == 0   ? memoryFigures()
                            : index == 1 ? stepFigures()
                            : index == 2 ? powerFigures()
                                         : storageFigures();
    // The chart, then its numbers beside it.
    if (!m_dry) {
        std::unique_ptr<QChart> chart(makeResultChart(ResultChartKind(index), r, m_locale));
        if (chart) {
            // Host memory has no place on the "GB per GPU" axis: its figures are listed beside.
            if (index == 0) {
                setMemoryChartHostShown(chart.get(), false);
                updateMemoryChart(chart.get(), r, m_locale);
            }
            chart->setTitle(title);
            // Memory parts and links (power and storage parts are never zero in a real build;
            // a figure that is not a number draws as zero there and keeps its "—" entry).
            if (index <= 1)
                hideZeroParts(chart.get());
            paintChart(chart.get(), cell);
        }
    }
    const double y = figureList(figures, side);
    return std::max(cell.height(), y - cell.top());
}

void QuoteDocument::paintChart(QChart* chart, const QRectF& target) {
    // QChart is a QGraphicsWidget: it needs QApplication's style. Without one (a bare
    // QGuiApplication) the figures under each chart still print.
    if (!qobject_cast<QApplication*>(QCoreApplication::instance()))
        return;
    prepareForPrint(chart);
    QGraphicsScene scene;
    scene.addItem(chart);
    const QRectF source(0, 0, target.width() / m_unit * kSceneUnitsPerPoint,
                        target.height() / m_unit * kSceneUnitsPerPoint);
    chart->setGeometry(source);
    scene.setSceneRect(source);
    m_painter->save();
    m_painter->setRenderHint(QPainter::Antialiasing);
    scene.render(m_painter, target, source, Qt::IgnoreAspectRatio);
    m_painter->restore();
    scene.removeItem(chart); // the caller owns the chart
}

void QuoteDocument::comparison() {
    const std::vector<PinnedBuild>& builds = m_options.comparison;
    if (builds.empty())
        return;
    const int n = int(std::min<std::size_t>(builds.size(), ComparisonModel::MaxPinned));
    // The cells are the comparison dock's (ComparisonModel::cellText); the quote's translator
    // answers their words in the document language.
    Row header{{}};
    for (int c = 0; c < n; ++c)
        header.push_back({ComparisonModel::columnTitle(PinnedBuild{}, c), false, Qt::AlignRight});
    std::vector<Row> rows;
    for (int row = 0; row < ComparisonModel::RowCount; ++row) {
        Row cells{{ComparisonModel::rowTitle(row)}};
        for (int c = 0; c < n; ++c)
            cells.push_back(
                {ComparisonModel::cellText(builds[std::size_t(c)], row, m_catalog, m_locale),
                 row == ComparisonModel::Build || row == ComparisonModel::Verdict, Qt::AlignRight});
        rows.push_back(std::move(cells));
    }
    std::vector<double> widths{0.24};
    for (int c = 0; c < n; ++c)
        widths.push_back(0.76 / n);

    heading(tr("Comparison of builds"), pt(150));
    paragraph(tr("The builds pinned for comparison, each sized for its own configuration. The "
                 "quote itself is for the configuration on the first page."),
              m_small);
    m_y += pt(4);
    table(header, rows, widths, m_tiny, true, Labels::FirstColumn);
    m_y += pt(10);

    // Two small bar charts: what stays free on each GPU, and how long a step takes.
    std::vector<double> free, step;
    for (int c = 0; c < n; ++c) {
        free.push_back(builds[std::size_t(c)].result.perGpu.headroom);
        step.push_back(builds[std::size_t(c)].result.step.stepS);
    }
    const double gap = pt(16);
    const double w = (m_content.width() - gap) / 2;
    const double h = pt(18) + n * pt(15) + pt(4);
    ensureSpace(h);
    comparisonBars(QRectF(m_content.left(), m_y, w, h), tr("Free memory per GPU"),
                   ComparisonModel::FreeGb, free, kFitsFg, kFailFg);
    comparisonBars(QRectF(m_content.left() + w + gap, m_y, w, h), tr("Step time (overlapped)"),
                   ComparisonModel::StepTime, step, kAccent, kAccent);
    m_y += h + pt(10);
}

void QuoteDocument::comparisonBars(const QRectF& cell, const QString& title, int row,
                                   const std::vector<double>& values, const QColor& positive,
                                   const QColor& negative) {
    if (m_dry)
        return;
    const std::vector<PinnedBuild>& builds = m_options.comparison;
    const QFontMetricsF fm(m_tiny, m_device);
    m_painter->save();
    m_painter->setRenderHint(QPainter::Antialiasing);
    m_painter->setFont(makeFont(8, true));
    m_painter->setPen(kAccent);
    m_painter->drawText(QRectF(cell.left(), cell.top(), cell.width(), pt(14)),
                        Qt::AlignLeft | Qt::AlignVCenter, title);

    // Labels on the left, values on the right, bars from a common zero between them.
    QStringList labels, texts;
    double labelW = 0, valueW = 0;
    for (std::size_t c = 0; c < values.size(); ++c) {
        labels << ComparisonModel::columnTitle(PinnedBuild{}, int(c));
        texts << ComparisonModel::cellText(builds[c], row, m_catalog, m_locale);
        labelW = std::max(labelW, fm.horizontalAdvance(labels.back()));
        valueW = std::max(valueW, fm.horizontalAdvance(texts.back()));
    }
    labelW += pt(6);
    valueW += pt(6);
    const double lo = std::min(0.0, *std::min_element(values.begin(), values.end()));
    const double hi = std::max(0.0, *std::max_element(values.begin(), values.end()));
    const double span = hi - lo > 0 ? hi - lo : 1;
    const double barLeft = cell.left() + labelW, barW = cell.width() - labelW - valueW;
    const double zero = barLeft + barW * (-lo / span);
    const double rowH = pt(15), top = cell.top() + pt(18);
    m_painter->setFont(m_tiny);
    for (std::size_t c = 0; c < values.size(); ++c) {
        const double y = top + double(c) * rowH;
        const double end = barLeft + barW * ((values[c] - lo) / span);
        m_painter->setPen(kMuted);
        m_painter->drawText(QRectF(cell.left(), y, labelW, rowH), Qt::AlignLeft | Qt::AlignVCenter,
                            labels[int(c)]);
        m_painter->setPen(Qt::NoPen);
        m_painter->setBrush(values[c] >= 0 ? positive : negative);
        m_painter->drawRect(
            QRectF(std::min(zero, end), y + pt(3), std::abs(end - zero), rowH - pt(6)));
        m_painter->setBrush(Qt::NoBrush);
        m_painter->setPen(Qt::black);
        m_painter->drawText(QRectF(cell.right() - valueW, y, valueW, rowH),
                            Qt::AlignRight | Qt::AlignVCenter, texts[int(c)]);
    }
    // The zero line across all bars.
    m_painter->setPen(QPen(kRule, pt(0.6)));
    m_painter->drawLine(QPointF(zero, top), QPointF(zero, top + double(values.size()) * rowH));
    m_painter->restore();
}

} // namespace headroom::ui
