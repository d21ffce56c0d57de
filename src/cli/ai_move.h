#pragma once
// How the command line picks a move for a seat it plays itself: a weighted draw at a
// chance node, otherwise the AI at a level, optionally with an explicit search budget.

#include <cstdint>

#include "ludoteca/ai/search.h"
#include "ludoteca/core/random.h"
#include "ludoteca/core/state.h"

namespace ludoteca::cli {

struct MoveRequest {
    ai::Level level = ai::Level::Medium;
    // An explicit budget replaces the level's own; both zero: the level decides alone.
    std::uint64_t iterations = 0;
    int milliseconds = 0;
    // When positive and no explicit budget is given: the level's budget, but never more
    // than this many milliseconds per move.
    int capMilliseconds = 0;
    int threads = 1; // search threads
    // false: the level's search with knowledge-free playouts (State::randomAction), to
    // measure what a game's playout policy is worth; true leaves the level's choice.
    bool gamePolicy = true;
    // When given, the searches go on from the trees of this player's previous search
    // (perfect information only; see ai::SearchTrees).
    ai::SearchTrees *trees = nullptr;

    bool hasExplicitBudget() const { return iterations > 0 || milliseconds > 0; }
};

// The move to play, or kInvalidAction when the game is over. Draws from `rng` (chance
// outcomes and the search seed), so successive calls differ yet a seeded sequence repeats.
Action pickMove(const State &state, const MoveRequest &request, Rng &rng);

// The search pickMove runs for `request` when it does not leave the move to
// ai::chooseMove: with an explicit budget, all of it, or the level's with knowledge-free
// playouts.
ai::SearchSettings searchSettingsFor(const State &state, const MoveRequest &request, std::uint64_t seed);

// A uniformly random legal move (a weighted outcome at a chance node).
Action pickRandomMove(const State &state, Rng &rng);

} // namespace ludoteca::cli
