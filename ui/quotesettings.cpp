#include "quotesettings.h"

#include <QDir>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>

namespace headroom::ui {

namespace {
const QString kCounterKey = QStringLiteral("quote/nextNumber");
const QString kDirectoryKey = QStringLiteral("quote/lastDirectory");
} // namespace

QString QuoteSettings::proposedQuoteNumber(const QDate& date) {
    const int counter = std::max(1, QSettings().value(kCounterKey, 1).toInt());
    return QStringLiteral("Q-%1-%2").arg(date.year()).arg(counter, 4, 10, QLatin1Char('0'));
}

void QuoteSettings::quoteNumberUsed(const QString& number) {
    // A hand-typed number that ends in digits moves the counter past it as well.
    static const QRegularExpression trailing(QStringLiteral("(\\d+)\\s*$"));
    QSettings settings;
    const int counter = std::max(1, settings.value(kCounterKey, 1).toInt());
    const auto match = trailing.match(number);
    const int used = match.hasMatch() ? match.captured(1).toInt() : counter;
    settings.setValue(kCounterKey, std::max(counter, used + 1));
}

QString QuoteSettings::lastDirectory() {
    const QString fallback = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString dir = QSettings().value(kDirectoryKey, fallback).toString();
    return QDir(dir).exists() ? dir : QDir::homePath();
}

void QuoteSettings::setLastDirectory(const QString& directory) {
    QSettings().setValue(kDirectoryKey, directory);
}

} // namespace headroom::ui
