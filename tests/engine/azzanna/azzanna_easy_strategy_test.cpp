// Azzanna: the easy player makes the moves its rules say (see azzanna_ai.h), whatever the
// seed used to break ties.

#include "azzanna_support.h"

#include <set>

#include "ludoteca/ai/profile.h"

using namespace ludoteca::testing::azzanna;

namespace {

std::string easyChoice(const State &state, std::uint64_t seed)
{
    const ai::AiProfile *profile = ai::AiProfiles::find("azzanna");
    REQUIRE(profile);
    REQUIRE(profile->strategy);
    Rng rng(seed);
    Action action = kInvalidAction;
    REQUIRE(profile->strategy(ai::Level::Easy, state, rng, action));
    REQUIRE(state.isLegal(action));
    return state.actionToString(action);
}

std::set<std::string> easyChoices(const State &state)
{
    std::set<std::string> seen;
    for (std::uint64_t seed = 1; seed <= 30; ++seed)
        seen.insert(easyChoice(state, seed));
    return seen;
}

} // namespace

TEST_CASE("easy Pack runs towards the pumpkins it can reach", "[azzanna][easy]")
{
    // North stops c1 under the pumpkin c6; no other run reaches one.
    auto state = position(2, "Pc1 Zc6 Za8 Zh8 Zh5", Step::Run);
    CHECK(easyChoices(*state) == std::set<std::string> {"N"});
    // Two pigs: east brings both next to a pumpkin (d3 by e3, e6 by f6), the others none.
    auto two = position(2, "Pa3 Pa6 Ze3 Zf6 Zh8", Step::Run);
    CHECK(easyChoices(*two) == std::set<std::string> {"E"});
}

TEST_CASE("easy Pack looks one run further when the next run reaches nothing", "[azzanna][easy]")
{
    // A crowded field: d1 can only run west, to a1; from there north leads under a7.
    auto state = position(2, crowded("Pd1 Za7 Zh8 Zg8", "a1 a2 a3 a4 a5 a6 b1 c1"), Step::Run);
    CHECK(easyChoices(*state) == std::set<std::string> {"W"});
}

TEST_CASE("easy Pack bites as much as it can", "[azzanna][easy]")
{
    auto state = position(2, "Pc3 Pe3 Zd3 Zb4 Zh8 Zh1 Za8", Step::PackTurn);
    CHECK(easyChoices(*state) == std::set<std::string> {"c3xb4,e3xd3"});
}

TEST_CASE("easy Pack places its pigs off the edge", "[azzanna][easy]")
{
    auto state = newGame();
    for (std::uint64_t seed = 1; seed <= 30; ++seed) {
        const std::string move = easyChoice(*state, seed);
        const int cell = parseCell(move.substr(2));
        CHECK(cell / 8 != 0);
        CHECK(cell / 8 != 7);
        CHECK(cell % 8 != 0);
        CHECK(cell % 8 != 7);
    }
}

TEST_CASE("easy Farmer plants out of reach, then off the edge", "[azzanna][easy]")
{
    // The pig d1 touches c1 and d2 and runs north up the d file; g4 and h4 are out of its
    // reach, h4 on the edge.
    const std::string pieces = "Pd1 Za8 Zb8 Zc8";
    auto all = position(2, crowded(pieces, "c1 d2 d3 d4 d5 g4 h4"), Step::FarmersTurn);
    CHECK(easyChoices(*all) == std::set<std::string> {"Z@g4"});
    auto edge = position(2, crowded(pieces, "c1 d2 d3 d4 d5 h4"), Step::FarmersTurn);
    CHECK(easyChoices(*edge) == std::set<std::string> {"Z@h4"});
    // Only cells a pig touches or can reach: the reachable ones come first.
    auto risky = position(2, crowded(pieces, "c1 d2 d3 d4 d5"), Step::FarmersTurn);
    CHECK(easyChoices(*risky) == std::set<std::string> {"Z@d3", "Z@d4", "Z@d5"});
}

TEST_CASE("easy Farmer prefers where the Pack's best reply threatens least", "[azzanna][easy]")
{
    // Every free cell is in the d file above the pig d1, so the pig can reach each one. A
    // pumpkin on d5 or d6 stops it on d4 or d5, next to the pumpkin e5 as well; on d3 or d4
    // the reply threatens only the new pumpkin; d2 is touched already.
    auto state = position(2, crowded("Pd1 Ze5 Za8 Zb8", "d2 d3 d4 d5 d6"), Step::FarmersTurn);
    CHECK(easyChoices(*state) == std::set<std::string> {"Z@d3", "Z@d4"});
}

TEST_CASE("easy plays every seat of the three-player game", "[azzanna][easy][three]")
{
    auto state = newGame({{"players", "3"}});
    std::uint64_t seed = 5;
    while (!state->isTerminal()) {
        const std::string move = easyChoice(*state, ++seed);
        play(*state, move);
    }
    CHECK(state->winners().size() == 1);
}
