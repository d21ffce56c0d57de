// The courses of lessons in the app: the launcher's Learn buttons, the first-time offer,
// every lesson played through the lesson window, with Show me and with the board's own
// input (the games' drivers in lesson_input.h), wrong moves refused with their sentence,
// and finished lessons remembered.

#include <algorithm>
#include <functional>
#include <random>

#include <QCheckBox>
#include <QFile>
#include <QSettings>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalSpy>

#include "app_test_support.h"
#include "screen_texts.h"
#include "i18n/engine_texts.h"
#include "lesson_input.h"
#include "lessons/lesson_window.h"
#include "ludoteca/lessons/lesson.h"
#include "ui/game_card.h"
#include "ui/launcher_page.h"
#include "ui/setup_dialog.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

QPushButton *cardButton(MainWindow &window, const QString &gameId, const char *name)
{
    for (GameCard *card : window.findChild<LauncherPage *>()->cards())
        if (card->gameId() == gameId)
            return card->findChild<QPushButton *>(QLatin1String(name));
    return nullptr;
}

// Plays the first wrong move a step lists, if it has one, and checks it is refused with
// its sentence and the position kept.
void tryWrongMove(LessonWindow &lessons, const lessons::Step &step)
{
    if (step.wrong.empty())
        return;
    GameSession &session = lessons.session();
    std::string error;
    const Action wrong = session.state()->parseAction(step.wrong.front().moves.front(), error);
    REQUIRE(wrong != kInvalidAction);
    const int before = session.moveCount();
    QSignalSpy refused(&session, &GameSession::moveRefused);
    CHECK_FALSE(session.playHuman(wrong));
    CHECK(session.moveCount() == before);
    REQUIRE(refused.count() == 1);
    const QString sentence = QString::fromStdString(step.wrong.front().say.en);
    CHECK(refused.takeFirst().at(0).toString() == sentence);
    CHECK(lessons.feedbackText() == sentence);
    CHECK_FALSE(lessons.stepSolved());
}

// Plays every step of the lesson shown with Show me, a wrong move first; true when the
// lesson's steps are all solved.
void playSteps(LessonWindow &lessons)
{
    const lessons::Lesson &lesson = lessons.course()[static_cast<std::size_t>(lessons.lessonIndex())];
    auto *showMe = lessons.findChild<QPushButton *>(QStringLiteral("showMe"));
    auto *next = lessons.findChild<QPushButton *>(QStringLiteral("next"));
    for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
        INFO("step " << i);
        CHECK(lessons.stepIndex() == static_cast<int>(i));
        CHECK(lessons.goalText().contains(QString::fromStdString(lesson.steps[i].goal.en)));
        CHECK_FALSE(next->isEnabled());
        tryWrongMove(lessons, lesson.steps[i]);
        REQUIRE(showMe->isEnabled());
        QSignalSpy solved(&lessons, &LessonWindow::stepCompleted);
        QTest::mouseClick(showMe, Qt::LeftButton);
        REQUIRE(solved.count() == 1);
        CHECK(solved.takeFirst().at(0).toInt() == static_cast<int>(i));
        REQUIRE(waitUntil([&] { return !lessons.repliesPending(); }));
        // The next step follows by itself; only the closing game waits for Next.
        if (i + 1 < lesson.steps.size()) {
            CHECK(lessons.stepIndex() == static_cast<int>(i + 1));
            CHECK_FALSE(next->isEnabled());
        } else if (lesson.play) {
            REQUIRE(next->isEnabled());
            QTest::mouseClick(next, Qt::LeftButton);
        }
    }
}

// The course of `id`, opened with no pauses: replies at once, the computer quick.
LessonWindow *quickCourse(AppFixture &app, const QString &id)
{
    LessonWindow *lessons = app.window.showLessons(id);
    lessons->setReplyDelay(0);
    lessons->session().setAiDelay(0);
    lessons->session().aiPlayer().setIterationLimit(20);
    return lessons;
}

// Shows every step of every lesson of the course in turn, each solved with Show me, and
// calls `look(lesson, step)` on each once its texts are laid out.
void walkSteps(LessonWindow &lessons, const std::function<void(std::size_t, std::size_t)> &look)
{
    auto *showMe = lessons.findChild<QPushButton *>(QStringLiteral("showMe"));
    for (std::size_t index = 0; index < lessons.course().size(); ++index) {
        lessons.startLesson(static_cast<int>(index));
        const std::size_t steps = lessons.course()[index].steps.size();
        for (std::size_t step = 0; step < steps; ++step) {
            // The layout follows the step's texts, a scroll area the layout.
            for (int round = 0; round < 3; ++round)
                QApplication::processEvents();
            look(index, step);
            if (step + 1 == steps)
                break;
            QTest::mouseClick(showMe, Qt::LeftButton);
            REQUIRE(waitUntil([&] { return !lessons.repliesPending(); }));
            REQUIRE(lessons.stepIndex() == static_cast<int>(step + 1));
        }
    }
}

// How many moves a step's marks draw on the board.
std::size_t markedMoves(const lessons::Step &step)
{
    return static_cast<std::size_t>(std::count_if(step.marks.begin(), step.marks.end(),
                                                  [](const lessons::Mark &mark) { return !mark.move.empty(); }));
}

// Enters a step's wrong `move` as a player does, through the board, and checks that the
// lesson refuses it with `sentence`, the position kept, and that no other input was refused.
void enterWrongMove(LessonWindow &lessons, const LessonInput &input, const std::string &move, const QString &sentence)
{
    INFO("wrong move " << move);
    GameSession &session = lessons.session();
    const int before = session.moveCount();
    const std::string position = session.state()->toJson().dump();
    QSignalSpy refused(&session, &GameSession::moveRefused);
    QSignalSpy boardRefused(lessons.view(), &BoardView::inputRefused);
    REQUIRE(input(lessons, move) == MoveInput::Entered);
    CHECK(session.moveCount() == before);
    CHECK(session.state()->toJson().dump() == position);
    REQUIRE(refused.count() == 1); // the clicks asked for a move, and the lesson said no
    // As std::string, so that a failure prints the sentences.
    CHECK(refused.at(0).at(0).toString().toStdString() == sentence.toStdString());
    for (const QList<QVariant> &reason : std::as_const(boardRefused))
        CHECK(reason.at(0).toString().toStdString() == sentence.toStdString());
    CHECK(lessons.feedbackText().toStdString() == sentence.toStdString());
    CHECK_FALSE(lessons.stepSolved());
}

// Enters the move a step's Show me would play (its `show`, or its first solution) through
// the board, and checks that exactly that move was played and solved the step. A move the
// board has no input for is left to Show me and listed in `shownByPanel` with `where`.
void enterShownMove(LessonWindow &lessons, const LessonInput &input, const lessons::Step &step, const QString &where,
                    QStringList &shownByPanel)
{
    const std::string move = step.show.empty() ? step.solutions.front() : step.show;
    INFO("move " << move);
    GameSession &session = lessons.session();
    const int before = session.moveCount();
    const Action expected = lessonMove(lessons, move);
    QSignalSpy boardRefused(lessons.view(), &BoardView::inputRefused);
    QSignalSpy solved(&lessons, &LessonWindow::stepCompleted);
    if (input(lessons, move) == MoveInput::NotOnBoard) {
        shownByPanel << where + QStringLiteral(": ") + QString::fromStdString(move);
        QTest::mouseClick(lessons.findChild<QPushButton *>(QStringLiteral("showMe")), Qt::LeftButton);
    }
    for (const QList<QVariant> &reason : std::as_const(boardRefused))
        FAIL_CHECK("the board refused: " << reason.at(0).toString().toStdString());
    REQUIRE(session.moveCount() > before);
    CHECK(session.state()->history()[static_cast<std::size_t>(before)] == expected);
    REQUIRE(solved.count() == 1);
    CHECK(lessons.feedbackText().toStdString() == (step.done.empty() ? std::string("Well done!") : step.done.en));
}

} // namespace

TEST_CASE("Every game's card offers its course, as the Help menu does")
{
    AppFixture app;
    for (const GameInfo *info : GameRegistry::games()) {
        const QString id = QString::fromStdString(info->id);
        INFO(info->id);
        QPushButton *learn = cardButton(app.window, id, "learn");
        if (lessons::Library::files(info->id).empty()) { // test-nim has no course
            CHECK_FALSE(learn);
            CHECK_FALSE(app.window.findChild<QAction *>(QStringLiteral("learn_") + id));
            continue;
        }
        REQUIRE(learn);
        QTest::mouseClick(learn, Qt::LeftButton);
        auto *lessons = app.window.findChild<LessonWindow *>();
        REQUIRE(lessons);
        CHECK(lessons->gameId() == id);
        CHECK(lessons->isVisible());
        auto *list = lessons->findChild<QListWidget *>(QStringLiteral("lessons"));
        REQUIRE(list);
        CHECK(list->count() == static_cast<int>(lessons::Library::files(info->id).size()));
        // A shipped game's course (the game has its rules page) teaches in six lessons at
        // least; the tests' sixth game has a course of one.
        if (QFile::exists(QStringLiteral(":/rules/%1.md").arg(id)))
            CHECK(list->count() >= 6);
        CHECK(list->currentRow() == 0);
        // Asked again, the same window comes forward.
        CHECK(app.window.showLessons(id) == lessons);
        delete lessons;
        REQUIRE(app.window.findChild<QAction *>(QStringLiteral("learn_") + id));
    }
    // Play on the card chooses the game as a click on the card does.
    QSignalSpy chosen(app.window.findChild<LauncherPage *>(), &LauncherPage::gameChosen);
    QTest::mouseClick(cardButton(app.window, QStringLiteral("egotzi"), "play"), Qt::LeftButton);
    CHECK(chosen.count() == 1);
}

TEST_CASE("The first time a game is chosen its course is offered, once")
{
    AppFixture app;
    QSettings().remove(QStringLiteral("lessons/wapi/offered"));
    QStringList asked;
    int answer = 0; // Take the Course
    app.window.setQuestionHandler([&](const QString &title, const QString &, const QStringList &choices) {
        asked << title;
        CHECK(choices.size() == 2);
        return answer;
    });
    app.window.newGame(QStringLiteral("wapi"));
    REQUIRE(asked == QStringList {QStringLiteral("New to Wapi?")});
    auto *lessons = app.window.findChild<LessonWindow *>();
    REQUIRE(lessons);
    CHECK(lessons->gameId() == QStringLiteral("wapi"));

    // The next time the game is chosen, the set-up comes at once.
    asked.clear();
    app.window.newGame(QStringLiteral("wapi"));
    CHECK(asked.isEmpty());
    CHECK(app.window.findChild<SetupDialog *>() != nullptr);
}

TEST_CASE("Every lesson of every course is solved through the lesson window, wrong moves refused")
{
    AppFixture app;
    int courses = 0;
    for (const GameInfo *info : GameRegistry::games()) {
        const QString id = QString::fromStdString(info->id);
        if (lessons::Library::files(info->id).empty())
            continue;
        ++courses;
        LessonWindow *lessons = app.window.showLessons(id);
        lessons->setReplyDelay(0);
        lessons->session().setAiDelay(0);
        lessons->session().aiPlayer().setIterationLimit(20);
        QSignalSpy completed(lessons, &LessonWindow::lessonCompleted);
        for (std::size_t index = 0; index < lessons->course().size(); ++index) {
            const lessons::Lesson &lesson = lessons->course()[index];
            INFO(info->id << " " << lesson.id);
            lessons->startLesson(static_cast<int>(index));
            REQUIRE(lessons->lessonIndex() == static_cast<int>(index));
            REQUIRE(lessons->session().moveCount() == static_cast<int>(lesson.setup.size()));
            playSteps(*lessons);
            if (!lesson.play) {
                CHECK(lessons->lessonDone());
                continue;
            }
            // The closing game: the computer answers and the hint comes for the learner.
            REQUIRE(lessons->playing());
            CHECK_FALSE(lessons->findChild<QPushButton *>(QStringLiteral("showMe"))->isVisible());
            if (info->id != "egotzi") // one closing game is played out below; here it only starts
                continue;
            REQUIRE(waitUntil([&] { return lessons->lessonDone() || lessons->session().humanToMove(); }));
            while (!lessons->lessonDone()) {
                REQUIRE(waitUntil([&] {
                    return lessons->lessonDone()
                        || (lessons->session().humanToMove() && !lessons->view()->hints().empty());
                }));
                if (!lessons->lessonDone())
                    lessons->session().playHuman(lessons->view()->hint());
            }
        }
        const QStringList done = LessonWindow::completedLessons(id);
        // Every lesson with steps only is finished; the closing games but Egotzi's were left.
        CHECK(done.size() == completed.count());
        CHECK(done.size() >= static_cast<int>(lessons->course().size()) - 1);
        delete lessons;
    }
    CHECK(courses >= 5);
}

TEST_CASE("Every lesson of every course is solved through the board's input and wrong moves are refused")
{
    AppFixture app;
    QStringList shownByPanel; // the steps whose move the lesson window's board cannot take
    int courses = 0;
    for (const GameInfo *info : GameRegistry::games()) {
        const QString id = QString::fromStdString(info->id);
        if (lessons::Library::files(info->id).empty())
            continue;
        ++courses;
        INFO(info->id);
        const LessonInput *input = lessonInput(info->id);
        REQUIRE(input); // every game with a course has its driver (tests/app/<game>_lesson_input.cpp)
        LessonWindow *lessons = app.window.showLessons(id);
        lessons->setReplyDelay(0);
        lessons->session().setAiDelay(0);
        lessons->session().aiPlayer().setIterationLimit(20);
        REQUIRE(QTest::qWaitForWindowExposed(lessons));
        auto *next = lessons->findChild<QPushButton *>(QStringLiteral("next"));
        for (std::size_t index = 0; index < lessons->course().size(); ++index) {
            const lessons::Lesson &lesson = lessons->course()[index];
            INFO(lesson.id);
            lessons->startLesson(static_cast<int>(index));
            QApplication::processEvents(); // lay the board out before clicking it
            REQUIRE(lessons->lessonIndex() == static_cast<int>(index));
            for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
                const lessons::Step &step = lesson.steps[i];
                INFO("step " << i + 1);
                REQUIRE(lessons->stepIndex() == static_cast<int>(i));
                CHECK(lessons->view()->markedMoves().size() == markedMoves(step));
                for (const lessons::WrongMove &wrong : step.wrong)
                    for (const std::string &move : wrong.moves)
                        enterWrongMove(*lessons, *input, move, QString::fromStdString(wrong.say.en));
                const QString where =
                    QStringLiteral("%1 %2 step %3").arg(id, QString::fromStdString(lesson.id)).arg(i + 1);
                enterShownMove(*lessons, *input, step, where, shownByPanel);
                REQUIRE(waitUntil([&] { return !lessons->repliesPending(); }));
                if (i + 1 == lesson.steps.size() && lesson.play) {
                    REQUIRE(next->isEnabled());
                    QTest::mouseClick(next, Qt::LeftButton);
                }
                // The board keeps the keys from step to step.
                CHECK(lessons->focusWidget() == lessons->view());
            }
            if (lesson.play)
                CHECK(lessons->playing()); // the closing game starts; the test above plays one out
            else
                CHECK(lessons->lessonDone());
        }
        delete lessons;
    }
    CHECK(courses >= 5);
    // Every move, the swap and the totem's answers too, has its input in the lesson window.
    CHECK(shownByPanel.join(QStringLiteral("; ")).toStdString() == "");
}

TEST_CASE("The lesson's panel keeps its width from step to step, so the board stays put")
{
    AppFixture app;
    for (const GameInfo *info : GameRegistry::games()) {
        const QString id = QString::fromStdString(info->id);
        if (lessons::Library::files(info->id).empty())
            continue;
        INFO(info->id);
        LessonWindow *lessons = quickCourse(app, id);
        lessons->resize(800, 560);
        REQUIRE(QTest::qWaitForWindowExposed(lessons));
        const QWidget *panel = lessons->findChild<QWidget *>(QStringLiteral("lessonPanel"));
        REQUIRE(panel);
        QStringList widths; // each step's panel width, where it differs from the first
        int first = -1;
        walkSteps(*lessons, [&](std::size_t index, std::size_t step) {
            if (first < 0)
                first = panel->width();
            if (panel->width() != first || lessons->width() != 800)
                widths << QStringLiteral("%1.%2: %3 of %4")
                              .arg(index + 1)
                              .arg(step + 1)
                              .arg(panel->width())
                              .arg(lessons->width());
        });
        INFO("first " << first << ", then " << widths.join(QStringLiteral(", ")).toStdString());
        CHECK(widths.isEmpty());
        delete lessons;
    }
}

TEST_CASE("Every lesson's words can be read whole at 800×600 and at scale 2, in English and Italian")
{
    // 800×560: an 800×600 screen less a title bar; 800×470: 1600×1000 at scale 2.
    AppFixture app;
    const QList<QSize> sizes {{800, 560}, {800, 470}};
    for (const QLocale &locale : {QLocale(QLocale::English, QLocale::UnitedStates), QLocale(QLocale::Italian)}) {
        Speaking speaking(locale);
        for (const GameInfo *info : GameRegistry::games()) {
            const QString id = QString::fromStdString(info->id);
            if (lessons::Library::files(info->id).empty())
                continue;
            LessonWindow *lessons = quickCourse(app, id);
            REQUIRE(QTest::qWaitForWindowExposed(lessons));
            auto *area = lessons->findChild<QScrollArea *>(QStringLiteral("lessonText"));
            REQUIRE(area);
            QStringList cut;
            for (const QSize &size : sizes) {
                lessons->resize(size);
                walkSteps(*lessons, [&](std::size_t index, std::size_t step) {
                    const QWidget *texts = area->widget();
                    const int hidden = std::max(0, texts->height() - area->viewport()->height());
                    for (const char *name : {"goal", "feedback"}) {
                        const auto *label = texts->findChild<QLabel *>(QLatin1String(name));
                        // All its lines laid out, inside the text, and the text scrolls to its end.
                        const bool whole = label->height() >= label->heightForWidth(label->width())
                            && label->geometry().bottom() < texts->height()
                            && label->width() <= area->viewport()->width()
                            && area->verticalScrollBar()->maximum() >= hidden;
                        if (!whole)
                            cut << QStringLiteral("%1 %2 %3.%4 %5 at %6×%7: %8 of %9 px high")
                                       .arg(locale.name(), id)
                                       .arg(index + 1)
                                       .arg(step + 1)
                                       .arg(QLatin1String(name))
                                       .arg(size.width())
                                       .arg(size.height())
                                       .arg(label->height())
                                       .arg(label->heightForWidth(label->width()));
                    }
                });
            }
            INFO(cut.join(QStringLiteral("; ")).toStdString());
            CHECK(cut.isEmpty());
            delete lessons;
        }
    }
}

TEST_CASE("A lesson's learner is spoken to: \"You win\", never \"You wins\" or \"Turno di Tu\"")
{
    // Every game played out at random with the learner in the first and in the last seat;
    // what the board paints and what the presentation says is read at each of the
    // learner's turns and at the end, in English and in Italian.
    static const QRegularExpression thirdPerson(
        QStringLiteral("\\bYou('s| wins| hunts| has| scores)\\b"
                       "|\\b([Aa]|di|Vince) Tu\\b|\\bTu (vince|ha|caccia|cacciava|fa)\\b|, Tu\\."));
    for (const QLocale &locale : {QLocale(QLocale::English, QLocale::UnitedStates), QLocale(QLocale::Italian)}) {
        Speaking speaking(locale);
        const QString won =
            locale.language() == QLocale::Italian ? QStringLiteral("Hai vinto") : QStringLiteral("You win");
        int learnerWins = 0;
        for (const GameInfo *info : gamesWithBoards()) {
            if (!engine_texts::translated(info->id)) // the test game speaks English only
                continue;
            const Options options = info->defaultOptions();
            std::string error;
            const int players = info->newGame(options, error)->numPlayers();
            for (const int learner : {0, players - 1}) {
                INFO(info->id << ", the learner in seat " << learner << ", " << locale.name().toStdString());
                AppFixture app;
                QVector<Seat> seats;
                for (int seat = 0; seat < players; ++seat)
                    seats << human(QStringLiteral("Anna %1").arg(seat + 1));
                seats[learner].learner = true;
                app.session().setPassScreen(false);
                REQUIRE(app.window.startGame(*info, options, seats));
                app.session().setChanceMode(GameSession::ChanceMode::Scripted);
                QStringList texts;
                QStringList painted;
                const auto read = [&] {
                    QApplication::processEvents();
                    BoardView *view = app.window.gamePage()->view();
                    TextRecorder board(view->size());
                    view->render(&board);
                    painted << board.texts();
                    const GamePresentation &words = *app.window.gamePage()->presentation();
                    texts << board.texts() << words.resultText(*app.session().state())
                          << words.positionDetails(*app.session().state(), learner);
                };
                std::mt19937 random(static_cast<unsigned>(learner + 1));
                while (!app.session().state()->isTerminal()) {
                    const std::vector<Action> legal = app.session().state()->legalActions();
                    REQUIRE(app.session().playScripted(legal[random() % legal.size()]));
                    if (app.session().state()->currentPlayer() == learner)
                        read();
                }
                read();
                const auto winners = app.session().state()->winners();
                if (winners == std::vector<int> {learner}) {
                    ++learnerWins;
                    CHECK(app.window.gamePage()->presentation()->resultText(*app.session().state()).contains(won));
                }
                QStringList wrong;
                for (const QString &text : std::as_const(texts))
                    if (thirdPerson.match(text).hasMatch() && !wrong.contains(text))
                        wrong << text;
                INFO(wrong.join(QStringLiteral(" | ")).toStdString());
                CHECK(wrong.isEmpty());
                // Where the board names the players, it names the learner too.
                const QString all = painted.join(QLatin1Char(' '));
                if (all.contains(seats[players - 1 - learner].name))
                    CHECK(all.contains(seatLabel(seats[learner])));
            }
        }
        CHECK(learnerWins > 0);
    }
}

TEST_CASE("The keyboard reaches a lesson's text and scrolls it when it is cut short")
{
    AppFixture app;
    for (const GameInfo *info : GameRegistry::games()) {
        const QString id = QString::fromStdString(info->id);
        if (lessons::Library::files(info->id).empty())
            continue;
        INFO(info->id);
        LessonWindow *lessons = quickCourse(app, id);
        lessons->resize(800, 470);
        REQUIRE(QTest::qWaitForWindowExposed(lessons));
        auto *area = lessons->findChild<QScrollArea *>(QStringLiteral("lessonText"));
        REQUIRE(area);
        CHECK((area->focusPolicy() & Qt::TabFocus));
        CHECK_FALSE(area->accessibleName().isEmpty());
        int scrolled = 0;
        walkSteps(*lessons, [&](std::size_t, std::size_t) {
            QScrollBar *bar = area->verticalScrollBar();
            if (bar->maximum() == 0)
                return;
            area->setFocus();
            bar->setValue(0);
            for (int page = 0; page < 20 && bar->value() < bar->maximum(); ++page)
                QTest::keyClick(area, Qt::Key_PageDown);
            CHECK(bar->value() == bar->maximum());
            QTest::keyClick(area, Qt::Key_Up);
            CHECK(bar->value() < bar->maximum());
            ++scrolled;
        });
        if (id == QLatin1String("wapi")) // its long goals are cut at this size
            CHECK(scrolled > 0);
        delete lessons;
    }
}

TEST_CASE("In a lesson chance is the lesson's: no key, button or setting draws for the learner")
{
    AppFixture app;
    int tried = 0;
    for (const GameInfo *info : GameRegistry::games()) {
        const QString id = QString::fromStdString(info->id);
        if (lessons::Library::files(info->id).empty() || !info->hasChance)
            continue;
        INFO(info->id);
        LessonWindow *lessons = app.window.showLessons(id);
        lessons->setReplyDelay(60000); // the replies wait: the learner has the keys meanwhile
        REQUIRE(QTest::qWaitForWindowExposed(lessons));
        const QVariant handDraw = QSettings().value(QStringLiteral("wapi/drawByHand"));
        for (std::size_t index = 0; index < lessons->course().size(); ++index) {
            if (lessons->course()[index].play)
                continue;
            lessons->startLesson(static_cast<int>(index));
            QTest::mouseClick(lessons->findChild<QPushButton *>(QStringLiteral("showMe")), Qt::LeftButton);
            GameSession &session = lessons->session();
            if (!session.chancePending())
                continue;
            ++tried;
            const int before = session.moveCount();
            // The keys that draw in a game, and the strip's and the board's own controls.
            lessons->view()->setFocus();
            for (const Qt::Key key : {Qt::Key_D, Qt::Key_P, Qt::Key_Space, Qt::Key_Return})
                QTest::keyClick(lessons->view(), key);
            for (const QAbstractButton *button : lessons->findChildren<QAbstractButton *>()) {
                INFO(button->objectName().toStdString());
                CHECK_FALSE((button->isVisible() && button->objectName().contains(QLatin1String("chance"))));
                CHECK_FALSE((button->isVisible() && button->objectName().endsWith(QLatin1String("_draw"))));
            }
            for (QCheckBox *box : lessons->view()->findChildren<QCheckBox *>())
                CHECK_FALSE(box->isVisible());
            CHECK(session.moveCount() == before);
            CHECK(session.chancePending());
        }
        CHECK(QSettings().value(QStringLiteral("wapi/drawByHand")) == handDraw);
        delete lessons;
    }
    CHECK(tried > 0);
}

TEST_CASE("Finished lessons are remembered and the course resumes at the next one")
{
    AppFixture app;
    {
        LessonWindow *lessons = app.window.showLessons(QStringLiteral("egotzi"));
        lessons->setReplyDelay(0);
        lessons->resize(1000, 700);
        REQUIRE(QTest::qWaitForWindowExposed(lessons));
        auto *start = lessons->findChild<QPushButton *>(QStringLiteral("startLesson"));
        REQUIRE(start->text() == QStringLiteral("Start the course"));
        QTest::mouseClick(start, Qt::LeftButton);
        QApplication::processEvents(); // lay the board out before clicking it
        REQUIRE(lessons->lessonIndex() == 0);
        const lessons::Lesson &lesson = lessons->course().front();
        REQUIRE_FALSE(lesson.play);
        QStringList shownByPanel;
        for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
            enterShownMove(*lessons, *lessonInput("egotzi"), lesson.steps[i], QString(), shownByPanel);
            REQUIRE(waitUntil([&] { return !lessons->repliesPending(); }));
        }
        CHECK(shownByPanel.isEmpty());
        REQUIRE(lessons->lessonDone());
        delete lessons;
    }
    // A new window (as after a restart) shows the tick and resumes at the next lesson.
    LessonWindow again(QStringLiteral("egotzi"));
    const QString first = QString::fromStdString(again.course().front().id);
    CHECK(LessonWindow::completedLessons(QStringLiteral("egotzi")) == QStringList {first});
    CHECK(again.resumeIndex() == 1);
    auto *list = again.findChild<QListWidget *>(QStringLiteral("lessons"));
    CHECK(list->currentRow() == 1);
    CHECK(list->item(0)->text().endsWith(QStringLiteral("✓")));
    CHECK_FALSE(list->item(1)->text().endsWith(QStringLiteral("✓")));
    CHECK(again.findChild<QPushButton *>(QStringLiteral("startLesson"))->text() == QStringLiteral("Start this lesson"));
}

TEST_CASE("A lesson never touches the game in progress, its autosave or the history")
{
    AppFixture app;
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    app.clickCell(QStringLiteral("c3"));
    const QStringList moves = app.moves();
    LessonWindow *lessons = app.window.showLessons(QStringLiteral("egotzi"));
    lessons->setReplyDelay(0);
    lessons->startLesson(0);
    lessons->showMe();
    REQUIRE(waitUntil([&] { return !lessons->repliesPending(); }));
    CHECK(app.moves() == moves);
    CHECK(lessons->session().autosaveFile().isEmpty());
    lessons->showCourse();
    CHECK_FALSE(lessons->session().hasGame());
    CHECK(app.moves() == moves);
}
