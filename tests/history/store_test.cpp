// The history's file: its schema and migrations, damaged and foreign files, a folder that
// cannot be written, a full disk and two writers at once.

#include <algorithm>

#include <catch2/catch.hpp>

#include <csignal>
#include <thread>

#include <sys/resource.h>

#include <QDir>
#include <QFileInfo>
#include <QSqlQuery>
#include <QTemporaryDir>

#include "history/history_store.h"
#include "history_test_support.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

const QString kDataFolder = QStringLiteral(LUDOTECA_TEST_DATA "/history");

int gameCount(const HistoryStore &store)
{
    QVector<HistoryEntry> entries;
    QString error;
    REQUIRE(store.entries(entries, error));
    return static_cast<int>(entries.size());
}

int pragmaValue(const HistoryStore &store, const char *name)
{
    QSqlQuery query(store.database());
    REQUIRE(query.exec(QStringLiteral("PRAGMA %1").arg(QLatin1String(name))));
    REQUIRE(query.next());
    return query.value(0).toInt();
}

// The files named history.broken-*.sqlite in `folder`.
QStringList brokenFiles(const QString &folder)
{
    return QDir(folder).entryList({QStringLiteral("history.broken-*.sqlite")}, QDir::Files);
}

} // namespace

TEST_CASE("a new history has the current schema, write-ahead logging and foreign keys", "[history]")
{
    ensureApplication();
    QTemporaryDir folder;
    HistoryStore store;
    QString error;
    REQUIRE(store.open(folder.path(), error));
    CHECK(store.notice().isEmpty());
    CHECK(QFileInfo(store.path()).fileName() == QStringLiteral("history.sqlite"));
    CHECK(pragmaValue(store, "user_version") == HistoryStore::kSchemaVersion);
    CHECK(pragmaValue(store, "application_id") == HistoryStore::kApplicationId);
    CHECK(pragmaValue(store, "foreign_keys") == 1);
    QSqlQuery mode(store.database());
    REQUIRE(mode.exec(QStringLiteral("PRAGMA journal_mode")));
    REQUIRE(mode.next());
    CHECK(mode.value(0).toString() == QStringLiteral("wal"));
}

TEST_CASE("a game is recorded whole and read back with its seats and document", "[history]")
{
    ensureApplication();
    QTemporaryDir folder;
    HistoryStore store;
    QString error;
    REQUIRE(store.open(folder.path(), error));
    HistoryGame game = madeUpGame({person(QStringLiteral("Ana")), computer(ai::Level::Hard)}, {0}, {12, 7});
    game.aiSettings = QStringLiteral(R"({"threads":2})");
    qint64 id = 0;
    REQUIRE(store.record(game, id, error));
    REQUIRE(id > 0);

    QVector<HistoryEntry> entries;
    REQUIRE(store.entries(entries, error));
    REQUIRE(entries.size() == 1);
    const HistoryEntry &entry = entries.front();
    CHECK(entry.gameId == QStringLiteral("egotzi"));
    CHECK(entry.finished);
    CHECK(entry.moveCount == 2);
    CHECK(entry.started == game.started);
    CHECK(entry.ended == game.ended);
    REQUIRE(entry.seats.size() == 2);
    CHECK(entry.seats[0].name == QStringLiteral("Ana"));
    CHECK_FALSE(entry.seats[0].ai);
    CHECK(entry.seats[0].profileId > 0);
    CHECK(entry.seats[0].result == QStringLiteral("won"));
    CHECK(entry.seats[0].score == 12);
    CHECK(entry.seats[1].ai);
    CHECK(entry.seats[1].level == QStringLiteral("strong"));
    CHECK(entry.seats[1].result == QStringLiteral("lost"));

    SavedGame document;
    REQUIRE(store.document(id, document, error));
    CHECK(document.moves == game.document.moves);
    CHECK(document.seed == 42);
    CHECK(document.seats[1].level == ai::Level::Hard);

    // Deleting the game takes its seats with it (a foreign key with ON DELETE CASCADE).
    REQUIRE(store.remove(id, error));
    QSqlQuery seats(store.database());
    REQUIRE(seats.exec(QStringLiteral("SELECT count(*) FROM seats")));
    REQUIRE(seats.next());
    CHECK(seats.value(0).toInt() == 0);
}

TEST_CASE("a game ended again after an undo replaces its first record", "[history]")
{
    ensureApplication();
    QTemporaryDir folder;
    HistoryStore store;
    QString error;
    REQUIRE(store.open(folder.path(), error));
    qint64 first = 0, second = 0;
    REQUIRE(store.record(madeUpGame({person(QStringLiteral("Ana")), person(QStringLiteral("Ben"))}, {0}, {3, 1}), first,
                         error));
    REQUIRE(store.record(madeUpGame({person(QStringLiteral("Ana")), person(QStringLiteral("Ben"))}, {1}, {1, 3}),
                         second, error, first));
    QVector<HistoryEntry> entries;
    REQUIRE(store.entries(entries, error));
    REQUIRE(entries.size() == 1);
    CHECK(entries.front().id == second);
    CHECK(entries.front().seats[1].result == QStringLiteral("won"));
}

TEST_CASE("a game written again under its identity takes its own place, and so does a file without one", "[history]")
{
    ensureApplication();
    QTemporaryDir folder;
    HistoryStore store;
    QString error;
    REQUIRE(store.open(folder.path(), error));
    HistoryGame game = madeUpGame({person(QStringLiteral("Ana")), person(QStringLiteral("Ben"))}, {0}, {3, 1});
    qint64 first = 0, second = 0, other = 0;
    REQUIRE(store.record(game, first, error));
    // Two windows continued the same game and each ended it: one game, the last ending.
    game.winners = {1};
    game.scores = {1, 3};
    REQUIRE(store.record(game, second, error));
    CHECK(gameCount(store) == 1);
    QVector<HistoryEntry> entries;
    REQUIRE(store.entries(entries, error));
    CHECK(entries.front().id == second);
    CHECK(entries.front().seats[1].result == QStringLiteral("won"));
    // Another game with the same moves is another game.
    HistoryGame another = madeUpGame({person(QStringLiteral("Ana")), person(QStringLiteral("Ben"))}, {0}, {3, 1});
    REQUIRE(store.record(another, other, error));
    CHECK(gameCount(store) == 2);

    // Files of older versions have no identity: the same document is the same game, a
    // different seed another one.
    HistoryGame legacy = madeUpGame({person(QStringLiteral("Cy")), person(QStringLiteral("Di"))}, {0}, {2, 1});
    legacy.document.identity.clear();
    qint64 id = 0;
    REQUIRE(store.record(legacy, id, error));
    REQUIRE(store.record(legacy, id, error));
    CHECK(gameCount(store) == 3);
    CHECK(historyIdentity(legacy.document).startsWith(QStringLiteral("sha256:")));
    legacy.document.seed = 43;
    REQUIRE(store.record(legacy, id, error));
    CHECK(gameCount(store) == 4);
}

TEST_CASE("draws, shared wins and given-up games are told apart", "[history]")
{
    ensureApplication();
    QTemporaryDir folder;
    HistoryStore store;
    QString error;
    REQUIRE(store.open(folder.path(), error));
    qint64 id = 0;
    const QVector<Seat> three {person(QStringLiteral("Ana")), person(QStringLiteral("Ben")), computer(ai::Level::Easy)};
    REQUIRE(store.record(madeUpGame(three, {0, 1, 2}, {5, 5, 5}, 0), id, error));
    REQUIRE(store.record(madeUpGame(three, {0, 1}, {5, 5, 2}, 1), id, error));
    HistoryGame givenUp = madeUpGame(three, {}, {}, 2);
    givenUp.finished = false;
    REQUIRE(store.record(givenUp, id, error));
    QVector<HistoryEntry> entries;
    REQUIRE(store.entries(entries, error));
    REQUIRE(entries.size() == 3);
    for (const HistorySeat &seat : entries[0].seats)
        CHECK(seat.result == QStringLiteral("drawn"));
    CHECK(entries[1].seats[0].result == QStringLiteral("won"));
    CHECK(entries[1].seats[1].result == QStringLiteral("won"));
    CHECK(entries[1].seats[2].result == QStringLiteral("lost"));
    CHECK_FALSE(entries[2].finished);
    CHECK(entries[2].seats[0].result.isEmpty());
}

TEST_CASE("renaming a profile keeps its games, and two profiles never share a name", "[history]")
{
    ensureApplication();
    QTemporaryDir folder;
    HistoryStore store;
    QString error;
    REQUIRE(store.open(folder.path(), error));
    qint64 id = 0;
    REQUIRE(store.record(madeUpGame({person(QStringLiteral("Ana")), person(QStringLiteral("Ben"))}, {0}, {3, 1}), id,
                         error));
    const auto profiles = store.profiles();
    REQUIRE(profiles.size() == 2);
    CHECK(profiles[0].name == QStringLiteral("Ana"));
    CHECK_FALSE(store.renameProfile(profiles[0].id, QStringLiteral("Ben"), error));
    CHECK(error.contains(QStringLiteral("Ben")));
    REQUIRE(store.renameProfile(profiles[0].id, QStringLiteral("Anna"), error));
    REQUIRE(store.setProfileColour(profiles[0].id, QStringLiteral("#aa3300"), error));
    // A later game under the new name is the same profile's.
    REQUIRE(store.record(madeUpGame({person(QStringLiteral("Anna")), person(QStringLiteral("Ben"))}, {0}, {3, 1}, 5),
                         id, error));
    QVector<HistoryEntry> entries;
    REQUIRE(store.entries(entries, error));
    REQUIRE(entries.size() == 2);
    CHECK(entries[0].seats[0].name == QStringLiteral("Anna"));
    CHECK(entries[0].seats[0].profileId == entries[1].seats[0].profileId);
    CHECK(store.profiles().size() == 2);
    CHECK(store.profiles()[0].colour == QStringLiteral("#aa3300"));
    // No colour of its own: the app's choice again.
    REQUIRE(store.setProfileColour(profiles[0].id, QString(), error));
    CHECK(store.profiles()[0].colour.isEmpty());
}

TEST_CASE("merging two profiles of one person keeps every game under one", "[history]")
{
    ensureApplication();
    QTemporaryDir folder;
    HistoryStore store;
    QString error;
    REQUIRE(store.open(folder.path(), error));
    qint64 id = 0;
    REQUIRE(store.record(madeUpGame({person(QStringLiteral("Ana")), computer(ai::Level::Club)}, {0}, {3, 1}, 1), id,
                         error));
    REQUIRE(store.record(madeUpGame({computer(ai::Level::Club), person(QStringLiteral("Player 2"))}, {1}, {1, 3}, 2),
                         id, error));
    REQUIRE(store.record(
        madeUpGame({person(QStringLiteral("Player 2")), person(QStringLiteral("Ben"))}, {1}, {1, 3}, 3), id, error));
    auto profiles = store.profiles();
    REQUIRE(profiles.size() == 3);
    const auto idOf = [&](const QString &name) {
        for (const HistoryProfile &profile : store.profiles())
            if (profile.name == name)
                return profile.id;
        return qint64 {0};
    };
    const qint64 ana = idOf(QStringLiteral("Ana"));
    const qint64 other = idOf(QStringLiteral("Player 2"));
    REQUIRE(ana != 0);
    REQUIRE(other != 0);
    CHECK_FALSE(store.mergeProfile(ana, ana, error));
    CHECK_FALSE(store.mergeProfile(other, 9999, error)); // no such profile: nothing changes
    CHECK(store.profiles().size() == 3);

    REQUIRE(store.mergeProfile(other, ana, error));
    CHECK(store.profiles().size() == 2);
    CHECK(idOf(QStringLiteral("Player 2")) == 0);
    QVector<HistoryEntry> entries;
    REQUIRE(store.entries(entries, error));
    REQUIRE(entries.size() == 3);
    // Every seat the two names played is Ana's now, read plainly from the entries.
    int anas = 0;
    for (const HistoryEntry &entry : entries)
        for (const HistorySeat &seat : entry.seats)
            if (!seat.ai && seat.name != QStringLiteral("Ben")) {
                CHECK(seat.name == QStringLiteral("Ana"));
                CHECK(seat.profileId == ana);
                ++anas;
            }
    CHECK(anas == 3);
    // A later game as Ana goes on under the same profile.
    REQUIRE(store.record(madeUpGame({person(QStringLiteral("Ana")), person(QStringLiteral("Ben"))}, {0}, {3, 1}, 4), id,
                         error));
    CHECK(store.profiles().size() == 2);
}

TEST_CASE("a profile cannot be renamed to a name a person cannot have", "[history]")
{
    ensureApplication();
    QTemporaryDir folder;
    HistoryStore store;
    QString error;
    REQUIRE(store.open(folder.path(), error));
    qint64 id = 0;
    REQUIRE(
        store.record(madeUpGame({person(QStringLiteral("Ana")), computer(ai::Level::Easy)}, {0}, {3, 1}), id, error));
    const qint64 profile = store.profiles().front().id;
    for (const QString &name : {QStringLiteral("ai:strong"),
                                QStringLiteral("Ann") + QChar(0x1f) + QStringLiteral("Bob"), QStringLiteral("\n")}) {
        CHECK_FALSE(store.renameProfile(profile, name, error));
        CHECK_FALSE(error.isEmpty());
    }
    CHECK(store.profiles().front().name == QStringLiteral("Ana"));
    CHECK(store.renameProfile(profile, QStringLiteral("  Anna "), error));
    CHECK(store.profiles().front().name == QStringLiteral("Anna"));
}

TEST_CASE("clearing the history removes every game and keeps the profiles", "[history]")
{
    ensureApplication();
    QTemporaryDir folder;
    HistoryStore store;
    QString error;
    REQUIRE(store.open(folder.path(), error));
    qint64 id = 0;
    REQUIRE(
        store.record(madeUpGame({person(QStringLiteral("Ana")), computer(ai::Level::Easy)}, {0}, {3, 1}), id, error));
    REQUIRE(store.clear(error));
    CHECK(gameCount(store) == 0);
    CHECK(store.profiles().size() == 1);
}

namespace {

// Opens a copy of a history an earlier version wrote (tests/data/history-v<N>.sqlite) in
// `folder`: it must open quietly, migrated to today's schema.
void openEarlierHistory(int version, const QTemporaryDir &folder, HistoryStore &store)
{
    ensureApplication();
    REQUIRE(QFile::copy(kDataFolder + QStringLiteral("/history-v%1.sqlite").arg(version),
                        QDir(folder.path()).filePath(HistoryStore::fileName())));
    QString error;
    REQUIRE(store.open(folder.path(), error));
    CHECK(store.notice().isEmpty());
    CHECK(pragmaValue(store, "user_version") == HistoryStore::kSchemaVersion);
}

} // namespace

TEST_CASE("a history of version 1 opens with its games", "[history][migration]")
{
    QTemporaryDir folder;
    HistoryStore store;
    openEarlierHistory(1, folder, store);
    QString error;
    QVector<HistoryEntry> entries;
    REQUIRE(store.entries(entries, error));
    REQUIRE(entries.size() == 3);
    for (const HistoryEntry &entry : entries) {
        SavedGame document;
        REQUIRE(store.document(entry.id, document, error));
        QString why;
        HistoryGame replayed;
        CHECK(historyGameFromSaved(document, replayed, why, true));
        // Version 2 added who resigned: nobody, in the games kept before.
        CHECK(entry.resignedSeat == -1);
    }
    // A game resigned after the migration keeps its seat.
    HistoryGame resigned = madeUpGame({person(QStringLiteral("Ana")), computer(ai::Level::Easy)}, {}, {}, 9);
    resigned.finished = false;
    resigned.resignedSeat = 1;
    qint64 id = 0;
    REQUIRE(store.record(resigned, id, error));
    REQUIRE(store.entries(entries, error));
    REQUIRE(entries.size() == 4);
    const auto found =
        std::find_if(entries.begin(), entries.end(), [&](const HistoryEntry &entry) { return entry.id == id; });
    REQUIRE(found != entries.end());
    CHECK(found->resignedSeat == 1);
    CHECK(found->seats[1].result == QStringLiteral("lost"));
    CHECK(found->seats[0].result == QStringLiteral("won"));
}

TEST_CASE("a history of version 2 opens with its games, one of them resigned", "[history][migration]")
{
    QTemporaryDir folder;
    HistoryStore store;
    openEarlierHistory(2, folder, store);
    QString error;
    QVector<HistoryEntry> entries;
    REQUIRE(store.entries(entries, error));
    REQUIRE(entries.size() == 4);
    const HistoryEntry &resigned = entries.back();
    CHECK_FALSE(resigned.finished);
    CHECK(resigned.resignedSeat == 0);
    CHECK(resigned.seats[0].result == QStringLiteral("lost"));
    SavedGame document;
    REQUIRE(store.document(resigned.id, document, error));
    HistoryGame replayed;
    CHECK(historyGameFromSaved(document, replayed, error, false));
    CHECK_FALSE(replayed.finished);
}

TEST_CASE("an empty file and an empty database of version 0 are made into a history", "[history][migration]")
{
    ensureApplication();
    QTemporaryDir folder;
    const QString path = QDir(folder.path()).filePath(HistoryStore::fileName());
    SECTION("an empty file") { writeBytes(path, {}); }
    SECTION("an empty database") { runSql(path, QStringLiteral("PRAGMA user_version = 0")); }
    HistoryStore store;
    QString error;
    REQUIRE(store.open(folder.path(), error));
    CHECK(store.notice().isEmpty());
    CHECK(brokenFiles(folder.path()).isEmpty());
    CHECK(pragmaValue(store, "user_version") == HistoryStore::kSchemaVersion);
    qint64 id = 0;
    CHECK(store.record(madeUpGame({person(QStringLiteral("Ana")), computer(ai::Level::Easy)}, {0}, {3, 1}), id, error));
}

TEST_CASE("a newer version's history is refused and left untouched", "[history][migration]")
{
    ensureApplication();
    QTemporaryDir folder;
    const QString path = QDir(folder.path()).filePath(HistoryStore::fileName());
    REQUIRE(QFile::copy(kDataFolder + QStringLiteral("/history-v1.sqlite"), path));
    QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
    runSql(path, QStringLiteral("PRAGMA user_version = %1").arg(HistoryStore::kSchemaVersion + 1));
    const QByteArray before = fileBytes(path);
    HistoryStore store;
    QString error;
    CHECK_FALSE(store.open(folder.path(), error));
    CHECK(error.contains(QStringLiteral("newer version")));
    CHECK_FALSE(store.isOpen());
    CHECK(fileBytes(path) == before);
    CHECK(brokenFiles(folder.path()).isEmpty());
}

TEST_CASE("a damaged or foreign file is kept aside and a new history started", "[history]")
{
    ensureApplication();
    QTemporaryDir folder;
    const QString path = QDir(folder.path()).filePath(HistoryStore::fileName());
    QByteArray damaged;
    SECTION("not SQLite at all") { damaged = "this is not a database, only some text that happens to be here\n"; }
    SECTION("not SQLite, and longer than a page") { damaged = QByteArray(4096, 'x'); }
    SECTION("truncated")
    {
        damaged = fileBytes(kDataFolder + QStringLiteral("/history-v1.sqlite"));
        damaged.truncate(damaged.size() / 2);
    }
    SECTION("some other program's database")
    {
        runSql(path, QStringLiteral("CREATE TABLE notes (text TEXT)"));
        damaged = fileBytes(path);
    }
    SECTION("another program's database with a version of its own and no application id")
    {
        runSql(path, QStringLiteral("CREATE TABLE games (text TEXT)"));
        runSql(path, QStringLiteral("PRAGMA user_version = 2"));
        damaged = fileBytes(path);
    }
    SECTION("a history whose version Ludoteca never wrote")
    {
        damaged = fileBytes(kDataFolder + QStringLiteral("/history-v2.sqlite"));
        writeBytes(path, damaged);
        runSql(path, QStringLiteral("PRAGMA user_version = -1"));
        damaged = fileBytes(path);
    }
    SECTION("one byte") { damaged = "x"; }
    SECTION("a page overwritten")
    {
        damaged = fileBytes(kDataFolder + QStringLiteral("/history-v1.sqlite"));
        REQUIRE(damaged.size() > 8192);
        damaged.replace(4096, 4096, QByteArray(4096, '\x5a'));
    }
    writeBytes(path, damaged);
    HistoryStore store;
    QString error;
    REQUIRE(store.open(folder.path(), error));
    CHECK_FALSE(store.notice().isEmpty());
    const QStringList kept = brokenFiles(folder.path());
    REQUIRE(kept.size() == 1);
    CHECK(store.notice().contains(kept.front()));
    CHECK(fileBytes(QDir(folder.path()).filePath(kept.front())) == damaged);
    CHECK(gameCount(store) == 0);
    qint64 id = 0;
    CHECK(store.record(madeUpGame({person(QStringLiteral("Ana")), computer(ai::Level::Easy)}, {0}, {3, 1}), id, error));
}

TEST_CASE("a folder that cannot be written is reported, not fatal", "[history]")
{
    ensureApplication();
    QTemporaryDir folder;
    // A file where the folder should be: no one, not even root, can make the folder.
    const QString blocker = QDir(folder.path()).filePath(QStringLiteral("blocker"));
    writeBytes(blocker, "x");
    HistoryStore store;
    QString error;
    CHECK_FALSE(store.open(QDir(blocker).filePath(QStringLiteral("data")), error));
    CHECK_FALSE(error.isEmpty());
    qint64 id = 0;
    CHECK_FALSE(
        store.record(madeUpGame({person(QStringLiteral("Ana")), computer(ai::Level::Easy)}, {0}, {3, 1}), id, error));
    CHECK_FALSE(error.isEmpty());
}

TEST_CASE("a healthy history that cannot be opened for want of room is left where it is", "[history]")
{
    ensureApplication();
    QTemporaryDir folder;
    QString error;
    {
        HistoryStore store;
        REQUIRE(store.open(folder.path(), error));
        for (int minute = 0; minute < 2; ++minute) {
            qint64 id = 0;
            REQUIRE(store.record(
                madeUpGame({person(QStringLiteral("Ana")), computer(ai::Level::Easy)}, {0}, {3, 1}, minute), id,
                error));
        }
    } // closed: its -wal and -shm files are gone
    const QString path = QDir(folder.path()).filePath(HistoryStore::fileName());
    const QByteArray before = fileBytes(path);
    REQUIRE(!QFileInfo::exists(path + QStringLiteral("-shm")));
    {
        // No room for the shared-memory file SQLite makes beside the history (as on a disk
        // with less than 32 KiB free): an error of writing, which says nothing against the
        // file. SIGXFSZ is ignored, as the app and the command-line tool do.
        const auto previous = std::signal(SIGXFSZ, SIG_IGN);
        rlimit saved {};
        REQUIRE(::getrlimit(RLIMIT_FSIZE, &saved) == 0);
        rlimit lowered = saved;
        lowered.rlim_cur = 1024;
        REQUIRE(::setrlimit(RLIMIT_FSIZE, &lowered) == 0);
        HistoryStore store;
        const bool opened = store.open(folder.path(), error);
        ::setrlimit(RLIMIT_FSIZE, &saved);
        std::signal(SIGXFSZ, previous);
        CHECK_FALSE(opened);
        CHECK(store.notice().isEmpty());
    }
    CHECK(brokenFiles(folder.path()).isEmpty());
    CHECK(fileBytes(path) == before);
    HistoryStore store;
    REQUIRE(store.open(folder.path(), error));
    CHECK(gameCount(store) == 2);
}

TEST_CASE("a full disk fails the write whole and the history goes on", "[history]")
{
    ensureApplication();
    QTemporaryDir folder;
    HistoryStore store;
    QString error;
    REQUIRE(store.open(folder.path(), error));
    qint64 id = 0;
    const HistoryGame game = madeUpGame({person(QStringLiteral("Ana")), computer(ai::Level::Easy)}, {0}, {3, 1});
    REQUIRE(store.record(game, id, error));
    // SQLite answers "database or disk is full" once the file may grow no more.
    QSqlQuery limit(store.database());
    REQUIRE(limit.exec(QStringLiteral("PRAGMA max_page_count = 1")));
    HistoryGame large = game;
    large.document.identity = newGameIdentity(); // another game
    large.document.moves = QStringList(2000, QStringLiteral("a long move text that fills pages"));
    CHECK_FALSE(store.record(large, id, error));
    CHECK(error.contains(QStringLiteral("full"), Qt::CaseInsensitive));
    CHECK(gameCount(store) == 1);
    REQUIRE(limit.exec(QStringLiteral("PRAGMA max_page_count = 1073741823")));
    CHECK(store.record(large, id, error));
    CHECK(gameCount(store) == 2);
}

TEST_CASE("two connections writing at once both keep every game", "[history]")
{
    ensureApplication();
    QTemporaryDir folder;
    constexpr int kGames = 25;
    // Catch2 is not thread-safe: the threads only keep their errors.
    const auto writer = [&](const QString &name, bool &ok, QString &error) {
        HistoryStore store;
        ok = store.open(folder.path(), error);
        for (int i = 0; ok && i < kGames; ++i) {
            qint64 id = 0;
            ok = store.record(madeUpGame({person(name), computer(ai::Level::Medium)}, {0}, {1, 0}, i), id, error);
        }
    };
    bool firstOk = false, secondOk = false;
    QString firstError, secondError;
    std::thread first([&] { writer(QStringLiteral("Ana"), firstOk, firstError); });
    std::thread second([&] { writer(QStringLiteral("Ben"), secondOk, secondError); });
    first.join();
    second.join();
    INFO(firstError.toStdString() << " / " << secondError.toStdString());
    CHECK(firstOk);
    CHECK(secondOk);
    // Neither took the other's new file for a damaged one.
    CHECK(brokenFiles(folder.path()).isEmpty());
    HistoryStore store;
    QString error;
    REQUIRE(store.open(folder.path(), error));
    CHECK(gameCount(store) == 2 * kGames);
}

TEST_CASE("a history another program holds for writing opens and reads, and a write says it was kept out", "[history]")
{
    ensureApplication();
    QTemporaryDir folder;
    QString error;
    qint64 id = 0;
    HistoryStore other;
    REQUIRE(other.open(folder.path(), error));
    REQUIRE(
        other.record(madeUpGame({person(QStringLiteral("Ana")), computer(ai::Level::Easy)}, {0}, {1, 0}), id, error));
    // What `sqlite3 history.sqlite 'BEGIN EXCLUSIVE;'` left open does.
    QSqlQuery hold(other.database());
    REQUIRE(hold.exec(QStringLiteral("BEGIN EXCLUSIVE")));

    HistoryStore store(50);
    REQUIRE(store.open(folder.path(), error));
    CHECK_FALSE(store.busy());
    CHECK(gameCount(store) == 1);
    const HistoryGame next = madeUpGame({person(QStringLiteral("Ben")), computer(ai::Level::Easy)}, {1}, {0, 1}, 1);
    CHECK_FALSE(store.record(next, id, error));
    CHECK(store.busy());
    CHECK_FALSE(store.remove(id, error));
    CHECK(store.busy());
    CHECK(gameCount(store) == 1);

    REQUIRE(hold.exec(QStringLiteral("ROLLBACK")));
    CHECK(store.record(next, id, error));
    CHECK_FALSE(store.busy());
    CHECK(gameCount(store) == 2);
    // A damaged file is not a busy one.
    CHECK(brokenFiles(folder.path()).isEmpty());
}
