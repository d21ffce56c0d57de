#include "ui/computer_settings.h"

#include <algorithm>

#include <QActionGroup>
#include <QCoreApplication>
#include <QMenu>
#include <QSettings>
#include <QThread>

#include "session/ai_player.h"

namespace ludoteca::app::computer_settings {

namespace {

const QString kThreadsKey = QStringLiteral("computer/threads");
const QString kEvaluationBarKey = QStringLiteral("view/evaluationBar");

int cores() { return std::max(1, QThread::idealThreadCount()); }

} // namespace

int defaultThreads() { return std::max(1, cores() - 1); }

int threads() { return std::clamp(QSettings().value(kThreadsKey, defaultThreads()).toInt(), 1, cores()); }

void setThreads(int threads) { QSettings().setValue(kThreadsKey, std::clamp(threads, 1, cores())); }

bool evaluationBarShown() { return QSettings().value(kEvaluationBarKey, false).toBool(); }

void setEvaluationBarShown(bool shown) { QSettings().setValue(kEvaluationBarKey, shown); }

QMenu *createThreadsMenu(QWidget *parent, AiPlayer &player)
{
    auto *menu = new QMenu(QCoreApplication::translate("Computer", "Computer &Threads"), parent);
    menu->setObjectName(QStringLiteral("threads"));
    auto *group = new QActionGroup(menu);
    const int current = threads();
    for (int count = 1; count <= cores(); ++count) {
        QString text = QCoreApplication::translate("Computer", "%n thread(s)", nullptr, count);
        if (count == defaultThreads())
            text = QCoreApplication::translate("Computer", "%1 (default)").arg(text);
        QAction *action = menu->addAction(text);
        action->setObjectName(QStringLiteral("threads_%1").arg(count));
        action->setCheckable(true);
        action->setChecked(count == current);
        action->setData(count);
        group->addAction(action);
    }
    QObject::connect(group, &QActionGroup::triggered, menu, [&player](QAction *action) {
        setThreads(action->data().toInt());
        player.setThreads(threads());
    });
    return menu;
}

} // namespace ludoteca::app::computer_settings
