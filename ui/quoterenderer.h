#pragma once
// Renders the quote PDF from a result (never from live widgets), through QPdfWriter.
#include "catalog.h"
#include "comparisonmodel.h"
#include "scenario.h"
#include "sizingresult.h"

#include <QDate>
#include <QPageSize>
#include <QString>
#include <optional>
#include <vector>

namespace headroom::ui {

struct QuoteOptions {
    QString language = QStringLiteral("en"); ///< "en" or "de"
    QPageSize::PageSizeId paper = QPageSize::A4;
    QString customerName;
    QString customerCompany;
    QString quoteNumber;
    QDate date;           ///< invalid = today
    int validityDays = 0; ///< 0 = the catalog vendor's default
    QString notes;
    double discountPercent = 0;
    /// Prices in the catalog currency; unset = the catalog's price, or "on request" if none.
    std::optional<double> serverPrice;     ///< chassis, CPUs, storage (without GPUs)
    std::optional<double> gpuPrice;        ///< per card
    std::optional<double> hostMemoryPrice; ///< the installed host memory as one line
    std::optional<double> servicePrice;    ///< assembly, test, delivery
    /// Builds pinned for comparison; non-empty adds a "Comparison of builds" section.
    std::vector<PinnedBuild> comparison;
};

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

private:
    const Catalog& m_catalog;
};

} // namespace headroom::ui
