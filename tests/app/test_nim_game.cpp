// A tiny game registered only in the app tests: take 1 to 3 stones from one pile, the
// player who takes the last stone wins. It has no view of its own (so the generic view is
// used), a variable player count (option "players") and, with dice=on, a chance move after
// every turn that may take one more stone ("roll0" or "roll1", weights 1:3). Its
// presentation, registered here too, names the chance draw and tells the result its own
// way, so the tests see that a game's words reach the page from its own file.

#include <string>

#include "ludoteca/core/registry.h"
#include "ludoteca/core/state.h"
#include "i18n/engine_texts.h"
#include "views/game_presentation.h"

namespace ludoteca::testing {

namespace {

class NimState final : public State {
public:
    NimState(const GameInfo &info, const Options &options)
        : State(info, options), stones_(integerOption(options, "stones")), players_(integerOption(options, "players")),
          dice_(options.at("dice") == "on")
    {
    }

    int numPlayers() const override { return players_; }
    int currentPlayer() const override { return stones_ == 0 ? kTerminalPlayer : rolling_ ? kChancePlayer : toMove_; }
    int maxActions() const override { return kRoll1 + 1; }
    void legalActions(std::vector<Action> &out) const override
    {
        out.clear();
        if (stones_ == 0)
            return;
        if (rolling_) {
            out = {kRoll0, kRoll1};
            return;
        }
        for (Action take = 1; take <= 3 && take <= stones_; ++take)
            out.push_back(take);
    }
    void chanceOutcomes(std::vector<ChanceOutcome> &out) const override
    {
        out.clear();
        if (rolling_ && stones_ > 0)
            out = {{kRoll0, 1}, {kRoll1, 3}};
    }
    std::unique_ptr<State> clone() const override { return std::unique_ptr<State>(new NimState(*this)); }
    std::string actionToString(Action action) const override
    {
        if (action >= kRoll0)
            return "roll" + std::to_string(action - kRoll0);
        return "take" + std::to_string(action);
    }
    std::string toText() const override { return std::string(static_cast<std::size_t>(stones_), 'o'); }
    std::vector<double> scores() const override
    {
        std::vector<double> s(static_cast<std::size_t>(players_), 0.0);
        if (stones_ == 0)
            s[static_cast<std::size_t>(lastMover_)] = 1.0;
        return s;
    }
    std::vector<int> winners() const override
    {
        if (stones_ != 0)
            return {};
        return {lastMover_};
    }

protected:
    void doApply(Action action) override
    {
        if (action >= kRoll0) {
            stones_ -= action - kRoll0;
            rolling_ = false;
            return;
        }
        stones_ -= action;
        lastMover_ = toMove_;
        toMove_ = (toMove_ + 1) % players_;
        rolling_ = dice_ && stones_ > 0;
    }
    void doUndo(Action action) override
    {
        if (action >= kRoll0) {
            stones_ += action - kRoll0;
            rolling_ = true;
            return;
        }
        stones_ += action;
        rolling_ = false;
        toMove_ = (toMove_ + players_ - 1) % players_;
        lastMover_ = (toMove_ + players_ - 1) % players_;
    }

private:
    static constexpr Action kRoll0 = 10;
    static constexpr Action kRoll1 = 11;

    NimState(const NimState &) = default;
    int stones_;
    int players_;
    bool dice_;
    bool rolling_ = false;
    int toMove_ = 0;
    int lastMover_ = 0;
};

GameInfo makeTestNimInfo()
{
    GameInfo info;
    info.id = "test-nim";
    info.name = "Test Nim";
    info.designer = "Nobody";
    info.summary = "Take one to three stones; whoever takes the last one wins.";
    info.minPlayers = 2;
    info.maxPlayers = 4;

    OptionSpec stones;
    stones.key = "stones";
    stones.label = "Stones";
    stones.kind = OptionSpec::Kind::Integer;
    stones.minimum = 3;
    stones.maximum = 15;
    stones.defaultValue = "7";

    OptionSpec players;
    players.key = "players";
    players.label = "Players";
    players.kind = OptionSpec::Kind::Integer;
    players.minimum = 2;
    players.maximum = 4;
    players.defaultValue = "2";

    OptionSpec dice;
    dice.key = "dice";
    dice.label = "Dice";
    dice.kind = OptionSpec::Kind::Choice;
    dice.choices = {"off", "on"};
    dice.defaultValue = "off";

    info.hasChance = true;
    info.maxPlies = 2 * 15; // a stone a take at most, each after a roll with dice
    info.options = {stones, players, dice};
    info.create = [](const Options &options) -> std::unique_ptr<State> {
        return std::make_unique<NimState>(*GameRegistry::find("test-nim"), options);
    };
    return info;
}

// What the page says about the game; texts of the tests only, so not translated.
class NimPresentation : public app::GamePresentation {
public:
    using GamePresentation::GamePresentation;

    QString chanceLabel(const State &) const override { return QStringLiteral("Roll the die"); }
    QString resultText(const State &state) const override
    {
        const auto winners = state.winners();
        return winners.size() == 1 ? QStringLiteral("%1 took the last stone.").arg(seatName(winners.front()))
                                   : GamePresentation::resultText(state);
    }
};

} // namespace

LUDOTECA_REGISTER_GAME(makeTestNimInfo)
LUDOTECA_REGISTER_PRESENTATION("test-nim", NimPresentation)
LUDOTECA_ENGINE_TEXTS_NOT_TRANSLATED("test-nim")

} // namespace ludoteca::testing
