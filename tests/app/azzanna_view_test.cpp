#include <catch2/catch.hpp>

#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>

#include "app_test_support.h"
#include "screen_texts.h"
#include "ludoteca/core/random.h"
#include "ludoteca/games/azzanna.h"
#include "ui/setup_dialog.h"
#include "ui/side_panel.h"
#include "views/azzanna/azzanna_presentation.h"
#include "views/azzanna/azzanna_view.h"
#include "views/azzanna/azzanna_tree_layout_editor.h"
#include "views/board_view_factory.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;
using ludoteca::app::azzanna::AzzannaView;
namespace az = ludoteca::app::azzanna;

namespace {

Options azzannaOptions(const std::vector<std::pair<std::string, std::string>> &given = {})
{
    return gameOptions("azzanna", given);
}

struct AzzannaApp : AppFixture {
    bool start(QVector<Seat> seats, std::vector<std::pair<std::string, std::string>> options = {})
    {
        const bool ok = window.startGame(*GameRegistry::find("azzanna"), azzannaOptions(std::move(options)), seats);
        QApplication::processEvents();
        return ok;
    }

    AzzannaView *view() { return qobject_cast<AzzannaView *>(window.gamePage()->view()); }

    void click(const char *cell)
    {
        const int index = az::cellFromName(QString::fromLatin1(cell));
        REQUIRE(index >= 0);
        QTest::mouseClick(view(), Qt::LeftButton, {}, view()->cellCenter(index).toPoint());
    }

    // Plays moves given as text through the session, as a person would.
    void play(std::initializer_list<const char *> moves)
    {
        for (const char *text : moves) {
            std::string error;
            const Action action = session().state()->parseAction(text, error);
            INFO(text << ": " << error);
            REQUIRE(action != kInvalidAction);
            REQUIRE(session().playHuman(action));
        }
    }

    const games::azzanna::AzzannaState &game() { return stateAs<games::azzanna::AzzannaState>(*session().state()); }
};

QVector<Seat> twoPeople() { return {human(QStringLiteral("Ada")), human(QStringLiteral("Bruno"))}; }

} // namespace

TEST_CASE("Azzanna's view is registered and set-up clicks place pigs and pumpkins", "[azzanna]")
{
    CHECK(BoardViewFactory::has("azzanna"));
    AzzannaApp app;
    REQUIRE(app.start(twoPeople()));
    REQUIRE(app.view());
    CHECK(app.window.gamePage()->presentation()->moveHint(*app.session().state())
          == QLatin1String("Place pig 1 of 5 on an empty cell."));

    app.click("c3");
    CHECK(app.moves() == QStringList {QStringLiteral("P@c3")});
    CHECK(app.window.gamePage()
              ->presentation()
              ->moveHint(*app.session().state())
              .startsWith(QLatin1String("Place pig 2 of 5")));

    // A tree and a pig's cell take nothing.
    app.click("a6");
    app.click("c3");
    CHECK(app.moves().size() == 1);

    app.click("h1");
    app.click("h8");
    app.click("a1");
    app.click("e1");
    CHECK(app.game().phase() == games::azzanna::Phase::PlaceVegetables);
    CHECK(app.window.gamePage()
              ->presentation()
              ->moveHint(*app.session().state())
              .startsWith(QLatin1String("Place pumpkin 1 of 5")));
    app.click("f6");
    CHECK(app.moves().last() == QLatin1String("Z@f6"));
    CHECK(app.game().position().pumpkins == std::uint64_t {1} << az::cellFromName(u"f6"));
    CHECK(app.window.gamePage()->presentation()->seatLook(*app.session().state(), 1).name == QLatin1String("Pumpkins"));
}

TEST_CASE("Arrow keys and the margin buttons and drags make the Pack run", "[azzanna]")
{
    AzzannaApp app;
    REQUIRE(app.start(twoPeople()));
    // No pig touches a pumpkin: the Pack's turn goes straight to the run.
    app.play({"P@a1", "P@h1", "P@h8", "P@c8", "P@e1", "Z@c5", "Z@f6", "Z@c2", "Z@g4", "Z@d6"});
    REQUIRE(app.game().phase() == games::azzanna::Phase::Run);
    AzzannaView *view = app.view();
    view->setFocus();
    CHECK(app.window.gamePage()->presentation()->moveHint(*app.session().state()).startsWith(QLatin1String("Run!")));

    QTest::keyClick(view, Qt::Key_Up);
    CHECK(app.moves().last() == QLatin1String("N"));
    // Only standing pigs that can move do: a1 runs up to a5 (the tree on a6 stops it).
    CHECK(((app.game().position().pigs >> az::cellFromName(u"a5")) & 1u) == 1u);
    CHECK(app.game().phase() == games::azzanna::Phase::Farmers);

    // Arrow keys mean nothing to the Farmer's placement but moving the cursor.
    QTest::keyClick(view, Qt::Key_Left);
    CHECK(app.moves().size() == 11);
    app.play({"Z@h4"});
    REQUIRE(app.game().phase() == games::azzanna::Phase::Run);

    SECTION("a click on the west button")
    {
        QTest::mouseClick(view, Qt::LeftButton, {}, view->arrowCenter(az::Direction::West).toPoint());
        CHECK(app.moves().last() == QLatin1String("W"));
    }
    SECTION("a drag to the right")
    {
        const QPoint from = view->cellCenter(az::cellFromName(u"d3")).toPoint();
        const QPoint to = view->cellCenter(az::cellFromName(u"f3")).toPoint();
        QTest::mousePress(view, Qt::LeftButton, {}, from);
        QTest::mouseMove(view, to);
        QTest::mouseRelease(view, Qt::LeftButton, {}, to);
        CHECK(app.moves().last() == QLatin1String("E"));
    }
    SECTION("a short wobble is no run")
    {
        const QPoint from = view->cellCenter(az::cellFromName(u"d3")).toPoint();
        QTest::mousePress(view, Qt::LeftButton, {}, from);
        QTest::mouseRelease(view, Qt::LeftButton, {}, from + QPoint(3, 2));
        CHECK(app.moves().size() == 12);
    }
}

TEST_CASE("A bite with a choice is picked pig first then vegetable and plays the canonical move", "[azzanna]")
{
    AzzannaApp app;
    REQUIRE(app.start(twoPeople()));
    // Pigs c3 and c5 both touch the pumpkins b4 and c4: two ways to bite.
    app.play({"P@c3", "P@c5", "P@a1", "P@h1", "P@h8", "Z@c4", "Z@b4", "Z@f6", "Z@g4", "Z@e7"});
    REQUIRE(app.game().phase() == games::azzanna::Phase::Bite);
    AzzannaView *view = app.view();
    const auto &chooser = view->biteChooser();
    REQUIRE(chooser.setCount() == 2);
    const QVector<int> hungry {az::cellFromName(u"c3"), az::cellFromName(u"c5")};
    CHECK(chooser.bitingPigs() == hungry);
    CHECK(app.window.gamePage()
              ->presentation()
              ->moveHint(*app.session().state())
              .startsWith(QLatin1String("Choose who bites what")));

    // Clicks that mean nothing change nothing.
    app.click("e7"); // a pumpkin no pig reaches
    app.click("a1"); // a pig with nothing to eat
    app.click("e4"); // grass
    CHECK(chooser.chosen().isEmpty());
    CHECK(chooser.selectedPig() == -1);
    QTest::keyClick(view, Qt::Key_Up); // not the time to run
    CHECK(app.moves().size() == 10);

    app.click("c5");
    CHECK(chooser.selectedPig() == az::cellFromName(u"c5"));
    CHECK(chooser.reachable() == QVector<int> {az::cellFromName(u"b4"), az::cellFromName(u"c4")});
    app.click("c4");
    REQUIRE(app.moves().size() == 11);
    // c3 is left with b4; the text lists the pigs in cell order.
    CHECK(app.moves().last() == QLatin1String("c3xb4,c5xc4"));
    CHECK(app.game().phase() == games::azzanna::Phase::Run);
    CHECK(app.game().position().lying == ((std::uint64_t {1} << hungry[0]) | (std::uint64_t {1} << hungry[1])));
}

TEST_CASE("A bite without a choice plays itself for a person", "[azzanna]")
{
    AzzannaApp app;
    REQUIRE(app.start(twoPeople()));
    app.play({"P@c3", "P@a1", "P@h1", "P@h8", "P@e1", "Z@f6", "Z@g4", "Z@e7", "Z@c5"});
    app.click("c4"); // the last set-up pumpkin, next to the pig on c3
    REQUIRE(app.moves().last() == QLatin1String("Z@c4"));
    REQUIRE(waitUntil([&] { return app.session().moveCount() == 11; }));
    CHECK(app.moves().last() == QLatin1String("c3xc4"));
    CHECK(app.game().phase() == games::azzanna::Phase::Run);

    SECTION("after an undo the bite waits for the player")
    {
        app.session().undo(); // back to the bite (the Pack is a person)
        REQUIRE(app.game().phase() == games::azzanna::Phase::Bite);
        auto *view = qobject_cast<AzzannaView *>(app.window.gamePage()->view());
        REQUIRE(view);
        CHECK_FALSE(view->autoBitePending());
        // Longer than a bite that played itself would take.
        QTest::qWait(AzzannaView::kAutoBiteMs * 3 / 2);
        CHECK(app.game().phase() == games::azzanna::Phase::Bite);
        app.click("c3");
        app.click("c4");
        CHECK(app.moves().last() == QLatin1String("c3xc4"));
    }
}

TEST_CASE("With three players the cells a vegetable may not go on take no click", "[azzanna]")
{
    AzzannaApp app;
    REQUIRE(app.start({human(QStringLiteral("Ada")), human(QStringLiteral("Bruno")), human(QStringLiteral("Cleo"))},
                      {{"players", "3"}}));
    app.play({"P@a1", "P@h1", "P@h8", "P@c8", "P@e1"});
    app.click("c4");
    REQUIRE(app.moves().last() == QLatin1String("Z@c4"));
    CHECK(app.window.gamePage()->presentation()->seatLook(*app.session().state(), 2).name == QLatin1String("Broccoli"));
    CHECK(app.window.gamePage()
              ->presentation()
              ->moveHint(*app.session().state())
              .contains(QLatin1String("not next to a pumpkin")));
    app.click("d5"); // next to the pumpkin
    CHECK(app.moves().size() == 6);
    app.click("f6");
    CHECK(app.moves().last() == QLatin1String("B@f6"));
}

TEST_CASE("The tree editor of the set-up dialog moves a tree and the engine accepts the layout", "[azzanna]")
{
    AzzannaApp app;
    SetupDialog *dialog = app.window.openSetup(QStringLiteral("azzanna"));
    REQUIRE(dialog);
    auto *text = qobject_cast<QLineEdit *>(dialog->optionEditor(QStringLiteral("trees")));
    REQUIRE(text);
    auto *editor = dialog->findChild<az::TreeLayoutEditor *>(QStringLiteral("custom_trees"));
    REQUIRE(editor);
    az::TreeField *field = editor->field();
    const QString original = text->text();
    CHECK(original == QLatin1String(games::azzanna::kDefaultTrees));

    // Dropping a tree on another tree changes nothing.
    QTest::mousePress(field, Qt::LeftButton, {}, field->cellCenter(az::cellFromName(u"a6")).toPoint());
    QTest::mouseMove(field, field->cellCenter(az::cellFromName(u"b2")).toPoint());
    QTest::mouseRelease(field, Qt::LeftButton, {}, field->cellCenter(az::cellFromName(u"b2")).toPoint());
    CHECK(text->text() == original);

    // Drag a6 to h1.
    QTest::mousePress(field, Qt::LeftButton, {}, field->cellCenter(az::cellFromName(u"a6")).toPoint());
    QTest::mouseMove(field, field->cellCenter(az::cellFromName(u"h1")).toPoint());
    QTest::mouseRelease(field, Qt::LeftButton, {}, field->cellCenter(az::cellFromName(u"h1")).toPoint());
    CHECK(text->text() == QLatin1String("b2,d4,e5,f3,g7,h1"));
    // Click a tree, then a cell.
    QTest::mouseClick(field, Qt::LeftButton, {}, field->cellCenter(az::cellFromName(u"d4")).toPoint());
    QTest::mouseClick(field, Qt::LeftButton, {}, field->cellCenter(az::cellFromName(u"c6")).toPoint());
    CHECK(text->text() == QLatin1String("b2,c6,e5,f3,g7,h1"));
    CHECK(dialog->error().isEmpty());

    // A typed layout shows up in the picture.
    text->setText(QStringLiteral("a1,a2,a3,a4,a5,a6"));
    CHECK(field->trees() == 0x3fULL);
    text->setText(QStringLiteral("b2,c6,e5,f3,g7,h1"));

    dialog->setSeat(0, human(QStringLiteral("Ada")));
    dialog->setSeat(1, human(QStringLiteral("Bruno")));
    QTest::mouseClick(dialog->startButton(), Qt::LeftButton);
    REQUIRE(app.session().hasGame());
    std::uint64_t expected = 0;
    REQUIRE(games::azzanna::parseTrees("b2,c6,e5,f3,g7,h1", expected).empty());
    CHECK(app.game().position().trees == expected);
}

TEST_CASE("A computer-against-computer Azzanna game runs to the end through the window", "[azzanna]")
{
    const char *players = GENERATE("2", "3");
    AzzannaApp app;
    QVector<Seat> seats {computer(QStringLiteral("Ada")), computer(QStringLiteral("Bruno"))};
    if (QLatin1String(players) == QLatin1String("3"))
        seats.append(computer(QStringLiteral("Cleo")));
    REQUIRE(app.start(seats, {{"players", players}}));
    REQUIRE(waitUntil([&] { return app.session().state()->isTerminal(); }));
    const State &state = *app.session().state();
    REQUIRE(state.winners().size() == 1);
    const QString status = app.window.gamePage()->resultShown();
    CHECK(status == app.window.gamePage()->presentation()->resultText(state));
    CHECK(status.contains(QStringLiteral("wins")));
    INFO(status.toStdString());
    if (state.winners().front() == 0)
        CHECK(status.contains(QStringLiteral("the Pack wins"), Qt::CaseInsensitive));
    else
        CHECK(status.contains(QStringLiteral("farmer wins"), Qt::CaseInsensitive));
}

TEST_CASE("The bite chooser picks every bite set of random games, pig then vegetable", "[azzanna]")
{
    const GameInfo *info = GameRegistry::find("azzanna");
    REQUIRE(info);
    Rng rng(20240611);
    int bites = 0;
    for (int game = 0; game < 40; ++game) {
        std::string error;
        const std::vector<std::pair<std::string, std::string>> given {{"players", game % 2 ? "3" : "2"}};
        auto state = info->newGame(given, error);
        REQUIRE(state);
        while (!state->isTerminal()) {
            const auto actions = state->legalActions();
            const Action action = actions[rng.below(static_cast<std::uint32_t>(actions.size()))];
            az::BiteChooser chooser;
            chooser.reset(*state);
            const QString text = QString::fromStdString(state->actionToString(action));
            state->apply(action);
            const az::Field after = az::Field::fromState(*state);
            if (action >= games::azzanna::kFirstBite) {
                ++bites;
                // Clicking the pairs of the played set, pig then vegetable, decides that set.
                REQUIRE(chooser.setCount() == static_cast<int>(actions.size()));
                const QVector<az::BitePair> pairs = chooser.pairsOf(action);
                REQUIRE_FALSE(pairs.isEmpty());
                for (const az::BitePair &pair : pairs) {
                    if (chooser.decided() != kInvalidAction)
                        break;
                    if (chooser.selectedPig() != pair.pig) // a pig may stay picked for its broccoli
                        CHECK(chooser.click(pair.pig));
                    CHECK(chooser.click(pair.vegetable));
                }
                INFO("bite " << text.toStdString());
                CHECK(chooser.decided() == action);
                for (const az::BitePair &pair : pairs)
                    CHECK(after.at(pair.pig) == az::Piece::Lying);
            }
        }
    }
    CHECK(bites > 20);
}

TEST_CASE("Azzanna's tray says each side's player and what the side has", "[azzanna]")
{
    using games::azzanna::AzzannaState;
    // Three players after a bite: four vegetables eaten, the broccoli farmer out, the
    // pumpkin farmer with six in hand and three in the field.
    const auto state =
        AzzannaState::fromBoard(3, "P......Z/.......Z/......../......../......../......../......../T..P...Z",
                                games::azzanna::Step::Run, {6, 0}, 4, 4u);
    const az::Field field = az::Field::fromState(*state);
    REQUIRE(field.valid);
    CHECK(az::trayTitle(0, QString()) == QLatin1String("Pack"));
    CHECK(az::trayTitle(1, QStringLiteral("Bruno")) == QStringLiteral("Pumpkins · Bruno"));
    CHECK(az::trayTitle(2, QStringLiteral("Cleo")) == QStringLiteral("Broccoli · Cleo"));
    CHECK(az::trayDetail(field, 0) == QLatin1String("4 eaten"));
    CHECK(az::trayDetail(field, 1) == QStringLiteral("6 in hand · 3 planted"));
    CHECK(az::trayDetail(field, 2) == QLatin1String("out of the game"));
}

TEST_CASE("On a small board Azzanna's tray keeps each player's name whole", "[azzanna]")
{
    // Three sides at 800×600: "Pumpkins · Computer 2" has no room, the name alone has.
    AppFixture app;
    app.window.resize(800, 560);
    REQUIRE(app.startDefault(
        "azzanna",
        {human(QStringLiteral("Computer 1")), human(QStringLiteral("Computer 2")), human(QStringLiteral("Computer 3"))},
        {{"players", "3"}}));
    QApplication::processEvents();
    BoardView *view = app.window.gamePage()->view();
    TextRecorder painted(view->size());
    view->render(&painted);
    const QStringList texts = painted.texts();
    for (const QString &name :
         {QStringLiteral("Computer 1"), QStringLiteral("Computer 2"), QStringLiteral("Computer 3")}) {
        INFO(texts.join(QStringLiteral(" | ")).toStdString());
        CHECK(std::any_of(texts.begin(), texts.end(), [&](const QString &text) { return text.endsWith(name); }));
    }
    for (const QString &text : texts)
        CHECK_FALSE(text.contains(QChar(0x2026)));
}

TEST_CASE("Azzanna's moves read as words in the move list", "[azzanna]")
{
    AzzannaApp app;
    REQUIRE(app.start(twoPeople()));
    const GamePresentation *words = app.window.gamePage()->presentation();
    REQUIRE(words);
    const auto said = [&](Action action) { return words->moveText(*app.session().state(), action); };
    const auto cell = [](const char *name) { return games::azzanna::parseCell(name); };

    CHECK(said(cell("a1")) == QLatin1String("pig on a1"));
    app.play({"P@a1", "P@c8", "P@e8", "P@h1", "P@h5"});
    CHECK(said(cell("a2")) == QLatin1String("pumpkin on a2"));
    // Only the pig on a1 touches a pumpkin.
    app.play({"Z@a2", "Z@d2", "Z@f6", "Z@b5", "Z@g3"});
    REQUIRE(app.game().phase() == games::azzanna::Phase::Bite);
    const auto legal = app.session().state()->legalActions();
    REQUIRE(legal.size() == 1);
    CHECK(said(legal.front()) == QLatin1String("a1 eats a2"));
    app.play({"a1xa2"});
    REQUIRE(app.game().phase() == games::azzanna::Phase::Run);
    CHECK(said(games::azzanna::kRunNorth) == QLatin1String("the pigs run north"));
    CHECK(said(games::azzanna::kRunWest) == QLatin1String("the pigs run west"));

    // The side panel says who did it.
    const auto *list = app.window.findChild<SidePanel *>()->moveList();
    QStringList rows;
    for (int row = 0; row < list->count(); ++row)
        rows << list->item(row)->text();
    CHECK(rows.contains(QStringLiteral("1. Ada: pig on a1")));
    CHECK(rows.contains(QStringLiteral("6. Bruno: pumpkin on a2")));
    CHECK(rows.contains(QStringLiteral("11. Ada: a1 eats a2")));
}
