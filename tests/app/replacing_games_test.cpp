// What happens to the game on the board, and to the windows drawn from it, when another
// game takes its place: every path that replaces it (Open, Open Recent, History → Open and
// Continue from Here, continuing another unfinished game, a new game) leaves it waiting on
// the launcher or asks first; a window that outlives its game (the review) forgets it, so
// a language change afterwards reaches into nothing that is gone; and a review drawn from
// one seat's knowledge turns public when the screen passes.

#include <catch2/catch.hpp>

#include <QAction>
#include <QDir>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QStatusBar>

#include "app_test_support.h"
#include "history/history_dialog.h"
#include "history/history_store.h"
#include "lessons/lesson_window.h"
#include "ludoteca/games/circular_chess.h"
#include "review/game_reviewer.h"
#include "review/review_chart.h"
#include "review/review_dialog.h"
#include "session/autosave.h"
#include "session/saved_game.h"
#include "ui/launcher_page.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;
using games::circular_chess::CircularChessState;

namespace {

bool playText(GameSession &session, const char *text)
{
    std::string error;
    const Action action = session.state()->parseAction(text, error);
    return action != kInvalidAction && session.playHuman(action);
}

// An Egotzi game between Ana and Ben with two moves played: the game on the board.
QString startGameInProgress(AppFixture &app)
{
    REQUIRE(
        app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}, {{"size", "5"}, {"pie", "off"}}));
    REQUIRE(playText(app.session(), "c3"));
    REQUIRE(playText(app.session(), "d3"));
    const QString file = app.session().autosaveFile();
    REQUIRE(QFile::exists(file));
    return file;
}

// A whole Egotzi game, each side playing its first legal move, as a saved game.
SavedGame finishedGame()
{
    SavedGame saved;
    saved.gameId = QStringLiteral("egotzi");
    saved.options = egotziOptions({{"size", "5"}, {"pie", "off"}});
    saved.seats = {human(QStringLiteral("Cy")), human(QStringLiteral("Di"))};
    Message why;
    auto state = GameRegistry::find("egotzi")->newGame(saved.options, why);
    REQUIRE(state);
    while (!state->isTerminal()) {
        REQUIRE(state->ply() < 2000);
        const Action action = state->legalActions().front();
        saved.moves << QString::fromStdString(state->actionToString(action));
        state->apply(action);
    }
    return saved;
}

// The game in progress is still in its file, with its moves, and the launcher offers it.
void checkWaiting(AppFixture &app, const QString &file, const QStringList &moves)
{
    INFO("the game that was on the board, " << file.toStdString());
    REQUIRE(QFile::exists(file));
    SavedGame kept;
    QString error;
    REQUIRE(readSavedGame(file, kept, error));
    CHECK(kept.moves == moves);
    app.window.showLauncher();
    const auto &listed = app.window.launcher()->unfinished();
    CHECK(std::any_of(listed.begin(), listed.end(), [&](const UnfinishedGame &game) { return game.file == file; }));
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

} // namespace

TEST_CASE("Every path that puts another game on the board leaves the game in progress waiting")
{
    AppFixture app;
    Answers answers(app.window, -1); // no question is expected: each would keep the game
    const QString file = startGameInProgress(app);
    const QStringList moves = app.moves();
    const SavedGame finished = finishedGame();
    const QString path = app.data.filePath(QStringLiteral("finished.ludoteca"));
    QString error;
    REQUIRE(writeSavedGame(path, finished, error));

    SECTION("Game → Open of a finished game")
    {
        REQUIRE(app.window.openFile(path));
        CHECK(app.moves() == finished.moves);
        CHECK(app.window.statusBar()->currentMessage().contains(QStringLiteral("unfinished games")));
    }
    SECTION("Game → Open Recent")
    {
        REQUIRE(app.window.openRecent(path));
        CHECK(app.moves() == finished.moves);
    }
    SECTION("History → Open, then Continue from Here")
    {
        {
            HistoryStore store;
            HistoryGame game;
            qint64 id = 0;
            REQUIRE(store.open(app.data.path(), error));
            REQUIRE(historyGameFromSaved(finished, game, error, true));
            game.started = game.ended = QDateTime::currentDateTimeUtc();
            REQUIRE(store.record(game, id, error));
        }
        HistoryDialog *history = historyShown(app.window);
        REQUIRE(waitUntil([&] { return history->filter()->rowCount() == 1; }));
        REQUIRE(history->selectRow(0));
        REQUIRE(history->openSelected());
        CHECK(app.moves() == finished.moves);
        app.session().browse(3);
        REQUIRE(history->continueFromHere());
        CHECK(app.session().moveCount() == 3);
    }
    SECTION("continuing another unfinished game")
    {
        Autosave autosave(app.data.path());
        SavedGame other = finished;
        other.moves = other.moves.mid(0, 1);
        const QString otherFile = autosave.newFilePath(QStringLiteral("egotzi"));
        REQUIRE(autosave.write(otherFile, other, error));
        REQUIRE(app.window.continueGame(otherFile));
        CHECK(app.moves() == other.moves);
    }
    SECTION("a new game")
    {
        REQUIRE(app.startDefault("wangzi", {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
        CHECK(app.moves().isEmpty());
    }
    CHECK(answers.asked.isEmpty());
    checkWaiting(app, file, moves);
}

TEST_CASE("A game kept nowhere is not put away without asking")
{
    AppFixture app;
    startGameInProgress(app);
    // The data folder refuses the game: a folder stands where its file goes.
    const QString file = app.session().autosaveFile();
    QFile::remove(file);
    REQUIRE(QDir().mkpath(file));
    REQUIRE(playText(app.session(), "b2"));
    const QStringList moves = app.moves();
    const QString path = app.data.filePath(QStringLiteral("finished.ludoteca"));
    QString error;
    REQUIRE(writeSavedGame(path, finishedGame(), error));

    SECTION("closing the question keeps it on the board")
    {
        Answers answers(app.window, -1);
        CHECK_FALSE(app.window.openFile(path));
        CHECK(answers.asked == QStringList {QStringLiteral("Save the game on the board first?")});
        CHECK(app.moves() == moves);
        CHECK_FALSE(app.window.startGame(*GameRegistry::find("wangzi"), gameOptions("wangzi", {}),
                                         {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
        CHECK(app.moves() == moves);
        CHECK(answers.asked.size() == 2);
    }
    SECTION("putting it away without saving replaces it")
    {
        Answers answers(app.window, 1);
        CHECK(app.window.openFile(path));
        CHECK(answers.asked.size() == 1);
        CHECK(app.moves() != moves);
    }
}

TEST_CASE("A review that outlives its game forgets it, through another game and a language change")
{
    AppFixture app;
    startGameInProgress(app);
    app.window.action(QStringLiteral("review"))->trigger();
    ReviewDialog *review = app.window.review();
    REQUIRE(review);
    review->setBudget(50, 1);
    review->startReview();
    REQUIRE(waitUntil([&] { return !review->reviewing(); }));
    REQUIRE(review->chart()->seatLine(0) != nullptr);
    review->close();
    // The other windows a player may leave open meanwhile.
    historyShown(app.window);
    app.window.showRules(QStringLiteral("egotzi"));
    app.window.showLessons(QStringLiteral("egotzi"));
    app.window.action(QStringLiteral("shortcuts"))->trigger();
    app.window.action(QStringLiteral("preferences"))->trigger();

    const QString path = app.data.filePath(QStringLiteral("other.ludoteca"));
    QString error;
    SavedGame other = finishedGame();
    other.moves = other.moves.mid(0, 4);
    REQUIRE(writeSavedGame(path, other, error));
    REQUIRE(app.window.openFile(path));
    QApplication::processEvents();

    // Nothing of the first game is left in the review: no line, no name, no mistake.
    CHECK_FALSE(review->isVisible());
    CHECK(review->chart()->seatLine(0) == nullptr);
    CHECK(review->legend()->findChildren<QLabel *>(QStringLiteral("reviewLegendEntry")).isEmpty());
    CHECK(review->mistakeList()->count() == 0);

    {
        Speaking italian(QLocale(QLocale::Italian, QLocale::Italy));
        REQUIRE(italian.code == QStringLiteral("it"));
        QTest::qWait(20); // the windows' retranslation is queued
        CHECK(review->windowTitle() != QStringLiteral("Review Game"));
        CHECK(review->legend()->findChildren<QLabel *>(QStringLiteral("reviewLegendEntry")).isEmpty());

        // Asked for again, it reviews the game now on the board, under its players' names.
        app.window.action(QStringLiteral("review"))->trigger();
        review->setBudget(50, 1);
        review->startReview();
        REQUIRE(waitUntil([&] { return !review->reviewing(); }));
        QStringList names;
        for (const QLabel *label : review->legend()->findChildren<QLabel *>(QStringLiteral("reviewLegendEntry")))
            names << label->text();
        CHECK(names.filter(QStringLiteral("Cy")).size() == 1);
        CHECK(names.filter(QStringLiteral("Ana")).isEmpty());
    }
    QTest::qWait(20);
    CHECK(review->windowTitle() == QStringLiteral("Review Game"));
}

TEST_CASE("A review drawn from one seat's knowledge turns public when the screen passes")
{
    AppFixture app;
    REQUIRE(app.startDefault("circular-chess",
                             {human(QStringLiteral("Ana")), human(QStringLiteral("Ben")), human(QStringLiteral("Cy"))},
                             {{"players", "3"}}));
    GameSession &session = app.session();
    const auto drawCard = [&] {
        const int ply = session.state()->ply();
        REQUIRE(session.playHuman(CircularChessState::kDraw));
        REQUIRE(waitUntil([&] { return session.state()->ply() >= ply + 2 && session.humanToMove(); }));
    };
    REQUIRE(waitUntil([&] { return session.humanToMove(); }));
    session.takeScreen();
    drawCard();
    session.takeScreen();
    const int seat = session.viewer();
    REQUIRE(seat >= 0);

    app.window.action(QStringLiteral("review"))->trigger();
    ReviewDialog *review = app.window.review();
    REQUIRE(review);
    review->setBudget(50, 1);
    review->startReview();
    CHECK(review->observer() == seat);
    REQUIRE(waitUntil([&] { return !review->reviewing(); }));

    // Looking back at a position where another seat moved leaves the screen where it is.
    session.browse(0);
    CHECK(review->observer() == seat);
    CHECK(review->isVisible());
    session.returnToLive();

    SECTION("open when the screen passes: searched again from what everyone may see")
    {
        drawCard();
        REQUIRE(session.passPending());
        CHECK(review->isVisible());
        CHECK(review->observer() == kSpectatorViewer);
        REQUIRE(waitUntil([&] { return !review->reviewing(); }));
        CHECK(review->chart()->seatLine(2) != nullptr);
        // The next person takes the screen: the public review stays as it is.
        session.takeScreen();
        CHECK(review->observer() == kSpectatorViewer);
    }
    SECTION("closed when the screen passes: forgotten")
    {
        review->close();
        drawCard();
        CHECK(review->chart()->seatLine(0) == nullptr);
        CHECK(review->mistakeList()->count() == 0);
    }
}
