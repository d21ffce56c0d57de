// The Monte Carlo tree search: selection with UCT (each mover maximises their own reward),
// lazy expansion of one child per visit, chance outcomes sampled by weight, a fresh
// determinization of hidden information at every iteration, playouts through the State's
// hooks, and backpropagation of one reward per seat. Several threads each grow a tree of
// their own (root parallelism) and their root statistics are added up.

#include "ludoteca/ai/search.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <exception>
#include <limits>
#include <thread>

#include "node_pool.h"

namespace ludoteca::ai {

namespace {

using Clock = std::chrono::steady_clock;
using Rewards = std::array<double, kMaxPlayers>;

// Without any budget (no iterations, no time, no cancel flag) a search still has to stop.
constexpr std::uint64_t kDefaultIterations = 1000;
// How often the clock and the cancel flag are looked at.
constexpr std::uint64_t kPollMask = 63;
// Nodes reserved up front when the budget does not say how many will be needed.
constexpr std::size_t kDefaultReserve = std::size_t {1} << 16;
// More threads than this would only share out the tree's memory cap to nothing.
constexpr int kMaxThreads = 256;
// The longest expected line an analysis reports.
constexpr std::size_t kMaxLine = 16;

// The room to reserve in a tree for a search of `settings` (its iterations add a node each).
std::size_t reserveFor(const SearchSettings &settings)
{
    return settings.iterations > 0 ? settings.iterations + 1 : kDefaultReserve;
}

// The iterations a search of `settings` runs (0: until its time is up or it is cancelled).
std::uint64_t budgetOf(const SearchSettings &settings)
{
    const bool unlimited = settings.iterations == 0 && settings.milliseconds <= 0 && settings.cancel == nullptr;
    return unlimited ? kDefaultIterations : settings.iterations;
}

// The threads a search of `settings` runs on: no thread without a share of the budget.
std::size_t threadCount(const SearchSettings &settings)
{
    auto threads = static_cast<std::uint64_t>(std::clamp(settings.threads, 1, kMaxThreads));
    if (const std::uint64_t budget = budgetOf(settings); budget > 0)
        threads = std::min(threads, budget);
    return static_cast<std::size_t>(threads);
}

// Where the threads of a search that may answer early (SearchSettings::stopWhenDecided)
// post the root move each has settled on, so that they stop together once all agree.
class Settling {
public:
    explicit Settling(std::size_t threads) : posted_(threads), choices_(threads)
    {
        for (auto &choice : choices_)
            choice.store(kInvalidAction, std::memory_order_relaxed);
    }

    // Posts thread `thread`'s settled move (kInvalidAction: none yet); true once the
    // threads agree, for every thread from then on.
    bool post(std::size_t thread, Action action)
    {
        if (agreed_.load(std::memory_order_relaxed))
            return true;
        choices_[thread].store(action, std::memory_order_relaxed);
        if (action == kInvalidAction)
            return false;
        // A copy, since the others go on posting; a move posted a poll late only delays.
        std::vector<Action> &seen = posted_[thread];
        seen.resize(choices_.size());
        for (std::size_t i = 0; i < choices_.size(); ++i)
            seen[i] = choices_[i].load(std::memory_order_relaxed);
        if (settledTogether(seen) == kInvalidAction)
            return false;
        agreed_.store(true, std::memory_order_relaxed);
        return true;
    }

private:
    std::vector<std::vector<Action>> posted_; // one scratch list per thread
    std::vector<std::atomic<Action>> choices_;
    std::atomic<bool> agreed_ {false};
};

// Per-seat reward totals and visits of this search's iterations through a root child.
struct RootChild {
    Rewards totals {};
    std::uint64_t visits = 0;
};

// One thread's search: its own copy of the position, tree and generator. `settings` is
// this thread's share: iterations 0 means until the time is up or the search is cancelled.
// `tree` is a fresh pool or, for perfect information, the subtree of an earlier search
// rooted at this position. `settling`, when the search may answer early, is shared by the
// threads, this one posting as `thread`.
class Searcher {
public:
    Searcher(const State &root, const SearchSettings &settings, NodePool tree, Settling *settling, std::size_t thread)
        : settings_(settings), work_(root.clone()), pool_(std::move(tree)), rng_(settings.seed), settling_(settling),
          thread_(thread), stamps_(static_cast<std::size_t>(std::max(root.maxActions(), 1)), 0),
          rootSlots_(stamps_.size(), -1),
          observer_(settings.observer == kMoverObserver ? root.currentPlayer() : settings.observer),
          players_(root.numPlayers()), rootPly_(root.ply()),
          // At a chance root nobody is to move: unless told whose view to take, there is none.
          hidden_(
              root.game().hasHiddenInformation
              && (settings.observer == kMoverObserver ? !root.isChanceNode() : settings.observer != kOmniscientViewer)),
          rave_(settings.raveEquivalence > 0.0)
    {
        if (rave_) {
            played_.assign(stamps_.size() * static_cast<std::size_t>(players_), 0);
            trail_.reserve(256);
        }
        path_.reserve(256);
        legal_.reserve(64);
        untried_.reserve(64);
        scratch_.reserve(64);
        outcomes_.reserve(16);
        // One slot per root move, reserved so that iterations do not allocate them.
        root.legalActions(legal_);
        rootChildren_.reserve(std::max<std::size_t>(legal_.size(), 64));
    }

    void run(Clock::time_point start);

    const NodePool &pool() const { return pool_; }
    NodePool takePool() { return std::move(pool_); }
    std::uint64_t iterations() const { return iterations_; }
    bool cancelled() const { return cancelled_; }
    const Rewards &rootTotals() const { return rootTotals_; }
    // Every seat's total reward over this search's iterations through the root child of
    // `action` (a reused tree's visits came with no such totals).
    const RootChild &rootChild(Action action) const
    {
        static const RootChild none {};
        const std::int32_t slot = rootSlots_[static_cast<std::size_t>(action)];
        return slot < 0 ? none : rootChildren_[static_cast<std::size_t>(slot)];
    }

private:
    void iterate();
    // Walks down from the root, applying actions to work_; returns when it added a node,
    // reached the end of the game, or could not go further (tree full).
    void select();
    // Picks the child of a decision node, or adds one; -1 when neither is possible.
    std::int32_t selectDecision(std::int32_t node, int mover);
    void playout(Rewards &rewards);
    void backpropagate(const Rewards &rewards);
    void backpropagateAmaf(const Rewards &rewards);
    // apply() on the working copy, remembering who played what when RAVE needs it.
    void play(Action action)
    {
        if (rave_)
            trail_.push_back({action, work_->currentPlayer()});
        work_->apply(action);
    }
    bool outOfBudget(Clock::time_point start);
    // The most visited root move if choiceSettled() for this thread's tree, else kInvalidAction.
    Action settledMove(double elapsed, double limit) const;

    const SearchSettings settings_;
    std::unique_ptr<State> work_;
    NodePool pool_;
    Rng rng_;
    Settling *settling_;
    std::size_t thread_;
    // Legality marks by action: stamp_ means legal here, stamp_ + 1 legal with a child.
    // A fresh pair of values per node visit means the array never needs clearing.
    std::vector<std::uint64_t> stamps_;
    std::uint64_t stamp_ = 0;
    // Per-seat reward totals at the root and, by action, at each root child (for analyses).
    Rewards rootTotals_ {};
    std::vector<std::int32_t> rootSlots_;
    std::vector<RootChild> rootChildren_;
    std::vector<std::int32_t> path_;
    std::vector<Action> legal_;
    std::vector<Action> untried_;
    std::vector<Action> scratch_;
    std::vector<ChanceOutcome> outcomes_;
    std::uint64_t iterations_ = 0;
    int observer_;
    int players_;
    int rootPly_;
    bool hidden_;
    bool rave_;
    bool cancelled_ = false;
    struct Played {
        Action action;
        int seat;
    };
    std::vector<Played> trail_; // every action of this iteration, from the root
    // RAVE marks by seat and action: equal to amafStamp_ when played below the node at hand.
    std::vector<std::uint64_t> played_;
    std::uint64_t amafStamp_ = 0;
};

void Searcher::run(Clock::time_point start)
{
    const std::uint64_t budget = settings_.iterations;
    while (budget == 0 || iterations_ < budget) {
        if ((iterations_ & kPollMask) == 0 && outOfBudget(start))
            break;
        iterate();
        ++iterations_;
    }
}

bool Searcher::outOfBudget(Clock::time_point start)
{
    if (settings_.cancel != nullptr && settings_.cancel->load(std::memory_order_relaxed)) {
        cancelled_ = true;
        return true;
    }
    if (settings_.milliseconds > 0) {
        const std::chrono::duration<double, std::milli> elapsed = Clock::now() - start;
        if (elapsed.count() >= settings_.milliseconds)
            return true;
        if (settling_ != nullptr)
            return settling_->post(thread_, settledMove(elapsed.count(), settings_.milliseconds));
    }
    return false;
}

Action Searcher::settledMove(double elapsed, double limit) const
{
    std::uint64_t first = 0;
    std::uint64_t second = 0;
    Action best = kInvalidAction;
    for (std::int32_t child = pool_[0].firstChild; child >= 0; child = pool_[child].nextSibling) {
        const std::uint64_t visits = pool_[child].visits;
        if (visits > first) {
            second = first;
            first = visits;
            best = pool_[child].action;
        } else if (visits > second) {
            second = visits;
        }
    }
    return choiceSettled(first, second, iterations_, elapsed, limit) ? best : kInvalidAction;
}

void Searcher::iterate()
{
    // Each iteration imagines afresh what the searching seat cannot see.
    if (hidden_ && settings_.readPlay)
        work_->sampleHiddenFromPlay(observer_, rng_);
    else if (hidden_)
        work_->sampleHidden(observer_, rng_);
    path_.clear();
    path_.push_back(0);
    trail_.clear();
    select();
    Rewards rewards {};
    playout(rewards);
    backpropagate(rewards);
    while (work_->ply() > rootPly_)
        work_->undo();
}

void Searcher::select()
{
    std::int32_t node = 0;
    while (!work_->isTerminal()) {
        if (work_->isChanceNode()) {
            // Open to every outcome: one is drawn now, by weight, never known in advance.
            work_->chanceOutcomes(outcomes_);
            const Action outcome = rng_.pickWeighted(outcomes_);
            std::int32_t child = pool_.findChild(node, outcome);
            play(outcome);
            if (child < 0) {
                if (pool_.canGrow())
                    path_.push_back(pool_.addChild(node, outcome, kChancePlayer));
                return;
            }
            path_.push_back(child);
            node = child;
            continue;
        }
        const int mover = work_->currentPlayer();
        const std::int32_t child = selectDecision(node, mover);
        if (child < 0)
            return;
        const bool added = pool_[child].visits == 0; // every node in the tree was visited once
        play(pool_[child].action);
        path_.push_back(child);
        if (added)
            return;
        node = child;
    }
}

std::int32_t Searcher::selectDecision(std::int32_t node, int mover)
{
    const bool knownLegal = !hidden_ && pool_[node].fullyExpanded;
    if (!knownLegal) {
        work_->legalActions(legal_);
        stamp_ += 2;
        for (const Action action : legal_)
            stamps_[static_cast<std::size_t>(action)] = stamp_;
    }

    // With perfect information every child was legal at every visit of its parent since it
    // was added, so the parent's visits stand for the opportunities and one log serves all.
    const double parentLog =
        hidden_ ? 0.0 : std::log(static_cast<double>(std::max<std::uint32_t>(pool_[node].visits, 1)));
    std::int32_t best = -1;
    double bestScore = -std::numeric_limits<double>::infinity();
    for (std::int32_t child = pool_[node].firstChild; child >= 0; child = pool_[child].nextSibling) {
        Node &candidate = pool_[child];
        if (!knownLegal) {
            auto &mark = stamps_[static_cast<std::size_t>(candidate.action)];
            if (mark != stamp_)
                continue; // not legal in this determinization
            mark = stamp_ + 1;
        }
        const double opportunities = hidden_ ? std::log(static_cast<double>(++candidate.available)) : parentLog;
        const double visits = candidate.visits;
        double mean = candidate.totalReward / visits;
        if (rave_ && candidate.amafVisits > 0) {
            const double beta = std::sqrt(settings_.raveEquivalence / (3.0 * visits + settings_.raveEquivalence));
            mean = (1.0 - beta) * mean + beta * candidate.amafTotal / candidate.amafVisits;
        }
        const double score = mean + settings_.exploration * std::sqrt(opportunities / visits);
        if (score > bestScore) {
            bestScore = score;
            best = child;
        }
    }
    if (knownLegal)
        return best;

    untried_.clear();
    for (const Action action : legal_)
        if (stamps_[static_cast<std::size_t>(action)] == stamp_)
            untried_.push_back(action);
    if (untried_.empty() || !pool_.canGrow())
        return best;
    const Action action = untried_[rng_.below(static_cast<std::uint32_t>(untried_.size()))];
    if (!hidden_ && untried_.size() == 1)
        pool_[node].fullyExpanded = true;
    const std::int32_t child = pool_.addChild(node, action, mover);
    pool_[child].available = 1;
    return child;
}

void Searcher::playout(Rewards &rewards)
{
    const std::span<double> out(rewards.data(), static_cast<std::size_t>(players_));
    int plies = 0;
    bool evaluated = false;
    while (!work_->isTerminal()) {
        if (settings_.playoutDepthLimit >= 0 && plies == settings_.playoutDepthLimit && work_->evaluate(out)) {
            evaluated = true;
            break;
        }
        play(settings_.gamePolicy ? work_->playoutAction(rng_, scratch_) : work_->randomAction(rng_, scratch_));
        ++plies;
    }
    if (!evaluated)
        work_->rewards(out);
}

void Searcher::backpropagate(const Rewards &rewards)
{
    if (rave_)
        backpropagateAmaf(rewards);
    const auto seats = static_cast<std::size_t>(players_);
    for (std::size_t seat = 0; seat < seats; ++seat)
        rootTotals_[seat] += rewards[seat];
    if (path_.size() > 1) {
        auto &slot = rootSlots_[static_cast<std::size_t>(pool_[path_[1]].action)];
        if (slot < 0) {
            slot = static_cast<std::int32_t>(rootChildren_.size());
            rootChildren_.emplace_back();
        }
        RootChild &child = rootChildren_[static_cast<std::size_t>(slot)];
        ++child.visits;
        for (std::size_t seat = 0; seat < seats; ++seat)
            child.totals[seat] += rewards[seat];
    }
    for (const std::int32_t index : path_) {
        Node &node = pool_[index];
        ++node.visits;
        if (node.mover >= 0)
            node.totalReward += rewards[static_cast<std::size_t>(node.mover)];
    }
}

void Searcher::backpropagateAmaf(const Rewards &rewards)
{
    // From the leaf up: before the children of the node at depth d are updated, every
    // action played at depth d or below carries this iteration's mark for its seat.
    ++amafStamp_;
    const auto width = stamps_.size();
    std::size_t marked = trail_.size();
    for (std::size_t depth = std::min(path_.size(), trail_.size()); depth-- > 0;) {
        while (marked > depth) {
            const Played &step = trail_[--marked];
            if (step.seat >= 0)
                played_[static_cast<std::size_t>(step.seat) * width + static_cast<std::size_t>(step.action)] =
                    amafStamp_;
        }
        const int seat = trail_[depth].seat;
        if (seat < 0)
            continue;
        const auto *row = &played_[static_cast<std::size_t>(seat) * width];
        const auto reward = static_cast<float>(rewards[static_cast<std::size_t>(seat)]);
        for (std::int32_t child = pool_[path_[depth]].firstChild; child >= 0; child = pool_[child].nextSibling) {
            Node &node = pool_[child];
            if (row[static_cast<std::size_t>(node.action)] == amafStamp_) {
                ++node.amafVisits;
                node.amafTotal += reward;
            }
        }
    }
}

// The threads' searches of one position and their merged root statistics.
class ParallelSearch {
public:
    // `trees`, when given with one tree per thread, are where the threads start (moved from).
    ParallelSearch(const State &root, const SearchSettings &settings, std::vector<NodePool> *trees = nullptr)
        // Searched for somebody else than the seat to move, the true legal moves could tell
        // that seat's secrets: every move of the samples counts then.
        : anyRootMove_(root.game().hasHiddenInformation && settings.observer != kMoverObserver
                       && settings.observer != kOmniscientViewer && settings.observer != root.currentPlayer())
    {
        const std::uint64_t budget = budgetOf(settings);
        const std::uint64_t threads = threadCount(settings);
        // Thread 0 keeps the base seed, so one thread searches exactly as it always did.
        Rng seeds(settings.seed);
        const bool reuse = trees != nullptr && trees->size() == threads;
        if (settings.stopWhenDecided && settings.iterations == 0 && settings.milliseconds > 0)
            settling_ = std::make_unique<Settling>(threads);
        for (std::uint64_t i = 0; i < threads; ++i) {
            SearchSettings share = settings;
            if (budget > 0)
                share.iterations = budget / threads + (i < budget % threads ? 1 : 0);
            share.maxNodes = std::max<std::size_t>(settings.maxNodes / threads, 1);
            share.seed = i == 0 ? settings.seed : seeds.next();
            NodePool tree = reuse ? std::move((*trees)[i]) : NodePool(share.maxNodes, reserveFor(share));
            searchers_.push_back(std::make_unique<Searcher>(root, share, std::move(tree), settling_.get(), i));
        }
    }

    void run()
    {
        const auto start = Clock::now();
        std::vector<std::exception_ptr> errors(searchers_.size());
        auto work = [&](std::size_t i) {
            try {
                searchers_[i]->run(start);
            } catch (...) {
                errors[i] = std::current_exception();
            }
        };
        {
            std::vector<std::jthread> helpers; // joined when leaving this block
            helpers.reserve(searchers_.size() - 1);
            for (std::size_t i = 1; i < searchers_.size(); ++i)
                helpers.emplace_back(work, i);
            work(0);
        }
        for (const auto &error : errors)
            if (error)
                std::rethrow_exception(error);
    }

    // The threads' trees, in thread order, for the next search to start from.
    std::vector<NodePool> takeTrees()
    {
        std::vector<NodePool> trees;
        for (const auto &searcher : searchers_)
            trees.push_back(searcher->takePool());
        return trees;
    }

    SearchResult result(const State &root) const
    {
        SearchResult result;
        const auto players = static_cast<std::size_t>(root.numPlayers());
        Rewards rootTotals {};
        for (const auto &searcher : searchers_) {
            result.iterations += searcher->iterations();
            result.nodes += searcher->pool().size();
            result.cancelled = result.cancelled || searcher->cancelled();
            for (std::size_t seat = 0; seat < players; ++seat)
                rootTotals[seat] += searcher->rootTotals()[seat];
        }
        if (result.iterations > 0)
            for (std::size_t seat = 0; seat < players; ++seat)
                result.values[seat] = rootTotals[seat] / static_cast<double>(result.iterations);

        // Only moves legal in the true position count (a determinization could differ),
        // unless that would give a secret away (anyRootMove_).
        struct Merged {
            Action action;
            std::uint64_t visits;
            double moverTotal;
            Rewards totals;
            std::uint64_t searched; // visits of this search, which `totals` add up
        };
        std::vector<Merged> merged;
        const auto legal = root.legalActions();
        std::vector<std::int32_t> slots(static_cast<std::size_t>(std::max(root.maxActions(), 1)),
                                        anyRootMove_ ? -2 : -1);
        if (!anyRootMove_)
            for (const Action action : legal)
                slots[static_cast<std::size_t>(action)] = -2; // legal, not seen yet
        for (const auto &searcher : searchers_) {
            const NodePool &pool = searcher->pool();
            for (std::int32_t child = pool[0].firstChild; child >= 0; child = pool[child].nextSibling) {
                const Node &node = pool[child];
                auto &slot = slots[static_cast<std::size_t>(node.action)];
                if (slot == -1 || node.visits == 0)
                    continue;
                if (slot == -2) {
                    slot = static_cast<std::int32_t>(merged.size());
                    merged.push_back({node.action, 0, 0.0, {}, 0});
                }
                Merged &entry = merged[static_cast<std::size_t>(slot)];
                entry.visits += node.visits;
                entry.moverTotal += node.totalReward;
                const RootChild &searched = searcher->rootChild(node.action);
                entry.searched += searched.visits;
                for (std::size_t seat = 0; seat < players; ++seat)
                    entry.totals[seat] += searched.totals[seat];
            }
        }
        for (const Merged &entry : merged) {
            MoveStatistics move;
            move.action = entry.action;
            move.visits = static_cast<std::uint32_t>(
                std::min<std::uint64_t>(entry.visits, std::numeric_limits<std::uint32_t>::max()));
            const auto visits = static_cast<double>(entry.visits);
            move.meanReward = entry.moverTotal / visits;
            if (entry.searched > 0)
                for (std::size_t seat = 0; seat < players; ++seat)
                    move.values[seat] = entry.totals[seat] / static_cast<double>(entry.searched);
            else // only visited in a reused tree: the mover's mean is all there is
                move.values[static_cast<std::size_t>(root.currentPlayer())] = move.meanReward;
            result.moves.push_back(move);
        }
        std::sort(result.moves.begin(), result.moves.end(), [](const MoveStatistics &a, const MoveStatistics &b) {
            if (a.visits != b.visits)
                return a.visits > b.visits;
            if (a.meanReward != b.meanReward)
                return a.meanReward > b.meanReward;
            return a.action < b.action;
        });
        if (!result.moves.empty())
            result.action = result.moves.front().action;
        else if (!legal.empty())
            result.action = *std::min_element(legal.begin(), legal.end()); // no time to think
        return result;
    }

    // The most visited moves from the root child of `first`, in the tree that visited it
    // most, down to a chance node or the edge of the tree.
    std::vector<Action> line(Action first) const
    {
        const NodePool *best = nullptr;
        std::int32_t node = -1;
        for (const auto &searcher : searchers_) {
            const NodePool &pool = searcher->pool();
            const std::int32_t child = pool.findChild(0, first);
            if (child >= 0 && (node < 0 || pool[child].visits > (*best)[node].visits)) {
                best = &pool;
                node = child;
            }
        }
        std::vector<Action> line {first};
        while (node >= 0 && line.size() < kMaxLine) {
            std::int32_t next = -1;
            for (std::int32_t child = (*best)[node].firstChild; child >= 0; child = (*best)[child].nextSibling) {
                const Node &candidate = (*best)[child];
                if (candidate.mover < 0)
                    return line; // chance decides what comes next
                if (candidate.visits > 0
                    && (next < 0 || candidate.visits > (*best)[next].visits
                        || (candidate.visits == (*best)[next].visits && candidate.action < (*best)[next].action)))
                    next = child;
            }
            if (next >= 0)
                line.push_back((*best)[next].action);
            node = next;
        }
        return line;
    }

private:
    std::unique_ptr<Settling> settling_; // shared by the searchers, so declared before them
    std::vector<std::unique_ptr<Searcher>> searchers_;
    bool anyRootMove_;
};

} // namespace

bool choiceSettled(std::uint64_t first, std::uint64_t second, std::uint64_t iterations, double elapsedMs,
                   double limitMs)
{
    if (iterations == 0 || elapsedMs <= 0.0 || first <= second)
        return false;
    // Each iteration adds one visit to one root move. The rate so far overstates what is
    // left, since iterations slow down as the tree deepens.
    const double left = static_cast<double>(iterations) * std::max(limitMs - elapsedMs, 0.0) / elapsedMs;
    return static_cast<double>(first - second) > left;
}

Action settledTogether(std::span<const Action> settled)
{
    if (settled.empty() || settled.front() == kInvalidAction)
        return kInvalidAction;
    const Action first = settled.front();
    const bool agreed = std::ranges::all_of(settled, [first](Action action) { return action == first; });
    return agreed ? first : kInvalidAction;
}

SearchResult search(const State &root, const SearchSettings &settings)
{
    if (root.isTerminal() || root.isChanceNode())
        return {};
    ParallelSearch parallel(root, settings);
    parallel.run();
    return parallel.result(root);
}

SearchTrees::SearchTrees() = default;
SearchTrees::~SearchTrees() = default;
SearchTrees::SearchTrees(SearchTrees &&) noexcept = default;
SearchTrees &SearchTrees::operator=(SearchTrees &&) noexcept = default;

void SearchTrees::clear()
{
    root_.reset();
    trees_.reset();
    reused_ = 0;
}

SearchResult SearchTrees::search(const State &root, const SearchSettings &settings)
{
    if (root.isTerminal() || root.isChanceNode())
        return {};
    reused_ = 0;
    // The moves from the kept position to this one, if this one follows it.
    std::vector<Action> since;
    bool follows = trees_ && root_ && trees_->size() == threadCount(settings) && !root.game().hasHiddenInformation
        && root.game().id == root_->game().id && root.ply() >= root_->ply()
        && std::equal(root_->history().begin(), root_->history().end(), root.history().begin());
    if (follows) {
        since.assign(root.history().begin() + root_->ply(), root.history().end());
        // Same moves from the same start: a position built by hand could share a history.
        auto back = root.clone();
        for (std::size_t i = 0; i < since.size(); ++i)
            back->undo();
        follows = back->toText() == root_->toText() && back->currentPlayer() == root_->currentPlayer();
    }
    std::vector<NodePool> start;
    if (follows) {
        const std::size_t share = std::max<std::size_t>(settings.maxNodes / trees_->size(), 1);
        for (const NodePool &tree : *trees_) {
            std::int32_t node = 0;
            for (const Action action : since)
                if (node >= 0)
                    node = tree.findChild(node, action);
            start.push_back(node >= 0 ? NodePool::subtree(tree, node, share, reserveFor(settings))
                                      : NodePool(share, reserveFor(settings)));
            reused_ += start.back().size() - 1;
        }
    }
    ParallelSearch parallel(root, settings, start.empty() ? nullptr : &start);
    parallel.run();
    SearchResult result = parallel.result(root);
    if (root.game().hasHiddenInformation) {
        clear();
    } else {
        root_ = root.clone();
        trees_ = std::make_unique<std::vector<NodePool>>(parallel.takeTrees());
    }
    return result;
}

Analysis analyse(const State &position, const SearchSettings &settings, int top)
{
    Analysis analysis;
    analysis.mover = position.currentPlayer();
    const auto players = static_cast<std::size_t>(position.numPlayers());
    analysis.values.assign(players, 0.0);
    if (position.isTerminal()) {
        position.rewards(analysis.values);
        return analysis;
    }
    ParallelSearch parallel(position, settings);
    parallel.run();
    const SearchResult result = parallel.result(position);
    analysis.iterations = result.iterations;
    analysis.cancelled = result.cancelled;
    std::copy_n(result.values.begin(), players, analysis.values.begin());
    if (position.isChanceNode())
        return analysis;
    const bool hidden = position.game().hasHiddenInformation;
    const auto count = std::min(result.moves.size(), static_cast<std::size_t>(std::max(top, 0)));
    for (std::size_t i = 0; i < count; ++i) {
        const MoveStatistics &move = result.moves[i];
        MoveAnalysis entry;
        entry.action = move.action;
        entry.visits = move.visits;
        entry.values.assign(move.values.begin(), move.values.begin() + static_cast<std::ptrdiff_t>(players));
        entry.line = hidden ? std::vector<Action> {move.action} : parallel.line(move.action);
        analysis.best.push_back(std::move(entry));
    }
    return analysis;
}

} // namespace ludoteca::ai
