// Runner for the window tests: offscreen, with settings kept apart from the user's.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

int main(int argc, char* argv[]) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QApplication application(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("HeadroomTests"));
    QCoreApplication::setApplicationName(QStringLiteral("headroom-ui-tests"));
    // ctest runs every test case as a process of its own, in parallel: each gets its own
    // settings folder, or one process's clear() races another's recent files.
    QTemporaryDir settingsDir;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
    QSettings().clear();
    return Catch::Session().run(argc, argv);
}
