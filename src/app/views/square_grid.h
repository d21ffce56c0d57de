#pragma once
// The geometry of a square board drawn in a widget: side x side squares of one size, rank 0
// at the bottom, file 0 on the left; cells are numbered as the game's engine says
// (SquareCells). Pure arithmetic, testable without a window; it serves Egotzi's board,
// Azzanna's field and Azzanna's tree editor (through SquareBoardView for the two board
// views).

#include <QPointF>
#include <QRectF>

#include "ludoteca/core/square_cells.h"

namespace ludoteca::app {

class SquareGrid {
public:
    SquareGrid() = default;
    // A grid of the board `cells` whose top-left corner is `origin`, with squares of
    // `cellSize`.
    SquareGrid(QPointF origin, qreal cellSize, SquareCells cells);
    // The largest grid that fits in `area` with `margin` squares free on every side,
    // centred in it; its squares are never smaller than `minimumCell`.
    static SquareGrid centred(const QRectF &area, SquareCells cells, qreal margin = 0.0, qreal minimumCell = 4.0);

    bool valid() const { return side_ > 0; }
    int side() const { return side_; }
    const SquareCells &cells() const { return cells_; }
    qreal cellSize() const { return cell_; }
    QRectF rect() const { return {origin_, QSizeF(cell_ * side_, cell_ * side_)}; }

    QRectF squareRect(int file, int rank) const;
    // The square under `point`: false (and nothing set) outside the grid.
    bool squareAt(QPointF point, int &file, int &rank) const;
    // Where an arrow key leads from (file, rank), staying on the board (up is towards the
    // higher ranks); false, and nothing changed, for any other key.
    bool step(int key, int &file, int &rank) const;

    // The same by cell numbers; -1 is no cell (an invalid grid has none).
    int cellOf(int file, int rank) const { return cells_.cell(file, rank); }
    int fileOf(int cell) const { return cells_.file(cell); }
    int rankOf(int cell) const { return cells_.rank(cell); }
    QRectF cellRect(int cell) const;
    QPointF cellCenter(int cell) const { return cellRect(cell).center(); }
    int cellAt(QPointF point) const;
    // Where an arrow key takes a cursor from `cell` (from -1, the middle square); -1 for
    // any other key.
    int cursorStep(int cell, int key) const;

private:
    bool owns(int cell) const { return valid() && cells_.contains(cell); }

    QPointF origin_;
    qreal cell_ = 1.0;
    int side_ = 0;
    SquareCells cells_;
};

} // namespace ludoteca::app
