// Wang Zi's shortcuts for speed: random moves drawn step by step, and territory searches
// skipped when a move cannot close a group. Both are checked against plain readings
// (closedGroupLeft is a whole-board flood fill).

#include <array>

#include "engine/wangzi/wangzi_support.h"

using namespace ludoteca::testing::wangzi;

TEST_CASE("after every move the mover is left with no closed group", "[wangzi]")
{
    for (const char *size : {"4", "5", "6", "7", "8"}) {
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            auto state = newGame(size);
            ludoteca::Rng rng(seed);
            std::vector<ludoteca::Action> scratch;
            while (!state->isTerminal()) {
                const int mover = state->currentPlayer();
                const auto action = state->randomAction(rng, scratch);
                state->apply(action);
                INFO("size " << size << ", seed " << seed << ", ply " << state->ply());
                REQUIRE_FALSE(closedGroupLeft(*state, mover));
            }
        }
    }
}

TEST_CASE("the random move is legal, reaches every movable Prince and every kind of step", "[wangzi]")
{
    auto state = newGame("5");
    ludoteca::Rng rng(5);
    std::vector<ludoteca::Action> scratch;
    std::array<int, 5> secondKinds {};
    int oneStepFlips = 0;
    while (!state->isTerminal()) {
        const auto legal = state->legalActions();
        std::set<std::string> movable, chosen;
        for (const auto action : legal) {
            const auto text = state->actionToString(action);
            movable.insert(text.substr(0, text.find('>')));
        }
        for (int draw = 0; draw < 120; ++draw) {
            const auto action = state->randomAction(rng, scratch);
            REQUIRE(std::find(legal.begin(), legal.end(), action) != legal.end());
            const auto text = state->actionToString(action);
            chosen.insert(text.substr(0, text.find('>')));
            const WangziState::Decoded move = state->decode(action);
            REQUIRE(move.kind == WangziState::Decoded::Kind::Move);
            if (move.second < 0)
                ++oneStepFlips;
            else
                ++secondKinds[static_cast<std::size_t>(move.secondKind)];
        }
        CHECK(chosen == movable);
        state->apply(state->randomAction(rng, scratch));
    }
    CHECK(oneStepFlips > 0);
    for (const int count : secondKinds)
        CHECK(count > 0);
}
