#include "history/history_stats.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <tuple>
#include <vector>

#include "ludoteca/ai/level_ratings.h"
#include "ludoteca/core/pair_result.h"

namespace ludoteca::app::history {

namespace {

struct Running {
    Tally tally;
    int streak = 0;
};

using Key = std::tuple<QString, QString, QString>; // player, game, opponent

void count(Running &running, double score, std::optional<double> points, qint64 seconds)
{
    Tally &tally = running.tally;
    ++tally.played;
    if (score == 1.0) {
        ++tally.won;
        tally.longestWinningStreak = std::max(tally.longestWinningStreak, ++running.streak);
    } else {
        running.streak = 0;
        score == 0.0 ? ++tally.lost : ++tally.drawn;
    }
    if (points) {
        tally.scoreSum += *points;
        ++tally.scored;
    }
    tally.secondsPlayed += seconds;
}

QVector<Tally> sorted(const std::map<Key, Running> &tallies)
{
    QVector<Tally> result;
    for (const auto &[key, running] : tallies)
        result.append(running.tally);
    return result;
}

qint64 duration(const HistoryEntry &entry) { return std::max<qint64>(0, entry.started.secsTo(entry.ended)); }

// A seat's score, when the game ended with scores.
std::optional<double> points(const HistoryEntry &entry, const HistorySeat &seat)
{
    return entry.finished ? std::optional<double>(seat.score) : std::nullopt;
}

} // namespace

QString playerName(const HistorySeat &seat)
{
    if (!seat.ai)
        return seat.name;
    // Games kept before the six levels name Casual, Club and Strong easy, medium and hard:
    // the same rungs, so they are counted under one name.
    ai::Level level;
    if (ai::parseLevel(seat.level.toStdString(), level))
        return QStringLiteral("ai:") + QString::fromLatin1(ai::levelName(level));
    return QStringLiteral("ai:") + seat.level;
}

bool counts(const HistoryEntry &entry) { return entry.finished || entry.resignedSeat >= 0; }

bool pairCounts(const HistoryEntry &entry, int seat, int other)
{
    if (entry.finished)
        return true;
    return entry.resignedSeat >= 0 && (seat == entry.resignedSeat || other == entry.resignedSeat);
}

double pairScore(const HistoryEntry &entry, int seat, int other)
{
    if (!entry.finished)
        return seat == entry.resignedSeat ? 0.0 : 1.0;
    const HistorySeat &a = entry.seats.at(seat);
    const HistorySeat &b = entry.seats.at(other);
    return pairResult(a.winner, a.score, b.winner, b.score);
}

QVector<Tally> tallyByOpponent(const QVector<HistoryEntry> &entries)
{
    std::map<Key, Running> tallies;
    for (const HistoryEntry &entry : entries) {
        if (!counts(entry))
            continue;
        // A player met at several seats gives a result per seat but is played one game's time.
        std::set<Key> timed;
        for (int seat = 0; seat < entry.seats.size(); ++seat) {
            for (int other = 0; other < entry.seats.size(); ++other) {
                const HistorySeat &me = entry.seats[seat];
                const HistorySeat &them = entry.seats[other];
                // Nobody plays against themself (a person at two seats, or one level against itself).
                if (playerName(me) == playerName(them) || !pairCounts(entry, seat, other))
                    continue;
                const Key key {playerName(me), entry.gameId, playerName(them)};
                Running &running = tallies[key];
                running.tally.player = playerName(me);
                running.tally.playerIsAi = me.ai;
                running.tally.gameId = entry.gameId;
                running.tally.opponent = playerName(them);
                running.tally.opponentIsAi = them.ai;
                const bool first = timed.insert(key).second;
                count(running, pairScore(entry, seat, other), points(entry, me), first ? duration(entry) : 0);
            }
        }
    }
    return sorted(tallies);
}

QVector<Tally> tallyByGame(const QVector<HistoryEntry> &entries)
{
    std::map<Key, Running> tallies;
    for (const HistoryEntry &entry : entries) {
        if (!counts(entry))
            continue;
        // Two seats of one player (a person playing both sides) count as one game.
        QStringList seen;
        for (const HistorySeat &seat : entry.seats) {
            const QString name = playerName(seat);
            // In a resigned game of three or more, the others have no result of their own.
            if (seen.contains(name) || seat.result.isEmpty())
                continue;
            seen << name;
            Running &running = tallies[{name, entry.gameId, QString()}];
            running.tally.player = name;
            running.tally.playerIsAi = seat.ai;
            running.tally.gameId = entry.gameId;
            const double score = seat.result == QLatin1String("won") ? 1.0
                : seat.result == QLatin1String("lost")               ? 0.0
                                                                     : 0.5;
            count(running, score, points(entry, seat), duration(entry));
        }
    }
    return sorted(tallies);
}

glicko2::Rating aiRating(const QString &gameId, ai::Level level)
{
    // The level's rating in the game's own table (ludoteca/ai/level_ratings.h), with the
    // uncertainty of its measurement, or a wide one while the value is provisional.
    const ai::LevelRating entry = ai::levelRating(gameId.toStdString(), level);
    const double deviation =
        entry.measured ? std::max(30.0, (entry.high - entry.low) / (2.0 * 1.959963984540054)) : 150.0;
    return {entry.rating, deviation, glicko2::kDefaultVolatility};
}

QVector<ProfileRating> ratings(const QVector<HistoryEntry> &entries)
{
    std::map<std::pair<QString, QString>, ProfileRating> current;
    for (const HistoryEntry &entry : entries) {
        if (!counts(entry))
            continue;
        // Everyone's rating before the game, then every profile's update from those.
        std::vector<glicko2::Rating> before;
        for (const HistorySeat &seat : entry.seats) {
            ai::Level level = ai::Level::Medium;
            if (seat.ai) {
                ai::parseLevel(seat.level.toStdString(), level);
                before.push_back(aiRating(entry.gameId, level));
            } else {
                const auto found = current.find({seat.name, entry.gameId});
                before.push_back(found == current.end() ? glicko2::Rating {} : found->second.rating);
            }
        }
        std::vector<std::pair<int, glicko2::Rating>> after;
        QStringList rated;
        for (int seat = 0; seat < entry.seats.size(); ++seat) {
            // A person at two seats is rated once, from their first seat.
            if (entry.seats[seat].ai || rated.contains(entry.seats[seat].name))
                continue;
            rated << entry.seats[seat].name;
            std::vector<glicko2::Game> games;
            for (int other = 0; other < entry.seats.size(); ++other) {
                // A person at two seats of one game does not play against themself.
                if (other == seat || (!entry.seats[other].ai && entry.seats[other].name == entry.seats[seat].name)
                    || !pairCounts(entry, seat, other))
                    continue;
                const glicko2::Rating &them = before[static_cast<std::size_t>(other)];
                games.push_back({them.rating, them.deviation, pairScore(entry, seat, other)});
            }
            if (!games.empty())
                after.emplace_back(seat, glicko2::update(before[static_cast<std::size_t>(seat)], games));
        }
        for (const auto &[seat, rating] : after) {
            ProfileRating &profile = current[{entry.seats[seat].name, entry.gameId}];
            profile.player = entry.seats[seat].name;
            profile.gameId = entry.gameId;
            profile.rating = rating;
            ++profile.games;
            profile.history.append({entry.ended, rating});
        }
    }
    QVector<ProfileRating> result;
    for (const auto &[key, profile] : current)
        result.append(profile);
    return result;
}

Statistics statistics(const QVector<HistoryEntry> &entries)
{
    return {tallyByGame(entries), tallyByOpponent(entries), ratings(entries)};
}

} // namespace ludoteca::app::history
