// Wang Zi's AI profile.
//
// The ladder. With the generic budgets each step above Novice was far too wide (Casual
// beat Novice 29 times in 30, Club beat Casual 28 times): a position has hundreds of moves
// and one careless stone gives a group away. So the levels differ mostly in how loosely
// they pick among the moves they searched (the temperature), with budgets about twice
// apart; measured with `ludoteca-cli ladder`, each level scores 60-85 % against the one
// below (docs/ai.md).
//
// The playout policy (wangzi_policy.cpp) is for the small budgets: with 300 iterations it
// beat knowledge-free playouts, but with 10 000 it lost to them (docs/ai-wangzi.md), its
// bias weighing more than its guidance once the tree is large. So the ladder's levels play
// out with it and Master, which searches for seconds, plays out at random.
//
// A review searches every position of a game; at the generic 10 000 iterations a 30-move
// game took ten times as long as in the other games. 3 000 iterations change the values
// the review charts by less than 0.01 on average (docs/ai.md, "Review of a game").

#include "ludoteca/ai/profile.h"

namespace ludoteca::games::wangzi {

namespace {

constexpr std::uint64_t kReviewIterations = 3000;

ai::AiProfile makeWangziProfile()
{
    ai::AiProfile profile;
    profile.gameId = "wangzi";
    profile.ladder = {{
        {40, 1.0, false},  // Beginner
        {120, 0.5, true},  // Novice
        {220, 0.35, true}, // Casual
        {400, 0.25, true}, // Club
        {800, 0.17, true}, // Strong
    }};
    profile.tuneLevel = [](ai::Level level, const State &, ai::SearchSettings &settings) {
        if (level == ai::Level::Master)
            settings.gamePolicy = false;
    };
    profile.reviewIterations = kReviewIterations;
    return profile;
}

} // namespace

LUDOTECA_REGISTER_AI_PROFILE(makeWangziProfile)

} // namespace ludoteca::games::wangzi
