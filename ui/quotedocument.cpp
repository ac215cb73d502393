#include "quotedocument.h"

#include "numberformat.h"
#include "resultcharts.h"

#include <QAbstractAxis>
#include <QAbstractBarSeries>
#include <QApplication>
#include <QBarSet>
#include <QChart>
#include <QGraphicsScene>
#include <QLegend>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPainterPath>
#include <QTranslator>
#include <QXYSeries>
#include <algorithm>
#include <cmath>
#include <memory>

namespace headroom::ui {

namespace {

const QColor kAccent(0x1f, 0x4e, 0x79); // letterhead rule, headings
const QColor kMuted(0x55, 0x5b, 0x63);  // secondary text
const QColor kRule(0xc8, 0xcd, 0xd3);   // table lines
const QColor kZebra(0xf2, 0xf4, 0xf7);  // alternate table rows
const QColor kFitsBg(0xe6, 0xf4, 0xea); // verdict: fits
const QColor kFitsFg(0x1e, 0x6b, 0x34);
const QColor kTightBg(0xfd, 0xf1, 0xdc); // verdict: tight (within the uncertainty band)
const QColor kTightFg(0x8a, 0x52, 0x00);
const QColor kFailBg(0xfb, 0xe9, 0xe7); // verdict: does not fit
const QColor kFailFg(0xa3, 0x1d, 0x12);

// Chart scenes are laid out at two scene units per point so that integer pixel font sizes give
// half-point steps; fonts are set in pixels, which keeps scene layout and PDF text in step.
constexpr double kSceneUnitsPerPoint = 2.0;

QFont makeFont(double points, bool bold = false) {
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setStyleHint(QFont::SansSerif);
    font.setPointSizeF(points);
    font.setBold(bold);
    // No shaping, so no ligatures: "fi" stays two letters, and the PDF's text is found by a
    // search for "configuration" and copies as typed.
    font.setStyleStrategy(QFont::PreferNoShaping);
    return font;
}

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
}

// Catalog assumption labels as lupdate sees them; the catalog's text is the lookup key, so a
// changed label in a user catalog prints as written.
const char* const kAssumptionLabels[] = {
    QT_TRANSLATE_NOOP("headroom::ui::QuoteAssumptions", "Model-FLOPs utilisation (FSDP, BF16)"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteAssumptions", "Model-FLOPs utilisation at long context"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteAssumptions",
                      "Length from which the long-context MFU applies"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteAssumptions",
                      "Achieved share of the peak link rate in collectives"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteAssumptions",
                      "CUDA context, cuBLAS and NCCL workspaces per GPU"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteAssumptions", "Allocator reserve over allocated memory"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteAssumptions",
                      "8-bit Adam optimizer state (fp32 master + 2 × 1 B moments)"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteAssumptions",
                      "Hugging Face accounting over ZeRO's 16 B (18 B in all)"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteAssumptions",
                      "Host memory per parameter with optimizer offload"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteAssumptions", "QLoRA NF4 with double quantisation"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteAssumptions",
                      "Resumable checkpoint (fp32 master, Adam moments, 16-bit weights)"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteAssumptions", "FP8 export: linear weights"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteAssumptions",
                      "Memory, drives, fans and conversion losses on top of GPUs and CPUs"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteAssumptions", "Continuous load planned on a feed"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteAssumptions", "Host memory per GPU memory"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteAssumptions",
                      "Host memory for OS, data loaders and page cache with offload"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteAssumptions",
                      "CPU Adam update rate of a two-socket server"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteAssumptions", "Electricity price"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteAssumptions",
                      "Safety margin a recommended build keeps free"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteAssumptions",
                      "Uncertainty band of the memory verdict: the smallest and largest error of "
                      "the measured runs of the same regime (method × sharding × offload × "
                      "stack; pooled over stacks, then methods, when a regime has fewer than two "
                      "runs)"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteAssumptions",
                      "Training stack Hugging Face Trainer: AMP over fp32 parameters (18 B per "
                      "trained parameter), torch AdamW foreach, transformers loss on fp32 logits, "
                      "FSDP1, bitsandbytes NF4 quantised on load, PEFT targets q/v"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteAssumptions",
                      "Training stack torchtune: pure BF16 weights, gradients and AdamW moments (8 "
                      "B per trained parameter), fused AdamW, chunked cross-entropy (8 chunks), "
                      "FSDP2, torchao NF4 with double-quantised scales"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteAssumptions",
                      "Training stack LitGPT: bf16-true (8 B per trained parameter), LM head in "
                      "128-token chunks whose logits Lightning Fabric returns in fp32, torch AdamW "
                      "foreach (bnb PagedAdamW for QLoRA), NF4 on every linear incl. lm_head, an "
                      "untied copy of tied embeddings, LoRA with dropout on query and value"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteAssumptions",
                      "Training stack Unsloth: Hugging Face Trainer states (18 B per trained "
                      "parameter), gradient checkpoints offloaded to host memory, Triton kernels "
                      "(as compiled), fused linear cross-entropy, pre-quantised NF4 checkpoints"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteAssumptions",
                      "Training stack Hugging Face Trainer + Liger: as the Trainer, with Liger's "
                      "fused linear cross-entropy and RMSNorm/SwiGLU/RoPE kernels"),
};

// The built-in stacks' names (catalog/stacks.json); a user-defined stack keeps its catalog name.
const char* const kStackNames[] = {
    QT_TRANSLATE_NOOP("headroom::ui::QuoteDocument",
                      "Hugging Face Trainer (transformers + PEFT + accelerate / DeepSpeed)"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteDocument", "torchtune"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteDocument", "LitGPT (Lightning Fabric)"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteDocument", "Unsloth"),
    QT_TRANSLATE_NOOP("headroom::ui::QuoteDocument", "Hugging Face Trainer with Liger kernels")};

} // namespace

QuoteDocument::QuoteDocument(const Catalog& catalog, const Scenario& scenario,
                             const SizingResult& result, const QuoteOptions& options,
                             const QTranslator* translator)
    : m_catalog(catalog), m_scenario(scenario), m_result(result), m_options(options),
      m_translator(translator), m_locale(options.language == QLatin1String("de")
                                             ? QLocale(QLocale::German, QLocale::Germany)
                                             : QLocale(QLocale::English, QLocale::UnitedKingdom)),
      m_date(options.date.isValid() ? options.date : QDate::currentDate()),
      m_validityDays(options.validityDays > 0 ? options.validityDays
                                              : catalog.vendor.validityDays) {
    m_locale.setNumberOptions(QLocale::DefaultNumberOptions);
}

QString QuoteDocument::tr(const char* source, const char* disambiguation, int n) const {
    QString text;
    if (m_translator)
        text = m_translator->translate("headroom::ui::QuoteDocument", source, disambiguation, n);
    if (text.isEmpty())
        text = QString::fromUtf8(source);
    if (n >= 0)
        text.replace(QLatin1String("%n"), m_locale.toString(n));
    return text;
}

// ---- Formatting ---------------------------------------------------------------------------------

QString QuoteDocument::title() const {
    return tr("Quote %1: %2 on %3 × %4")
        .arg(m_options.quoteNumber, QString::fromStdString(m_result.modelName))
        .arg(m_result.gpuCount)
        .arg(QString::fromStdString(m_result.gpuName));
}

QString QuoteDocument::methodName(Method m) const {
    switch (m) {
    case Method::Full:
        return tr("Full fine-tune");
    case Method::Lora:
        return tr("LoRA");
    case Method::Qlora:
        return tr("QLoRA (NF4 base)");
    }
    return {};
}

QString QuoteDocument::shardingName(Sharding s) const {
    switch (s) {
    case Sharding::Full:
        return tr("Fully sharded (FSDP / ZeRO-3)");
    case Sharding::Zero2:
        return tr("ZeRO-2 (gradients and optimizer sharded)");
    case Sharding::Zero1:
        return tr("ZeRO-1 (optimizer sharded)");
    case Sharding::None:
        return tr("None (data parallel)");
    }
    return {};
}

QString QuoteDocument::num(double value, int decimals) const {
    return m_locale.toString(value, 'f', decimals);
}

QString QuoteDocument::gb(double value, int decimals) const {
    return tr("%1 GB").arg(num(value, decimals));
}

QString QuoteDocument::money(double value) const {
    const QString code = QString::fromStdString(m_catalog.vendor.currency);
    return QStringLiteral("%1 %2").arg(num(value, 2), code);
}

QString QuoteDocument::onOff(bool on) const {
    return on ? tr("on") : tr("off");
}

QString QuoteDocument::dateText(const QDate& date) const {
    return m_locale.toString(date, m_options.language == QLatin1String("de")
                                       ? QStringLiteral("d. MMMM yyyy")
                                       : QStringLiteral("d MMMM yyyy"));
}

namespace {
QString superscript(int exponent) {
    static const QChar digits[] = {u'⁰', u'¹', u'²', u'³', u'⁴', u'⁵', u'⁶', u'⁷', u'⁸', u'⁹'};
    QString text;
    for (QChar c : QString::number(exponent))
        text += c.isDigit() ? digits[c.digitValue()] : QChar(u'⁻');
    return text;
}
} // namespace

QString QuoteDocument::assumptionValue(const Assumption& a) const {
    const QString unit = QString::fromStdString(a.unit);
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

QString QuoteDocument::warningText(const Warning& w) const {
    const auto& r = m_result;
    const std::string& c = w.code;
    if (c.rfind("serving_", 0) == 0)
        return servingWarningText(w);
    if (c == "does_not_fit")
        return tr("Does not fit: %1 needed per GPU, %2 on the card (%3 short).")
            .arg(gb(r.perGpu.total), gb(r.perGpu.capacity, 0), gb(-r.perGpu.headroom));
    if (c == "within_band")
        return tr("Tight: %1 free per GPU, but measured runs of this kind needed up to %2 more "
                  "than predicted (%3 in all).")
            .arg(gb(r.perGpu.headroom), gb(r.perGpu.band.high - r.perGpu.total),
                 gb(r.perGpu.band.high));
    if (c == "tight_fit")
        return tr("Tight: only %1 free per GPU; allocator spikes or a different framework may "
                  "run out.")
            .arg(gb(r.perGpu.headroom));
    if (c == "feed_exceeded") {
        for (const Feed& f : r.feeds)
            if (f.phases == 1 && int(f.amps) == m_scenario.feedAmps)
                return tr("The server draws %1 kW, more than the %2 A feed carries (%3 kW at "
                          "80 %).")
                    .arg(num(r.power.total / 1000, 2), num(f.amps, 0), num(f.limitW / 1000, 2));
    }
    if (c == "cap_or_32a")
        return tr("A 32 A feed or a power cap per GPU brings the draw within limits.");
    if (c == "two_nvlink_domains")
        return tr("The cards span more than one NVLink domain: part of the sharded traffic "
                  "crosses PCIe.");
    if (c == "pcie_p2p_iommu")
        return tr("PCIe peer-to-peer transfers need the IOMMU off (NCCL: CUDA does not support "
                  "IOMMU-enabled PCIe P2P); check it at acceptance.");
    if (c == "transfer_bound")
        return tr("The weight traffic (%1 s) takes longer than the compute (%2 s) per step: the "
                  "link sets the pace.")
            .arg(num(r.step.transferS, 2), num(r.step.computeS, 2));
    if (c == "no_vision_tower")
        return tr("The model has no vision tower: the image share is ignored.");
    if (c == "long_image_sequences")
        return tr("Images lengthen the longest sequence to %1 tokens: plan length and "
                  "micro-batch for it.")
            .arg(m_locale.toString(r.longestSequence));
    if (c == "context_exceeded")
        return tr("The longest sequence (%1 tokens) exceeds the model's context.")
            .arg(m_locale.toString(r.longestSequence));
    if (c == "host_memory")
        return tr("Host memory: %1 installed, %2 recommended.")
            .arg(gb(r.host.installed, 0), gb(r.host.recommended, 0));
    if (c == "offload_slow")
        return tr("With optimizer offload the CPUs perform the parameter update, which slows "
                  "every optimizer step.");
    if (c == "cpu_cores")
        return tr("The CPUs have %1 cores, fewer than the %2 that %3 GPUs need.")
            .arg(m_locale.toString(r.serverTotals.cpuCores),
                 m_locale.toString(qRound(r.serverTotals.cpuCoresNeeded)),
                 m_locale.toString(r.gpuCount));
    if (c == "dataset_below_batch")
        return tr("The dataset is smaller than one global batch (GPUs × micro-batch × "
                  "accumulation): a single optimizer step sees all of it.");
    if (c == "network_not_hidden")
        for (const LinkLoad& l : r.step.links)
            if (l.level == LinkLevel::Network)
                return tr("The network between the servers needs %1 s per step, more than the "
                          "compute (%2 s): %3 Gb/s per server would hide it.")
                    .arg(num(l.seconds, 2), num(r.step.computeS, 2),
                         num(r.cluster.networkNeededGbpsPerServer, 0));
    if (c == "network_power_unknown")
        return tr("The catalog has no power figure for a switch, link or adapter of this "
                  "network: the cluster's power leaves it out.");
    if (c == "psu_redundancy")
        return tr("The server's supplies (%1 W) do not carry its peak of %2 W with one supply "
                  "failed (N+1).")
            .arg(num(r.facility.psuInstalledW, 0), num(r.facility.serverPeakW, 0));
    return QString::fromStdString(w.message()); // catalog text (e.g. a TFLOPS note) or a new code
}

// ---- Pages --------------------------------------------------------------------------------------

int QuoteDocument::paint(QPagedPaintDevice* device, QPainter* painter) {
    m_device = device;
    m_painter = painter;
    m_unit = device->logicalDpiY() / 72.0;
    const QPageLayout pageLayout = device->pageLayout();
    const QRectF paper = pageLayout.fullRectPoints();
    // Margins: 18 mm at the sides, 16 mm on top, room for the footer below.
    const double side = 18 / 25.4 * 72, top = 16 / 25.4 * 72, bottom = 20 / 25.4 * 72;
    m_content =
        QRectF(pt(side), pt(top), pt(paper.width() - 2 * side), pt(paper.height() - top - bottom));

    m_body = makeFont(9);
    m_bold = makeFont(9, true);
    m_small = makeFont(8);
    m_tiny = makeFont(7);
    m_h1 = makeFont(17, true);
    m_h2 = makeFont(11.5, true);
    m_vendor = makeFont(15, true);

    m_dry = true;
    layout();
    m_pageCount = m_page;
    m_dry = false;
    layout();
    return m_pageCount;
}

void QuoteDocument::layout() {
    m_page = 1;
    m_y = m_content.top();
    letterhead();
    addressBlock();
    verdictBox();
    configurationTable();
    lineItems();
    notes();
    terms();
    newPage();
    charts();
    comparison();
    servingSection();
    warnings();
    assumptions();
    methodNotes();
    paintHeaderFooter();
}

void QuoteDocument::newPage() {
    paintHeaderFooter();
    if (!m_dry)
        m_device->newPage();
    ++m_page;
    m_y = m_content.top();
    // Running header on follow-on pages: who sent it and which quote it is.
    const QString running =
        tr("%1 · Quote %2")
            .arg(QString::fromStdString(m_catalog.vendor.name), m_options.quoteNumber);
    if (!m_dry) {
        m_painter->setFont(m_tiny);
        m_painter->setPen(kMuted);
        m_painter->drawText(QRectF(m_content.left(), m_y, m_content.width(), pt(10)),
                            Qt::AlignLeft | Qt::AlignVCenter, running);
        m_painter->setPen(QPen(kAccent, pt(0.6)));
        m_painter->drawLine(QPointF(m_content.left(), m_y + pt(12)),
                            QPointF(m_content.right(), m_y + pt(12)));
    }
    m_y += pt(22);
}

void QuoteDocument::ensureSpace(double height) {
    if (m_y + height > m_content.bottom() && m_y > m_content.top() + pt(30))
        newPage();
}

void QuoteDocument::paintHeaderFooter() {
    if (m_dry)
        return;
    const double y = m_content.bottom() + pt(14);
    m_painter->setPen(QPen(kRule, pt(0.5)));
    m_painter->drawLine(QPointF(m_content.left(), y), QPointF(m_content.right(), y));
    m_painter->setFont(m_tiny);
    m_painter->setPen(kMuted);
    const QRectF line(m_content.left(), y + pt(3), m_content.width(), pt(10));
    const Vendor& v = m_catalog.vendor;
    QStringList contact{QString::fromStdString(v.name), QString::fromStdString(v.web),
                        QString::fromStdString(v.email), QString::fromStdString(v.phone)};
    contact.removeAll(QString());
    m_painter->drawText(line, Qt::AlignLeft | Qt::AlignVCenter,
                        contact.join(QStringLiteral(" · ")));
    // "n / m" set word by word with gaps wider than a space at this size, so that text
    // extraction (pdftotext, copy and paste) keeps the spaces around the slash.
    const QFontMetricsF fm(m_tiny, m_device);
    const double gap = fm.horizontalAdvance(QLatin1Char(' ')) * 1.6;
    double right = line.right();
    for (const QString& part :
         {QString::number(m_pageCount), QStringLiteral("/"), QString::number(m_page)}) {
        const double w = fm.horizontalAdvance(part);
        m_painter->drawText(QRectF(right - w, line.top(), w + pt(1), line.height()),
                            Qt::AlignLeft | Qt::AlignVCenter, part);
        right -= w + gap;
    }
}

void QuoteDocument::letterhead() {
    const Vendor& v = m_catalog.vendor;
    const double x = m_content.left(), w = m_content.width();
    QStringList right;
    for (const auto& line : v.address)
        right << QString::fromStdString(line);
    if (!v.phone.empty())
        right << tr("Phone %1").arg(QString::fromStdString(v.phone));
    if (!v.email.empty())
        right << QString::fromStdString(v.email);
    if (!v.web.empty())
        right << QString::fromStdString(v.web);
    const QString address = right.join(QLatin1Char('\n'));
    const double addressH = paragraphHeight(address, m_small, w * 0.4);
    if (!m_dry) {
        m_painter->setFont(m_vendor);
        m_painter->setPen(kAccent);
        m_painter->drawText(QRectF(x, m_y, w * 0.6, pt(22)), Qt::AlignLeft | Qt::AlignTop,
                            QString::fromStdString(v.name));
        m_painter->setFont(m_small);
        m_painter->setPen(kMuted);
        m_painter->drawText(QRectF(x, m_y + pt(21), w * 0.6, pt(12)), Qt::AlignLeft | Qt::AlignTop,
                            tr("GPU servers for AI training and inference"));
        m_painter->drawText(QRectF(x + w * 0.6, m_y, w * 0.4, addressH),
                            Qt::AlignRight | Qt::AlignTop, address);
    }
    m_y += std::max(pt(36), addressH) + pt(6);
    if (!m_dry) {
        m_painter->setPen(QPen(kAccent, pt(1.2)));
        m_painter->drawLine(QPointF(x, m_y), QPointF(x + w, m_y));
    }
    m_y += pt(16);
}

void QuoteDocument::addressBlock() {
    const double x = m_content.left(), w = m_content.width();
    // Customer on the left, the quote's facts on the right.
    QStringList customer;
    if (!m_options.customerCompany.isEmpty())
        customer << m_options.customerCompany;
    if (!m_options.customerName.isEmpty())
        customer << m_options.customerName;
    if (customer.isEmpty())
        customer << tr("(customer)");
    const QString customerText = customer.join(QLatin1Char('\n'));

    const QDate validUntil = m_date.addDays(m_validityDays);
    const std::vector<std::pair<QString, QString>> facts{
        {tr("Quote number"),
         m_options.quoteNumber.isEmpty() ? tr("(draft)") : m_options.quoteNumber},
        {tr("Date"), dateText(m_date)},
        {tr("Valid until"), tr("%1 (%n days)", nullptr, m_validityDays).arg(dateText(validUntil))},
    };
    const double factsH = static_cast<double>(facts.size()) * pt(13);
    const double customerH = pt(11) + paragraphHeight(customerText, m_body, w * 0.5);
    if (!m_dry) {
        m_painter->setFont(m_tiny);
        m_painter->setPen(kMuted);
        m_painter->drawText(QRectF(x, m_y, w * 0.5, pt(10)), Qt::AlignLeft | Qt::AlignTop,
                            tr("Prepared for"));
        m_painter->setFont(m_body);
        m_painter->setPen(Qt::black);
        m_painter->drawText(QRectF(x, m_y + pt(11), w * 0.5, customerH),
                            Qt::AlignLeft | Qt::AlignTop, customerText);
        double y = m_y;
        for (const auto& [label, value] : facts) {
            m_painter->setFont(m_small);
            m_painter->setPen(kMuted);
            m_painter->drawText(QRectF(x + w * 0.52, y, w * 0.18, pt(12)),
                                Qt::AlignLeft | Qt::AlignVCenter, label);
            m_painter->setFont(m_bold);
            m_painter->setPen(Qt::black);
            m_painter->drawText(QRectF(x + w * 0.70, y, w * 0.30, pt(12)),
                                Qt::AlignRight | Qt::AlignVCenter, value);
            y += pt(13);
        }
    }
    m_y += std::max(factsH, customerH) + pt(16);

    // Title: what is offered, for which run.
    const QString title = tr("Quote");
    QString subtitle =
        tr("%1 · %2 on %3 × %4")
            .arg(QString::fromStdString(m_result.modelName), methodName(m_scenario.method))
            .arg(m_result.gpuCount)
            .arg(QString::fromStdString(m_result.gpuName));
    if (m_result.runsSideBySide > 1)
        subtitle =
            tr("%1 · %2, %3 runs side by side on %4 × %5")
                .arg(QString::fromStdString(m_result.modelName), methodName(m_scenario.method),
                     m_locale.toString(m_result.runsSideBySide))
                .arg(m_result.gpuCount)
                .arg(QString::fromStdString(m_result.gpuName));
    if (!m_dry) {
        m_painter->setFont(m_h1);
        m_painter->setPen(kAccent);
        m_painter->drawText(QRectF(x, m_y, w, pt(22)), Qt::AlignLeft | Qt::AlignTop, title);
    }
    m_y += pt(24);
    paragraph(subtitle, m_h2);
    m_y += pt(2);
    paragraph(tr("Thank you for your enquiry. Below is the server we propose for your "
                 "fine-tuning run, sized for the workload described in the configuration "
                 "table; the charts, the assumptions behind every figure and our terms follow "
                 "on the next pages."),
              m_body);
    m_y += pt(8);
}

void QuoteDocument::verdictBox() {
    const auto& r = m_result;
    const double x = m_content.left(), w = m_content.width();
    const auto& m = r.perGpu;
    // The band around the total, as distances below and above it (core: calibration residuals).
    const QString band = tr("model uncertainty −%1/+%2 GB")
                             .arg(num(std::max(0.0, m.total - m.band.low), 1),
                                  num(std::max(0.0, m.band.high - m.total), 1));
    QString verdict = r.verdict == Verdict::Fits
                          ? tr("Fits: %1 free per GPU (%2 of %3 used), %4")
                                .arg(gb(m.headroom), gb(m.total), gb(m.capacity, 0), band)
                      : r.verdict == Verdict::Tight
                          ? tr("Tight: %1 free per GPU (%2 of %3 used), %4")
                                .arg(gb(m.headroom), gb(m.total), gb(m.capacity, 0), band)
                          : tr("Does not fit: %1 short per GPU (%2 needed, %3 on the card), %4")
                                .arg(gb(-m.headroom), gb(m.total), gb(m.capacity, 0), band);
    if (r.runsSideBySide > 1)
        verdict = r.verdict == Verdict::Tight
                      ? tr("%1 runs side by side, each tight: %2 free per GPU, %3")
                            .arg(m_locale.toString(r.runsSideBySide), gb(m.headroom), band)
                  : r.fits ? tr("%1 runs side by side, each fits with %2 free per GPU")
                                 .arg(m_locale.toString(r.runsSideBySide), gb(m.headroom))
                           : tr("%1 runs side by side, each %2 short per GPU")
                                 .arg(m_locale.toString(r.runsSideBySide), gb(-m.headroom));
    const QString detail =
        (r.runsSideBySide > 1
             ? tr("Each run: %1 of %2 used per GPU, model states %3 · step %4 s, %5 tokens/s · "
                  "the server: %6 kW from the wall")
                   .arg(gb(m.total), gb(m.capacity, 0), gb(r.statesGb), num(r.step.stepS, 2),
                        formatCount(r.step.tokensPerS, m_locale), num(r.power.total / 1000, 2))
             : tr("Model states %1 in all, %2 per GPU · step %3 s, %4 tokens/s · %5 kW from the "
                  "wall")
                   .arg(gb(r.statesGb), gb(m.states), num(r.step.stepS, 2),
                        formatCount(r.step.tokensPerS, m_locale), num(r.power.total / 1000, 2))) +
        QLatin1Char('\n') +
        tr("Per GPU: allocated peak %1 (torch.cuda.max_memory_allocated), reserved peak %2 "
           "(torch.cuda.max_memory_reserved), total %3 as nvidia-smi shows it; likely %4 to %5.")
            .arg(gb(m.allocatedPeak), gb(m.reservedPeak), gb(m.total), gb(m.band.low),
                 gb(m.band.high));
    const QColor background = r.verdict == Verdict::Fits    ? kFitsBg
                              : r.verdict == Verdict::Tight ? kTightBg
                                                            : kFailBg;
    const QColor foreground = r.verdict == Verdict::Fits    ? kFitsFg
                              : r.verdict == Verdict::Tight ? kTightFg
                                                            : kFailFg;
    // The verdict with its band may take two lines on a narrow page.
    const QFont verdictFont = makeFont(10.5, true);
    const double verdictH = std::max(pt(15), paragraphHeight(verdict, verdictFont, w - pt(20)));
    const double detailH = paragraphHeight(detail, m_small, w - pt(20));
    const double h = pt(8) + verdictH + detailH + pt(8);
    ensureSpace(h);
    if (!m_dry) {
        const QRectF box(x, m_y, w, h);
        m_painter->setPen(Qt::NoPen);
        m_painter->setBrush(background);
        m_painter->drawRect(box);
        m_painter->setBrush(foreground);
        m_painter->drawRect(QRectF(x, m_y, pt(3.5), h));
        m_painter->setBrush(Qt::NoBrush);
        m_painter->setFont(verdictFont);
        m_painter->setPen(foreground);
        m_painter->drawText(QRectF(x + pt(12), m_y + pt(7), w - pt(20), verdictH),
                            Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, verdict);
        m_painter->setFont(m_small);
        m_painter->setPen(Qt::black);
        m_painter->drawText(QRectF(x + pt(12), m_y + pt(8) + verdictH, w - pt(20), detailH),
                            Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, detail);
    }
    m_y += h + pt(12);
}

void QuoteDocument::configurationTable() {
    const auto& s = m_scenario;
    const auto& r = m_result;
    const ServerSpec* server = m_catalog.findServer(r.serverId);
    const GpuSpec* gpu = m_catalog.findGpu(r.gpuId);

    std::vector<std::pair<QString, QString>> items;
    items.push_back({tr("Model"), tr("%1, %2 B parameters")
                                      .arg(QString::fromStdString(r.modelName),
                                           num(r.parameters.total / 1e9, 2))});
    QString method = methodName(s.method);
    if (s.method != Method::Full)
        method = tr("%1, rank %2, %3 B trainable")
                     .arg(method)
                     .arg(s.loraRank)
                     .arg(num(r.trainable / 1e9, 3));
    items.push_back({tr("Method"), method});
    QString optimizer = s.optimizer == Optimizer::AdamW8bit    ? tr("8-bit AdamW")
                        : s.optimizer == Optimizer::PagedAdamW ? tr("Paged AdamW (bitsandbytes)")
                        : s.optimizer == Optimizer::PagedAdamW8bit
                            ? tr("Paged 8-bit AdamW (bitsandbytes)")
                            : tr("AdamW, 32-bit states");
    if (s.offload == Offload::Optimizer)
        optimizer = tr("%1, offloaded to host memory").arg(optimizer);
    items.push_back({tr("Optimizer"), optimizer});
    items.push_back({tr("Sharding"), shardingName(s.sharding)});
    const StackSpec* stack = s.stack.empty() ? nullptr : m_catalog.findStack(s.stack);
    items.push_back(
        {tr("Training stack"), stack ? tr(stack->name.c_str()) : tr("none (Headroom's defaults)")});
    items.push_back({tr("State accounting"),
                     s.stateBytes == StateBytes::Zero ? tr("ZeRO paper, 16 B per parameter")
                     : s.stateBytes == StateBytes::Hf ? tr("Hugging Face, 18 B per parameter")
                                                      : tr("pure BF16, 8 B per parameter")});
    items.push_back({tr("Server"), QString::fromStdString(r.serverName)});
    QString gpus = tr("%1 × %2").arg(r.gpuCount).arg(QString::fromStdString(r.gpuName));
    if (gpu)
        gpus = tr("%1, %2 each").arg(gpus, gb(gpu->memoryGb, 0));
    items.push_back({tr("GPUs"), gpus});
    items.push_back({tr("Runs side by side"), r.runsSideBySide > 1
                                                  ? tr("%1 runs of %2 GPUs each")
                                                        .arg(m_locale.toString(r.runsSideBySide),
                                                             m_locale.toString(r.gpusPerRun))
                                                  : tr("one run on all GPUs")});
    items.push_back(
        {tr("GPU link"),
         tr("%1, %2 GB/s").arg(QString::fromStdString(r.step.link), num(r.step.linkGBs, 0))});
    if (server)
        items.push_back(
            {tr("CPUs"),
             tr("%1 × %2").arg(server->cpuSockets).arg(QString::fromStdString(server->cpu))});
    items.push_back({tr("Host memory"), gb(r.host.installed, 0)});
    items.push_back(
        {tr("Sequence length"), tr("%1 tokens").arg(m_locale.toString(s.sequenceLength))});
    items.push_back({tr("Micro-batch × accumulation"),
                     QStringLiteral("%1 × %2").arg(s.microBatch).arg(s.gradientAccumulation)});
    items.push_back({tr("Gradient checkpointing"), onOff(s.gradientCheckpointing)});
    QString loss;
    if (!s.fusedCrossEntropy)
        loss = s.plainLoss == PlainLoss::HfLegacy ? tr("plain, transformers 4.45 and older")
               : s.plainLoss == PlainLoss::Bf16   ? tr("plain on BF16 logits")
                                                  : tr("plain (Hugging Face)");
    else
        loss = s.fusedLoss == FusedLossKind::Chunked        ? tr("chunked (torchtune)")
               : s.fusedLoss == FusedLossKind::LmHeadChunks ? tr("LM head in chunks (LitGPT)")
                                                            : tr("fused linear (Liger)");
    items.push_back({tr("Cross-entropy"), loss});
    items.push_back({tr("Image share"),
                     s.imageShare > 0 ? tr("%1 % of samples, %2 × %3 × %4 px (%5 tokens each)")
                                            .arg(num(s.imageShare * 100, 0))
                                            .arg(s.imagesPerSample)
                                            .arg(s.imageWidth)
                                            .arg(s.imageHeight)
                                            .arg(m_locale.toString(r.imageTokensPerImage))
                                      : tr("none (text only)")});
    items.push_back({tr("Vision tower"), s.trainVision ? tr("trained") : tr("frozen")});
    items.push_back({tr("Power cap"),
                     s.powerCapW > 0 ? tr("%1 W per GPU").arg(num(s.powerCapW, 0))
                                     : tr("none (%1 W per GPU)").arg(num(r.power.perGpuW, 0))});
    items.push_back(
        {tr("Power feed"), tr("230 V, %1 A%2")
                               .arg(s.feedAmps)
                               .arg(s.threePhase ? tr(", 400 V three-phase shown") : QString())});
    items.push_back({tr("Checkpoints kept"), m_locale.toString(s.checkpointsKept)});
    items.push_back(
        {tr("Dataset"),
         tr("%1 B tokens × %2 epochs").arg(num(s.datasetTokens / 1e9, 2), num(s.epochs, 1))});

    heading(tr("Configuration"), pt(60));
    // Two label/value pairs per row keep the table on one page.
    std::vector<Row> rows;
    const size_t half = (items.size() + 1) / 2;
    for (size_t i = 0; i < half; ++i) {
        Row row{{items[i].first}, {items[i].second}};
        if (i + half < items.size())
            row.insert(row.end(), {{items[i + half].first}, {items[i + half].second}});
        else
            row.insert(row.end(), {{}, {}});
        rows.push_back(row);
    }
    table({}, rows, {0.20, 0.30, 0.21, 0.29}, m_small, true, Labels::EvenColumns);
    m_y += pt(10);
}

void QuoteDocument::lineItems() {
    const auto& r = m_result;
    const ServerSpec* server = m_catalog.findServer(r.serverId);
    const GpuSpec* gpu = m_catalog.findGpu(r.gpuId);
    const Vendor& v = m_catalog.vendor;

    struct Item {
        QString text;
        int quantity;
        std::optional<double> unit;
        QString noPrice; ///< shown where there is no price
    };
    std::vector<Item> items;
    const QString onRequest = tr("on request");

    std::optional<double> serverPrice = m_options.serverPrice;
    if (!serverPrice && server)
        serverPrice = server->price;
    QString serverText = QString::fromStdString(r.serverName);
    if (server)
        serverText += QLatin1Char('\n') +
                      tr("%1; %2 × %3; %4 TB NVMe")
                          .arg(QString::fromStdString(server->chassis))
                          .arg(server->cpuSockets)
                          .arg(QString::fromStdString(server->cpu))
                          .arg(num(server->storageTb,
                                   server->storageTb == std::round(server->storageTb) ? 0 : 1));
    items.push_back({serverText, 1, serverPrice, onRequest});

    std::optional<double> gpuPrice = m_options.gpuPrice;
    if (!gpuPrice && gpu)
        gpuPrice = gpu->price;
    items.push_back(
        {tr("GPU %1, %2")
             .arg(QString::fromStdString(r.gpuName), gpu ? gb(gpu->memoryGb, 0) : QString()),
         r.gpuCount, gpuPrice, onRequest});

    // Host memory comes with a catalog server price; otherwise it is priced on its own.
    const bool memoryIncluded = !m_options.hostMemoryPrice && server && server->price;
    items.push_back({tr("Host memory, %1 DDR5 ECC").arg(gb(r.host.installed, 0)), 1,
                     m_options.hostMemoryPrice, memoryIncluded ? tr("included") : onRequest});

    std::optional<double> service = m_options.servicePrice;
    if (!service && v.servicePrice > 0)
        service = v.servicePrice;
    items.push_back({tr("Assembly, burn-in test and delivery in the EU"), 1, service, onRequest});

    bool allKnown = true;
    double subtotal = 0;
    std::vector<Row> rows;
    int position = 1;
    for (const Item& item : items) {
        const bool known = item.unit.has_value();
        const bool included = !known && item.noPrice != onRequest;
        if (!known && !included)
            allKnown = false;
        const double amount = known ? *item.unit * item.quantity : 0;
        subtotal += amount;
        rows.push_back({{QString::number(position++)},
                        {item.text},
                        {m_locale.toString(item.quantity), false, Qt::AlignRight},
                        {known ? money(*item.unit) : item.noPrice, false, Qt::AlignRight},
                        {known ? money(amount) : item.noPrice, false, Qt::AlignRight}});
    }
    const double discount = subtotal * m_options.discountPercent / 100;
    if (m_options.discountPercent > 0)
        rows.push_back(
            {{},
             {tr("Discount %1 %")
                  .arg(num(
                      m_options.discountPercent,
                      m_options.discountPercent == std::round(m_options.discountPercent) ? 0 : 1))},
             {},
             {},
             {allKnown ? QStringLiteral("−%1").arg(money(discount)) : QString(), false,
              Qt::AlignRight}});
    rows.push_back({{},
                    {tr("Total, net"), true},
                    {},
                    {},
                    {allKnown ? money(subtotal - discount) : onRequest, true, Qt::AlignRight}});

    heading(tr("Line items"), pt(90));
    table({{tr("Pos.")},
           {tr("Description")},
           {tr("Qty"), false, Qt::AlignRight},
           {tr("Unit price"), false, Qt::AlignRight},
           {tr("Amount"), false, Qt::AlignRight}},
          rows, {0.06, 0.52, 0.08, 0.17, 0.17}, m_small, false);
    QString note = allKnown
                       ? tr("Prices in %1, excluding VAT.").arg(QString::fromStdString(v.currency))
                       : tr("Items marked \"on request\" are priced with the confirmed "
                            "configuration; the total follows with them.");
    m_y += pt(3);
    paragraph(note, m_tiny);
    m_y += pt(8);
}

void QuoteDocument::notes() {
    if (m_options.notes.trimmed().isEmpty())
        return;
    heading(tr("Notes"), pt(30));
    paragraph(m_options.notes.trimmed(), m_body);
    m_y += pt(8);
}

void QuoteDocument::terms() {
    const std::string& text = m_options.language == QLatin1String("de") ? m_catalog.vendor.termsDe
                                                                        : m_catalog.vendor.termsEn;
    if (text.empty())
        return;
    heading(tr("Terms"), paragraphHeight(QString::fromStdString(text), m_small, m_content.width()));
    paragraph(QString::fromStdString(text), m_small);
    m_y += pt(8);
}

void QuoteDocument::charts() {
    heading(tr("Sizing results"), pt(200));
    paragraph(tr("Each chart is computed for the configuration above; the figures beside it are "
                 "the same values in numbers. GB = 10⁹ bytes."),
              m_small);
    m_y += pt(8);
    // One chart per row, its figures to the right: wide enough for the legends and axes.
    const double chartW = m_content.width() * 0.6;
    const double gap = pt(14);
    const double chartH = pt(132);
    for (int index = 0; index < 4; ++index) {
        ensureSpace(chartH);
        const QRectF chart(m_content.left(), m_y, chartW, chartH);
        const QRectF figures(chart.right() + gap, m_y + pt(18), m_content.width() - chartW - gap,
                             chartH - pt(18));
        m_y += chartCell(index, chart, figures) + pt(6);
    }
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

double QuoteDocument::chartCell(int index, const QRectF& cell, const QRectF& side) {
    const auto& r = m_result;
    std::vector<std::pair<QString, QString>> figures;
    QString title;
    // Runs side by side: memory and step are each run's, power and storage the server's.
    const bool several = r.runsSideBySide > 1;
    const QString runs = m_locale.toString(r.runsSideBySide);
    switch (index) {
    case 0:
        title = several ? tr("Memory per GPU, each of %1 runs").arg(runs) : tr("Memory per GPU");
        figures = {
            {tr("Weights"), gb(r.perGpu.weights)},
            {tr("Gradients"), gb(r.perGpu.gradients)},
            {tr("Optimizer states"), gb(r.perGpu.optimizer)},
            {tr("Activations"), gb(r.perGpu.activations)},
            {tr("Logits"), gb(r.perGpu.logits)},
            {tr("Communication buffers"), gb(r.perGpu.buffers)},
            {tr("CUDA context and reserve"), gb(r.perGpu.reserved)},
            {tr("Total of capacity"),
             tr("%1 of %2").arg(gb(r.perGpu.total), gb(r.perGpu.capacity, 0))},
            {r.perGpu.headroom >= 0 ? tr("Free") : tr("Short"), gb(std::abs(r.perGpu.headroom))},
            {tr("Host memory recommended"), gb(r.host.recommended, 0)},
            {tr("Host memory installed"), gb(r.host.installed, 0)}};
        break;
    case 1:
        title = several ? tr("Transfer vs compute per step, each run")
                        : tr("Transfer vs compute per step");
        figures = {
            {tr("Link"),
             tr("%1, %2 GB/s").arg(QString::fromStdString(r.step.link), num(r.step.linkGBs, 0))},
            {tr("Traffic per GPU and pass"), gb(r.step.trafficPerGpuGb)},
            {tr("Transfer, peak / expected"),
             tr("%1 s / %2 s").arg(num(r.step.transferSPeak, 2), num(r.step.transferS, 2))},
            {tr("Compute, peak / expected"),
             tr("%1 s / %2 s").arg(num(r.step.computeSPeak, 2), num(r.step.computeS, 2))},
            {tr("Model-FLOPs utilisation"), tr("%1 %").arg(num(r.step.mfu * 100, 0))},
            {tr("Step, overlapped / serial"),
             tr("%1 s / %2 s").arg(num(r.step.stepS, 2), num(r.step.stepSSerial, 2))},
            {tr("Throughput"), tr("%1 tokens/s").arg(formatCount(r.step.tokensPerS, m_locale))},
            {tr("Aggregate compute"),
             tr("%1 TFLOPS").arg(formatCount(r.aggregateTflops, m_locale))},
            {several ? tr("Run time, each run for its dataset") : tr("Run time for the dataset"),
             tr("%1 h").arg(num(r.time.hours, 1))}};
        if (several)
            figures.push_back(
                {tr("Throughput, all runs"),
                 tr("%1 tokens/s").arg(formatCount(r.serverTotals.tokensPerS, m_locale))});
        break;
    case 2: {
        title = several ? tr("Power draw against feeds, all %1 runs").arg(runs)
                        : tr("Power draw against feeds");
        figures = {{tr("GPUs"), tr("%1 W").arg(formatCount(r.power.gpus, m_locale))},
                   {tr("CPUs"), tr("%1 W").arg(formatCount(r.power.cpus, m_locale))},
                   {tr("Memory, drives, fans, losses"),
                    tr("%1 W").arg(formatCount(r.power.overhead, m_locale))},
                   {tr("Total"), tr("%1 kW").arg(num(r.power.total / 1000, 2))}};
        for (const Feed& f : r.feeds)
            figures.push_back(
                {f.phases == 3
                     ? tr("Feed %1 V %2 A three-phase").arg(num(f.voltage, 0), num(f.amps, 0))
                     : tr("Feed %1 V %2 A").arg(num(f.voltage, 0), num(f.amps, 0)),
                 tr("%1 kW, %2")
                     .arg(num(f.limitW / 1000, 2), f.fits ? tr("fits") : tr("exceeded"))});
        figures.push_back(
            {several ? tr("Energy for all %1 runs").arg(runs) : tr("Energy for the run"),
             tr("%1 kWh, %2")
                 .arg(formatCount(r.time.energyKwh, m_locale), money(r.time.energyCost))});
        break;
    }
    default:
        title = tr("Checkpoint storage");
        figures = {{tr("Resumable checkpoint"), gb(r.storage.checkpoint)},
                   {tr("%n checkpoints kept", nullptr, m_scenario.checkpointsKept),
                    gb(r.storage.checkpointsKept)},
                   {tr("Final model, BF16"), gb(r.storage.finalBf16)},
                   {tr("FP8 export"), gb(r.storage.finalFp8)},
                   {tr("Total"), gb(r.storage.total)}};
        if (several) { // every run keeps its checkpoints and writes its own final model
            title = tr("Checkpoint storage for %1 runs").arg(runs);
            figures[1].first = tr("%1 checkpoints kept per run, all runs")
                                   .arg(m_locale.toString(m_scenario.checkpointsKept));
            figures[2].first = tr("Final models, BF16, all runs");
            figures[3].first = tr("FP8 exports, all runs");
        }
        break;
    }

    // The chart, then its numbers beside it.
    if (!m_dry) {
        std::unique_ptr<QChart> chart(makeResultChart(ResultChartKind(index), r, m_locale));
        if (chart) {
            chart->setTitle(title);
            paintChart(chart.get(), cell);
        }
    }
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

void QuoteDocument::warnings() {
    heading(tr("Verdict and warnings"), pt(50));
    const auto& r = m_result;
    QString text =
        r.verdict == Verdict::Fits
            ? tr("The configuration holds the run: %1 stay free on each GPU after weights, "
                 "gradients, optimizer states, activations, buffers and the CUDA reserve. The "
                 "longest sequence that still fits is %2 tokens.")
                  .arg(gb(r.perGpu.headroom), m_locale.toString(r.maxSequenceLength))
        : r.verdict == Verdict::Tight
            ? tr("The configuration is tight: %1 stay free on each GPU as predicted, but that is "
                 "within the model's uncertainty (measured runs of this kind put the total up to "
                 "%2). The longest sequence that still fits is %3 tokens.")
                  .arg(gb(r.perGpu.headroom), gb(r.perGpu.band.high),
                       m_locale.toString(r.maxSequenceLength))
            : tr("The configuration does not hold the run: each GPU is %1 short. Choose more "
                 "GPUs, 8-bit Adam, optimizer offload or an adapter method.")
                  .arg(gb(-r.perGpu.headroom));
    text += QLatin1Char(' ') +
            tr("The uncertainty band comes from the calibration runs of the regime %1 (%2 runs): "
               "the total lies between %3 and %4 per GPU.")
                .arg(QString::fromStdString(r.bandBasis.pool.empty() ? r.bandBasis.regime
                                                                     : r.bandBasis.pool),
                     m_locale.toString(r.bandBasis.rows), gb(r.perGpu.band.low),
                     gb(r.perGpu.band.high));
    paragraph(text, m_body);
    m_y += pt(4);
    if (r.warnings.empty()) {
        paragraph(tr("No warnings."), m_small);
    } else {
        for (const Warning& w : r.warnings) {
            const QString line = warningText(w);
            const double indent = pt(12);
            const double h = paragraphHeight(line, m_small, m_content.width() - indent);
            ensureSpace(h);
            if (!m_dry) {
                m_painter->setPen(Qt::NoPen);
                m_painter->setBrush(QColor(0xc2, 0x7c, 0x0e));
                m_painter->drawEllipse(QPointF(m_content.left() + pt(4), m_y + pt(5)), pt(2.2),
                                       pt(2.2));
                m_painter->setBrush(Qt::NoBrush);
            }
            const QRectF box(m_content.left() + indent, m_y, m_content.width() - indent, h);
            if (!m_dry) {
                m_painter->setFont(m_small);
                m_painter->setPen(Qt::black);
                m_painter->drawText(box, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, line);
            }
            m_y += h + pt(3);
        }
    }
    m_y += pt(10);
}

void QuoteDocument::assumptions() {
    std::vector<Row> rows;
    for (const Assumption& a : m_catalog.assumptions.all) {
        // A quote is for one scenario: of the training stacks, only the one it names.
        if (a.id.rfind("stack_", 0) == 0 && a.id != "stack_" + m_scenario.stack)
            continue;
        QString label = QString::fromStdString(a.label);
        if (m_translator) {
            const QString translated =
                m_translator->translate("headroom::ui::QuoteAssumptions", a.label.c_str());
            if (!translated.isEmpty())
                label = translated;
        }
        rows.push_back({{label},
                        {assumptionValue(a), false, Qt::AlignRight},
                        {QString::fromStdString(a.source)}});
    }
    QStringList curve;
    for (const CapCurvePoint& p : m_catalog.assumptions.capCurve)
        curve << tr("%1 % → %2 %").arg(num(p.capFraction * 100, 0), num(p.rateFraction * 100, 0));
    rows.push_back({{tr("Step rate under a power cap (cap / TDP → rate)")},
                    {curve.join(QLatin1Char('\n')), false, Qt::AlignRight},
                    {m_catalog.assumptions.capCurveSource.empty()
                         ? tr("Estimate from published power-capping studies of LLM training; "
                              "editable in the catalog")
                         : QString::fromStdString(m_catalog.assumptions.capCurveSource)}});
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
    const QStringList notes{
        tr("Model states follow the ZeRO paper's accounting for mixed precision with Adam: 2 B of "
           "BF16 weights, 2 B of gradients and 12 B of optimizer state (fp32 master weights, "
           "momentum, variance) per parameter, 16 B in all; 8-bit Adam keeps about 10 B. Full "
           "sharding (FSDP / ZeRO-3) divides all three by the number of GPUs."),
        tr("Parameters are counted from the model's architecture (config.json): %1 B in all for "
           "%2.")
            .arg(num(r.parameters.total / 1e9, 2), QString::fromStdString(r.modelName)),
        tr("Activations are counted from the tensors each layer saves for backward, with "
           "gradient checkpointing keeping one layer input per layer; logits, communication "
           "buffers and the CUDA context come on top."),
        tr("Compute per step is 6 · P · tokens floating-point operations (8 · P with "
           "recomputation) at the GPU's dense BF16 peak, divided by the model-FLOPs utilisation "
           "for the expected time."),
        tr("A fully sharded step moves 3 × 2P × (N − 1)/N bytes per GPU (all-gather before "
           "forward and backward, reduce-scatter of gradients). Link rates from NVIDIA: NVLink "
           "900 GB/s per H200 NVL GPU inside a bridge domain, PCIe Gen5 x16 128 GB/s, both totals "
           "over two directions; a ring leaving an NVLink domain runs at its slowest hop."),
        tr("Power is GPUs at TDP (or the cap) plus CPU TDP plus the overhead above; a feed is "
           "planned at 80 % of its rating. Host memory follows NVIDIA-Certified Systems "
           "guidance of at least twice the GPU memory."),
        tr("GB are 10⁹ bytes throughout. These are planning figures from published "
           "specifications; a measurement on the delivered system confirms them."),
    };
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
            m_painter->drawText(
                QRectF(m_content.left() + indent, m_y, m_content.width() - indent, nh),
                Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, n);
        }
        m_y += nh + pt(3);
    }
}

// ---- Primitives ---------------------------------------------------------------------------------

void QuoteDocument::heading(const QString& text, double keepWithNext) {
    const double h = pt(20);
    ensureSpace(h + keepWithNext);
    if (!m_dry) {
        m_painter->setFont(m_h2);
        m_painter->setPen(kAccent);
        m_painter->drawText(QRectF(m_content.left(), m_y, m_content.width(), pt(15)),
                            Qt::AlignLeft | Qt::AlignBottom, text);
        m_painter->setPen(QPen(kRule, pt(0.6)));
        m_painter->drawLine(QPointF(m_content.left(), m_y + pt(17)),
                            QPointF(m_content.right(), m_y + pt(17)));
    }
    m_y += h + pt(2);
}

double QuoteDocument::paragraphHeight(const QString& text, const QFont& font, double width) const {
    const QFontMetricsF fm(font, m_device);
    return fm.boundingRect(QRectF(0, 0, width, 1e6), Qt::AlignLeft | Qt::TextWordWrap, text)
        .height();
}

void QuoteDocument::paragraph(const QString& text, const QFont& font, double width) {
    if (width < 0)
        width = m_content.width();
    const double h = paragraphHeight(text, font, width);
    ensureSpace(h);
    if (!m_dry) {
        m_painter->setFont(font);
        m_painter->setPen(font == m_h2 ? QColor(Qt::black) : QColor(Qt::black));
        m_painter->drawText(QRectF(m_content.left(), m_y, width, h),
                            Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, text);
    }
    m_y += h;
}

double QuoteDocument::rowHeight(const Row& row, const std::vector<double>& widths,
                                const QFont& font) const {
    double h = 0;
    for (size_t i = 0; i < row.size() && i < widths.size(); ++i) {
        QFont f = font;
        f.setBold(row[i].bold);
        h = std::max(h, paragraphHeight(row[i].text, f, widths[i] * m_content.width() - pt(8)));
    }
    return h + pt(5);
}

void QuoteDocument::table(const Row& header, const std::vector<Row>& rows,
                          const std::vector<double>& widths, const QFont& font, bool zebra,
                          Labels labels) {
    auto paintRow = [&](const Row& row, double h, bool shaded, bool isHeader) {
        if (m_dry)
            return;
        const double left = m_content.left();
        if (shaded) {
            m_painter->setPen(Qt::NoPen);
            m_painter->setBrush(isHeader ? QColor(0xe3, 0xe9, 0xf0) : kZebra);
            m_painter->drawRect(QRectF(left, m_y, m_content.width(), h));
            m_painter->setBrush(Qt::NoBrush);
        }
        double x = left;
        for (size_t i = 0; i < row.size() && i < widths.size(); ++i) {
            const double w = widths[i] * m_content.width();
            QFont f = font;
            f.setBold(row[i].bold || isHeader);
            m_painter->setFont(f);
            const bool label = (labels == Labels::EvenColumns && i % 2 == 0) ||
                               (labels == Labels::FirstColumn && i == 0);
            m_painter->setPen(isHeader ? kAccent : label ? kMuted : QColor(Qt::black));
            m_painter->drawText(QRectF(x + pt(4), m_y + pt(2.5), w - pt(8), h - pt(5)),
                                row[i].align | Qt::AlignTop | Qt::TextWordWrap, row[i].text);
            x += w;
        }
        m_painter->setPen(QPen(kRule, pt(0.4)));
        m_painter->drawLine(QPointF(left, m_y + h), QPointF(left + m_content.width(), m_y + h));
    };
    const double headerH = header.empty() ? 0 : rowHeight(header, widths, font);
    if (!rows.empty())
        ensureSpace(headerH + rowHeight(rows.front(), widths, font));
    if (!header.empty()) {
        paintRow(header, headerH, true, true);
        m_y += headerH;
    }
    for (size_t i = 0; i < rows.size(); ++i) {
        const double h = rowHeight(rows[i], widths, font);
        if (m_y + h > m_content.bottom()) {
            newPage();
            if (!header.empty()) {
                paintRow(header, headerH, true, true);
                m_y += headerH;
            }
        }
        paintRow(rows[i], h, zebra && i % 2 == 0, false);
        m_y += h;
    }
}

} // namespace headroom::ui
