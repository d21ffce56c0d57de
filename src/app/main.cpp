// Ludoteca's desktop app: starts on the launcher.

#include <QApplication>
#include <QCoreApplication>
#include <QCommandLineParser>

#include "i18n/language.h"
#include "session/saved_game.h"
#include "session/settings_file.h"
#include "ui/launcher_page.h"
#include "ui/main_window.h"
#include "ui/theme.h"

namespace {

// The command line, its texts in the language of the translators installed when it is made.
struct CommandLine {
    // Qt's own texts for the options it adds, which Qt's catalogues leave in English for
    // some languages: listed here so that our catalogues carry them.
    static constexpr const char *kQtTexts[] = {
        QT_TRANSLATE_NOOP("QCommandLineParser", "Displays help on commandline options."),
        QT_TRANSLATE_NOOP("QCommandLineParser", "Displays help including Qt specific options."),
        QT_TRANSLATE_NOOP("QCommandLineParser", "Displays version information.")};

    QCommandLineParser parser;
    QCommandLineOption help = parser.addHelpOption();
    QCommandLineOption version = parser.addVersionOption();
    QCommandLineOption dataDir {
        QStringLiteral("data-dir"),
        QCoreApplication::translate("CommandLine", "Keep the unfinished games and the history in <folder>."),
        //: The value of --data-dir, as --help shows it.
        QCoreApplication::translate("CommandLine", "folder")};

    CommandLine()
    {
        parser.setApplicationDescription(
            QCoreApplication::translate("CommandLine", "A collection of modern board games."));
        parser.addPositionalArgument(QStringLiteral("file"),
                                     QCoreApplication::translate("CommandLine", "Open this saved game."),
                                     //: The optional argument, as the usage line of --help shows it.
                                     QCoreApplication::translate("CommandLine", "[file]"));
        parser.addOption(dataDir);
    }
};

} // namespace

int main(int argc, char *argv[])
{
    QApplication::setOrganizationName(QStringLiteral("Ludoteca"));
    QApplication::setApplicationName(QStringLiteral("Ludoteca"));
    QApplication::setApplicationVersion(QStringLiteral(LUDOTECA_VERSION));
    QApplication::setDesktopFileName(QStringLiteral(LUDOTECA_APP_ID));
    // Before anything reads the settings: QSettings would wait on a pipe there for good, or
    // write through a link.
    const QString settingsNotice = ludoteca::app::settings_file::prepare(ludoteca::app::settings_file::userPath());

    // --help and --version answer without a display: look for them before QApplication
    // connects to one. Other mistakes are reported by process() below.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    {
        CommandLine untranslated;
        untranslated.parser.parse(arguments);
        if (untranslated.parser.isSet(untranslated.help) || untranslated.parser.isSet(untranslated.version)) {
            QCoreApplication console(argc, argv);
            // The help in the player's language: the translators go in before its texts are made.
            ludoteca::app::language::install(ludoteca::app::language::effectiveLocale());
            CommandLine commandLine;
            commandLine.parser.parse(arguments);
            if (commandLine.parser.isSet(commandLine.version))
                commandLine.parser.showVersion();
            commandLine.parser.showHelp();
        }
    }

    // A write past a file-size limit fails (and the game says so) instead of ending the app.
    ludoteca::app::ignoreFileSizeSignal();
    QApplication app(argc, argv);
    ludoteca::app::language::installTranslations(app);
    CommandLine commandLine;
    commandLine.parser.process(app);

    ludoteca::app::theme::apply(app);
    ludoteca::app::MainWindow window(commandLine.parser.value(commandLine.dataDir));
    if (!settingsNotice.isEmpty())
        window.launcher()->setNotice(settingsNotice);
    window.show();
    if (!commandLine.parser.positionalArguments().isEmpty())
        window.openFile(commandLine.parser.positionalArguments().constFirst());
    return app.exec();
}
