// Random-play tests for every registered game: thousands of games across option sets,
// checking at every step the invariants all games share (in the spirit of OpenSpiel's
// basic random simulation tests). A newly registered game is covered automatically.

#include <catch2/catch.hpp>

#include <algorithm>
#include <set>

#include <nlohmann/json.hpp>

#include "ludoteca/core/registry.h"
#include "ludoteca/core/state.h"
#include "option_sets.h"

using namespace ludoteca;

namespace {

constexpr int kGamesPerGame = 1200;

int gamesPerGame() { return testing::randomGameCount(kGamesPerGame); }
constexpr int kMaxPlies = 100000; // far beyond any real game: a loop means a rule bug

void checkJsonShape(const State &state, const nlohmann::json &json)
{
    REQUIRE(json.is_object());
    REQUIRE(json.at("game") == state.game().id);
    REQUIRE(json.at("options").is_object());
    for (const auto &[key, value] : state.options())
        REQUIRE(json.at("options").at(key) == value);
    REQUIRE(json.at("options").size() == state.game().options.size());
    REQUIRE(json.at("players") == state.numPlayers());
    REQUIRE(json.at("ply") == state.ply());
    REQUIRE(json.at("terminal") == state.isTerminal());
    const auto &toMove = json.at("to_move");
    if (state.isTerminal())
        REQUIRE(toMove.is_null());
    else if (state.isChanceNode())
        REQUIRE(toMove == "chance");
    else
        REQUIRE(toMove == state.currentPlayer());
    REQUIRE(json.at("scores").is_array());
    REQUIRE(json.at("scores").size() == static_cast<std::size_t>(state.numPlayers()));
    for (const auto &score : json.at("scores"))
        REQUIRE(score.is_number());
    REQUIRE(json.at("winners").is_array());
}

void checkLegalActions(const State &state, const std::vector<Action> &legal, bool checkAllTexts)
{
    if (state.isTerminal()) {
        REQUIRE(legal.empty());
        return;
    }
    REQUIRE_FALSE(legal.empty());
    std::set<Action> unique(legal.begin(), legal.end());
    REQUIRE(unique.size() == legal.size());
    for (const Action action : legal) {
        REQUIRE(action >= 0);
        REQUIRE(action < state.maxActions());
    }
    if (state.isChanceNode()) {
        std::vector<ChanceOutcome> outcomes;
        state.chanceOutcomes(outcomes);
        REQUIRE(outcomes.size() == legal.size());
        for (const auto &outcome : outcomes) {
            REQUIRE(outcome.weight > 0);
            REQUIRE(unique.count(outcome.action) == 1);
        }
    } else {
        REQUIRE(state.currentPlayer() >= 0);
        REQUIRE(state.currentPlayer() < state.numPlayers());
    }
    if (!checkAllTexts)
        return;
    std::set<std::string> texts;
    for (const Action action : legal) {
        const std::string text = state.actionToString(action);
        REQUIRE_FALSE(text.empty());
        REQUIRE(text.find_first_of(" \t\n") == std::string::npos);
        REQUIRE(texts.insert(text).second);
        std::string error;
        REQUIRE(state.parseAction(text, error) == action);
    }
}

void checkResult(const State &state)
{
    const auto winners = state.winners();
    const auto scores = state.scores();
    REQUIRE(scores.size() == static_cast<std::size_t>(state.numPlayers()));
    if (!state.isTerminal()) {
        REQUIRE(winners.empty());
        return;
    }
    REQUIRE_FALSE(winners.empty());
    std::set<int> unique(winners.begin(), winners.end());
    REQUIRE(unique.size() == winners.size());
    for (const int seat : winners) {
        REQUIRE(seat >= 0);
        REQUIRE(seat < state.numPlayers());
    }
    if (state.game().highestScoreWins) {
        // Every winner holds the highest score (a game may break ties at the top itself,
        // as Egotzi does when no group is left).
        const double best = *std::max_element(scores.begin(), scores.end());
        for (const int seat : winners)
            REQUIRE(scores[static_cast<std::size_t>(seat)] >= best - 1e-9);
    }
    std::vector<double> rewards(static_cast<std::size_t>(state.numPlayers()));
    state.rewards(rewards);
    for (std::size_t seat = 0; seat < rewards.size(); ++seat) {
        REQUIRE(rewards[seat] >= 0.0);
        REQUIRE(rewards[seat] <= 1.0);
    }
}

// Plays one random game, checking every step; returns the texts of the moves played.
std::vector<std::string> playAndCheck(const State &initial, Rng &rng, bool thorough)
{
    auto state = initial.clone();
    std::vector<Action> legal;
    std::vector<Action> scratch;
    std::vector<std::string> texts;
    while (!state->isTerminal()) {
        REQUIRE(state->ply() < kMaxPlies);
        REQUIRE(state->ply() < state->game().maxPlies);
        state->legalActions(legal);
        checkLegalActions(*state, legal, thorough);
        checkResult(*state);

        const nlohmann::json before = state->toJson();
        if (thorough)
            checkJsonShape(*state, before);

        // Half the time the game's own playout policy picks, so it is checked too.
        Action action = legal[rng.below(static_cast<std::uint32_t>(legal.size()))];
        if (rng.below(2) == 0) {
            action = state->playoutAction(rng, scratch);
            REQUIRE(std::find(legal.begin(), legal.end(), action) != legal.end());
        }
        texts.push_back(state->actionToString(action));

        if (thorough) {
            // A clone is equal, and stays equal when both play the same move.
            auto copy = state->clone();
            REQUIRE(copy->toJson() == before);
            // Apply then undo restores the state exactly.
            state->apply(action);
            REQUIRE(state->undo());
            REQUIRE(state->toJson() == before);
            state->apply(action);
            copy->apply(action);
            REQUIRE(copy->toJson() == state->toJson());
        } else {
            state->apply(action);
        }
    }
    std::vector<Action> none;
    state->legalActions(none);
    REQUIRE(none.empty());
    checkResult(*state);
    const nlohmann::json final = state->toJson();
    checkJsonShape(*state, final);
    REQUIRE(nlohmann::json::parse(final.dump()) == final);
    REQUIRE(static_cast<std::size_t>(state->ply()) == texts.size());

    // Replaying the notation from the start reaches the same state.
    auto replay = initial.clone();
    for (const auto &text : texts) {
        std::string error;
        INFO("replaying " << text);
        REQUIRE(replay->applyText(text, error));
    }
    REQUIRE(replay->toJson() == final);

    // Undoing everything returns to the start.
    while (state->undo()) {}
    REQUIRE(state->toJson() == initial.toJson());
    return texts;
}

} // namespace

TEST_CASE("every game is registered with a usable schema", "[random-play]")
{
    const auto games = GameRegistry::games();
    REQUIRE_FALSE(games.empty());
    for (const GameInfo *game : games) {
        INFO(game->id);
        REQUIRE(GameRegistry::find(game->id) == game);
        REQUIRE_FALSE(game->name.empty());
        REQUIRE_FALSE(game->summary.empty());
        REQUIRE(game->create);
        REQUIRE(game->minPlayers >= 1);
        REQUIRE(game->maxPlayers <= kMaxPlayers);
        for (const auto &spec : game->options) {
            REQUIRE_FALSE(spec.label.empty());
            REQUIRE(spec.check(spec.defaultValue).empty());
        }
        std::string error;
        auto state = game->newGame(game->defaultOptions(), error);
        REQUIRE(state);
        REQUIRE(state->ply() == 0);
        REQUIRE(state->numPlayers() >= game->minPlayers);
        REQUIRE(state->numPlayers() <= game->maxPlayers);
    }
}

TEST_CASE("random games keep every invariant", "[random-play]")
{
    for (const GameInfo *game : GameRegistry::games()) {
        const auto sets = testing::optionSets(*game);
        const int gamesPerSet = std::max(20, gamesPerGame() / static_cast<int>(sets.size()));
        for (std::size_t setIndex = 0; setIndex < sets.size(); ++setIndex) {
            std::string error;
            auto initial = game->newGame(sets[setIndex], error);
            INFO(game->id << " " << nlohmann::json(sets[setIndex]).dump() << " " << error);
            REQUIRE(initial);
            Rng rng(0x5eed0000 + setIndex);
            for (int index = 0; index < gamesPerSet; ++index) {
                INFO("game " << index);
                // Every step of the first games is checked thoroughly, the rest lightly.
                playAndCheck(*initial, rng, index < gamesPerSet / 10 + 2);
            }
        }
    }
}

TEST_CASE("the same seed plays the same game", "[random-play]")
{
    for (const GameInfo *game : GameRegistry::games()) {
        INFO(game->id);
        std::string error;
        auto initial = game->newGame(game->defaultOptions(), error);
        REQUIRE(initial);
        Rng first(42);
        Rng second(42);
        REQUIRE(playAndCheck(*initial, first, false) == playAndCheck(*initial, second, false));
    }
}
