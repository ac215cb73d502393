#include "scenario/collapsiblesection.h"

#include <QToolButton>
#include <QVBoxLayout>

namespace headroom::ui {

CollapsibleSection::CollapsibleSection(QWidget* parent)
    : QWidget(parent), m_header(new QToolButton(this)), m_content(new QWidget(this)) {
    m_header->setObjectName(QStringLiteral("sectionHeader"));
    m_header->setCheckable(true);
    m_header->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_header->setArrowType(Qt::RightArrow);
    m_header->setAutoRaise(true);
    m_header->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    QFont f = m_header->font();
    f.setBold(true);
    m_header->setFont(f);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_header);
    layout->addWidget(m_content);
    m_content->setVisible(false);
    connect(m_header, &QToolButton::toggled, this, [this](bool on) {
        m_header->setArrowType(on ? Qt::DownArrow : Qt::RightArrow);
        m_content->setVisible(on);
        emit expandedChanged(on);
    });
}

void CollapsibleSection::setTitle(const QString& title) {
    m_header->setText(title);
}

QString CollapsibleSection::title() const {
    return m_header->text();
}

bool CollapsibleSection::isExpanded() const {
    return m_header->isChecked();
}

void CollapsibleSection::setExpanded(bool expanded) {
    m_header->setChecked(expanded);
}

} // namespace headroom::ui
