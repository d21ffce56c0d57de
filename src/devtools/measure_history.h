#pragma once
// `ludoteca-devtools --measure-history N`: fills a history of N games in a folder of its
// own, then prints how long the GUI thread is held by each thing a player does with the
// History window (opening it, choosing a player, sorting, a game ending with the window
// open and with it closed); then quits. The figures are in docs/history.md.

#include <QApplication>
#include <QString>

namespace ludoteca::app {

// The app, noting how long each event held the GUI thread while measureHistory() asks.
class TimedApplication : public QApplication {
public:
    using QApplication::QApplication;
    bool notify(QObject *receiver, QEvent *event) override;

    // Times the events handed out from here on by an event loop run at this depth, until
    // takeLongest() answers the longest, in nanoseconds.
    static void watch();
    static qint64 takeLongest();

private:
    static int depth_;
    static int watched_;
    static qint64 longestNs_;
};

// Fills `folder`'s history with `games` games; false, with the reason, when it cannot.
bool fillHistory(const QString &folder, int games, QString &error);
// Runs the measurements on `window`, whose data folder holds the history; then quits.
void measureHistory(class MainWindow &window);

} // namespace ludoteca::app
