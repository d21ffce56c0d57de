#pragma once
// What each AI level of a game is worth on one rating scale: the table `ludoteca-cli
// ladder` measured at the game's default options, written into the game's own folder
// (<game>_ratings.cpp) with LUDOTECA_REGISTER_LEVEL_RATINGS, so that the set-up dialog and
// the history's ratings of players against the computer read the same numbers. The scale
// is the ladder's: the weakest level at 1000, 400 points for odds of ten to one.

#include <string>
#include <string_view>
#include <vector>

#include "ludoteca/ai/search.h"

namespace ludoteca::ai {

struct LevelRating {
    Level level = Level::Medium;
    double rating = 1500.0;
    double low = 1500.0; // the measurement's 95% interval
    double high = 1500.0;
    bool measured = false; // false: a provisional value, not yet measured for this game
};

struct LevelRatingTable {
    std::string gameId;
    // How the table was measured (the command and its date), for docs/ai.md's readers.
    std::string measurement;
    // The levels measured, weakest first, the first at 1000 (Master, which thinks for a
    // time, may be left out).
    std::vector<LevelRating> levels;
};

class LevelRatings {
public:
    static bool add(LevelRatingTable (*make)());
    static const LevelRatingTable *find(std::string_view gameId);
};

// The rating of `level` in the game: its table's entry; for a level the table leaves out,
// the strongest one below it (not marked measured); without a table, a provisional value
// (Beginner 700, Novice 900, Casual 1100, Club 1500, Strong 1900, Master 2300).
LevelRating levelRating(std::string_view gameId, Level level);

} // namespace ludoteca::ai

#define LUDOTECA_REGISTER_LEVEL_RATINGS(makeTableFunction)                                                             \
    namespace {                                                                                                        \
    [[maybe_unused]] const bool ludotecaLevelRatings_##makeTableFunction =                                             \
        ::ludoteca::ai::LevelRatings::add(&makeTableFunction);                                                         \
    }
