#pragma once
// Per-game AI knowledge beyond the State's playout and evaluation hooks: how much each
// level searches, and an optional hand-written strategy that replaces the search for a
// level (for example an "easy" player that follows simple rules a person would).
// A game registers its profile from its own folder with LUDOTECA_REGISTER_AI_PROFILE.

#include <array>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>

#include "ludoteca/ai/search.h"

namespace ludoteca::ai {

// How a level searches: its budget, how it picks among the searched moves (a move with n
// visits drawn with weight n^(1 / temperature); 0 takes the most visited), whether its
// playouts use the game's policy, and after how many plies a playout asks the state's
// evaluation instead (SearchSettings::playoutDepthLimit; -1 plays to the end).
struct LevelBudget {
    std::uint64_t iterations = 0;
    double temperature = 0.0;
    bool gamePolicy = true;
    int playoutDepthLimit = -1;
};

struct AiProfile {
    std::string gameId;
    // The game's own ladder, Beginner to Strong, in place of the generic budgets, where
    // those make steps too wide or too narrow for it (measured with ludoteca-cli ladder:
    // docs/ai.md). A level a strategy plays keeps its entry unused; Master searches as
    // Strong's entry says, for a time instead of its budget. Empty: generic.
    std::optional<std::array<LevelBudget, 5>> ladder;
    // Adjusts the budget of a level from Casual up, Master included, for this game (may be
    // empty). It runs after the ladder's entry has been applied.
    std::function<void(Level, const State &, SearchSettings &)> tuneLevel;
    // Plays a level's move without search: returns true and sets `action` when it decides;
    // false to let the search decide (may be empty). It is asked for every level, Master
    // as Strong.
    std::function<bool(Level, const State &, Rng &, Action &action)> strategy;
    // Iterations per position of a game review where kReviewIterations would keep the
    // player waiting far longer than in the other games (0: kReviewIterations).
    std::uint64_t reviewIterations = 0;
};

class AiProfiles {
public:
    static const AiProfile *find(std::string_view gameId);
    static bool add(AiProfile (*make)());
};

} // namespace ludoteca::ai

#define LUDOTECA_REGISTER_AI_PROFILE(makeProfileFunction)                                                              \
    namespace {                                                                                                        \
    [[maybe_unused]] const bool ludotecaAiProfile_##makeProfileFunction =                                              \
        ::ludoteca::ai::AiProfiles::add(&makeProfileFunction);                                                         \
    }
