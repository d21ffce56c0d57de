#pragma once
// The AI seats' thinker: searches a copy of the position on a worker thread, one request at
// a time, and answers on the thread that owns this object (the GUI thread). Each request
// carries an id and the ply it was asked at, so the caller can drop an answer that comes
// back for a position that is no longer current. The GUI thread never waits for a search,
// except when this object is destroyed (the running search is cancelled first).
//
// Two kinds of request: think() answers moveChosen() with the move an AI seat plays;
// analyse() answers analysed() with what the search sees (the best moves with their values
// and lines), for hints and the evaluation bar. Both search on threads() threads. Each
// seat's search keeps its trees for its next move (ai::SearchTrees: used in games of
// perfect information when the position follows the last one searched, else ignored);
// only the worker thread touches them.

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>

#include <QObject>
#include <QThread>

#include "ludoteca/ai/search.h"
#include "ludoteca/core/state.h"

namespace ludoteca::app {

class AiPlayer : public QObject {
    Q_OBJECT

public:
    explicit AiPlayer(QObject *parent = nullptr);
    ~AiPlayer() override;

    // Starts thinking about `position` (a copy the worker owns). Returns the request id,
    // which moveChosen() repeats.
    quint64 think(std::unique_ptr<State> position, ai::Level level, std::uint64_t seed);
    // Starts analysing `position` with `settings` (its thread count is replaced by
    // threads()), keeping the `top` best moves. Returns the request id analysed() repeats.
    quint64 analyse(std::unique_ptr<State> position, ai::SearchSettings settings, int top);

    // Stops every request made so far: the running search ends early and none of them
    // answers. Later requests are unaffected.
    void cancelAll();

    // Caps the iterations of every search (0: the level's own budget). Keeps tests and
    // AI-versus-AI demonstrations quick.
    void setIterationLimit(std::uint64_t iterations) { iterationLimit_ = iterations; }
    std::uint64_t iterationLimit() const { return iterationLimit_; }

    // Threads each search runs on (at least 1).
    void setThreads(int threads);
    int threads() const { return threads_; }
    // What analyse() searches with: `settings` on threads(), capped by iterationLimit().
    ai::SearchSettings searchSettings(ai::SearchSettings settings) const;

    // Requests asked and not yet answered or cancelled.
    int pendingCount() const { return pending_; }

signals:
    // `action` is kInvalidAction only if the position had no move.
    void moveChosen(quint64 id, int ply, int action);
    void analysed(quint64 id, int ply, const ludoteca::ai::Analysis &analysis);

private:
    // Runs `work` on the worker thread unless cancelled first, then `answer` on this
    // object's thread unless cancelled meanwhile.
    template <typename Result, typename Work, typename Answer>
    quint64 post(Work work, Answer answer);

    QThread thread_;
    QObject *worker_ = nullptr; // lives in thread_
    quint64 nextId_ = 1;
    int pending_ = 0;
    std::uint64_t iterationLimit_ = 0;
    int threads_ = 1;
    std::array<std::shared_ptr<ai::SearchTrees>, kMaxPlayers> trees_;
    // One flag per generation of requests; cancelAll() raises it and starts a new one.
    std::shared_ptr<std::atomic<bool>> cancel_;
};

} // namespace ludoteca::app
