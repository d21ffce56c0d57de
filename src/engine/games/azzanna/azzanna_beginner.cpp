// Azzanna's Beginner farmer: a newcomer who has learnt the game's first rule of thumb, not
// to plant a vegetable beside a pig, and nothing more (see azzanna_ai.h).

#include "azzanna_ai.h"
#include "azzanna_rules.h"

namespace ludoteca::games::azzanna {

bool beginnerPlacement(const AzzannaState &state, Rng &rng, Action &action)
{
    const Position &pos = state.position();
    if (pos.phase != Phase::PlaceVegetables && pos.phase != Phase::Farmers)
        return false;
    const std::uint64_t allowed = state.placementMask(pos.toMove);
    if (!allowed)
        return false;
    // The pigs stand up before a farmer plants, so every pig bites what it touches. Where
    // they can run next is what a newcomer has not learnt to see: any untouched cell will do.
    const std::uint64_t untouched = allowed & ~dilate(pos.pigs);
    const std::uint64_t choices = untouched ? untouched : allowed;
    action = randomCell(choices, rng);
    return true;
}

} // namespace ludoteca::games::azzanna
