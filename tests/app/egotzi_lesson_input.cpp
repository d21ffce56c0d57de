// Egotzi's moves in a lesson: a stone is a click on its cell, the pie rule's swap a click
// on its button under the board.

#include "lesson_input.h"
#include "ludoteca/games/egotzi.h"
#include "views/square_board_view.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;
using games::egotzi::EgotziState;

namespace {

MoveInput enterEgotziMove(LessonWindow &lessons, const std::string &move)
{
    const auto &game = stateAs<EgotziState>(*lessons.session().state());
    if (lessonMove(lessons, move) == EgotziState::kSwapAction)
        return clickOffBoardButton(lessons, move) ? MoveInput::Entered : MoveInput::NotOnBoard;
    auto *view = qobject_cast<SquareBoardView *>(lessons.view());
    REQUIRE(view);
    const int cell = game.cellFromName(move);
    REQUIRE(cell >= 0);
    clickAt(view, view->cellCenter(cell));
    return MoveInput::Entered;
}

} // namespace

LUDOTECA_LESSON_INPUT("egotzi", enterEgotziMove)
