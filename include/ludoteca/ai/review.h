#pragma once
// The review of a game: the search's view of every position, from the first to the last,
// and the moves that lost the most. `ludoteca-cli analyse` prints it and the app's review
// draws it, through the same calls, so both give the same numbers for the same seed.
//
// Every position is searched on its own, with a seed drawn in turn from Rng(seed), so a
// fixed iteration budget makes the whole review repeatable. The luck of a chance move is
// not judged: a mistake is a decision that lowered the mover's own value.

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "ludoteca/ai/search.h"
#include "ludoteca/core/state.h"

namespace ludoteca::ai {

// Search iterations per position when a review is not told otherwise: enough for the
// values to settle in every game, and a 50-move game reviewed in a few seconds.
inline constexpr std::uint64_t kReviewIterations = 10000;

// The budget per position of a review of `game`: kReviewIterations, unless the game's AI
// profile gives its own (a game whose playouts are long).
std::uint64_t reviewIterations(const State &game);

// The settings of one analysis: the hard level's budget for `position`, replaced by
// `iterations` and `milliseconds` when either is non-zero.
SearchSettings analysisSettings(const State &position, std::uint64_t iterations, int milliseconds, std::uint64_t seed,
                                int threads);

struct ReviewRequest {
    std::uint64_t iterations = kReviewIterations; // per position; 0 with milliseconds 0: the hard level's
    int milliseconds = 0;
    std::uint64_t seed = 0;
    int threads = 1;
    int observer = kMoverObserver;             // see SearchSettings::observer
    int top = 3;                               // best moves kept per position
    const std::atomic<bool> *cancel = nullptr; // raised: no further position is searched
};

// Analyses the position before every move of `game` and `game` itself (ply 0 to
// game.ply()), calling `report` after each, in order. Stops early, without reporting
// the interrupted position, when the request is cancelled. Returns the analyses made.
std::vector<Analysis> reviewGame(const State &game, const ReviewRequest &request,
                                 const std::function<void(const State &position, const Analysis &)> &report = {});

struct Mistake {
    int ply = 0;       // the position where the move was played (the move is history()[ply])
    int seat = 0;      // who played it
    double drop = 0.0; // how much the seat's own value fell, in [0, 1]
    Action played = kInvalidAction;
    Action preferred = kInvalidAction; // the move the search liked best there
    std::string playedText;
    std::string preferredText;
};

// The decisions of `game` after which the mover's value fell by at least `threshold`
// where the search preferred another move, the largest drops first, at most `count`.
// `analyses` are reviewGame()'s for `game`, possibly cut short.
std::vector<Mistake> findMistakes(const State &game, const std::vector<Analysis> &analyses, double threshold,
                                  int count);

} // namespace ludoteca::ai
