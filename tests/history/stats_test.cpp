// Statistics and ratings from games built in the test.

#include <catch2/catch.hpp>

#include <QTemporaryDir>

#include "history/history_stats.h"
#include "history_test_support.h"

using namespace ludoteca;
using namespace ludoteca::app;
using namespace ludoteca::app::testing;

namespace {

// The history's own reading of `games`, through a store in a scratch folder.
QVector<HistoryEntry> throughStore(const QVector<HistoryGame> &games)
{
    ensureApplication();
    QTemporaryDir folder;
    HistoryStore store;
    QString error;
    REQUIRE(store.open(folder.path(), error));
    for (const HistoryGame &game : games) {
        qint64 id = 0;
        REQUIRE(store.record(game, id, error));
    }
    QVector<HistoryEntry> entries;
    REQUIRE(store.entries(entries, error));
    return entries;
}

const history::Tally *find(const QVector<history::Tally> &tallies, const QString &player, const QString &opponent)
{
    for (const history::Tally &tally : tallies)
        if (tally.player == player && tally.opponent == opponent)
            return &tally;
    return nullptr;
}

} // namespace

TEST_CASE("a person's games against one computer level are counted", "[history][stats]")
{
    const Seat ana = person(QStringLiteral("Ana"));
    const Seat hard = computer(ai::Level::Hard);
    // Won, won, lost, won, won, won (a streak of three), drawn.
    const auto entries = throughStore({
        madeUpGame({ana, hard}, {0}, {10, 4}, 0),
        madeUpGame({hard, ana}, {1}, {5, 9}, 1),
        madeUpGame({ana, hard}, {1}, {2, 8}, 2),
        madeUpGame({ana, hard}, {0}, {7, 6}, 3),
        madeUpGame({ana, hard}, {0}, {7, 6}, 4),
        madeUpGame({hard, ana}, {1}, {0, 6}, 5),
        madeUpGame({ana, hard}, {0, 1}, {5, 5}, 6),
    });
    const auto byOpponent = history::tallyByOpponent(entries);
    const history::Tally *tally = find(byOpponent, QStringLiteral("Ana"), QStringLiteral("ai:strong"));
    REQUIRE(tally);
    CHECK(tally->gameId == QStringLiteral("egotzi"));
    CHECK(tally->played == 7);
    CHECK(tally->won == 5);
    CHECK(tally->lost == 1);
    CHECK(tally->drawn == 1);
    CHECK(tally->longestWinningStreak == 3);
    CHECK(tally->winRate() == Approx(5.0 / 7.0));
    CHECK(tally->averageScore() == Approx((10 + 9 + 2 + 7 + 7 + 6 + 5) / 7.0));
    CHECK(tally->secondsPlayed == 7 * 90);
    // The computer's side of the same games.
    const history::Tally *mirror = find(byOpponent, QStringLiteral("ai:strong"), QStringLiteral("Ana"));
    REQUIRE(mirror);
    CHECK(mirror->won == 1);
    CHECK(mirror->lost == 5);
    CHECK(mirror->opponentIsAi == false);
    CHECK(mirror->playerIsAi);

    const auto byGame = history::tallyByGame(entries);
    const history::Tally *overall = find(byGame, QStringLiteral("Ana"), QString());
    REQUIRE(overall);
    CHECK(overall->played == 7);
    CHECK(overall->won == 5);
}

TEST_CASE("with three seats each pair of seats counts as a game between them", "[history][stats]")
{
    // Ana wins; Ben (6) is ahead of the easy computer (2).
    const auto entries = throughStore({madeUpGame(
        {person(QStringLiteral("Ana")), person(QStringLiteral("Ben")), computer(ai::Level::Easy)}, {0}, {9, 6, 2})});
    const auto byOpponent = history::tallyByOpponent(entries);
    CHECK(find(byOpponent, QStringLiteral("Ana"), QStringLiteral("Ben"))->won == 1);
    CHECK(find(byOpponent, QStringLiteral("Ana"), QStringLiteral("ai:casual"))->won == 1);
    CHECK(find(byOpponent, QStringLiteral("Ben"), QStringLiteral("Ana"))->lost == 1);
    CHECK(find(byOpponent, QStringLiteral("Ben"), QStringLiteral("ai:casual"))->won == 1);
    CHECK(find(byOpponent, QStringLiteral("ai:casual"), QStringLiteral("Ben"))->lost == 1);
    // The game itself: one winner, two losers.
    const auto byGame = history::tallyByGame(entries);
    CHECK(find(byGame, QStringLiteral("Ben"), QString())->lost == 1);
    CHECK(byGame.size() == 3);
}

TEST_CASE("an opponent at several seats counts a result per seat but the game's time once", "[history][stats]")
{
    // Ana against three seats of the easy level; the second of them wins.
    const Seat easy = computer(ai::Level::Easy);
    const auto entries =
        throughStore({madeUpGame({person(QStringLiteral("Ana")), easy, easy, easy}, {1}, {3, 9, 5, 4}, 0)});
    const auto byOpponent = history::tallyByOpponent(entries);
    const history::Tally *tally = find(byOpponent, QStringLiteral("Ana"), QStringLiteral("ai:casual"));
    REQUIRE(tally);
    CHECK(tally->played == 3);
    CHECK(tally->lost == 3);
    CHECK(tally->averageScore() == Approx(3.0));
    CHECK(tally->secondsPlayed == 90);
    const history::Tally *mirror = find(byOpponent, QStringLiteral("ai:casual"), QStringLiteral("Ana"));
    REQUIRE(mirror);
    CHECK(mirror->won == 3);
    CHECK(mirror->secondsPlayed == 90);
    CHECK(find(history::tallyByGame(entries), QStringLiteral("Ana"), QString())->secondsPlayed == 90);
}

TEST_CASE("A resigned game is a loss for the seat that resigned and counts no scores", "[history][stats]")
{
    const Seat ana = person(QStringLiteral("Ana"));
    const Seat ben = person(QStringLiteral("Ben"));
    HistoryGame resigned = madeUpGame({ana, ben}, {}, {}, 1);
    resigned.finished = false;
    resigned.resignedSeat = 0;
    const auto entries = throughStore({madeUpGame({ana, ben}, {0}, {7, 3}, 0), resigned});
    REQUIRE(entries.size() == 2);
    CHECK(entries[1].resignedSeat == 0);

    const auto byOpponent = history::tallyByOpponent(entries);
    const history::Tally *anaAgainstBen = find(byOpponent, QStringLiteral("Ana"), QStringLiteral("Ben"));
    REQUIRE(anaAgainstBen);
    CHECK(anaAgainstBen->played == 2);
    CHECK(anaAgainstBen->won == 1);
    CHECK(anaAgainstBen->lost == 1);
    CHECK(anaAgainstBen->longestWinningStreak == 1);
    // Only the finished game had scores.
    CHECK(anaAgainstBen->averageScore() == Approx(7.0));
    const history::Tally *benAgainstAna = find(byOpponent, QStringLiteral("Ben"), QStringLiteral("Ana"));
    REQUIRE(benAgainstAna);
    CHECK(benAgainstAna->won == 1);
    CHECK(benAgainstAna->averageScore() == Approx(3.0));

    const auto byGame = history::tallyByGame(entries);
    CHECK(find(byGame, QStringLiteral("Ben"), QString())->won == 1);
    CHECK(find(byGame, QStringLiteral("Ana"), QString())->lost == 1);

    // Both games move both ratings; Ben gains from the resignation.
    const auto rated = history::ratings(entries);
    REQUIRE(rated.size() == 2);
    CHECK(rated[0].games == 2);
    CHECK(rated[1].games == 2);
    CHECK(rated[1].history[1].rating.rating > rated[1].history[0].rating.rating);
}

TEST_CASE("In a resigned game of three only the pairs with the resigning seat count", "[history][stats]")
{
    const Seat ana = person(QStringLiteral("Ana"));
    const Seat ben = person(QStringLiteral("Ben"));
    const Seat cleo = person(QStringLiteral("Cleo"));
    HistoryGame resigned = madeUpGame({ana, ben, cleo}, {}, {}, 0);
    resigned.finished = false;
    resigned.resignedSeat = 1;
    const auto entries = throughStore({resigned});
    REQUIRE(entries.size() == 1);
    CHECK(entries[0].seats[1].result == QStringLiteral("lost"));
    CHECK(entries[0].seats[0].result.isEmpty());
    CHECK(entries[0].seats[2].result.isEmpty());

    const auto byOpponent = history::tallyByOpponent(entries);
    CHECK(find(byOpponent, QStringLiteral("Ana"), QStringLiteral("Ben"))->won == 1);
    CHECK(find(byOpponent, QStringLiteral("Ben"), QStringLiteral("Cleo"))->lost == 1);
    CHECK(find(byOpponent, QStringLiteral("Ana"), QStringLiteral("Cleo")) == nullptr);
    CHECK(find(byOpponent, QStringLiteral("Cleo"), QStringLiteral("Ana")) == nullptr);

    // The game's own result: Ben lost; Ana and Cleo have none.
    const auto byGame = history::tallyByGame(entries);
    REQUIRE(byGame.size() == 1);
    CHECK(byGame[0].player == QStringLiteral("Ben"));
    CHECK(byGame[0].lost == 1);
    CHECK(history::ratings(entries).size() == 3);
}

TEST_CASE("given-up games are kept but count in no statistic", "[history][stats]")
{
    HistoryGame givenUp = madeUpGame({person(QStringLiteral("Ana")), computer(ai::Level::Easy)}, {}, {}, 1);
    givenUp.finished = false;
    const auto entries =
        throughStore({madeUpGame({person(QStringLiteral("Ana")), computer(ai::Level::Easy)}, {0}, {3, 1}), givenUp});
    REQUIRE(entries.size() == 2);
    CHECK(find(history::tallyByOpponent(entries), QStringLiteral("Ana"), QStringLiteral("ai:casual"))->played == 1);
    CHECK(history::ratings(entries).front().games == 1);
}

TEST_CASE("ratings follow the games in order against the levels and other people", "[history][stats][glicko2]")
{
    const Seat ana = person(QStringLiteral("Ana"));
    const Seat ben = person(QStringLiteral("Ben"));
    const auto entries = throughStore({
        madeUpGame({ana, computer(ai::Level::Medium)}, {0}, {1, 0}, 0),
        madeUpGame({ana, ben}, {0}, {1, 0}, 1),
        madeUpGame({computer(ai::Level::Hard), ana}, {0}, {1, 0}, 2),
    });
    const auto rated = history::ratings(entries);
    REQUIRE(rated.size() == 2); // Ana and Ben in Egotzi; the computer has a fixed rating
    const history::ProfileRating &anaRating = rated[0];
    CHECK(anaRating.player == QStringLiteral("Ana"));
    CHECK(anaRating.games == 3);
    REQUIRE(anaRating.history.size() == 3);

    // The first game by hand: a new player beats the medium level.
    const glicko2::Rating medium = history::aiRating(QStringLiteral("egotzi"), ai::Level::Medium);
    const glicko2::Game first[] = {{medium.rating, medium.deviation, 1.0}};
    const glicko2::Rating afterFirst = glicko2::update({}, first);
    CHECK(anaRating.history[0].rating.rating == Approx(afterFirst.rating));
    CHECK(anaRating.history[0].rating.deviation == Approx(afterFirst.deviation));
    // Then Ana beats Ben (both at their ratings of the moment) and loses to the hard level.
    const glicko2::Game second[] = {{1500.0, 350.0, 1.0}};
    const glicko2::Rating afterSecond = glicko2::update(afterFirst, second);
    CHECK(anaRating.history[1].rating.rating == Approx(afterSecond.rating));
    CHECK(anaRating.history[2].rating.rating < afterSecond.rating);
    CHECK(anaRating.rating.rating == anaRating.history[2].rating.rating);

    const history::ProfileRating &benRating = rated[1];
    const glicko2::Game benGame[] = {{afterFirst.rating, afterFirst.deviation, 0.0}};
    CHECK(benRating.rating.rating == Approx(glicko2::update({}, benGame).rating));
}
