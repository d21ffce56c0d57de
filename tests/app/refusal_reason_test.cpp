// A refused click says why for that click, in the side panel's status line, and a click
// that did something takes the sentence away: one position per game, set up through the
// session and clicked through its view.

#include <catch2/catch.hpp>

#include <QLabel>

#include "app_test_support.h"
#include "ludoteca/games/azzanna.h"
#include "ludoteca/games/wapi.h"
#include "ui/side_panel.h"
#include "views/azzanna/azzanna_field.h"
#include "views/azzanna/azzanna_view.h"
#include "views/circular_chess/circular_chess_view.h"
#include "views/wangzi/wangzi_view.h"
#include "views/wapi/wapi_view.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

QVector<Seat> people(int count)
{
    const QStringList names {QStringLiteral("Ana"), QStringLiteral("Ben"), QStringLiteral("Cleo"),
                             QStringLiteral("Dino")};
    QVector<Seat> seats;
    for (int i = 0; i < count; ++i)
        seats << human(names[i]);
    return seats;
}

// Puts the window at the position after `moves`, every seat a person; chance waits.
bool restore(AppFixture &app, const char *id, const QStringList &moves, int players,
             std::vector<std::pair<std::string, std::string>> given = {})
{
    const GameInfo *info = GameRegistry::find(id);
    REQUIRE(info);
    SavedGame saved;
    saved.gameId = QString::fromLatin1(id);
    std::string error;
    REQUIRE(info->resolveOptions(given, saved.options, error));
    saved.seats = people(players);
    saved.moves = moves;
    saved.seed = 5;
    app.session().setChanceMode(GameSession::ChanceMode::Manual);
    QString why;
    const bool ok = app.session().restore(saved, why);
    QApplication::processEvents(); // lay the new view out
    app.session().takeScreen();    // the person named has the screen
    if (!ok)
        qWarning("%s", qPrintable(why));
    return ok;
}

QString status(AppFixture &app)
{
    const auto *label = app.window.gamePage()->panel()->findChild<QLabel *>(QStringLiteral("status"));
    REQUIRE(label);
    return label->text();
}

void click(BoardView *view, QPointF at) { QTest::mouseClick(view, Qt::LeftButton, {}, at.toPoint()); }

// The status line says `sentence`, whole (as std::string, so a failure prints both).
void says(AppFixture &app, const char *sentence) { CHECK(status(app).toStdString() == sentence); }

// The status line is back to the turn's prompt.
void prompts(AppFixture &app)
{
    CHECK(status(app).contains(QLatin1String("your move")));
    CHECK_FALSE(status(app).contains(QLatin1String("cannot")));
}

} // namespace

TEST_CASE("A refused Wang Zi click names the Prince and the step", "[refusal]")
{
    AppFixture app;
    // White to move; the Prince on C3 may move, the one on A2 moved last.
    REQUIRE(restore(app, "wangzi",
                    {QStringLiteral("A1>B2=3>C3=1"), QStringLiteral("D1>C1=1>B1=2"), QStringLiteral("G4>F4=1>E4=2"),
                     QStringLiteral("B1>A1=1>A2=2")},
                    2, {{"size", "4"}}));
    auto *view = qobject_cast<wangzi::WangziView *>(app.window.gamePage()->view());
    REQUIRE(view);
    const auto cell = [view](const char *name) { return view->cellCenter(view->cellIndex(QLatin1String(name))); };

    click(view, cell("D4"));
    says(app, "There is no Prince on D4: click a Prince first.");
    click(view, cell("A2"));
    says(app, "The Prince on A2 moved last turn: move another one.");
    click(view, cell("C3"));
    prompts(app);
    click(view, cell("A3")); // drops the move, and says why
    says(app, "The Prince on C3 cannot reach A3 in one step.");
    CHECK(view->moveBuilder().idle());
    click(view, cell("C3"));
    click(view, cell("B2")); // White's own tile: the first step passes over it
    prompts(app);
    click(view, cell("D4"));
    says(app, "This is the Prince's second step: from B2 it cannot reach D4.");
    CHECK(app.session().moveCount() == 4);
}

TEST_CASE("A refused Circular Chess click names the piece and the cell", "[refusal]")
{
    AppFixture app;
    // A white rook on 19, a black queen on 24, a white pawn on 9; Ben is to move.
    REQUIRE(restore(app, "circular-chess",
                    {QStringLiteral("deal-27"), QStringLiteral("deal-30"), QStringLiteral("draw"),
                     QStringLiteral("card-19"), QStringLiteral("draw"), QStringLiteral("card-24"),
                     QStringLiteral("draw"), QStringLiteral("card-9")},
                    2));
    auto *view = qobject_cast<circular_chess::CircularChessView *>(app.window.gamePage()->view());
    REQUIRE(view);

    click(view, view->cellCenter(50));
    says(app, "There is no piece on 50: click a piece to move it.");
    click(view, view->cellCenter(19));
    prompts(app);
    click(view, view->cellCenter(1));
    says(app, "The piece on 19 (white rook) cannot reach 1.");
    CHECK(view->selectedCell() == BoardView::kNoCell);
}

TEST_CASE("A refused Egotzi click names the stone in the way", "[refusal]")
{
    AppFixture app;
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    app.clickCell(QStringLiteral("c3"));
    REQUIRE(app.session().moveCount() == 1);
    app.clickCell(QStringLiteral("c3"));
    says(app, "c3 holds a black stone: place yours on an empty square.");
    app.clickCell(QStringLiteral("d3"));
    REQUIRE(app.session().moveCount() == 2);
    prompts(app);
}

TEST_CASE("A refused Wapi mine says where the coin must go", "[refusal]")
{
    AppFixture app;
    // Ana drives a totem into the Bear mask (mine 2); Ben's silver 3 must go there.
    REQUIRE(restore(app, "wapi", {QStringLiteral("mask-2"), QStringLiteral("totem"), QStringLiteral("silver-3")}, 4));
    auto *view = qobject_cast<wapi::WapiView *>(app.window.gamePage()->view());
    REQUIRE(view);
    REQUIRE(stateAs<games::wapi::WapiState>(*app.session().state()).phase()
            == games::wapi::WapiState::Phase::PlaceSilver);

    click(view, view->mineRect(0).center());
    says(app, "Mine 1 (Eagle) has no totem: while a mine with a totem has room, the coin goes there.");
    click(view, view->mineRect(1).center());
    REQUIRE(app.session().moveCount() == 4);
    CHECK_FALSE(status(app).contains(QLatin1String("no totem")));
}

TEST_CASE("A refused Azzanna click says which pig is to bite", "[refusal]")
{
    AppFixture app;
    REQUIRE(app.startDefault("azzanna", people(3), {{"players", "3"}}));
    auto *view = qobject_cast<azzanna::AzzannaView *>(app.window.gamePage()->view());
    REQUIRE(view);
    const auto cell = [view](const char *name) {
        return view->cellCenter(azzanna::cellFromName(QString::fromLatin1(name)));
    };

    // The pigs on c3 and c5 both touch the pumpkin on c4; the other vegetables touch no pig.
    for (const char *text : {"P@c3", "P@c5", "P@a1", "P@h1", "P@h8", "Z@c4", "B@g3", "Z@e8", "B@h5", "Z@f5", "B@a3",
                             "Z@a8", "B@c8", "Z@e2"}) {
        std::string error;
        const Action action = app.session().state()->parseAction(text, error);
        INFO(text << ": " << error);
        REQUIRE(app.session().playHuman(action));
    }
    click(view, cell("d8")); // next to the pumpkin on e8
    says(app, "d8 touches a pumpkin: a broccoli may not go next to one.");
    click(view, cell("h3")); // Cleo's last broccoli: the bite comes
    REQUIRE(stateAs<games::azzanna::AzzannaState>(*app.session().state()).phase() == games::azzanna::Phase::Bite);

    click(view, cell("c4"));
    says(app, "Several pigs can bite the pumpkin on c4: click the pig that eats it first.");
    click(view, cell("c5"));
    CHECK(view->biteChooser().selectedPig() == azzanna::cellFromName(u"c5"));
    prompts(app);
    click(view, cell("a3"));
    says(app, "No pig can bite the broccoli on a3 now.");
    click(view, cell("c4"));
    REQUIRE(app.session().moveCount() == 16);
    CHECK(app.moves().last() == QLatin1String("c5xc4"));
}
