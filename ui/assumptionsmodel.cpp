#include "assumptionsmodel.h"

namespace headroom::ui {

AssumptionsModel::AssumptionsModel(QObject* parent) : QAbstractTableModel(parent) {}

void AssumptionsModel::setAssumptions(const std::vector<Assumption>& assumptions,
                                      const QLocale& locale) {
    beginResetModel();
    m_assumptions = assumptions;
    m_locale = locale;
    endResetModel();
}

int AssumptionsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_assumptions.size());
}

int AssumptionsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant AssumptionsModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Assumption& a = m_assumptions[static_cast<std::size_t>(index.row())];
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Label:
            return QString::fromStdString(a.label);
        case Value: {
            const QString value = m_locale.toString(a.value, 'g', 6);
            return a.unit.empty() ? value
                                  : value + QLatin1Char(' ') + QString::fromStdString(a.unit);
        }
        case Source:
            return QString::fromStdString(a.source);
        }
    }
    if (role == Qt::ToolTipRole)
        return QStringLiteral("<p><b>%1</b> (%2)</p><p>%3</p>")
            .arg(QString::fromStdString(a.label).toHtmlEscaped(),
                 QString::fromStdString(a.id).toHtmlEscaped(),
                 QString::fromStdString(a.source).toHtmlEscaped());
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
