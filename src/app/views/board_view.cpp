#include "views/board_view.h"

#include <algorithm>
#include <cmath>
#include <memory>

#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QTimer>
#include <QToolTip>

#include "ludoteca/core/state.h"
#include "session/game_session.h"
#include "ui/theme.h"
#include "views/board_accessible.h"
#include "views/game_presentation.h"

namespace ludoteca::app {

namespace {

using theme::kHint;
using theme::kMark;

// The figure of a move's path its marks are drawn at: the last one (the cell a piece goes
// to, the stone laid).
QRectF lastFigure(const QPainterPath &path)
{
    const auto figures = path.toSubpathPolygons();
    return figures.isEmpty() ? QRectF() : figures.back().boundingRect();
}

} // namespace

BoardView::BoardView(GameSession &session, QWidget *parent) : QWidget(parent), session_(session)
{
    // Every board follows the pointer for hover marks and takes keys.
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    installBoardAccessibility();
    nameForAssistiveTechnology();

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
        if (!hints_.best.empty()
            && (session_.browsing() || !session_.humanToMove() || session_.moveCount() != hintPly_))
            clearHints();
        refresh();
    });
    connect(&session_, &GameSession::moveMade, this, &BoardView::clearHints);
    // A move a lesson refused leaves nothing half-chosen on the board (a picked piece, a
    // chosen pig): the view starts again from the position, as after any change.
    connect(&session_, &GameSession::moveRefused, this, [this] { refresh(); });

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
    connect(&session_, &GameSession::hintReady, this, &BoardView::showHints);
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
    if (event->type() == QEvent::LanguageChange) {
        background_ = QPixmap(); // it may hold words
        nameForAssistiveTechnology();
        retranslate();
    }
    return QWidget::event(event);
}

void BoardView::nameForAssistiveTechnology()
{
    // What a screen reader says as the board takes the focus.
    setAccessibleName(session_.game() ? tr("%1 board").arg(QString::fromStdString(session_.game()->name))
                                      : tr("Board"));
}

void BoardView::retranslate()
{
    layoutBoard();
    refresh();
}

void BoardView::showHints(const ai::Analysis &analysis)
{
    hints_ = analysis;
    // The search lists its moves most visited first; the hint ranks them by the chance it
    // shows, so that no move is marked best beside a higher number (most visited first
    // among equal ones).
    const auto mover = static_cast<std::size_t>(std::max(0, analysis.mover));
    const auto shown = [mover](const ai::MoveAnalysis &move) {
        return mover < move.values.size() ? qRound(move.values[mover] * 100) : 0;
    };
    std::stable_sort(hints_.best.begin(), hints_.best.end(),
                     [&](const ai::MoveAnalysis &a, const ai::MoveAnalysis &b) { return shown(a) > shown(b); });
    hintPly_ = session_.moveCount();
    shownLine_ = -1;
    update();
}

void BoardView::clearHints()
{
    hints_ = {};
    shownLine_ = -1;
    update();
}

double BoardView::hintChance(int index) const
{
    const auto &best = hints_.best;
    if (index < 0 || index >= static_cast<int>(best.size()) || hints_.mover < 0
        || hints_.mover >= static_cast<int>(best[static_cast<std::size_t>(index)].values.size()))
        return 0.0;
    return best[static_cast<std::size_t>(index)].values[static_cast<std::size_t>(hints_.mover)];
}

bool BoardView::hintsShown() const { return !hints_.best.empty() && !session_.browsing(); }

QPainterPath BoardView::movePath(const State &, Action) const { return {}; }

QRectF BoardView::hintLabelRect(int index) const
{
    if (!hintsShown() || index < 0 || index >= static_cast<int>(hints_.best.size()))
        return {};
    const Action action = hints_.best[static_cast<std::size_t>(index)].action;
    if (!shownState().isLegal(action))
        return {};
    const QRectF figure = lastFigure(movePath(shownState(), action));
    if (figure.isEmpty())
        return {};
    // Under the figure's middle, overlapping its lower edge, as wide as the text needs.
    const qreal height = std::clamp<qreal>(std::min(figure.width(), figure.height()) * 0.36, 14.0, 24.0);
    const qreal width = height * 2.3;
    QRectF label(figure.center().x() - width / 2, figure.bottom() - height * 0.7, width, height);
    // Moves that end on the same cell (a tile of another value) stack their labels.
    for (int before = 0; before < index; ++before)
        if (const QRectF other = hintLabelRect(before); !other.isEmpty() && other.intersects(label))
            label.moveTop(other.bottom() + 1);
    return label;
}

void BoardView::setShownLine(int index)
{
    if (index >= static_cast<int>(hints_.best.size()))
        index = -1;
    if (index == shownLine_)
        return;
    shownLine_ = index;
    update();
}

QString BoardView::lineText(int index) const
{
    std::unique_ptr<State> state = shownState().clone();
    QStringList moves;
    for (const Action action : hints_.best[static_cast<std::size_t>(index)].line) {
        if (state->isTerminal() || state->isChanceNode() || !state->isLegal(action))
            break;
        moves << (presentation_ ? presentation_->moveText(*state, action)
                                : QString::fromStdString(state->actionToString(action)));
        state->apply(action);
    }
    return tr("Expected line: %1").arg(moves.join(QLatin1Char(' ')));
}

void BoardView::paintHints(QPainter &painter) const
{
    if (!hintsShown())
        return;
    const State &state = shownState();
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    // The best last, on top of the others.
    for (int i = static_cast<int>(hints_.best.size()) - 1; i >= 0; --i) {
        const Action action = hints_.best[static_cast<std::size_t>(i)].action;
        if (!state.isLegal(action))
            continue;
        const QPainterPath path = movePath(state, action);
        const QRectF figure = lastFigure(path);
        if (figure.isEmpty())
            continue;
        const qreal size = std::min(figure.width(), figure.height());
        QColor ink = kHint;
        ink.setAlpha(i == 0 ? 255 : 150);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(ink, std::max<qreal>(1.5, size * (i == 0 ? 0.08 : 0.05)),
                            i == 0 ? Qt::SolidLine : Qt::DashLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPath(path);

        const QRectF label = hintLabelRect(i);
        painter.setPen(QPen(kHint.darker(130), 1.0));
        painter.setBrush(i == 0 ? kHint : QColor(255, 255, 255, 230));
        painter.drawRoundedRect(label, label.height() * 0.3, label.height() * 0.3);
        QFont font = painter.font();
        font.setPixelSize(std::max(9, static_cast<int>(label.height() * 0.72)));
        font.setBold(i == 0);
        painter.setFont(font);
        painter.setPen(i == 0 ? Qt::white : kHint.darker(150));
        painter.drawText(label, Qt::AlignCenter, tr("%1%").arg(qRound(hintChance(i) * 100)));
    }
    if (shownLine_ >= 0)
        paintLine(painter, shownLine_);
    painter.restore();
}

void BoardView::paintLine(QPainter &painter, int index) const
{
    // Each expected move numbered in its mover's colour, where it would be played.
    std::unique_ptr<State> state = shownState().clone();
    int number = 1;
    for (const Action action : hints_.best[static_cast<std::size_t>(index)].line) {
        if (state->isTerminal() || state->isChanceNode() || !state->isLegal(action))
            break;
        const QRectF figure = lastFigure(movePath(*state, action));
        if (!figure.isEmpty()) {
            const qreal radius = std::clamp<qreal>(std::min(figure.width(), figure.height()) * 0.22, 8.0, 16.0);
            const QRectF disc(figure.center().x() - radius, figure.center().y() - radius, radius * 2, radius * 2);
            const QColor seat =
                presentation_ ? presentation_->seatLook(*state, state->currentPlayer()).color : QColor(Qt::darkGray);
            painter.setPen(QPen(Qt::white, 1.5));
            painter.setBrush(seat);
            painter.drawEllipse(disc);
            QFont font = painter.font();
            font.setPixelSize(std::max(8, static_cast<int>(radius * 1.1)));
            font.setBold(true);
            painter.setFont(font);
            painter.setPen(seat.lightness() > 150 ? Qt::black : Qt::white);
            painter.drawText(disc, Qt::AlignCenter, QLocale().toString(number));
        }
        state->apply(action);
        ++number;
    }
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

int BoardView::letterKey(const QString &letter)
{
    const QKeySequence sequence(letter.trimmed());
    return sequence.count() == 1 ? sequence[0].key() : 0;
}

QString BoardView::inputBlocked() const
{
    if (!session_.hasGame())
        return {};
    if (session_.browsing())
        return tr("This is an earlier position: go back to the game to play.");
    if (session_.state()->isTerminal())
        return tr("The game is over.");
    if (!acceptsInput())
        return tr("Wait: it is not a person's turn.");
    return {};
}

QString BoardView::refusalReason(int) const
{
    const QString blocked = inputBlocked();
    return blocked.isEmpty() && session_.hasGame() ? tr("That is not a move here.") : blocked;
}

void BoardView::clickCell(int cell)
{
    if (cell == kNoCell)
        return;
    moveRefusal_.clear();
    // Asked first: a click that drops a half-built move is refused for what was chosen.
    const QString reason = refusalReason(cell);
    if (cellActive(cell) && activateCell(cell)) {
        emit inputAccepted();
        return;
    }
    refused_ = cell;
    refusal_.stop();
    refusalProgress_ = 0.0;
    refusal_.start();
    // A lesson's sentence says more than the view's reason.
    emit inputRefused(moveRefusal_.isEmpty() ? reason : moveRefusal_);
}

void BoardView::setCursorCell(int cell, bool shown)
{
    const bool moved = cell != cursor_;
    cursor_ = cell;
    cursorShown_ = shown && cell != kNoCell;
    inputChanged();
    if (moved && cursorShown_ && hasFocus())
        announceCursor(this, cell);
}

std::vector<int> BoardView::spokenCells() const
{
    return presentation_ && session_.hasGame() ? presentation_->boardCells(shownState()) : std::vector<int> {};
}

QString BoardView::spokenCell(int cell) const
{
    if (!presentation_ || !session_.hasGame())
        return {};
    return presentation_->cellText(shownState(), cell, session_.viewer());
}

void BoardView::pressCell(int cell)
{
    setCursorCell(cell, true);
    clickCell(cell);
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

void BoardView::setSizeHints(QSize preferred, QSize minimum)
{
    preferredSize_ = preferred;
    minimumSize_ = minimum;
    updateGeometry();
}

QSize BoardView::sizeHint() const { return preferredSize_.isValid() ? preferredSize_ : QWidget::sizeHint(); }

QSize BoardView::minimumSizeHint() const { return minimumSize_.isValid() ? minimumSize_ : QWidget::minimumSizeHint(); }

bool BoardView::paintView(QPainter &) { return false; }

void BoardView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    if (paintView(painter))
        paintInputFeedback(painter);
}

void BoardView::resizeEvent(QResizeEvent *event)
{
    layoutBoard();
    QWidget::resizeEvent(event);
}

bool BoardView::paintCachedBackground(QPainter &painter, quint64 key, const std::function<void(QPainter &)> &paint)
{
    const qreal dpr = devicePixelRatioF();
    const bool stale = background_.size() != size() * dpr || backgroundDpr_ != dpr || backgroundKey_ != key;
    if (stale) {
        background_ = QPixmap(size() * dpr);
        background_.setDevicePixelRatio(dpr);
        background_.fill(Qt::transparent);
        QPainter cache(&background_);
        cache.setRenderHint(QPainter::Antialiasing);
        cache.setRenderHint(QPainter::TextAntialiasing);
        paint(cache);
        backgroundDpr_ = dpr;
        backgroundKey_ = key;
    }
    painter.drawPixmap(0, 0, background_);
    return stale;
}

void BoardView::setMarks(std::vector<Action> moves, std::vector<int> cells)
{
    markedMoves_ = std::move(moves);
    markedCells_ = std::move(cells);
    update();
}

void BoardView::paintMarks(QPainter &painter) const
{
    if (markedMoves_.empty() && markedCells_.empty())
        return;
    const State &state = shownState();
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setBrush(Qt::NoBrush);
    for (const Action action : markedMoves_) {
        if (!state.isLegal(action))
            continue;
        const QPainterPath path = movePath(state, action);
        const QRectF figure = path.boundingRect();
        if (figure.isEmpty())
            continue;
        const qreal size = std::min(lastFigure(path).width(), lastFigure(path).height());
        painter.setPen(QPen(kMark, std::max<qreal>(2.0, size * 0.09), Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPath(path);
    }
    for (const int cell : markedCells_) {
        const QRectF rect = cellRect(cell);
        if (rect.isEmpty())
            continue;
        const qreal width = std::max<qreal>(2.0, std::min(rect.width(), rect.height()) * 0.1);
        QColor fill = kMark;
        fill.setAlpha(60);
        painter.setBrush(fill);
        painter.setPen(QPen(kMark, width));
        painter.drawEllipse(rect.adjusted(width, width, -width, -width));
    }
    painter.restore();
}

void BoardView::paintInputFeedback(QPainter &painter) const
{
    paintMarks(painter);
    paintHints(painter);
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
    int line = -1;
    for (int i = 0; i < static_cast<int>(hints_.best.size()) && line < 0; ++i)
        if (hintLabelRect(i).contains(event->position()))
            line = i;
    setShownLine(line);
    if (line >= 0)
        QToolTip::showText(event->globalPosition().toPoint(), lineText(line), this, hintLabelRect(line).toRect());
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
    setShownLine(-1);
    setHoverCell(kNoCell);
    QWidget::leaveEvent(event);
}

QList<BoardView::KeyHelp> BoardView::keyHelp() const
{
    return {{tr("Arrow keys"), tr("Move the cursor over the board")},
            {tr("Enter, Space"), tr("Click the cell under the cursor")}};
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

void BoardView::focusInEvent(QFocusEvent *event)
{
    QWidget::focusInEvent(event);
    // Reached by the keyboard, the board shows where its cursor is at once; a click places
    // the cursor itself.
    if (event->reason() == Qt::MouseFocusReason)
        return;
    const int cell = cursor_ != kNoCell ? cursor_ : cursorHome();
    if (cell == kNoCell)
        return;
    cursor_ = cell;
    cursorShown_ = true;
    inputChanged();
    // Once Qt has told assistive technology that the board has the focus, the cell under
    // the cursor takes it, so that the cell is what a screen reader says.
    QTimer::singleShot(0, this, [this] {
        if (hasFocus() && cursorShown_)
            announceCursor(this, cursor_);
    });
}

void BoardView::focusOutEvent(QFocusEvent *event)
{
    cursorShown_ = false;
    update();
    QWidget::focusOutEvent(event);
}

bool BoardView::requestMove(Action action)
{
    const bool played = session_.playHuman(action);
    moveRefusal_ = played ? QString() : session_.refusal();
    return played;
}

bool BoardView::acceptsInput() const { return session_.humanToMove(); }

} // namespace ludoteca::app
