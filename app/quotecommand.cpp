#include "quotecommand.h"

#include "common/outputfile.h"
#include "inputfile.h"
#include "quote/quoterenderer.h"
#include "quotedetails.h"
#include "scenariojson.h"
#include "sheet/quotesheet.h"
#include "sizing.h"
#include "textformat.h"

#include <QDir>
#include <QFileInfo>
#include <filesystem>
#include <vector>

// The quote and sheet commands: PDFs and the offline sheet, written through the one output
// path, all or nothing.

namespace headroom::app {

namespace {

/// The name a batch gives a scenario's PDFs: the file name without ".json" and ".headroom".
QString quoteBaseName(const QString& scenarioPath) {
    QString name = QFileInfo(scenarioPath).fileName();
    for (const QString& suffix : {QStringLiteral(".json"), QStringLiteral(".headroom")})
        if (name.endsWith(suffix, Qt::CaseInsensitive))
            name.chop(suffix.size());
    return name.isEmpty() ? QStringLiteral("quote") : name;
}

/// One scenario of a quote run: its result and the files it is written to, one per language.
struct QuoteJob {
    QString path;
    Scenario scenario;
    SizingResult result;
    QStringList languages;
    QStringList files;
};

/// Loads every scenario of a quote run and the files each is written to; prints the error line
/// and returns false on bad input.
bool loadQuoteJobs(const CommandLine& c, const Catalog& catalog, std::vector<QuoteJob>& jobs) {
    for (const QString& path : c.scenarios) {
        auto scenario = loadScenario(ui::filePath(path), catalog);
        if (!scenario) {
            printError(scenario.error().toString());
            return false;
        }
        QuoteJob job{path, std::move(scenario).value(), {}, {}, {}};
        QuoteDetails& q = job.scenario.quote;
        if (!c.customer.isEmpty())
            q.customer = c.customer.toStdString();
        if (!c.number.isEmpty())
            q.number = c.number.toStdString();
        if (c.validDays > 0)
            q.validDays = c.validDays;
        if (!c.paper.isEmpty())
            q.paper = c.paper.toStdString();
        job.languages = c.languages;
        if (job.languages.isEmpty())
            for (const std::string& l : q.languages)
                job.languages << QString::fromStdString(l);
        if (job.languages.isEmpty())
            job.languages << QStringLiteral("en");
        if (c.outDir.isEmpty()) {
            job.files = ui::QuoteRenderer::languageFiles(c.output, job.languages);
        } else {
            for (const QString& language : job.languages)
                job.files << QDir(c.outDir).filePath(
                    QStringLiteral("%1-%2.pdf").arg(quoteBaseName(path), language));
        }
        job.result = evaluate(job.scenario, catalog);
        jobs.push_back(std::move(job));
    }
    return true;
}

/// Never quote a failing build without being asked to: false after the line naming the file.
bool quotable(const CommandLine& c, const std::vector<QuoteJob>& jobs) {
    if (c.allowUnfit)
        return true;
    for (const QuoteJob& job : jobs) {
        const std::vector<Warning> concerns = ui::quoteConcerns(job.result);
        if (concerns.empty())
            continue;
        QStringList why;
        for (const Warning& w : concerns)
            why << QString::fromStdString(warningMessage(w));
        printError(QStringLiteral("headroom quote: %1: %2 Pass --allow-unfit to quote this "
                                  "build anyway (its first lines say so).")
                       .arg(job.path, why.join(QLatin1Char(' '))));
        return false;
    }
    return true;
}

/// The vendor's logo as the quote and the sheet read it: one that is there but no regular file
/// of bounded size (a FIFO, /dev/zero) is an error line, not a hang; a missing one is left out.
bool logoReadable(const Catalog& catalog) {
    const std::string& logo = catalog.vendor.logo;
    std::error_code ec;
    if (logo.empty() || !std::filesystem::exists(std::filesystem::symlink_status(logo, ec)))
        return true;
    if (auto read = readLogoFile(logo); !read) {
        printError(read.error().toString());
        return false;
    }
    return true;
}

} // namespace

int runQuote(const CommandLine& c, const Catalog& catalog) {
    // Every scenario is read and evaluated before anything is written.
    std::vector<QuoteJob> jobs;
    if (!loadQuoteJobs(c, catalog, jobs))
        return BadInput;
    ui::OutputGuard guard = runGuard();
    for (const QuoteJob& job : jobs)
        guard.protectScenario(job.scenario, catalog, job.path);
    // No output may be an input, and no two scenarios may write the same file.
    QStringList outputs;
    for (const QuoteJob& job : jobs)
        for (const QString& file : job.files) {
            if (outputs.contains(file)) {
                printError(QStringLiteral("headroom quote: two scenarios would both write %1; "
                                          "give them different file names")
                               .arg(file));
                return Usage;
            }
            outputs << file;
            if (const QString input = guard.inputAt(file); !input.isEmpty())
                return refuseOutput("quote", c, input, file);
        }
    if (!quotable(c, jobs) || !logoReadable(catalog))
        return BadInput;
    if (!c.outDir.isEmpty()) {
        std::error_code ec;
        std::filesystem::create_directories(ui::filePath(c.outDir), ec);
        if (ec || !std::filesystem::is_directory(ui::filePath(c.outDir))) {
            printError(QStringLiteral("%1: the output folder cannot be created%2")
                           .arg(c.outDir, ec ? QStringLiteral(" (%1)").arg(
                                                   QString::fromStdString(ec.message()))
                                             : QString()));
            return BadInput;
        }
    }
    // Rendered first, all written together: a failure leaves no quote of the run behind.
    const ui::QuoteRenderer renderer(catalog);
    std::vector<ui::OutputItem> items;
    for (const QuoteJob& job : jobs)
        for (qsizetype i = 0; i < job.files.size(); ++i) {
            const ui::QuoteOptions options =
                ui::QuoteOptions::forLanguage(job.scenario.quote, catalog.vendor, job.languages[i]);
            QByteArray pdf = renderer.renderPdf(job.scenario, job.result, options);
            if (pdf.isEmpty()) {
                printError(QStringLiteral("%1: the PDF could not be rendered").arg(job.files[i]));
                return BadInput;
            }
            items.push_back({job.files[i], std::move(pdf)});
        }
    if (const int code = writeOutputs("quote", c, items, guard); code != Ok)
        return code;
    // The names' bytes through the terminal's sanitiser (textformat.h): a newline in a file
    // name cannot start a line of its own.
    std::string written;
    for (const ui::OutputItem& item : items)
        // `-o /dev/stdout` (or the FIFO stdout is): the PDF is the output, no line after it.
        if (!sameFile(ui::filePath(item.path), "/dev/stdout"))
            written += (written.empty() ? "" : "\n") + std::string("Quote written to ") +
                       escapeControls(ui::filePath(item.path));
    if (written.empty())
        return Ok;
    return writeStdout(written) ? Ok : BadInput;
}

int runSheet(const CommandLine& c, const Catalog& catalog) {
    if (!ui::QuoteSheet::available()) {
        printError(QStringLiteral("headroom sheet: this headroom was built without the "
                                  "interactive sheet (em++ from Debian's emscripten was not "
                                  "found at build time)"));
        return BadInput;
    }
    auto scenario = loadScenario(ui::filePath(c.scenario), catalog);
    if (!scenario) {
        printError(scenario.error().toString());
        return BadInput;
    }
    ui::OutputGuard guard = runGuard();
    guard.protectScenario(scenario.value(), catalog, c.scenario);
    if (const QString input = guard.inputAt(c.output); !input.isEmpty())
        return refuseOutput("sheet", c, input);
    if (!logoReadable(catalog))
        return BadInput;
    const QuoteDetails& q = scenario.value().quote;
    QString language = c.languages.isEmpty() ? QStringLiteral("en") : c.languages.constFirst();
    if (c.languages.isEmpty() && !q.languages.empty())
        language = QString::fromStdString(q.languages.front());
    const ui::QuoteOptions options = ui::QuoteOptions::forLanguage(q, catalog.vendor, language);
    QString error;
    QByteArray html = ui::QuoteSheet(catalog).render(
        scenario.value(), evaluate(scenario.value(), catalog), options, &error);
    if (html.isEmpty()) {
        printError(QStringLiteral("%1: %2").arg(c.output, error));
        return BadInput;
    }
    if (const int code = writeOutputs("sheet", c, {{c.output, std::move(html)}}, guard); code != Ok)
        return code;
    if (sameFile(ui::filePath(c.output), "/dev/stdout"))
        return Ok;
    return writeStdout("Sheet written to " + escapeControls(ui::filePath(c.output))) ? Ok
                                                                                     : BadInput;
}

} // namespace headroom::app
