#include <catch2/catch.hpp>

#include <numeric>

#include "ludoteca/ai/search.h"
#include "tiny_games.h"

using namespace ludoteca;
using namespace ludoteca::ai;

namespace {

SearchSettings budget(int threads, std::uint64_t iterations, std::uint64_t seed)
{
    SearchSettings settings;
    settings.iterations = iterations;
    settings.seed = seed;
    settings.threads = threads;
    return settings;
}

std::uint64_t visitSum(const SearchResult &result)
{
    return std::accumulate(result.moves.begin(), result.moves.end(), std::uint64_t {0},
                           [](std::uint64_t sum, const MoveStatistics &move) { return sum + move.visits; });
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
    }
}

// Two searches of one player: 13 stones, then after its move and the reply `reply`.
SearchResult secondSearch(SearchTrees &trees, int threads, Action reply)
{
    tiny::Nim nim(13);
    const SearchResult first = trees.search(nim, budget(threads, 3000, 11));
    REQUIRE(first.action == 0); // 13 stones: take one, leave 12
    CHECK(trees.reusedNodes() == 0);
    nim.apply(first.action);
    nim.apply(reply);
    return trees.search(nim, budget(threads, 3000, 12));
}

} // namespace

TEST_CASE("After the opponent's reply the search goes on from that reply's subtree", "[reuse]")
{
    for (const int threads : {1, 2}) {
        INFO(threads << " threads");
        SearchTrees trees;
        const SearchResult second = secondSearch(trees, threads, 1); // 12 - 2 leaves 10
        CHECK(trees.reusedNodes() > 0);
        CHECK(second.iterations == 3000);              // the budget counts new iterations only
        CHECK(visitSum(second) > second.iterations);  // the reused visits come on top
        CHECK(second.action == 1);                    // 10: take two, leave 8

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
    const tiny::Nim start(21);
    trees.search(start, budget(1, 2000, 3));

    // Built by hand: an empty history like the kept one, but another position.
    const tiny::Nim other(13);
    const SearchResult fresh = trees.search(other, budget(1, 2000, 4));
    CHECK(trees.reusedNodes() == 0);
    requireSame(fresh, search(other, budget(1, 2000, 4)));

    // An earlier position than the kept one (an undo) does not follow it either.
    tiny::Nim played(13);
    played.apply(0);
    trees.search(played, budget(1, 2000, 5));
    played.undo();
    trees.search(played, budget(1, 2000, 6));
    CHECK(trees.reusedNodes() == 0);

    // Nor does a search on another number of threads: its trees would not match.
    played.apply(0);
    played.apply(0);
    trees.search(played, budget(2, 2000, 7));
    CHECK(trees.reusedNodes() == 0);

    // After clear() nothing is kept.
    trees.clear();
    played.apply(0);
    played.apply(0);
    trees.search(played, budget(2, 2000, 8));
    CHECK(trees.reusedNodes() == 0);
}

TEST_CASE("With hidden information every search starts afresh", "[reuse][hidden]")
{
    SearchTrees trees;
    tiny::Secret secret(2);
    trees.search(secret, budget(1, 2000, 9));
    secret.apply(tiny::Secret::kPass);
    const SearchResult second = trees.search(secret, budget(1, 2000, 10));
    CHECK(trees.reusedNodes() == 0);
    requireSame(second, search(secret, budget(1, 2000, 10)));
}
