#include "session/ai_player.h"

#include <algorithm>

#include <QMetaObject>

#include "session/worker_thread.h"

namespace ludoteca::app {

AiPlayer::AiPlayer(QObject *parent)
    : QObject(parent), worker_(new QObject), cancel_(std::make_shared<std::atomic<bool>>(false))
{
    startWorkerThread(thread_, worker_, QStringLiteral("ai-worker"));
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
