#include "scenario/parallelsection.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

#include <utility>

namespace headroom::ui {

ParallelSection::ParallelSection(SectionHost& host, const Catalog& catalog, QWidget* parent)
    : PanelSection(host, catalog, "advancedParallel", parent) {
    setTitleText(QT_TR_NOOP("Advanced: parallelism and servers"));
}

void ParallelSection::build(QFormLayout*) {
    m_nodes = new QSpinBox(this);
    m_nodes->setObjectName(QStringLiteral("nodes"));
    applyRange(m_nodes, RangeKey::Nodes);
    m_nodes->setKeyboardTracking(false);
    addRow(form(), QT_TR_NOOP("Servers"), m_nodes);
    m_planMode = makeCombo(this, "planMode", 2);
    addRow(form(), QT_TR_NOOP("Parallel plan"), m_planMode);
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
    addRow(form(), QT_TR_NOOP("Tensor parallel"), m_tp);
    addRow(form(), QT_TR_NOOP("Pipeline parallel"), m_pp);
    addRow(form(), QT_TR_NOOP("Context parallel"), m_cp);
    addRow(form(), QT_TR_NOOP("Expert parallel"), m_ep);
    m_sequenceParallel = check(form(), QT_TR_NOOP("Sequence parallel"));
    m_sequenceParallel->setObjectName(QStringLiteral("sequenceParallel"));
    m_dpValue = new QLabel(this);
    m_dpValue->setObjectName(QStringLiteral("planDp"));
    addRow(form(), QT_TR_NOOP("Data parallel"), m_dpValue);
    addTips();
    connectEdits();
}

void ParallelSection::addTips() {
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
}

void ParallelSection::connectEdits() {
    connect(m_nodes, &QSpinBox::valueChanged, this, [this](int v) {
        edit(QT_TR_NOOP("Change servers"), [v](Scenario& s) { s.nodes = v; });
    });
    connect(m_planMode, &QComboBox::activated, this, [this](int i) {
        edit(QT_TR_NOOP("Change parallel plan"), [i](Scenario& s) {
            if (i == 0)
                s.plan = ParallelPlan{}; // automatic
            else
                s.plan.automatic = false; // dp: the GPUs the degrees leave (settleEdit())
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
}

void ParallelSection::showScenario(const Scenario& s) {
    m_nodes->setValue(s.nodes);
    m_planMode->setCurrentIndex(s.plan.automatic ? 0 : 1);
    m_tp->setValue(s.plan.tp);
    m_pp->setValue(s.plan.pp);
    m_cp->setValue(s.plan.cp);
    m_ep->setValue(s.plan.ep);
    m_sequenceParallel->setChecked(s.plan.sequenceParallel);
    for (QWidget* w : std::initializer_list<QWidget*>{m_tp, m_pp, m_cp, m_ep, m_sequenceParallel})
        w->setEnabled(!s.plan.automatic);
    m_dpValue->setText(s.plan.automatic ? tr("every GPU") : locale().toString(s.plan.dp));
}

void ParallelSection::retranslate() {
    PanelSection::retranslate();
    m_planMode->setItemText(0, tr("Automatic"));
    m_planMode->setItemText(1, tr("Manual"));
}

} // namespace headroom::ui
