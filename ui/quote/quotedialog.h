#pragma once
// File → Export quote…: the customer, the quote's facts, prices and the file, then the export.
// Everything entered is the scenario's `quote` section (details()): the window keeps it with
// the scenario, so the next export (the other language, a new date) starts from it.
#include "catalog.h"
#include "quote/quoterenderer.h"
#include "scenario.h"
#include "sizingresult.h"

#include <QDialog>
#include <functional>
#include <map>

class QCheckBox;
class QComboBox;
class QDateEdit;
class QDoubleSpinBox;
class QGroupBox;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;

namespace headroom::ui {

class QuoteDialog : public QDialog {
    Q_OBJECT
public:
    /// Starts from `scenario.quote`; a quote without a number gets the next proposed one.
    QuoteDialog(const Catalog& catalog, const Scenario& scenario, const SizingResult& result,
                QWidget* parent = nullptr);

    /// The builds pinned in the comparison dock; when there are any, a checkbox (checked)
    /// offers to include them in the quote.
    void setComparison(std::vector<PinnedBuild> builds);
    bool includesComparison() const;

    /// The quote details as entered (the scenario's `quote` section).
    QuoteDetails details() const;
    /// The options of the first language chosen (the PDF renderer's input).
    QuoteOptions options() const;
    /// The languages chosen: "en", "de" or both.
    QStringList languages() const;
    QString filePath() const;
    void setFilePath(const QString& path);
    /// The files the export writes: one per language.
    QStringList outputFiles() const;
    /// The scenario's file, which the export must not replace (with the catalog files, the
    /// imported config.json, the recipe and the logo it names: OutputGuard).
    void setScenarioFile(const QString& path);

    /// Asks before a build that does not fit or exceeds its feed is exported; returns true to
    /// export anyway. The default shows a question box; tests replace it.
    using Confirm = std::function<bool(const QString& question)>;
    void setConfirmation(Confirm confirm);

    /// Writes the PDF(s); on failure shows a message naming the file and why. True on success;
    /// false also when the user declines to quote a failing build.
    bool exportQuote();

public slots:
    void accept() override;

private:
    // The dialog's four sections, made in this order by the constructor.
    QGroupBox* createCustomerBox();
    QGroupBox* createQuoteBox();
    QGroupBox* createPriceBox();
    /// The notes and the file to save as; `browseButton` is its Browse button.
    QGroupBox* createFileBox(QPushButton*& browseButton);
    void browse();
    void proposeFileName();
    QDoubleSpinBox* priceBox(std::optional<double> catalogPrice);
    QDoubleSpinBox* percentBox(double value);

    const Catalog& m_catalog;
    const Scenario& m_scenario;
    const SizingResult& m_result;
    QuoteDetails m_initial;

    QLineEdit* m_customer;
    QLineEdit* m_contact;
    QPlainTextEdit* m_address;
    QLineEdit* m_quoteNumber;
    QDateEdit* m_date;
    QSpinBox* m_validity;
    QComboBox* m_language;
    QComboBox* m_paper;
    std::map<std::string, QDoubleSpinBox*> m_prices; ///< by line item id
    QDoubleSpinBox* m_discount;
    QDoubleSpinBox* m_vat;
    QPlainTextEdit* m_notes;
    QCheckBox* m_includeComparison;
    std::vector<PinnedBuild> m_comparison;
    QLineEdit* m_file;
    bool m_fileEdited = false;
    Confirm m_confirm;
    QString m_scenarioFile;
};

} // namespace headroom::ui
