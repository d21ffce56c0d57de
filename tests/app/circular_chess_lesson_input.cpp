// Circular Chess's moves in a lesson: a click on the piece, then on its target; a draw is
// the board's "Draw a card" button.

#include <utility>

#include <QPushButton>

#include "lesson_input.h"
#include "ludoteca/games/circular_chess.h"
#include "views/circular_chess/circular_chess_view.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;
using games::circular_chess::CircularChessState;
using ludoteca::app::circular_chess::CircularChessView;

namespace {

// The cells (1..90) a piece move goes from and to, found with the engine's own encoding;
// {0, 0} when `action` is not a piece move.
std::pair<int, int> moveCells(Action action)
{
    for (int from = 1; from <= games::circular_chess::kCells; ++from)
        for (int to = 1; to <= games::circular_chess::kCells; ++to)
            if (CircularChessState::moveAction(from, to) == action)
                return {from, to};
    return {0, 0};
}

MoveInput enterCircularChessMove(LessonWindow &lessons, const std::string &move)
{
    auto *view = qobject_cast<CircularChessView *>(lessons.view());
    REQUIRE(view);
    const Action action = lessonMove(lessons, move);
    if (action == CircularChessState::kDraw) {
        REQUIRE(view->drawButton()->isVisible());
        QTest::mouseClick(view->drawButton(), Qt::LeftButton);
        return MoveInput::Entered;
    }
    const auto [from, to] = moveCells(action);
    REQUIRE(from > 0);
    clickAt(view, view->cellCenter(from));
    REQUIRE(view->selectedCell() == from);
    REQUIRE(view->targets().contains(to));
    clickAt(view, view->cellCenter(to));
    return MoveInput::Entered;
}

} // namespace

LUDOTECA_LESSON_INPUT("circular-chess", enterCircularChessMove)
