// The hexagonal boards' tables, built on first use for each size.

#include "wangzi_geometry.h"

#include <algorithm>

namespace ludoteca::games::wangzi {

namespace {

Geometry build(int size)
{
    Geometry g;
    g.size = size;
    const int rows = 2 * size - 1;
    for (auto &line : g.index)
        line.fill(-1);
    int cell = 0;
    for (int row = 0; row < rows; ++row) {
        for (int number = rowFirst(size, row); number <= rowLast(size, row); ++number) {
            const auto i = static_cast<std::size_t>(cell);
            g.number[i] = static_cast<std::int8_t>(number);
            g.row[i] = static_cast<std::int8_t>(row);
            g.names[i] = std::string(1, static_cast<char>('A' + row)) + std::to_string(number);
            g.index[static_cast<std::size_t>(row)][static_cast<std::size_t>(number)] = static_cast<std::int16_t>(cell);
            ++cell;
        }
    }
    g.cells = cell;
    for (int c = 0; c < g.cells; ++c) {
        const auto i = static_cast<std::size_t>(c);
        int count = 0;
        for (std::size_t d = 0; d < 6; ++d) {
            const int number = g.number[i] + kSteps[d][0];
            const int row = g.row[i] + kSteps[d][1];
            std::int16_t next = -1;
            if (row >= 0 && row < rows && number >= rowFirst(size, row) && number <= rowLast(size, row))
                next = g.index[static_cast<std::size_t>(row)][static_cast<std::size_t>(number)];
            g.neighbors[i][d] = next;
            count += next >= 0 ? 1 : 0;
        }
        g.border[i] = count < 6;
    }
    // Distances by a breadth-first search from every border cell at once.
    std::array<std::int16_t, kMaxCells> queue {};
    int queued = 0;
    for (int c = 0; c < g.cells; ++c) {
        g.borderDistance[static_cast<std::size_t>(c)] =
            static_cast<std::int8_t>(g.border[static_cast<std::size_t>(c)] ? 0 : -1);
        if (g.border[static_cast<std::size_t>(c)])
            queue[static_cast<std::size_t>(queued++)] = static_cast<std::int16_t>(c);
    }
    for (int i = 0; i < queued; ++i) {
        const auto c = static_cast<std::size_t>(queue[static_cast<std::size_t>(i)]);
        for (const int next : g.neighbors[c]) {
            if (next < 0 || g.borderDistance[static_cast<std::size_t>(next)] >= 0)
                continue;
            g.borderDistance[static_cast<std::size_t>(next)] = static_cast<std::int8_t>(g.borderDistance[c] + 1);
            queue[static_cast<std::size_t>(queued++)] = static_cast<std::int16_t>(next);
        }
    }
    const auto distance = [&g](int cell) { return cell < 0 ? -1 : g.borderDistance[static_cast<std::size_t>(cell)]; };
    for (int c = 0; c < g.cells; ++c) {
        auto &order = g.towardBorder[static_cast<std::size_t>(c)];
        order = g.neighbors[static_cast<std::size_t>(c)];
        std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return distance(a) > distance(b); });
        for (auto &next : order)
            next = next < 0 ? static_cast<std::int16_t>(c) : next;
        for (std::size_t d = 0; d < 12; ++d)
            g.neighborsTwice[static_cast<std::size_t>(c)][d] = g.neighbors[static_cast<std::size_t>(c)][d % 6];
    }
    for (int c = 0; c < g.cells; ++c) {
        const auto &around = g.neighbors;
        for (int d = 0; d < 6; ++d) {
            const int second = around[static_cast<std::size_t>(c)][static_cast<std::size_t>(d)];
            if (second < 0)
                continue;
            const auto step = [&](int cell, int turn) {
                return around[static_cast<std::size_t>(cell)][static_cast<std::size_t>((d + turn) % 6)];
            };
            auto &ring = g.pairRing[static_cast<std::size_t>(c)][static_cast<std::size_t>(d)];
            for (int turn = 1; turn <= 5; ++turn)
                ring[static_cast<std::size_t>(turn - 1)] = step(c, turn);
            ring[5] = step(second, 5);
            ring[6] = step(second, 0);
            ring[7] = step(second, 1);
            for (auto &cell : ring)
                cell = cell < 0 ? static_cast<std::int16_t>(c) : cell;
        }
        for (int d = 0; d < 6; ++d) {
            const auto next = around[static_cast<std::size_t>(c)][static_cast<std::size_t>(d)];
            g.ring[static_cast<std::size_t>(c)][static_cast<std::size_t>(d)] =
                next < 0 ? static_cast<std::int16_t>(c) : next;
        }
    }
    const auto at = [&g](int row, int number) {
        return static_cast<int>(g.index[static_cast<std::size_t>(row)][static_cast<std::size_t>(number)]);
    };
    const int middle = size - 1;
    const int top = rows - 1;
    g.corners = {at(0, 1),
                 at(0, size),
                 at(middle, 1),
                 at(middle, 2 * size - 1),
                 at(top, rowFirst(size, top)),
                 at(top, 2 * size - 1)};
    return g;
}

const std::array<Geometry, WangziState::kMaxSize + 1> &allGeometries()
{
    static const auto tables = [] {
        std::array<Geometry, WangziState::kMaxSize + 1> all {};
        for (int size = WangziState::kMinSize; size <= WangziState::kMaxSize; ++size)
            all[static_cast<std::size_t>(size)] = build(size);
        return all;
    }();
    return tables;
}

} // namespace

const Geometry &geometry(int size) { return allGeometries()[static_cast<std::size_t>(size)]; }

} // namespace ludoteca::games::wangzi
