// The hexagonal boards' tables, built on first use for each size.

#include "wangzi_geometry.h"

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
    const auto at = [&g](int row, int number) {
        return static_cast<int>(g.index[static_cast<std::size_t>(row)][static_cast<std::size_t>(number)]);
    };
    const int middle = size - 1;
    const int top = rows - 1;
    g.corners = {at(0, 1), at(0, size), at(middle, 1), at(middle, 2 * size - 1),
                 at(top, rowFirst(size, top)), at(top, 2 * size - 1)};
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
