#include <catch2/catch.hpp>

#include "ludoteca/ai/search.h"
#include "tiny_games.h"

using namespace ludoteca;
using namespace ludoteca::ai;

namespace {

SearchSettings withRave(std::uint64_t iterations, std::uint64_t seed)
{
    SearchSettings settings;
    settings.iterations = iterations;
    settings.seed = seed;
    settings.raveEquivalence = 300.0;
    settings.exploration = 0.3;
    return settings;
}

} // namespace

TEST_CASE("with RAVE the search still finds the winning Nim move", "[search][rave]")
{
    for (int stones : {5, 6, 7, 10}) {
        INFO("stones " << stones);
        CHECK(search(ludoteca::testing::tiny::Nim(stones), withRave(4000, 2)).action == (stones % 4) - 1);
    }
}

TEST_CASE("with RAVE each of three seats still maximises its own reward", "[search][rave]")
{
    ludoteca::testing::tiny::ThreeTastes game;
    for (int seat = 0; seat < 3; ++seat) {
        INFO("seat " << seat);
        CHECK(search(game, withRave(4000, 9)).action
              == ludoteca::testing::tiny::ThreeTastes::kFavourite[static_cast<std::size_t>(seat)]);
        game.apply(3);
    }
}

TEST_CASE("RAVE changes the statistics and stays deterministic", "[search][rave]")
{
    ludoteca::testing::tiny::Nim nim(14);
    const auto rave = search(nim, withRave(2000, 4));
    const auto again = search(nim, withRave(2000, 4));
    SearchSettings plain = withRave(2000, 4);
    plain.raveEquivalence = 0.0;
    const auto without = search(nim, plain);
    REQUIRE(rave.moves.size() == again.moves.size());
    bool differs = false;
    for (std::size_t i = 0; i < rave.moves.size(); ++i) {
        CHECK(rave.moves[i].action == again.moves[i].action);
        CHECK(rave.moves[i].visits == again.moves[i].visits);
        for (const auto &other : without.moves)
            if (other.action == rave.moves[i].action && other.visits != rave.moves[i].visits)
                differs = true;
    }
    CHECK(differs);
}

TEST_CASE("with RAVE the searcher still does not peek", "[search][rave][hidden]")
{
    const auto withZero = search(ludoteca::testing::tiny::Secret(0), withRave(3000, 6));
    const auto withTwo = search(ludoteca::testing::tiny::Secret(2), withRave(3000, 6));
    CHECK(withZero.action == ludoteca::testing::tiny::Secret::kPass);
    REQUIRE(withZero.moves.size() == withTwo.moves.size());
    for (std::size_t i = 0; i < withZero.moves.size(); ++i) {
        CHECK(withZero.moves[i].action == withTwo.moves[i].action);
        CHECK(withZero.moves[i].visits == withTwo.moves[i].visits);
    }
}

TEST_CASE("with RAVE chance nodes and capped trees still work", "[search][rave]")
{
    CHECK(search(ludoteca::testing::tiny::Bet(3, 1), withRave(3000, 1)).action == ludoteca::testing::tiny::Bet::kBet);
    CHECK(search(ludoteca::testing::tiny::Bet(1, 3), withRave(3000, 1)).action == ludoteca::testing::tiny::Bet::kSafe);
    SearchSettings capped = withRave(3000, 1);
    capped.maxNodes = 20;
    ludoteca::testing::tiny::Nim nim(25);
    const auto result = search(nim, capped);
    CHECK(result.nodes == 20);
    CHECK(nim.isLegal(result.action));
}
