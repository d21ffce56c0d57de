// Egotzi's AI profile: RAVE for the standard rules, and the budget of each level.
//
// A stone's value in Egotzi depends mostly on where it lands, not on when, so the
// all-moves-as-first statistics of RAVE carry over well between positions: with k = 500
// and exploration 0.3 it beat plain UCT by about 0.70 to 0.30 at equal iterations on 7x7
// and 9x9 (docs/ai.md). The levels keep the generic iteration counts, so a level plays the
// same on every machine, and hard keeps its time cap.

#include "ludoteca/ai/profile.h"
#include "ludoteca/games/egotzi.h"

namespace ludoteca::games::egotzi {

namespace {

constexpr double kRaveEquivalence = 500.0;
constexpr double kRaveExploration = 0.3;

ai::AiProfile makeEgotziProfile()
{
    ai::AiProfile profile;
    profile.gameId = "egotzi";
    profile.tuneLevel = [](ai::Level, const State &state, ai::SearchSettings &settings) {
        const auto *egotzi = &stateAs<EgotziState>(state);
        // Measured for the standard scoring only; the squared one keeps plain UCT.
        if (egotzi->variant() == EgotziState::Variant::Standard) {
            settings.raveEquivalence = kRaveEquivalence;
            settings.exploration = kRaveExploration;
        }
    };
    return profile;
}

} // namespace

LUDOTECA_REGISTER_AI_PROFILE(makeEgotziProfile)

} // namespace ludoteca::games::egotzi
