#include <catch2/catch.hpp>

#include <atomic>

#include "ludoteca/ai/search.h"
#include "tiny_games.h"

using namespace ludoteca;
using namespace ludoteca::ai;

namespace {

SearchSettings budget(std::uint64_t iterations, std::uint64_t seed = 1)
{
    SearchSettings settings;
    settings.iterations = iterations;
    settings.seed = seed;
    return settings;
}

bool sameResult(const SearchResult &a, const SearchResult &b)
{
    if (a.action != b.action || a.iterations != b.iterations || a.nodes != b.nodes || a.moves.size() != b.moves.size())
        return false;
    for (std::size_t i = 0; i < a.moves.size(); ++i)
        if (a.moves[i].action != b.moves[i].action || a.moves[i].visits != b.moves[i].visits
            || a.moves[i].meanReward != b.moves[i].meanReward)
            return false;
    return true;
}

} // namespace

TEST_CASE("search finds the winning Nim move", "[search]")
{
    // Leave a multiple of 4: from 5 take 1, from 6 take 2, from 7 take 3.
    for (int stones : {5, 6, 7, 9, 10, 11}) {
        ludoteca::testing::tiny::Nim nim(stones);
        const auto result = search(nim, budget(3000));
        INFO("stones " << stones);
        CHECK(result.action == (stones % 4) - 1);
        CHECK(result.iterations == 3000);
    }
}

TEST_CASE("search plays the winning move for the second seat too", "[search]")
{
    ludoteca::testing::tiny::Nim nim(8);
    nim.apply(0); // seat 0 leaves 7: seat 1 wins by taking 3
    REQUIRE(nim.currentPlayer() == 1);
    const auto result = search(nim, budget(3000));
    CHECK(result.action == 2);
    REQUIRE_FALSE(result.moves.empty());
    CHECK(result.moves.front().meanReward > 0.8);
}

TEST_CASE("search statistics are sorted and add up", "[search]")
{
    ludoteca::testing::tiny::Nim nim(10);
    const auto result = search(nim, budget(2000));
    REQUIRE(result.moves.size() == 3);
    std::uint64_t total = 0;
    for (std::size_t i = 0; i < result.moves.size(); ++i) {
        total += result.moves[i].visits;
        CHECK(result.moves[i].meanReward >= 0.0);
        CHECK(result.moves[i].meanReward <= 1.0);
        if (i > 0)
            CHECK(result.moves[i - 1].visits >= result.moves[i].visits);
    }
    CHECK(total == result.iterations);
    CHECK(result.action == result.moves.front().action);
    CHECK(result.nodes > 1);
}

TEST_CASE("with n players each seat maximises its own reward", "[search][players]")
{
    ludoteca::testing::tiny::ThreeTastes game;
    for (int seat = 0; seat < 3; ++seat) {
        INFO("seat " << seat);
        REQUIRE(game.currentPlayer() == seat);
        const auto result = search(game, budget(4000, 7));
        CHECK(result.action == ludoteca::testing::tiny::ThreeTastes::kFavourite[static_cast<std::size_t>(seat)]);
        game.apply(3); // the gift, so the next seats' positions differ from the plain one
    }
}

TEST_CASE("the same seed gives the same search", "[search][determinism]")
{
    ludoteca::testing::tiny::Nim nim(13);
    const auto first = search(nim, budget(1500, 42));
    const auto second = search(nim, budget(1500, 42));
    CHECK(sameResult(first, second));

    ludoteca::testing::tiny::Bet bet(1, 1);
    CHECK(sameResult(search(bet, budget(800, 5)), search(bet, budget(800, 5))));

    ludoteca::testing::tiny::ThreeTastes tastes;
    CHECK(sameResult(search(tastes, budget(900, 3)), search(tastes, budget(900, 3))));
}

TEST_CASE("different seeds explore differently", "[search][determinism]")
{
    // Guards the determinism test against a search that ignores its seed.
    ludoteca::testing::tiny::Nim nim(13);
    const auto a = search(nim, budget(500, 1));
    const auto b = search(nim, budget(500, 2));
    CHECK_FALSE(sameResult(a, b));
}

TEST_CASE("the search never changes the caller's state", "[search]")
{
    ludoteca::testing::tiny::Nim nim(9);
    nim.apply(1);
    const auto before = nim.history();
    search(nim, budget(500));
    CHECK(nim.history() == before);
    CHECK(nim.currentPlayer() == 1);
}

TEST_CASE("a cancel flag set beforehand stops at once with a legal move", "[search][budget]")
{
    std::atomic<bool> cancel {true};
    ludoteca::testing::tiny::Nim nim(10);
    SearchSettings settings = budget(100000);
    settings.cancel = &cancel;
    const auto result = search(nim, settings);
    CHECK(result.cancelled);
    CHECK(result.iterations == 0);
    CHECK(nim.isLegal(result.action));

    // A cancel flag that stays clear does not stop the search.
    cancel = false;
    const auto full = search(nim, settings);
    CHECK_FALSE(full.cancelled);
    CHECK(full.iterations == 100000);
}

TEST_CASE("maxNodes caps the tree but the search keeps iterating", "[search][budget]")
{
    ludoteca::testing::tiny::Nim nim(30);
    SearchSettings settings = budget(5000);
    settings.maxNodes = 50;
    const auto result = search(nim, settings);
    CHECK(result.nodes <= 50);
    CHECK(result.nodes == 50);
    CHECK(result.iterations == 5000);
    CHECK(nim.isLegal(result.action));

    settings.maxNodes = 1; // only the root: every iteration is a bare playout
    const auto bare = search(nim, settings);
    CHECK(bare.nodes == 1);
    CHECK(bare.iterations == 5000);
    CHECK(nim.isLegal(bare.action));
}

TEST_CASE("search refuses chance nodes and finished games", "[search]")
{
    ludoteca::testing::tiny::Nim over(1);
    over.apply(0);
    REQUIRE(over.isTerminal());
    CHECK(search(over, budget(100)).action == kInvalidAction);

    ludoteca::testing::tiny::Bet bet(1, 1);
    bet.apply(ludoteca::testing::tiny::Bet::kBet);
    REQUIRE(bet.isChanceNode());
    CHECK(search(bet, budget(100)).action == kInvalidAction);
}

TEST_CASE("chance outcomes are sampled by weight", "[search][chance]")
{
    // The bet's mean reward estimates the share of the winning weight.
    for (const auto &[win, lose] : {std::pair {1, 3}, std::pair {3, 1}, std::pair {1, 1}}) {
        ludoteca::testing::tiny::Bet bet(win, lose);
        SearchSettings settings = budget(6000, 11);
        settings.exploration = 3.0; // keep visiting the bet even when it is the worse move
        const auto result = search(bet, settings);
        const double share = static_cast<double>(win) / (win + lose);
        INFO("weights " << win << ":" << lose);
        const MoveStatistics *betMove = nullptr;
        for (const auto &move : result.moves)
            if (move.action == ludoteca::testing::tiny::Bet::kBet)
                betMove = &move;
        REQUIRE(betMove != nullptr);
        REQUIRE(betMove->visits > 500);
        CHECK(betMove->meanReward == Approx(share).margin(0.04));
    }
}

TEST_CASE("the search takes a good bet and declines a bad one", "[search][chance]")
{
    CHECK(search(ludoteca::testing::tiny::Bet(3, 1), budget(3000)).action == ludoteca::testing::tiny::Bet::kBet);
    CHECK(search(ludoteca::testing::tiny::Bet(1, 3), budget(3000)).action == ludoteca::testing::tiny::Bet::kSafe);
}

TEST_CASE("a playout depth limit asks evaluate() and falls back to playing on", "[search]")
{
    // Nim has no evaluation: with a depth limit the search must still finish the playouts
    // and find the winning move.
    ludoteca::testing::tiny::Nim nim(11);
    SearchSettings settings = budget(3000);
    settings.playoutDepthLimit = 2;
    CHECK(search(nim, settings).action == 2);
}

TEST_CASE("a time budget alone ends the search with a legal move", "[search][budget]")
{
    ludoteca::testing::tiny::Nim nim(40);
    SearchSettings settings;
    settings.milliseconds = 20;
    settings.seed = 3;
    const auto result = search(nim, settings);
    CHECK(result.iterations > 0);
    CHECK_FALSE(result.cancelled);
    CHECK(nim.isLegal(result.action));
}

TEST_CASE("a search without any budget still stops", "[search][budget]")
{
    ludoteca::testing::tiny::Nim nim(12);
    SearchSettings settings; // no iterations, no time, no cancel flag
    const auto result = search(nim, settings);
    CHECK(result.iterations == 1000);
    CHECK(nim.isLegal(result.action));
}

TEST_CASE("a timed search may stop once no other move can become the most visited", "[search][budget]")
{
    // 300 iterations in 2 s of a 3 s search leave room for about 150 more.
    CHECK(choiceSettled(200, 49, 300, 2000.0, 3000.0));       // leads by 151
    CHECK_FALSE(choiceSettled(200, 50, 300, 2000.0, 3000.0)); // 150: the next could tie
    CHECK_FALSE(choiceSettled(300, 0, 300, 500.0, 3000.0));   // 1 500 left, more than its lead
    CHECK(choiceSettled(300, 0, 300, 1600.0, 3000.0));        // about 262 left
    // Time up: any lead settles it; no lead never does.
    CHECK(choiceSettled(2, 1, 10, 3000.0, 3000.0));
    CHECK(choiceSettled(2, 1, 10, 3500.0, 3000.0));
    CHECK_FALSE(choiceSettled(5, 5, 10, 3000.0, 3000.0));
    CHECK_FALSE(choiceSettled(1, 0, 0, 0.0, 3000.0)); // nothing measured yet

    // A search that may stop early still answers with its best move.
    ludoteca::testing::tiny::Nim nim(7);
    SearchSettings settings;
    settings.milliseconds = 200;
    settings.stopWhenDecided = true;
    settings.seed = 5;
    const auto result = search(nim, settings);
    CHECK(result.iterations > 0);
    CHECK(result.action == 2); // take 3, leaving 4

    // Several threads stop only together, on the move they all settled on.
    settings.threads = 2;
    const auto together = search(nim, settings);
    CHECK(together.iterations > 0);
    CHECK(together.action == 2);
}

TEST_CASE("the threads of a search stop early only when all settled on one move", "[search][budget]")
{
    const std::vector<Action> agreed {4, 4, 4};
    CHECK(settledTogether(agreed) == 4);
    const std::vector<Action> alone {7};
    CHECK(settledTogether(alone) == 7);
    // One thread still undecided, or two settled on different moves: the merged visits
    // could still change the answer.
    const std::vector<Action> undecided {4, kInvalidAction, 4};
    CHECK(settledTogether(undecided) == kInvalidAction);
    const std::vector<Action> split {4, 5};
    CHECK(settledTogether(split) == kInvalidAction);
    const std::vector<Action> none {kInvalidAction, kInvalidAction};
    CHECK(settledTogether(none) == kInvalidAction);
    CHECK(settledTogether({}) == kInvalidAction);
}
