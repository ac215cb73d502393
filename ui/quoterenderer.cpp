#include "quoterenderer.h"

namespace headroom::ui {

QuoteRenderer::QuoteRenderer(const Catalog& catalog) : m_catalog(catalog) {}

bool QuoteRenderer::writePdf(const QString&, const Scenario&, const SizingResult&,
                             const QuoteOptions&, QString* error) const {
    if (error)
        *error = QStringLiteral("quote rendering is not implemented yet"); // TODO(issue 6)
    return false;
}

} // namespace headroom::ui
