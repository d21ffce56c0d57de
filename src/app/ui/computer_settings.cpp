#include "ui/computer_settings.h"

#include <algorithm>
#include <iterator>

#include <QCoreApplication>
#include <QSettings>
#include <QThread>

namespace ludoteca::app::computer_settings {

namespace {

const QString kThreadsKey = QStringLiteral("computer/threads");
const QString kEvaluationBarKey = QStringLiteral("view/evaluationBar");
const QString kPaceKey = QStringLiteral("play/pace");
constexpr int kPaceDelays[] = {0, 250, 700, 1500};
constexpr int kPaces = static_cast<int>(std::size(kPaceDelays));

} // namespace

int cores() { return std::max(1, QThread::idealThreadCount()); }

int defaultThreads() { return std::max(1, cores() - 1); }

int threads() { return std::clamp(QSettings().value(kThreadsKey, defaultThreads()).toInt(), 1, cores()); }

void setThreads(int threads) { QSettings().setValue(kThreadsKey, std::clamp(threads, 1, cores())); }

QStringList paceNames()
{
    return {QCoreApplication::translate("Computer", "Instant"), QCoreApplication::translate("Computer", "Quick"),
            QCoreApplication::translate("Computer", "Relaxed"), QCoreApplication::translate("Computer", "Slow")};
}

int pace() { return std::clamp(QSettings().value(kPaceKey, 2).toInt(), 0, kPaces - 1); }

void setPace(int index) { QSettings().setValue(kPaceKey, std::clamp(index, 0, kPaces - 1)); }

int paceDelay(int index) { return kPaceDelays[std::clamp(index, 0, kPaces - 1)]; }

bool evaluationBarShown() { return QSettings().value(kEvaluationBarKey, false).toBool(); }

void setEvaluationBarShown(bool shown) { QSettings().setValue(kEvaluationBarKey, shown); }

} // namespace ludoteca::app::computer_settings
