#pragma once
// The catalog's assumptions (everything that is not physics, the verdict's uncertainty band and
// its calibration sources included) with value, unit and source, then the training-stack table
// (what each stack sets, and why).
#include "catalog.h"

#include <QAbstractTableModel>
#include <QLocale>

namespace headroom::ui {

class AssumptionsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Label, Value, Source, ColumnCount };

    explicit AssumptionsModel(QObject* parent = nullptr);
    /// Replaces the whole list: the assumptions, then the stacks.
    void setCatalog(const Catalog& catalog, const QLocale& locale);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Row {
        QString id; ///< assumption id or "stack:<id>"
        QString label;
        QString value;
        QString source;
    };
    std::vector<Row> m_rows;
};

} // namespace headroom::ui
