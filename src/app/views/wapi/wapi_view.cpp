#include "views/wapi/wapi_view.h"

#include <algorithm>
#include <cmath>

#include <QCheckBox>
#include <QFontMetricsF>
#include <QFontInfo>
#include <QFrame>
#include <QHBoxLayout>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPalette>
#include <QSettings>
#include <QToolButton>
#include <QToolTip>

#include "ludoteca/games/wapi.h"
#include "session/game_session.h"
#include "views/board_layout.h"
#include "views/board_note.h"
#include "views/board_view_factory.h"
#include "views/wapi/wapi_art.h"
#include "views/wapi/wapi_format.h"

namespace ludoteca::app::wapi {

using games::wapi::WapiState;
using Kind = WapiState::Decoded::Kind;

LUDOTECA_REGISTER_BOARD_VIEW("wapi", WapiView)

namespace {

constexpr int kDrawMs = 450;       // a coin out of the bag
constexpr int kMaskFlightMs = 900; // a mask out of the bag to its mine, slow enough to follow
constexpr int kPlaceMs = 380;      // a coin into a mine
constexpr int kTotemMs = 450;      // a totem driven into a mask
// Where the "Draw tiles by hand" choice is remembered.
const QString kHandDrawKey = QStringLiteral("wapi/drawByHand");
constexpr std::size_t kMines = WapiState::kMines;

// The ring: mine 1 at the top, then clockwise. Offsets in card widths and heights (with
// the gap) from the centre.
constexpr qreal kRingX[] = {0.0, 1.0, 1.0, 0.0, -1.0, -1.0};
constexpr qreal kRingY[] = {-1.0, -0.5, 0.5, 1.0, 0.5, -0.5};

// The smallest readable sizes, in pixels, of a card's name, number and footer.
constexpr qreal kNamePixels = 9.0;
constexpr qreal kNumberPixels = 8.0;
constexpr qreal kFootPixels = 9.0;
// The smallest readable size, in pixels, of the note beside a mask being decided.
constexpr qreal kNotePixels = 8.0;

} // namespace

WapiView::WapiView(GameSession &session, QWidget *parent) : BoardView(session, parent)
{
    setSizeHints({820, 640}, {420, 360});
    bagButton_ = new QToolButton(this);
    bagButton_->setObjectName(QStringLiteral("wapi_bag"));
    bagButton_->setCheckable(true);
    bagButton_->setFocusPolicy(Qt::NoFocus);
    connect(bagButton_, &QToolButton::toggled, this, [this] {
        updateWidgets();
        update();
    });

    decimalsButton_ = new QToolButton(this);
    decimalsButton_->setObjectName(QStringLiteral("wapi_decimals"));
    decimalsButton_->setCheckable(true);
    decimalsButton_->setFocusPolicy(Qt::NoFocus);
    decimals_ = decimalsChosen();
    decimalsButton_->setChecked(decimals_);
    connect(decimalsButton_, &QToolButton::toggled, this, [this](bool on) {
        decimals_ = on;
        chooseDecimals(on);
        refresh();
        emit wordingChanged();
    });

    handDraw_ = new QCheckBox(this);
    handDraw_->setObjectName(QStringLiteral("wapi_hand_draw"));
    handDraw_->setFocusPolicy(Qt::NoFocus);
    // It stands on the scores card, which is cream in both schemes: it takes the card's
    // ink, not the window's (light in the dark scheme).
    QPalette onCard = handDraw_->palette();
    for (const auto group : {QPalette::Active, QPalette::Inactive})
        for (const auto role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
            onCard.setColor(group, role, kInk);
    for (const auto role : {QPalette::Window, QPalette::Base, QPalette::Button})
        onCard.setColor(role, kCream);
    handDraw_->setPalette(onCard);
    connect(handDraw_, &QCheckBox::toggled, this, [this](bool on) {
        QSettings().setValue(kHandDrawKey, on);
        this->session().setChanceMode(on ? GameSession::ChanceMode::Manual : GameSession::ChanceMode::Automatic);
        updateWidgets();
    });
    // The player's last choice holds for every Wapi game until they change it.
    if (QSettings().value(kHandDrawKey, false).toBool())
        session.setChanceMode(GameSession::ChanceMode::Manual);

    choice_ = new BoardNote(QStringLiteral("wapi_choice"),
                            {QColor(255, 247, 230, 240), QColor(0x9a5b34), 10, {10, 8, 10, 10}, 6}, this);
    choice_->text()->setWordWrap(true);
    // After BoardView has taken the hint in (it connected first).
    connect(&session, &GameSession::hintReady, this, [this] { updateWidgets(); });
    nameWidgets();

    refresh();
}

void WapiView::nameWidgets()
{
    bagButton_->setToolTip(tr("Show what is left in the bag (%1)").arg(bagKey()));
    decimalsButton_->setText(tr("Decimals"));
    decimalsButton_->setToolTip(tr("Show shares as decimals instead of fractions"));
    handDraw_->setText(tr("Draw tiles by hand"));
    handDraw_->setToolTip(tr("Wait for the Draw button instead of drawing every tile at once"));
}

void WapiView::retranslate()
{
    nameWidgets();
    BoardView::retranslate();
}

const WapiState *WapiView::wapi() const { return (shown_ ? &stateAs<WapiState>(*shown_) : nullptr); }

// --- Where a move is drawn, for the hints ---------------------------------------------

QPainterPath WapiView::movePath(const State &state, Action action) const
{
    // The mine the coin goes to, or the mask a totem would stand on.
    const auto &game = stateAs<WapiState>(state);
    QPainterPath path;
    const WapiState::Decoded move = game.decode(action);
    const WapiState::Decoded tile = game.drawnTile();
    if (move.kind == Kind::Mine) {
        path.addRoundedRect(mineRect(move.mine), 8, 8);
    } else if (move.kind == Kind::Totem && tile.kind == Kind::Mask) {
        const int mine = tile.mine;
        if (game.maskCount(mine) > 0) {
            const QRectF field = maskField(mine, game.maskCount(mine) - 1);
            path.addEllipse(field.center(), field.width() * 0.85, field.width() * 0.85);
        }
    }
    return path;
}

// --- Geometry --------------------------------------------------------------------------

void WapiView::layoutBoard()
{
    // The score strip goes beside the board or below it, whichever leaves bigger mines.
    const QRectF all = QRectF(rect()).adjusted(8, 8, -8, -8);
    struct Plan {
        QRectF board;
        qreal cw = 0, ch = 0, gap = 0;
    };
    auto plan = [](const QRectF &board) {
        Plan p {board};
        p.gap = std::max<qreal>(6.0, std::min(board.width(), board.height()) * 0.015);
        p.cw = (board.width() - 2 * p.gap) / 3.0;
        p.ch = (board.height() - 2 * p.gap) / 3.0;
        // Cards neither too tall nor too wide for their contents (a narrow one may be
        // taller: its name takes a row of its own).
        p.ch = std::min(p.ch, p.cw * 1.45);
        p.cw = std::min(p.cw, p.ch * 1.05);
        return p;
    };
    // The board's slab and its shadow reach past the cards; they stay clear of the strip.
    constexpr qreal slabRight = 9.0;
    constexpr qreal slabBelow = 11.0;
    // Below the board, the strip holds the whole score table and the button under it
    // (at its smallest row height), or the bottom rows would be cut off.
    const WapiState *game = wapi();
    const bool over = game && game->isTerminal();
    const qreal rows = 24.0 * ((game ? game->numPlayers() : WapiState::kMaxSeats) + 0.5);
    const qreal table = kTableTop + rows + handDraw_->sizeHint().height() + 16.0;
    // A wide strip: the rows beside the note and the controls (or, at the end, the payouts).
    const qreal controls =
        10.0 + decimalsButton_->sizeHint().height() + 4 + 34 + 6 + handDraw_->sizeHint().height() + 12;
    const qreal wideTable = std::max({kWideTableTop + rows + (over ? 44.0 : 8.0), controls, over ? 200.0 : 0.0});
    const qreal wideLow = std::clamp(all.height() * 0.3, std::max(120.0, wideTable), std::max(250.0, wideTable));
    const qreal low = all.width() > wideLow * 2.0
        ? wideLow
        : std::clamp(all.height() * 0.3, std::max(150.0, table), std::max(250.0, table));
    // The action strip's totem buttons come and go under the view at every decision: the
    // score strip keeps its side until the other is clearly better.
    const StripSizes sizes {besideStripWidth(all), 8 + slabRight, low, 8 + slabBelow};
    const auto cards = [&plan](const QRectF &room) {
        const Plan p = plan(room);
        return p.cw * p.ch;
    };
    const BoardAndStrip chosen =
        stripBeside_ ? placeBoardAndStrip(all, sizes, cards, *stripBeside_) : placeBoardAndStrip(all, sizes, cards);
    stripBeside_ = chosen.beside;
    const Plan p = plan(chosen.board);
    stripRect_ = chosen.strip;
    const QPointF c = p.board.center();
    for (std::size_t m = 0; m < kMines; ++m) {
        const QPointF at(c.x() + kRingX[m] * (p.cw + p.gap), c.y() + kRingY[m] * (p.ch + p.gap));
        mineRects_[m] = QRectF(at.x() - p.cw / 2, at.y() - p.ch / 2, p.cw, p.ch);
    }
    centreRect_ = QRectF(c.x() - p.cw / 2, c.y() - p.ch / 2, p.cw, p.ch);
    layoutCard(p.cw, p.ch);
    boardRect_ =
        QRectF(c.x() - 1.5 * p.cw - p.gap, c.y() - 1.5 * p.ch - p.gap, 3 * p.cw + 2 * p.gap, 3 * p.ch + 2 * p.gap);
    updateWidgets();
}

WapiView::StripLayout WapiView::stripLayout() const
{
    const QRectF s = stripRect_;
    const WapiState *game = wapi();
    const int players = game ? game->numPlayers() : 0;
    const bool over = game && game->isTerminal();
    StripLayout l;
    l.wide = s.width() > s.height() * 2.0;
    l.row = std::clamp(s.height() / 14.0, 24.0, 34.0);
    l.table = l.wide ? QRectF(s.left(), s.top(), s.width() / 2, s.height()) : s;
    // At the end a narrow strip drops its scoring note, whose place the payouts need.
    l.rowsTop = s.top() + (l.wide || over ? kWideTableTop : kTableTop);
    const qreal rowsBottom = l.rowsTop + l.row * (players + 0.5);
    const qreal buttonsBottom = s.top() + 10 + decimalsButton_->sizeHint().height();
    const QRectF right(s.center().x() + 6, s.top(), s.width() / 2 - 18, s.height());
    if (!l.wide) {
        if (!over)
            l.note = QRectF(s.left() + 12, s.top() + 32, s.width() - 24, 34);
        l.controls = QPointF(s.left() + 12, rowsBottom);
        l.controlsRight = s.right() - 12;
        l.payout = QRectF(s.left() + 12, rowsBottom + 8, s.width() - 24, s.bottom() - 8 - rowsBottom - 8);
    } else if (!over) {
        l.note = QRectF(right.left(), buttonsBottom + 4, right.width(), 34);
        l.controls = QPointF(right.left(), l.note.bottom() + 6);
        l.controlsRight = right.right();
    } else {
        l.note = QRectF(s.left() + 12, rowsBottom + 4, l.table.width() - 24, 34);
        l.controls = QPointF(s.left() + 12, rowsBottom);
        l.controlsRight = l.table.right() - 12;
        l.payout = QRectF(right.left(), buttonsBottom + 6, right.width(), s.bottom() - 8 - buttonsBottom - 6);
    }
    return l;
}

void WapiView::layoutCard(qreal w, qreal h)
{
    CardLayout c;
    c.pad = w * 0.06;
    const qreal head = h * 0.15;
    const auto widestName = [&](qreal pixels) {
        QFont bold = font();
        bold.setPixelSize(std::max(1, static_cast<int>(pixels)));
        bold.setWeight(QFont::Bold);
        qreal widest = 0;
        for (int m = 0; m < WapiState::kMines; ++m)
            widest = std::max(widest, QFontMetricsF(bold).horizontalAdvance(maskName(m)));
        return widest;
    };
    // A roomy card: the emblem, the name over the number, the value on the right.
    c.badge = QRectF(c.pad, c.pad * 0.8, head, head);
    c.plaque = QRectF(w - c.pad - head * 1.35, c.badge.top() + head * 0.05, head * 1.35, head * 0.9);
    const qreal nameLeft = c.badge.right() + c.pad * 0.6;
    c.name = QRectF(nameLeft, c.badge.top(), c.plaque.left() - 4 - nameLeft, head * 0.55);
    c.number = c.name.translated(0, head * 0.5);
    c.nameSize = head * 0.42;
    c.numberSize = head * 0.3;
    c.valueSize = head * 0.58;
    c.silverTop = c.pad + h * 0.17;
    c.compact = c.numberSize < kNumberPixels || widestName(std::max(kNamePixels, c.nameSize)) > c.name.width();
    if (c.compact) {
        // A small card: the name on a row of its own (with the emblem when it fits), then
        // the number and the value.
        c.nameSize = kNamePixels + 1;
        c.numberSize = kNumberPixels + 1;
        c.valueSize = kNamePixels + 1;
        const QRectF row(c.pad, c.pad * 0.8, w - 2 * c.pad, std::ceil(c.nameSize * 1.3));
        const qreal side = row.height() - 1;
        const bool emblem = widestName(kNamePixels) + side + 3 <= row.width();
        c.badge = emblem ? QRectF(row.left(), row.top() + 0.5, side, side) : QRectF();
        c.name = emblem ? row.adjusted(side + 3, 0, 0, 0) : row;
        QFont black = font();
        black.setPixelSize(static_cast<int>(c.valueSize));
        black.setWeight(QFont::Black);
        const qreal plaqueWidth = QFontMetricsF(black).horizontalAdvance(QStringLiteral("88")) + 8;
        c.plaque = QRectF(w - c.pad - plaqueWidth, row.bottom() + 1, plaqueWidth, std::ceil(c.valueSize * 1.4));
        c.number = QRectF(c.pad, c.plaque.top(), c.plaque.left() - 4 - c.pad, c.plaque.height());
        c.silverTop = c.plaque.bottom() + h * 0.02 + 1;
    }
    // Two rows of silver fields, the mask fields, and a footer of at least one line.
    const qreal slot = (w - 2 * c.pad) / 4.0;
    const qreal maskGap = h * 0.09;
    const qreal footMin = kFootPixels * 1.4;
    c.field = std::min({slot, h * 0.18, (h - c.silverTop - maskGap - h * 0.045 - footMin) / 3.0});
    c.maskSize = std::min({slot * 0.84, h * 0.18, c.field});
    c.maskTop = c.silverTop + 2 * c.field + maskGap;
    const qreal maskBottom = c.maskTop + c.maskSize;
    c.foot = QRectF(c.pad, maskBottom + h * 0.015, w - 2 * c.pad, h - maskBottom - h * 0.03);
    c.footSize = std::max(kFootPixels, std::min(c.foot.height() * 0.62, head * 0.36));
    card_ = c;
}

int WapiView::mineAt(QPointF point) const
{
    for (std::size_t m = 0; m < kMines; ++m)
        if (mineRects_[m].contains(point))
            return static_cast<int>(m);
    return kNoCell;
}

QRectF WapiView::silverField(int mine, int field) const
{
    const QRectF r = mineRect(mine);
    const qreal f = card_.field;
    const qreal top = r.top() + card_.silverTop;
    const qreal left = r.center().x() - 2 * f;
    return {left + (field % 4) * f, top + (field / 4) * f, f, f};
}

QRectF WapiView::clearing() const
{
    const qreal radius = std::min(centreRect_.width(), centreRect_.height()) * 0.5;
    return {centreRect_.center() - QPointF(radius, radius), QSizeF(2 * radius, 2 * radius)};
}

QRectF WapiView::bagRect() const
{
    const QRectF round = clearing();
    const qreal side = round.width() * 0.33;
    return {round.center().x() - side / 2, round.top() + round.height() * 0.1, side, side};
}

qreal WapiView::captionBottom() const { return bagRect().bottom() + std::max(centreRect_.height() * 0.08, 12.0); }

QRectF WapiView::maskField(int mine, int field) const
{
    const QRectF r = mineRect(mine);
    const qreal pad = card_.pad;
    const qreal slot = (r.width() - 2 * pad) / 4.0;
    const qreal size = card_.maskSize;
    return {r.left() + pad + field * slot + (slot - size) / 2, r.top() + card_.maskTop, size, size};
}

qreal WapiView::coinRadius() const { return silverField(0, 0).width() * 0.42; }

QPointF WapiView::drawnSpot() const
{
    // Under the bag's caption, however small the clearing.
    const QRectF round = clearing();
    return {round.center().x(),
            std::max(round.top() + round.height() * 0.64, captionBottom() + coinRadius() * 1.5 + 1)};
}

// --- State changes ---------------------------------------------------------------------

void WapiView::refresh()
{
    if (!session().hasGame()) {
        shown_.reset();
        updateWidgets();
        return;
    }
    shown_ = shownState().clone();
    const WapiState *game = wapi();
    names_.clear();
    for (const Seat &seat : session().seats())
        names_ << seatLabel(seat);
    allowed_ = 0;
    if (game && acceptsInput() && game->phase() == WapiState::Phase::PlaceSilver)
        allowed_ = game->allowedMines();
    if (cursorCell() != kNoCell && !allowed(cursorCell()))
        setCursorCell(kNoCell, false);

    // The mine of the last tile put down (coin or mask), for a small marker.
    lastMine_ = -1;
    const auto &history = shown_->history();
    for (auto it = history.rbegin(); it != history.rend() && lastMine_ < 0; ++it) {
        const WapiState::Decoded move = stateAs<WapiState>(*shown_).decode(*it);
        if (move.kind == Kind::Mine || move.kind == Kind::Mask)
            lastMine_ = move.mine;
    }
    payout_ = game && game->isTerminal() ? payoutLines(*game, names_, decimals_) : QStringList();
    payoutBrief_ = game && game->isTerminal() ? payoutLines(*game, names_, decimals_, true) : QStringList();
    layoutBoard();
    update();
}

void WapiView::updateWidgets()
{
    const WapiState *game = wapi();
    const bool live = game && !session().browsing();
    const bool idle = motion_ == Motion::None;

    const bool manual = session().chanceMode() == GameSession::ChanceMode::Manual;
    {
        const QSignalBlocker block(handDraw_);
        handDraw_->setChecked(manual);
    }
    // A lesson deals the tiles itself: how to draw is not the learner's choice there.
    const bool scripted = session().chanceMode() == GameSession::ChanceMode::Scripted;

    // At the end the bag is empty and nothing is left to draw: the table's room goes to
    // the payouts.
    const bool over = game && game->isTerminal();
    if (over && bagButton_->isChecked())
        bagButton_->setChecked(false);
    const StripLayout strip = stripLayout();
    const bool share = game && game->scoring() == WapiState::Scoring::Share;
    decimalsButton_->setVisible(share);
    if (share) {
        const QSize hint = decimalsButton_->sizeHint();
        decimalsButton_->setGeometry(QRect(
            QPoint(static_cast<int>(stripRect_.right() - hint.width() - 12), static_cast<int>(stripRect_.top() + 10)),
            hint));
    }
    handDraw_->setVisible(game && !over && !scripted);
    handDraw_->setGeometry(QRect(strip.controls.toPoint(), handDraw_->sizeHint()));

    bagButton_->setVisible(game && !over);
    if (game && !over) {
        bagButton_->setText(bagButton_->isChecked() ? tr("Hide bag") : tr("Bag: %1").arg(game->bagTotal()));
        // Beside "Draw by hand" at the right end of the table, or under it when there is
        // no room for both; while the contents are shown, in their card's corner.
        const QSize hint = bagButton_->sizeHint();
        const QRectF box(strip.controls, handDraw_->sizeHint());
        const bool crowded = box.right() + 16 + hint.width() > strip.controlsRight;
        const QPointF corner = bagButton_->isChecked() ? bagCard().topRight() + QPointF(-hint.width() - 8, 8)
            : crowded                                  ? QPointF(strip.controlsRight - hint.width(), box.bottom() + 8)
                                                       : QPointF(strip.controlsRight - hint.width(), box.top() - 2);
        bagButton_->setGeometry(QRect(corner.toPoint(), hint));
    }

    const bool deciding =
        live && idle && acceptsInput() && game->phase() == WapiState::Phase::DecideTotem && !bagButton_->isChecked();
    choice_->setVisible(deciding);
    if (deciding) {
        // The choice itself is the page's action strip (or T / N); this says what it is worth.
        placeChoice(*game);
        choice_->raise();
    }
}

void WapiView::placeChoice(const WapiState &game)
{
    // Low in the middle, wider than the clearing, where that covers no mine; else in the
    // room the ring leaves around the clearing (a gap's width more on each side), in a
    // smaller font, then in fewer words, as large as they fit whole.
    const auto covers = [&](const QRectF &box) {
        return std::any_of(mineRects_.begin(), mineRects_.end(), [&](const QRectF &m) { return m.intersects(box); });
    };
    const qreal normal = QFontInfo(font()).pixelSize();
    const auto shape = [&](const QString &text, qreal pixels, qreal width) {
        QFont font = this->font();
        if (pixels < normal)
            font.setPixelSize(static_cast<int>(pixels));
        choice_->text()->setFont(font);
        choice_->text()->setText(text);
        const int w = std::max(1, static_cast<int>(width));
        choice_->setFixedWidth(w);
        choice_->resize(w, choice_->heightForWidth(w));
    };
    const QString note = totemNote(game, decimals_);
    const qreal wide = std::max<qreal>(centreRect_.width() * 1.1, 200.0);
    shape(note, normal, wide);
    QRectF box(
        QPointF(centreRect_.center().x() - wide / 2.0,
                std::max(centreRect_.top() + centreRect_.height() * 0.45, centreRect_.bottom() - choice_->height())),
        QSizeF(choice_->size()));
    if (!covers(box) && QRectF(rect()).contains(box)) {
        choice_->move(box.topLeft().toPoint());
        return;
    }
    const QRectF room(QPointF(std::max(mineRects_[4].right(), mineRects_[5].right()) + 1, mineRects_[0].bottom() + 1),
                      QPointF(std::min(mineRects_[1].left(), mineRects_[2].left()) - 1, mineRects_[3].top() - 1));
    const QStringList forms {note, totemNote(game, decimals_, true)};
    for (const QString &form : forms) {
        for (qreal pixels = normal; pixels >= kNotePixels; --pixels) {
            shape(form, pixels, room.width());
            if (choice_->height() <= room.height())
                break;
        }
        if (choice_->height() <= room.height())
            break;
    }
    choice_->move(QPointF(room.left(), std::max(room.top(), room.bottom() - choice_->height())).toPoint());
}

bool WapiView::event(QEvent *event)
{
    // A text cut or shortened for want of room shows whole under the pointer.
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        for (const PaintedText &shown : std::as_const(painted_)) {
            const QRectF box = shown.bounds.adjusted(-2, -2, 2, 2);
            if (shown.text != shown.whole && box.contains(help->pos())) {
                QToolTip::showText(help->globalPos(), shown.whole, this, box.toAlignedRect());
                return true;
            }
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return BoardView::event(event);
}

void WapiView::moveAnimationFinished()
{
    motion_ = Motion::None;
    updateWidgets();
}

void WapiView::animateMove(Action action)
{
    // shown_ still holds the position before the move; the session's state is after it.
    stopMoveAnimation();
    motion_ = Motion::None;
    const auto *before = wapi();
    const auto *after = (session().state() ? &stateAs<WapiState>(*session().state()) : nullptr);
    if (!before || !after)
        return;
    motionValue_ = 0;
    motionSeat_ = before->turnSeat();
    int duration = kPlaceMs;
    QEasingCurve curve(QEasingCurve::OutCubic);
    const WapiState::Decoded move = before->decode(action);
    if (before->isChanceNode()) {
        motionValue_ = std::max(0, move.value);
        if (move.kind == Kind::Mask) {
            motion_ = Motion::Mask;
            motionMine_ = move.mine;
            motionField_ = after->maskCount(motionMine_) - 1;
            duration = kMaskFlightMs;
            curve = QEasingCurve(QEasingCurve::InOutQuad);
        } else {
            motion_ = Motion::Draw;
            duration = kDrawMs;
        }
    } else if (move.kind == Kind::Mine) {
        motion_ = Motion::Silver;
        motionMine_ = move.mine;
        motionField_ = after->silverCount(motionMine_) - 1;
        motionValue_ = std::max(0, before->drawnTile().value);
    } else if (move.kind == Kind::Totem) {
        motion_ = Motion::Totem;
        motionMine_ = before->drawnTile().mine;
        motionField_ = after->totemCount(motionMine_) - 1;
        duration = kTotemMs;
        curve = QEasingCurve(QEasingCurve::OutBounce);
    } else {
        return; // no-totem: nothing moves
    }
    startMoveAnimation(duration, curve);
}

// --- Input -----------------------------------------------------------------------------

bool WapiView::activateCell(int mine)
{
    const WapiState *game = wapi();
    return game && requestMove(game->encode({WapiState::Decoded::Kind::Mine, -1, mine}));
}

QString WapiView::refusalReason(int mine) const
{
    const WapiState *game = wapi();
    if (!inputBlocked().isEmpty() || !game)
        return BoardView::refusalReason(mine);
    const QString text = refusalText(game->refusal(mine));
    return text.isEmpty() ? BoardView::refusalReason(mine) : text;
}

void WapiView::decide(bool totem)
{
    const WapiState *game = wapi();
    if (!game || game->phase() != WapiState::Phase::DecideTotem)
        return;
    using Kind = WapiState::Decoded::Kind;
    requestMove(game->encode({totem ? Kind::Totem : Kind::NoTotem, -1, -1}));
}

int WapiView::cursorStep(int cell, int key) const
{
    // The arrows walk round the mines a coin may go to.
    const bool back = key == Qt::Key_Left || key == Qt::Key_Up;
    if (allowed_ == 0 || !(back || key == Qt::Key_Right || key == Qt::Key_Down))
        return kNoCell;
    const int step = back ? -1 : 1;
    int mine = cell == kNoCell ? (step > 0 ? -1 : 0) : cell;
    for (int i = 0; i < WapiState::kMines; ++i) {
        mine = (mine + step + WapiState::kMines) % WapiState::kMines;
        if (allowed(mine))
            return mine;
    }
    return kNoCell;
}

void WapiView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    if (bagButton_->isChecked()) {
        bagButton_->setChecked(false); // a click anywhere closes the bag's contents
        return;
    }
    if (bagRect().contains(event->position())) {
        bagButton_->setChecked(true);
        return;
    }
    BoardView::mouseReleaseEvent(event);
}

QList<BoardView::KeyHelp> WapiView::keyHelp() const
{
    return BoardView::keyHelp() << KeyHelp {tr("1 to 6"), tr("Lay silver in that mine")}
                                << KeyHelp {tr("%1, Enter").arg(totemKey()), tr("Drive the totem into the mine")}
                                << KeyHelp {tr("%1, Esc").arg(noTotemKey()), tr("Keep the totem back")}
                                << KeyHelp {tr("%1, Space").arg(drawKey()), tr("Draw a tile by hand")}
                                << KeyHelp {bagKey(), tr("Show or hide what is left in the bag")};
}

void WapiView::keyPressEvent(QKeyEvent *event)
{
    const WapiState *game = wapi();
    if (!game) {
        BoardView::keyPressEvent(event);
        return;
    }
    const int key = event->key();
    if (key == letterKey(bagKey())) {
        bagButton_->toggle();
        return;
    }
    if (game->phase() == WapiState::Phase::DecideTotem && acceptsInput()) {
        if (key == letterKey(totemKey()) || key == Qt::Key_Return || key == Qt::Key_Enter) {
            decide(true);
            return;
        }
        if (key == letterKey(noTotemKey()) || key == Qt::Key_Escape) {
            decide(false);
            return;
        }
    }
    if (game->phase() == WapiState::Phase::PlaceSilver && acceptsInput()) {
        if (key >= Qt::Key_1 && key <= Qt::Key_6) {
            clickCell(key - Qt::Key_1);
            return;
        }
        const bool enter = key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space;
        if (cursorStep(cursorCell(), key) != kNoCell || (enter && cursorCell() != kNoCell)) {
            BoardView::keyPressEvent(event);
            return;
        }
    }
    // D draws by hand, as the action strip's button does.
    if ((key == letterKey(drawKey()) || key == Qt::Key_Space) && session().chancePending()
        && session().chanceMode() == GameSession::ChanceMode::Manual && !session().browsing()) {
        session().resolveChance();
        return;
    }
    BoardView::keyPressEvent(event);
}

QString WapiView::scoreShown(int seat) const
{
    const WapiState *game = wapi();
    if (!game || seat < 0 || seat >= game->numPlayers())
        return {};
    return amountText(game->scoreTwelfths(seat), decimals_);
}

} // namespace ludoteca::app::wapi
