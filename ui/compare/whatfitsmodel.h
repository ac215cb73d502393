#pragma once
// "What fits": GPU types × card counts, each cell the free memory per GPU on the chassis the
// core picks, or "no". The figures come from whatFits(); the model words and colours them.
#include "catalog.h"
#include "whatfits.h"

#include <QAbstractTableModel>
#include <QLocale>

namespace headroom::ui {

class WhatFitsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    /// `catalog` names the GPUs and must outlive the model.
    explicit WhatFitsModel(const Catalog& catalog, QObject* parent = nullptr);
    /// Replaces the whole table.
    void setTable(WhatFitsTable table, const QLocale& locale);
    const WhatFitsTable& table() const { return m_table; }
    /// The cell behind `index` (null outside the table).
    const WhatFitsCell* cell(const QModelIndex& index) const;
    /// A no-go cell whose memory fits: what blocks it in a word or two ("no: feed").
    static QString blockerWord(const VerdictAnswer& answer);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    const Catalog& m_catalog;
    WhatFitsTable m_table;
    QLocale m_locale;
};

} // namespace headroom::ui
