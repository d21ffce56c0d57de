#include "views/square_grid.h"

#include <algorithm>

#include <QtCore/qnamespace.h>

namespace ludoteca::app {

SquareGrid::SquareGrid(QPointF origin, qreal cellSize, SquareCells cells)
    : origin_(origin), cell_(cellSize), side_(cells.side), cells_(cells)
{
}

SquareGrid SquareGrid::centred(const QRectF &area, SquareCells cells, qreal margin, qreal minimumCell)
{
    if (cells.side <= 0)
        return {};
    const qreal cell = std::max(minimumCell, std::min(area.width(), area.height()) / (cells.side + 2 * margin));
    const qreal extent = cell * cells.side;
    return {QPointF(area.center().x() - extent / 2.0, area.center().y() - extent / 2.0), cell, cells};
}

QRectF SquareGrid::squareRect(int file, int rank) const
{
    return {origin_.x() + file * cell_, origin_.y() + (side_ - 1 - rank) * cell_, cell_, cell_};
}

bool SquareGrid::squareAt(QPointF point, int &file, int &rank) const
{
    if (!valid() || !rect().contains(point))
        return false;
    file = std::clamp(static_cast<int>((point.x() - origin_.x()) / cell_), 0, side_ - 1);
    rank = side_ - 1 - std::clamp(static_cast<int>((point.y() - origin_.y()) / cell_), 0, side_ - 1);
    return true;
}

bool SquareGrid::step(int key, int &file, int &rank) const
{
    switch (key) {
    case Qt::Key_Left:
        file = std::max(0, file - 1);
        return true;
    case Qt::Key_Right:
        file = std::min(side_ - 1, file + 1);
        return true;
    case Qt::Key_Up:
        rank = std::min(side_ - 1, rank + 1);
        return true;
    case Qt::Key_Down:
        rank = std::max(0, rank - 1);
        return true;
    default:
        return false;
    }
}

QRectF SquareGrid::cellRect(int cell) const { return owns(cell) ? squareRect(fileOf(cell), rankOf(cell)) : QRectF(); }

int SquareGrid::cellAt(QPointF point) const
{
    int file = 0;
    int rank = 0;
    return squareAt(point, file, rank) ? cellOf(file, rank) : -1;
}

int SquareGrid::cursorStep(int cell, int key) const
{
    if (!valid())
        return -1;
    int file = owns(cell) ? fileOf(cell) : (side_ - 1) / 2;
    int rank = owns(cell) ? rankOf(cell) : (side_ - 1) / 2;
    return step(key, file, rank) ? cellOf(file, rank) : -1;
}

} // namespace ludoteca::app
