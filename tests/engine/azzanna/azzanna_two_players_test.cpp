// Azzanna with two players: the Farmer's turn, the count and both ways the game ends.

#include "azzanna_support.h"

using namespace ludoteca::testing::azzanna;

TEST_CASE("the Farmer places one pumpkin on any empty cell, then the Pack moves", "[azzanna][two]")
{
    auto state = position(2, "Pc3 Ta6 Zh1 Zh2 Zh3", Step::FarmersTurn, {15, 13});
    CHECK(state->currentPlayer() == 1);
    const auto cells = legalTexts(*state);
    CHECK(cells.size() == 64 - 5);
    CHECK(std::find(cells.begin(), cells.end(), "pass") == cells.end());
    CHECK_FALSE(accepts(*state, "Z@c3")); // a pig
    CHECK_FALSE(accepts(*state, "Z@a6")); // a tree
    CHECK_FALSE(accepts(*state, "Z@h1")); // a pumpkin
    CHECK_FALSE(accepts(*state, "N"));
    play(*state, "Z@d4"); // next to a pig is allowed
    CHECK(state->toJson().at("supply") == nlohmann::json::array({14}));
    CHECK(state->currentPlayer() == 0);
    CHECK(legalTexts(*state) == std::vector<std::string> {"c3xd4"});
}

TEST_CASE("the Pack wins when two pumpkins or fewer are left after the bite", "[azzanna][two]")
{
    auto state = position(2, "Pc3 Pf6 Zd4 Ze7 Zh1", Step::PackTurn, {10, 0}, 7);
    play(*state, "c3xd4,f6xe7");
    CHECK(state->isTerminal());
    CHECK(state->winners() == std::vector<int> {0});
    CHECK(state->scores() == std::vector<double> {9, 1});
    CHECK(state->legalActions().empty());
    const auto json = state->toJson();
    CHECK(json.at("phase") == "over");
    CHECK(json.at("to_move").is_null());

    // Exactly two left also wins; three left does not.
    auto two = position(2, "Pc3 Zd4 Zh1 Zh2", Step::PackTurn);
    play(*two, "c3xd4");
    CHECK(two->winners() == std::vector<int> {0});
    auto three = position(2, "Pc3 Zd4 Zh1 Zh2 Zh3", Step::PackTurn);
    play(*three, "c3xd4");
    CHECK_FALSE(three->isTerminal());
    CHECK(three->currentPlayer() == 0);
}

TEST_CASE("the Farmer wins when no pumpkin is left to place at its turn", "[azzanna][two]")
{
    auto state = position(2, "Pa1 Zh1 Zh2 Zh3", Step::Run, {0, 0});
    CHECK_FALSE(state->isTerminal());
    play(*state, "N");
    CHECK(state->isTerminal());
    CHECK(state->winners() == std::vector<int> {1});
    CHECK(state->scores() == std::vector<double> {0, 3});

    auto direct = position(2, "Pa1 Zh1 Zh2 Zh3", Step::FarmersTurn, {0, 0});
    CHECK(direct->winners() == std::vector<int> {1});
}

TEST_CASE("after the last pumpkin is placed the Pack still has its turn", "[azzanna][two]")
{
    auto state = position(2, "Pc3 Pf6 Zh1 Zh2 Zh8", Step::FarmersTurn, {1, 0});
    play(*state, "Z@d4");
    CHECK(state->toJson().at("supply") == nlohmann::json::array({0}));
    REQUIRE_FALSE(state->isTerminal());
    CHECK(state->currentPlayer() == 0);
    play(*state, "c3xd4");
    play(*state, "E");
    CHECK(state->winners() == std::vector<int> {1});

    // Same, but the Pack brings the count down to two.
    auto pack = position(2, "Pc3 Pg7 Zh1 Zh2 Zh8", Step::FarmersTurn, {1, 0});
    play(*pack, "Z@d4");
    play(*pack, "c3xd4,g7xh8");
    CHECK(pack->winners() == std::vector<int> {0});
}

TEST_CASE("a full game played through the notation", "[azzanna][two]")
{
    auto state = newGame();
    for (const std::string move : {"P@c3", "P@c5", "P@e3", "P@g4", "P@h2"})
        play(*state, move);
    for (const std::string move : {"Z@a1", "Z@d8", "Z@e7", "Z@h8", "Z@h6"})
        play(*state, move);
    // Nobody touches a pumpkin yet.
    CHECK(state->toJson().at("phase") == "run");
    play(*state, "N");
    // c5 runs to c8 and c3 stops behind it; e3 stops under the tree e5, g4 under g7, h2
    // under the pumpkin h6.
    CHECK(boardAfter(*state) == "..PZ...Z/..P.Z.T./T.....PZ/....T..P/...TP.../.....T../.T....../Z.......");
    play(*state, "Z@a3");
    CHECK(legalTexts(*state) == std::vector<std::string> {"c7xd8,g6xh6", "c7xd8,h5xh6", "c8xd8,g6xh6", "c8xd8,h5xh6"});
    play(*state, "c8xd8,h5xh6");
    play(*state, "W");
    CHECK(boardAfter(*state) == "..P....Z/P...Z.T./TP....../....T..P/...TP.../Z....T../.T....../Z.......");
    const auto json = state->toJson();
    CHECK(json.at("scores") == nlohmann::json::array({2, 4}));
    CHECK(json.at("supply") == nlohmann::json::array({14}));
    CHECK(json.at("ply") == 14);
    CHECK(json.at("to_move") == 1);
}
