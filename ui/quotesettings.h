#pragma once
// The quote dialog's remembered values: the quote-number counter and the last export folder.
#include <QDate>
#include <QString>

namespace headroom::ui {

class QuoteSettings {
public:
    /// The next quote number, "Q-<year>-<counter>", from the counter kept in QSettings.
    static QString proposedQuoteNumber(const QDate& date);
    /// Records an exported quote number: the counter moves past it.
    static void quoteNumberUsed(const QString& number);
    static QString lastDirectory();
    static void setLastDirectory(const QString& directory);
};

} // namespace headroom::ui
