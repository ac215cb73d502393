// Runner for the window tests: offscreen, with settings kept apart from the user's.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>

int main(int argc, char* argv[]) {
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QApplication application(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("HeadroomTests"));
    QCoreApplication::setApplicationName(QStringLiteral("headroom-ui-tests"));
    QSettings().clear();
    return Catch::Session().run(argc, argv);
}
