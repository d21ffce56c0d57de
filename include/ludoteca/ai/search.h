#pragma once
// One Monte Carlo tree search for every game of the collection.
//
// UCT with one reward per seat (each node's mover maximises their own entry, so it works
// for 2 to 6 players), chance nodes whose children are sampled with the outcomes' weights,
// and hidden information by determinization: every iteration re-samples what the searching
// seat cannot see (State::sampleHidden) and only follows moves legal in that sample
// (single-observer information-set MCTS). Per-game knowledge enters through the State's
// playoutAction() and evaluate() hooks.
//
// The search works on its own copy of the position and walks it with apply()/undo(); it
// never touches the caller's state, so it is safe to run in a worker thread.
//
// With several threads it uses root parallelism: each thread grows its own tree from its
// own copy, with a seed derived from the base seed and an equal share of the iteration
// budget, and the root statistics of the trees are added up. So a fixed iteration budget
// gives the same result for the same seed and thread count, and hidden information and
// chance nodes need nothing special.

#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <span>
#include <string_view>
#include <vector>

#include "ludoteca/core/state.h"

namespace ludoteca::ai {

// The ladder of levels, weakest first. Beginner and Novice see little (a small budget,
// Beginner's playouts without the game's knowledge) and choose less well (a move drawn among
// the searched ones with a temperature), yet never pass up a move that wins at once. Casual,
// Club and Strong are the rungs once called easy, medium and hard, names still accepted so
// that old saved games resume at the same rungs (a game's own ladder may have re-tuned
// them). Levels up to Strong have iteration budgets and play the same on any computer;
// Master thinks for a fixed time on the threads it is given.
enum class Level { Beginner, Novice, Casual, Club, Strong, Master, Easy = Casual, Medium = Club, Hard = Strong };

// SearchSettings::observer's default: the knowledge of the seat to move (at a chance node,
// where nobody is to move, everything).
inline constexpr int kMoverObserver = -3;

std::string_view levelName(Level level);
// Accepts every level's name and the aliases "easy", "medium" and "hard".
bool parseLevel(std::string_view text, Level &level);
// Every level, weakest first.
std::vector<Level> allLevels();

struct SearchSettings {
    std::uint64_t iterations = 0; // stop after this many iterations; 0: no limit
    int milliseconds = 0;         // stop after this much time; 0: no limit
    double exploration = 0.7;     // UCT constant on rewards in [0, 1]
    int playoutDepthLimit = -1;   // plies before a playout asks evaluate(); -1: play to the end
    // RAVE: how many visits a move's all-moves-as-first statistics are worth against its
    // own (the k of sqrt(k / (3n + k))); 0 turns RAVE off.
    double raveEquivalence = 0.0;
    // false: playouts draw State::randomAction() instead of the game's policy.
    bool gamePolicy = true;
    std::uint64_t seed = 0;
    std::size_t maxNodes = 4'000'000;          // memory cap, shared by the threads' trees
    const std::atomic<bool> *cancel = nullptr; // set from another thread to stop early
    // Threads searching at once (one tree each); the iteration budget is shared among them.
    int threads = 1;
    // Whose knowledge a search of a game with hidden information uses: kMoverObserver, a
    // seat, kSpectatorViewer (only what is public) or kOmniscientViewer (everything). The
    // review takes the app's viewer, so that its values give no other seat's secret away.
    // For an observer other than the seat to move, the moves listed are those of the
    // samples, not only those legal in the true position (which could tell a secret).
    int observer = kMoverObserver;
    // Samples the hidden information with State::sampleHiddenFromPlay, reading the other
    // seats' secrets from their play, instead of State::sampleHidden.
    bool readPlay = false;
    // With a time limit and no iteration budget: stop as soon as no other root move could
    // overtake the most visited one in the time left, so a clear choice does not wait.
    bool stopWhenDecided = false;
};

// Per-seat mean rewards, entries past numPlayers() unused.
using SeatValues = std::array<double, kMaxPlayers>;

struct MoveStatistics {
    Action action = kInvalidAction;
    std::uint32_t visits = 0;
    double meanReward = 0.0; // for the seat to move at the root
    SeatValues values {};    // every seat's mean reward after this move
};

struct SearchResult {
    Action action = kInvalidAction; // the most visited root move
    std::uint64_t iterations = 0;   // all threads together
    std::size_t nodes = 0;          // all trees together
    bool cancelled = false;
    SeatValues values {};              // every seat's mean reward over all iterations
    std::vector<MoveStatistics> moves; // root moves, most visited first
};

// Whether a search limited by time may stop early: the most visited root move, with `first`
// visits, leads the next one (`second`) by more than the iterations the time left allows at
// the rate so far, so no other move could become the most visited.
bool choiceSettled(std::uint64_t first, std::uint64_t second, std::uint64_t iterations, double elapsedMs,
                   double limitMs);

// The move the threads of one search settled on together: `settled` holds each thread's
// settled root move (kInvalidAction for a thread still undecided), and only when every
// thread settled on the same move can the merged visits not change the answer either.
// kInvalidAction otherwise.
Action settledTogether(std::span<const Action> settled);

// The budget of each level for a game; iteration budgets keep levels deterministic.
SearchSettings settingsForLevel(Level level, const State &state);

// Searches a decision node (not a chance node, not the end of the game) and returns the
// best move for the seat to move. With an iteration budget and no time limit, the same
// state, settings and seed always give the same result.
SearchResult search(const State &root, const SearchSettings &settings);

class NodePool;

// One player's trees, kept from one search to the next (tree reuse). In a game of perfect
// information, when the next position follows the last one searched by moves found in its
// trees (the opponents' replies, a chance outcome), each thread starts from the subtree of
// that position instead of from nothing; otherwise, and with hidden information, it starts
// afresh. The iteration budget counts this search's iterations only, so a reused tree is
// a head start; the same sequence of positions, settings and seeds gives the same results.
class SearchTrees {
public:
    SearchTrees();
    ~SearchTrees();
    SearchTrees(SearchTrees &&) noexcept;
    SearchTrees &operator=(SearchTrees &&) noexcept;

    // Like ai::search(), keeping the trees for the next call.
    SearchResult search(const State &root, const SearchSettings &settings);
    // Forgets the trees (a new game).
    void clear();
    // Nodes the last search started with, all threads together (0: it started afresh).
    std::size_t reusedNodes() const { return reused_; }

private:
    std::unique_ptr<State> root_; // the position the trees are for
    std::unique_ptr<std::vector<NodePool>> trees_;
    std::size_t reused_ = 0;
};

// What the search thinks of a position, for hints, evaluation and game review.
struct MoveAnalysis {
    Action action = kInvalidAction;
    std::uint32_t visits = 0;
    std::vector<double> values; // every seat's mean reward after this move, in [0, 1]
    // The expected line, starting with `action`: the most visited moves below it, up to a
    // chance node. Only `action` in a game with hidden information (the rest would show
    // what the searching seat guessed of the others' secrets).
    std::vector<Action> line;
};

struct Analysis {
    int mover = kTerminalPlayer; // currentPlayer() of the position
    std::uint64_t iterations = 0;
    bool cancelled = false;
    // Every seat's value in [0, 1]: the mean reward over the search at a decision node or
    // a chance node, the final rewards at the end of the game.
    std::vector<double> values;
    std::vector<MoveAnalysis> best; // the `top` most visited moves; none at chance or the end
};

// Analyses any position with the given budget (deterministic like search()). At a chance
// node the search starts by drawing the outcome; nobody is to move there, so that search
// sees the whole position.
Analysis analyse(const State &position, const SearchSettings &settings, int top = 3);

// Upper bounds on a level's own budget; 0 leaves that part of the budget as it is.
struct BudgetCap {
    std::uint64_t iterations = 0;
    int milliseconds = 0;
};

// What an AI seat plays: a weighted chance outcome at a chance node, the only move when
// there is one, the game's scripted strategy when it has one for the level, otherwise
// search() with the level's budget, capped by `cap` (for quick tests, demonstrations and
// timed matches), on `threads` threads, starting from `trees` when given. kInvalidAction
// when over.
Action chooseMove(const State &state, Level level, std::uint64_t seed, const std::atomic<bool> *cancel = nullptr,
                  BudgetCap cap = {}, int threads = 1, SearchTrees *trees = nullptr);

} // namespace ludoteca::ai
