// Wapi's AI knowledge: the playout policy, the evaluation, the rewards and the beginner
// rules that play the Casual level.

#include <bit>
#include <numeric>
#include <set>

#include "engine/wapi/wapi_support.h"
#include "ludoteca/ai/profile.h"
#include "ludoteca/ai/search.h"

using namespace ludoteca::testing::wapi;
using ludoteca::Action;
using ludoteca::Rng;

namespace {

// Seat 0 has a totem in mine 1, seats 1 and 2 in mine 2; mines 3 to 6 hold none.
WapiSetup stakeSetup(const std::string &drawn)
{
    WapiSetup setup;
    setup.mines[0] = {{2}, 1, {0}};
    setup.mines[1] = {{1}, 2, {1, 2}};
    setup.drawn = drawn;
    return setup;
}

int countChoices(const WapiState &state, Action wanted, int tries)
{
    Rng rng(11);
    std::vector<Action> scratch;
    int hits = 0;
    for (int i = 0; i < tries; ++i)
        hits += state.playoutAction(rng, scratch) == wanted ? 1 : 0;
    return hits;
}

} // namespace

TEST_CASE("the playout policy puts good silver in its own mine and poor silver elsewhere", "[wapi][ai]")
{
    auto five = WapiState::fromSetup(stakeSetup("silver-5"));
    CHECK(five->allowedMines() == 0b11u);
    CHECK(countChoices(*five, WapiState::kFirstMine + 0, 1000) > 900);
    auto zero = WapiState::fromSetup(stakeSetup("silver-0"));
    CHECK(countChoices(*zero, WapiState::kFirstMine + 1, 1000) > 900);
}

TEST_CASE("the playout policy drives a totem into a rich mine and keeps it from a poor one", "[wapi][ai]")
{
    WapiSetup rich;
    rich.mines[2] = {{5, 5, 5, 3}, 1, {}};
    rich.drawn = "mask-3";
    CHECK(countChoices(*WapiState::fromSetup(rich), WapiState::kTotem, 1000) > 850);

    WapiSetup poor;
    poor.mines[2] = {{0, 0, 0, 1, 1, 0}, 1, {}};
    poor.drawn = "mask-3";
    CHECK(countChoices(*WapiState::fromSetup(poor), WapiState::kNoTotem, 1000) > 850);

    // With no mask left in the bag, even a worthless mine beats a totem left in hand.
    WapiSetup late = finishedSetup({}, {{{}, {}, {}, {}, {}, {}}});
    late.mines[0].silver = {5, 5, 5, 3, 3};
    for (auto &mine : late.mines)
        mine.masks = 4;
    late.drawn = "mask-6";
    auto lateState = WapiState::fromSetup(late);
    REQUIRE(lateState->bagTotal() == 3);
    CHECK(countChoices(*lateState, WapiState::kTotem, 1000) > 850);
}

TEST_CASE("rewards and evaluation stay in [0, 1] and favour the leader", "[wapi][ai]")
{
    WapiSetup setup;
    setup.mines[0] = {{5, 5, 5, 3, 3}, 2, {0, 0}};
    setup.mines[1] = {{0, 1}, 1, {1}};
    setup.toMove = 2;
    auto state = WapiState::fromSetup(setup);
    std::array<double, 4> values {};
    REQUIRE(state->evaluate(values));
    for (const double v : values) {
        CHECK(v >= 0.0);
        CHECK(v <= 1.0);
    }
    CHECK(values[0] > values[1]);
    CHECK(values[0] > values[2]);

    auto done = WapiState::fromSetup(finishedSetup({}, {{{0, 0, 1}, {2}, {}, {1, 3}, {}, {}}}));
    REQUIRE(done->isTerminal());
    std::array<double, 4> rewards {};
    done->rewards(rewards);
    CHECK(done->winners() == std::vector<int> {0});
    for (const double r : rewards) {
        CHECK(r >= 0.0);
        CHECK(r <= 1.0);
    }
    CHECK(rewards[0] > 0.9);
    CHECK(rewards[0] > rewards[1]);
    CHECK(rewards[1] > rewards[2]); // 48 beats 24 among the losers
    std::array<double, 4> evaluated {};
    REQUIRE(done->evaluate(evaluated));
    CHECK(evaluated == rewards);
}

TEST_CASE("the evaluation gives equal seats equal chances", "[wapi][ai]")
{
    for (const char *players : {"3", "4", "5"}) {
        auto state = newWapi({{"players", players}});
        std::array<double, WapiState::kMaxSeats> values {};
        REQUIRE(state->evaluate(values));
        for (int seat = 1; seat < state->numPlayers(); ++seat)
            CHECK(values[static_cast<std::size_t>(seat)] == Approx(values[0]));
        CHECK(values[0] > 0.0);
        CHECK(values[0] < 0.5);
    }
}

TEST_CASE("the evaluation grows more certain as the silver runs out", "[wapi][ai]")
{
    // Seat 0 leads by one rich mine; seat 1 holds a poor one.
    const auto leadWith = [](int freeFields) {
        WapiSetup setup;
        setup.mines[0] = {{5, 5, 5, 5}, 1, {0}};
        setup.mines[1] = {{0, 0, 1, 1}, 1, {1}};
        // Fill the other mines with a mix of the remaining coins, so that `freeFields`
        // silver fields stay free in all.
        std::vector<int> coins;
        std::array<int, 5> left {6, 10, 12, 10, 2}; // counts of 0, 1, 2, 3 and 5 left
        while (coins.size() < 40)
            for (std::size_t kind = 0; kind < left.size(); ++kind)
                if (left[kind]-- > 0)
                    coins.push_back(WapiState::kSilverValues[kind]);
        std::size_t toFill = static_cast<std::size_t>(WapiState::kTotalSilverFields - 8 - freeFields);
        std::size_t next = 0;
        for (std::size_t mine = 2; mine < setup.mines.size(); ++mine)
            for (int field = 0; field < WapiState::kSilverFields && next < toFill; ++field)
                setup.mines[mine].silver.push_back(coins[next++]);
        return WapiState::fromSetup(setup);
    };
    std::array<double, WapiState::kMaxSeats> early {};
    std::array<double, WapiState::kMaxSeats> late {};
    REQUIRE(leadWith(30)->evaluate(early));
    REQUIRE(leadWith(8)->evaluate(late));
    CHECK(early[0] > early[1]);
    CHECK(late[0] > early[0]);
    CHECK(late[1] < early[1]);
}

TEST_CASE("club and strong search with the evaluation at new nodes, the lower levels play out", "[wapi][ai]")
{
    using ludoteca::ai::Level;
    using ludoteca::ai::settingsForLevel;
    auto state = newWapi();
    CHECK(settingsForLevel(Level::Beginner, *state).playoutDepthLimit == -1);
    CHECK_FALSE(settingsForLevel(Level::Beginner, *state).gamePolicy);
    CHECK(settingsForLevel(Level::Novice, *state).playoutDepthLimit == -1);
    CHECK(settingsForLevel(Level::Novice, *state).gamePolicy);
    CHECK(settingsForLevel(Level::Club, *state).playoutDepthLimit == 0);
    CHECK(settingsForLevel(Level::Club, *state).iterations < settingsForLevel(Level::Strong, *state).iterations);
    CHECK(settingsForLevel(Level::Strong, *state).playoutDepthLimit == 0);
    // Master searches as Strong does, for a time.
    const auto master = settingsForLevel(Level::Master, *state);
    CHECK(master.playoutDepthLimit == 0);
    CHECK(master.iterations == 0);
    CHECK(master.milliseconds > 0);
}

TEST_CASE("the easy level follows the beginner's rules", "[wapi][ai]")
{
    const auto *profile = ludoteca::ai::AiProfiles::find("wapi");
    REQUIRE(profile != nullptr);
    REQUIRE(profile->strategy);
    const auto easyMove = [&](const WapiState &state, std::uint64_t seed) {
        Rng rng(seed);
        Action action = ludoteca::kInvalidAction;
        REQUIRE(profile->strategy(ludoteca::ai::Level::Easy, state, rng, action));
        return state.actionToString(action);
    };
    // Good coins go to the beginner's own mine; the others anywhere allowed.
    std::set<std::string> poorCoinMines;
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        CHECK(easyMove(*WapiState::fromSetup(stakeSetup("silver-5")), seed) == "mine-1");
        CHECK(easyMove(*WapiState::fromSetup(stakeSetup("silver-3")), seed) == "mine-1");
        poorCoinMines.insert(easyMove(*WapiState::fromSetup(stakeSetup("silver-1")), seed));
    }
    CHECK(poorCoinMines == std::set<std::string> {"mine-1", "mine-2"});
    WapiSetup mask;
    mask.mines[3] = {{0, 1}, 1, {}};
    mask.drawn = "mask-4";
    CHECK(easyMove(*WapiState::fromSetup(mask), 1) == "totem");
    mask.mines[3].silver = {0, 0, 0, 0, 1, 1, 1, 1};
    CHECK(easyMove(*WapiState::fromSetup(mask), 1) == "no-totem");

    // Hard searches.
    Rng rng(1);
    Action action = ludoteca::kInvalidAction;
    CHECK_FALSE(profile->strategy(ludoteca::ai::Level::Hard, *WapiState::fromSetup(mask), rng, action));
}

TEST_CASE("club looks ahead where the beginner's rules do not", "[wapi][ai]")
{
    const auto *profile = ludoteca::ai::AiProfiles::find("wapi");
    REQUIRE(profile != nullptr);
    // Club searches rather than following rules.
    auto zero = WapiState::fromSetup(stakeSetup("silver-0"));
    Rng rng(1);
    Action action = ludoteca::kInvalidAction;
    CHECK_FALSE(profile->strategy(ludoteca::ai::Level::Club, *zero, rng, action));
    // Unlike the beginner, who drops any poor coin anywhere, Club's evaluation sends a
    // worthless coin to the rivals' mine nearly always.
    int rivalMine = 0;
    for (std::uint64_t seed = 0; seed < 40; ++seed) {
        action = ludoteca::ai::chooseMove(*zero, ludoteca::ai::Level::Club, seed);
        REQUIRE(zero->isLegal(action));
        rivalMine += zero->actionToString(action) == "mine-2" ? 1 : 0;
    }
    CHECK(rivalMine > 34);
}

TEST_CASE("strong now and then draws a close second, master takes the best of the same search", "[wapi][ai]")
{
    using ludoteca::ai::chooseMove;
    using ludoteca::ai::Level;
    // Empty mines: every mine is about as good for the first coin.
    WapiSetup opening;
    opening.drawn = "silver-2";
    auto open = WapiState::fromSetup(opening);
    REQUIRE(std::popcount(open->allowedMines()) > 1);
    const auto *profile = ludoteca::ai::AiProfiles::find("wapi");
    REQUIRE(profile != nullptr);
    REQUIRE(profile->ladder);
    const auto budget = (*profile->ladder)[static_cast<std::size_t>(Level::Strong)].iterations;
    int differ = 0;
    for (std::uint64_t seed = 0; seed < 30; ++seed) {
        // Capped at Strong's budget, Master runs Strong's very search for the same seed.
        const Action strong = chooseMove(*open, Level::Strong, seed);
        const Action master = chooseMove(*open, Level::Master, seed, nullptr, {budget, 0});
        REQUIRE(open->isLegal(strong));
        REQUIRE(open->isLegal(master));
        differ += strong != master ? 1 : 0;
    }
    CHECK(differ > 0);
    // A clear choice stays clear: a worthless coin goes to the rivals' mine.
    auto zero = WapiState::fromSetup(stakeSetup("silver-0"));
    int rivalMine = 0;
    for (std::uint64_t seed = 0; seed < 30; ++seed)
        rivalMine += zero->actionToString(chooseMove(*zero, Level::Strong, seed)) == "mine-2" ? 1 : 0;
    CHECK(rivalMine > 26);
}

TEST_CASE("every level plays legal moves through a whole game", "[wapi][ai]")
{
    auto state = newWapi({{"players", "3"}});
    const ludoteca::ai::Level levels[] {ludoteca::ai::Level::Casual, ludoteca::ai::Level::Club,
                                        ludoteca::ai::Level::Strong};
    std::uint64_t seed = 3;
    while (!state->isTerminal()) {
        const int mover = state->currentPlayer();
        const auto level = mover < 0 ? levels[0] : levels[mover];
        // Keep the searching levels small: this checks legality, not strength.
        Action action = ludoteca::kInvalidAction;
        if (mover >= 0 && level == ludoteca::ai::Level::Strong) {
            auto settings = ludoteca::ai::settingsForLevel(level, *state);
            settings.iterations = 200;
            settings.milliseconds = 0;
            settings.seed = ++seed;
            action = ludoteca::ai::search(*state, settings).action;
        } else {
            action = ludoteca::ai::chooseMove(*state, level, ++seed);
        }
        REQUIRE(state->isLegal(action));
        state->apply(action);
    }
    CHECK_FALSE(state->winners().empty());
}
