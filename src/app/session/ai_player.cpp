#include "session/ai_player.h"

#include <algorithm>

#include <QMetaObject>

#include "session/worker_thread.h"

namespace ludoteca::app {

AiPlayer::AiPlayer(QObject *parent)
    : QObject(parent), worker_(new QObject), cancel_(std::make_shared<std::atomic<bool>>(false))
{
    for (auto &trees : trees_)
        trees = std::make_shared<ai::SearchTrees>();
    startWorkerThread(thread_, worker_, QStringLiteral("ai-worker"));
}

AiPlayer::~AiPlayer()
{
    cancelAll();
    thread_.quit();
    thread_.wait();
}

template <typename Result, typename Work, typename Answer>
quint64 AiPlayer::post(Work work, Answer answer)
{
    const quint64 id = nextId_++;
    ++pending_;
    const auto cancel = cancel_;
    // The destructor joins the worker thread before QObject's own destructor runs, so
    // `self` outlives every use below; posted answers die with the object.
    AiPlayer *self = this;
    // Runs on the worker thread; the answer is queued back to this object's thread.
    handOver(cancel.get());
    QMetaObject::invokeMethod(worker_, [self, cancel, work, answer, id] {
        takeOver(cancel.get());
        Result result {};
        if (!cancel->load())
            result = work(cancel.get());
        const bool cancelled = cancel->load();
        handOver(cancel.get());
        QMetaObject::invokeMethod(
            self,
            [self, id, result, cancelled, answer, cancel] {
                takeOver(cancel.get());
                self->pending_ = std::max(0, self->pending_ - 1);
                if (!cancelled)
                    answer(id, result);
            },
            Qt::QueuedConnection);
    });
    return id;
}

quint64 AiPlayer::think(std::unique_ptr<State> position, ai::Level level, std::uint64_t seed)
{
    const int ply = position->ply();
    std::shared_ptr<State> shared(std::move(position));
    const std::uint64_t limit = iterationLimit_;
    const int threads = threads_;
    const int seat = shared->currentPlayer();
    std::shared_ptr<ai::SearchTrees> trees;
    if (seat >= 0 && seat < kMaxPlayers)
        trees = trees_[static_cast<std::size_t>(seat)];
    return post<Action>(
        [shared, level, seed, limit, threads, trees](const std::atomic<bool> *cancel) {
            return ai::chooseMove(*shared, level, seed, cancel, {limit, 0}, threads, trees.get());
        },
        [this, ply](quint64 id, Action action) { emit moveChosen(id, ply, action); });
}

quint64 AiPlayer::analyse(std::unique_ptr<State> position, ai::SearchSettings settings, int top)
{
    const int ply = position->ply();
    std::shared_ptr<State> shared(std::move(position));
    settings = searchSettings(settings);
    return post<ai::Analysis>(
        [shared, settings, top](const std::atomic<bool> *cancel) {
            ai::SearchSettings cancellable = settings;
            cancellable.cancel = cancel;
            return ai::analyse(*shared, cancellable, top);
        },
        [this, ply](quint64 id, const ai::Analysis &analysis) { emit analysed(id, ply, analysis); });
}

void AiPlayer::setThreads(int threads) { threads_ = std::max(1, threads); }

ai::SearchSettings AiPlayer::searchSettings(ai::SearchSettings settings) const
{
    settings.threads = threads_;
    if (iterationLimit_ != 0)
        settings.iterations =
            settings.iterations == 0 ? iterationLimit_ : std::min(settings.iterations, iterationLimit_);
    return settings;
}

void AiPlayer::cancelAll()
{
    cancel_->store(true);
    cancel_ = std::make_shared<std::atomic<bool>>(false);
}

} // namespace ludoteca::app
