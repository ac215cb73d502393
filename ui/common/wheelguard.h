#pragma once
// No accidental edits: the mouse wheel over a combo box, spin box or slider that does not have
// the keyboard focus scrolls the panel instead of changing the value.
#include <QObject>

QT_BEGIN_NAMESPACE
class QWidget;
QT_END_NAMESPACE

namespace headroom::ui {

class WheelGuard : public QObject {
    Q_OBJECT
public:
    explicit WheelGuard(QObject* parent = nullptr);
    /// Guards every combo box, spin box and slider below `root` (and gives them
    /// Qt::StrongFocus, so that the wheel alone never focuses one).
    void guardChildren(QWidget* root);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
};

} // namespace headroom::ui
