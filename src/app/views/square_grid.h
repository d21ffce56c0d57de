#pragma once
// The geometry of a square board drawn in a widget: side x side squares of one size, rank 0
// at the bottom, file 0 on the left. Pure arithmetic, testable without a window; it serves
// Egotzi's board, Azzanna's field and Azzanna's tree editor, which number their cells
// each in their own way from (file, rank).

#include <QPointF>
#include <QRectF>

namespace ludoteca::app {

class SquareGrid {
public:
    SquareGrid() = default;
    // A grid whose top-left corner is `origin`, with squares of `cellSize`.
    SquareGrid(QPointF origin, qreal cellSize, int side);
    // The largest grid that fits in `area` with `margin` squares free on every side,
    // centred in it; its squares are never smaller than `minimumCell`.
    static SquareGrid centred(const QRectF &area, int side, qreal margin = 0.0, qreal minimumCell = 4.0);

    bool valid() const { return side_ > 0; }
    int side() const { return side_; }
    qreal cellSize() const { return cell_; }
    QRectF rect() const { return {origin_, QSizeF(cell_ * side_, cell_ * side_)}; }

    QRectF squareRect(int file, int rank) const;
    // The square under `point`: false (and nothing set) outside the grid.
    bool squareAt(QPointF point, int &file, int &rank) const;
    // Where an arrow key leads from (file, rank), staying on the board (up is towards the
    // higher ranks); false, and nothing changed, for any other key.
    bool step(int key, int &file, int &rank) const;

private:
    QPointF origin_;
    qreal cell_ = 1.0;
    int side_ = 0;
};

} // namespace ludoteca::app
