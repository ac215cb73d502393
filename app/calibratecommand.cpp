#include "calibratecommand.h"

#include "calibration.h"
#include "commandline.h"

#include <QCommandLineParser>
#include <cstdio>
#include <nlohmann/json.hpp>

namespace headroom::app {

namespace {

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

int runCalibrate(const QStringList& arguments) {
    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("headroom calibrate — predicted vs measured for every calibration row"));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("command"), QStringLiteral("calibrate"));
    QCommandLineOption catalogOpt(QStringLiteral("catalog"), QStringLiteral("Catalog directory."),
                                  QStringLiteral("DIR"));
    QCommandLineOption jsonOpt(QStringLiteral("json"), QStringLiteral("Print the rows as JSON."));
    QCommandLineOption markdownOpt(QStringLiteral("markdown"),
                                   QStringLiteral("Print the README's calibration table."));
    parser.addOption(catalogOpt);
    parser.addOption(jsonOpt);
    parser.addOption(markdownOpt);
    if (!parser.parse(arguments)) {
        printErr(QStringLiteral("headroom calibrate: %1").arg(parser.errorText()));
        return Usage;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        printOut(parser.helpText().toStdString());
        return Ok;
    }
    if (parser.positionalArguments().size() != 1) {
        printErr(QStringLiteral("headroom calibrate: takes no scenario file"));
        return Usage;
    }
    if (parser.isSet(jsonOpt) && parser.isSet(markdownOpt)) {
        printErr(QStringLiteral("headroom calibrate: --json and --markdown exclude each other"));
        return Usage;
    }
    const QString catalogDir = builtinCatalogDir(parser.value(catalogOpt));
    auto catalog = loadCatalog(catalogDir.toStdString(), userCatalogDir().toStdString());
    if (!catalog) {
        printErr(QString::fromStdString(catalog.error().toString()));
        return BadInput;
    }
    auto report = calibrate(catalog.value());
    if (!report) {
        printErr(QString::fromStdString(report.error().toString()));
        return BadInput;
    }
    if (parser.isSet(jsonOpt))
        printOut(toJson(report.value()).dump(2));
    else if (parser.isSet(markdownOpt))
        printOut(toMarkdown(report.value()));
    else
        printOut(toText(report.value()));
    return Ok;
}

} // namespace headroom::app
