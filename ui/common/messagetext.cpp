#include "common/messagetext.h"

#include "calibrationdata.h"
#include "common/numberformat.h"

#include "textformat.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTranslator>
#include <iterator>
#include <memory>

namespace headroom::ui {

namespace {

// The built-in catalog's assumption labels (catalog/assumptions.json) as lupdate sees them; the
// catalog's text is the lookup key, so a changed label in a user catalog prints as written.
const char* const kAssumptionLabels[] = {
    QT_TRANSLATE_NOOP("headroom::Messages", "Model-FLOPs utilisation (FSDP, BF16)"),
    QT_TRANSLATE_NOOP("headroom::Messages", "Model-FLOPs utilisation at long context"),
    QT_TRANSLATE_NOOP("headroom::Messages", "Length from which the long-context MFU applies"),
    QT_TRANSLATE_NOOP("headroom::Messages", "Achieved share of the peak link rate in collectives"),
    QT_TRANSLATE_NOOP("headroom::Messages", "CUDA context, cuBLAS and NCCL workspaces per GPU"),
    QT_TRANSLATE_NOOP("headroom::Messages", "Allocator reserve over allocated memory"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "8-bit Adam optimizer state (fp32 master + 2 × 1 B moments)"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Hugging Face accounting over ZeRO's 16 B (18 B in all)"),
    QT_TRANSLATE_NOOP("headroom::Messages", "Host memory per parameter with optimizer offload"),
    QT_TRANSLATE_NOOP("headroom::Messages", "QLoRA NF4 with double quantisation"),
    QT_TRANSLATE_NOOP("headroom::Messages", "LoRA on an 8-bit base: int8 linear weights"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Resumable checkpoint (fp32 master, Adam moments, 16-bit weights)"),
    QT_TRANSLATE_NOOP("headroom::Messages", "FP8 export: linear weights"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Memory, drives, fans and conversion losses on top of GPUs and CPUs"),
    QT_TRANSLATE_NOOP("headroom::Messages", "Continuous load planned on a feed"),
    QT_TRANSLATE_NOOP("headroom::Messages", "Host memory per GPU memory"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Host memory for OS, data loaders and page cache with offload"),
    QT_TRANSLATE_NOOP("headroom::Messages", "CPU Adam update rate of a two-socket server"),
    QT_TRANSLATE_NOOP("headroom::Messages", "Electricity price"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Years of use a bought build is costed over (own or rent)"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Power usage effectiveness of the facility (total power / IT power)"),
    QT_TRANSLATE_NOOP("headroom::Messages", "Exchange rate for cloud prices in US dollars"),
    QT_TRANSLATE_NOOP("headroom::Messages", "Safety margin a recommended build keeps free"),
    QT_TRANSLATE_NOOP(
        "headroom::Messages",
        "Physical CPU cores per GPU (data loaders, launch threads; shared by runs side by side)"),
    QT_TRANSLATE_NOOP(
        "headroom::Messages",
        "Peak over the sustained server draw (GPU power excursions), for PSUs and rack feeds"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Rating of one server power supply (PSU redundancy N+1, N+N)"),
    QT_TRANSLATE_NOOP("headroom::Messages", "Usable units of one rack"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Checkpoint write rate of one server's local NVMe storage"),
    QT_TRANSLATE_NOOP("headroom::Messages", "Serving: INT4 (AWQ/GPTQ) linear weights"),
    QT_TRANSLATE_NOOP("headroom::Messages", "Serving: MXFP4 linear weights"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Serving: achieved / peak memory bandwidth while decoding"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Serving: fixed cost of one ring step of a tensor-parallel all-reduce"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Serving: tokens of the engine's profile run (max_num_batched_tokens)"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Serving: engine allocations outside PyTorch per GPU (NCCL, cuBLAS)"),
    QT_TRANSLATE_NOOP("headroom::Messages", "Serving: CUDA graphs captured by the engine per GPU"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Serving: GPU draw while decoding, share of its power limit"),
    QT_TRANSLATE_NOOP("headroom::Messages", "Preference / RL: completions per prompt (group size)"),
    QT_TRANSLATE_NOOP("headroom::Messages", "Preference / RL: prompt tokens"),
    QT_TRANSLATE_NOOP("headroom::Messages", "Preference / RL: completion tokens"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Preference / RL: share of each training GPU for a colocated rollout engine"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Preference / RL: share of each GPU of a rollout engine on GPUs of its own"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Preference / RL: GPUs per rollout engine replica (tensor parallel)"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Preference / RL: the rollout engine sleeps while the policy trains"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Preference / RL: DPO's beta (a reference model when above 0)"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Preference / RL: GRPO's KL coefficient (a reference model when above 0)"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Preference / RL: PPO's KL coefficient (a reference model when above 0)"),
    QT_TRANSLATE_NOOP("headroom::Messages", "Preference / RL: micro-batch per GPU when the "
                                            "scenario gives none (DPO: pairs)"),
    QT_TRANSLATE_NOOP("headroom::Messages", "Preference / RL: host memory of one rollout worker "
                                            "process (one per GPU that runs the engine)"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Uncertainty band of the memory verdict: the smallest and largest error of "
                      "the measured runs of the same regime (method × sharding × offload × stack; "
                      "pooled over stacks, then offload, then sharding until runs of two sources "
                      "are in it), each end moved out by the farthest one source's runs lie beyond "
                      "the other sources' (leave-one-source-out); a regime without runs takes the "
                      "widest of its nearest parent regimes"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Memory band: widening of each end where the longest sequence lies "
                      "outside the lengths of the measured runs of the same method (scaled by "
                      "the share of the total not counted per parameter)"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Memory band: widening of each end where the GPU count lies outside the "
                      "GPU counts of the measured runs of the same method"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Memory band: widening of each end for an offload that none of the "
                      "measured runs of the same method used"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Memory band: widening of each end for a parallel plan (tensor, pipeline, "
                      "context or expert parallel) that none of the measured runs of the same "
                      "method used"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Memory band: widening of each end for a model family without a run of "
                      "the same method"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Memory band: widening of each end for a mixture-of-experts model split "
                      "over GPUs (fully sharded, or by a tensor or expert parallel plan) where "
                      "none of the measured runs of the same method split one (with a parallel "
                      "plan no run used: only what exceeds that widening)"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Memory band: widening of each end for torchtitan's selective per-op "
                      "checkpointing where none of the measured runs of the same method used it"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Training stack Hugging Face Trainer: AMP over fp32 parameters (18 B per "
                      "trained parameter), torch AdamW foreach, transformers loss on fp32 logits, "
                      "FSDP1, bitsandbytes NF4 quantised on load, PEFT targets q/v"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Training stack torchtune: pure BF16 weights, gradients and AdamW moments (8 "
                      "B per trained parameter), fused AdamW, chunked cross-entropy (8 chunks), "
                      "FSDP2, torchao NF4 with double-quantised scales"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Training stack LitGPT: bf16-true (8 B per trained parameter), LM head in "
                      "128-token chunks whose logits Lightning Fabric returns in fp32, torch AdamW "
                      "foreach (bnb PagedAdamW for QLoRA), NF4 on every linear incl. lm_head, an "
                      "untied copy of tied embeddings, LoRA with dropout on query and value"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Training stack Unsloth: Hugging Face Trainer states (18 B per trained "
                      "parameter), gradient checkpoints offloaded to host memory, Triton kernels "
                      "(as compiled), fused linear cross-entropy, pre-quantised NF4 checkpoints"),
    QT_TRANSLATE_NOOP("headroom::Messages",
                      "Training stack Hugging Face Trainer + Liger: as the Trainer, with Liger's "
                      "fused linear cross-entropy and RMSNorm/SwiGLU/RoPE kernels"),
};

// The units of catalog/assumptions.json that carry words ("GB", "W", "µs" read the same).
[[maybe_unused]] const char* const kAssumptionUnits[] = {
    QT_TRANSLATE_NOOP("headroom::Messages", "B/param"),
    QT_TRANSLATE_NOOP("headroom::Messages", "years"),
    QT_TRANSLATE_NOOP("headroom::Messages", "× IT power"),
    QT_TRANSLATE_NOOP("headroom::Messages", "B/weight"),
    QT_TRANSLATE_NOOP("headroom::Messages", "cores"),
    QT_TRANSLATE_NOOP("headroom::Messages", "params/s"),
    QT_TRANSLATE_NOOP("headroom::Messages", "tokens"),
    QT_TRANSLATE_NOOP("headroom::Messages", "runs"),
    QT_TRANSLATE_NOOP("headroom::Messages", "× GPU memory"),
    QT_TRANSLATE_NOOP("headroom::Messages", "U"),
    QT_TRANSLATE_NOOP("headroom::Messages", "completions"),
    QT_TRANSLATE_NOOP("headroom::Messages", "sequences"),
    QT_TRANSLATE_NOOP("headroom::Messages", "GPU"),
    QT_TRANSLATE_NOOP("headroom::Messages", "on"),
    QT_TRANSLATE_NOOP("headroom::Messages", "off"),
};

/// A translator of `file` (a compiled :/i18n/*_de.qm), loaded once by the caller's static.
std::unique_ptr<QTranslator> loadTranslator(const QString& file) {
    auto t = std::make_unique<QTranslator>();
    (void)t->load(file);
    return t;
}

/// The table's translations, one per language, loaded once from :/i18n/messages_<lang>.qm.
const QTranslator* translatorFor(const QLocale& locale) {
    static const auto german = loadTranslator(QStringLiteral(":/i18n/messages_de.qm"));
    return locale.language() == QLocale::German ? german.get() : nullptr;
}

/// The catalog's own texts (server names, a GPU's note) in German, loaded once from the window's
/// :/i18n/headroom_<lang>.qm (context CatalogNames): a warning carries them as text arguments and
/// the German quote printed them in English whatever translators the application had installed.
const QTranslator* catalogTranslatorFor(const QLocale& locale) {
    static const auto german = loadTranslator(QStringLiteral(":/i18n/headroom_de.qm"));
    return locale.language() == QLocale::German ? german.get() : nullptr;
}

} // namespace

QString MessageText::translate(const char* source, const QLocale& locale) {
    QString text;
    if (const QTranslator* t = translatorFor(locale))
        text = t->translate(kContext, source);
    return text.isEmpty() ? QString::fromUtf8(source) : text;
}

QString MessageText::headline(const VerdictAnswer& answer, const QLocale& locale) {
    return warning(Warning{answer.headlineCode, answer.headlineArgs}, locale);
}

QString MessageText::argument(const MessageArg& a, const QLocale& locale) {
    switch (a.kind) {
    case ArgKind::Gb:
        return formatGb(a.value, locale);
    case ArgKind::WholeGb:
        return formatGb(a.value, locale, 0);
    case ArgKind::Kw:
        return formatKw(a.value, locale);
    case ArgKind::Seconds:
        return formatSeconds(a.value, locale);
    case ArgKind::Count:
        return formatCount(a.value, locale);
    case ArgKind::Percent:
        return formatCount(a.value * 100, locale) + QStringLiteral(" %");
    case ArgKind::Text:
        break;
    }
    // A name from a file (a model, a server, a recipe key): the one sanitiser, so that it can
    // neither start a line of its own nor carry a control character into the window or the PDF.
    // A text of the built-in catalog with a translation (catalognames.cpp) reads in the language.
    const std::string escaped = escapeControls(a.text);
    if (const QTranslator* t = catalogTranslatorFor(locale)) {
        const QString translated = t->translate("CatalogNames", escaped.c_str());
        if (!translated.isEmpty())
            return translated;
    }
    return QString::fromStdString(escaped);
}

QString MessageText::warning(const Warning& w, const QLocale& locale) {
    const char* source = messageTemplate(w.code);
    if (!source)
        return QString::fromStdString(w.code);
    QString text = translate(source, locale);
    // Filled in one pass, so that an argument's own text ("%1" in a catalog note) stays as is.
    QString out;
    out.reserve(text.size() + 32);
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == QLatin1Char('%') && i + 1 < text.size() && text[i + 1] >= QLatin1Char('1') &&
            text[i + 1] <= QLatin1Char('9')) {
            const auto index = static_cast<std::size_t>(text[i + 1].unicode() - u'1');
            if (index < w.args.size()) {
                out += argument(w.args[index], locale);
                ++i;
                continue;
            }
        }
        out += text[i];
    }
    return out;
}

namespace {

/// The respects of BandRespect as the band's basis names them, in enum order.
const char* const kBandRespectWords[] = {
    QT_TRANSLATE_NOOP("headroom::Messages", "sequence length"),
    QT_TRANSLATE_NOOP("headroom::Messages", "GPU count"),
    QT_TRANSLATE_NOOP("headroom::Messages", "offload"),
    QT_TRANSLATE_NOOP("headroom::Messages", "parallel plan"),
    QT_TRANSLATE_NOOP("headroom::Messages", "model family"),
    QT_TRANSLATE_NOOP("headroom::Messages", "mixture of experts split over GPUs"),
    QT_TRANSLATE_NOOP("headroom::Messages", "selective per-op checkpointing"),
    QT_TRANSLATE_NOOP("headroom::Messages", "precision-aware optimizer"),
};
static_assert(std::size(kBandRespectWords) == kBandRespects);

} // namespace

QString MessageText::bandBasis(const BandBasis& b, const QLocale& locale) {
    if (b.rows == 0)
        return {};
    QStringList parts;
    if (!b.validated)
        parts << translate(QT_TRANSLATE_NOOP("headroom::Messages",
                                             "No measured run of this kind yet: the band is the "
                                             "widest of the kinds of run around it."),
                           locale);
    if (b.coverage >= 0)
        parts << translate(QT_TRANSLATE_NOOP("headroom::Messages",
                                             "One source held out at a time, %1 of the runs lay "
                                             "inside the others' band."),
                           locale)
                     .arg(formatCount(b.coverage * 100, locale) + QStringLiteral(" %"));
    if (b.outside != 0) {
        QStringList respects;
        for (int i = 0; i < kBandRespects; ++i)
            if (b.outside & (1u << i))
                respects << translate(kBandRespectWords[i], locale);
        parts << translate(QT_TRANSLATE_NOOP("headroom::Messages",
                                             "Widened %1 points each way for %2 (outside the "
                                             "measured runs of its method)."),
                           locale)
                     .arg(formatCount(b.widening * 100, locale),
                          respects.join(QStringLiteral(", ")));
    }
    return parts.join(QLatin1Char(' '));
}

QString MessageText::assumptionLabel(const Assumption& a, const QLocale& locale) {
    return translate(a.label.c_str(), locale);
}

QString MessageText::unitText(const std::string& unit, const QLocale& locale) {
    return unit.empty() ? QString() : translate(unit.c_str(), locale);
}

QString MessageText::valueText(const Assumption& a, const QLocale& locale) {
    if (a.unit == "switch")
        return translate(a.value >= 0.5 ? "on" : "off", locale);
    QString value = locale.toString(a.value, 'g', 6);
    if (!a.unit.empty())
        value += QLatin1Char(' ') + unitText(a.unit, locale);
    return value;
}

QString MessageText::sourceIn(const std::string& source, const std::string& sourceDe,
                              const QLocale& locale) {
    return QString::fromStdString(escapeControls(
        locale.language() == QLocale::German && !sourceDe.empty() ? sourceDe : source));
}

QString MessageText::assumptionSource(const Assumption& a, const QLocale& locale) {
    return sourceIn(a.source, a.sourceDe, locale);
}

} // namespace headroom::ui
