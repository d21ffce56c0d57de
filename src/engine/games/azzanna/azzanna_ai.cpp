// Azzanna's AI profile: which player each level is, and how much each level searches.
//
// Casual plays by simple rules a person would (easyMove). Beginner searches, but as a farmer
// it plants by a newcomer's rule of thumb (beginnerPlacement). The generic budgets put Novice
// barely above Beginner and Club far above Casual (40 games in 40), so the searching levels
// have budgets of their own, measured with `ludoteca-cli ladder`: each level scores
// 60-83 % against the one below (docs/ai.md).

#include "azzanna_ai.h"
#include "ludoteca/ai/profile.h"

namespace ludoteca::games::azzanna {

namespace {

ai::AiProfile makeAzzannaProfile()
{
    ai::AiProfile profile;
    profile.gameId = "azzanna";
    profile.ladder = {{
        {40, 1.0, false},  // Beginner
        {80, 0.45, true},  // Novice
        {150, 0.4, true},  // Casual: unused, the strategy below plays it
        {320, 0.14, true}, // Club
        {900, 0.0, true},  // Strong
    }};
    profile.strategy = [](ai::Level level, const State &state, Rng &rng, Action &action) {
        const auto *azzanna = &stateAs<AzzannaState>(state);
        if (state.isTerminal())
            return false;
        // Forty uniform playouts cannot tell a pumpkin beside a pig from a safe one: the
        // searching Beginner planted at random and lost at the Pack's first bite.
        if (level == ai::Level::Beginner)
            return beginnerPlacement(*azzanna, rng, action);
        // Casual (once "easy") plays by simple rules a person would; the others search.
        if (level != ai::Level::Casual)
            return false;
        action = easyMove(*azzanna, rng);
        return true;
    };
    return profile;
}

} // namespace

LUDOTECA_REGISTER_AI_PROFILE(makeAzzannaProfile)

} // namespace ludoteca::games::azzanna
