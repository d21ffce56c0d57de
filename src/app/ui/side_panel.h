#pragma once
// The panel beside the board: whose turn it is, each seat's name, colour and score, the
// AI's activity (with pause and pace), the move list (click to look at a past position), and a status line that says
// what the player can do next.

#include <memory>
#include <string>

#include <QFrame>
#include <QStringList>
#include <QVector>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QScrollArea;
class QVBoxLayout;
class QGridLayout;

namespace ludoteca {
class State;
}

namespace ludoteca::app {

class Announcer;
class BoardView;
class BusyIndicator;
class GamePresentation;
class GameSession;

class SidePanel : public QFrame {
    Q_OBJECT

public:
    explicit SidePanel(GameSession &session, QWidget *parent = nullptr);
    ~SidePanel() override;

    // The game's presentation supplies the seats' colours, the hint and the result; the
    // view the computer's hint and why a click was refused.
    void setView(BoardView *view, const GamePresentation *presentation);

    QString statusText() const;
    QString turnText() const;
    QListWidget *moveList() const { return moves_; }
    // The move list's lines, without their numbers: who moved and the move in words
    // ("Computer 2: silver 3 → Bear"), a move kept secret as the engine writes it.
    QStringList moveLines() const;
    // The score shown for a seat ("–" while it is secret from this screen).
    QString scoreShown(int seat) const;
    QComboBox *paceBox() const { return pace_; }
    // What a screen reader is told without the focus moving: each move as the list writes
    // it, a refused click's reason, the result.
    const Announcer *announcer() const { return announcer_; }
    // The position in a few sentences, for a screen reader on demand: whose turn, the
    // scores this screen may show, the last move, and what the game adds (what each seat
    // has in hand, the viewer's own secret).
    QString summary() const;
    void announceSummary();

protected:
    // Keeps the newest move in sight when buttons above the list take its room.
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // The constructor's parts, top to bottom: the game's name and whose turn it is, the
    // players, the computer's progress and pace, and the moves with the status line.
    void addHeading(QVBoxLayout *layout, QWidget *content);
    void addSeats(QVBoxLayout *layout, QWidget *content);
    void addComputerRows(QVBoxLayout *layout, QWidget *content);
    void addMoveList(QVBoxLayout *layout, QWidget *content);
    void rebuildSeats();
    void retranslateLabels();
    void refresh();
    void refreshMoves();
    void updateMoveTips();
    void refreshActions();
    QString hintText(const State &live) const;
    static constexpr qreal kNameWidth = 240; // pixels, in the panel's bold font: a whole line
    // A seat's name, cut with "…" when it is too long for a line of the panel (`width`: a
    // line's room, less what else the line holds).
    // `shownIn`: the line's font (measured in bold, the widest).
    QString shortName(int seat, qreal width, const QFont &shownIn) const;

    GameSession &session_;
    bool built_ = false; // the constructor has made every widget
    BoardView *view_ = nullptr;
    const GamePresentation *presentation_ = nullptr;
    std::string viewGameId_; // the game view_ and presentation_ were made for
    // view_ and presentation_ while they serve the session's game: between a new game's
    // start and the page's new view, the old ones must not be asked about the new game.
    BoardView *currentView() const;
    const GamePresentation *presentation() const;
    QScrollArea *scroll_ = nullptr;
    QLabel *title_ = nullptr;
    QLabel *playersTitle_ = nullptr;
    QLabel *movesTitle_ = nullptr;
    QLabel *paceLabel_ = nullptr;
    QLabel *optionsLine_ = nullptr;
    QLabel *turn_ = nullptr;
    QGridLayout *seatGrid_ = nullptr;
    QWidget *seatBox_ = nullptr;
    struct SeatWidgets {
        QLabel *swatch = nullptr;
        QLabel *name = nullptr;
        QLabel *score = nullptr;
    };
    QVector<SeatWidgets> seatWidgets_;
    BusyIndicator *busy_ = nullptr;
    QLabel *busyText_ = nullptr;
    QPushButton *pause_ = nullptr;
    QWidget *paceRow_ = nullptr;
    QComboBox *pace_ = nullptr;
    QListWidget *moves_ = nullptr;
    QStringList listedMoves_;
    // Each move of the list in words, read once in the position it was played in; the
    // position after the last one read, so a new move is read alone, not the whole game.
    struct ReadMove {
        int action = -1;
        int seat = -1;
        QString words;
    };
    mutable QVector<ReadMove> readMoves_;
    mutable std::unique_ptr<State> readTo_;
    QPushButton *backToGame_ = nullptr;
    Announcer *announcer_ = nullptr;
    int unannounced_ = 0; // moves made and not yet announced
    QLabel *status_ = nullptr;
};

} // namespace ludoteca::app
