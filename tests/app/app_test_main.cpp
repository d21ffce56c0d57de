// The app tests' main(): a QApplication on the offscreen platform, with QStandardPaths in
// test mode and settings in a folder of their own, so the user's are never touched, and
// the English translator installed as the app installs it.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include <QApplication>
#include <QLocale>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include "i18n/language.h"

namespace {

// Each test case starts from empty settings, so that none sees what an earlier one
// remembered; a test that checks memory between two windows does so inside one case.
struct FreshSettings : Catch::TestEventListenerBase {
    using TestEventListenerBase::TestEventListenerBase;
    void testCaseStarting(const Catch::TestCaseInfo &info) override
    {
        TestEventListenerBase::testCaseStarting(info);
        QSettings().clear();
    }
};

} // namespace

CATCH_REGISTER_LISTENER(FreshSettings)

int main(int argc, char *argv[])
{
    // CTest sets this too; test discovery runs the program without it.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true);
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("LudotecaTests"));
    QApplication::setApplicationName(QStringLiteral("LudotecaTests"));
    // Settings of this process only: CTest runs several test processes at once, and
    // remembered set-ups from an earlier run must not leak in either.
    QTemporaryDir settings;
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settings.path());
    // English as the app speaks it at start: its plural forms ("1 card left") included.
    ludoteca::app::language::install(QLocale(QLocale::English, QLocale::UnitedStates));
    return Catch::Session().run(argc, argv);
}
