#pragma once
// A board view on a square grid (Egotzi's board, Azzanna's field). The view says where its
// grid is drawn now and how the game numbers the cells (grid()); the grid then answers the
// input layer's geometry: the cell under the pointer, where a cell is drawn, and where the
// arrow keys take the cursor (from the middle square at first).

#include "views/board_view.h"
#include "views/square_grid.h"

namespace ludoteca::app {

class SquareBoardView : public BoardView {
    Q_OBJECT

public:
    using BoardView::BoardView;

    // Public so tests can click a cell's centre and see the board's size.
    QPointF cellCenter(int cell) const { return grid().cellCenter(cell); }
    int side() const { return grid().side(); }
    int cellAt(QPointF point) const override { return grid().cellAt(point); }

protected:
    // The grid as drawn in the view's current size; invalid while there is no board.
    virtual SquareGrid grid() const = 0;
    qreal cellSize() const { return grid().cellSize(); }
    QRectF gridRect() const { return grid().rect(); }

    QRectF cellRect(int cell) const override { return grid().cellRect(cell); }
    int cursorStep(int cell, int key) const override { return grid().cursorStep(cell, key); }
    // The middle square, while the cursor has something to do.
    int cursorHome() const override
    {
        const int middle = (grid().side() - 1) / 2;
        return cursorStep(kNoCell, Qt::Key_Right) == kNoCell ? kNoCell : grid().cellOf(middle, middle);
    }
};

} // namespace ludoteca::app
