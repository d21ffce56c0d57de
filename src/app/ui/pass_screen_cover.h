#pragma once
// The step between two people at one screen in a game with secrets: while the session
// waits for the screen to be passed (GameSession::passPending), this cover lies over the
// whole board area and names the person to hand it to; their button (Space, or Enter)
// tells the session they have it. It shows nothing of the game, so nothing secret shows
// through it, and it takes the clicks and keys meant for the board meanwhile.

#include <QWidget>

class QLabel;
class QPushButton;

namespace ludoteca::app {

class GameSession;

class PassScreenCover : public QWidget {
    Q_OBJECT

public:
    // Covers `parent`, following its size.
    PassScreenCover(GameSession &session, QWidget *parent);

    // What the cover says, for the tests: empty while it is hidden.
    QString prompt() const;
    QPushButton *takeButton() const { return take_; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void paintEvent(QPaintEvent *event) override;

private:
    void update();

    GameSession &session_;
    QLabel *title_ = nullptr;
    QLabel *note_ = nullptr;
    QPushButton *take_ = nullptr;
};

} // namespace ludoteca::app
