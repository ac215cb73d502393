// Help → User guide (issue 35): F1 and the menu open the guide of resources/guide/ offline, in
// the window's language; the German guide speaks German; the README stays a newcomer's page.
#include "support.h"
#include "window/mainwindow.h"
#include "window/userguide.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QKeySequence>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScrollBar>
#include <QTest>
#include <QTextBlock>
#include <QTextBrowser>
#include <QTextCursor>
#include <QTextDocument>

#include <memory>

using namespace headroom;
using namespace headroom::ui;
using headroom::test::catalog;

namespace {

std::unique_ptr<MainWindow> makeWindow() {
    auto w = std::make_unique<MainWindow>(catalog());
    w->setDialogsEnabled(false);
    w->setLanguage(QStringLiteral("en"));
    return w;
}

QString sourceFile(const QString& relative) {
    QFile file(QDir(QStringLiteral(HEADROOM_SOURCE_DIR)).filePath(relative));
    REQUIRE(file.open(QIODevice::ReadOnly));
    return QString::fromUtf8(file.readAll());
}

/// The Markdown's lines outside fenced code blocks.
QStringList proseLines(const QString& markdown) {
    QStringList lines;
    bool fenced = false;
    for (const QString& line : markdown.split(QLatin1Char('\n'))) {
        if (line.trimmed().startsWith(QLatin1String("```")))
            fenced = !fenced;
        else if (!fenced)
            lines << line;
    }
    return lines;
}

/// The texts of the Markdown's headings of `level` ("## Quotes" → "Quotes"), as written.
QStringList headings(const QString& markdown, int level) {
    const QString mark = QString(level, QLatin1Char('#')) + QLatin1Char(' ');
    QStringList texts;
    for (const QString& line : proseLines(markdown))
        if (line.startsWith(mark))
            texts << line.mid(mark.size()).trimmed();
    return texts;
}

/// The guide dialog `w` shows, or null.
UserGuideDialog* shownGuide(const MainWindow& w) {
    auto* dialog = w.findChild<UserGuideDialog*>(QStringLiteral("userGuideDialog"));
    return dialog && dialog->isVisible() ? dialog : nullptr;
}

/// The guide shows `file`: its title, and every chapter in the list and in the text.
void checkShows(const UserGuideDialog& dialog, const QString& file, const QString& title) {
    const QString markdown = sourceFile(QStringLiteral("resources/guide/") + file);
    const QStringList chapters = headings(markdown, 2);
    REQUIRE(chapters.size() >= 15);
    CHECK(dialog.windowTitle().toStdString() == title.toStdString());
    CHECK(dialog.chapters().join(QLatin1Char('\n')).toStdString() ==
          chapters.join(QLatin1Char('\n')).toStdString());
    const QString text = dialog.browser()->document()->toPlainText();
    CHECK(text.startsWith(headings(markdown, 1).value(0)));
    for (const QString& chapter : chapters)
        CHECK(text.contains(chapter));
}

} // namespace

TEST_CASE("F1 opens the user guide in the window's language, the Help menu too",
          "[ui][userguide]") {
    auto w = makeWindow();
    auto* action = w->findChild<QAction*>(QStringLiteral("userGuide"));
    REQUIRE(action);
    CHECK(action->shortcut() == QKeySequence(QKeySequence::HelpContents));
    CHECK(action->text().toStdString() == "&User guide");
    // F1 is this action's alone, and the action sits in the Help menu.
    for (const QAction* other : w->findChildren<QAction*>())
        if (other != action)
            CHECK_FALSE(other->shortcut() == action->shortcut());
    QMenu* help = nullptr;
    for (QAction* menu : w->menuBar()->actions())
        if (menu->text() == QStringLiteral("&Help"))
            help = menu->menu();
    REQUIRE(help);
    CHECK(help->actions().contains(action));

    w->resize(1280, 720);
    w->show();
    QApplication::setActiveWindow(w.get());
    REQUIRE(QTest::qWaitForWindowActive(w.get()));
    REQUIRE_FALSE(shownGuide(*w));
    QTest::keyClick(w.get(), Qt::Key_F1);
    UserGuideDialog* guide = shownGuide(*w);
    REQUIRE(guide);
    checkShows(*guide, QStringLiteral("user-guide.md"), QStringLiteral("Headroom user guide"));
    const QString english = guide->browser()->document()->toPlainText();
    CHECK(english.contains(QStringLiteral("Does not fit: short by 12.3 GB per GPU")));

    // A language switch turns the open guide German, and the menu entry.
    w->setLanguage(QStringLiteral("de"));
    CHECK(action->text().toStdString() == "&Benutzerhandbuch");
    checkShows(*guide, QStringLiteral("benutzerhandbuch.md"),
               QStringLiteral("Headroom-Benutzerhandbuch"));
    guide->close();
    REQUIRE_FALSE(shownGuide(*w));
    // From the menu, in German.
    action->trigger();
    REQUIRE(shownGuide(*w) == guide);
    checkShows(*guide, QStringLiteral("benutzerhandbuch.md"),
               QStringLiteral("Headroom-Benutzerhandbuch"));
    CHECK(guide->browser()->document()->toPlainText() != english);
    // A click on a chapter scrolls the text to it.
    auto* list = guide->findChild<QListWidget*>(QStringLiteral("userGuideChapters"));
    REQUIRE(list);
    list->setCurrentRow(list->count() - 1);
    CHECK(guide->browser()->textCursor().block().text() == list->item(list->count() - 1)->text());

    // Screenshots of the dialog over the 1280×720 window, English and German.
    QDir().mkpath(QStringLiteral(HEADROOM_SCREENSHOT_DIR));
    for (const char* language : {"en", "de"}) {
        w->setLanguage(QLatin1String(language)); // shows the guide from its title on
        QApplication::processEvents();
        // Nothing scrolls sideways: long chapter titles and code lines wrap.
        CHECK_FALSE(list->horizontalScrollBar()->isVisible());
        CHECK_FALSE(guide->browser()->horizontalScrollBar()->isVisible());
        CHECK(guide->browser()->verticalScrollBar()->value() == 0); // from the title on
        CHECK(guide->width() <= 1280);
        CHECK(guide->height() <= 720);
        CHECK(guide->grab().save(
            QStringLiteral("%1/userguide_1280x720_%2.png")
                .arg(QStringLiteral(HEADROOM_SCREENSHOT_DIR), QLatin1String(language))));
    }
    w->setLanguage(QStringLiteral("en"));
}

TEST_CASE("the German user guide is German: no English words, the glossary's terms",
          "[ui][userguide]") {
    // Words that are English and never German (not inside a hyphenated term such as
    // All-to-All), outside code (`key`, fenced blocks), file names and the calibration table
    // (the command's output, as `headroom calibrate --markdown` prints it, with the sources'
    // run names).
    static const QRegularExpression english(
        QStringLiteral("(?<![-\\w])(the|and|of|with|for|per|is|are|fits|free|short|needs|does|not|"
                       "which|where|when|that|this|from|into|each|every|one|two|at|on|to|it|its|"
                       "by|or|as|be|than|only|Build|Memory|Power|Storage|Help|File|Edit|"
                       "View|Language|Advanced|Compare|Restore)(?![-\\w])"),
        QRegularExpression::UseUnicodePropertiesOption);
    static const QRegularExpression code(QStringLiteral("`[^`]*`|\\([^)]*\\.(md|json|pdf)\\)"));
    const QString german = sourceFile(QStringLiteral("resources/guide/benutzerhandbuch.md"));
    QStringList found;
    bool table = false;
    for (const QString& line : proseLines(german)) {
        if (line.startsWith(QLatin1String("<!-- calibrate --markdown:")))
            table = !table;
        if (table)
            continue;
        QString prose = line;
        prose.remove(code);
        if (const auto match = english.match(prose); match.hasMatch())
            found << QStringLiteral("«%1» in: %2").arg(match.captured(1), line);
    }
    // The glossary's German words to avoid (resources/translations/glossary_de.tsv, third
    // column: "Einspeisung" for feed, "Rezept" for training config …) are not used either.
    const QString glossary = sourceFile(QStringLiteral("resources/translations/glossary_de.tsv"));
    for (const QString& row : glossary.split(QLatin1Char('\n'))) {
        const QStringList cells = row.split(QLatin1Char('\t'));
        if (row.startsWith(QLatin1Char('#')) || cells.size() != 3)
            continue;
        for (const QString& avoid : cells[2].split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const QRegularExpression word(QStringLiteral("(?<![\\w-])%1(?!\\w)")
                                              .arg(QRegularExpression::escape(avoid.trimmed())),
                                          QRegularExpression::UseUnicodePropertiesOption);
            for (QString line : proseLines(german))
                if (line.remove(code).contains(word))
                    found << QStringLiteral("«%1» (glossary: %2) in: %3")
                                 .arg(avoid.trimmed(), cells[1], line);
        }
    }
    INFO(found.join(QLatin1Char('\n')).toStdString());
    CHECK(found.isEmpty());
    // The check reads English: the English guide is full of these words.
    int hits = 0;
    const QString englishGuide = sourceFile(QStringLiteral("resources/guide/user-guide.md"));
    for (const QString& line : proseLines(englishGuide))
        hits += english.match(line).hasMatch() ? 1 : 0;
    CHECK(hits > 300);
}

TEST_CASE("the guides carry the README's reference story and the calibration table unchanged",
          "[ui][userguide]") {
    const QString readme = sourceFile(QStringLiteral("README.md"));
    const QString english = sourceFile(QStringLiteral("resources/guide/user-guide.md"));
    const QString german = sourceFile(QStringLiteral("resources/guide/benutzerhandbuch.md"));
    // The story's table: the figures in the README (tests/test_windowexport.cpp checks them
    // against the window) are the English guide's.
    auto story = [](const QString& text) {
        const QStringList lines = text.split(QLatin1Char('\n'));
        auto at = lines.indexOf(QStringLiteral("| # | action | what the window shows |"));
        REQUIRE(at >= 0);
        QStringList rows;
        for (; at < lines.size() && lines[at].startsWith(QLatin1Char('|')); ++at)
            rows << lines[at];
        return rows;
    };
    REQUIRE(story(readme).size() == 2 + 15); // the header, its rule and 15 actions
    CHECK(story(english).join(QLatin1Char('\n')).toStdString() ==
          story(readme).join(QLatin1Char('\n')).toStdString());
    // The calibration table (tests/test_calibration.cpp compares the English guide's with
    // `headroom calibrate --markdown`): the German guide shows the same output.
    auto calibration = [](const QString& text) {
        const QString begin = QStringLiteral("<!-- calibrate --markdown: begin -->");
        const QString end = QStringLiteral("<!-- calibrate --markdown: end -->");
        const auto from = text.indexOf(begin);
        const auto to = text.indexOf(end);
        REQUIRE(from >= 0);
        REQUIRE(to > from);
        return text.mid(from, to - from);
    };
    CHECK(calibration(german).toStdString() == calibration(english).toStdString());
}

TEST_CASE("the README stays a newcomer's page: under 260 lines", "[ui][userguide]") {
    const QString readme = sourceFile(QStringLiteral("README.md"));
    CHECK(readme.count(QLatin1Char('\n')) < 260);
    // It names the two commands .ci/run and newcomers start with, and where to read on.
    CHECK(readme.contains(QStringLiteral("./packaging/run.sh")));
    CHECK(readme.contains(QStringLiteral("./packaging/test.sh")));
    CHECK(readme.contains(QStringLiteral("resources/guide/user-guide.md")));
    CHECK(readme.contains(QStringLiteral("## Layout")));
}
