#include "session/worker_thread.h"

#include <QMetaObject>

#ifdef __linux__
#include <sys/resource.h>
#include <unistd.h>
#endif

namespace ludoteca::app {

void startWorkerThread(QThread &thread, QObject *worker, const QString &name)
{
    thread.setObjectName(name);
    worker->moveToThread(&thread);
    QObject::connect(&thread, &QThread::finished, worker, &QObject::deleteLater);
    thread.start(QThread::LowPriority);
#ifdef __linux__
    // QThread's priorities do nothing under Linux's default scheduler; a higher nice value
    // for the worker keeps the window responsive on a busy machine.
    QMetaObject::invokeMethod(worker, [] { setpriority(PRIO_PROCESS, static_cast<id_t>(gettid()), 8); });
#endif
}

} // namespace ludoteca::app
