// Wapi's moves in a lesson: a coin goes to a mine by a click on the mine; the totem
// question is answered with the view's keys T and N (the main window's action strip, with
// its buttons for them, is not in the lesson window).

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
    if (action == WapiState::kTotem || action == WapiState::kNoTotem) {
        QTest::keyClick(view, action == WapiState::kTotem ? Qt::Key_T : Qt::Key_N);
        return MoveInput::Entered;
    }
    const int mine = action - WapiState::kFirstMine;
    REQUIRE(mine >= 0);
    REQUIRE(mine < WapiState::kMines);
    clickAt(view, view->mineRect(mine).center());
    return MoveInput::Entered;
}

} // namespace

LUDOTECA_LESSON_INPUT("wapi", enterWapiMove)
