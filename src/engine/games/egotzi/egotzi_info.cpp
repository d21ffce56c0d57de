// Egotzi: what the registry knows about the game, its options and their checks.

#include "ludoteca/core/registry.h"
#include "ludoteca/games/egotzi.h"

namespace ludoteca::games::egotzi {

namespace {

GameInfo makeEgotziInfo()
{
    GameInfo info;
    info.id = "egotzi";
    info.name = "Egotzi";
    info.designer = "Luis Bolaños Mures";
    info.year = "2021";
    info.summary = "Place a stone, push its neighbours away, and build the largest group "
                   "that has no twin.";
    info.minPlayers = 2;
    info.maxPlayers = 2;
    // Every game is size² placements (9 × 9 at most) and perhaps a swap.
    info.maxPlies = 100;

    OptionSpec size;
    size.key = "size";
    size.label = "Board size";
    size.help = "Number of cells along each side of the square board.";
    size.kind = OptionSpec::Kind::Choice;
    size.choices = {"5", "6", "7", "8", "9"};
    size.defaultValue = "7";

    OptionSpec variant;
    variant.key = "variant";
    variant.label = "Scoring";
    variant.help = "Standard: equal groups cancel in pairs and the largest group left wins; "
                   "squared: each group scores its size squared.";
    variant.kind = OptionSpec::Kind::Choice;
    variant.choices = {"standard", "squared"};
    variant.defaultValue = "standard";

    OptionSpec pie;
    pie.key = "pie";
    pie.label = "Pie rule";
    pie.help = "Standard scoring only: instead of the second move, the second player may "
               "take over the first stone and swap colours.";
    pie.kind = OptionSpec::Kind::Choice;
    pie.choices = {"on", "off"};
    pie.defaultValue = "on";
    pie.onlyWithKey = "variant";
    pie.onlyWithValues = {"standard"};

    OptionSpec komi;
    komi.key = "komi";
    komi.label = "Komi";
    komi.help = "Squared scoring only: an even number of points added to White's score, "
                "at most twice the number of cells.";
    komi.kind = OptionSpec::Kind::Integer;
    komi.minimum = 0;
    komi.maximum = 2 * EgotziState::kMaxCells;
    komi.step = 2;
    komi.defaultValue = "0";
    komi.onlyWithKey = "variant";
    komi.onlyWithValues = {"squared"};

    info.options = {size, variant, pie, komi};

    // egotzi.komi-limit: the largest komi, the board's side.
    info.validate = [](const Options &options) -> Message {
        const int side = integerOption(options, "size");
        const int limit = EgotziState::maxKomi(side);
        if (integerOption(options, "komi") > limit)
            return {"egotzi.komi-limit",
                    {std::to_string(limit), std::to_string(side)},
                    "option komi takes at most " + std::to_string(limit) + " (2 x size x size) on a "
                        + std::to_string(side) + "x" + std::to_string(side) + " board"};
        return {};
    };
    info.create = [](const Options &options) -> std::unique_ptr<State> {
        return std::make_unique<EgotziState>(*GameRegistry::find("egotzi"), options);
    };
    return info;
}

} // namespace

LUDOTECA_REGISTER_GAME(makeEgotziInfo)

} // namespace ludoteca::games::egotzi
