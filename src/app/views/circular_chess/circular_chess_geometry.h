#pragma once
// Where the round board of Circular Chess lies in a widget: five rings of eighteen cells
// around a pole. Ray 0 (cells 1-5) points straight down and the rays follow each other
// counter-clockwise, as the numbering does. The rings are equally deep and the pole as
// large as it must be for the innermost cells to be as wide as they are deep, so every
// cell holds a piece of the same size: the largest that fits every ring.

#include <QPainterPath>
#include <QPointF>

namespace ludoteca::app::circular_chess {

class BoardGeometry {
public:
    BoardGeometry() = default;
    BoardGeometry(QPointF centre, qreal radius) : centre_(centre), radius_(radius) {}

    bool valid() const { return radius_ > 0; }
    QPointF centre() const { return centre_; }
    qreal radius() const { return radius_; }
    qreal poleRadius() const;
    // The outer and inner edge of ring 0 (outer) .. 4 (inner).
    qreal ringOuter(int ring) const;
    qreal ringInner(int ring) const;
    // Where ray 0..17 starts, in degrees counter-clockwise from three o'clock.
    static qreal rayStart(int ray);
    QPointF pointAt(qreal distance, qreal degrees) const;

    // Cells by their number, 1..90.
    QPointF cellCenter(int number) const;
    QPainterPath cellPath(int number) const;
    // The cell under a point, -1 (BoardView::kNoCell) off the cells (outside, or on the pole).
    int cellAt(QPointF point) const;
    // The side of the largest square that sits comfortably in a cell.
    qreal pieceSize(int number) const;
    // Where the cell's number is written (when no piece stands there): its middle.
    QPointF numberAnchor(int number) const;

private:
    QPointF centre_;
    qreal radius_ = 0;
};

} // namespace ludoteca::app::circular_chess
