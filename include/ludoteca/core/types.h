#pragma once
// Basic vocabulary shared by every game and by the search.

#include <cstdint>

namespace ludoteca {

// A move (or a chance outcome) as a compact integer. Each game defines its own encoding;
// every action of a game lies in [0, State::maxActions()).
using Action = std::int32_t;

inline constexpr Action kInvalidAction = -1;

// Special values of State::currentPlayer(); seats are numbered from 0.
inline constexpr int kChancePlayer = -1;
inline constexpr int kTerminalPlayer = -2;

// The most seats any game of the collection has.
inline constexpr int kMaxPlayers = 6;

// A chance outcome and its weight: the probability is weight / sum of weights.
struct ChanceOutcome {
    Action action = kInvalidAction;
    int weight = 0;
};

} // namespace ludoteca
