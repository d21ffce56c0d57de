#include <catch2/catch.hpp>

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSet>

#include "app_test_support.h"
#include "contrast_check.h"
#include "screen_texts.h"
#include "ludoteca/games/circular_chess.h"
#include "ui/side_panel.h"
#include "views/board_view_factory.h"
#include "views/circular_chess/circular_chess_geometry.h"
#include "views/circular_chess/circular_chess_view.h"
#include "views/circular_chess/circular_chess_smorfia.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;
using ludoteca::app::circular_chess::CircularChessView;
namespace smorfia = ludoteca::app::circular_chess::smorfia;
using games::circular_chess::CircularChessState;

namespace {

Options chessOptions(const std::vector<std::pair<std::string, std::string>> &given)
{
    return gameOptions("circular-chess", given);
}

// Ana hunts white kings (card 27), Ben black kings (card 30). Then the draws bring a white
// rook to 19, a black queen to 24 and a white pawn to 9; Ben is to move.
const QStringList kOpening {QStringLiteral("deal-27"), QStringLiteral("deal-30"), QStringLiteral("draw"),
                            QStringLiteral("card-19"), QStringLiteral("draw"),    QStringLiteral("card-24"),
                            QStringLiteral("draw"),    QStringLiteral("card-9")};

// Puts the window at the position after `moves`; chance waits for the test.
bool restoreChess(AppFixture &app, const QStringList &moves, QVector<Seat> seats,
                  std::vector<std::pair<std::string, std::string>> options = {})
{
    options.emplace_back("players", std::to_string(seats.size()));
    SavedGame saved;
    saved.gameId = QStringLiteral("circular-chess");
    saved.options = chessOptions(options);
    saved.seats = std::move(seats);
    saved.moves = moves;
    saved.seed = 11;
    app.session().setChanceMode(GameSession::ChanceMode::Manual);
    QString error;
    const bool ok = app.session().restore(saved, error);
    QApplication::processEvents(); // lay the new view out
    app.session().takeScreen();    // the person named has the screen (pass_screen_test.cpp)
    if (!ok)
        qWarning("%s", qPrintable(error));
    return ok;
}

QVector<Seat> anaAndBen() { return {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}; }

CircularChessView *chessView(AppFixture &app)
{
    return qobject_cast<CircularChessView *>(app.window.gamePage()->view());
}

void clickCell(CircularChessView *view, int number)
{
    QTest::mouseClick(view, Qt::LeftButton, {}, view->cellCenter(number).toPoint());
}

// The rows of the side panel's move list, as written there.
QStringList listedMoves(const SidePanel &panel)
{
    QStringList listed;
    for (int row = 0; row < panel.moveList()->count(); ++row)
        listed << panel.moveList()->item(row)->text();
    return listed;
}

bool anyContains(const QStringList &texts, const QString &part)
{
    return std::any_of(texts.begin(), texts.end(),
                       [&](const QString &text) { return text.contains(part, Qt::CaseInsensitive); });
}

// The same position as kOpening, built by hand.
std::unique_ptr<CircularChessState> openingByHand()
{
    games::circular_chess::CircularChessSetup setup;
    setup.options = {{"players", "2"}};
    setup.pieces = {{19, 'R'}, {24, 'q'}, {9, 'P'}};
    setup.objectives = {27, 30};
    setup.drawn = {19, 24, 9};
    setup.toMove = 1;
    return CircularChessState::fromSetup(setup);
}

} // namespace

TEST_CASE("Circular Chess has its own board view")
{
    CHECK(BoardViewFactory::has("circular-chess"));
    AppFixture app;
    REQUIRE(app.window.startGame(*GameRegistry::find("circular-chess"), chessOptions({{"players", "6"}}),
                                 {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    QApplication::processEvents();
    CircularChessView *view = chessView(app);
    REQUIRE(view);
    // Six seats, six different colours, each with a name.
    CHECK(distinctSeatColours(*app.window.gamePage()->presentation(), *app.session().state(), 6) == 6);
    // The session deals the six objectives by itself.
    REQUIRE(waitUntil([&] { return app.session().moveCount() == 6; }));
}

TEST_CASE("Every cell of the round board is found again at its centre")
{
    AppFixture app;
    REQUIRE(restoreChess(app, kOpening, anaAndBen()));
    CircularChessView *view = chessView(app);
    REQUIRE(view);
    for (const QSize size : {QSize(900, 640), QSize(480, 620)}) {
        view->resize(size);
        QApplication::processEvents();
        for (int n = 1; n <= 90; ++n)
            CHECK(view->cellAt(view->cellCenter(n)) == n);
        // The pole and the corners are no cells.
        circular_chess::BoardGeometry geometry(QPointF(300, 300), 250);
        CHECK(geometry.cellAt(QPointF(300, 300)) == BoardView::kNoCell);
        CHECK(geometry.cellAt(QPointF(20, 20)) == BoardView::kNoCell);
        // Cell 1 lies straight below the pole on the outer ring, cell 5 on the inner one.
        CHECK(geometry.cellCenter(1).x() == Approx(300.0).margin(1e-6));
        CHECK(geometry.cellCenter(1).y() > geometry.cellCenter(5).y());
        CHECK(geometry.cellCenter(5).y() > 300.0);
    }
}

TEST_CASE("A piece then a target plays exactly that move")
{
    AppFixture app;
    REQUIRE(restoreChess(app, kOpening, anaAndBen()));
    CircularChessView *view = chessView(app);
    REQUIRE(view);
    const int before = app.session().moveCount();

    clickCell(view, 19);
    REQUIRE(view->selectedCell() == 19);
    // The targets are the engine's, as a position built by hand confirms.
    const auto byHand = openingByHand();
    QSet<int> expected;
    for (const Action action : byHand->legalActions())
        if (action < CircularChessState::kDraw && action / 90 + 1 == 19)
            expected.insert(action % 90 + 1);
    const QList<int> shown = view->targets();
    CHECK(QSet<int>(shown.begin(), shown.end()) == expected);
    CHECK(expected.contains(14));
    CHECK(expected.contains(9));
    CHECK_FALSE(expected.contains(24)); // a white rook may not take the black queen

    SECTION("a quiet move")
    {
        clickCell(view, 14);
        REQUIRE(app.session().moveCount() == before + 1);
        CHECK(app.session().moveText(before) == QLatin1String("19-14"));
        CHECK(view->selectedCell() == BoardView::kNoCell);
    }
    SECTION("a capture")
    {
        clickCell(view, 9);
        REQUIRE(app.session().moveCount() == before + 1);
        CHECK(app.session().moveText(before) == QLatin1String("19x9"));
        const auto &state = stateAs<CircularChessState>(*app.session().state());
        CHECK(state.capturedCount(1, games::circular_chess::pieceOf(games::circular_chess::Pawn, true)) == 1);
    }
    SECTION("an unreachable empty cell changes nothing and lets go")
    {
        clickCell(view, 50);
        CHECK(app.session().moveCount() == before);
        CHECK(view->selectedCell() == BoardView::kNoCell);
    }
    SECTION("an unreachable piece is picked up instead, without a move")
    {
        clickCell(view, 24);
        CHECK(app.session().moveCount() == before);
        CHECK(view->selectedCell() == 24);
    }
    SECTION("Escape lets go")
    {
        QTest::keyClick(view, Qt::Key_Escape);
        CHECK(view->selectedCell() == BoardView::kNoCell);
        clickCell(view, 14);
        CHECK(app.session().moveCount() == before);
    }
}

TEST_CASE("The draw button draws and the card is shown with its Smorfia name")
{
    AppFixture app;
    REQUIRE(restoreChess(app, kOpening, anaAndBen()));
    CircularChessView *view = chessView(app);
    REQUIRE(view);
    const int before = app.session().moveCount();
    REQUIRE(view->drawButton()->isVisible());
    REQUIRE(view->drawButton()->isEnabled());
    CHECK(anyContains(view->visibleTexts(), QStringLiteral("85 cards left")));

    QTest::mouseClick(view->drawButton(), Qt::LeftButton);
    REQUIRE(app.session().moveCount() == before + 1);
    CHECK(app.session().moveText(before) == QLatin1String("draw"));
    // Chance waits here for the action strip's button, as the session was told.
    QPushButton *turnOver = stripButton(app, QStringLiteral("action_chance"));
    REQUIRE(turnOver);
    CHECK(turnOver->text() == QLatin1String("Turn the card over"));
    CHECK_FALSE(view->drawButton()->isVisible());
    QTest::mouseClick(turnOver, Qt::LeftButton);
    REQUIRE(app.session().moveCount() == before + 2);
    const QString card = app.session().moveText(before + 1);
    REQUIRE(card.startsWith(QLatin1String("card-")));
    const int number = card.mid(5).toInt();
    CHECK(anyContains(view->visibleTexts(), QStringLiteral("%1 · %2").arg(number).arg(smorfia::name(number))));
    CHECK(anyContains(view->visibleTexts(), QStringLiteral("84 cards left")));
    app.session().setChanceMode(GameSession::ChanceMode::Automatic);
}

TEST_CASE("Another seat's objective stays hidden until the end")
{
    AppFixture app;
    REQUIRE(restoreChess(app, kOpening, anaAndBen(), {{"quiet", "4"}}));
    CircularChessView *view = chessView(app);
    REQUIRE(view);
    auto *panel = app.window.findChild<SidePanel *>();
    REQUIRE(panel);
    const QString anaHunt = QStringLiteral("white king");
    const QString benHunt = QStringLiteral("black king");

    // Ben is to move and has the screen: his objective shows, never Ana's.
    CHECK(anyContains(view->visibleTexts(), benHunt));
    CHECK_FALSE(anyContains(view->visibleTexts(), anaHunt));
    CHECK_FALSE(app.window.gamePage()->presentation()->resultText(*app.session().state()).contains(anaHunt));
    // The move list says only that cards were dealt.
    QStringList listed = listedMoves(*panel);
    CHECK_FALSE(anyContains(listed, QStringLiteral("deal-")));
    CHECK(anyContains(listed, QStringLiteral("objective dealt face down")));
    CHECK(anyContains(listed, QStringLiteral("draw a card"))); // the draws and cards are public
    CHECK(anyContains(listed, QStringLiteral("card 19 turned up")));

    // His move passes the turn: his objective hides, and Ana sees hers only once she has
    // the screen.
    clickCell(view, 19);
    clickCell(view, 14);
    REQUIRE(app.session().moveCount() == kOpening.size() + 1);
    REQUIRE(app.session().passPending());
    CHECK_FALSE(anyContains(view->visibleTexts(), benHunt));
    CHECK_FALSE(anyContains(view->visibleTexts(), anaHunt));
    app.session().takeScreen();
    CHECK(anyContains(view->visibleTexts(), anaHunt));
    CHECK_FALSE(anyContains(view->visibleTexts(), benHunt));

    // Three more quiet turns end the game; then every objective is revealed.
    for (const auto &[from, to] : {std::pair {14, 19}, std::pair {19, 14}, std::pair {14, 19}}) {
        app.session().takeScreen();
        clickCell(view, from);
        clickCell(view, to);
    }
    REQUIRE(app.session().state()->isTerminal());
    QApplication::processEvents();
    CHECK(anyContains(view->visibleTexts(), anaHunt));
    CHECK(anyContains(view->visibleTexts(), benHunt));
    const QString result = app.window.gamePage()->presentation()->resultText(*app.session().state());
    CHECK(result.contains(QStringLiteral("Ana hunted white kings")));
    CHECK(result.contains(QStringLiteral("Ben hunted black kings")));
    listed = listedMoves(*panel);
    CHECK(anyContains(listed, QStringLiteral("objective dealt: card 27")));
    app.session().setChanceMode(GameSession::ChanceMode::Automatic);
}

TEST_CASE("On a small window the strip's parts never lie over each other, at the end too")
{
    AppFixture app;
    REQUIRE(restoreChess(app, kOpening, anaAndBen(), {{"quiet", "4"}}));
    CircularChessView *view = chessView(app);
    REQUIRE(view);
    // What a 1600×1000 screen leaves at scale 2, with the result shown above the board.
    app.window.resize(800, 460);
    const auto check = [&] {
        QApplication::processEvents();
        const auto parts = view->stripParts();
        const qreal line = view->fontMetrics().height();
        INFO("view " << view->width() << "x" << view->height());
        const QRectF inside = QRectF(view->rect()).adjusted(-0.5, -0.5, 0.5, 0.5);
        QVector<QRectF> shown {parts.cards, parts.cardText, parts.seats, parts.quiet};
        if (!parts.objective.isEmpty())
            shown << parts.objective;
        for (int a = 0; a < shown.size(); ++a) {
            INFO("part " << a);
            CHECK(inside.contains(shown[a]));
            for (int b = a + 1; b < shown.size(); ++b)
                CHECK_FALSE(shown[a].adjusted(0.5, 0.5, -0.5, -0.5).intersects(shown[b]));
        }
        // Two seats' rows, one line each at least, under the title.
        CHECK(parts.seats.height() >= line * 1.2 + 2 * line * 1.3 - 0.5);
        // Every word stays on what it was written on (the pile's label is small here).
        int checked = 0;
        const QStringList faint = lowContrastTexts(app.window, checked, view);
        INFO(faint.join(QLatin1Char('\n')).toStdString());
        CHECK(faint.isEmpty());
        CHECK(checked > 10);
    };
    check();
    for (const auto &[from, to] : {std::pair {19, 14}, std::pair {14, 19}, std::pair {19, 14}, std::pair {14, 19}}) {
        app.session().takeScreen();
        clickCell(view, from);
        clickCell(view, to);
    }
    REQUIRE(app.session().state()->isTerminal());
    check();
    app.session().setChanceMode(GameSession::ChanceMode::Automatic);
}

TEST_CASE("With six seats on a small window every word of the strip stands out from what is under it")
{
    // Six seats' rows leave the pile and the card their smallest: the pile's words must
    // stay on its label, never spill on the card's back.
    AppFixture app;
    QVector<Seat> seats;
    for (const char *name : {"Ana", "Ben", "Cy", "Dan", "Eva", "Flo"})
        seats << human(QString::fromLatin1(name));
    REQUIRE(app.startDefault("circular-chess", seats, {{"players", "6"}}));
    CircularChessView *view = chessView(app);
    REQUIRE(view);
    app.session().takeScreen();
    for (const QSize size : {QSize(800, 600), QSize(800, 520), QSize(1000, 700), QSize(1000, 560)}) {
        app.window.resize(size);
        QApplication::processEvents();
        INFO("view " << view->width() << "x" << view->height() << ", cards " << view->stripParts().cards.width());
        int checked = 0;
        const QStringList faint = lowContrastTexts(app.window, checked, view);
        INFO(faint.join(QLatin1Char('\n')).toStdString());
        CHECK(faint.isEmpty());
        CHECK(checked > 10);
    }
}

TEST_CASE("With six seats at 800 by 600 every text of the strip stands whole and apart")
{
    // The six rows of "Captures and scores" lay over each other there, and the quiet
    // counter's words ran out of the view.
    AppFixture app;
    QVector<Seat> seats;
    for (int seat = 1; seat <= 6; ++seat)
        seats << human(QStringLiteral("Computer %1").arg(seat));
    // Six objectives dealt, a dozen cards drawn, then captures until two seats hold some.
    QStringList moves {QStringLiteral("deal-27"), QStringLiteral("deal-26"), QStringLiteral("deal-43"),
                       QStringLiteral("deal-1"),  QStringLiteral("deal-76"), QStringLiteral("deal-47")};
    for (const int card : {3, 8, 12, 15, 19, 24, 28, 31, 35, 37, 40, 46})
        moves << QStringLiteral("draw") << QStringLiteral("card-%1").arg(card);
    REQUIRE(restoreChess(app, moves, seats));
    CircularChessView *view = chessView(app);
    REQUIRE(view);
    for (int captures = 0; captures < 3; ++captures) {
        const auto &game = stateAs<CircularChessState>(*app.session().state());
        Action capture = kInvalidAction;
        for (const Action action : game.legalActions()) {
            const auto move = game.decode(action);
            if (move.kind == CircularChessState::Decoded::Kind::Move && game.pieceAt(move.to) != 0)
                capture = action;
        }
        if (capture == kInvalidAction)
            break;
        REQUIRE(app.session().playHuman(capture));
        app.session().takeScreen();
    }
    auto *panel = app.window.findChild<SidePanel *>();
    REQUIRE(panel);

    for (const QSize size : {QSize(800, 600), QSize(1024, 700)}) {
        app.window.resize(size);
        QApplication::processEvents();
        const auto parts = view->stripParts();
        const QRectF strip = parts.cards.united(parts.cardText).united(parts.seats).united(parts.quiet);
        INFO("window " << size.width() << "x" << size.height() << ", view " << view->width() << "x" << view->height());
        TextRecorder recorder(view->size());
        view->render(&recorder);
        QList<PaintedText> texts;
        for (const PaintedText &painted : recorder.painted())
            if (!painted.text.trimmed().isEmpty() && painted.rect.intersects(strip)
                && !parts.cards.contains(painted.rect.center()))
                texts << painted;
        REQUIRE(texts.size() > 12);
        const QRectF inside = QRectF(view->rect()).adjusted(-0.5, -0.5, 0.5, 0.5);
        for (int a = 0; a < texts.size(); ++a) {
            INFO('"' << texts[a].text.toStdString() << "\" at " << texts[a].rect.x() << "," << texts[a].rect.y());
            CHECK(inside.contains(texts[a].rect));
            CHECK_FALSE(texts[a].text.contains(QChar(0x2026))); // nothing cut short
            for (int b = a + 1; b < texts.size(); ++b) {
                // A piece is its solid glyph with its outline over it: one mark.
                const QPointF apart = texts[a].rect.center() - texts[b].rect.center();
                if (chessGlyph(texts[a].text) && chessGlyph(texts[b].text) && std::abs(apart.x()) <= 4
                    && std::abs(apart.y()) <= 4)
                    continue;
                INFO("and \"" << texts[b].text.toStdString() << "\" at " << texts[b].rect.x() << ","
                              << texts[b].rect.y());
                CHECK_FALSE(texts[a].rect.adjusted(1, 1, -1, -1).intersects(texts[b].rect.adjusted(1, 1, -1, -1)));
            }
        }
        // Every seat's name is there whole.
        QStringList painted;
        for (const PaintedText &text : texts)
            painted << text.text.trimmed();
        for (const Seat &seat : seats)
            CHECK(painted.contains(seat.name));
        // The turn's prompt in the side panel is whole too.
        const auto *prompt = panel->findChild<QLabel *>(QStringLiteral("status"));
        if (prompt && prompt->isVisible()) {
            INFO(prompt->text().toStdString());
            CHECK(prompt->height() >= prompt->heightForWidth(prompt->width()));
        }
    }
    app.session().setChanceMode(GameSession::ChanceMode::Automatic);
}

TEST_CASE("A person alone with the computer sees their own objective and never the computer's")
{
    AppFixture app;
    // The computer (seat 0) hunts white kings, Ana (seat 1) black kings; Ana is to move.
    REQUIRE(restoreChess(app, kOpening, {computer(QStringLiteral("Cy")), human(QStringLiteral("Ana"))}));
    CircularChessView *view = chessView(app);
    REQUIRE(view);
    REQUIRE(app.session().humanToMove());
    CHECK_FALSE(app.session().passPending());
    CHECK(anyContains(view->visibleTexts(), QStringLiteral("black kings")));
    CHECK_FALSE(anyContains(view->visibleTexts(), QStringLiteral("white king")));
    // The panel keeps the computer's score to itself, and shows Ana's.
    auto *panel = app.window.findChild<SidePanel *>();
    REQUIRE(panel);
    CHECK(panel->scoreShown(0) == QStringLiteral("–"));
    CHECK(panel->scoreShown(1) == QStringLiteral("0"));
    app.session().setChanceMode(GameSession::ChanceMode::Automatic);
}

TEST_CASE("After an undo the screen is passed to the person named, and nothing of the last one stays")
{
    AppFixture app;
    REQUIRE(restoreChess(app, kOpening, anaAndBen()));
    CircularChessView *view = chessView(app);
    REQUIRE(view);
    auto *panel = app.window.findChild<SidePanel *>();
    REQUIRE(panel);
    const QString anaHunt = QStringLiteral("white king");
    const QString benHunt = QStringLiteral("black king");
    const auto seesOnly = [&](const QString &own, const QString &other) {
        const QStringList texts = view->visibleTexts();
        return anyContains(texts, own) && !anyContains(texts, other);
    };

    // Ben has the screen and sees his objective; he takes back Ana's draw.
    REQUIRE(app.session().state()->currentPlayer() == 1);
    REQUIRE(seesOnly(benHunt, anaHunt));
    app.session().undo();
    QApplication::processEvents();
    REQUIRE(app.session().state()->currentPlayer() == 0);
    REQUIRE(app.session().canRedo());

    // The screen names Ana now: until she has it, nobody's objective, score or deal shows.
    REQUIRE(app.session().passPending());
    CHECK(app.session().screenSeat() == 0);
    CHECK_FALSE(anyContains(view->visibleTexts(), benHunt));
    CHECK_FALSE(anyContains(view->visibleTexts(), anaHunt));
    CHECK(panel->scoreShown(0) == QStringLiteral("–"));
    CHECK(panel->scoreShown(1) == QStringLiteral("–"));
    CHECK_FALSE(anyContains(listedMoves(*panel), QStringLiteral("deal-")));
    app.session().takeScreen();
    CHECK(seesOnly(anaHunt, benHunt));

    // Redo brings the game back to Ben's turn: the screen is passed again.
    app.session().redo();
    QApplication::processEvents();
    REQUIRE(app.session().state()->currentPlayer() == 1);
    REQUIRE(app.session().passPending());
    CHECK_FALSE(anyContains(view->visibleTexts(), anaHunt));
    CHECK_FALSE(anyContains(view->visibleTexts(), benHunt));
    app.session().takeScreen();
    CHECK(seesOnly(benHunt, anaHunt));

    // Browsing back to Ana's turn shows nothing of hers to Ben.
    app.session().browse(app.session().moveCount() - 2);
    QApplication::processEvents();
    CHECK_FALSE(anyContains(view->visibleTexts(), anaHunt));
    app.session().returnToLive();
    app.session().setChanceMode(GameSession::ChanceMode::Automatic);
}

TEST_CASE("The Smorfia names every number from 1 to 90")
{
    CHECK(smorfia::name(1) == QStringLiteral("L'Italia"));
    CHECK(smorfia::name(3) == QStringLiteral("'A jatta"));
    CHECK(smorfia::name(90) == QStringLiteral("'A paura"));
    CHECK(smorfia::name(0).isEmpty());
    CHECK(smorfia::name(91).isEmpty());
    QSet<QString> names;
    for (int n = 1; n <= 90; ++n) {
        CHECK_FALSE(smorfia::meaning(n).isEmpty());
        names.insert(smorfia::name(n));
    }
    CHECK(names.size() == 90);
}

TEST_CASE("On a small board every cell's number stays inside its cell")
{
    // Six seats in a window as small as 1600 by 1000 at scale 2 leaves: the inner rings'
    // cells are smaller than the numbers' usual type.
    AppFixture app;
    app.window.resize(800, 470);
    QVector<Seat> seats;
    for (int seat = 1; seat <= 6; ++seat)
        seats << human(QStringLiteral("Player %1").arg(seat));
    REQUIRE(restoreChess(app, {}, seats));
    CircularChessView *view = chessView(app);
    REQUIRE(view);
    QApplication::processEvents();
    TextRecorder painted(view->size());
    view->render(&painted);
    int numbers = 0;
    QStringList outside;
    for (const PaintedText &text : painted.painted()) {
        bool isNumber = false;
        const int n = text.text.toInt(&isNumber);
        const QPointF centre = text.rect.center();
        if (!isNumber || n < 1 || n > games::circular_chess::kCells || view->cellAt(centre) != n)
            continue;
        ++numbers;
        const QPainterPath cell = view->boardGeometry().cellPath(n);
        if (!cell.contains(QPointF(text.rect.left(), centre.y()))
            || !cell.contains(QPointF(text.rect.right(), centre.y())))
            outside << text.text;
    }
    CHECK(numbers > 40); // the empty cells' numbers were read
    INFO(outside.join(QStringLiteral(", ")).toStdString());
    CHECK(outside.isEmpty());
}
