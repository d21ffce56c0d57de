#pragma once
// Per-game AI knowledge beyond the State's playout and evaluation hooks: how much each
// level searches, and an optional hand-written strategy that replaces the search for a
// level (for example an "easy" player that follows simple rules a person would).
// A game registers its profile from its own folder with LUDOTECA_REGISTER_AI_PROFILE.

#include <functional>
#include <string>
#include <string_view>

#include "ludoteca/ai/search.h"

namespace ludoteca::ai {

struct AiProfile {
    std::string gameId;
    // Adjusts the generic budget of a level for this game (may be empty).
    std::function<void(Level, const State &, SearchSettings &)> tuneLevel;
    // Plays a level without search: returns true and sets `action` when it decides;
    // false to let the search decide (may be empty).
    std::function<bool(Level, const State &, Rng &, Action &action)> strategy;
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
