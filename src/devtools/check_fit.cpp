#include "check_fit.h"

#include <cstdio>
#include <functional>
#include <memory>

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QElapsedTimer>
#include <QScreen>
#include <QTimer>

#include "history/history_dialog.h"
#include "lessons/lesson_window.h"
#include "ludoteca/core/registry.h"
#include "session/seat.h"
#include "ui/main_window.h"
#include "ui/rules_dialog.h"
#include "ui/setup_dialog.h"

namespace ludoteca::app {

namespace {

// How long a window manager may take to frame a window, and then to settle it (the app
// fits a window again once its frame is known). A window measured on its way (not yet
// laid out or placed, which a busy machine can stretch past any fixed wait) is measured
// again until kGiveUpMs: one that really does not fit never comes to fit.
constexpr int kFrameWaitMs = 4000;
constexpr int kSettleMs = 700;
constexpr int kGiveUpMs = 20000;

struct Check {
    MainWindow &window;
    int failures = 0;
    int checked = 0;
};

QString describe(const QRect &rect)
{
    return QStringLiteral("%1×%2+%3+%4").arg(rect.width()).arg(rect.height()).arg(rect.x()).arg(rect.y());
}

// Waits until `widget` has a frame (a window manager framed it), lets it settle, checks it
// against its screen, then calls `next`.
void checkWindow(const std::shared_ptr<Check> &check, QWidget *widget, const QString &name, std::function<void()> next)
{
    auto clock = std::make_shared<QElapsedTimer>();
    clock->start();
    auto poll = std::make_shared<std::function<void()>>();
    *poll = [check, widget, name, next, clock, poll] {
        const bool framed = widget->frameGeometry() != widget->geometry();
        if (!framed && clock->elapsed() < kFrameWaitMs) {
            QTimer::singleShot(50, widget, *poll);
            return;
        }
        QTimer::singleShot(kSettleMs, widget, [check, widget, name, next, framed, clock, poll] {
            const QRect frame = widget->frameGeometry();
            const QRect screen = widget->screen()->availableGeometry();
            const bool fits = framed && screen.contains(frame);
            if (!fits && clock->elapsed() < kGiveUpMs) {
                (*poll)();
                return;
            }
            *poll = nullptr; // the loop ends here
            ++check->checked;
            if (!fits)
                ++check->failures;
            std::printf("%s: frame %s on %s: %s\n", qPrintable(name), qPrintable(describe(frame)),
                        qPrintable(describe(screen)),
                        !framed    ? "no frame (is a window manager running?)"
                            : fits ? "fits"
                                   : "DOES NOT FIT");
            std::fflush(stdout);
            next();
        });
    };
    (*poll)();
}

void finish(const std::shared_ptr<Check> &check)
{
    std::printf("%d windows checked, %d did not fit\n", check->checked, check->failures);
    QApplication::exit(check->failures == 0 && check->checked > 0 ? 0 : 1);
}

// A dialog the main window opens through `action`, found by its object name.
void checkDialog(const std::shared_ptr<Check> &check, const QString &actionName, const QString &dialogName,
                 std::function<void()> next)
{
    check->window.action(actionName)->trigger();
    auto *dialog = check->window.findChild<QDialog *>(dialogName);
    if (!dialog) {
        std::printf("%s: not opened\n", qPrintable(dialogName));
        ++check->failures;
        next();
        return;
    }
    checkWindow(check, dialog, dialogName, [dialog, next] {
        dialog->close();
        next();
    });
}

void checkGame(const std::shared_ptr<Check> &check)
{
    MainWindow &window = check->window;
    const GameInfo *info = GameRegistry::find("circular-chess");
    Options options;
    std::string error;
    QVector<Seat> seats;
    for (int i = 1; i <= 6; ++i)
        seats << Seat {Seat::Kind::Human, ai::Level::Easy, QStringLiteral("Player %1").arg(i)};
    if (!info || !info->resolveOptions({{"players", "6"}}, options, error)
        || !window.startGame(*info, options, seats)) {
        std::printf("a six-seat game of Circular Chess could not start\n");
        ++check->failures;
        finish(check);
        return;
    }
    checkWindow(check, &window, QStringLiteral("main window, six-seat game"), [check] {
        checkDialog(check, QStringLiteral("preferences"), QStringLiteral("settings"), [check] {
            checkDialog(check, QStringLiteral("onlineAccount"), QStringLiteral("online"), [check] {
                RulesDialog *rules = check->window.showRules(QStringLiteral("circular-chess"));
                checkWindow(check, rules, QStringLiteral("rules"), [check, rules] {
                    rules->close();
                    HistoryDialog *history = check->window.showHistory();
                    checkWindow(check, history, QStringLiteral("history"), [check, history] {
                        history->close();
                        LessonWindow *lessons = check->window.showLessons(QStringLiteral("wapi"));
                        lessons->startLesson(0);
                        checkWindow(check, lessons, QStringLiteral("lessons"), [check, lessons] {
                            lessons->close();
                            finish(check);
                        });
                    });
                });
            });
        });
    });
}

} // namespace

void checkFit(MainWindow &window)
{
    auto check = std::make_shared<Check>(Check {window});
    checkWindow(check, &window, QStringLiteral("main window, launcher"), [check] {
        SetupDialog *setup = check->window.openSetup(QStringLiteral("circular-chess"));
        if (!setup) {
            std::printf("no Circular Chess in this build\n");
            QApplication::exit(1);
            return;
        }
        checkWindow(check, setup, QStringLiteral("set-up"), [check, setup] {
            setup->reject();
            checkGame(check);
        });
    });
}

} // namespace ludoteca::app
