#include "history/history_reader.h"

#include <algorithm>
#include <utility>

#include <QLocale>
#include <QMetaObject>
#include <QSet>

#include "history/history_dialog.h"
#include "ludoteca/core/registry.h"
#include "session/seat.h"
#include "session/worker_thread.h"

namespace ludoteca::app {

namespace {

QString gameName(const QString &gameId)
{
    const GameInfo *info = GameRegistry::find(gameId.toStdString());
    return info ? QString::fromStdString(info->name) : gameId;
}

bool isComputer(const QString &player) { return player.startsWith(QLatin1String("ai:")); }

HistoryRow rowOf(const HistoryEntry &entry)
{
    HistoryRow row;
    row.id = entry.id;
    row.ended = entry.ended;
    row.endedMs = entry.ended.toMSecsSinceEpoch();
    row.endedOn = entry.ended.toLocalTime().date();
    row.gameId = entry.gameId;
    row.moves = entry.moveCount;
    row.finished = entry.finished;
    row.resignedSeat = entry.resignedSeat;
    QStringList labels;
    for (const HistorySeat &seat : entry.seats) {
        row.players << (seat.ai ? QStringLiteral("ai:") + seat.level : seat.name);
        row.results << seat.result;
        labels << historyPlayerLabel(row.players.back());
    }
    row.endedText = QLocale().toString(entry.ended.toLocalTime(), QLocale::ShortFormat);
    row.gameText = gameName(entry.gameId);
    row.playersText = QLocale().createSeparatedList(labels);
    if (!entry.finished) {
        row.resultText = entry.resignedSeat >= 0 && entry.resignedSeat < labels.size()
            ? HistoryDialog::tr("%1 resigned").arg(labels[entry.resignedSeat])
            : HistoryDialog::tr("Given up");
    } else {
        QStringList winners;
        for (int seat = 0; seat < labels.size(); ++seat)
            if (row.results[seat] == QLatin1String("won"))
                winners << labels[seat];
        row.resultText = winners.isEmpty() ? HistoryDialog::tr("Draw")
                                           : HistoryDialog::tr("Won by %1").arg(QLocale().createSeparatedList(winners));
    }
    return row;
}

// Numbers each row's `text` by its place among the column's texts, as people sort them,
// so that sorting the table compares numbers.
void rank(HistorySnapshot &snapshot, QString HistoryRow::*text, int HistoryRow::*place)
{
    QStringList texts;
    for (const HistoryRow &row : std::as_const(snapshot.rows))
        texts << row.*text;
    std::sort(texts.begin(), texts.end());
    texts.erase(std::unique(texts.begin(), texts.end()), texts.end());
    std::sort(texts.begin(), texts.end(),
              [](const QString &a, const QString &b) { return QString::localeAwareCompare(a, b) < 0; });
    QHash<QString, int> places;
    for (int i = 0; i < texts.size(); ++i)
        places.insert(texts[i], i);
    for (HistoryRow &row : snapshot.rows)
        row.*place = places.value(row.*text);
}

} // namespace

QString historyPlayerLabel(const QString &player)
{
    if (!isComputer(player))
        return player;
    ai::Level level = ai::Level::Medium;
    levelFromKey(player.mid(3), level);
    return HistoryDialog::tr("Computer (%1)").arg(levelLabel(level));
}

// Lives on the reader's thread: the store's connection belongs to it.
class HistoryReaderWorker : public QObject {
public:
    // A delete waits as briefly as the window's own store would for another program
    // holding the history, then says so.
    explicit HistoryReaderWorker(QString folder) : folder_(std::move(folder)), store_(HistoryDialog::kWaitMs) {}

    std::shared_ptr<const HistorySnapshot> read(const QVector<HistoryReader::Edit> &edits)
    {
        auto snapshot = std::make_shared<HistorySnapshot>();
        if (!store_.isOpen() && !store_.open(folder_, snapshot->error))
            return snapshot;
        for (const HistoryReader::Edit &edit : edits) {
            QString refused;
            if (!edit(store_, refused) && snapshot->refused.isEmpty())
                snapshot->refused = refused;
        }
        snapshot->opened = true;
        if (!noticeTold_) {
            noticeTold_ = true;
            snapshot->notice = store_.notice();
        }
        if (!store_.entries(snapshot->entries, snapshot->error))
            return snapshot;
        snapshot->profiles = store_.profiles();
        snapshot->rows.reserve(snapshot->entries.size());
        // The entries come the earliest first; the window lists the latest first.
        QStringList players;
        for (auto entry = snapshot->entries.crbegin(); entry != snapshot->entries.crend(); ++entry) {
            snapshot->rows.append(rowOf(*entry));
            for (const QString &player : std::as_const(snapshot->rows.back().players))
                if (!player.isEmpty())
                    players << player;
        }
        std::sort(players.begin(), players.end());
        players.erase(std::unique(players.begin(), players.end()), players.end());
        std::sort(players.begin(), players.end(), [](const QString &a, const QString &b) {
            return isComputer(a) != isComputer(b) ? !isComputer(a) : QString::localeAwareCompare(a, b) < 0;
        });
        snapshot->players = players;
        rank(*snapshot, &HistoryRow::gameText, &HistoryRow::gameRank);
        rank(*snapshot, &HistoryRow::playersText, &HistoryRow::playersRank);
        rank(*snapshot, &HistoryRow::resultText, &HistoryRow::resultRank);
        for (const HistoryEntry &entry : std::as_const(snapshot->entries)) {
            QSet<qint64> seen; // a profile at two seats played one game
            for (const HistorySeat &seat : entry.seats)
                if (seat.profileId && !seen.contains(seat.profileId)) {
                    seen.insert(seat.profileId);
                    ++snapshot->profileGames[seat.profileId];
                }
        }
        snapshot->statistics = history::statistics(snapshot->entries);
        return snapshot;
    }

    void close() { store_.close(); }

private:
    QString folder_;
    HistoryStore store_;
    bool noticeTold_ = false;
};

HistoryReader::HistoryReader(const QString &dataFolder, QObject *parent)
    : QObject(parent), worker_(new HistoryReaderWorker(dataFolder))
{
    startWorkerThread(thread_, worker_, QStringLiteral("history reader"));
}

HistoryReader::~HistoryReader()
{
    HistoryReaderWorker *worker = worker_;
    QMetaObject::invokeMethod(
        worker_, [worker] { worker->close(); }, Qt::BlockingQueuedConnection);
    thread_.quit();
    thread_.wait();
}

void HistoryReader::release(std::shared_ptr<const HistorySnapshot> snapshot)
{
    if (!snapshot)
        return;
    QMetaObject::invokeMethod(worker_, [snapshot = std::move(snapshot)]() mutable { snapshot.reset(); });
}

void HistoryReader::change(Edit edit)
{
    edits_.append(std::move(edit));
    load();
}

void HistoryReader::load()
{
    ++asked_;
    if (running_)
        return; // answered, then read again for this ask
    running_ = true;
    const quint64 ask = asked_;
    HistoryReaderWorker *worker = worker_;
    HistoryReader *reader = this;
    const QVector<Edit> edits = std::exchange(edits_, {});
    handOver(worker);
    QMetaObject::invokeMethod(worker_, [worker, reader, ask, edits] {
        takeOver(worker);
        std::shared_ptr<const HistorySnapshot> snapshot = worker->read(edits);
        handOver(reader);
        QMetaObject::invokeMethod(reader, [reader, snapshot, ask] {
            takeOver(reader);
            reader->running_ = false;
            reader->answered_ = ask;
            const bool again = reader->asked_ != ask;
            if (again) { // asked again meanwhile: the history may have changed since
                --reader->asked_;
                reader->load();
            }
            emit reader->loaded(snapshot);
        });
    });
}

} // namespace ludoteca::app
