#pragma once
// Where a board and its strip of information go in a view: the strip at the right of the
// board or under it, whichever leaves the bigger board. Each view measures its own board
// (a square's side, a card's area, a hexagon's scale) and lays out the strip's insides.

#include <functional>

#include <QRectF>

namespace ludoteca::app {

struct BoardAndStrip {
    QRectF board; // the room the board may take
    QRectF strip;
    bool beside = false;
};

// The strip's size either way, and the room kept between it and the board.
struct StripSizes {
    qreal besideWidth = 0;
    qreal besideGap = 0;
    qreal belowHeight = 0;
    qreal belowGap = 0;
};

// The usual width of a strip beside the board: 30 % of the view, from 190 to 300 pixels.
qreal besideStripWidth(const QRectF &area);

// The strip down the right side of `area`, or along its bottom; the board has the rest.
BoardAndStrip stripBeside(const QRectF &area, qreal width, qreal gap);
BoardAndStrip stripBelow(const QRectF &area, qreal height, qreal gap);

// Whichever of the two gives the larger `boardSize` (anything that grows with the board
// drawn in a room); the strip beside the board on a tie.
BoardAndStrip placeBoardAndStrip(const QRectF &area, const StripSizes &sizes,
                                 const std::function<qreal(const QRectF &room)> &boardSize);
// The same for a view already laid out with its strip `wasBeside` the board (or under it):
// it keeps that side unless the other gives a board more than `keep` times larger, so that
// a row of buttons coming and going under the view does not move the strip back and forth.
BoardAndStrip placeBoardAndStrip(const QRectF &area, const StripSizes &sizes,
                                 const std::function<qreal(const QRectF &room)> &boardSize, bool wasBeside,
                                 qreal keep = 1.15);

} // namespace ludoteca::app
