#pragma once
// The window's persistent settings behind named keys: the only place that touches QSettings.
#include <QByteArray>
#include <QDate>
#include <QSettings>
#include <QString>
#include <QStringList>

namespace headroom::ui {

class Settings {
public:
    static constexpr int MaxRecentFiles = 8;

    QByteArray windowGeometry() const;
    void setWindowGeometry(const QByteArray& geometry);
    QByteArray windowState() const;
    void setWindowState(const QByteArray& state);
    QByteArray splitterState() const;
    void setSplitterState(const QByteArray& state);
    QStringList recentFiles() const;
    /// Moves `path` to the front of the recent files, keeping at most MaxRecentFiles.
    void addRecentFile(const QString& path);
    void removeRecentFile(const QString& path);
    QString language() const; ///< "en" or "de"; empty = follow the system
    void setLanguage(const QString& language);
    QString lastDirectory() const;
    void setLastDirectory(const QString& directory);

    /// The next quote number, "Q-<year>-<counter>", from the stored counter.
    QString proposedQuoteNumber(const QDate& date) const;
    /// Records an exported quote number: the counter moves past it.
    void quoteNumberUsed(const QString& number);
    /// The folder of the last exported quote (Documents, else home, when unset or gone).
    QString quoteDirectory() const;
    void setQuoteDirectory(const QString& directory);

private:
    QSettings m_settings;
};

} // namespace headroom::ui
