#pragma once
// What the Egotzi view needs to know about a position, read from the engine's JSON
// ("board", "colors", the options), plus the small rule computations it draws: where a
// placement pushes the neighbours (for the animation and the hover preview), the groups,
// and how the standard variant's pair removal settles them at the end.

#include <QString>
#include <QVector>

namespace ludoteca {
class State;
}

namespace ludoteca::app::egotzi {

enum class Stone : char { Empty = '.', Black = 'B', White = 'W' };

struct Board {
    int size = 0;
    bool squared = false; // the "squared" variant (no removal, sum of squares)
    int komi = 0;
    QVector<Stone> cells;    // index rank * size + file, rank 0 at the bottom
    Stone seatStone[2] = {Stone::Black, Stone::White};

    static Board fromState(const State &state);

    bool valid() const { return size > 0; }
    int index(int file, int rank) const { return rank * size + file; }
    int fileOf(int cell) const { return cell % size; }
    int rankOf(int cell) const { return cell / size; }
    bool inside(int file, int rank) const { return file >= 0 && rank >= 0 && file < size && rank < size; }
    Stone at(int cell) const { return cells.value(cell, Stone::Empty); }
    QString cellName(int cell) const;
    int cellFromName(const QString &text) const; // -1 when not a cell of this board
    bool full() const;
};

// One stone moved by a placement.
struct Push {
    int from = -1;
    int to = -1;
    bool wrapped = false;
};

// The stones a placement of `stone` at the empty cell `cell` moves (the spec's rule).
QVector<Push> pushesFor(const Board &board, int cell);
// The board after placing `stone` at `cell` and pushing.
Board afterPlacement(const Board &board, int cell, Stone stone, QVector<Push> *pushes = nullptr);

struct Group {
    Stone stone = Stone::Empty;
    QVector<int> cells;
    bool removed = false; // taken away in a pair at the end (standard variant)
    int pairTag = 0;      // removed groups of one pair share a tag (1, 2, ...)
    bool winning = false; // a largest remaining group of the winner
};

QVector<Group> findGroups(const Board &board);

// The standard end: pairs of same-sized groups of opposite colours are marked removed
// (which groups of a size go is arbitrary; the lowest cells go first), and the largest
// remaining groups are marked winning. Squared: nothing is removed.
void settleGroups(const Board &board, QVector<Group> &groups);

} // namespace ludoteca::app::egotzi
