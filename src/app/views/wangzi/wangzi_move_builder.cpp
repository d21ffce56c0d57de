#include "views/wangzi/wangzi_move_builder.h"

#include <algorithm>

namespace ludoteca::app::wangzi {

namespace {

void addOnce(QVector<int> &cells, int cell)
{
    if (cell >= 0 && !cells.contains(cell))
        cells.append(cell);
}

// The order choices are offered in: values first, then flip before pass.
int choiceRank(StepKind kind)
{
    if (const int value = laidValue(kind); value > 0)
        return value - 1;
    return kind == StepKind::Flip ? 3 : 4;
}

} // namespace

Path pathOf(const WangziState &game, Action action)
{
    Path path;
    const WangziState::Decoded move = game.decode(action);
    if (move.kind != WangziState::Decoded::Kind::Move)
        return path;
    path.from = move.from;
    path.action = action;
    path.steps.append({move.first, static_cast<StepKind>(move.firstKind)});
    if (move.second >= 0)
        path.steps.append({move.second, static_cast<StepKind>(move.secondKind)});
    return path;
}

void MoveBuilder::reset(QVector<Path> moves)
{
    moves_ = std::move(moves);
    cancel();
}

void MoveBuilder::cancel()
{
    prince_ = -1;
    steps_.clear();
    pending_ = -1;
    complete_ = kInvalidAction;
}

QVector<const Path *> MoveBuilder::matching() const
{
    QVector<const Path *> found;
    if (prince_ < 0)
        return found;
    const qsizetype done = steps_.size();
    for (const Path &path : moves_) {
        if (path.from != prince_ || path.steps.size() < done)
            continue;
        if (!std::equal(steps_.begin(), steps_.end(), path.steps.begin()))
            continue;
        if (pending_ >= 0 && (path.steps.size() <= done || path.steps[done].cell != pending_))
            continue;
        found.append(&path);
    }
    return found;
}

QVector<StepKind> MoveBuilder::choices() const
{
    QVector<StepKind> kinds;
    if (pending_ < 0)
        return kinds;
    for (const Path *path : matching()) {
        const StepKind kind = path->steps[steps_.size()].kind;
        if (!kinds.contains(kind))
            kinds.append(kind);
    }
    std::sort(kinds.begin(), kinds.end(), [](StepKind a, StepKind b) { return choiceRank(a) < choiceRank(b); });
    return kinds;
}

bool MoveBuilder::movable(int cell) const
{
    return cell >= 0 && std::any_of(moves_.begin(), moves_.end(), [cell](const Path &p) { return p.from == cell; });
}

QVector<int> MoveBuilder::movablePrinces() const
{
    QVector<int> cells;
    for (const Path &path : moves_)
        addOnce(cells, path.from);
    return cells;
}

QVector<int> MoveBuilder::reachable(int cell) const
{
    QVector<int> cells;
    for (const Path &path : moves_)
        if (path.from == cell)
            for (const Step &step : path.steps)
                addOnce(cells, step.cell);
    return cells;
}

QVector<int> MoveBuilder::nextCells() const
{
    QVector<int> cells;
    if (pending_ >= 0)
        return cells;
    for (const Path *path : matching())
        if (path->steps.size() > steps_.size())
            addOnce(cells, path->steps[steps_.size()].cell);
    return cells;
}

QVector<int> MoveBuilder::cellsAfter(int cell) const
{
    QVector<int> cells;
    if (pending_ >= 0)
        return cells;
    const qsizetype next = steps_.size();
    for (const Path *path : matching())
        if (path->steps.size() > next + 1 && path->steps[next].cell == cell)
            addOnce(cells, path->steps[next + 1].cell);
    return cells;
}

MoveBuilder::Result MoveBuilder::pickPrince(int cell)
{
    if (!movable(cell))
        return Result::Ignored;
    cancel();
    prince_ = cell;
    return Result::Progress;
}

MoveBuilder::Result MoveBuilder::pickCell(int cell)
{
    if (prince_ < 0 || pending_ >= 0 || !nextCells().contains(cell))
        return Result::Ignored;
    pending_ = cell;
    const QVector<StepKind> kinds = choices();
    if (kinds.size() > 1)
        return Result::Progress; // the player chooses
    pending_ = -1;
    return commit(cell, kinds.front());
}

MoveBuilder::Result MoveBuilder::choose(StepKind kind)
{
    if (pending_ < 0 || !choices().contains(kind))
        return Result::Ignored;
    const int cell = pending_;
    pending_ = -1;
    return commit(cell, kind);
}

MoveBuilder::Result MoveBuilder::commit(int cell, StepKind kind)
{
    steps_.append({cell, kind});
    const QVector<const Path *> left = matching();
    // The move is complete when no legal move goes further along this path.
    const bool done = !left.isEmpty()
        && std::all_of(left.begin(), left.end(), [this](const Path *p) { return p->steps.size() == steps_.size(); });
    if (done) {
        complete_ = left.front()->action;
        return Result::Complete;
    }
    return Result::Progress;
}

} // namespace ludoteca::app::wangzi
