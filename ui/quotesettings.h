#pragma once
// Transitional shim: the quote dialog's remembered values (quote counter, last export folder)
// live in Settings, the one settings wrapper (STYLE.md 9). Kept so that the quote dialog and its
// tests compile unchanged while they are being edited; new code calls Settings directly.
#include "settings.h"

namespace headroom::ui {

struct QuoteSettings {
    static QString proposedQuoteNumber(const QDate& date) {
        return Settings().proposedQuoteNumber(date);
    }
    static void quoteNumberUsed(const QString& number) { Settings().quoteNumberUsed(number); }
    static QString lastDirectory() { return Settings().quoteDirectory(); }
    static void setLastDirectory(const QString& directory) {
        Settings().setQuoteDirectory(directory);
    }
};

} // namespace headroom::ui
