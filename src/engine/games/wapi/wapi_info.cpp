// Wapi's entry in the game list: identity, options and the initial position.

#include "ludoteca/games/wapi.h"

#include "ludoteca/core/registry.h"

namespace ludoteca::games::wapi {

namespace {

// A choice option in one call, so that the option list reads as a table.
OptionSpec choiceOption(std::string key, std::string label, std::string help, std::vector<std::string> choices,
                        std::string defaultValue)
{
    OptionSpec spec;
    spec.key = std::move(key);
    spec.label = std::move(label);
    spec.help = std::move(help);
    spec.kind = OptionSpec::Kind::Choice;
    spec.choices = std::move(choices);
    spec.defaultValue = std::move(defaultValue);
    return spec;
}

GameInfo makeWapiInfo()
{
    GameInfo info;
    info.id = "wapi";
    info.name = "Wapi";
    info.designer = "Reiner Knizia";
    info.year = "2003";
    info.summary = "Draw silver and masks from the bag and drive your totems into the richest mines.";
    info.minPlayers = 3;
    info.maxPlayers = 5;
    // A turn is a draw from the 72 tiles, a placement and perhaps a totem.
    info.maxPlies = 1'000;
    info.hasChance = true;

    info.options.push_back(choiceOption("players", "Players", "Number of seats, from 3 to 5.", {"3", "4", "5"}, "4"));
    info.options.push_back(choiceOption("scoring", "Scoring",
                                        "full: every totem earns its whole mine; share: the totems in a mine split it.",
                                        {"full", "share"}, "full"));

    info.create = [](const Options &options) -> std::unique_ptr<State> {
        const GameInfo *self = GameRegistry::find("wapi");
        return std::make_unique<WapiState>(*self, options);
    };
    return info;
}

} // namespace

LUDOTECA_REGISTER_GAME(makeWapiInfo)

WapiState::WapiState(const GameInfo &info, const Options &options) : State(info, options)
{
    if (const auto it = options.find("players"); it != options.end())
        players_ = integerOption(options, "players");
    if (const auto it = options.find("scoring"); it != options.end())
        scoring_ = it->second == "share" ? Scoring::Share : Scoring::Full;
    for (int i = 0; i < kOutcomes; ++i)
        bag_[idx(i)] = static_cast<std::uint8_t>(kInitialBag[idx(i)]);
    for (int seat = 0; seat < players_; ++seat)
        totemsLeft_[idx(seat)] = kTotemsEach;
}

} // namespace ludoteca::games::wapi
