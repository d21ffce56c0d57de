// `ludoteca-cli ladder`: the rating fit on hand-made tables, and the command's output.

#include <algorithm>
#include <cmath>

#include <catch2/catch.hpp>

#include "cli_process.h"
#include "ladder_fit.h"

using namespace ludoteca::cli;
using namespace ludoteca::cli::testing;

namespace {

using Table = std::vector<std::vector<double>>;

// The Elo gap at which the stronger side scores `share`, computed directly.
double eloGap(double share) { return 400.0 * std::log10(share / (1.0 - share)); }

} // namespace

TEST_CASE("Two players: the fitted gap is the Elo gap of the score, shrunk by the prior")
{
    // 750 of 1000: with the prior's drawn game, 750.5 of 1001.
    const Table fixed {{0, 250}, {750, 0}};
    const Table games {{0, 1000}, {1000, 0}};
    std::vector<FittedRating> ratings;
    REQUIRE(fitRatings(fixed, games, 1000.0, ratings));
    REQUIRE(ratings.size() == 2);
    CHECK(ratings[0].rating == 1000.0);
    CHECK(ratings[0].low == 1000.0);
    CHECK(ratings[0].high == 1000.0);
    CHECK(ratings[1].rating == Approx(1000.0 + eloGap(750.5 / 1001.0)).margin(0.01));
    // The interval: 1.96 standard errors, from n p (1 - p) at the maximum.
    const double p = 750.5 / 1001.0;
    const double spread = 1.959963984540054 / std::sqrt(1001.0 * p * (1 - p)) * 400.0 / std::log(10.0);
    CHECK(ratings[1].low == Approx(ratings[1].rating - spread).margin(0.01));
    CHECK(ratings[1].high == Approx(ratings[1].rating + spread).margin(0.01));
}

TEST_CASE("Three levels in a line: consistent results give consistent ratings")
{
    // B scores 64% against A, C 64% against B, and against A what those two gaps predict.
    const double gap = eloGap(0.64);
    const double twoGaps = 1.0 / (1.0 + std::pow(10.0, -2.0 * gap / 400.0));
    const double n = 100000;
    Table score(3, std::vector<double>(3, 0.0));
    Table games(3, std::vector<double>(3, 0.0));
    auto set = [&](int low, int high, double highShare) {
        score[high][low] = n * highShare;
        score[low][high] = n * (1 - highShare);
        games[low][high] = games[high][low] = n;
    };
    set(0, 1, 0.64);
    set(1, 2, 0.64);
    set(0, 2, twoGaps);
    std::vector<FittedRating> ratings;
    REQUIRE(fitRatings(score, games, 1000.0, ratings));
    CHECK(ratings[1].rating == Approx(1000.0 + gap).margin(0.5));
    CHECK(ratings[2].rating == Approx(1000.0 + 2 * gap).margin(0.5));
    CHECK(ratings[2].high - ratings[2].low < 10.0);
}

TEST_CASE("A clean sweep stays finite and a level with no games cannot be rated")
{
    std::vector<FittedRating> ratings;
    REQUIRE(fitRatings({{0, 0}, {20, 0}}, {{0, 20}, {20, 0}}, 1000.0, ratings));
    CHECK(std::isfinite(ratings[1].rating));
    CHECK(ratings[1].rating > 1500.0);
    CHECK(ratings[1].low > 1000.0);
    CHECK_FALSE(fitRatings({{0, 1, 0}, {1, 0, 0}, {0, 0, 0}}, {{0, 2, 0}, {2, 0, 0}, {0, 0, 0}}, 1000.0, ratings));
}

TEST_CASE("ladder prints every pair, one rating line per level and the matrix, the same on any thread count")
{
    const std::vector<std::string> args {"ladder", "--game",   "egotzi",      "--set",  "size=5", "--games",
                                         "4",      "--levels", "easy,medium", "--seed", "3"};
    const auto result = runCli(args);
    INFO(result.err);
    REQUIRE(result.exitCode == 0);
    const auto printed = lines(result.out);
    REQUIRE(printed.size() == 10);
    CHECK(printed[0].rfind("ladder: egotzi, options ", 0) == 0);
    CHECK(printed[1].rfind("club against casual: ", 0) == 0);
    CHECK(printed[1].find(" of 4 (") != std::string::npos);
    CHECK(printed[2] == "LEVEL RATING LOW HIGH");
    CHECK(printed[3] == "casual 1000 1000 1000");
    const auto words = ludoteca::cli::testing::words(printed[4]);
    REQUIRE(words.size() == 4);
    CHECK(words[0] == "club");
    CHECK(std::stoi(words[2]) <= std::stoi(words[1]));
    CHECK(std::stoi(words[1]) <= std::stoi(words[3]));
    CHECK(printed[5].rfind("results ", 0) == 0);
    CHECK(printed[9].rfind("time: ", 0) == 0);

    auto withThreads = args;
    withThreads.insert(withThreads.end(), {"--threads", "2"});
    const auto parallel = runCli(withThreads);
    REQUIRE(parallel.exitCode == 0);
    const auto again = lines(parallel.out);
    REQUIRE(again.size() == printed.size());
    // The same games whatever the threads: every line but the header's and the times.
    for (std::size_t i = 1; i + 1 < printed.size(); ++i) {
        const auto cut = [](const std::string &line) { return line.substr(0, line.rfind(", ")); };
        CHECK(cut(again[i]) == cut(printed[i]));
    }
}

TEST_CASE("ladder --progress tells each game as it ends, on standard error only")
{
    const std::vector<std::string> args {"ladder", "--game",   "egotzi",      "--set",  "size=5", "--games",
                                         "3",      "--levels", "easy,medium", "--seed", "3"};
    const auto quiet = runCli(args);
    REQUIRE(quiet.exitCode == 0);
    CHECK(quiet.err.empty());
    auto withProgress = args;
    withProgress.insert(withProgress.end(), {"--progress", "--threads", "2"});
    const auto told = runCli(withProgress);
    INFO(told.err);
    REQUIRE(told.exitCode == 0);
    CHECK(lines(told.out).size() == lines(quiet.out).size());
    const auto progress = lines(told.err);
    REQUIRE(progress.size() == 3);
    std::vector<std::string> games;
    for (std::size_t i = 0; i < progress.size(); ++i) {
        INFO(progress[i]);
        CHECK(progress[i].rfind("club against casual: game ", 0) == 0);
        CHECK(progress[i].find(" of 1 (" + std::to_string(i + 1) + " of 3 played)") != std::string::npos);
        games.push_back(progress[i].substr(0, progress[i].find(',')));
    }
    // Each game once, in whatever order the two threads end them.
    std::sort(games.begin(), games.end());
    CHECK(games
          == std::vector<std::string> {"club against casual: game 1", "club against casual: game 2",
                                       "club against casual: game 3"});
}

TEST_CASE("ladder with more seats counts each two seats of different levels")
{
    // Wapi with four seats: the two levels alternate, four pairs of seats per game.
    const auto result = runCli({"ladder", "--game", "wapi", "--games", "2", "--levels", "easy,medium"});
    INFO(result.err);
    REQUIRE(result.exitCode == 0);
    CHECK(lines(result.out)[1].find(" of 8 (") != std::string::npos);
}

TEST_CASE("ladder refuses bad flags with status 2")
{
    CHECK(runCli({"ladder"}).exitCode == 2);
    CHECK(runCli({"ladder", "--game", "chess"}).exitCode == 2);
    CHECK(runCli({"ladder", "--game", "egotzi", "--games", "0"}).exitCode == 2);
    CHECK(runCli({"ladder", "--game", "egotzi", "--levels", "hard,easy"}).exitCode == 2);
    CHECK(runCli({"ladder", "--game", "egotzi", "--levels", "easy"}).exitCode == 2);
    CHECK(runCli({"ladder", "--game", "egotzi", "--levels", "easy,grandmaster"}).exitCode == 2);
    CHECK(runCli({"ladder", "--game", "egotzi", "--set", "size=99"}).exitCode == 2);
    const auto help = runCli({"ladder", "--help"});
    CHECK(help.exitCode == 0);
    CHECK(help.out.find("LEVEL RATING LOW HIGH") != std::string::npos);
}
