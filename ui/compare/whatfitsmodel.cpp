#include "compare/whatfitsmodel.h"

#include "common/catalognames.h"
#include "common/messagetext.h"
#include "compare/comparisonmodel.h"
#include "common/numberformat.h"

#include <QBrush>
#include <QColor>

namespace headroom::ui {

WhatFitsModel::WhatFitsModel(const Catalog& catalog, QObject* parent)
    : QAbstractTableModel(parent), m_catalog(catalog) {}

void WhatFitsModel::setTable(WhatFitsTable table, const QLocale& locale) {
    const bool sameShape = table.gpus == m_table.gpus && table.counts == m_table.counts;
    if (sameShape && m_locale == locale) {
        m_table = std::move(table);
        if (!m_table.cells.empty())
            emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
        return;
    }
    beginResetModel();
    m_table = std::move(table);
    m_locale = locale;
    endResetModel();
}

QString WhatFitsModel::blockerWord(const VerdictAnswer& answer) {
    // One or two words, so that four columns stay readable at 1280x720 in German too; the
    // cell's tooltip carries the answer's whole headline.
    switch (answer.state) {
    case VerdictState::PowerExceeded:
        return tr("no: feed");
    case VerdictState::ServingShort:
        return tr("no: serving");
    case VerdictState::EngineNoRoom:
        return tr("no: rollout engine");
    case VerdictState::PlanRefused:
        return tr("no: plan");
    default:
        return tr("no: %1").arg(ComparisonModel::answerWord(answer));
    }
}

const WhatFitsCell* WhatFitsModel::cell(const QModelIndex& index) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return nullptr;
    return &m_table.at(static_cast<std::size_t>(index.row()),
                       static_cast<std::size_t>(index.column()));
}

int WhatFitsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_table.gpus.size());
}

int WhatFitsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_table.counts.size());
}

QVariant WhatFitsModel::data(const QModelIndex& index, int role) const {
    const WhatFitsCell* c = cell(index);
    if (!c)
        return {};
    switch (role) {
    case Qt::DisplayRole:
        if (!c->available)
            return QStringLiteral("—");
        if (!c->fits)
            return tr("no (−%1)").arg(formatGb(-c->headroomGb, m_locale));
        if (c->answer.answer == AnswerState::NoGo) // memory fits, something else blocks
            return blockerWord(c->answer);
        return tr("%1 free").arg(formatGb(c->headroomGb, m_locale));
    case Qt::ToolTipRole:
        if (!c->available)
            return tr("No catalog server takes %1 of these cards.")
                .arg(m_locale.toString(c->cards));
        if (c->partialChassis)
            return tr("In the %1; its CPUs, host memory and power stay. Click to apply.")
                .arg(catalogText(m_catalog.findServer(c->server)
                                     ? m_catalog.findServer(c->server)->name
                                     : c->server));
        return MessageText::headline(c->answer, m_locale) + QLatin1Char('\n') +
               tr("Click to apply this build.");
    case Qt::BackgroundRole:
        // The answer's colours, light: green go, amber tight, red no go (whatever blocks).
        if (!c->available)
            return QBrush(QColor(0xee, 0xee, 0xee));
        return QBrush(c->answer.answer == AnswerState::Go      ? QColor(0xd4, 0xed, 0xda)
                      : c->answer.answer == AnswerState::Tight ? QColor(0xff, 0xec, 0xb3)
                                                               : QColor(0xf8, 0xd7, 0xda));
    case Qt::TextAlignmentRole:
        return int(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant WhatFitsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole || section < 0)
        return {};
    if (orientation == Qt::Horizontal) {
        if (section >= columnCount())
            return {};
        const int cards = m_table.counts[static_cast<std::size_t>(section)];
        return cards == 1 ? tr("1 GPU") : tr("%1 GPUs").arg(m_locale.toString(cards));
    }
    if (section >= rowCount())
        return {};
    const std::string& id = m_table.gpus[static_cast<std::size_t>(section)];
    const GpuSpec* g = m_catalog.findGpu(id);
    if (!g)
        return QString::fromStdString(id);
    return tr("%1 (%2)").arg(QString::fromStdString(g->name), formatGb(g->memoryGb, m_locale, 0));
}

} // namespace headroom::ui
