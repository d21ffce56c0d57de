// A kill -9 at any moment around a game's end loses nothing: the app, in a process of its
// own, plays the last move of a game and is killed at a moment drawn at random, with and
// without `ludoteca-cli history --import` writing into the same history meanwhile. After
// each kill the game must be in the history (once) or in its autosave.
//
// LUDOTECA_KILL_RUNS sets how many kills of each kind: 10 unless told (100 for the figures
// in docs/history.md).
//
// Before the history stopped opening its file beside SQLite (history_store.cpp, look()),
// most kills with an import lost the game: the app's own read of the file dropped its
// locks, so the import took itself for the last connection and deleted the write-ahead
// log the app still wrote to.

#include <catch2/catch.hpp>

#include <random>

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QSettings>
#include <QSqlQuery>
#include <QTemporaryDir>

#include "app_test_support.h"
#include "history/history_store.h"
#include "session/autosave.h"
#include "session/saved_game.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

// A small Egotzi between two computer players, played to its end by always taking the
// first legal move; answers the whole game.
SavedGame playedGame()
{
    SavedGame game;
    game.gameId = QStringLiteral("egotzi");
    game.options = egotziOptions({{"size", "5"}, {"pie", "off"}});
    game.seats = {computer(QStringLiteral("Ana")), computer(QStringLiteral("Ben"))};
    game.seed = 11;
    QString error;
    auto state = replaySavedGame(game, error);
    REQUIRE(state);
    while (!state->isTerminal()) {
        const Action action = state->legalActions().front();
        game.moves << QString::fromStdString(state->actionToString(action));
        state->apply(action);
    }
    return game;
}

// How many games of that identity the history in `folder` holds.
int inHistory(const QString &folder, const QString &identity)
{
    HistoryStore store;
    QString error;
    if (!QFile::exists(QDir(folder).filePath(HistoryStore::fileName())))
        return 0;
    REQUIRE(store.open(folder, error));
    QSqlQuery query(store.database());
    query.prepare(QStringLiteral("SELECT count(*) FROM games WHERE identity = ?"));
    query.addBindValue(identity);
    REQUIRE(query.exec());
    REQUIRE(query.next());
    return query.value(0).toInt();
}

// The most moves of that game an autosave in `folder` holds, or -1.
int inAutosave(const QString &folder, const QString &identity)
{
    int most = -1;
    for (const QString &file : Autosave(folder).files()) {
        SavedGame saved;
        QString error;
        if (readSavedGame(file, saved, error) && saved.identity == identity)
            most = std::max(most, static_cast<int>(saved.moves.size()));
    }
    return most;
}

} // namespace

TEST_CASE("Killed at any moment around a game's end, with an import or without, the app loses no game")
{
    const int runs =
        qEnvironmentVariableIsSet("LUDOTECA_KILL_RUNS") ? qEnvironmentVariableIntValue("LUDOTECA_KILL_RUNS") : 10;
    QTemporaryDir home;
    const SavedGame whole = playedGame();
    SavedGame lastMoveToPlay = whole;
    lastMoveToPlay.moves.removeLast();
    {
        QSettings settings(home.filePath(QStringLiteral("config/Ludoteca/Ludoteca.conf")), QSettings::IniFormat);
        settings.setValue(QStringLiteral("play/pace"), 0); // the computer moves at once
    }
    // Finished games for the import, each of its own identity.
    QStringList imported;
    QString error;
    for (int i = 0; i < 30; ++i) {
        SavedGame other = whole;
        other.identity = newGameIdentity();
        const QString file = home.filePath(QStringLiteral("imported-%1.ludoteca").arg(i));
        REQUIRE(writeSavedGame(file, other, error));
        imported << file;
    }
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    environment.insert(QStringLiteral("XDG_CONFIG_HOME"), home.filePath(QStringLiteral("config")));

    int inHistoryCount = 0, overInAutosave = 0, notOver = 0;
    for (const bool importing : {false, true}) {
        for (int run = 0; run < runs; ++run) {
            INFO((importing ? "with an import, run " : "run ") << run);
            QTemporaryDir data;
            SavedGame game = lastMoveToPlay;
            game.identity = newGameIdentity();
            const QString gameFile = data.filePath(QStringLiteral("game.ludoteca"));
            REQUIRE(writeSavedGame(gameFile, game, error));
            const QString folder = data.filePath(QStringLiteral("data"));

            QProcess import;
            import.setProcessEnvironment(environment);
            const auto startImport = [&] {
                import.start(QStringLiteral(LUDOTECA_CLI_PATH),
                             QStringList {QStringLiteral("history"), QStringLiteral("--data-dir"), folder,
                                          QStringLiteral("--import")}
                                 + imported);
                import.waitForStarted();
            };
            if (importing)
                startImport();
            // From the start to a while after the game is in the history (about 0.3 s
            // alone on the development machine, longer beside the import).
            std::mt19937 draw(static_cast<unsigned>(run + (importing ? 1000 : 0)));
            const int killAfterMs = std::uniform_int_distribution<int>(0, importing ? 1500 : 600)(draw);
            QProcess app;
            app.setProcessEnvironment(environment);
            app.start(QStringLiteral(LUDOTECA_APP_PATH), {QStringLiteral("--data-dir"), folder, gameFile});
            REQUIRE(app.waitForStarted());
            // The most moves of the game seen in an autosave before the kill: once seen, they
            // must still be somewhere after it.
            int seen = -1;
            waitUntil(
                [&] {
                    if (importing && import.state() == QProcess::NotRunning)
                        startImport();
                    seen = std::max(seen, inAutosave(folder, game.identity));
                    return app.state() != QProcess::Running;
                },
                killAfterMs);
            app.kill();
            app.waitForFinished();
            import.kill();
            import.waitForFinished();

            const int kept = inHistory(folder, game.identity);
            const int moves = inAutosave(folder, game.identity);
            SavedGame opened;
            REQUIRE(readSavedGame(gameFile, opened, error));
            INFO("killed after " << killAfterMs << " ms; in the history " << kept << " times, " << moves
                                 << " moves in its autosave, " << seen << " seen before");
            CHECK(kept <= 1);
            // The file opened is never written by playing on: before the first autosave the
            // game is there as it was.
            CHECK(opened.moves == game.moves);
            CHECK((kept == 1 || moves >= seen));
            CHECK(QDir(folder).entryList({QStringLiteral("history.broken-*")}).isEmpty());
            if (kept == 1)
                ++inHistoryCount;
            else if (moves == whole.moves.size() || seen == whole.moves.size())
                ++overInAutosave;
            else
                ++notOver;
        }
    }
    // The kills fell before the end, between the end and the history, and after.
    INFO(notOver << " kills before the end, " << overInAutosave << " between it and the history, " << inHistoryCount
                 << " after");
    CHECK(notOver > 0);
    CHECK(inHistoryCount > 0);
    WARN(notOver << " kills before the end, " << overInAutosave << " between it and the history, " << inHistoryCount
                 << " after");
}

TEST_CASE("A game written while the command-line tool imports into the same history is seen by it")
{
    // What the kills above found, step by step: a connection of this process is open while
    // another process writes and closes, and then this one writes. Another process must
    // see that game while this connection is still open.
    QTemporaryDir data;
    QString error;
    HistoryStore store;
    REQUIRE(store.open(data.path(), error));
    HistoryStore reader; // the History window's, beside the recorder's
    REQUIRE(reader.open(data.path(), error));

    SavedGame imported = playedGame();
    imported.identity = newGameIdentity();
    const QString file = data.filePath(QStringLiteral("imported.ludoteca"));
    REQUIRE(writeSavedGame(file, imported, error));
    const auto runTool = [&](const QStringList &arguments) {
        QProcess tool;
        tool.start(QStringLiteral(LUDOTECA_CLI_PATH),
                   QStringList {QStringLiteral("history"), QStringLiteral("--data-dir"), data.path()} + arguments);
        REQUIRE(tool.waitForFinished(120000));
        REQUIRE(tool.exitCode() == 0);
        return QString::fromUtf8(tool.readAllStandardOutput());
    };
    runTool({QStringLiteral("--import"), file});

    SavedGame played = playedGame();
    played.seats[0] = human(QStringLiteral("Ana"));
    played.identity = newGameIdentity();
    HistoryGame game;
    REQUIRE(historyGameFromSaved(played, game, error, true));
    game.started = game.ended = QDateTime::currentDateTimeUtc();
    qint64 id = 0;
    REQUIRE(store.record(game, id, error));
    // Ana's one game, as the tool reads the history while this process still has it open.
    const QString seen = runTool({QStringLiteral("--json")});
    INFO(seen.toStdString());
    CHECK(seen.contains(QStringLiteral(R"("player":"Ana")")));
    CHECK(seen.contains(QStringLiteral(R"("played":1)")));
    store.close();
    reader.close();
    CHECK(inHistory(data.path(), played.identity) == 1);
    CHECK(inHistory(data.path(), imported.identity) == 1);
}
