#pragma once
// The base of every game's board view. A view only draws the session's shown position and
// turns the player's clicks and keys into GameSession::playHuman() requests; it never
// changes the position itself. What the page says about the game (seat colours, labels,
// hints, the result) is the game's GamePresentation (game_presentation.h), not the view's. Each game's view lives in
// its own folder and registers itself with LUDOTECA_REGISTER_BOARD_VIEW (see board_view_factory.h).
//
// Input protocol. BoardView owns the pointer and the keys: it follows the hover, moves a
// keyboard cursor with the arrow keys, and turns a left click or Enter / Space into
// activateCell() when cellActive() says the cell does something now. A click on a cell that
// does nothing (not active, or activateCell() answered false) flashes that cell (drawn over the view by BoardView) and
// emits inputRefused() with a sentence the side panel's status line shows, from refusalReason(); an accepted one emits
// inputAccepted(), which clears that sentence. A view supplies the geometry (cellAt,
// cellRect), cursorStep() for the arrow keys, cellActive() and activateCell(); kNoCell is "no cell" everywhere. Views
// with more than cells to click (a drag, a button drawn on the board) handle those first and pass the rest on.
//
// Only BoardView and Qt call these hooks, so a game's view overrides them privately, next
// to the helpers they use (the position shown, input, layout, painting); its public part is
// what the page and the tests ask of it.
//
// Hints. showHints() keeps the AI's best moves for the live position until it changes;
// BoardView draws them all the same way: each move's shape from movePath() (the only thing
// a view supplies), ringed in the hint colour, with a label giving the mover's chance. With
// the pointer on a label, the line the AI expects after that move is drawn as numbered
// marks and named in a tooltip. Moves without a shape (a pass, a draw offer) are left to
// the side panel.

#include <functional>
#include <vector>

#include <QColor>
#include <QPainterPath>
#include <QPixmap>
#include <QRectF>
#include <QEasingCurve>
#include <QString>
#include <QVariantAnimation>
#include <QWidget>

#include "ludoteca/ai/search.h"
#include "ludoteca/core/types.h"

class QPainter;

namespace ludoteca {
class State;
}

namespace ludoteca::app {

class GamePresentation;
class GameSession;

class BoardView : public QWidget {
    Q_OBJECT

public:
    // What cellAt() answers off the board, and the hover and the cursor when nowhere.
    static constexpr int kNoCell = -1;

    explicit BoardView(GameSession &session, QWidget *parent = nullptr);

    // The game's words and colours, for the hints' labels and lines (may be null).
    void setPresentation(const GamePresentation *presentation) { presentation_ = presentation; }

    // The AI's suggestions for the live position, shown until the next change.
    void showHints(const ai::Analysis &analysis);
    // The suggested moves, best first (empty when there is no hint), and the best one.
    const std::vector<ai::MoveAnalysis> &hints() const { return hints_.best; }
    Action hint() const { return hints_.best.empty() ? kInvalidAction : hints_.best.front().action; }
    // The mover's chance of winning (their expected share with more than two seats) after
    // the suggested move `index`, in [0, 1].
    double hintChance(int index) const;
    // Where the label of suggestion `index` is drawn; empty when the move is not on the board.
    QRectF hintLabelRect(int index) const;
    // The suggestion whose line is drawn (the pointer is on its label), or -1.
    int shownLine() const { return shownLine_; }
    void setShownLine(int index);
    // Where `action`, legal in `state`, is drawn on the board; empty when it is not (the
    // default). Hints are drawn along it.
    virtual QPainterPath movePath(const State &state, Action action) const;

    // What a lesson points at: moves drawn along their paths and cells ringed, in the mark
    // colour, until changed (empty vectors: nothing).
    void setMarks(std::vector<Action> moves, std::vector<int> cells);
    const std::vector<Action> &markedMoves() const { return markedMoves_; }
    const std::vector<int> &markedCells() const { return markedCells_; }

    // The sizes the view asks of the page's layout (see setSizeHints()).
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // The keys the board answers, for Help → Keyboard Shortcuts: the cursor's by default
    // (arrow keys and Enter); a view with keys of its own adds them where it handles them.
    struct KeyHelp {
        QString keys, what;
    };
    virtual QList<KeyHelp> keyHelp() const;
    // A letter key as a translation names it: each language picks the letter its word
    // starts with ("F" for Flip, "G" for Gira), so the key matches the label. `letter` is the
    // translated letter; the answer is its Qt::Key, or 0 when it is not one key.
    static int letterKey(const QString &letter);

    // Whether a move is being animated now.
    bool animating() const { return moveAnimation_.state() == QAbstractAnimation::Running; }

    // The input layer's state: the cell under the pointer, the keyboard cursor's cell, and
    // whether the cursor is to be drawn (moved by a key while the view has the focus).
    int hoverCell() const { return hover_; }
    int cursorCell() const { return cursor_; }
    bool cursorShown() const { return cursorShown_ && hasFocus(); }
    // The cell whose click was refused last, while its flash runs (else kNoCell).
    int refusedCell() const { return refused_; }

    // What assistive technology reads of the board (board_accessible.h): the cells in
    // reading order and each in words, from the game's presentation, as the seat at the
    // screen may see them; where a cell is drawn; and a press on one, which moves the cursor
    // there and does what Enter does.
    std::vector<int> spokenCells() const;
    QString spokenCell(int cell) const;
    QRect cellArea(int cell) const { return cellRect(cell).toAlignedRect(); }
    int cellAtPoint(QPoint point) const { return cellAt(point); }
    void pressCell(int cell);

signals:
    // A click or Enter on a cell that does nothing now; `reason` says why, in a sentence.
    void inputRefused(const QString &reason);
    // A click or Enter that did something (a piece picked, a move played): what was said
    // about an earlier refused click no longer holds.
    void inputAccepted();
    // The view changed how the presentation writes the game (Wapi's decimals): texts taken
    // from it are out of date.
    void wordingChanged();

protected:
    bool event(QEvent *event) override;
    GameSession &session() const { return session_; }
    const State &shownState() const;
    // Asks the session to play; false when it refused (nothing changed).
    bool requestMove(Action action);
    // Whether clicks may play: a human is to move in the live position.
    bool acceptsInput() const;

    // The size the board looks best at and the smallest it stays readable at; without them
    // the widget's own hints (from its layout, if any) apply.
    void setSizeHints(QSize preferred, QSize minimum);

    // The language changed: the view's own widgets take their new words (the default lays
    // out and refreshes, since words change sizes; a view with labels of its own names
    // them, then calls this).
    virtual void retranslate();
    // The position shown changed (a move, undo, browsing, a new game): rebuild and repaint.
    virtual void refresh() { update(); }
    // A move was just made in the live position, which is shown; called before refresh(),
    // so the view still holds what it drew and can animate from it.
    virtual void animateMove(Action action) { Q_UNUSED(action); }

    // The one move animation of a view: its progress runs from 0 to 1, repainting as it
    // goes; views draw their moving pieces from moveProgress().
    void startMoveAnimation(int durationMs, const QEasingCurve &curve = QEasingCurve::OutCubic);
    // Ends the running animation at once, without moveAnimationFinished().
    void stopMoveAnimation();
    qreal moveProgress() const { return moveProgress_; }
    // The animation ran to its end: the view forgets what was moving.
    virtual void moveAnimationFinished() {}
    // Places the board and the view's widgets in the view's size: called when the size
    // changes, and by a view when what it shows changes shape (the default does nothing).
    virtual void layoutBoard() {}

    // --- Input: what a view supplies --------------------------------------------------------
    // The cell under `point`, or kNoCell.
    virtual int cellAt(QPointF point) const;
    // Where a cell is drawn (the refusal flash goes there).
    virtual QRectF cellRect(int cell) const;
    // Whether clicking `cell` may do something now (the pointer shows a hand), and what it
    // does: false when it did nothing after all (the click is then refused).
    virtual bool cellActive(int cell) const;
    virtual bool activateCell(int cell);
    // Where an arrow key `key` takes the cursor from `cell` (kNoCell: from nowhere yet);
    // kNoCell when the key does not move a cursor (the default: no cursor at all).
    virtual int cursorStep(int cell, int key) const;
    // Where the cursor shows when the keyboard reaches the board before any arrow key
    // (kNoCell: none now); the default is where the first Right would put it.
    virtual int cursorHome() const { return cursorStep(kNoCell, Qt::Key_Right); }
    // Why clicking `cell` does nothing now. The default knows the turn and browsing; a
    // view says more from the game's answer, after inputBlocked(). It is asked before the
    // click is handled, as a click that drops a half-built move is refused for what had
    // been chosen.
    virtual QString refusalReason(int cell) const;
    // Why no click plays now (browsing, the game over, nobody's turn to click); empty when
    // the live position takes clicks.
    QString inputBlocked() const;
    // The hover or the cursor changed (the default repaints).
    virtual void inputChanged() { update(); }
    // Draws the keyboard cursor on `cell` (the default: a ring inside cellRect()).
    virtual void paintCursorMark(QPainter &painter, int cell) const;

    // A left click (or Enter) on `cell`: activates it, or refuses with feedback.
    void clickCell(int cell);
    void setCursorCell(int cell, bool shown);
    void setHoverCell(int cell);
    // Forgets the hover and the cursor when they leave the board (the board changed size).
    void dropCellsOutside(int cellCount);
    // Draws the view with `painter` (antialiased, text too); false when there is nothing to
    // draw yet (no position). BoardView's paintEvent() then draws the hints, the keyboard
    // cursor's ring and the refusal flash over it.
    virtual bool paintView(QPainter &painter);
    // Draws the part of the picture that changes only with the view's size and `key` (the
    // board's size, a field's trees): `paint` draws it into a pixmap at the screen's pixel
    // ratio (crisp on high-DPI screens) when any of them changed, and it is copied otherwise.
    // True when it was drawn anew.
    bool paintCachedBackground(QPainter &painter, quint64 key, const std::function<void(QPainter &)> &paint);

    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    // The board's accessible name, in the player's language.
    void nameForAssistiveTechnology();
    // The hints, the keyboard cursor's ring and the refusal flash, over the view.
    void paintInputFeedback(QPainter &painter) const;
    void clearHints();
    bool hintsShown() const;
    void paintHints(QPainter &painter) const;
    void paintMarks(QPainter &painter) const;
    void paintLine(QPainter &painter, int index) const;
    QString lineText(int index) const;

    GameSession &session_;
    const GamePresentation *presentation_ = nullptr;
    ai::Analysis hints_;
    int hintPly_ = 0; // the live move count the hint was given at
    int shownLine_ = -1;
    QVariantAnimation moveAnimation_;
    qreal moveProgress_ = 1.0;

    int hover_ = kNoCell;
    int cursor_ = kNoCell;
    bool cursorShown_ = false;
    int refused_ = kNoCell;
    std::vector<Action> markedMoves_;
    std::vector<int> markedCells_;
    QString moveRefusal_; // the session's sentence for the move this click asked for
    QVariantAnimation refusal_;
    qreal refusalProgress_ = 1.0;
    QSize preferredSize_;
    QSize minimumSize_;
    QPixmap background_;
    qreal backgroundDpr_ = 0.0;
    quint64 backgroundKey_ = 0;
};

} // namespace ludoteca::app
