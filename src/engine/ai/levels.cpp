// The levels of play and what an AI seat does on its turn.

#include <algorithm>
#include <cmath>

#include "ludoteca/ai/profile.h"
#include "ludoteca/ai/search.h"

namespace ludoteca::ai {

namespace {

// Master's thinking time per move.
constexpr int kMasterMilliseconds = 3000;

// The game's own budget for a level, when its profile has a ladder (Master has none).
const LevelBudget *ownBudget(Level level, const State &state)
{
    const AiProfile *profile = AiProfiles::find(state.game().id);
    if (!profile || !profile->ladder || level == Level::Master)
        return nullptr;
    return &(*profile->ladder)[static_cast<std::size_t>(level)];
}

// How a level chooses among the searched moves: a move with n visits is drawn with weight
// n^(1 / temperature); 0 takes the most visited one. Generically only the two lowest
// levels draw.
double temperature(Level level, const State &state)
{
    if (const LevelBudget *own = ownBudget(level, state))
        return own->temperature;
    switch (level) {
    case Level::Beginner:
        return 1.0;
    case Level::Novice:
        return 0.5;
    default:
        return 0.0;
    }
}

// A move after which the mover has won alone, found by trying each: what a single search
// iteration would show any player.
Action immediateWin(const State &state, const std::vector<Action> &legal)
{
    const int mover = state.currentPlayer();
    auto probe = state.clone();
    for (const Action action : legal) {
        probe->apply(action);
        const bool won = probe->isTerminal() && probe->winners() == std::vector<int> {mover};
        probe->undo();
        if (won)
            return action;
    }
    return kInvalidAction;
}

Action drawWithTemperature(const SearchResult &result, double temperature, Rng &rng)
{
    if (temperature <= 0.0 || result.moves.empty())
        return result.action;
    std::vector<double> weights;
    double total = 0.0;
    for (const MoveStatistics &move : result.moves) {
        weights.push_back(std::pow(static_cast<double>(move.visits), 1.0 / temperature));
        total += weights.back();
    }
    double pick = rng.uniform() * total;
    for (std::size_t i = 0; i < weights.size(); ++i) {
        pick -= weights[i];
        if (pick < 0.0)
            return result.moves[i].action;
    }
    return result.moves.back().action;
}

} // namespace

std::string_view levelName(Level level)
{
    switch (level) {
    case Level::Beginner:
        return "beginner";
    case Level::Novice:
        return "novice";
    case Level::Casual:
        return "casual";
    case Level::Club:
        return "club";
    case Level::Strong:
        return "strong";
    case Level::Master:
        return "master";
    }
    return "club";
}

bool parseLevel(std::string_view text, Level &level)
{
    for (const Level candidate : allLevels()) {
        if (text == levelName(candidate)) {
            level = candidate;
            return true;
        }
    }
    static constexpr std::pair<std::string_view, Level> kAliases[] = {
        {"easy", Level::Easy}, {"medium", Level::Medium}, {"hard", Level::Hard}};
    for (const auto &[alias, candidate] : kAliases) {
        if (text == alias) {
            level = candidate;
            return true;
        }
    }
    return false;
}

std::vector<Level> allLevels()
{
    return {Level::Beginner, Level::Novice, Level::Casual, Level::Club, Level::Strong, Level::Master};
}

SearchSettings settingsForLevel(Level level, const State &state)
{
    SearchSettings settings;
    switch (level) {
    case Level::Beginner:
        settings.iterations = 40;
        settings.gamePolicy = false;
        break;
    case Level::Novice:
        settings.iterations = 120;
        break;
    case Level::Casual:
        settings.iterations = 300;
        break;
    case Level::Club:
        settings.iterations = 3000;
        break;
    case Level::Strong:
    case Level::Master:
        settings.iterations = 40000;
        // A safety net for slow positions: a Strong move always answers within two seconds.
        settings.milliseconds = 1800;
        break;
    }
    // Master searches the way Strong does; only its budget differs (below).
    if (const LevelBudget *own = ownBudget(level == Level::Master ? Level::Strong : level, state)) {
        settings.iterations = own->iterations;
        settings.gamePolicy = own->gamePolicy;
        settings.playoutDepthLimit = own->playoutDepthLimit;
    }
    // The game's own tuning is for the levels from Casual up. It is told Master apart from
    // Strong, because a search for seconds on several cores may want other playouts than a
    // small budget does; the budget is Master's own in any case (below).
    if (const AiProfile *profile = AiProfiles::find(state.game().id);
        profile && profile->tuneLevel && level >= Level::Casual)
        profile->tuneLevel(level, state, settings);
    if (level == Level::Master) {
        settings.iterations = 0;
        settings.milliseconds = kMasterMilliseconds;
        // Master takes the most visited move, so once that cannot change it may answer.
        settings.stopWhenDecided = true;
    }
    return settings;
}

Action chooseMove(const State &state, Level level, std::uint64_t seed, const std::atomic<bool> *cancel, BudgetCap cap,
                  int threads, SearchTrees *trees)
{
    if (state.isTerminal())
        return kInvalidAction;
    Rng rng(seed);
    if (state.isChanceNode()) {
        std::vector<ChanceOutcome> outcomes;
        state.chanceOutcomes(outcomes);
        return outcomes.empty() ? kInvalidAction : rng.pickWeighted(outcomes);
    }
    const auto legal = state.legalActions();
    if (legal.empty())
        return kInvalidAction;
    if (legal.size() == 1)
        return legal.front();
    const double drawTemperature = temperature(level, state);
    if (drawTemperature > 0.0) {
        if (const Action win = immediateWin(state, legal); win != kInvalidAction)
            return win;
    }
    // A game's scripted strategy may decide for any level (Master plays as Strong).
    if (const AiProfile *profile = AiProfiles::find(state.game().id); profile && profile->strategy) {
        Action action = kInvalidAction;
        if (profile->strategy(level == Level::Master ? Level::Strong : level, state, rng, action))
            return action;
    }
    SearchSettings settings = settingsForLevel(level, state);
    if (cap.iterations != 0)
        settings.iterations = settings.iterations == 0 ? cap.iterations : std::min(settings.iterations, cap.iterations);
    if (cap.milliseconds > 0)
        settings.milliseconds =
            settings.milliseconds <= 0 ? cap.milliseconds : std::min(settings.milliseconds, cap.milliseconds);
    settings.seed = seed;
    settings.cancel = cancel;
    settings.threads = threads;
    if (drawTemperature <= 0.0)
        return trees != nullptr ? trees->search(state, settings).action : search(state, settings).action;
    const SearchResult result = trees != nullptr ? trees->search(state, settings) : search(state, settings);
    return drawWithTemperature(result, drawTemperature, rng);
}

} // namespace ludoteca::ai
