// The end of a Wapi game and both scorings, exact in twelfths, with shared wins.

#include <cmath>

#include <nlohmann/json.hpp>

#include "engine/wapi/wapi_support.h"

using namespace ludoteca::testing::wapi;

TEST_CASE("the game ends when the last silver field is filled, bag or not", "[wapi]")
{
    auto setup = finishedSetup({}, {{{0, 1}, {0}, {2, 2}, {}, {3}, {}}});
    setup.mines[5].silver.pop_back();
    setup.mines[2].masks = 4; // two masks without totems
    setup.toMove = 2;
    setup.drawn = "silver-0";
    auto state = WapiState::fromSetup(setup);
    CHECK(state->silverPlaced() == 47);
    CHECK(state->currentPlayer() == 2);
    // Only mine 6 has room, though it holds no totem.
    CHECK(legalTexts(*state) == std::vector<std::string> {"mine-6"});
    CHECK(state->winners().empty());

    play(*state, "mine-6");
    CHECK(state->isTerminal());
    CHECK(state->silverPlaced() == 48);
    CHECK(state->bagTotal() == 24 - 8); // masks still in the bag
    CHECK(state->legalActions().empty());
    CHECK(state->scores() == std::vector<double> {60, 36, 32, 8});
    CHECK(state->winners() == std::vector<int> {0});
    const auto json = state->toJson();
    CHECK(json["terminal"] == true);
    CHECK(json["to_move"].is_null());
    CHECK(json["winners"] == nlohmann::json::array({0}));
    CHECK(json["drawn"].is_null());

    REQUIRE(state->undo());
    CHECK(state->currentPlayer() == 2);
    CHECK(state->drawn() == 0);
    CHECK(state->winners().empty());
    CHECK(state->silverCount(5) == 7);
}

TEST_CASE("full scoring counts the whole mine for every totem", "[wapi]")
{
    // Seat 0 has two totems in the 36 mine, seat 1 one there and one in the 12 mine.
    auto state = WapiState::fromSetup(finishedSetup({}, {{{0, 0, 1}, {}, {}, {1, 2, 2, 3}, {}, {3}}}));
    REQUIRE(state->isTerminal());
    CHECK(state->scoreTwelfths(0) == 72 * 12);
    CHECK(state->scores() == std::vector<double> {72, 48, 24, 12});
    CHECK(state->winners() == std::vector<int> {0});
}

TEST_CASE("share scoring divides a mine among its totems", "[wapi]")
{
    auto state =
        WapiState::fromSetup(finishedSetup({{"scoring", "share"}}, {{{0, 0, 1}, {}, {}, {1, 2, 2, 3}, {}, {3}}}));
    REQUIRE(state->isTerminal());
    // 36 / 3 per totem in mine 1, 12 / 4 in mine 4, nothing in mine 6.
    CHECK(state->scores() == std::vector<double> {24, 15, 6, 3});
    CHECK(state->winners() == std::vector<int> {0});
}

TEST_CASE("share scoring keeps thirds exact", "[wapi]")
{
    // Mines 3 (16) and 5 (8) shared by three seats; seat 3 owns the empty mine 6.
    auto state =
        WapiState::fromSetup(finishedSetup({{"scoring", "share"}}, {{{}, {1}, {0, 1, 2}, {}, {0, 2, 2}, {3}}}));
    // Seat 0: 16/3 + 8/3 = 8; seat 1: 24 + 16/3; seat 2: 16/3 + 16/3.
    CHECK(state->scoreTwelfths(0) == 96);
    CHECK(state->scoreTwelfths(1) == 288 + 64);
    CHECK(state->scoreTwelfths(2) == 128);
    CHECK(state->scoreTwelfths(3) == 0);
    const auto scores = state->scores();
    CHECK(scores[1] == Approx(24 + 16.0 / 3));
    CHECK(state->winners() == std::vector<int> {1});
    // The protocol rounds fractions to 6 places.
    const auto json = state->toJson();
    CHECK(json["scores"][1].get<double>() == 29.333333);
    CHECK(json["scores"][2].get<double>() == 10.666667);
    CHECK(json["scores"][0].is_number_integer());
}

TEST_CASE("equal highest scores share the win, exactly compared", "[wapi]")
{
    // Three seats each own a third of mine 3 and of mine 5: 16/3 + 8/3 = 8 each.
    const std::array<std::vector<int>, 6> totems {{{}, {}, {0, 1, 2}, {}, {0, 1, 2}, {3, 3, 3}}};
    auto share = WapiState::fromSetup(finishedSetup({{"scoring", "share"}}, totems));
    for (int seat = 0; seat < 3; ++seat)
        CHECK(share->scoreTwelfths(seat) == 96);
    CHECK(share->winners() == std::vector<int> {0, 1, 2});
    std::array<double, 4> rewards {};
    share->rewards(rewards);
    CHECK(rewards[3] < rewards[0]);
    CHECK(rewards[0] == Approx(rewards[1]));
    CHECK(rewards[1] == Approx(rewards[2]));

    auto full = WapiState::fromSetup(finishedSetup({}, totems));
    CHECK(full->scores() == std::vector<double> {24, 24, 24, 0});
    CHECK(full->winners() == std::vector<int> {0, 1, 2});

    // Two seats tie in full scoring with different mines: 24 against 16 + 8.
    auto pair = WapiState::fromSetup(finishedSetup({{"players", "3"}}, {{{}, {0}, {1}, {}, {1}, {2}}}));
    CHECK(pair->scores() == std::vector<double> {24, 24, 0});
    CHECK(pair->winners() == std::vector<int> {0, 1});
}

TEST_CASE("scores run during the game", "[wapi]")
{
    WapiSetup setup;
    setup.options = {{"scoring", "share"}};
    setup.mines[0] = {{5, 2}, 2, {1, 3}};
    setup.mines[2] = {{1}, 1, {1}};
    setup.toMove = 2;
    setup.drawn = "silver-3";
    auto state = WapiState::fromSetup(setup);
    CHECK(state->scores() == std::vector<double> {0, 4.5, 0, 3.5});
    play(*state, "mine-3");
    CHECK(state->scores() == std::vector<double> {0, 7.5, 0, 3.5});
    CHECK(state->winners().empty());
}

TEST_CASE("a totem's share of a mine, and what it would be with one more", "[wapi]")
{
    // Mine 1 holds three totems, mine 4 four, mine 6 one.
    const std::array<std::vector<int>, 6> totems {{{0, 0, 1}, {}, {}, {1, 2, 2, 3}, {}, {3}}};
    auto share = WapiState::fromSetup(finishedSetup({{"scoring", "share"}}, totems));
    CHECK(share->totemShareTwelfths(0) == 36 * 12 / 3);
    CHECK(share->totemShareTwelfths(0, 1) == 36 * 12 / 4);
    CHECK(share->totemShareTwelfths(3) == 12 * 12 / 4);
    // No totem yet: a lone totem's share, the whole mine.
    CHECK(share->totemShareTwelfths(1) == share->mineValue(1) * 12);
    CHECK(share->totemShareTwelfths(1, 1) == share->mineValue(1) * 12);
    // The shares are what the scores add up.
    CHECK(share->scoreTwelfths(0) == 2 * share->totemShareTwelfths(0));

    auto full = WapiState::fromSetup(finishedSetup({}, totems));
    CHECK(full->totemShareTwelfths(0) == 36 * 12);
    CHECK(full->totemShareTwelfths(0, 1) == 36 * 12);
}
