#include "views/wapi/wapi_view.h"

#include <algorithm>
#include <cmath>

#include <QCheckBox>
#include <QFrame>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QPushButton>
#include <QToolButton>
#include <QVBoxLayout>

#include "ludoteca/games/wapi.h"
#include "session/game_session.h"
#include "views/board_view_factory.h"
#include "views/wapi/wapi_art.h"
#include "views/wapi/wapi_format.h"

namespace ludoteca::app {

using games::WapiState;
using namespace wapi;

LUDOTECA_REGISTER_BOARD_VIEW("wapi", WapiView)

namespace {

constexpr int kDrawMs = 450;
constexpr int kMaskFlightMs = 900;
constexpr int kPlaceMs = 380;
constexpr int kTotemMs = 450;
constexpr std::size_t kMines = WapiState::kMines;

// The ring: mine 1 at the top, then clockwise. Offsets in card widths and heights (with
// the gap) from the centre.
constexpr qreal kRingX[] = {0.0, 1.0, 1.0, 0.0, -1.0, -1.0};
constexpr qreal kRingY[] = {-1.0, -0.5, 0.5, 1.0, 0.5, -0.5};

QPointF lerp(QPointF a, QPointF b, qreal t) { return a + (b - a) * t; }

QFont pixelFont(const QFont &base, qreal pixels, QFont::Weight weight = QFont::Normal)
{
    QFont font = base;
    font.setPixelSize(std::max(9, static_cast<int>(pixels)));
    font.setWeight(weight);
    return font;
}

QPushButton *choiceButton(const QString &text, const QString &name, QWidget *parent)
{
    auto *button = new QPushButton(text, parent);
    button->setObjectName(name);
    button->setFocusPolicy(Qt::NoFocus); // keys keep going to the board
    button->setCursor(Qt::PointingHandCursor);
    return button;
}

} // namespace

WapiView::WapiView(GameSession &session, QWidget *parent) : BoardView(session, parent)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);

    drawButton_ = choiceButton(tr("Draw a tile  (D)"), QStringLiteral("wapi_draw"), this);
    connect(drawButton_, &QPushButton::clicked, this, [this] { this->session().resolveChance(); });

    bagButton_ = new QToolButton(this);
    bagButton_->setObjectName(QStringLiteral("wapi_bag"));
    bagButton_->setCheckable(true);
    bagButton_->setFocusPolicy(Qt::NoFocus);
    bagButton_->setToolTip(tr("Show what is left in the bag (B)"));
    connect(bagButton_, &QToolButton::toggled, this, [this] { update(); });

    decimalsButton_ = new QToolButton(this);
    decimalsButton_->setObjectName(QStringLiteral("wapi_decimals"));
    decimalsButton_->setCheckable(true);
    decimalsButton_->setFocusPolicy(Qt::NoFocus);
    decimalsButton_->setText(tr("Decimals"));
    decimalsButton_->setToolTip(tr("Show shares as decimals instead of fractions"));
    connect(decimalsButton_, &QToolButton::toggled, this, [this](bool on) {
        decimals_ = on;
        refresh();
    });

    handDraw_ = new QCheckBox(tr("Draw tiles by hand"), this);
    handDraw_->setObjectName(QStringLiteral("wapi_hand_draw"));
    handDraw_->setFocusPolicy(Qt::NoFocus);
    handDraw_->setToolTip(tr("Wait for the Draw button instead of drawing every tile at once"));
    connect(handDraw_, &QCheckBox::toggled, this, [this](bool on) {
        this->session().setChanceMode(on ? GameSession::ChanceMode::Manual : GameSession::ChanceMode::Automatic);
        updateWidgets();
    });

    choice_ = new QFrame(this);
    choice_->setObjectName(QStringLiteral("wapi_choice"));
    choice_->setStyleSheet(QStringLiteral("#wapi_choice { background: rgba(255, 247, 230, 240); border: 2px solid #9a5b34;"
                                          " border-radius: 10px; } QLabel { color: #3a2414; }"));
    auto *choiceLayout = new QVBoxLayout(choice_);
    choiceLayout->setContentsMargins(10, 8, 10, 10);
    choiceLayout->setSpacing(6);
    choiceText_ = new QLabel(choice_);
    choiceText_->setWordWrap(true);
    choiceText_->setAlignment(Qt::AlignCenter);
    choiceLayout->addWidget(choiceText_);
    auto *buttons = new QHBoxLayout;
    totemButton_ = choiceButton(tr("Totem  (T)"), QStringLiteral("wapi_totem"), choice_);
    noTotemButton_ = choiceButton(tr("No  (N)"), QStringLiteral("wapi_no_totem"), choice_);
    totemButton_->setToolTip(tr("Drive a totem into this mask (T or Enter)"));
    noTotemButton_->setToolTip(tr("Keep your totems (N or Escape)"));
    buttons->addWidget(totemButton_);
    buttons->addWidget(noTotemButton_);
    choiceLayout->addLayout(buttons);
    connect(totemButton_, &QPushButton::clicked, this, [this] { decide(true); });
    connect(noTotemButton_, &QPushButton::clicked, this, [this] { decide(false); });

    animation_.setStartValue(0.0);
    animation_.setEndValue(1.0);
    connect(&animation_, &QVariantAnimation::valueChanged, this, [this](const QVariant &value) {
        progress_ = value.toReal();
        update();
    });
    connect(&animation_, &QVariantAnimation::finished, this, [this] {
        progress_ = 1.0;
        motion_ = Motion::None;
        updateWidgets();
        update();
    });
    refresh();
}

WapiView::~WapiView() = default;

const WapiState *WapiView::wapi() const { return dynamic_cast<const WapiState *>(shown_.get()); }

// --- What the panel asks ---------------------------------------------------------------

QColor WapiView::seatColor(const State &, int seat) const { return playerColor(seat); }

QString WapiView::seatColorName(const State &, int seat) const { return playerColorName(seat); }

bool WapiView::playsOnBoard(const State &, Action action) const
{
    return action != WapiState::kTotem && action != WapiState::kNoTotem;
}

QString WapiView::actionLabel(const State &state, Action action) const
{
    const auto *game = dynamic_cast<const WapiState *>(&state);
    if (action >= WapiState::kFirstMine && action < WapiState::kFirstMine + WapiState::kMines)
        return mineTitle(action - WapiState::kFirstMine);
    if (action == WapiState::kTotem || action == WapiState::kNoTotem) {
        QString where;
        if (game && game->drawn() >= 0 && WapiState::isMaskOutcome(game->drawn()))
            where = maskName(game->drawn() - WapiState::kFirstMask);
        if (action == WapiState::kTotem)
            return where.isEmpty() ? tr("Place a totem (T)") : tr("Place a totem on the %1 mask (T)").arg(where);
        return tr("No totem this time (N)");
    }
    return BoardView::actionLabel(state, action);
}

QString WapiView::moveHint(const State &state) const
{
    const auto *game = dynamic_cast<const WapiState *>(&state);
    if (!game)
        return BoardView::moveHint(state);
    if (game->phase() == WapiState::Phase::PlaceSilver)
        return tr("Put the %1 coin into one of the lit mines: click it or press its number.")
            .arg(WapiState::kSilverValues[static_cast<std::size_t>(game->drawn())]);
    if (game->phase() == WapiState::Phase::DecideTotem) {
        const int mine = game->drawn() - WapiState::kFirstMask;
        return tr("Drive a totem into the %1 mask? T for a totem, N for none.").arg(maskName(mine));
    }
    return {};
}

QString WapiView::resultText(const State &state) const
{
    const auto *game = dynamic_cast<const WapiState *>(&state);
    if (!game || !state.isTerminal())
        return BoardView::resultText(state);
    const auto &seats = session().seats();
    QVector<int> order;
    for (int seat = 0; seat < game->numPlayers(); ++seat)
        order << seat;
    std::stable_sort(order.begin(), order.end(),
                     [&](int a, int b) { return game->scoreTwelfths(a) > game->scoreTwelfths(b); });
    auto score = [&](int seat) { return amountText(game->scoreTwelfths(seat), decimals_); };
    const auto winners = state.winners();
    QStringList names;
    for (const int seat : winners)
        names << seats.value(seat).name;
    QString text = winners.size() == 1
                       ? tr("%1 wins with %2.").arg(names.front(), score(winners.front()))
                       : tr("%1 share the win with %2 each.").arg(names.join(tr(" and ")), score(winners.front()));
    QStringList rest;
    for (const int seat : order)
        if (std::find(winners.begin(), winners.end(), seat) == winners.end())
            rest << QStringLiteral("%1 %2").arg(seats.value(seat).name, score(seat));
    if (!rest.isEmpty())
        text += QLatin1Char(' ') + tr("Then %1.").arg(rest.join(QStringLiteral(", ")));
    return text + QLatin1Char(' ') + tr("Each mine's payout is listed beside the board.");
}

// --- Geometry --------------------------------------------------------------------------

void WapiView::layoutBoard()
{
    const QRectF all = QRectF(rect()).adjusted(8, 8, -8, -8);
    QRectF board;
    if (all.width() >= all.height() * 1.15) {
        const qreal strip = std::clamp(all.width() * 0.27, 190.0, 290.0);
        board = QRectF(all.left(), all.top(), all.width() - strip - 8, all.height());
        stripRect_ = QRectF(board.right() + 8, all.top(), strip, all.height());
    } else {
        const qreal strip = std::clamp(all.height() * 0.3, 150.0, 250.0);
        board = QRectF(all.left(), all.top(), all.width(), all.height() - strip - 8);
        stripRect_ = QRectF(all.left(), board.bottom() + 8, all.width(), strip);
    }
    const qreal gap = std::max<qreal>(6.0, std::min(board.width(), board.height()) * 0.015);
    qreal cw = (board.width() - 2 * gap) / 3.0;
    qreal ch = (board.height() - 2 * gap) / 3.0;
    // Cards neither too tall nor too wide for their contents.
    ch = std::min(ch, cw * 1.3);
    cw = std::min(cw, ch * 1.05);
    const QPointF c = board.center();
    for (std::size_t m = 0; m < kMines; ++m) {
        const QPointF at(c.x() + kRingX[m] * (cw + gap), c.y() + kRingY[m] * (ch + gap));
        mineRects_[m] = QRectF(at.x() - cw / 2, at.y() - ch / 2, cw, ch);
    }
    centreRect_ = QRectF(c.x() - cw / 2, c.y() - ch / 2, cw, ch);
    boardRect_ = QRectF(c.x() - 1.5 * cw - gap, c.y() - 1.5 * ch - gap, 3 * cw + 2 * gap, 3 * ch + 2 * gap);
}

int WapiView::mineAt(QPointF point) const
{
    for (std::size_t m = 0; m < kMines; ++m)
        if (mineRects_[m].contains(point))
            return static_cast<int>(m);
    return -1;
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

void WapiView::resizeEvent(QResizeEvent *event)
{
    layoutBoard();
    updateWidgets();
    BoardView::resizeEvent(event);
}

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
    if (cursor_ >= 0 && !allowed(cursor_))
        cursor_ = -1;

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
    updateWidgets();
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
    drawButton_->setVisible(live && session().chancePending() && manual);
    if (drawButton_->isVisible()) {
        const QSize hint = drawButton_->sizeHint();
        drawButton_->setGeometry(QRect(QPoint(static_cast<int>(centreRect_.center().x() - hint.width() / 2.0),
                                              static_cast<int>(centreRect_.bottom() - hint.height() - 4)),
                                       hint));
    }

    bagButton_->setVisible(game != nullptr);
    if (game) {
        bagButton_->setText(bagButton_->isChecked() ? tr("Hide bag") : tr("Bag: %1").arg(game->bagTotal()));
        const QSize hint = bagButton_->sizeHint();
        bagButton_->setGeometry(QRect(QPoint(static_cast<int>(centreRect_.right() - hint.width() - 2),
                                             static_cast<int>(centreRect_.top() + 2)),
                                      hint));
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
                                            static_cast<int>(stripRect_.top() + 52 + row * (players + 1))),
                                     hint));
    }

    const bool deciding = live && idle && acceptsInput() && game->phase() == WapiState::Phase::DecideTotem;
    choice_->setVisible(deciding);
    if (deciding) {
        const int mine = game->drawn() - WapiState::kFirstMask;
        const int share12 = shareTwelfths(*game, mine, true);
        choiceText_->setText(tr("<b>Place a totem on the %1 mask?</b><br>A totem there would score %2 now.")
                                 .arg(maskName(mine), amountText(share12, decimals_)));
        const qreal width = std::max<qreal>(centreRect_.width() * 1.1, 200.0);
        choice_->setFixedWidth(static_cast<int>(width));
        choice_->adjustSize();
        const QPointF at(centreRect_.center().x() - width / 2.0, centreRect_.top() + centreRect_.height() * 0.45);
        choice_->move(at.toPoint());
        choice_->raise();
    }
}

void WapiView::animateMove(Action action)
{
    // shown_ still holds the position before the move; the session's state is after it.
    animation_.stop();
    motion_ = Motion::None;
    const auto *before = wapi();
    const auto *after = dynamic_cast<const WapiState *>(session().state());
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
    progress_ = 0.0;
    animation_.setDuration(duration);
    animation_.setEasingCurve(curve);
    animation_.start();
}

// --- Input -----------------------------------------------------------------------------

void WapiView::playMine(int mine)
{
    if (mine < 0 || !allowed(mine))
        return;
    requestMove(WapiState::kFirstMine + mine);
}

void WapiView::decide(bool totem)
{
    const WapiState *game = wapi();
    if (!game || game->phase() != WapiState::Phase::DecideTotem)
        return;
    requestMove(totem ? WapiState::kTotem : WapiState::kNoTotem);
}

int WapiView::cycleCursor(int step) const
{
    if (allowed_ == 0)
        return -1;
    int mine = cursor_ < 0 ? (step > 0 ? -1 : 0) : cursor_;
    for (int i = 0; i < WapiState::kMines; ++i) {
        mine = (mine + step + WapiState::kMines) % WapiState::kMines;
        if (allowed(mine))
            return mine;
    }
    return -1;
}

void WapiView::mouseMoveEvent(QMouseEvent *event)
{
    const int mine = mineAt(event->position());
    if (mine != hover_) {
        hover_ = mine;
        update();
    }
    setCursor(mine >= 0 && allowed(mine) ? Qt::PointingHandCursor : Qt::ArrowCursor);
}

void WapiView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    if (bagButton_->isChecked()) {
        bagButton_->setChecked(false); // a click anywhere closes the bag's contents
        return;
    }
    const int mine = mineAt(event->position());
    cursor_ = -1;
    playMine(mine);
}

void WapiView::leaveEvent(QEvent *event)
{
    hover_ = -1;
    update();
    BoardView::leaveEvent(event);
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
            playMine(key - Qt::Key_1);
            return;
        }
        if (key == Qt::Key_Left || key == Qt::Key_Up || key == Qt::Key_Right || key == Qt::Key_Down) {
            cursor_ = cycleCursor(key == Qt::Key_Left || key == Qt::Key_Up ? -1 : 1);
            update();
            return;
        }
        if ((key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space) && cursor_ >= 0) {
            playMine(cursor_);
            return;
        }
    }
    if ((key == Qt::Key_D || key == Qt::Key_Space) && drawButton_->isVisible()) {
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

// --- Painting --------------------------------------------------------------------------

void WapiView::paintEvent(QPaintEvent *)
{
    const WapiState *game = wapi();
    if (!game)
        return;
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    paintBackground(painter);
    paintCentre(painter);
    for (int m = 0; m < WapiState::kMines; ++m)
        paintMine(painter, m);
    paintScores(painter);
    paintMotion(painter);
    if (bagButton_->isChecked())
        paintBagContents(painter);
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
    painter.setPen(QPen(QColor(0xe9c48f), std::max<qreal>(3.0, centreRect_.width() * 0.05), Qt::DashLine, Qt::RoundCap));
    for (std::size_t m = 0; m < kMines; ++m)
        painter.drawLine(centreRect_.center(), mineRects_[m].center());
}

void WapiView::paintMine(QPainter &painter, int mine) const
{
    const WapiState &game = *wapi();
    const QRectF r = mineRect(mine);
    const QColor ink = maskColor(mine);
    const qreal radius = r.width() * 0.08;
    const bool choosing = allowed_ != 0;
    const bool lit = allowed(mine);
    const bool hot = lit && (hover_ == mine || cursor_ == mine);

    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(60, 30, 5, 60));
    painter.drawRoundedRect(r.translated(2, 4), radius, radius);
    QLinearGradient sand(r.topLeft(), r.bottomLeft());
    sand.setColorAt(0.0, QColor(0xfbe8c4));
    sand.setColorAt(1.0, kSand);
    painter.setBrush(sand);
    painter.setPen(QPen(ink, std::max<qreal>(2.0, r.width() * 0.02)));
    painter.drawRoundedRect(r, radius, radius);

    // Header: the mask emblem, the name and the mine's value.
    const qreal pad = r.width() * 0.06;
    const qreal head = r.height() * 0.15;
    const QRectF badge(r.left() + pad, r.top() + pad * 0.8, head, head);
    paintMask(painter, badge, mine);
    painter.setPen(kInk);
    painter.setFont(pixelFont(font(), head * 0.42, QFont::Bold));
    const QRectF nameBox(badge.right() + pad * 0.6, badge.top(), r.width() * 0.5, head * 0.55);
    painter.drawText(nameBox, Qt::AlignLeft | Qt::AlignVCenter, maskName(mine));
    painter.setFont(pixelFont(font(), head * 0.3));
    painter.setPen(QColor(0x7a5534));
    painter.drawText(nameBox.translated(0, head * 0.5), Qt::AlignLeft | Qt::AlignVCenter, tr("Mine %1").arg(mine + 1));

    // The value on a silver plaque.
    const QRectF plaque(r.right() - pad - head * 1.35, badge.top() + head * 0.05, head * 1.35, head * 0.9);
    QLinearGradient metal(plaque.topLeft(), plaque.bottomLeft());
    metal.setColorAt(0.0, QColor(0xffffff));
    metal.setColorAt(0.5, QColor(0xd5d9de));
    metal.setColorAt(1.0, QColor(0x9aa0a8));
    painter.setBrush(metal);
    painter.setPen(QPen(QColor(0x6c7077), 1.0));
    painter.drawRoundedRect(plaque, head * 0.2, head * 0.2);
    painter.setPen(QColor(0x24272c));
    painter.setFont(pixelFont(font(), head * 0.58, QFont::Black));
    painter.drawText(plaque, Qt::AlignCenter, QString::number(game.mineValue(mine)));

    // Silver fields: recessed hollows, coins in the filled ones.
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
    // Where the coin would go.
    if (hot && game.silverCount(mine) < WapiState::kSilverFields && game.drawn() >= 0)
        paintCoin(painter, silverField(mine, game.silverCount(mine)).center(), coin,
                  WapiState::kSilverValues[static_cast<std::size_t>(game.drawn())], 0.5);

    // Mask fields, with the totems standing on them.
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
    // Totems stand on the masks in order of placement.
    for (int t = 0; t < game.totemCount(mine); ++t) {
        if (hideLastTotem && t == motionField_)
            continue;
        const QRectF f = maskField(mine, t);
        const QRectF pole(f.center().x() - f.width() * 0.3, f.bottom() - f.height() * 1.3, f.width() * 0.6, f.height() * 1.25);
        paintTotem(painter, pole, playerColor(game.totemSeat(mine, t)), game.totemSeat(mine, t));
    }

    // Footer: what one totem in this mine earns now.
    const QRectF foot(r.left() + pad, maskField(mine, 0).bottom() + r.height() * 0.015, r.width() - 2 * pad,
                      r.bottom() - maskField(mine, 0).bottom() - r.height() * 0.03);
    painter.setPen(kInk);
    painter.setFont(pixelFont(font(), std::min(foot.height() * 0.62, head * 0.36), QFont::DemiBold));
    QString footText;
    const QString each = amountText(shareTwelfths(game, mine), decimals_);
    if (game.totemCount(mine) == 0)
        footText = tr("A totem here: %1").arg(each);
    else if (game.scoring() == WapiState::Scoring::Full)
        footText = tr("Each totem: %1").arg(each);
    else
        footText = tr("Each of %1: %2").arg(game.totemCount(mine)).arg(each);
    painter.drawText(foot, Qt::AlignCenter, footText);

    // Lit when a coin may go here, dimmed when not; a dot marks the last tile.
    if (choosing) {
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
    if (lastMine_ == mine && motion_ == Motion::None && !game.isTerminal()) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(kLast);
        painter.drawEllipse(QPointF(r.right() - pad * 0.6, r.bottom() - pad * 0.6), pad * 0.3, pad * 0.3);
    }
    // Keys 1-6 while a coin waits.
    if (lit) {
        painter.setFont(pixelFont(font(), head * 0.32, QFont::Bold));
        painter.setPen(Qt::NoPen);
        painter.setBrush(kHighlight);
        const QRectF key(r.left() - 6, r.top() - 6, head * 0.5, head * 0.5);
        painter.drawEllipse(key);
        painter.setPen(Qt::white);
        painter.drawText(key, Qt::AlignCenter, QString::number(mine + 1));
    }
    painter.restore();
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

    const qreal side = std::min(c.width() * 0.42, c.height() * 0.3);
    const QRectF bagBox(c.center().x() - side / 2, c.top() + c.height() * 0.12, side, side);
    const qreal shake = motion_ == Motion::Draw || (motion_ == Motion::Mask && progress_ < 0.4) ? progress_ : 1.0;
    paintBag(painter, bagBox, shake);
    painter.setPen(kInk);
    painter.setFont(pixelFont(font(), c.height() * 0.055, QFont::DemiBold));
    painter.drawText(QRectF(c.left(), bagBox.bottom(), c.width(), c.height() * 0.08), Qt::AlignCenter,
                     tr("%n tile(s) in the bag", nullptr, game.bagTotal()));

    // Whose turn, in their colour.
    if (!game.isTerminal()) {
        const int seat = game.turnSeat();
        const QString who = tr("%1's turn").arg(names_.value(seat));
        painter.setFont(pixelFont(font(), c.height() * 0.06, QFont::Bold));
        const QRectF line(c.left(), c.top() + c.height() * 0.015, c.width() * 0.62, c.height() * 0.09);
        painter.setPen(Qt::NoPen);
        painter.setBrush(playerColor(seat));
        painter.drawEllipse(QPointF(line.left() + line.height() * 0.6, line.center().y()), line.height() * 0.28,
                            line.height() * 0.28);
        painter.setPen(kInk);
        painter.drawText(line.adjusted(line.height() * 1.1, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                         painter.fontMetrics().elidedText(who, Qt::ElideRight, static_cast<int>(line.width() - line.height())));
    }

    // The drawn coin waits here until it is placed.
    if (game.phase() == WapiState::Phase::PlaceSilver && motion_ != Motion::Draw) {
        paintCoin(painter, drawnSpot(), coinRadius() * 1.5, WapiState::kSilverValues[static_cast<std::size_t>(game.drawn())]);
        painter.setPen(kInk);
        painter.setFont(pixelFont(font(), c.height() * 0.055, QFont::DemiBold));
        const QString text = allowed_ != 0 ? tr("Choose a lit mine") : tr("Drawn: %1 silver").arg(
                                                 WapiState::kSilverValues[static_cast<std::size_t>(game.drawn())]);
        painter.drawText(QRectF(c.left(), drawnSpot().y() + coinRadius() * 1.7, c.width(), c.height() * 0.1),
                         Qt::AlignCenter, text);
    } else if (game.isTerminal()) {
        painter.setPen(kInk);
        painter.setFont(pixelFont(font(), c.height() * 0.075, QFont::Bold));
        painter.drawText(QRectF(c.left(), drawnSpot().y() - c.height() * 0.1, c.width(), c.height() * 0.2),
                         Qt::AlignCenter, tr("All mines are full"));
    } else if (game.phase() == WapiState::Phase::DecideTotem && !acceptsInput()) {
        painter.setPen(kInk);
        painter.setFont(pixelFont(font(), c.height() * 0.055, QFont::DemiBold));
        painter.drawText(QRectF(c.left(), drawnSpot().y() - c.height() * 0.1, c.width(), c.height() * 0.2),
                         Qt::AlignCenter | Qt::TextWordWrap,
                         tr("A %1 mask: totem or not?").arg(maskName(game.drawn() - WapiState::kFirstMask)));
    }
    painter.restore();
}

void WapiView::paintMotion(QPainter &painter) const
{
    if (motion_ == Motion::None)
        return;
    const qreal t = progress_;
    const qreal side = std::min(centreRect_.width() * 0.42, centreRect_.height() * 0.3);
    const QPointF bagMouth(centreRect_.center().x(), centreRect_.top() + centreRect_.height() * 0.12 + side * 0.15);
    switch (motion_) {
    case Motion::Draw: {
        const int value = WapiState::kSilverValues[static_cast<std::size_t>(std::clamp(motionOutcome_, 0, 4))];
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
        const int value = WapiState::kSilverValues[static_cast<std::size_t>(std::clamp(motionOutcome_, 0, 4))];
        const QPointF target = silverField(motionMine_, motionField_).center();
        const qreal radius = coinRadius() * (1.5 - 0.5 * t);
        paintCoin(painter, lerp(drawnSpot(), target, t), radius, value);
        break;
    }
    case Motion::Totem: {
        const QRectF f = maskField(motionMine_, motionField_);
        const QRectF pole(f.center().x() - f.width() * 0.3, f.bottom() - f.height() * 1.3, f.width() * 0.6, f.height() * 1.25);
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
    const QRectF s = stripRect_;
    painter.save();
    painter.setPen(QPen(QColor(0xc99a62), 1.5));
    painter.setBrush(QColor(255, 248, 234, 235));
    painter.drawRoundedRect(s, 14, 14);

    const bool wide = s.width() > s.height() * 2.0;
    const QRectF table = wide ? QRectF(s.left(), s.top(), s.width() / 2, s.height()) : s;
    const qreal row = std::clamp(s.height() / 14.0, 24.0, 34.0);
    painter.setPen(kInk);
    painter.setFont(pixelFont(font(), 17, QFont::Bold));
    painter.drawText(QRectF(table.left() + 12, table.top() + 8, table.width() - 24, 26), Qt::AlignLeft | Qt::AlignVCenter,
                     tr("Scores"));
    painter.setFont(pixelFont(font(), 12));
    painter.setPen(QColor(0x7a5534));
    painter.drawText(QRectF(table.left() + 12, table.top() + 32, table.width() - 24, 18), Qt::AlignLeft | Qt::AlignVCenter,
                     game.scoring() == WapiState::Scoring::Full ? tr("Full: each totem takes its mine's value")
                                                                : tr("Share: totems split their mine's value"));

    const auto winners = game.isTerminal() ? game.winners() : std::vector<int>();
    for (int seat = 0; seat < game.numPlayers(); ++seat) {
        const QRectF line(table.left() + 8, table.top() + 54 + seat * row, table.width() - 16, row - 2);
        const bool turn = !game.isTerminal() && game.turnSeat() == seat;
        const bool won = std::find(winners.begin(), winners.end(), seat) != winners.end();
        if (turn || won) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(won ? QColor(0xf6d47a) : QColor(0xf2e0bf));
            painter.drawRoundedRect(line, 8, 8);
        }
        paintTotem(painter, QRectF(line.left() + 6, line.top() + 2, row * 0.5, line.height() - 4), playerColor(seat), seat);
        // Totems still in hand, as small pips.
        const qreal pip = row * 0.13;
        for (int i = 0; i < WapiState::kTotemsEach; ++i) {
            painter.setPen(QPen(playerColor(seat).darker(170), 1.0));
            painter.setBrush(i < game.totemsLeft(seat) ? playerColor(seat) : Qt::transparent);
            painter.drawEllipse(QPointF(line.right() - row * 1.9 - i * pip * 2.6, line.center().y()), pip, pip);
        }
        painter.setPen(kInk);
        painter.setFont(pixelFont(font(), row * 0.48, turn || won ? QFont::Bold : QFont::Normal));
        const QRectF nameBox(line.left() + row * 0.8, line.top(), line.width() - row * 3.9, line.height());
        QString name = names_.value(seat);
        if (won)
            name = QStringLiteral("★ ") + name;
        painter.drawText(nameBox, Qt::AlignLeft | Qt::AlignVCenter,
                         painter.fontMetrics().elidedText(name, Qt::ElideRight, static_cast<int>(nameBox.width())));
        painter.setFont(pixelFont(font(), row * 0.55, QFont::Bold));
        painter.drawText(QRectF(line.right() - row * 1.4, line.top(), row * 1.35, line.height()),
                         Qt::AlignRight | Qt::AlignVCenter, scoreShown(seat));
    }

    // At the end: each mine's payout.
    if (!payout_.isEmpty()) {
        const QRectF area = wide ? QRectF(s.center().x(), s.top() + 8, s.width() / 2 - 12, s.height() - 16)
                                 : QRectF(s.left() + 12, table.top() + 90 + row * (game.numPlayers() + 1),
                                          s.width() - 24, s.bottom() - (table.top() + 96 + row * (game.numPlayers() + 1)));
        painter.setPen(kInk);
        painter.setFont(pixelFont(font(), 15, QFont::Bold));
        painter.drawText(QRectF(area.left(), area.top(), area.width(), 22), Qt::AlignLeft | Qt::AlignVCenter,
                         tr("What the mines paid"));
        QFont text = pixelFont(font(), 12);
        painter.setFont(text);
        qreal y = area.top() + 26;
        for (const QString &line : payout_) {
            const QRectF bound = painter.boundingRect(QRectF(area.left(), y, area.width(), 1000),
                                                      Qt::TextWordWrap | Qt::AlignLeft, line);
            if (bound.bottom() > area.bottom())
                break;
            painter.drawText(QRectF(area.left(), y, area.width(), bound.height()), Qt::TextWordWrap | Qt::AlignLeft, line);
            y += bound.height() + 5;
        }
        if (payout_.isEmpty() || y == area.top() + 26)
            painter.drawText(QRectF(area.left(), y, area.width(), 20), Qt::AlignLeft, tr("No totem stands in any mine."));
    }
    painter.restore();
}

void WapiView::paintBagContents(QPainter &painter) const
{
    const WapiState &game = *wapi();
    const qreal w = std::min(boardRect_.width() * 0.8, 520.0);
    const qreal h = std::min(boardRect_.height() * 0.4, 240.0);
    const QRectF card(boardRect_.center().x() - w / 2, boardRect_.center().y() - h / 2, w, h);
    painter.save();
    painter.setPen(QPen(kRock, 2.0));
    painter.setBrush(QColor(255, 247, 230, 248));
    painter.drawRoundedRect(card, 14, 14);
    painter.setPen(kInk);
    painter.setFont(pixelFont(font(), h * 0.09, QFont::Bold));
    painter.drawText(QRectF(card.left(), card.top() + h * 0.04, w, h * 0.14), Qt::AlignCenter,
                     tr("In the bag: %1 tiles").arg(game.bagTotal()));
    const qreal cell = w / 6.0;
    const qreal size = std::min(cell * 0.6, h * 0.26);
    // Coins on the first row, masks on the second, each with how many are left.
    painter.setFont(pixelFont(font(), h * 0.08, QFont::DemiBold));
    for (int k = 0; k < WapiState::kSilverKinds; ++k) {
        const QPointF c(card.left() + cell * (k + 1), card.top() + h * 0.36);
        paintCoin(painter, c, size * 0.45, WapiState::kSilverValues[static_cast<std::size_t>(k)], game.bagCount(k) ? 1.0 : 0.35);
        painter.setPen(kInk);
        painter.drawText(QRectF(c.x() - cell / 2, c.y() + size * 0.5, cell, h * 0.1), Qt::AlignCenter,
                         QStringLiteral("× %1").arg(game.bagCount(k)));
    }
    for (int m = 0; m < WapiState::kMines; ++m) {
        const QPointF c(card.left() + cell * (m + 0.5), card.top() + h * 0.72);
        const int count = game.bagCount(WapiState::kFirstMask + m);
        paintMask(painter, QRectF(c.x() - size / 2, c.y() - size / 2, size, size), m, count ? 1.0 : 0.35);
        painter.setPen(kInk);
        painter.drawText(QRectF(c.x() - cell / 2, c.y() + size * 0.5, cell, h * 0.1), Qt::AlignCenter,
                         QStringLiteral("× %1").arg(count));
    }
    painter.restore();
}

} // namespace ludoteca::app
