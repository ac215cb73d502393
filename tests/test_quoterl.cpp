// The quote of a preference or RL run (issue 19): the method named ("GRPO on LoRA"), the
// phases with their memory per GPU, the peak marked, the step's time by phase and the samples
// per hour, and the RL defaults among the assumptions; read back with pdftotext in English and
// German.
#include "quote/quoterenderer.h"
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

TEST_CASE("the quote's memory figures of an RL run name the peak phase and the RL models' "
          "shares, and its counts take the language's plurals",
          "[quote][rl]") {
    const QLocale en(QLocale::English);
    const QLocale de(QLocale::German, QLocale::Germany);
    // GRPO of an 8B model on four cards with the frozen reference: one completion per card
    // (micro-batch 1 instead of the catalog's 8) × 2 accumulated × 4 cards is one group of 8
    // completions per step, so one prompt ("1 prompt", not "1 prompts").
    const Scenario grpo = test::referenceScenario(R"({"model": "llama-3.1-8b",
        "server": "4x-h200-nvl", "method": "grpo", "micro_batch": 1, "gradient_accumulation": 2,
        "reference": "model"})");
    const SizingResult r = evaluate(grpo, catalog());
    REQUIRE(r.rl.completionsPerStep == 8);
    REQUIRE(r.rl.promptsPerStep == 1);
    REQUIRE(r.rl.referenceGbPerGpu > 0);
    REQUIRE(r.rl.engineGbPerGpu > 0);
    const PerGpuMemory& m = r.perGpu;
    const double beside = m.total - (m.weights + m.gradients + m.optimizer + m.activations +
                                     m.logits + m.buffers + m.reserved);
    REQUIRE(beside > 0);
    const std::map<std::string, std::pair<QString, QString>> phases = {
        {"generate", {QStringLiteral("Generate"), QStringLiteral("Generieren")}},
        {"score", {QStringLiteral("Score"), QStringLiteral("Bewerten")}},
        {"train", {QStringLiteral("Train"), QStringLiteral("Trainieren")}}};
    const QString english = quoteText(grpo, QStringLiteral("en"));
    CHECK(
        english.contains(QStringLiteral("each step generates 8 completions for 1 prompt, scores")));
    CHECK(english.contains(QStringLiteral("Peak phase %1").arg(phases.at(r.rl.peakPhase).first)));
    CHECK(english.contains(
        QStringLiteral("RL models and engine at the peak %1").arg(gb(beside, en))));
    CHECK(english.contains(
        QStringLiteral("– reference model %1").arg(gb(r.rl.referenceGbPerGpu, en))));
    CHECK(english.contains(QStringLiteral("– rollout engine (weights, KV cache) %1")
                               .arg(gb(r.rl.engineGbPerGpu, en))));
    // The step's figures: generation and scoring beside the training step.
    CHECK(english.contains(
        QStringLiteral("Generate / score per step %1 s / %2 s")
            .arg(en.toString(r.rl.generateS, 'f', 2), en.toString(r.rl.scoreS, 'f', 2))));
    CHECK(english.contains(QStringLiteral("Training per step 2 micro-batches, %1 s")
                               .arg(en.toString(r.rl.trainS, 'f', 2))));
    CHECK_FALSE(english.contains(QStringLiteral("– critic")));
    CHECK_FALSE(english.contains(QStringLiteral("– reward model")));
    const QString german = quoteText(grpo, QStringLiteral("de"));
    CHECK(german.contains(
        QStringLiteral("Jeder Schritt erzeugt 8 Antworten auf 1 Prompt, bewertet")));
    CHECK(german.contains(
        QStringLiteral("Phase der Spitze %1").arg(phases.at(r.rl.peakPhase).second)));
    CHECK(german.contains(
        QStringLiteral("RL-Modelle und Engine in der Spitze %1").arg(gb(beside, de))));
    CHECK(german.contains(
        QStringLiteral("Generieren / Bewerten pro Schritt %1 s / %2 s")
            .arg(de.toString(r.rl.generateS, 'f', 2), de.toString(r.rl.scoreS, 'f', 2))));
    CHECK(
        german.contains(QStringLiteral("– Referenzmodell %1").arg(gb(r.rl.referenceGbPerGpu, de))));
    CHECK(german.contains(QStringLiteral("– Rollout-Engine (Gewichte, KV-Cache) %1")
                              .arg(gb(r.rl.engineGbPerGpu, de))));

    // PPO with a 3B critic and a 7B reward model on eight cards: more prompts per step, the
    // critic's and the reward model's shares in their rows.
    const Scenario ppo = test::referenceScenario(R"({"model": "llama-3.1-8b",
        "server": "8x-h200-nvl", "method": "ppo", "gradient_accumulation": 4,
        "critic_model": "llama-3.2-3b", "reward_model": "qwen2.5-7b"})");
    const SizingResult p = evaluate(ppo, catalog());
    REQUIRE(p.rl.promptsPerStep > 1);
    REQUIRE(p.rl.criticGbPerGpu > 0);
    REQUIRE(p.rl.rewardGbPerGpu > 0);
    const QString ppoEnglish = quoteText(ppo, QStringLiteral("en"));
    CHECK(ppoEnglish.contains(
        QStringLiteral("each step generates %1 completions for %2 prompts,")
            .arg(en.toString(p.rl.completionsPerStep), en.toString(p.rl.promptsPerStep))));
    CHECK(ppoEnglish.contains(
        QStringLiteral("– critic with its states %1").arg(gb(p.rl.criticGbPerGpu, en))));
    CHECK(
        ppoEnglish.contains(QStringLiteral("– reward model %1").arg(gb(p.rl.rewardGbPerGpu, en))));
    const QString ppoGerman = quoteText(ppo, QStringLiteral("de"));
    CHECK(ppoGerman.contains(
        QStringLiteral("Jeder Schritt erzeugt %1 Antworten auf %2 Prompts,")
            .arg(de.toString(p.rl.completionsPerStep), de.toString(p.rl.promptsPerStep))));
    CHECK(ppoGerman.contains(
        QStringLiteral("– Critic mit seinen Zuständen %1").arg(gb(p.rl.criticGbPerGpu, de))));
    CHECK(ppoGerman.contains(
        QStringLiteral("– Belohnungsmodell %1").arg(gb(p.rl.rewardGbPerGpu, de))));
    // The compute rows are one micro-batch; the step trains on its four accumulated ones.
    REQUIRE(p.rl.microStepsPerStep == 4);
    CHECK(ppoEnglish.contains(QStringLiteral("Training per step 4 micro-batches, %1 s")
                                  .arg(en.toString(p.rl.trainS, 'f', 2))));
    CHECK(ppoGerman.contains(QStringLiteral("Training pro Schritt 4 Mikro-Batches, %1 s")
                                 .arg(de.toString(p.rl.trainS, 'f', 2))));

    // DPO of one pair per step (micro-batch 1 on one card): "1 preference pair", German
    // "1 Präferenzpaar".
    const Scenario dpo = test::referenceScenario(R"({"model": "llama-3.1-8b",
        "server": "1x-h200-nvl", "gpu_count": 1, "method": "dpo", "micro_batch": 1})");
    const SizingResult d = evaluate(dpo, catalog());
    REQUIRE(d.rl.promptsPerStep == 1);
    CHECK(quoteText(dpo, QStringLiteral("en"))
              .contains(QStringLiteral("each step trains on 1 preference pair (chosen")));
    CHECK(quoteText(dpo, QStringLiteral("de"))
              .contains(QStringLiteral("Jeder Schritt trainiert auf 1 Präferenzpaar (bevorzugt")));
}
