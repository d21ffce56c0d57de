#pragma once
// Lessons: a game's course, as data. Each lesson is one JSON file of its game's course
// (resources/lessons/<game>/NN-name.json, built into every program by
// ludoteca_add_lessons() in the game's own CMakeLists.txt; docs/lessons.md gives the
// format). A lesson names its options and a starting position reached by moves in the
// game's notation (chance outcomes included, so it replays exactly), the seat the learner
// plays, and its steps: each a goal, what the board marks, the moves that solve it (or a
// goal the engine tests after the move), sentences for wrong moves worth explaining, and
// the other seats' scripted replies. The last lesson of a course is usually a short game
// against the computer ("play").
//
// Everything here is answered from a lesson and a State, so that the app's lesson window
// and `ludoteca-cli lessons --check` judge a move the same way.

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "ludoteca/core/types.h"

namespace ludoteca {
class State;
struct GameInfo;
} // namespace ludoteca

namespace ludoteca::lessons {

// A sentence in every language a lesson is written in.
struct Text {
    std::string en;
    std::string it;

    bool empty() const { return en.empty(); }
    // The text in `language` ("en", "it"; the first two letters count), English otherwise.
    const std::string &in(std::string_view language) const;
};

// Something the board shows for a step: cells (the view's cell numbers) or a move's path.
struct Mark {
    std::vector<int> cells;
    std::string move; // in notation, legal in the step's position; empty for cells
};

// A goal the engine tests once the learner's move is played.
struct Goal {
    enum class Kind { ScoreAtLeast, GameOver, Winner };
    Kind kind = Kind::GameOver;
    int seat = 0;
    double value = 0;
};

struct WrongMove {
    std::vector<std::string> moves; // each in notation
    Text say;
};

struct Step {
    Text goal;
    std::vector<Mark> marks;
    std::vector<std::string> solutions; // moves that solve the step
    std::optional<Goal> test;           // or: any move after which this holds
    std::string show;                   // what "Show me" plays; solutions[0] when empty
    std::vector<WrongMove> wrong;
    Text otherwise;                   // for any other legal move
    Text done;                        // said once solved
    std::vector<std::string> replies; // the other seats' moves and chance, after the learner's
};

// A game against the computer from the lesson's position, the hint on; done at its end.
struct Play {
    std::string level = "beginner";
    bool hints = true;
};

struct Lesson {
    std::string gameId;
    std::string id; // the file's name without ".json", unique within the course
    Text title;
    Text intro; // shown before the first step
    std::vector<std::pair<std::string, std::string>> options;
    std::vector<std::string> setup;
    std::uint64_t seed = 1; // the game's seed (for a play lesson's chance)
    int seat = 0;
    std::vector<Step> steps;
    std::optional<Play> play;
    Text summary; // shown when the lesson is done
};

// Reads one lesson of `gameId` from its JSON `text`; false with a sentence naming the
// problem (and its place) in `error`. Only the file's shape is checked here; check()
// asks the engine.
bool parse(std::string_view gameId, std::string_view id, std::string_view text, Lesson &out, std::string &error);

// The built-in lesson files, registered by each game's generated source.
class Library {
public:
    static bool add(std::string gameId, std::string fileName, std::string_view text);
    // The files of a game's course, by name (their order is the course's).
    static std::vector<std::pair<std::string, std::string_view>> files(std::string_view gameId);
    // Every game with a course.
    static std::vector<std::string> games();
};

// A game's built-in course, parsed; a file that does not parse is left out and named in
// `errors`.
std::vector<Lesson> course(std::string_view gameId, std::vector<std::string> *errors = nullptr);

// --- Playing a lesson ---------------------------------------------------------------------

// The lesson's starting position: its options, then its set-up moves. Null, with the
// reason in `error`, when an option or a move is refused.
std::unique_ptr<State> startingPosition(const Lesson &lesson, std::string &error);

// Parses `moves` one after the other from `state` (which is left unchanged); false with the
// reason when one is not legal.
bool parseMoves(const State &state, const std::vector<std::string> &moves, std::vector<Action> &out,
                std::string &error);

struct Verdict {
    enum class Kind { Solved, Wrong, NotLearnersTurn };
    Kind kind = Kind::Wrong;
    const Text *say = nullptr; // the lesson's sentence for this move (null: none)
};

// What playing `action` (legal in `state`, the step's position) means for `step`.
Verdict judge(const Lesson &lesson, const Step &step, const State &state, Action action);

// The move "Show me" plays in `state`, or kInvalidAction when the lesson names none legal.
Action shownMove(const Step &step, const State &state);

// Replays the lesson through the engine: options and set-up, then for every step that the
// learner is to move, that its marked moves and wrong moves are legal and wrong ones do not
// solve it, that the shown move and every listed solution solve it, and that after every
// move that solves it (whichever the learner finds) the replies are legal and the next
// steps hold; a play lesson is played to its end by the computer at its level for every
// seat, from the shown moves. False with the first problem.
bool check(const Lesson &lesson, std::string &error);

} // namespace ludoteca::lessons
