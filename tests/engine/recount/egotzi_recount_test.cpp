// Egotzi recounted: the empty cells, the stones placed, the groups and the scores, from a
// plain reading of the board after every move.

#include <set>

#include "engine/recount/recount_support.h"
#include "ludoteca/games/egotzi.h"

using ludoteca::Action;
using ludoteca::State;
using ludoteca::games::EgotziState;
using Color = EgotziState::Color;

namespace {

// The sizes of the groups of `color`, by flood fill over orthogonal neighbours.
std::vector<int> groupSizes(const EgotziState &s, Color color)
{
    const int size = s.size();
    std::vector<bool> seen(static_cast<std::size_t>(size * size), false);
    std::vector<int> sizes;
    for (int start = 0; start < size * size; ++start) {
        if (seen[static_cast<std::size_t>(start)] || s.at(start) != color)
            continue;
        std::vector<int> group {start};
        seen[static_cast<std::size_t>(start)] = true;
        for (std::size_t i = 0; i < group.size(); ++i) {
            const int file = group[i] % size;
            const int rank = group[i] / size;
            for (const auto &[df, dr] : {std::pair {1, 0}, std::pair {-1, 0}, std::pair {0, 1}, std::pair {0, -1}}) {
                const int f = file + df;
                const int r = rank + dr;
                if (f < 0 || f >= size || r < 0 || r >= size)
                    continue;
                const int next = r * size + f;
                if (!seen[static_cast<std::size_t>(next)] && s.at(next) == color) {
                    seen[static_cast<std::size_t>(next)] = true;
                    group.push_back(next);
                }
            }
        }
        sizes.push_back(static_cast<int>(group.size()));
    }
    return sizes;
}

class EgotziModel {
public:
    void apply(const State &before, Action action)
    {
        if (action == EgotziState::kSwapAction) {
            swapped_ = !swapped_;
            return;
        }
        ++stones_;
        lastPlacer_ = before.currentPlayer();
    }

    void check(const State &after) const
    {
        const auto &s = static_cast<const EgotziState &>(after);
        const int cells = s.size() * s.size();
        std::set<Action> legal;
        for (int cell = 0; cell < cells; ++cell)
            if (s.at(cell) == Color::Empty)
                legal.insert(cell);
        REQUIRE(s.emptyCount() == static_cast<int>(legal.size()));
        REQUIRE(cells - s.emptyCount() == stones_); // a push moves stones, never removes one
        REQUIRE(s.swapped() == swapped_);
        const bool full = legal.empty();
        const bool squared = s.variant() == EgotziState::Variant::Squared;
        if (!squared && s.options().at("pie") == "on" && s.ply() == 1)
            legal.insert(EgotziState::kSwapAction);
        const auto engineLegal = s.legalActions();
        REQUIRE(std::set<Action>(engineLegal.begin(), engineLegal.end()) == legal);
        REQUIRE(s.isTerminal() == full);

        const std::array<std::vector<int>, 2> groups {groupSizes(s, Color::Black), groupSizes(s, Color::White)};
        std::array<int, 2> score {};
        for (std::size_t c = 0; c < 2; ++c) {
            for (const int size : groups[c]) {
                if (squared)
                    score[c] += size * size;
                else if (!full || survives(groups, c, size))
                    score[c] = std::max(score[c], size);
            }
        }
        if (squared)
            score[1] += s.komi();
        REQUIRE(s.colorScore(Color::Black) == score[0]);
        REQUIRE(s.colorScore(Color::White) == score[1]);
        const auto colourIndex = [&](int seat) { return s.seatColor(seat) == Color::Black ? 0u : 1u; };
        REQUIRE(s.scores() == std::vector<double> {static_cast<double>(score[colourIndex(0)]), static_cast<double>(score[colourIndex(1)])});

        std::vector<int> winners;
        if (full) {
            const int first = score[colourIndex(0)];
            const int second = score[colourIndex(1)];
            if (first == second)
                winners = squared ? std::vector<int> {0, 1} : std::vector<int> {1 - lastPlacer_};
            else
                winners = {first > second ? 0 : 1};
        }
        REQUIRE(s.winners() == winners);
    }

private:
    // Whether a group of `size` of colour `c` is left once pairs of equal sizes are removed:
    // its colour has more groups of that size.
    static bool survives(const std::array<std::vector<int>, 2> &groups, std::size_t c, int size)
    {
        const auto mine = std::count(groups[c].begin(), groups[c].end(), size);
        const auto theirs = std::count(groups[1 - c].begin(), groups[1 - c].end(), size);
        return mine > theirs;
    }

    int stones_ = 0;
    int lastPlacer_ = -1;
    bool swapped_ = false;
};

} // namespace

TEST_CASE("Egotzi's empty cells, groups and scores match a recount", "[recount][egotzi]")
{
    const std::vector<recount::Given> sets {
        {}, {{"size", "5"}}, {{"size", "9"}}, {{"pie", "off"}},
        {{"variant", "squared"}}, {{"variant", "squared"}, {"komi", "6"}, {"size", "6"}}};
    recount::recountGames("egotzi", sets, recount::games(300), [](const State &) { return EgotziModel(); });
}
