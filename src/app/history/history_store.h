#pragma once
// The history of games: one SQLite file, history.sqlite, in the app's data folder, read
// and written through Qt SQL (the QSQLITE driver). Needs only Qt Core and Qt Sql, so that
// ludoteca-cli can link it.
//
// What it promises:
// - It never loses what it holds. Opening runs PRAGMA quick_check; a file that fails it,
//   is not SQLite, or is some other program's database is renamed to
//   history.broken-<date and time>.sqlite beside a new, empty history, and notice() says
//   so for the player. A file written by a newer version (a higher user_version) is
//   neither changed nor moved: open() refuses it and the history stays off.
// - The schema has a version (PRAGMA user_version) and the file says it is Ludoteca's
//   (PRAGMA application_id). Opening an older file migrates it step by step to
//   kSchemaVersion, each step in one transaction, so a failure leaves the older version.
// - Every game is written in one transaction, with foreign keys on, in write-ahead
//   logging mode, so a reader never waits for a writer and a crash never leaves half a
//   game. Several connections (two windows of the app, the command-line tool) may write
//   at once: each waits up to its busy timeout (kBusyTimeoutMs unless told) for the
//   others, then fails with busy() true. Opening a file of the current version writes
//   nothing, so a history another program holds for writing is still opened and read.
// - Failing to write (a full disk, a folder that cannot be written) returns false with a
//   reason; nothing is half written.
//
// A connection belongs to the thread that opened it (Qt SQL's rule): the app writes from
// a worker thread with a store of its own and reads from the GUI thread with another.

#include <QDateTime>
#include <QSqlDatabase>
#include <QString>
#include <QVector>

#include "session/saved_game.h"

namespace ludoteca::app {

// One game as the history keeps it.
struct HistoryGame {
    SavedGame document;     // the options, the seats, every move: enough to replay it
    QDateTime started;      // when it began (or was continued)
    QDateTime ended;        // when it ended, or was given up
    bool finished = true;   // false: given up or abandoned before its end
    int resignedSeat = -1;  // the seat that resigned (the game unfinished), or -1
    QVector<double> scores; // one per seat; empty when unfinished
    QVector<int> winners;   // several on a shared win; every seat, or none, on a draw
    QString aiSettings;     // a JSON object: the computer's settings (threads), or empty
    QString appVersion;
};

// Replays `saved` through the engine and fills `game` with its result. False, with the
// reason, when the engine refuses the file, or when `mustBeFinished` and it is not over.
bool historyGameFromSaved(const SavedGame &saved, HistoryGame &game, QString &error, bool mustBeFinished);

// What `seat` made of `game`: won, lost or drawn when the game ended; when a seat
// resigned, that seat lost and, in a game of two, the other won; empty otherwise.
QString seatResult(const HistoryGame &game, int seat);

// A seat as read back. A person's name is their profile's current name.
struct HistorySeat {
    int seat = 0;
    bool ai = false;
    QString level; // the AI's level key (easy, medium, hard)
    QString name;
    qint64 profileId = 0; // 0 for the AI
    double score = 0.0;
    bool winner = false;
    QString result; // won, lost, drawn; empty when unfinished (see seatResult())
};

struct HistoryEntry {
    qint64 id = 0;
    QString gameId;
    QDateTime started;
    QDateTime ended;
    bool finished = true;
    int resignedSeat = -1; // the seat that resigned, or -1
    int moveCount = 0;
    QVector<HistorySeat> seats;
};

struct HistoryProfile {
    qint64 id = 0;
    QString name;
    QString colour; // #rrggbb, or empty for the app's choice
};

class HistoryStore {
public:
    static constexpr int kSchemaVersion = 3;
    // PRAGMA application_id: "LUDO".
    static constexpr int kApplicationId = 0x4C55444F;
    static constexpr int kBusyTimeoutMs = 5000;
    static QString fileName() { return QStringLiteral("history.sqlite"); }

    // `busyTimeoutMs`: how long a write waits for another connection to let the file go.
    explicit HistoryStore(int busyTimeoutMs = kBusyTimeoutMs);
    ~HistoryStore();
    HistoryStore(const HistoryStore &) = delete;
    HistoryStore &operator=(const HistoryStore &) = delete;

    // Opens (creating or migrating) the history in `folder`; empty: the standard
    // application data folder. False, with the reason, when it cannot be used; then every
    // other call fails too.
    // `checked`: false skips SQLite's check of every page, when another connection of
    // this app has just made it (the file's kind and version are still looked at).
    bool open(const QString &folder, QString &error, bool checked = true);
    bool isOpen() const { return open_; }
    // Closes the connection (in the thread that opened it); open() may follow.
    void close();
    QString path() const { return path_; }
    // What the player should be told about the opening (a damaged file kept aside), or empty.
    QString notice() const { return notice_; }
    // Whether the last open() or write failed only because another connection held the
    // file for longer than the busy timeout: the file is not at fault, and trying again
    // later may succeed.
    bool busy() const { return busy_; }
    // The connection, for Qt's models; valid while the store is open, in this thread.
    QSqlDatabase database() const;

    // Adds `game` in one transaction; `replaces` (a game's id, or 0) is removed in the same
    // transaction: a game taken back and ended again is kept once. So is a game of the same
    // identity (historyIdentity()): it takes that game's place.
    bool record(const HistoryGame &game, qint64 &id, QString &error, qint64 replaces = 0);
    bool remove(qint64 id, QString &error);
    bool clear(QString &error);
    // The saved-game document of a game, to replay, continue or export.
    bool document(qint64 id, SavedGame &saved, QString &error) const;
    // Every game, the earliest ended first.
    bool entries(QVector<HistoryEntry> &entries, QString &error) const;

    QVector<HistoryProfile> profiles() const;
    // The profile keeps its games under the new name; refused when another has that name.
    bool renameProfile(qint64 id, const QString &name, QString &error);
    // One person under two names: the games of `from` become `into`'s, in one
    // transaction, and `from` is gone.
    bool mergeProfile(qint64 from, qint64 into, QString &error);
    bool setProfileColour(qint64 id, const QString &colour, QString &error);

private:
    enum class Check { Good, Damaged, Newer, Failed };
    bool connect(QString &error);
    void disconnect();
    Check check(QString &reason, bool whole);
    Check look(QString &reason, bool whole); // check()'s reads, inside its transaction
    // Write-ahead logging, foreign keys and the migrations, on a checked file.
    bool prepare(QString &error);
    bool migrate(QString &error);
    bool keepAside(QString &error);
    qint64 profileId(const QString &name, QString &error);

    QString connection_;
    QString path_;
    QString notice_;
    int busyTimeoutMs_ = kBusyTimeoutMs;
    bool open_ = false;
    bool busy_ = false;
};

} // namespace ludoteca::app
