#include "window/userguide.h"

#include "window/mainwindow.h"

#include <QAbstractTextDocumentLayout>
#include <QAction>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QKeySequence>
#include <QListWidget>
#include <QMenu>
#include <QPointer>
#include <QScrollBar>
#include <QSplitter>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>
#include <QVBoxLayout>

#include <algorithm>

namespace headroom::ui {

QString userGuideMarkdown(const QString& language) {
    // ui/CMakeLists.txt embeds resources/guide/ under :/guide.
    QFile file(language == QLatin1String("de") ? QStringLiteral(":/guide/benutzerhandbuch.md")
                                               : QStringLiteral(":/guide/user-guide.md"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

UserGuideDialog::UserGuideDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("userGuideDialog"));
    m_chapters = new QListWidget;
    m_chapters->setObjectName(QStringLiteral("userGuideChapters"));
    // Long chapter titles wrap instead of scrolling sideways.
    m_chapters->setWordWrap(true);
    m_chapters->setTextElideMode(Qt::ElideNone);
    m_chapters->setResizeMode(QListView::Adjust);
    m_chapters->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_chapters->setSpacing(2); // a wrapped title stays apart from the next
    m_browser = new QTextBrowser;
    m_browser->setObjectName(QStringLiteral("userGuideText"));
    m_browser->setOpenLinks(false); // the guide is the whole document; nothing to follow offline
    auto* splitter = new QSplitter;
    splitter->addWidget(m_chapters);
    splitter->addWidget(m_browser);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({260, 740});
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(splitter, 1);
    layout->addWidget(buttons);
    connect(m_chapters, &QListWidget::currentRowChanged, this, &UserGuideDialog::showChapter);
    // Made for the window at 1280×720 or 1366×768: the dialog stays inside it.
    const QSize room = parent ? parent->size() : QSize(1280, 720);
    resize(std::min(1040, room.width() * 9 / 10), std::min(680, room.height() * 9 / 10));
}

void UserGuideDialog::showGuide(const QString& language) {
    m_language = language == QLatin1String("de") ? language : QStringLiteral("en");
    setWindowTitle(tr("Headroom user guide"));
    m_browser->setMarkdown(userGuideMarkdown(m_language));
    // Code blocks (commands and their output) wrap at the window's edge like the text, so that
    // nothing needs a sideways scroll at 1280×720.
    QTextCursor cursor(m_browser->document());
    cursor.select(QTextCursor::Document);
    QTextBlockFormat wrap;
    wrap.setNonBreakableLines(false);
    cursor.mergeBlockFormat(wrap);
    const QSignalBlocker block(m_chapters);
    m_chapters->clear();
    for (QTextBlock b = m_browser->document()->begin(); b.isValid(); b = b.next()) {
        if (b.blockFormat().headingLevel() != 2)
            continue;
        auto* item = new QListWidgetItem(b.text(), m_chapters);
        item->setData(Qt::UserRole, b.blockNumber());
    }
    // The guide opens at its title, with the keys (Page Down, arrows) on the text.
    m_browser->moveCursor(QTextCursor::Start);
    m_browser->verticalScrollBar()->setValue(0);
    m_browser->setFocus();
}

QStringList UserGuideDialog::chapters() const {
    QStringList texts;
    for (int i = 0; i < m_chapters->count(); ++i)
        texts << m_chapters->item(i)->text();
    return texts;
}

void UserGuideDialog::showChapter(int row) {
    if (row < 0)
        return;
    const int number = m_chapters->item(row)->data(Qt::UserRole).toInt();
    const QTextBlock block = m_browser->document()->findBlockByNumber(number);
    m_browser->setTextCursor(QTextCursor(block));
    const QRectF where = m_browser->document()->documentLayout()->blockBoundingRect(block);
    m_browser->verticalScrollBar()->setValue(static_cast<int>(where.top()));
}

namespace {

/// The action's text follows the window's language, and so does an open guide: the window
/// receives LanguageChange when MainWindow::setLanguage() swaps the translators.
class UserGuideOpener : public QObject {
public:
    UserGuideOpener(QAction* action, MainWindow* window)
        : QObject(action), m_action(action), m_window(window) {
        window->installEventFilter(this);
        retranslate();
    }

    void open() {
        if (!m_dialog)
            m_dialog = new UserGuideDialog(m_window);
        m_dialog->showGuide(m_window->language());
        m_dialog->show();
        m_dialog->raise();
        m_dialog->activateWindow();
    }

protected:
    bool eventFilter(QObject* watched, QEvent* event) override {
        if (watched == m_window && event->type() == QEvent::LanguageChange) {
            retranslate();
            if (m_dialog && m_dialog->language() != m_window->language())
                m_dialog->showGuide(m_window->language());
        }
        return QObject::eventFilter(watched, event);
    }

private:
    void retranslate() {
        m_action->setText(UserGuideDialog::tr("&User guide"));
        m_action->setToolTip(UserGuideDialog::tr("How to use Headroom, offline, in the "
                                                 "window's language"));
    }

    QAction* m_action;
    MainWindow* m_window;
    QPointer<UserGuideDialog> m_dialog;
};

} // namespace

QAction* addUserGuideAction(QMenu* helpMenu, MainWindow* window) {
    auto* action = new QAction(window);
    action->setObjectName(QStringLiteral("userGuide"));
    action->setShortcut(QKeySequence::HelpContents); // F1 on Linux and Windows
    auto* opener = new UserGuideOpener(action, window);
    QObject::connect(action, &QAction::triggered, opener, [opener] { opener->open(); });
    helpMenu->insertAction(helpMenu->actions().value(0), action); // above About
    return action;
}

} // namespace headroom::ui
