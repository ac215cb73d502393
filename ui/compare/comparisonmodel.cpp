#include "compare/comparisonmodel.h"

#include "common/catalognames.h"
#include "common/numberformat.h"

#include <QBrush>
#include <QColor>
#include <QCoreApplication>

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

void ComparisonModel::setWorkloadRows(bool on) {
    beginResetModel();
    m_workloadRows = on;
    endResetModel();
}

int ComparisonModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : (m_workloadRows ? int(AllRowCount) : int(RowCount));
}

bool ComparisonModel::rowDiffers(int row) const {
    for (std::size_t c = 1; c < m_pinned.size(); ++c)
        if (cellText(m_pinned[c], row, m_catalog, m_locale) !=
            cellText(m_pinned[0], row, m_catalog, m_locale))
            return true;
    return false;
}

int ComparisonModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_pinned.size());
}

QString ComparisonModel::answerWord(const VerdictAnswer& a) {
    switch (a.state) {
    case VerdictState::Fits:
        return tr("Fits");
    case VerdictState::Tight:
        return tr("Tight");
    case VerdictState::ServingShort:
        return tr("Serving falls short");
    case VerdictState::PowerExceeded:
        return tr("Exceeds the planned feed");
    case VerdictState::EngineNoRoom:
        return tr("No room for the rollout engine");
    case VerdictState::DoesNotFit:
        return tr("Does not fit");
    case VerdictState::PlanRefused:
        return tr("Plan refused");
    }
    return tr("Does not fit");
}

QString ComparisonModel::cellText(const PinnedBuild& build, int row, const Catalog& catalog,
                                  const QLocale& locale) {
    const SizingResult& r = build.result;
    switch (row) {
    case Build:
        return tr("%1 × %2").arg(r.gpuCount).arg(QString::fromStdString(r.gpuName)) +
               QLatin1Char('\n') + catalogText(r.serverName);
    case Runs:
        return r.runsSideBySide > 1
                   ? tr("%1 runs of %2 GPUs")
                         .arg(locale.toString(r.runsSideBySide), locale.toString(r.gpusPerRun))
                   : tr("one run");
    case Verdict:
        return answerWord(r.answer);
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
    case ModelRow:
    case MethodRow:
    case OptimizerRow:
    case StackRow:
    case SequenceRow:
    case ImagesRow:
        return workloadText(build, row, catalog, locale);
    case Price: {
        // The quote's arithmetic, as evaluate() priced it once (core/costs/pricing): every
        // server of a cluster with its cards, the network, the service, the build's own quote
        // prices and discount; before VAT, the purchase that own-or-rent weighs. Parts still
        // without a price are counted beside it.
        const PurchasePrice& p = r.purchase;
        if (!p.net)
            return tr("on request");
        const QString net = locale.toCurrencyString(*p.net, QString::fromStdString(p.currency), 0);
        return p.onRequest > 0
                   ? net + QLatin1Char('\n') + tr("+ %n item(s) on request", nullptr, p.onRequest)
                   : net;
    }
    }
    return {};
}

QString ComparisonModel::workloadText(const PinnedBuild& build, int row, const Catalog& catalog,
                                      const QLocale& locale) {
    const SizingResult& r = build.result;
    switch (row) {
    case ModelRow:
        return QString::fromStdString(r.modelName); // resolved once (core/build/resolvebuild)
    case MethodRow: {
        const Scenario& s = build.scenario;
        const QString method = s.method == Method::Full    ? tr("Full fine-tune")
                               : s.method == Method::Lora  ? tr("LoRA")
                               : s.method == Method::Qlora ? tr("QLoRA")
                                                           : tr("LoRA (8-bit base)");
        return s.method == Method::Full
                   ? method
                   : tr("%1, rank %2").arg(method, locale.toString(s.loraRank));
    }
    case OptimizerRow: {
        const Scenario& s = build.scenario;
        if (s.offload == Offload::Optimizer)
            return tr("AdamW, optimizer offloaded");
        if (s.offload == Offload::Parameters)
            return tr("AdamW, parameters offloaded");
        return s.optimizer == Optimizer::AdamW8bit        ? tr("8-bit Adam")
               : s.optimizer == Optimizer::PagedAdamW     ? tr("Paged AdamW")
               : s.optimizer == Optimizer::PagedAdamW8bit ? tr("Paged 8-bit AdamW")
               : s.optimizer == Optimizer::AdamW4bit      ? tr("4-bit AdamW")
                                                          : tr("AdamW (32-bit)");
    }
    case StackRow: {
        const StackSpec* stack = catalog.findStack(build.scenario.stack);
        // The stack's name as the panel shows it (translated there, in its context).
        return stack
                   ? QCoreApplication::translate("headroom::ui::ScenarioPanel", stack->name.c_str())
                   : tr("none");
    }
    case SequenceRow:
        return tr("%1 tokens").arg(formatCount(double(build.scenario.sequenceLength), locale));
    case ImagesRow: {
        const Scenario& s = build.scenario;
        if (s.imageShare <= 0 || s.imagesPerSample <= 0 || r.imageTokensPerImage <= 0)
            return tr("none");
        return tr("%1 % of samples, %2 × %3×%4 px")
            .arg(locale.toString(qRound(s.imageShare * 100)), locale.toString(s.imagesPerSample),
                 locale.toString(s.imageWidth), locale.toString(s.imageHeight));
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
    if (role == Qt::BackgroundRole && m_pinned.size() > 1 && rowDiffers(index.row()))
        return QBrush(QColor(0xff, 0xf3, 0xc4)); // differences highlighted, light amber
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
    // The user's label, else the number and the hardware: "2: 8× H200 NVL" tells two pins
    // apart in Compare's header and Where it runs out's legend (the quote's comparison page
    // passes no build and keeps "Build n").
    if (!build.label.isEmpty())
        return build.label;
    const SizingResult& r = build.result;
    if (r.gpuShortName.empty())
        return tr("Build %1").arg(index + 1);
    return tr("%1: %2× %3")
        .arg(QString::number(index + 1), QLocale().toString(r.gpuCount),
             QString::fromStdString(r.gpuShortName));
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
    case ModelRow:
        return tr("Model");
    case MethodRow:
        return tr("Method");
    case OptimizerRow:
        return tr("Optimizer");
    case StackRow:
        return tr("Training stack");
    case SequenceRow:
        return tr("Sequence length");
    case ImagesRow:
        return tr("Images");
    }
    return {};
}

} // namespace headroom::ui
