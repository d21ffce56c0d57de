// The history of games from the window: a game played to its end is found in it with its
// result, a discarded one as given up, and a history that cannot be written is told of
// while play goes on.

#include <catch2/catch.hpp>

#include <QChart>
#include <QChartView>
#include <QDateTimeAxis>
#include <QLabel>
#include <QComboBox>
#include <QCompleter>
#include <QLineEdit>
#include <QLineSeries>
#include <QStandardItemModel>
#include <QAction>
#include <QDir>
#include <QFile>
#include <QTableView>
#include <QPushButton>
#include <QSqlQuery>

#include "app_test_support.h"
#include "screen_texts.h"
#include "history/history_dialog.h"
#include "history/history_recorder.h"
#include "history/history_store.h"
#include "history/profiles_view.h"
#include "session/autosave.h"
#include "session/saved_game.h"
#include "history/statistics_view.h"
#include "ui/launcher_page.h"
#include "ui/setup_dialog.h"
#include "ui/setup_memory.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

// Ana plays the first legal move whenever she is to move, until the game is over.
void playToTheEnd(AppFixture &app)
{
    REQUIRE(waitUntil([&] {
        if (app.session().state()->isTerminal())
            return true;
        if (app.session().humanToMove())
            app.session().playHuman(app.session().state()->legalActions().front());
        return false;
    }));
}

bool writesDone(AppFixture &app) { return app.window.historyRecorder()->pending() == 0; }

// Ana and Ben play a small Egotzi to its end; answers the game's autosave.
QString playBetweenPeople(MainWindow &window)
{
    REQUIRE(window.startGame(*GameRegistry::find("egotzi"), egotziOptions({{"size", "5"}, {"pie", "off"}}),
                             {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
    GameSession &session = window.session();
    while (!session.state()->isTerminal())
        REQUIRE(session.playHuman(session.state()->legalActions().front()));
    return session.autosaveFile();
}

} // namespace

TEST_CASE("A game played to its end is in the history with its result")
{
    AppFixture app;
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), computer(QStringLiteral("Bot"), ai::Level::Medium)},
                            {{"size", "5"}, {"pie", "off"}}));
    playToTheEnd(app);
    REQUIRE(waitUntil([&] { return writesDone(app); }));
    INFO(app.messages.join(QLatin1Char('\n')).toStdString());
    CHECK(app.messages.isEmpty());

    const auto entries = historyOf(app.data.path());
    REQUIRE(entries.size() == 1);
    const HistoryEntry &entry = entries.front();
    CHECK(entry.gameId == QStringLiteral("egotzi"));
    CHECK(entry.finished);
    CHECK(entry.moveCount == app.session().moveCount());
    REQUIRE(entry.seats.size() == 2);
    CHECK(entry.seats[0].name == QStringLiteral("Ana"));
    CHECK(entry.seats[1].ai);
    CHECK(entry.seats[1].level == QStringLiteral("club"));
    const auto winners = app.session().state()->winners();
    const bool anaWon = winners.size() == 1 && winners.front() == 0;
    const bool botWon = winners.size() == 1 && winners.front() == 1;
    CHECK(entry.seats[0].result
          == (anaWon       ? QStringLiteral("won")
                  : botWon ? QStringLiteral("lost")
                           : QStringLiteral("drawn")));
    CHECK(entry.seats[0].score == app.session().state()->scores()[0]);
}

TEST_CASE("A game ended again after an undo is kept once, with its new ending")
{
    AppFixture app;
    REQUIRE(
        app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}, {{"size", "5"}, {"pie", "off"}}));
    playToTheEnd(app);
    REQUIRE(waitUntil([&] { return writesDone(app); }));
    app.session().undo();
    REQUIRE(app.session().playHuman(app.session().state()->legalActions().back()));
    REQUIRE(app.session().state()->isTerminal());
    REQUIRE(waitUntil([&] { return writesDone(app); }));
    const auto entries = historyOf(app.data.path());
    REQUIRE(entries.size() == 1);
    CHECK(entries.front().moveCount == app.session().moveCount());
}

TEST_CASE("A finished game opened from a file is not added again")
{
    AppFixture app;
    REQUIRE(
        app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}, {{"size", "5"}, {"pie", "off"}}));
    playToTheEnd(app);
    const QString file = QDir(app.data.path()).filePath(QStringLiteral("finished.ludoteca"));
    REQUIRE(app.window.saveFile(file));
    REQUIRE(app.window.openFile(file));
    REQUIRE(waitUntil([&] { return writesDone(app); }));
    CHECK(historyOf(app.data.path()).size() == 1);
}

TEST_CASE("A discarded unfinished game is kept in the history as given up")
{
    AppFixture app;
    app.window.setQuestionHandler([](const QString &, const QString &, const QStringList &) { return 0; });
    REQUIRE(
        app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}, {{"size", "5"}, {"pie", "off"}}));
    REQUIRE(app.session().playHuman(app.session().state()->legalActions().front()));
    const QString file = app.session().autosaveFile();
    app.window.showLauncher();
    REQUIRE(app.window.discardGame(file));
    REQUIRE(waitUntil([&] { return writesDone(app); }));
    const auto entries = historyOf(app.data.path());
    REQUIRE(entries.size() == 1);
    CHECK_FALSE(entries.front().finished);
    CHECK(entries.front().moveCount == 1);
    CHECK(entries.front().seats[0].result.isEmpty());
}

TEST_CASE("Resigning asks, ends the game as lost by that person and keeps it in the history")
{
    AppFixture app;
    QStringList asked;
    int answer = 1; // Keep Playing first
    app.window.setQuestionHandler([&](const QString &title, const QString &, const QStringList &) {
        asked << title;
        return answer;
    });
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), computer(QStringLiteral("Bot"), ai::Level::Medium)},
                            {{"size", "5"}, {"pie", "off"}}));
    QAction *resign = app.window.action(QStringLiteral("resign"));
    REQUIRE(resign);
    REQUIRE(resign->isEnabled());
    REQUIRE(app.session().playHuman(app.session().state()->legalActions().front()));
    const QString file = app.session().autosaveFile();
    REQUIRE(QFile::exists(file));

    // Keep Playing changes nothing.
    CHECK_FALSE(app.window.resignGame());
    CHECK(asked.size() == 1);
    CHECK(app.session().hasGame());
    CHECK(app.window.showingGame());

    // Ana resigns, even while the computer thinks: she is the one person at the game.
    answer = 0;
    REQUIRE(app.window.resignGame());
    CHECK(asked.size() == 2);
    CHECK_FALSE(app.session().hasGame());
    CHECK_FALSE(app.window.showingGame());
    CHECK_FALSE(resign->isEnabled());
    REQUIRE(waitUntil([&] { return writesDone(app); }));
    CHECK_FALSE(QFile::exists(file)); // once the history has it
    INFO(app.messages.join(QLatin1Char('\n')).toStdString());
    CHECK(app.messages.isEmpty());

    const auto entries = historyOf(app.data.path());
    REQUIRE(entries.size() == 1);
    const HistoryEntry &entry = entries.front();
    CHECK_FALSE(entry.finished);
    CHECK(entry.resignedSeat == 0);
    CHECK(entry.moveCount >= 1);
    CHECK(entry.seats[0].result == QStringLiteral("lost"));
    CHECK(entry.seats[1].result == QStringLiteral("won"));

    // The History window says who resigned, and counts it as Ana's loss.
    HistoryDialog dialog(app.window, app.data.path());
    dialog.show();
    settled(dialog);
    REQUIRE(dialog.table()->model()->rowCount() == 1);
    const QString result = dialog.table()->model()->index(0, HistoryTableModel::Result).data().toString();
    CHECK(result.contains(QStringLiteral("Ana")));
    CHECK(result.contains(QStringLiteral("resigned")));
    dialog.filter()->setPlayer(QStringLiteral("Ana"));
    dialog.filter()->setResult(HistoryFilter::Result::Lost);
    CHECK(dialog.table()->model()->rowCount() == 1);
    dialog.filter()->setResult(HistoryFilter::Result::Won);
    CHECK(dialog.table()->model()->rowCount() == 0);
}

TEST_CASE("Between people, only the person to move may resign")
{
    AppFixture app;
    app.window.setQuestionHandler([](const QString &, const QString &, const QStringList &) { return 0; });
    REQUIRE(app.startEgotzi(
        {
            human(QStringLiteral("Ana")),
            human(QStringLiteral("Ben")),
        },
        {{"size", "5"}, {"pie", "off"}}));
    REQUIRE(app.session().playHuman(app.session().state()->legalActions().front()));
    // Ben is to move: he resigns, and Ana wins.
    CHECK(app.session().resigningSeat() == 1);
    REQUIRE(app.window.resignGame());
    REQUIRE(waitUntil([&] { return writesDone(app); }));
    const auto entries = historyOf(app.data.path());
    REQUIRE(entries.size() == 1);
    CHECK(entries.front().resignedSeat == 1);
    CHECK(entries.front().seats[0].result == QStringLiteral("won"));
    CHECK(entries.front().seats[1].result == QStringLiteral("lost"));
}

TEST_CASE("A history that cannot be written is told of and play goes on")
{
    QTemporaryDir data;
    // A folder where the history's file should be: nothing can be written there.
    REQUIRE(QDir(data.path()).mkdir(HistoryStore::fileName()));
    MainWindow window(data.path());
    QStringList messages;
    window.setMessageHandler([&](QMessageBox::Icon, const QString &, const QString &text) { messages << text; });
    const auto start = [&] {
        return window.startGame(*GameRegistry::find("egotzi"), egotziOptions({{"size", "5"}, {"pie", "off"}}),
                                {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))});
    };
    REQUIRE(start());
    GameSession &session = window.session();
    while (!session.state()->isTerminal())
        REQUIRE(session.playHuman(session.state()->legalActions().front()));
    REQUIRE(waitUntil([&] { return window.historyRecorder()->pending() == 0; }));
    REQUIRE(messages.size() == 1);
    CHECK(messages.front().contains(QStringLiteral("could not be kept in the history")));
    // The next game is played as usual.
    REQUIRE(start());
    REQUIRE(session.playHuman(session.state()->legalActions().front()));
    CHECK(session.moveCount() == 1);
}

TEST_CASE("A finished game is in its autosave until the history has it, and reaches the history at the next start")
{
    // The two instants a stopped app could leave behind: the game over but not yet in the
    // history (the history cannot be written here, as if the app were killed before the
    // worker's commit), and the game in the history with its autosave still there (killed
    // after the commit, before the file went).
    QTemporaryDir data;
    const QString blocker = QDir(data.path()).filePath(HistoryStore::fileName());
    REQUIRE(QDir().mkdir(blocker));
    QString file;
    QStringList played;
    const auto quiet = [](QMessageBox::Icon, const QString &, const QString &) {};
    {
        MainWindow window(data.path());
        int told = 0;
        window.setMessageHandler([&told](QMessageBox::Icon, const QString &, const QString &) { ++told; });
        REQUIRE(window.startGame(*GameRegistry::find("egotzi"), egotziOptions({{"size", "5"}, {"pie", "off"}}),
                                 {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}));
        GameSession &session = window.session();
        while (!session.state()->isTerminal())
            REQUIRE(session.playHuman(session.state()->legalActions().front()));
        file = session.autosaveFile();
        for (int i = 0; i < session.moveCount(); ++i)
            played << session.moveText(i);
        REQUIRE(waitUntil([&] { return window.historyRecorder()->pending() == 0; }));
        REQUIRE(QFileInfo(file).isFile());
        SavedGame kept;
        QString error;
        REQUIRE(readSavedGame(file, kept, error));
        CHECK(kept.moves == played);
        // Over, so not a game to continue.
        window.showLauncher();
        CHECK(window.launcher()->unfinished().isEmpty());
        REQUIRE(waitUntil([&] { return window.historyRecorder()->pending() == 0; }));
        // Tried once a run, so the player is not told again each time the launcher shows.
        const int toldBefore = told;
        CHECK(toldBefore > 0);
        window.showLauncher();
        REQUIRE(waitUntil([&] { return window.historyRecorder()->pending() == 0; }));
        CHECK(told == toldBefore);
    }
    SavedGame kept;
    QString error;
    REQUIRE(readSavedGame(file, kept, error));
    REQUIRE(QDir().rmdir(blocker));
    {
        MainWindow window(data.path());
        window.setMessageHandler(quiet);
        REQUIRE(waitUntil([&] { return window.historyRecorder()->pending() == 0 && !QFile::exists(file); }));
        const auto entries = historyOf(data.path());
        REQUIRE(entries.size() == 1);
        CHECK(entries.front().finished);
        CHECK(entries.front().moveCount == played.size());
        CHECK(window.launcher()->unfinished().isEmpty());
    }
    Autosave autosave(data.path());
    const QString again = autosave.newFilePath(QStringLiteral("egotzi"));
    REQUIRE(autosave.write(again, kept, error));
    {
        MainWindow window(data.path());
        window.setMessageHandler(quiet);
        REQUIRE(waitUntil([&] { return window.historyRecorder()->pending() == 0 && !QFile::exists(again); }));
        CHECK(historyOf(data.path()).size() == 1);
    }
}

TEST_CASE("A game that ends while another program holds the history waits for it, and is not lost by quitting")
{
    QTemporaryDir data;
    HistoryStore other;
    QString error;
    REQUIRE(other.open(data.path(), error));
    // What `sqlite3 history.sqlite 'BEGIN EXCLUSIVE;'` kept open does.
    QSqlQuery hold(other.database());
    REQUIRE(hold.exec(QStringLiteral("BEGIN EXCLUSIVE")));
    QString file;
    QStringList messages;
    {
        MainWindow window(data.path());
        window.setMessageHandler([&](QMessageBox::Icon, const QString &, const QString &text) { messages << text; });
        window.historyRecorder()->setRetryInterval(20);
        file = playBetweenPeople(window);
        REQUIRE(waitUntil([&] { return !messages.isEmpty(); }));
        // In the player's words, not the database's.
        CHECK(messages.front().contains(QStringLiteral("Another program is using the history of games")));
        CHECK_FALSE(messages.join(QString()).contains(QStringLiteral("locked")));
        CHECK(QFileInfo(file).isFile());
        // Tried again until the history is free, and told once.
        REQUIRE(waitUntil([&] { return window.historyRecorder()->waiting() > 0; }));
        REQUIRE(hold.exec(QStringLiteral("ROLLBACK")));
        REQUIRE(waitUntil([&] { return !QFile::exists(file); }));
        CHECK(messages.size() == 1);
        CHECK(historyOf(data.path()).size() == 1);

        // Held again, and the player quits before the history is free.
        REQUIRE(hold.exec(QStringLiteral("BEGIN EXCLUSIVE")));
        file = playBetweenPeople(window);
        REQUIRE(waitUntil([&] { return window.historyRecorder()->waiting() > 0; }));
    }
    // The game stays in its autosave, and goes in at the next start.
    CHECK(QFileInfo(file).isFile());
    REQUIRE(hold.exec(QStringLiteral("ROLLBACK")));
    {
        MainWindow window(data.path());
        window.setMessageHandler([](QMessageBox::Icon, const QString &, const QString &) {});
        REQUIRE(waitUntil([&] { return !QFile::exists(file); }));
        CHECK(historyOf(data.path()).size() == 2);
        CHECK(window.launcher()->unfinished().isEmpty());
    }
}

TEST_CASE("The history window reads while another program holds the history, and says so when a delete waits")
{
    QTemporaryDir data;
    const auto quiet = [](QMessageBox::Icon, const QString &, const QString &) {};
    {
        MainWindow window(data.path());
        window.setMessageHandler(quiet);
        const QString file = playBetweenPeople(window);
        REQUIRE(waitUntil([&] { return !QFile::exists(file); }));
    }
    HistoryStore other;
    QString error;
    REQUIRE(other.open(data.path(), error));
    QSqlQuery hold(other.database());
    REQUIRE(hold.exec(QStringLiteral("BEGIN EXCLUSIVE")));
    MainWindow window(data.path());
    window.setMessageHandler(quiet);
    HistoryDialog dialog(window, data.path());
    dialog.show();
    settled(dialog);
    dialog.setConfirm([](const QString &, const QString &) { return true; });
    REQUIRE(dialog.filter()->rowCount() == 1);
    REQUIRE(dialog.selectRow(0));
    CHECK(dialog.deleteSelected()); // asked: the reader finds the history held
    settled(dialog);
    CHECK(dialog.status() == QStringLiteral("Another program is using the history of games. Try again in a moment."));
    CHECK(dialog.filter()->rowCount() == 1);
    REQUIRE(hold.exec(QStringLiteral("ROLLBACK")));
    CHECK(dialog.deleteSelected());
    settled(dialog);
    CHECK(dialog.filter()->rowCount() == 0);
}

TEST_CASE("The history window lists a finished game, opens it, steps through it and continues from a position")
{
    AppFixture app;
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), computer(QStringLiteral("Bot"), ai::Level::Easy)},
                            {{"size", "5"}, {"pie", "off"}}));
    playToTheEnd(app);
    REQUIRE(waitUntil([&] { return writesDone(app); }));
    const QStringList played = app.moves();
    const auto anaWon = app.session().state()->winners() == std::vector<int> {0};

    app.window.showLauncher();
    auto *button = app.window.launcher()->findChild<QPushButton *>(QStringLiteral("historyButton"));
    REQUIRE(button);
    button->click();
    HistoryDialog *history = app.window.findChild<HistoryDialog *>();
    REQUIRE(history);
    REQUIRE(history->isVisible());
    settled(*history);
    REQUIRE(history->filter()->rowCount() == 1);
    const QAbstractItemModel *rows = history->filter();
    CHECK(rows->index(0, HistoryTableModel::Game).data().toString() == QStringLiteral("Egotzi"));
    CHECK(rows->index(0, HistoryTableModel::Players).data().toString().contains(QStringLiteral("Ana")));
    CHECK(rows->index(0, HistoryTableModel::Result).data().toString()
          == (anaWon ? QStringLiteral("Won by Ana") : QStringLiteral("Won by Computer (Casual)")));

    // The filters: Ana's results, and a player who never played.
    const int ana = history->playerBox()->findData(QStringLiteral("Ana"));
    REQUIRE(ana > 0);
    history->playerBox()->setCurrentIndex(ana);
    history->resultBox()->setCurrentIndex(history->resultBox()->findData(
        static_cast<int>(anaWon ? HistoryFilter::Result::Won : HistoryFilter::Result::Lost)));
    CHECK(history->filter()->rowCount() == 1);
    history->resultBox()->setCurrentIndex(history->resultBox()->findData(
        static_cast<int>(anaWon ? HistoryFilter::Result::Lost : HistoryFilter::Result::Won)));
    CHECK(history->filter()->rowCount() == 0);
    history->resultBox()->setCurrentIndex(0);
    history->gameBox()->setCurrentIndex(history->gameBox()->findData(QStringLiteral("wapi")));
    CHECK(history->filter()->rowCount() == 0);
    history->gameBox()->setCurrentIndex(0);
    REQUIRE(history->filter()->rowCount() == 1);

    // Opened on the board: the whole game, browsed back move by move.
    REQUIRE(history->selectRow(0));
    REQUIRE(history->openSelected());
    REQUIRE(app.window.showingGame());
    CHECK_FALSE(history->isVisible()); // out of the board's way
    CHECK(app.moves() == played);
    CHECK(app.session().state()->isTerminal());
    app.window.action(QStringLiteral("previous"))->trigger();
    app.window.action(QStringLiteral("previous"))->trigger();
    app.window.action(QStringLiteral("previous"))->trigger();
    CHECK(app.session().shownPly() == played.size() - 3);
    app.window.action(QStringLiteral("next"))->trigger();
    REQUIRE(app.session().shownPly() == played.size() - 2);
    CHECK(app.window.action(QStringLiteral("review"))->isEnabled());
    CHECK(app.window.action(QStringLiteral("continueFromHere"))->isEnabled());

    // Continue from here: a new game from that position, which is not added to the history
    // until it ends.
    REQUIRE(history->continueFromHere());
    CHECK(app.session().moveCount() == played.size() - 2);
    CHECK(app.moves() == played.mid(0, played.size() - 2));
    CHECK_FALSE(app.session().state()->isTerminal());
    CHECK_FALSE(app.session().browsing());
    CHECK_FALSE(app.window.action(QStringLiteral("continueFromHere"))->isEnabled());
    REQUIRE(waitUntil([&] { return writesDone(app); }));
    CHECK(historyOf(app.data.path()).size() == 1);
}

TEST_CASE("The history window exports a game, deletes one and clears all after asking")
{
    AppFixture app;
    for (int game = 0; game < 2; ++game) {
        REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))},
                                {{"size", "5"}, {"pie", "off"}}));
        playToTheEnd(app);
    }
    REQUIRE(waitUntil([&] { return writesDone(app); }));
    HistoryDialog *history = historyShown(app.window);
    REQUIRE(history->filter()->rowCount() == 2);

    const QString exported = QDir(app.data.path()).filePath(QStringLiteral("exported"));
    history->setChooseFile([&](const QString &) { return exported; });
    REQUIRE(history->selectRow(0));
    REQUIRE(history->exportSelected());
    SavedGame saved;
    QString error;
    REQUIRE(readSavedGame(exported + QStringLiteral(".ludoteca"), saved, error));
    CHECK(saved.moves == app.moves());
    CHECK(history->status().contains(QStringLiteral("exported")));

    QStringList asked;
    bool answer = false;
    history->setConfirm([&](const QString &title, const QString &) {
        asked << title;
        return answer;
    });
    REQUIRE(history->selectRow(0));
    CHECK_FALSE(history->deleteSelected());
    settled(*history);
    CHECK(history->filter()->rowCount() == 2);
    answer = true;
    REQUIRE(history->deleteSelected());
    settled(*history);
    CHECK(history->filter()->rowCount() == 1);
    CHECK(historyOf(app.data.path()).size() == 1);
    REQUIRE(history->clearHistory());
    settled(*history);
    CHECK(history->filter()->rowCount() == 0);
    CHECK(historyOf(app.data.path()).isEmpty());
    CHECK(asked.size() == 3);
}

TEST_CASE("Names in the history window are shown as plain text")
{
    AppFixture app;
    const QString markup = QStringLiteral("<b>Bold</b>");
    REQUIRE(app.startEgotzi({human(markup), human(QStringLiteral("Ben"))}, {{"size", "5"}, {"pie", "off"}}));
    playToTheEnd(app);
    REQUIRE(waitUntil([&] { return writesDone(app); }));
    HistoryDialog *history = historyShown(app.window);
    REQUIRE(history->filter()->rowCount() == 1);
    // Item views draw their text as it is; the filter's choices are plain combo box items.
    CHECK(history->filter()->index(0, HistoryTableModel::Players).data().toString().contains(markup));
    CHECK(history->playerBox()->findText(markup) > 0);
}

TEST_CASE("An empty list of games says why it is empty")
{
    AppFixture app;
    {
        HistoryDialog dialog(app.window, app.data.path());
        dialog.show();
        settled(dialog);
        REQUIRE(dialog.filter()->rowCount() == 0);
        CHECK_FALSE(dialog.emptyNote()->isHidden());
        CHECK(dialog.emptyNote()->text().startsWith(QStringLiteral("No games yet.")));
        // The statistics page says so too, instead of empty lists and charts.
        StatisticsView *statistics = dialog.statistics();
        CHECK_FALSE(statistics->emptyNote()->isHidden());
        CHECK(statistics->table()->rowCount() == 0);
        CHECK_FALSE(statistics->resultsChart()->isVisibleTo(statistics));
        CHECK_FALSE(statistics->ratingChart()->isVisibleTo(statistics));
        CHECK_FALSE(statistics->playerBox()->isEnabled());
    }
    REQUIRE(
        app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}, {{"size", "5"}, {"pie", "off"}}));
    playToTheEnd(app);
    REQUIRE(waitUntil([&] { return writesDone(app); }));
    HistoryDialog dialog(app.window, app.data.path());
    dialog.show();
    settled(dialog);
    REQUIRE(dialog.filter()->rowCount() == 1);
    CHECK(dialog.emptyNote()->isHidden());
    StatisticsView *statistics = dialog.statistics();
    CHECK(statistics->emptyNote()->isHidden());
    CHECK(statistics->resultsChart()->isVisibleTo(statistics));
    CHECK(statistics->playerBox()->isEnabled());
    // Choices that let no game through say so, and the note goes with them.
    dialog.filter()->setPlayer(QStringLiteral("Nobody"));
    REQUIRE(dialog.filter()->rowCount() == 0);
    CHECK_FALSE(dialog.emptyNote()->isHidden());
    CHECK(dialog.emptyNote()->text() == QStringLiteral("No game matches these choices."));
    dialog.filter()->setPlayer(QString());
    REQUIRE(dialog.filter()->rowCount() == 1);
    CHECK(dialog.emptyNote()->isHidden());
}

TEST_CASE("The statistics page counts a person's games against the computer and rates them")
{
    AppFixture app;
    for (int game = 0; game < 2; ++game) {
        REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), computer(QStringLiteral("Bot"), ai::Level::Easy)},
                                {{"size", "5"}, {"pie", "off"}}));
        playToTheEnd(app);
    }
    REQUIRE(waitUntil([&] { return writesDone(app); }));
    HistoryDialog *history = historyShown(app.window);
    StatisticsView *statistics = history->statistics();
    REQUIRE(statistics->choose(QStringLiteral("Ana"), QStringLiteral("egotzi")));
    QStandardItemModel *table = statistics->table();
    REQUIRE(table->rowCount() == 2); // everyone, and the easy level
    CHECK(table->item(0, StatisticsView::Opponent)->text() == QStringLiteral("Everyone"));
    CHECK(table->item(1, StatisticsView::Opponent)->text() == QStringLiteral("Computer (Casual)"));
    CHECK(table->item(1, StatisticsView::Played)->text() == QStringLiteral("2"));
    // How games against an opponent at several seats are counted is said where they are.
    CHECK(table->headerData(StatisticsView::Played, Qt::Horizontal, Qt::ToolTipRole)
              .toString()
              .contains(QStringLiteral("several seats")));
    const auto entries = historyOf(app.data.path());
    int won = 0;
    for (const HistoryEntry &entry : entries)
        won += entry.seats[0].result == QStringLiteral("won");
    CHECK(table->item(1, StatisticsView::Won)->text() == QString::number(won));
    CHECK(statistics->ratingText().startsWith(QStringLiteral("Rating: ")));
    CHECK(statistics->ratingText().contains(QStringLiteral("2 games")));
    // Three lines of results, and the rating with its band.
    CHECK(statistics->resultsChart()->chart()->series().size() == 3);
    CHECK(statistics->ratingChart()->chart()->series().size() == 2);
    // The computer's own page has no rating of its own.
    REQUIRE(statistics->choose(QStringLiteral("ai:casual"), QStringLiteral("egotzi")));
    CHECK(statistics->table()->item(1, StatisticsView::Opponent)->text() == QStringLiteral("Ana"));
    CHECK(statistics->ratingChart()->chart()->series().isEmpty());
    CHECK(statistics->ratingChart()->isHidden()); // no empty frame either
    REQUIRE(statistics->choose(QStringLiteral("Ana"), QStringLiteral("egotzi")));
    CHECK_FALSE(statistics->ratingChart()->isHidden());
}

TEST_CASE("One game shows on the statistics' charts, over times that read apart")
{
    AppFixture app;
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), computer(QStringLiteral("Bot"), ai::Level::Beginner)},
                            {{"size", "5"}, {"pie", "off"}}));
    playToTheEnd(app);
    REQUIRE(waitUntil([&] { return writesDone(app); }));
    StatisticsView *statistics = historyShown(app.window)->statistics();
    REQUIRE(statistics->choose(QStringLiteral("Ana"), QStringLiteral("egotzi")));
    for (QChartView *view : {statistics->resultsChart(), statistics->ratingChart()}) {
        QChart *chart = view->chart();
        INFO(chart->title().toStdString());
        // A line through one point draws nothing: the game must be marked.
        for (QAbstractSeries *series : chart->series())
            if (auto *line = qobject_cast<QLineSeries *>(series))
                CHECK(line->pointsVisible());
        // The labels under the axis, one per tick, are all different.
        const QList<QAbstractAxis *> axes = chart->axes(Qt::Horizontal);
        REQUIRE(axes.size() == 1);
        auto *time = qobject_cast<QDateTimeAxis *>(axes.front());
        REQUIRE(time);
        REQUIRE(time->tickCount() > 1);
        const qint64 span = time->min().msecsTo(time->max());
        QStringList labels;
        for (int tick = 0; tick < time->tickCount(); ++tick)
            labels << time->min().addMSecs(span * tick / (time->tickCount() - 1)).toString(time->format());
        CHECK(labels.removeDuplicates() == 0);
    }
    // In a window as small as 1600×1000 at scale 2 leaves, no label is cut to "…".
    HistoryDialog *history = historyShown(app.window);
    history->tabs()->setCurrentWidget(statistics);
    history->resize(800, 470);
    QApplication::processEvents();
    for (QChartView *view : {statistics->resultsChart(), statistics->ratingChart()}) {
        TextRecorder painted(view->size());
        static_cast<QWidget *>(view)->render(&painted);
        REQUIRE_FALSE(painted.texts().isEmpty());
        for (const QString &text : painted.texts())
            CHECK_FALSE(text.contains(QChar(0x2026)));
    }
}

TEST_CASE("The set-up dialog offers the names people played under")
{
    AppFixture app;
    REQUIRE(
        app.startEgotzi({human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))}, {{"size", "5"}, {"pie", "off"}}));
    playToTheEnd(app);
    REQUIRE(waitUntil([&] { return writesDone(app); }));
    CHECK(app.window.historyRecorder()->knownNames() == QStringList({QStringLiteral("Ana"), QStringLiteral("Ben")}));
    SetupDialog *dialog = app.window.openSetup(QStringLiteral("egotzi"));
    REQUIRE(dialog);
    auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("seatName0"));
    REQUIRE(name);
    REQUIRE(name->completer());
    name->completer()->setCompletionPrefix(QStringLiteral("a"));
    CHECK(name->completer()->currentCompletion() == QStringLiteral("Ana"));
    dialog->reject();
}

TEST_CASE("One person under two names: the set-up offers the last name, and two profiles merge")
{
    AppFixture app;
    QSettings().remove(QStringLiteral("players/last"));
    QSettings().remove(QStringLiteral("setup"));
    // The first set-up ever offers "Player 1"; a game played as Ana makes Ana the name
    // offered, in any game's set-up and at whichever seat the person takes.
    SetupDialog *first = app.window.openSetup(QStringLiteral("egotzi"));
    REQUIRE(first);
    CHECK(first->findChild<QLineEdit *>(QStringLiteral("seatName0"))->text() == QStringLiteral("Player 1"));
    first->findChild<QLineEdit *>(QStringLiteral("seatName0"))->setText(QStringLiteral("Ana"));
    first->accept();
    CHECK(lastPersonName() == QStringLiteral("Ana"));

    SetupDialog *azzanna = app.window.openSetup(QStringLiteral("azzanna"));
    REQUIRE(azzanna);
    auto *pack = azzanna->findChild<QComboBox *>(QStringLiteral("seatKind0"));
    auto *farmer = azzanna->findChild<QComboBox *>(QStringLiteral("seatKind1"));
    auto *packName = azzanna->findChild<QLineEdit *>(QStringLiteral("seatName0"));
    auto *farmerName = azzanna->findChild<QLineEdit *>(QStringLiteral("seatName1"));
    CHECK(packName->text() == QStringLiteral("Ana"));
    // Ana plays the Farmer instead: her name goes with her.
    farmer->setCurrentIndex(0);
    pack->setCurrentIndex(1);
    CHECK(farmerName->text() == QStringLiteral("Ana"));
    CHECK(packName->text().startsWith(QStringLiteral("Computer")));
    azzanna->reject();

    // Two profiles of one person, made before: renaming one to the other's name merges them.
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), computer(QStringLiteral("Bot"), ai::Level::Easy)},
                            {{"size", "5"}, {"pie", "off"}}));
    playToTheEnd(app);
    REQUIRE(app.startEgotzi({computer(QStringLiteral("Bot"), ai::Level::Easy), human(QStringLiteral("Player 2"))},
                            {{"size", "5"}, {"pie", "off"}}));
    playToTheEnd(app);
    REQUIRE(waitUntil([&] { return writesDone(app); }));
    saveSetupChoices(QStringLiteral("egotzi"), egotziOptions({{"size", "5"}}),
                     {human(QStringLiteral("Player 2")), computer(QStringLiteral("Computer 2"))});
    HistoryDialog *history = historyShown(app.window);
    ProfilesView *players = history->profiles();
    REQUIRE(players->model()->rowCount() == 2);
    players->setAskName([](const QString &) { return std::optional<QString>(QStringLiteral("Ana")); });
    players->setAskMerge([](const QString &, const QString &) { return true; });
    REQUIRE(players->select(QStringLiteral("Player 2")));
    REQUIRE(players->renameSelected());
    settled(*history);
    REQUIRE(players->model()->rowCount() == 1);
    CHECK(players->model()->item(0, ProfilesView::Games)->text() == QStringLiteral("2"));
    const auto entries = historyOf(app.data.path());
    REQUIRE(entries.size() == 2);
    CHECK(entries[0].seats[0].profileId == entries[1].seats[1].profileId);
    CHECK(entries[1].seats[1].name == QStringLiteral("Ana"));
    // The set-up remembered with the old name offers the new one.
    CHECK(loadSetupChoices(QStringLiteral("egotzi")).seats.value(0).name == QStringLiteral("Ana"));
}

TEST_CASE("The players page renames a profile, keeping its games, and gives it a colour")
{
    AppFixture app;
    REQUIRE(app.startEgotzi({human(QStringLiteral("Ana")), computer(QStringLiteral("Bot"), ai::Level::Easy)},
                            {{"size", "5"}, {"pie", "off"}}));
    playToTheEnd(app);
    REQUIRE(
        app.startEgotzi({human(QStringLiteral("Ben")), human(QStringLiteral("Ana"))}, {{"size", "5"}, {"pie", "off"}}));
    playToTheEnd(app);
    REQUIRE(waitUntil([&] { return writesDone(app); }));
    HistoryDialog *history = historyShown(app.window);
    ProfilesView *players = history->profiles();
    QStandardItemModel *model = players->model();
    REQUIRE(model->rowCount() == 2);
    CHECK(model->item(0, ProfilesView::Name)->text() == QStringLiteral("Ana"));
    CHECK(model->item(0, ProfilesView::Games)->text() == QStringLiteral("2"));
    CHECK(model->item(1, ProfilesView::Games)->text() == QStringLiteral("1"));

    // Nothing chosen, nothing asked.
    std::optional<QString> newName;
    players->setAskName([&](const QString &) { return newName; });
    REQUIRE(players->select(QStringLiteral("Ana")));
    CHECK_FALSE(players->renameSelected());
    settled(*history);
    // Ben's name is taken: the question is whether they are one person; not, and
    // nothing changes.
    newName = QStringLiteral("Ben");
    QStringList asked;
    players->setAskMerge([&](const QString &from, const QString &into) {
        asked << from << into;
        return false;
    });
    CHECK_FALSE(players->renameSelected());
    settled(*history);
    CHECK(asked == QStringList({QStringLiteral("Ana"), QStringLiteral("Ben")}));
    CHECK(model->rowCount() == 2);
    newName = QStringLiteral("  Anna ");
    REQUIRE(players->renameSelected());
    settled(*history);
    CHECK(players->status().isEmpty());

    // Her games, her statistics and the set-up's names follow the new name.
    CHECK(model->findItems(QStringLiteral("Anna")).size() == 1);
    CHECK(model->findItems(QStringLiteral("Ana")).isEmpty());
    const auto entries = historyOf(app.data.path());
    REQUIRE(entries.size() == 2);
    CHECK(entries[0].seats[0].name == QStringLiteral("Anna"));
    CHECK(entries[1].seats[1].name == QStringLiteral("Anna"));
    CHECK(history->statistics()->choose(QStringLiteral("Anna"), QStringLiteral("egotzi")));
    CHECK(history->statistics()->table()->item(0, StatisticsView::Played)->text() == QStringLiteral("2"));
    CHECK(history->playerBox()->findData(QStringLiteral("Anna")) > 0);
    CHECK(waitUntil([&] { return app.window.historyRecorder()->knownNames().contains(QStringLiteral("Anna")); }));
    CHECK_FALSE(app.window.historyRecorder()->knownNames().contains(QStringLiteral("Ana")));

    // A colour of her own, in the list and on her rating line; then the app's choice again.
    const QColor automatic = profileColour({0, QStringLiteral("Anna"), QString()});
    const QColor chosen(0x12, 0x34, 0x56);
    players->setAskColour([&](const QColor &current) {
        CHECK(current == automatic);
        return std::optional<QColor>(chosen);
    });
    REQUIRE(players->select(QStringLiteral("Anna")));
    REQUIRE(players->chooseColour());
    settled(*history);
    HistoryStore store;
    QString error;
    REQUIRE(store.open(app.data.path(), error));
    const auto profiles = store.profiles();
    const auto anna = std::find_if(profiles.begin(), profiles.end(),
                                   [](const HistoryProfile &p) { return p.name == QStringLiteral("Anna"); });
    REQUIRE(anna != profiles.end());
    CHECK(anna->colour == QStringLiteral("#123456"));
    REQUIRE(history->statistics()->choose(QStringLiteral("Anna"), QStringLiteral("egotzi")));
    bool lineInColour = false;
    for (QAbstractSeries *series : history->statistics()->ratingChart()->chart()->series())
        if (auto *line = qobject_cast<QLineSeries *>(series))
            lineInColour = lineInColour || line->color() == chosen;
    CHECK(lineInColour);
    REQUIRE(players->select(QStringLiteral("Anna")));
    REQUIRE(players->useAutomaticColour());
    settled(*history);
    INFO(players->status().toStdString());
    CHECK(store.profiles().front().colour.isEmpty());
}

TEST_CASE("A damaged history is kept aside and the player is told at the start")
{
    QTemporaryDir data;
    writeFile(QDir(data.path()).filePath(HistoryStore::fileName()), "not a database at all, just some words\n");
    MainWindow window(data.path());
    QStringList messages;
    window.setMessageHandler([&](QMessageBox::Icon, const QString &, const QString &text) { messages << text; });
    REQUIRE(waitUntil([&] { return !messages.isEmpty(); }));
    CHECK(messages.front().contains(QStringLiteral("history.broken-")));
    CHECK(QDir(data.path()).entryList({QStringLiteral("history.broken-*.sqlite")}).size() == 1);
}

TEST_CASE("The history tells the set-up a person's rating in a game once a game is kept")
{
    AppFixture app;
    REQUIRE(app.startEgotzi({human(QStringLiteral("Anna")), computer(QStringLiteral("Bruno"))},
                            {{"size", "5"}, {"pie", "off"}}));
    CHECK_FALSE(app.window.historyRecorder()->rating(QStringLiteral("Anna"), QStringLiteral("egotzi")));
    REQUIRE(waitUntil([&] {
        if (app.session().humanToMove())
            app.session().playHuman(app.session().state()->legalActions().front());
        return app.session().state()->isTerminal();
    }));
    REQUIRE(waitUntil([&] { return app.window.historyRecorder()->pending() == 0; }));
    const auto rating = app.window.historyRecorder()->rating(QStringLiteral("Anna"), QStringLiteral("egotzi"));
    REQUIRE(rating);
    // After one game the rating has moved away from a new profile's 1500, and is still
    // uncertain (a new profile's deviation is 350).
    CHECK(rating->rating != 1500.0);
    CHECK(rating->deviation > 100.0);
    CHECK(rating->deviation < 350.0);
    CHECK_FALSE(app.window.historyRecorder()->rating(QStringLiteral("Anna"), QStringLiteral("wapi")));
    CHECK_FALSE(app.window.historyRecorder()->rating(QStringLiteral("Nobody"), QStringLiteral("egotzi")));
}

TEST_CASE("The history window sorts by any column, keeps the chosen game, and reads again only when shown")
{
    QTemporaryDir data;
    // Three games of different lengths: Egotzi on boards of 5, 7 and 9, the first legal
    // move each time.
    {
        HistoryStore store;
        QString error;
        REQUIRE(store.open(data.path(), error));
        for (const char *size : {"7", "5", "9"}) {
            SavedGame saved;
            saved.gameId = QStringLiteral("egotzi");
            saved.options = egotziOptions({{"size", size}, {"pie", "off"}});
            saved.seats = {human(QStringLiteral("Ana")), human(QStringLiteral("Ben"))};
            saved.identity = newGameIdentity();
            auto state = replaySavedGame(saved, error);
            REQUIRE(state);
            while (!state->isTerminal()) {
                const Action action = state->legalActions().front();
                saved.moves << QString::fromStdString(state->actionToString(action));
                state->apply(action);
            }
            HistoryGame game;
            REQUIRE(historyGameFromSaved(saved, game, error, true));
            game.started = game.ended = QDateTime::currentDateTimeUtc();
            qint64 id = 0;
            REQUIRE(store.record(game, id, error));
        }
    }
    MainWindow window(data.path());
    window.setMessageHandler([](QMessageBox::Icon, const QString &, const QString &) {});
    HistoryDialog *history = historyShown(window);
    const QAbstractItemModel *rows = history->filter();
    REQUIRE(rows->rowCount() == 3);
    const auto moves = [&] {
        QVector<int> shown;
        for (int row = 0; row < rows->rowCount(); ++row)
            shown << rows->index(row, HistoryTableModel::Moves).data().toInt();
        return shown;
    };
    const QVector<int> latestFirst = moves();
    REQUIRE(QSet<int>(latestFirst.begin(), latestFirst.end()).size() == 3); // three lengths to order
    REQUIRE(history->selectRow(1));
    const qint64 chosen = history->selectedId();
    history->table()->sortByColumn(HistoryTableModel::Moves, Qt::AscendingOrder);
    QVector<int> ascending = latestFirst;
    std::sort(ascending.begin(), ascending.end());
    CHECK(moves() == ascending);
    CHECK(history->selectedId() == chosen);
    history->table()->sortByColumn(HistoryTableModel::Moves, Qt::DescendingOrder);
    CHECK(moves() == QVector<int>(ascending.rbegin(), ascending.rend()));
    CHECK(history->selectedId() == chosen);
    history->table()->sortByColumn(HistoryTableModel::Ended, Qt::DescendingOrder);
    CHECK(moves() == latestFirst);

    // A game kept while the window is hidden is read when it shows again.
    history->hide();
    const QString file = playBetweenPeople(window);
    REQUIRE(waitUntil([&] { return !QFile::exists(file); }));
    CHECK_FALSE(history->loading());
    CHECK(rows->rowCount() == 3);
    window.showHistory();
    settled(*history);
    CHECK(rows->rowCount() == 4);
}
