// Azzanna: the setup of both variants: pigs first, then the first vegetables.

#include "azzanna_support.h"

using namespace ludoteca::testing::azzanna;

namespace {

void placePigs(State &state, const std::vector<std::string> &cells)
{
    for (const auto &cell : cells) {
        REQUIRE(state.currentPlayer() == 0);
        play(state, "P@" + cell);
    }
}

} // namespace

TEST_CASE("the Pack places five pigs on any free cell", "[azzanna][setup]")
{
    auto state = newGame();
    CHECK(state->currentPlayer() == 0);
    const auto first = legalTexts(*state);
    CHECK(first.size() == 58); // 64 cells, 6 trees
    CHECK(first.front() == "P@a1");
    CHECK(std::find(first.begin(), first.end(), "P@d4") == first.end()); // a tree
    CHECK(state->toJson().at("phase") == "pigs");

    play(*state, "P@e4");
    CHECK_FALSE(accepts(*state, "P@e4"));
    CHECK(legalTexts(*state).size() == 57);
    placePigs(*state, {"c3", "c6", "g2", "h8"});
    CHECK(state->currentPlayer() == 1);
    CHECK(state->toJson().at("phase") == "vegetables");
}

TEST_CASE("the Farmer places five pumpkins, then the Pack's turn begins", "[azzanna][setup]")
{
    auto state = newGame();
    placePigs(*state, {"a1", "a2", "a3", "a4", "a5"});
    const auto cells = legalTexts(*state);
    CHECK(cells.size() == 53);
    CHECK(cells.front() == "Z@a7"); // a1-a5 pigs, a6 a tree
    // Next to a pig is allowed.
    CHECK(accepts(*state, "Z@b1"));
    for (const std::string cell : {"h1", "h2", "h3", "h4"}) {
        play(*state, "Z@" + cell);
        CHECK(state->currentPlayer() == 1);
    }
    CHECK(state->toJson().at("supply") == nlohmann::json::array({16}));
    play(*state, "Z@h5");
    CHECK(state->currentPlayer() == 0);
    // No pig touches a pumpkin: straight to the run.
    CHECK(legalTexts(*state) == std::vector<std::string> {"E", "N", "S", "W"});
    const auto json = state->toJson();
    CHECK(json.at("supply") == nlohmann::json::array({15}));
    CHECK(json.at("phase") == "run");
    CHECK(json.at("scores") == nlohmann::json::array({0, 5}));
}

TEST_CASE("extra pumpkins are placed at setup with two players", "[azzanna][setup]")
{
    for (const int extra : {1, 2}) {
        auto state = newGame({{"extra", std::to_string(extra)}});
        CHECK(azzanna(*state).setupPlacements() == 5);
        placePigs(*state, {"a1", "a2", "a3", "a4", "a5"});
        CHECK(azzanna(*state).setupPlacements() == 5 + extra);
        const std::vector<std::string> cells {"h1", "h2", "h3", "h4", "h5", "h6", "h7"};
        for (int i = 0; i < 5 + extra; ++i) {
            REQUIRE(state->currentPlayer() == 1);
            CHECK(azzanna(*state).position().placed == i);
            play(*state, "Z@" + cells[static_cast<std::size_t>(i)]);
        }
        CHECK(state->currentPlayer() == 0);
        CHECK(azzanna(*state).setupPlacements() == 0);
        CHECK(state->toJson().at("supply") == nlohmann::json::array({15 - extra}));
    }
    // With three players the option has no effect.
    auto three = newGame({{"players", "3"}, {"extra", "2"}});
    placePigs(*three, {"a1", "a2", "a3", "a4", "a5"});
    CHECK(azzanna(*three).setupPlacements() == 10);
    for (int i = 0; i < 10; ++i)
        three->apply(three->legalActions().back());
    CHECK(three->currentPlayer() == 0);
    CHECK(three->toJson().at("supply") == nlohmann::json::array({13, 13}));
}

TEST_CASE("three players: the farmers alternate at setup, seat 1 first, apart", "[azzanna][setup][three]")
{
    auto state = newGame({{"players", "3"}});
    CHECK(state->numPlayers() == 3);
    placePigs(*state, {"a1", "a2", "a3", "a4", "a5"});
    REQUIRE(state->currentPlayer() == 1);
    play(*state, "Z@c3");
    REQUIRE(state->currentPlayer() == 2);
    // Broccoli never go next to a pumpkin.
    for (const std::string near : {"b3", "b4", "c2", "c4", "d2", "d3"})
        CHECK_FALSE(accepts(*state, "B@" + near));
    CHECK_FALSE(accepts(*state, "Z@g5")); // not the pumpkins' turn
    play(*state, "B@c5");
    REQUIRE(state->currentPlayer() == 1);
    // Nor pumpkins next to a broccoli.
    CHECK_FALSE(accepts(*state, "Z@c4"));
    CHECK_FALSE(accepts(*state, "Z@b6"));
    CHECK(accepts(*state, "Z@c2"));
    const std::vector<std::string> rest {"Z@h1", "B@h8", "Z@h2", "B@g8", "Z@h3", "B@f8", "Z@h4", "B@e8"};
    for (std::size_t i = 0; i < rest.size(); ++i) {
        REQUIRE(state->currentPlayer() == (i % 2 == 0 ? 1 : 2));
        play(*state, rest[i]);
    }
    CHECK(state->currentPlayer() == 0);
    const auto json = state->toJson();
    CHECK(json.at("supply") == nlohmann::json::array({13, 13}));
    CHECK(json.at("scores") == nlohmann::json::array({0, 5, 5}));
    CHECK(json.at("eliminated") == nlohmann::json::array());
}
