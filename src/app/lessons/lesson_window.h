#pragma once
// A game's course: the list of its lessons, and a lesson played on the game's own board
// view beside a lesson panel (the goal, the step, Show me, Try again, Next).
//
// Protocol. The window owns its own GameSession, never autosaved nor kept in the history,
// so a lesson never touches a game in progress. A lesson step pauses the session (no AI
// seat moves) and deals chance itself (ChanceMode::Scripted): the learner's moves reach the
// session through the board's input, and the session asks the window's move filter, which
// asks the engine (lessons::judge) what the move means for the step. A wrong move is
// refused with the lesson's sentence and the position kept; a solving one is played, then
// the window plays the step's scripted replies with playScripted() one by one (replyDelay
// apart) and goes on to the next step, or, after the last, offers Next. A closing game
// ("play") unpauses the session with the computer at the other seats and a hint after each
// of the learner's moves; it is done at the game's end. Finished lessons are remembered in the settings
// (lessons/<game>/done); the list starts at the first lesson not done yet.

#include <memory>
#include <optional>
#include <vector>

#include <QPointer>
#include <QString>
#include <QTimer>
#include <QWidget>

#include "ludoteca/lessons/lesson.h"
#include "session/game_session.h"

class QLabel;
class QListWidget;
class QPushButton;
class QScrollArea;
class QStackedWidget;
class QVBoxLayout;

namespace ludoteca::app {

class ActionStrip;
class BoardView;
class GamePresentation;

class LessonWindow : public QWidget {
    Q_OBJECT

public:
    explicit LessonWindow(const QString &gameId, QWidget *parent = nullptr);
    ~LessonWindow() override;

    QString gameId() const { return gameId_; }
    const std::vector<lessons::Lesson> &course() const { return course_; }

    // The ids of the lessons of `gameId` finished on this computer, and whether any was.
    static QStringList completedLessons(const QString &gameId);
    // The first lesson not finished yet (0 when none or all are).
    int resumeIndex() const;

    // Shows the list of lessons; starts lesson `index` on the board.
    void showCourse();
    void startLesson(int index);

    // --- What the panel and the tests see ------------------------------------------------
    GameSession &session() { return session_; }
    BoardView *view() const { return view_; }
    int lessonIndex() const { return lesson_; }
    int stepIndex() const { return step_; }
    bool playing() const { return playing_; }
    // The step's move is made (its replies may still be coming) or the lesson is done.
    bool stepSolved() const { return solved_; }
    bool lessonDone() const { return done_; }
    bool repliesPending() const { return !pendingReplies_.empty(); }
    QString goalText() const;
    QString feedbackText() const;
    // The move Show me plays now (kInvalidAction when none).
    Action shownMove() const;
    // How long the window waits before each scripted reply (tests set 0).
    void setReplyDelay(int milliseconds) { replyDelay_ = milliseconds; }

    void showMe();
    void tryAgain();
    void next();

signals:
    // The learner's move solved step `step` of the lesson shown.
    void stepCompleted(int step);
    void lessonCompleted(const QString &lessonId);

protected:
    void changeEvent(QEvent *event) override;

private:
    void buildCoursePage();
    void buildLessonPage();
    void fillCourseList();
    void showStep();
    void startPlaying();
    void finishLesson(const QString &words);
    void afterMove();
    void playNextReply();
    void stepFinished();
    std::optional<QString> filterMove(Action action);
    const lessons::Lesson &lesson() const { return course_[static_cast<std::size_t>(lesson_)]; }
    QString text(const lessons::Text &text) const;
    void retranslate();
    void updateButtons();

    QString gameId_;
    QString gameName_;
    std::vector<lessons::Lesson> course_;
    GameSession session_;
    std::unique_ptr<GamePresentation> presentation_;

    QStackedWidget *pages_ = nullptr;
    // The course list.
    QLabel *courseTitle_ = nullptr;
    QLabel *courseNote_ = nullptr;
    QListWidget *list_ = nullptr;
    QPushButton *start_ = nullptr;
    // The lesson.
    QWidget *boardArea_ = nullptr;
    QVBoxLayout *boardLayout_ = nullptr;
    BoardView *view_ = nullptr;
    ActionStrip *strip_ = nullptr;
    QScrollArea *textArea_ = nullptr;
    QLabel *title_ = nullptr;
    QLabel *progress_ = nullptr;
    QLabel *goal_ = nullptr;
    QLabel *feedback_ = nullptr;
    QPushButton *showMe_ = nullptr;
    QPushButton *tryAgain_ = nullptr;
    QPushButton *next_ = nullptr;
    QPushButton *back_ = nullptr;

    int lesson_ = -1;
    int step_ = 0;
    bool solved_ = false;
    bool done_ = false;
    bool playing_ = false;
    bool learnerMoved_ = false; // the filter let the learner's solving move through
    QString feedbackWords_;
    std::vector<Action> pendingReplies_;
    QTimer replyTimer_;
    int replyDelay_ = 600;
};

} // namespace ludoteca::app
