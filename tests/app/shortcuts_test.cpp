// No key means two things in one place: the window's shortcuts differ from one another,
// and no board reads a key that a window shortcut would take from it first.
#include <catch2/catch.hpp>

#include <QAction>
#include <QKeyEvent>
#include <QMenu>
#include <QMenuBar>

#include "app_test_support.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

// Every shortcut the main window answers to, from its actions and its menus' actions.
QMultiMap<QKeySequence, QString> windowShortcuts(MainWindow &window)
{
    QSet<QAction *> actions;
    for (QAction *action : window.actions())
        actions.insert(action);
    for (QMenu *menu : window.menuBar()->findChildren<QMenu *>())
        for (QAction *action : menu->actions())
            actions.insert(action);
    for (QMenu *menu : window.findChildren<QMenu *>())
        for (QAction *action : menu->actions())
            actions.insert(action);
    QMultiMap<QKeySequence, QString> shortcuts;
    for (QAction *action : std::as_const(actions))
        for (const QKeySequence &keys : action->shortcuts())
            shortcuts.insert(keys, action->text());
    return shortcuts;
}

// Whether `view` takes the key press `keys` for itself; a view ignores a key it does not
// read. The event goes straight to the view: through the application, the window's
// shortcuts would answer it first, which is the clash this looks for.
bool viewReads(QObject *view, const QKeySequence &keys)
{
    const QKeyCombination combination = keys[0];
    QKeyEvent press(QEvent::KeyPress, combination.key(), combination.keyboardModifiers());
    press.setAccepted(true);
    view->event(&press);
    return press.isAccepted();
}

} // namespace

TEST_CASE("Every window shortcut is unique and no board reads one of them")
{
    AppFixture app;
    const QMultiMap<QKeySequence, QString> shortcuts = windowShortcuts(app.window);
    REQUIRE(shortcuts.contains(QKeySequence(Qt::Key_H))); // the collection sees the Move menu
    for (const QKeySequence &keys : shortcuts.uniqueKeys()) {
        INFO(keys.toString().toStdString() << ": " << shortcuts.values(keys).join(QStringLiteral(", ")).toStdString());
        CHECK(shortcuts.count(keys) == 1);
    }

    for (const GameInfo *info : GameRegistry::games()) {
        QVector<Seat> seats;
        for (int seat = 0; seat < info->minPlayers; ++seat)
            seats << human(QStringLiteral("Player %1").arg(seat + 1));
        REQUIRE(app.startDefault(info->id.c_str(), seats));
        BoardView *view = app.window.gamePage()->view();
        REQUIRE(view);
        for (const QKeySequence &keys : shortcuts.uniqueKeys()) {
            INFO(info->id << " reads " << keys.toString().toStdString());
            CHECK_FALSE(viewReads(view, keys));
        }
    }
}

TEST_CASE("P passes in Wang Zi and pausing the computer has a key of its own")
{
    AppFixture app;
    QAction *pause = app.window.action(QStringLiteral("pause"));
    REQUIRE(pause);
    CHECK(pause->shortcuts().contains(QKeySequence(Qt::Key_Pause)));
    CHECK_FALSE(windowShortcuts(app.window).contains(QKeySequence(Qt::Key_P)));

    REQUIRE(app.startDefault("wangzi", {human(QStringLiteral("Ana")), computer(QStringLiteral("Bot"))}));
    CHECK(viewReads(app.window.gamePage()->view(), QKeySequence(Qt::Key_P)));
}
