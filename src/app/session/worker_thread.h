#pragma once
// The worker thread of a background search (the AI seats' AiPlayer, the review's
// GameReviewer): `worker` moves to `thread`, which starts at a low priority and deletes
// the worker when it finishes. The owner quits and waits for the thread in its destructor.

#include <QObject>
#include <QString>
#include <QThread>

namespace ludoteca::app {

void startWorkerThread(QThread &thread, QObject *worker, const QString &name);

} // namespace ludoteca::app
