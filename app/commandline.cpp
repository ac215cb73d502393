#include "commandline.h"

#include "calibratecommand.h"
#include "catalog.h"
#include "common/outputfile.h"
#include "inputfile.h"
#include "quote/quoterenderer.h"
#include "quotedetails.h"
#include "recipecommand.h"
#include "recommend.h"
#include "scenariorange.h"
#include "sheet/quotesheet.h"
#include "sizing.h"
#include "textformat.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <vector>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace headroom::app {

namespace {

namespace fs = std::filesystem;

/// JSON on stdout holds UTF-8 only: a byte of a file name outside it (a Latin-1 folder of an
/// imported config.json) is written as U+FFFD instead of ending the program (nlohmann throws).
constexpr auto kReplaceBadUtf8 = nlohmann::json::error_handler_t::replace;

const QStringList kCommands = {QStringLiteral("evaluate"),     QStringLiteral("quote"),
                               QStringLiteral("sheet"),        QStringLiteral("recommend"),
                               QStringLiteral("calibrate"),    QStringLiteral("import-recipe"),
                               QStringLiteral("export-recipe")};
const QString kSeeHelp = QStringLiteral(" (see headroom --help)");

CommandLine usageError(const QString& text) {
    CommandLine c;
    c.action = CommandLine::Action::UsageError;
    c.error = text + kSeeHelp;
    return c;
}

/// Levenshtein distance, for "did you mean" on a mistyped command.
qsizetype editDistance(const QString& a, const QString& b) {
    std::vector<qsizetype> row(static_cast<std::size_t>(b.size()) + 1);
    for (qsizetype j = 0; j <= b.size(); ++j)
        row[static_cast<std::size_t>(j)] = j;
    for (qsizetype i = 1; i <= a.size(); ++i) {
        qsizetype diagonal = row[0];
        row[0] = i;
        for (qsizetype j = 1; j <= b.size(); ++j) {
            const auto at = static_cast<std::size_t>(j);
            const qsizetype above = row[at];
            row[at] =
                std::min({row[at] + 1, row[at - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row.back();
}

QString unknownCommand(const QString& word) {
    QString text = QStringLiteral("headroom: unknown command '%1'").arg(word);
    for (const QString& command : kCommands)
        if (editDistance(word.toLower(), command) <= 2) {
            return text + QStringLiteral("; did you mean '%1'?").arg(command);
        }
    return text + QStringLiteral("; the commands are evaluate, quote, sheet, recommend, "
                                 "calibrate, import-recipe and export-recipe");
}

/// The top three builds, one line each; --json lists every build.
std::string recommendationText(const std::vector<Recommendation>& list) {
    constexpr std::size_t kShown = 3;
    std::string text;
    for (std::size_t i = 0; i < list.size() && i < kShown; ++i) {
        const Recommendation& r = list[i];
        text += formatC("%zu. ", i + 1) + escapeControls(r.server) +
                formatC(", %d GPU(s), %s/%s%s: %s, %.1f GB free, %.2f s/step — ", r.gpuCount,
                        toString(r.scenario.method), toString(r.scenario.optimizer),
                        r.scenario.offload == Offload::Optimizer ? " + offload" : "",
                        r.result.answer.answer == AnswerState::Go      ? "go"
                        : r.result.answer.answer == AnswerState::Tight ? "tight"
                                                                       : "no go",
                        r.headroomGb, r.stepS) +
                escapeControls(r.reason) + "\n";
    }
    if (list.size() > kShown)
        text +=
            std::to_string(list.size() - kShown) + " more builds ranked; --json lists them all.\n";
    return text.empty() ? std::string("The catalog has no build to rank.") : text;
}

QString executableDir() {
#ifdef Q_OS_LINUX
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec)
        return QFile::decodeName(QByteArray::fromStdString(exe.parent_path().string()));
#endif
    // Elsewhere an application object knows (quote and the window create one before this).
    return QCoreApplication::instance() ? QCoreApplication::applicationDirPath() : QString();
}

} // namespace

CommandLine CommandLine::parse(const QStringList& arguments) {
    QCommandLineParser parser;
    const QCommandLineOption help({QStringLiteral("h"), QStringLiteral("help")},
                                  QStringLiteral("Show the help."));
    const QCommandLineOption version({QStringLiteral("v"), QStringLiteral("version")},
                                     QStringLiteral("Show the version."));
    const QCommandLineOption catalog(QStringLiteral("catalog"),
                                     QStringLiteral("Catalog directory."), QStringLiteral("DIR"));
    const QCommandLineOption json(QStringLiteral("json"), QStringLiteral("Print JSON."));
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    QStringLiteral("PDF file to write."), QStringLiteral("FILE"));
    const QCommandLineOption lang(QStringLiteral("lang"), QStringLiteral("en or de."),
                                  QStringLiteral("LANG"));
    const QCommandLineOption paper(QStringLiteral("paper"), QStringLiteral("a4 or letter."),
                                   QStringLiteral("PAPER"));
    const QCommandLineOption markdown(QStringLiteral("markdown"),
                                      QStringLiteral("calibrate: the README's table."));
    const QCommandLineOption outDir(QStringLiteral("out-dir"),
                                    QStringLiteral("quote: folder for one PDF per scenario."),
                                    QStringLiteral("DIR"));
    const QCommandLineOption customer(
        QStringLiteral("customer"), QStringLiteral("quote: the customer."), QStringLiteral("NAME"));
    const QCommandLineOption number(QStringLiteral("number"),
                                    QStringLiteral("quote: the quote number."),
                                    QStringLiteral("NUMBER"));
    const QCommandLineOption validDays(QStringLiteral("valid-days"),
                                       QStringLiteral("quote: days the quote is valid."),
                                       QStringLiteral("DAYS"));
    const QCommandLineOption allowUnfit(QStringLiteral("allow-unfit"),
                                        QStringLiteral("quote: quote a failing build anyway."));
    const QCommandLineOption model(QStringLiteral("model"),
                                   QStringLiteral("import-recipe: the model (catalog id or "
                                                  "config.json)."),
                                   QStringLiteral("MODEL"));
    const QCommandLineOption to(QStringLiteral("to"),
                                QStringLiteral("export-recipe: axolotl, llamafactory, torchtune "
                                               "or trl."),
                                QStringLiteral("FORMAT"));
    parser.addOptions({help, version, catalog, json, output, lang, paper, markdown, outDir,
                       customer, number, validDays, allowUnfit, model, to});
    if (!parser.parse(arguments))
        return usageError(QStringLiteral("headroom: %1").arg(parser.errorText()));

    CommandLine c;
    if (parser.isSet(help)) {
        c.action = Action::Help;
        return c;
    }
    if (parser.isSet(version)) {
        c.action = Action::Version;
        return c;
    }

    QStringList positional = parser.positionalArguments();
    QString prefix = QStringLiteral("headroom: ");
    if (!positional.isEmpty() && kCommands.contains(positional.constFirst())) {
        const QString command = positional.takeFirst();
        c.action = command == QLatin1String("evaluate")        ? Action::Evaluate
                   : command == QLatin1String("quote")         ? Action::Quote
                   : command == QLatin1String("sheet")         ? Action::Sheet
                   : command == QLatin1String("calibrate")     ? Action::Calibrate
                   : command == QLatin1String("import-recipe") ? Action::ImportRecipe
                   : command == QLatin1String("export-recipe") ? Action::ExportRecipe
                                                               : Action::Recommend;
        prefix = QStringLiteral("headroom %1: ").arg(command);
        if (c.action == Action::ImportRecipe) {
            if (positional.size() != 1)
                return usageError(prefix + QStringLiteral("expected exactly one recipe file"));
            c.recipe = positional.constFirst();
        } else if (c.action == Action::Calibrate) {
            // calibrate reads the catalog's calibration rows, no scenario.
            if (!positional.isEmpty())
                return usageError(prefix + QStringLiteral("takes no scenario file"));
        } else if (c.action == Action::Quote && !positional.isEmpty()) {
            c.scenarios = positional; // several with --out-dir (checked below)
            c.scenario = positional.constFirst();
        } else if (positional.size() != 1)
            return usageError(prefix + (positional.isEmpty()
                                            ? QStringLiteral("expected a scenario file")
                                            : QStringLiteral("expected exactly one scenario file, "
                                                             "not %1")
                                                  .arg(positional.size())));
        else
            c.scenario = positional.constFirst();
    } else if (!positional.isEmpty()) {
        // The window opens at most one scenario file; a word that names no file is a command
        // typed wrong ("Evaluate", "qoute"), not a file to open.
        const QString& first = positional.constFirst();
        const bool looksLikeFile = QFileInfo::exists(first) || first.contains(QLatin1Char('/')) ||
                                   first.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
        if (!looksLikeFile)
            return usageError(unknownCommand(first));
        if (positional.size() > 1)
            return usageError(prefix + QStringLiteral("the window opens one scenario file, not %1")
                                           .arg(positional.size()));
        c.scenario = first;
    }

    // Every option belongs to a command; one given to another is a mistake, not a no-op.
    const bool quote = c.action == Action::Quote;
    const bool listing = c.action == Action::Evaluate || c.action == Action::Recommend ||
                         c.action == Action::Calibrate;
    if (parser.isSet(json) && !listing)
        return usageError(
            prefix + QStringLiteral("--json applies to evaluate, recommend and calibrate only"));
    if (parser.isSet(markdown) && c.action != Action::Calibrate)
        return usageError(prefix + QStringLiteral("--markdown applies to calibrate only"));
    if (parser.isSet(markdown) && parser.isSet(json))
        return usageError(prefix + QStringLiteral("--json and --markdown exclude each other"));
    c.markdown = parser.isSet(markdown);
    const bool sheet = c.action == Action::Sheet;
    const bool recipe = c.action == Action::ImportRecipe || c.action == Action::ExportRecipe;
    if (parser.isSet(model) && c.action != Action::ImportRecipe)
        return usageError(prefix + QStringLiteral("--model applies to import-recipe only"));
    if (parser.isSet(to) && c.action != Action::ExportRecipe)
        return usageError(prefix + QStringLiteral("--to applies to export-recipe only"));
    if (parser.isSet(output) && !quote && !sheet && !recipe)
        return usageError(prefix + QStringLiteral("-o/--output applies to quote, sheet, "
                                                  "import-recipe and export-recipe only"));
    if (parser.isSet(lang) && !quote && !sheet)
        return usageError(prefix + QStringLiteral("--lang applies to quote and sheet only"));
    if (recipe) {
        c.output = parser.value(output);
        if (c.output.isEmpty())
            return usageError(prefix + QStringLiteral("-o FILE is required"));
        c.model = parser.value(model);
        if (parser.isSet(model) && c.model.isEmpty())
            return usageError(prefix + QStringLiteral("--model needs a catalog id or a "
                                                      "config.json"));
        if (c.action == Action::ExportRecipe) {
            c.recipeFormat = parser.value(to);
            const QStringList formats = {QStringLiteral("axolotl"), QStringLiteral("llamafactory"),
                                         QStringLiteral("torchtune"), QStringLiteral("trl")};
            if (!formats.contains(c.recipeFormat))
                return usageError(prefix +
                                  QStringLiteral("--to must be axolotl, llamafactory, "
                                                 "torchtune or trl%1")
                                      .arg(c.recipeFormat.isEmpty()
                                               ? QString()
                                               : QStringLiteral(", not '%1'").arg(c.recipeFormat)));
        }
    }
    for (const auto& [option, name] :
         {std::pair{&paper, "--paper"}, std::pair{&outDir, "--out-dir"},
          std::pair{&customer, "--customer"}, std::pair{&number, "--number"},
          std::pair{&validDays, "--valid-days"}, std::pair{&allowUnfit, "--allow-unfit"}})
        if (parser.isSet(*option) && !quote)
            return usageError(prefix + QStringLiteral("%1 applies to quote only").arg(name));
    if (parser.isSet(catalog) && parser.value(catalog).isEmpty())
        return usageError(prefix + QStringLiteral("--catalog needs a directory"));
    c.catalogDir = parser.value(catalog);
    c.json = parser.isSet(json);

    if (sheet) {
        c.output = parser.value(output);
        if (c.output.isEmpty())
            return usageError(prefix + QStringLiteral("-o FILE.html is required"));
        if (parser.isSet(lang)) {
            const QString l = parser.value(lang);
            if (l != QLatin1String("en") && l != QLatin1String("de"))
                return usageError(prefix +
                                  QStringLiteral("--lang must be en or de, not '%1'").arg(l));
            c.languages << l;
        }
    }
    if (quote) {
        c.output = parser.value(output);
        c.outDir = parser.value(outDir);
        if (parser.isSet(output) && parser.isSet(outDir))
            return usageError(prefix + QStringLiteral("-o and --out-dir exclude each other"));
        if (c.output.isEmpty() && c.outDir.isEmpty())
            return usageError(prefix + QStringLiteral("-o FILE.pdf or --out-dir DIR is required"));
        if (!c.output.isEmpty() && c.scenarios.size() > 1)
            return usageError(prefix + QStringLiteral("%1 scenario files need --out-dir DIR, not "
                                                      "-o")
                                           .arg(c.scenarios.size()));
        if (parser.isSet(lang)) {
            const auto languages = parseLanguages(parser.value(lang).toStdString());
            if (!languages)
                return usageError(prefix + QStringLiteral("--lang must be en, de or en,de, not "
                                                          "'%1'")
                                               .arg(parser.value(lang)));
            for (const std::string& l : *languages)
                c.languages << QString::fromStdString(l);
        }
        if (parser.isSet(paper)) {
            c.paper = parser.value(paper).toLower();
            if (c.paper != QLatin1String("a4") && c.paper != QLatin1String("letter"))
                return usageError(
                    prefix + QStringLiteral("--paper must be a4 or letter, not '%1'").arg(c.paper));
        }
        c.customer = parser.value(customer);
        c.number = parser.value(number);
        if (parser.isSet(validDays)) {
            // The range of the scenario file's quote.valid_days.
            const ScenarioRange& range = scenarioRange(RangeKey::QuoteValidDays);
            bool ok = false;
            const int days = parser.value(validDays).toInt(&ok);
            if (!ok || days < range.min || days > range.max)
                return usageError(prefix + QStringLiteral("--valid-days must be a whole number "
                                                          "%1 .. %2, not '%3'")
                                               .arg(range.min)
                                               .arg(range.max)
                                               .arg(parser.value(validDays)));
            c.validDays = days;
        }
        c.allowUnfit = parser.isSet(allowUnfit);
    }
    return c;
}

QString helpText() {
    return QStringLiteral(
        "Usage: headroom [--catalog DIR] [SCENARIO.json]\n"
        "       headroom evaluate SCENARIO.json [--json] [--catalog DIR]\n"
        "       headroom quote SCENARIO.json -o FILE.pdf [--lang en|de|en,de] [--paper a4|letter]\n"
        "                      [--customer NAME] [--number N] [--valid-days D] [--allow-unfit]\n"
        "       headroom quote SCENARIO.json... --out-dir DIR [the same options]\n"
        "       headroom sheet SCENARIO.json -o FILE.html [--lang en|de]\n"
        "       headroom recommend SCENARIO.json [--json] [--catalog DIR]\n"
        "       headroom calibrate [--json | --markdown] [--catalog DIR]\n"
        "       headroom import-recipe RECIPE [--model MODEL] -o SCENARIO.json [--catalog DIR]\n"
        "       headroom export-recipe SCENARIO.json --to axolotl|llamafactory|torchtune|trl\n"
        "                              -o FILE [--catalog DIR]\n"
        "       headroom --version | --help\n"
        "\n"
        "Sizes GPU servers for fine-tuning large language models. Without a command: the\n"
        "configurator window, on SCENARIO.json if given. The commands need no display.\n"
        "\n"
        "Options:\n"
        "  --catalog DIR   the built-in catalog's directory (default: HEADROOM_CATALOG or the\n"
        "                  installed one); ~/.config/headroom/catalog is read on top of it\n"
        "  --json          evaluate, recommend, calibrate: print the result as JSON\n"
        "  --markdown      calibrate: the README's calibration table\n"
        "  -o, --output F  quote: the PDF to write (not one of the input files); with two\n"
        "                  languages F-en.pdf and F-de.pdf\n"
        "  --out-dir DIR   quote: one PDF per scenario and language, DIR/NAME-LANG.pdf\n"
        "  -o FILE.html    sheet: the interactive offline sheet (one HTML file, opens in any\n"
        "                  browser without a network; sliders re-evaluate in the page)\n"
        "  --lang L        quote: en, de or en,de (default: the scenario's quote.language, en);\n"
        "                  sheet: en or de\n"
        "  --paper P       quote: a4 or letter (default: the scenario's, else the vendor's)\n"
        "  --customer, --number, --valid-days  quote: override the scenario's quote section\n"
        "  --allow-unfit   quote: quote a build that does not fit or exceeds its feed (else\n"
        "                  exit 1); its first lines say so\n"
        "  --model M       import-recipe: the model (a catalog id or a config.json) instead\n"
        "                  of the recipe's\n"
        "  --to F          export-recipe: the framework of the recipe written; a DeepSpeed\n"
        "                  JSON is written beside it (FILE's name .ds_config.json) when the\n"
        "                  run shards or offloads\n"
        "  -h, --help      this text\n"
        "  -v, --version   the version\n"
        "\n"
        "Exit codes: 0 success, 1 bad input or a failed write (one line on stderr naming the\n"
        "file and the key), 2 usage error.\n");
}

void printError(const QString& text) {
    // File names in it are bytes (ui::fileNameBytes): one not in UTF-8 is printed escaped.
    printError(ui::fileNameBytes(text).toStdString());
}

void printError(const std::string& text) {
    const std::string line = escapeControls(text) + "\n";
    std::fwrite(line.data(), 1, line.size(), stderr);
    std::fflush(stderr);
}

bool writeStdout(const std::string& text) {
    const std::string out = text.empty() || text.back() != '\n' ? text + "\n" : text;
    errno = 0;
    const bool written = std::fwrite(out.data(), 1, out.size(), stdout) == out.size();
    const bool flushed = std::fflush(stdout) == 0;
    if (written && flushed && !std::ferror(stdout))
        return true;
    const int code = errno;
    // The reader has gone (`headroom recommend --json | head -1`): as for a program that SIGPIPE
    // ends, nothing more to say, and stderr stays quiet. Exit 1 all the same.
    if (code == EPIPE)
        return false;
    printError(QStringLiteral("headroom: cannot write to standard output: %1")
                   .arg(code != 0 ? QString::fromLocal8Bit(std::strerror(code))
                                  : QStringLiteral("write error")));
    return false;
}

QString builtinCatalogDir(const QString& overrideDir) {
    if (!overrideDir.isEmpty())
        return overrideDir;
    if (qEnvironmentVariableIsSet("HEADROOM_CATALOG")) // its bytes, a Latin-1 folder too
        return ui::fileNameFromBytes(qgetenv("HEADROOM_CATALOG"));
    // Relocatable install: <prefix>/bin/headroom → <prefix>/share/headroom/catalog.
    const QString exeDir = executableDir();
    if (!exeDir.isEmpty()) {
        const QString relative = QDir(exeDir).filePath(QStringLiteral("../share/headroom/catalog"));
        if (QFileInfo(relative).isDir())
            return QDir::cleanPath(relative);
    }
    return QString::fromStdString(defaultCatalogDir());
}

QString userCatalogDir() {
#ifdef Q_OS_UNIX
    // XDG Base Directory: $XDG_CONFIG_HOME when absolute, else ~/.config (as QStandardPaths'
    // GenericConfigLocation), taken as bytes: QStandardPaths would lose a Latin-1 folder name.
    const QByteArray xdg = qgetenv("XDG_CONFIG_HOME");
    if (xdg.startsWith('/'))
        return ui::fileNameFromBytes(xdg) + QStringLiteral("/headroom/catalog");
    const QByteArray home = qgetenv("HOME");
    if (home.startsWith('/'))
        return ui::fileNameFromBytes(home) + QStringLiteral("/.config/headroom/catalog");
#endif
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) +
           QStringLiteral("/headroom/catalog");
}

std::optional<Catalog> loadCommandCatalog(const QString& overrideDir) {
    const QString catalogDir = builtinCatalogDir(overrideDir);
    if (catalogDir.isEmpty()) {
        printError(QStringLiteral("HEADROOM_CATALOG: set but empty: name a catalog directory, or "
                                  "unset it for the built-in catalog"));
        return std::nullopt;
    }
    auto catalog = loadCatalog(ui::filePath(catalogDir), ui::filePath(userCatalogDir()));
    if (!catalog) {
        printError(catalog.error().toString());
        return std::nullopt;
    }
    return std::move(catalog).value();
}

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

} // namespace

ui::OutputGuard runGuard() {
    ui::OutputGuard guard;
    guard.runInputs = true; // a command is one run: whatever it read is its input
    return guard;
}

int refuseOutput(const char* command, const CommandLine& c, const QString& input,
                 const QString& path) {
    const bool dashO = c.outDir.isEmpty() && (path.isEmpty() || path == c.output);
    printError(QStringLiteral("headroom %1: %2%3; choose another output file")
                   .arg(QLatin1String(command), dashO ? QStringLiteral("-o ") : QString(), input));
    return Usage;
}

int writeOutputs(const char* command, const CommandLine& c,
                 const std::vector<ui::OutputItem>& items, const ui::OutputGuard& guard) {
    QString error, failed;
    switch (ui::OutputFile::writeAll(items, guard, &error, &failed)) {
    case ui::OutputFile::Result::Written:
        return Ok;
    case ui::OutputFile::Result::IsInput:
        return refuseOutput(command, c, error, failed);
    case ui::OutputFile::Result::Failed:
        break;
    }
    printError(error.startsWith(failed) ? error : QStringLiteral("%1: %2").arg(failed, error));
    return BadInput;
}

int runCommand(const CommandLine& c) {
    if (c.action == CommandLine::Action::Calibrate)
        return runCalibrate(c);
    if (c.action == CommandLine::Action::ImportRecipe ||
        c.action == CommandLine::Action::ExportRecipe)
        return runRecipeCommand(c);
    const bool quote = c.action == CommandLine::Action::Quote;
    // The quote and the sheet must not overwrite what they read: the scenario first, the catalog
    // files, an imported config.json and the logo once they are known.
    if (quote || c.action == CommandLine::Action::Sheet)
        for (const QString& path : quote ? c.scenarios : QStringList{c.scenario})
            if (!c.output.isEmpty() && sameFile(ui::filePath(c.output), ui::filePath(path)))
                return refuseOutput(
                    quote ? "quote" : "sheet", c,
                    QStringLiteral("%1 is the scenario file %2").arg(c.output, path));

    auto catalog = loadCommandCatalog(c.catalogDir);
    if (!catalog)
        return BadInput;
    if (quote)
        return runQuote(c, catalog.value());
    if (c.action == CommandLine::Action::Sheet)
        return runSheet(c, catalog.value());
    auto scenario = loadScenario(ui::filePath(c.scenario), catalog.value());
    if (!scenario) {
        printError(scenario.error().toString());
        return BadInput;
    }

    switch (c.action) {
    case CommandLine::Action::Evaluate: {
        const SizingResult result = evaluate(scenario.value(), catalog.value());
        return writeStdout(c.json ? terminalJson(toJson(result).dump(2, ' ', false, kReplaceBadUtf8))
                                  : toText(result))
                   ? Ok
                   : BadInput;
    }
    case CommandLine::Action::Recommend: {
        const auto list = recommend(scenario.value(), catalog.value());
        return writeStdout(c.json ? terminalJson(toJson(list).dump(2, ' ', false, kReplaceBadUtf8))
                                  : recommendationText(list))
                   ? Ok
                   : BadInput;
    }
    default:
        return Usage;
    }
}

} // namespace headroom::app
