// Painting of Wapi's board: the desert, the ring of mines, the bag in the middle, the
// score table, the moving tile and the bag's contents on demand.

#include "views/wapi/wapi_view.h"

#include <algorithm>
#include <cmath>

#include <QPainter>
#include <QPainterPath>
#include <QToolButton>

#include "ludoteca/games/wapi.h"
#include "session/game_session.h"
#include "ui/theme.h"
#include "views/board_paint.h"
#include "views/wapi/wapi_art.h"
#include "views/wapi/wapi_format.h"

namespace ludoteca::app::wapi {

using games::wapi::WapiState;

namespace {

constexpr PixelFont pixelFont {9};

constexpr std::size_t kMines = WapiState::kMines;

// The widest box from `top` to `bottom` that stays `margin` pixels inside `circle`.
QRectF insideCircle(const QRectF &circle, qreal top, qreal bottom, qreal margin)
{
    const qreal radius = circle.width() / 2 - margin;
    const qreal far = std::max(std::abs(top - circle.center().y()), std::abs(bottom - circle.center().y()));
    const qreal half = far < radius ? std::sqrt(radius * radius - far * far) : 0.0;
    return {circle.center().x() - half, top, 2 * half, bottom - top};
}

} // namespace

// --- Painting --------------------------------------------------------------------------

bool WapiView::paintView(QPainter &painter)
{
    const WapiState *game = wapi();
    if (!game)
        return false;
    painted_.clear();
    paintBackground(painter);
    paintCentre(painter);
    for (int m = 0; m < WapiState::kMines; ++m)
        paintMine(painter, m);
    paintScores(painter);
    paintMotion(painter);
    if (bagButton_->isChecked())
        paintBagContents(painter);
    return true;
}

void WapiView::paintBackground(QPainter &painter) const
{
    // Warm sky over the desert, distant mesas, then sand.
    const QRectF all = rect();
    QLinearGradient sky(all.topLeft(), all.bottomLeft());
    sky.setColorAt(0.0, QColor(0xf6d9a8));
    sky.setColorAt(0.45, QColor(0xf0c489));
    sky.setColorAt(1.0, QColor(0xe2b47a));
    painter.fillRect(all, sky);

    painter.setPen(Qt::NoPen);
    const qreal h = all.height();
    const qreal w = all.width();
    QPainterPath far;
    far.moveTo(0, h * 0.42);
    far.lineTo(w * 0.08, h * 0.42);
    far.lineTo(w * 0.12, h * 0.3);
    far.lineTo(w * 0.26, h * 0.3);
    far.lineTo(w * 0.3, h * 0.4);
    far.lineTo(w * 0.55, h * 0.4);
    far.lineTo(w * 0.6, h * 0.26);
    far.lineTo(w * 0.7, h * 0.26);
    far.lineTo(w * 0.75, h * 0.38);
    far.lineTo(w, h * 0.36);
    far.lineTo(w, h);
    far.lineTo(0, h);
    far.closeSubpath();
    painter.setBrush(QColor(0xd99a63));
    painter.drawPath(far);
    QPainterPath near;
    near.moveTo(0, h * 0.62);
    near.cubicTo(w * 0.3, h * 0.55, w * 0.6, h * 0.68, w, h * 0.58);
    near.lineTo(w, h);
    near.lineTo(0, h);
    near.closeSubpath();
    painter.setBrush(QColor(0xe7c08a));
    painter.drawPath(near);

    // The board's rock slab under the ring of mines.
    const QRectF slab = boardRect_.adjusted(-6, -6, 6, 6);
    painter.setBrush(QColor(70, 35, 10, 40));
    painter.drawRoundedRect(slab.translated(3, 5), 22, 22);
    QLinearGradient rock(slab.topLeft(), slab.bottomRight());
    rock.setColorAt(0.0, QColor(0xc98a56));
    rock.setColorAt(1.0, QColor(0xa8683d));
    painter.setBrush(rock);
    painter.drawRoundedRect(slab, 22, 22);
    // Paths from the centre to each mine.
    painter.setPen(
        QPen(QColor(0xe9c48f), std::max<qreal>(3.0, centreRect_.width() * 0.05), Qt::DashLine, Qt::RoundCap));
    for (std::size_t m = 0; m < kMines; ++m)
        painter.drawLine(centreRect_.center(), mineRects_[m].center());
}

void WapiView::paintMine(QPainter &painter, int mine) const
{
    painter.save();
    paintMineCard(painter, mine);
    paintMineHeader(painter, mine);
    paintSilverFields(painter, mine);
    paintMaskFields(painter, mine);
    paintMineFooter(painter, mine);
    paintMineMarks(painter, mine);
    painter.restore();
}

qreal WapiView::mineCorner(int mine) const { return mineRect(mine).width() * 0.08; }

void WapiView::paintMineCard(QPainter &painter, int mine) const
{
    // Sand in the mask's colour frame, over its shadow.
    const QRectF r = mineRect(mine);
    const qreal radius = mineCorner(mine);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(60, 30, 5, 60));
    painter.drawRoundedRect(r.translated(2, 4), radius, radius);
    QLinearGradient sand(r.topLeft(), r.bottomLeft());
    sand.setColorAt(0.0, QColor(0xfbe8c4));
    sand.setColorAt(1.0, kSand);
    painter.setBrush(sand);
    painter.setPen(QPen(maskColor(mine), std::max<qreal>(2.0, r.width() * 0.02)));
    painter.drawRoundedRect(r, radius, radius);
}

void WapiView::paintMineHeader(QPainter &painter, int mine) const
{
    // The mask emblem, the name, the number and the mine's value on a silver plaque.
    const QPointF at = mineRect(mine).topLeft();
    if (!card_.badge.isEmpty())
        paintMask(painter, card_.badge.translated(at), mine);
    painter.setPen(kInk);
    painter.setFont(pixelFont(font(), card_.nameSize, QFont::Bold));
    drawFitted(painter, card_.name.translated(at), Qt::AlignLeft | Qt::AlignVCenter, maskName(mine), 8.0, Part::Name,
               mine);
    painter.setFont(pixelFont(font(), card_.numberSize));
    painter.setPen(kMutedInk);
    drawWhole(painter, card_.number.translated(at), Qt::AlignLeft | Qt::AlignVCenter, mineNumberForms(mine), 8.0,
              Part::Number, mine);

    const QRectF plaque = card_.plaque.translated(at);
    QLinearGradient metal(plaque.topLeft(), plaque.bottomLeft());
    metal.setColorAt(0.0, QColor(0xffffff));
    metal.setColorAt(0.5, QColor(0xd5d9de));
    metal.setColorAt(1.0, QColor(0x9aa0a8));
    painter.setBrush(metal);
    painter.setPen(QPen(QColor(0x6c7077), 1.0));
    painter.drawRoundedRect(plaque, plaque.height() * 0.22, plaque.height() * 0.22);
    painter.setPen(kMetalInk);
    painter.setFont(pixelFont(font(), card_.valueSize, QFont::Black));
    const QString value = QString::number(wapi()->mineValue(mine));
    painter.drawText(plaque, Qt::AlignCenter, value);
    painted_.append({Part::Value, mine, value, value, plaque, false});
}

void WapiView::paintSilverFields(QPainter &painter, int mine) const
{
    // Recessed hollows, coins in the filled ones, and a faint coin where the drawn one
    // would go.
    const WapiState &game = *wapi();
    const qreal coin = coinRadius();
    const bool hideLastCoin = motion_ == Motion::Silver && motionMine_ == mine;
    for (int field = 0; field < WapiState::kSilverFields; ++field) {
        const QRectF f = silverField(mine, field);
        const QPointF c = f.center();
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0xc89a62));
        painter.drawEllipse(c, coin * 1.02, coin * 1.02);
        painter.setBrush(QColor(0xb0824d));
        painter.drawEllipse(c + QPointF(0, -coin * 0.08), coin * 0.92, coin * 0.9);
        if (field < game.silverCount(mine) && !(hideLastCoin && field == motionField_))
            paintCoin(painter, c, coin, game.silverAt(mine, field));
    }
    const WapiState::Decoded tile = game.drawnTile();
    if (mineHot(mine) && game.silverCount(mine) < WapiState::kSilverFields
        && tile.kind == WapiState::Decoded::Kind::Silver)
        paintCoin(painter, silverField(mine, game.silverCount(mine)).center(), coin, tile.value, 0.5);
}

void WapiView::paintMaskFields(QPainter &painter, int mine) const
{
    // The masks, the totems standing on them in order of placement, and the mask just
    // drawn, waiting for its drawer's decision: ringed, with a faint totem.
    const WapiState &game = *wapi();
    const QColor ink = maskColor(mine);
    const bool hideLastMask = motion_ == Motion::Mask && motionMine_ == mine;
    const bool hideLastTotem = motion_ == Motion::Totem && motionMine_ == mine;
    for (int field = 0; field < WapiState::kMaskFields; ++field) {
        const QRectF f = maskField(mine, field);
        if (field < game.maskCount(mine) && !(hideLastMask && field == motionField_)) {
            paintMask(painter, f, mine);
        } else {
            painter.setBrush(QColor(255, 250, 235, 110));
            painter.setPen(QPen(QColor(ink.red(), ink.green(), ink.blue(), 120), 1.5, Qt::DashLine));
            painter.drawRoundedRect(f, f.width() * 0.22, f.width() * 0.22);
            paintEmblem(painter, f.adjusted(f.width() * 0.25, f.width() * 0.25, -f.width() * 0.25, -f.width() * 0.25),
                        mine, QColor(ink.red(), ink.green(), ink.blue(), 50));
        }
    }
    for (int t = 0; t < game.totemCount(mine); ++t) {
        if (hideLastTotem && t == motionField_)
            continue;
        const QRectF f = maskField(mine, t);
        const QRectF pole(f.center().x() - f.width() * 0.3, f.bottom() - f.height() * 1.3, f.width() * 0.6,
                          f.height() * 1.25);
        paintTotem(painter, pole, playerColor(game.totemSeat(mine, t)), game.totemSeat(mine, t));
    }
    if (game.phase() == WapiState::Phase::DecideTotem && game.drawnTile().mine == mine && motion_ == Motion::None) {
        const QRectF f = maskField(mine, game.maskCount(mine) - 1);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(playerColor(game.turnSeat()), std::max<qreal>(2.5, f.width() * 0.08)));
        painter.drawRoundedRect(f.adjusted(-4, -4, 4, 4), f.width() * 0.28, f.width() * 0.28);
        const QRectF pole(f.center().x() - f.width() * 0.3, f.bottom() - f.height() * 1.3, f.width() * 0.6,
                          f.height() * 1.25);
        paintTotem(painter, pole, playerColor(game.turnSeat()), game.turnSeat(), 0.45);
    }
}

void WapiView::paintMineFooter(QPainter &painter, int mine) const
{
    // What one totem in this mine earns now; on a small card, in fewer words.
    painter.setPen(kInk);
    painter.setFont(pixelFont(font(), card_.footSize, QFont::DemiBold));
    drawWhole(painter, card_.foot.translated(mineRect(mine).topLeft()), Qt::AlignCenter | Qt::TextWordWrap,
              footerForms(*wapi(), mine, decimals_), 8.0, Part::Footer, mine);
}

void WapiView::paintMineMarks(QPainter &painter, int mine) const
{
    // Lit when a coin may go here, dimmed when not; a dot marks the last tile, and the
    // mine's key waits in the corner while a coin does.
    const QRectF r = mineRect(mine);
    const qreal radius = mineCorner(mine);
    const bool lit = allowed(mine);
    const bool hot = mineHot(mine);
    if (allowed_ != 0) {
        if (lit) {
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(kHighlight, hot ? 5.0 : 3.0));
            painter.drawRoundedRect(r.adjusted(-3, -3, 3, 3), radius + 3, radius + 3);
            if (hot) {
                painter.setBrush(QColor(47, 158, 143, 30));
                painter.setPen(Qt::NoPen);
                painter.drawRoundedRect(r, radius, radius);
            }
        } else {
            painter.setBrush(QColor(90, 60, 30, 90));
            painter.setPen(Qt::NoPen);
            painter.drawRoundedRect(r, radius, radius);
        }
    }
    if (lastMine_ == mine && motion_ == Motion::None && !wapi()->isTerminal()) {
        const qreal pad = card_.pad;
        painter.setPen(Qt::NoPen);
        painter.setBrush(kLastMoveInk); // the last placed tile
        painter.drawEllipse(QPointF(r.right() - pad * 0.6, r.bottom() - pad * 0.6), pad * 0.3, pad * 0.3);
    }
    if (lit) {
        const qreal side = std::max(r.height() * 0.075, 14.0);
        painter.setFont(pixelFont(font(), side * 0.64, QFont::Bold));
        painter.setPen(Qt::NoPen);
        painter.setBrush(kHighlight);
        const QRectF key(r.left() - 6, r.top() - 6, side, side);
        painter.drawEllipse(key);
        painter.setPen(theme::inkOn(kHighlight));
        painter.drawText(key, Qt::AlignCenter, QString::number(mine + 1));
    }
}

void WapiView::paintCentre(QPainter &painter) const
{
    const WapiState &game = *wapi();
    const QRectF c = centreRect_;
    painter.save();
    // A round clearing in the middle.
    painter.setPen(QPen(QColor(0x8a5530), 2.0));
    QRadialGradient ground(c.center(), c.width() * 0.6);
    ground.setColorAt(0.0, QColor(0xf7e2b8));
    ground.setColorAt(1.0, QColor(0xe0b57c));
    painter.setBrush(ground);
    const qreal rr = std::min(c.width(), c.height()) * 0.5;
    painter.drawEllipse(c.center(), rr * 1.0, rr * 1.0);

    const QRectF bagBox = bagRect();
    const qreal shake =
        motion_ == Motion::Draw || (motion_ == Motion::Mask && moveProgress() < 0.4) ? moveProgress() : 1.0;
    paintBag(painter, bagBox, shake);
    // Under the bag, inside the clearing: the whole sentence, or the count alone. At the
    // end the bag is empty, and the sentence says why.
    const QRectF round = clearing();
    const qreal margin = std::max<qreal>(4.0, round.width() * 0.04);
    painter.setPen(kInk);
    if (game.isTerminal()) {
        painter.setFont(pixelFont(font(), c.height() * 0.075, QFont::Bold));
        const qreal top = bagBox.bottom() + 1;
        const qreal lines = 2.0 * QFontMetricsF(pixelFont(font(), 9, QFont::Bold)).lineSpacing() + 1;
        drawWhole(painter, insideCircle(round, top, std::max(top + lines, captionBottom()), margin),
                  Qt::AlignCenter | Qt::TextWordWrap, endNoteForms(), 8.0, Part::CentreNote);
    } else {
        painter.setFont(pixelFont(font(), c.height() * 0.055, QFont::DemiBold));
        drawWhole(painter, insideCircle(round, bagBox.bottom(), captionBottom(), margin), Qt::AlignCenter,
                  bagCountForms(game.bagTotal()), 8.0, Part::BagCaption);
    }

    // Whose turn, in their colour: the name whole, with "'s turn" when there is room.
    if (!game.isTerminal()) {
        const int seat = game.turnSeat();
        const QString name = names_.value(seat);
        painter.setFont(pixelFont(font(), c.height() * 0.06, QFont::Bold));
        // Above the clearing, as wide as the cell (on a narrow one, as wide as it goes).
        const qreal inset = std::min(c.width() * 0.04, std::max<qreal>(0.0, c.width() - 100.0) / 2);
        const QRectF line(c.left() + inset, c.top() + c.height() * 0.015, c.width() - 2 * inset, c.height() * 0.09);
        const qreal dot = std::min<qreal>(line.height() * 1.1, 14.0);
        const qreal room = line.width() - dot;
        const qreal smallest = std::min<qreal>(11.0, painter.font().pixelSize());
        QFont small = painter.font();
        small.setPixelSize(static_cast<int>(smallest));
        const QStringList forms = turnForms(name, session().seats().value(seat).learner);
        const QString text =
            QFontMetricsF(small).horizontalAdvance(forms.front()) <= room ? forms.front() : forms.back();
        const QFont fitted = fittedFont(painter.font(), text, room, smallest);
        painter.setFont(fitted);
        // The dot and the name, centred together.
        const qreal width = std::min(room, QFontMetricsF(fitted).horizontalAdvance(text));
        const qreal left = line.center().x() - (dot + width) / 2.0;
        painter.setPen(Qt::NoPen);
        painter.setBrush(playerColor(seat));
        const qreal spot = std::min(line.height() * 0.28, dot * 0.3);
        painter.drawEllipse(QPointF(left + dot * 0.4, line.center().y()), spot, spot);
        painter.setPen(kInk);
        drawFitted(painter, QRectF(left + dot, line.top(), room, line.height()), Qt::AlignLeft | Qt::AlignVCenter, text,
                   smallest);
    }

    // The drawn coin waits here until it is placed.
    if (game.phase() == WapiState::Phase::PlaceSilver && motion_ != Motion::Draw) {
        paintCoin(painter, drawnSpot(), coinRadius() * 1.5, game.drawnTile().value);
        painter.setPen(kInk);
        painter.setFont(pixelFont(font(), c.height() * 0.055, QFont::DemiBold));
        const QString text = drawnCoinNote(game, allowed_ != 0);
        const qreal top = drawnSpot().y() + coinRadius() * 1.6;
        drawWhole(painter,
                  insideCircle(round, top, std::max(top + c.height() * 0.1, round.bottom() - margin * 2), margin),
                  Qt::AlignHCenter | Qt::AlignTop | Qt::TextWordWrap, {text, QString()}, 8.0, Part::CentreNote);
    } else if (game.phase() == WapiState::Phase::DecideTotem && !acceptsInput()) {
        painter.setPen(kInk);
        painter.setFont(pixelFont(font(), c.height() * 0.055, QFont::DemiBold));
        drawWhole(painter,
                  insideCircle(round, drawnSpot().y() - c.height() * 0.13, drawnSpot().y() + c.height() * 0.13, margin),
                  Qt::AlignCenter | Qt::TextWordWrap, {maskQuestion(game)}, 8.0, Part::CentreNote);
    }
    painter.restore();
}

void WapiView::paintMotion(QPainter &painter) const
{
    if (motion_ == Motion::None)
        return;
    const qreal t = moveProgress();
    const QPointF bagMouth(bagRect().center().x(), bagRect().top() + bagRect().height() * 0.15);
    switch (motion_) {
    case Motion::Draw: {
        const int value = motionValue_;
        const qreal radius = coinRadius() * 1.5 * (0.35 + 0.65 * t);
        // Out of the bag in an arc.
        QPointF at = lerp(bagMouth, drawnSpot(), t);
        at.ry() -= std::sin(t * 3.14159) * centreRect_.height() * 0.15;
        paintCoin(painter, at, radius, value);
        break;
    }
    case Motion::Mask: {
        const QRectF target = maskField(motionMine_, motionField_);
        const qreal big = target.width() * 1.6;
        QPointF at;
        qreal size = big;
        if (t < 0.4) {
            // Out of the bag, growing.
            const qreal u = t / 0.4;
            at = lerp(bagMouth, drawnSpot(), u);
            at.ry() -= std::sin(u * 3.14159) * centreRect_.height() * 0.15;
            size = big * (0.3 + 0.7 * u);
        } else {
            // Off to its mine, shrinking onto the field.
            const qreal u = (t - 0.4) / 0.6;
            at = lerp(drawnSpot(), target.center(), u);
            at.ry() -= std::sin(u * 3.14159) * centreRect_.height() * 0.25;
            size = big + (target.width() - big) * u;
        }
        paintMask(painter, QRectF(at.x() - size / 2, at.y() - size / 2, size, size), motionMine_);
        break;
    }
    case Motion::Silver: {
        const int value = motionValue_;
        const QPointF target = silverField(motionMine_, motionField_).center();
        const qreal radius = coinRadius() * (1.5 - 0.5 * t);
        paintCoin(painter, lerp(drawnSpot(), target, t), radius, value);
        break;
    }
    case Motion::Totem: {
        const QRectF f = maskField(motionMine_, motionField_);
        const QRectF pole(f.center().x() - f.width() * 0.3, f.bottom() - f.height() * 1.3, f.width() * 0.6,
                          f.height() * 1.25);
        const qreal lift = (1.0 - t) * f.height() * 2.5;
        paintTotem(painter, pole.translated(0, -lift), playerColor(motionSeat_), motionSeat_, std::min(1.0, 0.3 + t));
        break;
    }
    case Motion::None:
        break;
    }
}

void WapiView::paintScores(QPainter &painter) const
{
    const WapiState &game = *wapi();
    const StripLayout strip = stripLayout();
    painter.save();
    paintScoresCard(painter, strip);
    const ScoreColumns columns = scoreColumns(strip);
    for (int seat = 0; seat < game.numPlayers(); ++seat)
        paintScoreRow(
            painter,
            QRectF(strip.table.left() + 8, strip.rowsTop + seat * strip.row, strip.table.width() - 16, strip.row - 2),
            seat, columns);
    // At the end: each mine's payout, under the table (the hand-draw box and the bag's
    // button are gone by then), or beside it in a wide strip, below the Decimals button.
    if (game.isTerminal())
        paintPayouts(painter, strip.payout);
    painter.restore();
}

void WapiView::paintScoresCard(QPainter &painter, const StripLayout &strip) const
{
    // The card, its title and the note on the scoring.
    painter.setPen(QPen(QColor(0xc99a62), 1.5));
    painter.setBrush(QColor(255, 248, 234, 235));
    painter.drawRoundedRect(stripRect_, 14, 14);
    const QRectF table = strip.table;
    painter.setPen(kInk);
    painter.setFont(pixelFont(font(), 17, QFont::Bold));
    painter.drawText(QRectF(table.left() + 12, table.top() + 8, table.width() - 24, 26),
                     Qt::AlignLeft | Qt::AlignVCenter, scoresTitle());
    painter.setFont(pixelFont(font(), 12));
    painter.setPen(kMutedInk);
    if (!strip.note.isEmpty())
        drawWhole(painter, strip.note, Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, {scoringNote(*wapi())}, 9.0,
                  Part::Other);
}

WapiView::ScoreColumns WapiView::scoreColumns(const StripLayout &strip) const
{
    const WapiState &game = *wapi();
    const qreal row = strip.row;
    ScoreColumns c;
    c.row = row;
    // The score column is as wide as the widest score ("14 1/2"), the name takes the rest.
    c.scoreFont = pixelFont(font(), row * 0.5, QFont::Bold);
    c.scoreWidth = row * 1.2;
    for (int seat = 0; seat < game.numPlayers(); ++seat)
        c.scoreWidth =
            std::max<qreal>(c.scoreWidth, QFontMetricsF(c.scoreFont).horizontalAdvance(scoreShown(seat)) + 4);
    c.pip = row * 0.13;
    c.pipsRight = c.scoreWidth + row * 0.35;
    // Totems in hand matter only while playing.
    c.pips = !game.isTerminal();
    c.pipsWidth = c.pips ? WapiState::kTotemsEach * c.pip * 2.6 : 0.0;
    // The names' room beside the score; the pips share it, or go under the names when a
    // name would not fit beside them.
    c.nameRoom = strip.table.width() - 16 - row * 1.1 - c.pipsRight;
    const QFont nameFont = pixelFont(font(), row * 0.48, QFont::Bold);
    for (int seat = 0; c.pips && seat < game.numPlayers(); ++seat)
        c.stacked =
            c.stacked || QFontMetricsF(nameFont).horizontalAdvance(names_.value(seat)) > c.nameRoom - c.pipsWidth;
    return c;
}

void WapiView::paintScoreRow(QPainter &painter, const QRectF &line, int seat, const ScoreColumns &c) const
{
    // A player's row: their totem, the totems still in hand as pips, the name and the score,
    // on a band for the player to move or a winner.
    const WapiState &game = *wapi();
    const qreal row = c.row;
    const auto winners = game.isTerminal() ? game.winners() : std::vector<int>();
    const bool turn = !game.isTerminal() && game.turnSeat() == seat;
    const bool won = std::find(winners.begin(), winners.end(), seat) != winners.end();
    if (turn || won) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(won ? QColor(0xf6d47a) : QColor(0xf2e0bf));
        painter.drawRoundedRect(line, 8, 8);
    }
    paintTotem(painter, QRectF(line.left() + 6, line.top() + 2, row * 0.5, line.height() - 4), playerColor(seat), seat);
    for (int i = 0; c.pips && i < WapiState::kTotemsEach; ++i) {
        painter.setPen(QPen(playerColor(seat).darker(170), 1.0));
        painter.setBrush(i < game.totemsLeft(seat) ? playerColor(seat) : Qt::transparent);
        const QPointF at = c.stacked
            ? QPointF(line.left() + row * 0.8 + c.pip + i * c.pip * 2.6, line.bottom() - c.pip * 1.6)
            : QPointF(line.right() - c.pipsRight - c.pip - i * c.pip * 2.6, line.center().y());
        painter.drawEllipse(at, c.pip, c.pip);
    }
    painter.setPen(kInk);
    painter.setFont(pixelFont(font(), row * (c.stacked ? 0.42 : 0.48), turn || won ? QFont::Bold : QFont::Normal));
    const QRectF nameBox = c.stacked
        ? QRectF(line.left() + row * 0.8, line.top(), c.nameRoom, line.height() - c.pip * 3.2)
        : QRectF(line.left() + row * 0.8, line.top(), c.nameRoom - c.pipsWidth, line.height());
    QString name = names_.value(seat);
    if (won)
        name = QStringLiteral("★ ") + name;
    drawFitted(painter, nameBox, Qt::AlignLeft | (c.stacked ? Qt::AlignBottom : Qt::AlignVCenter), name, 10.0,
               Part::Player);
    painter.setFont(c.scoreFont);
    painter.drawText(QRectF(line.right() - c.scoreWidth - 4, line.top(), c.scoreWidth, line.height()),
                     Qt::AlignRight | Qt::AlignVCenter, scoreShown(seat));
}

WapiView::PayoutFit WapiView::payoutFit(QPainter &painter, const QRectF &lines) const
{
    // The largest text, down to 9 pixels, in which every mine's line fits: the whole lines
    // if they can, else the brief ones (the whole line is their tooltip); still too tall,
    // one line per mine, elided, so that every mine keeps its line. Measured by the painter
    // that draws them: a scaled screen's font metrics may wrap a line differently from what
    // QFontMetricsF alone says.
    const auto heightOf = [&](const QFont &font, const QStringList &texts) {
        painter.setFont(font);
        qreal total = 0;
        for (const QString &line : texts)
            total +=
                painter.boundingRect(QRectF(0, 0, lines.width(), 1e6), Qt::TextWordWrap | Qt::AlignLeft, line).height()
                + 4;
        return total;
    };
    const auto largest = [&](const QStringList &texts) {
        QFont text = pixelFont(font(), 12);
        while (text.pixelSize() > 9 && heightOf(text, texts) > lines.height())
            text.setPixelSize(text.pixelSize() - 1);
        return text;
    };
    PayoutFit fit;
    fit.font = largest(payout_);
    fit.brief = heightOf(fit.font, payout_) > lines.height();
    if (fit.brief)
        fit.font = largest(payoutBrief_);
    fit.oneLine = fit.brief && heightOf(fit.font, payoutBrief_) > lines.height();
    return fit;
}

void WapiView::paintPayouts(QPainter &painter, const QRectF &area) const
{
    painter.setPen(kInk);
    painter.setFont(pixelFont(font(), 15, QFont::Bold));
    drawFitted(painter, QRectF(area.left(), area.top(), area.width(), 22), Qt::AlignLeft | Qt::AlignVCenter,
               payoutTitle(), 9.0);
    const QRectF lines = area.adjusted(0, 26, 0, 0);
    const PayoutFit fit = payoutFit(painter, lines);
    painter.setFont(fit.font);
    qreal y = lines.top();
    bool room = true;
    for (int i = 0; i < payout_.size(); ++i) {
        QString line = fit.brief ? payoutBrief_.value(i) : payout_[i];
        if (fit.oneLine)
            line = painter.fontMetrics().elidedText(line, Qt::ElideRight, static_cast<int>(std::floor(lines.width())));
        const int flags = (fit.oneLine ? 0 : Qt::TextWordWrap) | Qt::AlignLeft;
        const QRectF bound = painter.boundingRect(QRectF(lines.left(), y, lines.width(), 1e6), flags, line);
        room = room && bound.bottom() <= lines.bottom() + 0.5;
        if (!room) {
            painted_.append({Part::Payout, -1, QString(), payout_[i], {}, true});
            continue;
        }
        painter.drawText(bound, flags, line);
        painted_.append({Part::Payout, -1, line, payout_[i], bound, fit.oneLine && line != payoutBrief_.value(i)});
        y = bound.bottom() + (fit.oneLine ? 1 : 4);
    }
    if (payout_.isEmpty())
        painter.drawText(QRectF(lines.left(), y, lines.width(), 20), Qt::AlignLeft, noPayoutText());
}

void WapiView::drawFitted(QPainter &painter, const QRectF &box, int flags, const QString &text, qreal smallest,
                          Part part, int mine) const
{
    drawWhole(painter, box, flags & ~Qt::TextWordWrap, {text}, smallest, part, mine);
}

void WapiView::drawWhole(QPainter &painter, const QRectF &box, int flags, const QStringList &forms, qreal smallest,
                         Part part, int mine) const
{
    const QFont start = painter.font();
    const auto fits = [&](const QFont &font, const QString &text) {
        const QRectF need = QFontMetricsF(font).boundingRect(QRectF(0, 0, box.width(), 1e6), flags, text);
        return need.width() <= box.width() + 0.5 && need.height() <= box.height() + 0.5;
    };
    PaintedText shown {part, mine, forms.value(0), forms.value(0), {}, false};
    bool found = false;
    for (const QString &form : forms) {
        if (form.isEmpty()) {
            // Said elsewhere well enough: nothing here but the tooltip.
            shown.text.clear();
            shown.bounds = box;
            painted_.append(shown);
            return;
        }
        QFont font = start;
        while (font.pixelSize() > smallest && !fits(font, form))
            font.setPixelSize(font.pixelSize() - 1);
        if (fits(font, form)) {
            painter.setFont(font);
            shown.text = form;
            found = true;
            break;
        }
    }
    if (!found) {
        // Nothing fits: the shortest wording, as large as it goes on one line, cut.
        painter.setFont(fittedFont(start, forms.last(), box.width(), smallest));
        shown.text = QFontMetricsF(painter.font()).elidedText(forms.last(), Qt::ElideRight, box.width());
        shown.cut = shown.text != forms.last();
        flags &= ~Qt::TextWordWrap;
    }
    shown.bounds = painter.boundingRect(box, flags, shown.text);
    painter.drawText(box, flags, shown.text);
    painted_.append(shown);
}

QStringList WapiView::cutTexts() const
{
    QStringList texts;
    for (const PaintedText &shown : painted_)
        if (shown.cut)
            texts << shown.whole;
    return texts;
}

QRectF WapiView::bagCard() const
{
    const qreal w = std::min(boardRect_.width() * 0.8, 520.0);
    const qreal h = std::min(boardRect_.height() * 0.4, 240.0);
    return {boardRect_.center().x() - w / 2, boardRect_.center().y() - h / 2, w, h};
}

void WapiView::paintBagContents(QPainter &painter) const
{
    const WapiState &game = *wapi();
    const QRectF card = bagCard();
    const qreal w = card.width();
    const qreal h = card.height();
    painter.save();
    painter.setPen(QPen(kRock, 2.0));
    painter.setBrush(QColor(255, 247, 230, 248));
    painter.drawRoundedRect(card, 14, 14);
    painter.setPen(kInk);
    painter.setFont(pixelFont(font(), h * 0.09, QFont::Bold));
    painter.drawText(QRectF(card.left() + 16, card.top() + h * 0.04, w - 32, h * 0.14),
                     Qt::AlignLeft | Qt::AlignVCenter, bagContentsTitle(game.bagTotal()));
    const qreal cell = w / 6.0;
    const qreal size = std::min(cell * 0.6, h * 0.26);
    // Coins on the first row, masks on the second, each with how many are left.
    painter.setFont(pixelFont(font(), h * 0.08, QFont::DemiBold));
    using Kind = WapiState::Decoded::Kind;
    for (int k = 0; k < WapiState::kSilverKinds; ++k) {
        const QPointF c(card.left() + cell * (k + 1), card.top() + h * 0.36);
        const int value = WapiState::kSilverValues[static_cast<std::size_t>(k)];
        const int left = game.tilesInBag({Kind::Silver, value, -1});
        paintCoin(painter, c, size * 0.45, value, left ? 1.0 : 0.35);
        painter.setPen(kInk);
        painter.drawText(QRectF(c.x() - cell / 2, c.y() + size * 0.5, cell, h * 0.1), Qt::AlignCenter,
                         QStringLiteral("× %1").arg(left));
    }
    for (int m = 0; m < WapiState::kMines; ++m) {
        const QPointF c(card.left() + cell * (m + 0.5), card.top() + h * 0.72);
        const int count = game.tilesInBag({Kind::Mask, -1, m});
        paintMask(painter, QRectF(c.x() - size / 2, c.y() - size / 2, size, size), m, count ? 1.0 : 0.35);
        painter.setPen(kInk);
        painter.drawText(QRectF(c.x() - cell / 2, c.y() + size * 0.5, cell, h * 0.1), Qt::AlignCenter,
                         QStringLiteral("× %1").arg(count));
    }
    painter.restore();
}

} // namespace ludoteca::app::wapi
