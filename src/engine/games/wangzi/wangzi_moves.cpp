// Wang Zi: the move encoding and the legal moves.

#include <algorithm>
#include <vector>

#include "wangzi_geometry.h"

namespace ludoteca::games::wangzi {

Action WangziState::encodeSteps(const Decoded &move, int direction1, int direction2)
{
    const int base = (move.from * kDirections + direction1) * kCodesPerStep;
    if (move.second < 0)
        return base + kFlipCode;
    return base + (move.firstKind * kDirections + direction2) * 5 + move.secondKind;
}

bool WangziState::decodeSteps(Action action, Decoded &move) const
{
    if (action < 0 || action >= kActionCount)
        return false;
    const int code = action % kCodesPerStep;
    const int rest = action / kCodesPerStep;
    const int direction1 = rest % kDirections;
    move.from = rest / kDirections;
    if (move.from >= cells_)
        return false;
    const auto &nb = geometry_->neighbors;
    move.first = nb[idx(move.from)][idx(direction1)];
    if (move.first < 0)
        return false;
    if (code == kFlipCode) {
        move.firstKind = Flip;
        move.second = -1;
        move.secondKind = Pass;
        return true;
    }
    move.secondKind = code % 5;
    const int direction2 = (code / 5) % kDirections;
    move.firstKind = code / 5 / kDirections;
    move.second = nb[idx(move.first)][idx(direction2)];
    return move.second >= 0;
}

WangziState::Decoded WangziState::decode(Action action) const
{
    Decoded move;
    if (decodeSteps(action, move))
        move.kind = Decoded::Kind::Move;
    else
        move = {};
    return move;
}

Action WangziState::encode(const Decoded &move) const
{
    if (move.kind != Decoded::Kind::Move || move.from < 0 || move.from >= cells_)
        return kInvalidAction;
    const auto direction = [this](int from, int to) {
        for (int d = 0; d < kDirections; ++d)
            if (to >= 0 && neighbor(from, d) == to)
                return d;
        return -1;
    };
    const int direction1 = direction(move.from, move.first);
    if (direction1 < 0)
        return kInvalidAction;
    if (move.second < 0)
        return move.firstKind == Flip ? encodeSteps(move, direction1, 0) : kInvalidAction;
    const int direction2 = direction(move.first, move.second);
    const bool kinds =
        move.firstKind >= Pass && move.firstKind <= Lay3 && move.secondKind >= Pass && move.secondKind <= Flip;
    return direction2 >= 0 && kinds ? encodeSteps(move, direction1, direction2) : kInvalidAction;
}

WangziState::Refusal WangziState::refusal(const Decoded &chosen, int cell) const
{
    using Kind = Refusal::Kind;
    Refusal why;
    why.from = chosen.from;
    why.at = chosen.first;
    why.cell = cell;
    if (cell < 0 || cell >= cells_ || isTerminal())
        return why;
    // The legal moves answer; a click on any Prince that may move starts over with it.
    std::vector<Action> actions;
    legalActions(actions);
    std::vector<Decoded> moves(actions.size());
    for (std::size_t i = 0; i < actions.size(); ++i)
        decodeSteps(actions[i], moves[i]);
    const auto any = [&moves](auto &&test) { return std::any_of(moves.begin(), moves.end(), test); };
    if (hasPrince(cell)) {
        if (any([cell](const Decoded &m) { return m.from == cell; }))
            return why;
        why.kind = cell == blockedCell() ? Kind::Barred : Kind::Stuck;
        return why;
    }
    if (chosen.from < 0) {
        why.kind = Kind::NoPrince;
    } else if (chosen.first < 0) {
        if (!any([&](const Decoded &m) { return m.from == chosen.from && m.first == cell; }))
            why.kind = Kind::CannotReach;
    } else if (!any([&](const Decoded &m) {
                   return m.from == chosen.from && m.first == chosen.first && m.firstKind == chosen.firstKind
                       && m.second == cell;
               })) {
        why.kind = Kind::SecondStep;
    }
    return why;
}

int WangziState::currentPlayer() const { return quietMoves_ >= kQuietLimit || !hasMoves_ ? kTerminalPlayer : toMove_; }

int WangziState::blockedCell() const
{
    if (isTerminal() || lastMoved_ < 0)
        return -1;
    return princeCell_[idx(lastMoved_)];
}

int WangziState::lastMovedCell() const { return lastMoved_ < 0 ? -1 : princeCell_[idx(lastMoved_)]; }

// Calls emit(action) for every legal move of the seat to move (whatever the end rules
// say); stops early and returns true as soon as emit returns true.
template <typename Emit>
bool WangziState::forEachMove(Emit &&emit) const
{
    for (int prince = 0; prince < kPrinces; ++prince)
        if (forEachMoveOf(prince, emit))
            return true;
    return false;
}

// The same for the moves of one Prince (none when it is captured or barred).
template <typename Emit>
bool WangziState::forEachMoveOf(int prince, Emit &&emit) const
{
    const int me = toMove_ + 1;
    const auto &nb = geometry_->neighbors;
    const auto &mine = supply_[idx(toMove_)];
    const int from = princeCell_[idx(prince)];
    if (from < 0 || prince == lastMoved_)
        return false;
    const int fromValue = (tiles_[idx(from)] >> 2) & 3;
    for (int d1 = 0; d1 < kDirections; ++d1) {
        const int first = nb[idx(from)][idx(d1)];
        if (first < 0 || blocked_[idx(first)] != 0)
            continue;
        const std::uint8_t tile1 = tiles_[idx(first)];
        const int owner1 = tile1 & kOwnerMask;
        const int value1 = (tile1 >> 2) & 3;
        const int base = (from * kDirections + d1) * kCodesPerStep;
        if (owner1 != 0 && owner1 != me && (tile1 & kLockBit) == 0 && fromValue >= value1)
            if (emit(base + kFlipCode))
                return true;
        // Step one lays `laid` (0: passes over a tile); then every second step.
        for (int laid = 0; laid <= 3; ++laid) {
            if (owner1 == 0 ? (laid == 0 || mine[idx(laid - 1)] == 0) : laid != 0)
                continue;
            const int stepValue = laid != 0 ? laid : value1;
            for (int d2 = 0; d2 < kDirections; ++d2) {
                const int second = nb[idx(first)][idx(d2)];
                if (second < 0 || second == from || blocked_[idx(second)] != 0)
                    continue;
                const int code = base + (laid * kDirections + d2) * 5;
                const std::uint8_t tile2 = tiles_[idx(second)];
                const int owner2 = tile2 & kOwnerMask;
                if (owner2 == 0) {
                    for (int value = 1; value <= 3; ++value)
                        if (value != laid && mine[idx(value - 1)] != 0)
                            if (emit(code + value))
                                return true;
                    continue;
                }
                // Passing changes nothing: it needs a tile laid on step one.
                if (laid != 0)
                    if (emit(code + Pass))
                        return true;
                if (owner2 != me && (tile2 & kLockBit) == 0 && stepValue >= ((tile2 >> 2) & 3))
                    if (emit(code + Flip))
                        return true;
            }
        }
    }
    return false;
}

Action WangziState::randomAction(Rng &rng, std::vector<Action> &) const
{
    const int start = static_cast<int>(rng.below(kPrinces));
    for (int i = 0; i < kPrinces; ++i)
        if (const Action action = randomMoveOf((start + i) % kPrinces, rng); action != kInvalidAction)
            return action;
    return kInvalidAction; // only when the game is over
}

// The same tests as forEachMoveOf(), but each choice is drawn at random (a random first
// choice, then the others in turn when it leads nowhere), so a move costs a few cells.
Action WangziState::randomMoveOf(int prince, Rng &rng) const
{
    const int me = toMove_ + 1;
    const auto &twice = geometry_->neighborsTwice;
    const auto &mine = supply_[idx(toMove_)];
    const int from = princeCell_[idx(prince)];
    if (from < 0 || prince == lastMoved_)
        return kInvalidAction;
    const int fromValue = (tiles_[idx(from)] >> 2) & 3;
    const auto enterable = [this](int cell) { return cell >= 0 && blocked_[idx(cell)] == 0; };
    const int turn1 = static_cast<int>(rng.below(kDirections));
    for (int i = 0; i < kDirections; ++i) {
        const int d1 = (turn1 + i) % kDirections;
        const int first = twice[idx(from)][idx(turn1 + i)];
        if (!enterable(first))
            continue;
        const std::uint8_t tile1 = tiles_[idx(first)];
        const int owner1 = tile1 & kOwnerMask;
        const int value1 = (tile1 >> 2) & 3;
        // What step one may do: lay a value, or pass over the tile or flip it.
        std::array<std::uint8_t, 3> kinds {};
        int kindCount = 0;
        if (owner1 == 0) {
            for (int value = 1; value <= 3; ++value)
                if (mine[idx(value - 1)] != 0)
                    kinds[idx(kindCount++)] = static_cast<std::uint8_t>(value);
        } else {
            kinds[idx(kindCount++)] = Pass;
            if (owner1 != me && (tile1 & kLockBit) == 0 && fromValue >= value1)
                kinds[idx(kindCount++)] = Flip;
        }
        if (kindCount == 0)
            continue;
        const int base = (from * kDirections + d1) * kCodesPerStep;
        const int pick1 = static_cast<int>(rng.below(static_cast<std::uint32_t>(kindCount)));
        for (int k = 0; k < kindCount; ++k) {
            // A subtraction, not `%`: a division by a count known only here is slow.
            const int at = pick1 + k < kindCount ? pick1 + k : pick1 + k - kindCount;
            const int laid = kinds[idx(at)];
            if (laid == Flip)
                return base + kFlipCode;
            const int stepValue = laid != 0 ? laid : value1;
            const int turn2 = static_cast<int>(rng.below(kDirections));
            for (int j = 0; j < kDirections; ++j) {
                const int second = twice[idx(first)][idx(turn2 + j)];
                if (second == from || !enterable(second))
                    continue;
                const std::uint8_t tile2 = tiles_[idx(second)];
                const int owner2 = tile2 & kOwnerMask;
                std::array<std::uint8_t, 3> ends {};
                int endCount = 0;
                if (owner2 == 0) {
                    for (int value = 1; value <= 3; ++value)
                        if (value != laid && mine[idx(value - 1)] != 0)
                            ends[idx(endCount++)] = static_cast<std::uint8_t>(value);
                } else {
                    // Passing changes nothing: it needs a tile laid on step one.
                    if (laid != 0)
                        ends[idx(endCount++)] = Pass;
                    if (owner2 != me && (tile2 & kLockBit) == 0 && stepValue >= ((tile2 >> 2) & 3))
                        ends[idx(endCount++)] = Flip;
                }
                if (endCount != 0)
                    return base + (laid * kDirections + (turn2 + j) % kDirections) * 5
                        + ends[rng.below(static_cast<std::uint32_t>(endCount))];
            }
        }
    }
    return kInvalidAction;
}

void WangziState::legalActions(std::vector<Action> &out) const
{
    out.clear();
    if (isTerminal())
        return;
    forEachMove([&out](Action action) {
        out.push_back(action);
        return false;
    });
}

// The same tests as forEachMoveOf(), asked only whether one move exists: a step onto an
// empty cell needs a value in supply and then any other cell to enter (a tile to pass, or
// an empty cell with a second value); a step over a tile needs a one-step flip, or then an
// empty cell or a tile it may flip. It runs after every move, so it counts the values in
// supply once and stops at the first move found. It first tries the Prince and the two
// directions of the move it found last time for this seat: most moves leave that one
// legal, and then one look answers.
bool WangziState::anyLegalMove()
{
    const int me = toMove_ + 1;
    const auto &nb = geometry_->neighbors;
    const auto &mine = supply_[idx(toMove_)];
    const int values = (mine[0] != 0) + (mine[1] != 0) + (mine[2] != 0);
    const auto enterable = [this](int cell) { return cell >= 0 && blocked_[idx(cell)] == 0; };
    const auto flippable = [me](std::uint8_t tile, int byValue) {
        const int owner = tile & kOwnerMask;
        return owner != 0 && owner != me && (tile & kLockBit) == 0 && byValue >= ((tile >> 2) & 3);
    };
    // Whether the Prince on `from` has a move whose first step goes to `first` and, unless
    // it is a one-step flip, whose second goes to `second`.
    const auto moves = [&](int from, int first, int second) {
        if (!enterable(first))
            return false;
        const std::uint8_t tile1 = tiles_[idx(first)];
        const bool secondOk = second != from && enterable(second);
        if ((tile1 & kOwnerMask) == 0)
            return values != 0 && secondOk && ((tiles_[idx(second)] & kOwnerMask) != 0 || values >= 2);
        if (flippable(tile1, (tiles_[idx(from)] >> 2) & 3))
            return true;
        if (!secondOk)
            return false;
        const std::uint8_t tile2 = tiles_[idx(second)];
        return (tile2 & kOwnerMask) == 0 ? values >= 1 : flippable(tile2, (tile1 >> 2) & 3);
    };
    const auto movesBy = [&](const Witness &w) {
        const int from = princeCell_[idx(w.prince)];
        if (from < 0 || w.prince == lastMoved_)
            return false;
        const int first = nb[idx(from)][idx(w.direction1)];
        return first >= 0 && moves(from, first, nb[idx(first)][idx(w.direction2)]);
    };
    auto &witness = witness_[idx(toMove_)];
    if (movesBy(witness))
        return true;
    for (int prince = 0; prince < kPrinces; ++prince) {
        const int from = princeCell_[idx(prince)];
        if (from < 0 || prince == lastMoved_)
            continue;
        for (int d1 = 0; d1 < kDirections; ++d1) {
            const int first = nb[idx(from)][idx(d1)];
            if (!enterable(first))
                continue;
            for (int d2 = 0; d2 < kDirections; ++d2) {
                if (moves(from, first, nb[idx(first)][idx(d2)])) {
                    witness = {static_cast<std::int8_t>(prince), static_cast<std::int8_t>(d1),
                               static_cast<std::int8_t>(d2)};
                    return true;
                }
            }
        }
    }
    return false;
}

} // namespace ludoteca::games::wangzi
