// `ludoteca-cli bench`: how fast a game's random playouts and the search run.

#include <chrono>
#include <cmath>
#include <ctime>
#include <iomanip>
#include <iostream>
#include <vector>

#include "ludoteca/ai/search.h"

#include "command_line.h"
#include "commands.h"
#include "game_setup.h"
#include "text_parse.h"

namespace ludoteca::cli {

namespace {

using Clock = std::chrono::steady_clock;

const char *const kBenchUsage =
    R"(usage: ludoteca-cli bench --game GAME [--set KEY=VALUE]... [--seconds S] [--threads N[,N...]] [--random]

Measures random playouts per second on one thread (whole games from the initial
position, chance outcomes drawn with their weights) and then search iterations per second
from the initial position with the hard level's settings. The time is split evenly
between the two. With several thread counts the search time is shared among them in
alternating half-second searches, so that a change in the machine's load affects all
of them alike. The playouts line also gives the processor time they got and their rate
per second of it, which a machine busy with other work changes far less.

flags:
  --game GAME        the game id (required)
  --set KEY=VALUE    a game option; repeat for several
  --seconds S        total time, e.g. 3 or 0.5 (default 3)
  --threads N,...    search threads, one count or several comma-separated (default 1)
  --random           playouts without the game's playout policy (State::randomAction),
                     in the search too
  --help             this text

The last two lines are 'playouts/s: N' and 'mcts iterations/s: N' with one thread
count; with several, 'playouts/s: N' is followed by one line
'mcts iterations/s on T threads: N' per count.
)";

// With several thread counts, each search lasts about this long before the next count's.
constexpr double kSliceSeconds = 0.5;

// A playout longer than this means a game that never ends: report it instead of hanging.
constexpr long kMaxPlayoutPlies = 1'000'000;

double secondsSince(Clock::time_point start) { return std::chrono::duration<double>(Clock::now() - start).count(); }

struct PlayoutResult {
    long playouts = 0;
    long plies = 0;
    double seconds = 0.0;
    double processorSeconds = 0.0; // what the process got of a core, on a shared machine
    bool runaway = false;
};

PlayoutResult benchPlayouts(const State &initial, double budget, bool random)
{
    PlayoutResult result;
    auto state = initial.clone();
    const int startPly = state->ply();
    Rng rng(1);
    std::vector<Action> scratch;
    scratch.reserve(static_cast<std::size_t>(state->maxActions()));
    const auto start = Clock::now();
    const std::clock_t processorStart = std::clock();
    do {
        long depth = 0;
        while (!state->isTerminal()) {
            state->apply(random ? state->randomAction(rng, scratch) : state->playoutAction(rng, scratch));
            if (++depth > kMaxPlayoutPlies) {
                result.runaway = true;
                break;
            }
        }
        // Back to the start by undo, as the search does: no copy per playout.
        while (state->ply() > startPly)
            state->undo();
        result.plies += depth;
        ++result.playouts;
    } while (!result.runaway && secondsSince(start) < budget);
    result.seconds = secondsSince(start);
    result.processorSeconds = static_cast<double>(std::clock() - processorStart) / CLOCKS_PER_SEC;
    return result;
}

struct SearchBench {
    std::uint64_t iterations = 0;
    int searches = 0;
    std::size_t largestTree = 0;
    double seconds = 0.0;
};

// Searches `root` for `budget` seconds in all, in turns of one search per thread count;
// `random` plays out without the game's playout policy.
std::vector<SearchBench> benchSearch(const State &root, double budget, const std::vector<int> &threads, bool random)
{
    std::vector<SearchBench> results(threads.size());
    const auto rounds =
        threads.size() == 1 ? 1 : std::max<long>(1, std::lround(budget / (kSliceSeconds * threads.size())));
    const double slice = budget / static_cast<double>(rounds * static_cast<long>(threads.size()));
    for (long round = 0; round < rounds; ++round) {
        for (std::size_t i = 0; i < threads.size(); ++i) {
            SearchBench &result = results[i];
            const auto start = Clock::now();
            // One count's share keeps searching until its slice is spent (a search may
            // stop early when the tree is full).
            for (;;) {
                const int ms = static_cast<int>((slice - secondsSince(start)) * 1000.0);
                if (ms < 1)
                    break;
                ai::SearchSettings settings = ai::settingsForLevel(ai::Level::Hard, root);
                settings.iterations = 0;
                settings.milliseconds = ms;
                settings.threads = threads[i];
                settings.gamePolicy = !random;
                settings.seed = static_cast<std::uint64_t>(result.searches) + 1;
                const auto found = ai::search(root, settings);
                result.iterations += found.iterations;
                result.largestTree = std::max(result.largestTree, found.nodes);
                ++result.searches;
                if (found.iterations == 0)
                    break; // nothing more to gain from looping
            }
            result.seconds += secondsSince(start);
        }
    }
    return results;
}

bool parseThreadCounts(const std::string &text, std::vector<int> &counts)
{
    std::size_t start = 0;
    for (;;) {
        const auto end = std::min(text.find(',', start), text.size());
        std::uint64_t count = 0;
        if (!parseUnsignedInRange(std::string_view(text).substr(start, end - start), 1, 256, count))
            return false;
        counts.push_back(static_cast<int>(count));
        if (end == text.size())
            return true;
        start = end + 1;
    }
}

long long perSecond(double count, double seconds) { return seconds > 0.0 ? std::llround(count / seconds) : 0; }

} // namespace

int runBench(const std::vector<std::string> &args)
{
    CommandLine commandLine;
    std::string error;
    const bool parsed = commandLine.parse(
        args, {{"help"}, {"game", true}, {"set", true, true}, {"seconds", true}, {"threads", true}, {"random"}}, error);
    if (parsed && commandLine.has("help")) {
        std::cout << kBenchUsage;
        return 0;
    }
    if (parsed && !commandLine.has("game")) {
        error = "--game is required";
    }
    double seconds = 3.0;
    if (parsed && error.empty() && commandLine.has("seconds")
        && (!parseSeconds(commandLine.value("seconds"), seconds) || seconds > 3600.0))
        error = "--seconds takes a positive number of seconds up to 3600, e.g. 3 or 0.5";
    std::vector<int> threads;
    if (parsed && error.empty() && !parseThreadCounts(commandLine.value("threads", "1"), threads))
        error = "--threads takes thread counts from 1 to 256, comma-separated, e.g. 2 or 1,2";
    if (!error.empty()) {
        std::cerr << "ludoteca-cli bench: " << error << "\n\n" << kBenchUsage;
        return kExitUsage;
    }

    auto initial = createGame(commandLine.value("game"), commandLine.values("set"), error);
    if (!initial) {
        std::cerr << "ludoteca-cli bench: " << error << '\n';
        return kExitUsage;
    }

    std::cout << std::fixed << std::setprecision(2);
    std::cout << "game: " << initial->game().id << " (" << initial->game().name << ")\n"
              << "options: " << describeOptions(*initial) << '\n'
              << "players: " << initial->numPlayers() << '\n'
              << "time: " << seconds / 2 << " s of playouts, " << seconds / 2 << " s of search\n"
              << std::flush;

    const bool random = commandLine.has("random");
    const PlayoutResult playouts = benchPlayouts(*initial, seconds / 2, random);
    if (playouts.runaway) {
        std::cerr << "ludoteca-cli bench: a random playout passed " << kMaxPlayoutPlies << " plies without ending\n";
        return 1;
    }
    std::cout << "playouts: " << playouts.playouts << " in " << playouts.seconds << " s (" << playouts.processorSeconds
              << " s of processor time, "
              << perSecond(static_cast<double>(playouts.playouts), playouts.processorSeconds)
              << " per processor second), " << std::setprecision(1)
              << static_cast<double>(playouts.plies) / static_cast<double>(playouts.playouts) << " plies on average\n"
              << std::setprecision(2) << std::flush;

    // The search needs a decision: draw any opening chance outcomes first.
    auto root = initial->clone();
    Rng rng(2);
    std::vector<Action> scratch;
    while (root->isChanceNode())
        root->apply(root->playoutAction(rng, scratch));
    if (root->ply() > initial->ply())
        std::cout << "search root: after " << root->ply() - initial->ply() << " chance outcomes\n";
    std::vector<SearchBench> searches(threads.size());
    if (!root->isTerminal())
        searches = benchSearch(*root, seconds / 2, threads, random);
    for (std::size_t i = 0; i < threads.size(); ++i) {
        const SearchBench &search = searches[i];
        std::cout << "search";
        if (threads.size() > 1 || threads[i] > 1)
            std::cout << " on " << threads[i] << (threads[i] == 1 ? " thread" : " threads");
        std::cout << ": " << search.iterations << " iterations in " << search.searches
                  << (search.searches == 1 ? " search, " : " searches, ") << search.seconds << " s, largest tree "
                  << search.largestTree << " nodes\n";
    }

    std::cout << "playouts/s: " << perSecond(static_cast<double>(playouts.playouts), playouts.seconds) << '\n';
    for (std::size_t i = 0; i < threads.size(); ++i) {
        std::cout << "mcts iterations/s";
        if (threads.size() > 1)
            std::cout << " on " << threads[i] << (threads[i] == 1 ? " thread" : " threads");
        std::cout << ": " << perSecond(static_cast<double>(searches[i].iterations), searches[i].seconds) << '\n';
    }
    return 0;
}

} // namespace ludoteca::cli
