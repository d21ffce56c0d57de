// Azzanna's moves in a lesson: a placement is a click on its cell, a run a click on the
// arrow button in the field's margin, and a bite with a choice a click on each pig, then on
// the vegetable it eats, until the set is decided. A bite without a choice plays itself
// after a look, with no input at all.

#include "app_test_support.h"
#include "lesson_input.h"
#include "ludoteca/games/azzanna.h"
#include "views/azzanna/azzanna_view.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;
namespace az = games::azzanna;
using ludoteca::app::azzanna::AzzannaView;

namespace {

MoveInput enterBite(LessonWindow &lessons, AzzannaView *view, Action action)
{
    GameSession &session = lessons.session();
    const auto &chooser = view->biteChooser();
    REQUIRE(chooser.active());
    const int before = session.moveCount();
    if (chooser.setCount() == 1) { // the view plays the only bite itself
        REQUIRE(waitUntil([&] { return session.moveCount() != before; }));
        return MoveInput::Entered;
    }
    // A bite the lesson refused stays chosen on the board: the player lets it go first.
    if (!chooser.chosen().isEmpty())
        QTest::keyClick(view, Qt::Key_Escape);
    REQUIRE(chooser.chosen().isEmpty());
    az::BiteSet pairs;
    const int count =
        stateAs<az::AzzannaState>(*session.state()).biteSet(static_cast<int>(action - az::kFirstBite), pairs);
    for (int i = 0; i < count; ++i) {
        // The view asks for the move as soon as the pairs chosen leave one set.
        if (session.moveCount() != before || chooser.decided() != kInvalidAction)
            break;
        const auto &pair = pairs[static_cast<std::size_t>(i)];
        if (chooser.selectedPig() != pair.pig) // a pig stays picked for its second vegetable
            clickAt(view, view->cellCenter(pair.pig));
        REQUIRE(chooser.selectedPig() == pair.pig);
        clickAt(view, view->cellCenter(pair.vegetable));
    }
    return MoveInput::Entered;
}

MoveInput enterAzzannaMove(LessonWindow &lessons, const std::string &move)
{
    auto *view = qobject_cast<AzzannaView *>(lessons.view());
    REQUIRE(view);
    const Action action = lessonMove(lessons, move);
    if (action >= 0 && action < az::kCells) {
        clickAt(view, view->cellCenter(action));
        return MoveInput::Entered;
    }
    if (action >= az::kRunNorth && action <= az::kRunWest) {
        clickAt(view, view->arrowCenter(static_cast<az::Direction>(action - az::kRunNorth)));
        return MoveInput::Entered;
    }
    if (action == az::kPass)
        return MoveInput::NotOnBoard; // the main window's action strip has the button
    return enterBite(lessons, view, action);
}

} // namespace

LUDOTECA_LESSON_INPUT("azzanna", enterAzzannaMove)
