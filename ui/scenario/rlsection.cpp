#include "scenario/rlsection.h"

#include "build/scenarioedit.h"
#include "common/numberformat.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

#include <algorithm>
#include <cmath>

namespace headroom::ui {

namespace {

const char* const kReferences[] = {
    QT_TRANSLATE_NOOP("headroom::ui::RlSection", "Frozen model on the GPUs"),
    QT_TRANSLATE_NOOP("headroom::ui::RlSection", "Precomputed log-probabilities"),
    QT_TRANSLATE_NOOP("headroom::ui::RlSection", "None")};
const char* const kRollouts[] = {
    QT_TRANSLATE_NOOP("headroom::ui::RlSection", "On the training GPUs"),
    QT_TRANSLATE_NOOP("headroom::ui::RlSection", "On GPUs of its own")};

QSpinBox* spinBox(QWidget* parent, const char* name, int min, int max) {
    auto* box = new QSpinBox(parent);
    box->setObjectName(QString::fromLatin1(name));
    box->setRange(min, max);
    box->setKeyboardTracking(false);
    return box;
}

} // namespace

RlSection::RlSection(SectionHost& host, const Catalog& catalog, QWidget* parent)
    : PanelSection(host, catalog, "advancedRl", parent) {
    setTitleText(QT_TR_NOOP("Advanced: preference and RL"));
}

void RlSection::build(QFormLayout* key) {
    m_key = key;
    buildKeyRows(key);
    buildModels();
    buildEngine();
    addTips();
    connectEdits();
}

void RlSection::buildKeyRows(QFormLayout* key) {
    // Ranges as parseRlRequest() reads the keys.
    m_promptLength = spinBox(this, "promptLength", 1, 16777216);
    m_completionLength = spinBox(this, "completionLength", 1, 16777216);
    for (QSpinBox* box : {m_promptLength, m_completionLength}) {
        box->setSingleStep(128);
        box->setGroupSeparatorShown(true);
    }
    m_lengthRow = fieldRow(
        this, {m_promptLength, new QLabel(QStringLiteral("+"), this), m_completionLength}, -1);
    addRow(key, QT_TR_NOOP("Prompt + completion"), m_lengthRow);
    m_groupSize = spinBox(this, "groupSize", 1, 1024);
    addRow(key, QT_TR_NOOP("Completions per prompt"), m_groupSize);
    m_rollout = makeCombo(this, "rollout", int(std::size(kRollouts)));
    addRow(key, QT_TR_NOOP("Rollout engine"), m_rollout);
}

void RlSection::buildModels() {
    m_reference = makeCombo(this, "reference", int(std::size(kReferences)));
    addRow(form(), QT_TR_NOOP("Reference"), m_reference);
    // The critic (PPO) and the reward model: catalog models, listed as the Model combo lists
    // them; the first entry is the key's empty value.
    m_critic = new QComboBox(this);
    m_critic->setObjectName(QStringLiteral("criticModel"));
    m_reward = new QComboBox(this);
    m_reward->setObjectName(QStringLiteral("rewardModel"));
    for (QComboBox* combo : {m_critic, m_reward}) {
        combo->addItem(QString(), QString());
        for (const ModelEntry& m : m_catalog.models)
            combo->addItem(QString::fromStdString(m.name), QString::fromStdString(m.id));
    }
    addRow(form(), QT_TR_NOOP("Critic"), m_critic);
    addRow(form(), QT_TR_NOOP("Reward model"), m_reward);
}

void RlSection::buildEngine() {
    // rollout_memory_fraction 0.05 .. 1 in whole percent
    m_rolloutShare = spinBox(this, "rolloutMemoryShare", 5, 100);
    m_rolloutShare->setSingleStep(5);
    m_rolloutShare->setSuffix(QStringLiteral(" %"));
    addRow(form(), QT_TR_NOOP("Engine's memory share"), m_rolloutShare);
    m_rolloutGpus = spinBox(this, "rolloutGpus", 1, 1);
    addRow(form(), QT_TR_NOOP("Engine's GPUs"), m_rolloutGpus);
    m_rolloutTp = spinBox(this, "rolloutTensorParallel", 1, 1024);
    addRow(form(), QT_TR_NOOP("Engine's tensor parallel"), m_rolloutTp);
    m_sleepMode = check(form(), QT_TR_NOOP("Engine sleeps while the policy trains"));
    m_sleepMode->setObjectName(QStringLiteral("sleepMode"));
}

void RlSection::addTips() {
    addTip(m_promptLength,
           QT_TR_NOOP("Prompt tokens; each trained sequence is prompt plus completion (DPO: a "
                      "chosen and a rejected one per example)."),
           {"rl_prompt_length"});
    addTip(m_completionLength, QT_TR_NOOP("Completion tokens generated or given per prompt."),
           {"rl_completion_length"});
    addTip(m_groupSize,
           QT_TR_NOOP("Completions generated per prompt (TRL num_generations). It must divide "
                      "the completions of a step: micro-batch × accumulation × training GPUs."),
           {"rl_group_size"});
    addTip(m_rollout,
           QT_TR_NOOP("Where the generation engine runs: on the training GPUs, taking its share "
                      "of each, or on GPUs of its own that then do not train."),
           {"rl_colocated_memory_fraction", "rl_separate_memory_fraction"});
    addTip(m_reference,
           QT_TR_NOOP("The reference model of the KL term: a frozen copy on the GPUs (a LoRA or "
                      "QLoRA policy disables its adapter instead), log-probabilities computed "
                      "before training, or none."),
           {"rl_dpo_beta", "rl_grpo_beta", "rl_ppo_kl_coef"});
    addTip(m_critic,
           QT_TR_NOOP("PPO's value model, trained beside the policy: by default a copy of the "
                      "policy with a value head, or a catalog model; its weights, gradients and "
                      "optimizer states scale with its parameters."));
    addTip(m_reward,
           QT_TR_NOOP("A reward function (no model on the GPUs) or a catalog model that scores "
                      "the completions, frozen in BF16 and sharded like the policy's weights."));
    addTip(m_rolloutShare,
           QT_TR_NOOP("The engine's share of each of its GPUs (vLLM gpu_memory_utilization): "
                      "weights and KV cache."),
           {"rl_colocated_memory_fraction", "rl_separate_memory_fraction"});
    addTip(m_rolloutGpus, QT_TR_NOOP("GPUs of the cluster that serve the engine and do not train: whole servers, or the same share of every server."));
    addTip(m_rolloutTp, QT_TR_NOOP("GPUs per engine replica (vLLM tensor parallel size)."),
           {"rl_rollout_tensor_parallel"});
    addTip(m_sleepMode,
           QT_TR_NOOP("vLLM sleep mode: the engine's weights go to host memory and its KV cache "
                      "is freed while the policy trains."),
           {"rl_sleep_mode"});
}

void RlSection::connectEdits() {
    connect(m_promptLength, &QSpinBox::valueChanged, this, [this](int v) {
        editRl(QT_TR_NOOP("Change prompt length"), [v](RlRequest& q) { q.promptLength = v; });
    });
    connect(m_completionLength, &QSpinBox::valueChanged, this, [this](int v) {
        editRl(QT_TR_NOOP("Change completion length"),
               [v](RlRequest& q) { q.completionLength = v; });
    });
    connect(m_groupSize, &QSpinBox::valueChanged, this, [this](int v) {
        editRl(QT_TR_NOOP("Change group size"), [v](RlRequest& q) { q.groupSize = v; });
    });
    connect(m_rollout, &QComboBox::activated, this, [this](int i) {
        const auto placement = static_cast<RolloutPlacement>(i);
        edit(QT_TR_NOOP("Change rollout placement"),
             [&](Scenario& s) { s = withRollout(s, placement, m_catalog); });
    });
    connect(m_reference, &QComboBox::activated, this, [this](int i) {
        editRl(QT_TR_NOOP("Change reference"),
               [i](RlRequest& q) { q.reference = static_cast<ReferenceKind>(i); });
    });
    connect(m_critic, &QComboBox::activated, this, [this](int i) {
        const std::string id = m_critic->itemData(i).toString().toStdString();
        editRl(QT_TR_NOOP("Change critic"), [&id](RlRequest& q) { q.criticModel = id; });
    });
    connect(m_reward, &QComboBox::activated, this, [this](int i) {
        const std::string id = m_reward->itemData(i).toString().toStdString();
        editRl(QT_TR_NOOP("Change reward model"), [&id](RlRequest& q) { q.rewardModel = id; });
    });
    connect(m_rolloutShare, &QSpinBox::valueChanged, this, [this](int v) {
        editRl(QT_TR_NOOP("Change engine's memory share"),
               [v](RlRequest& q) { q.rolloutMemoryFraction = v / 100.0; });
    });
    connect(m_rolloutGpus, &QSpinBox::valueChanged, this, [this](int v) {
        editRl(QT_TR_NOOP("Change engine's GPUs"), [v](RlRequest& q) { q.rolloutGpuCount = v; });
    });
    connect(m_rolloutTp, &QSpinBox::valueChanged, this, [this](int v) {
        editRl(QT_TR_NOOP("Change engine's tensor parallel"),
               [v](RlRequest& q) { q.rolloutTensorParallel = v; });
    });
    connect(m_sleepMode, &QCheckBox::toggled, this, [this](bool on) {
        editRl(QT_TR_NOOP("Toggle engine sleep mode"), [on](RlRequest& q) { q.sleepMode = on; });
    });
}

void RlSection::showScenario(const Scenario& s) {
    const bool rl = s.rl.has_value();
    const RlRequest q = rl ? *s.rl : defaultRlRequest(RlMethod::Dpo, m_catalog.assumptions);
    const bool gen = rl && generates(q.method);
    const bool separate = gen && q.rollout == RolloutPlacement::Separate;
    m_key->setRowVisible(m_lengthRow, rl);
    m_key->setRowVisible(m_groupSize, gen);
    m_key->setRowVisible(m_rollout, gen);
    setVisible(rl);
    for (QWidget* w :
         std::initializer_list<QWidget*>{m_rolloutShare, m_rolloutGpus, m_rolloutTp, m_sleepMode})
        form()->setRowVisible(w, gen);
    // A reward model scores GRPO's and PPO's completions; only PPO trains a critic.
    form()->setRowVisible(m_reward, gen);
    form()->setRowVisible(m_critic, rl && q.method == RlMethod::Ppo);
    m_critic->setCurrentIndex(
        std::max(0, m_critic->findData(QString::fromStdString(q.criticModel))));
    m_reward->setCurrentIndex(
        std::max(0, m_reward->findData(QString::fromStdString(q.rewardModel))));
    m_promptLength->setValue(q.promptLength);
    m_completionLength->setValue(q.completionLength);
    m_groupSize->setValue(q.groupSize);
    m_rollout->setCurrentIndex(static_cast<int>(q.rollout));
    m_reference->setCurrentIndex(static_cast<int>(q.reference));
    // ORPO and SimPO are reference-free by design.
    m_reference->setEnabled(q.method != RlMethod::Orpo && q.method != RlMethod::Simpo);
    m_rolloutShare->setValue(static_cast<int>(std::lround(q.rolloutMemoryFraction * 100)));
    // The engine's GPUs count over the whole cluster (core/build engineLayout).
    const int cards = buildCards(s, m_catalog) * std::max(1, s.nodes);
    m_rolloutGpus->setRange(1, std::max(1, cards - 1));
    m_rolloutGpus->setValue(std::max(1, q.rolloutGpuCount));
    m_rolloutGpus->setEnabled(separate);
    m_rolloutTp->setValue(q.rolloutTensorParallel);
    m_sleepMode->setChecked(q.sleepMode);
    // Sleep mode frees a colocated engine's memory; an engine on its own GPUs keeps them.
    m_sleepMode->setEnabled(gen && !separate);
}

void RlSection::retranslate() {
    PanelSection::retranslate();
    m_critic->setItemText(0, tr("The policy's size"));
    m_reward->setItemText(0, tr("A reward function"));
    // Catalog models as the Model combo lists them: name and parameter count.
    for (std::size_t i = 0; i < m_catalog.models.size(); ++i) {
        const ModelEntry& m = m_catalog.models[i];
        const QString name = tr("%1 (%2)").arg(QString::fromStdString(m.name),
                                               formatBillions(m.arch.params.total, locale()));
        for (QComboBox* combo : {m_critic, m_reward})
            combo->setItemText(static_cast<int>(i) + 1, name);
    }
    for (int i = 0; i < int(std::size(kReferences)); ++i)
        m_reference->setItemText(i, tr(kReferences[i]));
    for (int i = 0; i < int(std::size(kRollouts)); ++i)
        m_rollout->setItemText(i, tr(kRollouts[i]));
}

} // namespace headroom::ui
