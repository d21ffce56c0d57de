// The app's generic flow run on the sixth game, which only its own folder registers: its
// card on the launcher, its set-up with its own step, its board played by clicks to the
// end, save and reopen, undo, a hint and the review. A game added this way gets all this
// without an edit outside its folder.

#include <catch2/catch.hpp>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include <QCheckBox>
#include <QDir>
#include <QLineSeries>

#include "app_test_support.h"
#include "i18n/engine_texts.h"
#include "review/review_chart.h"
#include "review/review_dialog.h"
#include "session/game_session.h"
#include "sixth_game.h"
#include "ui/game_card.h"
#include "ui/launcher_page.h"
#include "ui/setup_dialog.h"
#include "ui/setup_step.h"
#include "views/board_view_factory.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;
using ludoteca::testing::test_sixth::isRowView;
using ludoteca::testing::test_sixth::kGameId;
using ludoteca::testing::test_sixth::RowState;
using ludoteca::testing::test_sixth::stoneCenter;

namespace {

const RowState &row(AppFixture &app) { return stateAs<RowState>(*app.session().state()); }

// Clicks the stone `cell` on the board shown.
void clickStone(AppFixture &app, int cell)
{
    BoardView *view = app.window.gamePage()->view();
    QTest::mouseClick(view, Qt::LeftButton, {}, stoneCenter(view, cell).toPoint());
}

// Takes the last stone, or the last two, by clicking the leftmost of those taken.
void take(AppFixture &app, int count)
{
    const int before = app.session().moveCount();
    clickStone(app, row(app).stones() - count);
    REQUIRE(app.session().moveCount() == before + 1);
}

bool startRow(AppFixture &app, const char *stones)
{
    return app.startDefault(kGameId, {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))},
                            {{"stones", stones}});
}

} // namespace

TEST_CASE("The sixth game is registered from its own folder only")
{
    REQUIRE(GameRegistry::find(kGameId));
    CHECK(BoardViewFactory::has(kGameId));
    const auto holds = [](const std::vector<std::string> &ids) {
        return std::find(ids.begin(), ids.end(), kGameId) != ids.end();
    };
    CHECK(holds(GamePresentation::gameIds()));
    CHECK(holds(SetupSteps::gameIds()));
    CHECK(holds(engine_texts::gameIds()));
    CHECK_FALSE(engine_texts::translated(kGameId));
}

TEST_CASE("The sixth game's card is on the launcher and opens its set-up, then its own step")
{
    AppFixture app;
    GameCard *card = nullptr;
    for (GameCard *each : app.window.launcher()->cards())
        if (each->gameId() == QLatin1String(kGameId))
            card = each;
    REQUIRE(card);
    QTest::mouseClick(card, Qt::LeftButton, {}, card->rect().center());
    REQUIRE(waitUntil([&] { return app.window.findChild<SetupDialog *>() != nullptr; }));
    SetupDialog *dialog = app.window.findChild<SetupDialog *>();
    CHECK(dialog->game().id == kGameId);
    REQUIRE(dialog->seatCount() == 2);
    dialog->setSeat(0, human(QStringLiteral("Ana")));
    dialog->setSeat(1, human(QStringLiteral("Ben")));
    dialog->accept();

    // The game's step asks who begins; ticked, Ben does.
    REQUIRE(
        waitUntil([&] { return app.window.findChild<QDialog *>(QStringLiteral("test_sixth_first_step")) != nullptr; }));
    auto *step = app.window.findChild<QDialog *>(QStringLiteral("test_sixth_first_step"));
    CHECK_FALSE(app.session().hasGame());
    auto *swap = step->findChild<QCheckBox *>(QStringLiteral("test_sixth_swap"));
    REQUIRE(swap);
    swap->setChecked(true);
    step->accept();
    REQUIRE(app.session().hasGame());
    CHECK(app.session().game()->id == kGameId);
    CHECK(app.session().seats()[0].name == QLatin1String("Ben"));
    CHECK(app.window.showingGame());
    CHECK(isRowView(app.window.gamePage()->view()));
}

TEST_CASE("The sixth game is played to its end by clicks on its board and its result is shown")
{
    AppFixture app;
    REQUIRE(startRow(app, "5"));
    CHECK(row(app).stones() == 5);

    // A stone that cannot be taken now (the first of five) is refused.
    clickStone(app, 0);
    CHECK(app.session().moveCount() == 0);

    take(app, 2); // Ana
    take(app, 1); // Ben
    CHECK(app.window.gamePage()->resultShown().isEmpty());
    take(app, 2); // Ana takes the last two
    CHECK(row(app).stones() == 0);
    REQUIRE(waitUntil([&] { return !app.window.gamePage()->resultShown().isEmpty(); }, 10000));
    CHECK(app.window.gamePage()->resultShown().contains(QStringLiteral("Ana took the last stone of the row.")));
    CHECK(app.moves() == QStringList({QStringLiteral("take2"), QStringLiteral("take1"), QStringLiteral("take2")}));
}

TEST_CASE("The sixth game is saved, reopened with the same moves, and its moves undone")
{
    QTemporaryDir folder;
    const QString path = QDir(folder.path()).filePath(QStringLiteral("row.ludoteca"));
    QStringList played;
    {
        AppFixture app;
        REQUIRE(startRow(app, "9"));
        take(app, 1);
        take(app, 2);
        take(app, 2);
        played = app.moves();
        REQUIRE(app.window.saveFile(path));
        CHECK(app.messages.isEmpty());
    }
    AppFixture app;
    const bool opened = app.window.openFile(path);
    INFO(app.messages.join(QLatin1Char('\n')).toStdString());
    REQUIRE(opened);
    REQUIRE(app.session().hasGame());
    CHECK(app.session().game()->id == kGameId);
    CHECK(app.moves() == played);
    CHECK(row(app).stones() == 4);
    CHECK(isRowView(app.window.gamePage()->view()));

    app.session().undo();
    CHECK(app.session().moveCount() == 2);
    CHECK(row(app).stones() == 6);
    take(app, 1); // play goes on from the position undone to
    CHECK(row(app).stones() == 5);
}

TEST_CASE("The sixth game gets a hint from the engine, drawn on its board")
{
    AppFixture app;
    REQUIRE(startRow(app, "7"));
    std::optional<ai::Analysis> given;
    QObject::connect(&app.session(), &GameSession::hintReady,
                     [&given](const ai::Analysis &analysis) { given = analysis; });
    app.session().requestHint();
    REQUIRE(waitUntil([&] { return given.has_value(); }, 60000));
    const ai::Analysis &analysis = *given;
    REQUIRE_FALSE(analysis.best.empty());
    const Action best = analysis.best.front().action;
    CHECK((best == 1 || best == 2));
    QApplication::processEvents();
    CHECK(app.window.gamePage()->view()->hint() == best);
}

TEST_CASE("The sixth game's review runs to its end")
{
    AppFixture app;
    REQUIRE(startRow(app, "5"));
    take(app, 1);
    take(app, 2);
    take(app, 2);
    REQUIRE_FALSE(app.session().state()->currentPlayer() >= 0);
    QAction *action = app.window.action(QStringLiteral("review"));
    REQUIRE(action->isEnabled());
    action->trigger();
    ReviewDialog *review = app.window.review();
    REQUIRE(review);
    review->setBudget(200, 1);
    review->startReview();
    REQUIRE(waitUntil([&] { return !review->reviewing(); }, 60000));
    // One point a position, the first to the last.
    CHECK(review->chart()->seatLine(0)->count() == 4);
    CHECK(review->chart()->seatLine(1)->count() == 4);
}
