#pragma once
// Asymmetric Circular Chess's board: the round board of five rings around the pole, the
// pieces, and beside it the deck, the last card drawn with its Smorfia name, the player's
// own objective, each seat's captures and score (where it may be known) and the quiet
// counter.
//
// Playing: click a piece (anyone may move any piece) and its targets light up, captures
// ringed in red; click one to play it. Escape or a click elsewhere lets go. The arrow keys
// move a cursor (left/right round the ring, up/down across the rings) and Enter clicks.
// "Draw a card" (or D) draws; the card is revealed by chance the way the session plays
// chance moves (at once, or with a button when chance waits for the players).
//
// Secrets: a seat's objective and score are shown only to the session's viewer. With one
// person at the table their own objective is always in view; with several, the person
// to move sees theirs once they have taken the screen (GameSession::takeScreen). Computer
// seats' objectives stay hidden until the end, when all are revealed.

#include <array>
#include <memory>

#include <QHash>
#include <QStringList>
#include <QVector>

#include "ludoteca/core/state.h"
#include "ludoteca/games/circular_chess.h"
#include "views/board_view.h"
#include "views/circular_chess/circular_chess_format.h"
#include "views/circular_chess/circular_chess_geometry.h"

class QPushButton;

namespace ludoteca::app::circular_chess {

class CircularChessView : public BoardView {
    Q_OBJECT

public:
    // Where the strip beside (or under) the board puts its parts; an empty objective is
    // left out for want of room.
    struct StripParts {
        QRectF cards, cardText, objective, seats, quiet;
    };

    explicit CircularChessView(GameSession &session, QWidget *parent = nullptr);

    // Geometry, public so tests can click cells (numbers 1..90).
    QPointF cellCenter(int number) const { return geometry_.cellCenter(number); }
    const circular_chess::BoardGeometry &boardGeometry() const { return geometry_; }
    int cellAt(QPointF point) const override { return geometry_.cellAt(point); }
    // The piece picked up (0: none) and where it may go.
    int selectedCell() const { return selected_; }
    QList<int> targets() const;
    QPushButton *drawButton() const { return drawButton_; }
    // Every piece of text the view shows now, painted or on a visible button.
    QStringList visibleTexts() const;
    // Where the strip puts its parts.
    StripParts stripParts() const;

private:
    // The move being animated.
    struct Motion {
        enum Kind { None, Move, Enter, Discard } kind = None;
        int from = 0;
        int to = 0;
        int piece = 0;
        int taken = 0;
    };

    // The position shown: refresh() reads it from the session into the members below.
    void refresh() override;
    void retranslate() override;
    // The words of the view's own buttons, again in a new language.
    void nameWidgets();
    void readBoard(const games::circular_chess::CircularChessState &game);
    void readMoves(const games::circular_chess::CircularChessState &game);
    void animateMove(Action action) override;
    void moveAnimationFinished() override;
    const games::circular_chess::CircularChessState *game() const;
    bool gameOver() const;       // the live game has ended
    int objectiveViewer() const; // whose secrets this screen may show (GameSession::viewer)
    void updateWidgets();

    // Input: the cells are the board's numbers 1..90.
    QRectF cellRect(int cell) const override;
    bool cellActive(int cell) const override;
    bool activateCell(int cell) override;
    // The engine's answer for the piece picked up, in the strip's words.
    QString refusalReason(int cell) const override;
    int cursorStep(int cell, int key) const override;
    // The key that draws a card, as the language's word for it begins.
    static QString drawKey();
    QList<KeyHelp> keyHelp() const override;
    void keyPressEvent(QKeyEvent *event) override; // D draws, Escape lets go
    void select(int cell);
    void drawCard();

    // Layout: the board, and the strip beside or under it (true: beside), then the strip's
    // parts.
    void layoutBoard() override;
    bool placeBoard();
    void layoutStrip(bool beside);
    // The heights the strip's sections need at a width, their words measured.
    qreal objectiveNeed(qreal width) const;
    qreal seatsNeed() const;
    qreal quietNeed(qreal width) const;
    qreal infoNeed(qreal width, bool objective) const;

    // Painting (circular_chess_view_paint.cpp).
    bool paintView(QPainter &painter) override;
    QPainterPath movePath(const State &state, Action action) const override; // for the hints
    void paintCursorMark(QPainter &painter, int cell) const override;
    void paintBoard(QPainter &painter) const;
    void paintMarks(QPainter &painter) const;
    void paintPieces(QPainter &painter) const;
    void paintMotion(QPainter &painter) const;
    void paintStrip(QPainter &painter) const;
    void paintObjective(QPainter &painter) const;
    // The objective's words, in the layout's measure and the painting alike.
    QFont objectiveFont(QFont::Weight weight) const;
    // The small print: the card's caption and the quiet counter.
    QFont stripSmallFont() const;
    void paintDeck(QPainter &painter, QRectF rect) const;
    void paintCard(QPainter &painter, QRectF rect) const;
    void paintSeats(QPainter &painter, QRectF rect) const;
    // The objective's words for this screen (circular_chess_format.h).
    QString objectiveWords() const;

    std::unique_ptr<State> shown_; // a copy of what is drawn, to animate from
    circular_chess::BoardGeometry geometry_;
    std::array<int, 90> board_ {};
    QHash<int, QHash<int, Action>> moves_; // from -> (to -> action) while a person may move
    Action drawAction_ = kInvalidAction;
    QVector<SeatRow> seats_;
    LastCard card_;
    int lastFrom_ = 0, lastTo_ = 0;
    int lastMover_ = -1;
    int selected_ = kNoCell;

    // Layout.
    QRectF boardRect_;
    QRectF stripRect_;
    QRectF deckRect_, cardRect_, cardTextRect_, objectiveRect_, seatsRect_, quietRect_;
    bool showCaption_ = true; // the card's caption under its name, where the strip has room

    QPushButton *drawButton_ = nullptr;

    Motion motion_;
};

} // namespace ludoteca::app::circular_chess
