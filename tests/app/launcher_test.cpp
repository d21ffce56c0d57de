#include <catch2/catch.hpp>

#include "app_test_support.h"
#include "ui/game_card.h"
#include "ui/launcher_page.h"
#include "ui/setup_dialog.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

TEST_CASE("The launcher lists every registered game")
{
    AppFixture app;
    REQUIRE_FALSE(app.window.showingGame());
    const auto games = GameRegistry::games();
    const auto &cards = app.window.launcher()->cards();
    REQUIRE(cards.size() == static_cast<int>(games.size()));
    QStringList ids;
    for (const GameCard *card : cards)
        ids << card->gameId();
    for (const GameInfo *info : games)
        CHECK(ids.contains(QString::fromStdString(info->id)));
    CHECK(ids.contains(QStringLiteral("egotzi")));
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
