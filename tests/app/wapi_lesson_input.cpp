// Wapi's moves in a lesson: a coin goes to a mine by a click on the mine; the totem
// question is answered with its buttons under the board.

#include "lesson_input.h"
#include "ludoteca/games/wapi.h"
#include "views/wapi/wapi_view.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;
using games::wapi::WapiState;
using ludoteca::app::wapi::WapiView;

namespace {

MoveInput enterWapiMove(LessonWindow &lessons, const std::string &move)
{
    auto *view = qobject_cast<WapiView *>(lessons.view());
    REQUIRE(view);
    const Action action = lessonMove(lessons, move);
    if (action == WapiState::kTotem || action == WapiState::kNoTotem)
        return clickOffBoardButton(lessons, move) ? MoveInput::Entered : MoveInput::NotOnBoard;
    const int mine = action - WapiState::kFirstMine;
    REQUIRE(mine >= 0);
    REQUIRE(mine < WapiState::kMines);
    clickAt(view, view->mineRect(mine).center());
    return MoveInput::Entered;
}

} // namespace

LUDOTECA_LESSON_INPUT("wapi", enterWapiMove)
