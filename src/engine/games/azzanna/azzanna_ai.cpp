// Azzanna's AI profile: which player each level is.

#include "azzanna_ai.h"
#include "ludoteca/ai/profile.h"

namespace ludoteca::games::azzanna {

namespace {

ai::AiProfile makeAzzannaProfile()
{
    ai::AiProfile profile;
    profile.gameId = "azzanna";
    profile.strategy = [](ai::Level level, const State &state, Rng &rng, Action &action) {
        const auto *azzanna = &stateAs<AzzannaState>(state);
        if (state.isTerminal())
            return false;
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
