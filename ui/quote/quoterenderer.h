#pragma once
// Renders the quote PDF from a result (never from live widgets), through QPdfWriter.
//
// The quote never calls the core's evaluate(): it draws the SizingResult it is handed. In the
// window that is the window's one evaluation (MainWindow::setScenario, evaluateWindow()), passed
// to QuoteDialog; from the command line (`headroom quote`) each quote job evaluates its scenario
// once where the job is built (loadQuoteJobs in app/quotecommand.cpp), the quote's one place
// there, since no window evaluated it (`headroom sheet` likewise once, in runSheet). The pinned
// builds of a comparison carry their own results.
#include "catalog.h"
#include "compare/comparisonmodel.h"
#include "quotedetails.h"
#include "scenario.h"
#include "sizingresult.h"

#include <QDate>
#include <QPageSize>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace headroom::ui {

struct QuoteOptions {
    QString language = QStringLiteral("en"); ///< "en" or "de"
    QPageSize::PageSizeId paper = QPageSize::A4;
    QDate date; ///< invalid = today
    /// Customer, number, validity, prices, discount, VAT and notes (the scenario's `quote`).
    QuoteDetails details;
    /// Builds pinned for comparison; non-empty adds a "Comparison of builds" section.
    std::vector<PinnedBuild> comparison;

    /// The options for one of `details`' languages: its paper, or the vendor's by default.
    static QuoteOptions forLanguage(const QuoteDetails& details, const Vendor& vendor,
                                    const QString& language);
};

/// Why a build should not be quoted as it is: the result's "does_not_fit" and "feed_exceeded"
/// warnings (the build does not hold the run, or draws more than its feed carries).
std::vector<Warning> quoteConcerns(const SizingResult& result);

class QuoteRenderer {
public:
    explicit QuoteRenderer(const Catalog& catalog);

    /// Writes the PDF through OutputFile (atomically to a regular file; a device or pipe in
    /// place). On failure returns false, sets `error` to the reason and leaves any previous file
    /// at `path` untouched.
    bool writePdf(const QString& path, const Scenario& scenario, const SizingResult& result,
                  const QuoteOptions& options, QString* error) const;

    /// Renders the PDF into memory (what writePdf() saves); empty on failure.
    QByteArray renderPdf(const Scenario& scenario, const SizingResult& result,
                         const QuoteOptions& options) const;

    /// The files a quote in `languages` is written to: `path` for one language, otherwise
    /// `path` with "-en", "-de" before its suffix (quote.pdf → quote-en.pdf, quote-de.pdf).
    static QStringList languageFiles(const QString& path, const QStringList& languages);

private:
    const Catalog& m_catalog;
};

} // namespace headroom::ui
