// Ludoteca's desktop app: starts on the launcher.

#include <QApplication>
#include <QCoreApplication>
#include <QCommandLineParser>

#include "i18n/language.h"
#include "ui/main_window.h"
#include "ui/theme.h"

int main(int argc, char *argv[])
{
    QApplication::setOrganizationName(QStringLiteral("Ludoteca"));
    QApplication::setApplicationName(QStringLiteral("Ludoteca"));
    QApplication::setApplicationVersion(QStringLiteral(LUDOTECA_VERSION));
    QApplication::setDesktopFileName(QStringLiteral(LUDOTECA_APP_ID));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("A collection of modern board games."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption version = parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("Open this saved game."),
                                 QStringLiteral("[file]"));
    const QCommandLineOption dataDir(QStringLiteral("data-dir"),
                                     QStringLiteral("Keep the unfinished games and the history in <folder>."),
                                     QStringLiteral("folder"));
    parser.addOption(dataDir);

    // --help and --version answer without a display: look for them before QApplication
    // connects to one. Other mistakes are reported by process() below.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    parser.parse(arguments);
    if (parser.isSet(help) || parser.isSet(version)) {
        QCoreApplication console(argc, argv);
        if (parser.isSet(version))
            parser.showVersion();
        parser.showHelp();
    }

    QApplication app(argc, argv);
    ludoteca::app::language::installTranslations(app);
    parser.process(app);

    ludoteca::app::theme::apply(app);
    ludoteca::app::MainWindow window(parser.value(dataDir));
    window.show();
    if (!parser.positionalArguments().isEmpty())
        window.openFile(parser.positionalArguments().constFirst());
    return app.exec();
}
