// Ludoteca's desktop app: starts on the launcher.

#include <QApplication>
#include <QCommandLineParser>

#include "ui/main_window.h"
#include "ui/theme.h"

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Ludoteca"));
    QApplication::setApplicationName(QStringLiteral("Ludoteca"));
    QApplication::setApplicationVersion(QStringLiteral(LUDOTECA_VERSION));
    QApplication::setDesktopFileName(QStringLiteral("ludoteca"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("A collection of modern board games."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption dataDir(QStringLiteral("data-dir"),
                                     QStringLiteral("Keep the unfinished game in <folder>."),
                                     QStringLiteral("folder"));
    parser.addOption(dataDir);
    parser.process(app);

    ludoteca::app::theme::apply(app);
    ludoteca::app::MainWindow window(parser.value(dataDir));
    window.show();
    return app.exec();
}
