// Wang Zi's part of the screenshot tour: a move being entered (a Prince picked, a tile's
// value offered), then a game of the computer against itself in play and at its end.
// Calls `done` when the last picture is written.

#include <memory>

#include <QTimer>

#include "ludoteca/core/registry.h"
#include "screenshot_support.h"
#include "tour_registry.h"
#include "ui/game_page.h"
#include "ui/main_window.h"
#include "views/wangzi/wangzi_view.h"

namespace ludoteca::app::wangzi {

namespace {

void clickCell(WangziView *view, const char *name)
{
    const QPointF at = view->cellCenter(view->cellIndex(QLatin1String(name)));
    clickAt(view, at);
}

// The computer against itself at a small budget: one picture during play, one at the end.
void playAiGame(MainWindow &window, const GameInfo &info, const QString &folder, std::function<void()> done)
{
    QVector<Seat> seats(2);
    seats[0] = {Seat::Kind::Ai, ai::Level::Easy, QStringLiteral("Ada")};
    seats[1] = {Seat::Kind::Ai, ai::Level::Easy, QStringLiteral("Bruno")};
    GameSession &session = window.session();
    session.aiPlayer().setIterationLimit(200);
    session.setAiDelay(30);
    watchComputerGame(window, folder, 24, QStringLiteral("wangzi-playing"), QStringLiteral("wangzi-finished"), 900,
                      std::move(done));
    window.startGame(info, info.defaultOptions(), seats);
}

} // namespace

void takeWangziScreenshots(MainWindow &window, const QString &folder, std::function<void()> done)
{
    const GameInfo *info = GameRegistry::find("wangzi");
    if (!info) {
        done();
        return;
    }
    // Two people a few moves in; Ana picks a Prince and a cell and is offered the values.
    window.startGame(*info, info->defaultOptions(),
                     {{Seat::Kind::Human, ai::Level::Easy, QStringLiteral("Ana")},
                      {Seat::Kind::Human, ai::Level::Easy, QStringLiteral("Ben")}});
    GameSession &session = window.session();
    std::string error;
    for (const char *move :
         {"A1>B2=3>C3=1", "K11>J10=2>I9=3", "F1>F2=2>G3=3", "K6>J5=1>I4=2", "C3>C4=2>D5=3", "I9>H8=1>G7=2"}) {
        const Action action = session.state()->parseAction(move, error);
        if (action != kInvalidAction)
            session.playHuman(action);
    }
    QTimer::singleShot(600, &window, [&window, info, folder, done] {
        auto *view = qobject_cast<WangziView *>(window.gamePage()->view());
        if (view) {
            clickCell(view, "G3");
            clickCell(view, "G4");
            saveScreenshot(&window, folder, QStringLiteral("wangzi-choice"));
        }
        playAiGame(window, *info, folder, done);
    });
}

LUDOTECA_REGISTER_TOUR(40, "wangzi", takeWangziScreenshots)

} // namespace ludoteca::app::wangzi
