// Azzanna with three players: the farmers' order, no-adjacency, passes, eliminations and
// the ends of the game.

#include "azzanna_support.h"

using namespace ludoteca::testing::azzanna;

TEST_CASE("the farmer with fewer vegetables places first, on a tie the second", "[azzanna][three]")
{
    // Pumpkins 3, broccoli 4: the pumpkins first.
    auto fewer = position(3, "Pa1 Zh1 Zh2 Zh3 Ba8 Bb8 Bc8 Bd8", Step::FarmersTurn, {10, 10});
    CHECK(fewer->currentPlayer() == 1);
    CHECK(fewer->toJson().at("order") == nlohmann::json::array({1, 2}));
    play(*fewer, "Z@h5");
    // Now 4 against 4, but the order was fixed when the Pack's turn ended.
    CHECK(fewer->currentPlayer() == 2);
    CHECK(fewer->toJson().at("order") == nlohmann::json::array({2}));
    play(*fewer, "B@e8");
    CHECK(fewer->currentPlayer() == 0);
    CHECK(fewer->toJson().at("supply") == nlohmann::json::array({9, 9}));

    // A tie: the broccoli first.
    auto tie = position(3, "Pa1 Zh1 Zh2 Zh3 Ba8 Bb8 Bc8", Step::FarmersTurn, {10, 10});
    CHECK(tie->currentPlayer() == 2);
    play(*tie, "B@d8");
    CHECK(tie->currentPlayer() == 1);
    play(*tie, "Z@h5");
    CHECK(tie->currentPlayer() == 0);

    // Fewer broccoli: the broccoli first.
    auto broccoli = position(3, "Pa1 Zh1 Zh2 Zh3 Zh4 Ba8 Bb8 Bc8", Step::FarmersTurn, {10, 10});
    CHECK(broccoli->currentPlayer() == 2);
}

TEST_CASE("pumpkins and broccoli never touch", "[azzanna][three]")
{
    auto state = position(3, "Pa1 Zd4 Zh1 Zh2 Bd7 Ba8 Bb8 Bc8", Step::FarmersTurn, {10, 10});
    REQUIRE(state->currentPlayer() == 1);
    for (const std::string near : {"c6", "d6", "e6", "e7", "e8", "d8", "a7", "b7"})
        CHECK_FALSE(accepts(*state, "Z@" + near));
    CHECK(accepts(*state, "Z@c5"));
    play(*state, "Z@d5");
    REQUIRE(state->currentPlayer() == 2);
    for (const std::string near : {"c3", "e5", "c6", "e6", "g1", "g3"})
        CHECK_FALSE(accepts(*state, "B@" + near));
    CHECK(accepts(*state, "B@f7"));
    CHECK(accepts(*state, "B@b5"));
}

TEST_CASE("a farmer with no allowed cell passes", "[azzanna][three]")
{
    // Free cells g1 and g2 both touch pumpkins: the broccoli cannot be placed.
    auto state = position(3, crowded("Pa1 Zh1 Zh2 Zh3 Ba8 Bb8 Bc8", "g1 g2"), Step::FarmersTurn, {10, 10});
    REQUIRE(state->currentPlayer() == 2); // a tie: broccoli first
    CHECK(legalTexts(*state) == std::vector<std::string> {"pass"});
    play(*state, "pass");
    CHECK(state->toJson().at("supply") == nlohmann::json::array({10, 10}));
    REQUIRE(state->currentPlayer() == 1);
    CHECK(legalTexts(*state) == std::vector<std::string> {"Z@g1", "Z@g2"});
    play(*state, "Z@g2");
    // One farmer placed: the game goes on with the Pack's turn.
    CHECK_FALSE(state->isTerminal());
    CHECK(state->currentPlayer() == 0);
}

TEST_CASE("the game ends when every farmer passes in a round", "[azzanna][three]")
{
    // g1 touches the pumpkin h1 and the broccoli f2.
    const std::string more = crowded("Pa1 Zh1 Zh2 Zh3 Bf2 Ba8 Bb8 Bc8", "g1");
    auto state = position(3, more, Step::FarmersTurn, {10, 10});
    REQUIRE(state->currentPlayer() == 1); // 3 pumpkins, 4 broccoli
    play(*state, "pass");
    REQUIRE(state->currentPlayer() == 2);
    play(*state, "pass");
    CHECK(state->isTerminal());
    CHECK(state->winners() == std::vector<int> {2});
    CHECK(state->scores() == std::vector<double> {0, 3, 4});

    // A tie goes to the second farmer; more pumpkins win for the first.
    auto tie = position(3, crowded("Pa1 Zh1 Zh2 Zh3 Bf2 Ba8 Bb8", "g1"), Step::FarmersTurn, {10, 10});
    play(*tie, "pass");
    play(*tie, "pass");
    CHECK(tie->winners() == std::vector<int> {2});
    auto pumpkins = position(3, crowded("Pa1 Zh1 Zh2 Zh3 Zh4 Bf2 Ba8 Bb8", "g1"), Step::FarmersTurn, {10, 10});
    play(*pumpkins, "pass");
    play(*pumpkins, "pass");
    CHECK(pumpkins->winners() == std::vector<int> {1});
}

TEST_CASE("placing the last vegetable ends the game at once", "[azzanna][three]")
{
    // Pumpkins fewer (3 against 4): they place first, their last one; 4 against 4 is a tie
    // and the second farmer wins without having played.
    auto tie = position(3, "Pa1 Zh1 Zh2 Zh3 Ba8 Bb8 Bc8 Bd8", Step::FarmersTurn, {1, 5});
    play(*tie, "Z@h5");
    CHECK(tie->isTerminal());
    CHECK(tie->winners() == std::vector<int> {2});
    CHECK(tie->scores() == std::vector<double> {0, 4, 4});

    // Broccoli first (3 against 5), then the pumpkins' last one: 6 against 4.
    auto first = position(3, "Pa1 Zh1 Zh2 Zh3 Zh4 Zh5 Ba8 Bb8 Bc8", Step::FarmersTurn, {1, 5});
    play(*first, "B@d8");
    REQUIRE_FALSE(first->isTerminal());
    play(*first, "Z@h7");
    CHECK(first->winners() == std::vector<int> {1});

    // The broccoli's last one with fewer on the board: the pumpkins still win.
    auto fewer = position(3, "Pa1 Zh1 Zh2 Zh3 Zh4 Zh5 Ba8 Bb8 Bc8", Step::FarmersTurn, {5, 1});
    play(*fewer, "B@d8");
    CHECK(fewer->winners() == std::vector<int> {1});
}

TEST_CASE("a farmer left with two vegetables or fewer is eliminated", "[azzanna][three]")
{
    auto state = position(3, "Pc3 Zh1 Zh2 Zh3 Zh4 Bb4 Ba8 Be8", Step::PackTurn, {10, 10});
    play(*state, "c3xb4");
    auto json = state->toJson();
    CHECK(json.at("eliminated") == nlohmann::json::array({2}));
    // The two broccoli left are removed, not eaten.
    CHECK(json.at("board") == boardOf("Lc3 Zh1 Zh2 Zh3 Zh4"));
    CHECK(json.at("scores") == nlohmann::json::array({1, 4, 0}));
    CHECK(json.at("eaten") == 1);
    CHECK_FALSE(state->isTerminal());
    play(*state, "N");
    // Only the pumpkins are still in the game.
    CHECK(state->currentPlayer() == 1);
    CHECK(state->toJson().at("order") == nlohmann::json::array({1}));
    play(*state, "Z@e4");
    CHECK(state->currentPlayer() == 0);
    // Without broccoli the pumpkins may go anywhere (a8 held broccoli before).
    play(*state, "N");
    CHECK(accepts(*state, "Z@a7"));
}

TEST_CASE("the Pack wins when both farmers are eliminated", "[azzanna][three]")
{
    auto both = position(3, "Pc3 Zd4 Zh1 Zh2 Bb4 Ba8 Be8", Step::PackTurn, {10, 10});
    CHECK(legalTexts(*both) == std::vector<std::string> {"c3xb4,c3xd4"});
    play(*both, "c3xb4,c3xd4");
    CHECK(both->isTerminal());
    CHECK(both->winners() == std::vector<int> {0});
    CHECK(both->scores() == std::vector<double> {2, 0, 0});

    // One after the other.
    auto second = position(3, "Pc3 Zd4 Zh1 Zh2", Step::PackTurn, {10, 10}, 9, 4u);
    play(*second, "c3xd4");
    CHECK(second->winners() == std::vector<int> {0});
    CHECK(second->scores() == std::vector<double> {10, 0, 0});
}

TEST_CASE("the count eliminates even when nothing was bitten", "[azzanna][three]")
{
    auto state = position(3, "Pa1 Zh1 Zh2 Zh3 Bc8 Bd8", Step::PackTurn, {10, 10});
    const auto json = state->toJson();
    CHECK(json.at("phase") == "run");
    CHECK(json.at("eliminated") == nlohmann::json::array({2}));
    CHECK(json.at("board") == boardOf("Pa1 Zh1 Zh2 Zh3"));
}

TEST_CASE("the last farmer in the game wins by placing their last vegetable", "[azzanna][three]")
{
    auto state = position(3, "Pa1 Zh1 Zh2 Zh3", Step::FarmersTurn, {1, 10}, 12, 4u);
    CHECK(state->currentPlayer() == 1);
    play(*state, "Z@h5");
    CHECK(state->winners() == std::vector<int> {1});
}
