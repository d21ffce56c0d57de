// The protocol's handshake and `analyse`, and `ludoteca-cli analyse`, driven as processes.

#include <algorithm>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "cli_process.h"

using namespace ludoteca::cli::testing;
using nlohmann::ordered_json;

namespace {

// Parses one analysis line and checks what every analysis must satisfy: the members in
// the documented order, one value in [0, 1] per seat, the best moves most visited first.
ordered_json checkAnalysis(const std::string &line, std::size_t seats)
{
    INFO("analysis: " << line);
    REQUIRE(line.find('\n') == std::string::npos);
    const auto json = ordered_json::parse(line);
    std::vector<std::string> keys;
    for (const auto &item : json.items())
        keys.push_back(item.key());
    REQUIRE(keys == std::vector<std::string> {"ply", "to_move", "values", "best"});
    REQUIRE(json["values"].size() == seats);
    for (const double value : json["values"]) {
        CHECK(value >= 0.0);
        CHECK(value <= 1.0);
    }
    std::uint64_t previous = UINT64_MAX;
    for (const auto &move : json["best"]) {
        std::vector<std::string> moveKeys;
        for (const auto &item : move.items())
            moveKeys.push_back(item.key());
        REQUIRE(moveKeys == std::vector<std::string> {"move", "visits", "values"});
        const auto visits = move["visits"].get<std::uint64_t>();
        CHECK(visits > 0);
        CHECK(visits <= previous);
        previous = visits;
        REQUIRE(move["values"].size() == seats);
    }
    return json;
}

const std::vector<std::string> kCommands {"games",
                                          "new",
                                          "seed",
                                          "legal",
                                          "play",
                                          "undo",
                                          "state",
                                          "genmove",
                                          "show",
                                          "quit",
                                          "name",
                                          "version",
                                          "protocol_version",
                                          "list_commands",
                                          "known_command",
                                          "analyse"};

} // namespace

TEST_CASE("the handshake: name, version, protocol_version, list_commands, known_command")
{
    std::string script = "name\nversion\nprotocol_version\nlist_commands\n";
    for (const auto &command : kCommands)
        script += "known_command " + command + "\n";
    script += "known_command play_move\nknown_command\nname now\n";
    const auto answers = runEngine(script);
    REQUIRE(answers.size() == 4 + kCommands.size() + 3);
    CHECK(answers[0].ok);
    CHECK(answers[0].payload == "Ludoteca");
    CHECK(answers[1].ok);
    const auto version = words(answers[1].payload);
    REQUIRE(version.size() == 1);
    CHECK(std::count(version[0].begin(), version[0].end(), '.') == 2);
    CHECK(answers[2].payload == "1");
    // Every command once, one per line, the documented ones all there.
    auto listed = lines(answers[3].payload);
    std::sort(listed.begin(), listed.end());
    auto expected = kCommands;
    std::sort(expected.begin(), expected.end());
    CHECK(listed == expected);
    for (std::size_t i = 0; i < kCommands.size(); ++i) {
        INFO(kCommands[i]);
        CHECK(answers[4 + i].ok);
        CHECK(answers[4 + i].payload == "true");
    }
    const std::size_t after = 4 + kCommands.size();
    CHECK(answers[after].payload == "false");
    CHECK_FALSE(answers[after + 1].ok); // known_command needs a name
    CHECK_FALSE(answers[after + 2].ok); // name takes no argument
}

TEST_CASE("analyse answers one line of JSON for the position and changes nothing")
{
    const auto answers = runEngine("seed 9\n"
                                   "new egotzi size=5 pie=off\n"
                                   "play c3\n"
                                   "state\n"                        // 3
                                   "analyse iterations=800 top=4\n" // 4
                                   "analyse iterations=800 top=4\n" // 5
                                   "state\n"                        // 6
                                   "legal\n"                        // 7
                                   "genmove iterations=200\n"       // 8
                                   "seed 9\n"
                                   "undo\n"
                                   "play c3\n"
                                   "genmove iterations=200\n"); // 12
    REQUIRE(answers.size() == 13);
    REQUIRE(answers[4].ok);
    const auto json = checkAnalysis(answers[4].payload, 2);
    CHECK(json["ply"] == 1);
    CHECK(json["to_move"] == 1);
    REQUIRE(json["best"].size() == 4);
    const auto legal = words(answers[7].payload);
    for (const auto &move : json["best"])
        CHECK(std::find(legal.begin(), legal.end(), move["move"].get<std::string>()) != legal.end());
    // Repeatable from the seed, and neither the position nor the generator moved on.
    CHECK(answers[5].payload == answers[4].payload);
    CHECK(answers[6].payload == answers[3].payload);
    CHECK(answers[12].payload == answers[8].payload);
}

TEST_CASE("analyse refuses what it cannot do")
{
    const auto answers = runEngine("analyse\n" // no game
                                   "new wapi\n"
                                   "analyse iterations=100\n" // chance node
                                   "new egotzi size=5\n"
                                   "analyse iterations=0\n"
                                   "analyse top=0\n"
                                   "analyse level=hard\n"
                                   "analyse iterations=10 iterations=10\n"
                                   "analyse 100\n"
                                   "analyse iterations=50 top=1\n");
    REQUIRE(answers.size() == 10);
    CHECK_FALSE(answers[0].ok);
    CHECK_FALSE(answers[2].ok);
    CHECK(answers[2].payload.find("chance") != std::string::npos);
    for (const std::size_t i : {4, 5, 6, 7, 8}) {
        INFO("answer " << i);
        CHECK_FALSE(answers[i].ok);
    }
    REQUIRE(answers[9].ok);
    CHECK(checkAnalysis(answers[9].payload, 2)["best"].size() == 1);
}

TEST_CASE("ludoteca-cli analyse prints one line per position, like the protocol's analyse")
{
    const auto result = runCli({"analyse", "--game", "egotzi", "--set", "size=5", "--moves", "c3 swap b2",
                                "--iterations", "600", "--seed", "4"});
    INFO("stdout: " << result.out << "\nstderr: " << result.err);
    REQUIRE(result.exitCode == 0);
    const auto output = lines(result.out);
    REQUIRE(output.size() == 4);
    for (std::size_t ply = 0; ply < output.size(); ++ply) {
        const auto json = checkAnalysis(output[ply], 2);
        CHECK(json["ply"] == ply);
        CHECK(json["to_move"] == ply % 2);
        CHECK(json["best"].size() == 3);
    }
    // The first position's search has the seed's first draw, as the protocol's does.
    const auto answers = runEngine("seed 4\nnew egotzi size=5\nanalyse iterations=600\n");
    REQUIRE(answers.size() == 3);
    CHECK(answers[2].payload == output[0]);
    // And the same command prints the same thing.
    CHECK(runCli({"analyse", "--game", "egotzi", "--set", "size=5", "--moves", "c3 swap b2", "--iterations", "600",
                  "--seed", "4"})
              .out
          == result.out);
}

TEST_CASE("ludoteca-cli analyse covers chance nodes and the end of the game")
{
    // A whole game by genmove, then its analysis: the last line is the final position.
    std::string script = "seed 3\nnew egotzi size=5 pie=off\n";
    for (int i = 0; i < 40; ++i)
        script += "genmove level=easy\n";
    const auto answers = runEngine(script);
    std::string moves;
    for (std::size_t i = 2; i < answers.size() && answers[i].ok; ++i)
        moves += (moves.empty() ? "" : " ") + answers[i].payload;
    const auto game = runCli({"analyse", "--game", "egotzi", "--set", "size=5", "--set", "pie=off", "--moves", moves,
                              "--iterations", "100"});
    REQUIRE(game.exitCode == 0);
    const auto output = lines(game.out);
    REQUIRE(output.size() == words(moves).size() + 1);
    const auto last = checkAnalysis(output.back(), 2);
    CHECK(last["to_move"].is_null());
    CHECK(last["best"].empty());
    CHECK(last["values"][0].get<double>() + last["values"][1].get<double>() == Approx(1.0));

    const auto wapi = runCli({"analyse", "--game", "wapi", "--set", "players=3", "--moves", "", "--iterations", "200"});
    REQUIRE(wapi.exitCode == 0);
    const auto chance = checkAnalysis(lines(wapi.out).at(0), 3);
    CHECK(chance["to_move"] == "chance");
    CHECK(chance["best"].empty());
}

TEST_CASE("ludoteca-cli analyse refuses bad input before printing anything")
{
    const auto illegal = runCli({"analyse", "--game", "egotzi", "--set", "size=5", "--moves", "c3 c3"});
    CHECK(illegal.exitCode == 2);
    CHECK(illegal.out.empty());
    CHECK(illegal.err.find("move 2") != std::string::npos);
    CHECK(runCli({"analyse", "--game", "egotzi"}).exitCode == 2); // --moves is required
    CHECK(runCli({"analyse", "--moves", ""}).exitCode == 2);      // --game is required
    CHECK(runCli({"analyse", "--game", "egotzi", "--moves", "", "--top", "0"}).exitCode == 2);
    CHECK(runCli({"analyse", "--game", "egotzi", "--moves", "", "--threads", "0"}).exitCode == 2);
}
