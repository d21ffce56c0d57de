// The sixth game's course of one lesson, registered from this folder as a game's generated
// lesson source does (cmake/embed_lessons.cmake), and its lesson input for lessons_test.cpp:
// a move is a click on the leftmost stone it takes.

#include "lesson_input.h"
#include "ludoteca/lessons/lesson.h"
#include "sixth_game.h"
#include "views/board_view.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;
using ludoteca::testing::test_sixth::RowState;

namespace {

constexpr char kLesson[] = R"lesson({
  "title": {"en": "The last stone", "it": "L'ultima pietra"},
  "intro": {
    "en": "Each turn you take one or two stones from the end of the row. Whoever takes the last stone wins.",
    "it": "A ogni turno prendi una o due pietre dalla fine della fila. Vince chi prende l'ultima pietra."
  },
  "options": {"stones": "5"},
  "setup": [],
  "seat": 0,
  "steps": [
    {
      "goal": {"en": "Leave three stones: take two.", "it": "Lascia tre pietre: prendine due."},
      "marks": [{"move": "take2"}],
      "solutions": ["take2"],
      "wrong": [
        {
          "moves": ["take1"],
          "say": {"en": "Four stones would be left, and four lose for you.", "it": "Resterebbero quattro pietre, e quattro ti fanno perdere."}
        }
      ],
      "otherwise": {"en": "Take two stones.", "it": "Prendi due pietre."},
      "done": {"en": "Whatever your partner takes now, the last stone is yours.", "it": "Qualunque cosa prenda ora l'altro, l'ultima pietra è tua."},
      "replies": ["take1"]
    },
    {
      "goal": {"en": "Take the last two stones.", "it": "Prendi le ultime due pietre."},
      "solutions": ["take2"],
      "otherwise": {"en": "Take both stones left.", "it": "Prendi tutte e due le pietre rimaste."},
      "done": {"en": "You took the last stone.", "it": "Hai preso l'ultima pietra."}
    }
  ],
  "summary": {"en": "Leave a multiple of three and the last stone is yours.", "it": "Lascia un multiplo di tre e l'ultima pietra è tua."}
})lesson";

[[maybe_unused]] const bool lessonAdded =
    lessons::Library::add(ludoteca::testing::test_sixth::kGameId, "01-last-stone.json", kLesson);

MoveInput enterRowMove(LessonWindow &lessons, const std::string &move)
{
    const Action take = lessonMove(lessons, move);
    const int left = stateAs<RowState>(*lessons.session().state()).stones();
    clickAt(lessons.view(), ludoteca::testing::test_sixth::stoneCenter(lessons.view(), left - static_cast<int>(take)));
    return MoveInput::Entered;
}

} // namespace

LUDOTECA_LESSON_INPUT(ludoteca::testing::test_sixth::kGameId, enterRowMove)
