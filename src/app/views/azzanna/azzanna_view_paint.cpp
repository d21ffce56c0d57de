// Painting of Azzanna's field: the straw mat, fence, grass, trees and coordinates (cached
// as the background), the tray of the sides above the field, the marks, the pieces (drawn
// from sprites) and their animation, the bite being chosen, a run's preview and the arrow
// buttons in the margins.

#include "views/azzanna/azzanna_view.h"

#include <algorithm>
#include <array>
#include <cmath>

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include "ludoteca/core/state.h"
#include "session/game_session.h"
#include "views/azzanna/azzanna_art.h"
#include "views/azzanna/azzanna_presentation.h"
#include "views/board_paint.h"
#include "views/square_grid.h"

namespace ludoteca::app::azzanna {

using games::azzanna::AzzannaState;
using Decoded = games::azzanna::AzzannaState::Decoded;

// --- Painting --------------------------------------------------------------------------

bool AzzannaView::paintView(QPainter &painter)
{
    if (!field_.valid || !session().hasGame())
        return false;
    // The mat, grass, fence, trees and coordinates change only with the size and the trees.
    std::uint64_t trees = 0;
    for (int cell = 0; cell < games::azzanna::kCells; ++cell)
        if (field_.at(cell) == Piece::Tree)
            trees |= std::uint64_t {1} << cell;
    paintCachedBackground(painter, trees, [this](QPainter &cache) { paintField(cache); });
    paintTray(painter);
    paintMarks(painter);
    paintPieces(painter);
    paintBiteChoice(painter);
    if (runsNow() && moveProgress() >= 1.0)
        paintRunPreview(painter);
    paintArrows(painter);
    return true;
}

void AzzannaView::paintField(QPainter &painter) const
{
    const qreal c = cellSize();
    const QRectF grid = gridRect();
    const QRectF mat = grid.adjusted(-c * kMargin, -c * kMargin, c * kMargin, c * kMargin);

    // The straw mat under everything, with a soft shadow.
    painter.setPen(Qt::NoPen);
    for (int i = 5; i >= 1; --i) {
        painter.setBrush(QColor(90, 60, 20, 10));
        painter.drawRoundedRect(mat.adjusted(-i, -i * 0.5, i, i * 1.6), c * 0.3 + i, c * 0.3 + i);
    }
    QLinearGradient straw(mat.topLeft(), mat.bottomRight());
    straw.setColorAt(0.0, palette::kStraw.lighter(103));
    straw.setColorAt(1.0, palette::kStraw.darker(106));
    painter.setBrush(straw);
    painter.drawRoundedRect(mat, c * 0.3, c * 0.3);

    // The wooden fence around the field.
    const qreal fence = c * 0.14;
    const QRectF rail = grid.adjusted(-fence, -fence, fence, fence);
    painter.setBrush(palette::kFence);
    painter.drawRoundedRect(rail, fence, fence);
    painter.setPen(QPen(palette::kFence.lighter(135), std::max<qreal>(1.0, fence * 0.25)));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(rail.adjusted(fence * 0.3, fence * 0.3, -fence * 0.3, -fence * 0.3), fence * 0.7,
                            fence * 0.7);
    painter.setPen(Qt::NoPen);
    painter.setBrush(palette::kFence.darker(125));
    for (int i = 0; i <= 8; ++i) { // posts
        const qreal x = grid.left() + i * c;
        const qreal y = grid.top() + i * c;
        for (const QPointF post : {QPointF(x, rail.top() + fence / 2), QPointF(x, rail.bottom() - fence / 2),
                                   QPointF(rail.left() + fence / 2, y), QPointF(rail.right() - fence / 2, y)})
            painter.drawEllipse(post, fence * 0.42, fence * 0.42);
    }

    for (int cell = 0; cell < games::azzanna::kCells; ++cell)
        paintGrass(painter, cellRect(cell), kField.file(cell), kField.rank(cell));
    // Faint furrows between the cells.
    painter.setPen(QPen(QColor(70, 110, 40, 60), std::max<qreal>(1.0, c * 0.015)));
    for (int i = 1; i < 8; ++i) {
        painter.drawLine(QPointF(grid.left() + i * c, grid.top()), QPointF(grid.left() + i * c, grid.bottom()));
        painter.drawLine(QPointF(grid.left(), grid.top() + i * c), QPointF(grid.right(), grid.top() + i * c));
    }
    for (int cell = 0; cell < games::azzanna::kCells; ++cell)
        if (field_.at(cell) == Piece::Tree)
            paintTree(painter, cellRect(cell));

    // Coordinates on the mat, on all four sides.
    QFont font = painter.font();
    font.setPixelSize(std::max(8, static_cast<int>(c * 0.2)));
    font.setWeight(QFont::DemiBold);
    painter.setFont(font);
    painter.setPen(palette::kInk);
    const qreal band = c * 0.3;
    const qreal gap = fence;
    for (int i = 0; i < 8; ++i) {
        const QString file(QChar('a' + i));
        const QString rank = QString::number(i + 1);
        const qreal x = grid.left() + i * c;
        const qreal y = grid.top() + (7 - i) * c;
        painter.drawText(QRectF(x, grid.bottom() + gap, c, band), Qt::AlignCenter, file);
        painter.drawText(QRectF(x, grid.top() - gap - band, c, band), Qt::AlignCenter, file);
        painter.drawText(QRectF(grid.left() - gap - band, y, band, c), Qt::AlignCenter, rank);
        painter.drawText(QRectF(grid.right() + gap, y, band, c), Qt::AlignCenter, rank);
    }
}

void AzzannaView::paintTray(QPainter &painter) const
{
    const qreal c = cellSize();
    const QRectF tray = trayRect();
    const int sections = field_.players;
    const qreal width = tray.width() / sections;
    const auto &seats = session().seats();
    const bool over = field_.phase == Phase::Over;
    QFont bold = painter.font();
    bold.setPixelSize(std::max(8, static_cast<int>(c * 0.22)));
    bold.setWeight(QFont::Bold);
    QFont plain = bold;
    plain.setWeight(QFont::Normal);
    plain.setPixelSize(std::max(7, static_cast<int>(c * 0.19)));

    for (int seat = 0; seat < sections; ++seat) {
        const QRectF box =
            QRectF(tray.left() + seat * width, tray.top(), width, tray.height()).adjusted(c * 0.06, 0, -c * 0.06, 0);
        const bool toMove = !over && field_.toMove == seat;
        const bool out = field_.out[static_cast<std::size_t>(seat)];
        painter.setPen(toMove ? QPen(sideColor(seat).darker(130), std::max<qreal>(1.5, c * 0.04))
                              : QPen(withAlpha(palette::kInk, 40), std::max<qreal>(1.0, c * 0.015)));
        painter.setBrush(toMove ? QColor(0xfff6e4) : QColor(0xf7ecd6));
        painter.drawRoundedRect(box, c * 0.18, c * 0.18);

        const qreal icon = box.height() * 0.86;
        const QRectF iconRect(box.left() + c * 0.08, box.center().y() - icon / 2, icon, icon);
        painter.save();
        painter.setOpacity(out ? 0.35 : 1.0);
        paintPiece(painter, iconRect, seat == 0 ? Piece::Pig : seat == 1 ? Piece::Pumpkin : Piece::Broccoli);
        painter.restore();

        const QString name = seatLabel(seats.value(seat));
        QString title = trayTitle(seat, name);
        const QString detail = trayDetail(field_, seat);
        const QRectF text(iconRect.right() + c * 0.08, box.top(), box.right() - iconRect.right() - c * 0.16,
                          box.height());
        painter.setPen(out ? withAlpha(palette::kInk, 120) : palette::kInk);
        QFont titleFont = fittedFont(bold, title, text.width(), 8);
        // Where the side and the name do not both fit, the name alone: the icon shows the side.
        if (!name.isEmpty() && QFontMetricsF(titleFont).horizontalAdvance(title) > text.width()) {
            title = name;
            titleFont = fittedFont(bold, title, text.width(), 8);
        }
        painter.setFont(titleFont);
        painter.drawText(QRectF(text.left(), text.top() + box.height() * 0.1, text.width(), box.height() * 0.42),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         QFontMetricsF(titleFont).elidedText(title, Qt::ElideRight, text.width()));
        const QFont detailFont = fittedFont(plain, detail, text.width(), 7);
        painter.setFont(detailFont);
        painter.drawText(QRectF(text.left(), text.top() + box.height() * 0.5, text.width(), box.height() * 0.4),
                         Qt::AlignLeft | Qt::AlignVCenter,
                         QFontMetricsF(detailFont).elidedText(detail, Qt::ElideRight, text.width()));
    }
}

void AzzannaView::paintMarks(QPainter &painter) const
{
    const qreal c = cellSize();
    // The cells a vegetable may not go on (three players): hatched.
    const bool farmerPlacing = placesNow() && field_.phase != Phase::PlacePigs;
    if (farmerPlacing && field_.players == 3) {
        painter.save();
        const QPen stripe(QColor(160, 60, 25, 120), std::max<qreal>(1.0, c * 0.035), Qt::SolidLine, Qt::FlatCap);
        for (int cell = 0; cell < games::azzanna::kCells; ++cell) {
            if (field_.at(cell) != Piece::Empty || (field_.allowed & (std::uint64_t {1} << cell)))
                continue;
            const QRectF r = cellRect(cell);
            painter.setClipRect(r);
            painter.fillRect(r, QColor(140, 80, 30, 55));
            painter.setPen(stripe);
            for (int i = -4; i <= 4; ++i) { // diagonal stripes a fifth of a cell apart
                const qreal x = r.left() + r.width() * (0.5 + i * 0.2);
                painter.drawLine(QPointF(x - r.width() / 2, r.bottom()), QPointF(x + r.width() / 2, r.top()));
            }
        }
        painter.restore();
    }
    // The last placement: warm corner brackets.
    if (lastCell_ >= 0 && moveProgress() >= 1.0 && field_.at(lastCell_) != Piece::Empty) {
        const QRectF r = cellRect(lastCell_).adjusted(c * 0.05, c * 0.05, -c * 0.05, -c * 0.05);
        const qreal arm = c * 0.22;
        painter.setPen(
            QPen(palette::kAccent, std::max<qreal>(1.5, c * 0.05), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.setBrush(Qt::NoBrush);
        for (const QPointF corner : {r.topLeft(), r.topRight(), r.bottomLeft(), r.bottomRight()}) {
            const qreal sx = corner.x() < r.center().x() ? 1 : -1;
            const qreal sy = corner.y() < r.center().y() ? 1 : -1;
            QPolygonF bracket;
            bracket << corner + QPointF(sx * arm, 0) << corner << corner + QPointF(0, sy * arm);
            painter.drawPolyline(bracket);
        }
    }
    // Hover: the piece to place, faint.
    const int hover = hoverCell();
    if (placesNow() && hover != kNoCell && (field_.allowed & (std::uint64_t {1} << hover)) && moveProgress() >= 1.0) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(255, 255, 230, 90));
        painter.drawRoundedRect(cellRect(hover).adjusted(c * 0.04, c * 0.04, -c * 0.04, -c * 0.04), c * 0.12, c * 0.12);
        painter.save();
        painter.setOpacity(0.55);
        const Piece piece = field_.phase == Phase::PlacePigs ? Piece::Pig
            : field_.toMove == 1                             ? Piece::Pumpkin
                                                             : Piece::Broccoli;
        drawPiece(painter, cellRect(hover), piece);
        painter.restore();
    }
}

void AzzannaView::drawPiece(QPainter &painter, const QRectF &rect, Piece piece) const
{
    // Pieces are drawn once per kind, size and pixel ratio into sprites: gradients and
    // paths are slow to paint, and the field repaints on every animation frame.
    const qreal dpr = devicePixelRatioF();
    const qreal side = cellSize();
    if (spriteSide_ != side || spriteDpr_ != dpr) {
        sprites_.clear();
        spriteSide_ = side;
        spriteDpr_ = dpr;
    }
    QPixmap &sprite = sprites_[static_cast<char>(piece)];
    if (sprite.isNull()) {
        const int pixels = static_cast<int>(std::ceil(side * dpr));
        sprite = QPixmap(pixels, pixels);
        sprite.setDevicePixelRatio(dpr);
        sprite.fill(Qt::transparent);
        QPainter spritePainter(&sprite);
        spritePainter.setRenderHint(QPainter::Antialiasing);
        spritePainter.setRenderHint(QPainter::TextAntialiasing);
        paintPiece(spritePainter, QRectF(0, 0, pixels / dpr, pixels / dpr), piece);
    }
    const QSizeF logical = QSizeF(sprite.size()) / dpr;
    const qreal scale = rect.width() / side;
    QRectF target(rect.topLeft(), logical * scale);
    if (std::abs(scale - 1.0) < 1e-6) // whole device pixels keep an unscaled sprite sharp
        target.moveTopLeft(QPointF(std::round(rect.left() * dpr) / dpr, std::round(rect.top() * dpr) / dpr));
    painter.save();
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    painter.drawPixmap(target, sprite, QRectF(QPointF(0, 0), sprite.size()));
    painter.restore();
}

void AzzannaView::paintPieces(QPainter &painter) const
{
    const bool animating = moveProgress() < 1.0;
    std::array<bool, games::azzanna::kCells> moving {};
    if (animating) {
        for (const Slide &slide : slides_)
            moving[static_cast<std::size_t>(slide.to)] = true;
        if (dropped_ >= 0)
            moving[static_cast<std::size_t>(dropped_)] = true;
    }
    for (int cell = 0; cell < games::azzanna::kCells; ++cell) {
        const Piece piece = field_.at(cell);
        if (piece == Piece::Empty || piece == Piece::Tree || moving[static_cast<std::size_t>(cell)])
            continue;
        drawPiece(painter, cellRect(cell), piece);
    }
    if (!animating)
        return;
    const qreal c = cellSize();
    for (const auto &[cell, piece] : vanishing_) {
        // Eaten: the vegetable shrinks away.
        const qreal scale = 1.0 - moveProgress();
        const QPointF center = cellCenter(cell);
        painter.save();
        painter.setOpacity(1.0 - moveProgress() * 0.8);
        drawPiece(painter, QRectF(center.x() - c * scale / 2, center.y() - c * scale / 2, c * scale, c * scale), piece);
        painter.restore();
    }
    for (const Slide &slide : slides_) {
        const QPointF center = lerp(cellCenter(slide.from), cellCenter(slide.to), moveProgress());
        drawPiece(painter, QRectF(center.x() - c / 2, center.y() - c / 2, c, c), Piece::Pig);
    }
    if (dropped_ >= 0 && field_.at(dropped_) != Piece::Empty) {
        const qreal scale = 1.3 - 0.3 * moveProgress();
        const QPointF center = cellCenter(dropped_);
        painter.save();
        painter.setOpacity(std::min(1.0, 0.3 + moveProgress()));
        drawPiece(painter, QRectF(center.x() - c * scale / 2, center.y() - c * scale / 2, c * scale, c * scale),
                  field_.at(dropped_));
        painter.restore();
    }
}

void AzzannaView::paintBiteChoice(QPainter &painter) const
{
    const qreal c = cellSize();
    auto drawPairs = [&](const QVector<BitePair> &pairs, const QColor &color) {
        for (const BitePair &pair : pairs) {
            const QPointF from = cellCenter(pair.pig);
            const QPointF to = cellCenter(pair.vegetable);
            painter.setPen(QPen(withAlpha(color, 200), c * 0.09, Qt::SolidLine, Qt::RoundCap));
            painter.drawLine(lerp(from, to, 0.25), lerp(from, to, 0.75));
            // A bite mark on the vegetable.
            painter.setPen(QPen(color.darker(140), c * 0.05));
            painter.setBrush(withAlpha(color, 90));
            painter.drawEllipse(to, c * 0.4, c * 0.4);
        }
    };
    painter.save();
    if (!shownBite_.isEmpty())
        drawPairs(shownBite_, palette::kChoice);
    if (acceptsInput() && chooser_.active() && !autoBite_.isActive()) {
        drawPairs(chooser_.chosen(), palette::kChoice);
        painter.setBrush(Qt::NoBrush);
        for (const int pig : chooser_.bitingPigs()) {
            const bool selected = pig == chooser_.selectedPig();
            painter.setPen(QPen(selected ? palette::kChoice.darker(115) : withAlpha(palette::kChoice, 220),
                                c * (selected ? 0.09 : 0.05)));
            painter.setBrush(selected ? QBrush(withAlpha(palette::kChoice, 70)) : QBrush(Qt::NoBrush));
            painter.drawRoundedRect(cellRect(pig).adjusted(c * 0.06, c * 0.06, -c * 0.06, -c * 0.06), c * 0.2, c * 0.2);
        }
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(palette::kChoice.darker(110), c * 0.06, Qt::DashLine, Qt::RoundCap));
        for (const int vegetable : chooser_.reachable())
            painter.drawEllipse(cellCenter(vegetable), c * 0.44, c * 0.44);
    }
    painter.restore();
}

void AzzannaView::paintRunPreview(QPainter &painter) const
{
    const int direction = dragDirection_ >= 0 ? dragDirection_ : hoverArrow_;
    if (direction < 0)
        return;
    const qreal c = cellSize();
    painter.save();
    for (const Slide &slide : games::azzanna::runSlides(field_.position, directionOf(direction))) {
        painter.setPen(QPen(QColor(255, 255, 240, 200), c * 0.07, Qt::DotLine, Qt::RoundCap));
        painter.drawLine(cellCenter(slide.from), cellCenter(slide.to));
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(255, 228, 236, 120)); // a warm spot where the pig will stop
        painter.drawEllipse(cellCenter(slide.to), c * 0.4, c * 0.4);
        painter.setOpacity(0.6);
        drawPiece(painter, cellRect(slide.to), Piece::Pig);
        painter.setOpacity(1.0);
    }
    painter.restore();
}

void AzzannaView::paintArrows(QPainter &painter) const
{
    const bool live = runsNow();
    const qreal c = cellSize();
    const qreal radius = arrowRadius();
    for (int d = 0; d < kDirections; ++d) {
        const QPointF center = arrowCenter(directionOf(d));
        const bool hovered = live && (hoverArrow_ == d || dragDirection_ == d);
        const qreal r = hovered ? radius * 1.08 : radius;
        painter.save();
        painter.setOpacity(live ? 1.0 : 0.35);
        painter.setPen(QPen(live ? palette::kPumpkin.darker(135) : withAlpha(palette::kInk, 120),
                            std::max<qreal>(1.0, c * 0.025)));
        painter.setBrush(live ? (hovered ? palette::kPumpkin.lighter(112) : palette::kPumpkin) : QColor(0xe6d3ae));
        painter.drawEllipse(center, r, r);
        if (hovered) {
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(QColor(0xfffaf0), std::max<qreal>(1.5, c * 0.04)));
            painter.drawEllipse(center, r * 0.86, r * 0.86);
        }
        // The arrow, pointing outwards.
        const QPointF tip = d == 0 ? QPointF(0, -1) : d == 1 ? QPointF(0, 1) : d == 2 ? QPointF(1, 0) : QPointF(-1, 0);
        const QPointF side(-tip.y(), tip.x());
        QPolygonF arrow;
        arrow << center + tip * r * 0.62 << center + side * r * 0.5 + tip * r * 0.02 << center + side * r * 0.2
              << center + side * r * 0.2 - tip * r * 0.55 << center - side * r * 0.2 - tip * r * 0.55
              << center - side * r * 0.2 << center - side * r * 0.5 + tip * r * 0.02;
        painter.setPen(Qt::NoPen);
        painter.setBrush(live ? QColor(0xfffaf0) : palette::kInk);
        painter.drawPolygon(arrow);
        painter.restore();
        if (lastRun_ == d && moveProgress() >= 1.0) {
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(palette::kAccent, std::max<qreal>(1.5, c * 0.04)));
            painter.drawEllipse(center, radius * 1.25, radius * 1.25);
        }
    }
}

QPainterPath AzzannaView::movePath(const State &state, Action action) const
{
    const qreal c = cellSize();
    QPainterPath path;
    const Decoded move = stateAs<AzzannaState>(state).decode(action);
    if (move.kind == Decoded::Kind::Place) {
        path.addEllipse(cellCenter(move.cell), c * 0.42, c * 0.42);
    } else if (move.kind == Decoded::Kind::Run) {
        path.addEllipse(arrowCenter(move.direction), arrowRadius() * 1.3, arrowRadius() * 1.3);
    } else if (move.kind == Decoded::Kind::Bite) {
        for (int i = 0; i < move.biteCount; ++i) {
            const auto &pair = move.bites[static_cast<std::size_t>(i)];
            path.moveTo(lerp(cellCenter(pair.pig), cellCenter(pair.vegetable), 0.2));
            path.lineTo(lerp(cellCenter(pair.pig), cellCenter(pair.vegetable), 0.8));
            path.addEllipse(cellCenter(pair.vegetable), c * 0.42, c * 0.42);
        }
    }
    return path;
}

} // namespace ludoteca::app::azzanna
