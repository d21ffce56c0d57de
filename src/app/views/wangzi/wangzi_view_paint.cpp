// Painting of Wang Zi's board: the lacquered frame with the notation, the cells and
// territories, the tiles, the paths (last move, hint, the move being built), the Princes
// and the supply cards.

#include "views/wangzi/wangzi_presentation.h"
#include "views/wangzi/wangzi_view.h"

#include <algorithm>
#include <cmath>

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include "ludoteca/games/wangzi.h"
#include "session/game_session.h"
#include "views/board_paint.h"
#include "views/game_presentation.h"

namespace ludoteca::app::wangzi {

using games::wangzi::WangziState;

namespace {

constexpr PixelFont pixelFont {8};

const QColor kLacquer(0x7a2a1f);
const QColor kLacquerDark(0x521a13);
const QColor kLabel(0xf3d9a4);
const QColor kCell(0xefe2c4);
const QColor kCellEdge(0xb39a6b);
const QColor kChoice(0x1f6feb); // the move being built
const QColor kGold(0xc9a227);   // locks
const QColor kSpent(0x74634e);  // a value with no tile left, on the cream card

// How far from a cell's centre, in radii, a drawn path keeps (a value's digit is smaller).
constexpr qreal kPathClearance = 0.5;
// The smallest a supply card's title gets before it drops the colour's name.
constexpr qreal kTitleFloor = 10;

} // namespace

bool WangziView::paintView(QPainter &painter)
{
    const WangziState *game = position();
    if (!game || coords_.isEmpty())
        return false;
    paintFrame(painter);
    paintCells(painter);
    if (lastMove_.from >= 0 && moveProgress() >= 1.0)
        paintPath(painter, lastMove_, kLastMoveInk, false);
    paintGuides(painter);
    paintPrinces(painter);
    paintSupply(painter, 0);
    paintSupply(painter, 1);
    return true;
}

void WangziView::paintFrame(QPainter &painter) const
{
    const qreal r = radius_;
    QPainterPath outline;
    outline.addPolygon(frame_);
    outline.closeSubpath();
    painter.save();
    painter.setPen(Qt::NoPen);
    // A soft shadow, then the lacquer.
    for (int i = 5; i >= 1; --i) {
        painter.setBrush(QColor(40, 15, 10, 12));
        painter.drawPath(outline.translated(0, r * 0.08 + i * 1.2));
    }
    const QRectF bounds = frame_.boundingRect();
    QLinearGradient lacquer(bounds.topLeft(), bounds.bottomRight());
    lacquer.setColorAt(0.0, kLacquer.lighter(112));
    lacquer.setColorAt(1.0, kLacquerDark);
    painter.setBrush(lacquer);
    painter.setPen(
        QPen(kLacquerDark.darker(130), std::max<qreal>(1.0, r * 0.06), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPath(outline);

    // The notation: row letters on the left, cell numbers where each rising diagonal
    // leaves the board at the bottom.
    const WangziState *game = position();
    const int size = game->size();
    const int rows = 2 * size - 1;
    painter.setFont(pixelFont(painter.font(), r * 0.62, QFont::DemiBold));
    painter.setPen(kLabel);
    const QSizeF box(r * 1.4, r * 1.2);
    for (int y = 0; y < rows; ++y) {
        const int first = y < size ? 0 : y - size + 1;
        const QPointF at = origin_ + unitCenter(first - 1, y) * r + QPointF(r * 0.25, 0);
        painter.drawText(QRectF(at - QPointF(box.width(), box.height()) / 2, box), Qt::AlignCenter,
                         QString(QChar('A' + y)));
    }
    for (int x = 0; x < rows; ++x) {
        const int low = x < size ? 0 : x - size + 1;
        QPointF at = origin_ + unitCenter(x, low - 1) * r;
        at = lerp(at, origin_ + unitCenter(x, low) * r, 0.15);
        painter.drawText(QRectF(at - QPointF(box.width(), box.height()) / 2, box), Qt::AlignCenter,
                         QString::number(x + 1));
    }
    painter.restore();
}

void WangziView::paintTile(QPainter &painter, QPointF center, qreal r, int owner, int value, bool locked,
                           qreal opacity) const
{
    painter.save();
    painter.setOpacity(painter.opacity() * opacity);
    const QPolygonF tile = hexagon(center, r * 0.8);
    // A raised tile: a shadow, a gradient face and a rim.
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(30, 20, 10, 60));
    painter.drawPolygon(tile.translated(r * 0.04, r * 0.08));
    QLinearGradient face(center - QPointF(0, r * 0.8), center + QPointF(0, r * 0.8));
    if (owner == 0) {
        face.setColorAt(0.0, QColor(0xffffff));
        face.setColorAt(1.0, QColor(0xe2dccd));
        painter.setPen(QPen(QColor(0x8d8373), std::max<qreal>(1.0, r * 0.05)));
    } else {
        face.setColorAt(0.0, QColor(0x555555));
        face.setColorAt(1.0, QColor(0x161616));
        painter.setPen(QPen(QColor(Qt::black), std::max<qreal>(1.0, r * 0.05)));
    }
    painter.setBrush(face);
    painter.drawPolygon(tile);
    if (locked) {
        // A gold ring inside the rim and a small padlock at the bottom.
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(kGold, std::max<qreal>(1.2, r * 0.09)));
        painter.drawPolygon(hexagon(center, r * 0.66));
        const QPointF lock = center + QPointF(0, r * 0.44);
        const qreal w = r * 0.26;
        painter.setPen(QPen(kGold, std::max<qreal>(1.0, r * 0.05)));
        painter.drawArc(QRectF(lock.x() - w * 0.35, lock.y() - w * 0.75, w * 0.7, w * 0.8), 0, 180 * 16);
        painter.setPen(Qt::NoPen);
        painter.setBrush(kGold);
        painter.drawRoundedRect(QRectF(lock.x() - w / 2, lock.y() - w * 0.38, w, w * 0.7), w * 0.12, w * 0.12);
    }
    if (value > 0) {
        painter.setPen(owner == 0 ? QColor(0x2b2b2b) : QColor(0xf4efe3));
        painter.setFont(pixelFont(painter.font(), r * 0.72, QFont::Bold));
        const QRectF box(center.x() - r * 0.6, center.y() - r * (locked ? 0.62 : 0.55), r * 1.2, r * 1.0);
        painter.drawText(box, Qt::AlignCenter, QString::number(value));
    }
    painter.restore();
}

void WangziView::paintCells(QPainter &painter) const
{
    const WangziState *game = position();
    const WangziState *before = (before_ ? &stateAs<WangziState>(*before_) : nullptr);
    const qreal r = radius_;
    const qreal t = moveProgress();
    const qsizetype walked = motion_.steps.size();

    for (int cell = 0; cell < game->cellCount(); ++cell) {
        const QPointF at = cellCenter(cell);
        const QPolygonF hex = hexagon(at, r * 0.97);
        const int territory = game->territoryOwner(cell);
        painter.setPen(QPen(kCellEdge, std::max<qreal>(1.0, r * 0.04)));
        if (territory < 0) {
            painter.setBrush(kCell);
            painter.drawPolygon(hex);
        } else {
            // Territory: the owner's colour, flat and hatched, so it never reads as a tile.
            painter.setBrush(territory == 0 ? QColor(0xfbf6e6) : QColor(0x4d4a45));
            painter.drawPolygon(hex);
            painter.setBrush(QBrush(territory == 0 ? QColor(0xa8977a) : QColor(0x2a2825), Qt::BDiagPattern));
            painter.setPen(Qt::NoPen);
            QTransform scale;
            scale.scale(std::max<qreal>(1.0, r / 12.0), std::max<qreal>(1.0, r / 12.0));
            QBrush hatch = painter.brush();
            hatch.setTransform(scale);
            painter.setBrush(hatch);
            painter.drawPolygon(hexagon(at, r * 0.9));
        }

        // While the Prince walks, a cell on its path keeps its old tile until it arrives.
        const WangziState *source = game;
        if (before && t < 1.0)
            for (qsizetype i = 0; i < walked; ++i)
                if (motion_.steps[i].cell == cell && t * walked < i + 1)
                    source = before;
        // A Prince standing on the tile hides its number, which his badge shows instead.
        const bool walking = moveProgress() < 1.0 && motion_.from >= 0;
        const bool underPrince = game->hasPrince(cell) && !(walking && cell == motion_.steps.back().cell);
        if (source->tileOwner(cell) >= 0)
            paintTile(painter, at, r, source->tileOwner(cell), underPrince ? 0 : source->tileValue(cell),
                      source->tileLocked(cell));
    }
}

QPainterPath WangziView::movePath(const State &state, Action action) const
{
    // The Prince's way, its start ringed, and its last cell (where the labels go).
    const Path path = pathOf(stateAs<WangziState>(state), action);
    QPainterPath shape;
    if (path.from < 0 || path.steps.isEmpty())
        return shape;
    shape.addEllipse(cellCenter(path.from), radius_ * 0.62, radius_ * 0.62);
    shape.moveTo(cellCenter(path.from));
    for (const auto &step : path.steps)
        shape.lineTo(cellCenter(step.cell));
    shape.addEllipse(cellCenter(path.steps.back().cell), radius_ * 0.7, radius_ * 0.7);
    return shape;
}

void WangziView::paintPath(QPainter &painter, const Path &path, const QColor &ink, bool dashed) const
{
    if (path.from < 0 || path.steps.isEmpty())
        return;
    const qreal r = radius_;
    painter.save();
    QPolygonF line;
    line << cellCenter(path.from);
    for (const auto &step : path.steps)
        line << cellCenter(step.cell);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(
        QPen(withAlpha(ink, 170), r * 0.14, dashed ? Qt::DashLine : Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    // Each leg runs between the cells' edges, leaving their middles (and values) clear.
    for (qsizetype i = 1; i < line.size(); ++i) {
        const QPointF a = line[i - 1];
        const QPointF b = line[i];
        const QPointF along = (b - a) / std::max<qreal>(1.0, std::hypot((b - a).x(), (b - a).y()));
        painter.drawLine(a + along * r * kPathClearance, b - along * r * kPathClearance);
    }
    // The start ringed; a laid tile gets a dot on its corner, a flipped one a double ring.
    painter.setPen(QPen(ink, r * 0.1));
    painter.drawEllipse(line.front(), r * 0.62, r * 0.62);
    for (const auto &step : path.steps) {
        const QPointF at = cellCenter(step.cell);
        if (step.kind == StepKind::Flip) {
            painter.setPen(QPen(ink, r * 0.1));
            painter.setBrush(Qt::NoBrush);
            painter.drawPolygon(hexagon(at, r * 0.92));
            painter.setPen(QPen(ink, r * 0.05, Qt::DotLine));
            painter.drawPolygon(hexagon(at, r * 0.58));
        } else if (wangzi::laidValue(step.kind) > 0) {
            painter.setPen(QPen(Qt::white, r * 0.04));
            painter.setBrush(ink);
            painter.drawEllipse(at + QPointF(r * 0.5, -r * 0.42), r * 0.14, r * 0.14);
        }
    }
    // An arrowhead where the Prince stops.
    const QPointF end = line.back();
    const QPointF prev = line[line.size() - 2];
    const QPointF d = (end - prev) / std::max<qreal>(1.0, std::hypot((end - prev).x(), (end - prev).y()));
    const QPointF n(-d.y(), d.x());
    const QPointF tip = end - d * r * 0.55;
    QPolygonF head;
    head << tip << tip - d * r * 0.4 + n * r * 0.26 << tip - d * r * 0.4 - n * r * 0.26;
    painter.setPen(Qt::NoPen);
    painter.setBrush(ink);
    painter.drawPolygon(head);
    painter.restore();
}

void WangziView::paintGuides(QPainter &painter) const
{
    const WangziState *game = position();
    const qreal r = radius_;
    if (moveProgress() < 1.0)
        return;
    painter.save();
    // Hovering a Prince that may move: every cell its moves reach.
    const bool picking = builder_.idle() || (builder_.steps().isEmpty() && builder_.pendingCell() < 0);
    if (picking && builder_.movable(hoverCell()) && hoverCell() != builder_.prince()) {
        // Empty cells tinted; tiles only ringed, so both colours stay as they are.
        for (const int cell : builder_.reachable(hoverCell())) {
            const bool tiled = game->tileOwner(cell) >= 0;
            painter.setPen(tiled ? QPen(withAlpha(kChoice, 200), r * 0.1) : QPen(Qt::NoPen));
            painter.setBrush(tiled ? QBrush(Qt::NoBrush) : QBrush(withAlpha(kChoice, 55)));
            painter.drawPolygon(hexagon(cellCenter(cell), r * 0.9));
        }
    }

    if (!builder_.idle()) {
        // The move so far: its path, the tiles it would lay, the cells it may enter next.
        Path sofar;
        sofar.from = builder_.prince();
        sofar.steps = builder_.steps();
        if (builder_.pendingCell() >= 0)
            sofar.steps.append({builder_.pendingCell(), StepKind::Pass});
        paintPath(painter, sofar, kChoice, true);
        const int seat = game->currentPlayer();
        for (const auto &step : builder_.steps()) {
            if (wangzi::laidValue(step.kind) > 0)
                paintTile(painter, cellCenter(step.cell), r, seat, wangzi::laidValue(step.kind), false, 0.7);
            else if (step.kind == StepKind::Flip)
                paintTile(painter, cellCenter(step.cell), r, seat, game->tileValue(step.cell), false, 0.7);
        }
        painter.setBrush(Qt::NoBrush);
        for (const int cell : builder_.cellsAfter(hoverCell())) {
            painter.setPen(QPen(withAlpha(kChoice, 110), r * 0.06, Qt::DotLine));
            painter.drawPolygon(hexagon(cellCenter(cell), r * 0.7));
        }
        for (const int cell : builder_.nextCells()) {
            const bool over = cell == hoverCell();
            painter.setPen(QPen(kChoice, r * (over ? 0.14 : 0.09)));
            painter.setBrush(withAlpha(kChoice, over ? 70 : 30));
            painter.drawPolygon(hexagon(cellCenter(cell), r * 0.82));
        }
        if (builder_.pendingCell() >= 0) {
            painter.setPen(QPen(kChoice, r * 0.14));
            painter.setBrush(withAlpha(kChoice, 60));
            painter.drawPolygon(hexagon(cellCenter(builder_.pendingCell()), r * 0.82));
        }
    }

    painter.restore();
}

void WangziView::paintPrince(QPainter &painter, QPointF center, bool barred) const
{
    const qreal r = radius_;
    const qreal s = r * 0.5; // the token's radius
    painter.save();
    if (barred)
        painter.setOpacity(0.55);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(20, 10, 0, 90));
    painter.drawEllipse(center + QPointF(s * 0.1, s * 0.16), s, s);
    // A jade token with a gold crown: neither player's colour.
    QRadialGradient jade(center - QPointF(s * 0.35, s * 0.4), s * 1.5);
    jade.setColorAt(0.0, QColor(0x7fd1ae));
    jade.setColorAt(0.5, QColor(0x2f8f6a));
    jade.setColorAt(1.0, QColor(0x15513b));
    painter.setBrush(jade);
    painter.setPen(QPen(QColor(0x0d3526), std::max<qreal>(1.0, s * 0.08)));
    painter.drawEllipse(center, s, s);
    QPolygonF crown;
    const qreal w = s * 0.62;
    const qreal base = center.y() + s * 0.36;
    const qreal top = center.y() - s * 0.42;
    crown << QPointF(center.x() - w, base) << QPointF(center.x() - w, top)
          << QPointF(center.x() - w * 0.5, center.y() - s * 0.02) << QPointF(center.x(), top - s * 0.08)
          << QPointF(center.x() + w * 0.5, center.y() - s * 0.02) << QPointF(center.x() + w, top)
          << QPointF(center.x() + w, base);
    painter.setBrush(QColor(0xf2c94c));
    painter.setPen(QPen(QColor(0x8a6a12), std::max<qreal>(1.0, s * 0.06), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPolygon(crown);
    painter.restore();
    if (barred) {
        // The Prince that may not move this turn: a red bar across it.
        painter.save();
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(QColor(0xc0392b), s * 0.2, Qt::SolidLine, Qt::RoundCap));
        painter.drawEllipse(center, s * 1.08, s * 1.08);
        const QPointF d = QPointF(std::cos(M_PI / 4), -std::sin(M_PI / 4)) * s * 0.76;
        painter.drawLine(center - d, center + d);
        painter.restore();
    }
}

void WangziView::paintPrinces(QPainter &painter) const
{
    const WangziState *game = position();
    const qreal r = radius_;
    const bool walking = moveProgress() < 1.0 && motion_.from >= 0;
    const int end = walking ? motion_.steps.back().cell : -1;
    const int barred = game->blockedCell();
    for (int cell = 0; cell < game->cellCount(); ++cell) {
        if (!game->hasPrince(cell) || cell == end)
            continue;
        const QPointF at = cellCenter(cell);
        const bool selected = cell == builder_.prince();
        if (selected || (builder_.idle() && cell == hoverCell() && builder_.movable(cell))) {
            painter.setPen(QPen(kChoice, r * (selected ? 0.14 : 0.08)));
            painter.setBrush(withAlpha(kChoice, selected ? 60 : 30));
            painter.drawEllipse(at, r * 0.68, r * 0.68);
        }
        paintPrince(painter, at, cell == barred);
        // The tile under a Prince shows its value on a small badge.
        if (game->tileOwner(cell) >= 0) {
            const QPointF badge = at + QPointF(r * 0.5, r * 0.42);
            const qreal b = r * 0.32; // wide enough that the number stands on the badge
            painter.setPen(
                QPen(game->tileOwner(cell) == 0 ? QColor(0x8d8373) : QColor(0xf4efe3), std::max<qreal>(1.0, r * 0.04)));
            painter.setBrush(game->tileOwner(cell) == 0 ? QColor(0xfdfaf2) : QColor(0x262626));
            painter.drawEllipse(badge, b, b);
            painter.setPen(game->tileOwner(cell) == 0 ? QColor(0x2b2b2b) : QColor(0xf4efe3));
            painter.setFont(pixelFont(painter.font(), r * 0.4, QFont::Bold));
            painter.drawText(QRectF(badge.x() - b, badge.y() - b, 2 * b, 2 * b), Qt::AlignCenter,
                             QString::number(game->tileValue(cell)));
        }
    }
    if (game->isTerminal() && !walking) {
        // Whom each Prince left on the board goes to: a gold-rimmed badge of that player's
        // colour, or a grey crossed-out one for nobody.
        for (int cell = 0; cell < game->cellCount(); ++cell) {
            if (!game->hasPrince(cell))
                continue;
            const QRectF badge = awardBadge(cell);
            const int seat = game->princeGoesTo(cell);
            painter.save();
            painter.setPen(QPen(seat < 0 ? QColor(0x8a8a8a) : kGold, std::max<qreal>(1.0, r * 0.06)));
            painter.setBrush(seat == 0 ? QColor(0xfdfaf2) : seat == 1 ? QColor(0x262626) : QColor(0xd9d4c7));
            painter.drawEllipse(badge);
            if (seat < 0) {
                painter.setPen(QPen(QColor(0x6b6b6b), std::max<qreal>(1.0, r * 0.06), Qt::SolidLine, Qt::RoundCap));
                const qreal inset = badge.width() * 0.27;
                painter.drawLine(badge.topLeft() + QPointF(inset, inset), badge.bottomRight() - QPointF(inset, inset));
            }
            painter.restore();
        }
    }
    if (walking) {
        // The moving Prince, from cell to cell along its path.
        QVector<QPointF> points {cellCenter(motion_.from)};
        for (const auto &step : motion_.steps)
            points << cellCenter(step.cell);
        const qreal along = moveProgress() * (points.size() - 1);
        const int leg = std::min(static_cast<int>(along), static_cast<int>(points.size()) - 2);
        paintPrince(painter, lerp(points[leg], points[leg + 1], along - leg), false);
    }
}

QRectF WangziView::awardBadge(int cell) const
{
    const QPointF at = cellCenter(cell) + QPointF(-radius_ * 0.5, radius_ * 0.42);
    const qreal b = radius_ * 0.3;
    return {at.x() - b, at.y() - b, 2 * b, 2 * b};
}

// A supply card's title, "Ana · White", in a font from 0.68 of the title's line down to a
// floor; where even the floor is too wide, the name alone (the chip shows the colour), and
// only a name too long for the card at the floor is cut.
QString WangziView::supplyTitle(int seat, qreal width, qreal line) const
{
    const GamePresentation::SeatLook look = GamePresentation::whiteOrBlack(seat == 0);
    const QString name = seatLabel(session().seats().value(seat));
    const QString full = name.isEmpty() ? look.name : tr("%1 · %2").arg(name, look.name);
    const QFont floor = pixelFont(font(), std::max<qreal>(kTitleFloor, line * 0.5), QFont::DemiBold);
    return QFontMetricsF(floor).horizontalAdvance(full) <= width || name.isEmpty() ? full : name;
}

QFont WangziView::titleFont(int seat, qreal width, qreal line) const
{
    const QString title = supplyTitle(seat, width, line);
    const qreal floor = std::max<qreal>(kTitleFloor, line * 0.5);
    qreal size = line * 0.68;
    QFont font = pixelFont(this->font(), size, QFont::DemiBold);
    while (size > floor && QFontMetricsF(font).horizontalAdvance(title) > width) {
        size = std::max(floor, size - 0.5);
        font = pixelFont(this->font(), size, QFont::DemiBold);
    }
    return font;
}

void WangziView::paintSupply(QPainter &painter, int seat) const
{
    const WangziState *game = position();
    const QRectF card = supplyRects_[static_cast<std::size_t>(seat)];
    if (card.width() < 40 || card.height() < 40)
        return;
    painter.save();
    const bool toMove = game->currentPlayer() == seat;
    painter.setPen(QPen(toMove ? kLastMoveInk : QColor(0xc9b48f), toMove ? 3.0 : 1.2));
    painter.setBrush(QColor(255, 250, 240, 240));
    painter.drawRoundedRect(card.adjusted(1, 1, -1, -1), 10, 10);

    // The title: a chip of the colour, the player's name.
    const qreal pad = 10;
    const qreal line = std::min<qreal>(22, card.height() * 0.24);
    const QRectF chip(card.left() + pad, card.top() + pad + 2, line - 4, line - 4);
    painter.setPen(QPen(QColor(0x5c5346), 1));
    const GamePresentation::SeatLook look = GamePresentation::whiteOrBlack(seat == 0);
    painter.setBrush(look.color);
    painter.drawEllipse(chip);
    painter.setPen(QColor(0x3a2414));
    const QString name = seatLabel(session().seats().value(seat));
    const QRectF titleBox(chip.right() + 6, card.top() + pad, card.width() - 2 * pad - chip.width() - 6, line);
    painter.setFont(titleFont(seat, titleBox.width(), line));
    painter.drawText(titleBox, Qt::AlignLeft | Qt::AlignVCenter,
                     painter.fontMetrics().elidedText(supplyTitle(seat, titleBox.width(), line), Qt::ElideRight,
                                                      static_cast<int>(titleBox.width())));

    // The tiles left of each value, as small tiles with their counts.
    const qreal rowTop = titleBox.bottom() + 6;
    const qreal footer = line * 0.8;
    const qreal rowHeight = card.bottom() - pad - footer - rowTop;
    const qreal slot = (card.width() - 2 * pad) / 3;
    const qreal tile = std::min(rowHeight * 0.5, slot * 0.24);
    for (int value = 1; value <= 3; ++value) {
        const qreal left = card.left() + pad + slot * (value - 1);
        const QPointF at(left + tile * 1.1, rowTop + rowHeight / 2);
        const int count = game->supply(seat, value);
        if (count > 0) {
            paintTile(painter, at, tile / 0.8, seat, value, false);
        } else {
            // None left: the tile's place, dashed, with its value still readable.
            painter.setPen(QPen(kSpent, std::max<qreal>(1.0, tile * 0.08), Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawPolygon(hexagon(at, tile));
            painter.setFont(pixelFont(font(), tile * 0.9, QFont::Bold));
            painter.drawText(QRectF(at.x() - tile, at.y() - tile * 0.8, tile * 2, tile * 1.6), Qt::AlignCenter,
                             QString::number(value));
        }
        painter.setPen(count > 0 ? QColor(0x3a2414) : kSpent);
        painter.setFont(pixelFont(font(), std::min(tile * 0.9, 16.0), QFont::DemiBold));
        painter.drawText(QRectF(at.x() + tile * 1.0, rowTop, slot - tile * 2.1, rowHeight),
                         Qt::AlignLeft | Qt::AlignVCenter, QStringLiteral("×%1").arg(count));
    }

    // The running score's parts.
    painter.setPen(QColor(0x6b5a44));
    painter.setFont(pixelFont(font(), footer * 0.78));
    const QString parts = scoreParts(*game, seat);
    painter.drawText(QRectF(card.left() + pad, card.bottom() - pad - footer, card.width() - 2 * pad, footer),
                     Qt::AlignLeft | Qt::AlignVCenter, parts);
    painter.restore();
}

} // namespace ludoteca::app::wangzi
