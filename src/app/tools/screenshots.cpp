#include "tools/screenshots.h"

#include <cstdio>
#include <memory>

#include <QApplication>
#include <QDir>
#include <QMouseEvent>
#include <QPixmap>
#include <QTimer>

#include "ludoteca/core/registry.h"
#include "tools/azzanna_screenshots.h"
#include "tools/circular_chess_screenshots.h"
#include "tools/screenshot_support.h"
#include "tools/wangzi_screenshots.h"
#include "ui/main_window.h"
#include "ui/rules_dialog.h"
#include "ui/game_page.h"
#include "ui/setup_dialog.h"
#include "views/egotzi/egotzi_board.h"
#include "views/egotzi/egotzi_view.h"

namespace ludoteca::app {

namespace {

// The last stop of the tour: Azzanna's pictures, then quit.
void finishWithAzzanna(MainWindow &window, const QString &folder)
{
    window.session().abandon();
    if (!GameRegistry::find("azzanna")) {
        QApplication::quit();
        return;
    }
    takeAzzannaScreenshots(window, folder, [] { QApplication::quit(); });
}

// Wang Zi's pictures, then Azzanna's.
void continueWithWangzi(MainWindow &window, const QString &folder)
{
    window.session().abandon();
    takeWangziScreenshots(window, folder, [&window, folder] { finishWithAzzanna(window, folder); });
}

// Wapi with four computer players: one picture in the middle of the game, one at the end;
// then the other games' pictures.
void playWapiGame(MainWindow &window, const QString &folder)
{
    const GameInfo *info = GameRegistry::find("wapi");
    if (!info) {
        continueWithWangzi(window, folder);
        return;
    }
    QVector<Seat> seats;
    for (const char *name : {"Ada", "Bruno", "Chayton", "Dyani"})
        seats.append({Seat::Kind::Ai, ai::Level::Easy, QString::fromLatin1(name)});
    GameSession &session = window.session();
    session.setAiDelay(30);
    auto moved = std::make_shared<QMetaObject::Connection>();
    *moved = QObject::connect(&session, &GameSession::moveMade, &window, [&window, folder](int, int ply) {
        if (ply != 70)
            return;
        window.session().setPaused(true);
        QTimer::singleShot(1200, &window, [&window, folder] {
            saveScreenshot(&window, folder, QStringLiteral("wapi-playing"));
            window.session().setPaused(false);
        });
    });
    auto over = std::make_shared<QMetaObject::Connection>();
    *over = QObject::connect(&session, &GameSession::gameOver, &window, [&window, folder, moved, over] {
        QObject::disconnect(*moved);
        QObject::disconnect(*over);
        QTimer::singleShot(1200, &window, [&window, folder] {
            saveScreenshot(&window, folder, QStringLiteral("wapi-finished"));
            continueWithWangzi(window, folder);
        });
    });
    Options options = info->defaultOptions();
    options["scoring"] = "share";
    window.startGame(*info, options, seats);
}

// A computer-against-computer game: one picture during play, one at the end; then quits.
void playAiGame(MainWindow &window, const GameInfo &info, const QString &folder)
{
    QVector<Seat> seats(2);
    seats[0] = {Seat::Kind::Ai, ai::Level::Easy, QStringLiteral("Ada")};
    seats[1] = {Seat::Kind::Ai, ai::Level::Easy, QStringLiteral("Bruno")};
    GameSession &session = window.session();
    session.aiPlayer().setIterationLimit(400);
    session.setAiDelay(30);
    auto moved = std::make_shared<QMetaObject::Connection>();
    *moved = QObject::connect(&session, &GameSession::moveMade, &window, [&window, folder](int, int ply) {
        if (ply != 14)
            return;
        // Hold the game still while the last move's animation ends.
        window.session().setPaused(true);
        QTimer::singleShot(500, &window, [&window, folder] {
            saveScreenshot(&window, folder, QStringLiteral("egotzi-playing"));
            window.session().setPaused(false);
        });
    });
    auto over = std::make_shared<QMetaObject::Connection>();
    *over = QObject::connect(&session, &GameSession::gameOver, &window, [&window, folder, moved, over] {
        QObject::disconnect(*moved);
        QObject::disconnect(*over);
        QTimer::singleShot(600, &window, [&window, folder] {
            saveScreenshot(&window, folder, QStringLiteral("egotzi-finished"));
            // Circular Chess's pictures, then Wapi's.
            takeCircularChessScreenshots(window, folder, [&window, folder] { playWapiGame(window, folder); });
        });
    });
    window.startGame(info, info.defaultOptions(), seats);
}

// A person to move, the mouse over the cell that pushes the most stones.
void showHover(MainWindow &window, const GameInfo &info, const QString &folder)
{
    window.startGame(info, info.defaultOptions(), {{Seat::Kind::Human, ai::Level::Easy, QStringLiteral("Ada")},
                                                   {Seat::Kind::Human, ai::Level::Easy, QStringLiteral("Bruno")}});
    GameSession &session = window.session();
    std::string error;
    for (const char *move : {"d4", "swap", "c4", "e4", "d5", "d3", "c3", "e5", "b4", "f4"}) {
        const Action action = session.state()->parseAction(move, error);
        if (action != kInvalidAction)
            session.playHuman(action);
    }
    QTimer::singleShot(500, &window, [&window, &info, folder] {
        auto *view = qobject_cast<EgotziView *>(window.gamePage()->view());
        if (view) {
            const auto &state = stateAs<games::EgotziState>(*window.session().state());
            int best = -1;
            std::size_t most = 0;
            for (int cell = 0; cell < state.size() * state.size(); ++cell)
                if (state.at(cell) == games::EgotziState::Color::Empty && (best < 0 || state.pushesFor(cell).size() > most)) {
                    most = state.pushesFor(cell).size();
                    best = cell;
                }
            const QPointF at = view->cellCenter(best);
            QMouseEvent move(QEvent::MouseMove, at, view->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
            QApplication::sendEvent(view, &move);
            saveScreenshot(&window, folder, QStringLiteral("egotzi-hover"));
        }
        playAiGame(window, info, folder);
    });
}

} // namespace

void takeScreenshots(MainWindow &window, const QString &folder)
{
    QDir().mkpath(folder);
    window.resize(1200, 820);
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
            rules.resize(640, 720);
            saveScreenshot(&rules, folder, QStringLiteral("rules"));

            const GameInfo *info = GameRegistry::find("egotzi");
            showHover(window, *info, folder);
        });
    });
}

} // namespace ludoteca::app
