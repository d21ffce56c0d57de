// ludoteca-devtools: the desktop app driven by a script, for its developers. It is not
// installed: screenshot tours (scripts/screenshots.sh), the rules pages' diagrams
// (scripts/rules_diagrams.sh), start-up measurement and the check that windows fit the
// screen with their frames (scripts/check_window_fit.sh).

#include <cstdio>

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QSettings>
#include <QTemporaryDir>

#include "check_fit.h"
#include "diagrams.h"

#include "i18n/language.h"
#include "measure_history.h"
#include "measure_startup.h"
#include "screenshot_support.h"
#include "screenshots.h"
#include "ui/main_window.h"
#include "ui/theme.h"

int main(int argc, char *argv[])
{
    QElapsedTimer clock;
    clock.start();
    // Notes how long each event takes, for --measure-history.
    ludoteca::app::TimedApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Ludoteca"));
    QApplication::setApplicationName(QStringLiteral("Ludoteca"));
    QApplication::setApplicationVersion(QStringLiteral(LUDOTECA_VERSION));
    // The pictures speak the system's language, as the app does (LANG=it_IT.UTF-8).
    ludoteca::app::language::installTranslations(app);

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Development tools of the Ludoteca app."));
    parser.addHelpOption();
    const QCommandLineOption dataDir(QStringLiteral("data-dir"),
                                     QStringLiteral("Keep the unfinished game in <folder>."), QStringLiteral("folder"));
    const QCommandLineOption measure(QStringLiteral("measure-startup"),
                                     QStringLiteral("Print start-up time, memory use and event-loop "
                                                    "latency while the AI thinks, then quit."));
    const QCommandLineOption screenshots(QStringLiteral("screenshots"),
                                         QStringLiteral("Write PNG screenshots into <folder>, then quit."),
                                         QStringLiteral("folder"));
    const QCommandLineOption diagrams(QStringLiteral("diagrams"),
                                      QStringLiteral("Draw the diagrams <folder>/diagrams.json lists into <folder>, "
                                                     "then quit."),
                                      QStringLiteral("folder"));
    const QCommandLineOption fit(QStringLiteral("check-fit"),
                                 QStringLiteral("Show the main windows and dialogs under the running window "
                                                "manager, print whether each fits the screen with its frame, "
                                                "then quit (status 1 when one does not)."));
    const QCommandLineOption windowSize(QStringLiteral("window-size"),
                                        QStringLiteral("With --screenshots: the main window's size, <width>x<height> "
                                                       "(default 1200x820)."),
                                        QStringLiteral("size"));
    const QCommandLineOption history(QStringLiteral("measure-history"),
                                     QStringLiteral("Fill a history of <games> games in a folder of its own, print "
                                                    "how long the History window holds the GUI thread, then quit."),
                                     QStringLiteral("games"));
    parser.addOption(dataDir);
    parser.addOption(history);
    parser.addOption(windowSize);
    parser.addOption(fit);
    parser.addOption(measure);
    parser.addOption(screenshots);
    parser.addOption(diagrams);
    parser.process(app);
    if (!parser.isSet(measure) && !parser.isSet(screenshots) && !parser.isSet(diagrams) && !parser.isSet(fit)
        && !parser.isSet(history))
        parser.showHelp(1);

    if (parser.isSet(diagrams)) {
        // Settings of their own, so that what the user chose (a theme, Wapi's decimals,
        // drawing by hand) never shows in the pictures.
        QTemporaryDir settings;
        QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settings.path());
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settings.path());
        ludoteca::app::theme::apply(app);
        return ludoteca::app::writeDiagrams(parser.value(diagrams));
    }

    if (parser.isSet(windowSize)) {
        const QStringList parts = parser.value(windowSize).split(QLatin1Char('x'));
        bool wide = false;
        bool high = false;
        const int width = parts.size() == 2 ? parts[0].toInt(&wide) : 0;
        const int height = parts.size() == 2 ? parts[1].toInt(&high) : 0;
        if (!wide || !high || width < 200 || height < 200) {
            std::fprintf(stderr, "--window-size: expected WIDTHxHEIGHT, at least 200x200, not \"%s\"\n",
                         qPrintable(parser.value(windowSize)));
            return 2;
        }
        ludoteca::app::setScreenshotWindowSize(QSize(width, height));
    }

    QTemporaryDir historyFolder;
    if (parser.isSet(history)) {
        QString error;
        QElapsedTimer filling;
        filling.start();
        if (!ludoteca::app::fillHistory(historyFolder.path(), parser.value(history).toInt(), error)) {
            std::fprintf(stderr, "--measure-history: %s\n", qPrintable(error));
            return 1;
        }
        std::printf("history of %s games filled in %lld ms\n", qPrintable(parser.value(history)),
                    static_cast<long long>(filling.elapsed()));
    }
    ludoteca::app::theme::apply(app);
    ludoteca::app::MainWindow window(parser.isSet(history) ? historyFolder.path() : parser.value(dataDir));
    window.show();

    if (parser.isSet(history))
        ludoteca::app::measureHistory(window);

    if (parser.isSet(measure))
        ludoteca::app::measureStartup(window, clock);
    if (parser.isSet(screenshots))
        ludoteca::app::takeScreenshots(window, parser.value(screenshots));
    if (parser.isSet(fit))
        ludoteca::app::checkFit(window);
    return app.exec();
}
