#include <catch2/catch.hpp>

#include <array>
#include <set>
#include <string_view>
#include <vector>

#include "ludoteca/ai/profile.h"
#include "ludoteca/ai/search.h"
#include "tiny_games.h"

using namespace ludoteca;
using namespace ludoteca::ai;

TEST_CASE("six levels, weakest first, with the old names kept", "[levels]")
{
    const std::vector<Level> levels = allLevels();
    REQUIRE(levels.size() == 6);
    CHECK(levels.front() == Level::Beginner);
    CHECK(levels.back() == Level::Master);
    std::vector<std::string_view> names;
    for (const Level level : levels)
        names.push_back(levelName(level));
    CHECK(names == std::vector<std::string_view> {"beginner", "novice", "casual", "club", "strong", "master"});
    // easy, medium and hard are the same players as before: Casual, Club and Strong.
    Level level = Level::Master;
    REQUIRE(parseLevel("easy", level));
    CHECK(level == Level::Casual);
    REQUIRE(parseLevel("medium", level));
    CHECK(level == Level::Club);
    REQUIRE(parseLevel("hard", level));
    CHECK(level == Level::Strong);
    ludoteca::testing::tiny::Nim nim(10);
    CHECK(settingsForLevel(Level::Casual, nim).iterations == 300);
    CHECK(settingsForLevel(Level::Club, nim).iterations == 3000);
    CHECK(settingsForLevel(Level::Strong, nim).iterations == 40000);
    // Master thinks for a time instead.
    CHECK(settingsForLevel(Level::Master, nim).iterations == 0);
    CHECK(settingsForLevel(Level::Master, nim).milliseconds > 0);
    CHECK(settingsForLevel(Level::Beginner, nim).iterations < settingsForLevel(Level::Novice, nim).iterations);
    CHECK(settingsForLevel(Level::Novice, nim).iterations < settingsForLevel(Level::Casual, nim).iterations);
    CHECK_FALSE(settingsForLevel(Level::Beginner, nim).gamePolicy);
}

TEST_CASE("the weakest levels vary their moves but never pass up a win", "[levels]")
{
    // From 3 stones, taking all three wins at once: Beginner and Novice always do.
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        ludoteca::testing::tiny::Nim three(3);
        CHECK(chooseMove(three, Level::Beginner, seed) == 2);
        CHECK(chooseMove(three, Level::Novice, seed) == 2);
    }
    // From 9 the winning move takes one; Beginner draws among the moves it searched, so
    // over many seeds it plays more than one move, each the same again for its seed.
    std::set<Action> chosen;
    for (std::uint64_t seed = 0; seed < 50; ++seed) {
        ludoteca::testing::tiny::Nim nine(9);
        const Action action = chooseMove(nine, Level::Beginner, seed);
        CHECK(nine.isLegal(action));
        CHECK(chooseMove(nine, Level::Beginner, seed) == action);
        chosen.insert(action);
    }
    CHECK(chosen.size() > 1);
}

TEST_CASE("level names round-trip", "[levels]")
{
    for (const Level level : allLevels()) {
        Level parsed = Level::Easy;
        REQUIRE(parseLevel(levelName(level), parsed));
        CHECK(parsed == level);
    }
    Level untouched = Level::Medium;
    CHECK_FALSE(parseLevel("expert", untouched));
    CHECK_FALSE(parseLevel("", untouched));
    CHECK_FALSE(parseLevel("Hard", untouched));
    CHECK(untouched == Level::Medium);
}

TEST_CASE("levels search more as they get harder", "[levels]")
{
    ludoteca::testing::tiny::Nim nim(10);
    const auto easy = settingsForLevel(Level::Easy, nim);
    const auto medium = settingsForLevel(Level::Medium, nim);
    const auto hard = settingsForLevel(Level::Hard, nim);
    CHECK(easy.iterations > 0);
    CHECK(easy.iterations < medium.iterations);
    CHECK(medium.iterations < hard.iterations);
    // A hard move always answers in time, whatever the game.
    CHECK(hard.milliseconds > 0);
    CHECK(hard.milliseconds < 2000);
    // Only Master, which thinks for a time and takes the most visited move, stops once
    // its choice is settled; the budgets of the others stay exact.
    CHECK_FALSE(hard.stopWhenDecided);
    const auto master = settingsForLevel(Level::Master, nim);
    CHECK(master.iterations == 0);
    CHECK(master.milliseconds > 0);
    CHECK(master.stopWhenDecided);
}

TEST_CASE("chooseMove at a chance node draws by weight", "[choose][chance]")
{
    ludoteca::testing::tiny::Bet bet(1, 3);
    bet.apply(ludoteca::testing::tiny::Bet::kBet);
    std::array<int, 2> counts {0, 0};
    for (std::uint64_t seed = 0; seed < 4000; ++seed) {
        const Action outcome = chooseMove(bet, Level::Hard, seed);
        REQUIRE((outcome == ludoteca::testing::tiny::Bet::kWin || outcome == ludoteca::testing::tiny::Bet::kLose));
        ++counts[outcome == ludoteca::testing::tiny::Bet::kWin ? 0 : 1];
    }
    CHECK(counts[0] == Approx(1000).margin(100));
    CHECK(counts[1] == Approx(3000).margin(100));
    // The same seed draws the same outcome.
    CHECK(chooseMove(bet, Level::Easy, 17) == chooseMove(bet, Level::Easy, 17));
}

TEST_CASE("chooseMove on a finished game and with a single move", "[choose]")
{
    ludoteca::testing::tiny::Nim over(1);
    CHECK(chooseMove(over, Level::Easy, 1) == 0); // the only move, no search needed
    over.apply(0);
    CHECK(chooseMove(over, Level::Hard, 1) == kInvalidAction);
}

TEST_CASE("chooseMove searches with the level's budget", "[choose]")
{
    ludoteca::testing::tiny::Nim nim(7);
    CHECK(chooseMove(nim, Level::Medium, 3) == 2);
    CHECK(chooseMove(nim, Level::Medium, 3) == chooseMove(nim, Level::Medium, 3));
    std::atomic<bool> cancel {true};
    CHECK(nim.isLegal(chooseMove(nim, Level::Hard, 3, &cancel)));
}

namespace {

int tunedCalls = 0;
std::vector<Level> strategyAsked;

// A profile for ThreeTastes: "easy" always takes the gift (a scripted, search-free move);
// every level is given a tiny fixed budget.
AiProfile makeThreeTastesProfile()
{
    AiProfile profile;
    profile.gameId = ludoteca::testing::tiny::ThreeTastes::info().id;
    profile.tuneLevel = [](Level, const State &, SearchSettings &settings) {
        ++tunedCalls;
        settings.iterations = 1234;
        settings.milliseconds = 0;
    };
    profile.strategy = [](Level level, const State &, Rng &, Action &action) {
        strategyAsked.push_back(level);
        if (level != Level::Easy)
            return false;
        action = 3;
        return true;
    };
    return profile;
}

} // namespace

LUDOTECA_REGISTER_AI_PROFILE(makeThreeTastesProfile)

TEST_CASE("registered profiles tune levels and may replace the search", "[profile]")
{
    const AiProfile *profile = AiProfiles::find(ludoteca::testing::tiny::ThreeTastes::info().id);
    REQUIRE(profile != nullptr);
    CHECK(profile->gameId == "tiny-three-tastes");
    CHECK(AiProfiles::find("no-such-game") == nullptr);

    ludoteca::testing::tiny::ThreeTastes game;
    const int before = tunedCalls;
    const auto settings = settingsForLevel(Level::Hard, game);
    CHECK(tunedCalls == before + 1);
    CHECK(settings.iterations == 1234);
    CHECK(settings.milliseconds == 0);

    CHECK(chooseMove(game, Level::Easy, 5) == 3);   // the scripted strategy
    CHECK(chooseMove(game, Level::Medium, 5) == 1); // the search: seat 0's favourite

    // The strategy is asked for every level, the lowest too; Master is asked as Strong.
    for (const Level level : allLevels()) {
        strategyAsked.clear();
        chooseMove(game, level, 5, nullptr, {50, 0});
        INFO("level " << levelName(level));
        CHECK(strategyAsked == std::vector<Level> {level == Level::Master ? Level::Strong : level});
    }
}

TEST_CASE("an iteration cap shortens the search but keeps scripted strategies", "[profile]")
{
    // With one iteration the search has seen a single move: the capped choice follows the
    // seed instead of finding Nim's winning move 2.
    ludoteca::testing::tiny::Nim nim(7);
    bool strayed = false;
    for (std::uint64_t seed = 0; seed < 20; ++seed) {
        auto settings = settingsForLevel(Level::Hard, nim);
        settings.iterations = 1;
        settings.milliseconds = 0;
        settings.seed = seed;
        const Action capped = chooseMove(nim, Level::Hard, seed, nullptr, {1, 0});
        CHECK(capped == search(nim, settings).action);
        strayed = strayed || capped != 2;
    }
    CHECK(strayed);
    // A level the game plays by rules still plays by them.
    ludoteca::testing::tiny::ThreeTastes game;
    CHECK(chooseMove(game, Level::Easy, 9, nullptr, {40, 0}) == 3);
    CHECK(chooseMove(game, Level::Easy, 9, nullptr, {0, 5}) == 3);
}
