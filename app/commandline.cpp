#include "commandline.h"

#include "catalog.h"
#include "quoterenderer.h"
#include "recommend.h"
#include "sizing.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <cstdio>
#include <nlohmann/json.hpp>

namespace headroom::app {

namespace {

const QStringList kCommands = {QStringLiteral("evaluate"), QStringLiteral("quote"),
                               QStringLiteral("recommend")};

void printErr(const QString& text) {
    std::fputs(text.toUtf8().constData(), stderr);
    std::fputc('\n', stderr);
}

void printOut(const std::string& text) {
    std::fwrite(text.data(), 1, text.size(), stdout);
    if (text.empty() || text.back() != '\n')
        std::fputc('\n', stdout);
    std::fflush(stdout);
}

} // namespace

bool isCommand(const QStringList& arguments) {
    return arguments.size() > 1 && kCommands.contains(arguments.at(1));
}

QString builtinCatalogDir(const QString& overrideDir) {
    if (!overrideDir.isEmpty())
        return overrideDir;
    if (qEnvironmentVariableIsSet("HEADROOM_CATALOG"))
        return qEnvironmentVariable("HEADROOM_CATALOG");
    // Relocatable install: <prefix>/bin/headroom → <prefix>/share/headroom/catalog.
    const QString relative =
        QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("../share/headroom/catalog"));
    if (QFileInfo(relative).isDir())
        return QDir::cleanPath(relative);
    return QString::fromStdString(defaultCatalogDir());
}

QString userCatalogDir() {
    return QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation) +
           QStringLiteral("/headroom/catalog");
}

int runCommand(const QStringList& arguments) {
    const QString command = arguments.at(1);
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("headroom %1 SCENARIO.json — see `headroom --help`").arg(command));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("command"), QStringLiteral("evaluate, quote or recommend"));
    parser.addPositionalArgument(QStringLiteral("scenario"), QStringLiteral("Scenario file (*.headroom.json)"));
    QCommandLineOption catalogOpt(QStringLiteral("catalog"), QStringLiteral("Catalog directory."),
                                  QStringLiteral("DIR"));
    QCommandLineOption jsonOpt(QStringLiteral("json"), QStringLiteral("Print the result as JSON."));
    QCommandLineOption outOpt({QStringLiteral("o"), QStringLiteral("output")},
                              QStringLiteral("PDF file to write."), QStringLiteral("FILE"));
    QCommandLineOption langOpt(QStringLiteral("lang"), QStringLiteral("Quote language: en or de."),
                               QStringLiteral("LANG"), QStringLiteral("en"));
    QCommandLineOption paperOpt(QStringLiteral("paper"), QStringLiteral("Paper: a4 or letter."),
                                QStringLiteral("PAPER"), QStringLiteral("a4"));
    parser.addOption(catalogOpt);
    if (command != QLatin1String("quote"))
        parser.addOption(jsonOpt);
    else {
        parser.addOption(outOpt);
        parser.addOption(langOpt);
        parser.addOption(paperOpt);
    }
    if (!parser.parse(arguments)) {
        printErr(QStringLiteral("headroom %1: %2").arg(command, parser.errorText()));
        return Usage;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText().toStdString());
        return Ok;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 2) {
        printErr(QStringLiteral("headroom %1: expected exactly one scenario file").arg(command));
        return Usage;
    }
    QString lang, outPath;
    QPageSize::PageSizeId paper = QPageSize::A4;
    if (command == QLatin1String("quote")) {
        lang = parser.value(langOpt);
        if (lang != QLatin1String("en") && lang != QLatin1String("de")) {
            printErr(QStringLiteral("headroom quote: --lang must be en or de, not '%1'").arg(lang));
            return Usage;
        }
        const QString p = parser.value(paperOpt).toLower();
        if (p == QLatin1String("letter"))
            paper = QPageSize::Letter;
        else if (p != QLatin1String("a4")) {
            printErr(QStringLiteral("headroom quote: --paper must be a4 or letter, not '%1'").arg(p));
            return Usage;
        }
        outPath = parser.value(outOpt);
        if (outPath.isEmpty()) {
            printErr(QStringLiteral("headroom quote: -o FILE.pdf is required"));
            return Usage;
        }
    }

    const QString catalogDir = builtinCatalogDir(parser.value(catalogOpt));
    if (catalogDir.isEmpty()) {
        printErr(QStringLiteral("HEADROOM_CATALOG: set but empty: name a catalog directory, or "
                                "unset it for the built-in catalog"));
        return BadInput;
    }
    auto catalog = loadCatalog(catalogDir.toStdString(), userCatalogDir().toStdString());
    if (!catalog) {
        printErr(QString::fromStdString(catalog.error().toString()));
        return BadInput;
    }
    auto scenario = loadScenario(positional.at(1).toStdString(), catalog.value());
    if (!scenario) {
        printErr(QString::fromStdString(scenario.error().toString()));
        return BadInput;
    }

    if (command == QLatin1String("evaluate")) {
        const SizingResult result = evaluate(scenario.value(), catalog.value());
        printOut(parser.isSet(jsonOpt) ? toJson(result).dump(2) : toText(result));
        return Ok;
    }
    if (command == QLatin1String("recommend")) {
        const auto list = recommend(scenario.value(), catalog.value());
        if (parser.isSet(jsonOpt)) {
            printOut(toJson(list).dump(2));
        } else {
            // The top three; --json lists every build.
            constexpr std::size_t kShown = 3;
            std::string text;
            int rank = 1;
            for (const auto& r : list) {
                if (static_cast<std::size_t>(rank) > kShown)
                    break;
                char buf[512];
                std::snprintf(buf, sizeof buf, "%d. %s, %d GPU(s), %s/%s%s: %s, %.1f GB free, %.2f s/step — %s\n",
                              rank++, r.server.c_str(), r.gpuCount, toString(r.scenario.method),
                              toString(r.scenario.optimizer),
                              r.scenario.offload == Offload::Optimizer ? " + offload" : "",
                              r.fits ? "fits" : "does not fit", r.headroomGb, r.stepS,
                              r.reason.c_str());
                text += buf;
            }
            if (list.size() > kShown)
                text += std::to_string(list.size() - kShown) +
                        " more builds ranked; --json lists them all.\n";
            printOut(text.empty() ? std::string("The catalog has no build to rank.") : text);
        }
        return Ok;
    }
    // quote
    const SizingResult result = evaluate(scenario.value(), catalog.value());
    ui::QuoteOptions options;
    options.language = lang;
    options.paper = paper;
    ui::QuoteRenderer renderer(catalog.value());
    QString error;
    if (!renderer.writePdf(outPath, scenario.value(), result, options, &error)) {
        printErr(QStringLiteral("%1: %2").arg(outPath, error));
        return BadInput;
    }
    printOut(QStringLiteral("Quote written to %1").arg(outPath).toStdString());
    return Ok;
}

} // namespace headroom::app
