#include "scenario/sequencefield.h"

#include "scenario/panelsection.h"

#include <QHBoxLayout>
#include <QSlider>
#include <QSpinBox>

#include <algorithm>
#include <cstdint>
#include <limits>

namespace headroom::ui {

int SequenceField::sequenceAt(int position, int top) {
    // 512, 768, 1,024, 1,536, 2,048, …: powers of two with a half step between.
    const int p = std::max(0, position);
    const std::int64_t length = std::int64_t(p % 2 == 0 ? 512 : 768) << (p / 2);
    return static_cast<int>(std::min<std::int64_t>(length, top));
}

int SequenceField::positionFor(int length) {
    int p = 0;
    while (sequenceAt(p + 1, std::numeric_limits<int>::max()) <= length && p < 60)
        ++p;
    // A length between two steps (the model's context) takes the next position up.
    return sequenceAt(p, std::numeric_limits<int>::max()) < length ? p + 1 : p;
}

SequenceField::SequenceField(SectionHost& host, QWidget* parent)
    : QWidget(parent), m_host(host), m_slider(makeSlider(0, positionFor(131072), this)),
      m_value(new QSpinBox(this)) {
    m_slider->setObjectName(QStringLiteral("sequenceLengthSlider"));
    m_slider->setPageStep(2);
    m_slider->setTickPosition(QSlider::TicksBelow);
    m_slider->setTickInterval(2);
    m_value->setObjectName(QStringLiteral("sequenceLength"));
    applyRange(m_value, RangeKey::SequenceLength);
    m_value->setGroupSeparatorShown(true);
    m_value->setKeyboardTracking(false);
    m_value->setMinimumWidth(96);
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_slider, 1);
    layout->addWidget(m_value, 0);
    connect(m_slider, &QSlider::sliderPressed, this, [this] { m_host.sliderPressed(); });
    connect(m_slider, &QSlider::valueChanged, this, [this](int v) {
        m_host.edit(
            tr("Change sequence length"),
            [&](Scenario& s) { s.sequenceLength = sequenceAt(v, m_top); },
            m_host.sliderMergeId(SectionHost::SequenceSlider, m_slider));
    });
    connect(m_value, &QSpinBox::valueChanged, this, [this](int v) {
        m_host.edit(
            tr("Change sequence length"), [v](Scenario& s) { s.sequenceLength = v; }, -1);
    });
}

void SequenceField::showScenario(const Scenario& s, const ModelArch* model) {
    // The slider stretches to show a longer length from a file.
    const int context =
        model && model->maxPositionEmbeddings > 0 ? model->maxPositionEmbeddings : 131072;
    m_top = std::max(context, s.sequenceLength);
    m_slider->setRange(0, positionFor(m_top));
    m_slider->setValue(s.sequenceLength >= m_top ? m_slider->maximum()
                                                 : positionFor(s.sequenceLength));
    m_value->setValue(s.sequenceLength);
}

} // namespace headroom::ui
