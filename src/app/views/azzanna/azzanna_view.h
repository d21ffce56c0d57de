#pragma once
// Azzanna la Zucca!'s field: grass, trees, pumpkins, broccoli and pigs drawn as pictures.
// The Pack runs with the arrow keys, the arrow buttons in the margins or a drag across the
// field (hovering a button or dragging previews where the pigs would stop); a bite with a
// choice is built by clicking a pig, then the vegetable it eats, and a bite without one
// plays itself after a short look. Farmers click a cell (in the three-player game the cells
// a vegetable may not go on are hatched). A strip above the field shows what each side has.

#include <QHash>
#include <QPixmap>
#include <QTimer>
#include <QVector>

#include "views/azzanna/azzanna_field.h"
#include "views/square_board_view.h"

namespace ludoteca::app::azzanna {

// Cells are numbered as the engine numbers them (games::azzanna::kField).
class AzzannaView : public SquareBoardView {
    Q_OBJECT

public:
    // How long a bite without a choice is shown before it plays itself.
    static constexpr int kAutoBiteMs = 550; // long enough to see who bites what

    explicit AzzannaView(GameSession &session, QWidget *parent = nullptr);

    // Where a run's arrow button is, public so tests can click it.
    QPointF arrowCenter(azzanna::Direction direction) const;
    const azzanna::BiteChooser &biteChooser() const { return chooser_; }
    // Whether a bite without a choice is about to play itself.
    bool autoBitePending() const { return autoBite_.isActive(); }

private:
    // Shared by the layout and the painting (azzanna_view_paint.cpp).
    static constexpr qreal kMargin = 0.95; // around the field, in cells: coordinates and arrow buttons
    static constexpr int kDirections = 4;  // the arrow buttons, indexed as azzanna::Direction
    static azzanna::Direction directionOf(int index) { return static_cast<azzanna::Direction>(index); }

    // The position shown.
    void refresh() override;
    void animateMove(Action action) override;
    void moveAnimationFinished() override;

    // Geometry.
    SquareGrid grid() const override;
    QRectF trayRect() const;
    qreal arrowRadius() const { return cellSize() * 0.3; }
    int arrowAt(QPointF point) const; // a direction index, -1 off the buttons

    // Input.
    bool cellActive(int cell) const override;
    bool activateCell(int cell) override;
    // The engine's answer for the bite chosen so far, in the presentation's words.
    QString refusalReason(int cell) const override;
    int cursorStep(int cell, int key) const override;
    // The Pack's runs: the arrow keys, the arrow buttons and a drag across the field.
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    QList<KeyHelp> keyHelp() const override;
    void keyPressEvent(QKeyEvent *event) override;
    bool runsNow() const;
    bool placesNow() const;
    void run(azzanna::Direction direction);
    void playBiteIfDecided();
    void setHoverArrow(int arrow);

    // Painting (azzanna_view_paint.cpp).
    bool paintView(QPainter &painter) override;
    QPainterPath movePath(const State &state, Action action) const override; // for the hints
    void paintField(QPainter &painter) const;                                // the background
    void paintTray(QPainter &painter) const;
    void paintMarks(QPainter &painter) const;
    void drawPiece(QPainter &painter, const QRectF &rect, azzanna::Piece piece) const;
    void paintPieces(QPainter &painter) const;
    void paintBiteChoice(QPainter &painter) const;
    void paintRunPreview(QPainter &painter) const;
    void paintArrows(QPainter &painter) const;

    azzanna::Field field_;
    azzanna::BiteChooser chooser_;
    int chooserPly_ = -1;
    int lastCell_ = -1; // the last placement
    int lastRun_ = -1;  // the last run's direction, when it was the last move
    int hoverArrow_ = -1;
    QPointF pressAt_;
    bool pressed_ = false;
    int dragDirection_ = -1;

    // A unique bite is shown for a moment, then played.
    QTimer autoBite_;
    bool autoArmed_ = false;
    QVector<azzanna::BitePair> shownBite_;

    mutable QHash<char, QPixmap> sprites_;
    mutable qreal spriteSide_ = 0.0;
    mutable qreal spriteDpr_ = 0.0;

    // The last move's animation.
    QVector<azzanna::Slide> slides_;
    QVector<QPair<int, azzanna::Piece>> vanishing_;
    int dropped_ = -1;
};

} // namespace ludoteca::app::azzanna
