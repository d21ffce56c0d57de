// Wapi's rules: whose turn it is, the draw, where silver may go, totems, undo and scores.

#include "ludoteca/games/wapi.h"

#include <algorithm>

namespace ludoteca::games::wapi {

int WapiState::currentPlayer() const
{
    switch (phase_) {
    case Phase::Draw:
        return kChancePlayer;
    case Phase::PlaceSilver:
    case Phase::DecideTotem:
        return seat_;
    case Phase::Over:
        break;
    }
    return kTerminalPlayer;
}

unsigned WapiState::allowedMines() const
{
    // Mines with a totem and a free silver field come first; only when there are none
    // may silver go to any mine with a free field.
    unsigned withTotem = 0;
    unsigned withRoom = 0;
    for (int mine = 0; mine < kMines; ++mine) {
        if (silverCount_[idx(mine)] == kSilverFields)
            continue;
        withRoom |= 1u << mine;
        if (totemCount_[idx(mine)] > 0)
            withTotem |= 1u << mine;
    }
    return withTotem != 0 ? withTotem : withRoom;
}

WapiState::Refusal WapiState::refusal(int mine) const
{
    using Kind = Refusal::Kind;
    if (mine < 0 || mine >= kMines)
        return {};
    if (phase_ == Phase::DecideTotem)
        return {Kind::DecideTotem, drawnTile().mine};
    if (phase_ != Phase::PlaceSilver || ((allowedMines() >> mine) & 1U) != 0)
        return {Kind::None, mine};
    return {silverCount_[idx(mine)] == kSilverFields ? Kind::Full : Kind::TotemMineFirst, mine};
}

void WapiState::legalActions(std::vector<Action> &out) const
{
    out.clear();
    switch (phase_) {
    case Phase::Draw:
        for (int outcome = 0; outcome < kOutcomes; ++outcome)
            if (bag_[idx(outcome)] > 0)
                out.push_back(outcome);
        break;
    case Phase::PlaceSilver: {
        const unsigned allowed = allowedMines();
        for (int mine = 0; mine < kMines; ++mine)
            if (allowed & (1u << mine))
                out.push_back(kFirstMine + mine);
        break;
    }
    case Phase::DecideTotem:
        out.push_back(kTotem);
        out.push_back(kNoTotem);
        break;
    case Phase::Over:
        break;
    }
}

void WapiState::chanceOutcomes(std::vector<ChanceOutcome> &out) const
{
    out.clear();
    if (phase_ != Phase::Draw)
        return;
    for (int outcome = 0; outcome < kOutcomes; ++outcome)
        if (bag_[idx(outcome)] > 0)
            out.push_back({outcome, bag_[idx(outcome)]});
}

std::unique_ptr<State> WapiState::clone() const { return std::unique_ptr<State>(new WapiState(*this)); }

void WapiState::endTurn()
{
    drawn_ = -1;
    seat_ = nextSeat(seat_);
    phase_ = Phase::Draw;
}

void WapiState::placeTotem(int mine, int seat)
{
    const auto m = idx(mine);
    totemSeats_[m][totemCount_[m]] = static_cast<std::uint8_t>(seat);
    ++totemCount_[m];
    ++totemsBySeat_[m][idx(seat)];
    --totemsLeft_[idx(seat)];
}

void WapiState::doApply(Action action)
{
    if (action < kOutcomes) {
        --bag_[idx(action)];
        --bagTotal_;
        if (isSilverOutcome(action)) {
            drawn_ = action;
            phase_ = Phase::PlaceSilver;
            return;
        }
        // A mask goes to its mine by itself; the drawer decides on a totem if it has one.
        const int mine = action - kFirstMask;
        ++masks_[idx(mine)];
        maskLog_[idx(maskLogSize_++)] = static_cast<std::uint8_t>(mine);
        if (totemsLeft_[idx(seat_)] > 0) {
            drawn_ = action;
            phase_ = Phase::DecideTotem;
        } else {
            endTurn();
        }
        return;
    }
    if (action < kFirstMine + kMines) {
        const auto m = idx(action - kFirstMine);
        const int value = kSilverValues[idx(drawn_)];
        silver_[m][silverCount_[m]] = static_cast<std::uint8_t>(value);
        ++silverCount_[m];
        mineValue_[m] = static_cast<std::uint8_t>(mineValue_[m] + value);
        ++silverPlaced_;
        if (silverPlaced_ == kTotalSilverFields) {
            // The seat stays as it was: undo relies on it.
            drawn_ = -1;
            phase_ = Phase::Over;
        } else {
            endTurn();
        }
        return;
    }
    if (action == kTotem)
        placeTotem(maskLog_[idx(maskLogSize_ - 1)], seat_);
    endTurn();
}

void WapiState::doUndo(Action action)
{
    if (action < kOutcomes) {
        if (isMaskOutcome(action)) {
            // With no totem left the draw also ended the turn.
            if (phase_ == Phase::Draw)
                seat_ = previousSeat(seat_);
            --masks_[idx(action - kFirstMask)];
            --maskLogSize_;
        }
        ++bag_[idx(action)];
        ++bagTotal_;
        drawn_ = -1;
        phase_ = Phase::Draw;
        return;
    }
    if (action < kFirstMine + kMines) {
        if (phase_ != Phase::Over)
            seat_ = previousSeat(seat_);
        const auto m = idx(action - kFirstMine);
        --silverCount_[m];
        const int value = silver_[m][silverCount_[m]];
        silver_[m][silverCount_[m]] = 0;
        mineValue_[m] = static_cast<std::uint8_t>(mineValue_[m] - value);
        --silverPlaced_;
        drawn_ = static_cast<int>(std::find(kSilverValues.begin(), kSilverValues.end(), value) - kSilverValues.begin());
        phase_ = Phase::PlaceSilver;
        return;
    }
    seat_ = previousSeat(seat_);
    const int mine = maskLog_[idx(maskLogSize_ - 1)];
    if (action == kTotem) {
        const auto m = idx(mine);
        --totemCount_[m];
        totemSeats_[m][totemCount_[m]] = 0;
        --totemsBySeat_[m][idx(seat_)];
        ++totemsLeft_[idx(seat_)];
    }
    drawn_ = kFirstMask + mine;
    phase_ = Phase::DecideTotem;
}

void WapiState::allScores(std::array<int, kMaxSeats> &out) const
{
    out.fill(0);
    for (int mine = 0; mine < kMines; ++mine) {
        const auto m = idx(mine);
        if (totemCount_[m] == 0)
            continue;
        const int perTotem = totemShareTwelfths(mine);
        for (int seat = 0; seat < players_; ++seat)
            out[idx(seat)] += totemsBySeat_[m][idx(seat)] * perTotem;
    }
}

int WapiState::totemShareTwelfths(int mine, int extraTotems) const
{
    const auto m = idx(mine);
    if (scoring_ == Scoring::Full)
        return 12 * mineValue_[m];
    return 12 * mineValue_[m] / std::max(1, totemCount_[m] + extraTotems);
}

int WapiState::scoreTwelfths(int seat) const
{
    std::array<int, kMaxSeats> all {};
    allScores(all);
    return all[idx(seat)];
}

std::vector<double> WapiState::scores() const
{
    std::array<int, kMaxSeats> all {};
    allScores(all);
    std::vector<double> result;
    result.reserve(idx(players_));
    for (int seat = 0; seat < players_; ++seat)
        result.push_back(all[idx(seat)] / 12.0);
    return result;
}

std::vector<int> WapiState::winners() const
{
    std::vector<int> result;
    if (phase_ != Phase::Over)
        return result;
    std::array<int, kMaxSeats> all {};
    allScores(all);
    const int best = *std::max_element(all.begin(), all.begin() + players_);
    for (int seat = 0; seat < players_; ++seat)
        if (all[idx(seat)] == best)
            result.push_back(seat);
    return result;
}

} // namespace ludoteca::games::wapi
