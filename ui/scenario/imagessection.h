#pragma once
// "Advanced: images": the share of samples with images in the key group; images per sample,
// their size and whether the vision tower trains in the fold. Enabled for a model with one.
#include "scenario/panelsection.h"

QT_BEGIN_NAMESPACE
class QCheckBox;
class QSpinBox;
QT_END_NAMESPACE

namespace headroom::ui {

class ImagesSection : public PanelSection {
    Q_OBJECT
public:
    ImagesSection(SectionHost& host, const Catalog& catalog, QWidget* parent);
    void build(QFormLayout* key) override;
    void showScenario(const Scenario& s) override;

private:
    void addTips();
    void connectEdits();

    QSlider* m_share = nullptr;
    QSpinBox* m_shareValue = nullptr;
    QSpinBox* m_imagesPerSample = nullptr;
    QSpinBox* m_width = nullptr;
    QSpinBox* m_height = nullptr;
    QCheckBox* m_trainVision = nullptr;
};

} // namespace headroom::ui
