#pragma once
// Wang Zi's board: a hexagon of hexagonal cells in a lacquered frame, with the row letters
// and cell numbers of the notation on the frame; tiles in the two colours with their
// values (locked ones ringed and padlocked), territories shaded in their owner's colour,
// the six neutral Princes (the one that may not move now barred; at the end, each with a
// badge in the colour of the player it goes to, or crossed out when it goes to nobody),
// the last move's path (drawn between the cells' values, never over them), and each
// player's supply of tiles beside the board.
//
// Playing: click a Prince (hovering one shows where its moves reach), then the cell of
// each step. When a step could lay tiles of several values, or could flip a tile or pass
// over it, a small choice opens at the cell (buttons, or the keys 1/2/3, F/P). Escape or a
// click elsewhere drops the half-built move; a click that drops it is refused, saying why. The arrows move a keyboard
// cursor that Enter or Space clicks. The Prince walks its path when a move is played.

#include <array>
#include <memory>

#include <QVector>

#include "ludoteca/core/state.h"
#include "ludoteca/games/wangzi.h"
#include "views/board_note.h"
#include "views/board_view.h"
#include "views/wangzi/wangzi_move_builder.h"

class QHBoxLayout;
class QPushButton;

namespace ludoteca::app::wangzi {

class WangziView : public BoardView {
    Q_OBJECT

public:
    explicit WangziView(GameSession &session, QWidget *parent = nullptr);

    // Geometry and what is shown, public so tests can click cells and read the board.
    QPointF cellCenter(int cell) const;
    int cellAt(QPointF point) const override;
    QRectF cellBounds(int cell) const; // the cell's hexagon's bounding box; empty for -1
    // At the end of the game, the badge under a remaining Prince that shows whom it goes to.
    QRectF awardBadge(int cell) const;
    int cellIndex(const QString &name) const; // -1 when not a cell of the shown board
    const games::wangzi::WangziState *position() const;
    const wangzi::MoveBuilder &moveBuilder() const { return builder_; }
    // The button offering `kind` at the pending cell, or null when it is not offered.
    QPushButton *choiceButton(wangzi::StepKind kind) const;

private:
    // The position shown, and the board's place in the view (wangzi_view.cpp).
    void refresh() override;
    void animateMove(Action action) override;
    void moveAnimationFinished() override;
    void layoutBoard() override;
    QPointF unitCenter(int x, int y) const; // in cell radii, before scaling

    // Input: a move is built step by step with the MoveBuilder.
    QRectF cellRect(int cell) const override;
    bool cellActive(int cell) const override;
    bool activateCell(int cell) override;
    // The engine's answer for the move built so far, in the presentation's words.
    QString refusalReason(int cell) const override;
    int cursorStep(int cell, int key) const override;
    // A click off the board, or Escape, drops a half-built move; 1/2/3, F and P choose.
    void mouseReleaseEvent(QMouseEvent *event) override;
    QList<KeyHelp> keyHelp() const override;
    void keyPressEvent(QKeyEvent *event) override;
    void choose(wangzi::StepKind kind);
    void after(wangzi::MoveBuilder::Result result);
    void updateChoice();

    // Painting (wangzi_view_paint.cpp).
    bool paintView(QPainter &painter) override;
    QPainterPath movePath(const State &state, Action action) const override; // for the hints
    void paintCursorMark(QPainter &painter, int cell) const override;
    void paintFrame(QPainter &painter) const;
    void paintCells(QPainter &painter) const;
    void paintTile(QPainter &painter, QPointF center, qreal radius, int owner, int value, bool locked,
                   qreal opacity = 1.0) const;
    void paintPath(QPainter &painter, const wangzi::Path &path, const QColor &ink, bool dashed) const;
    void paintGuides(QPainter &painter) const;
    void paintPrince(QPainter &painter, QPointF center, bool barred) const;
    void paintPrinces(QPainter &painter) const;
    void paintSupply(QPainter &painter, int seat) const;
    QString supplyTitle(int seat, qreal width, qreal line) const;
    QFont titleFont(int seat, qreal width, qreal line) const;
    QPolygonF hexagon(QPointF center, qreal radius) const;

    std::unique_ptr<State> shown_;  // a copy of what is drawn
    std::unique_ptr<State> before_; // the position before the move being animated
    QVector<QPoint> coords_;        // per cell: (number - 1, row)
    wangzi::MoveBuilder builder_;
    wangzi::Path lastMove_;
    wangzi::Path motion_; // the move being animated

    // Layout: cell radius, where unit (0, 0) lands, the frame and the two supply cards.
    qreal radius_ = 10.0;
    QPointF origin_;
    QPolygonF frame_;
    std::array<QRectF, 2> supplyRects_ {};

    BoardNote *choice_ = nullptr;
    QHBoxLayout *choiceButtonRow_ = nullptr;
    QVector<QPushButton *> choiceButtons_;
    // The last Up or Down step of the cursor and the cell it arrived at (see cursorStep).
    mutable QPoint verticalStep_;
    mutable int verticalArrival_ = kNoCell;
};

} // namespace ludoteca::app::wangzi
