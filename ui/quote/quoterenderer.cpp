#include "quote/quoterenderer.h"

#include "common/outputfile.h"
#include "quote/pdfmetadata.h"
#include "quote/quotedocument.h"
#include "quote/quotetranslator.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QDir>
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
    PdfMetadata metadata;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&buffer);
        writer.setResolution(kResolution);
        writer.setPageLayout(QPageLayout(QPageSize(options.paper), QPageLayout::Portrait,
                                         QMarginsF(0, 0, 0, 0), QPageLayout::Point));
        // An archive document (ISO 19005-1, PDF/A-1b): fonts embedded, no transparency, XMP
        // metadata; Qt writes all three in this mode.
        writer.setPdfVersion(QPagedPaintDevice::PdfVersion_A1b);
        writer.setCreator(QStringLiteral("Headroom"));
        QuoteDocument document(m_catalog, scenario, result, options, &translator);
        writer.setTitle(document.title());
        QPainter painter;
        if (!painter.begin(&writer))
            return {};
        document.paint(&writer, &painter);
        painter.end();
        metadata.author = QString::fromStdString(m_catalog.vendor.name);
        metadata.subject = document.subject();
        metadata.keywords = document.keywords();
    }
    return metadata.applyTo(bytes);
}

QStringList QuoteRenderer::languageFiles(const QString& path, const QStringList& languages) {
    if (languages.size() <= 1)
        return {path};
    const QFileInfo info(path);
    const QString suffix = info.suffix().isEmpty() ? QString() : QLatin1Char('.') + info.suffix();
    const QString stem = suffix.isEmpty() ? path : path.left(path.size() - suffix.size());
    QStringList files;
    for (const QString& language : languages)
        files << QStringLiteral("%1-%2%3").arg(stem, language, suffix);
    return files;
}

QuoteOptions QuoteOptions::forLanguage(const QuoteDetails& details, const Vendor& vendor,
                                       const QString& language) {
    QuoteOptions o;
    o.language = language;
    const std::string& paper = details.paper.empty() ? vendor.paper : details.paper;
    o.paper = paper == "letter" ? QPageSize::Letter : QPageSize::A4;
    o.details = details;
    return o;
}

std::vector<Warning> quoteConcerns(const SizingResult& result) {
    // The answer decides (core/pipeline/verdictanswer.cpp): a no_go build is never quoted
    // silently. Its headline first, then the warnings behind its other blockers.
    std::vector<Warning> concerns;
    const VerdictAnswer& a = result.answer;
    if (a.answer != AnswerState::NoGo)
        return concerns;
    concerns.push_back(Warning{a.headlineCode, a.headlineArgs});
    auto behind = [&](const std::string& code) {
        for (std::size_t i = 1; i < a.blockers.size(); ++i) {
            const std::string& b = a.blockers[i];
            if ((b == "does_not_fit" && code == "does_not_fit") ||
                (b == "feed_exceeded" && (code == "feed_exceeded" || code == "feed3_exceeded")) ||
                (b == "rl_engine_no_room" &&
                 (code == "rl_engine_no_room" || code == "rl_engine_short")) ||
                (b == "serving_short" && code.rfind("serving_", 0) == 0))
                return true;
        }
        return false;
    };
    for (const Warning& w : result.warnings)
        if (behind(w.code))
            concerns.push_back(w);
    return concerns;
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
