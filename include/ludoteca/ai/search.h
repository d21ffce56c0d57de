#pragma once
// One Monte Carlo tree search for every game of the collection.
//
// UCT with one reward per seat (each node's mover maximises their own entry, so it works
// for 2 to 6 players), chance nodes whose children are sampled with the outcomes' weights,
// and hidden information by determinization: every iteration re-samples what the searching
// seat cannot see (State::sampleHidden) and only follows moves legal in that sample
// (single-observer information-set MCTS). Per-game knowledge enters through the State's
// playoutAction() and evaluate() hooks.
//
// The search works on its own copy of the position and walks it with apply()/undo(); it
// never touches the caller's state, so it is safe to run in a worker thread.

#include <atomic>
#include <cstdint>
#include <string_view>
#include <vector>

#include "ludoteca/core/state.h"

namespace ludoteca::ai {

enum class Level { Easy, Medium, Hard };

std::string_view levelName(Level level);
// Accepts "easy", "medium" and "hard".
bool parseLevel(std::string_view text, Level &level);

struct SearchSettings {
    std::uint64_t iterations = 0; // stop after this many iterations; 0: no limit
    int milliseconds = 0;         // stop after this much time; 0: no limit
    double exploration = 0.7;     // UCT constant on rewards in [0, 1]
    int playoutDepthLimit = -1;   // plies before a playout asks evaluate(); -1: play to the end
    // RAVE: how many visits a move's all-moves-as-first statistics are worth against its
    // own (the k of sqrt(k / (3n + k))); 0 turns RAVE off.
    double raveEquivalence = 0.0;
    // false: playouts draw State::randomAction() instead of the game's policy.
    bool gamePolicy = true;
    std::uint64_t seed = 0;
    std::size_t maxNodes = 4'000'000; // memory cap: the tree stops growing past it
    const std::atomic<bool> *cancel = nullptr; // set from another thread to stop early
};

struct MoveStatistics {
    Action action = kInvalidAction;
    std::uint32_t visits = 0;
    double meanReward = 0.0; // for the seat to move at the root
};

struct SearchResult {
    Action action = kInvalidAction; // the most visited root move
    std::uint64_t iterations = 0;
    std::size_t nodes = 0;
    bool cancelled = false;
    std::vector<MoveStatistics> moves; // root moves, most visited first
};

// The budget of each level for a game; iteration budgets keep levels deterministic.
SearchSettings settingsForLevel(Level level, const State &state);

// Searches a decision node (not a chance node, not the end of the game) and returns the
// best move for the seat to move. With an iteration budget and no time limit, the same
// state, settings and seed always give the same result.
SearchResult search(const State &root, const SearchSettings &settings);

// Upper bounds on a level's own budget; 0 leaves that part of the budget as it is.
struct BudgetCap {
    std::uint64_t iterations = 0;
    int milliseconds = 0;
};

// What an AI seat plays: a weighted chance outcome at a chance node, the only move when
// there is one, the game's scripted strategy when it has one for the level, otherwise
// search() with the level's budget, capped by `cap` (for quick tests, demonstrations and
// timed matches). kInvalidAction when over.
Action chooseMove(const State &state, Level level, std::uint64_t seed,
                  const std::atomic<bool> *cancel = nullptr, BudgetCap cap = {});

} // namespace ludoteca::ai
