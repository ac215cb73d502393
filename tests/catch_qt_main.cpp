// main() of the test programs that need a QApplication (the window and the quote PDF):
// offscreen unless QT_QPA_PLATFORM says otherwise, with settings kept apart from the user's.
#include "catch_runner.h"

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

int main(int argc, char* argv[]) {
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QApplication application(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("HeadroomTests"));
    // ctest runs every test case as a process of its own, in parallel: each gets its own
    // settings folder, or one process's clear() races another's recent files.
    QTemporaryDir settingsDir;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
    QSettings().clear();
    return headroom::test::runCatchSession(argc, argv);
}
