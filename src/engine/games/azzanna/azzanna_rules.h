#pragma once
// Azzanna's board arithmetic on 64-bit masks, shared by the state and the AI: adjacency,
// the pigs' run, and the maximal bite sets. Cells are file * 8 + rank (see azzanna.h).

#include <array>
#include <bit>
#include <cstdint>

#include "ludoteca/core/random.h"
#include "ludoteca/games/azzanna.h"

namespace ludoteca::games::azzanna {

inline constexpr std::uint64_t bit(int cell) { return std::uint64_t {1} << cell; }

inline constexpr std::uint64_t kRank1 = 0x0101010101010101ULL; // rank 0 of every file
inline constexpr std::uint64_t kRank8 = 0x8080808080808080ULL;
inline constexpr std::uint64_t kFileA = 0x00000000000000FFULL;
inline constexpr std::uint64_t kFileH = 0xFF00000000000000ULL;
inline constexpr std::uint64_t kFrame = kRank1 | kRank8 | kFileA | kFileH;

// The cells around every cell of `mask`, plus `mask` itself.
inline constexpr std::uint64_t dilate(std::uint64_t mask)
{
    const std::uint64_t column = mask | ((mask << 1) & ~kRank1) | ((mask >> 1) & ~kRank8);
    return column | (column << 8) | (column >> 8);
}

inline constexpr std::array<std::uint64_t, kCells> makeNeighbours()
{
    std::array<std::uint64_t, kCells> table {};
    for (int cell = 0; cell < kCells; ++cell)
        table[static_cast<std::size_t>(cell)] = dilate(bit(cell)) & ~bit(cell);
    return table;
}

// The eight (or fewer, at the edge) cells around each cell.
inline constexpr std::array<std::uint64_t, kCells> kNeighbours = makeNeighbours();

inline std::uint64_t neighbours(int cell) { return kNeighbours[static_cast<std::size_t>(cell)]; }

inline int lowestCell(std::uint64_t mask) { return std::countr_zero(mask); }
inline int highestCell(std::uint64_t mask) { return 63 - std::countl_zero(mask); }
inline int countCells(std::uint64_t mask) { return std::popcount(mask); }

// One cell of a non-empty `mask`, each as likely.
inline int randomCell(std::uint64_t mask, Rng &rng)
{
    for (std::uint32_t n = rng.below(static_cast<std::uint32_t>(countCells(mask))); n > 0; --n)
        mask &= mask - 1;
    return lowestCell(mask);
}

// The next cell from `cell` going `direction`, or -1 off the board.
inline constexpr int stepCell(int cell, Direction direction)
{
    switch (direction) {
    case Direction::North:
        return (cell & 7) == 7 ? -1 : cell + 1;
    case Direction::South:
        return (cell & 7) == 0 ? -1 : cell - 1;
    case Direction::East:
        return cell >= 56 ? -1 : cell + 8;
    case Direction::West:
        return cell < 8 ? -1 : cell - 8;
    }
    return -1;
}

inline constexpr std::array<std::array<std::uint64_t, kCells>, 4> makeRays()
{
    std::array<std::array<std::uint64_t, kCells>, 4> table {};
    for (int d = 0; d < 4; ++d)
        for (int cell = 0; cell < kCells; ++cell)
            for (int next = stepCell(cell, static_cast<Direction>(d)); next >= 0;
                 next = stepCell(next, static_cast<Direction>(d)))
                table[static_cast<std::size_t>(d)][static_cast<std::size_t>(cell)] |= bit(next);
    return table;
}

// The cells beyond each cell in each direction, up to the edge.
inline constexpr std::array<std::array<std::uint64_t, kCells>, 4> kRays = makeRays();

inline std::uint64_t ray(Direction direction, int cell)
{
    return kRays[static_cast<std::size_t>(direction)][static_cast<std::size_t>(cell)];
}

// Where a pig on `cell` stops going `direction`: just before the first occupied cell, or at
// the edge. North and east the cells of a ray grow, south and west they shrink.
inline int slideEnd(int cell, Direction direction, std::uint64_t occupied)
{
    const std::uint64_t path = ray(direction, cell);
    const std::uint64_t blockers = path & occupied;
    switch (direction) {
    case Direction::North:
        return blockers ? lowestCell(blockers) - 1 : (path ? highestCell(path) : cell);
    case Direction::East:
        return blockers ? lowestCell(blockers) - 8 : (path ? highestCell(path) : cell);
    case Direction::South:
        return blockers ? highestCell(blockers) + 1 : (path ? lowestCell(path) : cell);
    case Direction::West:
        return blockers ? highestCell(blockers) + 8 : (path ? lowestCell(path) : cell);
    }
    return cell;
}

// Slides the standing pigs of `pigs` (lying ones stay) as the run rule says and returns
// the new pig mask; `obstacles` are the trees and vegetables.
std::uint64_t runPigs(std::uint64_t pigs, std::uint64_t lying, std::uint64_t obstacles, Direction direction);

// The cells where a vegetable placed now could be bitten after one run of the Pack in some
// direction: next to where a pig ends, or on a pig's way (it would stop next to it).
std::uint64_t runReach(std::uint64_t pigs, std::uint64_t lying, std::uint64_t obstacles);

// The pigs that can bite one kind of vegetable and what each can reach.
struct BiteGraph {
    std::array<std::int8_t, kPigs> pig {};
    std::array<std::uint64_t, kPigs> reach {}; // adjacent vegetables of the kind
    std::array<std::uint64_t, kPigs> later {}; // what the pigs after this one reach
    int count = 0;

    BiteGraph(std::uint64_t biters, std::uint64_t vegetables)
    {
        for (std::uint64_t rest = biters; rest; rest &= rest - 1) {
            const int cell = lowestCell(rest);
            const std::uint64_t adjacent = neighbours(cell) & vegetables;
            if (adjacent && count < kPigs) {
                pig[static_cast<std::size_t>(count)] = static_cast<std::int8_t>(cell);
                reach[static_cast<std::size_t>(count)] = adjacent;
                ++count;
            }
        }
        std::uint64_t union_ = 0;
        for (int i = count - 1; i >= 0; --i) {
            later[static_cast<std::size_t>(i)] = union_;
            union_ |= reach[static_cast<std::size_t>(i)];
        }
    }
};

// Visits every maximal matching of the graph in a fixed order: for each pig in cell order,
// its adjacent vegetables in cell order, then "none". `choice[i]` is the vegetable of pig i
// or -1. A pig may bite nothing only if all its vegetables are taken by others, so "none"
// is cut as soon as one of them is free and no later pig reaches it. `visit` returns false
// to stop; the function returns false when stopped.
template <class Visit>
bool forEachMaximalBite(const BiteGraph &graph, int index, std::uint64_t used, std::array<std::int8_t, kPigs> &choice,
                        Visit &visit)
{
    if (index == graph.count) {
        for (int i = 0; i < graph.count; ++i)
            if (choice[static_cast<std::size_t>(i)] < 0 && (graph.reach[static_cast<std::size_t>(i)] & ~used))
                return true; // not maximal: that pig could still bite
        return visit(choice);
    }
    const auto at = static_cast<std::size_t>(index);
    for (std::uint64_t free = graph.reach[at] & ~used; free; free &= free - 1) {
        const int vegetable = lowestCell(free);
        choice[at] = static_cast<std::int8_t>(vegetable);
        if (!forEachMaximalBite(graph, index + 1, used | bit(vegetable), choice, visit))
            return false;
    }
    if ((graph.reach[at] & ~used & ~graph.later[at]) == 0) {
        choice[at] = -1;
        if (!forEachMaximalBite(graph, index + 1, used, choice, visit))
            return false;
    }
    return true;
}

template <class Visit>
bool forEachMaximalBite(const BiteGraph &graph, Visit visit)
{
    std::array<std::int8_t, kPigs> choice {};
    return forEachMaximalBite(graph, 0, 0, choice, visit);
}

inline int countMaximalBites(const BiteGraph &graph)
{
    int total = 0;
    forEachMaximalBite(graph, [&total](const std::array<std::int8_t, kPigs> &) {
        ++total;
        return true;
    });
    return total;
}

// The largest number of vegetables of `vegetables` that the pigs `biters` can bite at once
// (a maximum matching, by augmenting paths; five pigs at most).
int maxBites(std::uint64_t biters, std::uint64_t vegetables);

} // namespace ludoteca::games::azzanna
