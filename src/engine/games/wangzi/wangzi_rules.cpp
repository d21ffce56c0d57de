// Wang Zi: playing and taking back a move, territories, and the score.

#include <algorithm>
#include <bit>

#include "wangzi_geometry.h"

namespace ludoteca::games::wangzi {

std::unique_ptr<State> WangziState::clone() const
{
    auto copy = std::unique_ptr<WangziState>(new WangziState(*this));
    // A copied vector keeps only its size: reserve again so the copy never grows later.
    copy->territoryLog_.reserve(idx(kMaxCells));
    copy->lockLog_.reserve(idx(kMaxCells));
    copy->undo_.reserve(std::max(undo_.capacity(), idx((cells_ + 1) * kQuietLimit)));
    return copy;
}

void WangziState::doApply(Action action)
{
    Decoded move;
    decodeSteps(action, move);
    const int me = toMove_;
    UndoRecord record;
    record.prince = princeAt_[idx(move.from)];
    record.lastMoved = static_cast<std::int8_t>(lastMoved_);
    record.quietMoves = static_cast<std::uint8_t>(quietMoves_);
    record.hadMoves = hasMoves_;
    record.recheck = recheck_;
    record.territoryLog = static_cast<std::uint16_t>(territoryLog_.size());
    record.lockLog = static_cast<std::uint16_t>(lockLog_.size());
    record.from = static_cast<std::uint8_t>(move.from);
    record.first = static_cast<std::uint8_t>(move.first);
    record.second = static_cast<std::int16_t>(move.second);
    record.firstKind = static_cast<std::uint8_t>(move.firstKind);
    record.secondKind = static_cast<std::uint8_t>(move.secondKind);

    bool laidAny = false;
    const auto step = [&](int cell, int kind) {
        auto &tile = tiles_[idx(cell)];
        if (kind == Flip) {
            tile = static_cast<std::uint8_t>((tile & ~kOwnerMask) | (me + 1));
        } else if (kind != Pass) {
            tile = tileByte(me, kind);
            --supply_[idx(me)][idx(kind - 1)];
            laidAny = true;
        }
    };
    step(move.first, move.firstKind);
    int end = move.first;
    if (move.second >= 0) {
        step(move.second, move.secondKind);
        end = move.second;
    }
    const int prince = record.prince;
    princeAt_[idx(move.from)] = -1;
    princeAt_[idx(end)] = static_cast<std::int8_t>(prince);
    blocked_[idx(move.from)] = 0;
    blocked_[idx(end)] = 1;
    princeCell_[idx(prince)] = static_cast<std::int16_t>(end);

    // With a group to recheck, a changed cell may lie in that closed group: always look.
    const int changed1 = move.firstKind != Pass ? move.first : -1;
    const int changed2 = move.second >= 0 && move.secondKind != Pass ? move.second : -1;
    if (recheck_[idx(me)] != kNowhere)
        formTerritories(changed1, changed2);
    else if (const Ring ring = mayEncloseChanging(changed1, changed2); ring.arcs != 0)
        formTerritories(ring);
    // A flipped tile gives the opponent a cell that their own tiles may already close in.
    // Their move only takes cells from their candidates and locks none of the mover's
    // tiles, so a group open now is still open after it; only a closed one needs a look.
    recheck_[idx(me)] = kNowhere;
    if (recheck_[idx(1 - me)] != kWholeBoard) {
        const int flipped = move.firstKind == Flip        ? move.first
            : move.second >= 0 && move.secondKind == Flip ? move.second
                                                          : -1;
        if (flipped >= 0 && !opensForOpponent(flipped) && closedFor(1 - me, flipped))
            recheck_[idx(1 - me)] = static_cast<std::int16_t>(flipped);
    }

    lastMoved_ = prince;
    quietMoves_ = laidAny ? 0 : quietMoves_ + 1;
    toMove_ = 1 - me;
    undo_.push_back(record);
    refreshMoves();
}

void WangziState::doUndo(Action)
{
    const UndoRecord record = undo_.back();
    undo_.pop_back();
    const int me = 1 - toMove_;
    toMove_ = me;
    lastMoved_ = record.lastMoved;
    quietMoves_ = record.quietMoves;
    hasMoves_ = record.hadMoves;
    recheck_ = record.recheck;

    while (lockLog_.size() > record.lockLog) {
        tiles_[lockLog_.back()] = static_cast<std::uint8_t>(tiles_[lockLog_.back()] & ~kLockBit);
        lockLog_.pop_back();
    }
    while (territoryLog_.size() > record.territoryLog) {
        const TerritoryEntry entry = territoryLog_.back();
        territoryLog_.pop_back();
        const auto cell = idx(entry.cell);
        territory_[cell] = 0;
        blocked_[cell] = entry.prince >= 0 ? 1 : 0;
        --territoryCount_[idx(me)];
        tiles_[cell] = entry.tile;
        if ((entry.tile & kOwnerMask) != 0)
            --supply_[idx(me)][idx(((entry.tile >> 2) & 3) - 1)];
        if (entry.prince >= 0) {
            princeAt_[cell] = entry.prince;
            princeCell_[idx(entry.prince)] = static_cast<std::int16_t>(entry.cell);
            --captured_[idx(me)];
        }
    }

    const auto unstep = [&](int cell, int kind) {
        auto &tile = tiles_[idx(cell)];
        if (kind == Flip) {
            tile = static_cast<std::uint8_t>((tile & ~kOwnerMask) | (2 - me));
        } else if (kind != Pass) {
            tile = 0;
            ++supply_[idx(me)][idx(kind - 1)];
        }
    };
    if (record.second >= 0)
        unstep(record.second, record.secondKind);
    unstep(record.first, record.firstKind);
    const int prince = record.prince;
    const int end = princeCell_[idx(prince)];
    if (end >= 0) {
        princeAt_[idx(end)] = -1;
        blocked_[idx(end)] = 0;
    }
    princeAt_[idx(record.from)] = static_cast<std::int8_t>(prince);
    blocked_[idx(record.from)] = 1;
    princeCell_[idx(prince)] = static_cast<std::int16_t>(record.from);
}

// Before a move every group of the mover's candidate cells (neither their tiles nor
// territory) is open, unless there is one to recheck (recheck_). The move takes one cell
// or two neighbouring cells from its group. Around them runs a ring of cells (6 around
// one, 8 around two), each a neighbour of the next, so the pieces left each hold one or
// more arcs of candidates of that ring. A piece is open when one of its arcs holds a
// border cell or a locked tile; and a single arc around cells off the border keeps the
// group in one piece with its old opening. Otherwise a territory may have formed.
WangziState::Ring WangziState::mayEnclose(int cell1, int cell2) const
{
    const auto &g = *geometry_;
    const int me = toMove_ + 1;
    // Rings hold the changed cell for cells past the edge: the mover's tile, no candidate.
    const std::int16_t *ring = g.ring[idx(cell1)].data();
    int length = kDirections;
    bool onBorder = g.border[idx(cell1)];
    if (cell2 >= 0) {
        int toSecond = 0;
        while (g.neighbors[idx(cell1)][idx(toSecond)] != cell2)
            ++toSecond;
        ring = g.pairRing[idx(cell1)][idx(toSecond)].data();
        length = 8;
        onBorder = onBorder || g.border[idx(cell2)];
    }
    // The ring as bits: its candidates, and those of them that open their arc.
    unsigned candidates = 0;
    unsigned opening = 0;
    for (int i = 0; i < length; ++i) {
        const auto next = idx(ring[i]);
        // Bits, not booleans: the ring is read without branches.
        const unsigned candidate =
            static_cast<unsigned>(territory_[next] == 0) & static_cast<unsigned>((tiles_[next] & kOwnerMask) != me);
        const unsigned open =
            static_cast<unsigned>(g.border[next]) | static_cast<unsigned>((tiles_[next] & kLockBit) != 0);
        candidates |= candidate << i;
        opening |= (candidate & open) << i;
    }
    const unsigned all = (1U << length) - 1;
    if (candidates == all)
        return {}; // a whole ring of candidates: one piece, still open
    const auto turned = [&](unsigned bits, bool forward) {
        return (forward ? bits << 1 | bits >> (length - 1) : bits >> 1 | bits << (length - 1)) & all;
    };
    // An arc starts where a candidate follows a cell that is not one.
    const unsigned starts = candidates & ~turned(candidates, true);
    if (!onBorder && (starts & (starts - 1)) == 0)
        return {}; // at most one arc: the group stays in one piece with its old opening
    // Spread the openings along their arcs; an arc whose start they miss is closed.
    for (unsigned spread = opening;; opening = spread) {
        spread = opening | ((turned(opening, true) | turned(opening, false)) & candidates);
        if (spread == opening)
            break;
    }
    return {ring, starts & ~opening};
}

bool WangziState::mayEncloseByMove(Action action) const
{
    Decoded move;
    decodeSteps(action, move);
    return mayEncloseChanging(move.firstKind != Pass ? move.first : -1,
                              move.second >= 0 && move.secondKind != Pass ? move.second : -1)
               .arcs
        != 0;
}

WangziState::Ring WangziState::mayEncloseChanging(int changed1, int changed2) const
{
    if (changed1 >= 0)
        return mayEnclose(changed1, changed2);
    return changed2 >= 0 ? mayEnclose(changed2, -1) : Ring {};
}

// Whether the tile the mover just flipped on `cell` is, for the opponent, in an open group
// already: it is a border cell or locked, or one of its neighbours that is the opponent's
// candidate is. Then the flip closed nothing for them and needs no recheck.
bool WangziState::opensForOpponent(int cell) const
{
    const auto &g = *geometry_;
    const auto open = [&](int next) { return g.border[idx(next)] || (tiles_[idx(next)] & kLockBit) != 0; };
    if (open(cell))
        return true;
    const int them = 2 - toMove_;
    for (const int next : g.neighbors[idx(cell)])
        if (next >= 0 && territory_[idx(next)] == 0 && (tiles_[idx(next)] & kOwnerMask) != them && open(next))
            return true;
    return false;
}

struct WangziState::TerritoryCheck {
    Seen seen {};
    Group group;
    std::uint8_t search = 0; // each search starts on a new cell, so a byte numbers them all
};

void WangziState::closeGroupAt(TerritoryCheck &check, int start)
{
    static_assert(kMaxCells < 256);
    // A cell an earlier search met is in a group already settled: open, or captured.
    if (start < 0 || check.seen[idx(start)] != 0 || territory_[idx(start)] != 0
        || (tiles_[idx(start)] & kOwnerMask) == toMove_ + 1)
        return;
    bool open = false;
    const int size = growGroup(toMove_, start, ++check.search, check.seen, check.group, open);
    if (!open)
        captureGroup(check.group, size);
}

// Every group of cells that are neither the mover's tiles nor territory, with no border
// cell and no locked tile, becomes the mover's territory.
//
// A move only takes cells away from the mover's candidates (the cells it lays on or
// flips), so a group it closes touches one of them. The opponent's laying and territories
// never close a group of the mover (a piece cut off by their territory holds the locked
// tiles of its wall); only their flip of the mover's tile can, and that group holds the
// flipped cell (recheck_). So those few places are all there is to look at.
void WangziState::formTerritories(int changed1, int changed2)
{
    TerritoryCheck check;
    if (recheck_[idx(toMove_)] == kWholeBoard) {
        for (int start = 0; start < cells_; ++start)
            closeGroupAt(check, start);
        return;
    }
    closeGroupAt(check, recheck_[idx(toMove_)]);
    for (const int changed : {changed1, changed2})
        if (changed >= 0)
            for (const int start : geometry_->neighbors[idx(changed)])
                closeGroupAt(check, start);
}

// The cells around the changed ones are those of the ring, and an arc of candidates is
// connected, so one search from its first cell answers for the whole arc.
void WangziState::formTerritories(const Ring &ring)
{
    TerritoryCheck check;
    for (unsigned arcs = ring.arcs; arcs != 0; arcs &= arcs - 1)
        closeGroupAt(check, ring.cells[std::countr_zero(arcs)]);
}

// A depth-first search that goes on from the cell nearest the border: an open group (the
// usual case) is found open after a few steps instead of after most of its cells.
int WangziState::growGroup(int seat, int start, std::uint8_t search, Seen &seen, Group &group, bool &open) const
{
    const int me = seat + 1;
    const auto &g = *geometry_;
    const auto opening = [&](int cell) { return g.border[idx(cell)] || (tiles_[idx(cell)] & kLockBit) != 0; };
    open = opening(start);
    if (open)
        return 0;
    Group stack;
    int top = 0;
    int size = 0;
    seen[idx(start)] = search;
    group[idx(size++)] = static_cast<std::int16_t>(start);
    stack[idx(top++)] = static_cast<std::int16_t>(start);
    while (top > 0) {
        const int cell = stack[idx(--top)];
        for (const int next : g.towardBorder[idx(cell)]) {
            if (seen[idx(next)] == search || territory_[idx(next)] != 0 || (tiles_[idx(next)] & kOwnerMask) == me)
                continue;
            // A cell an earlier search left unclaimed lies in a group it found open.
            open = seen[idx(next)] != 0 || opening(next);
            if (open)
                return size;
            seen[idx(next)] = search;
            group[idx(size++)] = static_cast<std::int16_t>(next);
            stack[idx(top++)] = static_cast<std::int16_t>(next);
        }
    }
    return size;
}

bool WangziState::closedFor(int seat, int cell) const
{
    Seen seen {};
    Group group;
    bool open = false;
    growGroup(seat, cell, 1, seen, group, open);
    return !open;
}

void WangziState::captureGroup(const Group &group, int size)
{
    const int me = toMove_;
    for (int i = 0; i < size; ++i) {
        const int cell = group[idx(i)];
        const std::uint8_t tile = tiles_[idx(cell)];
        territoryLog_.push_back({static_cast<std::uint8_t>(cell), tile, princeAt_[idx(cell)]});
        territory_[idx(cell)] = static_cast<std::uint8_t>(me + 1);
        blocked_[idx(cell)] = 1;
        ++territoryCount_[idx(me)];
        if ((tile & kOwnerMask) != 0)
            ++supply_[idx(me)][idx(((tile >> 2) & 3) - 1)];
        tiles_[idx(cell)] = 0;
        if (const int prince = princeAt_[idx(cell)]; prince >= 0) {
            princeAt_[idx(cell)] = -1;
            princeCell_[idx(prince)] = -1;
            ++captured_[idx(me)];
        }
    }
    // The walls of the new territory can no longer be flipped.
    for (int i = 0; i < size; ++i) {
        for (const int next : geometry_->neighbors[idx(group[idx(i)])]) {
            if (next < 0)
                continue;
            auto &tile = tiles_[idx(next)];
            if ((tile & kOwnerMask) == me + 1 && (tile & kLockBit) == 0) {
                tile = static_cast<std::uint8_t>(tile | kLockBit);
                lockLog_.push_back(static_cast<std::uint8_t>(next));
            }
        }
    }
}

void WangziState::refreshBlocked()
{
    for (int cell = 0; cell < cells_; ++cell)
        blocked_[idx(cell)] = princeAt_[idx(cell)] >= 0 || territory_[idx(cell)] != 0 ? 1 : 0;
}

int WangziState::princeGoesTo(int cell) const
{
    const int prince = princeAt_[idx(cell)];
    if (prince < 0 || prince == lastMoved_)
        return -1;
    const int owner = tileOwner(cell);
    return owner < 0 ? -1 : 1 - owner;
}

int WangziState::princesAwarded(int seat) const
{
    int awarded = 0;
    for (int prince = 0; prince < kPrinces; ++prince)
        if (const int cell = princeCell_[idx(prince)]; cell >= 0 && princeGoesTo(cell) == seat)
            ++awarded;
    return awarded;
}

int WangziState::finalScore(int seat) const
{
    return territoryCount_[idx(seat)] + 2 * captured_[idx(seat)] + 2 * princesAwarded(seat);
}

std::vector<double> WangziState::scores() const
{
    if (isTerminal())
        return {static_cast<double>(finalScore(0)), static_cast<double>(finalScore(1))};
    return {static_cast<double>(territoryCount_[0] + 2 * captured_[0]),
            static_cast<double>(territoryCount_[1] + 2 * captured_[1])};
}

std::vector<int> WangziState::winners() const
{
    if (!isTerminal())
        return {};
    const int white = finalScore(0);
    const int black = finalScore(1);
    if (white == black)
        return {0, 1};
    return {white > black ? 0 : 1};
}

} // namespace ludoteca::games::wangzi
