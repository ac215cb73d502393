#include "comparisonmodel.h"

#include "numberformat.h"

namespace headroom::ui {

ComparisonModel::ComparisonModel(const Catalog& catalog, QObject* parent)
    : QAbstractTableModel(parent), m_catalog(catalog) {}

void ComparisonModel::setPinned(std::vector<PinnedBuild> pinned, const QLocale& locale) {
    beginResetModel();
    m_pinned = std::move(pinned);
    if (m_pinned.size() > MaxPinned)
        m_pinned.resize(MaxPinned);
    m_locale = locale;
    endResetModel();
}

int ComparisonModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : RowCount;
}

int ComparisonModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_pinned.size());
}

QString ComparisonModel::cellText(const PinnedBuild& build, int row, const Catalog& catalog,
                                  const QLocale& locale) {
    const SizingResult& r = build.result;
    switch (row) {
    case Build:
        return tr("%1 × %2").arg(r.gpuCount).arg(QString::fromStdString(r.gpuName)) +
               QLatin1Char('\n') + QString::fromStdString(r.serverName);
    case Runs:
        return r.runsSideBySide > 1
                   ? tr("%1 runs of %2 GPUs")
                         .arg(locale.toString(r.runsSideBySide), locale.toString(r.gpusPerRun))
                   : tr("one run");
    case Verdict:
        return r.fits ? tr("Fits") : tr("Does not fit");
    case FreeGb:
        return formatGb(r.perGpu.headroom, locale);
    case TotalGb:
        return tr("%1 / %2").arg(formatGb(r.perGpu.total, locale),
                                 formatGb(r.perGpu.capacity, locale));
    case StepTime:
        return formatSeconds(r.step.stepS, locale);
    case TransferShare:
        if (r.step.computeS <= 0)
            return tr("n/a");
        return tr("%1 %").arg(locale.toString(100.0 * r.step.transferS / r.step.computeS, 'f', 0));
    case Power: {
        QStringList feeds;
        for (const Feed& f : r.feeds)
            if (f.fits)
                feeds << (f.phases == 3 ? tr("%1 A 3-phase") : tr("%1 A"))
                             .arg(locale.toString(f.amps, 'f', 0));
        return tr("%1 (fits %2)")
            .arg(formatKw(r.power.total, locale),
                 feeds.isEmpty() ? tr("no feed") : feeds.join(QStringLiteral(", ")));
    }
    case Storage:
        return tr("%1 TB").arg(locale.toString(r.storage.total / 1000.0, 'f', 2));
    case Time:
        return tr("%1 h").arg(locale.toString(r.time.hours, 'f', 1));
    case Price: {
        const ServerSpec* server = catalog.findServer(r.serverId);
        const GpuSpec* gpu = catalog.findGpu(r.gpuId);
        if (!server || !gpu || !server->price || !gpu->price)
            return tr("on request");
        const double price = *server->price + r.gpuCount * *gpu->price;
        return locale.toCurrencyString(price, QString::fromStdString(catalog.vendor.currency), 0);
    }
    }
    return {};
}

QVariant ComparisonModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const PinnedBuild& build = m_pinned[static_cast<std::size_t>(index.column())];
    if (role == Qt::DisplayRole)
        return cellText(build, index.row(), m_catalog, m_locale);
    if (role == Qt::ToolTipRole && index.row() == Build)
        return build.label;
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(index.row() == Build ? Qt::AlignCenter
                                                        : Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant ComparisonModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= columnCount())
            return {};
        return columnTitle(m_pinned[static_cast<std::size_t>(section)], section);
    }
    return rowTitle(section);
}

QString ComparisonModel::columnTitle(const PinnedBuild& build, int index) {
    return build.label.isEmpty() ? tr("Build %1").arg(index + 1) : build.label;
}

QString ComparisonModel::rowTitle(int row) {
    switch (row) {
    case Build:
        return tr("Build");
    case Runs:
        return tr("Runs side by side");
    case Verdict:
        return tr("Verdict");
    case FreeGb:
        return tr("Free per GPU");
    case TotalGb:
        return tr("Used / capacity per GPU");
    case StepTime:
        return tr("Step time (overlapped)");
    case TransferShare:
        return tr("Transfer / compute");
    case Power:
        return tr("Power");
    case Storage:
        return tr("Checkpoint storage");
    case Time:
        return tr("Time for the dataset");
    case Price:
        return tr("Price");
    }
    return {};
}

} // namespace headroom::ui
