#include "session/ai_player.h"

#include <algorithm>

#include <QMetaObject>

#ifdef __linux__
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace ludoteca::app {

AiPlayer::AiPlayer(QObject *parent)
    : QObject(parent), worker_(new QObject), cancel_(std::make_shared<std::atomic<bool>>(false))
{
    thread_.setObjectName(QStringLiteral("ai-worker"));
    worker_->moveToThread(&thread_);
    connect(&thread_, &QThread::finished, worker_, &QObject::deleteLater);
    thread_.start(QThread::LowPriority);
#ifdef __linux__
    // QThread's priorities do nothing under Linux's default scheduler; a higher nice value
    // for the worker keeps the window responsive on a busy machine.
    QMetaObject::invokeMethod(worker_, [] { setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), 8); });
#endif
}

AiPlayer::~AiPlayer()
{
    cancelAll();
    thread_.quit();
    thread_.wait();
}

quint64 AiPlayer::think(std::unique_ptr<State> position, ai::Level level, std::uint64_t seed)
{
    const quint64 id = nextId_++;
    const int ply = position->ply();
    ++pending_;
    std::shared_ptr<State> shared(std::move(position));
    const auto cancel = cancel_;
    const std::uint64_t limit = iterationLimit_;
    // The destructor joins the worker thread before QObject's own destructor runs, so
    // `self` outlives every use below; posted answers die with the object.
    AiPlayer *self = this;
    // Runs on the worker thread; the answer is queued back to this object's thread.
    QMetaObject::invokeMethod(worker_, [self, shared, cancel, level, seed, limit, id, ply] {
        Action action = kInvalidAction;
        if (!cancel->load())
            action = ai::chooseMove(*shared, level, seed, cancel.get(), {limit, 0});
        const bool cancelled = cancel->load();
        QMetaObject::invokeMethod(
            self, [self, id, ply, action, cancelled] { self->deliver(id, ply, action, cancelled); },
            Qt::QueuedConnection);
    });
    return id;
}

void AiPlayer::cancelAll()
{
    cancel_->store(true);
    cancel_ = std::make_shared<std::atomic<bool>>(false);
}

void AiPlayer::deliver(quint64 id, int ply, int action, bool cancelled)
{
    pending_ = std::max(0, pending_ - 1);
    if (!cancelled)
        emit moveChosen(id, ply, action);
}

} // namespace ludoteca::app
