// `ludoteca-cli match`: AI seats against each other, every entrant in every seat in turn.

#include <cmath>
#include <filesystem>
#include <iostream>
#include <memory>
#include <sstream>
#include <vector>

#include "ai_move.h"
#include "command_line.h"
#include "commands.h"
#include "game_setup.h"
#include "match_stats.h"
#include "saved_game_file.h"
#include "text_parse.h"

namespace ludoteca::cli {

namespace {

const char *const kMatchUsage = R"(usage: ludoteca-cli match --game GAME --seats SPEC,SPEC[,...] [--games N] [--seed S]
                          [--from-game K] [--set KEY=VALUE]... [--level-ms N | --move-ms N | --iterations N
                          | --thread-iterations N] [--threads N] [--save-games DIR]

Plays whole games between the given entrants, one seat each, rotating the seat order from
game to game so that every entrant plays every seat. Prints one line per game, then each
entrant's win rate with a 95% Wilson confidence interval, its mean score, the share of
its rivals it finished ahead of (a tie counts half) and the wins of each seat. A shared
win counts as a part of a win for each of its winners.

flags:
  --game GAME        the game id (required)
  --seats SPECS      one entrant per seat, comma-separated: ai:LEVEL (beginner, novice,
                     casual, club, strong, master, or easy, medium, hard for the middle three)
                     or random (required; as many as the game has players); a level
                     followed by -generic (ai:hard-generic) searches with knowledge-free
                     playouts instead of the game's playout policy; ai:LEVEL@N searches
                     on N threads, e.g. ai:hard@2; -reuse (ai:hard-reuse@2) keeps the
                     search tree from move to move in games of perfect information;
                     ai:LEVEL#N searches exactly N iterations per move without time
                     caps, whatever the other flags say, e.g. ai:hard-generic#10000
                     (after any -generic or -reuse, before any @N)
  --games N          number of games (default 10)
  --seed S           every game's random draws and AI seeds derive from it (default 0),
                     so a match repeats exactly
  --from-game K      plays only games K to N of the N-game match, exactly as the whole
                     match would play them: a long match can be split between processes
                     or resumed (default 1)
  --set KEY=VALUE    a game option; repeat for several
  --iterations N     every AI move searches exactly N iterations, without the levels'
                     time caps, so that the result does not depend on the machine's load
  --level-ms N       caps each AI move at N milliseconds of search (the result then
                     depends on the machine's speed)
  --move-ms N        every AI move searches exactly N milliseconds instead of its level's
                     budget: equal time for entrants that differ in threads
  --thread-iterations N
                     every AI move searches N iterations per thread of its entrant instead
                     of its level's budget: what T free cores do while one does N, so a
                     repeatable stand-in for equal time
  --threads N        search threads of the AI entrants without @N (default 1)
  --save-games DIR   writes every game to DIR as a saved game the app opens,
                     game-<game>-<N>.ludoteca (the folder is made when missing); the
                     random entrant is written as an easy computer seat named random
  --help             this text
)";

// A game longer than this never ends: report it rather than loop forever.
constexpr int kMaxPlies = 1'000'000;
constexpr std::uint64_t kMaxThreads = 256;
constexpr std::uint64_t kMaxIterations = 100'000'000;

struct Entrant {
    std::string spec;
    bool random = false;
    ai::Level level = ai::Level::Medium;
    int threads = 0;              // 0: as --threads says
    std::uint64_t iterations = 0; // 0: as the flags say
    bool gamePolicy = true;
    bool reuse = false;
    std::shared_ptr<ai::SearchTrees> trees = std::make_shared<ai::SearchTrees>();
    double wins = 0.0;
    double scoreSum = 0.0;
    double rivalsBeaten = 0.0; // summed over games; a tie counts half
};

bool parseEntrants(const std::string &text, std::vector<Entrant> &entrants, std::string &error)
{
    std::string spec;
    std::istringstream stream(text);
    while (std::getline(stream, spec, ',')) {
        Entrant entrant;
        entrant.spec = spec;
        std::string_view level = std::string_view(spec).substr(std::min<std::size_t>(spec.size(), 3));
        std::uint64_t threads = 0;
        if (const auto at = level.find('@'); at != std::string_view::npos) {
            if (!parseUnsignedInRange(level.substr(at + 1), 1, kMaxThreads, threads)) {
                error = "seat '" + spec + "': the number after @ is the thread count, from 1 to "
                    + std::to_string(kMaxThreads);
                return false;
            }
            level = level.substr(0, at);
        }
        entrant.threads = static_cast<int>(threads);
        if (const auto hash = level.find('#'); hash != std::string_view::npos) {
            if (!parseUnsignedInRange(level.substr(hash + 1), 1, kMaxIterations, entrant.iterations)) {
                error = "seat '" + spec + "': the number after # is the iterations per move, from 1 to "
                    + std::to_string(kMaxIterations);
                return false;
            }
            level = level.substr(0, hash);
        }
        constexpr std::string_view kReuse = "-reuse";
        if (level.ends_with(kReuse)) {
            level.remove_suffix(kReuse.size());
            entrant.reuse = true;
        }
        constexpr std::string_view kGeneric = "-generic";
        if (level.ends_with(kGeneric)) {
            level.remove_suffix(kGeneric.size());
            entrant.gamePolicy = false;
        }
        if (spec == "random") {
            entrant.random = true;
        } else if (spec.rfind("ai:", 0) != 0 || !ai::parseLevel(level, entrant.level)) {
            error = "seat '" + spec
                + "' is not ai:LEVEL, ai:LEVEL-generic, ai:LEVEL-reuse (LEVEL beginner, "
                  "novice, casual, club, strong, master, easy, medium or hard, optionally with #ITERATIONS and "
                  "@THREADS) or random";
            return false;
        }
        entrants.push_back(entrant);
    }
    if (entrants.empty() || text.back() == ',') {
        error = "--seats needs one comma-separated entrant per seat";
        return false;
    }
    return true;
}

std::string formatNumber(double value)
{
    if (value == std::floor(value) && std::fabs(value) < 1e15)
        return std::to_string(static_cast<long long>(value));
    std::ostringstream text;
    text.setf(std::ios::fixed);
    text.precision(2);
    text << value;
    return text.str();
}

std::string percent(double fraction)
{
    std::ostringstream text;
    text.setf(std::ios::fixed);
    text.precision(1);
    text << fraction * 100.0 << '%';
    return text.str();
}

} // namespace

int runMatch(const std::vector<std::string> &args)
{
    CommandLine commandLine;
    std::string error;
    const bool parsed = commandLine.parse(args,
                                          {{"help"},
                                           {"game", true},
                                           {"seats", true},
                                           {"games", true},
                                           {"seed", true},
                                           {"from-game", true},
                                           {"set", true, true},
                                           {"level-ms", true},
                                           {"move-ms", true},
                                           {"thread-iterations", true},
                                           {"threads", true},
                                           {"iterations", true},
                                           {"save-games", true}},
                                          error);
    if (parsed && commandLine.has("help")) {
        std::cout << kMatchUsage;
        return 0;
    }
    std::uint64_t games = 10, fromGame = 1, seed = 0, levelMs = 0, moveMs = 0, iterations = 0, threadIterations = 0,
                  threads = 1;
    std::vector<Entrant> entrants;
    if (parsed) {
        if (!commandLine.has("game"))
            error = "--game is required";
        else if (!commandLine.has("seats"))
            error = "--seats is required";
        else if (!parseEntrants(commandLine.value("seats"), entrants, error))
            ;
        else if (commandLine.has("games") && !parseUnsignedInRange(commandLine.value("games"), 1, 1'000'000, games))
            error = "--games takes a whole number from 1 to 1000000";
        else if (commandLine.has("seed") && !parseUnsigned(commandLine.value("seed"), seed))
            error = "--seed takes a whole number from 0 to 18446744073709551615";
        else if (commandLine.has("from-game")
                 && !parseUnsignedInRange(commandLine.value("from-game"), 1, games, fromGame))
            error = "--from-game takes a whole number from 1 to the number of games";
        else if (commandLine.has("level-ms")
                 && !parseUnsignedInRange(commandLine.value("level-ms"), 1, 3'600'000, levelMs))
            error = "--level-ms takes a whole number of milliseconds from 1 to 3600000";
        else if (commandLine.has("move-ms")
                 && !parseUnsignedInRange(commandLine.value("move-ms"), 1, 3'600'000, moveMs))
            error = "--move-ms takes a whole number of milliseconds from 1 to 3600000";
        else if (commandLine.has("thread-iterations")
                 && !parseUnsignedInRange(commandLine.value("thread-iterations"), 1, 1'000'000'000, threadIterations))
            error = "--thread-iterations takes a whole number from 1 to 1000000000";
        else if (commandLine.has("iterations")
                 && !parseUnsignedInRange(commandLine.value("iterations"), 1, kMaxIterations, iterations))
            error = "--iterations takes a whole number from 1 to " + std::to_string(kMaxIterations);
        else if (commandLine.has("level-ms") + commandLine.has("move-ms") + commandLine.has("iterations")
                     + commandLine.has("thread-iterations")
                 > 1)
            error = "--level-ms, --move-ms, --iterations and --thread-iterations exclude each other";
        else if (commandLine.has("threads")
                 && !parseUnsignedInRange(commandLine.value("threads"), 1, kMaxThreads, threads))
            error = "--threads takes a whole number from 1 to " + std::to_string(kMaxThreads);
    }
    if (!error.empty()) {
        std::cerr << "ludoteca-cli match: " << error << "\n\n" << kMatchUsage;
        return kExitUsage;
    }

    auto initial = createGame(commandLine.value("game"), commandLine.values("set"), error);
    if (!initial) {
        std::cerr << "ludoteca-cli match: " << error << '\n';
        return kExitUsage;
    }
    const int seats = initial->numPlayers();
    if (static_cast<int>(entrants.size()) != seats) {
        std::cerr << "ludoteca-cli match: " << initial->game().id << " with these options has " << seats
                  << " seats, but --seats names " << entrants.size() << " entrants\n";
        return kExitUsage;
    }

    std::cout << "match: " << initial->game().id << ", options " << describeOptions(*initial) << ", " << games
              << (games == 1 ? " game" : " games") << ", seed " << seed;
    if (fromGame > 1)
        std::cout << ", playing games " << fromGame << " to " << games;
    if (levelMs > 0)
        std::cout << ", at most " << levelMs << " ms per AI move";
    if (moveMs > 0)
        std::cout << ", " << moveMs << " ms per AI move";
    if (threadIterations > 0)
        std::cout << ", " << threadIterations << " iterations per thread and AI move";
    if (iterations > 0)
        std::cout << ", " << iterations << " iterations per AI move";
    std::cout << '\n';
    for (auto &entrant : entrants)
        if (entrant.threads == 0)
            entrant.threads = static_cast<int>(threads);
    for (std::size_t i = 0; i < entrants.size(); ++i) {
        std::cout << "entrant " << i + 1 << ": " << entrants[i].spec;
        if (!entrants[i].random)
            std::cout << " (" << entrants[i].threads << (entrants[i].threads == 1 ? " thread)" : " threads)");
        std::cout << '\n';
    }
    std::cout << std::flush;

    const std::string saveFolder = commandLine.value("save-games");
    if (!saveFolder.empty()) {
        std::error_code code;
        std::filesystem::create_directories(saveFolder, code);
        if (!std::filesystem::is_directory(saveFolder, code)) {
            std::cerr << "ludoteca-cli match: the folder '" << saveFolder << "' cannot be made\n";
            return 1;
        }
    }

    Rng master(seed);
    std::vector<double> seatWins(static_cast<std::size_t>(seats), 0.0);
    // Skipped games still draw their seeds, so that game K is the same as in the whole match.
    for (std::uint64_t game = 1; game < fromGame; ++game)
        master.next();
    for (std::uint64_t game = fromGame - 1; game < games; ++game) {
        // Entrant e sits in seat (e + game) mod seats: every entrant visits every seat.
        const std::size_t shift = static_cast<std::size_t>(game % entrants.size());
        auto entrantAt = [&](int seat) -> Entrant & {
            return entrants[(static_cast<std::size_t>(seat) + entrants.size() - shift) % entrants.size()];
        };
        const std::uint64_t gameSeed = master.next();
        Rng rng(gameSeed);
        auto state = initial->clone();
        std::vector<std::string> moves;
        for (Entrant &entrant : entrants)
            entrant.trees->clear(); // a new game
        while (!state->isTerminal()) {
            const int mover = state->currentPlayer();
            Action action = kInvalidAction;
            if (state->isChanceNode() || entrantAt(mover).random) {
                action = pickRandomMove(*state, rng);
            } else {
                MoveRequest request;
                request.level = entrantAt(mover).level;
                request.capMilliseconds = static_cast<int>(levelMs);
                request.milliseconds = static_cast<int>(moveMs);
                request.threads = entrantAt(mover).threads;
                request.iterations = entrantAt(mover).iterations > 0 ? entrantAt(mover).iterations
                    : threadIterations > 0 ? threadIterations * static_cast<std::uint64_t>(request.threads)
                                           : iterations;
                if (entrantAt(mover).iterations > 0) {
                    request.capMilliseconds = 0;
                    request.milliseconds = 0;
                }
                request.gamePolicy = entrantAt(mover).gamePolicy;
                if (entrantAt(mover).reuse)
                    request.trees = entrantAt(mover).trees.get();
                action = pickMove(*state, request, rng);
            }
            if (action == kInvalidAction || !state->isLegal(action)) {
                std::cerr << "ludoteca-cli match: no legal move was chosen in game " << game + 1 << " at ply "
                          << state->ply() << '\n';
                return 1;
            }
            if (!saveFolder.empty())
                moves.push_back(state->actionToString(action));
            state->apply(action);
            if (state->ply() > kMaxPlies) {
                std::cerr << "ludoteca-cli match: game " << game + 1 << " passed " << kMaxPlies
                          << " plies without ending\n";
                return 1;
            }
        }

        const auto winners = state->winners();
        const auto scores = state->scores();
        std::cout << "game " << game + 1 << ":";
        for (int seat = 0; seat < seats; ++seat)
            std::cout << (seat == 0 ? " " : " vs ") << entrantAt(seat).spec;
        if (winners.empty()) {
            std::cout << " | no winner";
        } else {
            std::cout << (winners.size() == 1 ? " | winner:" : " | shared win:");
            for (const int seat : winners)
                std::cout << " seat " << seat << " (" << entrantAt(seat).spec << ")";
            const double share = 1.0 / static_cast<double>(winners.size());
            for (const int seat : winners) {
                entrantAt(seat).wins += share;
                seatWins[static_cast<std::size_t>(seat)] += share;
            }
        }
        std::cout << " | scores";
        for (std::size_t seat = 0; seat < scores.size(); ++seat)
            std::cout << ' ' << formatNumber(scores[seat]);
        for (int seat = 0; seat < seats; ++seat) {
            entrantAt(seat).scoreSum += scores.at(static_cast<std::size_t>(seat));
            entrantAt(seat).rivalsBeaten += rivalsBeaten(scores, seat);
        }
        std::cout << " | " << state->ply() << " plies\n" << std::flush;
        if (!saveFolder.empty()) {
            std::vector<SavedSeat> savedSeats;
            for (int seat = 0; seat < seats; ++seat) {
                const Entrant &entrant = entrantAt(seat);
                savedSeats.push_back({"ai", entrant.random ? "easy" : std::string(ai::levelName(entrant.level)),
                                      entrant.spec.substr(0, 40)});
            }
            const std::string number = std::to_string(game + 1);
            const auto path = std::filesystem::path(saveFolder)
                / ("game-" + initial->game().id + "-" + std::string(number.size() < 4 ? 4 - number.size() : 0, '0')
                   + number + ".ludoteca");
            if (!writeSavedGameFile(path.string(), initial->game().id, state->options(), savedSeats, moves, gameSeed,
                                    error)) {
                std::cerr << "ludoteca-cli match: " << error << '\n';
                return 1;
            }
        }
    }

    const int played = static_cast<int>(games - fromGame + 1);
    std::cout << "results after " << played << (played == 1 ? " game" : " games") << ":\n";
    for (std::size_t i = 0; i < entrants.size(); ++i) {
        const Entrant &entrant = entrants[i];
        const Interval interval = wilsonInterval(entrant.wins, played);
        std::cout << "entrant " << i + 1 << " " << entrant.spec << ": " << formatNumber(entrant.wins) << " wins of "
                  << played << ", win rate " << percent(entrant.wins / played) << ", 95% CI " << percent(interval.low)
                  << " to " << percent(interval.high) << ", mean score "
                  << formatNumber(std::round(entrant.scoreSum / played * 100.0) / 100.0) << ", ahead of "
                  << percent(entrant.rivalsBeaten / (played * (seats - 1.0))) << " of its rivals\n";
    }
    std::cout << "wins per seat:";
    for (int seat = 0; seat < seats; ++seat)
        std::cout << " seat " << seat << " " << formatNumber(seatWins[static_cast<std::size_t>(seat)])
                  << (seat + 1 < seats ? "," : "");
    std::cout << '\n';
    return 0;
}

} // namespace ludoteca::cli
