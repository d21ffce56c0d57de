#include <catch2/catch.hpp>

#include <QPushButton>

#include "app_test_support.h"
#include "ui/side_panel.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

Options diceNim() { return gameOptions("test-nim", {{"stones", "15"}, {"dice", "on"}}); }

bool playText(GameSession &session, const char *text)
{
    std::string error;
    const Action action = session.state()->parseAction(text, error);
    return action != kInvalidAction && session.playHuman(action);
}

} // namespace

TEST_CASE("The session draws chance outcomes itself and records them")
{
    AppFixture app;
    REQUIRE(app.window.startGame(*GameRegistry::find("test-nim"), diceNim(),
                                 {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    REQUIRE(playText(app.session(), "take1"));
    REQUIRE(app.session().chancePending());
    REQUIRE(waitUntil([&] { return app.session().moveCount() == 2; }));
    const QString roll = app.session().moveText(1);
    CHECK((roll == QLatin1String("roll0") || roll == QLatin1String("roll1")));
    CHECK(app.session().humanToMove());

    SECTION("undo takes back the roll with the move that led to it")
    {
        app.session().undo();
        CHECK(app.session().moveCount() == 0);
        app.session().redo();
        CHECK(app.session().moveCount() == 2);
        CHECK(app.session().moveText(1) == roll);
    }
    SECTION("the same seed draws the same outcome, and a save replays it")
    {
        const SavedGame saved = app.session().snapshot();
        AppFixture other;
        QString error;
        REQUIRE(other.session().restore(saved, error));
        CHECK(other.moves() == app.moves());
        other.session().undo();
        REQUIRE(other.session().moveCount() == 0);
        REQUIRE(playText(other.session(), "take1"));
        REQUIRE(waitUntil([&] { return other.session().moveCount() == 2; }));
        CHECK(other.session().moveText(1) == roll);
    }
}

TEST_CASE("In manual chance mode a button lets chance decide")
{
    AppFixture app;
    app.session().setChanceMode(GameSession::ChanceMode::Manual);
    REQUIRE(app.window.startGame(*GameRegistry::find("test-nim"), diceNim(),
                                 {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    REQUIRE(playText(app.session(), "take2"));
    QTest::qWait(20);
    CHECK(app.session().moveCount() == 1); // waits for the player
    QApplication::processEvents();
    auto *draw = app.window.findChild<QPushButton *>(QStringLiteral("action_chance"));
    REQUIRE(draw);
    CHECK(draw->text() == QLatin1String("Roll the die")); // the game's own presentation names it
    QTest::mouseClick(draw, Qt::LeftButton);
    CHECK(app.session().moveCount() == 2);
    CHECK(app.session().humanToMove());
}

TEST_CASE("In scripted chance mode only the program driving the session resolves chance")
{
    AppFixture app;
    app.session().setChanceMode(GameSession::ChanceMode::Scripted);
    REQUIRE(app.window.startGame(*GameRegistry::find("test-nim"), diceNim(),
                                 {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    REQUIRE(playText(app.session(), "take2"));
    QTest::qWait(20);
    QApplication::processEvents();
    CHECK(app.session().moveCount() == 1); // the session does not draw by itself
    CHECK_FALSE(app.window.findChild<QPushButton *>(QStringLiteral("action_chance"))); // nor offers it
    CHECK_FALSE(app.session().resolveChance());
    CHECK(app.session().moveCount() == 1);
    std::string error;
    REQUIRE(app.session().playScripted(app.session().state()->parseAction("roll1", error)));
    CHECK(app.session().moveCount() == 2);
    CHECK(app.session().humanToMove());
}

TEST_CASE("Computer players and chance play a game of several seats to the end")
{
    AppFixture app;
    Options options;
    std::string error;
    REQUIRE(GameRegistry::find("test-nim")
                ->resolveOptions({{"stones", "12"}, {"players", "3"}, {"dice", "on"}}, options, error));
    REQUIRE(app.window.startGame(
        *GameRegistry::find("test-nim"), options,
        {computer(QStringLiteral("A")), computer(QStringLiteral("B")), computer(QStringLiteral("C"))}));
    REQUIRE(waitUntil([&] { return app.session().state()->isTerminal(); }));
    CHECK(app.session().state()->winners().size() == 1);
}
