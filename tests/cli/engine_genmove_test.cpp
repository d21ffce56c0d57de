// genmove through the protocol: reproducible for a seed and an iteration budget.

#include <algorithm>
#include <set>

#include <catch2/catch.hpp>

#include "cli_process.h"

using namespace ludoteca::cli::testing;

namespace {

std::vector<std::string> payloads(const std::vector<Answer> &answers)
{
    std::vector<std::string> result;
    for (const auto &answer : answers)
        result.push_back((answer.ok ? "= " : "? ") + answer.payload);
    return result;
}

} // namespace

TEST_CASE("the same seed and iteration budget give the same moves")
{
    const std::string script = "seed 1234\nnew egotzi size=6\n"
                               "genmove iterations=200\ngenmove iterations=200\n"
                               "genmove level=easy iterations=50\ngenmove iterations=200\nstate\n";
    const auto first = runEngine(script);
    const auto second = runEngine(script);
    REQUIRE(first.size() == 7);
    for (int i = 2; i < 6; ++i)
        CHECK(first[i].ok);
    CHECK(payloads(first) == payloads(second));
}

TEST_CASE("seed resets the generator in the middle of a session")
{
    const auto answers = runEngine("new egotzi size=5\nseed 99\ngenmove iterations=100\nundo\n"
                                   "seed 99\ngenmove iterations=100\n");
    REQUIRE(answers.size() == 6);
    CHECK(answers[2].ok);
    CHECK(answers[5].ok);
    CHECK(answers[2].payload == answers[5].payload);
}

TEST_CASE("the generator advances: successive genmoves draw new seeds")
{
    // One iteration expands one random root move, so the move shows which seed was used:
    // over several draws from one position, not all can coincide.
    std::string script = "seed 3\nnew egotzi size=7\n";
    for (int i = 0; i < 8; ++i)
        script += "genmove iterations=1\nundo\n";
    const auto answers = runEngine(script);
    REQUIRE(answers.size() == 2 + 16);
    std::set<std::string> moves;
    for (int i = 0; i < 8; ++i) {
        CHECK(answers[2 + 2 * i].ok);
        CHECK(answers[3 + 2 * i].ok);
        moves.insert(answers[2 + 2 * i].payload);
    }
    CHECK(moves.size() > 1);
}

TEST_CASE("genmove's move is legal and played")
{
    const auto answers = runEngine("seed 8\nnew egotzi size=5\nlegal\ngenmove iterations=20\nstate\nplay c3\n");
    REQUIRE(answers.size() == 6);
    const auto legal = words(answers[2].payload);
    REQUIRE(answers[3].ok);
    CHECK(std::find(legal.begin(), legal.end(), answers[3].payload) != legal.end());
    CHECK(answers[4].payload.find("\"ply\":1") != std::string::npos);
}
