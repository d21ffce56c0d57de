#include <catch2/catch.hpp>

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>

#include "app_test_support.h"
#include "ui/side_panel.h"
#include "views/egotzi/egotzi_board.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

egotzi::Stone stoneAt(const State &state, const QString &cell)
{
    const auto &egotzi = stateAs<games::egotzi::EgotziState>(state);
    return egotzi.at(egotzi.cellFromName(cell.toStdString()));
}

QPushButton *actionButton(AppFixture &app, const QString &name) { return stripButton(app, name); }

} // namespace

TEST_CASE("Clicks on Egotzi's board play the cell clicked")
{
    AppFixture app;
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));

    app.clickCell(QStringLiteral("c3"));
    REQUIRE(app.moves() == QStringList {QStringLiteral("c3")});
    CHECK(stoneAt(*app.session().state(), QStringLiteral("c3")) == egotzi::Stone::Black);

    app.clickCell(QStringLiteral("d3")); // White; pushes Black's c3 stone to b3
    REQUIRE(app.moves() == (QStringList {QStringLiteral("c3"), QStringLiteral("d3")}));
    CHECK(stoneAt(*app.session().state(), QStringLiteral("d3")) == egotzi::Stone::White);
    CHECK(stoneAt(*app.session().state(), QStringLiteral("b3")) == egotzi::Stone::Black);
    CHECK(stoneAt(*app.session().state(), QStringLiteral("c3")) == egotzi::Stone::Empty);
}

TEST_CASE("Illegal clicks change nothing")
{
    AppFixture app;
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    app.clickCell(QStringLiteral("c3"));
    REQUIRE(app.session().moveCount() == 1);
    const auto before = app.session().state()->toJson().dump();

    QSignalSpy refused(app.egotziView(), &BoardView::inputRefused);
    app.clickCell(QStringLiteral("c3")); // occupied: refused, with a reason and a flash
    REQUIRE(refused.count() == 1);
    const QString reason = refused.takeFirst().at(0).toString();
    CHECK(reason.contains(QStringLiteral("holds a black stone")));
    const auto *status = app.window.gamePage()->panel()->findChild<QLabel *>(QStringLiteral("status"));
    REQUIRE(status);
    CHECK(status->text() == reason);
    CHECK(app.egotziView()->refusedCell() == 12);                          // c3 on 5x5
    QTest::mouseClick(app.egotziView(), Qt::LeftButton, {}, QPoint(2, 2)); // off the board: nothing to say
    QTest::mouseClick(app.egotziView(), Qt::RightButton, {}, app.egotziView()->cellCenter(0).toPoint());
    CHECK(refused.isEmpty());

    CHECK(app.session().moveCount() == 1);
    CHECK(app.session().state()->toJson().dump() == before);
}

TEST_CASE("No click plays while the computer is to move")
{
    AppFixture app;
    app.session().setAiDelay(60000); // the computer waits; its turn stays open
    REQUIRE(app.startEgotzi({computer(QStringLiteral("Bot")), human(QStringLiteral("Ana"))}));
    QSignalSpy refused(app.egotziView(), &BoardView::inputRefused);
    app.clickCell(QStringLiteral("c3"));
    CHECK(app.session().moveCount() == 0);
    REQUIRE(refused.count() == 1);
    CHECK(refused.at(0).at(0).toString().contains(QStringLiteral("not a person's turn")));
}

TEST_CASE("The pie rule's swap is offered as a button when legal")
{
    AppFixture app;
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    CHECK(actionButton(app, QStringLiteral("action_swap")) == nullptr);
    app.clickCell(QStringLiteral("c3"));
    QApplication::processEvents();
    QPushButton *swap = actionButton(app, QStringLiteral("action_swap"));
    REQUIRE(swap);
    QTest::mouseClick(swap, Qt::LeftButton);
    REQUIRE(app.moves() == (QStringList {QStringLiteral("c3"), QStringLiteral("swap")}));
    // Seat 1 (Ben) now owns Black; seat 0 (Ana) moves next, as White.
    CHECK(app.session().state()->currentPlayer() == 0);
    QApplication::processEvents();
    CHECK(actionButton(app, QStringLiteral("action_swap")) == nullptr);
}

TEST_CASE("The keyboard moves a cursor and Enter plays")
{
    AppFixture app;
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    SquareBoardView *view = app.egotziView();
    view->setFocus();
    // The cursor starts in the centre (c3 on 5x5).
    QTest::keyClick(view, Qt::Key_Right);
    QTest::keyClick(view, Qt::Key_Up);
    QTest::keyClick(view, Qt::Key_Return);
    REQUIRE(app.moves() == QStringList {QStringLiteral("d4")});
    QTest::keyClick(view, Qt::Key_Left);
    QTest::keyClick(view, Qt::Key_Left);
    QTest::keyClick(view, Qt::Key_Down);
    QTest::keyClick(view, Qt::Key_Enter);
    REQUIRE(app.moves() == (QStringList {QStringLiteral("d4"), QStringLiteral("b3")}));
}

TEST_CASE("Clicking a move in the list shows that position read-only")
{
    AppFixture app;
    REQUIRE(
        app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}, {{"size", "5"}, {"pie", "off"}}));
    app.clickCell(QStringLiteral("c3"));
    app.clickCell(QStringLiteral("d3"));
    app.clickCell(QStringLiteral("a1"));
    REQUIRE(app.session().moveCount() == 3);

    QListWidget *list = app.window.gamePage()->panel()->moveList();
    REQUIRE(list->count() == 4); // the start and three moves
    QListWidgetItem *first = list->item(1);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(first).center());
    REQUIRE(app.session().browsing());
    CHECK(app.session().shownPly() == 1);
    CHECK(stoneAt(app.session().shownState(), QStringLiteral("c3")) == egotzi::Stone::Black);
    CHECK(app.window.gamePage()->panel()->statusText().contains(QStringLiteral("Looking at")));

    app.clickCell(QStringLiteral("e5")); // read-only: nothing happens
    CHECK(app.session().moveCount() == 3);

    QListWidgetItem *last = list->item(3);
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, list->visualItemRect(last).center());
    CHECK_FALSE(app.session().browsing());
    app.clickCell(QStringLiteral("e5"));
    CHECK(app.session().moveCount() == 4);
}
