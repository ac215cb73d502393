#pragma once
// "Advanced: server and feed": the GPU type, its count, the power cap and the feed in the key
// group; the server chassis, runs side by side and the three-phase feeds in the fold.
#include "scenario/panelsection.h"

#include <string>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QSpinBox;
QT_END_NAMESPACE

namespace headroom::ui {

class BuildSection : public PanelSection {
    Q_OBJECT
public:
    BuildSection(SectionHost& host, const Catalog& catalog, QWidget* parent);
    void build(QFormLayout* key) override;
    void showScenario(const Scenario& s) override;
    void retranslate() override;

private:
    void addTips();
    void connectEdits();
    /// The servers for `s`'s GPU type, the automatic choice first.
    void fillServers(const Scenario& s);
    void showCards(const Scenario& s);
    void showPower(const Scenario& s);

    QComboBox* m_gpu = nullptr;
    QComboBox* m_server = nullptr;
    std::string m_serversGpu; ///< the GPU type m_server lists the servers of
    QSlider* m_gpuCount = nullptr;
    QSpinBox* m_gpuCountValue = nullptr;
    QComboBox* m_runs = nullptr;
    QLabel* m_runsValue = nullptr;
    QCheckBox* m_capPower = nullptr;
    QSpinBox* m_powerCap = nullptr;
    QComboBox* m_feed = nullptr;
    QCheckBox* m_threePhase = nullptr;
};

} // namespace headroom::ui
