#pragma once
// The row under the board for what is not played on it, the same for every game: the
// chance draw made by hand (when the session waits for it) and the legal actions the
// game's presentation says are off the board (a pie-rule swap, a pass, Wapi's totem or
// none). It asks the session for the position and the presentation for the labels; a
// click plays through the session, which refuses what is not allowed now. The computer's
// suggestion, when it is one of these, marks its button.

#include <string>

#include <QVector>
#include <QWidget>

#include "ludoteca/core/types.h"

class QPushButton;

namespace ludoteca::app {

class FlowLayout;
class GamePresentation;
class GameSession;

class ActionStrip : public QWidget {
    Q_OBJECT

public:
    explicit ActionStrip(GameSession &session, QWidget *parent = nullptr);

    // The presentation of the game being played (null between games).
    void setPresentation(const GamePresentation *presentation);
    // The buttons shown now: "action_chance" for the draw, "action_<move>" for the others.
    QVector<QPushButton *> buttons() const { return buttons_; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void refresh();

    GameSession &session_;
    const GamePresentation *presentation_ = nullptr;
    std::string gameId_; // the game presentation_ was made for; another game is not asked
    FlowLayout *layout_ = nullptr;
    QVector<QPushButton *> buttons_;
    Action hint_ = kInvalidAction;
    int hintPly_ = -1; // the live move count the hint was given at
};

} // namespace ludoteca::app
