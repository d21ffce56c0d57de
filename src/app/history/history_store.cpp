#include "history/history_store.h"

#include <atomic>
#include <iterator>

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QThread>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QVariant>

#include "ludoteca/core/registry.h"

namespace ludoteca::app {

namespace {

// The context of this file's messages for translators.
struct Text {
    Q_DECLARE_TR_FUNCTIONS(HistoryStore)
};

// Whether a query failed only because another connection holds the file for now
// (SQLITE_BUSY or SQLITE_LOCKED): waiting may help, the file is not at fault.
bool heldElsewhere(const QSqlQuery &query)
{
    const QString code = query.lastError().nativeErrorCode();
    return code == QLatin1String("5") || code == QLatin1String("6");
}

// Whether SQLite read the file and found it damaged or not a database at all
// (SQLITE_CORRUPT, SQLITE_NOTADB), as opposed to failing to read or write it (a full disk, a
// file-size limit, a permission, a lock), which says nothing against the file.
bool foundDamaged(const QSqlQuery &query)
{
    bool ok = false;
    const int code = query.lastError().nativeErrorCode().toInt(&ok) & 0xff;
    return ok && (code == 11 || code == 26);
}

// The statements that take the schema from version i to version i + 1, run in one
// transaction that also sets user_version. Version 0 is a new, empty file.
const char *const kToVersion1[] = {
    "CREATE TABLE profiles ("
    " id INTEGER PRIMARY KEY,"
    " name TEXT NOT NULL UNIQUE,"
    " colour TEXT NOT NULL DEFAULT '',"
    " created TEXT NOT NULL)",
    "CREATE TABLE games ("
    " id INTEGER PRIMARY KEY,"
    " game TEXT NOT NULL,"
    " options TEXT NOT NULL,"
    " started TEXT NOT NULL,"
    " ended TEXT NOT NULL,"
    " finished INTEGER NOT NULL CHECK (finished IN (0, 1)),"
    " move_count INTEGER NOT NULL,"
    " document TEXT NOT NULL,"
    " app_version TEXT NOT NULL)",
    "CREATE INDEX games_by_end ON games (ended)",
    "CREATE TABLE seats ("
    " game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,"
    " seat INTEGER NOT NULL,"
    " kind TEXT NOT NULL CHECK (kind IN ('human', 'ai')),"
    " profile_id INTEGER REFERENCES profiles (id) ON DELETE SET NULL,"
    " level TEXT,"
    " settings TEXT NOT NULL DEFAULT '{}',"
    " name TEXT NOT NULL,"
    " score REAL,"
    " winner INTEGER NOT NULL DEFAULT 0 CHECK (winner IN (0, 1)),"
    " result TEXT CHECK (result IN ('won', 'lost', 'drawn')),"
    " PRIMARY KEY (game_id, seat))",
    "CREATE INDEX seats_by_profile ON seats (profile_id)",
    nullptr,
};
// Version 2: the seat that resigned a game it gave up (NULL: nobody resigned).
const char *const kToVersion2[] = {
    "ALTER TABLE games ADD COLUMN resigned_seat INTEGER",
    nullptr,
};
// Version 3: each game's identity (historyIdentity()), so that a game written twice (two
// windows continuing one game, a file imported again, a game recorded again after the app
// stopped before its autosave went) is kept once. Older rows have none.
const char *const kToVersion3[] = {
    "ALTER TABLE games ADD COLUMN identity TEXT",
    "CREATE UNIQUE INDEX games_by_identity ON games (identity)",
    nullptr,
};
const char *const *const kMigrations[] = {kToVersion1, kToVersion2, kToVersion3};
static_assert(std::size(kMigrations) == HistoryStore::kSchemaVersion, "one migration per version");

QString nextConnectionName()
{
    static std::atomic<quint64> next {0};
    return QStringLiteral("ludoteca-history-%1").arg(++next);
}

QString isoTime(const QDateTime &time) { return time.toUTC().toString(Qt::ISODateWithMs); }
QDateTime fromIsoTime(const QString &text) { return QDateTime::fromString(text, Qt::ISODateWithMs); }

QString sqlError(const QSqlQuery &query) { return query.lastError().text(); }

// Why a write failed, in the player's words when only another program's hold on the file
// stood in the way (then `held` is set), else in SQLite's.
QString failure(const QSqlQuery &query, bool *held = nullptr)
{
    const bool elsewhere = heldElsewhere(query);
    if (held)
        *held = elsewhere;
    return elsewhere ? Text::tr("Another program is using the history of games. Try again in a moment.")
                     : sqlError(query);
}

// Runs one statement; false with the reason (see failure()).
bool exec(QSqlDatabase db, const QString &statement, QString &error, bool *held = nullptr)
{
    QSqlQuery query(db);
    if (!query.exec(statement)) {
        error = failure(query, held);
        return false;
    }
    return true;
}

QVariant pragma(QSqlDatabase db, const char *name, bool &ok)
{
    QSqlQuery query(db);
    ok = query.exec(QStringLiteral("PRAGMA %1").arg(QLatin1String(name))) && query.next();
    return ok ? query.value(0) : QVariant();
}

} // namespace

QString seatResult(const HistoryGame &game, int seat)
{
    const auto seats = game.document.seats.size();
    if (!game.finished) {
        if (game.resignedSeat < 0)
            return {};
        if (seat == game.resignedSeat)
            return QStringLiteral("lost");
        return seats == 2 ? QStringLiteral("won") : QString();
    }
    if (game.winners.isEmpty() || game.winners.size() == seats)
        return QStringLiteral("drawn");
    return game.winners.contains(seat) ? QStringLiteral("won") : QStringLiteral("lost");
}

bool historyGameFromSaved(const SavedGame &saved, HistoryGame &game, QString &error, bool mustBeFinished)
{
    const auto state = replaySavedGame(saved, error);
    if (!state)
        return false;
    if (mustBeFinished && !state->isTerminal()) {
        error = Text::tr("The game is not finished: only finished games join the history.");
        return false;
    }
    game.document = saved;
    game.finished = state->isTerminal();
    game.scores.clear();
    game.winners.clear();
    if (game.finished) {
        for (const double score : state->scores())
            game.scores.append(score);
        for (const int winner : state->winners())
            game.winners.append(winner);
    }
    return true;
}

HistoryStore::HistoryStore(int busyTimeoutMs) : connection_(nextConnectionName()), busyTimeoutMs_(busyTimeoutMs) {}

HistoryStore::~HistoryStore() { disconnect(); }

void HistoryStore::close() { disconnect(); }

QSqlDatabase HistoryStore::database() const { return QSqlDatabase::database(connection_, false); }

bool HistoryStore::connect(QString &error)
{
    bool opened = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection_);
        if (!db.isValid()) {
            error = Text::tr("The SQLite driver of Qt is missing (Debian's package libqt6sql6-sqlite).");
        } else {
            db.setDatabaseName(path_);
            db.setConnectOptions(QStringLiteral("QSQLITE_BUSY_TIMEOUT=%1").arg(busyTimeoutMs_));
            opened = db.open();
            if (!opened)
                error = db.lastError().text();
        }
    }
    if (!opened)
        disconnect();
    return opened;
}

void HistoryStore::disconnect()
{
    open_ = false;
    if (!QSqlDatabase::contains(connection_))
        return;
    {
        QSqlDatabase db = QSqlDatabase::database(connection_, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(connection_);
}

HistoryStore::Check HistoryStore::check(QString &reason, bool whole)
{
    QSqlDatabase db = database();
    // Every look in one read transaction: another connection creating the file meanwhile is
    // seen either before or after, never half way (a version still 0 beside its new tables
    // would look like another program's database).
    QString ignored;
    if (!exec(db, QStringLiteral("BEGIN"), reason))
        return Check::Failed;
    const Check verdict = look(reason, whole);
    exec(db, QStringLiteral("COMMIT"), ignored);
    return verdict;
}

HistoryStore::Check HistoryStore::look(QString &reason, bool whole)
{
    QSqlDatabase db = database();
    // A file that is not SQLite fails here ("file is not a database"), a damaged one
    // answers with what is wrong. A file another connection holds for longer than the busy
    // timeout is not damaged: that only fails the opening.
    // SQLite takes a file shorter than its header for an empty database, and would write
    // over it; but a database is empty or at least one page (512 bytes or more), so a
    // shorter file is some other file. Only its size is looked at: opening and closing the
    // file here would drop the locks this process's connections hold on it (POSIX locks
    // belong to the process), and another program's connection, finding none, would take
    // itself for the last one and delete the write-ahead log a connection here still
    // writes to, losing its games.
    const qint64 size = QFileInfo(path_).size();
    if (size > 0 && size < 512) {
        reason = Text::tr("It is not an SQLite database.");
        return Check::Damaged;
    }
    QSqlQuery probe(db);
    if (!probe.exec(whole ? QStringLiteral("PRAGMA quick_check") : QStringLiteral("PRAGMA schema_version"))
        || !probe.next()) {
        reason = sqlError(probe);
        return foundDamaged(probe) ? Check::Damaged : Check::Failed;
    }
    const QString verdict = probe.value(0).toString();
    if (whole && verdict != QLatin1String("ok")) {
        reason = verdict;
        return Check::Damaged;
    }
    probe.finish();
    bool ok = false;
    const int application = pragma(db, "application_id", ok).toInt();
    const int version = ok ? pragma(db, "user_version", ok).toInt() : 0;
    if (!ok) {
        reason = db.lastError().text();
        return Check::Failed;
    }
    // Every version of the history sets its application id in the step that makes it
    // version 1: a file with a version and without the id is some other program's.
    if ((application != 0 && application != kApplicationId) || (application == 0 && version != 0)) {
        reason = Text::tr("It is another program's database.");
        return Check::Damaged;
    }
    if (version < 0) {
        reason = Text::tr("Its version, %1, is not one Ludoteca ever wrote.").arg(version);
        return Check::Damaged;
    }
    if (version > kSchemaVersion) {
        reason = Text::tr("It was written by a newer version of Ludoteca (history version %1; this version "
                          "reads version %2).")
                     .arg(version)
                     .arg(kSchemaVersion);
        return Check::Newer;
    }
    if (version == 0) {
        // A new file is empty; tables without a version are some other program's.
        QSqlQuery tables(db);
        if (!tables.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) || !tables.next()) {
            reason = sqlError(tables);
            return Check::Failed;
        }
        if (tables.value(0).toInt() > 0) {
            reason = Text::tr("It is another program's database.");
            return Check::Damaged;
        }
    }
    return Check::Good;
}

bool HistoryStore::keepAside(QString &error)
{
    const QFileInfo file(path_);
    QDir folder = file.dir();
    const QString stamp = QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
    QString base = QStringLiteral("history.broken-%1").arg(stamp);
    for (int n = 2; QFileInfo::exists(folder.filePath(base + QStringLiteral(".sqlite"))); ++n)
        base = QStringLiteral("history.broken-%1-%2").arg(stamp).arg(n);
    const QString target = base + QStringLiteral(".sqlite");
    if (!folder.rename(file.fileName(), target)) {
        error = Text::tr("The damaged history %1 could not be moved aside.").arg(QDir::toNativeSeparators(path_));
        return false;
    }
    // Its journal goes with it: SQLite may need it to read what the file holds.
    for (const char *suffix : {"-wal", "-shm", "-journal"}) {
        const QString name = file.fileName() + QLatin1String(suffix);
        if (QFileInfo::exists(folder.filePath(name)))
            folder.rename(name, target + QLatin1String(suffix));
    }
    notice_ = Text::tr("The history of games could not be read, so a new one was started. The old file is "
                       "kept as %1.")
                  .arg(QDir::toNativeSeparators(folder.filePath(target)));
    return true;
}

bool HistoryStore::open(const QString &folder, QString &error, bool checked)
{
    disconnect();
    notice_.clear();
    busy_ = false;
    const QString where = folder.isEmpty() ? QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) : folder;
    if (!QDir().mkpath(where)) {
        error = Text::tr("The folder %1 cannot be created.").arg(QDir::toNativeSeparators(where));
        return false;
    }
    path_ = QDir(where).filePath(fileName());
    for (int attempt = 0; attempt < 2; ++attempt) {
        if (QFileInfo(path_).exists() && !QFileInfo(path_).isFile()) {
            error = Text::tr("%1 is not a file.").arg(QDir::toNativeSeparators(path_));
            return false;
        }
        if (!connect(error)) {
            error = Text::tr("The history %1 cannot be opened: %2").arg(QDir::toNativeSeparators(path_), error);
            return false;
        }
        QString reason;
        const Check verdict = check(reason, checked);
        if (verdict == Check::Good)
            break;
        disconnect();
        if (verdict == Check::Newer) {
            error = Text::tr("The history %1 is left as it is. %2").arg(QDir::toNativeSeparators(path_), reason);
            return false;
        }
        if (verdict == Check::Failed || attempt > 0) {
            error = Text::tr("The history %1 cannot be read: %2").arg(QDir::toNativeSeparators(path_), reason);
            return false;
        }
        if (!keepAside(error))
            return false;
    }
    if (!prepare(error)) {
        error = Text::tr("The history %1 cannot be written: %2").arg(QDir::toNativeSeparators(path_), error);
        disconnect();
        return false;
    }
    open_ = true;
    return true;
}

bool HistoryStore::prepare(QString &error)
{
    QSqlDatabase db = database();
    // Write-ahead logging: readers never wait for the writer. Refused on a read-only medium.
    // Switching a new file to it takes the file for itself, and while another connection
    // reads it SQLite answers "locked" at once instead of waiting: try again, up to the
    // busy timeout.
    QElapsedTimer waited;
    waited.start();
    for (;;) {
        QSqlQuery wal(db);
        if (wal.exec(QStringLiteral("PRAGMA journal_mode = WAL")) && wal.next()) {
            if (wal.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0) {
                error = Text::tr("SQLite keeps the journal mode %1.").arg(wal.value(0).toString());
                return false;
            }
            break;
        }
        if (!heldElsewhere(wal) || waited.elapsed() > busyTimeoutMs_) {
            error = failure(wal, &busy_);
            return false;
        }
        QThread::msleep(10);
    }
    return exec(db, QStringLiteral("PRAGMA foreign_keys = ON"), error) && migrate(error);
}

bool HistoryStore::migrate(QString &error)
{
    QSqlDatabase db = database();
    bool ok = false;
    // A file of the current version needs no write, and no lock that another program
    // holding the file for writing would make it wait for.
    if (pragma(db, "user_version", ok).toInt() >= kSchemaVersion && ok)
        return true;
    for (;;) {
        // Read again inside the transaction: another connection may have migrated meanwhile.
        if (!exec(db, QStringLiteral("BEGIN IMMEDIATE"), error, &busy_))
            return false;
        const int version = pragma(db, "user_version", ok).toInt();
        if (!ok || version >= kSchemaVersion) {
            exec(db, QStringLiteral("COMMIT"), error);
            return ok;
        }
        bool done = true;
        for (const char *const *statement = kMigrations[version]; *statement && done; ++statement)
            done = exec(db, QString::fromLatin1(*statement), error);
        done = done && exec(db, QStringLiteral("PRAGMA application_id = %1").arg(kApplicationId), error)
            && exec(db, QStringLiteral("PRAGMA user_version = %1").arg(version + 1), error);
        QString ignored;
        if (!done || !exec(db, QStringLiteral("COMMIT"), error)) {
            exec(db, QStringLiteral("ROLLBACK"), ignored);
            return false;
        }
    }
}

qint64 HistoryStore::profileId(const QString &name, QString &error)
{
    QSqlDatabase db = database();
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT OR IGNORE INTO profiles (name, created) VALUES (?, ?)"));
    insert.addBindValue(name);
    insert.addBindValue(isoTime(QDateTime::currentDateTimeUtc()));
    QSqlQuery select(db);
    select.prepare(QStringLiteral("SELECT id FROM profiles WHERE name = ?"));
    select.addBindValue(name);
    if (!insert.exec() || !select.exec() || !select.next()) {
        error = insert.lastError().isValid() ? sqlError(insert) : sqlError(select);
        return 0;
    }
    return select.value(0).toLongLong();
}

bool HistoryStore::record(const HistoryGame &game, qint64 &id, QString &error, qint64 replaces)
{
    if (!open_) {
        error = Text::tr("The history is not open.");
        return false;
    }
    QSqlDatabase db = database();
    busy_ = false;
    if (!exec(db, QStringLiteral("BEGIN IMMEDIATE"), error, &busy_))
        return false;
    const auto fail = [&](const QString &why) {
        error = why;
        QString ignored;
        exec(db, QStringLiteral("ROLLBACK"), ignored);
        return false;
    };
    if (replaces > 0) {
        QSqlQuery remove(db);
        remove.prepare(QStringLiteral("DELETE FROM games WHERE id = ?"));
        remove.addBindValue(replaces);
        if (!remove.exec())
            return fail(sqlError(remove));
    }
    // The same game written again takes the place of its earlier record.
    const QString identity = historyIdentity(game.document);
    QSqlQuery same(db);
    same.prepare(QStringLiteral("DELETE FROM games WHERE identity = ?"));
    same.addBindValue(identity);
    if (!same.exec())
        return fail(sqlError(same));
    QJsonObject options;
    for (const auto &[key, value] : game.document.options)
        options[QString::fromStdString(key)] = QString::fromStdString(value);
    QSqlQuery insert(db);
    insert.prepare(QStringLiteral("INSERT INTO games (game, options, started, ended, finished, move_count, "
                                  "document, app_version, resigned_seat, identity) VALUES (?, ?, ?, ?, ?, ?, ?, ?, "
                                  "?, ?)"));
    insert.addBindValue(game.document.gameId);
    insert.addBindValue(QString::fromUtf8(QJsonDocument(options).toJson(QJsonDocument::Compact)));
    insert.addBindValue(isoTime(game.started));
    insert.addBindValue(isoTime(game.ended));
    insert.addBindValue(game.finished ? 1 : 0);
    insert.addBindValue(static_cast<int>(game.document.moves.size()));
    insert.addBindValue(QString::fromUtf8(savedGameToJson(game.document)));
    insert.addBindValue(game.appVersion.isNull() ? QStringLiteral("") : game.appVersion);
    const bool resigned = !game.finished && game.resignedSeat >= 0 && game.resignedSeat < game.document.seats.size();
    insert.addBindValue(resigned ? QVariant(game.resignedSeat) : QVariant(QMetaType(QMetaType::Int)));
    insert.addBindValue(identity);
    if (!insert.exec())
        return fail(sqlError(insert));
    const qint64 gameRow = insert.lastInsertId().toLongLong();
    for (int seat = 0; seat < game.document.seats.size(); ++seat) {
        const Seat &who = game.document.seats[seat];
        qint64 profile = 0;
        if (!who.isAi() && !(profile = profileId(who.name, error)))
            return fail(error);
        QSqlQuery row(db);
        row.prepare(QStringLiteral("INSERT INTO seats (game_id, seat, kind, profile_id, level, settings, name, "
                                   "score, winner, result) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
        row.addBindValue(gameRow);
        row.addBindValue(seat);
        row.addBindValue(who.isAi() ? QStringLiteral("ai") : QStringLiteral("human"));
        row.addBindValue(profile ? QVariant(profile) : QVariant(QMetaType(QMetaType::LongLong)));
        row.addBindValue(who.isAi() ? QVariant(levelKey(who.level)) : QVariant(QMetaType(QMetaType::QString)));
        row.addBindValue(who.isAi() && !game.aiSettings.isEmpty() ? game.aiSettings : QStringLiteral("{}"));
        row.addBindValue(who.name);
        row.addBindValue(seat < game.scores.size() ? QVariant(game.scores[seat])
                                                   : QVariant(QMetaType(QMetaType::Double)));
        row.addBindValue(game.winners.contains(seat) ? 1 : 0);
        const QString result = seatResult(game, seat);
        row.addBindValue(result.isEmpty() ? QVariant(QMetaType(QMetaType::QString)) : QVariant(result));
        if (!row.exec())
            return fail(sqlError(row));
    }
    if (!exec(db, QStringLiteral("COMMIT"), error))
        return fail(error);
    id = gameRow;
    return true;
}

bool HistoryStore::remove(qint64 id, QString &error)
{
    QSqlQuery query(database());
    query.prepare(QStringLiteral("DELETE FROM games WHERE id = ?"));
    query.addBindValue(id);
    busy_ = false;
    if (!open_ || !query.exec()) {
        error = open_ ? failure(query, &busy_) : Text::tr("The history is not open.");
        return false;
    }
    return true;
}

bool HistoryStore::clear(QString &error)
{
    if (!open_) {
        error = Text::tr("The history is not open.");
        return false;
    }
    // The seats go with their games (ON DELETE CASCADE); the profiles stay.
    busy_ = false;
    return exec(database(), QStringLiteral("DELETE FROM games"), error, &busy_);
}

bool HistoryStore::document(qint64 id, SavedGame &saved, QString &error) const
{
    QSqlQuery query(database());
    query.prepare(QStringLiteral("SELECT document FROM games WHERE id = ?"));
    query.addBindValue(id);
    if (!open_ || !query.exec()) {
        error = open_ ? sqlError(query) : Text::tr("The history is not open.");
        return false;
    }
    if (!query.next()) {
        error = Text::tr("The game is no longer in the history.");
        return false;
    }
    return savedGameFromJson(query.value(0).toString().toUtf8(), saved, error);
}

bool HistoryStore::entries(QVector<HistoryEntry> &entries, QString &error) const
{
    entries.clear();
    if (!open_) {
        error = Text::tr("The history is not open.");
        return false;
    }
    QSqlQuery query(database());
    query.setForwardOnly(true);
    if (!query.exec(QStringLiteral(
            "SELECT g.id, g.game, g.started, g.ended, g.finished, g.move_count, s.seat, s.kind, s.level, "
            "coalesce(p.name, s.name), coalesce(s.profile_id, 0), coalesce(s.score, 0), s.winner, "
            "coalesce(s.result, ''), coalesce(g.resigned_seat, -1) FROM games g JOIN seats s ON s.game_id = g.id "
            "LEFT JOIN profiles p ON p.id = s.profile_id ORDER BY g.ended, g.id, s.seat"))) {
        error = sqlError(query);
        return false;
    }
    while (query.next()) {
        const qint64 id = query.value(0).toLongLong();
        if (entries.isEmpty() || entries.back().id != id) {
            HistoryEntry entry;
            entry.id = id;
            entry.gameId = query.value(1).toString();
            entry.started = fromIsoTime(query.value(2).toString());
            entry.ended = fromIsoTime(query.value(3).toString());
            entry.finished = query.value(4).toInt() != 0;
            entry.moveCount = query.value(5).toInt();
            entry.resignedSeat = query.value(14).toInt();
            entries.append(entry);
        }
        HistorySeat seat;
        seat.seat = query.value(6).toInt();
        seat.ai = query.value(7).toString() == QLatin1String("ai");
        seat.level = query.value(8).toString();
        seat.name = query.value(9).toString();
        seat.profileId = query.value(10).toLongLong();
        seat.score = query.value(11).toDouble();
        seat.winner = query.value(12).toInt() != 0;
        seat.result = query.value(13).toString();
        entries.back().seats.append(seat);
    }
    return true;
}

QVector<HistoryProfile> HistoryStore::profiles() const
{
    QVector<HistoryProfile> found;
    QSqlQuery query(database());
    if (!open_ || !query.exec(QStringLiteral("SELECT id, name, colour FROM profiles ORDER BY name")))
        return found;
    while (query.next())
        found.append({query.value(0).toLongLong(), query.value(1).toString(), query.value(2).toString()});
    return found;
}

bool HistoryStore::renameProfile(qint64 id, const QString &name, QString &error)
{
    const QString trimmed = name.trimmed();
    if (const QString problem = personNameProblem(trimmed); !problem.isEmpty()) {
        error = problem;
        return false;
    }
    QSqlQuery taken(database());
    taken.prepare(QStringLiteral("SELECT count(*) FROM profiles WHERE name = ? AND id <> ?"));
    taken.addBindValue(trimmed);
    taken.addBindValue(id);
    if (!open_ || !taken.exec() || !taken.next()) {
        error = open_ ? sqlError(taken) : Text::tr("The history is not open.");
        return false;
    }
    if (taken.value(0).toInt() > 0) {
        error = Text::tr("Another player is already called %1.").arg(trimmed);
        return false;
    }
    QSqlQuery query(database());
    query.prepare(QStringLiteral("UPDATE profiles SET name = ? WHERE id = ?"));
    query.addBindValue(trimmed);
    query.addBindValue(id);
    busy_ = false;
    if (!query.exec()) {
        error = failure(query, &busy_);
        return false;
    }
    return true;
}

bool HistoryStore::mergeProfile(qint64 from, qint64 into, QString &error)
{
    if (!open_) {
        error = Text::tr("The history is not open.");
        return false;
    }
    if (from == into) {
        error = Text::tr("A player cannot be merged into themself.");
        return false;
    }
    QSqlDatabase db = database();
    busy_ = false;
    if (!exec(db, QStringLiteral("BEGIN IMMEDIATE"), error, &busy_))
        return false;
    QSqlQuery exists(db);
    exists.prepare(QStringLiteral("SELECT count(*) FROM profiles WHERE id IN (?, ?)"));
    exists.addBindValue(from);
    exists.addBindValue(into);
    bool done = exists.exec() && exists.next();
    if (!done)
        error = failure(exists, &busy_);
    else if (exists.value(0).toInt() != 2) {
        error = Text::tr("That player is no longer in the history.");
        done = false;
    }
    if (done) {
        QSqlQuery seats(db);
        seats.prepare(QStringLiteral("UPDATE seats SET profile_id = ? WHERE profile_id = ?"));
        seats.addBindValue(into);
        seats.addBindValue(from);
        done = seats.exec();
        if (!done)
            error = failure(seats, &busy_);
    }
    if (done) {
        QSqlQuery profile(db);
        profile.prepare(QStringLiteral("DELETE FROM profiles WHERE id = ?"));
        profile.addBindValue(from);
        done = profile.exec();
        if (!done)
            error = failure(profile, &busy_);
    }
    if (!done || !exec(db, QStringLiteral("COMMIT"), error, &busy_)) {
        QString ignored;
        exec(db, QStringLiteral("ROLLBACK"), ignored);
        return false;
    }
    return true;
}

bool HistoryStore::setProfileColour(qint64 id, const QString &colour, QString &error)
{
    QSqlQuery query(database());
    query.prepare(QStringLiteral("UPDATE profiles SET colour = ? WHERE id = ?"));
    // Qt binds a null string as NULL; the column holds '' for the app's choice.
    query.addBindValue(colour.isNull() ? QStringLiteral("") : colour);
    query.addBindValue(id);
    busy_ = false;
    if (!open_ || !query.exec()) {
        error = open_ ? failure(query, &busy_) : Text::tr("The history is not open.");
        return false;
    }
    return true;
}

} // namespace ludoteca::app
