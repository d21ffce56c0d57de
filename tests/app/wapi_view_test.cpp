#include <catch2/catch.hpp>

#include <QCheckBox>
#include <QFrame>
#include <QLabel>
#include <QListWidget>
#include <QScrollBar>
#include <QPushButton>
#include <QToolButton>
#include <QToolTip>
#include <QHelpEvent>

#include "app_test_support.h"
#include "i18n/language.h"
#include "ludoteca/games/wapi.h"
#include "ui/side_panel.h"
#include "views/board_view_factory.h"
#include "views/wapi/wapi_format.h"
#include "views/wapi/wapi_view.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;
using games::wapi::WapiState;
using ludoteca::app::wapi::WapiView;

namespace {

Options wapiOptions(const std::vector<std::pair<std::string, std::string>> &given)
{
    return gameOptions("wapi", given);
}

QVector<Seat> people(int count)
{
    const QString names[] = {QStringLiteral("Ana"), QStringLiteral("Ben"), QStringLiteral("Cy"), QStringLiteral("Dee"),
                             QStringLiteral("Eli")};
    QVector<Seat> seats;
    for (int i = 0; i < count; ++i)
        seats << human(names[i]);
    return seats;
}

// Puts the window at the position after `moves` (chance outcomes included), every seat a person.
bool restoreWapi(AppFixture &app, const QStringList &moves,
                 std::vector<std::pair<std::string, std::string>> options = {}, int players = 4)
{
    options.emplace_back("players", std::to_string(players));
    SavedGame saved;
    saved.gameId = QStringLiteral("wapi");
    saved.options = wapiOptions(options);
    saved.seats = people(players);
    saved.moves = moves;
    saved.seed = 7;
    // Chance waits for the test, so the position stays where the moves left it.
    app.session().setChanceMode(GameSession::ChanceMode::Manual);
    QString error;
    const bool ok = app.session().restore(saved, error);
    QApplication::processEvents(); // lay the new view out
    if (!ok)
        qWarning("%s", qPrintable(error));
    return ok;
}

WapiView *wapiView(AppFixture &app) { return qobject_cast<WapiView *>(app.window.gamePage()->view()); }

const WapiState &wapiState(AppFixture &app) { return stateAs<WapiState>(*app.session().state()); }

// Three computer players (A, B, C) play a game in share scoring to its end; its view.
WapiView *playComputersToTheEnd(AppFixture &app)
{
    if (!app.window.startGame(
            *GameRegistry::find("wapi"), wapiOptions({{"players", "3"}, {"scoring", "share"}}),
            {computer(QStringLiteral("A")), computer(QStringLiteral("B")), computer(QStringLiteral("C"))}))
        return nullptr;
    QApplication::processEvents();
    if (!waitUntil([&] { return app.session().state()->isTerminal(); }))
        return nullptr;
    QApplication::processEvents();
    return wapiView(app);
}

void clickMine(WapiView *view, int mine)
{
    QTest::mouseClick(view, Qt::LeftButton, {}, view->mineRect(mine).center().toPoint());
}

bool choiceShown(AppFixture &app)
{
    return stripButton(app, QStringLiteral("action_totem")) && stripButton(app, QStringLiteral("action_no-totem"));
}

} // namespace

TEST_CASE("Wapi has its own board view")
{
    CHECK(BoardViewFactory::has("wapi"));
    AppFixture app;
    REQUIRE(app.window.startGame(*GameRegistry::find("wapi"), wapiOptions({}), people(4)));
    QApplication::processEvents();
    WapiView *view = wapiView(app);
    REQUIRE(view);
    // Five colours, all different, each with a name.
    CHECK(distinctSeatColours(*app.window.gamePage()->presentation(), *app.session().state(), 5) == 5);
    // The session draws the first tile by itself.
    REQUIRE(waitUntil([&] { return app.session().moveCount() == 1; }));
}

TEST_CASE("A drawn coin goes to a lit mine and nowhere else")
{
    AppFixture app;
    // Ana drives a totem into the bear's mine; Ben then draws a 3, which must go there.
    REQUIRE(restoreWapi(app, {QStringLiteral("mask-2"), QStringLiteral("totem"), QStringLiteral("silver-3")}));
    WapiView *view = wapiView(app);
    REQUIRE(view);
    REQUIRE(wapiState(app).allowedMines() == 0b10);

    SECTION("a click on a forbidden mine changes nothing")
    {
        for (const int mine : {0, 2, 3, 4, 5})
            clickMine(view, mine);
        CHECK(app.session().moveCount() == 3);
        QTest::keyClick(view, Qt::Key_1);
        CHECK(app.session().moveCount() == 3);
    }
    SECTION("a click on the allowed mine plays it")
    {
        clickMine(view, 1);
        REQUIRE(app.session().moveCount() == 4);
        CHECK(app.session().moveText(3) == QLatin1String("mine-2"));
        CHECK(wapiState(app).mineValue(1) == 3);
    }
    SECTION("its number key plays it too")
    {
        QTest::keyClick(view, Qt::Key_2);
        REQUIRE(app.session().moveCount() == 4);
        CHECK(app.session().moveText(3) == QLatin1String("mine-2"));
    }
}

TEST_CASE("Before any totem a coin may go to every mine")
{
    AppFixture app;
    REQUIRE(restoreWapi(app, {QStringLiteral("silver-5")}));
    WapiView *view = wapiView(app);
    REQUIRE(view);
    clickMine(view, 4);
    REQUIRE(app.session().moveCount() == 2);
    CHECK(app.session().moveText(1) == QLatin1String("mine-5"));
}

TEST_CASE("After a mask the player chooses a totem or none by button or key")
{
    AppFixture app;
    REQUIRE(restoreWapi(app, {QStringLiteral("mask-3")}));
    WapiView *view = wapiView(app);
    REQUIRE(view);
    // The panel offers the choice in words too.
    const State &state = *app.session().state();
    CHECK(
        app.window.gamePage()->presentation()->offBoardLabel(state, WapiState::kTotem).contains(QLatin1String("Wolf")));
    CHECK_FALSE(app.window.gamePage()->presentation()->offBoardLabel(state, WapiState::kNoTotem).isEmpty());
    CHECK(app.window.gamePage()->presentation()->offBoardLabel(state, WapiState::kFirstMine).isEmpty());
    REQUIRE(waitUntil([&] { return choiceShown(app); }));
    CHECK(view->choiceNote()->isVisible());

    auto lastMove = [&] { return app.session().moveText(app.session().moveCount() - 1); };
    SECTION("the Totem button")
    {
        QTest::mouseClick(stripButton(app, QStringLiteral("action_totem")), Qt::LeftButton);
        CHECK(lastMove() == QLatin1String("totem"));
        CHECK(wapiState(app).totemsOf(2, 0) == 1);
    }
    SECTION("the No button")
    {
        QTest::mouseClick(stripButton(app, QStringLiteral("action_no-totem")), Qt::LeftButton);
        CHECK(lastMove() == QLatin1String("no-totem"));
        CHECK(wapiState(app).totemCount(2) == 0);
    }
    SECTION("T")
    {
        QTest::keyClick(view, Qt::Key_T);
        CHECK(lastMove() == QLatin1String("totem"));
    }
    SECTION("Enter")
    {
        QTest::keyClick(view, Qt::Key_Return);
        CHECK(lastMove() == QLatin1String("totem"));
    }
    SECTION("N")
    {
        QTest::keyClick(view, Qt::Key_N);
        CHECK(lastMove() == QLatin1String("no-totem"));
    }
    SECTION("Escape")
    {
        QTest::keyClick(view, Qt::Key_Escape);
        CHECK(lastMove() == QLatin1String("no-totem"));
    }
    // Either way the choice is gone and the next turn begins with a draw.
    CHECK(app.session().moveCount() == 2);
    QApplication::processEvents();
    CHECK_FALSE(choiceShown(app));
    CHECK_FALSE(view->choiceNote()->isVisible());
}

TEST_CASE("The choice is not offered to a player without totems")
{
    AppFixture app;
    // Ana (seat 0 of 3) plants all three totems, then draws a fourth mask.
    REQUIRE(restoreWapi(
        app,
        {QStringLiteral("mask-1"), QStringLiteral("totem"), QStringLiteral("silver-0"), QStringLiteral("mine-1"),
         QStringLiteral("silver-0"), QStringLiteral("mine-1"), QStringLiteral("mask-1"), QStringLiteral("totem"),
         QStringLiteral("silver-0"), QStringLiteral("mine-1"), QStringLiteral("silver-0"), QStringLiteral("mine-1"),
         QStringLiteral("mask-1"), QStringLiteral("totem"), QStringLiteral("silver-0"), QStringLiteral("mine-1"),
         QStringLiteral("silver-0"), QStringLiteral("mine-1"), QStringLiteral("mask-1")},
        {}, 3));
    WapiView *view = wapiView(app);
    REQUIRE(view);
    CHECK(wapiState(app).totemsLeft(0) == 0);
    CHECK(wapiState(app).phase() == WapiState::Phase::Draw);
    CHECK_FALSE(choiceShown(app));
    CHECK_FALSE(view->choiceNote()->isVisible());
}

TEST_CASE("The score table follows the engine's exact scores")
{
    AppFixture app;
    // Three totems in the eagle's mine, then a 5 there: 5/3 each in share scoring.
    REQUIRE(restoreWapi(app,
                        {QStringLiteral("mask-1"), QStringLiteral("totem"), QStringLiteral("mask-1"),
                         QStringLiteral("totem"), QStringLiteral("mask-1"), QStringLiteral("totem"),
                         QStringLiteral("silver-5")},
                        {{"scoring", "share"}}, 3));
    WapiView *view = wapiView(app);
    REQUIRE(view);
    clickMine(view, 0);
    REQUIRE(app.session().moveCount() == 8);
    const auto scores = app.session().state()->scores();
    for (int seat = 0; seat < 3; ++seat) {
        CHECK(scores[static_cast<std::size_t>(seat)] == Approx(5.0 / 3.0));
        CHECK(view->scoreShown(seat) == QLatin1String("1 2/3"));
    }
    REQUIRE(view->decimalsButton()->isVisible());
    QTest::mouseClick(view->decimalsButton(), Qt::LeftButton);
    for (int seat = 0; seat < 3; ++seat)
        CHECK(view->scoreShown(seat) == QString::number(scores[static_cast<std::size_t>(seat)], 'f', 2));

    SECTION("in full scoring every totem takes the whole mine")
    {
        AppFixture full;
        REQUIRE(restoreWapi(full,
                            {QStringLiteral("mask-1"), QStringLiteral("totem"), QStringLiteral("mask-1"),
                             QStringLiteral("totem"), QStringLiteral("silver-5"), QStringLiteral("mine-1")},
                            {{"scoring", "full"}}, 3));
        WapiView *fullView = wapiView(full);
        REQUIRE(fullView);
        CHECK_FALSE(fullView->decimalsButton()->isVisible());
        CHECK(fullView->scoreShown(0) == QLatin1String("5"));
        CHECK(fullView->scoreShown(1) == QLatin1String("5"));
        CHECK(fullView->scoreShown(2) == QLatin1String("0"));
    }
}

TEST_CASE("Shares and payouts are written exactly")
{
    using wapi::amountText;
    CHECK(amountText(0, false) == QLatin1String("0"));
    CHECK(amountText(24, false) == QLatin1String("2"));
    CHECK(amountText(6, false) == QLatin1String("1/2"));
    CHECK(amountText(80, false) == QLatin1String("6 2/3"));
    CHECK(amountText(80, true) == QLatin1String("6.67"));
    CHECK(amountText(9, false) == QLatin1String("3/4"));

    games::wapi::WapiSetup setup;
    setup.options = {{"players", "3"}, {"scoring", "share"}};
    setup.mines[0] = {{5, 3, 2}, 3, {0, 0, 1}};
    setup.mines[3] = {{1}, 1, {2}};
    setup.mines[4] = {{3, 2}, 0, {}}; // silver, but no totem: nobody is paid
    const auto state = WapiState::fromSetup(setup);
    const QStringList lines =
        wapi::payoutLines(*state, {QStringLiteral("Ana"), QStringLiteral("Ben"), QStringLiteral("Cy")}, false);
    REQUIRE(lines.size() == 3); // the mines with nothing in them are left out
    CHECK(lines[0].contains(QLatin1String("Eagle")));
    CHECK(lines[0].contains(QLatin1String("worth 10")));
    CHECK(lines[0].contains(QLatin1String("Ana takes 6 2/3 with 2 totems")));
    CHECK(lines[0].contains(QLatin1String("Ben takes 3 1/3")));
    CHECK(lines[1].contains(QLatin1String("Buffalo")));
    CHECK(lines[1].contains(QLatin1String("Cy takes 1")));
    CHECK(lines[2].contains(QLatin1String("Raven is worth 5")));
    CHECK(lines[2].contains(QLatin1String("nobody is paid")));
    const QStringList brief =
        wapi::payoutLines(*state, {QStringLiteral("Ana"), QStringLiteral("Ben"), QStringLiteral("Cy")}, false, true);
    REQUIRE(brief.size() == 3);
    CHECK(brief[2] == QLatin1String("Raven (5): no totem, nobody is paid."));
}

TEST_CASE("A mine card's number and footer say what one totem there earns, in fewer words on a small card")
{
    using wapi::footerForms;
    games::wapi::WapiSetup setup;
    setup.options = {{"players", "3"}, {"scoring", "share"}};
    setup.mines[0] = {{5, 3, 2}, 3, {0, 0, 1}}; // three totems share 10
    setup.mines[1] = {{5}, 1, {2}};             // one totem takes the 5
    setup.mines[2] = {{2, 1}, 0, {}};           // a first totem would take the 3
    const auto share = WapiState::fromSetup(setup);
    CHECK(wapi::mineNumberForms(2) == QStringList {QStringLiteral("Mine 3"), QStringLiteral("3")});
    CHECK(footerForms(*share, 0, false)
          == QStringList {QStringLiteral("3 totems, 3 1/3 each"), QStringLiteral("3 1/3 each")});
    CHECK(footerForms(*share, 0, true)
          == QStringList {QStringLiteral("3 totems, 3.33 each"), QStringLiteral("3.33 each")});
    CHECK(footerForms(*share, 1, false) == QStringList {QStringLiteral("1 totem gets 5"), QStringLiteral("5 each")});
    CHECK(footerForms(*share, 2, false)
          == QStringList {QStringLiteral("A totem would get 3"), QStringLiteral("3 to a totem")});
    CHECK(wapi::scoringNote(*share) == QLatin1String("Share scoring: the totems in a mine split its value."));

    setup.options = {{"players", "3"}, {"scoring", "full"}};
    const auto full = WapiState::fromSetup(setup);
    CHECK(footerForms(*full, 0, false)
          == QStringList {QStringLiteral("Each totem gets 10"), QStringLiteral("10 each")});
    CHECK(footerForms(*full, 1, false) == QStringList {QStringLiteral("1 totem gets 5"), QStringLiteral("5 each")});
    CHECK(wapi::scoringNote(*full) == QLatin1String("Full scoring: each totem takes its mine's value."));

    SECTION("at the end a mine without a totem pays nobody")
    {
        // Every tile on the board: eight coins and four masks in each mine, the bag empty.
        std::vector<int> coins;
        for (int kind = 0; kind < WapiState::kSilverKinds; ++kind)
            coins.insert(coins.end(), static_cast<std::size_t>(WapiState::kInitialBag[static_cast<std::size_t>(kind)]),
                         WapiState::kSilverValues[static_cast<std::size_t>(kind)]);
        games::wapi::WapiSetup end;
        end.options = {{"players", "3"}, {"scoring", "share"}};
        for (std::size_t mine = 0; mine < 6; ++mine) {
            const auto first = coins.begin() + static_cast<std::ptrdiff_t>(mine * WapiState::kSilverFields);
            end.mines[mine].silver.assign(first, first + WapiState::kSilverFields);
            end.mines[mine].masks = WapiState::kMaskFields;
        }
        end.mines[5].totems = {0, 1};
        const auto over = WapiState::fromSetup(end);
        REQUIRE(over->isTerminal());
        REQUIRE(over->mineValue(0) == 0);
        REQUIRE(over->mineValue(4) > 0);
        CHECK(footerForms(*over, 4, false)
              == QStringList {QStringLiteral("No totem: nobody is paid"), QStringLiteral("Nobody paid")});
        CHECK(footerForms(*over, 5, false).front().startsWith(QLatin1String("2 totems, ")));
    }
}

TEST_CASE("Drawing by hand waits for the view's Draw button")
{
    AppFixture app;
    app.session().setChanceMode(GameSession::ChanceMode::Manual);
    REQUIRE(app.window.startGame(*GameRegistry::find("wapi"), wapiOptions({{"players", "3"}}), people(3)));
    QApplication::processEvents();
    WapiView *view = wapiView(app);
    REQUIRE(view);
    QTest::qWait(20);
    CHECK(app.session().moveCount() == 0);
    QPushButton *draw = stripButton(app, QStringLiteral("action_chance"));
    REQUIRE(draw);
    CHECK(draw->text() == QLatin1String("Draw a tile  (D)"));
    QTest::mouseClick(draw, Qt::LeftButton);
    REQUIRE(app.session().moveCount() == 1);
    QApplication::processEvents();
    CHECK_FALSE(stripButton(app, QStringLiteral("action_chance")));
    // The bag's contents, on demand, count the tile that left.
    CHECK(wapiState(app).bagTotal() == 71);
    QTest::keyClick(view, Qt::Key_B);
    CHECK(view->bagButton()->isChecked());
    app.session().setChanceMode(GameSession::ChanceMode::Automatic);
}

TEST_CASE("Three computer players finish a game of Wapi in the window")
{
    AppFixture app;
    WapiView *view = playComputersToTheEnd(app);
    REQUIRE(view);
    const WapiState &state = wapiState(app);
    CHECK(state.silverPlaced() == WapiState::kTotalSilverFields);
    const QStringList names {QStringLiteral("A"), QStringLiteral("B"), QStringLiteral("C")};
    CHECK(view->payoutShown() == wapi::payoutLines(state, names, false));
    for (int seat = 0; seat < 3; ++seat)
        CHECK(view->scoreShown(seat) == wapi::amountText(state.scoreTwelfths(seat), false));
    const QString result = app.window.gamePage()->presentation()->resultText(state);
    CHECK(result.contains(names[state.winners().front()]));
}

TEST_CASE("Wapi's result sentence writes amounts as the board's Decimals button says")
{
    AppFixture app;
    WapiView *view = playComputersToTheEnd(app);
    REQUIRE(view);
    const WapiState &state = wapiState(app);
    const int winner = state.winners().front();
    const GamePresentation *presentation = app.window.gamePage()->presentation();
    CHECK(presentation->resultText(state).contains(wapi::amountText(state.scoreTwelfths(winner), false)));

    REQUIRE(view->decimalsButton()->isVisible());
    QTest::mouseClick(view->decimalsButton(), Qt::LeftButton);
    const QString result = presentation->resultText(state);
    CHECK(result.contains(wapi::amountText(state.scoreTwelfths(winner), true)));
    CHECK(app.window.gamePage()->resultShown() == result);

    // The choice holds for the next game's board too.
    AppFixture next;
    REQUIRE(restoreWapi(next, {}, {{"scoring", "share"}}, 3));
    REQUIRE(wapiView(next));
    CHECK(wapiView(next)->decimalsButton()->isChecked());
}

TEST_CASE("Drawing by hand is remembered for the next Wapi game")
{
    {
        AppFixture app;
        REQUIRE(app.window.startGame(*GameRegistry::find("wapi"), wapiOptions({}), people(4)));
        QApplication::processEvents();
        auto *box = app.window.findChild<QCheckBox *>(QStringLiteral("wapi_hand_draw"));
        REQUIRE(box);
        box->setChecked(true);
        CHECK(app.session().chanceMode() == GameSession::ChanceMode::Manual);
    }
    AppFixture later;
    CHECK(later.session().chanceMode() == GameSession::ChanceMode::Automatic); // nothing shown yet
    REQUIRE(later.window.startGame(*GameRegistry::find("wapi"), wapiOptions({}), people(4)));
    QApplication::processEvents();
    CHECK(later.session().chanceMode() == GameSession::ChanceMode::Manual);
    auto *box = later.window.findChild<QCheckBox *>(QStringLiteral("wapi_hand_draw"));
    REQUIRE(box);
    box->setChecked(false); // leave the default for the other tests
    CHECK(later.session().chanceMode() == GameSession::ChanceMode::Automatic);
}

TEST_CASE("Wapi's move list says who did what, and where")
{
    AppFixture app;
    REQUIRE(restoreWapi(app,
                        {QStringLiteral("mask-2"), QStringLiteral("totem"), QStringLiteral("silver-3"),
                         QStringLiteral("mine-2"), QStringLiteral("mask-5"), QStringLiteral("no-totem")}));
    SidePanel *panel = app.window.gamePage()->panel();
    const QStringList expected = {QStringLiteral("Drawn: the Bear mask"),  QStringLiteral("Ana: totem → Bear"),
                                  QStringLiteral("Drawn: silver 3"),       QStringLiteral("Ben: silver 3 → Bear"),
                                  QStringLiteral("Drawn: the Raven mask"), QStringLiteral("Cy: no totem")};
    CHECK(panel->moveLines() == expected);
    QListWidget *list = panel->moveList();
    REQUIRE(list->count() == expected.size() + 1);
    CHECK(list->item(4)->text().endsWith(QStringLiteral("Ben: silver 3 → Bear")));
}

TEST_CASE("Wapi's move list keeps the newest move in sight when the totem buttons appear")
{
    AppFixture app;
    app.window.resize(800, 600);
    QStringList moves;
    for (int i = 0; i < 20; ++i)
        moves << (i < 12 ? QStringLiteral("silver-1") : QStringLiteral("silver-2"))
              << QStringLiteral("mine-%1").arg(i % 6 + 1);
    REQUIRE(restoreWapi(app, moves));
    QListWidget *list = app.window.gamePage()->panel()->moveList();
    const auto newestInSight = [&] {
        QApplication::processEvents();
        const QRect row = list->visualItemRect(list->item(list->count() - 1));
        return list->viewport()->rect().contains(row);
    };
    REQUIRE(list->verticalScrollBar()->maximum() > 0); // the list is longer than its room
    CHECK(newestInSight());

    // A mask: the totem buttons appear above the list, which shrinks.
    REQUIRE(app.session().resolveChance()); // the seed decides; draw until a mask comes
    while (wapiState(app).phase() != WapiState::Phase::DecideTotem) {
        if (app.session().chancePending())
            REQUIRE(app.session().resolveChance());
        else
            REQUIRE(app.session().playHuman(app.session().state()->legalActions().front()));
    }
    REQUIRE(waitUntil([&] { return !app.window.gamePage()->actionStrip()->buttons().isEmpty(); }));
    CHECK(waitUntil(newestInSight, 2000));
}

TEST_CASE("Wapi's player names are whole where there is room, and cut with a tooltip only where there is not")
{
    AppFixture app;
    REQUIRE(app.window.startGame(*GameRegistry::find("wapi"), wapiOptions({{"players", "5"}}),
                                 {computer(QStringLiteral("Computer 1")), computer(QStringLiteral("Computer 2")),
                                  computer(QStringLiteral("Computer 3")), human(QStringLiteral("Player 4")),
                                  human(QStringLiteral("Player 5"))}));
    app.session().setPaused(true);
    QApplication::processEvents();
    WapiView *view = wapiView(app);
    REQUIRE(view);
    const auto nothingCut = [&] {
        for (const QSize size : {QSize(800, 600), QSize(1000, 700), QSize(1400, 900)}) {
            INFO(size.width());
            app.window.resize(size);
            QApplication::processEvents();
            view->grab();
            const QString cut = view->cutTexts().join(QStringLiteral(", "));
            INFO(cut.toStdString());
            CHECK_FALSE(cut.contains(QStringLiteral("Computer")));
            CHECK_FALSE(cut.contains(QStringLiteral("Player")));
        }
    };
    nothingCut();

    // At the end a star marks the winners: their names stay whole too.
    REQUIRE(app.window.startGame(*GameRegistry::find("wapi"), wapiOptions({{"players", "3"}}),
                                 {computer(QStringLiteral("Computer 1")), computer(QStringLiteral("Computer 2")),
                                  computer(QStringLiteral("Computer 3"))}));
    REQUIRE(waitUntil([&] { return app.session().state()->isTerminal(); }));
    QApplication::processEvents();
    view = wapiView(app);
    nothingCut();

    // A name of forty letters on a small board: cut, and whole in its tooltip.
    const QString longName = QStringLiteral("Bartholomew Maximilian Fitzgerald-Wright");
    REQUIRE(app.window.startGame(*GameRegistry::find("wapi"), wapiOptions({{"players", "3"}}),
                                 {human(longName), human(QStringLiteral("Ben")), human(QStringLiteral("Cy"))}));
    app.window.resize(800, 600);
    QApplication::processEvents();
    view = wapiView(app);
    view->grab();
    CHECK(view->cutTexts().contains(longName));
    CHECK_FALSE(view->cutTexts().contains(QStringLiteral("Ben")));
}

TEST_CASE("Wapi marks the hint on the board")
{
    AppFixture app;
    REQUIRE(restoreWapi(app, {QStringLiteral("silver-5")}));
    WapiView *view = wapiView(app);
    REQUIRE(view);
    const QImage before = view->grab().toImage();
    ai::Analysis hint;
    hint.mover = app.session().state()->currentPlayer();
    hint.best.push_back({WapiState::kFirstMine + 4,
                         10,
                         std::vector<double>(static_cast<std::size_t>(app.session().state()->numPlayers()), 0.25),
                         {WapiState::kFirstMine + 4}});
    view->showHints(hint);
    const QImage after = view->grab().toImage();
    const auto changed = [&](QRectF area) {
        const QRect box = area.toAlignedRect().intersected(before.rect());
        for (int y = box.top(); y <= box.bottom(); ++y)
            for (int x = box.left(); x <= box.right(); ++x)
                if (before.pixel(x, y) != after.pixel(x, y))
                    return true;
        return false;
    };
    const qreal ratio = view->devicePixelRatioF();
    const auto scaled = [&](QRectF r) { return QRectF(r.topLeft() * ratio, r.size() * ratio); };
    CHECK(changed(scaled(view->mineRect(4).adjusted(-12, -12, 12, 12))));
    CHECK_FALSE(changed(scaled(view->mineRect(0))));

    SECTION("a totem hint marks the Totem button")
    {
        REQUIRE(restoreWapi(app, {QStringLiteral("mask-3")}));
        view = wapiView(app);
        REQUIRE(waitUntil([&] { return choiceShown(app); }));
        app.session().requestHint();
        REQUIRE(waitUntil([&] { return view->hint() == WapiState::kTotem || view->hint() == WapiState::kNoTotem; }));
        const bool totem = view->hint() == WapiState::kTotem;
        const auto button = [&](bool forTotem) {
            return stripButton(app, forTotem ? QStringLiteral("action_totem") : QStringLiteral("action_no-totem"));
        };
        CHECK(waitUntil([&] { return button(totem) && button(totem)->property("hinted").toBool(); }, 2000));
        CHECK_FALSE(button(!totem)->property("hinted").toBool());
    }
}

namespace {

// The texts of the last painting of `part`, for mine `mine` (-1: any).
QVector<WapiView::PaintedText> painted(const WapiView *view, WapiView::Part part, int mine = -1)
{
    QVector<WapiView::PaintedText> found;
    for (const auto &text : view->paintedTexts())
        if (text.part == part && (mine < 0 || text.mine == mine))
            found << text;
    return found;
}

// Whether `box` lies inside the circle in `circle`, `margin` pixels from its edge.
bool insideCircle(const QRectF &box, const QRectF &circle, qreal margin)
{
    const qreal radius = circle.width() / 2 - margin;
    for (const QPointF corner : {box.topLeft(), box.topRight(), box.bottomLeft(), box.bottomRight()}) {
        const QPointF d = corner - circle.center();
        if (d.x() * d.x() + d.y() * d.y() > radius * radius)
            return false;
    }
    return true;
}

// The window sizes of an 800×600 screen and of a 1600×1000 one at scale 2 (less a panel).
const QSize kSmallWindows[] = {QSize(800, 600), QSize(800, 460)};

} // namespace

TEST_CASE("In Italian Wapi's keys are the first letters of their Italian words")
{
    const Speaking italian(QLocale(QLocale::Italian, QLocale::Italy));
    AppFixture app;
    app.session().setChanceMode(GameSession::ChanceMode::Manual);
    REQUIRE(app.window.startGame(*GameRegistry::find("wapi"), wapiOptions({{"players", "3"}}), people(3)));
    QApplication::processEvents();
    WapiView *view = wapiView(app);
    REQUIRE(view);
    QTest::qWait(20);
    QPushButton *draw = stripButton(app, QStringLiteral("action_chance"));
    REQUIRE(draw);
    CHECK(draw->text() == QStringLiteral("Pesca una tessera  (P)"));
    // D, the English key, draws nothing; P (Pesca) draws.
    QTest::keyClick(view, Qt::Key_D);
    CHECK(app.session().moveCount() == 0);
    QTest::keyClick(view, Qt::Key_P);
    CHECK(app.session().moveCount() == 1);
    // S (Sacchetto) shows the bag.
    CHECK(view->bagButton()->toolTip().endsWith(QStringLiteral("(S)")));
    QTest::keyClick(view, Qt::Key_S);
    CHECK(view->bagButton()->isChecked());
    app.session().setChanceMode(GameSession::ChanceMode::Automatic);
}

TEST_CASE("On a small board every mine's title and footer and the bag's caption are whole")
{
    // Italian words are longer.
    const QLocale locale =
        GENERATE(QLocale(QLocale::English, QLocale::UnitedStates), QLocale(QLocale::Italian, QLocale::Italy));
    INFO(locale.name().toStdString());
    const Speaking speaking(locale);
    AppFixture app;
    app.window.setMinimumSize(0, 0);
    // Two totems share the eagle's 5, one stands in the buffalo's mine, the others are empty.
    REQUIRE(restoreWapi(app,
                        {QStringLiteral("mask-1"), QStringLiteral("totem"), QStringLiteral("mask-1"),
                         QStringLiteral("totem"), QStringLiteral("silver-5"), QStringLiteral("mine-1"),
                         QStringLiteral("mask-4"), QStringLiteral("totem"), QStringLiteral("silver-3"),
                         QStringLiteral("mine-4")},
                        {{"scoring", "share"}}));
    for (const QSize size : kSmallWindows) {
        INFO(size.width() << "×" << size.height());
        app.window.resize(size);
        QApplication::processEvents();
        WapiView *view = wapiView(app);
        REQUIRE(view);
        view->grab();
        for (int mine = 0; mine < WapiState::kMines; ++mine) {
            INFO("mine " << mine + 1);
            const QRectF card = view->mineRect(mine);
            const auto value = painted(view, WapiView::Part::Value, mine);
            REQUIRE(value.size() == 1);
            for (const auto part : {WapiView::Part::Name, WapiView::Part::Number, WapiView::Part::Footer}) {
                const auto texts = painted(view, part, mine);
                REQUIRE(texts.size() == 1);
                const auto &text = texts.front();
                INFO(text.whole.toStdString() << " drawn as " << text.text.toStdString());
                CHECK_FALSE(text.cut);
                CHECK(card.contains(text.bounds));
                if (part != WapiView::Part::Footer)
                    CHECK_FALSE(text.bounds.intersects(value.front().bounds));
            }
            // A shorter footer says what the whole one says: its amount.
            const auto footer = painted(view, WapiView::Part::Footer, mine).front();
            CHECK(footer.text.contains(wapi::amountText(wapiState(app).totemShareTwelfths(mine), false)));
        }
        // A shortened footer shows the whole sentence under the pointer.
        for (const auto &footer : painted(view, WapiView::Part::Footer)) {
            if (footer.text == footer.whole)
                continue;
            const QPoint at = footer.bounds.center().toPoint();
            QHelpEvent help(QEvent::ToolTip, at, view->mapToGlobal(at));
            QApplication::sendEvent(view, &help);
            CHECK(QToolTip::text() == footer.whole);
            QToolTip::hideText();
        }
        const auto caption = painted(view, WapiView::Part::BagCaption);
        REQUIRE(caption.size() == 1);
        INFO(caption.front().text.toStdString());
        CHECK_FALSE(caption.front().cut);
        CHECK(caption.front().text.contains(QString::number(wapiState(app).bagTotal())));
        CHECK(insideCircle(caption.front().bounds, view->clearing(), 3.0));
    }
}

// At the end of a game, on each small window: every payout line is drawn whole, inside
// the view and clear of the mines, and the words in the clearing stay in it.
void checkEndReadableWhenSmall(AppFixture &app, WapiView *view)
{
    for (const QSize size : kSmallWindows) {
        INFO(size.width() << "×" << size.height());
        app.window.resize(size);
        QApplication::processEvents();
        view->grab();
        const auto lines = painted(view, WapiView::Part::Payout);
        CHECK(lines.size() == view->payoutShown().size());
        for (const auto &line : lines) {
            INFO(line.whole.toStdString());
            CHECK_FALSE(line.cut);
            CHECK(QRectF(view->rect()).contains(line.bounds));
            for (int mine = 0; mine < WapiState::kMines; ++mine)
                CHECK_FALSE(line.bounds.intersects(view->mineRect(mine)));
        }
        for (const auto &note : painted(view, WapiView::Part::CentreNote) + painted(view, WapiView::Part::BagCaption)) {
            INFO(note.text.toStdString());
            CHECK_FALSE(note.cut);
            CHECK(insideCircle(note.bounds, view->clearing(), 3.0));
        }
    }
}

TEST_CASE("At the end a mine with silver but no totem says that nobody is paid")
{
    // A whole game in which the Eagle (mine 1) takes silver whenever it may and never a totem.
    const auto options = wapiOptions({{"players", "3"}, {"scoring", "share"}});
    auto state = GameRegistry::find("wapi")->create(options);
    QStringList moves;
    while (!state->isTerminal()) {
        const auto &game = stateAs<WapiState>(*state);
        const std::vector<Action> legal = state->legalActions();
        // Chance draws each kind of tile in turn, so that silver of value comes out too.
        Action action = legal[static_cast<std::size_t>(moves.size()) % legal.size()];
        if (game.phase() == WapiState::Phase::DecideTotem)
            action = game.drawn() == WapiState::kFirstMask && state->isLegal(WapiState::kNoTotem) ? WapiState::kNoTotem
                                                                                                  : legal.front();
        else if (state->isLegal(WapiState::kFirstMine))
            action = WapiState::kFirstMine;
        moves << QString::fromStdString(state->actionToString(action));
        state->apply(action);
    }
    const auto &end = stateAs<WapiState>(*state);
    REQUIRE(end.totemCount(0) == 0);
    REQUIRE(end.mineValue(0) > 0);

    AppFixture app;
    REQUIRE(restoreWapi(app, moves, {{"scoring", "share"}}, 3));
    WapiView *view = wapiView(app);
    REQUIRE(view);
    REQUIRE(wapiState(app).isTerminal());
    view->grab();
    const QString eagle =
        QStringLiteral("Mine 1 · Eagle is worth %1, but no totem stands in it: nobody is paid.").arg(end.mineValue(0));
    CHECK(view->payoutShown().contains(eagle));
    QStringList footers;
    for (const auto &footer : painted(view, WapiView::Part::Footer))
        if (footer.mine == 0)
            footers << footer.whole;
    CHECK(footers == QStringList {QStringLiteral("No totem: nobody is paid")});

    // The extra line fits a small board too.
    app.window.setMinimumSize(0, 0);
    checkEndReadableWhenSmall(app, view);
}

TEST_CASE("On a small board every mine's payout is readable at the end")
{
    const QLocale locale =
        GENERATE(QLocale(QLocale::English, QLocale::UnitedStates), QLocale(QLocale::Italian, QLocale::Italy));
    INFO(locale.name().toStdString());
    const Speaking speaking(locale);
    AppFixture app;
    app.window.setMinimumSize(0, 0);
    WapiView *view = playComputersToTheEnd(app);
    REQUIRE(view);
    REQUIRE_FALSE(view->payoutShown().isEmpty());
    checkEndReadableWhenSmall(app, view);
}

TEST_CASE("Wapi's totem note covers no mine and stays whole, on small screens and at the default size")
{
    const QLocale locale =
        GENERATE(QLocale(QLocale::English, QLocale::UnitedStates), QLocale(QLocale::Italian, QLocale::Italy));
    INFO(locale.name().toStdString());
    const Speaking speaking(locale);
    AppFixture app;
    app.window.setMinimumSize(0, 0);
    // Chayton has just drawn the Wolf's mask.
    REQUIRE(restoreWapi(app,
                        {QStringLiteral("silver-5"), QStringLiteral("mine-1"), QStringLiteral("mask-1"),
                         QStringLiteral("totem"), QStringLiteral("silver-3"), QStringLiteral("mine-1"),
                         QStringLiteral("mask-3")},
                        {{"scoring", "share"}}));
    WapiView *view = wapiView(app);
    REQUIRE(view);
    const QSize fixture = app.window.size();
    for (const QSize size : {fixture, QSize(1300, 800), QSize(800, 600), QSize(800, 460)}) {
        INFO(size.width() << "×" << size.height());
        app.window.resize(size);
        QApplication::processEvents();
        const QFrame *note = view->choiceNote();
        REQUIRE(waitUntil([&] { return note->isVisible(); }));
        const QRectF box = note->geometry();
        CHECK(QRectF(view->rect()).contains(box));
        for (int mine = 0; mine < WapiState::kMines; ++mine) {
            INFO("mine " << mine + 1);
            CHECK_FALSE(box.intersects(view->mineRect(mine)));
        }
        // Whole: the sentence has the height it needs at its width.
        const auto *label = note->findChild<QLabel *>();
        REQUIRE(label);
        INFO(label->text().toStdString());
        CHECK(label->height() >= label->heightForWidth(label->width()));
    }
}

TEST_CASE("Wapi's score strip does not move back and forth as a row of buttons comes and goes")
{
    AppFixture app;
    REQUIRE(restoreWapi(app, {}));
    // A view of the game of its own, out of the page's layout (which would size it back),
    // at the sizes the page gives it with and without the totem buttons under it (40
    // pixels), over the sizes a window may have.
    std::unique_ptr<BoardView> board(BoardViewFactory::create("wapi", app.session(), nullptr));
    auto *view = qobject_cast<WapiView *>(board.get());
    REQUIRE(view);
    view->show();
    QStringList jumping;
    for (int width = 560; width <= 1100; width += 40)
        for (int height = 400; height <= 820; height += 40) {
            QVector<bool> beside;
            for (const int shrink : {0, 40, 0, 40, 0}) {
                view->resize(width, height - shrink);
                QApplication::processEvents();
                beside << view->scoresBeside();
            }
            int moves = 0;
            for (int i = 1; i < beside.size(); ++i)
                moves += beside[i] != beside[i - 1] ? 1 : 0;
            if (moves > 1)
                jumping << QStringLiteral("%1×%2").arg(width).arg(height);
        }
    INFO(jumping.join(QStringLiteral(", ")).toStdString());
    CHECK(jumping.isEmpty());
}
