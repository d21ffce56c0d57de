#include "ludoteca/ai/review.h"

#include <algorithm>

#include "ludoteca/ai/profile.h"
#include "ludoteca/core/random.h"

namespace ludoteca::ai {

SearchSettings analysisSettings(const State &position, std::uint64_t iterations, int milliseconds, std::uint64_t seed,
                                int threads)
{
    SearchSettings settings = settingsForLevel(Level::Hard, position);
    if (iterations > 0 || milliseconds > 0) {
        settings.iterations = iterations;
        settings.milliseconds = milliseconds;
    }
    settings.seed = seed;
    settings.threads = threads;
    return settings;
}

std::uint64_t reviewIterations(const State &game)
{
    const AiProfile *profile = AiProfiles::find(game.game().id);
    return profile != nullptr && profile->reviewIterations != 0 ? profile->reviewIterations : kReviewIterations;
}

std::vector<Analysis> reviewGame(const State &game, const ReviewRequest &request,
                                 const std::function<void(const State &position, const Analysis &)> &report)
{
    std::vector<Analysis> analyses;
    analyses.reserve(static_cast<std::size_t>(game.ply()) + 1);
    // One copy walked back to the start and forward again, move by move.
    auto position = game.clone();
    while (position->undo()) {}
    const std::vector<Action> &moves = game.history();
    Rng seeds(request.seed);
    for (std::size_t i = 0;; ++i) {
        if (request.cancel != nullptr && request.cancel->load())
            break;
        SearchSettings settings =
            analysisSettings(*position, request.iterations, request.milliseconds, seeds.next(), request.threads);
        settings.observer = request.observer;
        settings.cancel = request.cancel;
        Analysis analysis = analyse(*position, settings, request.top);
        if (analysis.cancelled)
            break;
        if (report)
            report(*position, analysis);
        analyses.push_back(std::move(analysis));
        if (i == moves.size())
            break;
        position->apply(moves[i]);
    }
    return analyses;
}

std::vector<Mistake> findMistakes(const State &game, const std::vector<Analysis> &analyses, double threshold, int count)
{
    std::vector<Mistake> mistakes;
    auto position = game.clone();
    while (position->undo()) {}
    const std::vector<Action> &moves = game.history();
    for (std::size_t ply = 0; ply + 1 < analyses.size() && ply < moves.size(); ++ply) {
        const Analysis &before = analyses[ply];
        const Action played = moves[ply];
        if (before.mover >= 0 && !before.best.empty() && before.best.front().action != played) {
            const auto seat = static_cast<std::size_t>(before.mover);
            const double drop = before.values[seat] - analyses[ply + 1].values[seat];
            if (drop >= threshold) {
                const Action preferred = before.best.front().action;
                mistakes.push_back({static_cast<int>(ply), before.mover, drop, played, preferred,
                                    position->actionToString(played), position->actionToString(preferred)});
            }
        }
        position->apply(played);
    }
    std::stable_sort(mistakes.begin(), mistakes.end(),
                     [](const Mistake &a, const Mistake &b) { return a.drop > b.drop; });
    if (mistakes.size() > static_cast<std::size_t>(std::max(count, 0)))
        mistakes.resize(static_cast<std::size_t>(std::max(count, 0)));
    return mistakes;
}

} // namespace ludoteca::ai
