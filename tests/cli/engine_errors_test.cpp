// Bad input to the engine protocol: every mistake gets '?' with a reason and changes nothing.

#include <catch2/catch.hpp>

#include "cli_process.h"

using namespace ludoteca::cli::testing;

TEST_CASE("commands that need a game are refused before the first new")
{
    const auto answers = runEngine("legal\nplay c3\nundo\nstate\ngenmove\nshow\ngames\nseed 3\n");
    REQUIRE(answers.size() == 8);
    for (int i = 0; i < 6; ++i) {
        INFO("answer " << i);
        CHECK_FALSE(answers[i].ok);
        CHECK_FALSE(answers[i].payload.empty());
    }
    CHECK(answers[6].ok); // games needs no game
    CHECK(answers[7].ok); // neither does seed
}

TEST_CASE("bad commands are answered with '?' and leave the game as it was")
{
    const char *const bad[] = {
        "@@@ ###",
        "frobnicate",
        "PLAY c3",
        "legal now",
        "state please",
        "show me",
        "undo twice",
        "games all",
        "quit now",
        "play",
        "play c3 d4",
        "play D04",
        "play C3",
        "play c03",
        "play z9",
        "play a1",   // occupied
        "play swap", // pie=off
        "new",
        "new nosuchgame",
        "new egotzi size=4",
        "new egotzi size=05",
        "new egotzi size=seven",
        "new egotzi bogus=1",
        "new egotzi size=5 size=7",
        "new egotzi size",
        "new egotzi =5",
        "seed",
        "seed -1",
        "seed +1",
        "seed 1.5",
        "seed abc",
        "seed 0x10",
        "seed 18446744073709551616",
        "seed 1 2",
        "genmove level=insane",
        "genmove iterations=0",
        "genmove iterations=abc",
        "genmove iterations=-5",
        "genmove ms=0",
        "genmove foo=1",
        "genmove iterations=5 iterations=5",
        "genmove easy",
    };
    std::string script = "new egotzi size=6 pie=off\nplay a1\nplay f6\nstate\nlegal\n";
    for (const char *line : bad)
        script += std::string(line) + "\nstate\nlegal\n";
    const auto answers = runEngine(script);
    const std::size_t count = sizeof bad / sizeof bad[0];
    REQUIRE(answers.size() == 5 + 3 * count);
    const Answer &state = answers[3];
    const Answer &legal = answers[4];
    REQUIRE(state.ok);
    REQUIRE(legal.ok);
    for (std::size_t i = 0; i < count; ++i) {
        INFO("command: " << bad[i]);
        const auto &reply = answers[5 + 3 * i];
        CHECK_FALSE(reply.ok);
        CHECK_FALSE(reply.payload.empty());                   // a reason
        CHECK(reply.payload.find('\n') == std::string::npos); // on one line
        CHECK(answers[6 + 3 * i].payload == state.payload);   // nothing changed
        CHECK(answers[7 + 3 * i].payload == legal.payload);
    }
}

TEST_CASE("a refused genmove does not move the generator")
{
    // Same seed, same moves, whether or not a bad genmove came in between.
    const auto plain = runEngine("seed 5\nnew egotzi size=5\ngenmove iterations=30\ngenmove iterations=30\n");
    const auto withError = runEngine("seed 5\nnew egotzi size=5\ngenmove iterations=30\ngenmove level=x\n"
                                     "genmove iterations=30\n");
    REQUIRE(plain.size() == 4);
    REQUIRE(withError.size() == 5);
    CHECK_FALSE(withError[3].ok);
    CHECK(plain[2].payload == withError[2].payload);
    CHECK(plain[3].payload == withError[4].payload);
}

TEST_CASE("comments and empty lines get no answer, spaces and CR are tolerated")
{
    const auto result = runCli({"engine"},
                               "# a comment\n\n   \n\t\n   # indented comment\n"
                               "  new   egotzi   size=5  \r\n"
                               "play c3\r\n"
                               "\r\n"
                               "state\n");
    CHECK(result.exitCode == 0);
    bool framed = false;
    const auto answers = parseAnswers(result.out, &framed);
    CHECK(framed);
    REQUIRE(answers.size() == 3);
    CHECK(answers[0].ok);
    CHECK(answers[1].ok);
    CHECK(answers[2].payload.find("\"ply\":1") != std::string::npos);
    CHECK(result.out.rfind("=\n\n", 0) == 0); // nothing before the first answer
}

TEST_CASE("quit answers '=' and exits 0, and later lines are not read")
{
    const auto result = runCli({"engine"}, "games\nquit\nlegal\nstate\n");
    CHECK(result.exitCode == 0);
    const auto answers = parseAnswers(result.out);
    REQUIRE(answers.size() == 2);
    CHECK(answers[1].ok);
    CHECK(answers[1].payload.empty());
    CHECK(result.out.substr(result.out.size() - 4) == "\n=\n\n");
}

TEST_CASE("the end of input exits 0, with or without a final newline")
{
    const auto empty = runCli({"engine"}, "");
    CHECK(empty.exitCode == 0);
    CHECK(empty.out.empty());

    const auto noNewline = runCli({"engine"}, "new egotzi\nlegal");
    CHECK(noNewline.exitCode == 0);
    const auto answers = parseAnswers(noNewline.out);
    REQUIRE(answers.size() == 2);
    CHECK(words(answers[1].payload).size() == 49);
}

TEST_CASE("binary garbage is answered, never fatal")
{
    std::string script = "new egotzi size=5\n";
    script += std::string("\x01\x02\xff\xfe garbage\x7f") + "\n";
    script += std::string("play \0c3", 8) + "\n";
    script += std::string(10000, 'x') + "\n";
    script += "state\n";
    const auto answers = runEngine(script);
    REQUIRE(answers.size() == 5);
    CHECK_FALSE(answers[1].ok);
    CHECK_FALSE(answers[2].ok);
    CHECK_FALSE(answers[3].ok);
    CHECK(answers[4].payload.find("\"ply\":0") != std::string::npos);
}

TEST_CASE("a line longer than 65,536 bytes is refused and skipped, and the session goes on")
{
    std::string script = "new egotzi size=5\nplay c3\n";
    script += "play " + std::string(200'000, 'x') + "\n"; // one line, far over the limit
    script += std::string(65'536, 'y') + "\n";            // exactly at the limit: read as usual
    script += "state\n";
    const auto result = runCli({"engine"}, script);
    CHECK(result.exitCode == 0);
    bool framed = false;
    const auto answers = parseAnswers(result.out, &framed);
    CHECK(framed);
    REQUIRE(answers.size() == 5);
    CHECK_FALSE(answers[2].ok);
    CHECK(answers[2].payload == "line too long");
    CHECK_FALSE(answers[3].ok);
    CHECK(answers[3].payload.rfind("unknown command", 0) == 0);
    CHECK(answers[4].payload.find("\"ply\":1") != std::string::npos); // nothing was played
}

TEST_CASE("a refusal quotes at most the first 80 characters of what it refuses")
{
    const std::string longWord(5'000, 'z');
    const char *const commands[] = {"", "play ", "new ", "new egotzi ", "new egotzi size=5 ", "genmove ", "analyse "};
    std::string script = "new egotzi size=5\n";
    for (const char *command : commands)
        script += command + longWord + "\n";
    script += "new egotzi " + longWord + "=1\ngenmove " + longWord + "=1\nanalyse " + longWord + "=1\n";
    const auto answers = runEngine(script);
    REQUIRE(answers.size() == 11);
    for (std::size_t i = 1; i < answers.size(); ++i) {
        INFO("answer " << i << ": " << answers[i].payload.substr(0, 200));
        CHECK_FALSE(answers[i].ok);
        CHECK(answers[i].payload.find(std::string(81, 'z')) == std::string::npos);
        CHECK(answers[i].payload.size() < 400);
    }
}
