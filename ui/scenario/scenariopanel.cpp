#include "scenario/scenariopanel.h"

#include "common/messagetext.h"

#include "common/catalognames.h"
#include "common/numberformat.h"
#include "common/wheelguard.h"
#include "dataparallel.h"
#include "resolvebuild.h"
#include "runsplit.h"
#include "scenario/collapsiblesection.h"
#include "scenario/recipenote.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

#include "scenariorange.h"

namespace headroom::ui {

namespace {

const char* const kMethods[] = {
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "Full fine-tune"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "LoRA"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "QLoRA (4-bit base)"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "LoRA (8-bit base)")};
// The fine-tuning objective beside the policy's training (scenario keys `method` and
// `policy_method`): supervised, or preference / reinforcement fine-tuning on top of it.
const char* const kObjectives[] = {QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "SFT"),
                                   QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "DPO"),
                                   QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "ORPO"),
                                   QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "SimPO"),
                                   QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "GRPO"),
                                   QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "PPO")};
const char* const kReferences[] = {
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "Frozen model on the GPUs"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "Precomputed log-probabilities"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "None")};
const char* const kRollouts[] = {
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "On the training GPUs"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "On GPUs of its own")};
const char* const kOptimizers[] = {
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "AdamW (32-bit states)"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "8-bit Adam"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "AdamW, optimizer offloaded to the CPUs"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "AdamW, parameter offload (FSDP CPU offload)"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "Paged AdamW (bitsandbytes)"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "Paged 8-bit AdamW (bitsandbytes)")};
// Optimizer combo rows: optimizer and offload in one choice (the core's offload runs AdamW).
enum OptimizerRow {
    AdamWRow,
    Adam8bitRow,
    OptimizerOffloadRow,
    ParameterOffloadRow,
    PagedAdamWRow,
    PagedAdam8bitRow,
    OptimizerRows
};
const char* const kStateBytes[] = {
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "ZeRO paper (16 B per parameter)"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "Hugging Face docs (18 B per parameter)"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "Pure BF16 (8 B per parameter, torchtune)")};
const char* const kLosses[] = {
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "Plain (Hugging Face)"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "Chunked (torchtune)"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "Fused linear (Liger)"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "Plain (transformers 4.45 and older)"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "Plain on BF16 logits (LitGPT)"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "LM head in chunks (LitGPT)")};
// Loss combo rows: fusedCrossEntropy off with one of the plain losses, or on with one of the
// fused kinds (the first three rows keep their places from before the stacks).
enum LossRow {
    PlainLossRow,
    ChunkedLossRow,
    FusedLinearLossRow,
    PlainLegacyLossRow,
    PlainBf16LossRow,
    LmHeadChunksLossRow,
    LossRows
};
const char* const kOptimizerImpls[] = {
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "foreach (multi-tensor, temporaries)"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "fused (one kernel)"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "for-loop (one tensor at a time)")};
const char* const kAttentions[] = {
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "FlashAttention / SDPA"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "Eager (scores kept for backward)"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "SDPA, k and v expanded (LitGPT)")};
const char* const kFsdpVersions[] = {
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "FSDP1 (flat parameters)"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "FSDP2 (per-parameter sharding)")};
const char* const kNoStack =
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "None (Headroom's defaults)");
// The built-in stacks' names (catalog/stacks.json) as lupdate sees them; the catalog's name is
// the lookup key, so a renamed or user-defined stack shows its catalog name as it is.
const char* const kStackNames[] = {
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel",
                      "Hugging Face Trainer (transformers + PEFT + accelerate / DeepSpeed)"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "torchtune"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "LitGPT (Lightning Fabric)"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "Unsloth"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "Hugging Face Trainer with Liger kernels")};

int lossRow(const Scenario& s) {
    if (!s.fusedCrossEntropy)
        return s.plainLoss == PlainLoss::HfLegacy ? PlainLegacyLossRow
               : s.plainLoss == PlainLoss::Bf16   ? PlainBf16LossRow
                                                  : PlainLossRow;
    return s.fusedLoss == FusedLossKind::Chunked        ? ChunkedLossRow
           : s.fusedLoss == FusedLossKind::LmHeadChunks ? LmHeadChunksLossRow
                                                        : FusedLinearLossRow;
}

void setLossRow(Scenario& s, int row) {
    switch (row) {
    case PlainLossRow:
    case PlainLegacyLossRow:
    case PlainBf16LossRow:
        s.fusedCrossEntropy = false;
        s.plainLoss = row == PlainLegacyLossRow ? PlainLoss::HfLegacy
                      : row == PlainBf16LossRow ? PlainLoss::Bf16
                                                : PlainLoss::Hf;
        break;
    default:
        s.fusedCrossEntropy = true;
        s.fusedLoss = row == ChunkedLossRow        ? FusedLossKind::Chunked
                      : row == LmHeadChunksLossRow ? FusedLossKind::LmHeadChunks
                                                   : FusedLossKind::FusedLinear;
    }
}
const char* const kShardings[] = {
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "Full (FSDP / ZeRO-3)"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "ZeRO-2 (gradients and optimizer)"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "ZeRO-1 (optimizer only)"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "None (DDP)")};
// LoRA targets the window offers (scenario key lora_targets; bits of core's LoraTarget). The
// last entry stands for any other set a scenario file names.
struct LoraTargetPreset {
    unsigned bits;
    const char* name;
};
const LoraTargetPreset kLoraTargets[] = {
    {0, QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "All linear layers (all-linear)")},
    {LoraQ | LoraV, QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "Attention q, v")},
    {LoraQ | LoraK | LoraV | LoraO,
     QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "Attention q, k, v, o")},
    {LoraQ | LoraK | LoraV | LoraO | LoraGate | LoraUp | LoraDown | LoraLmHead,
     QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "All linear layers and the LM head")},
};
const char* const kLoraTargetsOther =
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "As in the scenario file");
const char* const kFeeds[] = {
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "230 V, 16 A"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "230 V, 32 A"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "400 V three-phase, 16 A"),
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "400 V three-phase, 32 A")};
const char* const kAutomaticServer =
    QT_TRANSLATE_NOOP("headroom::ui::ScenarioPanel", "Smallest server that takes the cards");

QSlider* makeSlider(int min, int max, QWidget* parent) {
    auto* slider = new QSlider(Qt::Horizontal, parent);
    slider->setRange(min, max);
    slider->setMinimumWidth(90);
    return slider;
}

/// A control takes its range, step and decimals from the core's table (scenariorange.h), so
/// it shows every value a scenario file may hold and nothing else.
void applyRange(QSpinBox* box, RangeKey key) {
    const ScenarioRange& r = scenarioRange(key);
    box->setRange(static_cast<int>(r.min), static_cast<int>(r.max));
    box->setSingleStep(static_cast<int>(r.step));
}

void applyRange(QDoubleSpinBox* box, RangeKey key) {
    const ScenarioRange& r = scenarioRange(key);
    box->setDecimals(r.decimals);
    box->setRange(r.min, r.max);
    box->setSingleStep(r.step);
}

QWidget* row(QWidget* parent, std::initializer_list<QWidget*> widgets, int stretchIndex = 0) {
    auto* box = new QWidget(parent);
    auto* layout = new QHBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    int i = 0;
    for (QWidget* w : widgets)
        layout->addWidget(w, i++ == stretchIndex ? 1 : 0);
    return box;
}

/// The cards of the build (the scenario's count, else the chassis's), as the core's checks
/// count them for a preference or RL run.
int buildCards(const Scenario& s, const Catalog& catalog) {
    const ServerSpec* server = s.server.empty()
                                   ? catalog.smallestServerFor(s.gpu, std::max(1, s.gpuCount))
                                   : catalog.findServer(s.server);
    return s.gpuCount > 0 ? s.gpuCount : (server ? server->gpuCount : 1);
}

/// Keeps a generating run valid after an edit of something else: the engine's own GPUs leave
/// cards to train on, and the step's completions (micro-batch × accumulation × training GPUs)
/// are a multiple of the group size, as TRL's GRPOTrainer requires: the accumulation rises to
/// the next count that makes them one. An edit of the group, micro-batch or accumulation
/// itself is left as asked (the scenario's check refuses it with its reason).
void fitRlRun(Scenario& s, const Scenario& before, const Catalog& catalog) {
    if (!s.rl || !generates(s.rl->method))
        return;
    RlRequest& q = *s.rl;
    const int cards = buildCards(s, catalog);
    if (q.rollout == RolloutPlacement::Separate && q.rolloutGpuCount >= cards && cards > 1)
        q.rolloutGpuCount = std::max(1, cards / 2);
    const bool batchEdited = (before.rl && before.rl->groupSize != q.groupSize) ||
                             before.microBatch != s.microBatch ||
                             before.gradientAccumulation != s.gradientAccumulation;
    const int trainGpus =
        q.rollout == RolloutPlacement::Separate ? std::max(1, cards - q.rolloutGpuCount) : cards;
    const long long perAccumulation = 1LL * s.microBatch * trainGpus;
    if (batchEdited || perAccumulation <= 0 || q.groupSize < 1)
        return;
    const long long step = q.groupSize / std::gcd(perAccumulation, (long long)q.groupSize);
    const long long accumulation = (s.gradientAccumulation + step - 1) / step * step;
    if (static_cast<double>(accumulation) <= scenarioRange(RangeKey::GradientAccumulation).max)
        s.gradientAccumulation = static_cast<int>(accumulation);
}

/// The keys a method does not have go back to the catalog's defaults, so that the scenario in
/// the window is the one its file reads back.
void setRlMethod(RlRequest& q, RlMethod method, const Assumptions& defaults) {
    const RlRequest d = defaultRlRequest(method, defaults);
    q.method = method;
    q.reference = d.reference;
    if (!generates(method)) {
        q.groupSize = d.groupSize;
        q.rollout = d.rollout;
        q.rolloutMemoryFraction = d.rolloutMemoryFraction;
        q.rolloutGpuCount = d.rolloutGpuCount;
        q.rolloutTensorParallel = d.rolloutTensorParallel;
        q.sleepMode = d.sleepMode;
        q.rewardModel.clear();
    }
    if (method != RlMethod::Ppo)
        q.criticModel.clear();
}

} // namespace

ScenarioPanel::ScenarioPanel(const Catalog& catalog, QWidget* parent)
    : QWidget(parent), m_catalog(catalog) {
    build();
    retranslate();
}

void ScenarioPanel::addText(QLabel* label, const char* text) {
    m_texts.push_back({[label](const QString& t) { label->setText(t); }, text});
}

void ScenarioPanel::addTip(QWidget* widget, const char* tip,
                           std::initializer_list<const char*> ids) {
    m_tips.push_back({widget, tip, std::vector<const char*>(ids)});
}

QString ScenarioPanel::assumptionNote(const std::vector<const char*>& ids) const {
    QStringList lines;
    for (const char* id : ids)
        for (const Assumption& a : m_catalog.assumptions.all)
            if (a.id == id)
                lines << QStringLiteral("<b>%1</b>: %2 %3<br><i>%4</i>")
                             .arg(MessageText::assumptionLabel(a, locale()).toHtmlEscaped(),
                                  locale().toString(a.value),
                                  MessageText::unitText(a.unit, locale()).toHtmlEscaped(),
                                  MessageText::assumptionSource(a, locale()).toHtmlEscaped());
    return lines.join(QStringLiteral("<br>"));
}

void ScenarioPanel::build() {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    auto group = [&](const char* title) {
        auto* box = new QGroupBox(this);
        m_texts.push_back({[box](const QString& t) { box->setTitle(t); }, title});
        auto* form = new QFormLayout(box);
        form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        form->setVerticalSpacing(4);
        layout->addWidget(box);
        return form;
    };
    // The rest folds away in "Advanced" sections (closed at first), so that the key controls,
    // the verdict and every chart fit a 1280×720 screen together.
    auto section = [&](const char* title, const char* name) {
        auto* box = new CollapsibleSection(this);
        box->setObjectName(QString::fromLatin1(name));
        m_texts.push_back({[box](const QString& t) { box->setTitle(t); }, title});
        auto* form = new QFormLayout(box->content());
        form->setContentsMargins(12, 2, 2, 6);
        form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
        m_sections.push_back(box);
        return form;
    };
    auto addRow = [&](QFormLayout* form, const char* text, QWidget* field) {
        auto* label = new QLabel(this);
        label->setBuddy(field);
        addText(label, text);
        form->addRow(label, field);
    };
    auto check = [&](QFormLayout* form, const char* text) {
        auto* box = new QCheckBox(this);
        m_texts.push_back({[box](const QString& t) { box->setText(t); }, text});
        form->addRow(box);
        return box;
    };

    // The note of an imported training config: shown while the scenario came from one.
    m_recipeNote = new QLabel(this);
    m_recipeNote->setObjectName(QStringLiteral("recipeNote"));
    m_recipeNote->setWordWrap(true);
    m_recipeNote->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_recipeNote->setFrameShape(QFrame::StyledPanel);
    m_recipeNote->setVisible(false);
    layout->addWidget(m_recipeNote);

    // ---- The key controls: what a sales engineer changes during a call
    QFormLayout* key = group(QT_TR_NOOP("Workload and build"));
    QFormLayout* method =
        section(QT_TR_NOOP("Advanced: model, method and batch"), "advancedMethod");
    QFormLayout* rl = section(QT_TR_NOOP("Advanced: preference and RL"), "advancedRl");
    m_rlSection = m_sections.back();
    QFormLayout* stack = section(QT_TR_NOOP("Advanced: training stack"), "advancedStack");
    QFormLayout* images = section(QT_TR_NOOP("Advanced: images"), "advancedImages");
    QFormLayout* build = section(QT_TR_NOOP("Advanced: server and feed"), "advancedBuild");
    QFormLayout* parallel =
        section(QT_TR_NOOP("Advanced: parallelism and servers"), "advancedParallel");
    QFormLayout* run = section(QT_TR_NOOP("Advanced: run and storage"), "advancedRun");
    layout->addSpacing(4);
    auto* advanced = new QLabel(this);
    advanced->setObjectName(QStringLiteral("advancedLabel"));
    addText(advanced, QT_TR_NOOP("Advanced"));
    QFont advancedFont = advanced->font();
    advancedFont.setBold(true);
    advanced->setFont(advancedFont);
    layout->addWidget(advanced);
    for (CollapsibleSection* box : m_sections)
        layout->addWidget(box);
    QFormLayout* form = key;
    m_model = new QComboBox(this);
    m_model->setObjectName(QStringLiteral("model"));
    for (const ModelEntry& m : m_catalog.models)
        m_model->addItem(QString::fromStdString(m.name), QString::fromStdString(m.id));
    m_import = new QPushButton(this);
    m_import->setObjectName(QStringLiteral("importModel"));
    m_texts.push_back(
        {[this](const QString& t) { m_import->setText(t); }, QT_TR_NOOP("Import config.json…")});
    m_parameters = new QLabel(this);
    m_parameters->setObjectName(QStringLiteral("parameterCount"));
    addRow(form, QT_TR_NOOP("Model"), m_model);
    addRow(method, QT_TR_NOOP("Parameters"), m_parameters);
    method->addRow(QString(), m_import);
    m_method = new QComboBox(this);
    m_method->setObjectName(QStringLiteral("method"));
    for (int i = 0; i < 3; ++i)
        m_method->addItem(QString());
    m_objective = new QComboBox(this);
    m_objective->setObjectName(QStringLiteral("fineTuning"));
    for (std::size_t i = 0; i < std::size(kObjectives); ++i)
        m_objective->addItem(QString());
    addRow(form, QT_TR_NOOP("Method"), row(this, {m_objective, m_method}, 1));
    m_optimizer = new QComboBox(this);
    m_optimizer->setObjectName(QStringLiteral("optimizer"));
    for (int i = 0; i < OptimizerRows; ++i)
        m_optimizer->addItem(QString());
    addRow(form, QT_TR_NOOP("Optimizer"), m_optimizer);
    m_stateBytes = new QComboBox(this);
    m_stateBytes->setObjectName(QStringLiteral("stateBytes"));
    for (int i = 0; i < 3; ++i)
        m_stateBytes->addItem(QString());
    addRow(method, QT_TR_NOOP("State accounting"), m_stateBytes);
    m_sharding = new QComboBox(this);
    m_sharding->setObjectName(QStringLiteral("sharding"));
    for (int i = 0; i < 4; ++i)
        m_sharding->addItem(QString());
    addRow(method, QT_TR_NOOP("Sharding"), m_sharding);
    m_loraRank = new QSpinBox(this);
    m_loraRank->setObjectName(QStringLiteral("loraRank"));
    applyRange(m_loraRank, RangeKey::LoraRank);
    addRow(method, QT_TR_NOOP("LoRA rank"), m_loraRank);
    m_loraTargets = new QComboBox(this);
    m_loraTargets->setObjectName(QStringLiteral("loraTargets"));
    for (const LoraTargetPreset& p : kLoraTargets)
        m_loraTargets->addItem(QString(), p.bits);
    addRow(method, QT_TR_NOOP("LoRA targets"), m_loraTargets);
    m_dora = check(method, QT_TR_NOOP("DoRA (weight-decomposed LoRA)"));
    m_dora->setObjectName(QStringLiteral("dora"));

    // ---- Sequences
    m_sequence = makeSlider(0, positionFor(131072), this);
    m_sequence->setObjectName(QStringLiteral("sequenceLengthSlider"));
    m_sequence->setPageStep(2);
    m_sequence->setTickPosition(QSlider::TicksBelow);
    m_sequence->setTickInterval(2);
    m_sequenceValue = new QSpinBox(this);
    m_sequenceValue->setObjectName(QStringLiteral("sequenceLength"));
    applyRange(m_sequenceValue, RangeKey::SequenceLength);
    m_sequenceValue->setGroupSeparatorShown(true);
    m_sequenceValue->setKeyboardTracking(false);
    m_sequenceValue->setMinimumWidth(96);
    addRow(form, QT_TR_NOOP("Sequence length"), row(this, {m_sequence, m_sequenceValue}));
    m_sequenceRow = m_sequence->parentWidget();

    // ---- Preference and RL fine-tuning (issue 19): shown only where they apply. Ranges as
    // parseRlRequest() reads the keys.
    m_promptLength = new QSpinBox(this);
    m_promptLength->setObjectName(QStringLiteral("promptLength"));
    m_completionLength = new QSpinBox(this);
    m_completionLength->setObjectName(QStringLiteral("completionLength"));
    for (QSpinBox* box : {m_promptLength, m_completionLength}) {
        box->setRange(1, 16777216);
        box->setSingleStep(128);
        box->setGroupSeparatorShown(true);
        box->setKeyboardTracking(false);
    }
    m_rlLengthRow =
        row(this, {m_promptLength, new QLabel(QStringLiteral("+"), this), m_completionLength}, -1);
    addRow(form, QT_TR_NOOP("Prompt + completion"), m_rlLengthRow);
    m_groupSize = new QSpinBox(this);
    m_groupSize->setObjectName(QStringLiteral("groupSize"));
    m_groupSize->setRange(1, 1024);
    m_groupSize->setKeyboardTracking(false);
    addRow(form, QT_TR_NOOP("Completions per prompt"), m_groupSize);
    m_rollout = new QComboBox(this);
    m_rollout->setObjectName(QStringLiteral("rollout"));
    for (std::size_t i = 0; i < std::size(kRollouts); ++i)
        m_rollout->addItem(QString());
    addRow(form, QT_TR_NOOP("Rollout engine"), m_rollout);
    m_rlForm = form;
    m_reference = new QComboBox(this);
    m_reference->setObjectName(QStringLiteral("reference"));
    for (std::size_t i = 0; i < std::size(kReferences); ++i)
        m_reference->addItem(QString());
    addRow(rl, QT_TR_NOOP("Reference"), m_reference);
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
    addRow(rl, QT_TR_NOOP("Critic"), m_critic);
    addRow(rl, QT_TR_NOOP("Reward model"), m_reward);
    m_rolloutShare = new QSpinBox(this);
    m_rolloutShare->setObjectName(QStringLiteral("rolloutMemoryShare"));
    m_rolloutShare->setRange(5, 100); // rollout_memory_fraction 0.05 .. 1 in whole percent
    m_rolloutShare->setSingleStep(5);
    m_rolloutShare->setSuffix(QStringLiteral(" %"));
    m_rolloutShare->setKeyboardTracking(false);
    addRow(rl, QT_TR_NOOP("Engine's memory share"), m_rolloutShare);
    m_rolloutGpus = new QSpinBox(this);
    m_rolloutGpus->setObjectName(QStringLiteral("rolloutGpus"));
    m_rolloutGpus->setRange(1, 1);
    m_rolloutGpus->setKeyboardTracking(false);
    addRow(rl, QT_TR_NOOP("Engine's GPUs"), m_rolloutGpus);
    m_rolloutTp = new QSpinBox(this);
    m_rolloutTp->setObjectName(QStringLiteral("rolloutTensorParallel"));
    m_rolloutTp->setRange(1, 1024);
    m_rolloutTp->setKeyboardTracking(false);
    addRow(rl, QT_TR_NOOP("Engine's tensor parallel"), m_rolloutTp);
    m_sleepMode = check(rl, QT_TR_NOOP("Engine sleeps while the policy trains"));
    m_sleepMode->setObjectName(QStringLiteral("sleepMode"));
    m_rlAdvancedForm = rl;
    m_microBatch = new QSpinBox(this);
    m_microBatch->setObjectName(QStringLiteral("microBatch"));
    applyRange(m_microBatch, RangeKey::MicroBatch);
    addRow(method, QT_TR_NOOP("Micro-batch"), m_microBatch);
    m_accumulation = new QSpinBox(this);
    m_accumulation->setObjectName(QStringLiteral("gradientAccumulation"));
    applyRange(m_accumulation, RangeKey::GradientAccumulation);
    addRow(method, QT_TR_NOOP("Gradient accumulation"), m_accumulation);
    m_checkpointing = check(method, QT_TR_NOOP("Gradient checkpointing"));
    m_checkpointing->setObjectName(QStringLiteral("gradientCheckpointing"));

    // ---- Training stack: how the framework runs the step (README, calibration section). The
    // stack sets the controls below it; each of them still overrides it.
    m_stack = new QComboBox(this);
    m_stack->setObjectName(QStringLiteral("stack"));
    m_stack->addItem(QString(), QString());
    for (const StackSpec& st : m_catalog.stacks) {
        m_stack->addItem(QString::fromStdString(st.name), QString::fromStdString(st.id));
        m_stack->setItemData(m_stack->count() - 1, QString::fromStdString(st.source),
                             Qt::ToolTipRole);
    }
    addRow(form, QT_TR_NOOP("Framework"), m_stack);
    m_loss = new QComboBox(this);
    m_loss->setObjectName(QStringLiteral("loss"));
    for (int i = 0; i < LossRows; ++i)
        m_loss->addItem(QString());
    addRow(stack, QT_TR_NOOP("Cross-entropy"), m_loss);
    m_optimizerImpl = new QComboBox(this);
    m_optimizerImpl->setObjectName(QStringLiteral("optimizerImpl"));
    for (int i = 0; i < 3; ++i)
        m_optimizerImpl->addItem(QString());
    addRow(stack, QT_TR_NOOP("AdamW implementation"), m_optimizerImpl);
    m_attention = new QComboBox(this);
    m_attention->setObjectName(QStringLiteral("attention"));
    for (int i = 0; i < 3; ++i)
        m_attention->addItem(QString());
    addRow(stack, QT_TR_NOOP("Attention"), m_attention);
    m_fsdpVersion = new QComboBox(this);
    m_fsdpVersion->setObjectName(QStringLiteral("fsdpVersion"));
    for (int i = 0; i < 2; ++i)
        m_fsdpVersion->addItem(QString());
    addRow(stack, QT_TR_NOOP("FSDP"), m_fsdpVersion);
    m_compile = check(stack, QT_TR_NOOP("torch.compile"));
    m_compile->setObjectName(QStringLiteral("compile"));
    m_activationOffload = check(stack, QT_TR_NOOP("Activation offloading"));
    m_activationOffload->setObjectName(QStringLiteral("activationOffload"));
    m_optimizerInBackward = check(stack, QT_TR_NOOP("Optimizer step in backward"));
    m_optimizerInBackward->setObjectName(QStringLiteral("optimizerInBackward"));

    // ---- Images
    m_imageShare = makeSlider(0, 100, this);
    m_imageShare->setObjectName(QStringLiteral("imageShareSlider"));
    m_imageShare->setPageStep(10);
    m_imageShare->setSingleStep(5);
    m_imageShareValue = new QSpinBox(this);
    m_imageShareValue->setObjectName(QStringLiteral("imageShare"));
    {
        // Percent of the core's 0 .. 1 range; the arrows move in 5 % steps, any whole percent
        // may be typed.
        const ScenarioRange& r = scenarioRange(RangeKey::ImageShare);
        m_imageShareValue->setRange(static_cast<int>(std::lround(r.min * 100)),
                                    static_cast<int>(std::lround(r.max * 100)));
    }
    m_imageShareValue->setSingleStep(5);
    m_imageShareValue->setSuffix(QStringLiteral(" %"));
    m_imageShareValue->setKeyboardTracking(false);
    addRow(form, QT_TR_NOOP("Samples with images"), row(this, {m_imageShare, m_imageShareValue}));
    m_imagesPerSample = new QSpinBox(this);
    m_imagesPerSample->setObjectName(QStringLiteral("imagesPerSample"));
    applyRange(m_imagesPerSample, RangeKey::ImagesPerSample);
    addRow(images, QT_TR_NOOP("Images per sample"), m_imagesPerSample);
    m_imageWidth = new QSpinBox(this);
    m_imageWidth->setObjectName(QStringLiteral("imageWidth"));
    m_imageHeight = new QSpinBox(this);
    m_imageHeight->setObjectName(QStringLiteral("imageHeight"));
    for (QSpinBox* box : {m_imageWidth, m_imageHeight}) {
        applyRange(box, RangeKey::ImageSize);
        box->setSuffix(QStringLiteral(" px"));
    }
    addRow(images, QT_TR_NOOP("Image size"),
           row(this, {m_imageWidth, new QLabel(QStringLiteral("×"), this), m_imageHeight}, -1));
    m_trainVision = check(images, QT_TR_NOOP("Train the vision tower"));
    m_trainVision->setObjectName(QStringLiteral("trainVision"));

    // ---- Build
    m_gpu = new QComboBox(this);
    m_gpu->setObjectName(QStringLiteral("gpu"));
    for (const GpuSpec& g : m_catalog.gpus)
        m_gpu->addItem(QString::fromStdString(g.name), QString::fromStdString(g.id));
    addRow(form, QT_TR_NOOP("GPU type"), m_gpu);
    m_server = new QComboBox(this);
    m_server->setObjectName(QStringLiteral("server"));
    addRow(build, QT_TR_NOOP("Server"), m_server);
    m_gpuCount = makeSlider(1, 8, this);
    m_gpuCount->setObjectName(QStringLiteral("gpuCountSlider"));
    m_gpuCount->setTickPosition(QSlider::TicksBelow);
    m_gpuCount->setPageStep(1);
    m_gpuCountValue = new QSpinBox(this);
    m_gpuCountValue->setObjectName(QStringLiteral("gpuCount"));
    applyRange(m_gpuCountValue, RangeKey::GpuCount);
    m_gpuCountValue->setKeyboardTracking(false);
    addRow(form, QT_TR_NOOP("GPUs"), row(this, {m_gpuCount, m_gpuCountValue}));
    m_runs = new QComboBox(this);
    m_runs->setObjectName(QStringLiteral("runsSideBySide"));
    m_runsValue = new QLabel(this);
    m_runsValue->setObjectName(QStringLiteral("runsSideBySideValue"));
    addRow(build, QT_TR_NOOP("Runs side by side"), row(this, {m_runs, m_runsValue}, 1));
    m_capPower = new QCheckBox(this);
    m_capPower->setObjectName(QStringLiteral("capPower"));
    m_texts.push_back({[this](const QString& t) { m_capPower->setText(t); }, QT_TR_NOOP("Cap at")});
    m_powerCap = new QSpinBox(this);
    m_powerCap->setObjectName(QStringLiteral("powerCap"));
    m_powerCap->setSuffix(QStringLiteral(" W"));
    m_powerCap->setSingleStep(static_cast<int>(scenarioRange(RangeKey::PowerCapW).step));
    addRow(form, QT_TR_NOOP("Power per GPU"), row(this, {m_capPower, m_powerCap}, 1));
    m_feed = new QComboBox(this);
    m_feed->setObjectName(QStringLiteral("feed"));
    // Data: phases × 100 + amps (230 V single phase, 400 V three phase).
    for (int feed : {116, 132, 316, 332})
        m_feed->addItem(QString(), feed);
    addRow(form, QT_TR_NOOP("Feed"), m_feed);
    m_threePhase = check(build, QT_TR_NOOP("Show 400 V three-phase feeds"));
    m_threePhase->setObjectName(QStringLiteral("threePhase"));

    // ---- Parallelism (issue 17): servers of the build, automatic or manual plan
    form = parallel;
    m_nodes = new QSpinBox(this);
    m_nodes->setObjectName(QStringLiteral("nodes"));
    applyRange(m_nodes, RangeKey::Nodes);
    m_nodes->setKeyboardTracking(false);
    addRow(form, QT_TR_NOOP("Servers"), m_nodes);
    m_planMode = new QComboBox(this);
    m_planMode->setObjectName(QStringLiteral("planMode"));
    m_planMode->addItem(QString());
    m_planMode->addItem(QString());
    addRow(form, QT_TR_NOOP("Parallel plan"), m_planMode);
    const std::pair<QSpinBox**, std::pair<RangeKey, const char*>> degrees[] = {
        {&m_tp, {RangeKey::PlanTp, "planTp"}},
        {&m_pp, {RangeKey::PlanPp, "planPp"}},
        {&m_cp, {RangeKey::PlanCp, "planCp"}},
        {&m_ep, {RangeKey::PlanEp, "planEp"}}};
    for (const auto& [box, spec] : degrees) {
        *box = new QSpinBox(this);
        (*box)->setObjectName(QString::fromLatin1(spec.second));
        applyRange(*box, spec.first);
        (*box)->setKeyboardTracking(false);
    }
    addRow(form, QT_TR_NOOP("Tensor parallel"), m_tp);
    addRow(form, QT_TR_NOOP("Pipeline parallel"), m_pp);
    addRow(form, QT_TR_NOOP("Context parallel"), m_cp);
    addRow(form, QT_TR_NOOP("Expert parallel"), m_ep);
    m_sequenceParallel = check(form, QT_TR_NOOP("Sequence parallel"));
    m_sequenceParallel->setObjectName(QStringLiteral("sequenceParallel"));
    m_dpValue = new QLabel(this);
    m_dpValue->setObjectName(QStringLiteral("planDp"));
    addRow(form, QT_TR_NOOP("Data parallel"), m_dpValue);

    // ---- Run and storage
    form = run;
    m_checkpointsKept = new QSpinBox(this);
    m_checkpointsKept->setObjectName(QStringLiteral("checkpointsKept"));
    applyRange(m_checkpointsKept, RangeKey::CheckpointsKept);
    addRow(form, QT_TR_NOOP("Checkpoints kept"), m_checkpointsKept);
    m_datasetTokens = new QDoubleSpinBox(this);
    m_datasetTokens->setObjectName(QStringLiteral("datasetTokens"));
    applyRange(m_datasetTokens, RangeKey::DatasetTokens);
    m_datasetTokens->setGroupSeparatorShown(true);
    addRow(form, QT_TR_NOOP("Dataset (tokens)"), m_datasetTokens);
    m_epochs = new QDoubleSpinBox(this);
    m_epochs->setObjectName(QStringLiteral("epochs"));
    applyRange(m_epochs, RangeKey::Epochs);
    addRow(form, QT_TR_NOOP("Epochs"), m_epochs);
    layout->addStretch(1);
    // Long catalog names must not widen the panel: the combos elide and show the rest on open.
    for (QComboBox* combo : findChildren<QComboBox*>()) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(14);
    }
    // Method and fine-tuning share a row: together no wider than one combo alone.
    m_objective->setMinimumContentsLength(5);
    m_method->setMinimumContentsLength(8);
    // The model list is searchable: type any part of a name.
    m_model->setEditable(true);
    m_model->setInsertPolicy(QComboBox::NoInsert);
    m_model->completer()->setFilterMode(Qt::MatchContains);
    m_model->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_model->completer()->setCaseSensitivity(Qt::CaseInsensitive);
    // No accidental edits: the wheel over an unfocused control scrolls the panel.
    m_wheelGuard = new WheelGuard(this);
    m_wheelGuard->guardChildren(this);

    // ---- Tooltips: what the control means and which catalog assumptions sit behind it
    addTip(m_model, QT_TR_NOOP("The model to fine-tune. Its parameters are counted from the "
                               "architecture in its config.json, never typed in."));
    addTip(m_import, QT_TR_NOOP("Read a Hugging Face config.json to size a model that is not in "
                                "the catalog. You can also drop the file on the window."));
    addTip(m_method,
           QT_TR_NOOP("Full: every weight is trained (weights, gradients and optimizer states per "
                      "parameter). LoRA: frozen BF16 base plus small adapters. QLoRA: 4-bit NF4 "
                      "base plus adapters. LoRA (8-bit base): int8 linear weights "
                      "(bitsandbytes LLM.int8) plus adapters."),
           {"nf4_bytes_per_weight", "int8_bytes_per_weight"});
    addTip(
        m_objective,
        QT_TR_NOOP("SFT: supervised fine-tuning. DPO (with a frozen reference), ORPO and SimPO "
                   "(reference-free) train on chosen and rejected answers. GRPO and PPO generate "
                   "completions with a vLLM engine, score them and train on them; PPO adds a "
                   "critic. The combo beside it says how the policy trains: full, LoRA or "
                   "QLoRA."),
        {"rl_group_size", "rl_prompt_length", "rl_completion_length"});
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
    addTip(m_rolloutGpus, QT_TR_NOOP("GPUs of the build that serve the engine and do not train."));
    addTip(m_rolloutTp, QT_TR_NOOP("GPUs per engine replica (vLLM tensor parallel size)."),
           {"rl_rollout_tensor_parallel"});
    addTip(m_sleepMode,
           QT_TR_NOOP("vLLM sleep mode: the engine's weights go to host memory and its KV cache "
                      "is freed while the policy trains."),
           {"rl_sleep_mode"});
    addTip(m_optimizer,
           QT_TR_NOOP("AdamW keeps fp32 master weights and two moments (12 B per parameter). "
                      "8-bit Adam quantises the moments. Optimizer offload keeps the optimizer "
                      "states and gradients in host memory and runs the update on the CPUs. "
                      "Parameter offload (FSDP CPU offload) moves the weights to host memory as "
                      "well: the GPUs hold only the layers gathered for compute, at the cost of "
                      "host memory and PCIe traffic every step."),
           {"adam8bit_optimizer_bytes", "offload_host_bytes", "cpu_adam_params_per_s"});
    addTip(m_stateBytes,
           QT_TR_NOOP("Bytes per parameter for weights, gradients and optimizer: the ZeRO paper "
                      "counts 16 B, the Hugging Face documentation 18 B. Pure BF16 (torchtune's "
                      "default) keeps no fp32 master copy: 2 + 2 + 4 = 8 B, 6 B with 8-bit "
                      "Adam."),
           {"hf_extra_bytes"});
    addTip(m_sharding,
           QT_TR_NOOP("How the model states are split across the GPUs. Full sharding divides "
                      "weights, gradients and optimizer; ZeRO-2 gradients and optimizer; ZeRO-1 "
                      "the optimizer only; DDP keeps a full copy on every card."),
           {"link_efficiency"});
    addTip(m_loraRank, QT_TR_NOOP("Rank r of the LoRA adapters on every linear layer of the "
                                  "language model: r·(in + out) trainable weights per layer."));
    addTip(m_loraTargets,
           QT_TR_NOOP("The linear layers that get adapters (PEFT target_modules). Fewer targets "
                      "train fewer weights and keep fewer adapter activations."));
    addTip(m_dora,
           QT_TR_NOOP("DoRA (PEFT use_dora): a magnitude vector per adapted layer and, in "
                      "training, the weight norm of W + BA per layer, which adds activation "
                      "memory and time."));
    addTip(m_sequence,
           QT_TR_NOOP("Tokens of text per training sequence. Longer sequences need more "
                      "activation memory and, from the long-context length on, run at a lower "
                      "utilisation."),
           {"mfu", "mfu_long_context", "long_context_tokens"});
    addTip(m_microBatch,
           QT_TR_NOOP("Sequences per GPU in each forward and backward pass. "
                      "Activation memory grows with it."),
           {"rl_micro_batch"});
    addTip(m_accumulation, QT_TR_NOOP("Micro-batches accumulated before each optimizer step."));
    addTip(m_checkpointing,
           QT_TR_NOOP("Gradient checkpointing keeps only each layer's input and recomputes the "
                      "rest during the backward pass: far less activation memory, about a third "
                      "more compute."),
           {"mfu"});
    addTip(m_loss,
           QT_TR_NOOP("How the loss is computed over the vocabulary. Plain (Hugging Face) "
                      "upcasts the whole logits to fp32: about 12 B per token and vocabulary "
                      "entry at its peak. Chunked (torchtune) keeps the BF16 logits and upcasts "
                      "one chunk at a time. Fused linear (Liger) never holds the full logits: "
                      "several GB less at large vocabularies."));
    addTip(m_stack,
           QT_TR_NOOP("The framework that runs the fine-tune. It sets state precision, loss, AdamW "
                      "implementation, attention kernel, FSDP version and the QLoRA details as "
                      "that framework does (catalog table with sources); the controls below show "
                      "its values and a change there overrides it. The verdict's uncertainty "
                      "band comes from measured runs of the same stack."),
           {"stack_hf-trainer", "stack_torchtune", "stack_litgpt", "stack_unsloth", "stack_liger",
            "calibration_band"});
    addTip(m_optimizerImpl,
           QT_TR_NOOP("PyTorch's AdamW implementation. foreach (the default on CUDA) allocates "
                      "temporaries the size of the optimizer states during the step; fused and "
                      "for-loop do not."));
    addTip(m_attention,
           QT_TR_NOOP("The attention kernel. FlashAttention and SDPA keep no score matrix; eager "
                      "attention keeps scores and probabilities for backward; LitGPT expands k "
                      "and v to every query head before SDPA."));
    addTip(m_fsdpVersion,
           QT_TR_NOOP("PyTorch FSDP: FSDP1 gathers flat parameters per unit, FSDP2 shards each "
                      "parameter on its own."));
    addTip(m_compile,
           QT_TR_NOOP("torch.compile of the decoder layers: fused element-wise kernels drop the "
                      "fp32 copies of the norms and the SiLU outputs, and the chunked loss's "
                      "upcast. Less activation memory; modelled as an assumption."));
    addTip(m_activationOffload,
           QT_TR_NOOP("Activation offloading (torchtune) moves the checkpointed layer inputs to "
                      "host memory; one layer stays in flight. Needs gradient checkpointing; "
                      "activation memory then hardly grows with the number of layers."));
    addTip(m_optimizerInBackward,
           QT_TR_NOOP("Runs the optimizer step in each gradient's backward hook and frees the "
                      "gradient at once: at most the largest tensor's gradient is alive instead "
                      "of all of them. Has no effect with CPU offload, where the gradients "
                      "already leave the GPU."));
    addTip(m_imageShare,
           QT_TR_NOOP("Share of training samples that carry images. The longest sequence (a "
                      "sample with images) sets the memory peak, the average sets the "
                      "throughput."),
           {"long_context_tokens"});
    addTip(m_imagesPerSample, QT_TR_NOOP("Images in each sample that carries images."));
    addTip(m_imageWidth, QT_TR_NOOP("Image width in pixels. A 1024×1024 image becomes 1,024 "
                                    "tokens after patching and merging."));
    addTip(m_imageHeight, QT_TR_NOOP("Image height in pixels."));
    addTip(m_trainVision,
           QT_TR_NOOP("Train the vision tower as well (the reference figures do). Frozen, its "
                      "weights stay at 2 B per parameter and store no activations."));
    addTip(m_gpu,
           QT_TR_NOOP("The GPU model. Choose a type and a count: the smallest catalog server "
                      "that takes them is picked unless you name a server."),
           {"mfu", "link_efficiency"});
    addTip(m_server,
           QT_TR_NOOP("The server chassis. It fixes CPUs, host memory, NVLink topology and power "
                      "supply."),
           {"host_memory_factor", "host_os_gb"});
    addTip(m_gpuCount,
           QT_TR_NOOP("GPUs training together. More cards divide the sharded states but each "
                      "card receives more weight traffic per step."),
           {"link_efficiency", "mfu"});
    addTip(m_runs,
           QT_TR_NOOP("Train several runs at once, each on an equal group of the cards and inside "
                      "one NVLink domain where the server has domains. Memory and step are one "
                      "run's; power, feeds, host memory, CPUs and storage count every run."),
           {"host_memory_factor", "cpu_cores_per_gpu"});
    addTip(m_capPower,
           QT_TR_NOOP("Limit the power of each GPU. The step rate drops along the "
                      "catalog's power-cap curve."),
           {"power_overhead"});
    addTip(m_powerCap, QT_TR_NOOP("Power limit per GPU in watts."), {"power_overhead"});
    addTip(m_feed,
           QT_TR_NOOP("The mains feed the server is planned on. A feed carries 80 % of its "
                      "rating continuously."),
           {"feed_derating", "power_overhead"});
    addTip(m_threePhase, QT_TR_NOOP("Also draw the limits of 400 V three-phase feeds."),
           {"feed_derating"});
    addTip(m_nodes,
           QT_TR_NOOP("Servers of this build joined by the catalog's network: one run on every "
                      "GPU of all of them."));
    addTip(m_planMode,
           QT_TR_NOOP("Automatic: every GPU holds a data-parallel replica, sharded as set. "
                      "Manual: split the model with tensor, pipeline, context and expert "
                      "parallelism; data parallelism takes the GPUs they leave."));
    addTip(m_tp, QT_TR_NOOP("GPUs that split each layer's matrices (Megatron-LM tensor "
                            "parallelism); it must divide the attention and KV heads."));
    addTip(m_pp, QT_TR_NOOP("Pipeline stages: GPUs that hold consecutive layers."));
    addTip(m_cp, QT_TR_NOOP("GPUs that split each sequence (context parallelism)."));
    addTip(m_ep, QT_TR_NOOP("GPUs that split a mixture-of-experts layer's experts; it must "
                            "divide the experts."));
    addTip(m_sequenceParallel,
           QT_TR_NOOP("Split the norms' and dropouts' activations over the tensor-parallel GPUs "
                      "(Korthikanti et al. 2022)."));
    addTip(m_checkpointsKept,
           QT_TR_NOOP("Resumable checkpoints kept on disk. Each holds the fp32 master weights, "
                      "the Adam moments and the 16-bit weights."),
           {"checkpoint_bytes", "fp8_linear_bytes"});
    addTip(m_datasetTokens, QT_TR_NOOP("Training tokens in the dataset."), {"energy_price"});
    addTip(m_epochs, QT_TR_NOOP("Passes over the dataset."), {"energy_price"});

    // ---- Edits: each control changes the scenario and nothing else
    connect(m_model, &QComboBox::activated, this, [this](int index) {
        const QString id = m_model->itemData(index).toString();
        if (!m_catalog.findModel(id.toStdString()))
            return; // the imported entry is already the scenario's model
        edit(QT_TR_NOOP("Change model"), [&](Scenario& s) {
            s.model = id.toStdString();
            s.importedModel.reset();
            // A rank above the new model's width is not a valid scenario (checkScenario).
            if (const ModelEntry* m = m_catalog.findModel(s.model))
                s.loraRank = std::min(s.loraRank, m->arch.hidden);
        });
    });
    connect(m_import, &QPushButton::clicked, this, &ScenarioPanel::importModelRequested);
    connect(m_method, &QComboBox::activated, this, [this](int i) {
        edit(QT_TR_NOOP("Change method"), [i](Scenario& s) { s.method = static_cast<Method>(i); });
    });
    connect(m_objective, &QComboBox::activated, this, [this](int i) {
        edit(QT_TR_NOOP("Change fine-tuning"), [&](Scenario& s) {
            // A micro-batch still at one objective's default takes the other's, as a scenario
            // file without `micro_batch` reads (the catalog's rl_micro_batch for these methods).
            const int sftBatch = Scenario{}.microBatch;
            const int rlBatch = defaultRlMicroBatch(m_catalog.assumptions);
            if (i <= 0) {
                if (s.rl && s.microBatch == rlBatch)
                    s.microBatch = sftBatch;
                s.rl.reset();
                return;
            }
            const auto rlMethod = static_cast<RlMethod>(i - 1);
            if (!s.rl) {
                if (s.microBatch == sftBatch)
                    s.microBatch = rlBatch;
                s.rl = defaultRlRequest(rlMethod, m_catalog.assumptions);
            } else {
                setRlMethod(*s.rl, rlMethod, m_catalog.assumptions);
            }
        });
    });
    auto editRl = [this](const char* description, const std::function<void(RlRequest&)>& change) {
        edit(description, [&](Scenario& s) {
            if (s.rl)
                change(*s.rl);
        });
    };
    connect(m_promptLength, &QSpinBox::valueChanged, this, [editRl](int v) {
        editRl(QT_TR_NOOP("Change prompt length"), [v](RlRequest& q) { q.promptLength = v; });
    });
    connect(m_completionLength, &QSpinBox::valueChanged, this, [editRl](int v) {
        editRl(QT_TR_NOOP("Change completion length"),
               [v](RlRequest& q) { q.completionLength = v; });
    });
    connect(m_groupSize, &QSpinBox::valueChanged, this, [editRl](int v) {
        editRl(QT_TR_NOOP("Change group size"), [v](RlRequest& q) { q.groupSize = v; });
    });
    connect(m_rollout, &QComboBox::activated, this, [this, editRl](int i) {
        const int cards = buildCards(m_scenario, m_catalog);
        editRl(QT_TR_NOOP("Change rollout placement"), [&](RlRequest& q) {
            q.rollout = static_cast<RolloutPlacement>(i);
            q.rolloutMemoryFraction =
                defaultRolloutMemoryFraction(q.rollout, m_catalog.assumptions);
            // A starting split the user then changes: half the cards generate.
            q.rolloutGpuCount =
                q.rollout == RolloutPlacement::Separate ? std::max(1, cards / 2) : 0;
            if (q.rollout == RolloutPlacement::Separate)
                q.sleepMode = false;
        });
    });
    connect(m_reference, &QComboBox::activated, this, [editRl](int i) {
        editRl(QT_TR_NOOP("Change reference"),
               [i](RlRequest& q) { q.reference = static_cast<ReferenceKind>(i); });
    });
    connect(m_critic, &QComboBox::activated, this, [this, editRl](int i) {
        const std::string id = m_critic->itemData(i).toString().toStdString();
        editRl(QT_TR_NOOP("Change critic"), [&id](RlRequest& q) { q.criticModel = id; });
    });
    connect(m_reward, &QComboBox::activated, this, [this, editRl](int i) {
        const std::string id = m_reward->itemData(i).toString().toStdString();
        editRl(QT_TR_NOOP("Change reward model"), [&id](RlRequest& q) { q.rewardModel = id; });
    });
    connect(m_rolloutShare, &QSpinBox::valueChanged, this, [editRl](int v) {
        editRl(QT_TR_NOOP("Change engine's memory share"),
               [v](RlRequest& q) { q.rolloutMemoryFraction = v / 100.0; });
    });
    connect(m_rolloutGpus, &QSpinBox::valueChanged, this, [editRl](int v) {
        editRl(QT_TR_NOOP("Change engine's GPUs"), [v](RlRequest& q) { q.rolloutGpuCount = v; });
    });
    connect(m_rolloutTp, &QSpinBox::valueChanged, this, [editRl](int v) {
        editRl(QT_TR_NOOP("Change engine's tensor parallel"),
               [v](RlRequest& q) { q.rolloutTensorParallel = v; });
    });
    connect(m_sleepMode, &QCheckBox::toggled, this, [editRl](bool on) {
        editRl(QT_TR_NOOP("Toggle engine sleep mode"), [on](RlRequest& q) { q.sleepMode = on; });
    });
    connect(m_optimizer, &QComboBox::activated, this, [this](int i) {
        edit(QT_TR_NOOP("Change optimizer"), [i](Scenario& s) {
            s.optimizer = i == Adam8bitRow        ? Optimizer::AdamW8bit
                          : i == PagedAdamWRow    ? Optimizer::PagedAdamW
                          : i == PagedAdam8bitRow ? Optimizer::PagedAdamW8bit
                                                  : Optimizer::AdamW;
            s.offload = i == OptimizerOffloadRow   ? Offload::Optimizer
                        : i == ParameterOffloadRow ? Offload::Parameters
                                                   : Offload::None;
        });
    });
    connect(m_stateBytes, &QComboBox::activated, this, [this](int i) {
        edit(QT_TR_NOOP("Change state accounting"),
             [i](Scenario& s) { s.stateBytes = static_cast<StateBytes>(i); });
    });
    connect(m_sharding, &QComboBox::activated, this, [this](int i) {
        edit(QT_TR_NOOP("Change sharding"),
             [i](Scenario& s) { s.sharding = static_cast<Sharding>(i); });
    });
    connect(m_loraRank, &QSpinBox::valueChanged, this, [this](int v) {
        edit(QT_TR_NOOP("Change LoRA rank"), [v](Scenario& s) { s.loraRank = v; });
    });
    connect(m_loraTargets, &QComboBox::activated, this, [this](int i) {
        const unsigned bits = m_loraTargets->itemData(i).toUInt();
        edit(QT_TR_NOOP("Change LoRA targets"), [bits](Scenario& s) { s.loraTargets = bits; });
    });
    connect(m_dora, &QCheckBox::toggled, this, [this](bool on) {
        edit(QT_TR_NOOP("Toggle DoRA"), [on](Scenario& s) { s.dora = on; });
    });
    for (QSlider* slider : {m_sequence, m_gpuCount, m_imageShare})
        connect(slider, &QSlider::sliderPressed, this, [this] { ++m_dragSerial; });
    connect(m_sequence, &QSlider::valueChanged, this, [this](int v) {
        edit(
            QT_TR_NOOP("Change sequence length"),
            [&](Scenario& s) { s.sequenceLength = sequenceAt(v, m_sequenceTop); },
            sliderMergeId(SequenceSlider, m_sequence));
    });
    connect(m_sequenceValue, &QSpinBox::valueChanged, this, [this](int v) {
        edit(QT_TR_NOOP("Change sequence length"), [v](Scenario& s) { s.sequenceLength = v; });
    });
    connect(m_imageShareValue, &QSpinBox::valueChanged, this, [this](int v) {
        edit(QT_TR_NOOP("Change image share"), [v](Scenario& s) { s.imageShare = v / 100.0; });
    });
    connect(m_gpuCountValue, &QSpinBox::valueChanged, this, [this](int n) {
        edit(QT_TR_NOOP("Change GPU count"),
             [&](Scenario& s) { s = resolveBuild(s, s.gpu, n, m_catalog).scenario; });
    });
    connect(m_microBatch, &QSpinBox::valueChanged, this, [this](int v) {
        edit(QT_TR_NOOP("Change micro-batch"), [v](Scenario& s) { s.microBatch = v; });
    });
    connect(m_accumulation, &QSpinBox::valueChanged, this, [this](int v) {
        edit(QT_TR_NOOP("Change gradient accumulation"),
             [v](Scenario& s) { s.gradientAccumulation = v; });
    });
    connect(m_checkpointing, &QCheckBox::toggled, this, [this](bool on) {
        edit(QT_TR_NOOP("Toggle gradient checkpointing"),
             [on](Scenario& s) { s.gradientCheckpointing = on; });
    });
    connect(m_stack, &QComboBox::activated, this, [this](int index) {
        const std::string id = m_stack->itemData(index).toString().toStdString();
        // The core sets the stack's keys (applyStack); the controls below then show them.
        edit(QT_TR_NOOP("Change training stack"),
             [&](Scenario& s) { applyStack(s, id, m_catalog); });
    });
    connect(m_loss, &QComboBox::activated, this, [this](int i) {
        edit(QT_TR_NOOP("Change cross-entropy"), [i](Scenario& s) { setLossRow(s, i); });
    });
    connect(m_optimizerImpl, &QComboBox::activated, this, [this](int i) {
        edit(QT_TR_NOOP("Change AdamW implementation"),
             [i](Scenario& s) { s.optimizerImpl = static_cast<OptimizerImpl>(i); });
    });
    connect(m_attention, &QComboBox::activated, this, [this](int i) {
        edit(QT_TR_NOOP("Change attention kernel"),
             [i](Scenario& s) { s.attention = static_cast<AttentionKernel>(i); });
    });
    connect(m_fsdpVersion, &QComboBox::activated, this, [this](int i) {
        edit(QT_TR_NOOP("Change FSDP version"),
             [i](Scenario& s) { s.fsdpVersion = static_cast<FsdpVersion>(i); });
    });
    connect(m_compile, &QCheckBox::toggled, this, [this](bool on) {
        edit(QT_TR_NOOP("Toggle torch.compile"), [on](Scenario& s) { s.compile = on; });
    });
    connect(m_activationOffload, &QCheckBox::toggled, this, [this](bool on) {
        edit(QT_TR_NOOP("Toggle activation offloading"),
             [on](Scenario& s) { s.activationOffload = on; });
    });
    connect(m_optimizerInBackward, &QCheckBox::toggled, this, [this](bool on) {
        edit(QT_TR_NOOP("Toggle optimizer step in backward"),
             [on](Scenario& s) { s.optimizerInBackward = on; });
    });
    connect(m_imageShare, &QSlider::valueChanged, this, [this](int v) {
        edit(
            QT_TR_NOOP("Change image share"), [v](Scenario& s) { s.imageShare = v / 100.0; },
            sliderMergeId(ImageShareSlider, m_imageShare));
    });
    connect(m_imagesPerSample, &QSpinBox::valueChanged, this, [this](int v) {
        edit(QT_TR_NOOP("Change images per sample"), [v](Scenario& s) { s.imagesPerSample = v; });
    });
    connect(m_imageWidth, &QSpinBox::valueChanged, this, [this](int v) {
        edit(QT_TR_NOOP("Change image size"), [v](Scenario& s) { s.imageWidth = v; });
    });
    connect(m_imageHeight, &QSpinBox::valueChanged, this, [this](int v) {
        edit(QT_TR_NOOP("Change image size"), [v](Scenario& s) { s.imageHeight = v; });
    });
    connect(m_trainVision, &QCheckBox::toggled, this, [this](bool on) {
        edit(QT_TR_NOOP("Toggle vision tower training"), [on](Scenario& s) { s.trainVision = on; });
    });
    connect(m_gpu, &QComboBox::activated, this, [this](int index) {
        const std::string gpu = m_gpu->itemData(index).toString().toStdString();
        const int count = m_gpuCount->value();
        // The core picks the chassis for the type and count (resolveBuild), one place for all.
        edit(QT_TR_NOOP("Change GPU type"), [&](Scenario& s) {
            int maxCount = 1;
            for (const ServerSpec& sv : m_catalog.servers)
                if (sv.gpu == gpu)
                    maxCount = std::max(maxCount, sv.gpuCount);
            s = resolveBuild(s, gpu, std::min(count, maxCount), m_catalog).scenario;
        });
    });
    connect(m_server, &QComboBox::activated, this, [this](int index) {
        const std::string id = m_server->itemData(index).toString().toStdString();
        const int count = m_gpuCount->value();
        edit(QT_TR_NOOP("Change server"), [&](Scenario& s) {
            s.server = id;
            s.gpuCount = id.empty() ? count : 0;
        });
    });
    connect(m_gpuCount, &QSlider::valueChanged, this, [this](int n) {
        edit(
            QT_TR_NOOP("Change GPU count"),
            [&](Scenario& s) { s = resolveBuild(s, s.gpu, n, m_catalog).scenario; },
            sliderMergeId(GpuCountSlider, m_gpuCount));
    });
    connect(m_runs, &QComboBox::activated, this, [this](int i) {
        const int runs = m_runs->itemData(i).toInt();
        edit(QT_TR_NOOP("Change runs side by side"),
             [runs](Scenario& s) { s.runsSideBySide = std::max(1, runs); });
    });
    connect(m_capPower, &QCheckBox::toggled, this, [this](bool on) {
        const double cap = m_powerCap->value();
        edit(QT_TR_NOOP("Toggle power cap"), [&](Scenario& s) { s.powerCapW = on ? cap : 0; });
    });
    connect(m_powerCap, &QSpinBox::valueChanged, this, [this](int v) {
        if (m_capPower->isChecked())
            edit(QT_TR_NOOP("Change power cap"), [v](Scenario& s) { s.powerCapW = v; });
    });
    connect(m_feed, &QComboBox::activated, this, [this](int i) {
        const int feed = m_feed->itemData(i).toInt();
        edit(QT_TR_NOOP("Change feed"), [feed](Scenario& s) {
            s.feedPhases = feed / 100;
            s.feedAmps = feed % 100;
        });
    });
    connect(m_threePhase, &QCheckBox::toggled, this, [this](bool on) {
        edit(QT_TR_NOOP("Toggle three-phase feeds"), [on](Scenario& s) { s.threePhase = on; });
    });
    connect(m_nodes, &QSpinBox::valueChanged, this, [this](int v) {
        edit(QT_TR_NOOP("Change servers"), [v](Scenario& s) { s.nodes = v; });
    });
    connect(m_planMode, &QComboBox::activated, this, [this](int i) {
        edit(QT_TR_NOOP("Change parallel plan"), [i](Scenario& s) {
            if (i == 0)
                s.plan = ParallelPlan{}; // automatic
            else
                s.plan.automatic = false; // dp: the GPUs the degrees leave (edit())
        });
    });
    connect(m_tp, &QSpinBox::valueChanged, this, [this](int v) {
        edit(QT_TR_NOOP("Change tensor parallel"), [v](Scenario& s) { s.plan.tp = v; });
    });
    connect(m_pp, &QSpinBox::valueChanged, this, [this](int v) {
        edit(QT_TR_NOOP("Change pipeline parallel"), [v](Scenario& s) { s.plan.pp = v; });
    });
    connect(m_cp, &QSpinBox::valueChanged, this, [this](int v) {
        edit(QT_TR_NOOP("Change context parallel"), [v](Scenario& s) { s.plan.cp = v; });
    });
    connect(m_ep, &QSpinBox::valueChanged, this, [this](int v) {
        edit(QT_TR_NOOP("Change expert parallel"), [v](Scenario& s) { s.plan.ep = v; });
    });
    connect(m_sequenceParallel, &QCheckBox::toggled, this, [this](bool on) {
        edit(QT_TR_NOOP("Toggle sequence parallel"),
             [on](Scenario& s) { s.plan.sequenceParallel = on; });
    });
    connect(m_checkpointsKept, &QSpinBox::valueChanged, this, [this](int v) {
        edit(QT_TR_NOOP("Change checkpoints kept"), [v](Scenario& s) { s.checkpointsKept = v; });
    });
    connect(m_datasetTokens, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        edit(QT_TR_NOOP("Change dataset size"), [v](Scenario& s) { s.datasetTokens = v; });
    });
    connect(m_epochs, &QDoubleSpinBox::valueChanged, this, [this](double v) {
        edit(QT_TR_NOOP("Change epochs"), [v](Scenario& s) { s.epochs = v; });
    });
}

int ScenarioPanel::sequenceAt(int position, int top) {
    // 512, 768, 1,024, 1,536, 2,048, …: powers of two with a half step between.
    const int p = std::max(0, position);
    const std::int64_t length = std::int64_t(p % 2 == 0 ? 512 : 768) << (p / 2);
    return static_cast<int>(std::min<std::int64_t>(length, top));
}

int ScenarioPanel::positionFor(int length) {
    int p = 0;
    while (sequenceAt(p + 1, std::numeric_limits<int>::max()) <= length && p < 60)
        ++p;
    // A length between two steps (the model's context) takes the next position up.
    return sequenceAt(p, std::numeric_limits<int>::max()) < length ? p + 1 : p;
}

int ScenarioPanel::sliderMergeId(Control control, const QSlider* slider) const {
    // One drag is one undo step: same control and same press.
    return slider->isSliderDown() ? control * 65536 + (m_dragSerial % 65536) : -1;
}

void ScenarioPanel::edit(const char* description, const std::function<void(Scenario&)>& change,
                         int mergeId) {
    if (m_updating)
        return;
    Scenario edited = m_scenario;
    change(edited);
    fitRlRun(edited, m_scenario, m_catalog);
    // A new card count or server may not split into the runs any more: back to one run.
    const std::vector<int> splits = runOptions(edited);
    if (std::find(splits.begin(), splits.end(), edited.runsSideBySide) == splits.end())
        edited.runsSideBySide = 1;
    // A manual plan's data parallelism follows the GPUs and the other degrees.
    if (!edited.plan.automatic) {
        edited.plan.dp = 0;
        deriveDataParallel(edited, m_catalog);
    }
    if (edited == m_scenario)
        return;
    // The same checks as a scenario file's: an edit the file would be refused for is not
    // applied, and the controls go back to the scenario's values.
    if (auto error = checkScenario(edited, m_catalog)) {
        const QString key = QString::fromStdString(error->key).mid(1);
        setScenario(Scenario(m_scenario));
        emit editRefused(tr("Not applied: %1 would be outside what a scenario may hold.").arg(key));
        return;
    }
    emit scenarioEdited(edited, tr(description), mergeId);
}

QString ScenarioPanel::stackName(const StackSpec& stack) const {
    return tr(stack.name.c_str());
}

std::vector<int> ScenarioPanel::runOptions(const Scenario& s) const {
    const ServerSpec* server = s.server.empty()
                                   ? m_catalog.smallestServerFor(s.gpu, std::max(1, s.gpuCount))
                                   : m_catalog.findServer(s.server);
    const GpuSpec* gpu = m_catalog.findGpu(s.gpu);
    if (!server || !gpu)
        return {1};
    return possibleRuns(*server, *gpu, s.gpuCount > 0 ? s.gpuCount : server->gpuCount);
}

const ModelArch* ScenarioPanel::currentArch() const {
    if (m_scenario.importedModel)
        return &*m_scenario.importedModel;
    const ModelEntry* m = m_catalog.findModel(m_scenario.model);
    return m ? &m->arch : nullptr;
}

void ScenarioPanel::fillServers() {
    m_server->clear();
    m_server->addItem(tr(kAutomaticServer), QString());
    for (const ServerSpec& sv : m_catalog.servers)
        if (sv.gpu == m_scenario.gpu)
            m_server->addItem(catalogText(sv.name), QString::fromStdString(sv.id));
    m_server->setCurrentIndex(
        std::max(0, m_server->findData(QString::fromStdString(m_scenario.server))));
}

void ScenarioPanel::setScenario(const Scenario& s) {
    const bool serversChanged = s.gpu != m_scenario.gpu || m_server->count() == 0;
    m_scenario = s;
    m_updating = true;
    const QLocale loc = locale();

    // Model: catalog entries, plus one for an imported config.json.
    const int catalogModels = static_cast<int>(m_catalog.models.size());
    while (m_model->count() > catalogModels)
        m_model->removeItem(m_model->count() - 1);
    int modelIndex = m_model->findData(QString::fromStdString(s.model));
    if (modelIndex < 0) {
        const QString path = QString::fromStdString(s.model);
        m_model->addItem(tr("Imported: %1").arg(QFileInfo(path).fileName()), path);
        m_model->setItemData(m_model->count() - 1, path, Qt::ToolTipRole);
        modelIndex = m_model->count() - 1;
    }
    m_model->setCurrentIndex(modelIndex);
    if (const ModelArch* arch = currentArch())
        m_parameters->setText(tr("%1 (vision %2)")
                                  .arg(formatBillions(arch->params.total, loc),
                                       formatBillions(arch->params.vision, loc)));
    m_method->setCurrentIndex(static_cast<int>(s.method));
    showRl(s);
    m_optimizer->setCurrentIndex(s.offload == Offload::Parameters           ? ParameterOffloadRow
                                 : s.offload == Offload::Optimizer          ? OptimizerOffloadRow
                                 : s.optimizer == Optimizer::AdamW8bit      ? Adam8bitRow
                                 : s.optimizer == Optimizer::PagedAdamW     ? PagedAdamWRow
                                 : s.optimizer == Optimizer::PagedAdamW8bit ? PagedAdam8bitRow
                                                                            : AdamWRow);
    m_stateBytes->setCurrentIndex(static_cast<int>(s.stateBytes));
    m_sharding->setCurrentIndex(static_cast<int>(s.sharding));
    if (const ModelArch* model = currentArch())
        m_loraRank->setMaximum(
            std::min(static_cast<int>(scenarioRange(RangeKey::LoraRank).max), model->hidden));
    m_loraRank->setValue(s.loraRank);
    m_loraRank->setEnabled(s.method != Method::Full);
    // A set the presets lack (from a file) gets its own entry, shown while it is the scenario's.
    int target = m_loraTargets->findData(s.loraTargets);
    if (m_loraTargets->count() > int(std::size(kLoraTargets)) &&
        (target < 0 || target >= int(std::size(kLoraTargets))))
        m_loraTargets->setItemData(int(std::size(kLoraTargets)), s.loraTargets);
    else if (target < 0)
        m_loraTargets->addItem(tr(kLoraTargetsOther), s.loraTargets);
    if (target < 0)
        target = m_loraTargets->findData(s.loraTargets);
    m_loraTargets->setCurrentIndex(target);
    m_loraTargets->setEnabled(s.method != Method::Full);
    m_dora->setChecked(s.dora);
    m_dora->setEnabled(s.method != Method::Full);

    // The slider spans the usual lengths and stretches to show a longer one from a file; the
    // label shows the exact value (any whole number of tokens within the range table's).
    // The slider runs on a power-of-two scale up to the model's native context (or a longer
    // length from a file); the field holds any length the core accepts.
    {
        const ModelArch* model = currentArch();
        const int context =
            model && model->maxPositionEmbeddings > 0 ? model->maxPositionEmbeddings : 131072;
        m_sequenceTop = std::max(context, s.sequenceLength);
        m_sequence->setRange(0, positionFor(m_sequenceTop));
        m_sequence->setValue(s.sequenceLength >= m_sequenceTop ? m_sequence->maximum()
                                                               : positionFor(s.sequenceLength));
        m_sequenceValue->setValue(s.sequenceLength);
    }
    m_microBatch->setValue(s.microBatch);
    m_accumulation->setValue(s.gradientAccumulation);
    m_checkpointing->setChecked(s.gradientCheckpointing);
    m_stack->setCurrentIndex(std::max(0, m_stack->findData(QString::fromStdString(s.stack))));
    m_loss->setCurrentIndex(lossRow(s));
    m_optimizerImpl->setCurrentIndex(static_cast<int>(s.optimizerImpl));
    m_attention->setCurrentIndex(static_cast<int>(s.attention));
    m_fsdpVersion->setCurrentIndex(static_cast<int>(s.fsdpVersion));
    // FSDP's version matters only where FSDP shards (full sharding or parameter offload).
    m_fsdpVersion->setEnabled(s.sharding == Sharding::Full || s.offload == Offload::Parameters);
    m_compile->setChecked(s.compile);
    m_activationOffload->setChecked(s.activationOffload);
    // The core applies these only where they act: offloading needs checkpoints to move, the
    // fused step needs gradients on the GPU.
    m_activationOffload->setEnabled(s.gradientCheckpointing || s.activationOffload);
    m_optimizerInBackward->setChecked(s.optimizerInBackward);
    m_optimizerInBackward->setEnabled(s.offload == Offload::None || s.optimizerInBackward);

    const ModelArch* arch = currentArch();
    const bool vision = arch && arch->vision.present;
    m_imageShare->setValue(static_cast<int>(std::lround(s.imageShare * 100)));
    m_imageShareValue->setValue(static_cast<int>(std::lround(s.imageShare * 100)));
    m_imagesPerSample->setValue(s.imagesPerSample);
    m_imageWidth->setValue(s.imageWidth);
    m_imageHeight->setValue(s.imageHeight);
    m_trainVision->setChecked(s.trainVision);
    for (QWidget* w :
         std::initializer_list<QWidget*>{m_imageShare, m_imageShareValue, m_imagesPerSample,
                                         m_imageWidth, m_imageHeight, m_trainVision})
        w->setEnabled(vision);

    m_gpu->setCurrentIndex(std::max(0, m_gpu->findData(QString::fromStdString(s.gpu))));
    if (serversChanged)
        fillServers();
    else
        m_server->setCurrentIndex(
            std::max(0, m_server->findData(QString::fromStdString(s.server))));
    int maxCount = 1;
    for (const ServerSpec& sv : m_catalog.servers)
        if (sv.gpu == s.gpu)
            maxCount = std::max(maxCount, sv.gpuCount);
    const ServerSpec* server = s.server.empty() ? nullptr : m_catalog.findServer(s.server);
    const int count = s.gpuCount > 0 ? s.gpuCount : (server ? server->gpuCount : 1);
    m_gpuCount->setRange(1, maxCount);
    m_gpuCount->setValue(count);
    m_gpuCountValue->setRange(1, maxCount);
    m_gpuCountValue->setValue(count);
    m_runs->clear();
    for (int runs : runOptions(s))
        m_runs->addItem(loc.toString(runs), runs);
    m_runs->setCurrentIndex(std::max(0, m_runs->findData(s.runsSideBySide)));
    m_runs->setEnabled(m_runs->count() > 1);
    const int perRun = count / std::max(1, s.runsSideBySide);
    m_runsValue->setText(s.runsSideBySide <= 1 ? tr("one run on all GPUs")
                         : perRun == 1         ? tr("one GPU each")
                                               : tr("%1 GPUs each").arg(loc.toString(perRun)));

    if (const GpuSpec* g = m_catalog.findGpu(s.gpu)) {
        // Whole watts within the GPU's limits, the range parseScenario() accepts.
        m_powerCap->setRange(static_cast<int>(std::ceil(g->minPowerCapW)),
                             static_cast<int>(std::floor(g->tdpW)));
        if (s.powerCapW <= 0 && !m_capPower->isChecked())
            m_powerCap->setValue(static_cast<int>(g->tdpW));
    }
    m_capPower->setChecked(s.powerCapW > 0);
    if (s.powerCapW > 0)
        m_powerCap->setValue(static_cast<int>(std::lround(s.powerCapW)));
    m_powerCap->setEnabled(s.powerCapW > 0);
    m_feed->setCurrentIndex(std::max(0, m_feed->findData(s.feedPhases * 100 + s.feedAmps)));
    m_threePhase->setChecked(s.threePhase);

    m_nodes->setValue(s.nodes);
    m_planMode->setCurrentIndex(s.plan.automatic ? 0 : 1);
    m_tp->setValue(s.plan.tp);
    m_pp->setValue(s.plan.pp);
    m_cp->setValue(s.plan.cp);
    m_ep->setValue(s.plan.ep);
    m_sequenceParallel->setChecked(s.plan.sequenceParallel);
    for (QWidget* w : std::initializer_list<QWidget*>{m_tp, m_pp, m_cp, m_ep, m_sequenceParallel})
        w->setEnabled(!s.plan.automatic);
    m_dpValue->setText(s.plan.automatic ? tr("every GPU") : loc.toString(s.plan.dp));

    m_checkpointsKept->setValue(s.checkpointsKept);
    m_datasetTokens->setValue(s.datasetTokens);
    m_epochs->setValue(s.epochs);
    m_recipeNote->setText(recipeNote(s.recipe));
    m_recipeNote->setVisible(s.recipe.has_value());
    m_updating = false;
}

void ScenarioPanel::showRl(const Scenario& s) {
    const bool rl = s.rl.has_value();
    const RlRequest q = rl ? *s.rl : defaultRlRequest(RlMethod::Dpo, m_catalog.assumptions);
    const bool gen = rl && generates(q.method);
    const bool separate = gen && q.rollout == RolloutPlacement::Separate;
    m_objective->setCurrentIndex(rl ? static_cast<int>(q.method) + 1 : 0);
    // The policy's sequence is prompt + completion: the supervised length gives way to them.
    m_rlForm->setRowVisible(m_sequenceRow, !rl);
    m_rlForm->setRowVisible(m_rlLengthRow, rl);
    m_rlForm->setRowVisible(m_groupSize, gen);
    m_rlForm->setRowVisible(m_rollout, gen);
    m_rlSection->setVisible(rl);
    for (QWidget* w :
         std::initializer_list<QWidget*>{m_rolloutShare, m_rolloutGpus, m_rolloutTp, m_sleepMode})
        m_rlAdvancedForm->setRowVisible(w, gen);
    // A reward model scores GRPO's and PPO's completions; only PPO trains a critic.
    m_rlAdvancedForm->setRowVisible(m_reward, gen);
    m_rlAdvancedForm->setRowVisible(m_critic, rl && q.method == RlMethod::Ppo);
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
    const int cards = buildCards(s, m_catalog);
    m_rolloutGpus->setRange(1, std::max(1, cards - 1));
    m_rolloutGpus->setValue(std::max(1, q.rolloutGpuCount));
    m_rolloutGpus->setEnabled(separate);
    m_rolloutTp->setValue(q.rolloutTensorParallel);
    m_sleepMode->setChecked(q.sleepMode);
    // Sleep mode frees a colocated engine's memory; an engine on its own GPUs keeps them.
    m_sleepMode->setEnabled(gen && !separate);
}

void ScenarioPanel::retranslate() {
    for (const Text& t : m_texts)
        t.set(tr(t.source));
    m_recipeNote->setText(recipeNote(m_scenario.recipe));
    for (const Tip& t : m_tips) {
        QString tip = QStringLiteral("<p>%1</p>").arg(tr(t.source).toHtmlEscaped());
        // The catalog's assumptions behind the control, in the UI language.
        const QString note = assumptionNote(t.ids);
        if (!note.isEmpty())
            tip += QStringLiteral("<p><b>%1</b><br>%2</p>").arg(tr("Catalog assumptions:"), note);
        t.widget->setToolTip(tip);
    }
    // Model names with their parameter counts, GPU names with their memory.
    for (std::size_t i = 0; i < m_catalog.models.size(); ++i) {
        const ModelEntry& m = m_catalog.models[i];
        m_model->setItemText(static_cast<int>(i),
                             tr("%1 (%2)").arg(QString::fromStdString(m.name),
                                               formatBillions(m.arch.params.total, locale())));
    }
    m_critic->setItemText(0, tr("The policy's size"));
    m_reward->setItemText(0, tr("A reward function"));
    for (QComboBox* combo : {m_critic, m_reward})
        for (int i = 1; i < combo->count(); ++i)
            combo->setItemText(i, m_model->itemText(i - 1));
    for (std::size_t i = 0; i < m_catalog.gpus.size(); ++i) {
        const GpuSpec& g = m_catalog.gpus[i];
        m_gpu->setItemText(
            static_cast<int>(i),
            tr("%1 (%2)").arg(QString::fromStdString(g.name), formatGb(g.memoryGb, locale(), 0)));
    }
    for (int i = 0; i < 3; ++i)
        m_method->setItemText(i, tr(kMethods[i]));
    for (int i = 0; i < int(std::size(kObjectives)); ++i)
        m_objective->setItemText(i, tr(kObjectives[i]));
    for (int i = 0; i < int(std::size(kReferences)); ++i)
        m_reference->setItemText(i, tr(kReferences[i]));
    for (int i = 0; i < int(std::size(kRollouts)); ++i)
        m_rollout->setItemText(i, tr(kRollouts[i]));
    for (int i = 0; i < OptimizerRows; ++i)
        m_optimizer->setItemText(i, tr(kOptimizers[i]));
    for (int i = 0; i < 3; ++i)
        m_stateBytes->setItemText(i, tr(kStateBytes[i]));
    for (int i = 0; i < LossRows; ++i)
        m_loss->setItemText(i, tr(kLosses[i]));
    for (int i = 0; i < 3; ++i)
        m_optimizerImpl->setItemText(i, tr(kOptimizerImpls[i]));
    for (int i = 0; i < 3; ++i)
        m_attention->setItemText(i, tr(kAttentions[i]));
    for (int i = 0; i < 2; ++i)
        m_fsdpVersion->setItemText(i, tr(kFsdpVersions[i]));
    m_stack->setItemText(0, tr(kNoStack));
    for (int i = 1; i < m_stack->count(); ++i)
        m_stack->setItemText(i, stackName(m_catalog.stacks[static_cast<std::size_t>(i - 1)]));
    for (int i = 0; i < 4; ++i)
        m_sharding->setItemText(i, tr(kShardings[i]));
    for (int i = 0; i < 4; ++i)
        m_feed->setItemText(i, tr(kFeeds[i]));
    for (int i = 0; i < m_loraTargets->count(); ++i)
        m_loraTargets->setItemText(i, i < int(std::size(kLoraTargets)) ? tr(kLoraTargets[i].name)
                                                                       : tr(kLoraTargetsOther));
    m_planMode->setItemText(0, tr("Automatic"));
    m_planMode->setItemText(1, tr("Manual"));
    // The servers' names in the new language (the catalog's built-in names are translated).
    for (int i = 1; i < m_server->count(); ++i)
        if (const ServerSpec* sv =
                m_catalog.findServer(m_server->itemData(i).toString().toStdString()))
            m_server->setItemText(i, catalogText(sv->name));
    if (m_server->count() > 0)
        m_server->setItemText(0, tr(kAutomaticServer));
    m_epochs->setSuffix(QString());
    // Figures in the value labels follow the new locale.
    if (m_server->count() > 0)
        setScenario(Scenario(m_scenario));
}

void ScenarioPanel::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

} // namespace headroom::ui
