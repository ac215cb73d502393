#include "commandline.h"

#include "calibratecommand.h"
#include "catalog.h"
#include "catalogbands.h"
#include "catalogfiles.h"
#include "common/outputfile.h"
#include "inputfile.h"
#include "quotecommand.h"
#include "recipecommand.h"
#include "recommend.h"
#include "scenariojson.h"
#include "sizing.h"
#include "textformat.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <vector>

// Running a parsed command line: the catalog, the output on stdout and stderr, and evaluate and
// recommend (quote and sheet: quotecommand.cpp; calibrate, the recipe commands: their files).

namespace headroom::app {

namespace {

namespace fs = std::filesystem;

/// JSON on stdout holds UTF-8 only: a byte of a file name outside it (a Latin-1 folder of an
/// imported config.json) is written as U+FFFD instead of ending the program (nlohmann throws).
constexpr auto kReplaceBadUtf8 = nlohmann::json::error_handler_t::replace;

/// The answer's state in a recommendation's line (kAnswerStateNames: the JSON's).
constexpr auto kRecommendAnswers =
    makeEnumTable(std::pair{AnswerState::Go, "go"}, std::pair{AnswerState::Tight, "tight"},
                  std::pair{AnswerState::NoGo, "no go"});

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
                        kRecommendAnswers.name(r.result.answer.answer), r.headroomGb, r.stepS) +
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
        return writeStdout(c.json
                               ? terminalJson(toJson(result).dump(2, ' ', false, kReplaceBadUtf8))
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
