// `ludoteca-devtools --screenshots FOLDER`: the pictures every game shares (the launcher,
// the set-up dialog, the rules, the settings), then each game's registered tour, then the
// history's pages with the tours' games in them, then quits.

#include "screenshots.h"

#include <cstdio>
#include <functional>
#include <memory>

#include <QApplication>
#include <QAction>
#include <QDialog>
#include <QDir>
#include <QTabWidget>
#include <QCoreApplication>
#include <QTimer>

#include "history/history_dialog.h"
#include "history/history_recorder.h"
#include "ludoteca/core/registry.h"
#include "screenshot_support.h"
#include "tour_registry.h"
#include "ui/main_window.h"
#include "ui/rules_dialog.h"
#include "ui/setup_dialog.h"

namespace ludoteca::app {

namespace {

// The history of the data folder, one picture per page: after the tours, whose games
// ended there.
void takeHistoryScreenshots(MainWindow &window, const QString &folder)
{
    HistoryDialog *history = window.showHistory();
    if (!history)
        return;
    // Its games are read on a worker thread.
    while (history->loading())
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    // And the layout its choices asked for as they filled.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    QCoreApplication::processEvents();
    resizeOnScreen(history, 900, 620);
    const QStringList pages {QStringLiteral("history"), QStringLiteral("history-statistics"),
                             QStringLiteral("history-players")};
    for (int page = 0; page < history->tabs()->count() && page < pages.size(); ++page) {
        history->tabs()->setCurrentIndex(page);
        saveScreenshot(history, folder, pages[page]);
    }
    history->close();
}

// Runs the tours from `index` on, one after another, then the history's pictures, and
// quits.
void runTours(MainWindow &window, const QString &folder, std::shared_ptr<std::vector<TourEntry>> tours,
              std::size_t index)
{
    while (index < tours->size() && !GameRegistry::find((*tours)[index].gameId))
        ++index; // a game this build does not have
    if (index >= tours->size()) {
        // Once the last game's write has reached the history.
        const auto waitForHistory = std::make_shared<std::function<void()>>();
        *waitForHistory = [&window, folder, waitForHistory] {
            if (window.historyRecorder()->pending() > 0) {
                QTimer::singleShot(50, &window, *waitForHistory);
                return;
            }
            takeHistoryScreenshots(window, folder);
            QApplication::quit();
        };
        (*waitForHistory)();
        return;
    }
    window.session().abandon();
    (*tours)[index].run(window, folder,
                        [&window, folder, tours, index] { runTours(window, folder, tours, index + 1); });
}

} // namespace

void takeScreenshots(MainWindow &window, const QString &folder)
{
    QDir().mkpath(folder);
    resizeOnScreen(&window, screenshotWindowSize().width(), screenshotWindowSize().height());
    QTimer::singleShot(300, &window, [&window, folder] {
        saveScreenshot(&window, folder, QStringLiteral("launcher"));

        SetupDialog *setup = window.openSetup(QStringLiteral("egotzi"));
        if (!setup) {
            std::fprintf(stderr, "no Egotzi in this build\n");
            QApplication::exit(1);
            return;
        }
        QTimer::singleShot(300, &window, [&window, folder, setup] {
            saveScreenshot(setup, folder, QStringLiteral("setup"));
            setup->reject();

            RulesDialog rules(QStringLiteral("egotzi"), QStringLiteral("Egotzi"));
            resizeOnScreen(&rules, 640, 720);
            saveScreenshot(&rules, folder, QStringLiteral("rules"));

            window.action(QStringLiteral("preferences"))->trigger();
            if (auto *settings = window.findChild<QDialog *>(QStringLiteral("settings"))) {
                settings->adjustSize();
                saveScreenshot(settings, folder, QStringLiteral("settings"));
                settings->close();
            }

            runTours(window, folder, std::make_shared<std::vector<TourEntry>>(TourRegistry::all()), 0);
        });
    });
}

} // namespace ludoteca::app
