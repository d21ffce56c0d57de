#pragma once
// The base of every game's board view. A view only draws the session's shown position and
// turns the player's clicks and keys into GameSession::playHuman() requests; it never
// changes the position itself. Each game's view lives in its own folder and registers
// itself with LUDOTECA_REGISTER_BOARD_VIEW (see board_view_factory.h).

#include <QColor>
#include <QEasingCurve>
#include <QString>
#include <QVariantAnimation>
#include <QWidget>

#include "ludoteca/core/types.h"

namespace ludoteca {
class State;
}

namespace ludoteca::app {

class GameSession;

class BoardView : public QWidget {
    Q_OBJECT

public:
    explicit BoardView(GameSession &session, QWidget *parent = nullptr);

    // --- What the side panel asks of a view ---------------------------------------------
    // The colour that stands for a seat (a stone, a pawn...), and its name ("Black").
    virtual QColor seatColor(const State &state, int seat) const;
    virtual QString seatColorName(const State &state, int seat) const;
    // Whether a legal action is played on the board; the others (a pie-rule swap, a pass)
    // are offered as buttons beside it, labelled by actionLabel().
    virtual bool playsOnBoard(const State &state, Action action) const;
    virtual QString actionLabel(const State &state, Action action) const;
    // One sentence telling the human to move what they can do.
    virtual QString moveHint(const State &state) const;
    // The result in words once the game is over.
    virtual QString resultText(const State &state) const;
    // Whether the panel may show a seat's score now: a game whose scores would give a
    // secret away keeps them to itself until the end.
    virtual bool showsScore(const State &state, int seat) const;
    // Move `index` (from 0) as the move list writes it; a game may hide there what some
    // players must not see, such as a card dealt face down.
    virtual QString moveListText(const State &state, int index, const QString &text) const;

    // A suggestion from the AI to show until the next change.
    void showHint(Action action);
    Action hint() const { return hint_; }

    // Whether a move is being animated now.
    bool animating() const { return moveAnimation_.state() == QAbstractAnimation::Running; }

protected:
    bool event(QEvent *event) override;
    GameSession &session() const { return session_; }
    const State &shownState() const;
    // Asks the session to play; false when it refused (nothing changed).
    bool requestMove(Action action);
    // Whether clicks may play: a human is to move in the live position.
    bool acceptsInput() const;

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

private:
    GameSession &session_;
    Action hint_ = kInvalidAction;
    int hintPly_ = 0; // the live move count the hint was given at
    QVariantAnimation moveAnimation_;
    qreal moveProgress_ = 1.0;
};

} // namespace ludoteca::app
