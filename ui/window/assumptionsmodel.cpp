#include "window/assumptionsmodel.h"

#include "common/messagetext.h"

#include <nlohmann/json.hpp>

namespace headroom::ui {

AssumptionsModel::AssumptionsModel(QObject* parent) : QAbstractTableModel(parent) {}

void AssumptionsModel::setCatalog(const Catalog& catalog, const QLocale& locale) {
    beginResetModel();
    m_rows.clear();
    for (const Assumption& a : catalog.assumptions.all) {
        m_rows.push_back({QString::fromStdString(a.id), MessageText::assumptionLabel(a, locale),
                          MessageText::valueText(a, locale),
                          MessageText::assumptionSource(a, locale)});
    }
    // The stack table (catalog/stacks.json): the scenario keys each stack sets, as written there.
    for (const StackSpec& st : catalog.stacks) {
        QStringList keys;
        for (const auto& item : st.keys.items())
            keys << QStringLiteral("%1: %2").arg(
                QString::fromStdString(item.key()),
                QString::fromStdString(item.value().is_string() ? item.value().get<std::string>()
                                                                : item.value().dump()));
        m_rows.push_back({QStringLiteral("stack:") + QString::fromStdString(st.id),
                          tr("Training stack: %1").arg(QString::fromStdString(st.name)),
                          keys.join(QStringLiteral(", ")), QString::fromStdString(st.source)});
    }
    endResetModel();
}

int AssumptionsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int AssumptionsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AssumptionsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = m_rows[static_cast<std::size_t>(index.row())];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Label:
            return row.label;
        case Value:
            return row.value;
        case Source:
            return row.source;
        }
    }
    if (role == Qt::ToolTipRole)
        return QStringLiteral("<p><b>%1</b> (%2)</p><p>%3</p><p>%4</p>")
            .arg(row.label.toHtmlEscaped(), row.id.toHtmlEscaped(), row.value.toHtmlEscaped(),
                 row.source.toHtmlEscaped());
    if (role == Qt::TextAlignmentRole && index.column() == Value)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant AssumptionsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case Label:
        return tr("Assumption");
    case Value:
        return tr("Value");
    case Source:
        return tr("Source");
    }
    return {};
}

} // namespace headroom::ui
