#include "views/azzanna/azzanna_view.h"

#include <algorithm>
#include <cmath>
#include <utility>

#include <QKeyEvent>
#include <QMouseEvent>

#include "ludoteca/core/state.h"
#include "session/game_session.h"
#include "views/azzanna/azzanna_presentation.h"
#include "views/board_view_factory.h"
#include "views/square_grid.h"

namespace ludoteca::app::azzanna {

using games::azzanna::AzzannaState;
using Decoded = games::azzanna::AzzannaState::Decoded;

LUDOTECA_REGISTER_BOARD_VIEW("azzanna", AzzannaView)

namespace {

constexpr int kAnimationMs = 250;
constexpr qreal kTray = 0.9;            // the strip above, in cells
constexpr qreal kSeatCardWidth = 150.0; // pixels a seat's card above the field wants for its words
constexpr qreal kPad = 0.25;            // free space around it all, in cells (room for the shadow)

} // namespace

AzzannaView::AzzannaView(GameSession &session, QWidget *parent) : SquareBoardView(session, parent)
{
    setSizeHints({600, 640}, {260, 280});
    autoBite_.setSingleShot(true);
    autoBite_.setInterval(kAutoBiteMs);
    connect(&autoBite_, &QTimer::timeout, this, [this] {
        shownBite_.clear();
        const Action action = chooser_.decided();
        if (acceptsInput() && !this->session().browsing() && action != kInvalidAction)
            requestMove(action);
        update();
    });
    refresh();
}

// --- Geometry --------------------------------------------------------------------------

SquareGrid AzzannaView::grid() const
{
    const qreal across = width() / (8 + 2 * kMargin + 2 * kPad);
    const qreal down = height() / (8 + 2 * kMargin + kTray + 2 * kPad);
    const qreal c = std::max<qreal>(4.0, std::min(across, down));
    const qreal top = (height() - c * (8 + 2 * kMargin + kTray)) / 2.0;
    return {QPointF((width() - 8 * c) / 2.0, top + c * (kTray + kMargin)), c, kField};
}

QRectF AzzannaView::trayRect() const
{
    const qreal c = cellSize();
    const QRectF grid = gridRect();
    // As wide as the field, or wider on a small field where the view has room, so that
    // each seat's card keeps its words.
    const qreal field = grid.width() + c * (2 * kMargin - 0.2);
    const qreal across = std::max(field, std::min(width() - 16.0, kSeatCardWidth * std::max(2, field_.players)));
    return {grid.center().x() - across / 2, grid.top() - c * (kMargin + kTray), across, c * (kTray - 0.08)};
}

QPointF AzzannaView::arrowCenter(Direction direction) const
{
    const QRectF grid = gridRect();
    const qreal away = cellSize() * 0.6;
    switch (direction) {
    case Direction::North:
        return {grid.center().x(), grid.top() - away};
    case Direction::South:
        return {grid.center().x(), grid.bottom() + away};
    case Direction::East:
        return {grid.right() + away, grid.center().y()};
    case Direction::West:
        return {grid.left() - away, grid.center().y()};
    }
    return grid.center();
}

int AzzannaView::arrowAt(QPointF point) const
{
    for (int d = 0; d < kDirections; ++d) {
        const QPointF delta = point - arrowCenter(directionOf(d));
        if (std::hypot(delta.x(), delta.y()) <= arrowRadius() * 1.15)
            return d;
    }
    return -1;
}

// --- State changes ---------------------------------------------------------------------

void AzzannaView::refresh()
{
    const bool armed = std::exchange(autoArmed_, false);
    if (!session().hasGame())
        return;
    const State &state = shownState();
    field_ = Field::fromState(state);

    // The bite choice lives as long as its position (and the right to choose).
    const int key = session().browsing() ? -2 - state.ply() : acceptsInput() ? state.ply() : -1;
    if (key != chooserPly_) {
        chooserPly_ = key;
        autoBite_.stop();
        shownBite_.clear();
        if (key >= 0 && field_.phase == Phase::Bite)
            chooser_.reset(state);
        else
            chooser_ = {};
        // A bite without a choice plays itself, after a moment to see it, when the game
        // has just moved on to it (not after an undo, nor while moves wait to be redone).
        if (armed && chooser_.setCount() == 1 && !session().canRedo()) {
            shownBite_ = chooser_.pairsOf(chooser_.decided());
            autoBite_.start();
        }
    }

    // The last placement and, when it came later, the last run.
    lastCell_ = -1;
    lastRun_ = -1;
    const auto &game = stateAs<AzzannaState>(shownState());
    const auto &history = game.history();
    for (auto it = history.rbegin(); it != history.rend() && lastCell_ < 0; ++it) {
        const Decoded move = game.decode(*it);
        if (move.kind == Decoded::Kind::Place)
            lastCell_ = move.cell;
        else if (move.kind == Decoded::Kind::Run && lastRun_ < 0)
            lastRun_ = static_cast<int>(move.direction);
    }
    if (!runsNow())
        dragDirection_ = -1;
    if (!placesNow() && !chooser_.active())
        setCursorCell(cursorCell(), false);
    update();
}

void AzzannaView::moveAnimationFinished()
{
    slides_.clear();
    vanishing_.clear();
    dropped_ = -1;
}

void AzzannaView::animateMove(Action action)
{
    // field_ still holds the position before the move.
    autoArmed_ = true;
    stopMoveAnimation();
    slides_.clear();
    vanishing_.clear();
    dropped_ = -1;
    const State *state = session().state();
    if (!state || !field_.valid)
        return;
    const Field after = Field::fromState(*state);
    // The position after the move tells a placement's cell and a run's direction as well.
    const Decoded move = stateAs<AzzannaState>(*state).decode(action);
    if (move.kind == Decoded::Kind::Place)
        dropped_ = move.cell;
    if (move.kind == Decoded::Kind::Run) {
        const auto slides = games::azzanna::runSlides(field_.position, move.direction);
        slides_ = QVector<Slide>(slides.begin(), slides.end());
    }
    for (int cell = 0; cell < games::azzanna::kCells; ++cell)
        if (field_.isVegetable(cell) && !after.isVegetable(cell))
            vanishing_.append({cell, field_.at(cell)});
    if (dropped_ < 0 && slides_.isEmpty() && vanishing_.isEmpty())
        return;
    startMoveAnimation(kAnimationMs);
}

// --- Input -----------------------------------------------------------------------------

bool AzzannaView::runsNow() const { return acceptsInput() && field_.valid && field_.phase == Phase::Run; }

bool AzzannaView::placesNow() const
{
    return acceptsInput() && field_.valid
        && (field_.phase == Phase::PlacePigs || field_.phase == Phase::PlaceVegetables
            || field_.phase == Phase::Farmers);
}

void AzzannaView::run(Direction direction)
{
    if (!runsNow())
        return;
    Decoded run;
    run.kind = Decoded::Kind::Run;
    run.direction = direction;
    requestMove(stateAs<AzzannaState>(shownState()).encode(run));
}

bool AzzannaView::cellActive(int cell) const
{
    if (cell == kNoCell)
        return false;
    if (placesNow())
        return (field_.allowed & (std::uint64_t {1} << cell)) != 0;
    return acceptsInput() && chooser_.active() && !autoBite_.isActive()
        && (chooser_.bitingPigs().contains(cell) || chooser_.reachable().contains(cell) || field_.isPig(cell));
}

bool AzzannaView::activateCell(int cell)
{
    if (placesNow())
        return requestMove(cell);
    if (!chooser_.click(cell))
        return false;
    playBiteIfDecided();
    update();
    return true;
}

QString AzzannaView::refusalReason(int cell) const
{
    if (!inputBlocked().isEmpty() || !session().hasGame())
        return SquareBoardView::refusalReason(cell);
    const auto &game = stateAs<games::azzanna::AzzannaState>(shownState());
    std::vector<games::azzanna::BitePair> chosen;
    for (const BitePair &pair : chooser_.chosen())
        chosen.push_back({static_cast<std::int8_t>(pair.pig), static_cast<std::int8_t>(pair.vegetable)});
    const QString text = refusalText(game, game.refusal(chosen, chooser_.selectedPig(), cell));
    return text.isEmpty() ? SquareBoardView::refusalReason(cell) : text;
}

int AzzannaView::cursorStep(int cell, int key) const
{
    // A keyboard cursor for placing and for picking bites (the arrows run the Pack).
    return placesNow() || chooser_.active() ? SquareBoardView::cursorStep(cell, key) : kNoCell;
}

void AzzannaView::playBiteIfDecided()
{
    const Action action = chooser_.decided();
    if (action != kInvalidAction && !chooser_.chosen().isEmpty())
        requestMove(action);
}

void AzzannaView::setHoverArrow(int arrow)
{
    if (arrow == hoverArrow_)
        return;
    hoverArrow_ = arrow;
    update();
}

void AzzannaView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    pressed_ = true;
    pressAt_ = event->position();
    dragDirection_ = -1;
}

void AzzannaView::mouseMoveEvent(QMouseEvent *event)
{
    const QPointF at = event->position();
    if (pressed_ && runsNow() && gridRect().contains(pressAt_)) {
        const QPointF delta = at - pressAt_;
        int direction = -1;
        if (std::hypot(delta.x(), delta.y()) > cellSize() * 0.45)
            direction = std::abs(delta.x()) > std::abs(delta.y()) ? (delta.x() > 0 ? 2 : 3) : (delta.y() < 0 ? 0 : 1);
        if (direction != dragDirection_) {
            dragDirection_ = direction;
            update();
        }
    }
    const int arrow = arrowAt(at);
    setHoverArrow(arrow);
    BoardView::mouseMoveEvent(event); // the cell under the pointer
    if (runsNow() && (arrow >= 0 || hoverCell() != kNoCell))
        setCursor(arrow < 0 ? Qt::OpenHandCursor : Qt::PointingHandCursor);
}

void AzzannaView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || !pressed_)
        return;
    pressed_ = false;
    dragDirection_ = -1;
    const QPointF at = event->position();
    if (runsNow()) {
        const QPointF delta = at - pressAt_;
        if (gridRect().contains(pressAt_) && std::hypot(delta.x(), delta.y()) > cellSize() * 0.45) {
            // A drag across the field: its main direction is the run.
            const bool across = std::abs(delta.x()) > std::abs(delta.y());
            run(across ? (delta.x() > 0 ? Direction::East : Direction::West)
                       : (delta.y() < 0 ? Direction::North : Direction::South));
            return;
        }
        const int arrow = arrowAt(at);
        if (arrow >= 0 && arrow == arrowAt(pressAt_))
            run(directionOf(arrow));
        update();
        return;
    }
    BoardView::mouseReleaseEvent(event);
}

void AzzannaView::leaveEvent(QEvent *event)
{
    setHoverArrow(-1);
    BoardView::leaveEvent(event);
}

QList<BoardView::KeyHelp> AzzannaView::keyHelp() const
{
    return BoardView::keyHelp() << KeyHelp {tr("Arrow keys"), tr("When the pack runs: run it that way")}
                                << KeyHelp {tr("Enter, Space"), tr("Bite as chosen")}
                                << KeyHelp {tr("Esc"), tr("Choose the bites again")};
}

void AzzannaView::keyPressEvent(QKeyEvent *event)
{
    const int key = event->key();
    const bool arrowKey = key == Qt::Key_Up || key == Qt::Key_Down || key == Qt::Key_Left || key == Qt::Key_Right;
    if (runsNow() && arrowKey) {
        run(key == Qt::Key_Up          ? Direction::North
                : key == Qt::Key_Down  ? Direction::South
                : key == Qt::Key_Right ? Direction::East
                                       : Direction::West);
        return;
    }
    if (key == Qt::Key_Escape && chooser_.active()) {
        chooser_.clear();
        update();
        return;
    }
    const bool enter = key == Qt::Key_Return || key == Qt::Key_Enter || key == Qt::Key_Space;
    if (enter && !cursorShown() && chooser_.active() && chooser_.decided() != kInvalidAction) {
        requestMove(chooser_.decided());
        return;
    }
    BoardView::keyPressEvent(event);
}

} // namespace ludoteca::app::azzanna
