// Egotzi: playing a move (placing, pushing the neighbours away) and taking it back.
// The hot path of every playout, kept in one file so that it inlines.

#include <bit>

#include "egotzi_geometry.h"
#include "ludoteca/games/egotzi.h"

namespace ludoteca::games::egotzi {

namespace {

struct LineTarget {
    int index = -1; // position on the line, -1 when the stone stays
    bool wrapped = false;
};

// The two neighbours of position `i` on a line whose occupied positions are `occupied`
// (the new stone at `i` included), `full` marking the positions on the board. `up` is
// the neighbour at i + 1 pushed towards higher positions, `down` the one at i - 1.
inline void lineTargets(unsigned occupied, int i, unsigned full, LineTarget &up, LineTarget &down)
{
    const unsigned empty = ~occupied & full;
    if (((occupied >> (i + 1)) & 1u) != 0) {
        // First empty cell beyond the neighbour, else the farthest one behind it.
        if (const unsigned ahead = empty & (~0u << (i + 2)); ahead != 0)
            up = {std::countr_zero(ahead), false};
        else if (const unsigned behind = empty & ((1u << (i + 1)) - 1); behind != 0)
            up = {std::countr_zero(behind), true};
    }
    if (i >= 1 && ((occupied >> (i - 1)) & 1u) != 0) {
        if (const unsigned ahead = empty & ((1u << (i - 1)) - 1); ahead != 0)
            down = {static_cast<int>(std::bit_width(ahead)) - 1, false};
        else if (const unsigned behind = empty & (~0u << i); behind != 0)
            down = {static_cast<int>(std::bit_width(behind)) - 1, true};
    }
    // Same target: the stone that wrapped stays (two wrapped stones never share one,
    // and stones on different lines never do).
    if (up.index >= 0 && up.index == down.index) {
        if (up.wrapped)
            up.index = -1;
        else
            down.index = -1;
    }
}

} // namespace

void EgotziState::setStone(int cell, Color color)
{
    const auto c = static_cast<std::size_t>(cell);
    board_[c] = static_cast<std::uint8_t>(color);
    rankMask_[static_cast<std::size_t>(geometry_->rank[c])] |= geometry_->fileBit[c];
    fileMask_[static_cast<std::size_t>(geometry_->file[c])] |= geometry_->rankBit[c];
}

void EgotziState::clearStone(int cell)
{
    const auto c = static_cast<std::size_t>(cell);
    board_[c] = 0;
    rankMask_[static_cast<std::size_t>(geometry_->rank[c])] ^= geometry_->fileBit[c];
    fileMask_[static_cast<std::size_t>(geometry_->file[c])] ^= geometry_->rankBit[c];
}

void EgotziState::moveStone(int from, int to)
{
    const auto color = static_cast<Color>(board_[static_cast<std::size_t>(from)]);
    clearStone(from);
    setStone(to, color);
}

int EgotziState::removeEmpty(int cell)
{
    const auto slot = emptySlot_[static_cast<std::size_t>(cell)];
    const auto last = emptyList_[static_cast<std::size_t>(--emptyCount_)];
    emptyList_[static_cast<std::size_t>(slot)] = last;
    emptySlot_[static_cast<std::size_t>(last)] = slot;
    return slot;
}

void EgotziState::restoreEmpty(int cell, int slot)
{
    // Exactly reverses removeEmpty(cell), which returned `slot`.
    const auto moved = emptyList_[static_cast<std::size_t>(slot)];
    emptyList_[static_cast<std::size_t>(emptyCount_)] = moved;
    emptySlot_[static_cast<std::size_t>(moved)] = static_cast<std::int8_t>(emptyCount_);
    emptyList_[static_cast<std::size_t>(slot)] = static_cast<std::int8_t>(cell);
    emptySlot_[static_cast<std::size_t>(cell)] = static_cast<std::int8_t>(slot);
    ++emptyCount_;
}

void EgotziState::addEmpty(int cell)
{
    emptyList_[static_cast<std::size_t>(emptyCount_)] = static_cast<std::int8_t>(cell);
    emptySlot_[static_cast<std::size_t>(cell)] = static_cast<std::int8_t>(emptyCount_);
    ++emptyCount_;
}

int EgotziState::findPushes(int placed, std::array<Push, 4> &out) const
{
    const auto p = static_cast<std::size_t>(placed);
    const int file = geometry_->file[p];
    const int rank = geometry_->rank[p];
    const unsigned full = (1u << size_) - 1;

    // Every target is found on the board with the new stone placed, before anything moves.
    LineTarget east, west, north, south;
    lineTargets(rankMask_[static_cast<std::size_t>(rank)] | geometry_->fileBit[p], file, full, east, west);
    lineTargets(fileMask_[static_cast<std::size_t>(file)] | geometry_->rankBit[p], rank, full, north, south);

    int count = 0;
    const int rowStart = rank * size_;
    if (east.index >= 0)
        out[static_cast<std::size_t>(count++)] = {placed + 1, rowStart + east.index, east.wrapped};
    if (west.index >= 0)
        out[static_cast<std::size_t>(count++)] = {placed - 1, rowStart + west.index, west.wrapped};
    if (north.index >= 0)
        out[static_cast<std::size_t>(count++)] = {placed + size_, north.index * size_ + file, north.wrapped};
    if (south.index >= 0)
        out[static_cast<std::size_t>(count++)] = {placed - size_, south.index * size_ + file, south.wrapped};
    return count;
}

void EgotziState::pushStones(int placed, UndoRecord &record)
{
    std::array<Push, 4> pushes;
    const int count = findPushes(placed, pushes);
    // Targets were empty and sources full, so moving one by one is moving all at once.
    for (int m = 0; m < count; ++m) {
        const auto i = static_cast<std::size_t>(m);
        const Push &push = pushes[i];
        record.from[i] = static_cast<std::int8_t>(push.from);
        record.to[i] = static_cast<std::int8_t>(push.to);
        record.targetSlot[i] = static_cast<std::int8_t>(removeEmpty(push.to));
        addEmpty(push.from);
        moveStone(push.from, push.to);
    }
    record.moves = static_cast<std::int8_t>(count);
}

std::vector<EgotziState::Push> EgotziState::pushesFor(int cell) const
{
    if (cell < 0 || cell >= cells_ || at(cell) != Color::Empty)
        return {};
    std::array<Push, 4> pushes;
    const int count = findPushes(cell, pushes);
    return {pushes.begin(), pushes.begin() + count};
}

std::vector<EgotziState::Push> EgotziState::lastPushes() const
{
    if (undo_.empty() || undo_.back().cell < 0)
        return {};
    const UndoRecord &record = undo_.back();
    std::vector<Push> pushes;
    for (int m = 0; m < record.moves; ++m) {
        const auto i = static_cast<std::size_t>(m);
        // A wrapped stone crossed the placed one: it ends on the other side of it.
        const int from = record.from[i];
        const int to = record.to[i];
        const bool wrapped = (from < record.cell) != (to < record.cell);
        pushes.push_back({from, to, wrapped});
    }
    return pushes;
}

void EgotziState::doApply(Action action)
{
    UndoRecord &record = undo_.emplace_back();
    if (action == kSwapAction) {
        swapped_ = true;
        record.cell = -1;
    } else {
        record.cell = static_cast<std::int8_t>(action);
        record.placedSlot = static_cast<std::int8_t>(removeEmpty(action));
        setStone(action, seatColor(toMove_));
        pushStones(action, record);
    }
    toMove_ ^= 1;
}

void EgotziState::doUndo(Action)
{
    const UndoRecord &record = undo_.back();
    toMove_ ^= 1;
    if (record.cell < 0) {
        swapped_ = false;
    } else {
        for (int m = record.moves - 1; m >= 0; --m) {
            const auto i = static_cast<std::size_t>(m);
            moveStone(record.to[i], record.from[i]);
            --emptyCount_; // `from` was the last cell added to the list
            restoreEmpty(record.to[i], record.targetSlot[i]);
        }
        clearStone(record.cell);
        restoreEmpty(record.cell, record.placedSlot);
    }
    undo_.pop_back();
}

} // namespace ludoteca::games::egotzi
