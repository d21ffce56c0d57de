#pragma once
// The analysis of one position as the protocol's `analyse` and `ludoteca-cli analyse`
// print it (docs/protocol.md): ply, seat to move, every seat's value and the best moves.

#include <cstdint>
#include <string>

#include "ludoteca/ai/search.h"
#include "ludoteca/core/state.h"

namespace ludoteca::cli {

// Generous ceilings so that a typo cannot make a search run for days.
inline constexpr std::uint64_t kMaxIterations = 1'000'000'000;
inline constexpr std::uint64_t kMaxMilliseconds = 3'600'000;
inline constexpr std::uint64_t kMaxTop = 1000;

// One line of JSON, members in the documented order; values rounded to four decimals.
std::string analysisJson(const State &position, const ai::Analysis &analysis);

} // namespace ludoteca::cli
