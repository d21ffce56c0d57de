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

#include <QCoreApplication>
#include <QEvent>
#include <QPointF>
#include <QPushButton>
#include <QTest>

#include <catch2/catch.hpp>

#include "lessons/lesson_window.h"
#include "ludoteca/core/state.h"

namespace ludoteca::app::testing {

// What a driver made of a move.
enum class MoveInput {
    Entered,    // the player's clicks and keys for it were made
    NotOnBoard, // no input in the lesson window for it
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

// Clicks the lesson window's button for `move`, a move played off the board (a swap, a
// totem): false when the window shows no such button now.
inline bool clickOffBoardButton(LessonWindow &lessons, const std::string &move)
{
    // The strip's buttons are made anew with each change and shown by the event loop.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QCoreApplication::processEvents();
    const QString name = QStringLiteral("action_") + QString::fromStdString(move);
    for (QPushButton *button : lessons.findChildren<QPushButton *>(name)) {
        if (button->isVisible()) {
            QTest::mouseClick(button, Qt::LeftButton);
            return true;
        }
    }
    return false;
}

// A left click at `point` of `widget`, as the pointer makes it.
inline void clickAt(QWidget *widget, QPointF point) { QTest::mouseClick(widget, Qt::LeftButton, {}, point.toPoint()); }

} // namespace ludoteca::app::testing

#define LUDOTECA_LESSON_INPUT(gameId, function)                                                                        \
    namespace {                                                                                                        \
    [[maybe_unused]] const bool ludotecaLessonInput_##function =                                                       \
        ::ludoteca::app::testing::addLessonInput(gameId, function);                                                    \
    }
