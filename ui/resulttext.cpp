#include "resulttext.h"

#include "catalognames.h"
#include "numberformat.h"

#include <algorithm>

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
        if (r.verdict == Verdict::Tight)
            return tr("%1 runs side by side, each tight: %2 free per GPU, %3; %4")
                .arg(runs, formatGb(r.perGpu.headroom, locale), band, longest);
        if (r.fits)
            return tr("%1 runs side by side, each fits with %2 free per GPU; %3")
                .arg(runs, formatGb(r.perGpu.headroom, locale), longest);
        return tr("%1 runs side by side, each does not fit: %2 short per GPU; %3")
            .arg(runs, formatGb(-r.perGpu.headroom, locale), longest);
    }
    switch (r.verdict) {
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
    return power.isEmpty() ? verdict(r, locale)
                           : tr("%1 — power: %2").arg(verdict(r, locale), power);
}

QString ResultText::powerAnswer(const SizingResult& r, const VerdictAnswer& a,
                                const QLocale& locale) {
    if (!a.feedExceeded)
        return {};
    const QString draw = formatKw(r.power.total, locale);
    auto watts = [&](double w) { return locale.toString(qRound(w)); };
    if (a.plannedAmps == 16) {
        if (a.feed32.fits && a.feed16.capW)
            return tr("%1 exceeds the 16 A feed; needs the 32 A feed, or a cap of %2 W per GPU "
                      "on 16 A")
                .arg(draw, watts(*a.feed16.capW));
        if (a.feed32.fits)
            return tr("%1 exceeds the 16 A feed; needs the 32 A feed (no cap within the card's "
                      "range is enough on 16 A)")
                .arg(draw);
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
    if (r.bandBasis.rows > 0)
        text += tr("Measured runs of this kind (%1; runs: %2) put the total between %3 and %4.")
                    .arg(QString::fromStdString(r.bandBasis.pool.empty() ? r.bandBasis.regime
                                                                         : r.bandBasis.pool),
                         locale.toString(r.bandBasis.rows), formatGb(m.band.low, locale),
                         formatGb(m.band.high, locale));
    else
        text += tr("No measured run of this kind: the total has no uncertainty band.");
    return text;
}

QString ResultText::summary(const SizingResult& r, const QLocale& locale) {
    const QString build = tr("%1 × %2 in %3")
                              .arg(locale.toString(r.gpuCount), QString::fromStdString(r.gpuName),
                                   catalogText(r.serverName));
    if (r.runsSideBySide > 1)
        return tr("%1 · %2 runs of %3 GPUs · each run: step %4, %5 tokens/s, %6 h for its "
                  "dataset · server: %7 kWh")
            .arg(build, locale.toString(r.runsSideBySide), locale.toString(r.gpusPerRun),
                 formatSeconds(r.step.stepS, locale), formatCount(r.step.tokensPerS, locale),
                 locale.toString(r.time.hours, 'f', 1), formatCount(r.time.energyKwh, locale));
    return tr("%1 · step %2 · %3 tokens/s · %4 h for the dataset · %5 kWh")
        .arg(build, formatSeconds(r.step.stepS, locale), formatCount(r.step.tokensPerS, locale),
             locale.toString(r.time.hours, 'f', 1), formatCount(r.time.energyKwh, locale));
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
        if (v.usersAtContext > v.users)
            return (v.users == 1
                        ? tr("Serving: one user at %2 tokens (room for %3), about %4 tokens/s")
                        : tr("Serving: %1 users at %2 tokens (room for %3), about %4 tokens/s "
                             "each"))
                .arg(users, context, formatCount(double(v.usersAtContext), locale), rate);
        return (v.users == 1 ? tr("Serving: one user at %2 tokens, about %3 tokens/s")
                             : tr("Serving: %1 users at %2 tokens, about %3 tokens/s each"))
            .arg(users, context, rate);
    }
    return tr("Serving: only %1 of %2 users at %3 tokens, about %4 tokens/s each")
        .arg(formatCount(double(v.usersAtContext), locale), formatCount(double(v.users), locale),
             context, rate);
}

QString ResultText::warning(const Warning& w, const SizingResult& r, const Scenario& s,
                            const QLocale& locale) {
    const std::string& c = w.code;
    if (c == "does_not_fit")
        return tr("Does not fit: %1 needed per GPU, %2 on the card (%3 short).")
            .arg(formatGb(r.perGpu.total, locale), formatGb(r.perGpu.capacity, locale, 0),
                 formatGb(-r.perGpu.headroom, locale));
    if (c == "within_band")
        return tr("Tight: %1 free per GPU, but measured runs of this kind needed up to %2 more "
                  "than predicted (%3 in all).")
            .arg(formatGb(r.perGpu.headroom, locale),
                 formatGb(r.perGpu.band.high - r.perGpu.total, locale),
                 formatGb(r.perGpu.band.high, locale));
    if (c == "tight_fit")
        return tr("Tight: only %1 free per GPU; allocator spikes or a different framework may run "
                  "out.")
            .arg(formatGb(r.perGpu.headroom, locale));
    if (c == "feed_exceeded") {
        for (const Feed& f : r.feeds)
            if (f.phases == 1 && f.amps == s.feedAmps)
                return tr("The server draws %1, more than the %2 A feed carries (%3 at 80 %).")
                    .arg(formatKw(r.power.total, locale), locale.toString(f.amps),
                         formatKw(f.limitW, locale));
    }
    if (c == "cap_or_32a")
        return tr("A 32 A feed or a power cap per GPU brings the draw within limits.");
    if (c == "two_nvlink_domains")
        return tr("The %1 cards span more than one NVLink domain: part of the sharded traffic "
                  "crosses PCIe.")
            .arg(locale.toString(r.gpuCount));
    if (c == "pcie_p2p_iommu")
        return tr("PCIe peer-to-peer transfers need the IOMMU off (NCCL: CUDA does not support "
                  "IOMMU-enabled PCIe P2P); check it at acceptance.");
    if (c == "transfer_bound")
        return tr("The weight traffic (%1) takes longer than the compute (%2) per step: the link "
                  "sets the pace.")
            .arg(formatSeconds(r.step.transferS, locale), formatSeconds(r.step.computeS, locale));
    if (c == "no_vision_tower")
        return tr("The model has no vision tower: the image share is ignored.");
    if (c == "long_image_sequences")
        return tr("Images lengthen the longest sequence to %1 tokens: plan length and micro-batch "
                  "for it.")
            .arg(formatCount(double(r.longestSequence), locale));
    if (c == "context_exceeded")
        return tr("The longest sequence (%1 tokens) exceeds the model's context length.")
            .arg(formatCount(double(r.longestSequence), locale));
    if (c == "host_memory")
        return tr("Host memory: %1 installed, %2 recommended.")
            .arg(formatGb(r.host.installed, locale, 0), formatGb(r.host.recommended, locale, 0));
    if (c == "cpu_cores")
        return tr("The CPUs have %1 cores, fewer than the %2 that %3 GPUs need.")
            .arg(locale.toString(r.serverTotals.cpuCores),
                 locale.toString(qRound(r.serverTotals.cpuCoresNeeded)),
                 locale.toString(r.gpuCount));
    if (c == "tflops_estimate")
        return tr("No dense BF16 figure is published for the %1; the compute times use the "
                  "catalog's estimate (%2).")
            .arg(QString::fromStdString(r.gpuName), catalogText(w.message));
    if (c == "offload_slow")
        return tr("With optimizer offload the CPUs perform the parameter update, which slows "
                  "every optimizer step.");
    if (c == "dataset_below_batch")
        return tr("The dataset is smaller than one global batch (GPUs × micro-batch × "
                  "accumulation): a single optimizer step sees all of it.");
    if (c == "network_not_hidden")
        for (const LinkLoad& l : r.step.links)
            if (l.level == LinkLevel::Network)
                return tr("The network between the servers needs %1 per step, more than the "
                          "compute (%2): %3 Gb/s per server would hide it.")
                    .arg(formatSeconds(l.seconds, locale), formatSeconds(r.step.computeS, locale),
                         formatCount(r.cluster.networkNeededGbpsPerServer, locale));
    if (c == "network_power_unknown")
        return tr("The catalog has no power figure for a switch, link or adapter of this "
                  "network: the cluster's power leaves it out.");
    if (c == "psu_redundancy")
        return tr("The server's supplies (%1) do not carry its peak of %2 with one supply failed "
                  "(N+1).")
            .arg(formatKw(r.facility.psuInstalledW, locale),
                 formatKw(r.facility.serverPeakW, locale));
    if (c == "serving_short") {
        const ServingResult& v = r.serving;
        if (v.kvCacheGbPerGpu <= 0)
            return tr("Serving: the weights (%1 per GPU) and the engine's reserves leave no room "
                      "for the KV cache.")
                .arg(formatGb(v.weightsGbPerGpu, locale));
        return tr("Serving: %1 of %2 users get %3 tokens each (the longest context for one user "
                  "is %4 tokens).")
            .arg(formatCount(double(v.usersAtContext), locale),
                 formatCount(double(v.users), locale), formatCount(double(v.contextTokens), locale),
                 formatCount(double(v.maxContextOneUser), locale));
    }
    if (c == "serving_context_exceeded")
        return tr("Serving: %1 tokens per user exceed the model's context of %2 tokens.")
            .arg(formatCount(double(r.serving.contextTokens), locale),
                 formatCount(double(r.serving.capacity.contextLimit), locale));
    if (c == "serving_no_bandwidth")
        return tr("Serving: the catalog has no memory bandwidth for this GPU, so the decode rate "
                  "is not estimated.");
    return QString::fromStdString(w.message);
}

} // namespace headroom::ui
