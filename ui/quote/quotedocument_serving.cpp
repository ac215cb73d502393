// The quote's section "Serving the tuned model" (issue 23): how many users the build serves
// with the finished model, at what rate, with what memory per GPU. Part of QuoteDocument, in a
// file of its own; every figure comes from the result's serving stage.
#include "quote/quotedocument.h"

#include "serving/serving.h"

#include <algorithm>

namespace headroom::ui {

QString QuoteDocument::servingContext(std::int64_t tokens) const {
    if (tokens >= 1024 && tokens % 1024 == 0)
        return tr("%1k").arg(m_locale.toString(qlonglong(tokens / 1024)));
    return m_locale.toString(qlonglong(tokens));
}

QString QuoteDocument::servingSummary(const ServingResult& v, const QString& context) const {
    if (v.usersAtContext <= 0)
        return tr("After the fine-tune, this build does not serve the model as planned: the "
                  "weights (%1 per GPU) and the serving engine's reserves leave no room for the "
                  "KV cache of %2 tokens.")
            .arg(gb(v.weightsGbPerGpu), context);
    if (v.fits)
        return tr("After the fine-tune, the same build serves %1 users at %2 tokens each (prompt "
                  "and output), about %3 tokens per second per user and %4 in all; the cache has "
                  "room for %5 users at that length.")
            .arg(m_locale.toString(v.users), context,
                 m_locale.toString(v.decodeTokensPerSPerUser, 'f', 0),
                 m_locale.toString(v.decodeTokensPerSTotal, 'f', 0),
                 m_locale.toString(qlonglong(v.usersAtContext)));
    return tr("After the fine-tune, the same build serves %1 of the %2 users at %3 tokens "
              "each, about %4 tokens per second per user; more cards, FP8 weights or an FP8 "
              "KV cache serve more.")
        .arg(m_locale.toString(qlonglong(v.usersAtContext)), m_locale.toString(v.users), context,
             m_locale.toString(v.decodeTokensPerSPerUser, 'f', 0));
}

QString QuoteDocument::servingEngine(const ServingEngineSettings& e) const {
    // The engine's own name and the settings its command line names (SPEC §8, 2026-12-04).
    const QString name = e.name == "sglang"         ? QStringLiteral("SGLang")
                         : e.name == "tensorrt-llm" ? QStringLiteral("TensorRT-LLM")
                                                    : QStringLiteral("vLLM");
    QString text = tr("%1 with max_model_len %2, max_num_seqs %3, max_num_batched_tokens %4, "
                      "%5 of each GPU")
                       .arg(name, m_locale.toString(e.maxModelLen),
                            m_locale.toString(e.maxNumSeqs), m_locale.toString(e.maxNumBatchedTokens),
                            m_locale.toString(e.memoryFraction, 'f', 2));
    if (!e.chunkedPrefill)
        text += tr(", without chunked prefill");
    if (e.speculativeTokens > 0)
        text += tr(", %1 speculative tokens per step").arg(m_locale.toString(e.speculativeTokens));
    return text;
}

std::vector<QuoteDocument::Row> QuoteDocument::servingRows(const ServingResult& v,
                                                           const QString& context) const {
    auto formatName = [this](const std::string& f) {
        return f == "fp8"     ? tr("FP8")
               : f == "int4"  ? tr("INT4 (AWQ/GPTQ)")
               : f == "mxfp4" ? tr("MXFP4")
                              : tr("BF16");
    };
    const QString replicas =
        v.tensorParallel > 1
            ? tr("%1 replicas of %2 GPUs (tensor parallel over %3)")
                  .arg(m_locale.toString(v.replicas), m_locale.toString(v.tensorParallel),
                       v.link == "NVLink" ? tr("NVLink") : tr("PCIe"))
            : tr("%1 replicas of one GPU each").arg(m_locale.toString(v.replicas));
    // The prompt is the context less the output (core/serving/serving.cpp fillSpeed); the time
    // to first token is that prompt's prefill.
    const int prompt = std::max(0, v.contextTokens - v.outputTokens);
    return {
        {{tr("Engine")}, {servingEngine(v.engine) + tr("; ") + replicas}},
        {{tr("Weights / KV cache")},
         {tr("%1 / %2").arg(formatName(v.weightsFormat), formatName(v.kvCacheFormat))}},
        {{tr("Memory per GPU")},
         {tr("%1 weights, %2 activation peak, %3 reserves, %4 KV cache (%5 × %6 of the card)")
              .arg(gb(v.weightsGbPerGpu), gb(v.activationGbPerGpu), gb(v.reserveGbPerGpu),
                   gb(v.kvCacheGbPerGpu),
                   m_locale.toString(v.engineGbPerGpu / v.capacityGb, 'f', 2),
                   gb(v.capacityGb, 0))}},
        {{tr("KV cache per token")},
         {v.stateBytesPerSequence > 0
              ? tr("%1 bytes in the layers that keep one, plus %2 of fixed state per user")
                    .arg(m_locale.toString(v.kvBytesPerToken, 'f', 0),
                         gb(v.stateBytesPerSequence / 1e9, 3))
              : tr("%1 bytes").arg(m_locale.toString(v.kvBytesPerToken, 'f', 0))}},
        {{tr("Cache per replica")},
         {tr("%1 tokens; one user alone gets up to %2 tokens")
              .arg(m_locale.toString(qlonglong(v.kvCacheTokens)),
                   m_locale.toString(qlonglong(v.maxContextOneUser)))}},
        {{tr("Users at %1 tokens").arg(context)}, {m_locale.toString(qlonglong(v.usersAtContext))}},
        {{tr("Decode rate")},
         {tr("%1 tokens/s per user, %2 tokens/s in all (%3-bound)")
              .arg(m_locale.toString(v.decodeTokensPerSPerUser, 'f', 0),
                   m_locale.toString(v.decodeTokensPerSTotal, 'f', 0),
                   v.computeBound ? tr("compute") : tr("memory-bandwidth"))}},
        {{tr("Each request")},
         {tr("%1 tokens of prompt and %2 of output; the other users' prompts add %3 tokens "
             "to each decode step")
              .arg(m_locale.toString(prompt), m_locale.toString(v.outputTokens),
                   m_locale.toString(v.promptTokensPerStep, 'f', 0))}},
        {{tr("Time to first token")},
         {tr("%1 s for a prompt of %2 tokens")
              .arg(m_locale.toString(v.timeToFirstTokenS, 'f', 2), m_locale.toString(prompt))}},
        {{tr("Power while serving")},
         {tr("%1 kW (GPUs at the decode load)").arg(m_locale.toString(v.powerW / 1000, 'f', 2))}},
    };
}

void QuoteDocument::servingSection() {
    const ServingResult& v = m_result.serving;
    if (!v.asked)
        return;
    heading(tr("Serving the tuned model"), pt(80));
    const QString context = servingContext(v.contextTokens);
    paragraph(servingSummary(v, context), m_body);
    m_y += pt(6);
    table({}, servingRows(v, context), {0.3, 0.7}, m_body, true, Labels::FirstColumn);
    m_y += pt(4);
    paragraph(tr("Memory as vLLM accounts it (gpu_memory_utilization, the profiled activation "
                 "peak, CUDA graphs); the decode rate is bound by the bytes each step reads "
                 "(weights and every user's cache) over the memory bandwidth, or by the compute; "
                 "each user's step at the full context. The assumptions below name the sources."),
              m_small);
    m_y += pt(10);
}

} // namespace headroom::ui
