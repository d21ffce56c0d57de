// Wang Zi's AI profile: the hard level's budget is iterations, within the time cap.

#include "ludoteca/ai/search.h"

#include "engine/wangzi/wangzi_support.h"

using namespace ludoteca::testing::wangzi;

TEST_CASE("hard searches an iteration budget it reaches inside the time cap", "[wangzi][ai]")
{
    auto state = newGame();
    const auto hard = ludoteca::ai::settingsForLevel(ludoteca::ai::Level::Hard, *state);
    const auto medium = ludoteca::ai::settingsForLevel(ludoteca::ai::Level::Medium, *state);
    CHECK(hard.iterations > medium.iterations);
    // Below the generic 40 000, which from the slowest positions would stop on the clock
    // instead (docs/ai-wangzi.md measures the time of hard's budget).
    CHECK(hard.iterations < 40000);
    CHECK(hard.milliseconds > 0);
}

TEST_CASE("the playout policy serves the small budgets and hard plays out at random", "[wangzi][ai]")
{
    auto state = newGame();
    using ludoteca::ai::Level;
    CHECK(ludoteca::ai::settingsForLevel(Level::Easy, *state).gamePolicy);
    CHECK(ludoteca::ai::settingsForLevel(Level::Medium, *state).gamePolicy);
    CHECK_FALSE(ludoteca::ai::settingsForLevel(Level::Hard, *state).gamePolicy);
}

TEST_CASE("a capped search plays the same move for the same seed", "[wangzi][ai]")
{
    auto state = newGame("4");
    const auto first = ludoteca::ai::chooseMove(*state, ludoteca::ai::Level::Hard, 11, nullptr, {400, 0});
    const auto second = ludoteca::ai::chooseMove(*state, ludoteca::ai::Level::Hard, 11, nullptr, {400, 0});
    REQUIRE(state->isLegal(first));
    CHECK(first == second);
}
