#pragma once
// "Advanced: run and storage": checkpoints kept on disk, the dataset's tokens and the epochs.
#include "scenario/panelsection.h"

QT_BEGIN_NAMESPACE
class QDoubleSpinBox;
class QSpinBox;
QT_END_NAMESPACE

namespace headroom::ui {

class RunSection : public PanelSection {
    Q_OBJECT
public:
    RunSection(SectionHost& host, const Catalog& catalog, QWidget* parent);
    void build(QFormLayout* key) override;
    void showScenario(const Scenario& s) override;
    void retranslate() override;

private:
    QSpinBox* m_checkpointsKept = nullptr;
    QDoubleSpinBox* m_datasetTokens = nullptr;
    QDoubleSpinBox* m_epochs = nullptr;
};

} // namespace headroom::ui
