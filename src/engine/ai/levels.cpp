// The levels of play and what an AI seat does on its turn.

#include <algorithm>

#include "ludoteca/ai/profile.h"
#include "ludoteca/ai/search.h"

namespace ludoteca::ai {

std::string_view levelName(Level level)
{
    switch (level) {
    case Level::Easy:
        return "easy";
    case Level::Medium:
        return "medium";
    case Level::Hard:
        return "hard";
    }
    return "medium";
}

bool parseLevel(std::string_view text, Level &level)
{
    for (const Level candidate : {Level::Easy, Level::Medium, Level::Hard}) {
        if (text == levelName(candidate)) {
            level = candidate;
            return true;
        }
    }
    return false;
}

std::vector<Level> allLevels() { return {Level::Easy, Level::Medium, Level::Hard}; }

SearchSettings settingsForLevel(Level level, const State &state)
{
    SearchSettings settings;
    switch (level) {
    case Level::Easy:
        settings.iterations = 300;
        break;
    case Level::Medium:
        settings.iterations = 3000;
        break;
    case Level::Hard:
        settings.iterations = 40000;
        // A safety net for slow positions: a hard move always answers within two seconds.
        settings.milliseconds = 1800;
        break;
    }
    if (const AiProfile *profile = AiProfiles::find(state.game().id); profile && profile->tuneLevel)
        profile->tuneLevel(level, state, settings);
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
    if (const AiProfile *profile = AiProfiles::find(state.game().id); profile && profile->strategy) {
        Action action = kInvalidAction;
        if (profile->strategy(level, state, rng, action))
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
    return trees != nullptr ? trees->search(state, settings).action : search(state, settings).action;
}

} // namespace ludoteca::ai
