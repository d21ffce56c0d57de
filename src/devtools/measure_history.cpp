#include "measure_history.h"

#include <cstdio>
#include <functional>

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QSqlError>
#include <QSqlQuery>
#include <QTableView>
#include <QThread>
#include <QTimer>

#include "history/history_dialog.h"
#include "history/history_recorder.h"
#include "history/history_store.h"
#include "ludoteca/core/registry.h"
#include "ludoteca/core/state.h"
#include "session/saved_game.h"
#include "ui/main_window.h"

namespace ludoteca::app {

namespace {

// A finished game of `gameId` (its default options) between the seats, played by always
// taking the first legal move.
bool playedGame(const char *gameId, const QVector<Seat> &seats, HistoryGame &game, QString &error)
{
    const GameInfo *info = GameRegistry::find(gameId);
    if (!info)
        return false;
    SavedGame saved;
    saved.gameId = QString::fromLatin1(gameId);
    saved.options = info->defaultOptions();
    saved.seats = seats;
    saved.seed = 5;
    saved.identity = newGameIdentity();
    auto state = replaySavedGame(saved, error);
    if (!state)
        return false;
    while (!state->isTerminal()) {
        const Action action = state->legalActions().front();
        saved.moves << QString::fromStdString(state->actionToString(action));
        state->apply(action);
    }
    if (!historyGameFromSaved(saved, game, error, true))
        return false;
    game.started = game.ended = QDateTime::currentDateTimeUtc();
    return true;
}

// Runs `step`, then lets the event loop run until the window has what it asked for (and a
// little longer, for what it paints), and prints the longest the GUI thread was held at a
// time: by the step itself, or by one event it set off.
void timed(HistoryDialog *&dialog, const char *label, const std::function<void()> &step)
{
    QElapsedTimer total;
    total.start();
    step();
    const qint64 stepNs = total.nsecsElapsed();
    TimedApplication::watch();
    QElapsedTimer settle;
    settle.start();
    while ((dialog && dialog->loading()) || settle.elapsed() < 300)
        QApplication::processEvents(QEventLoop::AllEvents, 5);
    const qint64 longestNs = std::max(stepNs, TimedApplication::takeLongest());
    std::printf("%-40s longest hold %7.1f ms\n", label, static_cast<double>(longestNs) / 1e6);
    std::fflush(stdout);
}

} // namespace

int TimedApplication::depth_ = 0;
int TimedApplication::watched_ = -1;
qint64 TimedApplication::longestNs_ = 0;

bool TimedApplication::notify(QObject *receiver, QEvent *event)
{
    if (QThread::currentThread() != thread()) // a worker's event: the GUI thread goes on
        return QApplication::notify(receiver, event);
    const int depth = depth_++;
    QElapsedTimer clock;
    clock.start();
    const bool handled = QApplication::notify(receiver, event);
    if (depth == watched_)
        longestNs_ = std::max(longestNs_, clock.nsecsElapsed());
    --depth_;
    return handled;
}

void TimedApplication::watch()
{
    watched_ = depth_;
    longestNs_ = 0;
}

qint64 TimedApplication::takeLongest()
{
    watched_ = -1;
    return longestNs_;
}

bool fillHistory(const QString &folder, int games, QString &error)
{
    HistoryStore store;
    if (!store.open(folder, error))
        return false;
    const Seat ana {Seat::Kind::Human, ai::Level::Easy, QStringLiteral("Ana")};
    const Seat ben {Seat::Kind::Human, ai::Level::Easy, QStringLiteral("Ben")};
    const Seat bot {Seat::Kind::Ai, ai::Level::Medium, QStringLiteral("Computer")};
    const struct {
        const char *game;
        QVector<Seat> seats;
    } kinds[] = {{"egotzi", {ana, bot}},
                 {"wangzi", {ana, ben}},
                 {"circular-chess", {ben, bot}},
                 {"azzanna", {ana, bot}},
                 {"wapi", {ana, ben, bot, bot}}};
    int made = 0;
    for (const auto &kind : kinds) {
        HistoryGame game;
        qint64 id = 0;
        if (!playedGame(kind.game, kind.seats, game, error) || !store.record(game, id, error)) {
            error = QStringLiteral("%1: %2").arg(QLatin1String(kind.game), error);
            return false;
        }
        ++made;
    }
    // Doubled in SQL, each copy a day earlier than the games it copies, until there are
    // enough; the ids stay 1..n, so a copy's seats are its original's moved by n.
    QSqlDatabase db = store.database();
    QSqlQuery query(db);
    const auto run = [&](const QString &statement) {
        if (!query.exec(statement)) {
            error = query.lastError().text();
            return false;
        }
        return true;
    };
    while (made < games) {
        const QString n = QString::number(made);
        if (!run(QStringLiteral("BEGIN"))
            || !run(QStringLiteral("INSERT INTO games (id, game, options, started, ended, finished, move_count, "
                                   "document, app_version, resigned_seat, identity) SELECT id + %1, game, options, "
                                   "strftime('%Y-%m-%dT%H:%M:%fZ', started, '-%1 hours'), "
                                   "strftime('%Y-%m-%dT%H:%M:%fZ', ended, '-%1 hours'), finished, move_count, "
                                   "document, app_version, resigned_seat, lower(hex(randomblob(16))) FROM games")
                        .arg(n))
            || !run(QStringLiteral("INSERT INTO seats SELECT game_id + %1, seat, kind, profile_id, level, settings, "
                                   "name, score, winner, result FROM seats WHERE game_id <= %1")
                        .arg(n))
            || !run(QStringLiteral("COMMIT")))
            return false;
        made *= 2;
    }
    return run(QStringLiteral("DELETE FROM games WHERE id > %1").arg(games));
}

void measureHistory(MainWindow &window)
{
    QTimer::singleShot(300, &window, [&window] {
        HistoryDialog *dialog = nullptr;
        timed(dialog, "open the History window", [&] { dialog = window.showHistory(); });
        std::printf("games listed: %d\n", dialog->filter()->rowCount());
        timed(dialog, "choose a player (Ana)", [&] {
            dialog->playerBox()->setCurrentIndex(std::max(0, dialog->playerBox()->findData(QStringLiteral("Ana"))));
        });
        timed(dialog, "choose a game (Wapi)", [&] {
            dialog->gameBox()->setCurrentIndex(std::max(0, dialog->gameBox()->findData(QStringLiteral("wapi"))));
        });
        timed(dialog, "choose anyone and every game again", [&] {
            dialog->playerBox()->setCurrentIndex(0);
            dialog->gameBox()->setCurrentIndex(0);
        });
        timed(dialog, "sort by players",
              [&] { dialog->table()->sortByColumn(HistoryTableModel::Players, Qt::AscendingOrder); });
        timed(dialog, "sort by end",
              [&] { dialog->table()->sortByColumn(HistoryTableModel::Ended, Qt::DescendingOrder); });
        timed(dialog, "a game ends, the window open", [&] { emit window.historyRecorder()->recorded(1); });
        dialog->hide();
        timed(dialog, "a game ends, the window closed", [&] { emit window.historyRecorder()->recorded(1); });
        timed(dialog, "open the window again", [&] { window.showHistory(); });
        dialog->setConfirm([](const QString &, const QString &) { return true; });
        timed(dialog, "clear the history", [&] { dialog->clearHistory(); });
        QApplication::quit();
    });
}

} // namespace ludoteca::app
