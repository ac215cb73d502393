// QuoteDocument, the verdict: the coloured box on the first page, and the verdict with the
// warnings (from the shared table) after the charts.
#include "quote/quotedocument.h"

#include "common/messagetext.h"
#include "common/numberformat.h"
#include "quote/quotestyle.h"

#include <QPagedPaintDevice>
#include <QPainter>
#include <algorithm>

namespace headroom::ui {

using namespace quotestyle;

void QuoteDocument::verdictBox() {
    const auto& r = m_result;
    const double x = m_content.left(), w = m_content.width();
    const auto& m = r.perGpu;
    // The band around the total, as distances below and above it (core: calibration residuals).
    const QString band = tr("model uncertainty −%1/+%2 GB")
                             .arg(num(std::max(0.0, m.total - m.band.low), 1),
                                  num(std::max(0.0, m.band.high - m.total), 1));
    // The answer (core): what blocks the build comes first, and it is never green then.
    const VerdictAnswer& a = r.answer;
    const bool blocked = a.answer == AnswerState::NoGo && a.state != VerdictState::DoesNotFit;
    const Verdict memory = a.answer == AnswerState::Tight ? Verdict::Tight : r.verdict;
    QString verdict = memory == Verdict::Fits
                          ? tr("Fits: %1 free per GPU (%2 of %3 used), %4")
                                .arg(gb(m.headroom), gb(m.total), gb(m.capacity, 0), band)
                      : memory == Verdict::Tight
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
    if (blocked)
        verdict = MessageText::headline(a, m_locale) + QLatin1Char(' ') +
                  tr("Memory: %1 free per GPU (%2 of %3 used), %4")
                      .arg(gb(m.headroom), gb(m.total), gb(m.capacity, 0), band);
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
    const QColor background = a.answer == AnswerState::Go      ? kFitsBg
                              : a.answer == AnswerState::Tight ? kTightBg
                                                               : kFailBg;
    const QColor foreground = a.answer == AnswerState::Go      ? kFitsFg
                              : a.answer == AnswerState::Tight ? kTightFg
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
        m_painter->setPen(foreground);
        drawWrapped(QRectF(x + pt(12), m_y + pt(7), w - pt(20), verdictH),
                    Qt::AlignLeft | Qt::AlignVCenter, verdict, verdictFont);
        m_painter->setPen(Qt::black);
        drawWrapped(QRectF(x + pt(12), m_y + pt(8) + verdictH, w - pt(20), detailH),
                    Qt::AlignLeft | Qt::AlignTop, detail, m_small);
    }
    m_y += h + pt(12);
}

void QuoteDocument::warnings() {
    heading(tr("Verdict and warnings"), pt(50));
    const auto& r = m_result;
    const VerdictAnswer& a = r.answer;
    QString text =
        a.answer == AnswerState::NoGo && a.state != VerdictState::DoesNotFit
            ? MessageText::headline(a, m_locale) + QLatin1Char(' ') +
                  tr("The longest sequence that still fits is %1 tokens.")
                      .arg(m_locale.toString(r.maxSequenceLength))
        : r.verdict == Verdict::Fits
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
            tr("The uncertainty band comes from %n measured run(s) of this kind (the same "
               "method, sharding and offload): the total lies between %1 and %2 per GPU.",
               nullptr, r.bandBasis.rows)
                .arg(gb(r.perGpu.band.low), gb(r.perGpu.band.high));
    // Where the band comes from (issue 37): measured or not, held-out coverage, widening.
    const QString basis = MessageText::bandBasis(r.bandBasis, m_locale);
    if (!basis.isEmpty())
        text += QLatin1Char(' ') + basis;
    paragraph(text, m_body);
    m_y += pt(4);
    if (r.warnings.empty()) {
        paragraph(tr("No warnings."), m_small);
    } else {
        for (const Warning& w : r.warnings) {
            const QString line = MessageText::warning(w, m_locale);
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
                m_painter->setPen(Qt::black);
                drawWrapped(box, Qt::AlignLeft | Qt::AlignTop, line, m_small);
            }
            m_y += h + pt(3);
        }
    }
    m_y += pt(10);
}

} // namespace headroom::ui
