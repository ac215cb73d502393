#include "window/resulttext.h"

#include "common/catalognames.h"
#include "common/messagetext.h"
#include "common/numberformat.h"
#include "costs/coststext.h"

#include <algorithm>
#include <cmath>

namespace headroom::ui {

QString ResultText::verdict(const SizingResult& r, const QLocale& locale) {
    const QString longest = r.maxSequenceLength > 0
                                ? tr("longest sequence that fits: %1 tokens")
                                      .arg(formatCount(double(r.maxSequenceLength), locale))
                                : tr("no sequence length fits with these settings");
    const QString band = uncertainty(r, locale);
    if (r.runsSideBySide > 1) {
        // "2 runs side by side, each fits with 30 GB free per GPU"
        const QString runs = locale.toString(r.runsSideBySide);
        if (r.answer.answer == AnswerState::NoGo && r.fits)
            return tr("%1 %2 runs side by side, each with %3 free per GPU; %4")
                .arg(MessageText::headline(r.answer, locale), runs,
                     formatGb(r.perGpu.headroom, locale), longest);
        if (r.answer.answer == AnswerState::Tight)
            return tr("%1 runs side by side, each tight: %2 free per GPU, %3; %4")
                .arg(runs, formatGb(r.perGpu.headroom, locale), band, longest);
        if (r.fits)
            return tr("%1 runs side by side, each fits with %2 free per GPU; %3")
                .arg(runs, formatGb(r.perGpu.headroom, locale), longest);
        return tr("%1 runs side by side, each does not fit: %2 short per GPU; %3")
            .arg(runs, formatGb(-r.perGpu.headroom, locale), longest);
    }
    const VerdictAnswer& a = r.answer;
    if (a.state == VerdictState::PowerExceeded || a.state == VerdictState::ServingShort) {
        // What blocks the build first; its headline names the free memory already, so only the
        // band follows (the longest sequence stands in Where it runs out): two lines at 1280 px.
        QString uncertain = band;
        if (!uncertain.isEmpty())
            uncertain[0] = uncertain[0].toUpper();
        return tr("%1 %2.").arg(MessageText::headline(a, locale), uncertain);
    }
    if (a.answer == AnswerState::NoGo && a.state != VerdictState::DoesNotFit)
        // What blocks the build first (the engine, the plan), then the memory.
        return tr("%1 Memory: %2 free per GPU, %3; %4")
            .arg(MessageText::headline(a, locale), formatGb(r.perGpu.headroom, locale), band,
                 longest);
    switch (a.answer == AnswerState::Tight ? Verdict::Tight : r.verdict) {
    case Verdict::Fits:
        return tr("Fits: %1 free per GPU, %2; %3")
            .arg(formatGb(r.perGpu.headroom, locale), band, longest);
    case Verdict::Tight:
        return tr("Tight: %1 free per GPU, %2; %3")
            .arg(formatGb(r.perGpu.headroom, locale), band, longest);
    case Verdict::DoesNotFit:
        break;
    }
    return tr("Does not fit: short by %1 per GPU, %2; %3")
        .arg(formatGb(-r.perGpu.headroom, locale), band, longest);
}

QString ResultText::verdictLine(const SizingResult& r, const VerdictAnswer& answer,
                                const QLocale& locale) {
    const QString power = powerAnswer(r, answer, locale);
    const QString line =
        power.isEmpty() ? verdict(r, locale) : tr("%1 — power: %2").arg(verdict(r, locale), power);
    const QString serving = servingAnswer(r, locale);
    return serving.isEmpty() ? line : tr("%1 — afterwards %2").arg(line, serving);
}

QString ResultText::powerAnswer(const SizingResult& r, const VerdictAnswer& a,
                                const QLocale& locale) {
    if (!a.feedExceeded)
        return {};
    const QString draw = formatKw(r.power.total, locale);
    auto watts = [&](double w) { return locale.toString(qRound(w)); };
    if (a.plannedPhases == 3) {
        if (a.planned.capW)
            return tr("%1 exceeds the 400 V three-phase %2 A feed; needs a cap of %3 W per GPU")
                .arg(draw, locale.toString(a.plannedAmps), watts(*a.planned.capW));
        return tr("%1 exceeds the 400 V three-phase %2 A feed even at the lowest power cap")
            .arg(draw, locale.toString(a.plannedAmps));
    }
    if (a.plannedAmps == 16) {
        if (a.feed32.fits && a.feed16.capW)
            return tr("%1 exceeds the 16 A feed; needs the 32 A feed, or a cap of %2 W per GPU "
                      "on 16 A")
                .arg(draw, watts(*a.feed16.capW));
        if (a.feed32.fits)
            return tr("%1 exceeds the 16 A feed; needs the 32 A feed (no cap within the card's "
                      "range is enough on 16 A)")
                .arg(draw);
        // The catalog's three-phase feed before a cap (issue 32).
        if (a.otherFeed && a.otherFeed->phases == 3)
            return a.feed32.capW
                       ? tr("%1 exceeds both feeds; needs the 400 V three-phase %2 A feed, or a "
                            "cap of %3 W per GPU on 32 A")
                             .arg(draw, locale.toString(a.otherFeed->amps),
                                  watts(*a.feed32.capW))
                       : tr("%1 exceeds both feeds; needs the 400 V three-phase %2 A feed")
                             .arg(draw, locale.toString(a.otherFeed->amps));
        if (a.feed16.capW && a.feed32.capW)
            return tr("%1 exceeds both feeds; needs a cap of %2 W per GPU on 16 A or %3 W on "
                      "32 A")
                .arg(draw, watts(*a.feed16.capW), watts(*a.feed32.capW));
        if (a.feed32.capW)
            return tr("%1 exceeds both feeds; needs the 32 A feed with a cap of %2 W per GPU")
                .arg(draw, watts(*a.feed32.capW));
        return tr("%1 exceeds both feeds even at the lowest power cap; plan a three-phase feed")
            .arg(draw);
    }
    if (a.otherFeed && a.otherFeed->phases == 3)
        return a.feed32.capW
                   ? tr("%1 exceeds the 32 A feed; needs the 400 V three-phase %2 A feed, or a "
                        "cap of %3 W per GPU on 32 A")
                         .arg(draw, locale.toString(a.otherFeed->amps), watts(*a.feed32.capW))
                   : tr("%1 exceeds the 32 A feed; needs the 400 V three-phase %2 A feed")
                         .arg(draw, locale.toString(a.otherFeed->amps));
    if (a.feed32.capW)
        return tr("%1 exceeds the 32 A feed; needs a cap of %2 W per GPU")
            .arg(draw, watts(*a.feed32.capW));
    return tr("%1 exceeds the 32 A feed even at the lowest power cap; plan a three-phase feed")
        .arg(draw);
}

QString ResultText::uncertainty(const SizingResult& r, const QLocale& locale) {
    // The band is where the card's total probably lies (core: calibration residuals of the
    // regime); shown as distances below and above the predicted total.
    const PerGpuMemory& m = r.perGpu;
    return tr("model uncertainty −%1/+%2 GB")
        .arg(locale.toString(std::max(0.0, m.total - m.band.low), 'f', 1),
             locale.toString(std::max(0.0, m.band.high - m.total), 'f', 1));
}

QString ResultText::memoryNames(const SizingResult& r, const QLocale& locale) {
    const PerGpuMemory& m = r.perGpu;
    QString text =
        tr("Per GPU: allocated peak %1 (what torch.cuda.max_memory_allocated reports), reserved "
           "peak %2 (torch.cuda.max_memory_reserved), total %3 (the card as nvidia-smi shows "
           "it, CUDA context included) of %4.")
            .arg(formatGb(m.allocatedPeak, locale), formatGb(m.reservedPeak, locale),
                 formatGb(m.total, locale), formatGb(m.capacity, locale, 0));
    text += QLatin1Char('\n');
    if (m.listed > 0 && std::abs(m.listed - m.capacity) >= 0.05)
        text += tr("%1 is what one process can use of the card: the %2 the driver reports, less "
                   "its reserve (the CUDA context is counted in the total). The listed %3 is the "
                   "figure the reference page measures what is left against.")
                    .arg(formatGb(m.capacity, locale), formatGb(r.gpuMemoryBytes / 1e9, locale),
                         formatGb(m.listed, locale, 0)) +
                QLatin1Char('\n');
    if (r.bandBasis.rows > 0)
        text += tr("Measured runs of this kind (%1; runs: %2) put the total between %3 and %4.")
                    .arg(QString::fromStdString(r.bandBasis.pool.empty() ? r.bandBasis.regime
                                                                         : r.bandBasis.pool),
                         locale.toString(r.bandBasis.rows), formatGb(m.band.low, locale),
                         formatGb(m.band.high, locale)) +
                QLatin1Char(' ') + MessageText::bandBasis(r.bandBasis, locale);
    else
        text += tr("No measured run of this kind: the total has no uncertainty band.");
    return text;
}

QString ResultText::summary(const SizingResult& r, const QLocale& locale) {
    // The GPU's short name where the catalog has one, as the pins and the GPU combo name it: the
    // full name beside the server's cut the German line at 1280 × 720 (issue 32).
    const std::string& gpu = r.gpuShortName.empty() ? r.gpuName : r.gpuShortName;
    // A cluster names every server it buys (the quote's title does the same): 3 servers, not
    // one server's 8 cards.
    const QString build =
        r.nodes > 1 ? tr("%1 servers with %2 × %3 each (%4)")
                          .arg(locale.toString(r.nodes), locale.toString(r.gpuCount),
                               QString::fromStdString(gpu), catalogText(r.serverName))
                    : tr("%1 × %2 in %3")
                          .arg(locale.toString(r.gpuCount), QString::fromStdString(gpu),
                               catalogText(r.serverName));
    if (r.runsSideBySide > 1)
        return tr("%1 · %2 runs of %3 GPUs · each run: step %4, %5 tokens/s, %6 h for its "
                  "dataset · server: %7 kWh")
            .arg(build, locale.toString(r.runsSideBySide), locale.toString(r.gpusPerRun),
                 formatSeconds(r.step.stepS, locale), formatCount(r.step.tokensPerS, locale),
                 locale.toString(r.time.hours, 'f', 1), formatCount(r.time.energyKwh, locale));
    const QString line =
        tr("%1 · step %2 · %3 tokens/s · %4 h for the dataset · %5 kWh")
            .arg(build, formatSeconds(r.step.stepS, locale), formatCount(r.step.tokensPerS, locale),
                 locale.toString(r.time.hours, 'f', 1), formatCount(r.time.energyKwh, locale));
    // Issue 34: the break-even where the scenario weighs owning against renting.
    const QString costs = CostsText::summaryPart(r.costs, locale);
    return costs.isEmpty() ? line : line + QStringLiteral(" · ") + costs;
}

QString ResultText::contextLabel(std::int64_t tokens, const QLocale& locale) {
    if (tokens >= 1024 && tokens % 1024 == 0)
        return tr("%1k").arg(locale.toString(qlonglong(tokens / 1024)));
    return locale.toString(qlonglong(tokens));
}

QString ResultText::serving(const SizingResult& r, const QLocale& locale) {
    const ServingResult& v = r.serving;
    if (!v.asked)
        return {};
    const QString context = contextLabel(v.contextTokens, locale);
    const QString rate = locale.toString(v.decodeTokensPerSPerUser, 'f', 0);
    if (v.usersAtContext <= 0)
        return v.kvCacheGbPerGpu <= 0
                   ? tr("Serving: the weights and the engine's reserves leave no room for the KV "
                        "cache")
                   : tr("Serving: not one user gets %1 tokens").arg(context);
    if (v.fits) {
        // Plain strings, no %n plural forms: one user or several.
        const QString users = formatCount(double(v.users), locale);
        // QString::arg fills the lowest-numbered markers first: the one-user strings number
        // theirs from %1.
        const QString room = formatCount(double(v.usersAtContext), locale);
        if (v.usersAtContext > v.users)
            return v.users == 1
                       ? tr("Serving: one user at %1 tokens (room for %2), about %3 tokens/s")
                             .arg(context, room, rate)
                       : tr("Serving: %1 users at %2 tokens (room for %3), about %4 tokens/s "
                            "each")
                             .arg(users, context, room, rate);
        return v.users == 1
                   ? tr("Serving: one user at %1 tokens, about %2 tokens/s").arg(context, rate)
                   : tr("Serving: %1 users at %2 tokens, about %3 tokens/s each")
                         .arg(users, context, rate);
    }
    return tr("Serving: only %1 of %2 users at %3 tokens, about %4 tokens/s each")
        .arg(formatCount(double(v.usersAtContext), locale), formatCount(double(v.users), locale),
             context, rate);
}

QString ResultText::servingAnswer(const SizingResult& r, const QLocale& locale) {
    const ServingResult& v = r.serving;
    if (!v.asked)
        return {};
    const QString context = contextLabel(v.contextTokens, locale);
    const QString rate = locale.toString(v.decodeTokensPerSPerUser, 'f', 0);
    if (v.usersAtContext <= 0)
        return v.kvCacheGbPerGpu <= 0 ? tr("does not serve the model: no room for the KV cache")
                                      : tr("serves no user at %1 tokens").arg(context);
    // Plain strings, no %n plural forms: one user or several.
    if (v.fits)
        return v.users == 1
                   ? tr("serves one user at %1 tokens, about %2 tokens/s").arg(context, rate)
                   : tr("serves %1 users at %2 tokens, about %3 tokens/s each")
                         .arg(formatCount(double(v.users), locale), context, rate);
    return tr("serves only %1 of %2 users at %3 tokens, about %4 tokens/s each")
        .arg(formatCount(double(v.usersAtContext), locale), formatCount(double(v.users), locale),
             context, rate);
}

QString ResultText::warning(const Warning& w, const SizingResult& /*result*/,
                            const Scenario& /*scenario*/, const QLocale& locale) {
    // The table the quote uses too; catalog texts in its arguments (a GPU's note) in the
    // window's language where the built-in catalog's German is known.
    Warning shown = w;
    for (MessageArg& arg : shown.args)
        if (arg.kind == ArgKind::Text)
            arg.text = catalogText(arg.text).toStdString();
    return MessageText::warning(shown, locale);
}

} // namespace headroom::ui
