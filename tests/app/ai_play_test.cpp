#include <catch2/catch.hpp>

#include "app_test_support.h"
#include "history/history_recorder.h"
#include "ui/side_panel.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

TEST_CASE("An AI-against-AI game runs to the end through the window and the worker thread")
{
    AppFixture app;
    REQUIRE(app.startEgotzi({computer(QStringLiteral("Ada")), computer(QStringLiteral("Bruno"))}));
    REQUIRE(waitUntil([&] { return app.session().state()->isTerminal(); }));

    const State &state = *app.session().state();
    // Every game lasts 25 placements on 5x5, plus the swap if it was played.
    const int placements =
        app.moves().contains(QStringLiteral("swap")) ? app.session().moveCount() - 1 : app.session().moveCount();
    CHECK(placements == 25);
    CHECK_FALSE(state.winners().empty());
    CHECK_FALSE(app.session().busy());
    const QString result = app.window.gamePage()->resultShown();
    CHECK(result == app.window.gamePage()->presentation()->resultText(state));
    CHECK(result.contains(QStringLiteral("wins")));
    // Said once: the side panel's status line tells what comes next instead.
    CHECK(app.window.gamePage()->panel()->statusText().startsWith(QStringLiteral("Review the game")));
    // A finished game is not offered back: its file goes once the history has it.
    REQUIRE(waitUntil([&] { return app.window.historyRecorder()->pending() == 0; }));
    CHECK_FALSE(Autosave(app.data.path()).exists());
}

TEST_CASE("The computer answers a human move and undo takes back to the human move")
{
    AppFixture app;
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), computer(QStringLiteral("Bot"))},
                            {{"size", "5"}, {"pie", "off"}}));
    app.clickCell(QStringLiteral("c3"));
    REQUIRE(waitUntil([&] { return app.session().moveCount() == 2 && app.session().humanToMove(); }));
    const QStringList played = app.moves();

    app.window.action(QStringLiteral("undo"))->trigger();
    CHECK(app.session().moveCount() == 0);
    CHECK(app.session().humanToMove());
    REQUIRE(app.session().canRedo());

    app.window.action(QStringLiteral("redo"))->trigger();
    CHECK(app.moves() == played);
    CHECK(app.session().humanToMove());
    CHECK_FALSE(app.session().canRedo());

    SECTION("a new move clears what could be redone")
    {
        app.window.action(QStringLiteral("undo"))->trigger();
        app.clickCell(QStringLiteral("a1"));
        CHECK_FALSE(app.session().canRedo());
        REQUIRE(waitUntil([&] { return app.session().moveCount() == 2; }));
        CHECK(app.session().moveText(0) == QLatin1String("a1"));
    }
}

TEST_CASE("Undo between two humans takes back one move at a time")
{
    AppFixture app;
    REQUIRE(
        app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}, {{"size", "5"}, {"pie", "off"}}));
    app.clickCell(QStringLiteral("c3"));
    app.clickCell(QStringLiteral("d3"));
    const auto afterTwo = app.session().state()->toJson().dump();
    app.session().undo();
    CHECK(app.moves() == QStringList {QStringLiteral("c3")});
    app.session().redo();
    CHECK(app.session().state()->toJson().dump() == afterTwo);
}

TEST_CASE("An answer for a position that is gone is dropped")
{
    AppFixture app;
    // Master thinks for a time, not a budget: it is still thinking when interrupted (a game's
    // own ladder may give the other levels budgets answered at once).
    app.session().aiPlayer().setIterationLimit(50'000'000);
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), computer(QStringLiteral("Bot"), ai::Level::Master)},
                            {{"size", "9"}, {"pie", "off"}}));
    app.clickCell(QStringLiteral("e5"));
    REQUIRE(waitUntil([&] { return app.session().aiThinking(); }));
    CHECK(app.window.gamePage()->panel()->statusText().contains(QStringLiteral("thinking")));

    app.session().undo(); // cancels the search
    CHECK(app.session().moveCount() == 0);
    CHECK_FALSE(app.session().busy());
    REQUIRE(waitUntil([&] { return app.session().aiPlayer().pendingCount() == 0; }));
    QTest::qWait(50); // let any queued answer arrive
    CHECK(app.session().moveCount() == 0);
    CHECK(app.session().humanToMove());
}

TEST_CASE("Pausing stops the computer players and resuming lets them go on")
{
    AppFixture app;
    app.session().setAiDelay(60000);
    REQUIRE(app.startEgotzi({computer(QStringLiteral("Ada")), computer(QStringLiteral("Bruno"))}));
    app.window.action(QStringLiteral("pause"))->trigger();
    CHECK(app.session().paused());
    app.session().setAiDelay(0);
    app.window.action(QStringLiteral("pause"))->trigger();
    CHECK_FALSE(app.session().paused());
    REQUIRE(waitUntil([&] { return app.session().moveCount() >= 2; }));
}

TEST_CASE("A hint suggests a legal move and shows it on the board")
{
    AppFixture app;
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    app.window.action(QStringLiteral("hint"))->trigger();
    REQUIRE(waitUntil([&] { return app.egotziView()->hint() != kInvalidAction; }));
    CHECK(app.session().state()->isLegal(app.egotziView()->hint()));
    CHECK(app.session().moveCount() == 0); // a hint does not play
    app.clickCell(QStringLiteral("a1"));
    CHECK(app.egotziView()->hint() == kInvalidAction); // gone with the position
}
