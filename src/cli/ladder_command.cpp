// `ludoteca-cli ladder`: the AI levels of a game against each other, rated on one scale.

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <iomanip>
#include <iostream>
#include <mutex>
#include <sstream>
#include <thread>

#include "ludoteca/ai/search.h"
#include "ludoteca/core/pair_result.h"

#include "ai_move.h"
#include "command_line.h"
#include "commands.h"
#include "game_setup.h"
#include "ladder_fit.h"
#include "text_parse.h"

namespace ludoteca::cli {

namespace {

const char *const kLadderUsage =
    R"(usage: ludoteca-cli ladder --game GAME [--set KEY=VALUE]... [--games N] [--seed S] [--threads T]
                            [--levels L1,L2,...] [--progress]

Plays the AI levels against each other, each level against the next one and the one after
that, N games per pair with the seats alternated, and rates the levels by maximum
likelihood (Bradley-Terry on the Elo scale: 400 points for odds of ten to one), Beginner
(the first level) anchored at 1000. With three or more seats the two levels share the
seats in turn, and every two seats of different levels count as a game between them,
ordered by the result as the history of games orders them (a winner ahead of a seat that
did not win, two seats that did not win by their scores, two winners level).

Prints each pair's result as its games end, then one line per level,

  LEVEL RATING LOW HIGH

(the rating and its 95% interval, rounded to whole points), the matrix of results (what the
row's level scored against the column's, a win 1 and a tie 1/2) and the time taken.

flags:
  --game GAME        the game id (required)
  --set KEY=VALUE    a game option; repeat for several
  --games N          games per pair of levels (default 20)
  --seed S           the seed of the first game (default 0); every game has its own, so
                     the results do not depend on --threads
  --threads T        games played at once, each search on one thread (default 1)
  --levels L,...     the levels to rate, weakest first (default: every level)
  --progress         a line on standard error as each game ends, for long runs
  --help             this text
)";

constexpr int kMaxPlies = 1'000'000;

struct Pairing {
    std::size_t low = 0; // indexes into the levels
    std::size_t high = 0;
};

// The outcome of one game for a pairing: what the low level scored against the high one
// over every two seats of different levels, and how many such seat pairs there were.
struct GameOutcome {
    double lowScore = 0.0;
    double seatPairs = 0.0;
    bool failed = false;
};

// Whether seat a finished ahead of seat b (1), level with it (1/2) or behind (0), as the
// history of games counts it.
double ahead(const State &state, const std::vector<int> &winners, int a, int b)
{
    const auto scores = state.scores();
    auto won = [&winners](int seat) { return std::find(winners.begin(), winners.end(), seat) != winners.end(); };
    return pairResult(won(a), scores[static_cast<std::size_t>(a)], won(b), scores[static_cast<std::size_t>(b)]);
}

GameOutcome playGame(const State &initial, ai::Level low, ai::Level high, std::uint64_t number, std::uint64_t seed)
{
    const int seats = initial.numPlayers();
    // The low level takes seat 0 in even games and seat 1 in odd ones, and so on round.
    auto isLow = [&](int seat) { return (static_cast<std::uint64_t>(seat) + number) % 2 == 0; };
    Rng rng(seed);
    auto state = initial.clone();
    while (!state->isTerminal()) {
        Action action = kInvalidAction;
        if (state->isChanceNode()) {
            action = pickRandomMove(*state, rng);
        } else {
            MoveRequest request;
            request.level = isLow(state->currentPlayer()) ? low : high;
            action = pickMove(*state, request, rng);
        }
        if (action == kInvalidAction || !state->isLegal(action) || state->ply() > kMaxPlies)
            return {0, 0, true};
        state->apply(action);
    }
    GameOutcome outcome;
    const auto winners = state->winners();
    for (int a = 0; a < seats; ++a)
        for (int b = a + 1; b < seats; ++b) {
            if (isLow(a) == isLow(b))
                continue;
            const int lowSeat = isLow(a) ? a : b;
            const int highSeat = isLow(a) ? b : a;
            outcome.lowScore += ahead(*state, winners, lowSeat, highSeat);
            outcome.seatPairs += 1.0;
        }
    return outcome;
}

std::string points(double value)
{
    std::ostringstream text;
    text << std::fixed << std::setprecision(value == std::floor(value) ? 0 : 1) << value;
    return text.str();
}

bool parseLevels(const std::string &text, std::vector<ai::Level> &levels, std::string &error)
{
    std::istringstream stream(text);
    std::string word;
    while (std::getline(stream, word, ',')) {
        ai::Level level;
        if (!ai::parseLevel(word, level)) {
            error = "--levels: unknown level '" + word + "'";
            return false;
        }
        if (!levels.empty() && level <= levels.back()) {
            error = "--levels: list the levels weakest first, each once";
            return false;
        }
        levels.push_back(level);
    }
    if (levels.size() < 2) {
        error = "--levels: name at least two levels";
        return false;
    }
    return true;
}

} // namespace

int runLadder(const std::vector<std::string> &args)
{
    CommandLine line;
    std::string error;
    const bool parsed = line.parse(args,
                                   {{"help"},
                                    {"game", true},
                                    {"set", true, true},
                                    {"games", true},
                                    {"seed", true},
                                    {"threads", true},
                                    {"levels", true},
                                    {"progress"}},
                                   error);
    if (parsed && line.has("help")) {
        std::cout << kLadderUsage;
        return 0;
    }
    std::uint64_t games = 20, seed = 0, threads = 1;
    const bool progress = parsed && line.has("progress");
    std::vector<ai::Level> levels;
    if (parsed) {
        if (!line.has("game"))
            error = "--game is required";
        else if (line.has("games") && !parseUnsignedInRange(line.value("games"), 1, 1'000'000, games))
            error = "--games takes a whole number from 1 to 1000000";
        else if (line.has("seed") && !parseUnsigned(line.value("seed"), seed))
            error = "--seed takes a whole number from 0 to 18446744073709551615";
        else if (line.has("threads") && !parseUnsignedInRange(line.value("threads"), 1, 256, threads))
            error = "--threads takes a whole number from 1 to 256";
        else if (line.has("levels"))
            parseLevels(line.value("levels"), levels, error);
        else
            levels = ai::allLevels();
    }
    if (!error.empty()) {
        std::cerr << "ludoteca-cli ladder: " << error << "\n\n" << kLadderUsage;
        return kExitUsage;
    }
    auto initial = createGame(line.value("game"), line.values("set"), error);
    if (!initial) {
        std::cerr << "ludoteca-cli ladder: " << error << '\n';
        return kExitUsage;
    }

    std::vector<Pairing> pairings;
    for (std::size_t jump = 1; jump <= 2; ++jump)
        for (std::size_t low = 0; low + jump < levels.size(); ++low)
            pairings.push_back({low, low + jump});
    std::cout << "ladder: " << initial->game().id << ", options " << describeOptions(*initial) << ", " << games
              << " games per pair, " << pairings.size() << " pairs, seed " << seed << ", " << threads
              << (threads == 1 ? " game" : " games") << " at once" << std::endl;

    const std::size_t n = levels.size();
    std::vector<std::vector<double>> score(n, std::vector<double>(n, 0.0));
    std::vector<std::vector<double>> played(n, std::vector<double>(n, 0.0));
    const auto start = std::chrono::steady_clock::now();
    Rng seeds(seed);
    for (const Pairing &pairing : pairings) {
        const auto pairStart = std::chrono::steady_clock::now();
        std::vector<std::uint64_t> gameSeeds(games);
        for (auto &gameSeed : gameSeeds)
            gameSeed = seeds.next();
        std::vector<GameOutcome> outcomes(games);
        std::atomic<std::uint64_t> next {0};
        std::mutex progressMutex;
        std::uint64_t ended = 0;
        auto worker = [&] {
            for (std::uint64_t game = next++; game < games; game = next++) {
                outcomes[game] = playGame(*initial, levels[pairing.low], levels[pairing.high], game, gameSeeds[game]);
                if (!progress)
                    continue;
                const GameOutcome &outcome = outcomes[game];
                const std::lock_guard lock(progressMutex);
                std::cerr << ai::levelName(levels[pairing.high]) << " against " << ai::levelName(levels[pairing.low])
                          << ": game " << game + 1 << ", " << ai::levelName(levels[pairing.high]) << ' '
                          << points(outcome.seatPairs - outcome.lowScore) << " of " << points(outcome.seatPairs) << " ("
                          << ++ended << " of " << games << " played)" << std::endl;
            }
        };
        std::vector<std::thread> workers;
        for (std::uint64_t t = 1; t < threads; ++t)
            workers.emplace_back(worker);
        worker();
        for (auto &thread : workers)
            thread.join();
        double lowScore = 0.0, seatPairs = 0.0;
        for (std::uint64_t game = 0; game < games; ++game) {
            if (outcomes[game].failed) {
                std::cerr << "ludoteca-cli ladder: game " << game + 1 << " of " << ai::levelName(levels[pairing.low])
                          << " against " << ai::levelName(levels[pairing.high]) << " did not end properly\n";
                return 1;
            }
            lowScore += outcomes[game].lowScore;
            seatPairs += outcomes[game].seatPairs;
        }
        score[pairing.low][pairing.high] += lowScore;
        score[pairing.high][pairing.low] += seatPairs - lowScore;
        played[pairing.low][pairing.high] += seatPairs;
        played[pairing.high][pairing.low] += seatPairs;
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - pairStart).count();
        std::cout << ai::levelName(levels[pairing.high]) << " against " << ai::levelName(levels[pairing.low]) << ": "
                  << points(seatPairs - lowScore) << " of " << points(seatPairs) << " ("
                  << std::lround(100.0 * (seatPairs - lowScore) / seatPairs) << "%), " << std::fixed
                  << std::setprecision(1) << seconds << " s" << std::defaultfloat << std::endl;
    }

    std::vector<FittedRating> ratings;
    if (!fitRatings(score, played, 1000.0, ratings)) {
        std::cerr << "ludoteca-cli ladder: the results do not rate the levels\n";
        return 1;
    }
    std::cout << "LEVEL RATING LOW HIGH\n";
    for (std::size_t i = 0; i < n; ++i)
        std::cout << ai::levelName(levels[i]) << ' ' << std::lround(ratings[i].rating) << ' '
                  << std::lround(ratings[i].low) << ' ' << std::lround(ratings[i].high) << '\n';
    std::cout << "results (the row's score against the column's, of the games between them):\n";
    std::vector<std::vector<std::string>> cells(n, std::vector<std::string>(n, "-"));
    std::size_t width = 0;
    for (std::size_t i = 0; i < n; ++i) {
        width = std::max(width, ai::levelName(levels[i]).size());
        for (std::size_t j = 0; j < n; ++j) {
            if (i != j && played[i][j] > 0)
                cells[i][j] = points(score[i][j]) + "/" + points(played[i][j]);
            width = std::max(width, cells[i][j].size());
        }
    }
    const int column = static_cast<int>(width + 2);
    std::cout << std::setw(column) << "";
    for (const ai::Level level : levels)
        std::cout << std::setw(column) << ai::levelName(level);
    std::cout << '\n';
    for (std::size_t i = 0; i < n; ++i) {
        std::cout << std::setw(column) << ai::levelName(levels[i]);
        for (std::size_t j = 0; j < n; ++j)
            std::cout << std::setw(column) << cells[i][j];
        std::cout << '\n';
    }
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    std::cout << "time: " << std::fixed << std::setprecision(1) << seconds << " s\n";
    return 0;
}

} // namespace ludoteca::cli
