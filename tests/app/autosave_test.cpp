// A player's game is never deleted because it could not be read, and a failed autosave is
// shown where the player looks.

#include <catch2/catch.hpp>

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QPushButton>

#include "app_test_support.h"
#include "session/autosave.h"
#include "session/saved_game.h"
#include "ui/launcher_page.h"
#include "ui/setup_dialog.h"

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
    writeFile(Autosave(data.path()).legacyFilePath(), damaged);

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

TEST_CASE("A newer version's autosave is left as it is, even when a game is played here")
{
    QTemporaryDir data;
    const QString path = Autosave(data.path()).legacyFilePath();
    const QByteArray newer = egotziSave(2);
    writeFile(path, newer);

    {
        MainWindow window(data.path());
        CHECK_FALSE(window.launcher()->resumeOffered());
        CHECK(window.launcher()->notice().contains(QStringLiteral("newer version")));
        CHECK(readFile(path) == newer);
        CHECK(filesStartingWith(data, QStringLiteral("autosave")).size() == 1);
    }
    MainWindow window(data.path()); // the next start says the same, and still touches nothing
    CHECK(window.launcher()->notice().contains(QStringLiteral("newer version")));
    CHECK(readFile(path) == newer);

    REQUIRE(window.startGame(*GameRegistry::find("egotzi"), egotziOptions({{"size", "5"}}),
                             {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    playOneMove(window);
    CHECK(readFile(path) == newer); // this game has a file of its own
    CHECK(filesStartingWith(data, QStringLiteral("autosave.")).size() == 1);
    SavedGame saved;
    QString error;
    REQUIRE(window.session().autosaveFile() != path);
    CHECK(Autosave(data.path()).read(window.session().autosaveFile(), saved, error));
}

TEST_CASE("A newer version's autosave is told of once a run, not each time the launcher comes back")
{
    QTemporaryDir data;
    writeFile(Autosave(data.path()).legacyFilePath(), egotziSave(2));
    MainWindow window(data.path());
    REQUIRE(window.launcher()->notice().contains(QStringLiteral("newer version")));
    auto *dismiss = window.launcher()->findChild<QPushButton *>(QStringLiteral("dismissNotice"));
    REQUIRE(dismiss);
    dismiss->click();
    CHECK(window.launcher()->notice().isEmpty());

    REQUIRE(window.startGame(*GameRegistry::find("egotzi"), egotziOptions({{"size", "5"}}),
                             {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    playOneMove(window);
    window.showLauncher();
    CHECK(window.launcher()->notice().isEmpty());
    CHECK(window.launcher()->unfinished().size() == 1); // the game just played is still offered
}

TEST_CASE("An autosave whose moves cannot be replayed is kept aside when Continue fails")
{
    QTemporaryDir data;
    const QByteArray illegal = egotziSave(1).replace("\"c3\"", "\"z9\"");
    writeFile(Autosave(data.path()).legacyFilePath(), illegal);
    MainWindow window(data.path());
    QStringList messages;
    window.setMessageHandler([&](QMessageBox::Icon, const QString &title, const QString &text) {
        messages << title + QStringLiteral(": ") + text;
    });
    REQUIRE(window.launcher()->resumeOffered()); // its structure is fine
    CHECK_FALSE(window.continueGame());
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
    playOneMove(app.window);
    CHECK(app.window.gamePage()->autosaveProblem().isEmpty());

    // A folder where the file should go: no write can replace it.
    const QString path = app.session().autosaveFile();
    REQUIRE(QFile::remove(path));
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
    CHECK(Autosave(app.data.path()).read(path, saved, error));
    CHECK(saved.moves.size() == 4);
}

TEST_CASE("Every unfinished game is kept and offered, and a new one of the same game asks first")
{
    AppFixture app;
    QStringList questions;
    int answer = -1;
    app.window.setQuestionHandler([&](const QString &title, const QString &text, const QStringList &) {
        questions << title + QStringLiteral(": ") + text;
        return answer;
    });
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    playOneMove(app.window);
    const QString egotziFile = app.session().autosaveFile();
    REQUIRE(app.startDefault("wangzi", {human(QStringLiteral("Carla")), human(QStringLiteral("Dino"))}));
    playOneMove(app.window);
    playOneMove(app.window);
    const QString wangziFile = app.session().autosaveFile();
    CHECK(wangziFile != egotziFile);
    CHECK(Autosave(app.data.path()).files().size() == 2);

    // Both are offered, here and at the next start, with their players and moves.
    for (MainWindow *window : {&app.window, new MainWindow(app.data.path())}) {
        window->showLauncher();
        const auto &games = window->launcher()->unfinished();
        REQUIRE(games.size() == 2);
        QStringList ids, texts;
        for (const UnfinishedGame &game : games) {
            ids << game.gameId;
            texts << game.description;
        }
        CHECK(ids.contains(QStringLiteral("egotzi")));
        CHECK(ids.contains(QStringLiteral("wangzi")));
        const QString all = texts.join(QLatin1Char('\n'));
        CHECK(all.contains(QStringLiteral("Ana")));
        CHECK(all.contains(QStringLiteral("Carla")));
        CHECK(all.contains(QStringLiteral("one move"))); // English plural forms are installed, as in the app
        CHECK(all.contains(QStringLiteral("2 move")));
        if (window != &app.window)
            delete window;
    }

    SECTION("each one continues where it was")
    {
        REQUIRE(app.window.continueGame(egotziFile));
        CHECK(app.session().game()->id == "egotzi");
        CHECK(app.session().moveCount() == 1);
        app.window.showLauncher();
        REQUIRE(app.window.continueGame(wangziFile));
        CHECK(app.session().game()->id == "wangzi");
        CHECK(app.session().moveCount() == 2);
        CHECK(questions.isEmpty());
    }
    SECTION("a new game of a kind that has one asks: closing the question changes nothing")
    {
        app.window.newGame(QStringLiteral("egotzi"));
        REQUIRE(questions.size() == 1);
        CHECK(questions.front().contains(QStringLiteral("Ana")));
        CHECK_FALSE(app.window.findChild<SetupDialog *>());
        CHECK(QFileInfo::exists(egotziFile));
    }
    SECTION("continue it")
    {
        answer = 0;
        app.window.newGame(QStringLiteral("egotzi"));
        CHECK(app.window.showingGame());
        CHECK(app.session().game()->id == "egotzi");
        CHECK(app.session().moveCount() == 1);
    }
    SECTION("keep it and start another")
    {
        answer = 1;
        app.window.newGame(QStringLiteral("egotzi"));
        SetupDialog *setup = app.window.findChild<SetupDialog *>();
        REQUIRE(setup);
        setup->accept();
        REQUIRE(app.window.showingGame());
        playOneMove(app.window);
        CHECK(QFileInfo::exists(egotziFile));
        CHECK(Autosave(app.data.path()).files().size() == 3);
    }
    SECTION("discard it, only once the new game starts")
    {
        answer = 2;
        app.window.newGame(QStringLiteral("egotzi"));
        SetupDialog *setup = app.window.findChild<SetupDialog *>();
        REQUIRE(setup);
        CHECK(QFileInfo::exists(egotziFile)); // the set-up may still be cancelled
        setup->accept();
        REQUIRE(app.window.showingGame());
        CHECK_FALSE(QFileInfo::exists(egotziFile));
        CHECK(QFileInfo::exists(wangziFile));
    }
    SECTION("a game without one starts without a question")
    {
        app.window.newGame(QStringLiteral("wapi"));
        CHECK(questions.isEmpty());
        SetupDialog *setup = app.window.findChild<SetupDialog *>();
        REQUIRE(setup);
        setup->reject();
    }
}

TEST_CASE("An unfinished game is discarded only after the player confirms")
{
    AppFixture app;
    QStringList questions;
    int answer = -1;
    app.window.setQuestionHandler([&](const QString &title, const QString &, const QStringList &) {
        questions << title;
        return answer;
    });
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    playOneMove(app.window);
    const QString file = app.session().autosaveFile();
    app.window.showLauncher();
    REQUIRE(app.window.launcher()->resumeOffered());

    CHECK_FALSE(app.window.discardGame(file)); // closed without an answer
    answer = 1;                                // Keep It
    CHECK_FALSE(app.window.discardGame(file));
    CHECK(questions.size() == 2);
    CHECK(QFileInfo::exists(file));
    CHECK(app.window.launcher()->resumeOffered());

    answer = 0; // Discard
    CHECK(app.window.discardGame(file));
    CHECK_FALSE(QFileInfo::exists(file));
    CHECK_FALSE(app.window.launcher()->resumeOffered());
    CHECK_FALSE(app.session().hasGame()); // it was the game in memory: gone with its file
}

TEST_CASE("The single autosave of older versions is still found, continued and kept in place")
{
    QTemporaryDir data;
    const QString legacy = Autosave(data.path()).legacyFilePath();
    writeFile(legacy, egotziSave(1));
    MainWindow window(data.path());
    REQUIRE(window.launcher()->unfinished().size() == 1);
    CHECK(window.launcher()->unfinished().front().file == legacy);
    REQUIRE(window.continueGame(legacy));
    CHECK(window.session().moveCount() == 1);
    playOneMove(window);
    SavedGame saved;
    QString error;
    REQUIRE(Autosave(data.path()).read(legacy, saved, error));
    CHECK(saved.moves.size() == 2);
    CHECK(Autosave(data.path()).files() == QStringList {legacy});
}
