#pragma once
// HistoryReader: reads the whole history of games for the History window on a worker
// thread of its own, so that the window never waits for the database, however many games
// it holds. load() asks; loaded() answers on the asking thread with a HistorySnapshot:
// every game as a row ready to show, filter and sort (dates parsed, names and results
// split, the table's texts worded), the players to choose from, and the statistics
// computed. A load asked while one is under way is answered once, with what the history
// holds after the last ask. change() deletes games the same way, on the worker, before
// the next read: clearing a hundred thousand games takes seconds.

#include <functional>
#include <memory>

#include <QDate>
#include <QDateTime>
#include <QHash>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QThread>
#include <QVector>

#include "history/history_stats.h"
#include "history/history_store.h"

namespace ludoteca::app {

class HistoryReaderWorker;

// One game as the History window lists it.
struct HistoryRow {
    qint64 id = 0;
    QDateTime ended;    // UTC
    qint64 endedMs = 0; // the same, in milliseconds since 1970, to sort by
    QDate endedOn;      // the local day it ended, for the date filter
    QString gameId;
    QStringList players; // per seat: a profile's name or "ai:<level>"
    QStringList results; // per seat: won, lost, drawn, or empty
    int moves = 0;
    bool finished = true;
    int resignedSeat = -1;
    // What the table shows, and where each text comes in its column's order.
    QString endedText, gameText, playersText, resultText;
    int gameRank = 0, playersRank = 0, resultRank = 0;
};

struct HistorySnapshot {
    bool opened = false;
    QString error;            // why the history could not be read
    QString notice;           // what opening it had to say (a damaged file kept aside)
    QString refused;          // why a change asked before this read was not made
    QVector<HistoryRow> rows; // the latest first
    QStringList players;      // everyone who played: people by name, then computer levels
    QVector<HistoryEntry> entries;
    QVector<HistoryProfile> profiles;
    QHash<qint64, int> profileGames; // a profile's id -> how many games it played
    history::Statistics statistics;
};

// A player as people read it: a name, or "Computer (Hard)".
QString historyPlayerLabel(const QString &player);

class HistoryReader : public QObject {
    Q_OBJECT

public:
    // `dataFolder` holds history.sqlite; empty: the standard application data folder.
    explicit HistoryReader(const QString &dataFolder, QObject *parent = nullptr);
    ~HistoryReader() override;

    void load();
    // Changes the history (HistoryStore::remove, clear), then reads it; false from `edit`,
    // with a reason, is told in the snapshot's `refused`.
    using Edit = std::function<bool(HistoryStore &store, QString &error)>;
    void change(Edit edit);
    // Lets go of a snapshot shown before on the worker thread: freeing a hundred thousand
    // games takes longer than the window may wait.
    void release(std::shared_ptr<const HistorySnapshot> snapshot);
    // A load was asked for and not answered yet.
    bool loading() const { return asked_ != answered_; }

signals:
    void loaded(std::shared_ptr<const HistorySnapshot> snapshot);

private:
    QThread thread_;
    HistoryReaderWorker *worker_ = nullptr;
    quint64 asked_ = 0;
    quint64 answered_ = 0;
    bool running_ = false; // a load is on the worker now
    QVector<Edit> edits_;  // asked for since the load under way began
};

} // namespace ludoteca::app
