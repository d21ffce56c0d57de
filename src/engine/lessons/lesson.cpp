#include "ludoteca/lessons/lesson.h"

#include <algorithm>
#include <map>

#include <nlohmann/json.hpp>

#include "ludoteca/ai/search.h"
#include "ludoteca/core/game_info.h"
#include "ludoteca/core/registry.h"
#include "ludoteca/core/state.h"

namespace ludoteca::lessons {

using nlohmann::json;

const std::string &Text::in(std::string_view language) const
{
    return language.substr(0, 2) == "it" && !it.empty() ? it : en;
}

namespace {

// A lesson file's shape errors carry the place they were found, like "steps[2].goal".
struct ShapeError {
    std::string text;
};

[[noreturn]] void fail(const std::string &where, const std::string &what) { throw ShapeError {where + ": " + what}; }

void onlyKeys(const json &object, const std::string &where, std::initializer_list<std::string_view> keys)
{
    if (!object.is_object())
        fail(where, "expected an object");
    for (const auto &item : object.items())
        if (std::find(keys.begin(), keys.end(), item.key()) == keys.end())
            fail(where, "unknown key \"" + item.key() + "\"");
}

std::string readString(const json &value, const std::string &where)
{
    if (!value.is_string())
        fail(where, "expected a string");
    return value.get<std::string>();
}

Text readText(const json &object, const std::string &key, const std::string &where, bool required)
{
    const auto found = object.find(key);
    if (found == object.end()) {
        if (required)
            fail(where, "\"" + key + "\" is missing");
        return {};
    }
    const std::string place = where + "." + key;
    onlyKeys(*found, place, {"en", "it"});
    Text text;
    for (const auto *language : {"en", "it"}) {
        const auto value = found->find(language);
        if (value == found->end())
            fail(place, std::string("no \"") + language + "\" text");
        (std::string_view(language) == "en" ? text.en : text.it) = readString(*value, place + "." + language);
        if ((std::string_view(language) == "en" ? text.en : text.it).empty())
            fail(place + "." + language, "empty text");
    }
    return text;
}

std::vector<std::string> readMoves(const json &object, const std::string &key, const std::string &where)
{
    std::vector<std::string> moves;
    const auto found = object.find(key);
    if (found == object.end())
        return moves;
    if (!found->is_array())
        fail(where + "." + key, "expected a list of moves");
    for (std::size_t i = 0; i < found->size(); ++i)
        moves.push_back(readString((*found)[i], where + "." + key + "[" + std::to_string(i) + "]"));
    return moves;
}

int readInt(const json &value, const std::string &where, int low, int high)
{
    if (!value.is_number_integer())
        fail(where, "expected a whole number");
    const auto number = value.get<long long>();
    if (number < low || number > high)
        fail(where, "out of range");
    return static_cast<int>(number);
}

Mark readMark(const json &value, const std::string &where)
{
    onlyKeys(value, where, {"cells", "move"});
    Mark mark;
    if (value.contains("move"))
        mark.move = readString(value["move"], where + ".move");
    if (value.contains("cells")) {
        const auto &cells = value["cells"];
        if (!cells.is_array() || cells.empty())
            fail(where + ".cells", "expected a list of cell numbers");
        for (std::size_t i = 0; i < cells.size(); ++i)
            mark.cells.push_back(readInt(cells[i], where + ".cells[" + std::to_string(i) + "]", 0, 100000));
    }
    if (mark.move.empty() == mark.cells.empty())
        fail(where, "a mark is either \"cells\" or a \"move\"");
    return mark;
}

Goal readGoal(const json &value, const std::string &where)
{
    onlyKeys(value, where, {"kind", "seat", "value"});
    Goal goal;
    const std::string kind = readString(value.value("kind", json()), where + ".kind");
    if (kind == "scoreAtLeast")
        goal.kind = Goal::Kind::ScoreAtLeast;
    else if (kind == "gameOver")
        goal.kind = Goal::Kind::GameOver;
    else if (kind == "winner")
        goal.kind = Goal::Kind::Winner;
    else
        fail(where + ".kind", "unknown goal \"" + kind + "\" (scoreAtLeast, gameOver, winner)");
    if (value.contains("seat"))
        goal.seat = readInt(value["seat"], where + ".seat", 0, 63);
    if (value.contains("value")) {
        if (!value["value"].is_number())
            fail(where + ".value", "expected a number");
        goal.value = value["value"].get<double>();
    }
    return goal;
}

Step readStep(const json &value, const std::string &where)
{
    onlyKeys(value, where,
             {"goal", "marks", "solutions", "test", "show", "wrong", "otherwise", "done", "replies", "note"});
    Step step;
    step.goal = readText(value, "goal", where, true);
    if (value.contains("marks")) {
        if (!value["marks"].is_array())
            fail(where + ".marks", "expected a list");
        for (std::size_t i = 0; i < value["marks"].size(); ++i)
            step.marks.push_back(readMark(value["marks"][i], where + ".marks[" + std::to_string(i) + "]"));
    }
    step.solutions = readMoves(value, "solutions", where);
    if (value.contains("test"))
        step.test = readGoal(value["test"], where + ".test");
    if (value.contains("show"))
        step.show = readString(value["show"], where + ".show");
    if (step.solutions.empty() && !step.test)
        fail(where, "a step needs \"solutions\" or a \"test\"");
    if (step.test && step.show.empty() && step.solutions.empty())
        fail(where, "a tested step needs \"show\", the move Show me plays");
    if (value.contains("wrong")) {
        if (!value["wrong"].is_array())
            fail(where + ".wrong", "expected a list");
        for (std::size_t i = 0; i < value["wrong"].size(); ++i) {
            const std::string place = where + ".wrong[" + std::to_string(i) + "]";
            onlyKeys(value["wrong"][i], place, {"moves", "say"});
            WrongMove wrong {readMoves(value["wrong"][i], "moves", place),
                             readText(value["wrong"][i], "say", place, true)};
            if (wrong.moves.empty())
                fail(place, "no moves");
            step.wrong.push_back(std::move(wrong));
        }
    }
    step.otherwise = readText(value, "otherwise", where, false);
    step.done = readText(value, "done", where, false);
    step.replies = readMoves(value, "replies", where);
    return step;
}

Lesson readLesson(std::string_view gameId, std::string_view id, const json &root)
{
    const std::string where(id);
    onlyKeys(root, where, {"title", "intro", "options", "setup", "seed", "seat", "steps", "play", "summary", "note"});
    Lesson lesson;
    lesson.gameId = gameId;
    lesson.id = id;
    lesson.title = readText(root, "title", where, true);
    lesson.intro = readText(root, "intro", where, false);
    lesson.summary = readText(root, "summary", where, false);
    if (root.contains("options") && !root["options"].is_object())
        fail(where + ".options", "expected an object of KEY: \"VALUE\"");
    lesson.setup = readMoves(root, "setup", where);
    if (root.contains("seed")) {
        if (!root["seed"].is_number_unsigned())
            fail(where + ".seed", "expected a whole number");
        lesson.seed = root["seed"].get<std::uint64_t>();
    }
    if (root.contains("seat"))
        lesson.seat = readInt(root["seat"], where + ".seat", 0, 63);
    if (root.contains("steps")) {
        if (!root["steps"].is_array())
            fail(where + ".steps", "expected a list");
        for (std::size_t i = 0; i < root["steps"].size(); ++i)
            lesson.steps.push_back(readStep(root["steps"][i], where + ".steps[" + std::to_string(i) + "]"));
    }
    if (root.contains("play")) {
        onlyKeys(root["play"], where + ".play", {"level", "hints"});
        Play play;
        if (root["play"].contains("level"))
            play.level = readString(root["play"]["level"], where + ".play.level");
        if (root["play"].contains("hints")) {
            if (!root["play"]["hints"].is_boolean())
                fail(where + ".play.hints", "expected true or false");
            play.hints = root["play"]["hints"].get<bool>();
        }
        lesson.play = play;
    }
    if (lesson.steps.empty() && !lesson.play)
        fail(where, "a lesson needs \"steps\" or \"play\"");
    return lesson;
}

std::map<std::string, std::map<std::string, std::string_view>, std::less<>> &libraryFiles()
{
    static std::map<std::string, std::map<std::string, std::string_view>, std::less<>> files;
    return files;
}

std::string inQuotes(std::string_view text) { return "\"" + std::string(text) + "\""; }

} // namespace

bool parse(std::string_view gameId, std::string_view id, std::string_view text, Lesson &out, std::string &error)
{
    json root;
    try {
        root = json::parse(text);
    } catch (const json::parse_error &problem) {
        error = std::string(id) + ": not JSON (" + problem.what() + ")";
        return false;
    }
    try {
        // "options" is an object of strings; read here, since onlyKeys() cannot list them.
        Lesson lesson = readLesson(gameId, id, root);
        if (root.contains("options")) {
            for (const auto &item : root["options"].items())
                lesson.options.emplace_back(item.key(),
                                            readString(item.value(), std::string(id) + ".options." + item.key()));
        }
        out = std::move(lesson);
        return true;
    } catch (const ShapeError &problem) {
        error = problem.text;
        return false;
    }
}

bool Library::add(std::string gameId, std::string fileName, std::string_view text)
{
    libraryFiles()[std::move(gameId)][std::move(fileName)] = text;
    return true;
}

std::vector<std::pair<std::string, std::string_view>> Library::files(std::string_view gameId)
{
    std::vector<std::pair<std::string, std::string_view>> result;
    const auto found = libraryFiles().find(gameId);
    if (found != libraryFiles().end())
        for (const auto &[name, text] : found->second)
            result.emplace_back(name, text);
    return result;
}

std::vector<std::string> Library::games()
{
    std::vector<std::string> result;
    for (const auto &item : libraryFiles())
        result.push_back(item.first);
    return result;
}

std::vector<Lesson> course(std::string_view gameId, std::vector<std::string> *errors)
{
    std::vector<Lesson> lessons;
    for (const auto &[name, text] : Library::files(gameId)) {
        const std::string id = name.size() > 5 && name.ends_with(".json") ? name.substr(0, name.size() - 5) : name;
        Lesson lesson;
        std::string error;
        if (parse(gameId, id, text, lesson, error))
            lessons.push_back(std::move(lesson));
        else if (errors)
            errors->push_back(error);
    }
    return lessons;
}

std::unique_ptr<State> startingPosition(const Lesson &lesson, std::string &error)
{
    const GameInfo *info = GameRegistry::find(lesson.gameId);
    if (!info) {
        error = lesson.id + ": no game " + inQuotes(lesson.gameId);
        return nullptr;
    }
    std::string problem;
    auto state = info->newGame(lesson.options, problem);
    if (!state) {
        error = lesson.id + ".options: " + problem;
        return nullptr;
    }
    if (lesson.seat >= state->numPlayers()) {
        error = lesson.id + ".seat: the game has " + std::to_string(state->numPlayers()) + " seats";
        return nullptr;
    }
    for (std::size_t i = 0; i < lesson.setup.size(); ++i)
        if (!state->applyText(lesson.setup[i], problem)) {
            error = lesson.id + ".setup[" + std::to_string(i) + "]: " + problem;
            return nullptr;
        }
    return state;
}

bool parseMoves(const State &state, const std::vector<std::string> &moves, std::vector<Action> &out, std::string &error)
{
    auto copy = state.clone();
    out.clear();
    for (const auto &text : moves) {
        const Action action = copy->parseAction(text, error);
        if (action == kInvalidAction)
            return false;
        copy->apply(action);
        out.push_back(action);
    }
    return true;
}

namespace {

bool sameMove(const State &state, Action action, const std::string &text)
{
    std::string ignored;
    return state.parseAction(text, ignored) == action;
}

bool goalMet(const Goal &goal, const State &after)
{
    switch (goal.kind) {
    case Goal::Kind::GameOver:
        return after.isTerminal();
    case Goal::Kind::Winner: {
        if (!after.isTerminal())
            return false;
        const auto winners = after.winners();
        return winners.size() == 1 && winners.front() == goal.seat;
    }
    case Goal::Kind::ScoreAtLeast: {
        const auto scores = after.scores();
        return goal.seat < static_cast<int>(scores.size()) && scores[goal.seat] >= goal.value;
    }
    }
    return false;
}

} // namespace

Verdict judge(const Lesson &lesson, const Step &step, const State &state, Action action)
{
    if (state.isTerminal() || state.isChanceNode() || state.currentPlayer() != lesson.seat)
        return {Verdict::Kind::NotLearnersTurn, nullptr};
    for (const auto &wrong : step.wrong)
        for (const auto &text : wrong.moves)
            if (sameMove(state, action, text))
                return {Verdict::Kind::Wrong, &wrong.say};
    for (const auto &text : step.solutions)
        if (sameMove(state, action, text))
            return {Verdict::Kind::Solved, step.done.empty() ? nullptr : &step.done};
    if (step.test) {
        auto after = state.clone();
        after->apply(action);
        if (goalMet(*step.test, *after))
            return {Verdict::Kind::Solved, step.done.empty() ? nullptr : &step.done};
    }
    return {Verdict::Kind::Wrong, step.otherwise.empty() ? nullptr : &step.otherwise};
}

Action shownMove(const Step &step, const State &state)
{
    const std::string &text = step.show.empty() ? step.solutions.front() : step.show;
    std::string ignored;
    return state.parseAction(text, ignored);
}

namespace {

// Checks step `index` in `state` and, for every move that solves it (not only the shown
// one), its replies and the steps after; `budget` bounds the positions visited. The shown
// path is left in `shown` for the closing game.
bool checkSteps(const Lesson &lesson, std::size_t index, State &state, bool onShownPath, int &budget,
                std::unique_ptr<State> &shown, std::string &error)
{
    if (index == lesson.steps.size()) {
        if (onShownPath)
            shown = state.clone();
        else if (lesson.play && state.isTerminal()) {
            error = lesson.id + ".play: another solution ends the game before it";
            return false;
        }
        return true;
    }
    const Step &step = lesson.steps[index];
    const std::string where = lesson.id + ".steps[" + std::to_string(index) + "]";
    if (state.isTerminal() || state.isChanceNode() || state.currentPlayer() != lesson.seat) {
        error = where + ": the learner (seat " + std::to_string(lesson.seat) + ") is not to move here";
        return false;
    }
    std::string problem;
    for (std::size_t i = 0; i < step.marks.size(); ++i)
        if (!step.marks[i].move.empty() && state.parseAction(step.marks[i].move, problem) == kInvalidAction) {
            error = where + ".marks[" + std::to_string(i) + "]: " + problem;
            return false;
        }
    for (std::size_t i = 0; i < step.solutions.size(); ++i) {
        const Action action = state.parseAction(step.solutions[i], problem);
        if (action == kInvalidAction || judge(lesson, step, state, action).kind != Verdict::Kind::Solved) {
            error = where + ".solutions[" + std::to_string(i)
                + "]: " + (action == kInvalidAction ? problem : "listed as wrong too");
            return false;
        }
    }
    for (std::size_t i = 0; i < step.wrong.size(); ++i)
        for (const auto &text : step.wrong[i].moves) {
            const Action action = state.parseAction(text, problem);
            if (action == kInvalidAction) {
                error = where + ".wrong[" + std::to_string(i) + "]: " + problem;
                return false;
            }
            auto after = state.clone();
            after->apply(action);
            if (step.test && goalMet(*step.test, *after)) {
                error = where + ".wrong[" + std::to_string(i) + "]: " + inQuotes(text) + " meets the goal";
                return false;
            }
        }
    const Action shownAction = shownMove(step, state);
    if (shownAction == kInvalidAction) {
        state.parseAction(step.show, problem);
        error = where + ".show: " + problem;
        return false;
    }
    if (judge(lesson, step, state, shownAction).kind != Verdict::Kind::Solved) {
        error = where + ".show: " + inQuotes(step.show.empty() ? step.solutions.front() : step.show)
            + " does not solve the step";
        return false;
    }
    // Every solving move, the shown one first: the replies and the next steps must hold
    // whichever the learner finds.
    std::vector<Action> legal;
    state.legalActions(legal);
    std::vector<Action> solving {shownAction};
    for (const Action action : legal)
        if (action != shownAction && judge(lesson, step, state, action).kind == Verdict::Kind::Solved)
            solving.push_back(action);
    for (const Action action : solving) {
        if (--budget < 0) {
            error = where + ": too many ways through the lesson to check";
            return false;
        }
        auto after = state.clone();
        const std::string moveText = state.actionToString(action);
        after->apply(action);
        for (std::size_t i = 0; i < step.replies.size(); ++i)
            if (!after->applyText(step.replies[i], problem)) {
                error = where + ".replies[" + std::to_string(i) + "] after " + inQuotes(moveText) + ": " + problem;
                return false;
            }
        if (!checkSteps(lesson, index + 1, *after, onShownPath && action == shownAction, budget, shown, error))
            return false;
    }
    return true;
}

bool checkPlay(const Lesson &lesson, const Play &play, State &state, std::string &error)
{
    ai::Level level;
    if (!ai::parseLevel(play.level, level)) {
        error = lesson.id + ".play.level: unknown level " + inQuotes(play.level);
        return false;
    }
    const GameInfo *info = GameRegistry::find(lesson.gameId);
    const int limit = info ? info->maxPlies : 100000;
    for (std::uint64_t turn = 0; !state.isTerminal(); ++turn) {
        if (state.ply() > limit) {
            error = lesson.id + ".play: the game did not end";
            return false;
        }
        const Action action = ai::chooseMove(state, level, lesson.seed * 1000003 + turn);
        if (action == kInvalidAction) {
            error = lesson.id + ".play: no move at ply " + std::to_string(state.ply());
            return false;
        }
        state.apply(action);
    }
    return true;
}

} // namespace

bool check(const Lesson &lesson, std::string &error)
{
    auto start = startingPosition(lesson, error);
    if (!start)
        return false;
    int budget = 20000;
    std::unique_ptr<State> state;
    if (!checkSteps(lesson, 0, *start, true, budget, state, error))
        return false;
    if (lesson.play) {
        if (state->isTerminal()) {
            error = lesson.id + ".play: the game is already over";
            return false;
        }
        return checkPlay(lesson, *lesson.play, *state, error);
    }
    return true;
}

} // namespace ludoteca::lessons
