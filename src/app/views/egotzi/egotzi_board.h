#pragma once
// What the Egotzi view draws of a position, copied from the engine's typed queries: the
// stones, the seats' colours and the variant. The view keeps one such snapshot so that an
// animation can start from what it drew last; every rule stays in the engine.

#include <QVector>

#include "ludoteca/games/egotzi.h"

namespace ludoteca::app::egotzi {

using Stone = games::egotzi::EgotziState::Color;
using Group = games::egotzi::EgotziState::Group;

struct Board {
    int size = 0;
    bool squared = false; // the "squared" variant (no removal, sum of squares)
    int komi = 0;
    QVector<Stone> cells; // index rank * size + file, rank 0 at the bottom
    Stone seatStone[2] = {Stone::Black, Stone::White};

    static Board fromState(const games::egotzi::EgotziState &state);
    static Board fromState(const State &state) { return fromState(stateAs<games::egotzi::EgotziState>(state)); }

    bool valid() const { return size > 0; }
    int index(int file, int rank) const { return rank * size + file; }
    int fileOf(int cell) const { return cell % size; }
    int rankOf(int cell) const { return cell / size; }
    bool inside(int file, int rank) const { return file >= 0 && rank >= 0 && file < size && rank < size; }
    bool isCell(int action) const { return action >= 0 && action < cells.size(); }
    Stone at(int cell) const { return cells.value(cell, Stone::Empty); }
};

} // namespace ludoteca::app::egotzi
