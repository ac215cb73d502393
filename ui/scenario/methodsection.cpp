#include "scenario/methodsection.h"

#include "build/scenarioedit.h"
#include "common/numberformat.h"
#include "memorymodel.h"
#include "scenario/sequencefield.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCompleter>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>

#include <algorithm>
#include <iterator>

namespace headroom::ui {

namespace {

const char* const kMethods[] = {
    QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "Full fine-tune"),
    QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "LoRA"),
    QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "QLoRA (4-bit base)"),
    QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "LoRA (8-bit base)")};
// The fine-tuning objective beside the policy's training (scenario keys `method` and
// `policy_method`): supervised, or preference / reinforcement fine-tuning on top of it.
const char* const kObjectives[] = {QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "SFT"),
                                   QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "DPO"),
                                   QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "ORPO"),
                                   QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "SimPO"),
                                   QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "GRPO"),
                                   QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "PPO")};
const char* const kOptimizers[] = {
    QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "AdamW (32-bit states)"),
    QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "8-bit Adam"),
    QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "AdamW, optimizer on the CPUs"),
    QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "AdamW, parameters on the CPUs"),
    QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "Paged AdamW (bitsandbytes)"),
    QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "Paged 8-bit AdamW (bitsandbytes)"),
    QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "4-bit AdamW (torchao)")};
// Optimizer combo rows: optimizer and offload in one choice (the core's offload runs AdamW).
enum OptimizerRow {
    AdamWRow,
    Adam8bitRow,
    OptimizerOffloadRow,
    ParameterOffloadRow,
    PagedAdamWRow,
    PagedAdam8bitRow,
    Adam4bitRow,
    OptimizerRows
};
static_assert(std::size(kOptimizers) == OptimizerRows);
const char* const kStateBytes[] = {
    QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "ZeRO paper (16 B per parameter)"),
    QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "Hugging Face docs (18 B per parameter)"),
    QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "Pure BF16 (8 B per parameter, torchtune)")};
const char* const kShardings[] = {
    QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "Full (FSDP / ZeRO-3)"),
    QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "ZeRO-2 (gradients and optimizer)"),
    QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "ZeRO-1 (optimizer only)"),
    QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "None (DDP)")};
// LoRA targets the window offers (scenario key lora_targets; bits of core's LoraTarget). The
// last entry stands for any other set a scenario file names.
struct LoraTargetPreset {
    unsigned bits;
    const char* name;
};
const LoraTargetPreset kLoraTargets[] = {
    {0, QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "All linear layers (all-linear)")},
    {LoraQ | LoraV, QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "Attention q, v")},
    {LoraQ | LoraK | LoraV | LoraO,
     QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "Attention q, k, v, o")},
    {LoraQ | LoraK | LoraV | LoraO | LoraGate | LoraUp | LoraDown | LoraLmHead,
     QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "All linear layers and the LM head")},
};
const char* const kLoraTargetsOther =
    QT_TRANSLATE_NOOP("headroom::ui::MethodSection", "As in the scenario file");

} // namespace

MethodSection::MethodSection(SectionHost& host, const Catalog& catalog, QWidget* parent)
    : PanelSection(host, catalog, "advancedMethod", parent) {
    setTitleText(QT_TR_NOOP("Advanced: model, method and batch"));
}

void MethodSection::build(QFormLayout* key) {
    m_key = key;
    buildModel(key);
    buildBatch(key);
    addTips();
    connectEdits();
}

void MethodSection::buildModel(QFormLayout* key) {
    m_model = new QComboBox(this);
    m_model->setObjectName(QStringLiteral("model"));
    for (const ModelEntry& m : m_catalog.models)
        m_model->addItem(QString::fromStdString(m.name), QString::fromStdString(m.id));
    m_import = new QPushButton(this);
    m_import->setObjectName(QStringLiteral("importModel"));
    addText([this](const QString& t) { m_import->setText(t); }, QT_TR_NOOP("Import config.json…"));
    m_parameters = new QLabel(this);
    m_parameters->setObjectName(QStringLiteral("parameterCount"));
    addRow(key, QT_TR_NOOP("Model"), m_model);
    addRow(form(), QT_TR_NOOP("Parameters"), m_parameters);
    form()->addRow(QString(), m_import);
    m_method = makeCombo(this, "method", 3);
    m_objective = makeCombo(this, "fineTuning", int(std::size(kObjectives)));
    addRow(key, QT_TR_NOOP("Method"), fieldRow(this, {m_objective, m_method}, 1));
    m_optimizer = makeCombo(this, "optimizer", OptimizerRows);
    addRow(key, QT_TR_NOOP("Optimizer"), m_optimizer);
    m_stateBytes = makeCombo(this, "stateBytes", 3);
    addRow(form(), QT_TR_NOOP("State accounting"), m_stateBytes);
    m_sharding = makeCombo(this, "sharding", 4);
    addRow(form(), QT_TR_NOOP("Sharding"), m_sharding);
    m_loraRank = new QSpinBox(this);
    m_loraRank->setObjectName(QStringLiteral("loraRank"));
    applyRange(m_loraRank, RangeKey::LoraRank);
    addRow(form(), QT_TR_NOOP("LoRA rank"), m_loraRank);
    m_loraTargets = new QComboBox(this);
    m_loraTargets->setObjectName(QStringLiteral("loraTargets"));
    for (const LoraTargetPreset& p : kLoraTargets)
        m_loraTargets->addItem(QString(), p.bits);
    addRow(form(), QT_TR_NOOP("LoRA targets"), m_loraTargets);
    m_dora = check(form(), QT_TR_NOOP("DoRA (weight-decomposed LoRA)"));
    m_dora->setObjectName(QStringLiteral("dora"));
    m_routedExperts = check(form(), QT_TR_NOOP("LoRA on the routed experts"));
    m_routedExperts->setObjectName(QStringLiteral("loraRoutedExperts"));
    // Method and fine-tuning share a row: together no wider than one combo alone (the panel
    // gives the other combos 14 characters).
    m_objective->setMinimumContentsLength(5);
    m_method->setMinimumContentsLength(8);
    // The model list is searchable: type any part of a name.
    m_model->setEditable(true);
    m_model->setInsertPolicy(QComboBox::NoInsert);
    m_model->completer()->setFilterMode(Qt::MatchContains);
    m_model->completer()->setCompletionMode(QCompleter::PopupCompletion);
    m_model->completer()->setCaseSensitivity(Qt::CaseInsensitive);
}

void MethodSection::buildBatch(QFormLayout* key) {
    m_sequence = new SequenceField(m_host, this);
    addRow(key, QT_TR_NOOP("Sequence length"), m_sequence);
    m_microBatch = new QSpinBox(this);
    m_microBatch->setObjectName(QStringLiteral("microBatch"));
    applyRange(m_microBatch, RangeKey::MicroBatch);
    addRow(form(), QT_TR_NOOP("Micro-batch"), m_microBatch);
    m_accumulation = new QSpinBox(this);
    m_accumulation->setObjectName(QStringLiteral("gradientAccumulation"));
    applyRange(m_accumulation, RangeKey::GradientAccumulation);
    addRow(form(), QT_TR_NOOP("Gradient accumulation"), m_accumulation);
    m_checkpointing = check(form(), QT_TR_NOOP("Gradient checkpointing"));
    m_checkpointing->setObjectName(QStringLiteral("gradientCheckpointing"));
}

void MethodSection::connectEdits() {
    connect(m_model, &QComboBox::activated, this, [this](int index) {
        const std::string id = m_model->itemData(index).toString().toStdString();
        if (!m_catalog.findModel(id))
            return; // the imported entry is already the scenario's model
        edit(QT_TR_NOOP("Change model"), [&](Scenario& s) { s = withModel(s, id, m_catalog); });
    });
    connect(m_import, &QPushButton::clicked, this, &MethodSection::importModelRequested);
    connect(m_method, &QComboBox::activated, this, [this](int i) {
        edit(QT_TR_NOOP("Change method"), [i](Scenario& s) { s.method = static_cast<Method>(i); });
    });
    connect(m_objective, &QComboBox::activated, this, [this](int i) {
        const auto method = i <= 0 ? std::nullopt : std::optional(static_cast<RlMethod>(i - 1));
        edit(QT_TR_NOOP("Change fine-tuning"),
             [&](Scenario& s) { s = withObjective(s, method, m_catalog); });
    });
    connect(m_optimizer, &QComboBox::activated, this, [this](int i) {
        edit(QT_TR_NOOP("Change optimizer"), [i](Scenario& s) {
            s.optimizer = i == Adam8bitRow        ? Optimizer::AdamW8bit
                          : i == PagedAdamWRow    ? Optimizer::PagedAdamW
                          : i == PagedAdam8bitRow ? Optimizer::PagedAdamW8bit
                          : i == Adam4bitRow      ? Optimizer::AdamW4bit
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
    connect(m_routedExperts, &QCheckBox::toggled, this, [this](bool on) {
        edit(QT_TR_NOOP("Toggle LoRA on the routed experts"),
             [on](Scenario& s) { s.loraRoutedExperts = on; });
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
}

void MethodSection::showScenario(const Scenario& s) {
    showModel(s);
    m_objective->setCurrentIndex(s.rl ? static_cast<int>(s.rl->method) + 1 : 0);
    m_optimizer->setCurrentIndex(s.offload == Offload::Parameters           ? ParameterOffloadRow
                                 : s.offload == Offload::Optimizer          ? OptimizerOffloadRow
                                 : s.optimizer == Optimizer::AdamW8bit      ? Adam8bitRow
                                 : s.optimizer == Optimizer::PagedAdamW     ? PagedAdamWRow
                                 : s.optimizer == Optimizer::PagedAdamW8bit ? PagedAdam8bitRow
                                 : s.optimizer == Optimizer::AdamW4bit      ? Adam4bitRow
                                                                            : AdamWRow);
    m_stateBytes->setCurrentIndex(static_cast<int>(s.stateBytes));
    m_sharding->setCurrentIndex(static_cast<int>(s.sharding));
    showLora(s);
    m_sequence->showScenario(s, arch(s));
    // The policy's sequence of a preference or RL run is prompt + completion (RlSection): the
    // supervised length gives way to them.
    m_key->setRowVisible(m_sequence, !s.rl);
    m_microBatch->setValue(s.microBatch);
    m_accumulation->setValue(s.gradientAccumulation);
    m_checkpointing->setChecked(s.gradientCheckpointing);
}

void MethodSection::showModel(const Scenario& s) {
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
    if (const ModelArch* a = arch(s))
        m_parameters->setText(tr("%1 (vision %2)")
                                  .arg(formatBillions(a->params.total, locale()),
                                       formatBillions(a->params.vision, locale())));
    m_method->setCurrentIndex(static_cast<int>(s.method));
}

void MethodSection::showLora(const Scenario& s) {
    if (const ModelArch* model = arch(s))
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
    // Only a mixture of experts whose routed experts are nn.Linear modules in transformers 4.x
    // asks (fused ones never carry adapters: fusedExperts()).
    const ModelArch* model = arch(s);
    form()->setRowVisible(m_routedExperts, model && adaptableRoutedExperts(*model));
    m_routedExperts->setChecked(s.loraRoutedExperts);
    m_routedExperts->setEnabled(
        s.method != Method::Full &&
        (s.loraTargets == 0 || (s.loraTargets & (LoraGate | LoraUp | LoraDown))));
}

void MethodSection::retranslate() {
    PanelSection::retranslate();
    // Model names with their parameter counts.
    for (std::size_t i = 0; i < m_catalog.models.size(); ++i) {
        const ModelEntry& m = m_catalog.models[i];
        m_model->setItemText(static_cast<int>(i),
                             tr("%1 (%2)").arg(QString::fromStdString(m.name),
                                               formatBillions(m.arch.params.total, locale())));
    }
    for (int i = 0; i < 3; ++i)
        m_method->setItemText(i, tr(kMethods[i]));
    for (int i = 0; i < int(std::size(kObjectives)); ++i)
        m_objective->setItemText(i, tr(kObjectives[i]));
    for (int i = 0; i < OptimizerRows; ++i)
        m_optimizer->setItemText(i, tr(kOptimizers[i]));
    for (int i = 0; i < 3; ++i)
        m_stateBytes->setItemText(i, tr(kStateBytes[i]));
    for (int i = 0; i < 4; ++i)
        m_sharding->setItemText(i, tr(kShardings[i]));
    for (int i = 0; i < m_loraTargets->count(); ++i)
        m_loraTargets->setItemText(i, i < int(std::size(kLoraTargets)) ? tr(kLoraTargets[i].name)
                                                                       : tr(kLoraTargetsOther));
}

} // namespace headroom::ui
