#pragma once
// Precomputed steps of the polar board, shared by move generation (0-based cells).

#include <array>
#include <cstdint>

#include "ludoteca/games/circular_chess.h"

namespace ludoteca::games::circular_chess {

struct Tables {
    // next[cell][direction]: the cell one step away, -1 off the board; turn: the direction
    // to keep going (different from `direction` only after crossing the pole).
    std::array<std::array<std::int8_t, 8>, kCells> next;
    std::array<std::array<std::int8_t, 8>, kCells> turn;
    std::array<std::array<std::int8_t, 8>, kCells> knight;
    std::array<std::int8_t, kCells> knightCount;
    std::array<std::array<std::int8_t, 8>, kCells> king;
    std::array<std::int8_t, kCells> kingCount;
};

extern const Tables kTables;

} // namespace ludoteca::games::circular_chess
