#pragma once
// Fixtures shared by the quote PDF's tests (test_quote*.cpp): the default scenario and its
// result, quotes rendered offscreen and read back with poppler's pdftotext / pdfinfo.

#include "catalog.h"
#include "common/settings.h"
#include "quote/quotedialog.h"
#include "quote/quoterenderer.h"
#include "quote/vendordialog.h"
#include "recipeimport.h"
#include "scenario.h"
#include "sizing.h"
#include "support.h"

#include <catch2/catch.hpp>

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QLocale>
#include <QPlainTextEdit>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>

#include <algorithm>
#include <limits>
#include <map>
#include <nlohmann/json.hpp>

using namespace headroom;
using headroom::test::catalog;
using headroom::test::readFile;
using headroom::test::ScratchDir;
using headroom::test::writeFile;
namespace fs = std::filesystem;
using headroom::ui::PinnedBuild;
using headroom::ui::QuoteOptions;
using headroom::ui::QuoteRenderer;

namespace {

inline const Scenario& scenario() {
    static const Scenario s{};
    return s;
}

inline const SizingResult& result() {
    static const SizingResult r = evaluate(scenario(), catalog());
    return r;
}

inline QString run(const QString& program, const QStringList& arguments) {
    QProcess process;
    process.start(program, arguments);
    REQUIRE(process.waitForFinished(30000));
    INFO(program.toStdString() << ": " << process.readAllStandardError().toStdString());
    REQUIRE(process.exitCode() == 0);
    return QString::fromUtf8(process.readAllStandardOutput());
}

struct Rendered {
    QString text; ///< pdftotext, pages separated by form feeds
    QString info; ///< pdfinfo
    int pages = 0;
};

inline QuoteOptions options(const QString& language, QPageSize::PageSizeId paper = QPageSize::A4) {
    QuoteOptions o;
    o.language = language;
    o.paper = paper;
    o.details.contact = "Dr. Erika Mustermann";
    o.details.customer = "Beispiel Forschung GmbH";
    o.details.number = "Q-2026-0042";
    o.date = QDate(2026, 10, 24);
    return o;
}

inline Rendered render(const QuoteOptions& o, const Scenario& s = scenario(),
                       const SizingResult& res = result()) {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("quote.pdf"));
    QString error;
    REQUIRE(QuoteRenderer(catalog()).writePdf(path, s, res, o, &error));
    CHECK(error.isEmpty());
    // HEADROOM_QUOTE_PNG_DIR keeps the pages as PNG for a look (pdftoppm -png -r 60).
    const QString pngs = qEnvironmentVariable("HEADROOM_QUOTE_PNG_DIR");
    if (!pngs.isEmpty())
        run(QStringLiteral("pdftoppm"),
            {QStringLiteral("-png"), QStringLiteral("-r"), QStringLiteral("60"), path,
             QDir(pngs).filePath(QStringLiteral("%1-%2").arg(
                 s.stack.empty() ? QStringLiteral("default") : QString::fromStdString(s.stack),
                 o.language))});
    // HEADROOM_QUOTE_PDF_DIR keeps the comparison and side-by-side quotes for a look
    // (pdftoppm -r 60 -png).
    const QString keep = qEnvironmentVariable("HEADROOM_QUOTE_PDF_DIR");
    if (!keep.isEmpty() && !o.comparison.empty())
        QFile::copy(path, QDir(keep).filePath(QStringLiteral("comparison-%1.pdf").arg(o.language)));
    if (!keep.isEmpty() && res.runsSideBySide > 1)
        QFile::copy(path, QDir(keep).filePath(QStringLiteral("runs-%1.pdf").arg(o.language)));
    Rendered r;
    r.text = run(QStringLiteral("pdftotext"), {path, QStringLiteral("-")});
    r.info = run(QStringLiteral("pdfinfo"), {path});
    const auto match = QRegularExpression(QStringLiteral("Pages:\\s+(\\d+)")).match(r.info);
    REQUIRE(match.hasMatch());
    r.pages = match.captured(1).toInt();
    // Vector charts: no raster image anywhere in the file.
    const QStringList images = run(QStringLiteral("pdfimages"), {QStringLiteral("-list"), path})
                                   .split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    CHECK(images.size() == 2); // the two header lines only
    return r;
}

inline const Rendered& english() {
    static const Rendered r = render(options(QStringLiteral("en")));
    return r;
}

inline const Rendered& german() {
    static const Rendered r = render(options(QStringLiteral("de")));
    return r;
}

// The default 4 × H200 NVL and 8 × RTX PRO 6000 SE, as the comparison dock pins them.
inline const std::vector<PinnedBuild>& pinned() {
    static const std::vector<PinnedBuild> builds = [] {
        Scenario rtx;
        rtx.server = "8x-rtx-pro-6000-se";
        return std::vector<PinnedBuild>{{QStringLiteral("Build 1"), scenario(), result()},
                                        {QStringLiteral("Build 2"), rtx, evaluate(rtx, catalog())}};
    }();
    return builds;
}

inline QuoteOptions compared(const QString& language) {
    QuoteOptions o = options(language);
    o.comparison = pinned();
    return o;
}

inline const Rendered& englishCompared() {
    static const Rendered r = render(compared(QStringLiteral("en")));
    return r;
}

inline const Rendered& germanCompared() {
    static const Rendered r = render(compared(QStringLiteral("de")));
    return r;
}

/// The torchtune stack on the default build at the shortest sequence length the core calls
/// tight (512-token steps, as the window's slider).
inline const Scenario& tightScenario() {
    static const Scenario s = [] {
        Scenario t;
        if (auto e = applyStack(t, "torchtune", catalog()))
            FAIL(e->toString());
        for (t.sequenceLength = 512; t.sequenceLength <= 131072; t.sequenceLength += 512)
            if (evaluate(t, catalog()).verdict == Verdict::Tight)
                return t;
        FAIL("no sequence length gives a tight verdict");
        return t;
    }();
    return s;
}

inline const SizingResult& tightResult() {
    static const SizingResult r = evaluate(tightScenario(), catalog());
    return r;
}

inline const Rendered& tightEnglish() {
    static const Rendered r = render(options(QStringLiteral("en")), tightScenario(), tightResult());
    return r;
}

inline const Rendered& tightGerman() {
    static const Rendered r = render(options(QStringLiteral("de")), tightScenario(), tightResult());
    return r;
}

/// Text without white space and hyphens: pdftotext joins a line broken at a hyphen or a slash
/// without them ("fine-\ntuning" → "finetuning", "−0.0/\n+4.8" → "−0.0/ +4.8").
inline QString folded(QString text) {
    text.remove(QRegularExpression(QStringLiteral("[\\s-]")));
    return text;
}

/// Whether the rendered text says `needle` where pdftotext may have broken it across lines or
/// at a hyphen: both compared folded.
inline bool says(const Rendered& r, const QString& needle) {
    INFO("looking for: " << needle.toStdString());
    return folded(r.text).contains(folded(needle));
}

inline bool contains(const Rendered& r, const QString& needle) {
    INFO("looking for: " << needle.toStdString());
    return r.text.contains(needle);
}

inline QString figure(double value, const QLocale& locale) {
    return locale.toString(value, 'f', 1);
}

/// The default workload on one H200 NVL: far more than the card holds.
inline const Scenario& unfitScenario() {
    static const Scenario s = [] {
        Scenario u;
        u.server.clear();
        u.gpu = "h200-nvl";
        u.gpuCount = 1;
        return u;
    }();
    return s;
}

inline QString pdfInfo(const QString& path, const QStringList& extra = {}) {
    return run(QStringLiteral("pdfinfo"), extra + QStringList{path});
}

} // namespace
