// Azzanna la Zucca!: what the registry knows about the game, its options and their checks.

#include "ludoteca/core/registry.h"
#include "ludoteca/games/azzanna.h"

namespace ludoteca::games::azzanna {

namespace {

GameInfo makeAzzannaInfo()
{
    GameInfo info;
    info.id = "azzanna";
    info.name = "Azzanna la Zucca!";
    info.designer = ""; // the rules text does not name its author
    info.year = "";
    info.summary = "A pack of five hungry pigs runs across the field to bite the pumpkins "
                   "a farmer keeps planting.";
    info.minPlayers = 2;
    info.maxPlayers = 3;
    // At most 36 vegetables are placed, one a round, and a round is a few plies.
    info.maxPlies = 1'000;
    // The Pack counts what it ate, the farmers what they grow: scores do not pick winners.
    info.highestScoreWins = false;

    OptionSpec players;
    players.key = "players";
    players.label = "Players";
    players.help = "2: the Pack against the Farmer; 3: a second farmer plants broccoli.";
    players.kind = OptionSpec::Kind::Choice;
    players.choices = {"2", "3"};
    players.defaultValue = "2";

    OptionSpec extra;
    extra.key = "extra";
    extra.label = "Extra pumpkins";
    extra.help = "Two players only: pumpkins a beginner farmer places at setup on top of the "
                 "usual five.";
    extra.kind = OptionSpec::Kind::Choice;
    extra.choices = {"0", "1", "2"};
    extra.defaultValue = "0";
    extra.onlyWithKey = "players";
    extra.onlyWithValues = {"2"};

    OptionSpec trees;
    trees.key = "trees";
    trees.label = "Trees";
    trees.help = "The six cells of the trees, joined by commas (any order).";
    trees.kind = OptionSpec::Kind::Text;
    trees.defaultValue = kDefaultTrees;

    info.options = {players, extra, trees};

    info.validate = [](const Options &options) -> Message {
        std::uint64_t mask = 0;
        return parseTrees(options.at("trees"), mask);
    };
    info.create = [](const Options &options) -> std::unique_ptr<State> {
        return std::make_unique<AzzannaState>(*GameRegistry::find("azzanna"), options);
    };
    return info;
}

} // namespace

LUDOTECA_REGISTER_GAME(makeAzzannaInfo)

} // namespace ludoteca::games::azzanna
