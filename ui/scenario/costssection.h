#pragma once
// "Advanced: own or rent": the scenario's `costs` section (issue 34): whether to compare the
// build with renting, runs per month, years of use, energy price, PUE, service per year and
// the cloud provider.
#include "scenario/panelsection.h"

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QSpinBox;
QT_END_NAMESPACE

namespace headroom::ui {

class CostsSection : public PanelSection {
    Q_OBJECT
public:
    CostsSection(SectionHost& host, const Catalog& catalog, QWidget* parent);
    void build(QFormLayout* key) override;
    void showScenario(const Scenario& s) override;
    void retranslate() override;

private:
    /// An edit of the costs section; none while it is off.
    void editCosts(const char* description, const std::function<void(CostsRequest&)>& change);
    void connectEdits();

    QCheckBox* m_enabled = nullptr;
    QDoubleSpinBox* m_runs = nullptr;
    QSpinBox* m_years = nullptr;
    QDoubleSpinBox* m_energy = nullptr;
    QDoubleSpinBox* m_pue = nullptr;
    QDoubleSpinBox* m_service = nullptr;
    QComboBox* m_cloud = nullptr;
};

} // namespace headroom::ui
