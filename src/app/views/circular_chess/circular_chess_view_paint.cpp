// Painting of the Circular Chess view: the round board, its marks and pieces, the moving
// piece, and the strip beside the board (deck, last card, objective, seats, quiet turns).

#include <algorithm>
#include <cmath>

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QRadialGradient>

#include "ludoteca/games/circular_chess.h"
#include "ui/theme.h"
#include "views/board_paint.h"
#include "views/circular_chess/circular_chess_art.h"
#include "views/circular_chess/circular_chess_view.h"
#include "views/game_presentation.h"

namespace ludoteca::app::circular_chess {

using games::circular_chess::CircularChessState;

namespace {

const QColor kLightCell(0xf3e6c8);
const QColor kDarkCell(0xcfae80);
const QColor kGrid(0x6b4a2b);
const QColor kWood(0x8a5a33);
const QColor kSelect(0xf2c94c);  // the piece picked up
const QColor kTarget(0x2f9e62);  // a quiet target
const QColor kCapture(0xc0392b); // a capture
// The last move's edge, a little lighter than its fill's ink: a small inner cell's edge
// runs under the piece's outline, which must stand out from it.
const QColor kLastMoveEdge(0xe8643a);
// The words on a card, which is light in both schemes; the words beside the board take
// the scheme's colours (theme::colours()).
const QColor kCardInk(0x2b2520);
const QColor kCardMuted(0x6b5f53);
const QColor kCellNumber(0x2a1a0c);

constexpr PixelFont scaled {7, PixelFont::Whole::Round};

QFont symbolFont(qreal pixels)
{
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPixelSize(std::max(8, static_cast<int>(std::lround(pixels))));
    return font;
}

void sectionTitle(QPainter &painter, const QRectF &rect, const QString &text, const QFont &base)
{
    QFont font = scaled(base, base.pixelSize() > 0 ? base.pixelSize() * 0.8 : 10, QFont::DemiBold);
    font.setLetterSpacing(QFont::PercentageSpacing, 108);
    painter.setFont(font);
    painter.setPen(theme::colours().muted);
    painter.drawText(rect, Qt::AlignLeft | Qt::AlignTop, text.toUpper());
}

} // namespace

bool CircularChessView::paintView(QPainter &painter)
{
    if (!game() || !geometry_.valid())
        return false;
    paintBoard(painter);
    paintMarks(painter);
    paintPieces(painter);
    if (motion_.kind != Motion::None)
        paintMotion(painter);
    paintStrip(painter);
    return true;
}

void CircularChessView::paintBoard(QPainter &painter) const
{
    const QPointF c = geometry_.centre();
    const qreal r = geometry_.radius();
    const qreal outer = boardRect_.width() / 2.0;
    const qreal rim = outer - r;

    // The rim: a soft shadow, then wood.
    painter.setPen(Qt::NoPen);
    for (int i = 5; i >= 1; --i) {
        painter.setBrush(QColor(60, 40, 20, 10));
        painter.drawEllipse(c + QPointF(0, rim * 0.25), outer + i * 1.4, outer + i * 1.4);
    }
    QRadialGradient wood(c, outer);
    wood.setColorAt(0.85, kWood.lighter(118));
    wood.setColorAt(1.0, kWood);
    painter.setBrush(wood);
    painter.drawEllipse(c, outer, outer);

    // The cells, chequered.
    for (int n = 1; n <= games::circular_chess::kCells; ++n) {
        const bool dark = (games::circular_chess::rayOf(n) + games::circular_chess::ringOf(n)) % 2 == 1;
        painter.setBrush(dark ? kDarkCell : kLightCell);
        painter.setPen(QPen(QColor(kGrid.red(), kGrid.green(), kGrid.blue(), 140), std::max(0.8, r * 0.004)));
        painter.drawPath(geometry_.cellPath(n));
    }

    // The pole: where every line through the centre comes out on the far side.
    const qreal pole = geometry_.poleRadius();
    QRadialGradient globe(c - QPointF(pole * 0.3, pole * 0.3), pole * 1.2);
    globe.setColorAt(0.0, QColor(0x5d7186));
    globe.setColorAt(1.0, QColor(0x1f2a36));
    painter.setBrush(globe);
    painter.setPen(QPen(kGrid, std::max(1.0, r * 0.006)));
    painter.drawEllipse(c, pole, pole);
    painter.setPen(QPen(QColor(255, 255, 255, 60), std::max(0.8, r * 0.003)));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(c, pole * 0.62, pole * 0.62);
    for (int i = 0; i < 9; ++i) {
        // Meridians meeting at the pole.
        const qreal a = circular_chess::BoardGeometry::rayStart(i * 2);
        painter.drawLine(geometry_.pointAt(pole * 0.18, a), geometry_.pointAt(pole * 0.96, a));
        painter.drawLine(geometry_.pointAt(pole * 0.18, a + 180), geometry_.pointAt(pole * 0.96, a + 180));
    }
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0xf6efe0));
    painter.drawEllipse(c, pole * 0.12, pole * 0.12);

    // The white dot on the rim marks cell 1.
    const QPointF dot = geometry_.pointAt(r + rim * 0.5, circular_chess::BoardGeometry::rayStart(0) + 10.0);
    painter.setPen(QPen(QColor(0x2b2520), std::max(1.0, rim * 0.08)));
    painter.setBrush(Qt::white);
    painter.drawEllipse(dot, rim * 0.3, rim * 0.3);

    // Each empty cell's number in its middle: a number never lies under a piece, and the
    // cells a card can bring a piece to are the empty ones.
    for (int n = 1; n <= games::circular_chess::kCells; ++n) {
        if (board_[static_cast<std::size_t>(n - 1)] != 0)
            continue;
        const qreal size = std::clamp(geometry_.pieceSize(n) * 0.36, 8.0, 16.0);
        painter.setFont(scaled(font(), size, QFont::DemiBold));
        painter.setPen(kCellNumber);
        const QPointF at = geometry_.numberAnchor(n);
        painter.drawText(QRectF(at.x() - size * 1.2, at.y() - size * 0.7, size * 2.4, size * 1.4), Qt::AlignCenter,
                         QString::number(n));
    }
}

void CircularChessView::paintMarks(QPainter &painter) const
{
    auto fill = [&](int cell, QColor color, int alpha) {
        color.setAlpha(alpha);
        painter.setPen(Qt::NoPen);
        painter.setBrush(color);
        painter.drawPath(geometry_.cellPath(cell));
    };
    auto outline = [&](int cell, const QColor &color, qreal width, Qt::PenStyle style = Qt::SolidLine) {
        painter.setPen(QPen(color, width, style, Qt::RoundCap, Qt::RoundJoin));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(geometry_.cellPath(cell));
    };
    const qreal pen = std::max(1.5, geometry_.radius() * 0.009);

    if (lastFrom_ != 0)
        fill(lastFrom_, kLastMoveInk, 55);
    if (lastTo_ != 0) {
        fill(lastTo_, kLastMoveInk, 85);
        outline(lastTo_, kLastMoveEdge, pen);
    }
    const int hover = hoverCell();
    const bool hoverLive = hover != kNoCell && (moves_.contains(hover) || moves_.value(selected_).contains(hover));
    if (hoverLive)
        fill(hover, Qt::white, 90);
    if (selected_ != kNoCell) {
        fill(selected_, kSelect, 150);
        outline(selected_, kSelect.darker(140), pen);
        const auto targets = moves_.value(selected_);
        for (auto it = targets.constBegin(); it != targets.constEnd(); ++it) {
            const int to = it.key();
            const QPointF at = geometry_.cellCenter(to);
            const qreal size = geometry_.pieceSize(to);
            if (board_[static_cast<std::size_t>(to - 1)] != 0) {
                fill(to, kCapture, 60);
                painter.setPen(QPen(kCapture, pen * 1.3));
                painter.setBrush(Qt::NoBrush);
                painter.drawEllipse(at, size * 0.56, size * 0.56);
            } else {
                painter.setPen(QPen(Qt::white, pen * 0.6));
                painter.setBrush(kTarget);
                painter.drawEllipse(at, size * 0.17, size * 0.17);
            }
        }
    }
}

void CircularChessView::paintPieces(QPainter &painter) const
{
    const bool moving = motion_.kind != Motion::None;
    for (int n = 1; n <= games::circular_chess::kCells; ++n) {
        const int piece = board_[static_cast<std::size_t>(n - 1)];
        if (piece == 0)
            continue;
        if (moving && n == motion_.to && (motion_.kind == Motion::Move || motion_.kind == Motion::Enter))
            continue; // drawn by paintMotion()
        paintPiece(painter, geometry_.cellCenter(n), geometry_.pieceSize(n), piece);
    }
}

void CircularChessView::paintMotion(QPainter &painter) const
{
    const qreal t = moveProgress();
    switch (motion_.kind) {
    case Motion::None:
        return;
    case Motion::Move: {
        const qreal toSize = geometry_.pieceSize(motion_.to);
        if (motion_.taken != 0)
            paintPiece(painter, geometry_.cellCenter(motion_.to), toSize, motion_.taken, 1.0 - t);
        const qreal size = geometry_.pieceSize(motion_.from) + (toSize - geometry_.pieceSize(motion_.from)) * t;
        paintPiece(painter, lerp(geometry_.cellCenter(motion_.from), geometry_.cellCenter(motion_.to), t),
                   size * (1.0 + 0.15 * std::sin(t * 3.14159)), motion_.piece);
        return;
    }
    case Motion::Enter: {
        const qreal size = geometry_.pieceSize(motion_.to);
        paintPiece(painter, geometry_.cellCenter(motion_.to), size * (1.7 - 0.7 * t), motion_.piece,
                   std::clamp(t * 1.5, 0.0, 1.0));
        return;
    }
    case Motion::Discard: {
        // The card's piece bounces off the taken cell.
        const QPointF at = geometry_.cellCenter(motion_.to);
        const qreal size = geometry_.pieceSize(motion_.to);
        paintPiece(painter, at - QPointF(0, size * 0.6 * t), size, motion_.piece, 0.7 * (1.0 - t));
        painter.setPen(QPen(kCapture, std::max(2.0, size * 0.1), Qt::SolidLine, Qt::RoundCap));
        painter.setOpacity(1.0 - t);
        painter.drawLine(at + QPointF(-size * 0.35, -size * 0.35), at + QPointF(size * 0.35, size * 0.35));
        painter.drawLine(at + QPointF(size * 0.35, -size * 0.35), at + QPointF(-size * 0.35, size * 0.35));
        painter.setOpacity(1.0);
        return;
    }
    }
}

void CircularChessView::paintStrip(QPainter &painter) const
{
    const qreal line = fontMetrics().height();
    paintDeck(painter, deckRect_);
    paintCard(painter, cardRect_);

    // The card's Smorfia name and what became of it.
    const theme::Colours &colours = theme::colours();
    painter.setFont(scaled(font(), line * 0.82, QFont::DemiBold));
    painter.setPen(colours.text);
    const QRectF title(cardTextRect_.left(), cardTextRect_.top(), cardTextRect_.width(), line * 1.1);
    painter.drawText(
        title, Qt::AlignHCenter | Qt::AlignTop,
        painter.fontMetrics().elidedText(cardTitle(card_), Qt::ElideRight, static_cast<int>(title.width())));
    if (showCaption_) {
        painter.setFont(stripSmallFont());
        painter.setPen(colours.muted);
        painter.drawText(cardTextRect_.adjusted(0, line * 1.15, 0, 0),
                         Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, cardCaption(card_));
    }

    paintObjective(painter);
    paintSeats(painter, seatsRect_);

    // The quiet counter, with a bar filling towards the end.
    const auto *g = game();
    const qreal fillRatio = std::clamp(static_cast<qreal>(g->quietTurns()) / std::max(1, g->quietLimit()), 0.0, 1.0);
    const QRectF bar(quietRect_.left(), quietRect_.top(), quietRect_.width(), 5);
    painter.setPen(Qt::NoPen);
    painter.setBrush(colours.border);
    painter.drawRoundedRect(bar, 2.5, 2.5);
    painter.setBrush(fillRatio > 0.75 ? kCapture : colours.accent);
    painter.drawRoundedRect(QRectF(bar.left(), bar.top(), bar.width() * fillRatio, bar.height()), 2.5, 2.5);
    painter.setFont(stripSmallFont());
    painter.setPen(colours.muted);
    painter.drawText(quietRect_.adjusted(0, 9, 0, 0), Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap,
                     quietText(*game()));
}

QFont CircularChessView::stripSmallFont() const { return scaled(font(), fontMetrics().height() * 0.72); }

QFont CircularChessView::objectiveFont(QFont::Weight weight) const
{
    return scaled(font(), fontMetrics().height() * 0.78, weight);
}

// The objective: the viewer's own, or the hunts revealed at the end.
void CircularChessView::paintObjective(QPainter &painter) const
{
    if (objectiveRect_.isEmpty())
        return;
    const qreal line = fontMetrics().height();
    sectionTitle(painter, objectiveRect_, tr("Objective"), scaled(font(), line * 0.8));
    const QRectF text = objectiveRect_.adjusted(0, line * 1.1, 0, 0);
    const int viewer = objectiveViewer();
    const bool shown = viewer >= 0 && viewer < seats_.size() && seats_[viewer].objective != 0 && !gameOver();
    QRectF words = text;
    if (shown) {
        const qreal glyph = std::min(text.height(), line * 2.2);
        // On a cell of the board, as the piece stands there: a black piece on the dark
        // panel would read as a white piece's outline.
        const QRectF square(text.left(), text.top(), glyph, glyph);
        painter.setPen(QPen(kGrid, 1));
        painter.setBrush(kLightCell);
        painter.drawRoundedRect(square.adjusted(0.5, 0.5, -0.5, -0.5), glyph * 0.15, glyph * 0.15);
        paintPiece(painter, square.center(), glyph * 0.85, games::circular_chess::cardPiece(seats_[viewer].objective));
        words.setLeft(text.left() + glyph + 8);
    }
    painter.setFont(objectiveFont(shown ? QFont::DemiBold : QFont::Normal));
    painter.setPen(shown ? theme::colours().text : theme::colours().muted);
    painter.drawText(words, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, objectiveWords());
}

void CircularChessView::paintDeck(QPainter &painter, QRectF rect) const
{
    const auto *g = game();
    const int left = g->deckSize();
    const qreal round = rect.width() * 0.08;
    painter.setPen(Qt::NoPen);
    if (left == 0) {
        painter.setPen(QPen(theme::colours().muted, 1.5, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(rect, round, round);
    } else {
        // A few edges behind the top card show it is a pile.
        const int edges = std::min(3, (left + 14) / 15);
        for (int i = edges; i >= 1; --i) {
            painter.setPen(QPen(QColor(0x5a1f1a), 1));
            painter.setBrush(QColor(0x8c2f26).darker(100 + i * 8));
            painter.drawRoundedRect(rect.translated(i * 2.0, i * 2.0), round, round);
        }
        painter.setPen(QPen(QColor(0xf3e6c8), 2));
        painter.setBrush(QColor(0x9c3328));
        painter.drawRoundedRect(rect, round, round);
        // The back's pattern: a lattice inside a frame.
        const QRectF inner =
            rect.adjusted(rect.width() * 0.1, rect.width() * 0.1, -rect.width() * 0.1, -rect.width() * 0.1);
        painter.save();
        painter.setClipRect(inner);
        painter.setPen(QPen(QColor(243, 230, 200, 70), 1));
        for (qreal x = inner.left() - inner.height(); x < inner.right(); x += inner.width() / 5) {
            painter.drawLine(QPointF(x, inner.top()), QPointF(x + inner.height(), inner.bottom()));
            painter.drawLine(QPointF(x + inner.height(), inner.top()), QPointF(x, inner.bottom()));
        }
        painter.restore();
        painter.setPen(QPen(QColor(243, 230, 200, 160), 1));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(inner, round * 0.6, round * 0.6);
    }
    // How many are left, on a label across the pile.
    const QRectF label(rect.left() + rect.width() * 0.08, rect.center().y() - rect.height() * 0.16, rect.width() * 0.84,
                       rect.height() * 0.32);
    painter.setPen(QPen(QColor(0x5a1f1a), 1));
    painter.setBrush(QColor(0xfbf6ea));
    painter.drawRoundedRect(label, 4, 4);
    // The words under the number only where they fit the label: on a small pile the
    // number stands alone (the view's text still says it in full).
    const QString words = deckWords(*g);
    const QFont wordsFont = scaled(font(), label.height() * 0.24);
    const QFontMetricsF wordsMetrics(wordsFont);
    const bool withWords =
        wordsMetrics.horizontalAdvance(words) <= label.width() - 4 && wordsMetrics.height() <= label.height() * 0.44;
    painter.setPen(kCardInk);
    painter.setFont(scaled(font(), label.height() * 0.5, QFont::Bold));
    painter.drawText(withWords ? label.adjusted(0, 2, 0, -label.height() * 0.42) : label, Qt::AlignCenter,
                     QString::number(left));
    if (withWords) {
        painter.setFont(wordsFont);
        painter.setPen(kCardMuted);
        painter.drawText(label.adjusted(0, label.height() * 0.56, 0, 0), Qt::AlignHCenter | Qt::AlignTop, words);
    }
}

void CircularChessView::paintCard(QPainter &painter, QRectF rect) const
{
    const qreal round = rect.width() * 0.08;
    if (card_.number == 0) {
        painter.setPen(QPen(theme::colours().muted, 1.5, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(rect, round, round);
        painter.setPen(theme::colours().muted);
        painter.setFont(scaled(font(), rect.height() * 0.3, QFont::Bold));
        painter.drawText(rect, Qt::AlignCenter, QStringLiteral("?"));
        return;
    }
    // A freshly drawn card slides over from the deck.
    if (motion_.kind == Motion::Enter || motion_.kind == Motion::Discard)
        rect.translate(lerp(deckRect_.topLeft() - rect.topLeft(), QPointF(0, 0), std::min(1.0, moveProgress() * 1.6)));
    painter.setPen(QPen(QColor(0x8a7f72), 1.2));
    painter.setBrush(QColor(0xfffaf0));
    painter.drawRoundedRect(rect, round, round);
    painter.setPen(QPen(QColor(0xd9c9a8), 1));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(rect.adjusted(4, 4, -4, -4), round * 0.6, round * 0.6);
    // The number in the corner, as on a Smorfia card, and the piece in the middle.
    painter.setPen(QColor(0x9c3328));
    painter.setFont(scaled(font(), rect.height() * 0.17, QFont::Bold));
    painter.drawText(rect.adjusted(rect.width() * 0.1, rect.height() * 0.05, 0, 0), Qt::AlignLeft | Qt::AlignTop,
                     QString::number(card_.number));
    paintPiece(painter, rect.center() + QPointF(0, rect.height() * 0.1), rect.width() * 0.62,
               games::circular_chess::cardPiece(card_.number));
    if (card_.discarded) {
        painter.save();
        painter.translate(rect.center());
        painter.rotate(-24);
        QFont stamp = scaled(font(), rect.width() * 0.15, QFont::Bold);
        stamp.setLetterSpacing(QFont::PercentageSpacing, 110);
        painter.setFont(stamp);
        const QString word = tr("DISCARDED");
        const qreal w = painter.fontMetrics().horizontalAdvance(word) + 8;
        const QRectF box(-w / 2, -rect.width() * 0.12, w, rect.width() * 0.24);
        painter.setPen(QPen(kCapture, 2));
        painter.setBrush(QColor(255, 250, 240, 200));
        painter.drawRoundedRect(box, 3, 3);
        painter.drawText(box, Qt::AlignCenter, word);
        painter.restore();
    }
}

void CircularChessView::paintSeats(QPainter &painter, QRectF rect) const
{
    const qreal line = fontMetrics().height();
    sectionTitle(painter, rect, tr("Captures and scores"), scaled(font(), line * 0.8));
    const int count = static_cast<int>(seats_.size());
    if (count == 0)
        return;
    const QRectF rows = rect.adjusted(0, line * 1.2, 0, 0);
    const qreal rowHeight = std::min(line * 2.5, rows.height() / count);
    // The name (1.1 lines) and the captures (1.2) under it, or one line when they do not fit.
    const bool twoLines = rowHeight >= line * 2.3 + 2;
    const auto *g = game();
    const theme::Colours &colours = theme::colours();
    const int toMove = g->isTerminal() || g->phase() == CircularChessState::Phase::Deal ? -1 : g->turnSeat();
    for (int seat = 0; seat < count; ++seat) {
        const SeatRow &info = seats_[seat];
        const QRectF row(rows.left(), rows.top() + seat * rowHeight, rows.width(), rowHeight);
        if (seat == toMove) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(colours.selection);
            painter.drawRoundedRect(row.adjusted(-4, 1, 4, -1), 5, 5);
        }
        const qreal top = twoLines ? row.top() + 2 : row.center().y() - line * 0.55;
        const QRectF first(row.left(), top, row.width(), line * 1.1);
        painter.setPen(QPen(GamePresentation::paletteLook(seat).color.darker(130), 1));
        painter.setBrush(GamePresentation::paletteLook(seat).color);
        painter.drawEllipse(QPointF(first.left() + 6, first.center().y()), 5.5, 5.5);

        // The score on the right: a number where it may be known.
        painter.setFont(scaled(font(), line * 0.9, QFont::Bold));
        // On the mover's row the dash keeps the text's colour: muted, it would fade away.
        painter.setPen(info.score >= 0 || seat == toMove ? colours.text : colours.muted);
        const QString score = info.score >= 0 ? QString::number(info.score) : QStringLiteral("–");
        const qreal scoreWidth = painter.fontMetrics().horizontalAdvance(QStringLiteral("00"));
        painter.drawText(QRectF(first.right() - scoreWidth, first.top(), scoreWidth, first.height()),
                         Qt::AlignRight | Qt::AlignVCenter, score);
        qreal right = first.right() - scoreWidth - 6;
        if (info.objective != 0) {
            // The quarry, once it may be shown, beside the score.
            const qreal glyph = line * 1.45;
            paintPiece(painter, QPointF(right - glyph / 2, first.center().y()), glyph,
                       games::circular_chess::cardPiece(info.objective));
            right -= glyph + 6;
        }

        painter.setFont(scaled(font(), line * 0.82, seat == toMove ? QFont::Bold : QFont::DemiBold));
        painter.setPen(colours.text);
        const QRectF nameBox(first.left() + 16, first.top(), right - first.left() - 16, first.height());
        QString name = info.name;
        if (!twoLines && !info.captured.isEmpty())
            name += QStringLiteral("  ");
        const QString elided =
            painter.fontMetrics().elidedText(name, Qt::ElideRight, static_cast<int>(nameBox.width()));
        painter.drawText(nameBox, Qt::AlignLeft | Qt::AlignVCenter, elided);

        // What the seat has captured, as chess symbols.
        QRectF taken = twoLines
            ? QRectF(row.left() + 16, first.bottom(), row.width() - 16, line * 1.2)
            : QRectF(nameBox.left() + painter.fontMetrics().horizontalAdvance(elided), first.top(),
                     nameBox.right() - nameBox.left() - painter.fontMetrics().horizontalAdvance(elided),
                     first.height());
        if (info.captured.isEmpty()) {
            if (twoLines) {
                painter.setFont(scaled(font(), line * 0.7));
                painter.setPen(seat == toMove ? colours.text : colours.muted);
                painter.drawText(taken, Qt::AlignLeft | Qt::AlignVCenter, noCapturesText(g->isTerminal()));
            }
        } else if (taken.width() > 8) {
            painter.setFont(symbolFont(line * (twoLines ? 1.2 : 1.0)));
            painter.setPen(colours.text);
            // The symbols are drawn in the text's colour: in light ink on the dark panel a
            // black piece's solid symbol would read white, so the two sets change places.
            const QString symbols = theme::isDark() ? inkSwapped(info.captured) : info.captured;
            painter.drawText(
                taken, Qt::AlignLeft | Qt::AlignVCenter,
                painter.fontMetrics().elidedText(symbols, Qt::ElideRight, static_cast<int>(taken.width())));
        }
    }
}

} // namespace ludoteca::app::circular_chess
