#pragma once
// GameReviewer: the review's thinker. It analyses every position of a game (ai::reviewGame)
// on a worker thread, on a copy the worker owns, and answers on the thread that owns this
// object (the GUI thread), position by position, so the chart grows while the review runs.
//
// Protocol. start() cancels any review in progress and begins a new one; each position
// analysed arrives as positionReviewed(ply), its analysis readable with analysis(ply), and
// the end as finished(). cancel() stops the search at once: no answer of a cancelled review
// is delivered (each review carries a generation number, and late answers of an older one
// are dropped). The GUI thread never waits for a search, except when this object is
// destroyed (the running review is cancelled first).

#include <atomic>
#include <memory>
#include <vector>

#include <QObject>
#include <QThread>

#include "ludoteca/ai/review.h"
#include "ludoteca/core/state.h"

namespace ludoteca::app {

class GameReviewer : public QObject {
    Q_OBJECT

public:
    explicit GameReviewer(QObject *parent = nullptr);
    ~GameReviewer() override;

    // Reviews `game` from its first position to its last (`game` itself) with `request`
    // (its cancel flag is the reviewer's own).
    void start(std::unique_ptr<State> game, ai::ReviewRequest request);
    void cancel();

    bool running() const { return running_; }
    // Positions in the review asked last: game.ply() + 1.
    int positionCount() const { return positions_; }
    const std::vector<ai::Analysis> &analyses() const { return analyses_; }

signals:
    void positionReviewed(int ply);
    void finished();

private:
    void deliver(quint64 generation, ai::Analysis analysis);
    void end(quint64 generation);

    QThread thread_;
    QObject *worker_ = nullptr; // lives in thread_
    quint64 generation_ = 0;
    bool running_ = false;
    int positions_ = 0;
    std::vector<ai::Analysis> analyses_;
    // One flag per review; cancel() raises it.
    std::shared_ptr<std::atomic<bool>> cancel_;
};

} // namespace ludoteca::app
