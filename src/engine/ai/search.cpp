// The Monte Carlo tree search: selection with UCT (each mover maximises their own reward),
// lazy expansion of one child per visit, chance outcomes sampled by weight, a fresh
// determinization of hidden information at every iteration, playouts through the State's
// hooks, and backpropagation of one reward per seat.

#include "ludoteca/ai/search.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <limits>

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

class Searcher {
public:
    Searcher(const State &root, const SearchSettings &settings)
        : settings_(settings),
          work_(root.clone()),
          pool_(settings.maxNodes, settings.iterations > 0 ? settings.iterations + 1 : kDefaultReserve),
          rng_(settings.seed),
          stamps_(static_cast<std::size_t>(std::max(root.maxActions(), 1)), 0),
          observer_(root.currentPlayer()),
          players_(root.numPlayers()),
          rootPly_(root.ply()),
          hidden_(root.game().hasHiddenInformation),
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
    }

    SearchResult run(const State &root);

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

    const SearchSettings &settings_;
    std::unique_ptr<State> work_;
    NodePool pool_;
    Rng rng_;
    // Legality marks by action: stamp_ means legal here, stamp_ + 1 legal with a child.
    // A fresh pair of values per node visit means the array never needs clearing.
    std::vector<std::uint64_t> stamps_;
    std::uint64_t stamp_ = 0;
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

SearchResult Searcher::run(const State &root)
{
    const auto start = Clock::now();
    const bool unlimited = settings_.iterations == 0 && settings_.milliseconds <= 0 && settings_.cancel == nullptr;
    const std::uint64_t budget = unlimited ? kDefaultIterations : settings_.iterations;
    while (budget == 0 || iterations_ < budget) {
        if ((iterations_ & kPollMask) == 0 && outOfBudget(start))
            break;
        iterate();
        ++iterations_;
    }

    SearchResult result;
    result.iterations = iterations_;
    result.nodes = pool_.size();
    result.cancelled = cancelled_;

    // Only moves legal in the true position count (a determinization could differ).
    root.legalActions(legal_);
    ++stamp_;
    for (const Action action : legal_)
        stamps_[static_cast<std::size_t>(action)] = stamp_;
    for (std::int32_t child = pool_[0].firstChild; child >= 0; child = pool_[child].nextSibling) {
        const Node &node = pool_[child];
        if (stamps_[static_cast<std::size_t>(node.action)] != stamp_ || node.visits == 0)
            continue;
        result.moves.push_back({node.action, node.visits, node.totalReward / node.visits});
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
    else if (!legal_.empty())
        result.action = *std::min_element(legal_.begin(), legal_.end()); // no time to think
    return result;
}

bool Searcher::outOfBudget(Clock::time_point start)
{
    if (settings_.cancel != nullptr && settings_.cancel->load(std::memory_order_relaxed)) {
        cancelled_ = true;
        return true;
    }
    if (settings_.milliseconds > 0) {
        const auto elapsed = std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now() - start);
        if (elapsed.count() >= settings_.milliseconds)
            return true;
    }
    return false;
}

void Searcher::iterate()
{
    // Each iteration imagines afresh what the searching seat cannot see.
    if (hidden_)
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
    const double parentLog = hidden_ ? 0.0 : std::log(static_cast<double>(std::max<std::uint32_t>(pool_[node].visits, 1)));
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
                played_[static_cast<std::size_t>(step.seat) * width + static_cast<std::size_t>(step.action)] = amafStamp_;
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

} // namespace

SearchResult search(const State &root, const SearchSettings &settings)
{
    if (root.isTerminal() || root.isChanceNode())
        return {};
    Searcher searcher(root, settings);
    return searcher.run(root);
}

} // namespace ludoteca::ai
