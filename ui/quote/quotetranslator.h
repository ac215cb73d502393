#pragma once
// The quote's language, independent of the application's: the quote's own strings and the
// result charts' strings in the document language, installed only while a quote renders.
#include <QString>
#include <QTranslator>

namespace headroom::ui {

class QuoteTranslator : public QTranslator {
public:
    /// `language` is "en" or "de"; loads :/i18n/quote_<language>.qm and the charts' strings
    /// from the application's :/i18n/headroom_<language>.qm.
    explicit QuoteTranslator(const QString& language);

    /// Installs this translator into the application for the lifetime of the scope.
    class Scope {
    public:
        explicit Scope(QuoteTranslator* translator);
        ~Scope();
        Scope(const Scope&) = delete;
        Scope& operator=(const Scope&) = delete;

    private:
        QuoteTranslator* m_translator;
        bool m_installed = false;
    };

    /// Document contexts answer in the document language, falling back to the English source
    /// so that an installed UI translator in another language never leaks into the PDF.
    QString translate(const char* context, const char* sourceText,
                      const char* disambiguation = nullptr, int n = -1) const override;
    bool isEmpty() const override { return false; }

private:
    QTranslator m_quote;
    QTranslator m_charts;
};

} // namespace headroom::ui
