#include "lessons/lesson_window.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QVBoxLayout>

#include "ludoteca/core/registry.h"
#include "ludoteca/core/state.h"
#include "ui/action_strip.h"
#include "ui/screen_fit.h"
#include "ui/theme.h"
#include "views/board_view.h"
#include "views/board_view_factory.h"
#include "views/game_presentation.h"

namespace ludoteca::app {

namespace {

QString doneKey(const QString &gameId) { return QStringLiteral("lessons/%1/done").arg(gameId); }

void markDone(const QString &gameId, const QString &lessonId)
{
    QSettings settings;
    QStringList done = settings.value(doneKey(gameId)).toStringList();
    if (!done.contains(lessonId)) {
        done.append(lessonId);
        settings.setValue(doneKey(gameId), done);
    }
}

std::vector<Action> parsedMarks(const lessons::Step &step, const State &state)
{
    std::vector<Action> moves;
    std::string ignored;
    for (const auto &mark : step.marks)
        if (!mark.move.empty())
            if (const Action action = state.parseAction(mark.move, ignored); action != kInvalidAction)
                moves.push_back(action);
    return moves;
}

std::vector<int> markedCells(const lessons::Step &step)
{
    std::vector<int> cells;
    for (const auto &mark : step.marks)
        cells.insert(cells.end(), mark.cells.begin(), mark.cells.end());
    return cells;
}

} // namespace

LessonWindow::LessonWindow(const QString &gameId, QWidget *parent) : QWidget(parent, Qt::Window), gameId_(gameId)
{
    setObjectName(QStringLiteral("lessonWindow"));
    const GameInfo *info = GameRegistry::find(gameId.toStdString());
    gameName_ = info ? QString::fromStdString(info->name) : gameId;
    course_ = lessons::course(gameId.toStdString());
    replyTimer_.setSingleShot(true);
    connect(&replyTimer_, &QTimer::timeout, this, &LessonWindow::playNextReply);

    pages_ = new QStackedWidget(this);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(pages_);
    buildCoursePage();
    buildLessonPage();
    retranslate();
    resize(1100, 720);
    showCourse();
}

LessonWindow::~LessonWindow()
{
    // The view asks the session while it goes: it goes first.
    delete view_;
    view_ = nullptr;
}

QStringList LessonWindow::completedLessons(const QString &gameId)
{
    return QSettings().value(doneKey(gameId)).toStringList();
}

int LessonWindow::resumeIndex() const
{
    const QStringList done = completedLessons(gameId_);
    for (std::size_t i = 0; i < course_.size(); ++i)
        if (!done.contains(QString::fromStdString(course_[i].id)))
            return static_cast<int>(i);
    return 0;
}

void LessonWindow::buildCoursePage()
{
    auto *page = new QWidget(pages_);
    auto *layout = new QVBoxLayout(page);
    layout->setContentsMargins(32, 28, 32, 28);
    layout->setSpacing(12);
    courseTitle_ = new QLabel(page);
    courseTitle_->setFont(theme::font(font(), 1.6, QFont::DemiBold));
    courseTitle_->setWordWrap(true);
    layout->addWidget(courseTitle_);
    courseNote_ = new QLabel(page);
    courseNote_->setObjectName(QStringLiteral("muted"));
    courseNote_->setWordWrap(true);
    layout->addWidget(courseNote_);
    list_ = new QListWidget(page);
    list_->setObjectName(QStringLiteral("lessons"));
    list_->setFont(theme::font(font(), 1.15));
    list_->setSpacing(4);
    connect(list_, &QListWidget::itemActivated, this, [this](QListWidgetItem *item) { startLesson(list_->row(item)); });
    layout->addWidget(list_, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    start_ = new QPushButton(page);
    start_->setObjectName(QStringLiteral("startLesson"));
    start_->setDefault(true);
    connect(start_, &QPushButton::clicked, this, [this] { startLesson(std::max(0, list_->currentRow())); });
    buttons->addWidget(start_);
    layout->addLayout(buttons);
    pages_->addWidget(page);
}

void LessonWindow::buildLessonPage()
{
    auto *page = new QWidget(pages_);
    auto *layout = new QHBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    boardArea_ = new QWidget(page);
    boardLayout_ = new QVBoxLayout(boardArea_);
    boardLayout_->setContentsMargins(12, 12, 12, 12);
    layout->addWidget(boardArea_, 3);

    auto *panel = new QWidget(page);
    panel->setObjectName(QStringLiteral("lessonPanel"));
    panel->setMinimumWidth(240);
    panel->setMaximumWidth(340);
    // A quarter of the window (within its bounds), whatever a step's texts would like: the board stays put.
    panel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto *side = new QVBoxLayout(panel);
    side->setContentsMargins(0, 0, 0, 16);
    side->setSpacing(10);
    // The lesson's words scroll when a small screen, a large scale or a long translation
    // leaves them too little room; the buttons below stay in view.
    textArea_ = new WholeScrollArea(panel);
    textArea_->setObjectName(QStringLiteral("lessonText"));
    auto *texts = new QWidget(textArea_);
    auto *words = new QVBoxLayout(texts);
    words->setContentsMargins(16, 20, 16, 0);
    words->setSpacing(10);
    progress_ = new QLabel(texts);
    progress_->setObjectName(QStringLiteral("muted"));
    words->addWidget(progress_);
    title_ = new QLabel(texts);
    title_->setFont(theme::font(font(), 1.4, QFont::DemiBold));
    title_->setWordWrap(true);
    words->addWidget(title_);
    goal_ = new QLabel(texts);
    goal_->setObjectName(QStringLiteral("goal"));
    goal_->setWordWrap(true);
    goal_->setTextFormat(Qt::PlainText);
    goal_->setFont(theme::font(font(), 1.1));
    words->addWidget(goal_);
    feedback_ = new QLabel(texts);
    feedback_->setObjectName(QStringLiteral("feedback"));
    feedback_->setWordWrap(true);
    feedback_->setTextFormat(Qt::PlainText);
    feedback_->setFont(theme::font(font(), 1.05, QFont::DemiBold));
    words->addWidget(feedback_);
    words->addStretch(1);
    textArea_->setWidget(texts);
    // The scroll area asks for its whole text; the board keeps the window's height.
    textArea_->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
    // Tab reaches it, so that the keyboard scrolls a text cut short; a ring shows it has
    // the focus (it has no frame of its own).
    textArea_->setFocusPolicy(Qt::TabFocus);
    textArea_->setStyleSheet(
        QStringLiteral("QScrollArea#lessonText:focus { border: 2px solid %1; border-radius: 6px; }")
            .arg(theme::colours().accent.name()));
    side->addWidget(textArea_, 1);
    auto *row = new QHBoxLayout;
    row->setContentsMargins(16, 0, 16, 0);
    showMe_ = new QPushButton(panel);
    showMe_->setObjectName(QStringLiteral("showMe"));
    connect(showMe_, &QPushButton::clicked, this, &LessonWindow::showMe);
    row->addWidget(showMe_);
    tryAgain_ = new QPushButton(panel);
    tryAgain_->setObjectName(QStringLiteral("tryAgain"));
    connect(tryAgain_, &QPushButton::clicked, this, &LessonWindow::tryAgain);
    row->addWidget(tryAgain_);
    side->addLayout(row);
    next_ = new QPushButton(panel);
    next_->setObjectName(QStringLiteral("next"));
    next_->setDefault(true);
    connect(next_, &QPushButton::clicked, this, &LessonWindow::next);
    auto *bottom = new QVBoxLayout;
    bottom->setContentsMargins(16, 0, 16, 0);
    bottom->setSpacing(10);
    bottom->addWidget(next_);
    back_ = new QPushButton(panel);
    back_->setObjectName(QStringLiteral("backToCourse"));
    connect(back_, &QPushButton::clicked, this, &LessonWindow::showCourse);
    bottom->addWidget(back_);
    side->addLayout(bottom);
    // A click on the panel leaves the keys with the board.
    for (QPushButton *button : {showMe_, tryAgain_, next_})
        button->setFocusPolicy(Qt::TabFocus);
    layout->addWidget(panel, 1);
    pages_->addWidget(page);

    session_.setAiDelay(400);
    session_.setPassScreen(false);
    session_.setMoveFilter([this](Action action) { return filterMove(action); });
    connect(&session_, &GameSession::moveMade, this, [this] { afterMove(); });
    connect(&session_, &GameSession::moveRefused, this, [this](const QString &sentence) {
        feedbackWords_ = sentence;
        feedback_->setText(sentence);
    });
    connect(&session_, &GameSession::stateChanged, this, [this] {
        if (playing_ && !done_ && session_.humanToMove())
            session_.requestHint();
        updateButtons();
    });
    connect(&session_, &GameSession::hintReady, this, [this](const ai::Analysis &analysis) {
        if (view_ && playing_ && lesson_ >= 0 && lesson().play && lesson().play->hints)
            view_->showHints(analysis);
    });
    connect(&session_, &GameSession::gameOver, this, [this] {
        if (playing_ && !done_)
            finishLesson(presentation_ ? presentation_->resultText(*session_.state()) : QString());
    });
}

void LessonWindow::retranslate()
{
    textArea_->setAccessibleName(tr("Lesson text"));
    setWindowTitle(tr("Learn %1").arg(gameName_));
    courseTitle_->setText(tr("Learn to play %1").arg(gameName_));
    courseNote_->setText(tr("%n short lesson(s) on the real board, each a few minutes long. "
                            "A tick marks the lessons you have finished.",
                            nullptr, static_cast<int>(course_.size())));
    showMe_->setText(tr("Show me"));
    tryAgain_->setText(tr("Try again"));
    back_->setText(tr("All lessons"));
    fillCourseList();
    if (lesson_ >= 0 && pages_->currentIndex() == 1) {
        title_->setText(text(lesson().title));
        showStep();
    }
    updateButtons();
}

void LessonWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

QString LessonWindow::text(const lessons::Text &text) const
{
    // The default locale is the language the app speaks (language::install() sets it).
    return QString::fromStdString(text.in(QLocale().name().toStdString()));
}

void LessonWindow::fillCourseList()
{
    const QStringList done = completedLessons(gameId_);
    list_->clear();
    for (std::size_t i = 0; i < course_.size(); ++i) {
        const bool finished = done.contains(QString::fromStdString(course_[i].id));
        auto *item = new QListWidgetItem(tr("%1. %2").arg(i + 1).arg(text(course_[i].title))
                                             + (finished ? QStringLiteral("  ✓") : QString()),
                                         list_);
        item->setData(Qt::UserRole, finished);
        item->setToolTip(finished ? tr("Finished") : tr("Not finished yet"));
    }
    list_->setCurrentRow(course_.empty() ? -1 : resumeIndex());
    start_->setEnabled(!course_.empty());
    start_->setText(done.isEmpty() ? tr("Start the course") : tr("Start this lesson"));
}

void LessonWindow::showCourse()
{
    replyTimer_.stop();
    pendingReplies_.clear();
    session_.abandon();
    fillCourseList();
    pages_->setCurrentIndex(0);
    list_->setFocus();
}

void LessonWindow::startLesson(int index)
{
    if (index < 0 || index >= static_cast<int>(course_.size()))
        return;
    lesson_ = index;
    step_ = 0;
    solved_ = false;
    done_ = false;
    playing_ = false;
    feedbackWords_.clear();
    replyTimer_.stop();
    pendingReplies_.clear();

    const auto &current = lesson();
    const GameInfo *info = GameRegistry::find(current.gameId);
    std::string error;
    auto start = lessons::startingPosition(current, error);
    QString problem;
    Options options;
    Message optionError;
    if (!start || !info || !info->resolveOptions(current.options, options, optionError)) {
        const std::string &reason = error.empty() ? optionError.text : error;
        feedback_->setText(tr("This lesson cannot be set up: %1").arg(QString::fromStdString(reason)));
        return;
    }
    QVector<Seat> seats;
    for (int seat = 0; seat < start->numPlayers(); ++seat)
        seats.append(seat == current.seat ? Seat {Seat::Kind::Human, ai::Level::Easy, tr("You"), true}
                                          : Seat {Seat::Kind::Ai, ai::Level::Easy, tr("Computer")});
    if (current.play) {
        ai::Level level = ai::Level::Easy;
        ai::parseLevel(current.play->level, level);
        for (int seat = 0; seat < seats.size(); ++seat)
            seats[seat].level = level;
    }
    if (!view_) {
        presentation_ = GamePresentation::create(gameId_.toStdString(), session_);
        view_ = BoardViewFactory::create(gameId_.toStdString(), session_, boardArea_);
        view_->setPresentation(presentation_.get());
        boardLayout_->addWidget(view_, 1);
        // Moves that are not played on the board (a swap, a totem, a pass), as in a game.
        strip_ = new ActionStrip(session_, boardArea_);
        boardLayout_->addWidget(strip_);
        connect(view_, &BoardView::inputRefused, this, [this](const QString &reason) {
            feedbackWords_ = reason;
            feedback_->setText(reason);
        });
    }
    view_->setMarks({}, {});
    learnerMoved_ = false;
    // Set-up moves and scripted replies are the lesson's: no AI seat, and chance that no key,
    // button or setting draws for the learner.
    session_.setChanceMode(GameSession::ChanceMode::Scripted);
    if (!session_.start(*info, options, seats, current.seed, problem)) {
        feedback_->setText(tr("This lesson cannot be set up: %1").arg(problem));
        return;
    }
    session_.setPaused(true);
    session_.setMoveFilter([this](Action action) { return filterMove(action); });
    strip_->setPresentation(presentation_.get()); // for the game just started
    for (const Action action : start->history())
        session_.playScripted(action);

    pages_->setCurrentIndex(1);
    title_->setText(text(current.title));
    if (current.steps.empty())
        startPlaying();
    else
        showStep();
    view_->setFocus();
}

void LessonWindow::showStep()
{
    if (lesson_ < 0)
        return;
    const auto &current = lesson();
    const int steps = static_cast<int>(current.steps.size());
    // Whole sentences, so that a translation can order them as it needs.
    if (playing_ || steps <= 1)
        progress_->setText(tr("Lesson %1 of %2").arg(lesson_ + 1).arg(course_.size()));
    else
        progress_->setText(
            tr("Lesson %1 of %2 · step %3 of %4").arg(lesson_ + 1).arg(course_.size()).arg(step_ + 1).arg(steps));
    if (done_) {
        goal_->setText(current.summary.empty() ? tr("Lesson finished.") : text(current.summary));
    } else if (playing_) {
        goal_->setText(!current.intro.empty() && current.steps.empty()
                           ? text(current.intro)
                           : tr("Now play on against the computer to the end of the game. The ringed moves "
                                "are the hint, with each one's chance."));
    } else {
        const auto &step = current.steps[static_cast<std::size_t>(step_)];
        QString goal = text(step.goal);
        if (step_ == 0 && !current.intro.empty())
            goal = text(current.intro) + QStringLiteral("\n\n") + goal;
        goal_->setText(goal);
        if (view_ && !solved_)
            view_->setMarks(parsedMarks(step, *session_.state()), markedCells(step));
    }
    feedback_->setText(feedbackWords_);
    updateButtons();
}

void LessonWindow::startPlaying()
{
    playing_ = true;
    solved_ = false;
    if (view_)
        view_->setMarks({}, {});
    session_.setMoveFilter({});
    session_.setChanceMode(GameSession::ChanceMode::Automatic);
    session_.setPaused(false);
    showStep();
    if (session_.humanToMove())
        session_.requestHint();
    if (view_)
        view_->setFocus();
}

void LessonWindow::finishLesson(const QString &words)
{
    done_ = true;
    solved_ = true;
    feedbackWords_ = words;
    if (view_)
        view_->setMarks({}, {});
    markDone(gameId_, QString::fromStdString(lesson().id));
    emit lessonCompleted(QString::fromStdString(lesson().id));
    showStep();
}

std::optional<QString> LessonWindow::filterMove(Action action)
{
    if (lesson_ < 0 || playing_)
        return std::nullopt;
    if (!pendingReplies_.empty())
        return tr("Wait for the other side's move.");
    if (done_)
        return tr("This lesson is finished: press Next lesson.");
    if (solved_)
        return tr("This step is done: press Next.");
    const auto &current = lesson();
    const auto &step = current.steps[static_cast<std::size_t>(step_)];
    const auto verdict = lessons::judge(current, step, *session_.state(), action);
    if (verdict.kind == lessons::Verdict::Kind::Solved) {
        learnerMoved_ = true;
        return std::nullopt;
    }
    if (verdict.say)
        return text(*verdict.say);
    return tr("That is a legal move, but not the one this step asks for. Try again, or press Show me.");
}

void LessonWindow::afterMove()
{
    // Set-up moves and replies come here too; only the learner's solving move, which the
    // filter let through, solves the step.
    if (!learnerMoved_ || lesson_ < 0 || playing_ || solved_)
        return;
    learnerMoved_ = false;
    const auto &step = lesson().steps[static_cast<std::size_t>(step_)];
    solved_ = true;
    emit stepCompleted(step_);
    feedbackWords_ = step.done.empty() ? tr("Well done!") : text(step.done);
    if (view_)
        view_->setMarks({}, {});
    std::string error;
    lessons::parseMoves(*session_.state(), step.replies, pendingReplies_, error);
    std::reverse(pendingReplies_.begin(), pendingReplies_.end());
    showStep();
    if (!pendingReplies_.empty())
        replyTimer_.start(replyDelay_);
    else
        stepFinished();
}

void LessonWindow::stepFinished()
{
    // The next step follows at once, the done sentence still shown; the lesson's end and
    // its closing game wait for Next.
    if (step_ + 1 < static_cast<int>(lesson().steps.size())) {
        ++step_;
        solved_ = false;
        showStep();
    } else if (!lesson().play) {
        finishLesson(feedbackWords_);
    }
    updateButtons();
}

void LessonWindow::playNextReply()
{
    if (pendingReplies_.empty())
        return;
    const Action action = pendingReplies_.back();
    pendingReplies_.pop_back();
    session_.playScripted(action);
    if (!pendingReplies_.empty())
        replyTimer_.start(replyDelay_);
    else
        stepFinished();
}

QString LessonWindow::goalText() const { return goal_->text(); }

QString LessonWindow::feedbackText() const { return feedback_->text(); }

Action LessonWindow::shownMove() const
{
    if (lesson_ < 0 || playing_ || solved_ || !session_.state())
        return kInvalidAction;
    return lessons::shownMove(lesson().steps[static_cast<std::size_t>(step_)], *session_.state());
}

void LessonWindow::showMe()
{
    const Action action = shownMove();
    if (action != kInvalidAction)
        session_.playHuman(action);
}

void LessonWindow::tryAgain() { startLesson(lesson_); }

void LessonWindow::next()
{
    if (lesson_ < 0 || !solved_ || !pendingReplies_.empty())
        return;
    if (done_) {
        if (lesson_ + 1 < static_cast<int>(course_.size()))
            startLesson(lesson_ + 1);
        else
            showCourse();
        return;
    }
    // Only the closing game waits for Next within a lesson.
    solved_ = false;
    feedbackWords_.clear();
    startPlaying();
}

void LessonWindow::updateButtons()
{
    const bool lessonShown = lesson_ >= 0 && pages_->currentIndex() == 1;
    showMe_->setVisible(!playing_);
    showMe_->setEnabled(lessonShown && !solved_ && !done_);
    tryAgain_->setEnabled(lessonShown);
    const bool last = lesson_ + 1 >= static_cast<int>(course_.size());
    next_->setText(done_ ? (last ? tr("Back to the lessons") : tr("Next lesson")) : tr("Next"));
    next_->setEnabled(lessonShown && solved_ && pendingReplies_.empty());
}

} // namespace ludoteca::app
