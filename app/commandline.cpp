#include "commandline.h"

#include "quotedetails.h"
#include "scenariorange.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <algorithm>
#include <optional>
#include <vector>

// Parsing the command line: the command word, its files and its options, each checked against
// the command it belongs to. Running the commands: commandrun.cpp, quotecommand.cpp,
// calibratecommand.cpp, recipecommand.cpp.

namespace headroom::app {

namespace {

using Action = CommandLine::Action;

/// The commands and their words, in the order "did you mean" tries them.
constexpr auto kCommandNames = makeEnumTable(
    std::pair{Action::Evaluate, "evaluate"}, std::pair{Action::Quote, "quote"},
    std::pair{Action::Sheet, "sheet"}, std::pair{Action::Recommend, "recommend"},
    std::pair{Action::Calibrate, "calibrate"}, std::pair{Action::ImportRecipe, "import-recipe"},
    std::pair{Action::ExportRecipe, "export-recipe"});

/// The command `word` names, if it names one.
std::optional<Action> commandNamed(const QString& word) {
    for (const auto& [action, name] : kCommandNames.entries)
        if (word == QLatin1String(name))
            return action;
    return std::nullopt;
}

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
    for (const auto& [action, name] : kCommandNames.entries)
        if (editDistance(word.toLower(), QString::fromLatin1(name)) <= 2)
            return text + QStringLiteral("; did you mean '%1'?").arg(QLatin1String(name));
    return text + QStringLiteral("; the commands are evaluate, quote, sheet, recommend, "
                                 "calibrate, import-recipe and export-recipe");
}

/// Every option of the command line; each belongs to one or a few commands.
struct Options {
    QCommandLineOption help{{QStringLiteral("h"), QStringLiteral("help")},
                            QStringLiteral("Show the help.")};
    QCommandLineOption version{{QStringLiteral("v"), QStringLiteral("version")},
                               QStringLiteral("Show the version.")};
    QCommandLineOption catalog{QStringLiteral("catalog"), QStringLiteral("Catalog directory."),
                               QStringLiteral("DIR")};
    QCommandLineOption json{QStringLiteral("json"), QStringLiteral("Print JSON.")};
    QCommandLineOption output{{QStringLiteral("o"), QStringLiteral("output")},
                              QStringLiteral("PDF file to write."),
                              QStringLiteral("FILE")};
    QCommandLineOption lang{QStringLiteral("lang"), QStringLiteral("en or de."),
                            QStringLiteral("LANG")};
    QCommandLineOption paper{QStringLiteral("paper"), QStringLiteral("a4 or letter."),
                             QStringLiteral("PAPER")};
    QCommandLineOption markdown{QStringLiteral("markdown"),
                                QStringLiteral("calibrate: the README's table.")};
    QCommandLineOption outDir{QStringLiteral("out-dir"),
                              QStringLiteral("quote: folder for one PDF per scenario."),
                              QStringLiteral("DIR")};
    QCommandLineOption customer{QStringLiteral("customer"), QStringLiteral("quote: the customer."),
                                QStringLiteral("NAME")};
    QCommandLineOption number{QStringLiteral("number"), QStringLiteral("quote: the quote number."),
                              QStringLiteral("NUMBER")};
    QCommandLineOption validDays{QStringLiteral("valid-days"),
                                 QStringLiteral("quote: days the quote is valid."),
                                 QStringLiteral("DAYS")};
    QCommandLineOption allowUnfit{QStringLiteral("allow-unfit"),
                                  QStringLiteral("quote: quote a failing build anyway.")};
    QCommandLineOption model{QStringLiteral("model"),
                             QStringLiteral("import-recipe: the model (catalog id or "
                                            "config.json)."),
                             QStringLiteral("MODEL")};
    QCommandLineOption to{QStringLiteral("to"),
                          QStringLiteral("export-recipe: axolotl, llamafactory, torchtune "
                                         "or trl."),
                          QStringLiteral("FORMAT")};

    QList<QCommandLineOption> all() const {
        return {help,   version,  catalog, json,      output,     lang,  paper, markdown,
                outDir, customer, number,  validDays, allowUnfit, model, to};
    }
};

/// A usage error's line, when there is one.
using Problem = std::optional<QString>;

/// The command word (one kCommandNames names) and its files: sets the action, the files and the
/// prefix of later errors ("headroom evaluate: ").
Problem readCommandWord(QStringList positional, CommandLine& c, QString& prefix) {
    const QString command = positional.takeFirst();
    c.action = *commandNamed(command);
    prefix = QStringLiteral("headroom %1: ").arg(command);
    if (c.action == Action::ImportRecipe) {
        if (positional.size() != 1)
            return prefix + QStringLiteral("expected exactly one recipe file");
        c.recipe = positional.constFirst();
    } else if (c.action == Action::Calibrate) {
        // calibrate reads the catalog's calibration rows, no scenario.
        if (!positional.isEmpty())
            return prefix + QStringLiteral("takes no scenario file");
    } else if (c.action == Action::Quote && !positional.isEmpty()) {
        c.scenarios = positional; // several with --out-dir (checked below)
        c.scenario = positional.constFirst();
    } else if (positional.size() != 1) {
        return prefix + (positional.isEmpty()
                             ? QStringLiteral("expected a scenario file")
                             : QStringLiteral("expected exactly one scenario file, not %1")
                                   .arg(positional.size()));
    } else {
        c.scenario = positional.constFirst();
    }
    return std::nullopt;
}

/// No command: the window, on at most one scenario file. A word that names no file is a
/// command typed wrong ("Evaluate", "qoute"), not a file to open.
Problem readWindowFile(const QStringList& positional, CommandLine& c, const QString& prefix) {
    if (positional.isEmpty())
        return std::nullopt;
    const QString& first = positional.constFirst();
    const bool looksLikeFile = QFileInfo::exists(first) || first.contains(QLatin1Char('/')) ||
                               first.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
    if (!looksLikeFile)
        return unknownCommand(first);
    if (positional.size() > 1)
        return prefix +
               QStringLiteral("the window opens one scenario file, not %1").arg(positional.size());
    c.scenario = first;
    return std::nullopt;
}

/// Every option belongs to a command; one given to another is a mistake, not a no-op.
Problem checkOptionOwners(const QCommandLineParser& parser, const Options& o, const CommandLine& c,
                          const QString& prefix) {
    const bool quote = c.action == Action::Quote;
    const bool listing = c.action == Action::Evaluate || c.action == Action::Recommend ||
                         c.action == Action::Calibrate;
    const bool sheet = c.action == Action::Sheet;
    const bool recipe = c.action == Action::ImportRecipe || c.action == Action::ExportRecipe;
    if (parser.isSet(o.json) && !listing)
        return prefix + QStringLiteral("--json applies to evaluate, recommend and calibrate only");
    if (parser.isSet(o.markdown) && c.action != Action::Calibrate)
        return prefix + QStringLiteral("--markdown applies to calibrate only");
    if (parser.isSet(o.markdown) && parser.isSet(o.json))
        return prefix + QStringLiteral("--json and --markdown exclude each other");
    if (parser.isSet(o.model) && c.action != Action::ImportRecipe)
        return prefix + QStringLiteral("--model applies to import-recipe only");
    if (parser.isSet(o.to) && c.action != Action::ExportRecipe)
        return prefix + QStringLiteral("--to applies to export-recipe only");
    if (parser.isSet(o.output) && !quote && !sheet && !recipe)
        return prefix + QStringLiteral("-o/--output applies to quote, sheet, "
                                       "import-recipe and export-recipe only");
    if (parser.isSet(o.lang) && !quote && !sheet)
        return prefix + QStringLiteral("--lang applies to quote and sheet only");
    return std::nullopt;
}

/// import-recipe and export-recipe: -o, --model, --to.
Problem readRecipeOptions(const QCommandLineParser& parser, const Options& o, CommandLine& c,
                          const QString& prefix) {
    c.output = parser.value(o.output);
    if (c.output.isEmpty())
        return prefix + QStringLiteral("-o FILE is required");
    c.model = parser.value(o.model);
    if (parser.isSet(o.model) && c.model.isEmpty())
        return prefix + QStringLiteral("--model needs a catalog id or a config.json");
    if (c.action != CommandLine::Action::ExportRecipe)
        return std::nullopt;
    c.recipeFormat = parser.value(o.to);
    const QStringList formats = {QStringLiteral("axolotl"), QStringLiteral("llamafactory"),
                                 QStringLiteral("torchtune"), QStringLiteral("trl")};
    if (!formats.contains(c.recipeFormat))
        return prefix + QStringLiteral("--to must be axolotl, llamafactory, torchtune or trl%1")
                            .arg(c.recipeFormat.isEmpty()
                                     ? QString()
                                     : QStringLiteral(", not '%1'").arg(c.recipeFormat));
    return std::nullopt;
}

/// The options of quote alone, refused with any other command.
Problem checkQuoteOnly(const QCommandLineParser& parser, const Options& o, const CommandLine& c,
                       const QString& prefix) {
    if (c.action == CommandLine::Action::Quote)
        return std::nullopt;
    for (const auto& [option, name] :
         {std::pair{&o.paper, "--paper"}, std::pair{&o.outDir, "--out-dir"},
          std::pair{&o.customer, "--customer"}, std::pair{&o.number, "--number"},
          std::pair{&o.validDays, "--valid-days"}, std::pair{&o.allowUnfit, "--allow-unfit"}})
        if (parser.isSet(*option))
            return prefix + QStringLiteral("%1 applies to quote only").arg(name);
    return std::nullopt;
}

/// sheet: -o FILE.html and --lang en|de.
Problem readSheetOptions(const QCommandLineParser& parser, const Options& o, CommandLine& c,
                         const QString& prefix) {
    c.output = parser.value(o.output);
    if (c.output.isEmpty())
        return prefix + QStringLiteral("-o FILE.html is required");
    if (parser.isSet(o.lang)) {
        const QString l = parser.value(o.lang);
        if (l != QLatin1String("en") && l != QLatin1String("de"))
            return prefix + QStringLiteral("--lang must be en or de, not '%1'").arg(l);
        c.languages << l;
    }
    return std::nullopt;
}

/// quote: -o or --out-dir (one file, or a batch).
Problem readQuoteOutputs(const QCommandLineParser& parser, const Options& o, CommandLine& c,
                         const QString& prefix) {
    c.output = parser.value(o.output);
    c.outDir = parser.value(o.outDir);
    if (parser.isSet(o.output) && parser.isSet(o.outDir))
        return prefix + QStringLiteral("-o and --out-dir exclude each other");
    if (c.output.isEmpty() && c.outDir.isEmpty())
        return prefix + QStringLiteral("-o FILE.pdf or --out-dir DIR is required");
    if (!c.output.isEmpty() && c.scenarios.size() > 1)
        return prefix + QStringLiteral("%1 scenario files need --out-dir DIR, not -o")
                            .arg(c.scenarios.size());
    return std::nullopt;
}

/// quote: --lang, --paper, --customer, --number, --valid-days, --allow-unfit.
Problem readQuoteDetails(const QCommandLineParser& parser, const Options& o, CommandLine& c,
                         const QString& prefix) {
    if (parser.isSet(o.lang)) {
        const auto languages = parseLanguages(parser.value(o.lang).toStdString());
        if (!languages)
            return prefix + QStringLiteral("--lang must be en, de or en,de, not '%1'")
                                .arg(parser.value(o.lang));
        for (const std::string& l : *languages)
            c.languages << QString::fromStdString(l);
    }
    if (parser.isSet(o.paper)) {
        c.paper = parser.value(o.paper).toLower();
        if (c.paper != QLatin1String("a4") && c.paper != QLatin1String("letter"))
            return prefix + QStringLiteral("--paper must be a4 or letter, not '%1'").arg(c.paper);
    }
    c.customer = parser.value(o.customer);
    c.number = parser.value(o.number);
    if (parser.isSet(o.validDays)) {
        // The range of the scenario file's quote.valid_days.
        const ScenarioRange& range = scenarioRange(RangeKey::QuoteValidDays);
        bool ok = false;
        const int days = parser.value(o.validDays).toInt(&ok);
        if (!ok || days < range.min || days > range.max)
            return prefix + QStringLiteral("--valid-days must be a whole number %1 .. %2, not '%3'")
                                .arg(range.min)
                                .arg(range.max)
                                .arg(parser.value(o.validDays));
        c.validDays = days;
    }
    c.allowUnfit = parser.isSet(o.allowUnfit);
    return std::nullopt;
}

/// The options after the command word, checked in a fixed order (the first problem is the
/// line printed).
Problem readOptions(const QCommandLineParser& parser, const Options& o, CommandLine& c,
                    const QString& prefix) {
    if (auto problem = checkOptionOwners(parser, o, c, prefix))
        return problem;
    c.markdown = parser.isSet(o.markdown);
    if (c.action == Action::ImportRecipe || c.action == Action::ExportRecipe)
        if (auto problem = readRecipeOptions(parser, o, c, prefix))
            return problem;
    if (auto problem = checkQuoteOnly(parser, o, c, prefix))
        return problem;
    if (parser.isSet(o.catalog) && parser.value(o.catalog).isEmpty())
        return prefix + QStringLiteral("--catalog needs a directory");
    c.catalogDir = parser.value(o.catalog);
    c.json = parser.isSet(o.json);
    if (c.action == Action::Sheet)
        return readSheetOptions(parser, o, c, prefix);
    if (c.action != Action::Quote)
        return std::nullopt;
    if (auto problem = readQuoteOutputs(parser, o, c, prefix))
        return problem;
    return readQuoteDetails(parser, o, c, prefix);
}

} // namespace

CommandLine CommandLine::parse(const QStringList& arguments) {
    QCommandLineParser parser;
    const Options o;
    parser.addOptions(o.all());
    if (!parser.parse(arguments))
        return usageError(QStringLiteral("headroom: %1").arg(parser.errorText()));
    CommandLine c;
    if (parser.isSet(o.help)) {
        c.action = Action::Help;
        return c;
    }
    if (parser.isSet(o.version)) {
        c.action = Action::Version;
        return c;
    }
    QString prefix = QStringLiteral("headroom: ");
    const QStringList positional = parser.positionalArguments();
    const bool command = !positional.isEmpty() && commandNamed(positional.constFirst());
    Problem problem =
        command ? readCommandWord(positional, c, prefix) : readWindowFile(positional, c, prefix);
    if (!problem)
        problem = readOptions(parser, o, c, prefix);
    if (problem)
        return usageError(*problem);
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

} // namespace headroom::app
