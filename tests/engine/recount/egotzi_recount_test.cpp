// Egotzi recounted: the test keeps its own board, places and pushes stones by the steps
// of the rules page, and recounts the empty cells, the groups and the scores.

#include <set>

#include "engine/recount/recount_support.h"
#include "ludoteca/games/egotzi.h"

using ludoteca::Action;
using ludoteca::State;
using ludoteca::games::egotzi::EgotziState;
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
    explicit EgotziModel(const EgotziState &s) : size_(s.size())
    {
        for (int cell = 0; cell < size_ * size_; ++cell)
            board_.push_back(s.at(cell));
    }

    void apply(const State &before, Action action)
    {
        if (action == EgotziState::kSwapAction) {
            swapped_ = !swapped_;
            return;
        }
        lastPlacer_ = before.currentPlayer();
        const int p = static_cast<int>(action);
        board_[idx(p)] = (lastPlacer_ == 0) != swapped_ ? Color::Black : Color::White;
        push(p % size_, p / size_);
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
        std::vector<Color> board;
        for (int cell = 0; cell < cells; ++cell)
            board.push_back(s.at(cell));
        if (board != board_) {
            INFO("engine " << s.boardString());
            FAIL("the stones differ from the pushes done by the page's steps");
        }
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
        REQUIRE(s.scores()
                == std::vector<double> {static_cast<double>(score[colourIndex(0)]),
                                        static_cast<double>(score[colourIndex(1)])});

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
    static std::size_t idx(int i) { return static_cast<std::size_t>(i); }

    bool onBoard(int file, int rank) const { return file >= 0 && file < size_ && rank >= 0 && rank < size_; }
    Color &at(int file, int rank) { return board_[idx(rank * size_ + file)]; }

    // The stones next to the new one on (file, rank) move away from it, all at once: to the
    // first empty cell beyond, or, with none before the edge, wrapping to the empty cell
    // farthest back along the line. A wrapped stone that meets another's target stays.
    void push(int file, int rank)
    {
        struct Push {
            int from;
            int to;
            bool wrapped;
        };
        std::vector<Push> pushes;
        for (const auto &[df, dr] : {std::pair {1, 0}, std::pair {-1, 0}, std::pair {0, 1}, std::pair {0, -1}}) {
            const int qf = file + df;
            const int qr = rank + dr;
            if (!onBoard(qf, qr) || at(qf, qr) == Color::Empty)
                continue;
            Push push {qr * size_ + qf, -1, false};
            for (int f = qf + df, r = qr + dr; onBoard(f, r) && push.to < 0; f += df, r += dr)
                if (at(f, r) == Color::Empty)
                    push.to = r * size_ + f;
            if (push.to < 0) {
                push.wrapped = true;
                for (int f = qf - df, r = qr - dr; onBoard(f, r); f -= df, r -= dr)
                    if (at(f, r) == Color::Empty)
                        push.to = r * size_ + f; // the last found is the farthest back
            }
            if (push.to >= 0)
                pushes.push_back(push);
        }
        std::vector<Push> moving;
        for (const Push &push : pushes) {
            const bool yields = push.wrapped && std::any_of(pushes.begin(), pushes.end(), [&](const Push &other) {
                                    return &other != &push && other.to == push.to;
                                });
            if (!yields)
                moving.push_back(push);
        }
        std::vector<Color> stones;
        for (const Push &push : moving) {
            stones.push_back(board_[idx(push.from)]);
            board_[idx(push.from)] = Color::Empty;
        }
        for (std::size_t i = 0; i < moving.size(); ++i)
            board_[idx(moving[i].to)] = stones[i];
    }

    // Whether a group of `size` of colour `c` is left once pairs of equal sizes are removed:
    // its colour has more groups of that size.
    static bool survives(const std::array<std::vector<int>, 2> &groups, std::size_t c, int size)
    {
        const auto mine = std::count(groups[c].begin(), groups[c].end(), size);
        const auto theirs = std::count(groups[1 - c].begin(), groups[1 - c].end(), size);
        return mine > theirs;
    }

    int size_;
    std::vector<Color> board_;
    int lastPlacer_ = -1;
    bool swapped_ = false;
};

} // namespace

TEST_CASE("Egotzi's stones, empty cells, groups and scores match a recount", "[recount][egotzi]")
{
    const std::vector<ludoteca::testing::recount::Given> sets {{},
                                                               {{"size", "5"}},
                                                               {{"size", "9"}},
                                                               {{"pie", "off"}},
                                                               {{"variant", "squared"}},
                                                               {{"variant", "squared"}, {"komi", "6"}, {"size", "6"}}};
    ludoteca::testing::recount::recountGames(
        "egotzi", sets, ludoteca::testing::recount::games(300),
        [](const State &initial) { return EgotziModel(static_cast<const EgotziState &>(initial)); });
}
