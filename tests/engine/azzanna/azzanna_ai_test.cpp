// Azzanna: every AI level plays every seat, in both variants.

#include "azzanna_support.h"

#include "ludoteca/ai/search.h"

using namespace ludoteca::testing::azzanna;

TEST_CASE("every level answers with a legal move in the three-player game", "[azzanna][ai][three]")
{
    // Setup over: the Pack's first run, then each farmer's placement.
    auto state = newGame({{"players", "3"}});
    for (const std::string move : {"P@c3", "P@c5", "P@e3", "P@g4", "P@h2", "Z@a1", "B@h8", "Z@a2", "B@h7", "Z@a3",
                                   "B@h6", "Z@b1", "B@g8", "Z@c1", "B@f8"})
        play(*state, move);
    for (const auto level : {ai::Level::Easy, ai::Level::Medium, ai::Level::Hard}) {
        INFO(ai::levelName(level));
        auto copy = state->clone();
        for (int decision = 0; decision < 3 && !copy->isTerminal(); ++decision) {
            const int seat = copy->currentPlayer();
            const Action action = ai::chooseMove(*copy, level, 17);
            REQUIRE(copy->isLegal(action));
            copy->apply(action);
            if (decision == 0)
                CHECK(seat == 0);
        }
    }
}

TEST_CASE("the search's moves are legal through a two-player game", "[azzanna][ai]")
{
    auto state = newGame();
    std::uint64_t seed = 3;
    while (!state->isTerminal()) {
        ai::SearchSettings settings;
        settings.iterations = 200;
        settings.seed = ++seed;
        const auto legal = state->legalActions();
        const Action action = legal.size() == 1 ? legal.front() : ai::search(*state, settings).action;
        REQUIRE(state->isLegal(action));
        state->apply(action);
    }
    CHECK(state->winners().size() == 1);
}
