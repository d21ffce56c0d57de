#pragma once
// The worker thread of a background search (the AI seats' AiPlayer, the review's
// GameReviewer): `worker` moves to `thread`, which starts at a low priority and deletes
// the worker when it finishes. The owner quits and waits for the thread in its destructor.

#include <QObject>
#include <QString>
#include <QThread>

#if defined(__SANITIZE_THREAD__)
#include <sanitizer/tsan_interface.h>
#endif

namespace ludoteca::app {

void startWorkerThread(QThread &thread, QObject *worker, const QString &name);

// Tells ThreadSanitizer of a hand-over through Qt's event queue (a request posted to the
// worker, an answer posted back): Qt's locking is not instrumented, so without this what a
// request refers to (the position, the tables it reads) looks raced once the search's own
// threads read it. handOver() before posting, takeOver() on arrival, with the same `token`.
// Nothing in other builds.
#if defined(__SANITIZE_THREAD__)
inline void handOver(const void *token) { __tsan_release(const_cast<void *>(token)); }
inline void takeOver(const void *token) { __tsan_acquire(const_cast<void *>(token)); }
#else
inline void handOver(const void *) {}
inline void takeOver(const void *) {}
#endif

} // namespace ludoteca::app
