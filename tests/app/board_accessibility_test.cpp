// Every board as a screen reader meets it through Qt's accessibility: a list of its cells,
// each named in the game's words, the keyboard cursor moving the accessible focus one cell
// at a time, and a cell's press doing what Enter does. Every game with a board view is
// gone through, the tests' sixth game among them.

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include <QAccessible>
#include <QAccessibleActionInterface>
#include <QAccessibleInterface>
#include <QListWidget>

#include "app_test_support.h"
#include "ui/announcer.h"
#include "ui/game_page.h"
#include "ui/side_panel.h"
#include "views/game_presentation.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

// Starts `info` with people in every seat and returns its board view.
BoardView *startWithPeople(AppFixture &app, const GameInfo &info)
{
    QVector<Seat> seats;
    for (int i = 0; i < info.minPlayers; ++i)
        seats << human(QStringLiteral("P%1").arg(i + 1));
    REQUIRE(app.window.startGame(info, info.defaultOptions(), seats));
    QApplication::processEvents();
    if (app.session().passPending())
        app.session().takeScreen(); // the person named has the screen (pass_screen_test.cpp)
    QApplication::processEvents();
    BoardView *view = app.window.gamePage()->view();
    REQUIRE(view);
    return view;
}

// The focus events sent while it lives, each as the name of the cell it focused.
struct FocusRecorder {
    static inline QStringList spoken;
    static inline int others = 0;          // focus events that named no cell of a board
    static inline bool lastOnCell = false; // the newest focus event was on a cell
    QAccessible::UpdateHandler previous = nullptr;
    bool active = false;

    FocusRecorder()
    {
        spoken.clear();
        others = 0;
        previous = QAccessible::installUpdateHandler([](QAccessibleEvent *event) {
            if (event->type() != QAccessible::Focus || !qobject_cast<BoardView *>(event->object()))
                return;
            if (event->child() < 0) {
                ++others;
                lastOnCell = false;
                return;
            }
            QAccessibleInterface *cell = event->accessibleInterface();
            spoken << (cell ? cell->text(QAccessible::Name) : QStringLiteral("(no cell)"));
            lastOnCell = true;
        });
        // The bridge turns active once it has reached the accessibility bus.
        active = QTest::qWaitFor([] { return QAccessible::isActive(); }, 10000);
    }
    ~FocusRecorder() { QAccessible::installUpdateHandler(previous); }
};

} // namespace

TEST_CASE("Every board lists its cells to assistive technology in the game's words")
{
    AppFixture app;
    for (const GameInfo *info : gamesWithBoards()) {
        INFO(info->id);
        BoardView *view = startWithPeople(app, *info);
        const auto presentation = GamePresentation::create(info->id, app.session());
        const State &state = *app.session().state();
        const std::vector<int> cells = presentation->boardCells(state);
        REQUIRE_FALSE(cells.empty());

        QAccessibleInterface *board = QAccessible::queryAccessibleInterface(view);
        REQUIRE(board);
        CHECK(board->role() == QAccessible::List);
        CHECK(board->text(QAccessible::Name).contains(QString::fromStdString(info->name)));
        REQUIRE(board->childCount() == static_cast<int>(cells.size()));
        const QRect area(view->mapToGlobal(QPoint(0, 0)), view->size());
        std::set<QString> names;
        for (int index = 0; index < board->childCount(); ++index) {
            QAccessibleInterface *cell = board->child(index);
            REQUIRE(cell);
            const QString name = cell->text(QAccessible::Name);
            INFO(name.toStdString());
            CHECK(name
                  == presentation->cellText(state, cells[static_cast<std::size_t>(index)], app.session().viewer()));
            CHECK_FALSE(name.trimmed().isEmpty());
            names.insert(name);
            CHECK(cell->role() == QAccessible::ListItem);
            CHECK(cell->parent() == board);
            CHECK(board->indexOfChild(cell) == index);
            CHECK(board->child(index) == cell); // one interface per cell, kept
            CHECK_FALSE(cell->rect().isEmpty());
            CHECK(area.contains(cell->rect().center()));
            auto *actions =
                static_cast<QAccessibleActionInterface *>(cell->interface_cast(QAccessible::ActionInterface));
            REQUIRE(actions);
            CHECK(actions->actionNames().contains(QAccessibleActionInterface::pressAction()));
        }
        // Each cell's words start with its own name, so no two cells read alike.
        CHECK(names.size() == cells.size());
        // A point is on the cell the board's own hit test finds there.
        for (int index = 0; index < board->childCount(); ++index) {
            const QPoint centre = board->child(index)->rect().center();
            const int under = view->cellAtPoint(view->mapFromGlobal(centre));
            const auto it = std::find(cells.begin(), cells.end(), under);
            QAccessibleInterface *expected =
                it == cells.end() ? nullptr : board->child(static_cast<int>(it - cells.begin()));
            CHECK(board->childAt(centre.x(), centre.y()) == expected);
        }
        CHECK(board->childAt(area.left() - 5, area.top() - 5) == nullptr);
    }
}

// Qt sends accessibility events only while a bridge is active: on the AT-SPI bus
// (scripts/run_on_atspi_bus.sh), not on the offscreen platform.
TEST_CASE("The board's keyboard cursor moves the accessible focus one cell at a time", "[.atspi]")
{
    AppFixture app;
    for (const GameInfo *info : gamesWithBoards()) {
        INFO(info->id);
        BoardView *view = startWithPeople(app, *info);
        app.window.activateWindow();
        REQUIRE(QTest::qWaitForWindowActive(&app.window));
        view->setFocus();
        QApplication::processEvents();
        INFO("focus on " << (QApplication::focusWidget() ? QApplication::focusWidget()->metaObject()->className()
                                                         : "nothing"));
        REQUIRE(view->hasFocus());
        QAccessibleInterface *board = QAccessible::queryAccessibleInterface(view);
        REQUIRE(board);
        FocusRecorder recorder;
        REQUIRE(recorder.active);
        int steps = 0;
        for (const Qt::Key key : {Qt::Key_Right, Qt::Key_Right, Qt::Key_Left, Qt::Key_Up, Qt::Key_Down, Qt::Key_Left}) {
            const int before = view->cursorCell();
            const qsizetype heard = FocusRecorder::spoken.size();
            QTest::keyClick(view, key);
            if (view->cursorCell() == before) {
                CHECK(FocusRecorder::spoken.size() == heard); // no step, nothing said
                continue;
            }
            ++steps;
            // One focus event, on the cell the cursor is on, which says so.
            REQUIRE(FocusRecorder::spoken.size() == heard + 1);
            CHECK(FocusRecorder::spoken.back() == view->spokenCell(view->cursorCell()));
            QAccessibleInterface *focused = board->focusChild();
            REQUIRE(focused);
            CHECK(focused->text(QAccessible::Name) == view->spokenCell(view->cursorCell()));
            CHECK(focused->state().focused);
        }
        CHECK(steps >= 2);
        CHECK(FocusRecorder::others == 0);
        // Back to the board by the keyboard: the focus ends on the cell under the cursor.
        app.window.gamePage()->panel()->moveList()->setFocus(Qt::TabFocusReason);
        QApplication::processEvents();
        const qsizetype heard = FocusRecorder::spoken.size();
        view->setFocus(Qt::TabFocusReason);
        QTest::qWait(20);
        CHECK(FocusRecorder::spoken.size() == heard + 1);
        CHECK(FocusRecorder::lastOnCell);
        CHECK(FocusRecorder::spoken.back() == view->spokenCell(view->cursorCell()));
    }
}

TEST_CASE("Pressing a cell through assistive technology does what Enter does")
{
    AppFixture app;
    for (const GameInfo *info : gamesWithBoards()) {
        INFO(info->id);
        BoardView *view = startWithPeople(app, *info);
        QAccessibleInterface *board = QAccessible::queryAccessibleInterface(view);
        REQUIRE(board);
        int accepted = 0;
        int refused = 0;
        const auto onAccepted = QObject::connect(view, &BoardView::inputAccepted, [&accepted] { ++accepted; });
        const auto onRefused = QObject::connect(view, &BoardView::inputRefused, [&refused] { ++refused; });
        const int presses = std::min(board->childCount(), 12);
        for (int index = 0; index < presses && !app.session().state()->isTerminal(); ++index) {
            QAccessibleInterface *cell = board->child(index);
            REQUIRE(cell);
            auto *actions =
                static_cast<QAccessibleActionInterface *>(cell->interface_cast(QAccessible::ActionInterface));
            REQUIRE(actions);
            const int answers = accepted + refused;
            actions->doAction(QAccessibleActionInterface::pressAction());
            QApplication::processEvents();
            // The press reached the board as a click on that cell: it was taken or refused.
            CHECK(accepted + refused == answers + 1);
        }
        QObject::disconnect(onAccepted);
        QObject::disconnect(onRefused);
        CHECK(accepted + refused == presses);
    }
}

namespace {

// What assistive technology was told while it lives: the notifications shown (their words)
// and the objects that took the focus.
struct AnnouncementRecorder {
    static inline QStringList said;
    static inline QStringList focused;
    QAccessible::UpdateHandler previous = nullptr;
    bool active = false;

    AnnouncementRecorder()
    {
        said.clear();
        focused.clear();
        previous = QAccessible::installUpdateHandler([](QAccessibleEvent *event) {
            QAccessibleInterface *target = event->accessibleInterface();
            if (!target)
                return;
            if (event->type() == QAccessible::ObjectShow && target->role() == QAccessible::Notification)
                said << target->text(QAccessible::Name);
            else if (event->type() == QAccessible::Focus)
                focused << QString::fromLatin1(event->object()->metaObject()->className());
        });
        active = QTest::qWaitFor([] { return QAccessible::isActive(); }, 10000);
    }
    ~AnnouncementRecorder() { QAccessible::installUpdateHandler(previous); }
};

// The board's item whose words start with `prefix` ("c3,"), or null.
QAccessibleInterface *cellNamed(QAccessibleInterface *board, const QString &prefix)
{
    for (int index = 0; index < board->childCount(); ++index)
        if (QAccessibleInterface *cell = board->child(index); cell->text(QAccessible::Name).startsWith(prefix))
            return cell;
    return nullptr;
}

void press(QAccessibleInterface *cell)
{
    auto *actions = static_cast<QAccessibleActionInterface *>(cell->interface_cast(QAccessible::ActionInterface));
    REQUIRE(actions);
    actions->doAction(QAccessibleActionInterface::pressAction());
    QApplication::processEvents();
}

} // namespace

TEST_CASE("A whole game against the computer is played and heard through assistive technology alone", "[.atspi]")
{
    AppFixture app;
    app.window.activateWindow();
    REQUIRE(QTest::qWaitForWindowActive(&app.window));
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ada")), computer(QStringLiteral("Bruno"))}));
    BoardView *view = app.window.gamePage()->view();
    REQUIRE(view);
    view->setFocus();
    QApplication::processEvents();
    AnnouncementRecorder recorder;
    REQUIRE(recorder.active);
    QAccessibleInterface *board = QAccessible::queryAccessibleInterface(view);
    REQUIRE(board);

    // The first stone, heard as the move list writes it, and the computer's answer.
    press(cellNamed(board, QStringLiteral("c3,")));
    REQUIRE(waitUntil([&] { return app.session().moveCount() == 2; }));
    QApplication::processEvents();
    const QStringList moves = app.window.gamePage()->panel()->moveLines();
    REQUIRE(moves.size() == 2);
    CHECK(AnnouncementRecorder::said.contains(moves[0]));
    CHECK(AnnouncementRecorder::said.contains(moves[1]));
    CHECK(moves[1].startsWith(QStringLiteral("Bruno: ")));
    // The board kept the focus: nothing else claimed it while the computer moved.
    CHECK(QApplication::focusWidget() == view);
    CHECK(AnnouncementRecorder::focused.filter(QStringLiteral("ListWidget")).isEmpty());

    // A stone where one stands is refused, and why is heard.
    QAccessibleInterface *taken = nullptr;
    for (int index = 0; index < board->childCount() && !taken; ++index)
        if (!board->child(index)->text(QAccessible::Name).endsWith(QStringLiteral("empty")))
            taken = board->child(index);
    REQUIRE(taken);
    const qsizetype heard = AnnouncementRecorder::said.size();
    press(taken);
    REQUIRE(AnnouncementRecorder::said.size() == heard + 1);
    const QString cellName = taken->text(QAccessible::Name).section(QLatin1Char(','), 0, 0);
    CHECK(AnnouncementRecorder::said.back().contains(cellName));
    CHECK(app.session().moveCount() == 2);

    // On to the end, an empty cell at a time, each move heard; then the result.
    while (!app.session().state()->isTerminal()) {
        const int before = app.session().moveCount();
        QAccessibleInterface *empty = cellNamed(board, QString());
        for (int index = 0; index < board->childCount(); ++index)
            if (board->child(index)->text(QAccessible::Name).endsWith(QStringLiteral("empty")))
                empty = board->child(index);
        REQUIRE(empty);
        press(empty);
        REQUIRE(
            waitUntil([&] { return app.session().state()->isTerminal() || app.session().moveCount() >= before + 2; }));
        QApplication::processEvents();
    }
    const QStringList all = app.window.gamePage()->panel()->moveLines();
    for (const QString &move : all)
        CHECK(AnnouncementRecorder::said.join(QLatin1Char('\n')).contains(move));
    CHECK(AnnouncementRecorder::said.back()
          == app.window.gamePage()->presentation()->resultText(*app.session().state()));
}

TEST_CASE("Ctrl+I describes the position to a screen reader: turn, scores, last move, hand")
{
    AppFixture app;
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ada")), human(QStringLiteral("Bruno"))}));
    app.clickCell(QStringLiteral("c3"));
    REQUIRE(app.session().moveCount() == 1);
    QAction *describe = app.window.action(QStringLiteral("summary"));
    REQUIRE(describe);
    CHECK(describe->shortcut() == QKeySequence(QStringLiteral("Ctrl+I")));
    describe->trigger();
    const SidePanel *panel = app.window.gamePage()->panel();
    const QString said = panel->announcer()->text();
    INFO(said.toStdString());
    CHECK(said == panel->summary());
    CHECK(said.startsWith(panel->turnText()));
    CHECK(said.contains(QStringLiteral("Last move: ") + panel->moveLines().back()));
    CHECK(said.contains(QStringLiteral("Ada ") + panel->scoreShown(0)));
}

TEST_CASE("The position described speaks each side of Azzanna in words, without the trays' dots")
{
    AppFixture app;
    REQUIRE(app.startDefault("azzanna", {human(QStringLiteral("Ada")), human(QStringLiteral("Bruno"))}));
    const QString said = app.window.gamePage()->panel()->summary();
    INFO(said.toStdString());
    CHECK_FALSE(said.contains(QStringLiteral("·")));
    CHECK(said.contains(QStringLiteral("Pack, played by Ada: 0 pumpkins eaten.")));
    CHECK(said.contains(QStringLiteral("Pumpkins, played by Bruno: ")));
    CHECK(said.contains(QStringLiteral(" in hand, 0 planted.")));
}

TEST_CASE("The position described tells only the secret of the seat that has the screen")
{
    AppFixture app;
    const QVector<Seat> people {human(QStringLiteral("Ana")), human(QStringLiteral("Ben")),
                                human(QStringLiteral("Cy"))};
    REQUIRE(app.startDefault("circular-chess", people, {{"players", "3"}}));
    REQUIRE(waitUntil([&] { return app.session().humanToMove(); }));
    const SidePanel *panel = app.window.gamePage()->panel();
    const auto hunts = [&](int seat) {
        return panel->summary().contains(app.session().seats()[seat].name + QStringLiteral(" hunts"));
    };
    // Before the person named has the screen, nobody's objective is told.
    REQUIRE(app.session().passPending());
    for (int seat = 0; seat < 3; ++seat)
        CHECK_FALSE(hunts(seat));
    app.session().takeScreen();
    const int named = app.session().screenSeat();
    REQUIRE(named >= 0);
    for (int seat = 0; seat < 3; ++seat)
        CHECK(hunts(seat) == (seat == named));
    // The deck and the scores this screen may show are told as well.
    CHECK(panel->summary().contains(QStringLiteral("cards left")));
    CHECK(panel->summary().contains(QStringLiteral("secret")));
}

TEST_CASE("A board reached by the keyboard shows its cursor at once")
{
    AppFixture app;
    int shown = 0;
    for (const GameInfo *info : gamesWithBoards()) {
        INFO(info->id);
        BoardView *view = startWithPeople(app, *info);
        app.window.gamePage()->panel()->moveList()->setFocus(Qt::TabFocusReason);
        QApplication::processEvents();
        REQUIRE_FALSE(view->hasFocus());
        CHECK_FALSE(view->cursorShown());
        view->setFocus(Qt::TabFocusReason);
        QApplication::processEvents();
        REQUIRE(view->hasFocus());
        if (view->cursorShown()) {
            CHECK(view->cursorCell() != BoardView::kNoCell);
            ++shown;
        } else {
            // No cell to pick now (a tile is to be drawn first): no key brings a cursor either.
            QTest::keyClick(view, Qt::Key_Right);
            CHECK_FALSE(view->cursorShown());
        }
    }
    CHECK(shown >= 4);
}
