#include <catch2/catch.hpp>

#include <QPushButton>

#include "app_test_support.h"
#include "ui/rules_dialog.h"
#include "views/board_view_factory.h"
#include "views/generic_board_view.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

TEST_CASE("Views are found by game id with the generic view as the fallback")
{
    CHECK(BoardViewFactory::has("egotzi"));
    CHECK_FALSE(BoardViewFactory::has("test-nim"));

    AppFixture app;
    Options options;
    std::string error;
    const GameInfo *nim = GameRegistry::find("test-nim");
    REQUIRE(nim->resolveOptions({{"stones", "5"}}, options, error));
    REQUIRE(app.window.startGame(*nim, options, {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    QApplication::processEvents();
    auto *view = qobject_cast<GenericBoardView *>(app.window.gamePage()->view());
    REQUIRE(view);

    auto *take2 = view->findChild<QPushButton *>(QStringLiteral("move_take2"));
    REQUIRE(take2);
    QTest::mouseClick(take2, Qt::LeftButton);
    CHECK(app.moves() == QStringList {QStringLiteral("take2")});
    QApplication::processEvents(); // the old buttons go away

    SECTION("a game of another kind replaces the view")
    {
        REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
        CHECK(app.egotziView() != nullptr);
    }
    SECTION("the generic view plays the game to its end")
    {
        for (const char *name : {"move_take3"}) {
            auto *button = view->findChild<QPushButton *>(QLatin1String(name));
            REQUIRE(button);
            QTest::mouseClick(button, Qt::LeftButton);
            QApplication::processEvents();
        }
        REQUIRE(app.session().state()->isTerminal());
        CHECK(app.window.gamePage()->presentation()->resultText(*app.session().state())
              == QLatin1String("Ben took the last stone."));
    }
}

TEST_CASE("The rules page comes from the resources with a polite fallback")
{
    const QString missing = RulesDialog::rulesMarkdown(QStringLiteral("no-such-game"), QStringLiteral("Nothing"));
    CHECK(missing.contains(QStringLiteral("Nothing")));
    CHECK(missing.contains(QStringLiteral("not been written")));
    RulesDialog dialog(QStringLiteral("egotzi"), QStringLiteral("Egotzi"));
    CHECK(dialog.markdown().contains(QStringLiteral("Egotzi")));
}

TEST_CASE("Starting a game of another kind never asks the old view about the new game")
{
    // The panel hears of the new game before the page replaces the view: it must not ask
    // the view drawn for the game before (whose queries are for its own game only).
    AppFixture app;
    std::vector<const GameInfo *> games = gamesWithBoards();
    games.push_back(games.front()); // and back to the first
    for (const GameInfo *info : games) {
        const std::string &id = info->id;
        QVector<Seat> seats;
        for (int i = 0; i < info->minPlayers; ++i)
            seats << human(QStringLiteral("P%1").arg(i + 1));
        REQUIRE(app.window.startGame(*info, info->defaultOptions(), seats));
        QApplication::processEvents();
        REQUIRE(BoardViewFactory::has(id));
        CHECK(app.window.gamePage()->view()->objectName() == QLatin1String("boardView"));
    }
}
