#include "views/wangzi/wangzi_view.h"

#include <algorithm>
#include <cmath>

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QMouseEvent>
#include <QPainter>
#include <QPushButton>

#include "ludoteca/games/wangzi.h"
#include "session/game_session.h"
#include "views/board_layout.h"
#include "views/board_note.h"
#include "views/board_view_factory.h"
#include "views/wangzi/wangzi_presentation.h"

namespace ludoteca::app::wangzi {

using games::wangzi::WangziState;

LUDOTECA_REGISTER_BOARD_VIEW("wangzi", WangziView)

namespace {

constexpr qreal kSqrt3 = 1.7320508075688772;
constexpr int kStepMs = 260;       // the Prince's walk, per step
constexpr qreal kFrameReach = 2.6; // the frame's corners beyond the corner cells, in radii

// The step kind in its choice button's object name: the value laid, "flip" or "pass".
QString kindName(StepKind kind)
{
    if (const int value = laidValue(kind); value > 0)
        return QString::number(value);
    return kind == StepKind::Flip ? QStringLiteral("flip") : QStringLiteral("pass");
}

// The keys of flip and pass, as the language's words for them begin.
QString flipKey() { return WangziView::tr("F", "the key that flips a tile: the first letter of Flip"); }
QString passKey() { return WangziView::tr("P", "the key that passes over a tile: the first letter of Pass"); }

// The step kind on its choice button: tile values as they are, flip and pass with their keys.
QString kindLabel(StepKind kind)
{
    if (kind == StepKind::Flip)
        return WangziView::tr("Flip (%1)").arg(flipKey());
    if (kind == StepKind::Pass)
        return WangziView::tr("Pass (%1)").arg(passKey());
    return kindName(kind);
}

} // namespace

WangziView::WangziView(GameSession &session, QWidget *parent) : BoardView(session, parent)
{
    setSizeHints({760, 600}, {360, 300});
    setAttribute(Qt::WA_Hover);

    choice_ = new BoardNote(QStringLiteral("wangzi_choice"),
                            {QColor(255, 249, 236, 245), QColor(0x7a2a1f), 8, {8, 6, 8, 8}, 5}, this);
    choiceButtonRow_ = new QHBoxLayout;
    choice_->column()->addLayout(choiceButtonRow_);

    refresh();
}

const WangziState *WangziView::position() const { return (shown_ ? &stateAs<WangziState>(*shown_) : nullptr); }

// --- Geometry --------------------------------------------------------------------------

QPointF WangziView::unitCenter(int x, int y) const { return {kSqrt3 * (x - y / 2.0), -1.5 * y}; }

QPointF WangziView::cellCenter(int cell) const
{
    if (cell < 0 || cell >= coords_.size())
        return {};
    const QPoint c = coords_[cell];
    return origin_ + unitCenter(c.x(), c.y()) * radius_;
}

QRectF WangziView::cellBounds(int cell) const
{
    if (cell < 0 || cell >= coords_.size())
        return {};
    return hexagon(cellCenter(cell), radius_).boundingRect();
}

int WangziView::cellAt(QPointF point) const
{
    // The nearest centre: hexagons tile the plane, so inside the board this is exact.
    int best = kNoCell;
    qreal bestDistance = radius_ * radius_;
    for (int cell = 0; cell < coords_.size(); ++cell) {
        const QPointF d = point - cellCenter(cell);
        const qreal distance = QPointF::dotProduct(d, d);
        if (distance < bestDistance) {
            bestDistance = distance;
            best = cell;
        }
    }
    return best;
}

int WangziView::cellIndex(const QString &name) const
{
    const WangziState *game = position();
    return game ? game->cellFromName(name.toStdString()) : -1;
}

QPolygonF WangziView::hexagon(QPointF center, qreal radius) const
{
    QPolygonF polygon;
    for (int i = 0; i < 6; ++i) {
        const qreal angle = (60.0 * i - 30.0) * M_PI / 180.0; // pointy top
        polygon << center + QPointF(std::cos(angle), std::sin(angle)) * radius;
    }
    return polygon;
}

void WangziView::layoutBoard()
{
    const WangziState *game = position();
    if (!game)
        return;
    const int size = game->size();
    const QPointF middle = unitCenter(size - 1, size - 1);
    QPolygonF frame;
    for (const int corner : {0, 1, 3, 5, 4, 2}) { // around the hexagon
        const QPoint c = coords_.value(game->corners()[static_cast<std::size_t>(corner)]);
        const QPointF at = unitCenter(c.x(), c.y());
        const QPointF out = at - middle;
        frame << at + out / std::hypot(out.x(), out.y()) * kFrameReach;
    }
    const QRectF bounds = frame.boundingRect();

    // The supply cards go beside the board or below it, whichever leaves the bigger board;
    // the board and the cards are centred together.
    const QRectF area = QRectF(rect()).adjusted(10, 10, -10, -10);
    constexpr qreal gap = 12;
    const qreal w = std::clamp(area.width() * 0.24, 160.0, 220.0);
    const qreal low = std::clamp(area.height() * 0.16, 84.0, 104.0);
    const auto scale = [&bounds](const QRectF &room) {
        return std::min(room.width() / bounds.width(), room.height() / bounds.height());
    };
    const BoardAndStrip plan = placeBoardAndStrip(area, {w, gap, low, gap}, scale);
    radius_ = std::max<qreal>(3.0, scale(plan.board));
    if (plan.beside) {
        const qreal h = std::min(118.0, area.height() / 2 - gap);
        const qreal left = area.center().x() - (bounds.width() * radius_ + gap + w) / 2;
        origin_ = QPointF(left, area.center().y()) - QPointF(bounds.left(), bounds.center().y()) * radius_;
        const qreal x = left + bounds.width() * radius_ + gap;
        supplyRects_[0] = QRectF(x, area.center().y() - h - gap / 2, w, h);
        supplyRects_[1] = QRectF(x, area.center().y() + gap / 2, w, h);
    } else {
        const qreal cardWidth = std::min(260.0, area.width() / 2 - gap / 2);
        const qreal top = area.center().y() - (bounds.height() * radius_ + gap + low) / 2;
        origin_ = QPointF(area.center().x(), top) - QPointF(bounds.center().x(), bounds.top()) * radius_;
        const qreal y = top + bounds.height() * radius_ + gap;
        supplyRects_[0] = QRectF(area.center().x() - cardWidth - gap / 2, y, cardWidth, low);
        supplyRects_[1] = QRectF(area.center().x() + gap / 2, y, cardWidth, low);
    }
    frame_.clear();
    for (const QPointF &p : frame)
        frame_ << origin_ + p * radius_;
    updateChoice();
}

// --- State changes ---------------------------------------------------------------------

void WangziView::refresh()
{
    if (!session().hasGame())
        return;
    const State &state = shownState();
    if (before_ && animating() && state.ply() != before_->ply() + 1) {
        stopMoveAnimation(); // undone or browsed away mid-walk
        moveAnimationFinished();
    }
    shown_ = state.clone();
    const WangziState *game = position();
    if (!game)
        return;

    coords_.resize(game->cellCount());
    for (int cell = 0; cell < game->cellCount(); ++cell)
        coords_[cell] = QPoint(game->cellNumber(cell) - 1, game->cellRow(cell));

    QVector<Path> moves;
    if (acceptsInput() && !session().browsing()) {
        for (const Action action : state.legalActions()) {
            const Path path = pathOf(*game, action);
            if (path.from >= 0)
                moves.append(path);
        }
    }
    builder_.reset(moves);

    lastMove_ = state.ply() > 0 ? pathOf(*game, state.history().back()) : Path();
    dropCellsOutside(game->cellCount());
    layoutBoard();
    update();
}

void WangziView::animateMove(Action action)
{
    // shown_ still holds the position before the move.
    stopMoveAnimation();
    moveAnimationFinished();
    if (!shown_ || !position())
        return;
    motion_ = pathOf(*position(), action);
    if (motion_.from < 0)
        return;
    before_ = std::move(shown_);
    startMoveAnimation(kStepMs * static_cast<int>(motion_.steps.size()), QEasingCurve::InOutSine);
}

void WangziView::moveAnimationFinished()
{
    motion_ = Path();
    before_.reset();
}

// --- Input -----------------------------------------------------------------------------

void WangziView::after(MoveBuilder::Result result)
{
    if (result == MoveBuilder::Result::Complete) {
        const Action action = builder_.action();
        builder_.cancel();
        choice_->hide();
        requestMove(action);
        return;
    }
    updateChoice();
    update();
}

bool WangziView::cellActive(int cell) const
{
    // While a move is being built any cell answers (elsewhere drops it).
    return cell != kNoCell && (!builder_.idle() || builder_.movable(cell));
}

QRectF WangziView::cellRect(int cell) const
{
    const QPointF at = cellCenter(cell);
    return {at.x() - radius_, at.y() - radius_, 2 * radius_, 2 * radius_};
}

void WangziView::paintCursorMark(QPainter &painter, int cell) const
{
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0x0b3d91), radius_ * 0.1, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPolygon(hexagon(cellCenter(cell), radius_ * 0.95));
}

bool WangziView::activateCell(int cell)
{
    if (builder_.pendingCell() >= 0) {
        // A click anywhere but on the choice drops the half-built move.
        builder_.cancel();
        after(MoveBuilder::Result::Ignored);
        return false;
    }
    if (!builder_.idle() && builder_.nextCells().contains(cell)) {
        after(builder_.pickCell(cell));
        return true;
    }
    if (cell == builder_.prince()) { // put back
        builder_.cancel();
        after(MoveBuilder::Result::Ignored);
        return true;
    }
    if (!builder_.movable(cell)) { // no move goes on there: dropped, and refused
        builder_.cancel();
        after(MoveBuilder::Result::Ignored);
        return false;
    }
    after(builder_.pickPrince(cell));
    return true;
}

QString WangziView::refusalReason(int cell) const
{
    const WangziState *game = position();
    if (!inputBlocked().isEmpty() || !game)
        return BoardView::refusalReason(cell);
    if (builder_.pendingCell() >= 0)
        return droppedChoiceText(*game, builder_.pendingCell());
    WangziState::Decoded chosen;
    chosen.from = builder_.prince();
    if (!builder_.steps().isEmpty()) {
        chosen.first = builder_.steps().front().cell;
        chosen.firstKind = static_cast<int>(builder_.steps().front().kind);
    }
    const QString text = refusalText(*game, game->refusal(chosen, cell));
    return text.isEmpty() ? BoardView::refusalReason(cell) : text;
}

void WangziView::choose(StepKind kind) { after(builder_.choose(kind)); }

QPushButton *WangziView::choiceButton(StepKind kind) const
{
    if (!choice_->isVisible())
        return nullptr;
    return choice_->findChild<QPushButton *>(QStringLiteral("wangzi_choice_") + kindName(kind));
}

void WangziView::updateChoice()
{
    const int cell = builder_.pendingCell();
    const QVector<StepKind> kinds = builder_.choices();
    // The old buttons go later: this may run inside one of their clicked() signals.
    for (QPushButton *button : std::as_const(choiceButtons_)) {
        button->setObjectName(QString());
        button->hide();
        choiceButtonRow_->removeWidget(button);
        button->deleteLater();
    }
    choiceButtons_.clear();
    if (cell < 0 || kinds.isEmpty() || !position()) {
        choice_->hide();
        return;
    }
    const QString name = QString::fromStdString(position()->cellName(cell));
    const bool laying = wangzi::laidValue(kinds.front()) > 0;
    choice_->text()->setText(laying ? tr("Tile for %1:").arg(name) : tr("The tile on %1:").arg(name));
    const int seat = position()->currentPlayer();
    for (const StepKind kind : kinds) {
        auto *button = new QPushButton(kindLabel(kind), choice_);
        button->setObjectName(QStringLiteral("wangzi_choice_") + kindName(kind));
        button->setFocusPolicy(Qt::NoFocus); // keys keep going to the board
        button->setCursor(Qt::PointingHandCursor);
        if (wangzi::laidValue(kind) > 0) {
            // A value looks like the tile it lays.
            button->setToolTip(tr("Lay a %1 (key %1)").arg(wangzi::laidValue(kind)));
            button->setFixedSize(40, 36);
            const QString colours = seat == 1
                ? QStringLiteral("background: #2b2b2b; color: #f4efe3; border: 2px solid #000;")
                : QStringLiteral("background: #fdfaf2; color: #2b2b2b; border: 2px solid #8d8373;");
            button->setStyleSheet(
                QStringLiteral("QPushButton { %1 border-radius: 6px; font-weight: bold; font-size: 16px; }"
                               " QPushButton:hover { border-color: #1f6feb; }")
                    .arg(colours));
        } else {
            button->setToolTip(kind == StepKind::Flip
                                   ? tr("Flip the tile to your colour; the move ends (%1)").arg(flipKey())
                                   : tr("Pass over the tile and go on (%1)").arg(passKey()));
        }
        connect(button, &QPushButton::clicked, this, [this, kind] { choose(kind); });
        choiceButtonRow_->addWidget(button);
        choiceButtons_.append(button);
    }
    choice_->adjustSize();
    // Beside the cell, where it covers no cell of the move being entered.
    QVector<QRectF> avoid {cellBounds(builder_.prince()), cellBounds(cell)};
    for (const auto &step : builder_.steps())
        avoid << cellBounds(step.cell);
    const QSizeF box = choice_->size();
    const QPointF at = cellCenter(cell);
    const qreal gap = radius_ * 1.1;
    const QRectF area = rect().adjusted(2, 2, -2, -2);
    const auto placed = [&](QPointF topLeft) {
        QRectF place(topLeft, box);
        place.moveLeft(std::clamp(place.left(), area.left(), std::max(area.left(), area.right() - box.width())));
        place.moveTop(std::clamp(place.top(), area.top(), std::max(area.top(), area.bottom() - box.height())));
        return place;
    };
    const QVector<QPointF> candidates {
        {at.x() - box.width() / 2, at.y() - gap - box.height()}, // above
        {at.x() - box.width() / 2, at.y() + gap},                // below
        {at.x() + gap, at.y() - box.height() / 2},               // right
        {at.x() - gap - box.width(), at.y() - box.height() / 2}, // left
        {at.x() - box.width() / 2, at.y() - 2.6 * gap - box.height()},
        {at.x() - box.width() / 2, at.y() + 2.6 * gap},
    };
    QRectF place = placed(candidates.front());
    for (const QPointF &candidate : candidates) {
        const QRectF tried = placed(candidate);
        if (std::none_of(avoid.begin(), avoid.end(),
                         [&](const QRectF &cellBox) { return tried.intersects(cellBox); })) {
            place = tried;
            break;
        }
    }
    const qreal x = place.left();
    const qreal y = place.top();
    choice_->move(QPointF(x, y).toPoint());
    choice_->show();
    choice_->raise();
}

void WangziView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && cellAt(event->position()) == kNoCell && !builder_.idle()) {
        builder_.cancel(); // a click off the board drops the half-built move
        after(MoveBuilder::Result::Ignored);
        return;
    }
    BoardView::mouseReleaseEvent(event);
}

int WangziView::cursorStep(int cell, int key) const
{
    const WangziState *game = position();
    if (!game || (key != Qt::Key_Left && key != Qt::Key_Right && key != Qt::Key_Up && key != Qt::Key_Down))
        return kNoCell;
    if (cell == kNoCell) // the middle cell
        return static_cast<int>(coords_.indexOf(QPoint(game->size() - 1, game->size() - 1)));
    // Along the row, or to a neighbour above or below; the step back from where the last
    // Up or Down arrived is tried first, so Up then Down comes back to the cell.
    const QPoint c = coords_[cell];
    QVector<QPoint> steps;
    if (key == Qt::Key_Left)
        steps = {{-1, 0}};
    else if (key == Qt::Key_Right)
        steps = {{1, 0}};
    else if (key == Qt::Key_Up)
        steps = {{0, 1}, {1, 1}};
    else
        steps = {{0, -1}, {-1, -1}};
    if (cell == verticalArrival_ && steps.contains(-verticalStep_))
        steps.prepend(-verticalStep_);
    for (const QPoint &step : steps) {
        if (const qsizetype next = coords_.indexOf(c + step); next >= 0) {
            const bool vertical = key == Qt::Key_Up || key == Qt::Key_Down;
            verticalStep_ = vertical ? step : QPoint();
            verticalArrival_ = vertical ? static_cast<int>(next) : kNoCell;
            return static_cast<int>(next);
        }
    }
    return cell;
}

QList<BoardView::KeyHelp> WangziView::keyHelp() const
{
    return BoardView::keyHelp() << KeyHelp {tr("1, 2, 3"), tr("Lay a tile worth 1, 2 or 3")}
                                << KeyHelp {flipKey(), tr("Flip a tile")} << KeyHelp {passKey(), tr("Pass")}
                                << KeyHelp {tr("Esc"), tr("Take back the step begun")};
}

void WangziView::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == letterKey(flipKey())) {
        choose(StepKind::Flip);
        return;
    }
    if (event->key() == letterKey(passKey())) {
        choose(StepKind::Pass);
        return;
    }
    switch (event->key()) {
    case Qt::Key_1:
        choose(StepKind::Lay1);
        return;
    case Qt::Key_2:
        choose(StepKind::Lay2);
        return;
    case Qt::Key_3:
        choose(StepKind::Lay3);
        return;
    case Qt::Key_Escape:
        if (builder_.idle())
            break;
        builder_.cancel();
        after(MoveBuilder::Result::Ignored);
        return;
    default:
        break;
    }
    BoardView::keyPressEvent(event);
}

} // namespace ludoteca::app::wangzi
