// The quote's method name for preference and RL runs and its section "Preference and RL
// phases" (issue 19): memory per GPU in each phase with the peak, the step's time by phase and
// the samples per hour. Part of QuoteDocument, in a file of its own; every figure comes from
// the result's `rl` block (core/rl/rlstage.cpp).
#include "quote/quotedocument.h"

namespace headroom::ui {

QString QuoteDocument::runName() const {
    if (!m_scenario.rl)
        return methodName(m_scenario.method);
    const RlMethod m = m_scenario.rl->method;
    const QString objective = m == RlMethod::Dpo     ? tr("DPO")
                              : m == RlMethod::Orpo  ? tr("ORPO")
                              : m == RlMethod::Simpo ? tr("SimPO")
                              : m == RlMethod::Grpo  ? tr("GRPO")
                                                     : tr("PPO");
    switch (m_scenario.method) {
    case Method::Full:
        return tr("%1 (full fine-tune)").arg(objective);
    case Method::Lora:
        return tr("%1 on LoRA").arg(objective);
    case Method::Qlora:
        return tr("%1 on QLoRA").arg(objective);
    case Method::Lora8bit:
        return tr("%1 on LoRA (8-bit base)").arg(objective);
    }
    return objective;
}

QString QuoteDocument::phaseName(const std::string& phase) const {
    return phase == "generate" ? tr("Generate") : phase == "score" ? tr("Score") : tr("Train");
}

void QuoteDocument::rlSection() {
    const RlResult& rl = m_result.rl;
    if (!rl.asked || rl.phases.empty())
        return;
    heading(tr("Preference and RL phases"), pt(90));
    const RlPhase* peak = &rl.phases.front();
    for (const RlPhase& p : rl.phases)
        if (p.name == rl.peakPhase)
            peak = &p;
    const QString rate = m_locale.toString(rl.samplesPerHour, 'f', 0);
    // The counts in the language's plural forms ("1 prompt", "8 completions").
    QString text =
        rl.completionsPerStep > 0
            ? tr("%1: each step generates %2 for %3, scores them and trains the policy on them; "
                 "about %4 prompts per hour. The %5 phase sets the memory peak: %6 of %7 per GPU.")
                  .arg(runName(), tr("%n completion(s)", nullptr, rl.completionsPerStep),
                       tr("%n prompt(s)", nullptr, rl.promptsPerStep), rate, phaseName(peak->name),
                       gb(peak->perGpuGb), gb(m_result.perGpu.capacity, 0))
            : tr("%1: each step trains on %2 (chosen and rejected); about %3 pairs per hour. The "
                 "%4 phase sets the memory peak: %5 of %6 per GPU.")
                  .arg(runName(), tr("%n preference pair(s)", nullptr, rl.promptsPerStep), rate,
                       phaseName(peak->name), gb(peak->perGpuGb), gb(m_result.perGpu.capacity, 0));
    paragraph(text, m_body);
    m_y += pt(6);
    std::vector<Row> rows;
    for (const RlPhase& p : rl.phases)
        rows.push_back(
            {{p.name == rl.peakPhase ? tr("%1 (peak)").arg(phaseName(p.name)) : phaseName(p.name),
              p.name == rl.peakPhase},
             {gb(p.perGpuGb), p.name == rl.peakPhase, Qt::AlignRight},
             {tr("%1 s").arg(m_locale.toString(p.seconds, 'f', 1)), false, Qt::AlignRight}});
    rows.push_back({{tr("Step")},
                    {QString()},
                    {tr("%1 s").arg(m_locale.toString(rl.stepS, 'f', 1)), true, Qt::AlignRight}});
    table({{tr("Phase")},
           {tr("Memory per GPU"), false, Qt::AlignRight},
           {tr("Time per step"), false, Qt::AlignRight}},
          rows, {0.4, 0.3, 0.3}, m_body);
    m_y += pt(4);
    QStringList held;
    if (rl.referenceGbPerGpu > 0)
        held << tr("frozen reference %1").arg(gb(rl.referenceGbPerGpu));
    if (rl.rewardGbPerGpu > 0)
        held << tr("reward model %1").arg(gb(rl.rewardGbPerGpu));
    if (rl.criticGbPerGpu > 0)
        held << tr("critic %1").arg(gb(rl.criticGbPerGpu));
    if (rl.engineGbPerGpu > 0)
        held << tr("rollout engine %1").arg(gb(rl.engineGbPerGpu));
    QString note = tr("Per GPU beside the policy's training: %1.")
                       .arg(held.isEmpty() ? tr("nothing") : held.join(QStringLiteral(", ")));
    if (rl.placement == "separate")
        note += QLatin1Char(' ') + tr("The rollout engine runs on %1 GPUs of its own.")
                                       .arg(m_locale.toString(rl.rolloutGpus));
    paragraph(note + QLatin1Char(' ') +
                  tr("Generation runs at the engine's decode rate (bytes read per token over the "
                     "memory bandwidth); scoring is one forward per scored model; the defaults "
                     "follow TRL, verl and OpenRLHF as the assumptions below name them."),
              m_small);
    m_y += pt(10);
}

} // namespace headroom::ui
