// Circular Chess's AI profile: every level searches with the objective-hunting playouts
// and stops them after a few turns to ask the evaluation, because a playout that runs to
// the end of the deck takes hundreds of plies; medium and hard never miss a piece of their
// objective that they can take (docs/ai-circular-chess.md).

#include <vector>

#include "ludoteca/ai/profile.h"
#include "ludoteca/games/circular_chess.h"

namespace ludoteca::games::circular_chess {

namespace {

// Plies a playout runs before the evaluation takes over: a few turns of each seat.
constexpr int kPlayoutPlies = 24;
// Hard's iterations: a crowded board makes an iteration slow (about 15 000 a second), and
// this many keep a move near a second, inside the generic time cap.
constexpr std::uint64_t kHardIterations = 15000;

ai::AiProfile makeCircularChessProfile()
{
    ai::AiProfile profile;
    profile.gameId = "circular-chess";
    profile.tuneLevel = [](ai::Level level, const State &, ai::SearchSettings &settings) {
        settings.playoutDepthLimit = kPlayoutPlies;
        if (level == ai::Level::Hard)
            settings.iterations = kHardIterations;
    };
    // A piece of one's objective that can be taken is taken at once from medium up: the
    // point is certain, and among dozens of moves the search can miss it on a small budget.
    // The beginner only searches, and so sometimes misses one.
    profile.strategy = [](ai::Level level, const State &state, Rng &rng, Action &action) {
        if (level == ai::Level::Easy)
            return false;
        const auto &chess = stateAs<CircularChessState>(state);
        std::vector<Action> hunts;
        for (const Action move : chess.legalActions())
            if (chess.takesObjective(move))
                hunts.push_back(move);
        if (hunts.empty())
            return false;
        action = hunts[rng.below(static_cast<std::uint32_t>(hunts.size()))];
        return true;
    };
    return profile;
}

} // namespace

LUDOTECA_REGISTER_AI_PROFILE(makeCircularChessProfile)

} // namespace ludoteca::games::circular_chess
