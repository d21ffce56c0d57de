#include "history/history_recorder.h"

#include <algorithm>
#include <map>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QMetaObject>

#include "history/history_stats.h"
#include "history/history_store.h"
#include "session/game_session.h"
#include "session/worker_thread.h"

namespace ludoteca::app {

// Lives on the recorder's thread: the store's connection belongs to it.
class HistoryWriter : public QObject {
public:
    explicit HistoryWriter(QString folder) : folder_(std::move(folder)) {}

    struct Answer {
        qint64 id = 0;
        QString error;
        QString notice;
        double milliseconds = 0.0;
        QStringList names;              // every profile's, after the write
        QHash<QString, double> ratings; // ratingKey() -> rating, after the write
    };

    // `token` non-zero: a game ended again replaces the record of the same token.
    Answer write(const HistoryGame &game, quint64 token)
    {
        Answer answer;
        QElapsedTimer clock;
        clock.start();
        if (!store_.isOpen() && !store_.open(folder_, answer.error))
            return answer;
        answer.notice = takeNotice();
        const auto found = token ? records_.find(token) : records_.end();
        const qint64 replaces = found == records_.end() ? 0 : found->second;
        if (store_.record(game, answer.id, answer.error, replaces) && token)
            records_[token] = answer.id;
        answer.milliseconds = static_cast<double>(clock.nsecsElapsed()) / 1e6;
        answer.names = names();
        answer.ratings = ratings();
        return answer;
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
    QHash<QString, double> ratings()
    {
        QHash<QString, double> found;
        QVector<HistoryEntry> entries;
        QString ignored;
        if (store_.isOpen() && store_.entries(entries, ignored))
            for (const history::ProfileRating &rating : history::ratings(entries))
                found.insert(HistoryRecorder::ratingKey(rating.player, rating.gameId), rating.rating.rating);
        return found;
    }

private:
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
        const QHash<QString, double> ratings = writer->ratings();
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

std::optional<double> HistoryRecorder::rating(const QString &player, const QString &gameId) const
{
    const auto found = ratings_.constFind(ratingKey(player, gameId));
    return found == ratings_.constEnd() ? std::nullopt : std::optional<double>(*found);
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
    send(game, token_);
}

void HistoryRecorder::recordAbandoned(const QString &file)
{
    SavedGame saved;
    QString error;
    HistoryGame game;
    // A game nobody moved in, or one that cannot be read, leaves nothing to keep.
    if (!readSavedGame(file, saved, error) || saved.moves.isEmpty() || !historyGameFromSaved(saved, game, error, false)
        || game.finished)
        return;
    game.ended = QDateTime::currentDateTimeUtc();
    // The autosave's name was given when the game began; its last write is when it was played last.
    game.started = QFileInfo(file).birthTime().isValid() ? QFileInfo(file).birthTime().toUTC()
                                                         : QFileInfo(file).lastModified().toUTC();
    game.appVersion = QStringLiteral(LUDOTECA_VERSION);
    send(game, 0);
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
    send(game, token_);
}

void HistoryRecorder::send(const HistoryGame &game, quint64 token)
{
    ++pending_;
    HistoryWriter *writer = writer_;
    // Alive until every write is answered: the destructor waits for the worker first, and
    // an answer posted to it after that is dropped with it.
    HistoryRecorder *recorder = this;
    handOver(writer);
    QMetaObject::invokeMethod(writer_, [writer, game, token, recorder] {
        takeOver(writer);
        const HistoryWriter::Answer answer = writer->write(game, token);
        handOver(recorder);
        QMetaObject::invokeMethod(recorder, [recorder, answer] {
            takeOver(recorder);
            --recorder->pending_;
            recorder->slowestWriteMs_ = std::max(recorder->slowestWriteMs_, answer.milliseconds);
            recorder->names_ = answer.names;
            recorder->ratings_ = answer.ratings;
            if (!answer.notice.isEmpty())
                emit recorder->problem(answer.notice);
            if (answer.id)
                emit recorder->recorded(answer.id);
            else
                emit recorder->problem(
                    HistoryRecorder::tr("This game could not be kept in the history of games. %1").arg(answer.error));
        });
    });
}

} // namespace ludoteca::app
