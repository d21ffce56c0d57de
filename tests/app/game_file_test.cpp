// Where a game is kept apart from the window: the player's file (GameFile) and the
// unfinished games of the data folder (UnfinishedGames).

#include <catch2/catch.hpp>

#include <QDir>
#include <QTemporaryDir>

#include "app_test_support.h"
#include "session/autosave.h"
#include "session/game_file.h"
#include "session/game_session.h"
#include "session/saved_game.h"
#include "session/unfinished_games.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

void startEgotzi(GameSession &session)
{
    QString error;
    REQUIRE(session.start(*GameRegistry::find("egotzi"), egotziOptions({{"size", "5"}}),
                          {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}, 7, error));
}

void playFirstMove(GameSession &session) { REQUIRE(session.playHuman(session.state()->legalActions().front())); }

} // namespace

TEST_CASE("A game's file holds its moves until the next one, and closing loses nothing kept")
{
    QTemporaryDir folder;
    GameSession session;
    startEgotzi(session);
    GameFile file(session);
    CHECK(file.path().isEmpty());
    CHECK_FALSE(file.modified());
    CHECK(file.kept());

    playFirstMove(session);
    CHECK(file.modified());
    CHECK(file.kept()); // in the data folder after every move
    file.setAutosaveFailing(true);
    CHECK_FALSE(file.kept());
    CHECK_FALSE(file.keepInFile()); // no file to keep it in

    const QString path = QDir(folder.path()).filePath(QStringLiteral("game.ludoteca"));
    QString error;
    REQUIRE(file.save(path, error));
    CHECK(file.path() == path);
    CHECK_FALSE(file.modified());
    CHECK(file.kept());

    // The data folder still refuses: the next move goes to the player's file instead.
    playFirstMove(session);
    CHECK_FALSE(file.kept());
    REQUIRE(file.keepInFile());
    CHECK(file.kept());
    SavedGame saved;
    REQUIRE(readSavedGame(path, saved, error));
    CHECK(saved.moves == session.moveTexts());

    file.restarted(); // the file holds the game before the restart
    CHECK(file.modified());
    file.clear();
    CHECK(file.path().isEmpty());
}

TEST_CASE("A game's file that cannot be read or written changes nothing")
{
    QTemporaryDir folder;
    GameSession session;
    startEgotzi(session);
    playFirstMove(session);
    GameFile file(session);
    const QString path = QDir(folder.path()).filePath(QStringLiteral("game.ludoteca"));
    QString error;
    REQUIRE(file.save(path, error));

    const QStringList moves = session.moveTexts();
    CHECK_FALSE(file.open(QDir(folder.path()).filePath(QStringLiteral("missing.ludoteca")), error));
    CHECK_FALSE(error.isEmpty());
    writeFile(QDir(folder.path()).filePath(QStringLiteral("garbage.ludoteca")), "{ not a game");
    CHECK_FALSE(file.open(QDir(folder.path()).filePath(QStringLiteral("garbage.ludoteca")), error));
    CHECK_FALSE(file.save(QDir(folder.path()).filePath(QStringLiteral("no/such/folder/game.ludoteca")), error));
    CHECK(file.path() == path);
    CHECK(session.moveTexts() == moves);
    CHECK_FALSE(file.modified());

    REQUIRE(file.open(path, error));
    CHECK(session.moveTexts() == moves);
}

TEST_CASE("The unfinished games are listed, and an unusable file is kept aside and told of once")
{
    QTemporaryDir data;
    Autosave autosave(data.path());
    GameSession session;
    startEgotzi(session);
    playFirstMove(session);
    QString error;
    const QString good = autosave.newFilePath(QStringLiteral("egotzi"));
    REQUIRE(autosave.write(good, session.snapshot(), error));
    writeFile(autosave.legacyFilePath(), "{ damaged");

    UnfinishedGames unfinished(autosave);
    const UnfinishedGames::Found found = unfinished.find();
    REQUIRE(found.games.size() == 1);
    CHECK(found.games.front().file == good);
    CHECK(found.games.front().gameId == QStringLiteral("egotzi"));
    CHECK(found.games.front().description.contains(QStringLiteral("Ana")));
    CHECK(found.unread == 0);
    REQUIRE(found.notices.size() == 1);
    CHECK(found.notices.front().contains(QStringLiteral("could not be read")));
    CHECK_FALSE(QFileInfo::exists(autosave.legacyFilePath()));
    CHECK(QDir(data.path()).entryList({QStringLiteral("autosave.broken-*")}).size() == 1);

    const UnfinishedGames::Found again = unfinished.find();
    CHECK(again.games.size() == 1);
    CHECK(again.notices.isEmpty());
}
