// `ludoteca-cli analyse`: the search's view of every position of a game, one JSON line each.

#include <iostream>
#include <vector>

#include "ludoteca/ai/review.h"

#include "analysis_json.h"
#include "command_line.h"
#include "commands.h"
#include "game_setup.h"
#include "saved_game_file.h"
#include "text_parse.h"

namespace ludoteca::cli {

namespace {

const char *const kAnalyseUsage = R"(usage: ludoteca-cli analyse --game GAME [--set KEY=VALUE]... --moves "M1 M2 ..."
                            [--iterations N] [--ms N] [--top K] [--seed S] [--threads N]
       ludoteca-cli analyse --file SAVED-GAME [--iterations N] ...

Plays the moves (chance outcomes included, in their canonical text) from the initial
position, or those of a game the app saved, and prints one line of JSON for every position, the initial one and the one after
each move: {"ply":...,"to_move":...,"values":[...],"best":[{"move":...,"visits":...,
"values":[...]},...]}. At a chance node to_move is "chance" and best is empty; at the end
of the game to_move is null and the values are the final rewards. See docs/protocol.md.

flags:
  --game GAME        the game id (required)
  --set KEY=VALUE    a game option; repeat for several
  --moves "..."      the moves, separated by spaces (required; may be empty)
  --file PATH        a saved game (.ludoteca) instead of --game, --set and --moves
  --iterations N     search iterations per position (default: the hard level's budget)
  --ms N             search time per position instead (the output then depends on the machine)
  --top K            how many best moves to list (default 3)
  --seed S           the searches' seeds derive from it (default 0)
  --threads N        search threads (default 1)
  --help             this text
)";

} // namespace

int runAnalyse(const std::vector<std::string> &args)
{
    CommandLine commandLine;
    std::string error;
    const bool parsed = commandLine.parse(args,
                                          {{"help"},
                                           {"game", true},
                                           {"set", true, true},
                                           {"moves", true},
                                           {"file", true},
                                           {"iterations", true},
                                           {"ms", true},
                                           {"top", true},
                                           {"seed", true},
                                           {"threads", true}},
                                          error);
    if (parsed && commandLine.has("help")) {
        std::cout << kAnalyseUsage;
        return 0;
    }
    std::uint64_t iterations = 0, milliseconds = 0, top = 3, seed = 0, threads = 1;
    if (parsed) {
        if (commandLine.has("file") && (commandLine.has("game") || commandLine.has("set") || commandLine.has("moves")))
            error = "--file holds the game, its options and its moves: give no --game, --set or --moves with it";
        else if (!commandLine.has("file") && !commandLine.has("game"))
            error = "--game is required (or --file)";
        else if (!commandLine.has("file") && !commandLine.has("moves"))
            error = "--moves is required (\"\" for the initial position alone)";
        else if (commandLine.has("iterations")
                 && !parseUnsignedInRange(commandLine.value("iterations"), 1, kMaxIterations, iterations))
            error = "--iterations takes a whole number from 1 to " + std::to_string(kMaxIterations);
        else if (commandLine.has("ms")
                 && !parseUnsignedInRange(commandLine.value("ms"), 1, kMaxMilliseconds, milliseconds))
            error = "--ms takes a whole number from 1 to " + std::to_string(kMaxMilliseconds);
        else if (commandLine.has("top") && !parseUnsignedInRange(commandLine.value("top"), 1, kMaxTop, top))
            error = "--top takes a whole number from 1 to " + std::to_string(kMaxTop);
        else if (commandLine.has("seed") && !parseUnsigned(commandLine.value("seed"), seed))
            error = "--seed takes a whole number from 0 to 18446744073709551615";
        else if (commandLine.has("threads") && !parseUnsignedInRange(commandLine.value("threads"), 1, 256, threads))
            error = "--threads takes a whole number from 1 to 256";
    }
    if (!error.empty()) {
        std::cerr << "ludoteca-cli analyse: " << error << "\n\n" << kAnalyseUsage;
        return kExitUsage;
    }

    SavedGameFile saved;
    if (commandLine.has("file")) {
        if (!readSavedGameFile(commandLine.value("file"), saved, error)) {
            std::cerr << "ludoteca-cli analyse: " << error << '\n';
            return kExitUsage;
        }
    } else {
        saved.gameId = commandLine.value("game");
        saved.optionWords = commandLine.values("set");
        saved.moves = splitWords(commandLine.value("moves"));
    }
    auto game = createGame(saved.gameId, saved.optionWords, error);
    if (!game) {
        std::cerr << "ludoteca-cli analyse: " << error << '\n';
        return kExitUsage;
    }
    // Every move is checked before anything is printed.
    for (std::size_t i = 0; i < saved.moves.size(); ++i) {
        if (!game->applyText(saved.moves[i], error)) {
            std::cerr << "ludoteca-cli analyse: move " << i + 1 << " '" << excerpt(saved.moves[i]) << "': " << error
                      << '\n';
            return kExitUsage;
        }
    }

    ai::ReviewRequest request;
    request.iterations = iterations;
    request.milliseconds = static_cast<int>(milliseconds);
    request.seed = seed;
    request.threads = static_cast<int>(threads);
    request.top = static_cast<int>(top);
    ai::reviewGame(*game, request, [](const State &position, const ai::Analysis &analysis) {
        std::cout << analysisJson(position, analysis) << '\n' << std::flush;
    });
    return 0;
}

} // namespace ludoteca::cli
