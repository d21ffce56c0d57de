#include "review/game_reviewer.h"

#include <QMetaObject>

#include "session/worker_thread.h"

namespace ludoteca::app {

GameReviewer::GameReviewer(QObject *parent)
    : QObject(parent), worker_(new QObject), cancel_(std::make_shared<std::atomic<bool>>(false))
{
    startWorkerThread(thread_, worker_, QStringLiteral("review-worker"));
}

GameReviewer::~GameReviewer()
{
    cancel();
    thread_.quit();
    thread_.wait();
}

void GameReviewer::start(std::unique_ptr<State> game, ai::ReviewRequest request)
{
    cancel();
    const quint64 generation = ++generation_;
    running_ = true;
    positions_ = game->ply() + 1;
    analyses_.clear();
    analyses_.reserve(static_cast<std::size_t>(positions_));
    std::shared_ptr<State> shared(std::move(game));
    const auto flag = cancel_;
    request.cancel = flag.get();
    // The destructor joins the worker thread first, so `self` outlives every use below.
    GameReviewer *self = this;
    handOver(flag.get());
    QMetaObject::invokeMethod(worker_, [self, shared, flag, request, generation] {
        takeOver(flag.get());
        ai::reviewGame(*shared, request, [self, flag, generation](const State &, const ai::Analysis &analysis) {
            handOver(flag.get());
            QMetaObject::invokeMethod(
                self,
                [self, flag, generation, analysis] {
                    takeOver(flag.get());
                    self->deliver(generation, analysis);
                },
                Qt::QueuedConnection);
        });
        QMetaObject::invokeMethod(
            self, [self, generation] { self->end(generation); }, Qt::QueuedConnection);
    });
}

void GameReviewer::cancel()
{
    cancel_->store(true);
    cancel_ = std::make_shared<std::atomic<bool>>(false);
    ++generation_;
    running_ = false;
}

void GameReviewer::deliver(quint64 generation, ai::Analysis analysis)
{
    if (generation != generation_)
        return;
    analyses_.push_back(std::move(analysis));
    emit positionReviewed(static_cast<int>(analyses_.size()) - 1);
}

void GameReviewer::end(quint64 generation)
{
    if (generation != generation_)
        return;
    running_ = false;
    emit finished();
}

} // namespace ludoteca::app
