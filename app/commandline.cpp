#include "commandline.h"

#include "calibratecommand.h"
#include "catalog.h"
#include "quoterenderer.h"
#include "recommend.h"
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

const QStringList kCommands = {QStringLiteral("evaluate"), QStringLiteral("quote"),
                               QStringLiteral("recommend"), QStringLiteral("calibrate")};
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
    return text + QStringLiteral("; the commands are evaluate, quote, recommend and calibrate");
}

/// The same file, however it is named (links, `..`, hard links): device and inode. Also for
/// pipes and devices, which std::filesystem::equivalent() refuses to compare.
bool sameFile(const QString& a, const std::string& b) {
#ifdef Q_OS_UNIX
    struct stat x {
    }, y{};
    return ::stat(QFile::encodeName(a).constData(), &x) == 0 && ::stat(b.c_str(), &y) == 0 &&
           x.st_dev == y.st_dev && x.st_ino == y.st_ino;
#else
    std::error_code ec;
    return fs::equivalent(fs::path(QFile::encodeName(a).toStdString()), fs::path(b), ec) && !ec;
#endif
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
                        r.verdict == Verdict::Fits    ? "fits"
                        : r.verdict == Verdict::Tight ? "tight"
                                                      : "does not fit",
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
    parser.addOptions({help, version, catalog, json, output, lang, paper, markdown});
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
        c.action = command == QLatin1String("evaluate")    ? Action::Evaluate
                   : command == QLatin1String("quote")     ? Action::Quote
                   : command == QLatin1String("calibrate") ? Action::Calibrate
                                                           : Action::Recommend;
        prefix = QStringLiteral("headroom %1: ").arg(command);
        if (c.action == Action::Calibrate) {
            // calibrate reads the catalog's calibration rows, no scenario.
            if (!positional.isEmpty())
                return usageError(prefix + QStringLiteral("takes no scenario file"));
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
    for (const auto& [option, name] : {std::pair{&output, "-o/--output"},
                                       std::pair{&lang, "--lang"}, std::pair{&paper, "--paper"}})
        if (parser.isSet(*option) && !quote)
            return usageError(prefix + QStringLiteral("%1 applies to quote only").arg(name));
    if (parser.isSet(catalog) && parser.value(catalog).isEmpty())
        return usageError(prefix + QStringLiteral("--catalog needs a directory"));
    c.catalogDir = parser.value(catalog);
    c.json = parser.isSet(json);

    if (quote) {
        c.output = parser.value(output);
        if (c.output.isEmpty())
            return usageError(prefix + QStringLiteral("-o FILE.pdf is required"));
        if (parser.isSet(lang))
            c.language = parser.value(lang);
        if (c.language != QLatin1String("en") && c.language != QLatin1String("de"))
            return usageError(prefix +
                              QStringLiteral("--lang must be en or de, not '%1'").arg(c.language));
        const QString p =
            parser.isSet(paper) ? parser.value(paper).toLower() : QStringLiteral("a4");
        if (p == QLatin1String("letter"))
            c.paper = QPageSize::Letter;
        else if (p != QLatin1String("a4"))
            return usageError(prefix +
                              QStringLiteral("--paper must be a4 or letter, not '%1'").arg(p));
    }
    return c;
}

QString helpText() {
    return QStringLiteral(
        "Usage: headroom [--catalog DIR] [SCENARIO.json]\n"
        "       headroom evaluate SCENARIO.json [--json] [--catalog DIR]\n"
        "       headroom quote SCENARIO.json -o FILE.pdf [--lang en|de] [--paper a4|letter] "
        "[--catalog DIR]\n"
        "       headroom recommend SCENARIO.json [--json] [--catalog DIR]\n"
        "       headroom calibrate [--json | --markdown] [--catalog DIR]\n"
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
        "  -o, --output F  quote: the PDF to write (not one of the input files)\n"
        "  --lang en|de    quote: the PDF's language (default en)\n"
        "  --paper a4|letter  quote: the paper size (default a4)\n"
        "  -h, --help      this text\n"
        "  -v, --version   the version\n"
        "\n"
        "Exit codes: 0 success, 1 bad input or a failed write (one line on stderr naming the\n"
        "file and the key), 2 usage error.\n");
}

void printError(const QString& text) {
    const std::string line = escapeControls(text.toStdString()) + "\n";
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
    printError(QStringLiteral("headroom: cannot write to standard output: %1")
                   .arg(code != 0 ? QString::fromLocal8Bit(std::strerror(code))
                                  : QStringLiteral("write error")));
    return false;
}

QString builtinCatalogDir(const QString& overrideDir) {
    if (!overrideDir.isEmpty())
        return overrideDir;
    if (qEnvironmentVariableIsSet("HEADROOM_CATALOG"))
        return qEnvironmentVariable("HEADROOM_CATALOG");
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
    auto catalog = loadCatalog(catalogDir.toStdString(), userCatalogDir().toStdString());
    if (!catalog) {
        printError(QString::fromStdString(catalog.error().toString()));
        return std::nullopt;
    }
    return std::move(catalog).value();
}

int runCommand(const CommandLine& c) {
    if (c.action == CommandLine::Action::Calibrate)
        return runCalibrate(c);
    const bool quote = c.action == CommandLine::Action::Quote;
    // The quote must not overwrite what it reads: the scenario first, the catalog files and an
    // imported config.json once they are known.
    auto refuseInput = [&](const std::string& input, const char* what) {
        printError(QStringLiteral("headroom quote: -o %1 is %2 %3; choose another output file")
                       .arg(c.output, QLatin1String(what), QString::fromStdString(input)));
        return Usage;
    };
    if (quote && sameFile(c.output, c.scenario.toStdString()))
        return refuseInput(c.scenario.toStdString(), "the scenario file");

    auto catalog = loadCommandCatalog(c.catalogDir);
    if (!catalog)
        return BadInput;
    auto scenario = loadScenario(c.scenario.toStdString(), catalog.value());
    if (!scenario) {
        printError(QString::fromStdString(scenario.error().toString()));
        return BadInput;
    }

    switch (c.action) {
    case CommandLine::Action::Evaluate: {
        const SizingResult result = evaluate(scenario.value(), catalog.value());
        return writeStdout(c.json ? toJson(result).dump(2) : toText(result)) ? Ok : BadInput;
    }
    case CommandLine::Action::Recommend: {
        const auto list = recommend(scenario.value(), catalog.value());
        return writeStdout(c.json ? toJson(list).dump(2) : recommendationText(list)) ? Ok
                                                                                     : BadInput;
    }
    case CommandLine::Action::Quote:
        break;
    default:
        return Usage;
    }

    for (const std::string& file : catalog->files)
        if (sameFile(c.output, file))
            return refuseInput(file, "the catalog file");
    if (scenario->importedModel && sameFile(c.output, scenario->model))
        return refuseInput(scenario->model, "the imported model configuration");

    const SizingResult result = evaluate(scenario.value(), catalog.value());
    ui::QuoteOptions options;
    options.language = c.language;
    options.paper = c.paper;
    ui::QuoteRenderer renderer(catalog.value());
    QString error;
    if (!renderer.writePdf(c.output, scenario.value(), result, options, &error)) {
        printError(QStringLiteral("%1: %2").arg(c.output, error));
        return BadInput;
    }
    // `-o /dev/stdout` (or the FIFO stdout is): the PDF is the output, no line after it.
    if (sameFile(c.output, "/dev/stdout"))
        return Ok;
    return writeStdout(QStringLiteral("Quote written to %1").arg(c.output).toStdString())
               ? Ok
               : BadInput;
}

} // namespace headroom::app
