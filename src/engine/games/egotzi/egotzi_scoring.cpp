// Egotzi: groups, scores and the result.

#include <algorithm>
#include <map>

#include "egotzi_geometry.h"
#include "ludoteca/games/egotzi.h"

namespace ludoteca::games::egotzi {

namespace {

int colorIndex(EgotziState::Color color) { return color == EgotziState::Color::Black ? 0 : 1; }

} // namespace

void EgotziState::summarizeGroups(GroupSummary &summary) const
{
    // Flood fill with a fixed stack: no allocation, each cell visited once.
    std::array<bool, kMaxCells> seen {};
    std::array<std::int8_t, kMaxCells> stack {};
    for (int start = 0; start < cells_; ++start) {
        const auto color = board_[static_cast<std::size_t>(start)];
        if (color == 0 || seen[static_cast<std::size_t>(start)])
            continue;
        int top = 0;
        int groupSize = 0;
        stack[static_cast<std::size_t>(top++)] = static_cast<std::int8_t>(start);
        seen[static_cast<std::size_t>(start)] = true;
        while (top > 0) {
            const int cell = stack[static_cast<std::size_t>(--top)];
            ++groupSize;
            for (const int n : geometry_->neighbors[static_cast<std::size_t>(cell)]) {
                if (n < 0)
                    continue;
                const auto un = static_cast<std::size_t>(n);
                if (!seen[un] && board_[un] == color) {
                    seen[un] = true;
                    stack[static_cast<std::size_t>(top++)] = static_cast<std::int8_t>(n);
                }
            }
        }
        const int index = color == static_cast<std::uint8_t>(Color::Black) ? 0 : 1;
        ++summary.count[index][static_cast<std::size_t>(groupSize)];
        if (groupSize > summary.largest[index])
            summary.largest[index] = groupSize;
        summary.squares[index] += groupSize * groupSize;
    }
}

int EgotziState::standardFinalLargest(const GroupSummary &summary, int index) const
{
    // Removing equal-sized pairs leaves, for every size, the surplus of the colour with
    // more groups of that size; so the order of removal never matters.
    for (int s = cells_; s >= 1; --s)
        if (summary.count[index][static_cast<std::size_t>(s)] > summary.count[index ^ 1][static_cast<std::size_t>(s)])
            return s;
    return 0;
}

int EgotziState::colorScore(Color color) const
{
    GroupSummary summary;
    summarizeGroups(summary);
    const int index = colorIndex(color);
    if (variant_ == Variant::Squared)
        return summary.squares[index] + (color == Color::White ? komi_ : 0);
    if (emptyCount_ == 0)
        return standardFinalLargest(summary, index);
    return summary.largest[index];
}

int EgotziState::winningSeat() const
{
    GroupSummary summary;
    summarizeGroups(summary);
    Color winner = Color::Empty;
    if (variant_ == Variant::Squared) {
        const int black = summary.squares[0];
        const int white = summary.squares[1] + komi_;
        if (black == white)
            return -1;
        winner = black > white ? Color::Black : Color::White;
    } else {
        const int black = standardFinalLargest(summary, 0);
        const int white = standardFinalLargest(summary, 1);
        if (black == white) // both 0: nothing is left, so whoever placed last loses
            return toMove_;
        winner = black > white ? Color::Black : Color::White;
    }
    return seatColor(0) == winner ? 0 : 1;
}

std::vector<EgotziState::Group> EgotziState::groups() const
{
    std::vector<Group> groups;
    std::array<bool, kMaxCells> seen {};
    for (int start = 0; start < cells_; ++start) {
        if (at(start) == Color::Empty || seen[static_cast<std::size_t>(start)])
            continue;
        Group &group = groups.emplace_back();
        group.color = at(start);
        std::vector<int> stack {start};
        seen[static_cast<std::size_t>(start)] = true;
        while (!stack.empty()) {
            const int cell = stack.back();
            stack.pop_back();
            group.cells.push_back(cell);
            for (const int n : geometry_->neighbors[static_cast<std::size_t>(cell)])
                if (n >= 0 && !seen[static_cast<std::size_t>(n)] && at(n) == group.color) {
                    seen[static_cast<std::size_t>(n)] = true;
                    stack.push_back(n);
                }
        }
        std::sort(group.cells.begin(), group.cells.end());
    }
    if (variant_ == Variant::Squared || emptyCount_ > 0)
        return groups;

    // Per size, pair black and white groups off in board order.
    std::map<std::size_t, std::vector<std::size_t>> bySize[2];
    for (std::size_t i = 0; i < groups.size(); ++i)
        bySize[colorIndex(groups[i].color)][groups[i].cells.size()].push_back(i);
    int tag = 0;
    for (auto &[groupSize, blacks] : bySize[0]) {
        const auto &whites = bySize[1][groupSize];
        for (std::size_t k = 0; k < std::min(blacks.size(), whites.size()); ++k) {
            ++tag;
            for (const std::size_t index : {blacks[k], whites[k]}) {
                groups[index].removed = true;
                groups[index].pairTag = tag;
            }
        }
    }
    std::size_t largest = 0;
    for (const Group &g : groups)
        if (!g.removed)
            largest = std::max(largest, g.cells.size());
    for (Group &g : groups)
        g.winning = !g.removed && g.cells.size() == largest;
    return groups;
}

std::vector<double> EgotziState::scores() const
{
    return {static_cast<double>(colorScore(seatColor(0))), static_cast<double>(colorScore(seatColor(1)))};
}

std::vector<int> EgotziState::winners() const
{
    if (emptyCount_ > 0)
        return {};
    const int seat = winningSeat();
    if (seat < 0)
        return {0, 1};
    return {seat};
}

void EgotziState::rewards(std::span<double> out) const
{
    // Same values as the default, without building the winners list in every playout.
    out[0] = out[1] = 0.0;
    if (emptyCount_ > 0)
        return;
    const int seat = winningSeat();
    if (seat < 0)
        out[0] = out[1] = 0.5;
    else
        out[static_cast<std::size_t>(seat)] = 1.0;
}

} // namespace ludoteca::games::egotzi
