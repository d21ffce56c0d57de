// Egotzi's AI profile: RAVE for the standard rules, and the budget of each level.
//
// A stone's value in Egotzi depends mostly on where it lands, not on when, so the
// all-moves-as-first statistics of RAVE carry over well between positions: with k = 500
// and exploration 0.3 it beat plain UCT by about 0.70 to 0.30 at equal iterations on 7x7
// and 9x9 (docs/ai.md).
//
// The ladder. In Egotzi one careless stone loses a group, so the generic budgets made each
// level crush the one below (Casual beat Novice 48 times in 50, Club beat Casual every
// time). Its levels differ instead mostly in how loosely they pick among the searched moves
// (the temperature), with budgets a few times apart; measured with `ludoteca-cli ladder`,
// each level scores 72-81 % against the one below (docs/ai.md). Iteration budgets keep every
// level the same on any machine.

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
    profile.ladder = {{
        {40, 1.0, false},  // Beginner: plain random playouts, picks widely
        {60, 0.55, true},  // Novice
        {100, 0.4, true},  // Casual: RAVE from here up
        {170, 0.26, true}, // Club
        {280, 0.19, true}, // Strong
    }};
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
