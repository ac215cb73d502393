// Headroom: GPU server configurator for LLM fine-tuning. Commands or the GUI.
#include "catalogbands.h"
#include "commandline.h"
#include "common/outputfile.h"
#include "processsetup.h"
#include "window/mainwindow.h"

#include <QApplication>
#include <QIcon>
#include <QMessageBox>

using namespace headroom;

namespace {

/// Qt sees the program name only: the arguments are Headroom's and were parsed already.
int g_qtArgc = 1;
char* g_qtArgv[2] = {nullptr, nullptr};

void setApplicationNames() {
    QCoreApplication::setOrganizationName(QStringLiteral("Headroom"));
    QCoreApplication::setApplicationName(QStringLiteral("headroom"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HEADROOM_VERSION));
}

int runWindow(const app::CommandLine& commandLine) {
    app::setUpWindowStartup();
    QApplication application(g_qtArgc, g_qtArgv);
    app::windowStarted();
    setApplicationNames();
    QGuiApplication::setApplicationDisplayName(QStringLiteral("Headroom"));
    QGuiApplication::setDesktopFileName(QStringLiteral("io.headroom.Headroom"));
    QGuiApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("io.headroom.Headroom")));

    const QString dir = app::builtinCatalogDir(commandLine.catalogDir);
    auto catalog = loadCatalog(ui::filePath(dir), ui::filePath(app::userCatalogDir()));
    if (!catalog) {
        QMessageBox::critical(nullptr, QObject::tr("Headroom"),
                              QObject::tr("The catalog could not be loaded:\n%1")
                                  .arg(QString::fromStdString(catalog.error().toString())));
        return app::BadInput;
    }
    ui::MainWindow window(std::move(catalog).value());
    window.show();
    if (!commandLine.scenario.isEmpty())
        window.openScenario(commandLine.scenario);
    return application.exec();
}

} // namespace

int main(int argc, char* argv[]) {
    app::reserveStandardStreams();
    g_qtArgv[0] = argv[0];
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << ui::fileNameFromBytes(QByteArray(argv[i])); // file names stay their bytes

    // The whole command line first, before any Qt application (and so any display) exists.
    const app::CommandLine commandLine = app::CommandLine::parse(arguments);
    using Action = app::CommandLine::Action;
    switch (commandLine.action) {
    case Action::UsageError:
        app::printError(commandLine.error);
        return app::Usage;
    case Action::Help:
        return app::writeStdout(app::helpText().toStdString()) ? app::Ok : app::BadInput;
    case Action::Version:
        return app::writeStdout("headroom " HEADROOM_VERSION) ? app::Ok : app::BadInput;
    case Action::Evaluate:
    case Action::Sheet:
    case Action::Recommend:
    case Action::Calibrate:
    case Action::ImportRecipe:
    case Action::ExportRecipe:
        // No application object at all: these need neither a display nor Qt's event loop.
        app::setUpCommand();
        return app::runCommand(commandLine);
    case Action::Quote: {
        // The charts are QGraphicsWidgets (a QApplication, else a null style crashes them);
        // rendered offscreen, whatever platform the environment names.
        app::setUpCommand();
        app::setUpOffscreenRendering();
        QApplication application(g_qtArgc, g_qtArgv);
        setApplicationNames();
        return app::runCommand(commandLine);
    }
    case Action::Window:
        break;
    }
    return runWindow(commandLine);
}
