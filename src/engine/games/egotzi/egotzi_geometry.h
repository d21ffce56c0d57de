#pragma once
// Fixed tables of the square boards Egotzi is played on (5x5 to 9x9): file, rank and the
// orthogonal neighbours of every cell, so the hot paths never divide or test edges.

#include <array>
#include <cstdint>

namespace ludoteca::games::egotzi {

inline constexpr int kMaxSide = 9;
inline constexpr int kMaxCells = kMaxSide * kMaxSide;

struct Geometry {
    std::array<std::int8_t, kMaxCells> file {};
    std::array<std::int8_t, kMaxCells> rank {};
    std::array<std::uint16_t, kMaxCells> fileBit {};                // 1 << file: the cell in its rank's mask
    std::array<std::uint16_t, kMaxCells> rankBit {};                // 1 << rank: the cell in its file's mask
    std::array<std::array<std::int8_t, 4>, kMaxCells> neighbors {}; // -1 past the edge
};

constexpr Geometry makeGeometry(int side)
{
    Geometry geometry;
    for (int cell = 0; cell < side * side; ++cell) {
        const int file = cell % side;
        const int rank = cell / side;
        const auto i = static_cast<std::size_t>(cell);
        geometry.file[i] = static_cast<std::int8_t>(file);
        geometry.rank[i] = static_cast<std::int8_t>(rank);
        geometry.fileBit[i] = static_cast<std::uint16_t>(1u << file);
        geometry.rankBit[i] = static_cast<std::uint16_t>(1u << rank);
        geometry.neighbors[i] = {static_cast<std::int8_t>(file + 1 < side ? cell + 1 : -1),
                                 static_cast<std::int8_t>(file > 0 ? cell - 1 : -1),
                                 static_cast<std::int8_t>(rank + 1 < side ? cell + side : -1),
                                 static_cast<std::int8_t>(rank > 0 ? cell - side : -1)};
    }
    return geometry;
}

inline constexpr std::array<Geometry, kMaxSide + 1> kGeometries = [] {
    std::array<Geometry, kMaxSide + 1> all {};
    for (int side = 1; side <= kMaxSide; ++side)
        all[static_cast<std::size_t>(side)] = makeGeometry(side);
    return all;
}();

inline const Geometry &geometry(int side) { return kGeometries[static_cast<std::size_t>(side)]; }

} // namespace ludoteca::games::egotzi
