// Wang Zi's moves in a lesson: a click on the Prince, then on each cell it enters; where a
// step could do more than one thing (lay a 1, 2 or 3; flip or pass over a tile) the choice
// opens at the cell and its button is clicked.

#include <QPushButton>

#include "lesson_input.h"
#include "ludoteca/games/wangzi.h"
#include "views/wangzi/wangzi_view.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;
using games::wangzi::WangziState;
using ludoteca::app::wangzi::WangziView;

namespace {

// Steps onto `cell`, then chooses `kind` there when the view asks.
void step(WangziView *view, int cell, int kind)
{
    clickAt(view, view->cellCenter(cell));
    if (view->moveBuilder().pendingCell() != cell)
        return; // the only thing the step can do was done
    QPushButton *choice = view->choiceButton(static_cast<wangzi::StepKind>(kind));
    INFO("the choice at " << view->position()->cellName(cell) << " offers " << kind);
    REQUIRE(choice);
    QTest::mouseClick(choice, Qt::LeftButton);
}

MoveInput enterWangziMove(LessonWindow &lessons, const std::string &move)
{
    auto *view = qobject_cast<WangziView *>(lessons.view());
    REQUIRE(view);
    const auto &game = stateAs<WangziState>(*lessons.session().state());
    const WangziState::Decoded path = game.decode(lessonMove(lessons, move));
    REQUIRE(path.kind == WangziState::Decoded::Kind::Move);
    clickAt(view, view->cellCenter(path.from));
    REQUIRE(view->moveBuilder().prince() == path.from);
    step(view, path.first, path.firstKind);
    if (path.second >= 0)
        step(view, path.second, path.secondKind);
    return MoveInput::Entered;
}

} // namespace

LUDOTECA_LESSON_INPUT("wangzi", enterWangziMove)
