#pragma once
// HistoryRecorder: puts every game of the session into the history of games, on a worker
// thread of its own, so the window never waits for the disk.
//
// Protocol. GameSession::gameStarted() marks the start of a game; GameSession::gameOver()
// sends the finished game (its saved-game document, scores and winners, start and end) to
// the worker, which writes it in one transaction through its own HistoryStore (opened on
// the first write, in that thread). A game the player ends again after taking moves back
// replaces its first record, so it is kept once; a game that was already over when it was
// opened (a finished saved game) is not recorded again. recordAbandoned() keeps an
// unfinished game the player discards, marked as not finished; recordResigned() one a
// seat resigned, marked with that seat. The worker answers on this
// thread: recorded() with the game's id, or problem() with a message for the player (the
// history cannot be opened or written: play goes on, and the next game tries again) or
// with the notice that a damaged history was kept aside.
//
// Another program holding the history (a second copy of the app, an import) is waited for
// only briefly on the worker: the game is tried again every retryInterval() until the
// history takes it, and the player is told once, in plain words, while that lasts.
//
// Nothing is lost between the autosave and the history: the session keeps a game that
// ends in its autosave (GameSession::setKeepFinished), and the worker removes that file
// only after the transaction that keeps the game has committed, and only while the file
// still holds that game. A finished game found in the autosave folder (the app was stopped
// in between, or the history could not be written) is handed over with recordKept(). A
// game has an identity (SavedGame::identity), so one written twice is kept once.

#include <functional>
#include <optional>

#include <QDateTime>
#include <QHash>
#include <QSet>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QThread>

namespace ludoteca::app {

class GameSession;
class HistoryWriter;
struct HistoryWriterAnswer;
struct HistoryGame;

class HistoryRecorder : public QObject {
    Q_OBJECT

public:
    // `dataFolder` holds history.sqlite; empty: the standard application data folder.
    HistoryRecorder(GameSession &session, const QString &dataFolder, QObject *parent = nullptr);
    // Finishes the writes already asked for.
    ~HistoryRecorder() override;

    // Keeps the unfinished game of the autosave `file` as given up, then removes the file.
    void recordAbandoned(const QString &file);
    // Keeps the session's game, not over, as given up by `seat`, who resigned it: a loss for
    // that seat (history_stats.h); then removes its autosave.
    void recordResigned(int seat);
    // Keeps the finished game left in the autosave `file`, then removes the file; once
    // while a write of it is under way.
    void recordKept(const QString &file);
    // Writes (and reads of the names) asked for and not answered yet: while one is under
    // way the worker may be opening or writing the history's files.
    int pending() const { return pending_; }
    // Games waiting to be tried again because another program holds the history.
    int waiting() const { return waiting_; }
    // How long a game waits before it is tried again; 3 s unless told.
    int retryInterval() const { return retryMs_; }
    void setRetryInterval(int milliseconds) { retryMs_ = milliseconds; }
    // Whether the autosave `file` is on its way into the history (not a game to continue).
    bool holds(const QString &file) const { return inFlight_.contains(file); }
    // The longest a write has taken on the worker thread, in milliseconds.
    double slowestWriteMs() const { return slowestWriteMs_; }
    // The names of the history's profiles, read on the worker at the start and after each
    // game kept (empty until the first answer, or when the history cannot be opened).
    const QStringList &knownNames() const { return names_; }
    // Reads the names and ratings again (a profile was renamed elsewhere).
    void readNames();
    // A profile's Glicko-2 rating in a game and its deviation, read with the names; none
    // when it never played it.
    struct Rating {
        double rating = 0.0;
        double deviation = 0.0;
    };
    std::optional<Rating> rating(const QString &player, const QString &gameId) const;
    static QString ratingKey(const QString &player, const QString &gameId);

signals:
    void recorded(qint64 id);
    void problem(const QString &message);

private:
    void onGameOver();
    // `kept`: the autosave to remove once the game is in the history (empty: none).
    void send(const HistoryGame &game, quint64 token, const QString &kept);
    // `retry` asks again, when the history was held by another program.
    void answered(const HistoryWriterAnswer &answer, const QString &kept, const std::function<void()> &retry);

    GameSession &session_;
    QThread thread_;
    HistoryWriter *writer_ = nullptr;
    QDateTime started_;
    quint64 token_ = 0; // the game being played, for replacing its record
    bool movedSinceStart_ = false;
    int pending_ = 0;
    int waiting_ = 0;
    int retryMs_ = 3000;
    bool busyTold_ = false;              // the player knows the history is held elsewhere
    quint64 sends_ = 0;                  // every game sent, numbered
    QHash<quint64, quint64> latestSend_; // a game's token -> its latest send
    double slowestWriteMs_ = 0.0;
    QStringList names_;
    QHash<QString, Rating> ratings_;
    QSet<QString> inFlight_; // the kept files handed to the worker and not answered yet
};

} // namespace ludoteca::app
