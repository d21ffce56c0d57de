// The app tests' main(): a QApplication on the offscreen platform, with QStandardPaths in
// test mode so settings and data never touch the user's own.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>

int main(int argc, char *argv[])
{
    // CTest sets this too; test discovery runs the program without it.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("LudotecaTests"));
    QApplication::setApplicationName(QStringLiteral("LudotecaTests"));
    QSettings().clear(); // remembered set-ups from an earlier run must not leak in
    return Catch::Session().run(argc, argv);
}
