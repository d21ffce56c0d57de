// Scoring: pair removal and the largest group (standard), squares and komi (squared).

#include <array>

#include <nlohmann/json.hpp>

#include "egotzi_support.h"

using namespace ludoteca::testing::egotzi;

namespace {

std::array<double, 2> rewardsOf(const EgotziState &state)
{
    std::array<double, 2> out {-1, -1};
    state.rewards(out);
    return out;
}

} // namespace

TEST_CASE("Standard: the largest group left after pair removal wins", "[egotzi][scoring]")
{
    // Black: one 3 and ten single stones; White: one 4 and eight single stones.
    // Two black singles are left over, and the 3 and the 4 have no partner: White's 4 wins.
    auto state = position({{"size", "5"}}, "BBBWB/WWWBW/BWBWB/WBWBW/BWBWB", 1);
    REQUIRE(state->isTerminal());
    CHECK(state->colorScore(EgotziState::Color::Black) == 3);
    CHECK(state->colorScore(EgotziState::Color::White) == 4);
    CHECK(state->winners() == std::vector<int> {1});
    CHECK(rewardsOf(*state) == std::array<double, 2> {0, 1});
    const auto json = state->toJson();
    CHECK(json["terminal"] == true);
    CHECK(json["to_move"].is_null());
    CHECK(json["scores"] == nlohmann::json::array({3, 4}));
    CHECK(json["winners"] == nlohmann::json::array({1}));
}

TEST_CASE("Standard: equal largest groups cancel and a smaller surplus decides", "[egotzi][scoring]")
{
    // Black 5, 4, 2, 2 against White 5, 4, 2, 1: the 5s, the 4s and one pair of 2s go;
    // a black 2 and a white 1 are left, so Black wins with 2.
    auto state = position({{"size", "5"}}, "BWWWB/BBWWB/BWBBB/WBWWW/WBWBB", 1);
    CHECK(state->scores() == std::vector<double> {2, 1});
    CHECK(state->winners() == std::vector<int> {0});

    // Black 8, 2, 1, 1 against White 8, 2, 1, 1, 1: only one white single stone is left.
    auto single = position({{"size", "5"}}, "WBWBW/WBBBB/WWWWB/WBBWB/BWWBW", 1);
    CHECK(single->scores() == std::vector<double> {0, 1});
    CHECK(single->winners() == std::vector<int> {1});
}

TEST_CASE("Standard: removal keeps the surplus of each size, whatever the order", "[egotzi][scoring]")
{
    // Rows of five: Black has three, White two. Any two pairs can be removed first; one
    // black row always remains.
    auto state = position({{"size", "5"}}, "BBBBB/WWWWW/BBBBB/WWWWW/BBBBB", 1);
    CHECK(state->scores() == std::vector<double> {5, 0});
    CHECK(state->winners() == std::vector<int> {0});
}

TEST_CASE("Standard: an empty board after removal makes the last placer lose", "[egotzi][scoring]")
{
    // A checkerboard: 18 single stones each, all removed.
    const std::string checker = "BWBWBW/WBWBWB/BWBWBW/WBWBWB/BWBWBW/WBWBWB";
    // Seat 1 placed the last stone (seat 0 would be next), so seat 0 wins, and vice versa.
    auto lastBySeat1 = position({{"size", "6"}}, checker, 0);
    CHECK(lastBySeat1->scores() == std::vector<double> {0, 0});
    CHECK(lastBySeat1->winners() == std::vector<int> {0});
    auto lastBySeat0 = position({{"size", "6"}}, checker, 1);
    CHECK(lastBySeat0->winners() == std::vector<int> {1});
    CHECK(rewardsOf(*lastBySeat0) == std::array<double, 2> {0, 1});

    // Columns of six, three each: also nothing left.
    auto columns = position({{"size", "6"}}, "BWBWBW/BWBWBW/BWBWBW/BWBWBW/BWBWBW/BWBWBW", 0);
    CHECK(columns->winners() == std::vector<int> {0});
}

TEST_CASE("Standard: while playing, scores are the largest groups on the board", "[egotzi][scoring]")
{
    // The finished board above with one cell emptied: no removal yet.
    auto state = position({{"size", "5"}}, "BWWWB/BBWWB/BWBBB/WBWWW/WBWB.", 0);
    REQUIRE_FALSE(state->isTerminal());
    CHECK(state->scores() == std::vector<double> {5, 5});
    CHECK(state->winners().empty());
    CHECK(rewardsOf(*state) == std::array<double, 2> {0, 0});
    CHECK(state->toJson()["winners"] == nlohmann::json::array());
}

TEST_CASE("Squared: sums of squares, komi for White", "[egotzi][scoring]")
{
    // Black 5, 4, 2, 2 = 49; White 5, 4, 2, 1 = 46.
    const std::string board = "BWWWB/BBWWB/BWBBB/WBWWW/WBWBB";
    auto noKomi = position({{"size", "5"}, {"variant", "squared"}}, board, 1);
    CHECK(noKomi->scores() == std::vector<double> {49, 46});
    CHECK(noKomi->winners() == std::vector<int> {0});
    auto komi2 = position({{"size", "5"}, {"variant", "squared"}, {"komi", "2"}}, board, 1);
    CHECK(komi2->scores() == std::vector<double> {49, 48});
    CHECK(komi2->winners() == std::vector<int> {0});
    auto komi4 = position({{"size", "5"}, {"variant", "squared"}, {"komi", "4"}}, board, 1);
    CHECK(komi4->scores() == std::vector<double> {49, 50});
    CHECK(komi4->winners() == std::vector<int> {1});
}

TEST_CASE("Squared: equal scores are a draw that both seats win", "[egotzi][scoring]")
{
    auto checker = position({{"size", "6"}, {"variant", "squared"}}, "BWBWBW/WBWBWB/BWBWBW/WBWBWB/BWBWBW/WBWBWB", 0);
    CHECK(checker->scores() == std::vector<double> {18, 18});
    CHECK(checker->winners() == std::vector<int> {0, 1});
    CHECK(rewardsOf(*checker) == std::array<double, 2> {0.5, 0.5});

    // Black 11, 3, 1, 1, 1, 1 = 134; White 10, 5, 1, 1, 1 = 128; komi 6 evens it.
    const std::string board = "BBWBBB/BWBWWW/BBBBWW/BBBWWB/WWWBWW/WWBWBW";
    auto drawn = position({{"size", "6"}, {"variant", "squared"}, {"komi", "6"}}, board, 0);
    CHECK(drawn->scores() == std::vector<double> {134, 134});
    CHECK(drawn->winners() == std::vector<int> {0, 1});
    auto whiteWins = position({{"size", "6"}, {"variant", "squared"}, {"komi", "8"}}, board, 0);
    CHECK(whiteWins->winners() == std::vector<int> {1});
}

TEST_CASE("Squared: the running score includes komi from the start", "[egotzi][scoring]")
{
    auto state = newGame({{"variant", "squared"}, {"komi", "10"}});
    CHECK(state->scores() == std::vector<double> {0, 10});
    play(*state, "d4");
    play(*state, "d5");
    play(*state, "a1");
    // d5 pushed d4 down to d3: Black has two single stones, White one.
    CHECK(state->boardString() == "......./......./...W.../......./...B.../......./B......");
    CHECK(state->scores() == std::vector<double> {2, 11});
}

TEST_CASE("Komi has no effect on the standard variant", "[egotzi][scoring]")
{
    auto state = position({{"size", "5"}, {"komi", "50"}}, "BBBWB/WWWBW/BWBWB/WBWBW/BWBWB", 1);
    CHECK(state->scores() == std::vector<double> {3, 4});
    CHECK(state->winners() == std::vector<int> {1});
}
