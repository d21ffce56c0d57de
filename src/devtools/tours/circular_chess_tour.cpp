// Circular Chess's part of the screenshot tour: a piece picked up with its targets lit
// in a game between two people, then three computer players in the middle of a game and
// at its end. Calls `done` when the last picture is written.

#include <cstdio>
#include <memory>

#include <QApplication>
#include <QStatusBar>
#include <QTimer>

#include "ludoteca/core/registry.h"
#include "session/game_session.h"
#include "screenshot_support.h"
#include "tour_registry.h"
#include "ui/game_page.h"
#include "ui/main_window.h"
#include "views/circular_chess/circular_chess_view.h"

namespace ludoteca::app::circular_chess {

namespace {

// Three computer players take over a game with two dozen cards drawn: a picture a few
// moves later, another at the end.
void playComputerGame(MainWindow &window, const GameInfo &info, const QString &folder, std::function<void()> done)
{
    SavedGame saved;
    saved.gameId = QStringLiteral("circular-chess");
    Options options = info.defaultOptions();
    options["players"] = "3";
    saved.options = options;
    for (const char *name : {"Ada", "Bruno", "Chayton"})
        saved.seats.append({Seat::Kind::Ai, ai::Level::Easy, QString::fromLatin1(name)});
    saved.moves = QStringList {QStringLiteral("deal-21"), QStringLiteral("deal-44"), QStringLiteral("deal-58")};
    for (const int card :
         {3, 8, 12, 15, 19, 24, 26, 31, 35, 37, 40, 46, 49, 52, 55, 61, 64, 67, 70, 73, 77, 80, 86, 89})
        saved.moves << QStringLiteral("draw") << QStringLiteral("card-%1").arg(card);
    saved.seed = 9;
    const int shotPly = static_cast<int>(saved.moves.size()) + 9;

    GameSession &session = window.session();
    session.setAiDelay(20);
    const auto stopWatching = watchComputerGame(window, folder, shotPly, QStringLiteral("circular-chess-playing"),
                                                QStringLiteral("circular-chess-finished"), 900, done);
    QString error;
    if (!session.restore(saved, error)) {
        std::fprintf(stderr, "could not set up Circular Chess: %s\n", qPrintable(error));
        stopWatching();
        done();
    }
}

} // namespace

void takeCircularChessScreenshots(MainWindow &window, const QString &folder, std::function<void()> done)
{
    const GameInfo *info = GameRegistry::find("circular-chess");
    if (!info) {
        done();
        return;
    }
    GameSession &session = window.session();
    session.setChanceMode(GameSession::ChanceMode::Automatic);
    // Two people: a few cards drawn, then the white queen on 23 picked up.
    SavedGame saved;
    saved.gameId = QStringLiteral("circular-chess");
    Options options = info->defaultOptions();
    options["players"] = "2";
    saved.options = options;
    saved.seats = {{Seat::Kind::Human, ai::Level::Easy, QStringLiteral("Ada")},
                   {Seat::Kind::Human, ai::Level::Easy, QStringLiteral("Bruno")}};
    saved.moves = QStringList {QStringLiteral("deal-20"), QStringLiteral("deal-7")};
    for (const char *card : {"23", "38", "47", "61", "29", "72", "85", "4", "56", "13", "41", "68"})
        saved.moves << QStringLiteral("draw") << QStringLiteral("card-%1").arg(QLatin1String(card));
    saved.moves << QStringLiteral("23-28") << QStringLiteral("draw") << QStringLiteral("card-33");
    saved.seed = 5;
    QString error;
    if (!session.restore(saved, error))
        std::fprintf(stderr, "could not set up Circular Chess: %s\n", qPrintable(error));
    window.statusBar()->clearMessage(); // the tour's last game waiting is not this picture's news
    QTimer::singleShot(600, &window, [&window, info, folder, done] {
        // Two people at one screen: the board waits for Ada to take it, then shows her view.
        if (window.session().passPending()) {
            saveScreenshot(&window, folder, QStringLiteral("circular-chess-pass-screen"));
            window.session().takeScreen();
            QApplication::processEvents();
        }
        if (auto *view = qobject_cast<CircularChessView *>(window.gamePage()->view())) {
            clickAt(view, view->cellCenter(28));
            saveScreenshot(&window, folder, QStringLiteral("circular-chess-move"));
        }
        window.session().abandon();
        playComputerGame(window, *info, folder, done);
    });
}

LUDOTECA_REGISTER_TOUR(20, "circular-chess", takeCircularChessScreenshots)

} // namespace ludoteca::app::circular_chess
