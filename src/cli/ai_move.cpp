#include "ai_move.h"

#include <algorithm>
#include <vector>

#include "ludoteca/ai/search.h"

namespace ludoteca::cli {

namespace {

Action sampleChance(const State &state, Rng &rng)
{
    std::vector<ChanceOutcome> outcomes;
    state.chanceOutcomes(outcomes);
    std::int64_t total = 0;
    for (const auto &outcome : outcomes)
        total += outcome.weight;
    if (outcomes.empty() || total <= 0)
        return kInvalidAction;
    return rng.pickWeighted(outcomes);
}

} // namespace

Action pickRandomMove(const State &state, Rng &rng)
{
    if (state.isTerminal())
        return kInvalidAction;
    if (state.isChanceNode())
        return sampleChance(state, rng);
    const auto actions = state.legalActions();
    if (actions.empty())
        return kInvalidAction;
    return actions[rng.below(static_cast<std::uint32_t>(actions.size()))];
}

ai::SearchSettings searchSettingsFor(const State &state, const MoveRequest &request, std::uint64_t seed)
{
    // An explicit budget replaces the level's and always searches.
    ai::SearchSettings settings = ai::settingsForLevel(request.level, state);
    if (request.hasExplicitBudget()) {
        settings.iterations = request.iterations;
        settings.milliseconds = request.milliseconds;
        settings.stopWhenDecided = false; // the time asked for, all of it
    } else if (request.capMilliseconds > 0) {
        settings.milliseconds = settings.milliseconds > 0 ? std::min(settings.milliseconds, request.capMilliseconds)
                                                          : request.capMilliseconds;
    }
    settings.gamePolicy = settings.gamePolicy && request.gamePolicy;
    settings.seed = seed;
    settings.threads = request.threads;
    return settings;
}

Action pickMove(const State &state, const MoveRequest &request, Rng &rng)
{
    if (state.isTerminal())
        return kInvalidAction;
    if (state.isChanceNode())
        return sampleChance(state, rng);

    // One draw per decision, so that the next genmove gets a different seed.
    const std::uint64_t seed = rng.next();
    if (!request.hasExplicitBudget() && request.gamePolicy)
        return ai::chooseMove(state, request.level, seed, nullptr, {0, request.capMilliseconds}, request.threads,
                              request.trees);

    const auto actions = state.legalActions();
    if (actions.size() <= 1)
        return actions.empty() ? kInvalidAction : actions.front();

    const ai::SearchSettings settings = searchSettingsFor(state, request, seed);
    return request.trees ? request.trees->search(state, settings).action : ai::search(state, settings).action;
}

} // namespace ludoteca::cli
