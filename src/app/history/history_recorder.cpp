#include "history/history_recorder.h"

#include <algorithm>
#include <map>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QMetaObject>
#include <QTimer>

#include "history/history_stats.h"
#include "history/history_store.h"
#include "session/game_session.h"
#include "session/worker_thread.h"

namespace ludoteca::app {

// What the worker answers for one write.
struct HistoryWriterAnswer {
    qint64 id = 0;
    QString error;
    bool busy = false; // another program held the history for longer than the writer waits
    QString notice;
    double milliseconds = 0.0;
    QStringList names;                               // every profile's, after the write
    QHash<QString, HistoryRecorder::Rating> ratings; // ratingKey() -> rating, after the write
};

// Lives on the recorder's thread: the store's connection belongs to it.
class HistoryWriter : public QObject {
public:
    explicit HistoryWriter(QString folder) : folder_(std::move(folder)), store_(kWaitMs) {}

    // How long a write waits for another program to let the history go: not long, since
    // the recorder tries again later, and quitting waits for the write under way.
    static constexpr int kWaitMs = 250;

    using Answer = HistoryWriterAnswer;

    // `token` non-zero: a game ended again replaces the record of the same token. `kept`:
    // the autosave that holds the game until now, removed once the history has it.
    Answer write(const HistoryGame &game, quint64 token, const QString &kept)
    {
        Answer answer;
        QElapsedTimer clock;
        clock.start();
        if (!store_.isOpen() && !store_.open(folder_, answer.error)) {
            answer.busy = store_.busy();
            return answer;
        }
        answer.notice = takeNotice();
        const auto found = token ? records_.find(token) : records_.end();
        const qint64 replaces = found == records_.end() ? 0 : found->second;
        if (store_.record(game, answer.id, answer.error, replaces)) {
            if (token)
                records_[token] = answer.id;
            removeKept(kept, game.document);
        }
        answer.busy = store_.busy();
        answer.milliseconds = static_cast<double>(clock.nsecsElapsed()) / 1e6;
        answer.names = names();
        answer.ratings = ratings();
        return answer;
    }

    // A finished game left in its autosave (the app was stopped before the history had it,
    // or the history could not be written then): into the history, then out of the folder.
    Answer writeKept(const QString &file)
    {
        SavedGame saved;
        HistoryGame game;
        Answer answer;
        if (!readSavedGame(file, saved, answer.error) || !historyGameFromSaved(saved, game, answer.error, true))
            return answer;
        const QFileInfo info(file);
        game.ended = info.lastModified().toUTC();
        game.started = info.birthTime().isValid() ? info.birthTime().toUTC() : game.ended;
        game.appVersion = QStringLiteral(LUDOTECA_VERSION);
        return write(game, 0, file);
    }

    void close() { store_.close(); }

    // What the opening had to tell the player (a damaged file kept aside), once.
    QString takeNotice()
    {
        if (noticeTold_ || !store_.isOpen())
            return {};
        noticeTold_ = true;
        return store_.notice();
    }

    QStringList names()
    {
        QString ignored;
        QStringList found;
        if (store_.isOpen() || store_.open(folder_, ignored))
            for (const HistoryProfile &profile : store_.profiles())
                found << profile.name;
        return found;
    }

    // Every profile's rating in every game it played.
    QHash<QString, HistoryRecorder::Rating> ratings()
    {
        QHash<QString, HistoryRecorder::Rating> found;
        QVector<HistoryEntry> entries;
        QString ignored;
        if (store_.isOpen() && store_.entries(entries, ignored))
            for (const history::ProfileRating &rating : history::ratings(entries))
                found.insert(HistoryRecorder::ratingKey(rating.player, rating.gameId),
                             HistoryRecorder::Rating {rating.rating.rating, rating.rating.deviation});
        return found;
    }

private:
    // Only while it still holds this very game: after an undo the file holds the game
    // going on, which is not the history's to remove.
    static void removeKept(const QString &file, const SavedGame &recorded)
    {
        SavedGame held;
        QString ignored;
        if (!file.isEmpty() && readSavedGame(file, held, ignored) && held.identity == recorded.identity
            && held.moves == recorded.moves)
            QFile::remove(file);
    }

    QString folder_;
    HistoryStore store_;
    std::map<quint64, qint64> records_;
    bool noticeTold_ = false;
};

HistoryRecorder::HistoryRecorder(GameSession &session, const QString &dataFolder, QObject *parent)
    : QObject(parent), session_(session), writer_(new HistoryWriter(dataFolder))
{
    startWorkerThread(thread_, writer_, QStringLiteral("history"));
    connect(&session_, &GameSession::gameStarted, this, [this] {
        started_ = QDateTime::currentDateTimeUtc();
        ++token_;
        movedSinceStart_ = false;
    });
    connect(&session_, &GameSession::moveMade, this, [this] { movedSinceStart_ = true; });
    connect(&session_, &GameSession::gameOver, this, &HistoryRecorder::onGameOver);
    readNames();
}

void HistoryRecorder::readNames()
{
    // The names to offer in the set-up dialog, read without making the window wait.
    ++pending_;
    HistoryWriter *writer = writer_;
    HistoryRecorder *recorder = this;
    handOver(writer);
    QMetaObject::invokeMethod(writer_, [writer, recorder] {
        takeOver(writer);
        const QStringList names = writer->names();
        const QHash<QString, HistoryRecorder::Rating> ratings = writer->ratings();
        const QString notice = writer->takeNotice();
        handOver(recorder);
        QMetaObject::invokeMethod(recorder, [recorder, names, ratings, notice] {
            takeOver(recorder);
            --recorder->pending_;
            recorder->names_ = names;
            recorder->ratings_ = ratings;
            if (!notice.isEmpty())
                emit recorder->problem(notice);
        });
    });
}

HistoryRecorder::~HistoryRecorder()
{
    // The connection is closed in its own thread, after the writes queued before it.
    HistoryWriter *writer = writer_;
    QMetaObject::invokeMethod(
        writer_, [writer] { writer->close(); }, Qt::BlockingQueuedConnection);
    thread_.quit();
    thread_.wait();
}

QString HistoryRecorder::ratingKey(const QString &player, const QString &gameId)
{
    return player + QLatin1Char('\n') + gameId;
}

std::optional<HistoryRecorder::Rating> HistoryRecorder::rating(const QString &player, const QString &gameId) const
{
    const auto found = ratings_.constFind(ratingKey(player, gameId));
    return found == ratings_.constEnd() ? std::nullopt : std::optional<Rating>(*found);
}

void HistoryRecorder::onGameOver()
{
    // Opened already over: it is in the history (or was never played here).
    if (!movedSinceStart_ || !session_.state())
        return;
    HistoryGame game;
    QString error;
    if (!historyGameFromSaved(session_.snapshot(), game, error, true)) {
        emit problem(error);
        return;
    }
    game.started = started_.isValid() ? started_ : QDateTime::currentDateTimeUtc();
    game.ended = QDateTime::currentDateTimeUtc();
    game.aiSettings = QStringLiteral(R"({"threads":%1})").arg(session_.aiPlayer().threads());
    game.appVersion = QStringLiteral(LUDOTECA_VERSION);
    send(game, token_, session_.autosaveFile());
}

void HistoryRecorder::recordKept(const QString &file)
{
    if (inFlight_.contains(file))
        return;
    inFlight_.insert(file);
    ++pending_;
    HistoryWriter *writer = writer_;
    HistoryRecorder *recorder = this;
    handOver(writer);
    QMetaObject::invokeMethod(writer_, [writer, file, recorder] {
        takeOver(writer);
        const HistoryWriter::Answer answer = writer->writeKept(file);
        handOver(recorder);
        QMetaObject::invokeMethod(recorder, [recorder, answer, file] {
            takeOver(recorder);
            recorder->answered(answer, file, [recorder, file] {
                recorder->inFlight_.remove(file);
                recorder->recordKept(file);
            });
        });
    });
}

void HistoryRecorder::recordAbandoned(const QString &file)
{
    SavedGame saved;
    QString error;
    HistoryGame game;
    // A game nobody moved in, or one that cannot be read, leaves nothing to keep.
    if (!readSavedGame(file, saved, error) || saved.moves.isEmpty()
        || !historyGameFromSaved(saved, game, error, false)) {
        QFile::remove(file);
        return;
    }
    if (game.finished) { // played to its end, and not in the history yet
        recordKept(file);
        return;
    }
    game.ended = QDateTime::currentDateTimeUtc();
    // The autosave's name was given when the game began; its last write is when it was played last.
    game.started = QFileInfo(file).birthTime().isValid() ? QFileInfo(file).birthTime().toUTC()
                                                         : QFileInfo(file).lastModified().toUTC();
    game.appVersion = QStringLiteral(LUDOTECA_VERSION);
    send(game, 0, file);
}

void HistoryRecorder::recordResigned(int seat)
{
    HistoryGame game;
    QString error;
    if (!session_.state() || seat < 0 || seat >= session_.seats().size()
        || !historyGameFromSaved(session_.snapshot(), game, error, false) || game.finished) {
        if (!error.isEmpty())
            emit problem(error);
        return;
    }
    game.resignedSeat = seat;
    game.started = started_.isValid() ? started_ : QDateTime::currentDateTimeUtc();
    game.ended = QDateTime::currentDateTimeUtc();
    game.aiSettings = QStringLiteral(R"({"threads":%1})").arg(session_.aiPlayer().threads());
    game.appVersion = QStringLiteral(LUDOTECA_VERSION);
    // A game that ended, was taken back and then resigned is kept once, as resigned.
    send(game, token_, session_.autosaveFile());
}

void HistoryRecorder::send(const HistoryGame &game, quint64 token, const QString &kept)
{
    ++pending_;
    if (!kept.isEmpty())
        inFlight_.insert(kept);
    // A game ended again after an undo supersedes its earlier ending, also one waiting to
    // be tried again.
    const quint64 serial = ++sends_;
    if (token)
        latestSend_[token] = serial;
    HistoryWriter *writer = writer_;
    // Alive until every write is answered: the destructor waits for the worker first, and
    // an answer posted to it after that is dropped with it.
    HistoryRecorder *recorder = this;
    handOver(writer);
    QMetaObject::invokeMethod(writer_, [writer, game, token, kept, recorder, serial] {
        takeOver(writer);
        const HistoryWriter::Answer answer = writer->write(game, token, kept);
        handOver(recorder);
        QMetaObject::invokeMethod(recorder, [recorder, answer, game, token, kept, serial] {
            takeOver(recorder);
            recorder->answered(answer, kept, [recorder, game, token, kept, serial] {
                if (!token || recorder->latestSend_.value(token) == serial)
                    recorder->send(game, token, kept);
            });
        });
    });
}

void HistoryRecorder::answered(const HistoryWriterAnswer &answer, const QString &kept,
                               const std::function<void()> &retry)
{
    --pending_;
    slowestWriteMs_ = std::max(slowestWriteMs_, answer.milliseconds);
    names_ = answer.names;
    ratings_ = answer.ratings;
    if (!answer.notice.isEmpty())
        emit problem(answer.notice);
    if (answer.busy) {
        // Another program has the history for now (a second copy of the app, an import, a
        // tool left open): the game stays where it is kept and is tried again, and the
        // player is told once while it lasts, without the database's words.
        ++waiting_;
        QTimer::singleShot(retryMs_, this, [this, retry] {
            --waiting_;
            retry();
        });
        if (!busyTold_)
            emit problem(tr("Another program is using the history of games, so this game is not in it yet. It "
                            "is kept, and goes into the history as soon as the history is free."));
        busyTold_ = true;
        return;
    }
    inFlight_.remove(kept);
    if (answer.id) {
        busyTold_ = false;
        emit recorded(answer.id);
    } else
        emit problem(tr("This game could not be kept in the history of games. %1").arg(answer.error));
}

} // namespace ludoteca::app
