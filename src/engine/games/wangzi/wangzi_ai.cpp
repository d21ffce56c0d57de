// Wang Zi's AI profile. A position has hundreds of moves and a playout over a hundred
// plies, so an iteration costs several times one of the lighter games: the generic hard
// budget of 40 000 iterations would run into the time cap, and a move would then depend on
// the machine's speed. Hard gets 30 000 iterations, measured at most about 1.1 s of one
// core over the positions of a game (docs/ai-wangzi.md), inside the cap, so its games
// repeat from the seed.
//
// The playout policy (wangzi_policy.cpp) is for the small budgets: with 300 iterations it
// beat knowledge-free playouts, but with hard's 10 000 it lost to them (docs/ai-wangzi.md),
// its bias weighing more than its guidance once the tree is large. So hard plays out at
// random.
//
// A review searches every position of a game; at the generic 10 000 iterations a 30-move
// game took ten times as long as in the other games. 3 000 iterations change the values
// the review charts by less than 0.01 on average (docs/ai.md, "Review of a game").

#include "ludoteca/ai/profile.h"

namespace ludoteca::games::wangzi {

namespace {

constexpr std::uint64_t kHardIterations = 30000;
constexpr std::uint64_t kReviewIterations = 3000;

ai::AiProfile makeWangziProfile()
{
    ai::AiProfile profile;
    profile.gameId = "wangzi";
    profile.tuneLevel = [](ai::Level level, const State &, ai::SearchSettings &settings) {
        if (level == ai::Level::Hard) {
            settings.iterations = kHardIterations;
            settings.gamePolicy = false;
        }
    };
    profile.reviewIterations = kReviewIterations;
    return profile;
}

} // namespace

LUDOTECA_REGISTER_AI_PROFILE(makeWangziProfile)

} // namespace ludoteca::games::wangzi
