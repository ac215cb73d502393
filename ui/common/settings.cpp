#include "common/settings.h"

#include <QDir>
#include <QRegularExpression>
#include <QStandardPaths>

#include <algorithm>

namespace headroom::ui {

namespace {
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kSplitter = QStringLiteral("window/splitter");
const QString kRecent = QStringLiteral("files/recent");
const QString kLastDirectory = QStringLiteral("files/lastDirectory");
const QString kLanguage = QStringLiteral("ui/language");
const QString kQuoteCounter = QStringLiteral("quote/nextNumber");
const QString kQuoteDirectory = QStringLiteral("quote/lastDirectory");
} // namespace

QByteArray Settings::windowGeometry() const {
    return m_settings.value(kGeometry).toByteArray();
}
void Settings::setWindowGeometry(const QByteArray& g) {
    m_settings.setValue(kGeometry, g);
}
QByteArray Settings::windowState() const {
    return m_settings.value(kState).toByteArray();
}
void Settings::setWindowState(const QByteArray& s) {
    m_settings.setValue(kState, s);
}
QByteArray Settings::splitterState() const {
    return m_settings.value(kSplitter).toByteArray();
}
void Settings::setSplitterState(const QByteArray& s) {
    m_settings.setValue(kSplitter, s);
}
QStringList Settings::recentFiles() const {
    return m_settings.value(kRecent).toStringList();
}

void Settings::addRecentFile(const QString& path) {
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > MaxRecentFiles)
        files.removeLast();
    m_settings.setValue(kRecent, files);
}

void Settings::removeRecentFile(const QString& path) {
    QStringList files = recentFiles();
    files.removeAll(path);
    m_settings.setValue(kRecent, files);
}

QString Settings::language() const {
    return m_settings.value(kLanguage).toString();
}
void Settings::setLanguage(const QString& language) {
    m_settings.setValue(kLanguage, language);
}
QString Settings::lastDirectory() const {
    return m_settings.value(kLastDirectory).toString();
}
void Settings::setLastDirectory(const QString& d) {
    m_settings.setValue(kLastDirectory, d);
}

QString Settings::proposedQuoteNumber(const QDate& date) const {
    const int counter = std::max(1, m_settings.value(kQuoteCounter, 1).toInt());
    return QStringLiteral("Q-%1-%2").arg(date.year()).arg(counter, 4, 10, QLatin1Char('0'));
}

void Settings::quoteNumberUsed(const QString& number) {
    // A hand-typed number that ends in digits moves the counter past it as well.
    static const QRegularExpression trailing(QStringLiteral("(\\d+)\\s*$"));
    const int counter = std::max(1, m_settings.value(kQuoteCounter, 1).toInt());
    const auto match = trailing.match(number);
    const int used = match.hasMatch() ? match.captured(1).toInt() : counter;
    m_settings.setValue(kQuoteCounter, std::max(counter, used + 1));
}

QString Settings::quoteDirectory() const {
    const QString fallback = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    const QString dir = m_settings.value(kQuoteDirectory, fallback).toString();
    return QDir(dir).exists() ? dir : QDir::homePath();
}

void Settings::setQuoteDirectory(const QString& directory) {
    m_settings.setValue(kQuoteDirectory, directory);
}

} // namespace headroom::ui
