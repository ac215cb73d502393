// The quote of a preference or RL run (issue 19): the method named ("GRPO on LoRA"), the
// phases with their memory per GPU, the peak marked, the step's time by phase and the samples
// per hour, and the RL defaults among the assumptions; read back with pdftotext in English and
// German.
#include "quoterenderer.h"
#include "quotetext.h"
#include "sizing.h"
#include "support.h"

#include <catch2/catch.hpp>

#include <QLocale>

using namespace headroom;
using namespace headroom::ui;
using headroom::test::catalog;

namespace {

QString quoteText(const Scenario& s, const QString& language) {
    return test::quoteText(s, language, "Q-19");
}

QString gb(double value, const QLocale& locale) {
    return locale.toString(value, 'f', 1) + QStringLiteral(" GB");
}

} // namespace

TEST_CASE("the quote names a GRPO run on LoRA and prints its phases, in English and German",
          "[quote][rl]") {
    // Qwen3.8-27B, LoRA policy, GRPO with the engine's replicas over two cards each.
    const Scenario s = test::referenceScenario(R"({"server": "4x-h200-nvl", "method": "grpo",
        "policy_method": "lora", "gradient_accumulation": 2, "rollout_tensor_parallel": 2})");
    const SizingResult r = evaluate(s, catalog());
    REQUIRE(r.rl.phases.size() == 3);
    const QLocale en(QLocale::English);
    const QLocale de(QLocale::German, QLocale::Germany);
    const QString english = quoteText(s, QStringLiteral("en"));
    CHECK(english.contains(QStringLiteral("GRPO on LoRA")));
    // The configuration: the policy's sequences and the group instead of the supervised length.
    CHECK(english.contains(QStringLiteral("Prompt + completion 512 + 512 tokens")));
    CHECK(english.contains(QStringLiteral("Group size 8")));
    CHECK(english.contains(QStringLiteral("Preference and RL phases")));
    // Each phase with its memory per GPU and seconds per step; the peak marked.
    const std::map<std::string, std::pair<QString, QString>> names = {
        {"generate", {QStringLiteral("Generate"), QStringLiteral("Generieren")}},
        {"score", {QStringLiteral("Score"), QStringLiteral("Bewerten")}},
        {"train", {QStringLiteral("Train"), QStringLiteral("Trainieren")}}};
    for (const RlPhase& p : r.rl.phases) {
        INFO(p.name);
        const bool peak = p.name == r.rl.peakPhase;
        const QString name =
            names.at(p.name).first + (peak ? QStringLiteral(" (peak)") : QString());
        CHECK(english.contains(QStringLiteral("%1 %2 %3 s")
                                   .arg(name, gb(p.perGpuGb, en), en.toString(p.seconds, 'f', 1))));
    }
    CHECK(english.contains(
        QStringLiteral("about %1 prompts per hour").arg(en.toString(r.rl.samplesPerHour, 'f', 0))));
    CHECK(english.contains(QStringLiteral("Step %1 s").arg(en.toString(r.rl.stepS, 'f', 1))));
    const QString german = quoteText(s, QStringLiteral("de"));
    CHECK(german.contains(QStringLiteral("GRPO mit LoRA")));
    CHECK(german.contains(QStringLiteral("Prompt + Antwort 512 + 512 Tokens")));
    CHECK(german.contains(QStringLiteral("Phasen des Präferenz- und RL-Trainings")));
    for (const RlPhase& p : r.rl.phases) {
        INFO(p.name);
        const bool peak = p.name == r.rl.peakPhase;
        const QString name =
            names.at(p.name).second + (peak ? QStringLiteral(" (Spitze)") : QString());
        CHECK(german.contains(QStringLiteral("%1 %2 %3 s")
                                  .arg(name, gb(p.perGpuGb, de), de.toString(p.seconds, 'f', 1))));
    }
    CHECK(german.contains(QStringLiteral("etwa %1 Prompts pro Stunde")
                              .arg(de.toString(r.rl.samplesPerHour, 'f', 0))));
    CHECK_FALSE(german.contains(QStringLiteral("Preference and RL phases")));
    // The RL defaults among the assumptions, with their sources, only in an RL run's quote.
    const QString plain = quoteText(test::referenceScenario("{}"), QStringLiteral("en"));
    CHECK_FALSE(plain.contains(QStringLiteral("Preference and RL phases")));
    for (const Assumption& a : catalog().assumptions.all) {
        if (a.id.rfind("rl_", 0) != 0)
            continue;
        INFO(a.id);
        const QString source = QString::fromStdString(a.source).left(30).simplified();
        CHECK(english.contains(source));
        CHECK_FALSE(plain.contains(source));
        CHECK(german.contains(QString::fromStdString(a.sourceDe).left(30).simplified()));
    }
}

TEST_CASE("the quote of a DPO run of an 8B model names it and prints its two phases",
          "[quote][rl]") {
    const Scenario s = test::referenceScenario(
        R"({"model": "llama-3.1-8b", "server": "4x-h200-nvl", "method": "dpo"})");
    const SizingResult r = evaluate(s, catalog());
    REQUIRE(r.rl.phases.size() == 2);
    const QLocale en(QLocale::English);
    const QString english = quoteText(s, QStringLiteral("en"));
    CHECK(english.contains(QStringLiteral("DPO (full fine-tune)")));
    CHECK(english.contains(QStringLiteral("Score %1").arg(gb(r.rl.phases[0].perGpuGb, en))));
    CHECK(english.contains(QStringLiteral("Train (peak) %1").arg(gb(r.rl.phases[1].perGpuGb, en))));
    CHECK(english.contains(
        QStringLiteral("about %1 pairs per hour").arg(en.toString(r.rl.samplesPerHour, 'f', 0))));
    CHECK(english.contains(
        QStringLiteral("frozen reference %1").arg(gb(r.rl.referenceGbPerGpu, en))));
    const QString german = quoteText(s, QStringLiteral("de"));
    CHECK(german.contains(QStringLiteral("DPO (volles Fine-Tuning)")));
}
