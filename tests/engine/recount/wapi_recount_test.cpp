// Wapi recounted: the test keeps its own mines (silver, masks, totems), follows every
// draw and decision, and recomputes the mines' values, the bag, the totems left, the
// shares and the mines a silver tile may go to.

#include <numeric>
#include <set>

#include "engine/recount/recount_support.h"
#include "ludoteca/games/wapi.h"

using ludoteca::Action;
using ludoteca::State;
using ludoteca::games::wapi::WapiState;

namespace {

constexpr auto kMines = static_cast<std::size_t>(WapiState::kMines);

class WapiModel {
public:
    void apply(const State &before, Action action)
    {
        const auto &s = static_cast<const WapiState &>(before);
        if (s.isChanceNode()) {
            drawn_ = static_cast<int>(action);
            if (WapiState::isMaskOutcome(drawn_)) {
                maskMine_ = drawn_ - WapiState::kFirstMask;
                ++masks_[static_cast<std::size_t>(maskMine_)];
                if (totemsPlaced(s.turnSeat()) == WapiState::kTotemsEach)
                    drawn_ = -1; // no totem to drive: the turn just ends
            }
            return;
        }
        if (action >= WapiState::kFirstMine && action < WapiState::kFirstMine + WapiState::kMines)
            silver_[static_cast<std::size_t>(action - WapiState::kFirstMine)].push_back(
                WapiState::kSilverValues[static_cast<std::size_t>(drawn_)]);
        else if (action == WapiState::kTotem)
            totems_[static_cast<std::size_t>(maskMine_)].push_back(s.turnSeat());
        drawn_ = -1;
    }

    void check(const State &after) const
    {
        const auto &s = static_cast<const WapiState &>(after);
        std::array<int, WapiState::kOutcomes> bag = WapiState::kInitialBag;
        int placed = 0;
        for (std::size_t m = 0; m < kMines; ++m) {
            const int mine = static_cast<int>(m);
            REQUIRE(s.silverCount(mine) == static_cast<int>(silver_[m].size()));
            for (std::size_t field = 0; field < silver_[m].size(); ++field) {
                REQUIRE(s.silverAt(mine, static_cast<int>(field)) == silver_[m][field]);
                --bag[kindOf(silver_[m][field])];
            }
            REQUIRE(s.mineValue(mine) == value(m));
            REQUIRE(s.maskCount(mine) == masks_[m]);
            bag[static_cast<std::size_t>(WapiState::kFirstMask + mine)] -= masks_[m];
            REQUIRE(s.totemCount(mine) == static_cast<int>(totems_[m].size()));
            for (std::size_t i = 0; i < totems_[m].size(); ++i)
                REQUIRE(s.totemSeat(mine, static_cast<int>(i)) == totems_[m][i]);
            for (int seat = 0; seat < s.numPlayers(); ++seat)
                REQUIRE(s.totemsOf(mine, seat) == totemsIn(m, seat));
            placed += static_cast<int>(silver_[m].size());
        }
        if (WapiState::isSilverOutcome(drawn_))
            --bag[static_cast<std::size_t>(drawn_)];
        REQUIRE(s.drawn() == drawn_);
        REQUIRE(s.silverPlaced() == placed);
        for (int outcome = 0; outcome < WapiState::kOutcomes; ++outcome)
            REQUIRE(s.bagCount(outcome) == bag[static_cast<std::size_t>(outcome)]);
        REQUIRE(s.bagTotal() == std::accumulate(bag.begin(), bag.end(), 0));

        std::vector<double> scores;
        for (int seat = 0; seat < s.numPlayers(); ++seat) {
            REQUIRE(s.totemsLeft(seat) == WapiState::kTotemsEach - totemsPlaced(seat));
            int twelfths = 0;
            for (std::size_t m = 0; m < kMines; ++m) {
                const int totems = static_cast<int>(totems_[m].size());
                if (totems > 0)
                    twelfths +=
                        totemsIn(m, seat) * 12 * value(m) / (s.scoring() == WapiState::Scoring::Share ? totems : 1);
            }
            REQUIRE(s.scoreTwelfths(seat) == twelfths);
            scores.push_back(twelfths / 12.0);
        }
        REQUIRE(s.scores() == scores);

        const bool over = placed == WapiState::kTotalSilverFields;
        REQUIRE(s.isTerminal() == over);
        std::vector<int> winners;
        for (int seat = 0; over && seat < s.numPlayers(); ++seat)
            if (scores[static_cast<std::size_t>(seat)] == *std::max_element(scores.begin(), scores.end()))
                winners.push_back(seat);
        REQUIRE(s.winners() == winners);
        if (!over)
            REQUIRE(legalSet(s) == expectedLegal(s, bag));
    }

private:
    static std::size_t kindOf(int silver)
    {
        const auto &values = WapiState::kSilverValues;
        return static_cast<std::size_t>(std::find(values.begin(), values.end(), silver) - values.begin());
    }

    int value(std::size_t m) const { return std::accumulate(silver_[m].begin(), silver_[m].end(), 0); }
    int totemsIn(std::size_t m, int seat) const
    {
        return static_cast<int>(std::count(totems_[m].begin(), totems_[m].end(), seat));
    }
    int totemsPlaced(int seat) const
    {
        int count = 0;
        for (std::size_t m = 0; m < kMines; ++m)
            count += totemsIn(m, seat);
        return count;
    }

    static std::set<Action> legalSet(const State &s)
    {
        const auto legal = s.legalActions();
        return {legal.begin(), legal.end()};
    }

    // A draw: every tile kind left. A silver tile: the mines with a totem and room, or
    // failing those every mine with room. A mask: totem or not.
    std::set<Action> expectedLegal(const WapiState &s, const std::array<int, WapiState::kOutcomes> &bag) const
    {
        std::set<Action> legal;
        if (s.isChanceNode()) {
            for (int outcome = 0; outcome < WapiState::kOutcomes; ++outcome)
                if (bag[static_cast<std::size_t>(outcome)] > 0)
                    legal.insert(outcome);
        } else if (WapiState::isSilverOutcome(drawn_)) {
            for (const bool needTotem : {true, false}) {
                for (std::size_t m = 0; m < kMines; ++m)
                    if (silver_[m].size() < WapiState::kSilverFields && (!needTotem || !totems_[m].empty()))
                        legal.insert(WapiState::kFirstMine + static_cast<Action>(m));
                if (!legal.empty())
                    break;
            }
            unsigned bits = 0;
            for (const Action action : legal)
                bits |= 1u << (action - WapiState::kFirstMine);
            REQUIRE(s.allowedMines() == bits);
        } else {
            legal = {WapiState::kTotem, WapiState::kNoTotem};
        }
        return legal;
    }

    std::array<std::vector<int>, kMines> silver_ {};
    std::array<int, kMines> masks_ {};
    std::array<std::vector<int>, kMines> totems_ {}; // seats, in the order placed
    int drawn_ = -1;
    int maskMine_ = -1;
};

} // namespace

TEST_CASE("Wapi's mines, bag, totems and shares match a recount", "[recount][wapi]")
{
    const std::vector<ludoteca::testing::recount::Given> sets {
        {}, {{"players", "3"}}, {{"players", "5"}}, {{"scoring", "share"}}, {{"scoring", "share"}, {"players", "5"}}};
    ludoteca::testing::recount::recountGames("wapi", sets, ludoteca::testing::recount::games(300),
                                             [](const State &) { return WapiModel(); });
}
