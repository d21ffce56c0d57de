// Circular Chess's AI profile: every level searches with the objective-hunting playouts
// and stops them after a few turns to ask the evaluation, because a playout that runs to
// the end of the deck takes hundreds of plies. The levels differ most in how surely they
// take a piece of their objective when one is offered (docs/ai-circular-chess.md).

#include <array>
#include <vector>

#include "ludoteca/ai/profile.h"
#include "ludoteca/games/circular_chess.h"

namespace ludoteca::games::circular_chess {

namespace {

// Plies a playout runs before the evaluation takes over: a few turns of each seat.
constexpr int kPlayoutPlies = 24;

// Budgets alone made no ladder here: a level's strength is nearly all in taking the
// quarry it is offered; a bigger search alone adds little (15 000 iterations against
// 3 000, both taking every piece offered: an even score in 40 games). Beginner plays the
// generic beginner's small random search; Novice a real search whose choice wanders a
// little (temperature 0.12); Casual a search nearly three times as big, always its best
// move; Club searches a little less but takes three in four of the pieces of its quarry
// offered without searching; Strong takes every one and searches thirty times more (about
// a second a move on a crowded board, within the generic time cap).
constexpr std::array<ai::LevelBudget, 5> kLadder {{
    {40, 1.0, false, -1},
    {300, 0.12, true, kPlayoutPlies},
    {800, 0.0, true, kPlayoutPlies},
    {500, 0.0, true, kPlayoutPlies},
    {15000, 0.0, true, kPlayoutPlies},
}};

// How often a level takes a piece of its objective that it can take, without searching;
// otherwise the search decides, which on a small budget often misses it among sixty moves.
constexpr std::array<double, 5> kHuntChance {0.0, 0.0, 0.0, 0.75, 1.0};

ai::AiProfile makeCircularChessProfile()
{
    ai::AiProfile profile;
    profile.gameId = "circular-chess";
    profile.ladder = kLadder;
    // Master reads the others' objectives from the pieces they took (a hunter takes its
    // quarry when it can), which its longer search alone did not make stronger than Strong.
    profile.tuneLevel = [](ai::Level level, const State &, ai::SearchSettings &settings) {
        settings.readPlay = level == ai::Level::Master;
    };
    profile.strategy = [](ai::Level level, const State &state, Rng &rng, Action &action) {
        const double chance = kHuntChance[static_cast<std::size_t>(level)];
        if (chance <= 0.0)
            return false;
        const auto &chess = stateAs<CircularChessState>(state);
        std::vector<Action> hunts;
        for (const Action move : chess.legalActions())
            if (chess.takesObjective(move))
                hunts.push_back(move);
        if (hunts.empty() || (chance < 1.0 && rng.uniform() >= chance))
            return false;
        action = hunts[rng.below(static_cast<std::uint32_t>(hunts.size()))];
        return true;
    };
    return profile;
}

} // namespace

LUDOTECA_REGISTER_AI_PROFILE(makeCircularChessProfile)

} // namespace ludoteca::games::circular_chess
