// The lessons' pictures: Wang Zi's course list with its first lesson finished, then its
// third lesson with the board marking the step (the territory to close), then the same
// step after a wrong move, the lesson panel saying why.

#include <QCoreApplication>
#include <QTimer>

#include "lessons/lesson_window.h"
#include "ludoteca/core/state.h"
#include "screenshot_support.h"
#include "tour_registry.h"
#include "ui/main_window.h"

namespace ludoteca::app {

namespace {

void takeLessonScreenshots(MainWindow &window, const QString &folder, std::function<void()> done)
{
    LessonWindow *lessons = window.showLessons(QStringLiteral("wangzi"));
    lessons->setReplyDelay(0);
    resizeOnScreen(lessons, 1100, 720);
    // The first lesson, finished.
    lessons->startLesson(0);
    while (!lessons->lessonDone() && lessons->shownMove() != kInvalidAction) {
        lessons->showMe();
        while (lessons->repliesPending())
            QCoreApplication::processEvents();
        if (!lessons->lessonDone())
            lessons->next();
    }
    lessons->showCourse();
    QTimer::singleShot(400, lessons, [lessons, folder, done] {
        saveScreenshot(lessons, folder, QStringLiteral("lessons-course"));
        lessons->startLesson(2);
        QTimer::singleShot(600, lessons, [lessons, folder, done] {
            saveScreenshot(lessons, folder, QStringLiteral("lessons-step"));
            const auto &step = lessons->course()[2].steps.front();
            if (!step.wrong.empty()) {
                std::string error;
                const State &state = *lessons->session().state();
                lessons->session().playHuman(state.parseAction(step.wrong.front().moves.front(), error));
            }
            QTimer::singleShot(400, lessons, [lessons, folder, done] {
                saveScreenshot(lessons, folder, QStringLiteral("lessons-wrong"));
                lessons->close();
                done();
            });
        });
    });
}

} // namespace

LUDOTECA_REGISTER_TOUR(80, "wangzi", takeLessonScreenshots)

} // namespace ludoteca::app
