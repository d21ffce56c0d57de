// The pie rule: `swap` on the second move only, standard scoring with pie=on only.

#include <algorithm>

#include <nlohmann/json.hpp>

#include "egotzi_support.h"

using namespace ludoteca::testing::egotzi;
using ludoteca::Action;

namespace {

bool offersSwap(const ludoteca::State &state)
{
    const auto moves = state.legalActions();
    return std::find(moves.begin(), moves.end(), EgotziState::kSwapAction) != moves.end();
}

} // namespace

TEST_CASE("Swap is legal on the second move only", "[egotzi][pie]")
{
    auto state = newGame();
    CHECK_FALSE(offersSwap(*state));
    play(*state, "d4");
    CHECK(offersSwap(*state));
    CHECK(state->actionToString(EgotziState::kSwapAction) == "swap");
    CHECK(state->legalActions().size() == 49u); // 48 empty cells and the swap
    play(*state, "c3");
    CHECK_FALSE(offersSwap(*state));
    play(*state, "e5");
    CHECK_FALSE(offersSwap(*state));
}

TEST_CASE("Swap needs the standard variant with pie=on", "[egotzi][pie]")
{
    for (const OptionList &options : {OptionList {{"pie", "off"}}, OptionList {{"variant", "squared"}},
                                      OptionList {{"variant", "squared"}, {"pie", "on"}}}) {
        auto state = newGame(options);
        play(*state, "a1");
        CHECK_FALSE(offersSwap(*state));
        std::string error;
        CHECK(state->parseAction("swap", error) == ludoteca::kInvalidAction);
        CHECK_FALSE(error.empty());
    }
}

TEST_CASE("After a swap, seat 1 is Black with the stone and seat 0 moves as White", "[egotzi][pie]")
{
    auto state = newGame({{"size", "5"}});
    play(*state, "c3");
    const std::string board = state->boardString();
    play(*state, "swap");

    CHECK(state->swapped());
    CHECK(state->boardString() == board); // no stone moves
    CHECK(state->ply() == 2);
    CHECK(state->currentPlayer() == 0);
    CHECK(state->seatColor(0) == EgotziState::Color::White);
    CHECK(state->seatColor(1) == EgotziState::Color::Black);
    CHECK_FALSE(offersSwap(*state));

    auto json = state->toJson();
    CHECK(json["to_move"] == 0);
    CHECK(json["colors"] == nlohmann::json::array({"W", "B"}));
    CHECK(json["board"] == "...../...../..B../...../.....");
    // Scores follow the seats: seat 1 now owns the black stone.
    CHECK(json["scores"] == nlohmann::json::array({0, 1}));

    // Seat 0 places a white stone next to it, pushing the black one away.
    play(*state, "c2");
    CHECK(state->boardString() == "...../..B../...../..W../.....");
    CHECK(state->currentPlayer() == 1);
    CHECK(state->scores() == std::vector<double> {1, 1});
    play(*state, "c1");
    CHECK(state->at(2, 0) == EgotziState::Color::Black);
}

TEST_CASE("A game with a swap still needs size squared placements", "[egotzi][pie]")
{
    auto state = newGame({{"size", "5"}});
    play(*state, "a1");
    play(*state, "swap");
    ludoteca::Rng rng(7);
    std::vector<Action> scratch;
    int placements = 1;
    while (!state->isTerminal()) {
        const Action move = state->playoutAction(rng, scratch);
        REQUIRE(move != EgotziState::kSwapAction);
        state->apply(move);
        ++placements;
    }
    CHECK(placements == 25);
    CHECK(state->ply() == 26);
    CHECK(state->emptyCount() == 0);
}

TEST_CASE("Undoing a swap gives the colours back", "[egotzi][pie]")
{
    auto state = newGame();
    play(*state, "b2");
    const auto before = state->toJson();
    play(*state, "swap");
    REQUIRE(state->undo());
    CHECK(state->toJson() == before);
    CHECK_FALSE(state->swapped());
    CHECK(offersSwap(*state));
}

TEST_CASE("The result follows the seats after a swap", "[egotzi][pie]")
{
    // White's 4-group is the largest left after pair removal (see the scoring tests).
    const std::string board = "BBBWB/WWWBW/BWBWB/WBWBW/BWBWB";
    auto plain = position({{"size", "5"}}, board, 1);
    CHECK(plain->winners() == std::vector<int> {1});
    CHECK(plain->scores() == std::vector<double> {3, 4});
    auto swapped = position({{"size", "5"}}, board, 1, true);
    CHECK(swapped->winners() == std::vector<int> {0});
    CHECK(swapped->scores() == std::vector<double> {4, 3});
    CHECK(swapped->toJson()["colors"] == nlohmann::json::array({"W", "B"}));
}
