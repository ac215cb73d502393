// Headroom: GPU server configurator for LLM fine-tuning. Commands or the GUI.
#include "commandline.h"
#include "mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QIcon>
#include <QMessageBox>
#include <cstdio>
#include <unistd.h>

using namespace headroom;

int main(int argc, char* argv[]) {
    QStringList args;
    for (int i = 0; i < argc; ++i)
        args << QString::fromLocal8Bit(argv[i]);

    // Qt warns on stderr when XDG_RUNTIME_DIR is unset (containers, CI); give it a private one.
    if (qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
        const QByteArray dir = QDir::tempPath().toLocal8Bit() + "/runtime-headroom-" +
                               QByteArray::number(uint(getuid()));
        if (QDir().mkpath(QString::fromLocal8Bit(dir)) &&
            QFile::setPermissions(QString::fromLocal8Bit(dir),
                                  QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner))
            qputenv("XDG_RUNTIME_DIR", dir);
    }

    if (app::isCommand(args)) {
        // Commands never need a display; the quote still needs fonts and builds its charts from
        // QtCharts (QGraphicsWidget: a QApplication, else a null style crashes it), hence a
        // widget application on the offscreen platform.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QApplication application(argc, argv);
        QCoreApplication::setApplicationName(QStringLiteral("headroom"));
        QCoreApplication::setApplicationVersion(QStringLiteral(HEADROOM_VERSION));
        return app::runCommand(args);
    }

    // --help and --version answer without a display.
    const bool infoOnly = args.contains(QStringLiteral("--help")) || args.contains(QStringLiteral("-h")) ||
                          args.contains(QStringLiteral("--version")) || args.contains(QStringLiteral("-v"));
    if (infoOnly && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication application(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Headroom"));
    QCoreApplication::setApplicationName(QStringLiteral("headroom"));
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Headroom"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HEADROOM_VERSION));
    QGuiApplication::setDesktopFileName(QStringLiteral("io.headroom.Headroom"));
    QGuiApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("io.headroom.Headroom")));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Sizes GPU servers for fine-tuning large language models.\n\n"
        "Commands:\n"
        "  headroom evaluate SCENARIO.json [--json] [--catalog DIR]\n"
        "  headroom quote SCENARIO.json -o FILE.pdf [--lang en|de] [--catalog DIR]\n"
        "  headroom recommend SCENARIO.json [--json] [--catalog DIR]\n"
        "  headroom calibrate [--json | --markdown] [--catalog DIR]\n"
        "Without a command: the configurator window."));
    parser.addHelpOption();
    parser.addVersionOption();
    QCommandLineOption catalogOpt(QStringLiteral("catalog"), QStringLiteral("Catalog directory."),
                                  QStringLiteral("DIR"));
    parser.addOption(catalogOpt);
    parser.addPositionalArgument(QStringLiteral("scenario"),
                                 QStringLiteral("Scenario file to open (optional)."), QStringLiteral("[scenario]"));
    if (!parser.parse(args)) {
        std::fprintf(stderr, "headroom: %s\n", qPrintable(parser.errorText()));
        return app::Usage;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        std::fputs(qPrintable(parser.helpText()), stdout);
        return app::Ok;
    }
    if (parser.isSet(QStringLiteral("version"))) {
        std::printf("headroom %s\n", HEADROOM_VERSION);
        return app::Ok;
    }

    const QString dir = app::builtinCatalogDir(parser.value(catalogOpt));
    auto catalog = loadCatalog(dir.toStdString(), app::userCatalogDir().toStdString());
    if (!catalog) {
        QMessageBox::critical(nullptr, QObject::tr("Headroom"),
                              QObject::tr("The catalog could not be loaded:\n%1")
                                  .arg(QString::fromStdString(catalog.error().toString())));
        return app::BadInput;
    }
    ui::MainWindow window(std::move(catalog).value());
    window.show();
    if (!parser.positionalArguments().isEmpty())
        window.openScenario(parser.positionalArguments().constFirst());
    return application.exec();
}
