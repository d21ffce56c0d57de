// Egotzi's part of the screenshot tour: a person to move with the pointer over the cell
// that pushes the most stones, then the computer against itself in play and at the end.

#include <memory>

#include <QApplication>
#include <QMouseEvent>
#include <QTimer>

#include "ludoteca/core/registry.h"
#include "ludoteca/games/egotzi.h"
#include "screenshot_support.h"
#include "tour_registry.h"
#include "ui/game_page.h"
#include "ui/main_window.h"
#include "views/square_board_view.h"

namespace ludoteca::app::egotzi {

namespace {

// A computer-against-computer game: one picture during play, one at the end.
void playAiGame(MainWindow &window, const GameInfo &info, const QString &folder, std::function<void()> done)
{
    QVector<Seat> seats(2);
    seats[0] = {Seat::Kind::Ai, ai::Level::Easy, QStringLiteral("Ada")};
    seats[1] = {Seat::Kind::Ai, ai::Level::Easy, QStringLiteral("Bruno")};
    GameSession &session = window.session();
    session.aiPlayer().setIterationLimit(400);
    session.setAiDelay(30);
    watchComputerGame(window, folder, 14, QStringLiteral("egotzi-playing"), QStringLiteral("egotzi-finished"), 600,
                      std::move(done));
    window.startGame(info, info.defaultOptions(), seats);
}

// A person to move, the mouse over the cell that pushes the most stones.
void showHover(MainWindow &window, const GameInfo &info, const QString &folder, std::function<void()> done)
{
    window.startGame(info, info.defaultOptions(),
                     {{Seat::Kind::Human, ai::Level::Easy, QStringLiteral("Ada")},
                      {Seat::Kind::Human, ai::Level::Easy, QStringLiteral("Bruno")}});
    GameSession &session = window.session();
    std::string error;
    for (const char *move : {"d4", "swap", "c4", "e4", "d5", "d3", "c3", "e5", "b4", "f4"}) {
        const Action action = session.state()->parseAction(move, error);
        if (action != kInvalidAction)
            session.playHuman(action);
    }
    QTimer::singleShot(500, &window, [&window, &info, folder, done] {
        auto *view = qobject_cast<SquareBoardView *>(window.gamePage()->view());
        if (view) {
            const auto &state = stateAs<games::egotzi::EgotziState>(*window.session().state());
            int best = -1;
            std::size_t most = 0;
            for (int cell = 0; cell < state.size() * state.size(); ++cell)
                if (state.at(cell) == games::egotzi::EgotziState::Color::Empty
                    && (best < 0 || state.pushesFor(cell).size() > most)) {
                    most = state.pushesFor(cell).size();
                    best = cell;
                }
            const QPointF at = view->cellCenter(best);
            QMouseEvent move(QEvent::MouseMove, at, view->mapToGlobal(at), Qt::NoButton, Qt::NoButton, Qt::NoModifier);
            QApplication::sendEvent(view, &move);
            saveScreenshot(&window, folder, QStringLiteral("egotzi-hover"));
        }
        playAiGame(window, info, folder, done);
    });
}

void takeEgotziScreenshots(MainWindow &window, const QString &folder, std::function<void()> done)
{
    showHover(window, *GameRegistry::find("egotzi"), folder, std::move(done));
}

} // namespace

LUDOTECA_REGISTER_TOUR(10, "egotzi", takeEgotziScreenshots)

} // namespace ludoteca::app::egotzi
