#pragma once
// Statistics and ratings from the history's games (HistoryStore::entries), as pure
// functions, so that they are tested on games built in the test.
//
// Who is who. A person is their profile (its current name); the computer is one player
// per level ("ai:easy", "ai:medium", "ai:hard"). Finished games count, and games a seat
// resigned; games given up otherwise (abandoned) do not.
//
// Results. A seat won when it is among the winners and not every seat is; drew when every
// seat (or none) is a winner; lost otherwise. Between two seats of a game (what the
// statistics per opponent and the ratings use) the one ahead wins: a winner is ahead of a
// seat that did not win; two seats that did not win are ordered by their scores; two
// winners, or equal scores, draw. With two seats this is the game's result; with three
// or more each pair of seats counts as a game between the two. A seat that resigned lost
// to every other seat; between two other seats of that game nothing is counted, and in the
// game's own result only a lone opponent won.
//
// Ratings. Each profile has a Glicko-2 rating per game (include/ludoteca/core/glicko2.h),
// updated after every finished game, in the order the games ended, from its results
// against each other seat: a profile at its rating of the moment, a computer level at the
// fixed rating of aiRating(): the game's table of level ratings
// (include/ludoteca/ai/level_ratings.h), provisional where not yet measured.

#include <QDateTime>
#include <QString>
#include <QVector>

#include "history/history_store.h"
#include "ludoteca/ai/search.h"
#include "ludoteca/core/glicko2.h"

namespace ludoteca::app::history {

// The name of the player at a seat: a person's profile name, or "ai:<level>".
QString playerName(const HistorySeat &seat);

// Whether the game counts in the statistics and ratings (finished, or resigned).
bool counts(const HistoryEntry &entry);
// Whether the game says which way it went between `seat` and `other` (see above).
bool pairCounts(const HistoryEntry &entry, int seat, int other);
// Which way a game went for `seat` against `other`: 1 won, 0.5 drawn, 0 lost.
double pairScore(const HistoryEntry &entry, int seat, int other);

struct Tally {
    QString player;
    bool playerIsAi = false;
    QString gameId;
    QString opponent; // empty: against everybody
    bool opponentIsAi = false;
    int played = 0;
    int won = 0;
    int lost = 0;
    int drawn = 0;
    int longestWinningStreak = 0;
    double scoreSum = 0.0;
    int scored = 0; // games with scores (a resigned game has none)
    qint64 secondsPlayed = 0;

    double winRate() const { return played ? static_cast<double>(won) / played : 0.0; }
    double averageScore() const { return scored ? scoreSum / scored : 0.0; }
};

// One tally per player, game and opponent (every pair of seats, as above), sorted by
// player, game and opponent.
QVector<Tally> tallyByOpponent(const QVector<HistoryEntry> &entries);
// One tally per player and game, the game's own result (opponent empty).
QVector<Tally> tallyByGame(const QVector<HistoryEntry> &entries);

// The fixed rating a computer level stands for in `gameId`, with its deviation.
glicko2::Rating aiRating(const QString &gameId, ai::Level level);

struct RatingPoint {
    QDateTime when;
    glicko2::Rating rating;
};

struct ProfileRating {
    QString player;
    QString gameId;
    glicko2::Rating rating;
    int games = 0;
    QVector<RatingPoint> history; // after each of its games, in order
};

// Every profile's rating in every game it played, sorted by player and game.
QVector<ProfileRating> ratings(const QVector<HistoryEntry> &entries);

// All of the above, as the Statistics page shows it.
struct Statistics {
    QVector<Tally> byGame;
    QVector<Tally> byOpponent;
    QVector<ProfileRating> ratings;
};
Statistics statistics(const QVector<HistoryEntry> &entries);

} // namespace ludoteca::app::history
