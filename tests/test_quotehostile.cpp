// Hostile text in the quote PDF (issue 36): every text from a file (the vendor's name, address,
// e-mail and terms, the customer, contact, address, quote number and notes, the model's and the
// GPU's names, a recipe's keys) wraps within its column, a word wider than the column too, and is
// never cut; control characters in it are written as escapes by the one sanitiser
// (escapeControls), so that no such text starts a line of its own. Read back with
// `pdftotext -bbox`: each word's box on the page.
#include "catalog.h"
#include "quote/quoterenderer.h"
#include "scenario.h"
#include "sizing.h"
#include "support.h"

#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <catch2/catch.hpp>
#include <functional>

using namespace headroom;
using headroom::test::catalog;
using headroom::ui::QuoteOptions;
using headroom::ui::QuoteRenderer;

namespace {

struct Word {
    int page = 0;
    double xMin = 0, yMin = 0, xMax = 0, yMax = 0;
    QString text;
};

struct Pdf {
    QString text; ///< pdftotext, plain
    std::vector<Word> words;
    double pageWidth = 0, pageHeight = 0;
};

QString run(const QStringList& arguments) {
    QProcess process;
    process.start(QStringLiteral("pdftotext"), arguments);
    REQUIRE(process.waitForFinished(30000));
    REQUIRE(process.exitCode() == 0);
    return QString::fromUtf8(process.readAllStandardOutput());
}

QString unescapeHtml(QString s) {
    return s.replace(QStringLiteral("&lt;"), QStringLiteral("<"))
        .replace(QStringLiteral("&gt;"), QStringLiteral(">"))
        .replace(QStringLiteral("&quot;"), QStringLiteral("\""))
        .replace(QStringLiteral("&apos;"), QStringLiteral("'"))
        .replace(QStringLiteral("&amp;"), QStringLiteral("&"));
}

Pdf render(const Catalog& cat, const Scenario& s, const SizingResult& r, const QuoteOptions& o) {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("hostile.pdf"));
    QString error;
    REQUIRE(QuoteRenderer(cat).writePdf(path, s, r, o, &error));
    Pdf pdf;
    pdf.text = run({path, QStringLiteral("-")});
    const QString html = run({QStringLiteral("-bbox"), path, QStringLiteral("-")});
    const QRegularExpression tag(QStringLiteral(
        R"re(<page width="([\d.]+)" height="([\d.]+)">|<word xMin="([\d.]+)" yMin="([\d.]+)" )re"
        R"re(xMax="([\d.]+)" yMax="([\d.]+)">(.*?)</word>)re"));
    int page = 0;
    for (auto it = tag.globalMatch(html); it.hasNext();) {
        const auto m = it.next();
        if (!m.captured(1).isEmpty()) {
            ++page;
            pdf.pageWidth = m.captured(1).toDouble();
            pdf.pageHeight = m.captured(2).toDouble();
            continue;
        }
        pdf.words.push_back({page, m.captured(3).toDouble(), m.captured(4).toDouble(),
                             m.captured(5).toDouble(), m.captured(6).toDouble(),
                             unescapeHtml(m.captured(7))});
    }
    REQUIRE(page > 0);
    return pdf;
}

/// Text without white space, hyphens and the break opportunities (U+200B) in long words.
QString folded(QString text) {
    text.remove(QRegularExpression(QStringLiteral("[\\s\\x{200b}-]")));
    return text;
}

QuoteOptions englishOptions() {
    QuoteOptions o;
    o.language = QStringLiteral("en");
    o.date = QDate(2026, 10, 24);
    return o;
}

/// One word of `n` copies of a Greek letter: no other text of the quote uses it, so each
/// piece of the word on the page is found by that letter.
std::string longWord(const char* letter, int n = 150) {
    std::string word;
    for (int i = 0; i < n; ++i)
        word += letter;
    return word;
}

} // namespace

TEST_CASE("a word wider than its column wraps in every block of the quote, never cut",
          "[quote][badoutput]") {
    // A4: 595.3 pt wide; 18 mm = 51.0 pt margins at the sides: the content is 493.2 pt wide.
    const double side = 18 / 25.4 * 72;
    Catalog cat = catalog();
    cat.vendor.name = "Vendor " + longWord("ε");
    cat.vendor.address = {"Street 1", longWord("α")};
    cat.vendor.email = longWord("η") + "@example.com";
    Scenario s;
    SizingResult r = evaluate(s, cat);
    r.modelName = "Model " + longWord("θ");
    QuoteOptions o = englishOptions();
    o.details.customer = longWord("β");
    o.details.contact = longWord("ζ");
    o.details.address = "Road 2\n" + longWord("ι");
    o.details.number = "Q-" + longWord("γ", 80);
    o.details.notes = "Note " + longWord("δ", 400) + " end.";
    const Pdf pdf = render(cat, s, r, o);
    const double w = pdf.pageWidth - 2 * side, left = side;
    const double contentBottom = pdf.pageHeight - 20 / 25.4 * 72;
    struct Block {
        const char* what;
        QString letter;
        std::string written; ///< the field's whole text, found in the extracted text
        std::function<bool(const Word&)> in; ///< the words of this block
        double columnLeft, columnRight;      ///< where each of its pieces lies
    };
    const auto letterhead = [](const Word& wd) { return wd.page == 1 && wd.yMin < 200; };
    const std::vector<Block> blocks = {
        // The letterhead's name: left 63 % of the width (the logo before it).
        {"vendor name", QStringLiteral("ε"), cat.vendor.name, letterhead, left, left + 0.63 * w},
        // The vendor's address block: the right 35 %.
        {"vendor address line", QStringLiteral("α"), cat.vendor.address[1], letterhead,
         left + 0.65 * w, left + w},
        {"vendor e-mail", QStringLiteral("η"), cat.vendor.email, letterhead, left + 0.65 * w,
         left + w},
        // The customer on the left half, the quote number in the facts' right 30 %.
        {"customer", QStringLiteral("β"), o.details.customer,
         [](const Word& wd) { return wd.page == 1; }, left, left + 0.5 * w},
        {"contact", QStringLiteral("ζ"), o.details.contact,
         [](const Word& wd) { return wd.page == 1; }, left, left + 0.5 * w},
        {"customer address", QStringLiteral("ι"), "ιιι", [](const Word& wd) { return wd.page == 1; },
         left, left + 0.5 * w},
        {"quote number", QStringLiteral("γ"), o.details.number,
         [](const Word& wd) { return wd.page == 1; }, left + 0.70 * w, left + w},
        // The running header of the following pages: the whole width.
        {"quote number in the running header", QStringLiteral("γ"), o.details.number,
         [](const Word& wd) { return wd.page > 1; }, left, left + w},
        {"notes", QStringLiteral("δ"), o.details.notes, [](const Word&) { return true; }, left,
         left + w},
        // The model's name in the subtitle, the configuration and the method notes.
        {"model name", QStringLiteral("θ"), r.modelName, [](const Word&) { return true; }, left,
         left + w},
        // The footer's contact line: left of the page number (40 pt).
        {"vendor name in the footer", QStringLiteral("ε"), cat.vendor.name,
         [=](const Word& wd) { return wd.yMin > contentBottom; }, left, left + w - 40},
    };
    const QString all = folded(pdf.text);
    for (const Block& b : blocks) {
        INFO(b.what);
        CHECK(all.contains(folded(QString::fromStdString(b.written))));
        int pieces = 0;
        for (const Word& wd : pdf.words) {
            if (!wd.text.contains(b.letter) || !b.in(wd))
                continue;
            ++pieces;
            INFO(wd.text.toStdString() << " on page " << wd.page << " at " << wd.xMin << " .. "
                                       << wd.xMax);
            CHECK(wd.xMin >= b.columnLeft - 1);
            CHECK(wd.xMax <= b.columnRight + 1);
        }
        // 150 letters are several lines in every one of these columns.
        CHECK(pieces >= 2);
    }
    // Nothing on any page runs past the margins.
    for (const Word& wd : pdf.words) {
        INFO(wd.text.toStdString() << " on page " << wd.page);
        CHECK(wd.xMin >= left - 1);
        CHECK(wd.xMax <= left + w + 1);
    }
}

TEST_CASE("control characters in the quote's texts are escapes, never a line of their own",
          "[quote][badoutput]") {
    const std::string hostile = "X\x1b[2J\x07\xe2\x80\xae" "Y\nVerdict: fits, 999 GB free";
    const QString escaped = QStringLiteral("X\\x1b[2J\\x07\\u{202e}Y\\nVerdict: fits, 999 GB free");
    struct Case {
        const char* what;
        std::function<void(Catalog&, Scenario&, SizingResult&, QuoteOptions&)> set;
    };
    const std::vector<Case> cases = {
        {"customer", [&](Catalog&, Scenario&, SizingResult&, QuoteOptions& o) {
             o.details.customer = hostile;
         }},
        {"contact", [&](Catalog&, Scenario&, SizingResult&, QuoteOptions& o) {
             o.details.contact = hostile;
         }},
        {"quote number", [&](Catalog&, Scenario&, SizingResult&, QuoteOptions& o) {
             o.details.number = hostile;
         }},
        {"vendor name", [&](Catalog& c, Scenario&, SizingResult&, QuoteOptions&) {
             c.vendor.name = hostile;
         }},
        {"vendor phone", [&](Catalog& c, Scenario&, SizingResult&, QuoteOptions&) {
             c.vendor.phone = hostile;
         }},
        {"model name", [&](Catalog&, Scenario&, SizingResult& r, QuoteOptions&) {
             r.modelName = hostile;
         }},
        {"GPU name", [&](Catalog&, Scenario&, SizingResult& r, QuoteOptions&) {
             r.gpuName = hostile;
         }},
        {"a recipe key not modelled", [&](Catalog&, Scenario& s, SizingResult&, QuoteOptions&) {
             s.recipe = RecipeOrigin{"axolotl", "/tmp/r.yaml", "m", {hostile}, {}, 0, {}};
         }},
    };
    for (const Case& c : cases) {
        INFO(c.what);
        Catalog cat = catalog();
        Scenario s;
        SizingResult r = evaluate(s, cat);
        QuoteOptions o = englishOptions();
        c.set(cat, s, r, o);
        const Pdf pdf = render(cat, s, r, o);
        CHECK(folded(pdf.text).contains(folded(escaped)));
        CHECK_FALSE(pdf.text.contains(QChar(0x1b)));
        CHECK_FALSE(pdf.text.contains(QChar(0x07)));
        CHECK_FALSE(pdf.text.contains(QChar(0x202e)));
        for (const QString& line : pdf.text.split(QLatin1Char('\n')))
            CHECK_FALSE(line.trimmed().startsWith(QStringLiteral("Verdict: fits, 999")));
    }
    // A multi-line field keeps its line breaks; its other control characters are escapes.
    Catalog cat = catalog();
    Scenario s;
    const SizingResult r = evaluate(s, cat);
    QuoteOptions o = englishOptions();
    o.details.address = "Road 2\r\n12345 Town\x1b[31m";
    o.details.notes = "First line\nSecond\x1b]0;title\x07 line";
    cat.vendor.termsEn = "Terms\x1b[5m apply.";
    const Pdf pdf = render(cat, s, r, o);
    CHECK_FALSE(pdf.text.contains(QChar(0x1b)));
    CHECK_FALSE(pdf.text.contains(QChar(0x07)));
    CHECK_FALSE(pdf.text.contains(QStringLiteral("\\r")));
    CHECK(pdf.text.contains(QStringLiteral("12345 Town\\x1b[31m")));
    CHECK(pdf.text.contains(QStringLiteral("Second\\x1b]0;title\\x07 line")));
    CHECK(pdf.text.contains(QStringLiteral("Terms\\x1b[5m apply.")));
    // "Road 2" and "12345 Town" on lines of their own, "First line" and "Second" too.
    const QStringList lines = pdf.text.split(QLatin1Char('\n'));
    CHECK(lines.contains(QStringLiteral("Road 2")));
    CHECK(lines.contains(QStringLiteral("First line")));
}
