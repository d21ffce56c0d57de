// Wang Zi recounted: the test keeps its own board, follows each move by its text, and
// takes territories by a plain scan of the whole board as the rules page says; the legal
// moves come from trying every Prince, step and value.

#include <array>
#include <map>
#include <ostream>
#include <utility>

#include "engine/recount/recount_support.h"
#include "engine/wangzi/wangzi_support.h"

using ludoteca::Action;
using ludoteca::State;
using ludoteca::games::wangzi::WangziState;

namespace {

// The board's shape, from the cell names and the neighbour rule of the rules page.
struct Shape {
    std::vector<std::array<int, 6>> neighbours; // -1 past the edge
    std::vector<bool> border;
    std::map<std::string, int> cells; // by name
};

std::shared_ptr<const Shape> shapeOf(const WangziState &s)
{
    auto shape = std::make_shared<Shape>();
    std::map<std::pair<int, int>, int> at; // (number, row) -> cell
    shape->neighbours.resize(static_cast<std::size_t>(s.cellCount()));
    shape->border.resize(static_cast<std::size_t>(s.cellCount()));
    for (int cell = 0; cell < s.cellCount(); ++cell) {
        const std::string name = s.cellName(cell);
        at[{std::stoi(name.substr(1)), name[0] - 'A'}] = cell;
        shape->cells[name] = cell;
    }
    const std::array<std::pair<int, int>, 6> steps {{{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {-1, -1}}};
    for (const auto &[coordinates, cell] : at) {
        std::array<int, 6> next {};
        int count = 0;
        for (std::size_t d = 0; d < steps.size(); ++d) {
            const auto found = at.find({coordinates.first + steps[d].first, coordinates.second + steps[d].second});
            next[d] = found == at.end() ? -1 : found->second;
            count += found == at.end() ? 0 : 1;
        }
        shape->neighbours[static_cast<std::size_t>(cell)] = next;
        shape->border[static_cast<std::size_t>(cell)] = count < 6;
    }
    return shape;
}

struct Cell {
    int owner = -1; // tile colour, -1 for none
    int value = 0;
    bool locked = false;
    int territory = -1;
    bool prince = false;
    bool operator==(const Cell &) const = default;
};

std::ostream &operator<<(std::ostream &out, const Cell &cell)
{
    return out << "tile " << cell.owner << "/" << cell.value << (cell.locked ? " locked" : "") << ", territory "
               << cell.territory << (cell.prince ? ", Prince" : "");
}

class WangziModel {
public:
    // With `checkMoves`, the legal moves are compared too (the slowest part).
    WangziModel(const WangziState &s, bool checkMoves) : shape_(shapeOf(s)), checkMoves_(checkMoves)
    {
        // The start is read once from the engine; from then on the model follows alone.
        for (int cell = 0; cell < s.cellCount(); ++cell)
            cells_.push_back(
                {s.tileOwner(cell), s.tileValue(cell), s.tileLocked(cell), s.territoryOwner(cell), s.hasPrince(cell)});
        for (int seat = 0; seat < 2; ++seat)
            for (int value = 1; value <= 3; ++value)
                supply_[seat][static_cast<std::size_t>(value - 1)] = s.supply(seat, value);
        toMove_ = s.currentPlayer();
        lastMoved_ = s.lastMovedCell();
    }

    void apply(const State &before, Action action)
    {
        const std::string text = before.actionToString(action);
        const int me = toMove_;
        // `A1>B2=1>C3`: the start, then each cell entered with what happened there.
        std::vector<std::string> parts;
        for (std::size_t begin = 0, end = 0; end != std::string::npos; begin = end + 1) {
            end = text.find('>', begin);
            parts.push_back(text.substr(begin, end == std::string::npos ? end : end - begin));
        }
        int at = shape_->cells.at(parts[0]);
        cells_[idx(at)].prince = false;
        bool laid = false;
        for (std::size_t i = 1; i < parts.size(); ++i) {
            std::string name = parts[i];
            char what = ' ';
            int value = 0;
            if (name.back() == 'x') {
                what = 'x';
                name.pop_back();
            } else if (const auto equals = name.find('='); equals != std::string::npos) {
                what = '=';
                value = std::stoi(name.substr(equals + 1));
                name.resize(equals);
            }
            at = shape_->cells.at(name);
            Cell &cell = cells_[idx(at)];
            if (what == 'x') {
                cell.owner = me;
            } else if (what == '=') {
                cell.owner = me;
                cell.value = value;
                --supply_[me][idx(value - 1)];
                laid = true;
            }
        }
        cells_[idx(at)].prince = true;
        lastMoved_ = at;
        takeTerritories(me);
        quiet_ = laid ? 0 : quiet_ + 1;
        toMove_ = 1 - me;
    }

    void check(const State &after) const
    {
        const auto &s = static_cast<const WangziState &>(after);
        std::vector<Cell> engine;
        for (int cell = 0; cell < s.cellCount(); ++cell)
            engine.push_back(
                {s.tileOwner(cell), s.tileValue(cell), s.tileLocked(cell), s.territoryOwner(cell), s.hasPrince(cell)});
        if (engine != cells_) {
            for (std::size_t cell = 0; cell < cells_.size(); ++cell)
                if (engine[cell] != cells_[cell])
                    FAIL_CHECK(s.cellName(static_cast<int>(cell))
                               << ": engine " << engine[cell] << ", recount " << cells_[cell]);
            FAIL("the board differs from the recount");
        }
        for (int seat = 0; seat < 2; ++seat) {
            for (int value = 1; value <= 3; ++value)
                REQUIRE(s.supply(seat, value) == supply_[seat][idx(value - 1)]);
            REQUIRE(s.capturedPrinces(seat) == captured_[seat]);
            REQUIRE(s.territoryCount(seat) == territories(seat));
        }
        REQUIRE(s.quietMoves() == quiet_);
        REQUIRE(s.lastMovedCell() == lastMoved_);

        // The end and the moves: every Prince, step and value tried.
        const bool over = s.isTerminal();
        if (checkMoves_) {
            const auto moves = ludoteca::testing::wangzi::movesByRules(s, toMove_, lastMoved_);
            REQUIRE(over == (quiet_ >= WangziState::kQuietLimit || moves.empty()));
            REQUIRE(ludoteca::testing::wangzi::legalTexts(s) == (over ? std::set<std::string> {} : moves));
        }
        REQUIRE(s.blockedCell() == (over ? -1 : lastMoved_));

        std::vector<double> scores;
        for (int seat = 0; seat < 2; ++seat)
            scores.push_back(over ? finalScore(seat) : territories(seat) + 2 * captured_[seat]);
        REQUIRE(s.scores() == scores);
        for (int seat = 0; seat < 2; ++seat)
            REQUIRE(s.princesAwarded(seat) == awarded(seat));
        std::vector<int> winners;
        if (over) {
            for (int seat = 0; seat < 2; ++seat)
                if (scores[seat] >= scores[1 - seat])
                    winners.push_back(seat);
        }
        REQUIRE(s.winners() == winners);
    }

private:
    static std::size_t idx(int i) { return static_cast<std::size_t>(i); }

    bool candidate(int cell, int me) const
    {
        return cell >= 0 && cells_[idx(cell)].territory < 0 && cells_[idx(cell)].owner != me;
    }

    // Every group of cells holding neither a tile of `me` nor territory, with no border
    // cell and no locked tile, becomes territory of `me`.
    void takeTerritories(int me)
    {
        std::vector<bool> seen(cells_.size(), false);
        for (int start = 0; start < static_cast<int>(cells_.size()); ++start) {
            if (seen[idx(start)] || !candidate(start, me))
                continue;
            std::vector<int> group {start};
            seen[idx(start)] = true;
            bool open = false;
            for (std::size_t i = 0; i < group.size(); ++i) {
                open = open || shape_->border[idx(group[i])] || cells_[idx(group[i])].locked;
                for (const int next : shape_->neighbours[idx(group[i])]) {
                    if (candidate(next, me) && !seen[idx(next)]) {
                        seen[idx(next)] = true;
                        group.push_back(next);
                    }
                }
            }
            if (!open)
                capture(group, me);
        }
    }

    void capture(const std::vector<int> &group, int me)
    {
        for (const int at : group) {
            Cell &cell = cells_[idx(at)];
            if (cell.owner >= 0)
                ++supply_[me][idx(cell.value - 1)]; // the opponent's tile joins the supply
            if (cell.prince) {
                ++captured_[me];
                if (at == lastMoved_)
                    lastMoved_ = -1;
            }
            cell = Cell {};
            cell.territory = me;
        }
        for (const int at : group)
            for (const int next : shape_->neighbours[idx(at)])
                if (next >= 0 && cells_[idx(next)].owner == me)
                    cells_[idx(next)].locked = true;
    }

    int territories(int seat) const
    {
        return static_cast<int>(
            std::count_if(cells_.begin(), cells_.end(), [seat](const Cell &cell) { return cell.territory == seat; }));
    }

    // Every Prince left but the last moved goes to the colour opposite the tile under it.
    int awarded(int seat) const
    {
        int count = 0;
        for (int at = 0; at < static_cast<int>(cells_.size()); ++at) {
            const Cell &cell = cells_[idx(at)];
            if (cell.prince && at != lastMoved_ && cell.owner >= 0 && cell.owner != seat)
                ++count;
        }
        return count;
    }

    // Territory, captured Princes, and the Princes awarded.
    int finalScore(int seat) const { return territories(seat) + 2 * captured_[seat] + 2 * awarded(seat); }

    std::shared_ptr<const Shape> shape_;
    bool checkMoves_ = true;
    std::vector<Cell> cells_;
    std::array<std::array<int, 3>, 2> supply_ {};
    std::array<int, 2> captured_ {};
    int toMove_ = 0;
    int lastMoved_ = -1; // the cell of the Prince moved last, -1 for none or captured
    int quiet_ = 0;
};

} // namespace

TEST_CASE("Wang Zi's territories, captures, locks and scores match a whole-board recount", "[recount][wangzi]")
{
    for (const char *size : {"4", "5", "6", "7", "8"}) {
        ludoteca::testing::recount::recountGames(
            "wangzi", {{{"size", size}}}, ludoteca::testing::recount::games(1000),
            [](const State &initial) { return WangziModel(static_cast<const WangziState &>(initial), false); });
    }
}

TEST_CASE("Wang Zi's legal moves and end match a generator that tries every step", "[recount][wangzi]")
{
    for (const char *size : {"4", "5", "6", "7", "8"}) {
        ludoteca::testing::recount::recountGames(
            "wangzi", {{{"size", size}}}, ludoteca::testing::recount::games(60),
            [](const State &initial) { return WangziModel(static_cast<const WangziState &>(initial), true); },
            0x5e7e0000);
    }
}

TEST_CASE("Wang Zi's recount holds from a hand-built position with enclosures waiting", "[recount][wangzi]")
{
    // Size 5: Black's ring around C3 and White's around G5 (with a Black tile and a Prince)
    // are closed but not yet taken: each seat's first move takes its own.
    ludoteca::games::wangzi::WangziSetup setup;
    setup.options = {{"size", "5"}};
    setup.princes = {"A1", "A5", "E1", "E9", "I9", "G5"};
    for (const char *cell : {"C4", "D4", "D3", "C2", "B2", "B3"})
        setup.tiles.push_back({cell, "B1"});
    for (const char *cell : {"G6", "H6", "H5", "G4", "F4", "F5"})
        setup.tiles.push_back({cell, "W2"});
    setup.tiles.push_back({"G5", "B2"});
    const auto initial = WangziState::fromSetup(setup);
    const WangziModel model(*initial, true);
    ludoteca::Rng rng(0x5e7a0000);
    for (int game = 0; game < ludoteca::testing::recount::games(60); ++game) {
        INFO("game " << game);
        ludoteca::testing::recount::playAndRecount(*initial, model, rng);
    }
}
