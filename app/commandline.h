#pragma once
// The command line: parsed and checked whole before any Qt application exists, so a usage error
// never needs a display and `headroom --catalog DIR evaluate s.json` is a command like any other.
#include "catalog.h"
#include "common/outputfile.h"
#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <vector>

namespace headroom::app {

/// Exit codes of the command line (README, "Command line").
enum ExitCode { Ok = 0, BadInput = 1, Usage = 2 };

/// What the arguments ask for.
struct CommandLine {
    enum class Action {
        Window,
        Evaluate,
        Quote,
        Sheet,
        Recommend,
        Calibrate,
        ImportRecipe,
        ExportRecipe,
        Help,
        Version,
        UsageError
    };
    Action action = Action::Window;
    QString scenario;      ///< the commands' SCENARIO.json; for the window an optional file to open
    QString catalogDir;    ///< --catalog DIR; empty: HEADROOM_CATALOG or the installed catalog
    bool json = false;     ///< evaluate, recommend, calibrate: --json
    bool markdown = false; ///< calibrate: --markdown (the README's table)
    QString output;       ///< quote: -o FILE.pdf; sheet: -o FILE.html; the recipe commands: -o FILE
    QString recipe;       ///< import-recipe: the training recipe to read
    QString model;        ///< import-recipe: --model, a catalog id or a config.json
    QString recipeFormat; ///< export-recipe: --to axolotl|llamafactory|torchtune|trl
    QStringList scenarios;   ///< quote: every SCENARIO.json (a batch with --out-dir)
    QString outDir;          ///< quote: --out-dir DIR, one PDF per scenario and language
    QStringList languages;   ///< quote: --lang en|de|en,de; empty: the scenario's, else en
    QString paper;           ///< quote: --paper a4|letter; empty: the scenario's, else the vendor's
    QString customer;        ///< quote: --customer; overrides the scenario's quote.customer
    QString number;          ///< quote: --number; overrides quote.number
    int validDays = 0;       ///< quote: --valid-days; 0: the scenario's, else the vendor's
    bool allowUnfit = false; ///< quote: --allow-unfit, quote a build that fails anyway
    QString error;           ///< UsageError: what is wrong, one line without the program name

    /// Parses `arguments` (argv, program name first). Needs no QCoreApplication.
    static CommandLine parse(const QStringList& arguments);
    bool isCommand() const {
        return action == Action::Evaluate || action == Action::Quote || action == Action::Sheet ||
               action == Action::Recommend || action == Action::Calibrate ||
               action == Action::ImportRecipe || action == Action::ExportRecipe;
    }
};

/// `headroom --help`.
QString helpText();

/// Runs evaluate, quote, sheet, recommend or calibrate: the result on stdout, one line per problem
/// on stderr. Every write to stdout is checked: a full disk or a closed stdout is exit 1, not
/// silence.
int runCommand(const CommandLine& commandLine);

/// Writes `text` (plus a final newline if missing) to stdout and flushes; on failure prints one
/// line naming the cause on stderr and returns false.
bool writeStdout(const std::string& text);

/// One line on stderr, control characters escaped (it may quote file content); file names in
/// it as their bytes (a name that is not UTF-8 prints its bytes escaped, \xe9).
void printError(const QString& text);
void printError(const std::string& text);

/// The guard of a command's outputs: every file the command read is an input it must not
/// replace (add the files the scenario names with protectScenario()).
ui::OutputGuard runGuard();

/// "headroom COMMAND: -o INPUT; choose another output file", exit 2 (README: an output that is
/// one of the inputs is a usage error). `path`: the output concerned, when it is not -o itself
/// (a DeepSpeed companion, a quote's language file).
int refuseOutput(const char* command, const CommandLine& c, const QString& input,
                 const QString& path = {});

/// Writes a command's files through the one writer, all or nothing: Ok, Usage when one is an
/// input (refuseOutput), BadInput with the line naming the file and the system's reason.
int writeOutputs(const char* command, const CommandLine& c,
                 const std::vector<ui::OutputItem>& items, const ui::OutputGuard& guard);

/// The catalog directories: the built-in one (--catalog overrides) and the user overlay.
QString builtinCatalogDir(const QString& overrideDir = {});
QString userCatalogDir();

/// The built-in catalog (or --catalog / HEADROOM_CATALOG) with the user catalog on top; on failure
/// prints the one error line and returns nothing (the caller exits with BadInput).
std::optional<Catalog> loadCommandCatalog(const QString& overrideDir);

} // namespace headroom::app
