#include "views/board_view.h"

#include <cmath>

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include "ludoteca/core/state.h"
#include "session/game_session.h"

namespace ludoteca::app {

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

    // A refused click: a short flash that shakes once across the cell.
    refusal_.setStartValue(0.0);
    refusal_.setEndValue(1.0);
    refusal_.setDuration(420);
    connect(&refusal_, &QVariantAnimation::valueChanged, this, [this](const QVariant &value) {
        refusalProgress_ = value.toReal();
        update();
    });
    connect(&refusal_, &QVariantAnimation::finished, this, [this] {
        refused_ = kNoCell;
        update();
    });
    connect(&session_, &GameSession::hintReady, this, [this](int action) { showHint(action); });
}

bool BoardView::event(QEvent *event)
{
    // The boards read bare keys (Shift and the keypad aside): a key with Ctrl, Alt or Meta
    // is the window's, even when its action is disabled, so it never means two things.
    if (event->type() == QEvent::KeyPress
        && (static_cast<QKeyEvent *>(event)->modifiers()
            & (Qt::ControlModifier | Qt::AltModifier | Qt::MetaModifier))) {
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

// --- Input -----------------------------------------------------------------------------------

int BoardView::cellAt(QPointF) const { return kNoCell; }

QRectF BoardView::cellRect(int) const { return {}; }

bool BoardView::cellActive(int) const { return false; }

bool BoardView::activateCell(int) { return false; }

int BoardView::cursorStep(int, int) const { return kNoCell; }

QString BoardView::refusalReason(int) const
{
    if (!session_.hasGame())
        return {};
    if (session_.browsing())
        return tr("This is an earlier position: go back to the game to play.");
    if (session_.state()->isTerminal())
        return tr("The game is over.");
    if (!acceptsInput())
        return tr("Wait: it is not a person's turn.");
    return tr("That is not a move here.");
}

void BoardView::clickCell(int cell)
{
    if (cell == kNoCell)
        return;
    if (cellActive(cell) && activateCell(cell))
        return;
    refused_ = cell;
    refusal_.stop();
    refusalProgress_ = 0.0;
    refusal_.start();
    emit inputRefused(refusalReason(cell));
}

void BoardView::setCursorCell(int cell, bool shown)
{
    cursor_ = cell;
    cursorShown_ = shown && cell != kNoCell;
    inputChanged();
}

void BoardView::setHoverCell(int cell)
{
    if (cell == hover_)
        return;
    hover_ = cell;
    inputChanged();
}

void BoardView::dropCellsOutside(int cellCount)
{
    if (cursor_ >= cellCount)
        setCursorCell(kNoCell, false);
    if (hover_ >= cellCount)
        setHoverCell(kNoCell);
}

void BoardView::paintInputFeedback(QPainter &painter) const
{
    if (cursorShown() && cursor_ != kNoCell) {
        painter.save();
        paintCursorMark(painter, cursor_);
        painter.restore();
    }
    if (refused_ == kNoCell || refusalProgress_ >= 1.0)
        return;
    const QRectF cell = cellRect(refused_);
    if (cell.isEmpty())
        return;
    const qreal t = refusalProgress_;
    const qreal shake = std::sin(t * 3.14159265 * 4) * (1.0 - t) * cell.width() * 0.08;
    painter.save();
    painter.setPen(QPen(QColor(200, 40, 40, static_cast<int>(230 * (1.0 - t))), std::max(2.0, cell.width() * 0.06)));
    painter.setBrush(QColor(220, 50, 50, static_cast<int>(70 * (1.0 - t))));
    const qreal inset = cell.width() * 0.08;
    painter.drawRoundedRect(cell.translated(shake, 0).adjusted(inset, inset, -inset, -inset), inset, inset);
    painter.restore();
}

void BoardView::paintCursorMark(QPainter &painter, int cell) const
{
    const QRectF rect = cellRect(cell);
    const qreal c = rect.width();
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0x1f6feb), c * 0.05, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawRoundedRect(rect.adjusted(c * 0.06, c * 0.06, -c * 0.06, -c * 0.06), c * 0.12, c * 0.12);
}

void BoardView::mouseMoveEvent(QMouseEvent *event)
{
    const int cell = cellAt(event->position());
    cursorShown_ = false;
    setHoverCell(cell);
    setCursor(cellActive(cell) ? Qt::PointingHandCursor : Qt::ArrowCursor);
}

void BoardView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    const int cell = cellAt(event->position());
    setCursorCell(cell, false);
    clickCell(cell);
}

void BoardView::leaveEvent(QEvent *event)
{
    setHoverCell(kNoCell);
    QWidget::leaveEvent(event);
}

void BoardView::keyPressEvent(QKeyEvent *event)
{
    const int key = event->key();
    if (key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space) {
        if (cursor_ != kNoCell) {
            setCursorCell(cursor_, true);
            clickCell(cursor_);
            return;
        }
    } else if (const int next = cursorStep(cursor_, key); next != kNoCell) {
        setCursorCell(next, true);
        setHoverCell(next);
        return;
    }
    QWidget::keyPressEvent(event);
}

void BoardView::focusOutEvent(QFocusEvent *event)
{
    cursorShown_ = false;
    update();
    QWidget::focusOutEvent(event);
}

bool BoardView::requestMove(Action action) { return session_.playHuman(action); }

bool BoardView::acceptsInput() const { return session_.humanToMove(); }

} // namespace ludoteca::app
