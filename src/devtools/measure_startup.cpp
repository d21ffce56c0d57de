#include "measure_startup.h"

#include <algorithm>
#include <cstdio>
#include <functional>
#include <memory>
#include <vector>

#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QFile>
#include <QTimer>

#include "ludoteca/core/registry.h"
#include "ui/game_card.h"
#include "ui/launcher_page.h"
#include "ui/main_window.h"

namespace ludoteca::app {

namespace {

// Resident memory in MiB (Linux); -1 elsewhere.
double residentMiB()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly))
        return -1.0;
    for (const QByteArray &line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').value(0).toDouble() / 1024.0;
    return -1.0;
}

// Notes the time of the first paint of the watched widget.
class FirstPaint : public QObject {
public:
    FirstPaint(const QElapsedTimer &clock, std::function<void(qint64)> done) : clock_(clock), done_(std::move(done)) {}

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && done_) {
            const qint64 ms = clock_.elapsed();
            auto done = std::move(done_);
            done_ = nullptr;
            QTimer::singleShot(0, [done, ms] { done(ms); });
        }
        return false;
    }

private:
    const QElapsedTimer &clock_;
    std::function<void(qint64)> done_;
};

// Runs a 10 ms ticker for `milliseconds` and prints how late it fired, then calls `then`.
void sampleLateness(QObject *owner, int milliseconds, const char *label, const std::function<void()> &then)
{
    auto *ticker = new QTimer(owner);
    ticker->setTimerType(Qt::PreciseTimer);
    ticker->setInterval(10);
    auto clock = std::make_shared<QElapsedTimer>();
    auto lateness = std::make_shared<std::vector<qint64>>();
    QObject::connect(ticker, &QTimer::timeout, owner,
                     [clock, lateness] { lateness->push_back(std::max<qint64>(0, clock->restart() - 10)); });
    clock->start();
    ticker->start();
    QTimer::singleShot(milliseconds, owner, [ticker, lateness, label, then] {
        ticker->stop();
        ticker->deleteLater();
        auto sorted = *lateness;
        std::sort(sorted.begin(), sorted.end());
        const auto at = [&](double q) {
            return sorted.empty()
                ? 0LL
                : static_cast<long long>(sorted[static_cast<std::size_t>(q * static_cast<double>(sorted.size() - 1))]);
        };
        const auto over = std::count_if(sorted.begin(), sorted.end(), [](qint64 ms) { return ms > 50; });
        std::printf("event loop lateness %s: median %lld ms, 99th percentile %lld ms, worst %lld ms; "
                    "%lld of %zu ticks over 50 ms\n",
                    label, at(0.5), at(0.99), at(1.0), static_cast<long long>(over), sorted.size());
        std::fflush(stdout);
        then();
    });
}

void measureWhileThinking(MainWindow &window)
{
    const GameInfo *info = GameRegistry::find("egotzi");
    if (!info) {
        QApplication::quit();
        return;
    }
    QVector<Seat> seats(2);
    for (auto &seat : seats) {
        seat.kind = Seat::Kind::Ai;
        seat.level = ai::Level::Hard;
    }
    window.session().setAiDelay(0);
    window.startGame(*info, info->defaultOptions(), seats);
    // Leave the board's first layout and paint out of the sample.
    QTimer::singleShot(500, &window, [&window] {
        sampleLateness(&window, 3000, "while the AI thinks (computer against computer, hard)", [&window] {
            std::printf("memory while playing: %.1f MiB\n", residentMiB());
            QFile load(QStringLiteral("/proc/loadavg"));
            if (load.open(QIODevice::ReadOnly))
                std::printf("machine load average: %s\n", load.readAll().trimmed().constData());
            std::fflush(stdout);
            window.session().abandon();
            QApplication::quit();
        });
    });
}

} // namespace

void measureStartup(MainWindow &window, const QElapsedTimer &sinceStart)
{
    auto *probe = new FirstPaint(sinceStart, [&window](qint64 ms) {
        std::printf("launcher painted after: %lld ms\n", static_cast<long long>(ms));
        // Idle a moment, then read the memory in use and the idle event loop's lateness
        // (a baseline: on a busy machine the scheduler alone makes timers late).
        QTimer::singleShot(500, &window, [&window] {
            std::printf("memory when idle: %.1f MiB\n", residentMiB());
            std::fflush(stdout);
            sampleLateness(&window, 2000, "when idle (baseline)", [&window] { measureWhileThinking(window); });
        });
    });
    probe->setParent(&window);
    // The first game card is painted once the launcher is on screen and usable.
    QWidget *watched = window.launcher()->cards().isEmpty() ? static_cast<QWidget *>(window.launcher())
                                                            : window.launcher()->cards().front();
    watched->installEventFilter(probe);
}

} // namespace ludoteca::app
