#pragma once
// Egotzi's board: a wooden square board with black and white stones. The mouse and the
// arrow keys choose a cell (the hover shows the stone and where its neighbours would be
// pushed); a click or Enter plays it. Pushes and wraps are animated; at the end the groups
// are outlined, the removed pairs dimmed and tagged, and the winning group highlighted.

#include <QHash>
#include <QPixmap>
#include <QVector>

#include "views/egotzi/egotzi_board.h"
#include "views/square_board_view.h"

namespace ludoteca::app::egotzi {

// Cells are numbered along the ranks (rank * size + file), as the engine does.
class EgotziView : public SquareBoardView {
    Q_OBJECT

public:
    explicit EgotziView(GameSession &session, QWidget *parent = nullptr);

    int boardSize() const { return board_.size; }

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
    QHash<int, Action> cellActions_; // playable cells while a human is to move
    int lastCell_ = -1;

    // The stones, drawn once at the cells' size (again whenever the background is).
    mutable QPixmap stoneSprites_[2];

    QVector<Motion> motions_;
    int placedCell_ = -1;
};

} // namespace ludoteca::app::egotzi
