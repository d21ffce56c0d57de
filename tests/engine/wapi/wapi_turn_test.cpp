// A turn of Wapi: silver to a mine (mines with totems first), masks to their own mine and
// the totem decision, the order of seats.

#include <algorithm>

#include "engine/wapi/wapi_support.h"

using namespace ludoteca::testing::wapi;

TEST_CASE("silver may go to any mine while no mine holds a totem", "[wapi]")
{
    auto state = newWapi();
    play(*state, "silver-3");
    CHECK(state->currentPlayer() == 0);
    CHECK(state->phase() == WapiState::Phase::PlaceSilver);
    CHECK(legalTexts(*state) == std::vector<std::string> {"mine-1", "mine-2", "mine-3", "mine-4", "mine-5", "mine-6"});
    play(*state, "mine-4");
    CHECK(state->silverCount(3) == 1);
    CHECK(state->mineValue(3) == 3);
    CHECK(state->isChanceNode());
    CHECK(state->turnSeat() == 1);
    CHECK(state->bagCount(3) == 9);
}

TEST_CASE("silver must go to a mine with a totem when one has room", "[wapi]")
{
    WapiSetup setup;
    setup.mines[1] = {{1, 2}, 1, {2}};
    setup.mines[4] = {{}, 2, {0, 3}};
    setup.mines[5] = {{5}, 1, {}};
    setup.toMove = 1;
    setup.drawn = "silver-1";
    auto state = WapiState::fromSetup(setup);
    CHECK(state->currentPlayer() == 1);
    CHECK(legalTexts(*state) == std::vector<std::string> {"mine-2", "mine-5"});
    std::string error;
    CHECK_FALSE(state->applyText("mine-6", error));
    CHECK_FALSE(state->applyText("mine-1", error));
    play(*state, "mine-5");
    CHECK(state->mineValue(4) == 1);
}

TEST_CASE("a full mine with totems is skipped for the other mines with totems", "[wapi]")
{
    WapiSetup setup;
    setup.mines[1] = {{3, 3, 3, 3, 3, 3, 3, 3}, 1, {2}};
    setup.mines[2] = {{0}, 1, {1}};
    setup.drawn = "silver-5";
    auto state = WapiState::fromSetup(setup);
    CHECK(legalTexts(*state) == std::vector<std::string> {"mine-3"});
}

TEST_CASE("when every mine with a totem is full, silver goes to any mine with room", "[wapi]")
{
    WapiSetup setup;
    setup.mines[1] = {{3, 3, 3, 3, 3, 3, 3, 3}, 2, {2, 0}};
    setup.mines[3] = {{0, 0, 0, 0, 0, 0, 0, 0}, 0, {}};
    setup.mines[4] = {{}, 1, {}};
    setup.drawn = "silver-2";
    setup.toMove = 3;
    auto state = WapiState::fromSetup(setup);
    CHECK(state->currentPlayer() == 3);
    CHECK(legalTexts(*state) == std::vector<std::string> {"mine-1", "mine-3", "mine-5", "mine-6"});
}

TEST_CASE("a mask goes to its own mine and offers the totem", "[wapi]")
{
    auto state = newWapi();
    play(*state, "mask-3");
    CHECK(state->maskCount(2) == 1);
    CHECK(state->currentPlayer() == 0);
    CHECK(state->phase() == WapiState::Phase::DecideTotem);
    CHECK(state->drawn() == WapiState::outcomeFromName("mask-3"));
    CHECK(legalTexts(*state) == std::vector<std::string> {"totem", "no-totem"});
    play(*state, "totem");
    CHECK(state->totemCount(2) == 1);
    CHECK(state->totemSeat(2, 0) == 0);
    CHECK(state->totemsOf(2, 0) == 1);
    CHECK(state->totemsLeft(0) == 2);
    CHECK(state->isChanceNode());
    CHECK(state->turnSeat() == 1);
    CHECK(state->drawn() == -1);

    // Seat 1 declines: the mask stays, no totem, the turn passes.
    play(*state, "mask-6");
    CHECK(state->currentPlayer() == 1);
    play(*state, "no-totem");
    CHECK(state->maskCount(5) == 1);
    CHECK(state->totemCount(5) == 0);
    CHECK(state->totemsLeft(1) == 3);
    CHECK(state->turnSeat() == 2);

    // Now silver must go to mine 3, the only one with a totem.
    play(*state, "silver-0");
    CHECK(legalTexts(*state) == std::vector<std::string> {"mine-3"});
}

TEST_CASE("with no totem left a mask just ends the turn", "[wapi]")
{
    WapiSetup setup;
    setup.options = {{"players", "3"}};
    setup.mines[0] = {{2}, 3, {1, 1, 1}};
    setup.toMove = 1;
    auto state = WapiState::fromSetup(setup);
    CHECK(state->totemsLeft(1) == 0);
    CHECK(state->turnSeat() == 1);
    play(*state, "mask-2");
    CHECK(state->maskCount(1) == 1);
    CHECK(state->isChanceNode());
    CHECK(state->turnSeat() == 2);
    CHECK(state->drawn() == -1);
    const auto json = state->toJson();
    CHECK(json["to_move"] == "chance");

    REQUIRE(state->undo());
    CHECK(state->maskCount(1) == 0);
    CHECK(state->turnSeat() == 1);
    CHECK(state->bagCount(WapiState::outcomeFromName("mask-2")) == 4);
}

TEST_CASE("one player may drive several totems into one mine", "[wapi]")
{
    auto state = newWapi({{"players", "3"}});
    const std::vector<std::string> moves {
        "mask-2",   "totem",  // seat 0
        "silver-5", "mine-2", // seat 1
        "silver-1", "mine-2", // seat 2
        "mask-2",   "totem",  // seat 0 again, same mine
        "mask-2",   "totem",  // seat 1 joins
    };
    for (const auto &move : moves)
        play(*state, move);
    CHECK(state->maskCount(1) == 3);
    CHECK(state->totemCount(1) == 3);
    CHECK(state->totemsOf(1, 0) == 2);
    CHECK(state->totemsOf(1, 1) == 1);
    CHECK(state->totemsLeft(0) == 1);
    CHECK(state->mineValue(1) == 6);
    CHECK(state->scoreTwelfths(0) == 2 * 6 * 12);
    CHECK(state->scores() == std::vector<double> {12, 6, 0});
    // The fourth and last mask of the kind: the bag has no mask-2 left.
    play(*state, "mask-2");
    CHECK(state->currentPlayer() == 2);
    play(*state, "totem");
    CHECK(state->totemCount(1) == 4);
    CHECK(state->bagCount(WapiState::outcomeFromName("mask-2")) == 0);
    const auto outcomes = legalTexts(*state);
    CHECK(outcomes.size() == 10);
    CHECK(std::find(outcomes.begin(), outcomes.end(), "mask-2") == outcomes.end());
}

TEST_CASE("seats take turns in order and wrap around", "[wapi]")
{
    auto state = newWapi({{"players", "5"}});
    for (int turn = 0; turn < 11; ++turn) {
        CHECK(state->turnSeat() == turn % 5);
        play(*state, "silver-1");
        CHECK(state->currentPlayer() == turn % 5);
        play(*state, "mine-1");
        if (state->silverCount(0) == 8)
            break;
    }
    CHECK(state->silverCount(0) == 8);
    play(*state, "silver-1");
    CHECK(legalTexts(*state) == std::vector<std::string> {"mine-2", "mine-3", "mine-4", "mine-5", "mine-6"});
}
