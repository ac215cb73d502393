#include "wheelguard.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QEvent>
#include <QWidget>

namespace headroom::ui {

WheelGuard::WheelGuard(QObject* parent) : QObject(parent) {}

void WheelGuard::guardChildren(QWidget* root) {
    QList<QWidget*> widgets;
    for (QComboBox* w : root->findChildren<QComboBox*>())
        widgets << w;
    for (QAbstractSpinBox* w : root->findChildren<QAbstractSpinBox*>())
        widgets << w;
    for (QAbstractSlider* w : root->findChildren<QAbstractSlider*>())
        widgets << w;
    for (QWidget* w : widgets) {
        w->setFocusPolicy(Qt::StrongFocus);
        w->removeEventFilter(this);
        w->installEventFilter(this);
    }
}

bool WheelGuard::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::Wheel) {
        auto* widget = qobject_cast<QWidget*>(watched);
        if (widget && !widget->hasFocus()) {
            // Not for this control: ignored, the event goes on to the parents (the scroll area).
            event->ignore();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace headroom::ui
