#include <catch2/catch.hpp>

#include <atomic>
#include <numeric>

#include "ludoteca/ai/search.h"
#include "ludoteca/core/registry.h"
#include "tiny_games.h"

using namespace ludoteca;
using namespace ludoteca::ai;

namespace {

SearchSettings onThreads(int threads, std::uint64_t iterations, std::uint64_t seed)
{
    SearchSettings settings;
    settings.iterations = iterations;
    settings.seed = seed;
    settings.threads = threads;
    return settings;
}

void requireSame(const SearchResult &a, const SearchResult &b)
{
    REQUIRE(a.action == b.action);
    REQUIRE(a.iterations == b.iterations);
    REQUIRE(a.nodes == b.nodes);
    REQUIRE(a.moves.size() == b.moves.size());
    for (std::size_t i = 0; i < a.moves.size(); ++i) {
        CHECK(a.moves[i].action == b.moves[i].action);
        CHECK(a.moves[i].visits == b.moves[i].visits);
        CHECK(a.moves[i].meanReward == b.moves[i].meanReward);
        CHECK(a.moves[i].values == b.moves[i].values);
    }
    CHECK(a.values == b.values);
}

std::uint64_t visitSum(const SearchResult &result)
{
    return std::accumulate(result.moves.begin(), result.moves.end(), std::uint64_t {0},
                           [](std::uint64_t sum, const MoveStatistics &move) { return sum + move.visits; });
}

} // namespace

TEST_CASE("two threads give the same result for the same seed", "[search][threads]")
{
    for (const std::uint64_t seed : {1u, 7u, 1234u}) {
        INFO("seed " << seed);
        ludoteca::testing::tiny::Nim nim(11);
        requireSame(search(nim, onThreads(2, 3001, seed)), search(nim, onThreads(2, 3001, seed)));
        ludoteca::testing::tiny::Bet bet(3, 1);
        requireSame(search(bet, onThreads(2, 801, seed)), search(bet, onThreads(2, 801, seed)));
        ludoteca::testing::tiny::Secret secret(1);
        requireSame(search(secret, onThreads(2, 2001, seed)), search(secret, onThreads(2, 2001, seed)));
    }
}

TEST_CASE("the threads share the iteration budget and their visits add up to it", "[search][threads]")
{
    ludoteca::testing::tiny::Nim nim(10);
    for (const int threads : {1, 2, 3}) {
        INFO(threads << " threads");
        const auto result = search(nim, onThreads(threads, 2001, 5));
        CHECK(result.iterations == 2001);
        CHECK(visitSum(result) == 2001);
        CHECK(result.action == 1); // from 10, take 2
    }
    // A budget smaller than the thread count still runs exactly that many iterations.
    const auto tiny = search(nim, onThreads(8, 3, 5));
    CHECK(tiny.iterations == 3);
    CHECK(visitSum(tiny) == 3);
}

TEST_CASE("a different seed or thread count changes the trees", "[search][threads]")
{
    // The derived seeds must differ from one thread to the next, so two threads are not
    // one tree counted twice: two trees grown from the same seed would add up to even
    // visit counts everywhere.
    ludoteca::testing::tiny::Nim nim(21);
    const auto result = search(nim, onThreads(2, 4000, 3));
    bool someOdd = false;
    for (const auto &move : result.moves)
        someOdd = someOdd || move.visits % 2 == 1;
    CHECK(someOdd);
}

TEST_CASE("several threads keep hidden information hidden", "[search][threads][hidden]")
{
    for (const std::uint64_t seed : {2u, 99u}) {
        INFO("seed " << seed);
        const auto withZero = search(ludoteca::testing::tiny::Secret(0), onThreads(2, 4000, seed));
        const auto withTwo = search(ludoteca::testing::tiny::Secret(2), onThreads(2, 4000, seed));
        CHECK(withZero.action == ludoteca::testing::tiny::Secret::kPass);
        CHECK(withTwo.action == ludoteca::testing::tiny::Secret::kPass);
        requireSame(withZero, withTwo);
    }
}

TEST_CASE("several threads weigh chance outcomes", "[search][threads][chance]")
{
    // A bet won three times in four beats the sure half; one won once in four does not.
    CHECK(search(ludoteca::testing::tiny::Bet(3, 1), onThreads(2, 4000, 8)).action
          == ludoteca::testing::tiny::Bet::kBet);
    CHECK(search(ludoteca::testing::tiny::Bet(1, 3), onThreads(2, 4000, 8)).action
          == ludoteca::testing::tiny::Bet::kSafe);
    const auto result = search(ludoteca::testing::tiny::Bet(3, 1), onThreads(2, 20000, 8));
    for (const auto &move : result.moves)
        if (move.action == ludoteca::testing::tiny::Bet::kBet)
            CHECK(move.meanReward == Approx(0.75).margin(0.05));
}

TEST_CASE("a cancelled search on several threads stops at once", "[search][threads]")
{
    std::atomic<bool> cancel {true};
    SearchSettings settings = onThreads(2, 0, 1);
    settings.cancel = &cancel;
    ludoteca::testing::tiny::Nim nim(30);
    const auto result = search(nim, settings);
    CHECK(result.cancelled);
    CHECK(result.iterations == 0);
    CHECK(nim.isLegal(result.action));
}

TEST_CASE("levels on two threads repeat from the seed", "[levels][threads]")
{
    ludoteca::testing::tiny::Nim nim(9);
    for (const Level level : {Level::Easy, Level::Medium}) {
        INFO(levelName(level));
        const Action first = chooseMove(nim, level, 31, nullptr, {}, 2);
        CHECK(first == chooseMove(nim, level, 31, nullptr, {}, 2));
        CHECK(first == 0); // from 9, take 1
    }
}

TEST_CASE("every game searches on two threads", "[search][threads][games]")
{
    for (const GameInfo *game : GameRegistry::games()) {
        INFO(game->id);
        std::string error;
        auto state = game->newGame(game->defaultOptions(), error);
        REQUIRE(state);
        Rng rng(4);
        std::vector<Action> scratch;
        // A few random plies, drawing chance outcomes, to reach a decision in mid-game.
        for (int ply = 0; (ply < 6 || state->isChanceNode()) && !state->isTerminal(); ++ply)
            state->apply(state->playoutAction(rng, scratch));
        REQUIRE_FALSE(state->isTerminal());
        const auto first = search(*state, onThreads(2, 400, 17));
        const auto second = search(*state, onThreads(2, 400, 17));
        CHECK(state->isLegal(first.action));
        CHECK(first.iterations == 400);
        requireSame(first, second);
    }
}

TEST_CASE("analyse gives every seat's value and the best moves with their lines", "[analyse]")
{
    ludoteca::testing::tiny::Nim nim(10);
    const auto analysis = analyse(nim, onThreads(2, 6000, 3), 2);
    CHECK(analysis.mover == 0);
    CHECK(analysis.iterations == 6000);
    REQUIRE(analysis.values.size() == 2);
    CHECK(analysis.values[0] + analysis.values[1] == Approx(1.0)); // one of them takes the last stone
    REQUIRE(analysis.best.size() == 2);
    const auto &top = analysis.best.front();
    CHECK(top.action == 1);
    CHECK(top.visits >= analysis.best[1].visits);
    REQUIRE(top.values.size() == 2);
    CHECK(top.values[0] > 0.8);
    CHECK(top.values[0] + top.values[1] == Approx(1.0));
    // The line starts with the move and is a legal sequence from the position.
    REQUIRE_FALSE(top.line.empty());
    CHECK(top.line.front() == top.action);
    CHECK(top.line.size() > 1);
    auto walk = nim.clone();
    for (const Action action : top.line) {
        REQUIRE(walk->isLegal(action));
        walk->apply(action);
    }
    // The same budget and seed analyse the same way.
    const auto again = analyse(nim, onThreads(2, 6000, 3), 2);
    CHECK(again.values == analysis.values);
    CHECK(again.best.front().line == top.line);
}

TEST_CASE("analyse at a chance node, at the end and with hidden information", "[analyse][chance][hidden]")
{
    ludoteca::testing::tiny::Bet bet(3, 1);
    bet.apply(ludoteca::testing::tiny::Bet::kBet);
    REQUIRE(bet.isChanceNode());
    const auto atChance = analyse(bet, onThreads(2, 4000, 6));
    CHECK(atChance.mover == kChancePlayer);
    CHECK(atChance.best.empty());
    CHECK(atChance.values[0] == Approx(0.75).margin(0.05));

    bet.apply(ludoteca::testing::tiny::Bet::kLose);
    const auto atEnd = analyse(bet, onThreads(2, 4000, 6));
    CHECK(atEnd.mover == kTerminalPlayer);
    CHECK(atEnd.iterations == 0);
    CHECK(atEnd.values == std::vector<double> {0.0, 1.0});

    // The guesser's line stops at its own move: what follows depends on the card.
    const auto secret = analyse(ludoteca::testing::tiny::Secret(2), onThreads(1, 3000, 6), 4);
    REQUIRE_FALSE(secret.best.empty());
    CHECK(secret.best.front().action == ludoteca::testing::tiny::Secret::kPass);
    for (const auto &move : secret.best)
        CHECK(move.line == std::vector<Action> {move.action});
}

namespace {

// Two searches of one player: 13 stones, then after its move and the reply `reply`.
SearchResult secondSearch(SearchTrees &trees, int threads, Action reply)
{
    ludoteca::testing::tiny::Nim nim(13);
    const SearchResult first = trees.search(nim, onThreads(threads, 3000, 11));
    REQUIRE(first.action == 0); // 13 stones: take one, leave 12
    CHECK(trees.reusedNodes() == 0);
    nim.apply(first.action);
    nim.apply(reply);
    return trees.search(nim, onThreads(threads, 3000, 12));
}

} // namespace

TEST_CASE("After the opponent's reply the search goes on from that reply's subtree", "[reuse]")
{
    for (const int threads : {1, 2}) {
        INFO(threads << " threads");
        SearchTrees trees;
        const SearchResult second = secondSearch(trees, threads, 1); // 12 - 2 leaves 10
        CHECK(trees.reusedNodes() > 0);
        CHECK(second.iterations == 3000);            // the budget counts new iterations only
        CHECK(visitSum(second) > second.iterations); // the reused visits come on top
        CHECK(second.action == 1);                   // 10: take two, leave 8

        // The same calls with the same seeds give the same results.
        SearchTrees again;
        const SearchResult repeated = secondSearch(again, threads, 1);
        CHECK(again.reusedNodes() == trees.reusedNodes());
        requireSame(second, repeated);
    }
}

TEST_CASE("A position that does not follow the kept one is searched afresh", "[reuse]")
{
    SearchTrees trees;
    const ludoteca::testing::tiny::Nim start(21);
    trees.search(start, onThreads(1, 2000, 3));

    // Built by hand: an empty history like the kept one, but another position.
    const ludoteca::testing::tiny::Nim other(13);
    const SearchResult fresh = trees.search(other, onThreads(1, 2000, 4));
    CHECK(trees.reusedNodes() == 0);
    requireSame(fresh, search(other, onThreads(1, 2000, 4)));

    // An earlier position than the kept one (an undo) does not follow it either.
    ludoteca::testing::tiny::Nim played(13);
    played.apply(0);
    trees.search(played, onThreads(1, 2000, 5));
    played.undo();
    trees.search(played, onThreads(1, 2000, 6));
    CHECK(trees.reusedNodes() == 0);

    // Nor does a search on another number of threads: its trees would not match.
    played.apply(0);
    played.apply(0);
    trees.search(played, onThreads(2, 2000, 7));
    CHECK(trees.reusedNodes() == 0);

    // After clear() nothing is kept.
    trees.clear();
    played.apply(0);
    played.apply(0);
    trees.search(played, onThreads(2, 2000, 8));
    CHECK(trees.reusedNodes() == 0);
}

TEST_CASE("With hidden information every search starts afresh", "[reuse][hidden]")
{
    SearchTrees trees;
    ludoteca::testing::tiny::Secret secret(2);
    trees.search(secret, onThreads(1, 2000, 9));
    secret.apply(ludoteca::testing::tiny::Secret::kPass);
    const SearchResult second = trees.search(secret, onThreads(1, 2000, 10));
    CHECK(trees.reusedNodes() == 0);
    requireSame(second, search(secret, onThreads(1, 2000, 10)));
}
