#include "common/wheelguard.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QScrollBar>
#include <QWheelEvent>
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
            // Not for this control: the panel's scroll bar takes it, as if the control were not
            // there.
            for (QWidget* p = widget->parentWidget(); p; p = p->parentWidget())
                if (auto* area = qobject_cast<QAbstractScrollArea*>(p)) {
                    const auto* wheel = static_cast<QWheelEvent*>(event);
                    QWheelEvent copy(wheel->position(), wheel->globalPosition(),
                                     wheel->pixelDelta(), wheel->angleDelta(), wheel->buttons(),
                                     wheel->modifiers(), wheel->phase(), wheel->inverted());
                    QCoreApplication::sendEvent(area->verticalScrollBar(), &copy);
                    break;
                }
            event->accept();
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace headroom::ui
