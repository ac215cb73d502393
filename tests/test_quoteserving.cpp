// The quote's section "Serving the tuned model" (issue 23), read back with pdftotext in
// English and German.
#include "quote/quoterenderer.h"
#include "quotetext.h"
#include "sizing.h"
#include "support.h"

#include <catch2/catch.hpp>

#include <QLocale>
#include <QStringList>

#include <utility>
#include <vector>

using namespace headroom;
using namespace headroom::ui;
using headroom::test::catalog;

namespace {

QString quoteText(const Scenario& s, const QString& language) {
    return test::quoteText(s, language, "Q-23");
}

/// Every text of each language's list is in the quote of `s` in that language: the same figures
/// in each language's wording and number format.
void checkQuote(const Scenario& s, const std::vector<std::pair<QString, QStringList>>& languages) {
    for (const auto& [language, texts] : languages) {
        const QString quote = quoteText(s, language);
        for (const QString& text : texts) {
            INFO(language.toStdString() + ": " + text.toStdString());
            CHECK(quote.contains(text));
        }
    }
}

Scenario servingScenario() {
    Scenario s = test::referenceScenario(R"({"server": "8x-h200-nvl",
        "serving": {"context_tokens": 32768, "users": 40}})");
    return s;
}

} // namespace

TEST_CASE("the quote has a section on serving the tuned model, in English and German",
          "[quote][serving]") {
    const Scenario s = servingScenario();
    const ServingResult v = evaluate(s, catalog()).serving;
    REQUIRE(v.fits);
    const QString en = quoteText(s, QStringLiteral("en"));
    CHECK(en.contains(QStringLiteral("Serving the tuned model")));
    CHECK(en.contains(QStringLiteral("the same build serves 40 users at 32k tokens each")));
    CHECK(en.contains(QStringLiteral("Users at 32k tokens %1")
                          .arg(QLocale(QLocale::English).toString(qlonglong(v.usersAtContext)))));
    const QString de = quoteText(s, QStringLiteral("de"));
    CHECK(de.contains(QStringLiteral("Betrieb des trainierten Modells")));
    CHECK(de.contains(QStringLiteral("bedient derselbe Aufbau 40 Nutzer mit je 32k Tokens")));
    CHECK_FALSE(de.contains(QStringLiteral("Serving the tuned model")));
    // Without a serving section the quote has none.
    const QString plain = quoteText(test::referenceScenario("{}"), QStringLiteral("en"));
    CHECK_FALSE(plain.contains(QStringLiteral("Serving the tuned model")));
    // The serving stage's assumptions with their sources, only where the scenario serves.
    for (const Assumption& a : catalog().assumptions.all) {
        if (a.id.rfind("serving_", 0) != 0)
            continue;
        INFO(a.id);
        const QString source = QString::fromStdString(a.source).left(30).simplified();
        CHECK(en.contains(source));
        CHECK_FALSE(plain.contains(source));
    }
}

TEST_CASE("the quote's serving page names the engine, its settings and each request's prompt and "
          "output, in English and German",
          "[quote][serving][engine]") {
    // 8× H200 NVL, eight replicas of one GPU (the weights fit one card), 32k context, 40 users,
    // five per replica, the catalog's 1,000 output tokens: the prompt is 32,768 − 1,000 = 31,768
    // tokens, and while a replica's 5 users decode the other 4 send a prompt per 1,000 output
    // tokens, 4 × 31,768 / 1,000 = 127.072 ≈ 127 prompt tokens per decode step. vLLM on a card
    // of 70 GiB or more (not an A100) defaults to 8,192 batched tokens and 1,024 sequences (vllm
    // arg_utils.py at 99d7eb5d6a51); max_model_len is the context; gpu_memory_utilization 0.90.
    Scenario s = servingScenario();
    const ServingResult v = evaluate(s, catalog()).serving;
    REQUIRE(v.engine.maxModelLen == 32768);
    REQUIRE(v.engine.maxNumSeqs == 1024);
    REQUIRE(v.engine.maxNumBatchedTokens == 8192);
    REQUIRE(v.outputTokens == 1000);
    REQUIRE(v.replicas == 8);
    REQUIRE(v.batchPerReplica == 5);
    checkQuote(s, {{QStringLiteral("en"),
                    {QStringLiteral("vLLM with max_model_len 32,768, max_num_seqs 1,024, "
                                    "max_num_batched_tokens 8,192, 0.90 of each GPU"),
                     QStringLiteral("31,768 tokens of prompt and 1,000 of output"),
                     QStringLiteral("add 127 tokens to each decode step"),
                     QStringLiteral("for a prompt of 31,768 tokens")}},
                   {QStringLiteral("de"),
                    {QStringLiteral("vLLM mit max_model_len 32.768, max_num_seqs 1.024, "
                                    "max_num_batched_tokens 8.192, 0,90 jeder GPU"),
                     QStringLiteral("31.768 Tokens Eingabe und 1.000 Tokens Ausgabe"),
                     QStringLiteral("fügen jedem Dekodierschritt 127 Tokens hinzu"),
                     QStringLiteral("für eine Eingabe von 31.768 Tokens")}}});
    CHECK_FALSE(quoteText(s, QStringLiteral("en"))
                    .contains(QStringLiteral("without chunked prefill")));

    // SGLang without chunked prefill, 2 speculative tokens per step, 4,000 output tokens:
    // 4 × 28,768 / 4,000 = 28.768 ≈ 29 prompt tokens per step.
    s.serving->engine = ServingEngine::Sglang;
    s.serving->chunkedPrefill = false;
    s.serving->speculativeTokens = 2;
    s.serving->outputTokens = 4000;
    REQUIRE(evaluate(s, catalog()).serving.batchPerReplica == 5);
    checkQuote(s, {{QStringLiteral("en"),
                    {QStringLiteral("SGLang with max_model_len 32,768"),
                     QStringLiteral(", without chunked prefill, 2 speculative tokens per step"),
                     QStringLiteral("28,768 tokens of prompt and 4,000 of output"),
                     QStringLiteral("add 29 tokens to each decode step")}},
                   {QStringLiteral("de"),
                    {QStringLiteral("SGLang mit max_model_len 32.768"),
                     QStringLiteral(", ohne Eingabe in Abschnitten, 2 spekulative Tokens pro "
                                    "Schritt"),
                     QStringLiteral("28.768 Tokens Eingabe und 4.000 Tokens Ausgabe")}}});
}
