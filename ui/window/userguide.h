#pragma once
// Help → User guide (issue 35): the user guide of resources/guide/ (Markdown, English and
// German), embedded in the program as :/guide/*.md, shown offline in a dialog in the window's
// language. The package installs the same files under /usr/share/doc/headroom.
#include <QDialog>
#include <QStringList>

QT_BEGIN_NAMESPACE
class QAction;
class QListWidget;
class QMenu;
class QTextBrowser;
QT_END_NAMESPACE

namespace headroom::ui {

class MainWindow;

/// The guide's Markdown in `language` ("de": resources/guide/benutzerhandbuch.md, anything
/// else: resources/guide/user-guide.md), read from the program's resources.
QString userGuideMarkdown(const QString& language);

/// The guide in a text browser, with its chapters (the Markdown's level-2 headings) listed on
/// the left; a click on a chapter scrolls to it.
class UserGuideDialog : public QDialog {
    Q_OBJECT
public:
    explicit UserGuideDialog(QWidget* parent = nullptr);
    /// Shows the guide in `language` ("en" or "de") and titles the dialog in the UI language.
    void showGuide(const QString& language);
    QString language() const { return m_language; }
    QTextBrowser* browser() const { return m_browser; }
    /// The chapters as the list on the left shows them.
    QStringList chapters() const;

private:
    void showChapter(int row);

    QTextBrowser* m_browser = nullptr;
    QListWidget* m_chapters = nullptr;
    QString m_language;
};

/// Adds Help → User guide (F1, QKeySequence::HelpContents) to `helpMenu`. It opens one guide
/// dialog per window in the window's language; the action's text and an open guide follow a
/// language switch. The action's object name is "userGuide", the dialog's "userGuideDialog".
QAction* addUserGuideAction(QMenu* helpMenu, MainWindow* window);

} // namespace headroom::ui
