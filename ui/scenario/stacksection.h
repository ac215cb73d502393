#pragma once
// "Advanced: training stack": how the framework runs the step (README, calibration section).
// The framework in the key group sets the controls of the fold; each of them still overrides
// it.
#include "scenario/panelsection.h"

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
QT_END_NAMESPACE

namespace headroom::ui {

class StackSection : public PanelSection {
    Q_OBJECT
public:
    StackSection(SectionHost& host, const Catalog& catalog, QWidget* parent);
    void build(QFormLayout* key) override;
    void showScenario(const Scenario& s) override;
    void retranslate() override;

private:
    void addTips();
    void connectEdits();

    QComboBox* m_stack = nullptr;
    QComboBox* m_loss = nullptr;
    QComboBox* m_optimizerImpl = nullptr;
    QComboBox* m_attention = nullptr;
    QComboBox* m_fsdpVersion = nullptr;
    QCheckBox* m_compile = nullptr;
    QCheckBox* m_activationOffload = nullptr;
    QCheckBox* m_selectiveOp = nullptr;
    QCheckBox* m_optimizerInBackward = nullptr;
};

} // namespace headroom::ui
