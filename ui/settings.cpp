#include "settings.h"

namespace headroom::ui {

namespace {
const QString kGeometry = QStringLiteral("window/geometry");
const QString kState = QStringLiteral("window/state");
const QString kSplitter = QStringLiteral("window/splitter");
const QString kRecent = QStringLiteral("files/recent");
const QString kLastDirectory = QStringLiteral("files/lastDirectory");
const QString kLanguage = QStringLiteral("ui/language");
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

} // namespace headroom::ui
