#pragma once
// Builds a Wang Zi move from clicks: a Prince, then each cell it enters, then (when more
// than one is legal) what happens there. The builder knows no rules: it holds the legal
// moves as the engine decodes them (the cells each visits and what each step does) and
// narrows them down by the path chosen so far, so nothing it completes can be illegal.

#include <cstdint>

#include <QVector>

#include "ludoteca/core/types.h"
#include "ludoteca/games/wangzi.h"

namespace ludoteca::app::wangzi {

using games::wangzi::WangziState;

// What a step does on the cell it enters.
using StepKind = WangziState::StepKind;

struct Step {
    int cell = -1;
    StepKind kind = StepKind::Pass;
    bool operator==(const Step &other) const { return cell == other.cell && kind == other.kind; }
};

struct Path {
    int from = -1;
    QVector<Step> steps;
    Action action = kInvalidAction;
};

// The path of `action` on `game`'s board; `from` is -1 when it is not a move of that board.
Path pathOf(const WangziState &game, Action action);

// The value a step lays (1-3), or 0.
inline int laidValue(StepKind kind) { return WangziState::laidValue(kind); }

class MoveBuilder {
public:
    enum class Result { Ignored, Progress, Complete };

    // Starts over with these legal moves (none: nothing responds).
    void reset(QVector<Path> moves);
    // Forgets the half-built move; the legal moves stay.
    void cancel();

    bool idle() const { return prince_ < 0; }
    int prince() const { return prince_; }
    const QVector<Step> &steps() const { return steps_; }
    // A clicked cell waiting for the player to choose what happens there, or -1.
    int pendingCell() const { return pending_; }
    // The choices at the pending cell, in the order 1, 2, 3, flip, pass.
    QVector<StepKind> choices() const;

    bool movable(int cell) const;
    QVector<int> movablePrinces() const;
    // Every cell the Prince on `cell` can enter with its legal moves.
    QVector<int> reachable(int cell) const;
    // The cells that may be clicked for the next step (none while a choice is pending).
    QVector<int> nextCells() const;
    // The cells a further step could enter after stepping onto `cell` now.
    QVector<int> cellsAfter(int cell) const;

    // The Prince on `cell` is picked (starting over if another was picked).
    Result pickPrince(int cell);
    // The next cell of the path.
    Result pickCell(int cell);
    // What happens on the pending cell.
    Result choose(StepKind kind);
    // The move, once complete.
    Action action() const { return complete_; }

private:
    QVector<const Path *> matching() const; // moves that agree with the path so far
    Result commit(int cell, StepKind kind);

    QVector<Path> moves_;
    int prince_ = -1;
    QVector<Step> steps_;
    int pending_ = -1;
    Action complete_ = kInvalidAction;
};

} // namespace ludoteca::app::wangzi
