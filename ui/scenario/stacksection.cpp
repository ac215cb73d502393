#include "scenario/stacksection.h"

#include "build/resolvebuild.h"
#include "build/scenariocheck.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QStandardItemModel>

#include <algorithm>
#include <iterator>

namespace headroom::ui {

namespace {

/// One row of the cross-entropy combo: its label and the loss it stands for, a fused kind or a
/// plain loss (fusedCrossEntropy off). The first three rows keep their places from before the
/// stacks.
struct LossChoice {
    const char* label;
    bool fused;
    FusedLossKind fusedLoss;
    PlainLoss plainLoss;
    const char* tip; ///< the row's tooltip: what it holds per token and vocabulary entry
};
// The tips' bytes are the core's (core/memory/memorymodel.cpp lossPeakBytes, memoryterms.cpp
// lossStrandedBytes cite the frameworks' code).
constexpr LossChoice kLosses[] = {
    {QT_TRANSLATE_NOOP("headroom::ui::StackSection", "Plain (Hugging Face)"), false,
     FusedLossKind::FusedLinear, PlainLoss::Hf,
     QT_TRANSLATE_NOOP("headroom::ui::StackSection",
                       "transformers 4.49 and later: the model's BF16 logits, the loss's fp32 "
                       "copy and its log-probabilities, 10 B per token and vocabulary entry after "
                       "the forward pass, 12 B in the backward pass; the caching allocator keeps "
                       "the freed BF16 logits' 2 B besides.")},
    {QT_TRANSLATE_NOOP("headroom::ui::StackSection", "Chunked (torchtune)"), true,
     FusedLossKind::Chunked, PlainLoss::Hf,
     QT_TRANSLATE_NOOP("headroom::ui::StackSection",
                       "torchtune's chunked loss: the BF16 logits in 8 chunks (2 B per token and "
                       "vocabulary entry), each chunk upcast and differentiated on its own.")},
    {QT_TRANSLATE_NOOP("headroom::ui::StackSection", "Fused linear (Liger)"), true,
     FusedLossKind::FusedLinear, PlainLoss::Hf,
     QT_TRANSLATE_NOOP("headroom::ui::StackSection",
                       "Liger's fused linear cross-entropy, or Cut Cross Entropy: never the whole "
                       "logits, one chunk of tokens at a time.")},
    {QT_TRANSLATE_NOOP("headroom::ui::StackSection", "Plain (transformers up to 4.45)"), false,
     FusedLossKind::FusedLinear, PlainLoss::HfLegacy,
     QT_TRANSLATE_NOOP("headroom::ui::StackSection",
                       "The model upcasts its logits to fp32 and the loss copies the shifted "
                       "ones: 12 B per token and vocabulary entry after the forward pass; the "
                       "caching allocator keeps 6 B more, the freed BF16 logits and the slice's "
                       "fp32 gradient.")},
    {QT_TRANSLATE_NOOP("headroom::ui::StackSection", "Plain on BF16 logits (LitGPT)"), false,
     FusedLossKind::FusedLinear, PlainLoss::Bf16,
     QT_TRANSLATE_NOOP("headroom::ui::StackSection",
                       "LitGPT's pretraining loss: cross-entropy straight on the BF16 logits, 8 B "
                       "per token and vocabulary entry in the backward pass.")},
    {QT_TRANSLATE_NOOP("headroom::ui::StackSection", "LM head in chunks (LitGPT)"), true,
     FusedLossKind::LmHeadChunks, PlainLoss::Hf,
     QT_TRANSLATE_NOOP("headroom::ui::StackSection",
                       "LitGPT's fine-tuning: the LM head in chunks of 128 tokens, each chunk's "
                       "logits and log-probabilities kept, 4 B per token and vocabulary entry "
                       "(8 B where Lightning Fabric returns them in fp32).")},
    {QT_TRANSLATE_NOOP("headroom::ui::StackSection", "Plain (transformers 4.46 to 4.48)"), false,
     FusedLossKind::FusedLinear, PlainLoss::HfShifted,
     QT_TRANSLATE_NOOP("headroom::ui::StackSection",
                       "The loss upcasts the logits and copies the shifted ones while the model "
                       "holds its BF16 logits: 14 B per token and vocabulary entry after the "
                       "forward pass; the caching allocator keeps 4 B more for the slice's fp32 "
                       "gradient.")}};
constexpr int kLossRows = int(std::size(kLosses));
constexpr int kFusedLinearLossRow = 2;
const char* const kOptimizerImpls[] = {
    QT_TRANSLATE_NOOP("headroom::ui::StackSection", "foreach (multi-tensor, temporaries)"),
    QT_TRANSLATE_NOOP("headroom::ui::StackSection", "fused (one kernel)"),
    QT_TRANSLATE_NOOP("headroom::ui::StackSection", "for-loop (one tensor at a time)")};
const char* const kAttentions[] = {
    QT_TRANSLATE_NOOP("headroom::ui::StackSection", "FlashAttention / SDPA"),
    QT_TRANSLATE_NOOP("headroom::ui::StackSection", "Eager (scores kept for backward)"),
    QT_TRANSLATE_NOOP("headroom::ui::StackSection", "SDPA, k and v expanded (LitGPT)"),
    QT_TRANSLATE_NOOP("headroom::ui::StackSection", "SDPA (Transformers)")};
constexpr int kAttentionRows = int(std::size(kAttentions));
const char* const kFsdpVersions[] = {
    QT_TRANSLATE_NOOP("headroom::ui::StackSection", "FSDP1 (flat parameters)"),
    QT_TRANSLATE_NOOP("headroom::ui::StackSection", "FSDP2 (per-parameter sharding)")};
const char* const kNoStack =
    QT_TRANSLATE_NOOP("headroom::ui::StackSection", "None (Headroom's defaults)");
// The built-in stacks' names (catalog/stacks.json) as lupdate sees them; the catalog's name is
// the lookup key, so a renamed or user-defined stack shows its catalog name as it is.
[[maybe_unused]] const char* const kStackNames[] = {
    QT_TRANSLATE_NOOP("headroom::ui::StackSection",
                      "Hugging Face Trainer (transformers + PEFT + accelerate / DeepSpeed)"),
    QT_TRANSLATE_NOOP("headroom::ui::StackSection", "torchtune"),
    QT_TRANSLATE_NOOP("headroom::ui::StackSection", "LitGPT (Lightning Fabric)"),
    QT_TRANSLATE_NOOP("headroom::ui::StackSection", "Unsloth"),
    QT_TRANSLATE_NOOP("headroom::ui::StackSection", "Hugging Face Trainer with Liger kernels")};

int lossRow(const Scenario& s) {
    for (int row = 0; row < kLossRows; ++row) {
        const LossChoice& c = kLosses[row];
        if (c.fused == s.fusedCrossEntropy &&
            (c.fused ? c.fusedLoss == s.fusedLoss : c.plainLoss == s.plainLoss))
            return row;
    }
    return kFusedLinearLossRow;
}

void setLossRow(Scenario& s, int row) {
    const LossChoice& c = kLosses[row >= 0 && row < kLossRows ? row : kFusedLinearLossRow];
    s.fusedCrossEntropy = c.fused;
    if (c.fused)
        s.fusedLoss = c.fusedLoss;
    else
        s.plainLoss = c.plainLoss;
}

} // namespace

StackSection::StackSection(SectionHost& host, const Catalog& catalog, QWidget* parent)
    : PanelSection(host, catalog, "advancedStack", parent) {
    setTitleText(QT_TR_NOOP("Advanced: training stack"));
}

void StackSection::build(QFormLayout* key) {
    m_stack = new QComboBox(this);
    m_stack->setObjectName(QStringLiteral("stack"));
    m_stack->addItem(QString(), QString());
    for (const StackSpec& st : m_catalog.stacks) {
        m_stack->addItem(QString::fromStdString(st.name), QString::fromStdString(st.id));
        m_stack->setItemData(m_stack->count() - 1, QString::fromStdString(st.source),
                             Qt::ToolTipRole);
    }
    addRow(key, QT_TR_NOOP("Framework"), m_stack);
    m_loss = makeCombo(this, "loss", kLossRows);
    addRow(form(), QT_TR_NOOP("Cross-entropy"), m_loss);
    m_optimizerImpl = makeCombo(this, "optimizerImpl", 3);
    addRow(form(), QT_TR_NOOP("AdamW implementation"), m_optimizerImpl);
    m_attention = makeCombo(this, "attention", kAttentionRows);
    addRow(form(), QT_TR_NOOP("Attention"), m_attention);
    m_fsdpVersion = makeCombo(this, "fsdpVersion", 2);
    addRow(form(), QT_TR_NOOP("FSDP"), m_fsdpVersion);
    m_compile = check(form(), QT_TR_NOOP("torch.compile"));
    m_compile->setObjectName(QStringLiteral("compile"));
    m_activationOffload = check(form(), QT_TR_NOOP("Activation offloading"));
    m_activationOffload->setObjectName(QStringLiteral("activationOffload"));
    m_selectiveOp = check(form(), QT_TR_NOOP("Selective per-op checkpointing (torchtitan)"));
    m_selectiveOp->setObjectName(QStringLiteral("selectiveOpCheckpointing"));
    m_optimizerInBackward = check(form(), QT_TR_NOOP("Optimizer step in backward"));
    m_optimizerInBackward->setObjectName(QStringLiteral("optimizerInBackward"));
    addTips();
    connectEdits();
}

void StackSection::addTips() {
    addTip(m_loss,
           QT_TR_NOOP("How the loss is computed over the vocabulary: the plain losses hold the "
                      "whole logits, the chunked and fused ones a part at a time (several GB less "
                      "at large vocabularies). Each row's tooltip gives what it holds."));
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
                      "and v to every query head before SDPA. Transformers' SDPA masks a batch "
                      "of more than one sequence, packed rows and a sequence beyond a sliding "
                      "window: every layer then keeps k and v for every query head and a mask "
                      "of the batch's token pairs."));
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
    addTip(m_selectiveOp,
           QT_TR_NOOP("torchtitan's default checkpointing: each layer keeps its input and the "
                      "outputs of every other matmul and of the attention kernel, and recomputes "
                      "only the rest in the backward. More activation memory than checkpointing "
                      "whole layers, less recomputation. For a full fine-tune of a dense model "
                      "with a SwiGLU MLP, with gradient checkpointing, the plain loss, no training "
                      "stack and FSDP2 or DDP only."));
    addTip(m_optimizerInBackward,
           QT_TR_NOOP("Runs the optimizer step in each gradient's backward hook and frees the "
                      "gradient at once: at most the largest tensor's gradient is alive instead "
                      "of all of them. Has no effect with CPU offload, where the gradients "
                      "already leave the GPU."));
}

void StackSection::connectEdits() {
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
    connect(m_selectiveOp, &QCheckBox::toggled, this, [this](bool on) {
        edit(QT_TR_NOOP("Toggle selective per-op checkpointing"), [on](Scenario& s) {
            s.checkpointPolicy = on ? CheckpointPolicy::SelectiveOp : CheckpointPolicy::Full;
        });
    });
    connect(m_optimizerInBackward, &QCheckBox::toggled, this, [this](bool on) {
        edit(QT_TR_NOOP("Toggle optimizer step in backward"),
             [on](Scenario& s) { s.optimizerInBackward = on; });
    });
}

void StackSection::showScenario(const Scenario& s) {
    m_stack->setCurrentIndex(std::max(0, m_stack->findData(QString::fromStdString(s.stack))));
    m_loss->setCurrentIndex(lossRow(s));
    m_optimizerImpl->setCurrentIndex(static_cast<int>(s.optimizerImpl));
    m_attention->setCurrentIndex(static_cast<int>(s.attention));
    m_fsdpVersion->setCurrentIndex(static_cast<int>(s.fsdpVersion));
    // FSDP's version matters only where FSDP shards (full sharding or parameter offload), not
    // where DeepSpeed ZeRO-3 does (an optimizer-only offload: scenario.h shardingImplOf).
    m_fsdpVersion->setEnabled((s.sharding == Sharding::Full || s.offload == Offload::Parameters) &&
                              shardingImplOf(s) == ShardingImpl::Fsdp);
    m_compile->setChecked(s.compile);
    m_activationOffload->setChecked(s.activationOffload);
    // The core applies these only where they act: offloading needs checkpoints to move, the
    // fused step needs gradients on the GPU.
    m_activationOffload->setEnabled(s.gradientCheckpointing || s.activationOffload);
    // The per-op policy where the core sizes it (selectiveOpRefusal); an edit that leaves it
    // sets full checkpointing again (settleEdit).
    const bool perOp = s.checkpointPolicy == CheckpointPolicy::SelectiveOp;
    m_selectiveOp->setChecked(perOp);
    Scenario asked = s;
    asked.checkpointPolicy = CheckpointPolicy::SelectiveOp;
    const ModelArch* arch = resolveModel(s, m_catalog).arch;
    m_selectiveOp->setEnabled(perOp || (arch && !selectiveOpRefusal(asked, *arch)));
    m_optimizerInBackward->setChecked(s.optimizerInBackward);
    m_optimizerInBackward->setEnabled(s.offload == Offload::None || s.optimizerInBackward);
    // transformers' SDPA where its attention runs (sdpaRefusal); an edit that leaves it sets
    // FlashAttention again (settleEdit).
    Scenario sdpa = s;
    sdpa.attention = AttentionKernel::Sdpa;
    if (auto* rows = qobject_cast<QStandardItemModel*>(m_attention->model()))
        if (QStandardItem* row = rows->item(static_cast<int>(AttentionKernel::Sdpa)))
            row->setEnabled(s.attention == AttentionKernel::Sdpa || !sdpaRefusal(sdpa));
}

void StackSection::retranslate() {
    PanelSection::retranslate();
    for (int i = 0; i < kLossRows; ++i) {
        m_loss->setItemText(i, tr(kLosses[i].label));
        m_loss->setItemData(i, wrappedTip(tr(kLosses[i].tip)), Qt::ToolTipRole);
    }
    for (int i = 0; i < 3; ++i)
        m_optimizerImpl->setItemText(i, tr(kOptimizerImpls[i]));
    for (int i = 0; i < kAttentionRows; ++i)
        m_attention->setItemText(i, tr(kAttentions[i]));
    for (int i = 0; i < 2; ++i)
        m_fsdpVersion->setItemText(i, tr(kFsdpVersions[i]));
    m_stack->setItemText(0, tr(kNoStack));
    // The catalog stack's name in the UI language (the catalog's name for unknown stacks).
    for (int i = 1; i < m_stack->count(); ++i)
        m_stack->setItemText(i, tr(m_catalog.stacks[static_cast<std::size_t>(i - 1)].name.c_str()));
}

} // namespace headroom::ui
