#include "board_layout.h"

#include <algorithm>

namespace ludoteca::app {

qreal besideStripWidth(const QRectF &area) { return std::clamp(area.width() * 0.3, 190.0, 300.0); }

BoardAndStrip stripBeside(const QRectF &area, qreal width, qreal gap)
{
    return {QRectF(area.left(), area.top(), area.width() - width - gap, area.height()),
            QRectF(area.right() - width, area.top(), width, area.height()), true};
}

BoardAndStrip stripBelow(const QRectF &area, qreal height, qreal gap)
{
    return {QRectF(area.left(), area.top(), area.width(), area.height() - height - gap),
            QRectF(area.left(), area.bottom() - height, area.width(), height), false};
}

BoardAndStrip placeBoardAndStrip(const QRectF &area, const StripSizes &sizes,
                                 const std::function<qreal(const QRectF &room)> &boardSize)
{
    const BoardAndStrip beside = stripBeside(area, sizes.besideWidth, sizes.besideGap);
    const BoardAndStrip below = stripBelow(area, sizes.belowHeight, sizes.belowGap);
    return boardSize(beside.board) >= boardSize(below.board) ? beside : below;
}

BoardAndStrip placeBoardAndStrip(const QRectF &area, const StripSizes &sizes,
                                 const std::function<qreal(const QRectF &room)> &boardSize, bool wasBeside, qreal keep)
{
    const BoardAndStrip beside = stripBeside(area, sizes.besideWidth, sizes.besideGap);
    const BoardAndStrip below = stripBelow(area, sizes.belowHeight, sizes.belowGap);
    const qreal besideSize = boardSize(beside.board);
    const qreal belowSize = boardSize(below.board);
    if (wasBeside)
        return belowSize > besideSize * keep ? below : beside;
    return besideSize > belowSize * keep ? beside : below;
}

} // namespace ludoteca::app
