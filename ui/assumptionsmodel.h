#pragma once
// The catalog's assumptions (everything that is not physics) with value, unit and source.
#include "catalog.h"

#include <QAbstractTableModel>
#include <QLocale>

namespace headroom::ui {

class AssumptionsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Label, Value, Source, ColumnCount };

    explicit AssumptionsModel(QObject* parent = nullptr);
    /// Replaces the whole list.
    void setAssumptions(const std::vector<Assumption>& assumptions, const QLocale& locale);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    std::vector<Assumption> m_assumptions;
    QLocale m_locale;
};

} // namespace headroom::ui
