#include <catch2/catch.hpp>

#include <QLocale>
#include <QPushButton>

#include "app_test_support.h"
#include "i18n/language.h"
#include "screen_texts.h"
#include "ludoteca/games/wangzi.h"
#include "views/board_view_factory.h"
#include "views/wangzi/wangzi_move_builder.h"
#include "views/wangzi/wangzi_presentation.h"
#include "views/wangzi/wangzi_view.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;
using games::wangzi::WangziState;
using ludoteca::app::wangzi::WangziView;
using wangzi::StepKind;

namespace {

Options wangziOptions(const std::vector<std::pair<std::string, std::string>> &given)
{
    return gameOptions("wangzi", given);
}

// Puts the window at the position after `moves` on a small board, both seats people.
bool restoreWangzi(AppFixture &app, const QStringList &moves)
{
    SavedGame saved;
    saved.gameId = QStringLiteral("wangzi");
    saved.options = wangziOptions({{"size", "4"}});
    saved.seats = {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))};
    saved.moves = moves;
    saved.seed = 3;
    QString error;
    const bool ok = app.session().restore(saved, error);
    QApplication::processEvents(); // lay the new view out
    if (!ok)
        qWarning("%s", qPrintable(error));
    return ok;
}

// After these four moves White is to move; the Prince on A2 is barred, and the Prince on
// C3 (on a White 1) can pass over B2 (a White 3) and flip Black's 2 on B1.
const QStringList kOpening {QStringLiteral("A1>B2=3>C3=1"), QStringLiteral("D1>C1=1>B1=2"),
                            QStringLiteral("G4>F4=1>E4=2"), QStringLiteral("B1>A1=1>A2=2")};

WangziView *wangziView(AppFixture &app) { return qobject_cast<WangziView *>(app.window.gamePage()->view()); }

void click(WangziView *view, const char *cell)
{
    const int index = view->cellIndex(QLatin1String(cell));
    REQUIRE(index >= 0);
    QTest::mouseClick(view, Qt::LeftButton, {}, view->cellCenter(index).toPoint());
}

QString lastMove(AppFixture &app) { return app.session().moveText(app.session().moveCount() - 1); }

// A small board played to the end by the computer in both seats (Ada and Bruno), quickly.
void playToEnd(AppFixture &app)
{
    REQUIRE(restoreWangzi(app, {}));
    app.session().aiPlayer().setIterationLimit(20);
    SavedGame saved = app.session().snapshot();
    saved.seats = {computer(QStringLiteral("Ada")), computer(QStringLiteral("Bruno"))};
    QString error;
    REQUIRE(app.session().restore(saved, error));
    REQUIRE(waitUntil([&] { return app.session().state()->isTerminal(); }));
}

} // namespace

TEST_CASE("Wang Zi moves become paths as the engine decodes them")
{
    const auto state = GameRegistry::find("wangzi")->create(wangziOptions({{"size", "4"}}));
    const auto &game = stateAs<WangziState>(*state);
    const auto cell = [&](const char *name) { return game.cellFromName(name); };
    std::string error;
    const Action action = state->parseAction("A1>B2=3>C3=1", error);
    const wangzi::Path path = wangzi::pathOf(game, action);
    CHECK(path.from == cell("A1"));
    CHECK(path.action == action);
    REQUIRE(path.steps.size() == 2);
    CHECK(path.steps[0] == wangzi::Step {cell("B2"), StepKind::Lay3});
    CHECK(path.steps[1] == wangzi::Step {cell("C3"), StepKind::Lay1});
    CHECK(wangzi::pathOf(game, kInvalidAction).from == -1);
}

TEST_CASE("Wang Zi has its own board view")
{
    CHECK(BoardViewFactory::has("wangzi"));
    AppFixture app;
    REQUIRE(app.window.startGame(*GameRegistry::find("wangzi"), wangziOptions({}),
                                 {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    QApplication::processEvents();
    WangziView *view = wangziView(app);
    REQUIRE(view);
    const State &state = *app.session().state();
    const auto *presentation = app.window.gamePage()->presentation();
    CHECK(presentation->seatLook(state, 0).name == QLatin1String("White"));
    CHECK(presentation->seatLook(state, 1).name == QLatin1String("Black"));
    CHECK(presentation->seatLook(state, 0).color != presentation->seatLook(state, 1).color);
    CHECK_FALSE(app.window.gamePage()->presentation()->moveHint(state).isEmpty());
    // Every cell of the default board is found again at its own centre.
    const auto *game = view->position();
    REQUIRE(game);
    REQUIRE(game->cellCount() == 91);
    for (int cell = 0; cell < game->cellCount(); ++cell)
        CHECK(view->cellAt(view->cellCenter(cell)) == cell);
    CHECK(view->cellAt(QPointF(1, 1)) == -1);
}

TEST_CASE("A Prince and two cells with their values play that move")
{
    AppFixture app;
    REQUIRE(restoreWangzi(app, {}));
    WangziView *view = wangziView(app);
    REQUIRE(view);

    click(view, "A1");
    CHECK(view->moveBuilder().prince() == view->cellIndex(QStringLiteral("A1")));
    click(view, "B2");
    // Three values are legal on an empty cell: the choice is offered.
    REQUIRE(view->choiceButton(StepKind::Lay1));
    REQUIRE(view->choiceButton(StepKind::Lay2));
    REQUIRE(view->choiceButton(StepKind::Lay3));
    CHECK_FALSE(view->choiceButton(StepKind::Flip));
    CHECK(app.session().moveCount() == 0);

    SECTION("by buttons")
    {
        QTest::mouseClick(view->choiceButton(StepKind::Lay2), Qt::LeftButton);
        click(view, "C3");
        // Two tiles of one move differ: 2 is not offered again.
        REQUIRE(view->choiceButton(StepKind::Lay1));
        CHECK_FALSE(view->choiceButton(StepKind::Lay2));
        REQUIRE(view->choiceButton(StepKind::Lay3));
        QTest::mouseClick(view->choiceButton(StepKind::Lay3), Qt::LeftButton);
        REQUIRE(app.session().moveCount() == 1);
        CHECK(lastMove(app) == QLatin1String("A1>B2=2>C3=3"));
    }
    SECTION("by keys")
    {
        QTest::keyClick(view, Qt::Key_1);
        click(view, "A2");
        QTest::keyClick(view, Qt::Key_1); // not legal: nothing happens
        CHECK(app.session().moveCount() == 0);
        QTest::keyClick(view, Qt::Key_2);
        REQUIRE(app.session().moveCount() == 1);
        CHECK(lastMove(app) == QLatin1String("A1>B2=1>A2=2"));
    }
    SECTION("Escape drops the half-built move")
    {
        QTest::keyClick(view, Qt::Key_Escape);
        CHECK(view->moveBuilder().idle());
        CHECK_FALSE(view->choiceButton(StepKind::Lay1));
        CHECK(app.session().moveCount() == 0);
    }
    const auto *game = view->position();
    REQUIRE(game);
    CHECK(game->ply() == app.session().moveCount());
}

TEST_CASE("Passing over a tile then flipping plays at once")
{
    AppFixture app;
    REQUIRE(restoreWangzi(app, kOpening));
    WangziView *view = wangziView(app);
    REQUIRE(view);
    click(view, "C3");
    click(view, "B2"); // White's own tile: the Prince passes, no choice
    CHECK_FALSE(view->choiceButton(StepKind::Pass));
    CHECK(app.session().moveCount() == 4);
    click(view, "B1"); // only a flip is legal there
    REQUIRE(app.session().moveCount() == 5);
    CHECK(lastMove(app) == QLatin1String("C3>B2>B1x"));
    const auto *game = view->position();
    REQUIRE(game);
    CHECK(game->tileOwner(view->cellIndex(QStringLiteral("B1"))) == 0);
}

TEST_CASE("A step onto an opponent's tile offers flip or pass")
{
    AppFixture app;
    QStringList moves = kOpening;
    moves << QStringLiteral("C3>D3=2>C2=1"); // Black to move; the Prince on E4 stands on a White 2
    REQUIRE(restoreWangzi(app, moves));
    WangziView *view = wangziView(app);
    REQUIRE(view);
    click(view, "E4");
    click(view, "F4");
    REQUIRE(view->choiceButton(StepKind::Flip));
    REQUIRE(view->choiceButton(StepKind::Pass));

    SECTION("flip ends the move on the first step")
    {
        QTest::mouseClick(view->choiceButton(StepKind::Flip), Qt::LeftButton);
        REQUIRE(app.session().moveCount() == 6);
        CHECK(lastMove(app) == QLatin1String("E4>F4x"));
    }
    SECTION("pass goes on to a second step")
    {
        QTest::keyClick(view, Qt::Key_P);
        CHECK(app.session().moveCount() == 5);
        CHECK(view->moveBuilder().steps().size() == 1);
        click(view, "G5");
        QTest::keyClick(view, Qt::Key_3);
        REQUIRE(app.session().moveCount() == 6);
        CHECK(lastMove(app) == QLatin1String("E4>F4>G5=3"));
    }
}

TEST_CASE("In Italian the flip key is the first letter of Gira, as its button says")
{
    const Speaking italian(QLocale(QLocale::Italian, QLocale::Italy));
    AppFixture app;
    QStringList moves = kOpening;
    moves << QStringLiteral("C3>D3=2>C2=1");
    REQUIRE(restoreWangzi(app, moves));
    WangziView *view = wangziView(app);
    REQUIRE(view);
    click(view, "E4");
    click(view, "F4");
    REQUIRE(view->choiceButton(StepKind::Flip));
    CHECK(view->choiceButton(StepKind::Flip)->text() == QStringLiteral("Gira (G)"));
    CHECK(view->choiceButton(StepKind::Pass)->text() == QStringLiteral("Passa (P)"));
    bool listed = false;
    for (const BoardView::KeyHelp &help : static_cast<const BoardView *>(view)->keyHelp())
        listed = listed || help.keys == QStringLiteral("G");
    CHECK(listed);
    // F, the English key, does nothing here; G flips.
    QTest::keyClick(view, Qt::Key_F);
    CHECK(app.session().moveCount() == 5);
    QTest::keyClick(view, Qt::Key_G);
    REQUIRE(app.session().moveCount() == 6);
    CHECK(lastMove(app) == QLatin1String("E4>F4x"));
}

TEST_CASE("Illegal clicks and the barred Prince change nothing")
{
    AppFixture app;
    REQUIRE(restoreWangzi(app, kOpening));
    WangziView *view = wangziView(app);
    REQUIRE(view);
    const int barred = view->cellIndex(QStringLiteral("A2"));
    REQUIRE(view->position()->blockedCell() == barred);

    SECTION("the barred Prince does not respond")
    {
        click(view, "A2");
        CHECK(view->moveBuilder().idle());
        click(view, "A3"); // a cell the barred Prince could otherwise reach
        CHECK(view->moveBuilder().idle());
    }
    SECTION("cells without a Prince do not respond")
    {
        click(view, "D4");
        CHECK(view->moveBuilder().idle());
        click(view, "B2");
        CHECK(view->moveBuilder().idle());
    }
    SECTION("a cell the Prince cannot reach drops the half-built move")
    {
        click(view, "C3");
        REQUIRE_FALSE(view->moveBuilder().idle());
        click(view, "G7"); // a Prince there, far away: another Prince is picked
        CHECK(view->moveBuilder().prince() == view->cellIndex(QStringLiteral("G7")));
        click(view, "A3"); // not on any of its paths
        CHECK(view->moveBuilder().idle());
        click(view, "C3");
        click(view, "C4");
        REQUIRE(view->choiceButton(StepKind::Lay1));
        click(view, "E5"); // a click elsewhere while the values are offered
        CHECK(view->moveBuilder().idle());
        CHECK_FALSE(view->choiceButton(StepKind::Lay1));
        QTest::keyClick(view, Qt::Key_1);
    }
    SECTION("a click off the board")
    {
        click(view, "C3");
        QTest::mouseClick(view, Qt::LeftButton, {}, QPoint(1, 1));
        CHECK(view->moveBuilder().idle());
    }
    CHECK(app.session().moveCount() == 4);
    CHECK(view->position()->blockedCell() == barred);
}

TEST_CASE("The Wang Zi view follows undo")
{
    AppFixture app;
    REQUIRE(restoreWangzi(app, kOpening));
    WangziView *view = wangziView(app);
    REQUIRE(view);
    const int b1 = view->cellIndex(QStringLiteral("B1"));
    const int c3 = view->cellIndex(QStringLiteral("C3"));
    click(view, "C3");
    click(view, "B2");
    click(view, "B1");
    REQUIRE(app.session().moveCount() == 5);
    CHECK(view->position()->tileOwner(b1) == 0);
    CHECK(view->position()->hasPrince(b1));
    CHECK_FALSE(view->position()->hasPrince(c3));

    REQUIRE(app.session().canUndo());
    app.session().undo();
    QApplication::processEvents();
    REQUIRE(app.session().moveCount() == 4);
    CHECK(view->position()->tileOwner(b1) == 1);
    CHECK_FALSE(view->position()->hasPrince(b1));
    CHECK(view->position()->hasPrince(c3));
    // And it plays again from there.
    click(view, "C3");
    click(view, "B2");
    click(view, "A1");
    REQUIRE(app.session().moveCount() == 5);
    CHECK(lastMove(app) == QLatin1String("C3>B2>A1x"));
}

TEST_CASE("The Wang Zi result names the parts of each score")
{
    AppFixture app;
    playToEnd(app);
    WangziView *view = wangziView(app);
    REQUIRE(view);
    const auto &game = stateAs<WangziState>(*app.session().state());
    const QString text = app.window.gamePage()->presentation()->resultText(game);
    for (const int seat : {0, 1}) {
        const QString who = seat == 0 ? QStringLiteral("Ada (White)") : QStringLiteral("Bruno (Black)");
        const int territory = game.territoryCount(seat);
        CHECK(text.contains(
            QStringLiteral("%1 scores %2 with %3 territory cell").arg(who).arg(game.finalScore(seat)).arg(territory)));
        const int captured = game.capturedPrinces(seat);
        if (captured > 0)
            CHECK(text.contains(QStringLiteral("%1 captured Prince").arg(captured)));
    }
    if (game.winners().size() == 1)
        CHECK(text.startsWith(QStringLiteral("%1 wins").arg(game.winners().front() == 0 ? "Ada" : "Bruno")));
    else
        CHECK(text.startsWith(QLatin1String("A draw")));
}

namespace {

// The view as drawn now.
QImage drawn(WangziView *view) { return view->grab().toImage(); }

qreal cellRadius(WangziView *view, int cell) { return view->cellBounds(cell).height() / 2; }

int colourDistance(QColor a, QColor b)
{
    return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
}

} // namespace

TEST_CASE("The value chooser covers no cell of the move being entered")
{
    AppFixture app;
    REQUIRE(restoreWangzi(app, {}));
    WangziView *view = wangziView(app);
    REQUIRE(view);
    const auto *game = view->position();
    REQUIRE(game);
    const auto chooser = [&] { return view->choiceButton(StepKind::Lay3)->parentWidget()->geometry(); };
    const auto clear = [&](std::initializer_list<int> cells) {
        for (const int cell : cells) {
            INFO("cell " << game->cellName(cell) << ", chooser at " << chooser().x() << "," << chooser().y());
            CHECK_FALSE(QRectF(chooser()).intersects(view->cellBounds(cell)));
        }
    };
    int checked = 0;
    for (const char *start : {"A1", "G7", "D7"}) {
        const int prince = view->cellIndex(QLatin1String(start));
        for (int d1 = 0; d1 < WangziState::kDirections; ++d1) {
            const int first = game->neighbor(prince, d1);
            if (first < 0)
                continue;
            for (int d2 = 0; d2 < WangziState::kDirections; ++d2) {
                const int second = game->neighbor(first, d2);
                if (second < 0 || second == prince)
                    continue;
                click(view, start);
                QTest::mouseClick(view, Qt::LeftButton, {}, view->cellCenter(first).toPoint());
                REQUIRE(view->choiceButton(StepKind::Lay3));
                clear({prince, first});
                QTest::keyClick(view, Qt::Key_1);
                QTest::mouseClick(view, Qt::LeftButton, {}, view->cellCenter(second).toPoint());
                REQUIRE(view->choiceButton(StepKind::Lay3));
                clear({prince, first, second});
                ++checked;
                QTest::keyClick(view, Qt::Key_Escape);
                REQUIRE(view->moveBuilder().idle());
            }
        }
    }
    CHECK(checked > 10);
    CHECK(app.session().moveCount() == 0);
}

TEST_CASE("The last move's path leaves the values of its cells clear")
{
    AppFixture app;
    REQUIRE(restoreWangzi(app, kOpening)); // the last move is B1>A1=1>A2=2
    WangziView *view = wangziView(app);
    REQUIRE(view);
    REQUIRE(waitUntil([&] { return !view->animating(); }));
    const QImage image = drawn(view);
    const QColor accent(0xe4572e);
    for (const char *name : {"B1", "A1"}) { // no Prince stands there now
        const int cell = view->cellIndex(QLatin1String(name));
        const QPointF at = view->cellCenter(cell);
        const qreal box = cellRadius(view, cell) * 0.2;
        int reddish = 0;
        for (qreal x = at.x() - box; x <= at.x() + box; x += 1.0)
            for (qreal y = at.y() - box; y <= at.y() + box; y += 1.0)
                reddish += colourDistance(image.pixelColor(QPointF(x, y).toPoint()), accent) < 120 ? 1 : 0;
        INFO(name);
        CHECK(reddish == 0);
    }
}

TEST_CASE("Hovering a Prince keeps the colours of the tiles it reaches")
{
    AppFixture app;
    REQUIRE(restoreWangzi(app, kOpening)); // White to move; C3 reaches B2 (White) and B1 (Black)
    WangziView *view = wangziView(app);
    REQUIRE(view);
    REQUIRE(waitUntil([&] { return !view->animating(); }));
    const auto face = [&](const char *name) {
        const int cell = view->cellIndex(QLatin1String(name));
        return view->cellCenter(cell) + QPointF(-0.5 * cellRadius(view, cell), 0);
    };
    const QImage before = drawn(view);
    QTest::mouseMove(view, view->cellCenter(view->cellIndex(QStringLiteral("C3"))).toPoint());
    const QImage hovered = drawn(view);
    // An empty cell it reaches is tinted, so the hover is shown.
    CHECK(colourDistance(before.pixelColor(face("D3").toPoint()), hovered.pixelColor(face("D3").toPoint())) > 20);
    for (const char *tile : {"B2", "B1"}) {
        INFO(tile);
        CHECK(colourDistance(before.pixelColor(face(tile).toPoint()), hovered.pixelColor(face(tile).toPoint())) < 12);
    }
}

TEST_CASE("At the end each Prince left shows whom it goes to, as the result says")
{
    AppFixture app;
    playToEnd(app);
    WangziView *view = wangziView(app);
    REQUIRE(view);
    REQUIRE(waitUntil([&] { return !view->animating(); }));
    const auto *game = view->position();
    REQUIRE(game);
    REQUIRE(game->isTerminal());
    const QImage image = drawn(view);
    std::array<int, 2> awarded {};
    int princes = 0;
    for (int cell = 0; cell < game->cellCount(); ++cell) {
        if (!game->hasPrince(cell))
            continue;
        ++princes;
        const int seat = game->princeGoesTo(cell);
        const QRectF badge = view->awardBadge(cell);
        const QColor fill = image.pixelColor((badge.center() - QPointF(badge.width() * 0.3, 0)).toPoint());
        INFO(game->cellName(cell) << " goes to " << seat);
        if (seat == 0)
            CHECK(fill.red() > 240);
        else if (seat == 1)
            CHECK(fill.red() < 80);
        else
            CHECK((fill.red() > 180 && fill.red() < 235));
        if (seat >= 0)
            ++awarded[static_cast<std::size_t>(seat)];
    }
    CHECK(princes > 0);
    const QString text = app.window.gamePage()->presentation()->resultText(*game);
    for (const int seat : {0, 1}) {
        const int count = awarded[static_cast<std::size_t>(seat)];
        const QString tiles =
            seat == 0 ? QStringLiteral(" left on black tiles ") : QStringLiteral(" left on white tiles ");
        const QString part = count == 1 ? QStringLiteral("1 Prince%1adds 2").arg(tiles)
                                        : QStringLiteral("%1 Princes%2add %3").arg(count).arg(tiles).arg(2 * count);
        INFO(text.toStdString());
        CHECK(text.contains(part) == (count > 0));
        // The supply card's score parts count the same Princes as the result.
        const int scoring = game->capturedPrinces(seat) + count;
        CHECK(wangzi::scoreParts(*game, seat).endsWith(QStringLiteral("Princes %1").arg(scoring)));
    }
}

TEST_CASE("At the end the supply cards name each player whole")
{
    // At the window's default size the cards cut "Computer 1 · W…".
    AppFixture app;
    REQUIRE(restoreWangzi(app, {}));
    app.session().aiPlayer().setIterationLimit(20);
    SavedGame saved = app.session().snapshot();
    saved.seats = {computer(QStringLiteral("Computer 1")), computer(QStringLiteral("Computer 2"))};
    QString error;
    REQUIRE(app.session().restore(saved, error));
    REQUIRE(waitUntil([&] { return app.session().state()->isTerminal(); }));
    WangziView *view = wangziView(app);
    REQUIRE(view);
    REQUIRE(waitUntil([&] { return !view->animating(); }));
    for (const QSize size : {QSize(1120, 760), QSize(800, 600)}) { // the default size, and the smallest screen
        app.window.resize(size);
        QApplication::processEvents();
        INFO("view " << view->width() << "x" << view->height());
        TextRecorder recorder(view->size());
        view->render(&recorder);
        const QStringList texts = recorder.texts();
        for (const QString &text : texts) {
            INFO(text.toStdString());
            CHECK_FALSE(text.contains(QChar(0x2026)));
        }
        for (const QString &name : {QStringLiteral("Computer 1"), QStringLiteral("Computer 2")})
            CHECK(std::any_of(texts.begin(), texts.end(), [&](const QString &text) { return text.startsWith(name); }));
    }
}

TEST_CASE("On Wang Zi's board Up then Down, and Down then Up, come back to the cell")
{
    AppFixture app;
    REQUIRE(app.startDefault("wangzi", {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    WangziView *view = wangziView(app);
    REQUIRE(view);
    view->setFocus();
    QTest::keyClick(view, Qt::Key_Right); // the cursor appears
    REQUIRE(view->cursorCell() != BoardView::kNoCell);
    int checked = 0;
    // A walk over the board: along a row, then a row up, the other way along it, ...
    for (int step = 0; step < 160; ++step) {
        const int cell = view->cursorCell();
        for (const auto &[there, back] : {std::pair {Qt::Key_Up, Qt::Key_Down}, std::pair {Qt::Key_Down, Qt::Key_Up}}) {
            QTest::keyClick(view, there);
            if (view->cursorCell() == cell)
                continue; // the edge
            QTest::keyClick(view, back);
            CHECK(view->cursorCell() == cell);
            ++checked;
        }
        const Qt::Key along = (step / 10) % 2 == 0 ? Qt::Key_Right : Qt::Key_Left;
        QTest::keyClick(view, step % 10 == 9 ? Qt::Key_Up : along);
    }
    CHECK(checked > 150);
}
