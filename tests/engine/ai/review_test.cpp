// The review of a game: every position searched in turn, for a viewer, and its mistakes.

#include <atomic>

#include <catch2/catch.hpp>

#include "ludoteca/ai/review.h"
#include "ludoteca/core/random.h"
#include "tiny_games.h"

using namespace ludoteca;
using namespace ludoteca::ai;

namespace {

ReviewRequest request(std::uint64_t iterations, std::uint64_t seed, int observer = kMoverObserver)
{
    ReviewRequest request;
    request.iterations = iterations;
    request.seed = seed;
    request.observer = observer;
    return request;
}

// Nim from 5 stones after the moves given (actions: take action + 1 stones).
ludoteca::testing::tiny::Nim nimAfter(const std::vector<Action> &moves)
{
    ludoteca::testing::tiny::Nim game(5);
    for (const Action move : moves)
        game.apply(move);
    return game;
}

} // namespace

TEST_CASE("a review analyses every position with the seeds drawn in turn", "[review]")
{
    const ludoteca::testing::tiny::Nim game = nimAfter({0, 1, 1});
    std::vector<int> reported;
    const auto analyses = reviewGame(
        game, request(300, 42), [&](const State &position, const Analysis &) { reported.push_back(position.ply()); });
    REQUIRE(analyses.size() == 4);
    CHECK(reported == std::vector<int> {0, 1, 2, 3});

    // The same as analysing each position alone with the i-th seed of Rng(42).
    ludoteca::testing::tiny::Nim position(5);
    Rng seeds(42);
    for (std::size_t ply = 0; ply < analyses.size(); ++ply) {
        INFO("ply " << ply);
        const Analysis alone = analyse(position, analysisSettings(position, 300, 0, seeds.next(), 1));
        CHECK(analyses[ply].values == alone.values);
        CHECK(analyses[ply].mover == alone.mover);
        REQUIRE(analyses[ply].best.size() == alone.best.size());
        for (std::size_t i = 0; i < alone.best.size(); ++i)
            CHECK(analyses[ply].best[i].action == alone.best[i].action);
        if (ply < game.history().size())
            position.apply(game.history()[ply]);
    }
    // The end of the game: the final rewards.
    CHECK(analyses.back().mover == kTerminalPlayer);
    CHECK(analyses.back().values == std::vector<double> {1.0, 0.0}); // seat 0 took the last stone
}

TEST_CASE("a cancelled review analyses nothing more", "[review]")
{
    std::atomic<bool> cancel {true};
    ReviewRequest stopped = request(300, 1);
    stopped.cancel = &cancel;
    int reports = 0;
    const auto analyses = reviewGame(nimAfter({0, 1}), stopped, [&](const State &, const Analysis &) { ++reports; });
    CHECK(analyses.empty());
    CHECK(reports == 0);
}

TEST_CASE("a review for a viewer gives nothing of another seat's secret away", "[review][hidden]")
{
    // Seat 1 passed; seat 0, who holds the card, is to move. Reviewed for seat 1, the
    // position is the same whatever the card.
    auto reviewFor = [](int card, int observer) {
        ludoteca::testing::tiny::Secret game(card);
        game.apply(ludoteca::testing::tiny::Secret::kPass);
        return reviewGame(game, request(2000, 5, observer));
    };
    for (const int observer : {1, kSpectatorViewer}) {
        INFO("observer " << observer);
        const auto withZero = reviewFor(0, observer);
        const auto withTwo = reviewFor(2, observer);
        REQUIRE(withZero.size() == 2);
        REQUIRE(withTwo.size() == 2);
        for (std::size_t ply = 0; ply < 2; ++ply) {
            CHECK(withZero[ply].values == withTwo[ply].values);
            REQUIRE(withZero[ply].best.size() == withTwo[ply].best.size());
            for (std::size_t i = 0; i < withZero[ply].best.size(); ++i)
                CHECK(withZero[ply].best[i].action == withTwo[ply].best[i].action);
        }
    }
    // The seat to move's own view tells the cards apart: the moves it lists show the card.
    const auto ownZero = reviewFor(0, kMoverObserver);
    const auto ownTwo = reviewFor(2, kMoverObserver);
    auto listed = [](const Analysis &analysis, Action action) {
        return std::any_of(analysis.best.begin(), analysis.best.end(),
                           [action](const MoveAnalysis &move) { return move.action == action; });
    };
    CHECK(listed(ownZero[1], 4));
    CHECK_FALSE(listed(ownTwo[1], 4));
    CHECK(listed(ownTwo[1], 6));
}

TEST_CASE("the mistakes are the decisions that lost the most, with the move preferred", "[review]")
{
    // From 5 stones only taking one (leaving 4) wins; seat 0 takes three instead, and
    // seat 1 then wins by taking the last two.
    const ludoteca::testing::tiny::Nim game = nimAfter({2, 1});
    const auto analyses = reviewGame(game, request(3000, 9));
    REQUIRE(analyses.size() == 3);

    const auto mistakes = findMistakes(game, analyses, 0.2, 5);
    REQUIRE(mistakes.size() == 1);
    const Mistake &mistake = mistakes.front();
    CHECK(mistake.ply == 0);
    CHECK(mistake.seat == 0);
    CHECK(mistake.played == 2);
    CHECK(mistake.preferred == 0);
    CHECK(mistake.playedText == "2");
    CHECK(mistake.preferredText == "0");
    CHECK(mistake.drop == Approx(analyses[0].values[0] - analyses[1].values[0]));
    CHECK(mistake.drop > 0.5);

    // Seat 1's winning reply is no mistake; a higher bar or no room lists nothing.
    CHECK(findMistakes(game, analyses, mistake.drop + 0.01, 5).empty());
    CHECK(findMistakes(game, analyses, 0.2, 0).empty());
    // A review cut short judges only the moves whose both positions it has.
    CHECK(findMistakes(game, {analyses[0]}, 0.2, 5).empty());
}

TEST_CASE("the mistakes come largest first", "[review]")
{
    // Hand-made analyses of Nim from 5 after 0, 0, 0: seat 0 drops 0.3, seat 1 drops 0.6.
    const ludoteca::testing::tiny::Nim game = nimAfter({0, 0, 0});
    auto analysis = [](int mover, std::vector<double> values, Action best) {
        Analysis result;
        result.mover = mover;
        result.values = std::move(values);
        MoveAnalysis move;
        move.action = best;
        result.best.push_back(move);
        return result;
    };
    const std::vector<Analysis> analyses {analysis(0, {0.8, 0.2}, 1), analysis(1, {0.5, 0.9}, 2),
                                          analysis(0, {0.7, 0.3}, 0), analysis(1, {0.5, 0.5}, 0)};
    const auto mistakes = findMistakes(game, analyses, 0.1, 5);
    REQUIRE(mistakes.size() == 2);
    CHECK(mistakes[0].ply == 1);
    CHECK(mistakes[0].seat == 1);
    CHECK(mistakes[0].drop == Approx(0.6));
    CHECK(mistakes[1].ply == 0);
    CHECK(mistakes[1].drop == Approx(0.3));
    // The move at ply 2 was the one preferred: never a mistake, whatever followed.
}
