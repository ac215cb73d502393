#include "quote/quotetranslator.h"

#include <QCoreApplication>

namespace headroom::ui {

namespace {
// The quote's own strings live in quote_<lang>.ts.
bool isQuoteContext(const char* context) {
    return QLatin1String(context).startsWith(QLatin1String("headroom::ui::Quote"));
}

// Contexts whose text ends up in the PDF. The charts, the comparison table's cells
// (ComparisonModel::cellText), the built-in catalog's names (catalogText) and an imported
// training config's note (recipenote.h) are the window's strings: one translation,
// headroom_<lang>.ts.
bool isDocumentContext(const char* context) {
    const QLatin1String name(context);
    return isQuoteContext(context) || name == QLatin1String("ResultCharts") ||
           name == QLatin1String("headroom::ui::ResultCharts") ||
           name == QLatin1String("headroom::ui::ComparisonModel") ||
           name == QLatin1String("CatalogNames") ||
           name == QLatin1String("headroom::ui::RecipeNote");
}
} // namespace

QuoteTranslator::QuoteTranslator(const QString& language) {
    const QString lang = language == QLatin1String("de") ? language : QStringLiteral("en");
    (void)m_quote.load(QStringLiteral(":/i18n/quote_%1.qm").arg(lang));
    (void)m_charts.load(QStringLiteral(":/i18n/headroom_%1.qm").arg(lang));
}

QString QuoteTranslator::translate(const char* context, const char* sourceText,
                                   const char* disambiguation, int n) const {
    if (!context || !isDocumentContext(context))
        return {};
    QString text = (isQuoteContext(context) ? m_quote : m_charts)
                       .translate(context, sourceText, disambiguation, n);
    if (text.isEmpty())
        text = QString::fromUtf8(sourceText);
    return text;
}

QuoteTranslator::Scope::Scope(QuoteTranslator* translator) : m_translator(translator) {
    if (QCoreApplication::instance())
        m_installed = QCoreApplication::installTranslator(m_translator);
}

QuoteTranslator::Scope::~Scope() {
    if (m_installed)
        QCoreApplication::removeTranslator(m_translator);
}

} // namespace headroom::ui
