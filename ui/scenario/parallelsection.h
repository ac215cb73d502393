#pragma once
// "Advanced: parallelism and servers" (issue 17): the servers of the build, and an automatic
// or a manual plan with its tensor, pipeline, context and expert parallel degrees.
#include "scenario/panelsection.h"

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QSpinBox;
QT_END_NAMESPACE

namespace headroom::ui {

class ParallelSection : public PanelSection {
    Q_OBJECT
public:
    ParallelSection(SectionHost& host, const Catalog& catalog, QWidget* parent);
    void build(QFormLayout* key) override;
    void showScenario(const Scenario& s) override;
    void retranslate() override;

private:
    void addTips();
    void connectEdits();

    QSpinBox* m_nodes = nullptr;
    QComboBox* m_planMode = nullptr;
    QSpinBox* m_tp = nullptr;
    QSpinBox* m_pp = nullptr;
    QSpinBox* m_cp = nullptr;
    QSpinBox* m_ep = nullptr;
    QCheckBox* m_sequenceParallel = nullptr;
    QLabel* m_dpValue = nullptr;
};

} // namespace headroom::ui
