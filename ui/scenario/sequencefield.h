#pragma once
// The sequence length in the key group: a slider on a power-of-two scale up to the model's
// native context, and a field that holds any length the core accepts.
#include "scenario.h"

#include <QWidget>

QT_BEGIN_NAMESPACE
class QSlider;
class QSpinBox;
QT_END_NAMESPACE

namespace headroom::ui {

class SectionHost;

class SequenceField : public QWidget {
    Q_OBJECT
public:
    /// The slider's length at `position`: 512, 768, 1,024, 1,536, … (powers of two with a half
    /// step between), at most `top` (the slider's last position shows `top`).
    static int sequenceAt(int position, int top);
    /// The slider position of `length`: the step at or below it; a length between two steps
    /// takes the next one up (so the model's context is the last position).
    static int positionFor(int length);

    SequenceField(SectionHost& host, QWidget* parent);
    QSlider* slider() const { return m_slider; }
    /// Shows `s`'s length on the scale of `model`'s context (131,072 without one).
    void showScenario(const Scenario& s, const ModelArch* model);

private:
    SectionHost& m_host;
    QSlider* m_slider;
    QSpinBox* m_value;
    int m_top = 131072; ///< the slider's last length (the model's native context)
};

} // namespace headroom::ui
