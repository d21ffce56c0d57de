#include "views/board_view.h"

#include <QKeyEvent>

#include "ludoteca/core/state.h"
#include "session/game_session.h"

namespace ludoteca::app {

namespace {

// Distinct, calm colours for games without their own view.
const QColor kSeatPalette[] = {QColor(0xc0392b), QColor(0x2e86c1), QColor(0x27ae60),
                               QColor(0xd68910), QColor(0x8e44ad), QColor(0x17a589)};

} // namespace

BoardView::BoardView(GameSession &session, QWidget *parent) : QWidget(parent), session_(session)
{
    // Every board follows the pointer for hover marks and takes keys.
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);

    moveAnimation_.setStartValue(0.0);
    moveAnimation_.setEndValue(1.0);
    connect(&moveAnimation_, &QVariantAnimation::valueChanged, this, [this](const QVariant &value) {
        moveProgress_ = value.toReal();
        update();
    });
    connect(&moveAnimation_, &QVariantAnimation::finished, this, [this] {
        moveProgress_ = 1.0;
        moveAnimationFinished();
        update();
    });

    connect(&session_, &GameSession::moveMade, this, [this](int action, int) {
        if (!session_.browsing())
            animateMove(action);
    });
    connect(&session_, &GameSession::stateChanged, this, [this] {
        // A hint belongs to the position it was given for: an undo takes it away too.
        if (hint_ != kInvalidAction
            && (session_.browsing() || !session_.humanToMove() || session_.moveCount() != hintPly_))
            hint_ = kInvalidAction;
        refresh();
    });
    connect(&session_, &GameSession::moveMade, this, [this] { hint_ = kInvalidAction; });
    connect(&session_, &GameSession::hintReady, this, [this](int action) { showHint(action); });
}

QColor BoardView::seatColor(const State &, int seat) const
{
    return kSeatPalette[static_cast<std::size_t>(seat) % std::size(kSeatPalette)];
}

QString BoardView::seatColorName(const State &, int) const { return {}; }

bool BoardView::playsOnBoard(const State &, Action) const { return true; }

QString BoardView::actionLabel(const State &state, Action action) const
{
    return QString::fromStdString(state.actionToString(action));
}

QString BoardView::moveHint(const State &) const { return tr("Choose your move on the board."); }

QString BoardView::resultText(const State &state) const
{
    const auto winners = state.winners();
    const auto &seats = session_.seats();
    if (winners.empty())
        return tr("The game is over.");
    if (static_cast<int>(winners.size()) == state.numPlayers())
        return tr("The game is a draw.");
    QStringList names;
    for (const int seat : winners)
        names << seats.value(seat).name;
    return winners.size() == 1 ? tr("%1 wins.").arg(names.front())
                               : tr("%1 share the win.").arg(names.join(tr(" and ")));
}

bool BoardView::showsScore(const State &, int) const { return true; }

QString BoardView::moveListText(const State &, int, const QString &text) const { return text; }

bool BoardView::event(QEvent *event)
{
    // The boards read bare keys (Shift and the keypad aside): a key with Ctrl, Alt or Meta
    // is the window's, even when its action is disabled, so it never means two things.
    if (event->type() == QEvent::KeyPress
        && (static_cast<QKeyEvent *>(event)->modifiers() & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))) {
        event->ignore();
        return false;
    }
    return QWidget::event(event);
}

void BoardView::showHint(Action action)
{
    hint_ = action;
    hintPly_ = session_.moveCount();
    update();
}

void BoardView::startMoveAnimation(int durationMs, const QEasingCurve &curve)
{
    moveAnimation_.stop();
    moveAnimation_.setDuration(durationMs);
    moveAnimation_.setEasingCurve(curve);
    moveProgress_ = 0.0;
    moveAnimation_.start();
}

void BoardView::stopMoveAnimation()
{
    moveAnimation_.stop();
    moveProgress_ = 1.0;
}

const State &BoardView::shownState() const { return session_.shownState(); }

bool BoardView::requestMove(Action action) { return session_.playHuman(action); }

bool BoardView::acceptsInput() const { return session_.humanToMove(); }

} // namespace ludoteca::app
