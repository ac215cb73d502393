#pragma once
// Pinned builds side by side: one column per build, one row per figure. Figures come from each
// build's SizingResult; the model only words and formats them.
#include "catalog.h"
#include "scenario.h"
#include "sizingresult.h"

#include <QAbstractTableModel>
#include <QLocale>
#include <vector>

namespace headroom::ui {

/// One build the user pinned for comparison.
struct PinnedBuild {
    QString label;
    Scenario scenario;
    SizingResult result;
};

class ComparisonModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Row {
        Build,
        Runs,
        Verdict,
        FreeGb,
        TotalGb,
        StepTime,
        TransferShare,
        Power,
        Storage,
        Time,
        Price,
        RowCount
    };
    /// The window's extra rows, after RowCount: what the build trains (the quote lists the
    /// workload elsewhere and shows only the figure rows).
    enum WorkloadRow {
        ModelRow = RowCount,
        MethodRow,
        OptimizerRow,
        StackRow,
        SequenceRow,
        ImagesRow,
        AllRowCount
    };
    static constexpr int MaxPinned = 4;
    /// Shows the workload rows (model, method, optimizer, stack, sequence, images) too.
    void setWorkloadRows(bool on);
    /// True when the builds' texts in `row` are not all the same (highlighted).
    bool rowDiffers(int row) const;

    /// `catalog` prices the builds and must outlive the model.
    explicit ComparisonModel(const Catalog& catalog, QObject* parent = nullptr);
    /// Replaces the whole list (at most MaxPinned are kept).
    void setPinned(std::vector<PinnedBuild> pinned, const QLocale& locale);
    const std::vector<PinnedBuild>& pinned() const { return m_pinned; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    /// The text of `row` for `build` as the table shows it, shared with the quote PDF; words
    /// through tr() in this class's context (the quote's translator answers it in the document
    /// language), numbers in `locale`.
    /// The answer in a word or two (go, tight, or what blocks first): Compare's verdict row,
    /// the quote's comparison page, What fits' tooltip.
    static QString answerWord(const VerdictAnswer& answer);
    static QString cellText(const PinnedBuild& build, int row, const Catalog& catalog,
                            const QLocale& locale);
    /// The title of `row` (Build, Verdict, Free per GPU, …).
    static QString rowTitle(int row);
    /// The column title of the build at `index`: its label, else "n: 8× H200 NVL" (its number,
    /// card count and the card's short name).
    static QString columnTitle(const PinnedBuild& build, int index);

private:
    /// cellText() of the workload rows (ModelRow … ImagesRow).
    static QString workloadText(const PinnedBuild& build, int row, const Catalog& catalog,
                                const QLocale& locale);
    bool m_workloadRows = false;
    const Catalog& m_catalog;
    std::vector<PinnedBuild> m_pinned;
    QLocale m_locale;
};

} // namespace headroom::ui
