#pragma once
// File → Export quote…: the customer, the quote's facts, prices and the file, then the export.
#include "catalog.h"
#include "quoterenderer.h"
#include "scenario.h"
#include "sizingresult.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QDoubleSpinBox;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace headroom::ui {

class QuoteDialog : public QDialog {
    Q_OBJECT
public:
    QuoteDialog(const Catalog& catalog, const Scenario& scenario, const SizingResult& result,
                QWidget* parent = nullptr);

    /// The builds pinned in the comparison dock; when there are any, a checkbox (checked)
    /// offers to include them in the quote.
    void setComparison(std::vector<PinnedBuild> builds);
    bool includesComparison() const;

    /// The quote details as entered.
    QuoteOptions options() const;
    QString filePath() const;
    void setFilePath(const QString& path);
    /// Writes the PDF; on failure shows a message naming the file and why. True on success.
    bool exportQuote();

public slots:
    void accept() override;

private:
    void browse();
    void proposeFileName();
    QDoubleSpinBox* priceBox(std::optional<double> catalogPrice);

    const Catalog& m_catalog;
    const Scenario& m_scenario;
    const SizingResult& m_result;

    QLineEdit* m_customerName;
    QLineEdit* m_customerCompany;
    QLineEdit* m_quoteNumber;
    QDateEdit* m_date;
    QSpinBox* m_validity;
    QComboBox* m_language;
    QComboBox* m_paper;
    QDoubleSpinBox* m_serverPrice;
    QDoubleSpinBox* m_gpuPrice;
    QDoubleSpinBox* m_memoryPrice;
    QDoubleSpinBox* m_servicePrice;
    QDoubleSpinBox* m_discount;
    QPlainTextEdit* m_notes;
    QCheckBox* m_includeComparison;
    std::vector<PinnedBuild> m_comparison;
    QLineEdit* m_file;
    bool m_fileEdited = false;
};

} // namespace headroom::ui
