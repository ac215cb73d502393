#include "scenario/imagessection.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QLabel>
#include <QSlider>
#include <QSpinBox>

#include <cmath>

namespace headroom::ui {

ImagesSection::ImagesSection(SectionHost& host, const Catalog& catalog, QWidget* parent)
    : PanelSection(host, catalog, "advancedImages", parent) {
    setTitleText(QT_TR_NOOP("Advanced: images"));
}

void ImagesSection::build(QFormLayout* key) {
    m_share = makeSlider(0, 100, this);
    m_share->setObjectName(QStringLiteral("imageShareSlider"));
    m_share->setPageStep(10);
    m_share->setSingleStep(5);
    m_shareValue = new QSpinBox(this);
    m_shareValue->setObjectName(QStringLiteral("imageShare"));
    // Percent of the core's 0 .. 1 range; the arrows move in 5 % steps, any whole percent may
    // be typed.
    const ScenarioRange& r = scenarioRange(RangeKey::ImageShare);
    m_shareValue->setRange(static_cast<int>(std::lround(r.min * 100)),
                           static_cast<int>(std::lround(r.max * 100)));
    m_shareValue->setSingleStep(5);
    m_shareValue->setSuffix(QStringLiteral(" %"));
    m_shareValue->setKeyboardTracking(false);
    addRow(key, QT_TR_NOOP("Samples with images"), fieldRow(this, {m_share, m_shareValue}));
    m_imagesPerSample = new QSpinBox(this);
    m_imagesPerSample->setObjectName(QStringLiteral("imagesPerSample"));
    applyRange(m_imagesPerSample, RangeKey::ImagesPerSample);
    addRow(form(), QT_TR_NOOP("Images per sample"), m_imagesPerSample);
    m_width = new QSpinBox(this);
    m_width->setObjectName(QStringLiteral("imageWidth"));
    m_height = new QSpinBox(this);
    m_height->setObjectName(QStringLiteral("imageHeight"));
    for (QSpinBox* box : {m_width, m_height}) {
        applyRange(box, RangeKey::ImageSize);
        box->setSuffix(QStringLiteral(" px"));
    }
    addRow(form(), QT_TR_NOOP("Image size"),
           fieldRow(this, {m_width, new QLabel(QStringLiteral("×"), this), m_height}, -1));
    m_trainVision = check(form(), QT_TR_NOOP("Train the vision tower"));
    m_trainVision->setObjectName(QStringLiteral("trainVision"));
    addTips();
    connectEdits();
}

void ImagesSection::addTips() {
    addTip(m_share,
           QT_TR_NOOP("Share of training samples that carry images. The longest sequence (a "
                      "sample with images) sets the memory peak, the average sets the "
                      "throughput."),
           {"long_context_tokens"});
    addTip(m_imagesPerSample, QT_TR_NOOP("Images in each sample that carries images."));
    addTip(m_width, QT_TR_NOOP("Image width in pixels. A 1024×1024 image becomes 1,024 "
                               "tokens after patching and merging."));
    addTip(m_height, QT_TR_NOOP("Image height in pixels."));
    addTip(m_trainVision,
           QT_TR_NOOP("Train the vision tower as well (the reference figures do). Frozen, its "
                      "weights stay at 2 B per parameter and store no activations."));
}

void ImagesSection::connectEdits() {
    connect(m_share, &QSlider::sliderPressed, this, [this] { m_host.sliderPressed(); });
    connect(m_shareValue, &QSpinBox::valueChanged, this, [this](int v) {
        edit(QT_TR_NOOP("Change image share"), [v](Scenario& s) { s.imageShare = v / 100.0; });
    });
    connect(m_share, &QSlider::valueChanged, this, [this](int v) {
        edit(
            QT_TR_NOOP("Change image share"), [v](Scenario& s) { s.imageShare = v / 100.0; },
            m_host.sliderMergeId(SectionHost::ImageShareSlider, m_share));
    });
    connect(m_imagesPerSample, &QSpinBox::valueChanged, this, [this](int v) {
        edit(QT_TR_NOOP("Change images per sample"), [v](Scenario& s) { s.imagesPerSample = v; });
    });
    connect(m_width, &QSpinBox::valueChanged, this, [this](int v) {
        edit(QT_TR_NOOP("Change image size"), [v](Scenario& s) { s.imageWidth = v; });
    });
    connect(m_height, &QSpinBox::valueChanged, this, [this](int v) {
        edit(QT_TR_NOOP("Change image size"), [v](Scenario& s) { s.imageHeight = v; });
    });
    connect(m_trainVision, &QCheckBox::toggled, this, [this](bool on) {
        edit(QT_TR_NOOP("Toggle vision tower training"), [on](Scenario& s) { s.trainVision = on; });
    });
}

void ImagesSection::showScenario(const Scenario& s) {
    const ModelArch* model = arch(s);
    const bool vision = model && model->vision.present;
    m_share->setValue(static_cast<int>(std::lround(s.imageShare * 100)));
    m_shareValue->setValue(static_cast<int>(std::lround(s.imageShare * 100)));
    m_imagesPerSample->setValue(s.imagesPerSample);
    m_width->setValue(s.imageWidth);
    m_height->setValue(s.imageHeight);
    m_trainVision->setChecked(s.trainVision);
    for (QWidget* w : std::initializer_list<QWidget*>{m_share, m_shareValue, m_imagesPerSample,
                                                      m_width, m_height, m_trainVision})
        w->setEnabled(vision);
}

} // namespace headroom::ui
