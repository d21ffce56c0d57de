// No menu action loses or spoils a game without asking: Restart asks and deals new draws,
// an undone draw comes back the same, undoing every move keeps the game and its Redo, a
// game saved to a file keeps going there while the data folder refuses it, and quitting
// asks about a game kept nowhere.

#include <catch2/catch.hpp>

#include <QCloseEvent>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QPointer>

#include "app_test_support.h"
#include "ludoteca/games/circular_chess.h"
#include "session/autosave.h"
#include "session/saved_game.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;
using games::circular_chess::CircularChessState;

namespace {

void playOneMove(MainWindow &window)
{
    GameSession &session = window.session();
    REQUIRE(session.playHuman(session.state()->legalActions().front()));
}

// Answers every question with `choice`, and records the questions.
struct Answers {
    QStringList asked;
    Answers(MainWindow &window, int choice)
    {
        window.setQuestionHandler([this, choice](const QString &title, const QString &, const QStringList &) {
            asked << title;
            return choice;
        });
    }
};

// Makes the autosave of the game in progress fail: a folder stands where its file goes.
void blockAutosave(AppFixture &app)
{
    const QString path = app.session().autosaveFile();
    REQUIRE_FALSE(path.isEmpty());
    QFile::remove(path);
    REQUIRE(QDir().mkpath(path));
}

} // namespace

TEST_CASE("Restart asks before it throws moves away, and deals new draws")
{
    AppFixture app;
    REQUIRE(app.startDefault("wapi", {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    REQUIRE(waitUntil([&] { return app.session().humanToMove(); }));
    playOneMove(app.window);
    REQUIRE(waitUntil([&] { return app.session().humanToMove(); }));
    const QStringList before = app.moves();
    const std::uint64_t seed = app.session().seed();
    const QString file = app.session().autosaveFile();
    REQUIRE(QFile::exists(file));

    SECTION("keeping the game changes nothing")
    {
        Answers answers(app.window, 1);
        app.window.action(QStringLiteral("restart"))->trigger();
        CHECK(answers.asked == QStringList {QStringLiteral("Restart the game?")});
        CHECK(app.moves() == before);
        CHECK(QFile::exists(file));
    }
    SECTION("closing the question changes nothing")
    {
        Answers answers(app.window, -1);
        app.window.action(QStringLiteral("restart"))->trigger();
        CHECK(app.moves() == before);
        CHECK(QFile::exists(file));
    }
    SECTION("restarting begins again with another seed")
    {
        Answers answers(app.window, 0);
        app.window.action(QStringLiteral("restart"))->trigger();
        CHECK(answers.asked.size() == 1);
        CHECK(app.session().seed() != seed);
        CHECK(app.session().state()->ply() < static_cast<int>(before.size()));
    }
}

TEST_CASE("Restart of a finished game asks nothing")
{
    AppFixture app;
    Answers answers(app.window, 1);
    REQUIRE(app.startEgotzi({computer(QStringLiteral("Al")), computer(QStringLiteral("Bo"))}));
    REQUIRE(waitUntil([&] { return app.session().state()->isTerminal(); }));
    app.window.action(QStringLiteral("restart"))->trigger();
    CHECK(answers.asked.isEmpty());
    CHECK(app.session().moveCount() < 3);
}

TEST_CASE("A draw taken back with Undo comes back the same card")
{
    AppFixture app;
    REQUIRE(app.startDefault("circular-chess", {human(QStringLiteral("Ana")), computer(QStringLiteral("Cy"))}));
    REQUIRE(waitUntil([&] { return app.session().humanToMove() && app.session().state()->currentPlayer() == 0; }));
    const int ply = app.session().state()->ply();
    for (int attempt = 0; attempt < 3; ++attempt) {
        REQUIRE(app.session().playHuman(CircularChessState::kDraw));
        REQUIRE(waitUntil([&] { return app.session().moveCount() >= ply + 2; }));
        const QString card = app.session().moveText(ply + 1);
        CHECK(card.startsWith(QStringLiteral("card-")));
        app.session().setPaused(true); // the computer would answer before the undo
        app.window.action(QStringLiteral("undo"))->trigger();
        REQUIRE(app.session().moveCount() == ply);
        app.session().setPaused(false);
        REQUIRE(app.session().playHuman(CircularChessState::kDraw));
        REQUIRE(waitUntil([&] { return app.session().moveCount() >= ply + 2; }));
        CHECK(app.session().moveText(ply + 1) == card);
        app.session().setPaused(true);
        app.window.action(QStringLiteral("undo"))->trigger();
        app.session().setPaused(false);
    }
}

TEST_CASE("Undoing every move keeps the game and what Redo would play, also after a restart of the app")
{
    AppFixture app;
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    app.clickCell(QStringLiteral("c3"));
    app.clickCell(QStringLiteral("b2"));
    app.clickCell(QStringLiteral("d4"));
    const QStringList played = app.moves();
    REQUIRE(played.size() == 3);
    const QString file = app.session().autosaveFile();
    for (int i = 0; i < 3; ++i)
        app.window.action(QStringLiteral("undo"))->trigger();
    REQUIRE(app.session().moveCount() == 0);
    REQUIRE(QFile::exists(file));
    SavedGame saved;
    QString error;
    REQUIRE(Autosave(app.data.path()).read(file, saved, error));
    CHECK(saved.moves.isEmpty());
    REQUIRE(saved.undone.size() == 3);
    CHECK(saved.undone[0] == QStringList {played[0]});
    CHECK(saved.undone[2] == QStringList {played[2]});

    // Continued in a window started afresh: Redo brings every move back.
    MainWindow again(app.data.path());
    REQUIRE(again.continueGame(file));
    REQUIRE(again.session().canRedo());
    for (int i = 0; i < 3; ++i)
        again.action(QStringLiteral("redo"))->trigger();
    QStringList redone;
    for (int i = 0; i < again.session().moveCount(); ++i)
        redone << again.session().moveText(i);
    CHECK(redone == played);
}

TEST_CASE("A file whose undone moves cannot be played again is refused")
{
    SavedGame saved;
    saved.gameId = QStringLiteral("egotzi");
    saved.options = egotziOptions({{"size", "5"}});
    saved.seats = {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))};
    saved.moves = {QStringLiteral("c3")};
    saved.undone = {{QStringLiteral("c3")}}; // taken already
    QString error;
    CHECK_FALSE(replaySavedGame(saved, error));
    CHECK(error.contains(QStringLiteral("undone")));

    // And damaged lists of undone moves are refused by the reader.
    SavedGame read;
    QByteArray json = savedGameToJson(saved);
    CHECK(savedGameFromJson(json, read, error));
    CHECK(read.undone == saved.undone);
    json.replace("\"undone\": [", "\"undone\": [[], ");
    CHECK_FALSE(savedGameFromJson(json, read, error));
    CHECK(error.contains(QStringLiteral("undone")));
}

TEST_CASE("Once a game has a file, the moves the data folder refuses go to that file")
{
    AppFixture app;
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    playOneMove(app.window);
    playOneMove(app.window);
    const QString path = app.data.filePath(QStringLiteral("mine.ludoteca"));
    REQUIRE(app.window.saveFile(path));
    blockAutosave(app);

    playOneMove(app.window);
    playOneMove(app.window);
    SavedGame saved;
    QString error;
    REQUIRE(readSavedGame(path, saved, error));
    CHECK(saved.moves == app.moves());
    CHECK(saved.moves.size() == 4);
    // The game is safe in its file: no banner, and quitting asks nothing.
    CHECK(app.window.gamePage()->autosaveProblem().isEmpty());
    Answers answers(app.window, -1);
    QCloseEvent close;
    QApplication::sendEvent(&app.window, &close);
    CHECK(close.isAccepted());
    CHECK(answers.asked.isEmpty());
}

TEST_CASE("Quitting asks about a game that is kept nowhere")
{
    SECTION("a game whose autosave fails, never saved to a file")
    {
        AppFixture app;
        REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
        playOneMove(app.window);
        blockAutosave(app);
        playOneMove(app.window);
        CHECK_FALSE(app.window.gamePage()->autosaveProblem().isEmpty());
        Answers answers(app.window, -1); // the question is closed: the window stays
        QCloseEvent close;
        QApplication::sendEvent(&app.window, &close);
        CHECK_FALSE(close.isAccepted());
        CHECK(answers.asked == QStringList {QStringLiteral("Save the game before quitting?")});
    }
    SECTION("a finished game the history cannot keep, then Quit Without Saving")
    {
        // A data folder that cannot be made: a file stands where its parent should be.
        QTemporaryDir data;
        QFile blocker(data.filePath(QStringLiteral("file")));
        REQUIRE(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        MainWindow window(data.filePath(QStringLiteral("file/data")));
        QStringList messages;
        window.setMessageHandler(
            [&messages](QMessageBox::Icon, const QString &title, const QString &) { messages << title; });
        window.session().aiPlayer().setIterationLimit(60);
        window.session().setAiDelay(0);
        REQUIRE(window.startGame(*GameRegistry::find("egotzi"), egotziOptions({{"size", "5"}}),
                                 {computer(QStringLiteral("Al")), computer(QStringLiteral("Bo"))}));
        REQUIRE(waitUntil([&] { return window.session().state()->isTerminal(); }));
        REQUIRE(waitUntil([&] { return messages.contains(QStringLiteral("History of Games")); }, 20000));
        Answers answers(window, 1);
        window.show();
        QCloseEvent close;
        QApplication::sendEvent(&window, &close);
        CHECK_FALSE(close.isAccepted()); // closed a moment later, once the question is answered
        CHECK(answers.asked.size() == 1);
        CHECK(waitUntil([&] { return !window.isVisible(); }, 5000));
    }
    SECTION("a finished game kept in the history needs no question")
    {
        AppFixture app;
        REQUIRE(app.startEgotzi({computer(QStringLiteral("Al")), computer(QStringLiteral("Bo"))}));
        REQUIRE(waitUntil([&] { return app.session().state()->isTerminal(); }));
        Answers answers(app.window, -1);
        QCloseEvent close;
        QApplication::sendEvent(&app.window, &close);
        CHECK(close.isAccepted());
        CHECK(answers.asked.isEmpty());
    }
    SECTION("a game in progress kept in the data folder needs no question")
    {
        AppFixture app;
        REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
        playOneMove(app.window);
        Answers answers(app.window, -1);
        QCloseEvent close;
        QApplication::sendEvent(&app.window, &close);
        CHECK(close.isAccepted());
        CHECK(answers.asked.isEmpty());
    }
}

TEST_CASE("Every autosave written while Redo plays a person's move and the computer's answer back can be read")
{
    AppFixture app;
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), computer(QStringLiteral("Cy"))}));
    app.clickCell(QStringLiteral("c3"));
    REQUIRE(waitUntil([&] { return app.session().moveCount() == 2 && app.session().humanToMove(); }));
    app.session().undo(); // the computer's answer and Ana's move, in one group
    REQUIRE(app.session().moveCount() == 0);
    const QString file = app.session().autosaveFile();
    int written = 0;
    QStringList problems;
    QObject::connect(&app.session(), &GameSession::autosaveWritten, [&] {
        SavedGame saved;
        QString why;
        ++written;
        if (!Autosave(app.data.path()).read(file, saved, why) || !replaySavedGame(saved, why))
            problems << why;
    });
    app.session().redo();
    CHECK(app.session().moveCount() == 2);
    CHECK(written >= 2);
    CHECK(problems.join(QLatin1Char('\n')).toStdString() == "");
}

TEST_CASE("A question whose last choice keeps the game has no Cancel beside it, and Escape keeps it")
{
    AppFixture app;
    REQUIRE(app.startDefault("wapi", {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    REQUIRE(waitUntil([&] { return app.session().humanToMove(); }));
    playOneMove(app.window);
    REQUIRE(waitUntil([&] { return app.session().humanToMove(); }));
    const QStringList before = app.moves();
    app.window.action(QStringLiteral("restart"))->trigger();
    QPointer<QMessageBox> box = app.window.findChild<QMessageBox *>();
    REQUIRE(box);
    CHECK(box->button(QMessageBox::Cancel) == nullptr);
    REQUIRE(box->escapeButton() != nullptr);
    CHECK(box->escapeButton()->text() == QStringLiteral("Keep Playing"));
    QTest::keyClick(box, Qt::Key_Escape);
    REQUIRE(waitUntil([&] { return box.isNull() || !box->isVisible(); }));
    CHECK(app.moves() == before);
}
