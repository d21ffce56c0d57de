#pragma once
// Fixed tables of the hexagonal boards (4 to 8 cells a side): coordinates, neighbours,
// border flags and names of every cell, built once per size.

#include <array>
#include <cstdint>
#include <string>

#include "ludoteca/games/wangzi.h"

namespace ludoteca::games::wangzi {

inline constexpr int kMaxCells = WangziState::kMaxCells;
inline constexpr int kMaxRows = 2 * WangziState::kMaxSize - 1;

// Steps in (number, row) coordinates; direction d and (d + 3) % 6 are opposite.
inline constexpr std::array<std::array<int, 2>, 6> kSteps {{{1, 0}, {1, 1}, {0, 1}, {-1, 0}, {-1, -1}, {0, -1}}};

struct Geometry {
    int size = 0;
    int cells = 0;
    std::array<std::int8_t, kMaxCells> number {};                    // 1-based, as written
    std::array<std::int8_t, kMaxCells> row {};                       // 0 for A
    std::array<std::array<std::int16_t, 6>, kMaxCells> neighbors {}; // -1 past the edge
    // The neighbours twice over, so that the six from any direction d are d .. d + 5.
    std::array<std::array<std::int16_t, 12>, kMaxCells> neighborsTwice {};
    std::array<bool, kMaxCells> border {};
    // Steps from the cell to the nearest border cell (0 on the border).
    std::array<std::int8_t, kMaxCells> borderDistance {};
    // The neighbours ordered from the farthest from the border to the nearest, so that a
    // search stacking them in this order goes on to the nearest first; the cell itself
    // stands for those past the edge (a search has met it already).
    std::array<std::array<std::int16_t, 6>, kMaxCells> towardBorder {};
    // The neighbours in order, the cell itself standing for those past the edge.
    std::array<std::array<std::int16_t, 6>, kMaxCells> ring {};
    // Around a cell and its neighbour in direction d: the 8 cells that touch either, in
    // order, each a neighbour of the next and the last of the first; the cell itself
    // stands for those past the edge.
    std::array<std::array<std::array<std::int16_t, 8>, 6>, kMaxCells> pairRing {};
    std::array<std::string, kMaxCells> names;
    std::array<std::array<std::int16_t, kMaxRows + 2>, kMaxRows> index {}; // [row][number], -1 off board
    std::array<int, 6> corners {};
};

// The first and last numbers of a row.
inline int rowFirst(int size, int row) { return row < size ? 1 : row - size + 2; }
inline int rowLast(int size, int row) { return row < size ? size + row : 2 * size - 1; }

const Geometry &geometry(int size);

} // namespace ludoteca::games::wangzi
