// A player's game is never deleted because it could not be read, and a failed autosave is
// shown where the player looks.

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QPushButton>

#include "app_test_support.h"
#include "session/autosave.h"
#include "session/saved_game.h"
#include "ui/launcher_page.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

QByteArray egotziSave(int version)
{
    SavedGame saved;
    saved.gameId = QStringLiteral("egotzi");
    saved.options = {{"size", "5"}};
    saved.seats = {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))};
    saved.moves = {QStringLiteral("c3")};
    QByteArray json = savedGameToJson(saved);
    return json.replace("\"version\": 1", QByteArray("\"version\": ") + QByteArray::number(version));
}

// The files of the data folder whose name starts with `prefix`.
QStringList filesStartingWith(const QTemporaryDir &data, const QString &prefix)
{
    return QDir(data.path()).entryList({prefix + QLatin1Char('*')}, QDir::Files | QDir::System | QDir::Hidden);
}

void playOneMove(MainWindow &window)
{
    GameSession &session = window.session();
    REQUIRE(session.playHuman(session.state()->legalActions().front()));
}

} // namespace

TEST_CASE("A damaged autosave is kept aside, not deleted, and the player is told")
{
    QTemporaryDir data;
    const QByteArray damaged = egotziSave(1).chopped(3);
    writeFile(Autosave(data.path()).filePath(), damaged);

    MainWindow window(data.path());
    CHECK_FALSE(window.launcher()->resumeOffered());
    const QStringList kept = filesStartingWith(data, QStringLiteral("autosave.broken-"));
    REQUIRE(kept.size() == 1);
    CHECK(readFile(QDir(data.path()).filePath(kept.front())) == damaged);
    CHECK(window.launcher()->notice().contains(QStringLiteral("could not be read")));
    CHECK(window.launcher()->notice().contains(kept.front()));

    // A new game does not touch the kept file.
    REQUIRE(window.startGame(*GameRegistry::find("egotzi"), egotziOptions({{"size", "5"}}),
                             {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    playOneMove(window);
    CHECK(readFile(QDir(data.path()).filePath(kept.front())) == damaged);
}

TEST_CASE("A newer version's autosave is left as it is until a game here needs its place")
{
    QTemporaryDir data;
    const QString path = Autosave(data.path()).filePath();
    const QByteArray newer = egotziSave(2);
    writeFile(path, newer);

    {
        MainWindow window(data.path());
        CHECK_FALSE(window.launcher()->resumeOffered());
        CHECK(window.launcher()->notice().contains(QStringLiteral("newer version")));
        CHECK(readFile(path) == newer);
        CHECK(filesStartingWith(data, QStringLiteral("autosave.")).size() == 1);
    }
    MainWindow window(data.path()); // the next start says the same, and still touches nothing
    CHECK(window.launcher()->notice().contains(QStringLiteral("newer version")));
    CHECK(readFile(path) == newer);

    REQUIRE(window.startGame(*GameRegistry::find("egotzi"), egotziOptions({{"size", "5"}}),
                             {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    playOneMove(window);
    const QStringList kept = filesStartingWith(data, QStringLiteral("autosave.newer-"));
    REQUIRE(kept.size() == 1);
    CHECK(readFile(QDir(data.path()).filePath(kept.front())) == newer);
    SavedGame saved;
    QString error;
    CHECK(Autosave(data.path()).read(saved, error)); // this game is kept in its place
}

TEST_CASE("An autosave whose moves cannot be replayed is kept aside when Continue fails")
{
    QTemporaryDir data;
    const QByteArray illegal = egotziSave(1).replace("\"c3\"", "\"z9\"");
    writeFile(Autosave(data.path()).filePath(), illegal);
    MainWindow window(data.path());
    QStringList messages;
    window.setMessageHandler([&](QMessageBox::Icon, const QString &title, const QString &text) {
        messages << title + QStringLiteral(": ") + text;
    });
    REQUIRE(window.launcher()->resumeOffered()); // its structure is fine
    CHECK_FALSE(window.resumeAutosave());
    REQUIRE(messages.size() == 1);
    CHECK(messages.front().contains(QStringLiteral("Move 1")));
    const QStringList kept = filesStartingWith(data, QStringLiteral("autosave.broken-"));
    REQUIRE(kept.size() == 1);
    CHECK(readFile(QDir(data.path()).filePath(kept.front())) == illegal);
    CHECK_FALSE(window.showingGame());
}

TEST_CASE("A failed autosave shows a banner in the game page with Save As, and is retried")
{
    AppFixture app;
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    CHECK(app.window.gamePage()->autosaveProblem().isEmpty());

    // A folder where the file should go: no write can replace it.
    const QString path = Autosave(app.data.path()).filePath();
    QFile::remove(path);
    REQUIRE(QDir().mkpath(path));
    playOneMove(app.window);
    const QString problem = app.window.gamePage()->autosaveProblem();
    CHECK(problem.contains(QStringLiteral("could not be kept")));
    auto *saveAs = app.window.gamePage()->findChild<QPushButton *>(QStringLiteral("autosaveSaveAs"));
    REQUIRE(saveAs);
    CHECK(saveAs->isVisibleTo(app.window.gamePage()));

    playOneMove(app.window); // still failing: still shown
    CHECK_FALSE(app.window.gamePage()->autosaveProblem().isEmpty());

    REQUIRE(QDir(path).removeRecursively());
    playOneMove(app.window); // the next move's write succeeds: the banner goes
    CHECK(app.window.gamePage()->autosaveProblem().isEmpty());
    SavedGame saved;
    QString error;
    CHECK(Autosave(app.data.path()).read(saved, error));
    CHECK(saved.moves.size() == 3);
}
