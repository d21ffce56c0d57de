#pragma once
// A sixth game registered only in the app tests, to show that a game is added from its own
// folder: a row of stones, each player takes one or two from the right end, and whoever
// takes the last stone wins. Its engine (here), its board view, presentation, set-up step
// and texts (sixth_game.cpp) all register themselves; sixth_game_test.cpp then runs the
// app's generic flow on it.

#include <memory>
#include <string>
#include <vector>

#include <QPointF>

#include "ludoteca/core/options.h"
#include "ludoteca/core/state.h"

namespace ludoteca::app {
class BoardView;
}

namespace ludoteca::testing::test_sixth {

inline constexpr char kGameId[] = "test-sixth";

class RowState final : public State {
public:
    RowState(const GameInfo &info, const Options &options)
        : State(info, options), initial_(integerOption(options, "stones")), stones_(initial_)
    {
    }

    // The stones the game began with and those left (the leftmost `stones()` of the row).
    int initialStones() const { return initial_; }
    int stones() const { return stones_; }

    int numPlayers() const override { return 2; }
    int currentPlayer() const override { return stones_ == 0 ? kTerminalPlayer : toMove_; }
    int maxActions() const override { return 3; }
    void legalActions(std::vector<Action> &out) const override
    {
        out.clear();
        for (Action take = 1; take <= 2 && take <= stones_; ++take)
            out.push_back(take);
    }
    std::unique_ptr<State> clone() const override { return std::unique_ptr<State>(new RowState(*this)); }
    std::string actionToString(Action action) const override { return "take" + std::to_string(action); }
    std::string toText() const override { return std::string(static_cast<std::size_t>(stones_), 'o'); }
    std::vector<double> scores() const override
    {
        std::vector<double> s(2, 0.0);
        if (stones_ == 0)
            s[static_cast<std::size_t>(1 - toMove_)] = 1.0;
        return s;
    }
    std::vector<int> winners() const override
    {
        if (stones_ != 0)
            return {};
        return {1 - toMove_};
    }

protected:
    void doApply(Action action) override
    {
        stones_ -= action;
        toMove_ = 1 - toMove_;
    }
    void doUndo(Action action) override
    {
        stones_ += action;
        toMove_ = 1 - toMove_;
    }

private:
    RowState(const RowState &) = default;
    int initial_;
    int stones_;
    int toMove_ = 0;
};

// Whether `view` is the game's own board view.
bool isRowView(const app::BoardView *view);
// Where `view`, the game's own view, draws the stone `cell` (counted from the left), for
// the tests' clicks; fails the test when `view` is another game's.
QPointF stoneCenter(const app::BoardView *view, int cell);

} // namespace ludoteca::testing::test_sixth
