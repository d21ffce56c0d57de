// Wapi as text: move names, the board for a person to read, and the JSON extras.

#include "ludoteca/games/wapi.h"

#include <nlohmann/json.hpp>

namespace ludoteca::games::wapi {

std::string WapiState::outcomeName(int outcome)
{
    if (isSilverOutcome(outcome))
        return "silver-" + std::to_string(kSilverValues[idx(outcome)]);
    if (isMaskOutcome(outcome))
        return "mask-" + std::to_string(outcome - kFirstMask + 1);
    return {};
}

int WapiState::outcomeFromName(std::string_view text)
{
    for (int outcome = 0; outcome < kOutcomes; ++outcome)
        if (outcomeName(outcome) == text)
            return outcome;
    return -1;
}

WapiState::Decoded WapiState::decode(Action action) const
{
    if (isSilverOutcome(action))
        return {Decoded::Kind::Silver, kSilverValues[idx(action)], -1};
    if (isMaskOutcome(action))
        return {Decoded::Kind::Mask, -1, action - kFirstMask};
    if (action >= kFirstMine && action < kFirstMine + kMines)
        return {Decoded::Kind::Mine, -1, action - kFirstMine};
    if (action == kTotem)
        return {Decoded::Kind::Totem, -1, -1};
    if (action == kNoTotem)
        return {Decoded::Kind::NoTotem, -1, -1};
    return {};
}

Action WapiState::encode(const Decoded &move) const
{
    const bool mine = move.mine >= 0 && move.mine < kMines;
    switch (move.kind) {
    case Decoded::Kind::Silver:
        for (int kind = 0; kind < kSilverKinds; ++kind)
            if (kSilverValues[idx(kind)] == move.value)
                return kind;
        return kInvalidAction;
    case Decoded::Kind::Mask:
        return mine ? maskOutcome(move.mine) : kInvalidAction;
    case Decoded::Kind::Mine:
        return mine ? mineAction(move.mine) : kInvalidAction;
    case Decoded::Kind::Totem:
        return kTotem;
    case Decoded::Kind::NoTotem:
        return kNoTotem;
    case Decoded::Kind::Invalid:
        break;
    }
    return kInvalidAction;
}

std::string WapiState::actionToString(Action action) const
{
    const Decoded move = decode(action);
    switch (move.kind) {
    case Decoded::Kind::Silver:
    case Decoded::Kind::Mask:
        return outcomeName(action);
    case Decoded::Kind::Mine:
        return "mine-" + std::to_string(move.mine + 1);
    case Decoded::Kind::Totem:
        return "totem";
    case Decoded::Kind::NoTotem:
        return "no-totem";
    case Decoded::Kind::Invalid:
        break;
    }
    return "?";
}

std::string WapiState::toText() const
{
    std::string text = "Wapi, " + std::to_string(players_) + " players, "
        + (scoring_ == Scoring::Full ? "full" : "share") + " scoring\n";
    for (int mine = 0; mine < kMines; ++mine) {
        const auto m = idx(mine);
        text += "mine-" + std::to_string(mine + 1) + "  silver";
        for (int field = 0; field < kSilverFields; ++field)
            text += field < silverCount_[m] ? " " + std::to_string(silver_[m][idx(field)]) : " .";
        text += "  = " + std::to_string(mineValue_[m]);
        text += "  masks " + std::to_string(masks_[m]) + "/" + std::to_string(kMaskFields);
        text += "  totems";
        if (totemCount_[m] == 0)
            text += " -";
        for (int i = 0; i < totemCount_[m]; ++i)
            text += " " + std::to_string(totemSeats_[m][idx(i)]);
        text += "\n";
    }
    text += "bag (" + std::to_string(bagTotal_) + ")";
    for (int outcome = 0; outcome < kOutcomes; ++outcome)
        text += " " + outcomeName(outcome) + ":" + std::to_string(bag_[idx(outcome)]);
    text += "\n";
    std::array<int, kMaxSeats> all {};
    allScores(all);
    for (int seat = 0; seat < players_; ++seat) {
        text += "seat " + std::to_string(seat) + ": totems left " + std::to_string(totemsLeft_[idx(seat)]) + ", score ";
        const int whole = all[idx(seat)] / 12;
        const int rest = all[idx(seat)] % 12;
        text += std::to_string(whole);
        if (rest != 0)
            text += " " + std::to_string(rest) + "/12";
        text += "\n";
    }
    switch (phase_) {
    case Phase::Draw:
        text += "seat " + std::to_string(seat_) + " draws a tile\n";
        break;
    case Phase::PlaceSilver:
        text += "seat " + std::to_string(seat_) + " places " + outcomeName(drawn_) + "\n";
        break;
    case Phase::DecideTotem:
        text += "seat " + std::to_string(seat_) + " drew " + outcomeName(drawn_) + ": totem or no-totem\n";
        break;
    case Phase::Over: {
        text += "game over, won by";
        for (const int seat : winners())
            text += " seat " + std::to_string(seat);
        text += "\n";
        break;
    }
    }
    return text;
}

void WapiState::writeJsonExtras(nlohmann::json &json, int) const
{
    auto mines = nlohmann::json::array();
    for (int mine = 0; mine < kMines; ++mine) {
        const auto m = idx(mine);
        auto silver = nlohmann::json::array();
        for (int field = 0; field < silverCount_[m]; ++field)
            silver.push_back(silver_[m][idx(field)]);
        auto totems = nlohmann::json::array();
        for (int i = 0; i < totemCount_[m]; ++i)
            totems.push_back(totemSeats_[m][idx(i)]);
        mines.push_back({{"silver", silver}, {"value", mineValue_[m]}, {"masks", masks_[m]}, {"totems", totems}});
    }
    json["mines"] = mines;
    auto bag = nlohmann::json::object();
    for (int outcome = 0; outcome < kOutcomes; ++outcome)
        bag[outcomeName(outcome)] = bag_[idx(outcome)];
    json["bag"] = bag;
    auto left = nlohmann::json::array();
    for (int seat = 0; seat < players_; ++seat)
        left.push_back(totemsLeft_[idx(seat)]);
    json["totems_left"] = left;
    if (drawn_ >= 0)
        json["drawn"] = outcomeName(drawn_);
    else
        json["drawn"] = nullptr;
    // During a draw the turn still belongs to a seat; the protocol's to_move says "chance".
    if (phase_ != Phase::Over)
        json["turn"] = seat_;
    else
        json["turn"] = nullptr;
}

} // namespace ludoteca::games::wapi
