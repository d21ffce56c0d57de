#pragma once
// The page where a game is played: the game's board view in the middle (with the result
// above it once the game is over and the action strip under it), the evaluation bar on its
// left when shown, and the side panel. In a game with secrets shared by several people, a
// cover hides the board's side until the screen has been passed (PassScreenCover).

#include <memory>

#include <QWidget>

class QFrame;
class QHBoxLayout;
class QLabel;
class QPushButton;

namespace ludoteca::app {

class BoardView;
class EvaluationBar;
class GamePresentation;
class GameSession;
class ActionStrip;
class PassScreenCover;
class SidePanel;

class GamePage : public QWidget {
    Q_OBJECT

public:
    explicit GamePage(GameSession &session, QWidget *parent = nullptr);
    ~GamePage() override;

    // Puts in the view of the session's current game (called when a game starts).
    void showGame();
    BoardView *view() const { return view_; }
    // What the page says about the game beside the board (seat colours, hints, result).
    const GamePresentation *presentation() const { return presentation_.get(); }
    SidePanel *panel() const { return panel_; }
    EvaluationBar *evaluationBar() const { return evaluationBar_; }
    void setEvaluationBarShown(bool shown);
    // The row under the board for chance draws by hand and moves not played on the board.
    ActionStrip *actionStrip() const { return strip_; }
    // The cover that asks for the screen to be passed between people (games with secrets).
    PassScreenCover *passCover() const { return passCover_; }
    // The reason the last autosave failed, shown above the board; empty once one succeeds.
    QString autosaveProblem() const;
    // The game is safe elsewhere (in its own file): the banner goes until the next failure.
    void clearAutosaveProblem();
    // The result shown above the board once the game is over; empty before.
    QString resultShown() const;

signals:
    // The player asked to keep the game in a file of their choice.
    void saveAsRequested();
    // The player asked for the review of the game (the button under the result).
    void reviewRequested();
    // A click on the board that is no move (BoardView::inputRefused), for the sounds.
    void inputRefused();

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateResult();
    void retranslate();
    void showAutosaveProblem();

    GameSession &session_;
    QLabel *result_ = nullptr;
    QPushButton *review_ = nullptr;
    QFrame *autosaveBanner_ = nullptr;
    QLabel *autosaveText_ = nullptr;
    QPushButton *saveAs_ = nullptr;
    QString autosaveError_; // why the last autosave failed, worded in the language spoken
    BoardView *view_ = nullptr;
    std::unique_ptr<GamePresentation> presentation_;
    SidePanel *panel_ = nullptr;
    ActionStrip *strip_ = nullptr;
    QWidget *boardArea_ = nullptr;
    QHBoxLayout *boardRow_ = nullptr; // the evaluation bar and the view
    EvaluationBar *evaluationBar_ = nullptr;
    PassScreenCover *passCover_ = nullptr;
    QString viewGameId_;
};

} // namespace ludoteca::app
