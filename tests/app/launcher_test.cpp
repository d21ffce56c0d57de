#include <catch2/catch.hpp>

#include "app_test_support.h"
#include "ui/game_card.h"
#include "ui/launcher_page.h"
#include "ui/setup_dialog.h"
#include "views/board_view_factory.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

TEST_CASE("The launcher lists every game that has a board of its own")
{
    AppFixture app;
    REQUIRE_FALSE(app.window.showingGame());
    const auto &cards = app.window.launcher()->cards();
    QStringList ids;
    for (const GameCard *card : cards)
        ids << card->gameId();
    int withBoards = 0;
    for (const GameInfo *info : GameRegistry::games()) {
        const bool hasBoard = BoardViewFactory::has(info->id);
        withBoards += hasBoard ? 1 : 0;
        CHECK(ids.contains(QString::fromStdString(info->id)) == hasBoard);
    }
    CHECK(cards.size() == withBoards);
    CHECK(ids.contains(QStringLiteral("egotzi")));
    CHECK_FALSE(ids.contains(QStringLiteral("test-nim"))); // registered, but drawn only by the generic view
    CHECK_FALSE(app.window.launcher()->resumeOffered());
}

TEST_CASE("Clicking a game's card opens its set-up")
{
    AppFixture app;
    GameCard *egotzi = nullptr;
    for (GameCard *card : app.window.launcher()->cards())
        if (card->gameId() == QLatin1String("egotzi"))
            egotzi = card;
    REQUIRE(egotzi);
    QTest::mouseClick(egotzi, Qt::LeftButton, {}, egotzi->rect().center());
    REQUIRE(waitUntil([&] { return app.window.findChild<SetupDialog *>() != nullptr; }));
    SetupDialog *dialog = app.window.findChild<SetupDialog *>();
    CHECK(dialog->game().id == "egotzi");
    dialog->reject();
}
