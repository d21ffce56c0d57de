#include "views/azzanna/azzanna_field.h"

#include <algorithm>

#include "ludoteca/core/state.h"

namespace ludoteca::app::azzanna {

using games::azzanna::AzzannaState;

QString cellName(int cell) { return QString::fromStdString(games::azzanna::cellName(cell)); }

int cellFromName(QStringView text) { return games::azzanna::parseCell(text.toString().toStdString()); }

Field Field::fromState(const State &state)
{
    Field field;
    const auto *game = &stateAs<AzzannaState>(state);
    if (!game)
        return field;
    const auto &pos = game->position();
    field.valid = true;
    field.position = pos;
    field.players = game->numPlayers();
    field.phase = pos.phase;
    field.toMove = game->currentPlayer();
    field.placed = pos.placed;
    field.setupTotal = game->setupPlacements();
    field.eaten = pos.eaten;
    for (int seat = 1; seat < field.players; ++seat) {
        const auto index = static_cast<std::size_t>(seat);
        field.supply[index] = pos.supply[index];
        field.onBoard[index] = game->onBoard(seat);
        field.out[index] = (pos.eliminated & (1u << seat)) != 0;
    }
    for (int cell = 0; cell < games::azzanna::kCells; ++cell) {
        const std::uint64_t mask = std::uint64_t {1} << cell;
        Piece piece = Piece::Empty;
        if (pos.trees & mask)
            piece = Piece::Tree;
        else if (pos.lying & mask)
            piece = Piece::Lying;
        else if (pos.pigs & mask)
            piece = Piece::Pig;
        else if (pos.pumpkins & mask)
            piece = Piece::Pumpkin;
        else if (pos.broccoli & mask)
            piece = Piece::Broccoli;
        field.cells[static_cast<std::size_t>(cell)] = piece;
    }
    const bool placing =
        pos.phase == Phase::PlacePigs || pos.phase == Phase::PlaceVegetables || pos.phase == Phase::Farmers;
    if (placing && field.toMove >= 0)
        field.allowed = game->placementMask(field.toMove);
    return field;
}

// --- Bite choice -------------------------------------------------------------------------

void BiteChooser::reset(const State &state)
{
    sets_.clear();
    clear();
    const auto *game = &stateAs<AzzannaState>(state);
    if (!game || game->phase() != Phase::Bite || state.isTerminal())
        return;
    for (const Action action : state.legalActions()) {
        // The engine's pairs of the set this move stands for.
        const games::azzanna::AzzannaState::Decoded move = game->decode(action);
        if (move.kind != games::azzanna::AzzannaState::Decoded::Kind::Bite)
            continue;
        Set set;
        set.action = action;
        for (int i = 0; i < move.biteCount; ++i) {
            const auto &pair = move.bites[static_cast<std::size_t>(i)];
            set.pairs.append({pair.pig, pair.vegetable});
        }
        sets_.append(set);
    }
}

void BiteChooser::clear()
{
    chosen_.clear();
    pig_ = -1;
}

QVector<int> BiteChooser::candidates() const
{
    QVector<int> result;
    for (int i = 0; i < sets_.size(); ++i) {
        const auto &pairs = sets_[i].pairs;
        if (std::all_of(chosen_.begin(), chosen_.end(), [&](const BitePair &p) { return pairs.contains(p); }))
            result.append(i);
    }
    return result;
}

QVector<int> BiteChooser::bitingPigs() const
{
    QVector<int> pigs;
    for (const int i : candidates())
        for (const BitePair &pair : sets_[i].pairs)
            if (!chosen_.contains(pair) && !pigs.contains(pair.pig))
                pigs.append(pair.pig);
    std::sort(pigs.begin(), pigs.end());
    return pigs;
}

QVector<int> BiteChooser::reachable() const
{
    QVector<int> cells;
    if (pig_ < 0)
        return cells;
    for (const int i : candidates())
        for (const BitePair &pair : sets_[i].pairs)
            if (pair.pig == pig_ && !chosen_.contains(pair) && !cells.contains(pair.vegetable))
                cells.append(pair.vegetable);
    std::sort(cells.begin(), cells.end());
    return cells;
}

bool BiteChooser::take(BitePair pair)
{
    chosen_.append(pair);
    if (candidates().isEmpty()) {
        chosen_.removeLast();
        return false;
    }
    // A pig of the three-player game may still have a vegetable of the other kind.
    if (!bitingPigs().contains(pig_))
        pig_ = -1;
    return true;
}

bool BiteChooser::click(int cell)
{
    if (!active() || cell < 0)
        return false;
    const QVector<int> pigs = bitingPigs();
    if (pigs.contains(cell)) {
        pig_ = cell == pig_ ? -1 : cell;
        return true;
    }
    if (pig_ >= 0 && reachable().contains(cell))
        return take({pig_, cell});
    // A vegetable only one pig can still take needs no pig picked first.
    int only = -1;
    int takers = 0;
    for (const int i : candidates())
        for (const BitePair &pair : sets_[i].pairs)
            if (pair.vegetable == cell && !chosen_.contains(pair) && pair.pig != only) {
                only = pair.pig;
                ++takers;
            }
    if (pig_ < 0 && takers == 1) {
        pig_ = only;
        return take({only, cell});
    }
    // A pig whose bites are all chosen: clicking it takes them back.
    const auto before = chosen_.size();
    chosen_.erase(std::remove_if(chosen_.begin(), chosen_.end(), [cell](const BitePair &p) { return p.pig == cell; }),
                  chosen_.end());
    if (chosen_.size() != before) {
        pig_ = -1;
        return true;
    }
    return false;
}

Action BiteChooser::decided() const
{
    const QVector<int> left = candidates();
    return left.size() == 1 ? sets_[left.front()].action : kInvalidAction;
}

QVector<BitePair> BiteChooser::pairsOf(Action action) const
{
    for (const Set &set : sets_)
        if (set.action == action)
            return set.pairs;
    return {};
}

} // namespace ludoteca::app::azzanna
