#include <catch2/catch.hpp>

#include "ludoteca/ai/search.h"
#include "tiny_games.h"

using namespace ludoteca;
using namespace ludoteca::ai;

namespace {

SearchSettings budget(std::uint64_t iterations, std::uint64_t seed)
{
    SearchSettings settings;
    settings.iterations = iterations;
    settings.seed = seed;
    return settings;
}

} // namespace

TEST_CASE("the searcher does not peek at what it cannot see", "[search][hidden]")
{
    for (const std::uint64_t seed : {1u, 2u, 99u}) {
        INFO("seed " << seed);
        const auto withZero = search(ludoteca::testing::tiny::Secret(0), budget(4000, seed));
        const auto withTwo = search(ludoteca::testing::tiny::Secret(2), budget(4000, seed));
        // A peeking search would guess the card; an honest one passes (0.4 > 1/3).
        CHECK(withZero.action == ludoteca::testing::tiny::Secret::kPass);
        CHECK(withTwo.action == ludoteca::testing::tiny::Secret::kPass);
        // And the whole search is the same whatever the truth.
        REQUIRE(withZero.moves.size() == withTwo.moves.size());
        CHECK(withZero.nodes == withTwo.nodes);
        for (std::size_t i = 0; i < withZero.moves.size(); ++i) {
            CHECK(withZero.moves[i].action == withTwo.moves[i].action);
            CHECK(withZero.moves[i].visits == withTwo.moves[i].visits);
            CHECK(withZero.moves[i].meanReward == withTwo.moves[i].meanReward);
        }
    }
}

TEST_CASE("guesses are worth about a third to the searcher", "[search][hidden]")
{
    SearchSettings settings = budget(9000, 4);
    settings.exploration = 3.0; // visit the guesses often enough to measure them
    const auto result = search(ludoteca::testing::tiny::Secret(1), settings);
    REQUIRE(result.moves.size() == 4);
    for (const auto &move : result.moves) {
        INFO("action " << move.action);
        if (move.action == ludoteca::testing::tiny::Secret::kPass) {
            // Between the fold (0.4) and the show (0.5), which wide exploration also tries.
            CHECK(move.meanReward >= 0.4);
            CHECK(move.meanReward <= 0.5);
        } else
            CHECK(move.meanReward == Approx(1.0 / 3.0).margin(0.07));
    }
}

TEST_CASE("the seat that sees its card keeps it secret or shows it as it likes", "[search][hidden]")
{
    // Seat 0 sees its own card: its only moves are showing that card or folding, and the
    // search must only ever try the true card's show (Secret throws on an illegal one).
    for (int card = 0; card < 3; ++card) {
        ludoteca::testing::tiny::Secret game(card);
        game.apply(ludoteca::testing::tiny::Secret::kPass);
        REQUIRE(game.currentPlayer() == 0);
        const auto result = search(game, budget(1000, 3));
        CHECK(result.action == ludoteca::testing::tiny::Secret::kFold); // 0.6 against 0.5
        for (const auto &move : result.moves)
            CHECK((move.action == ludoteca::testing::tiny::Secret::kFold || move.action == 4 + card));
    }
}

TEST_CASE("below the root, moves illegal in a determinization are never followed", "[search][hidden]")
{
    // Seat 1 searches; after its pass, seat 0's legal show depends on the sampled card.
    // Secret::doApply throws on an illegal action, so finishing is the check.
    SearchSettings settings = budget(5000, 8);
    settings.exploration = 5.0; // make sure the pass branch is explored deeply
    ludoteca::testing::tiny::Secret game(0);
    const auto result = search(game, settings);
    CHECK(game.isLegal(result.action));
    CHECK(result.iterations == 5000);
}

TEST_CASE("a search that reads play samples as the state's reading says", "[search][hidden]")
{
    // The tiny secret game's reading from play always finds card 2: guessing it is then
    // worth 1 to seat 1, against 0.4 for a pass. Without reading, seat 1 passes.
    for (const std::uint64_t seed : {1u, 5u}) {
        INFO("seed " << seed);
        SearchSettings settings = budget(3000, seed);
        settings.readPlay = true;
        const auto reading = search(ludoteca::testing::tiny::Secret(0), settings);
        CHECK(reading.action == 2);
        settings.readPlay = false;
        const auto plain = search(ludoteca::testing::tiny::Secret(0), settings);
        CHECK(plain.action == ludoteca::testing::tiny::Secret::kPass);
    }
}
