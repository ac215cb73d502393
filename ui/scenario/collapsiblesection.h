#pragma once
// A titled section whose content folds away (the panel's "Advanced" groups).
#include <QWidget>

QT_BEGIN_NAMESPACE
class QToolButton;
QT_END_NAMESPACE

namespace headroom::ui {

class CollapsibleSection : public QWidget {
    Q_OBJECT
public:
    explicit CollapsibleSection(QWidget* parent = nullptr);
    /// The widget to lay the section's controls out on.
    QWidget* content() const { return m_content; }
    void setTitle(const QString& title);
    QString title() const;
    bool isExpanded() const;
    void setExpanded(bool expanded);

signals:
    void expandedChanged(bool expanded);

private:
    QToolButton* m_header;
    QWidget* m_content;
};

} // namespace headroom::ui
