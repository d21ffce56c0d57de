// The subcommands other than engine, and the command line's own errors.

#include <cctype>
#include <string_view>

#include <catch2/catch.hpp>

#include "cli_process.h"

using namespace ludoteca::cli::testing;

namespace {

// Whether `text` has the shape `shape`, where '#' stands for a run of digits and dots; with
// `prefix` the text may go on after it. (A hand-made matcher: GCC 12 warns inside <regex>
// when the sanitizers are on.)
bool fitsShape(std::string_view text, std::string_view shape, bool prefix = false)
{
    std::size_t at = 0;
    for (const char expected : shape) {
        if (expected == '#') {
            const std::size_t start = at;
            while (at < text.size() && (std::isdigit(static_cast<unsigned char>(text[at])) || text[at] == '.'))
                ++at;
            if (at == start)
                return false;
        } else if (at < text.size() && text[at] == expected) {
            ++at;
        } else {
            return false;
        }
    }
    return prefix || at == text.size();
}

bool anyLineStartsWithShape(const std::vector<std::string> &output, std::string_view shape)
{
    for (const auto &line : output)
        if (fitsShape(line, shape, true))
            return true;
    return false;
}

} // namespace

TEST_CASE("bench prints context and ends with the two rate lines")
{
    const auto result = runCli({"bench", "--game", "egotzi", "--set", "size=5", "--seconds", "1"});
    INFO("stdout: " << result.out << "\nstderr: " << result.err);
    REQUIRE(result.exitCode == 0);
    const auto output = lines(result.out);
    REQUIRE(output.size() >= 3);
    CHECK(result.out.find("egotzi") != std::string::npos);
    CHECK(result.out.find("size=5") != std::string::npos);
    CHECK(fitsShape(output[output.size() - 2], "playouts/s: #"));
    CHECK(fitsShape(output.back(), "mcts iterations/s: #"));
    CHECK_FALSE(fitsShape("playouts/s: ", "playouts/s: #"));
}

TEST_CASE("bench with several thread counts ends with one search rate per count")
{
    const auto result = runCli({"bench", "--game", "egotzi", "--set", "size=5", "--seconds", "1", "--threads", "1,2"});
    INFO("stdout: " << result.out << "\nstderr: " << result.err);
    REQUIRE(result.exitCode == 0);
    const auto output = lines(result.out);
    REQUIRE(output.size() >= 3);
    CHECK(fitsShape(output[output.size() - 3], "playouts/s: #"));
    CHECK(fitsShape(output[output.size() - 2], "mcts iterations/s on 1 thread: #"));
    CHECK(fitsShape(output.back(), "mcts iterations/s on 2 threads: #"));
    CHECK(runCli({"bench", "--game", "egotzi", "--threads", "0"}).exitCode == 2);
    CHECK(runCli({"bench", "--game", "egotzi", "--threads", "1,"}).exitCode == 2);
}

TEST_CASE("bench refuses a bad game or option with status 2")
{
    const auto unknownGame = runCli({"bench", "--game", "nosuchgame", "--seconds", "1"});
    CHECK(unknownGame.exitCode == 2);
    CHECK(unknownGame.err.find("nosuchgame") != std::string::npos);
    CHECK(unknownGame.out.empty());

    const auto badOption = runCli({"bench", "--game", "egotzi", "--set", "size=4"});
    CHECK(badOption.exitCode == 2);
    CHECK(badOption.err.find("size") != std::string::npos);

    CHECK(runCli({"bench"}).exitCode == 2); // --game is required
    CHECK(runCli({"bench", "--game", "egotzi", "--seconds", "-1"}).exitCode == 2);
    CHECK(runCli({"bench", "--game", "egotzi", "--seconds", "soon"}).exitCode == 2);
    CHECK(runCli({"bench", "--game", "egotzi", "--bogus"}).exitCode == 2);
    CHECK(runCli({"bench", "--game"}).exitCode == 2);
}

TEST_CASE("a two-game match prints each result and the summary, reproducibly")
{
    const std::vector<std::string> args {"match",          "--game",  "egotzi", "--set",  "size=5", "--seats",
                                         "ai:easy,random", "--games", "2",      "--seed", "17"};
    const auto result = runCli(args);
    INFO("stdout: " << result.out << "\nstderr: " << result.err);
    REQUIRE(result.exitCode == 0);
    const auto output = lines(result.out);
    std::vector<std::string> games;
    for (const auto &line : output)
        if (line.rfind("game ", 0) == 0)
            games.push_back(line);
    REQUIRE(games.size() == 2);
    // The seat order alternates.
    CHECK(games[0].rfind("game 1: ai:easy vs random", 0) == 0);
    CHECK(games[1].rfind("game 2: random vs ai:easy", 0) == 0);
    for (const auto &line : games)
        CHECK(line.find("winner") != std::string::npos);
    CHECK(anyLineStartsWithShape(
        output,
        "entrant 1 ai:easy: # wins of 2, win rate #%, 95% CI #% to #%, mean score #, ahead of #% of its rivals"));
    CHECK(anyLineStartsWithShape(output, "entrant 2 random: # wins of 2"));
    CHECK(anyLineStartsWithShape(output, "wins per seat: seat 0 #, seat 1 #"));

    // Seeds derive from --seed: the same match again prints the same thing.
    CHECK(runCli(args).out == result.out);
}

TEST_CASE("a match can play only its later games, exactly as the whole match plays them")
{
    const std::vector<std::string> whole {"match",          "--game",  "egotzi", "--set",  "size=5", "--seats",
                                          "ai:easy,random", "--games", "3",      "--seed", "23"};
    auto tail = whole;
    tail.insert(tail.end(), {"--from-game", "2"});
    const auto all = runCli(whole);
    const auto part = runCli(tail);
    INFO("stdout: " << part.out << "\nstderr: " << part.err);
    REQUIRE(all.exitCode == 0);
    REQUIRE(part.exitCode == 0);
    const auto gameLines = [](const std::string &out) {
        std::vector<std::string> games;
        for (const auto &line : lines(out))
            if (line.rfind("game ", 0) == 0)
                games.push_back(line);
        return games;
    };
    const auto allGames = gameLines(all.out);
    REQUIRE(allGames.size() == 3);
    CHECK(gameLines(part.out) == std::vector<std::string>(allGames.begin() + 1, allGames.end()));
    CHECK(part.out.find("playing games 2 to 3") != std::string::npos);
    CHECK(anyLineStartsWithShape(lines(part.out), "entrant 1 ai:easy: # wins of 2"));

    auto beyond = whole;
    beyond.insert(beyond.end(), {"--from-game", "4"});
    CHECK(runCli(beyond).exitCode == 2);
    auto zero = whole;
    zero.insert(zero.end(), {"--from-game", "0"});
    CHECK(runCli(zero).exitCode == 2);
}

TEST_CASE("a match with threaded seats repeats from its seed")
{
    const std::vector<std::string> args {
        "match",   "--game", "egotzi", "--set", "size=5",    "--seats", "ai:easy@2,ai:easy",
        "--games", "2",      "--seed", "5",     "--threads", "1"};
    const auto result = runCli(args);
    INFO("stdout: " << result.out << "\nstderr: " << result.err);
    REQUIRE(result.exitCode == 0);
    CHECK(result.out.find("entrant 1: ai:easy@2 (2 threads)") != std::string::npos);
    CHECK(result.out.find("entrant 2: ai:easy (1 thread)") != std::string::npos);
    CHECK(runCli(args).out == result.out);

    // Iterations per thread: repeatable too, and announced.
    auto perThread = args;
    perThread.insert(perThread.end(), {"--thread-iterations", "100"});
    const auto scaled = runCli(perThread);
    REQUIRE(scaled.exitCode == 0);
    CHECK(scaled.out.find("100 iterations per thread and AI move") != std::string::npos);
    CHECK(runCli(perThread).out == scaled.out);
}

TEST_CASE("a match seat may search without the game's playout policy")
{
    const std::vector<std::string> args {
        "match",   "--game", "wangzi", "--set", "size=4", "--seats", "ai:easy,ai:easy-generic",
        "--games", "1",      "--seed", "5"};
    const auto result = runCli(args);
    INFO("stdout: " << result.out << "\nstderr: " << result.err);
    REQUIRE(result.exitCode == 0);
    CHECK(anyLineStartsWithShape(lines(result.out), "entrant 2 ai:easy-generic: # wins of 1"));
    CHECK(runCli(args).out == result.out);
    // A fixed number of iterations, without time caps, repeats too.
    auto fixed = args;
    fixed.insert(fixed.end(), {"--iterations", "50"});
    const auto first = runCli(fixed);
    CHECK(first.exitCode == 0);
    CHECK(first.out.find("50 iterations per AI move") != std::string::npos);
    CHECK(runCli(fixed).out == first.out);
    fixed.insert(fixed.end(), {"--level-ms", "100"});
    CHECK(runCli(fixed).exitCode == 2);
    CHECK(runCli({"match", "--game", "wangzi", "--seats", "ai:easy,ai:generic", "--games", "1"}).exitCode == 2);
    // One seat's own budget: the same iterations as the flag gives them all.
    const auto ownBudget = runCli({"match", "--game", "wangzi", "--set", "size=4", "--seats",
                                   "ai:easy#50,ai:easy-generic#50", "--games", "1", "--seed", "5"});
    REQUIRE(ownBudget.exitCode == 0);
    const auto gameLine = [](const std::string &out) {
        for (const auto &line : lines(out))
            if (line.rfind("game 1:", 0) == 0)
                return line.substr(line.find("| scores"));
        return std::string();
    };
    CHECK_FALSE(gameLine(first.out).empty());
    CHECK(gameLine(ownBudget.out) == gameLine(first.out));
    CHECK(runCli({"match", "--game", "wangzi", "--seats", "ai:easy#0,ai:easy", "--games", "1"}).exitCode == 2);
    CHECK(runCli({"match", "--game", "wangzi", "--seats", "ai:easy#x,ai:easy", "--games", "1"}).exitCode == 2);
    CHECK(runCli({"match", "--game", "wangzi", "--seats", "ai:easy,random-generic", "--games", "1"}).exitCode == 2);
}

TEST_CASE("bench can time the playouts without the game's policy")
{
    const auto result = runCli({"bench", "--game", "wangzi", "--set", "size=4", "--seconds", "0.5", "--random"});
    INFO("stdout: " << result.out << "\nstderr: " << result.err);
    REQUIRE(result.exitCode == 0);
    const auto output = lines(result.out);
    REQUIRE(output.size() >= 3);
    CHECK(fitsShape(output[output.size() - 2], "playouts/s: #"));
}

TEST_CASE("match refuses bad seats and flags with status 2")
{
    const std::vector<std::string> base {"match", "--game", "egotzi", "--games", "1"};
    auto with = [&](std::vector<std::string> extra) {
        auto args = base;
        args.insert(args.end(), extra.begin(), extra.end());
        return runCli(args).exitCode;
    };
    CHECK(with({"--seats", "ai:easy"}) == 2);               // one seat short
    CHECK(with({"--seats", "ai:easy,random,random"}) == 2); // one too many
    CHECK(with({"--seats", "ai:great,random"}) == 2);
    CHECK(with({"--seats", "ai:easy,"}) == 2);
    CHECK(with({"--seats", "random,random", "--games", "2"}) == 2); // --games twice
    CHECK(runCli({"match", "--game", "egotzi", "--seats", "random,random", "--games", "0"}).exitCode == 2);
    CHECK(with({"--seats", "random,random", "--seed", "x"}) == 2);
    CHECK(with({"--seats", "random,random", "--level-ms", "0"}) == 2);
    CHECK(with({"--seats", "ai:easy@0,random"}) == 2);
    CHECK(with({"--seats", "ai:easy@,random"}) == 2);
    CHECK(with({"--seats", "random,random", "--threads", "0"}) == 2);
    CHECK(with({"--seats", "random,random", "--move-ms", "10", "--level-ms", "10"}) == 2);
    CHECK(with({"--seats", "random,random", "--move-ms", "10", "--thread-iterations", "10"}) == 2);
    CHECK(with({"--seats", "random,random", "--thread-iterations", "0"}) == 2);
    CHECK(with({"--seats", "random,random", "--set", "size=10"}) == 2);
    CHECK(with({}) == 2); // --seats is required
    CHECK(runCli({"match", "--seats", "random,random"}).exitCode == 2);
}

TEST_CASE("ludoteca-cli --help works at the top and for every subcommand")
{
    const auto top = runCli({"--help"});
    CHECK(top.exitCode == 0);
    for (const char *command : {"engine", "bench", "match"})
        CHECK(top.out.find(command) != std::string::npos);

    for (const std::string command : {"engine", "bench", "match"}) {
        INFO("subcommand " << command);
        const auto help = runCli({command, "--help"});
        CHECK(help.exitCode == 0);
        CHECK(help.out.find("usage: ludoteca-cli " + command) != std::string::npos);
        CHECK(runCli({command, "-h"}).exitCode == 0);
    }
}

TEST_CASE("ludoteca-cli --version prints the project's version")
{
    const auto version = runCli({"--version"});
    CHECK(version.exitCode == 0);
    CHECK(version.out == "ludoteca-cli " LUDOTECA_VERSION "\n");
    CHECK(version.err.empty());
}

TEST_CASE("unknown subcommands and flags exit with status 2 and a message")
{
    const auto none = runCli({});
    CHECK(none.exitCode == 2);
    CHECK_FALSE(none.err.empty());

    const auto unknown = runCli({"frobnicate"});
    CHECK(unknown.exitCode == 2);
    CHECK(unknown.err.find("frobnicate") != std::string::npos);
    CHECK(unknown.out.empty());

    const auto engineFlag = runCli({"engine", "--bogus"}, "games\n");
    CHECK(engineFlag.exitCode == 2);
    CHECK(engineFlag.err.find("--bogus") != std::string::npos);
    CHECK(engineFlag.out.empty());

    CHECK(runCli({"engine", "stray"}).exitCode == 2);
    CHECK(runCli({"match", "--bogus"}).exitCode == 2);
}
