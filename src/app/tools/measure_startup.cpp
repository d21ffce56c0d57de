#include "tools/measure_startup.h"

#include <algorithm>
#include <cstdio>
#include <memory>

#include <QApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QFile>
#include <QTimer>

#include "ludoteca/core/registry.h"
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

// Notes the time of the launcher's first paint.
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

void measureLatency(MainWindow &window)
{
    const GameInfo *info = GameRegistry::find("egotzi");
    if (!info) {
        std::printf("event loop latency: skipped (no game to play)\n");
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

    // A 10 ms ticker: how late does it fire while the AI searches?
    auto *ticker = new QTimer(&window);
    ticker->setTimerType(Qt::PreciseTimer);
    ticker->setInterval(10);
    auto clock = std::make_shared<QElapsedTimer>();
    auto worst = std::make_shared<qint64>(0);
    auto ticks = std::make_shared<int>(0);
    clock->start();
    QObject::connect(ticker, &QTimer::timeout, &window, [clock, worst, ticks] {
        *worst = std::max(*worst, clock->restart() - 10);
        ++*ticks;
    });
    ticker->start();
    QTimer::singleShot(3000, &window, [&window, ticker, worst, ticks] {
        ticker->stop();
        std::printf("event loop latency while the AI thinks: worst %lld ms over %d ticks (AI busy: %s)\n",
                    static_cast<long long>(*worst), *ticks, window.session().busy() ? "yes" : "no");
        std::printf("memory while playing: %.1f MiB\n", residentMiB());
        std::fflush(stdout);
        window.session().abandon();
        QApplication::quit();
    });
}

} // namespace

void measureStartup(MainWindow &window, const QElapsedTimer &sinceStart)
{
    auto *probe = new FirstPaint(sinceStart, [&window](qint64 ms) {
        std::printf("launcher painted after: %lld ms\n", static_cast<long long>(ms));
        // Idle a moment, then read the memory in use.
        QTimer::singleShot(500, &window, [&window] {
            std::printf("memory when idle: %.1f MiB\n", residentMiB());
            std::fflush(stdout);
            measureLatency(window);
        });
    });
    probe->setParent(&window);
    window.launcher()->installEventFilter(probe);
}

} // namespace ludoteca::app
