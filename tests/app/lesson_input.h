#pragma once
// Entering a lesson's moves as a player does. Each game's driver, in its own file
// tests/app/<game>_lesson_input.cpp, turns a move in the game's notation into the clicks and
// keys a player makes on that game's board view in a LessonWindow, and registers itself with
// LUDOTECA_LESSON_INPUT(gameId, function): a new game adds its file and edits none.
// lessons_test.cpp plays every lesson's solutions and wrong moves with them.
//
// A driver only makes the input; the test then judges what the session and the lesson did
// with it (the move played, or refused with the lesson's sentence).

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <utility>

#include <QPointF>
#include <QTest>

#include <catch2/catch.hpp>

#include "lessons/lesson_window.h"
#include "ludoteca/core/state.h"

namespace ludoteca::app::testing {

// What a driver made of a move.
enum class MoveInput {
    Entered,    // the player's clicks and keys for it were made
    NotOnBoard, // no input on the lesson window's board (the main window's action strip has one)
};

using LessonInput = std::function<MoveInput(LessonWindow &lessons, const std::string &move)>;

inline std::map<std::string, LessonInput, std::less<>> &lessonInputs()
{
    static std::map<std::string, LessonInput, std::less<>> inputs;
    return inputs;
}

inline bool addLessonInput(std::string gameId, LessonInput input)
{
    return lessonInputs().emplace(std::move(gameId), std::move(input)).second;
}

// The driver of `gameId`, or null when it has none.
inline const LessonInput *lessonInput(std::string_view gameId)
{
    const auto it = lessonInputs().find(gameId);
    return it == lessonInputs().end() ? nullptr : &it->second;
}

// `move` read by the engine in the lesson's live position; it must be legal there.
inline Action lessonMove(LessonWindow &lessons, const std::string &move)
{
    std::string error;
    const Action action = lessons.session().state()->parseAction(move, error);
    INFO(move << ": " << error);
    REQUIRE(action != kInvalidAction);
    return action;
}

// A left click at `point` of `widget`, as the pointer makes it.
inline void clickAt(QWidget *widget, QPointF point) { QTest::mouseClick(widget, Qt::LeftButton, {}, point.toPoint()); }

} // namespace ludoteca::app::testing

#define LUDOTECA_LESSON_INPUT(gameId, function)                                                                        \
    namespace {                                                                                                        \
    [[maybe_unused]] const bool ludotecaLessonInput_##function =                                                       \
        ::ludoteca::app::testing::addLessonInput(gameId, function);                                                    \
    }
