// Wang Zi's AI profile: a ladder of budgets that rise while the levels choose ever less
// loosely, the playout policy for small budgets only, and moves that repeat from a seed.

#include "ludoteca/ai/profile.h"
#include "ludoteca/ai/search.h"

#include "engine/wangzi/wangzi_support.h"

using namespace ludoteca::testing::wangzi;

TEST_CASE("each level searches more than the one below and chooses less loosely", "[wangzi][ai]")
{
    using ludoteca::ai::Level;
    auto state = newGame();
    const auto *profile = ludoteca::ai::AiProfiles::find("wangzi");
    REQUIRE(profile != nullptr);
    REQUIRE(profile->ladder);
    const auto &ladder = *profile->ladder;
    for (std::size_t i = 1; i < ladder.size(); ++i) {
        CAPTURE(i);
        CHECK(ladder[i].iterations > ladder[i - 1].iterations);
        CHECK(ladder[i].temperature < ladder[i - 1].temperature);
        CHECK(ludoteca::ai::settingsForLevel(static_cast<Level>(i), *state).iterations == ladder[i].iterations);
    }
    // Every budget up to Strong is an iteration count, so that games repeat from a seed
    // on any machine; Master thinks for a time.
    const auto strong = ludoteca::ai::settingsForLevel(Level::Strong, *state);
    CHECK(strong.iterations > 0);
    const auto master = ludoteca::ai::settingsForLevel(Level::Master, *state);
    CHECK(master.iterations == 0);
    CHECK(master.milliseconds > 0);
}

TEST_CASE("the playout policy serves the small budgets and Master plays out at random", "[wangzi][ai]")
{
    auto state = newGame();
    using ludoteca::ai::Level;
    CHECK_FALSE(ludoteca::ai::settingsForLevel(Level::Beginner, *state).gamePolicy);
    for (const Level level : {Level::Novice, Level::Casual, Level::Club, Level::Strong})
        CHECK(ludoteca::ai::settingsForLevel(level, *state).gamePolicy);
    CHECK_FALSE(ludoteca::ai::settingsForLevel(Level::Master, *state).gamePolicy);
}

TEST_CASE("a capped search plays the same move for the same seed", "[wangzi][ai]")
{
    auto state = newGame("4");
    const auto first = ludoteca::ai::chooseMove(*state, ludoteca::ai::Level::Strong, 11, nullptr, {400, 0});
    const auto second = ludoteca::ai::chooseMove(*state, ludoteca::ai::Level::Strong, 11, nullptr, {400, 0});
    REQUIRE(state->isLegal(first));
    CHECK(first == second);
}
