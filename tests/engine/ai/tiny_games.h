#pragma once
// Tiny games, defined only for the search's tests, whose best moves are known by hand.
// Each one throws when asked to apply an illegal action, so a search that strays outside
// the rules fails its test loudly.

#include <algorithm>
#include <array>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "ludoteca/core/state.h"

namespace ludoteca::testing::tiny {

inline GameInfo makeInfo(std::string id, int players, bool chance, bool hidden)
{
    GameInfo info;
    info.id = std::move(id);
    info.name = info.id;
    info.minPlayers = players;
    info.maxPlayers = players;
    info.hasChance = chance;
    info.hasHiddenInformation = hidden;
    return info;
}

// Shared plumbing: checked apply, text, scores from rewards.
class TinyState : public State {
public:
    using State::State;

    std::string actionToString(Action action) const override { return std::to_string(action); }
    std::string toText() const override { return "tiny"; }
    std::vector<double> scores() const override
    {
        std::vector<double> result(static_cast<std::size_t>(numPlayers()), 0.0);
        if (isTerminal())
            rewards(result);
        return result;
    }
    std::vector<int> winners() const override
    {
        std::vector<int> result;
        if (!isTerminal())
            return result;
        const auto score = scores();
        const double best = *std::max_element(score.begin(), score.end());
        for (int seat = 0; seat < numPlayers(); ++seat)
            if (score[static_cast<std::size_t>(seat)] == best)
                result.push_back(seat);
        return result;
    }

protected:
    void checkLegal(Action action) const
    {
        std::vector<Action> legal;
        legalActions(legal);
        if (std::find(legal.begin(), legal.end(), action) == legal.end())
            throw std::logic_error("illegal action " + std::to_string(action));
    }
};

// Nim: take 1, 2 or 3 stones (actions 0, 1, 2); whoever takes the last stone wins.
// From a pile that is not a multiple of 4, the only winning move leaves a multiple of 4.
class Nim final : public TinyState {
public:
    explicit Nim(int stones) : TinyState(info(), {}), stones_(stones) {}
    static const GameInfo &info()
    {
        static const GameInfo game = makeInfo("tiny-nim", 2, false, false);
        return game;
    }

    int numPlayers() const override { return 2; }
    int currentPlayer() const override { return stones_ == 0 ? kTerminalPlayer : mover_; }
    int maxActions() const override { return 3; }
    void legalActions(std::vector<Action> &out) const override
    {
        out.clear();
        for (Action take = 0; take < 3 && take < stones_; ++take)
            out.push_back(take);
    }
    std::unique_ptr<State> clone() const override { return std::make_unique<Nim>(*this); }
    std::string toText() const override { return std::to_string(stones_) + " stones"; }
    void rewards(std::span<double> out) const override
    {
        std::fill(out.begin(), out.end(), 0.0);
        if (stones_ == 0)
            out[static_cast<std::size_t>(1 - mover_)] = 1.0; // the last mover took the last stone
    }

protected:
    void doApply(Action action) override
    {
        checkLegal(action);
        stones_ -= action + 1;
        mover_ = 1 - mover_;
    }
    void doUndo(Action action) override
    {
        stones_ += action + 1;
        mover_ = 1 - mover_;
    }

private:
    int stones_;
    int mover_ = 0;
};

// Three seats each choose a number 0..3 once, in turn. A seat's reward is 70% its own
// taste for its number and 30% a gift from the seat before it (choosing 3 gives it).
// Each seat's best choice is its own favourite: 1 for seat 0, 2 for seat 1, 0 for seat 2;
// a search that maximised anyone else's reward would choose the gift instead.
class ThreeTastes final : public TinyState {
public:
    ThreeTastes() : TinyState(info(), {}) {}
    static const GameInfo &info()
    {
        static const GameInfo game = makeInfo("tiny-three-tastes", 3, false, false);
        return game;
    }
    static constexpr std::array<std::array<double, 4>, 3> kTaste {{
        {0.1, 1.0, 0.3, 0.0},
        {0.0, 0.2, 1.0, 0.4},
        {1.0, 0.0, 0.2, 0.5},
    }};
    static constexpr std::array<int, 3> kFavourite {1, 2, 0};

    int numPlayers() const override { return 3; }
    int currentPlayer() const override { return chosen_ == 3 ? kTerminalPlayer : chosen_; }
    int maxActions() const override { return 4; }
    void legalActions(std::vector<Action> &out) const override
    {
        out.clear();
        if (chosen_ < 3)
            out = {0, 1, 2, 3};
    }
    std::unique_ptr<State> clone() const override { return std::make_unique<ThreeTastes>(*this); }
    void rewards(std::span<double> out) const override
    {
        for (std::size_t seat = 0; seat < 3; ++seat) {
            const int gift = choice_[(seat + 2) % 3] == 3 ? 1 : 0;
            out[seat] = 0.7 * kTaste[seat][static_cast<std::size_t>(choice_[seat])] + 0.3 * gift;
        }
    }

protected:
    void doApply(Action action) override
    {
        checkLegal(action);
        choice_[static_cast<std::size_t>(chosen_++)] = action;
    }
    void doUndo(Action) override { --chosen_; }

private:
    std::array<int, 3> choice_ {0, 0, 0};
    int chosen_ = 0;
};

// A bet: seat 0 either bets (action 0) or takes a sure 0.5 (action 1). After a bet a
// weighted draw decides: outcome 10 wins (seat 0 gets 1), outcome 11 loses (gets 0).
// The mean reward of the bet is therefore the winning weight's share.
class Bet final : public TinyState {
public:
    Bet(int winWeight, int loseWeight) : TinyState(info(), {}), winWeight_(winWeight), loseWeight_(loseWeight) {}
    static const GameInfo &info()
    {
        static const GameInfo game = makeInfo("tiny-bet", 2, true, false);
        return game;
    }
    static constexpr Action kBet = 0;
    static constexpr Action kSafe = 1;
    static constexpr Action kWin = 10;
    static constexpr Action kLose = 11;

    int numPlayers() const override { return 2; }
    int currentPlayer() const override
    {
        if (played_ == 0)
            return 0;
        if (played_ == 1 && choice_ == kBet)
            return kChancePlayer;
        return kTerminalPlayer;
    }
    int maxActions() const override { return 12; }
    void legalActions(std::vector<Action> &out) const override
    {
        out.clear();
        if (currentPlayer() == 0)
            out = {kBet, kSafe};
        else if (isChanceNode())
            out = {kWin, kLose};
    }
    void chanceOutcomes(std::vector<ChanceOutcome> &out) const override
    {
        out.clear();
        if (isChanceNode())
            out = {{kWin, winWeight_}, {kLose, loseWeight_}};
    }
    std::unique_ptr<State> clone() const override { return std::make_unique<Bet>(*this); }
    void rewards(std::span<double> out) const override
    {
        double first = 0.5;
        if (choice_ == kBet)
            first = outcome_ == kWin ? 1.0 : 0.0;
        out[0] = first;
        out[1] = 1.0 - first;
    }

protected:
    void doApply(Action action) override
    {
        checkLegal(action);
        (played_++ == 0 ? choice_ : outcome_) = action;
    }
    void doUndo(Action) override { --played_; }

private:
    int winWeight_;
    int loseWeight_;
    int played_ = 0;
    Action choice_ = kInvalidAction;
    Action outcome_ = kInvalidAction;
};

// A guessing game with a secret. Seat 0 holds a card 0..2 that seat 1 cannot see. Seat 1
// moves first: guess the card (actions 0..2: 1 if right, 0 if wrong) or pass (action 3).
// After a pass, seat 0 may show its card (action 4 + card, legal only for the true card)
// for 0.5 each, or fold (action 7), which gives seat 1 0.4 and seat 0 0.6.
// Not seeing the card, a guess is worth 1/3 to seat 1, so it should pass; a search that
// peeked would guess right every time.
class Secret final : public TinyState {
public:
    explicit Secret(int card) : TinyState(info(), {}), card_(card) {}
    static const GameInfo &info()
    {
        static const GameInfo game = makeInfo("tiny-secret", 2, false, true);
        return game;
    }
    static constexpr Action kPass = 3;
    static constexpr Action kFold = 7;

    int numPlayers() const override { return 2; }
    int currentPlayer() const override
    {
        if (played_ == 0)
            return 1;
        if (played_ == 1 && guess_ == kPass)
            return 0;
        return kTerminalPlayer;
    }
    int maxActions() const override { return 8; }
    void legalActions(std::vector<Action> &out) const override
    {
        out.clear();
        if (currentPlayer() == 1)
            out = {0, 1, 2, kPass};
        else if (currentPlayer() == 0)
            out = {4 + card_, kFold};
    }
    std::unique_ptr<State> clone() const override { return std::make_unique<Secret>(*this); }
    void rewards(std::span<double> out) const override
    {
        double guesser = 0.0;
        if (guess_ < kPass)
            guesser = guess_ == card_ ? 1.0 : 0.0;
        else
            guesser = answer_ == kFold ? 0.4 : 0.5;
        out[0] = 1.0 - guesser;
        out[1] = guesser;
    }
    void sampleHidden(int observer, Rng &rng) override
    {
        // Seat 1 knows nothing about the card; only seat 0 sees it.
        if (observer != 0)
            card_ = static_cast<int>(rng.below(3));
    }
    // As if seat 0's play had given its card away: a sample read from play is always 2.
    void sampleHiddenFromPlay(int observer, Rng &) override
    {
        if (observer != 0)
            card_ = 2;
    }
    int card() const { return card_; }

protected:
    void doApply(Action action) override
    {
        checkLegal(action);
        (played_++ == 0 ? guess_ : answer_) = action;
    }
    void doUndo(Action) override { --played_; }

private:
    int card_;
    int played_ = 0;
    Action guess_ = kInvalidAction;
    Action answer_ = kInvalidAction;
};

} // namespace ludoteca::testing::tiny
