// Egotzi's board: a wooden square board with black and white stones. The mouse and the
// arrow keys choose a cell (the hover shows the stone and where its neighbours would be
// pushed); a click or Enter plays it. Pushes and wraps are animated; at the end the groups
// are outlined, the removed pairs dimmed and tagged, and the winning group highlighted.
//
// It asks nothing of its own from the page or the tests, which see a SquareBoardView, so
// the class is declared here, with no header.

#include <algorithm>
#include <cmath>

#include <QHash>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>
#include <QRadialGradient>
#include <QVector>

#include "ludoteca/core/state.h"
#include "session/game_session.h"
#include "views/board_paint.h"
#include "views/board_view_factory.h"
#include "views/egotzi/egotzi_board.h"
#include "views/egotzi/egotzi_presentation.h"
#include "views/square_board_view.h"

namespace ludoteca::app::egotzi {

using games::egotzi::EgotziState;

class EgotziView : public SquareBoardView {
    Q_OBJECT

public:
    explicit EgotziView(GameSession &session, QWidget *parent = nullptr);

private:
    struct Motion {
        int from = -1;
        int to = -1;
        bool wrapped = false;
        egotzi::Stone stone = egotzi::Stone::Empty;
    };

    // The position shown.
    void refresh() override;
    void animateMove(Action action) override;
    void moveAnimationFinished() override;

    // Input: a click on an empty cell places a stone.
    SquareGrid grid() const override;
    bool cellActive(int cell) const override { return cellActions_.contains(cell); }
    bool activateCell(int cell) override;
    // The engine's answer, in the presentation's words.
    QString refusalReason(int cell) const override;

    // Painting.
    bool paintView(QPainter &painter) override;
    QPainterPath movePath(const State &state, Action action) const override; // for the hints
    void paintBoard(QPainter &painter) const;
    void paintGroups(QPainter &painter) const;
    void paintStones(QPainter &painter) const;
    void paintStone(QPainter &painter, QPointF center, qreal radius, egotzi::Stone stone, qreal opacity = 1.0) const;
    void renderStone(QPainter &painter, QPointF center, qreal radius, egotzi::Stone stone) const;
    void paintMarkers(QPainter &painter) const;
    void paintPreview(QPainter &painter) const;

    egotzi::Board board_;
    std::vector<egotzi::Group> groups_; // filled at the end of the game
    QHash<int, Action> cellActions_;    // playable cells while a human is to move
    int lastCell_ = -1;

    // The stones, drawn once at the cells' size (again whenever the background is).
    mutable QPixmap stoneSprites_[2];

    QVector<Motion> motions_;
    int placedCell_ = -1;
};

LUDOTECA_REGISTER_BOARD_VIEW("egotzi", EgotziView)

namespace {

constexpr int kAnimationMs = 220;
constexpr qreal kStoneRadius = 0.41; // of a cell
constexpr qreal kSpriteExtent = 2.5; // a stone sprite's side, in radii (room for the shadow)
const QColor kWoodLight(0xe2b77c);
const QColor kWoodDark(0xc9955a);
const QColor kGroove(0x6b4423);
const QColor kGold(0xf2b134); // the winning group

} // namespace

EgotziView::EgotziView(GameSession &session, QWidget *parent) : SquareBoardView(session, parent)
{
    setSizeHints({560, 560}, {240, 240});
    setAttribute(Qt::WA_Hover);
    refresh();
}

void EgotziView::moveAnimationFinished()
{
    motions_.clear();
    placedCell_ = -1;
}

// --- Where a move is drawn, for the hints ---------------------------------------------

QPainterPath EgotziView::movePath(const State &state, Action action) const
{
    QPainterPath path;
    const auto move = stateAs<EgotziState>(state).decode(action);
    if (move.kind == EgotziState::Decoded::Kind::Place)
        path.addEllipse(cellCenter(move.cell), cellSize() * 0.4, cellSize() * 0.4);
    return path;
}

// --- Geometry --------------------------------------------------------------------------

SquareGrid EgotziView::grid() const
{
    // Half a cell of margin on each side for the coordinates and the frame.
    return board_.valid() ? SquareGrid::centred(QRectF(rect()), board_.numbering, 0.55) : SquareGrid();
}

// --- State changes ---------------------------------------------------------------------

void EgotziView::refresh()
{
    if (!session().hasGame())
        return;
    const State &state = shownState();
    board_ = Board::fromState(state);

    const auto &game = stateAs<EgotziState>(state);
    cellActions_.clear();
    if (acceptsInput())
        for (const Action action : state.legalActions())
            if (const auto move = game.decode(action); move.kind == EgotziState::Decoded::Kind::Place)
                cellActions_.insert(move.cell, action);

    lastCell_ = -1;
    const auto &history = state.history();
    for (auto it = history.rbegin(); it != history.rend() && lastCell_ < 0; ++it)
        if (const auto move = game.decode(*it); move.kind == EgotziState::Decoded::Kind::Place)
            lastCell_ = move.cell;

    groups_.clear();
    if (state.isTerminal() && board_.valid())
        groups_ = stateAs<EgotziState>(state).groups();
    dropCellsOutside(static_cast<int>(board_.cells.size()));
    update();
}

void EgotziView::animateMove(Action)
{
    // board_ still holds the position before the move.
    stopMoveAnimation();
    motions_.clear();
    placedCell_ = -1;
    const State *state = session().state();
    if (!state || !board_.valid() || session().moveCount() == 0)
        return;
    const auto &game = stateAs<EgotziState>(*state);
    const auto move = game.decode(state->history().back());
    if (move.kind != EgotziState::Decoded::Kind::Place)
        return; // a swap: nothing moves
    placedCell_ = move.cell;
    for (const auto &push : game.lastPushes())
        motions_.append({push.from, push.to, push.wrapped, board_.at(push.from)});
    startMoveAnimation(kAnimationMs);
}

// --- Input -----------------------------------------------------------------------------

bool EgotziView::activateCell(int cell)
{
    const auto it = cellActions_.constFind(cell);
    return it != cellActions_.constEnd() && requestMove(it.value());
}

QString EgotziView::refusalReason(int cell) const
{
    if (!inputBlocked().isEmpty())
        return BoardView::refusalReason(cell);
    const auto &game = stateAs<EgotziState>(shownState());
    const QString text = refusalText(game, game.refusal(cell));
    return text.isEmpty() ? BoardView::refusalReason(cell) : text;
}

// --- Painting --------------------------------------------------------------------------

bool EgotziView::paintView(QPainter &painter)
{
    if (!board_.valid() || !session().hasGame())
        return false;
    painter.setRenderHint(QPainter::SmoothPixmapTransform);
    // The wood, grooves and coordinates change only with the size of the view and the board.
    if (paintCachedBackground(painter, static_cast<quint64>(board_.size),
                              [this](QPainter &cache) { paintBoard(cache); }))
        stoneSprites_[0] = stoneSprites_[1] = QPixmap();
    if (!groups_.empty())
        paintGroups(painter); // the game is over
    paintStones(painter);
    paintMarkers(painter);
    if (moveProgress() >= 1.0)
        paintPreview(painter);
    return true;
}

void EgotziView::paintBoard(QPainter &painter) const
{
    const qreal c = cellSize();
    const QRectF grid = gridRect();
    const QRectF frame = grid.adjusted(-c * 0.28, -c * 0.28, c * 0.28, c * 0.28);
    const qreal radius = c * 0.18;

    // A soft shadow under the board.
    painter.setPen(Qt::NoPen);
    for (int i = 6; i >= 1; --i) {
        painter.setBrush(QColor(60, 40, 20, 9));
        painter.drawRoundedRect(frame.translated(0, c * 0.05).adjusted(-i * 1.5, -i * 0.8, i * 1.5, i * 2.2),
                                radius + i, radius + i);
    }

    QLinearGradient wood(frame.topLeft(), frame.bottomRight());
    wood.setColorAt(0.0, kWoodLight);
    wood.setColorAt(0.55, kWoodLight.darker(104));
    wood.setColorAt(1.0, kWoodDark);
    painter.setBrush(wood);
    painter.drawRoundedRect(frame, radius, radius);

    // Grain: gentle waves, the same on every paint.
    painter.save();
    QPainterPath clip;
    clip.addRoundedRect(frame, radius, radius);
    painter.setClipPath(clip);
    for (int i = 0; i < 34; ++i) {
        const qreal y0 = frame.top() + frame.height() * (i + 0.5) / 34.0;
        QPainterPath line;
        line.moveTo(frame.left(), y0);
        for (int s = 1; s <= 24; ++s) {
            const qreal x = frame.left() + frame.width() * s / 24.0;
            const qreal y = y0 + std::sin(s * 0.55 + i * 1.7) * c * 0.05 + std::sin(s * 0.17 + i) * c * 0.09;
            line.lineTo(x, y);
        }
        painter.setPen(QPen(QColor(120, 72, 30, 14 + (i * 7) % 16), c * (0.02 + 0.03 * ((i * 5) % 3))));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(line);
    }
    painter.restore();

    // Grooves between the squares, with a light edge that makes them look cut.
    const qreal groove = std::max<qreal>(1.0, c * 0.025);
    for (int i = 0; i <= board_.size; ++i) {
        const qreal x = grid.left() + i * c;
        const qreal y = grid.top() + i * c;
        painter.setPen(QPen(QColor(255, 240, 210, 110), groove));
        painter.drawLine(QPointF(x + groove, grid.top()), QPointF(x + groove, grid.bottom()));
        painter.drawLine(QPointF(grid.left(), y + groove), QPointF(grid.right(), y + groove));
        painter.setPen(QPen(QColor(kGroove.red(), kGroove.green(), kGroove.blue(), 150), groove));
        painter.drawLine(QPointF(x, grid.top()), QPointF(x, grid.bottom()));
        painter.drawLine(QPointF(grid.left(), y), QPointF(grid.right(), y));
    }

    // Coordinates on the frame.
    QFont font = painter.font();
    font.setPixelSize(std::max(8, static_cast<int>(c * 0.17)));
    font.setWeight(QFont::DemiBold);
    painter.setFont(font);
    painter.setPen(QColor(0x7a4e26));
    const qreal band = c * 0.28;
    for (int i = 0; i < board_.size; ++i) {
        const QRectF column(grid.left() + i * c, grid.bottom(), c, band);
        painter.drawText(column, Qt::AlignCenter, QString(QChar('a' + i)));
        const QRectF row(frame.left(), grid.top() + (board_.size - 1 - i) * c, band, c);
        painter.drawText(row, Qt::AlignCenter, QString::number(i + 1));
    }
}

void EgotziView::paintGroups(QPainter &painter) const
{
    const qreal c = cellSize();
    const qreal inset = c * 0.06;
    for (const auto &group : groups_) {
        if (group.removed)
            continue; // dimmed stones and a struck-out size say enough
        // One shape per group: every cell (inset a little), a bridge to each neighbour in
        // the group, and the corner between four cells of a 2x2 block.
        QPainterPath path;
        path.setFillRule(Qt::WindingFill);
        const SquareCells &cells = board_.numbering;
        auto in = [&](int file, int rank) {
            return cells.inside(file, rank)
                && std::find(group.cells.begin(), group.cells.end(), cells.cell(file, rank)) != group.cells.end();
        };
        for (const int cell : group.cells) {
            const int file = cells.file(cell);
            const int rank = cells.rank(cell);
            const QRectF r = cellRect(cell);
            path.addRect(r.adjusted(inset, inset, -inset, -inset));
            if (in(file + 1, rank))
                path.addRect(QRectF(r.center().x(), r.top() + inset, c, c - 2 * inset));
            if (in(file, rank + 1)) // the cell above
                path.addRect(QRectF(r.left() + inset, r.center().y() - c, c - 2 * inset, c));
            if (in(file + 1, rank) && in(file, rank + 1) && in(file + 1, rank + 1))
                path.addRect(QRectF(r.right() - inset, r.top() - inset, 2 * inset, 2 * inset));
        }
        path = path.simplified();
        QColor fill;
        QPen pen;
        if (group.winning) {
            fill = QColor(kGold.red(), kGold.green(), kGold.blue(), 120);
            pen = QPen(kGold.darker(115), c * 0.07, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        } else {
            fill = group.color == Stone::Black ? QColor(30, 30, 30, 38) : QColor(255, 255, 255, 70);
            pen = QPen(group.color == Stone::Black ? QColor(40, 30, 20, 150) : QColor(255, 250, 240, 210), c * 0.04,
                       Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin);
        }
        painter.setPen(pen);
        painter.setBrush(fill);
        painter.drawPath(path);
    }
}

void EgotziView::paintStone(QPainter &painter, QPointF center, qreal radius, Stone stone, qreal opacity) const
{
    if (radius <= 0.5 || stone == Stone::Empty)
        return;
    // Stones are drawn once per colour and size as sprites; gradients are slow to paint.
    const qreal full = cellSize() * kStoneRadius;
    QPixmap &sprite = stoneSprites_[stone == Stone::White ? 1 : 0];
    const qreal extent = full * kSpriteExtent;
    if (sprite.isNull()) {
        const qreal dpr = devicePixelRatioF();
        sprite = QPixmap(QSizeF(extent * dpr, extent * dpr).toSize());
        sprite.setDevicePixelRatio(dpr);
        sprite.fill(Qt::transparent);
        QPainter spritePainter(&sprite);
        spritePainter.setRenderHint(QPainter::Antialiasing);
        renderStone(spritePainter, QPointF(extent / 2, extent / 2), full, stone);
    }
    const qreal scaled = extent * radius / full;
    // Whole device pixels keep an unscaled sprite as sharp as when it was drawn.
    const qreal dpr = sprite.devicePixelRatio();
    const QPointF topLeft(std::round((center.x() - scaled / 2) * dpr) / dpr,
                          std::round((center.y() - scaled / 2) * dpr) / dpr);
    painter.save();
    painter.setOpacity(painter.opacity() * opacity);
    painter.drawPixmap(QRectF(topLeft, QSizeF(scaled, scaled)), sprite, QRectF(QPointF(0, 0), sprite.size()));
    painter.restore();
}

void EgotziView::renderStone(QPainter &painter, QPointF center, qreal radius, Stone stone) const
{
    painter.save();
    painter.setPen(Qt::NoPen);
    // Shadow, slightly down and to the right.
    painter.setBrush(QColor(40, 20, 0, 70));
    painter.drawEllipse(center + QPointF(radius * 0.08, radius * 0.14), radius * 1.0, radius * 0.98);

    const QPointF light = center - QPointF(radius * 0.35, radius * 0.4);
    QRadialGradient gradient(light, radius * 1.5, light);
    if (stone == Stone::Black) {
        gradient.setColorAt(0.0, QColor(0x6b6b6b));
        gradient.setColorAt(0.35, QColor(0x2a2a2a));
        gradient.setColorAt(1.0, QColor(0x080808));
    } else {
        gradient.setColorAt(0.0, QColor(0xffffff));
        gradient.setColorAt(0.55, QColor(0xf1eee6));
        gradient.setColorAt(1.0, QColor(0xbdb8ac));
    }
    painter.setBrush(gradient);
    painter.drawEllipse(center, radius, radius);
    painter.restore();
}

void EgotziView::paintStones(QPainter &painter) const
{
    const qreal c = cellSize();
    const qreal radius = c * kStoneRadius;
    const bool animating = moveProgress() < 1.0;
    QVector<bool> moving(board_.cells.size(), false);
    if (animating) {
        for (const auto &m : motions_)
            moving[m.to] = true;
        if (placedCell_ >= 0)
            moving[placedCell_] = true;
    }

    for (int cell = 0; cell < board_.cells.size(); ++cell) {
        if (board_.at(cell) == Stone::Empty || moving[cell])
            continue;
        qreal opacity = 1.0;
        for (const auto &g : groups_)
            if (g.removed && std::find(g.cells.begin(), g.cells.end(), cell) != g.cells.end())
                opacity = 0.38;
        paintStone(painter, cellCenter(cell), radius, board_.at(cell), opacity);
    }
    if (!animating)
        return;

    if (placedCell_ >= 0) {
        // The new stone settles onto the board.
        const qreal scale = 1.25 - 0.25 * moveProgress();
        paintStone(painter, cellCenter(placedCell_), radius * scale, board_.at(placedCell_),
                   std::min(1.0, 0.4 + moveProgress()));
    }
    for (const auto &m : motions_) {
        if (m.wrapped) {
            // Out at one end of the line, in at the other.
            if (moveProgress() < 0.5)
                paintStone(painter, cellCenter(m.from), radius * (1.0 - moveProgress() * 2.0), m.stone);
            else
                paintStone(painter, cellCenter(m.to), radius * (moveProgress() - 0.5) * 2.0, m.stone);
        } else {
            paintStone(painter, lerp(cellCenter(m.from), cellCenter(m.to), moveProgress()), radius, m.stone);
        }
    }
}

void EgotziView::paintMarkers(QPainter &painter) const
{
    const qreal c = cellSize();
    if (lastCell_ >= 0 && board_.at(lastCell_) != Stone::Empty && moveProgress() >= 1.0) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(kLastMoveInk);
        painter.drawEllipse(cellCenter(lastCell_), c * 0.09, c * 0.09);
    }

    // Each group's size on a badge; a removed group's size is struck out.
    if (!groups_.empty()) {
        QFont font = painter.font();
        font.setPixelSize(std::max(8, static_cast<int>(c * 0.2)));
        font.setWeight(QFont::Bold);
        for (const auto &g : groups_) {
            const QRectF anchor = cellRect(g.cells.back()); // the top-right-most cell
            const QRectF badge(anchor.right() - c * 0.36, anchor.top() + c * 0.03, c * 0.33, c * 0.27);
            QColor back = g.winning ? kGold : QColor(255, 250, 240, 235);
            if (g.removed)
                back = QColor(96, 64, 38, 220);
            painter.setPen(Qt::NoPen);
            painter.setBrush(back);
            painter.drawRoundedRect(badge, c * 0.1, c * 0.1);
            font.setStrikeOut(g.removed);
            painter.setFont(font);
            painter.setPen(g.removed ? QColor(0xf3e6d3) : QColor(0x3b2a1a));
            painter.drawText(badge, Qt::AlignCenter, QString::number(static_cast<int>(g.cells.size())));
        }
    }
}

void EgotziView::paintPreview(QPainter &painter) const
{
    const int hover = hoverCell();
    if (!cellActive(hover))
        return;
    const int seat = shownState().currentPlayer();
    if (seat < 0)
        return;
    const qreal c = cellSize();
    const Stone stone = board_.seatStone[seat & 1];
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(255, 255, 255, 50));
    painter.drawRoundedRect(cellRect(hover).adjusted(c * 0.04, c * 0.04, -c * 0.04, -c * 0.04), c * 0.1, c * 0.1);
    paintStone(painter, cellCenter(hover), c * kStoneRadius, stone, 0.55);

    // Where the neighbours would go: an arrow for a push, a dotted arc for a wrap.
    for (const auto &push : stateAs<EgotziState>(shownState()).pushesFor(hover)) {
        const QPointF from = cellCenter(push.from);
        const QPointF to = cellCenter(push.to);
        const QColor ink(0x1f6feb);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(ink, c * 0.05, push.wrapped ? Qt::DotLine : Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(from, to);
        const QPointF dir = (to - from) / std::max<qreal>(1.0, std::hypot((to - from).x(), (to - from).y()));
        const QPointF normal(-dir.y(), dir.x());
        QPolygonF head;
        head << to << to - dir * c * 0.18 + normal * c * 0.11 << to - dir * c * 0.18 - normal * c * 0.11;
        painter.setPen(Qt::NoPen);
        painter.setBrush(ink);
        painter.drawPolygon(head);
    }
}

} // namespace ludoteca::app::egotzi

#include "egotzi_view.moc"
