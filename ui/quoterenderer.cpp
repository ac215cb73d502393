#include "quoterenderer.h"

#include "outputfile.h"
#include "quotedocument.h"
#include "quotetranslator.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFileInfo>
#include <QPainter>
#include <QPdfWriter>

namespace headroom::ui {

namespace {
// Fine enough that text placement and chart strokes are exact; the PDF stores vectors anyway.
constexpr int kResolution = 1200;
} // namespace

QuoteRenderer::QuoteRenderer(const Catalog& catalog) : m_catalog(catalog) {}

QByteArray QuoteRenderer::renderPdf(const Scenario& scenario, const SizingResult& result,
                                    const QuoteOptions& options) const {
    QuoteTranslator translator(options.language);
    // The charts take their text from the installed translators; the scope puts the document's
    // language in front of the application's for as long as this render runs.
    QuoteTranslator::Scope scope(&translator);

    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(kResolution);
        writer.setPageLayout(QPageLayout(QPageSize(options.paper), QPageLayout::Portrait,
                                         QMarginsF(0, 0, 0, 0), QPageLayout::Point));
        writer.setCreator(QStringLiteral("Headroom"));
        QuoteDocument document(m_catalog, scenario, result, options, &translator);
        writer.setTitle(document.title());
        QPainter painter;
        if (!painter.begin(&writer))
            return {};
        document.paint(&writer, &painter);
        painter.end();
    }
    return bytes;
}

bool QuoteRenderer::writePdf(const QString& path, const Scenario& scenario,
                             const SizingResult& result, const QuoteOptions& options,
                             QString* error) const {
    auto fail = [error](const QString& why) {
        if (error)
            *error = why;
        return false;
    };
    // OutputFile refuses these without writing anything; asking it first spares the render.
    if (path.isEmpty() || QFileInfo(path).isDir())
        return OutputFile::write(path, {}, error);
    // Render first, so a failing render never touches the target.
    const QByteArray pdf = renderPdf(scenario, result, options);
    if (pdf.isEmpty())
        return fail(QCoreApplication::translate("headroom::ui::QuoteRenderer",
                                                "the PDF could not be rendered"));
    return OutputFile::write(path, pdf, error);
}

} // namespace headroom::ui
