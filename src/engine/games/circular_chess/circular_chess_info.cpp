// Asymmetric Circular Chess in the game list: identity, options and the initial position.

#include "ludoteca/core/registry.h"
#include "ludoteca/games/circular_chess.h"

namespace ludoteca::games::circular_chess {

namespace {

GameInfo makeCircularChessInfo()
{
    GameInfo info;
    info.id = "circular-chess";
    info.name = "Asymmetric Circular Chess";
    info.designer = "Federico Berti";
    info.summary = "Draw chess pieces onto a round board with a pole, move any of them, "
                   "and hunt the kind of piece your secret card shows.";
    info.minPlayers = 2;
    info.maxPlayers = 6;
    // At most 60 quiet turns before each of the 90 cards is drawn (a turn and its reveal)
    // and before each capture: about 11,000 plies at the very most.
    info.maxPlies = 20'000;
    info.hasChance = true;
    info.hasHiddenInformation = true;

    OptionSpec players;
    players.key = "players";
    players.label = "Players";
    players.help = "Number of seats, from 2 to 6.";
    players.kind = OptionSpec::Kind::Choice;
    players.choices = {"2", "3", "4", "5", "6"};
    players.defaultValue = "2";

    OptionSpec capture;
    capture.key = "capture";
    capture.label = "Captures";
    capture.help = "same: a piece takes only pieces of its own colour; opposite: only of the "
                   "other colour; any: both.";
    capture.kind = OptionSpec::Kind::Choice;
    capture.choices = {"same", "opposite", "any"};
    capture.defaultValue = "same";

    OptionSpec quiet;
    quiet.key = "quiet";
    quiet.label = "Quiet turns";
    quiet.help = "The game ends after this many turns in a row without a draw or a capture.";
    quiet.kind = OptionSpec::Kind::Integer;
    quiet.minimum = 4;
    quiet.maximum = 60;
    quiet.defaultValue = "12";

    info.options = {players, capture, quiet};

    info.create = [](const Options &options) -> std::unique_ptr<State> {
        return std::make_unique<CircularChessState>(*GameRegistry::find("circular-chess"), options);
    };
    return info;
}

} // namespace

LUDOTECA_REGISTER_GAME(makeCircularChessInfo)

CircularChessState::CircularChessState(const GameInfo &info, const Options &options) : State(info, options)
{
    if (const auto it = options.find("players"); it != options.end())
        players_ = integerOption(options, "players");
    if (const auto it = options.find("capture"); it != options.end())
        capture_ = it->second == "opposite" ? Capture::Opposite : it->second == "any" ? Capture::Any : Capture::Same;
    if (const auto it = options.find("quiet"); it != options.end())
        quietLimit_ = integerOption(options, "quiet");
    inDeck_.fill(1);
    deckSize_ = kCells;
    undo_.reserve(256);
}

} // namespace ludoteca::games::circular_chess
