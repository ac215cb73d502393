#include "scenario/runsection.h"

#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSpinBox>

namespace headroom::ui {

RunSection::RunSection(SectionHost& host, const Catalog& catalog, QWidget* parent)
    : PanelSection(host, catalog, "advancedRun", parent) {
    setTitleText(QT_TR_NOOP("Advanced: run and storage"));
}

void RunSection::build(QFormLayout*) {
    m_checkpointsKept = new QSpinBox(this);
    m_checkpointsKept->setObjectName(QStringLiteral("checkpointsKept"));
    applyRange(m_checkpointsKept, RangeKey::CheckpointsKept);
    addRow(form(), QT_TR_NOOP("Checkpoints kept"), m_checkpointsKept);
    m_datasetTokens = new QDoubleSpinBox(this);
    m_datasetTokens->setObjectName(QStringLiteral("datasetTokens"));
    applyRange(m_datasetTokens, RangeKey::DatasetTokens);
    m_datasetTokens->setGroupSeparatorShown(true);
    addRow(form(), QT_TR_NOOP("Dataset (tokens)"), m_datasetTokens);
    m_epochs = new QDoubleSpinBox(this);
    m_epochs->setObjectName(QStringLiteral("epochs"));
    applyRange(m_epochs, RangeKey::Epochs);
    addRow(form(), QT_TR_NOOP("Epochs"), m_epochs);

    addTip(m_checkpointsKept,
           QT_TR_NOOP("Resumable checkpoints kept on disk. Each holds the fp32 master weights, "
                      "the Adam moments and the 16-bit weights."),
           {"checkpoint_bytes", "fp8_linear_bytes"});
    addTip(m_datasetTokens, QT_TR_NOOP("Training tokens in the dataset."), {"energy_price"});
    addTip(m_epochs, QT_TR_NOOP("Passes over the dataset."), {"energy_price"});

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

void RunSection::showScenario(const Scenario& s) {
    m_checkpointsKept->setValue(s.checkpointsKept);
    m_datasetTokens->setValue(s.datasetTokens);
    m_epochs->setValue(s.epochs);
}

void RunSection::retranslate() {
    PanelSection::retranslate();
    m_epochs->setSuffix(QString());
}

} // namespace headroom::ui
