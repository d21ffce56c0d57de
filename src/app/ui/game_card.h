#pragma once
// One game on the launcher: its picture, name, designer, players and one-line summary.
// A click anywhere on the card (or Enter when it has focus) chooses the game, as its Play
// button does; its Learn button (for a game with a course) asks for the game's lessons.

#include <QFrame>
#include <QString>

class QLabel;
class QPushButton;

namespace ludoteca {
struct GameInfo;
}

namespace ludoteca::app {

class GameCard : public QFrame {
    Q_OBJECT

public:
    explicit GameCard(const GameInfo &info, QWidget *parent = nullptr);
    QString gameId() const { return gameId_; }

signals:
    void chosen(const QString &gameId);
    void learnChosen(const QString &gameId);

protected:
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    const GameInfo &info_; // the registry's, which lives as long as the app
    QString gameId_;
    QLabel *players_ = nullptr;
    QLabel *summary_ = nullptr;
    QPushButton *play_ = nullptr;
    QPushButton *learn_ = nullptr; // only for a game with a course
};

// The number of players as people say it: "2 players", "3–5 players".
QString playersText(const GameInfo &info);

} // namespace ludoteca::app
