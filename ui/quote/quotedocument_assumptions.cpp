// QuoteDocument, the basis: every catalog assumption with its source, and the method notes.
#include "quote/quotedocument.h"

#include "calibrationdata.h"
#include "memory/statebytes.h"
#include "common/messagetext.h"
#include "quote/quotestyle.h"

#include <QPainter>
#include <QStringList>
#include <cmath>

namespace headroom::ui {

using namespace quotestyle;

namespace {

/// The serving stage's assumptions (core/serving/: weight formats, bandwidth efficiency, the
/// engine's reserves); a quote prints them only when the scenario asks for serving.
bool servingAssumption(const std::string& id) {
    return id.rfind("serving_", 0) == 0 || id == "int4_bytes_per_weight" ||
           id == "mxfp4_bytes_per_weight";
}

/// Own or rent (core/costs/: years of use, PUE, the exchange rate, the draw between runs); a
/// quote prints them only when the scenario has a `costs` section.
bool costsAssumption(const std::string& id) {
    return id == "cost_years" || id == "pue" || id == "usd_per_eur" || id == "idle_power_fraction";
}

/// The defaults of preference and RL runs (catalog/assumptions.json rl_*); a quote prints them
/// only for such a run.
bool rlAssumption(const std::string& id) {
    return id.rfind("rl_", 0) == 0;
}

/// DeepSpeed ZeRO's bucket sizes (catalog/assumptions.json zero_*) the run does not use: all of
/// them without a ZeRO engine, the stage-3 parameter fetch (stage3_*) under ZeRO-1/2, which use
/// the reduce bucket alone.
bool unusedZeroAssumption(const std::string& id, const Scenario& s) {
    if (id.rfind("zero_", 0) != 0)
        return false;
    if (!runsZeroEngine(s))
        return true;
    // The run's own file gives it (the configuration table prints the file's value): a number,
    // or "auto" where accelerate fills it (zeroSizes); an "auto" DeepSpeed drops is the
    // catalog's default, printed with its source.
    const DeepSpeedSettings& d = s.deepSpeed;
    const auto own = [&s](const ZeroSize& z) {
        return z.kind == ZeroSize::Kind::Elements ||
               (z.kind == ZeroSize::Kind::Auto && accelerateFillsAuto(s));
    };
    const bool fromFile =
        (id == "zero_reduce_bucket_elements" && own(d.reduceBucket)) ||
        (id == "zero_prefetch_bucket_elements" && own(d.prefetchBucket)) ||
        (id == "zero_param_persistence_threshold" && own(d.persistenceThreshold)) ||
        (id == "zero_max_live_parameters" && d.maxLiveParameters);
    if (fromFile)
        return true;
    return id != "zero_reduce_bucket_elements" && s.sharding != Sharding::Full;
}

/// The memory band's widening per respect (catalog/assumptions.json band_widen_*); a quote
/// prints those its band used (band_basis.outside), the window's dock all of them.
bool unusedWidening(const std::string& id, unsigned outside) {
    for (int i = 0; i < kBandRespects; ++i)
        if (id == std::string("band_widen_") + toString(static_cast<BandRespect>(i)))
            return !(outside & (1u << i));
    return false;
}

QString superscript(int exponent) {
    static const QChar digits[] = {u'⁰', u'¹', u'²', u'³', u'⁴', u'⁵', u'⁶', u'⁷', u'⁸', u'⁹'};
    QString text;
    for (QChar c : QString::number(exponent))
        text += c.isDigit() ? digits[c.digitValue()] : QChar(u'⁻');
    return text;
}

} // namespace

QString QuoteDocument::assumptionValue(const Assumption& a) const {
    if (a.unit == "switch") // on or off
        return MessageText::valueText(a, m_locale);
    const QString unit = MessageText::unitText(a.unit, m_locale);
    if (unit.isEmpty()) // fractions: utilisation, efficiency, overhead, derating
        return tr("%1 %").arg(
            num(a.value * 100, a.value * 100 == std::round(a.value * 100) ? 0 : 1));
    if (std::abs(a.value) >= 1e6) // rates: "2.0 × 10⁹ params/s"
        return QStringLiteral("%1 × 10%2 %3")
            .arg(num(a.value / std::pow(10, std::floor(std::log10(std::abs(a.value)))), 1),
                 superscript(int(std::floor(std::log10(std::abs(a.value))))), unit);
    const bool whole = a.value == std::round(a.value);
    const int decimals = whole ? 0 : (std::abs(a.value) < 1 ? 3 : 2);
    QString value = m_locale.toString(a.value, 'f', decimals);
    if (decimals == 3 && value.endsWith(QLatin1Char('0')))
        value.chop(1);
    return QStringLiteral("%1 %2").arg(value, unit);
}

void QuoteDocument::assumptions() {
    std::vector<Row> rows;
    for (const Assumption& a : m_catalog.assumptions.all) {
        // A quote is for one scenario: of the training stacks, only the one it names.
        if (a.id.rfind("stack_", 0) == 0 && a.id != "stack_" + m_scenario.stack)
            continue;
        if (servingAssumption(a.id) && !m_result.serving.asked)
            continue;
        if (rlAssumption(a.id) && !m_result.rl.asked)
            continue;
        if (costsAssumption(a.id) && !m_result.costs.asked)
            continue;
        if (unusedZeroAssumption(a.id, m_scenario))
            continue;
        if (unusedWidening(a.id, m_result.bandBasis.outside))
            continue;
        const QString label = MessageText::assumptionLabel(a, m_locale);
        rows.push_back({{label},
                        {assumptionValue(a), false, Qt::AlignRight},
                        {MessageText::assumptionSource(a, m_locale)}});
    }
    QStringList curve;
    for (const CapCurvePoint& p : m_catalog.assumptions.capCurve)
        curve << tr("%1 % → %2 %").arg(num(p.capFraction * 100, 0), num(p.rateFraction * 100, 0));
    rows.push_back(
        {{tr("Step rate under a power cap (cap / TDP → rate)")},
         {curve.join(QLatin1Char('\n')), false, Qt::AlignRight},
         {m_catalog.assumptions.capCurveSource.empty()
              ? tr("Estimate from published power-capping studies of LLM training; "
                   "editable in the catalog")
              : MessageText::sourceIn(m_catalog.assumptions.capCurveSource,
                                      m_catalog.assumptions.capCurveSourceDe, m_locale)}});
    heading(tr("Assumptions"), pt(70));
    paragraph(tr("Every figure that is not physics comes from the catalog below, with its source."),
              m_small);
    m_y += pt(4);
    table({{tr("Assumption")}, {tr("Value"), false, Qt::AlignRight}, {tr("Source")}}, rows,
          {0.33, 0.19, 0.48}, m_tiny);
    m_y += pt(10);
}

void QuoteDocument::methodNotes() {
    const auto& r = m_result;
    // torchtitan's selective per-op checkpointing keeps more per layer and recomputes less
    // (memoryterms.cpp selectiveOpCache, steptiming.cpp recomputedShare).
    const bool perOp = checkpointsPerOp(m_scenario);
    QStringList notes{
        tr("Model states follow the ZeRO paper's accounting for mixed precision with Adam: 2 B of "
           "BF16 weights, 2 B of gradients and 12 B of optimizer state (fp32 master weights, "
           "momentum, variance) per parameter, 16 B in all; 8-bit Adam keeps about 10 B. Full "
           "sharding (FSDP / ZeRO-3) divides all three by the number of GPUs."),
        tr("Parameters are counted from the model's architecture (config.json): %1 B in all for "
           "%2.")
            .arg(num(r.parameters.total / 1e9, 2), field(r.modelName)),
        perOp ? tr("Activations are counted from the tensors each layer saves for backward, with "
                   "torchtitan's selective per-op checkpointing keeping each layer's input and "
                   "the outputs of every other matmul and of the attention kernel; logits, "
                   "communication buffers and the CUDA context come on top.")
              : tr("Activations are counted from the tensors each layer saves for backward, with "
                   "gradient checkpointing keeping one layer input per layer; logits, "
                   "communication buffers and the CUDA context come on top."),
        perOp ? tr("Compute per step is 6 · P · tokens floating-point operations, plus the "
                   "matmuls selective per-op checkpointing recomputes (wk, wo and w3 of each "
                   "layer), at the GPU's dense BF16 peak, divided by the model-FLOPs utilisation "
                   "for the expected time.")
              : tr("Compute per step is 6 · P · tokens floating-point operations (8 · P with "
                   "recomputation) at the GPU's dense BF16 peak, divided by the model-FLOPs "
                   "utilisation for the expected time."),
        tr("A fully sharded step moves 3 × 2P × (N − 1)/N bytes per GPU (all-gather before "
           "forward and backward, reduce-scatter of gradients). Link rates from NVIDIA: NVLink "
           "900 GB/s per H200 NVL GPU inside a bridge domain, PCIe Gen5 x16 128 GB/s, both totals "
           "over two directions; a ring leaving an NVLink domain runs at its slowest hop."),
        tr("Power is GPUs at TDP (or the cap) plus CPU TDP plus the overhead above; a feed is "
           "planned at %1 % of its rating. Host memory follows NVIDIA-Certified Systems "
           "guidance of at least %2 times the GPU memory.")
            .arg(num(m_catalog.assumptions.feedDerating * 100, 0),
                 num(m_catalog.assumptions.hostMemoryFactor, 0)),
        tr("GB are 10⁹ bytes throughout. These are planning figures from published "
           "specifications; a measurement on the delivered system confirms them."),
    };
    // Megatron-LM's precision-aware optimizer keeps other bytes than the ZeRO paper's 12
    // (statebytes.h precisionAwareOptimizerBytes, precisionAwareStepBytes).
    if (runsPrecisionAwareOptimizer(m_scenario) && m_scenario.offload == Offload::None)
        notes.insert(1,
                     tr("Megatron-LM's precision-aware optimizer (Transformer Engine's FusedAdam) "
                        "keeps its states in the dtypes the configuration names: %1 B of "
                        "optimizer state per parameter of the GPU's shard instead of 12; its "
                        "step copies the states kept below fp32 to fp32, %2 B per parameter "
                        "of the shard while it runs.")
                         .arg(num(precisionAwareOptimizerBytes(m_scenario.megatron), 0),
                              num(precisionAwareStepBytes(m_scenario.megatron), 0)));
    // Why the free memory differs from the listed card: it is counted against what one
    // process can use of it (catalog usable_bytes), as the verdict.
    if (r.perGpu.listed > 0 && std::abs(r.perGpu.listed - r.perGpu.capacity) >= 0.05)
        notes << tr("Free memory is counted against the %1 one process can use of each card: "
                    "the %2 the driver reports, less its reserve; the CUDA context is part of "
                    "the predicted total. The configuration names the listed %3, against which "
                    "the reference page measures what is left.")
                     .arg(gb(r.perGpu.capacity), gb(r.gpuMemoryBytes / 1e9),
                          gb(r.perGpu.listed, 0));
    QString all;
    double h = 0;
    for (const QString& n : notes)
        h += paragraphHeight(n, m_small, m_content.width() - pt(12)) + pt(3);
    heading(tr("Method notes"), std::min(h, pt(80)));
    for (const QString& n : notes) {
        const double indent = pt(12);
        const double nh = paragraphHeight(n, m_small, m_content.width() - indent);
        ensureSpace(nh);
        if (!m_dry) {
            m_painter->setFont(m_small);
            m_painter->setPen(kAccent);
            m_painter->drawText(QRectF(m_content.left(), m_y, indent, nh),
                                Qt::AlignLeft | Qt::AlignTop, QStringLiteral("–"));
            m_painter->setPen(Qt::black);
            drawWrapped(QRectF(m_content.left() + indent, m_y, m_content.width() - indent, nh),
                        Qt::AlignLeft | Qt::AlignTop, n, m_small);
        }
        m_y += nh + pt(3);
    }
}

} // namespace headroom::ui
