#include "views/wapi/wapi_view.h"

#include <algorithm>

#include <QCheckBox>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QSettings>
#include <QToolButton>
#include <QToolTip>

#include "ludoteca/games/wapi.h"
#include "session/game_session.h"
#include "views/board_note.h"
#include "views/board_view_factory.h"
#include "views/wapi/wapi_art.h"
#include "views/wapi/wapi_format.h"

namespace ludoteca::app::wapi {

using games::wapi::WapiState;

LUDOTECA_REGISTER_BOARD_VIEW("wapi", WapiView)

namespace {

constexpr int kDrawMs = 450;
constexpr int kMaskFlightMs = 900;
constexpr int kPlaceMs = 380;
constexpr int kTotemMs = 450;
// Where the "Draw tiles by hand" choice is remembered.
const QString kHandDrawKey = QStringLiteral("wapi/drawByHand");
constexpr std::size_t kMines = WapiState::kMines;

// The ring: mine 1 at the top, then clockwise. Offsets in card widths and heights (with
// the gap) from the centre.
constexpr qreal kRingX[] = {0.0, 1.0, 1.0, 0.0, -1.0, -1.0};
constexpr qreal kRingY[] = {-1.0, -0.5, 0.5, 1.0, 0.5, -0.5};

} // namespace

WapiView::WapiView(GameSession &session, QWidget *parent) : BoardView(session, parent)
{
    setSizeHints({820, 640}, {420, 360});
    bagButton_ = new QToolButton(this);
    bagButton_->setObjectName(QStringLiteral("wapi_bag"));
    bagButton_->setCheckable(true);
    bagButton_->setFocusPolicy(Qt::NoFocus);
    bagButton_->setToolTip(tr("Show what is left in the bag (B)"));
    connect(bagButton_, &QToolButton::toggled, this, [this] {
        updateWidgets();
        update();
    });

    decimalsButton_ = new QToolButton(this);
    decimalsButton_->setObjectName(QStringLiteral("wapi_decimals"));
    decimalsButton_->setCheckable(true);
    decimalsButton_->setFocusPolicy(Qt::NoFocus);
    decimalsButton_->setText(tr("Decimals"));
    decimalsButton_->setToolTip(tr("Show shares as decimals instead of fractions"));
    decimals_ = decimalsChosen();
    decimalsButton_->setChecked(decimals_);
    connect(decimalsButton_, &QToolButton::toggled, this, [this](bool on) {
        decimals_ = on;
        chooseDecimals(on);
        refresh();
        emit wordingChanged();
    });

    handDraw_ = new QCheckBox(tr("Draw tiles by hand"), this);
    handDraw_->setObjectName(QStringLiteral("wapi_hand_draw"));
    handDraw_->setFocusPolicy(Qt::NoFocus);
    handDraw_->setToolTip(tr("Wait for the Draw button instead of drawing every tile at once"));
    connect(handDraw_, &QCheckBox::toggled, this, [this](bool on) {
        QSettings().setValue(kHandDrawKey, on);
        this->session().setChanceMode(on ? GameSession::ChanceMode::Manual : GameSession::ChanceMode::Automatic);
        updateWidgets();
    });
    // The player's last choice holds for every Wapi game until they change it.
    if (QSettings().value(kHandDrawKey, false).toBool())
        session.setChanceMode(GameSession::ChanceMode::Manual);

    choice_ = new BoardNote(QStringLiteral("wapi_choice"), {QColor(255, 247, 230, 240), QColor(0x9a5b34), 10, {10, 8, 10, 10}, 6},
                            this);
    choice_->text()->setWordWrap(true);
    // After BoardView has taken the hint in (it connected first).
    connect(&session, &GameSession::hintReady, this, [this] { updateWidgets(); });

    refresh();
}

WapiView::~WapiView() = default;

const WapiState *WapiView::wapi() const { return (shown_ ? &stateAs<WapiState>(*shown_) : nullptr); }

// --- Where a move is drawn, for the hints ---------------------------------------------

QPainterPath WapiView::movePath(const State &state, Action action) const
{
    // The mine the coin goes to, or the mask a totem would stand on.
    const auto &game = stateAs<WapiState>(state);
    QPainterPath path;
    if (action >= WapiState::kFirstMine && action < WapiState::kFirstMine + WapiState::kMines) {
        path.addRoundedRect(mineRect(action - WapiState::kFirstMine), 8, 8);
    } else if (action == WapiState::kTotem && game.drawn() >= 0 && WapiState::isMaskOutcome(game.drawn())) {
        const int mine = game.drawn() - WapiState::kFirstMask;
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
        QRectF board, strip;
        qreal cw = 0, ch = 0, gap = 0;
    };
    auto plan = [](QRectF board, QRectF strip) {
        Plan p {board, strip};
        p.gap = std::max<qreal>(6.0, std::min(board.width(), board.height()) * 0.015);
        p.cw = (board.width() - 2 * p.gap) / 3.0;
        p.ch = (board.height() - 2 * p.gap) / 3.0;
        // Cards neither too tall nor too wide for their contents.
        p.ch = std::min(p.ch, p.cw * 1.3);
        p.cw = std::min(p.cw, p.ch * 1.05);
        return p;
    };
    const qreal side = std::clamp(all.width() * 0.3, 190.0, 300.0);
    const Plan beside = plan(QRectF(all.left(), all.top(), all.width() - side - 8, all.height()),
                             QRectF(all.right() - side, all.top(), side, all.height()));
    // Below the board, the strip holds the whole score table and the button under it
    // (at its smallest row height), or the bottom rows would be cut off.
    const WapiState *game = wapi();
    const qreal table = kTableTop + 24.0 * ((game ? game->numPlayers() : WapiState::kMaxSeats) + 0.5)
                        + handDraw_->sizeHint().height() + 16.0;
    const qreal low = std::clamp(all.height() * 0.3, std::max(150.0, table), std::max(250.0, table));
    const Plan below = plan(QRectF(all.left(), all.top(), all.width(), all.height() - low - 8),
                            QRectF(all.left(), all.bottom() - low, all.width(), low));
    const Plan &p = beside.cw * beside.ch >= below.cw * below.ch ? beside : below;
    stripRect_ = p.strip;
    const QPointF c = p.board.center();
    for (std::size_t m = 0; m < kMines; ++m) {
        const QPointF at(c.x() + kRingX[m] * (p.cw + p.gap), c.y() + kRingY[m] * (p.ch + p.gap));
        mineRects_[m] = QRectF(at.x() - p.cw / 2, at.y() - p.ch / 2, p.cw, p.ch);
    }
    centreRect_ = QRectF(c.x() - p.cw / 2, c.y() - p.ch / 2, p.cw, p.ch);
    boardRect_ = QRectF(c.x() - 1.5 * p.cw - p.gap, c.y() - 1.5 * p.ch - p.gap, 3 * p.cw + 2 * p.gap,
                        3 * p.ch + 2 * p.gap);
    updateWidgets();
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
    const qreal pad = r.width() * 0.06;
    const qreal f = std::min((r.width() - 2 * pad) / 4.0, r.height() * 0.18);
    const qreal top = r.top() + pad + r.height() * 0.17;
    const qreal left = r.center().x() - 2 * f;
    return {left + (field % 4) * f, top + (field / 4) * f, f, f};
}

QRectF WapiView::bagRect() const
{
    const qreal side = std::min(centreRect_.width() * 0.42, centreRect_.height() * 0.3);
    return {centreRect_.center().x() - side / 2, centreRect_.top() + centreRect_.height() * 0.12, side, side};
}

QRectF WapiView::maskField(int mine, int field) const
{
    const QRectF r = mineRect(mine);
    const qreal pad = r.width() * 0.06;
    const qreal slot = (r.width() - 2 * pad) / 4.0;
    const qreal size = std::min(slot * 0.84, r.height() * 0.18);
    const QRectF lastSilver = silverField(mine, 7);
    const qreal top = lastSilver.bottom() + r.height() * 0.09;
    return {r.left() + pad + field * slot + (slot - size) / 2, top, size, size};
}

qreal WapiView::coinRadius() const { return silverField(0, 0).width() * 0.42; }

QPointF WapiView::drawnSpot() const { return {centreRect_.center().x(), centreRect_.top() + centreRect_.height() * 0.62}; }

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
        names_ << seat.name;
    allowed_ = 0;
    if (game && acceptsInput() && game->phase() == WapiState::Phase::PlaceSilver)
        allowed_ = game->allowedMines();
    if (cursorCell() != kNoCell && !allowed(cursorCell()))
        setCursorCell(kNoCell, false);

    // The mine of the last tile put down (coin or mask), for a small marker.
    lastMine_ = -1;
    const auto &history = shown_->history();
    for (auto it = history.rbegin(); it != history.rend() && lastMine_ < 0; ++it) {
        if (*it >= WapiState::kFirstMine && *it < WapiState::kFirstMine + WapiState::kMines)
            lastMine_ = *it - WapiState::kFirstMine;
        else if (WapiState::isMaskOutcome(*it))
            lastMine_ = *it - WapiState::kFirstMask;
    }
    payout_ = game && game->isTerminal() ? payoutLines(*game, names_, decimals_) : QStringList();
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

    bagButton_->setVisible(game != nullptr);
    if (game) {
        bagButton_->setText(bagButton_->isChecked() ? tr("Hide bag") : tr("Bag: %1").arg(game->bagTotal()));
        // In the score strip beside "Draw by hand"; while the contents are shown, in their
        // card's corner.
        const QSize hint = bagButton_->sizeHint();
        const qreal tableRight = stripRect_.width() > stripRect_.height() * 2.0 ? stripRect_.center().x() : stripRect_.right();
        const qreal row = std::clamp(stripRect_.height() / 14.0, 24.0, 34.0);
        // Beside the hand-draw box, or under it when the strip is too narrow for both.
        const bool crowded = stripRect_.left() + handDraw_->sizeHint().width() + hint.width() + 36 > tableRight;
        const QPointF corner = bagButton_->isChecked()
                                   ? bagCard().topRight() + QPointF(-hint.width() - 8, 8)
                                   : QPointF(tableRight - hint.width() - 12,
                                             stripRect_.top() + kTableTop + row * (game->numPlayers() + 0.5) - 2
                                                 + (crowded ? handDraw_->sizeHint().height() + 8 : 0));
        bagButton_->setGeometry(QRect(corner.toPoint(), hint));
    }

    const bool share = game && game->scoring() == WapiState::Scoring::Share;
    decimalsButton_->setVisible(share);
    const qreal row = std::clamp(stripRect_.height() / 14.0, 24.0, 34.0);
    if (share) {
        const QSize hint = decimalsButton_->sizeHint();
        decimalsButton_->setGeometry(QRect(QPoint(static_cast<int>(stripRect_.right() - hint.width() - 12),
                                                  static_cast<int>(stripRect_.top() + 10)),
                                           hint));
    }
    handDraw_->setVisible(game != nullptr);
    {
        const QSize hint = handDraw_->sizeHint();
        const int players = game ? game->numPlayers() : 0;
        handDraw_->setGeometry(QRect(QPoint(static_cast<int>(stripRect_.left() + 12),
                                            static_cast<int>(stripRect_.top() + kTableTop + row * (players + 0.5))),
                                     hint));
    }

    const bool deciding = live && idle && acceptsInput() && game->phase() == WapiState::Phase::DecideTotem &&
                          !bagButton_->isChecked();
    choice_->setVisible(deciding);
    if (deciding) {
        const int mine = game->drawn() - WapiState::kFirstMask;
        const int share12 = game->totemShareTwelfths(mine, 1);
        // The choice itself is the page's action strip (or T / N); this says what it is worth.
        choice_->text()->setText(tr("<b>Place a totem on this mask: %1?</b><br>A totem there would score %2 now.")
                                 .arg(maskName(mine), amountText(share12, decimals_)));
        const qreal width = std::max<qreal>(centreRect_.width() * 1.1, 200.0);
        choice_->setFixedWidth(static_cast<int>(width));
        choice_->adjustSize();
        const QPointF at(centreRect_.center().x() - width / 2.0,
                         std::max(centreRect_.top() + centreRect_.height() * 0.45, centreRect_.bottom() - choice_->height()));
        choice_->move(at.toPoint());
        choice_->raise();
    }
}

bool WapiView::event(QEvent *event)
{
    // A name cut for want of room shows whole under the pointer.
    if (event->type() == QEvent::ToolTip) {
        const auto *help = static_cast<QHelpEvent *>(event);
        for (const CutText &cut : std::as_const(cut_)) {
            if (cut.box.contains(help->pos())) {
                QToolTip::showText(help->globalPos(), cut.text, this, cut.box.toAlignedRect());
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
    motionOutcome_ = -1;
    motionSeat_ = before->turnSeat();
    int duration = kPlaceMs;
    QEasingCurve curve(QEasingCurve::OutCubic);
    if (before->isChanceNode()) {
        motionOutcome_ = action;
        if (WapiState::isMaskOutcome(action)) {
            motion_ = Motion::Mask;
            motionMine_ = action - WapiState::kFirstMask;
            motionField_ = after->maskCount(motionMine_) - 1;
            duration = kMaskFlightMs;
            curve = QEasingCurve(QEasingCurve::InOutQuad);
        } else {
            motion_ = Motion::Draw;
            duration = kDrawMs;
        }
    } else if (action >= WapiState::kFirstMine && action < WapiState::kFirstMine + WapiState::kMines) {
        motion_ = Motion::Silver;
        motionMine_ = action - WapiState::kFirstMine;
        motionField_ = after->silverCount(motionMine_) - 1;
        motionOutcome_ = before->drawn();
    } else if (action == WapiState::kTotem) {
        motion_ = Motion::Totem;
        motionMine_ = before->drawn() - WapiState::kFirstMask;
        motionField_ = after->totemCount(motionMine_) - 1;
        duration = kTotemMs;
        curve = QEasingCurve(QEasingCurve::OutBounce);
    } else {
        return; // no-totem: nothing moves
    }
    startMoveAnimation(duration, curve);
}

// --- Input -----------------------------------------------------------------------------

bool WapiView::activateCell(int mine) { return requestMove(WapiState::kFirstMine + mine); }

void WapiView::decide(bool totem)
{
    const WapiState *game = wapi();
    if (!game || game->phase() != WapiState::Phase::DecideTotem)
        return;
    requestMove(totem ? WapiState::kTotem : WapiState::kNoTotem);
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

void WapiView::keyPressEvent(QKeyEvent *event)
{
    const WapiState *game = wapi();
    if (!game) {
        BoardView::keyPressEvent(event);
        return;
    }
    const int key = event->key();
    if (key == Qt::Key_B) {
        bagButton_->toggle();
        return;
    }
    if (game->phase() == WapiState::Phase::DecideTotem && acceptsInput()) {
        if (key == Qt::Key_T || key == Qt::Key_Return || key == Qt::Key_Enter) {
            decide(true);
            return;
        }
        if (key == Qt::Key_N || key == Qt::Key_Escape) {
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
    if ((key == Qt::Key_D || key == Qt::Key_Space) && session().chancePending()
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
