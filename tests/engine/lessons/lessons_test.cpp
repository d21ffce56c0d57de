#include <catch2/catch.hpp>

#include <set>

#include "ludoteca/core/registry.h"
#include "ludoteca/core/state.h"
#include "ludoteca/lessons/lesson.h"

using namespace ludoteca;
using namespace ludoteca::lessons;

namespace {

// A small Egotzi lesson: Black has played c3; the learner plays White.
const char *const kLesson = R"({
  "title": {"en": "Pushing", "it": "Spingere"},
  "options": {"size": "5"},
  "setup": ["c3"],
  "seat": 1,
  "steps": [{
    "goal": {"en": "Play next to Black's stone.", "it": "Gioca accanto alla pietra del Nero."},
    "marks": [{"move": "d3"}, {"cells": [12]}],
    "solutions": ["d3", "b3"],
    "wrong": [{"moves": ["a1"], "say": {"en": "Too far.", "it": "Troppo lontano."}}],
    "otherwise": {"en": "Not next to it.", "it": "Non accanto."},
    "done": {"en": "Pushed.", "it": "Spinta."},
    "replies": ["e5"]
  }]
})";

Lesson parsed(std::string text)
{
    Lesson lesson;
    std::string error;
    INFO(error);
    REQUIRE(parse("egotzi", "test", text, lesson, error));
    return lesson;
}

std::string checkError(const std::string &text)
{
    Lesson lesson;
    std::string error;
    if (!parse("egotzi", "test", text, lesson, error))
        return error;
    return check(lesson, error) ? std::string() : error;
}

std::string replaced(std::string text, const std::string &from, const std::string &to)
{
    const auto at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
}

} // namespace

TEST_CASE("A lesson file is read with every field and both languages")
{
    const Lesson lesson = parsed(kLesson);
    CHECK(lesson.title.in("it") == "Spingere");
    CHECK(lesson.title.in("en_GB") == "Pushing");
    CHECK(lesson.title.in("it_IT") == "Spingere");
    CHECK(lesson.options == std::vector<std::pair<std::string, std::string>> {{"size", "5"}});
    CHECK(lesson.seat == 1);
    REQUIRE(lesson.steps.size() == 1);
    const Step &step = lesson.steps.front();
    CHECK(step.solutions == std::vector<std::string> {"d3", "b3"});
    REQUIRE(step.marks.size() == 2);
    CHECK(step.marks[0].move == "d3");
    CHECK(step.marks[1].cells == std::vector<int> {12});
    CHECK(step.replies == std::vector<std::string> {"e5"});
    std::string error;
    CHECK(check(lesson, error));
    CHECK(error.empty());
}

TEST_CASE("Malformed lesson files are refused with the place of the problem")
{
    Lesson lesson;
    std::string error;
    CHECK_FALSE(parse("egotzi", "broken", "{ not json", lesson, error));
    CHECK(error.find("broken: not JSON") == 0);
    CHECK_FALSE(parse("egotzi", "x", replaced(kLesson, "\"seat\"", "\"chair\""), lesson, error));
    CHECK(error.find("unknown key \"chair\"") != std::string::npos);
    CHECK_FALSE(parse("egotzi", "x", replaced(kLesson, ", \"it\": \"Troppo lontano.\"", ""), lesson, error));
    CHECK(error.find("x.steps[0].wrong[0].say: no \"it\" text") == 0);
    CHECK_FALSE(parse("egotzi", "x", replaced(kLesson, "\"solutions\": [\"d3\", \"b3\"],", ""), lesson, error));
    CHECK(error.find("needs \"solutions\" or a \"test\"") != std::string::npos);
    CHECK_FALSE(parse("egotzi", "x", replaced(kLesson, "[12]", "[-1]"), lesson, error));
    CHECK(error.find("x.steps[0].marks[1].cells[0]: out of range") == 0);
    CHECK_FALSE(parse("egotzi", "x", replaced(kLesson, "\"5\"", "5"), lesson, error));
    CHECK(error.find("x.options.size: expected a string") == 0);
    CHECK_FALSE(parse("egotzi", "x", "[]", lesson, error));
}

TEST_CASE("The engine judges a learner's move by the step")
{
    const Lesson lesson = parsed(kLesson);
    std::string error;
    auto state = startingPosition(lesson, error);
    REQUIRE(state);
    const Step &step = lesson.steps.front();
    auto move = [&](const char *text) { return state->parseAction(text, error); };

    const Verdict solved = judge(lesson, step, *state, move("b3"));
    CHECK(solved.kind == Verdict::Kind::Solved);
    REQUIRE(solved.say);
    CHECK(solved.say->en == "Pushed.");
    const Verdict wrong = judge(lesson, step, *state, move("a1"));
    CHECK(wrong.kind == Verdict::Kind::Wrong);
    REQUIRE(wrong.say);
    CHECK(wrong.say->it == "Troppo lontano.");
    const Verdict other = judge(lesson, step, *state, move("e1"));
    CHECK(other.kind == Verdict::Kind::Wrong);
    REQUIRE(other.say);
    CHECK(other.say->en == "Not next to it.");
    CHECK(shownMove(step, *state) == move("d3"));

    state->apply(move("d3"));
    CHECK(judge(lesson, step, *state, move("e1")).kind == Verdict::Kind::NotLearnersTurn);
}

TEST_CASE("A tested goal is met by any move that reaches it")
{
    // Egotzi's score counts stones: after White's move White has one more.
    const std::string text = replaced(kLesson, "\"solutions\": [\"d3\", \"b3\"],",
                                      "\"test\": {\"kind\": \"scoreAtLeast\", \"seat\": 1, \"value\": 99}, "
                                      "\"show\": \"d3\",");
    // No move reaches 99: the shown move does not solve the step.
    CHECK(checkError(text).find("test.steps[0].show: \"d3\" does not solve the step") == 0);
}

TEST_CASE("The check finds every kind of mistake in a lesson")
{
    CHECK(checkError(replaced(kLesson, "\"setup\": [\"c3\"]", "\"setup\": [\"c3\", \"c3\"]")).find("test.setup[1]: ")
          == 0);
    CHECK(checkError(replaced(kLesson, "\"seat\": 1", "\"seat\": 0")).find("is not to move here") != std::string::npos);
    CHECK(checkError(replaced(kLesson, "\"seat\": 1", "\"seat\": 2")).find("test.seat: the game has 2 seats") == 0);
    CHECK(checkError(replaced(kLesson, "\"5\"", "\"4\"")).find("test.options: ") == 0);
    CHECK(checkError(replaced(kLesson, "[\"a1\"]", "[\"d3\"]")).find("listed as wrong too") != std::string::npos);
    CHECK(checkError(replaced(kLesson, "[\"a1\"]", "[\"c3\"]")).find("test.steps[0].wrong[0]: ") == 0);
    CHECK(checkError(replaced(kLesson, "{\"move\": \"d3\"}", "{\"move\": \"z9\"}")).find("test.steps[0].marks[0]: ")
          == 0);
    // The reply is checked after every solution, the shown one first: d3 is then taken.
    CHECK(checkError(replaced(kLesson, "\"replies\": [\"e5\"]", "\"replies\": [\"d3\"]"))
              .find("test.steps[0].replies[0] after \"d3\": ")
          == 0);
    CHECK(checkError(replaced(kLesson, "\"replies\": [\"e5\"]", "\"replies\": [\"e5\", \"e4\"]"))
              .find("is not to move here")
          == std::string::npos); // a lesson may end with the other seat to move
}

TEST_CASE("A closing game is played to its end by the computer")
{
    const std::string text = replaced(kLesson, "\"replies\": [\"e5\"]\n  }]",
                                      "\"replies\": [\"e5\"]\n  }],\n  \"play\": {\"level\": \"easy\"}");
    CHECK(checkError(text).empty());
    CHECK(checkError(replaced(text, "\"easy\"", "\"grandmaster\"")).find("test.play.level: unknown level") == 0);
}

TEST_CASE("Every game has a course of at least six lessons that the engine solves")
{
    for (const GameInfo *info : GameRegistry::games()) {
        INFO(info->id);
        std::vector<std::string> errors;
        const auto lessons = course(info->id, &errors);
        CHECK(errors.empty());
        for (const auto &error : errors)
            UNSCOPED_INFO(error);
        CHECK(lessons.size() >= 6);
        CHECK(lessons.size() == Library::files(info->id).size());
        std::set<std::string> ids;
        for (const auto &lesson : lessons) {
            INFO(lesson.id);
            CHECK(ids.insert(lesson.id).second);
            std::string error;
            CHECK(check(lesson, error));
            CHECK(error.empty());
            for (const auto *text : {&lesson.title, &lesson.intro, &lesson.summary})
                CHECK(text->en.empty() == text->it.empty());
        }
        // The course ends with a game against the easiest level.
        REQUIRE_FALSE(lessons.empty());
        REQUIRE(lessons.back().play.has_value());
        CHECK(lessons.back().play->level == "beginner");
    }
}
