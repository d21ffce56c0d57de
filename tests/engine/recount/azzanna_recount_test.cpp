// Azzanna la Zucca! recounted: the test counts the vegetables bitten by following every
// bite, checks that each farmer's vegetables add up, and lists the maximal bite sets by
// trying every way to match pigs with adjacent vegetables.

#include <bit>
#include <functional>
#include <set>

#include "engine/recount/recount_support.h"
#include "ludoteca/games/azzanna.h"

using ludoteca::Action;
using ludoteca::State;
namespace azzanna = ludoteca::games::azzanna;
using azzanna::AzzannaState;
using azzanna::Phase;

namespace {

using Pair = std::pair<int, int>; // pig cell, vegetable cell

bool adjacent(int a, int b)
{
    const int files = std::abs(a / 8 - b / 8);
    const int ranks = std::abs(a % 8 - b % 8);
    return a != b && files <= 1 && ranks <= 1;
}

std::vector<int> cellsOf(std::uint64_t mask)
{
    std::vector<int> cells;
    for (int cell = 0; cell < azzanna::kCells; ++cell)
        if (mask >> cell & 1u)
            cells.push_back(cell);
    return cells;
}

// Every maximal matching of `pigs` with adjacent cells of `vegetables`: each pig bites one
// or none, each vegetable is bitten once at most, and no pig biting nothing touches a
// vegetable nobody bites.
std::vector<std::vector<Pair>> maximalBites(const std::vector<int> &pigs, const std::vector<int> &vegetables)
{
    std::vector<std::vector<Pair>> sets;
    std::vector<Pair> chosen;
    std::vector<bool> bitten(vegetables.size(), false);
    const std::function<void(std::size_t)> choose = [&](std::size_t pig) {
        if (pig == pigs.size()) {
            for (const int idle : pigs) {
                const bool bites =
                    std::any_of(chosen.begin(), chosen.end(), [&](const Pair &p) { return p.first == idle; });
                for (std::size_t v = 0; v < vegetables.size() && !bites; ++v)
                    if (!bitten[v] && adjacent(idle, vegetables[v]))
                        return;
            }
            sets.push_back(chosen);
            return;
        }
        choose(pig + 1);
        for (std::size_t v = 0; v < vegetables.size(); ++v) {
            if (bitten[v] || !adjacent(pigs[pig], vegetables[v]))
                continue;
            bitten[v] = true;
            chosen.push_back({pigs[pig], vegetables[v]});
            choose(pig + 1);
            chosen.pop_back();
            bitten[v] = false;
        }
    };
    choose(0);
    return sets;
}

// The texts of the bite moves: a maximal set for each kind of vegetable, sorted by pig
// then vegetable, as `d4xe5,f2xg3`.
std::set<std::string> biteTexts(const azzanna::Position &position)
{
    const auto pigs = cellsOf(position.pigs & ~position.lying);
    std::set<std::string> texts;
    for (const auto &pumpkins : maximalBites(pigs, cellsOf(position.pumpkins))) {
        for (const auto &broccoli : maximalBites(pigs, cellsOf(position.broccoli))) {
            std::vector<Pair> pairs = pumpkins;
            pairs.insert(pairs.end(), broccoli.begin(), broccoli.end());
            if (pairs.empty())
                continue;
            std::sort(pairs.begin(), pairs.end());
            std::string text;
            for (const auto &[pig, vegetable] : pairs)
                text += (text.empty() ? "" : ",") + azzanna::cellName(pig) + "x" + azzanna::cellName(vegetable);
            texts.insert(text);
        }
    }
    return texts;
}

class AzzannaModel {
public:
    explicit AzzannaModel(const AzzannaState &s)
    {
        for (int farmer = 1; farmer < s.numPlayers(); ++farmer)
            total_[idx(farmer)] = s.position().supply[idx(farmer)] + s.onBoard(farmer);
    }

    void apply(const State &before, Action action)
    {
        const auto &s = static_cast<const AzzannaState &>(before);
        if (s.phase() != Phase::Bite)
            return;
        // `d4xe5,f2xg3`: each pair takes one vegetable off the board for good.
        const std::string text = s.actionToString(action);
        for (std::size_t x = text.find('x'); x != std::string::npos; x = text.find('x', x + 1)) {
            const int vegetable = azzanna::parseCell(text.substr(x + 1, 2));
            ++eaten_[s.position().pumpkins >> vegetable & 1u ? 1 : 2];
        }
    }

    void check(const State &after) const
    {
        const auto &s = static_cast<const AzzannaState &>(after);
        const azzanna::Position &position = s.position();
        REQUIRE((position.lying & ~position.pigs) == 0);
        REQUIRE(std::popcount(position.pigs) <= azzanna::kPigs);
        REQUIRE((position.pumpkins & position.broccoli) == 0);
        std::vector<double> scores {static_cast<double>(eaten_[1] + eaten_[2])};
        REQUIRE(static_cast<int>(position.eaten) == eaten_[1] + eaten_[2]);
        for (int farmer = 1; farmer < s.numPlayers(); ++farmer) {
            const int onBoard = std::popcount(position.vegetablesOf(farmer));
            REQUIRE(s.onBoard(farmer) == onBoard);
            scores.push_back(onBoard);
            // An eliminated farmer's vegetables leave the board without being eaten.
            if ((position.eliminated >> farmer & 1u) == 0)
                REQUIRE(eaten_[idx(farmer)] + onBoard + position.supply[idx(farmer)] == total_[idx(farmer)]);
            else
                REQUIRE(onBoard == 0);
        }
        REQUIRE(s.scores() == scores);

        if (s.phase() == Phase::Bite) {
            const auto expected = biteTexts(position);
            REQUIRE(s.biteSetCount() == static_cast<int>(expected.size()));
            std::set<std::string> legal;
            for (const Action action : s.legalActions())
                legal.insert(s.actionToString(action));
            REQUIRE(legal == expected);
        }
    }

private:
    static std::size_t idx(int i) { return static_cast<std::size_t>(i); }

    std::array<int, 3> total_ {}; // per farmer seat: vegetables to place and on the board at the start
    std::array<int, 3> eaten_ {}; // per farmer seat
};

} // namespace

TEST_CASE("Azzanna's vegetables, bites and scores match a recount", "[recount][azzanna]")
{
    const std::vector<ludoteca::testing::recount::Given> sets {
        {}, {{"extra", "2"}}, {{"players", "3"}}, {{"trees", "a1,b1,c1,d1,e1,f1"}}};
    ludoteca::testing::recount::recountGames(
        "azzanna", sets, ludoteca::testing::recount::games(1000),
        [](const State &initial) { return AzzannaModel(static_cast<const AzzannaState &>(initial)); });
}
