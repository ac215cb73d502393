#pragma once
// The comparison dock: pinned builds side by side and the catalog's recommended builds for the
// current workload. It never evaluates; the window hands it results and recommendations.
#include "catalog.h"
#include "compare/comparisonmodel.h"
#include "recommend.h"

#include <QDockWidget>
#include <QLocale>
#include <vector>

QT_BEGIN_NAMESPACE
class QLabel;
class QListWidget;
class QPushButton;
class QTableView;
QT_END_NAMESPACE

namespace headroom::ui {

class ComparisonDock : public QDockWidget {
    Q_OBJECT
public:
    /// `catalog` must outlive the dock.
    explicit ComparisonDock(const Catalog& catalog, QWidget* parent = nullptr);

    /// Adds the build as a new column; false when MaxPinned are already pinned.
    bool pin(const Scenario& scenario, const SizingResult& result);
    /// Removes the column of the selected cell, else the last one.
    void removeSelected();
    void clear();
    /// Replaces the recommended builds (best first) shown under the table.
    void setRecommendations(std::vector<Recommendation> recommendations);
    const std::vector<Recommendation>& recommendations() const { return m_recommendations; }
    /// Asks the window to make recommendation `row` the scenario (emits applyRequested).
    void applyRecommendation(int row);
    /// Asks the window to restore the pin in `column` (emits restoreRequested).
    void restorePin(int column);
    /// The pinned builds' column after a (cleared, reloaded) list; the window's file loader.
    void setPinned(std::vector<PinnedBuild> pinned);
    void setLocale(const QLocale& locale);
    void retranslate();

    ComparisonModel* model() const { return m_model; }
    /// The pinned builds' table: a click on a column header restores that pin.
    QTableView* table() const { return m_table; }
    QListWidget* recommendationList() const { return m_list; }

signals:
    void pinRequested();
    void applyRequested(const headroom::Scenario& scenario);
    /// The user asked to make a pinned build the current scenario again.
    void restoreRequested(const headroom::Scenario& scenario);

private:
    void updateButtons();
    /// A recommendation's reason line in the UI language.
    QString reasonText(const Recommendation& r) const;
    static QString variantText(VariantKind kind);

    QLocale m_locale;
    std::vector<Recommendation> m_recommendations;
    ComparisonModel* m_model;
    QTableView* m_table;
    QListWidget* m_list;
    QLabel* m_recommendedLabel;
    QPushButton* m_pinButton;
    QPushButton* m_removeButton;
    QPushButton* m_clearButton;
    QPushButton* m_applyButton;
    QPushButton* m_restoreButton;
    QLabel* m_note;
};

} // namespace headroom::ui
