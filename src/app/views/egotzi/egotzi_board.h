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
    SquareCells numbering; // the engine's numbering of the cells
    QVector<Stone> cells;  // by that numbering
    Stone seatStone[2] = {Stone::Black, Stone::White};

    static Board fromState(const games::egotzi::EgotziState &state);
    static Board fromState(const State &state) { return fromState(stateAs<games::egotzi::EgotziState>(state)); }

    bool valid() const { return size > 0; }
    Stone at(int cell) const { return cells.value(cell, Stone::Empty); }
};

} // namespace ludoteca::app::egotzi
