// Azzanna: the search hooks. Playouts follow a light version of the elementary strategies
// (the Pack often runs where it will touch the most vegetables, a farmer often plants out of
// the pigs' reach), which makes them far more informative than uniform moves at little cost.

#include "azzanna_rules.h"

namespace ludoteca::games::azzanna {

Action AzzannaState::playoutAction(Rng &rng, std::vector<Action> &scratch) const
{
    switch (pos_.phase) {
    case Phase::PlacePigs:
        return randomCell(~pos_.occupied(), rng);
    case Phase::PlaceVegetables:
    case Phase::Farmers: {
        const std::uint64_t allowed = placementMask(pos_.toMove);
        if (!allowed)
            return kPass;
        // Mostly out of the pigs' reach: no pig touches the cell nor can get next to it in
        // one run. (Playouts planting merely where no pig touches lose far more often and
        // mislead the search about the Farmer's chances.)
        const std::uint64_t safe =
            allowed & ~dilate(pos_.pigs) & ~runReach(pos_.pigs, 0, pos_.trees | pos_.vegetables());
        if (safe && rng.below(4) != 0)
            return randomCell(safe, rng);
        return randomCell(allowed, rng);
    }
    case Phase::Bite: {
        const int sets = biteSetCount();
        return kFirstBite + static_cast<Action>(rng.below(static_cast<std::uint32_t>(sets)));
    }
    case Phase::Run: {
        if (rng.below(4) == 0)
            return kRunNorth + static_cast<Action>(rng.below(4));
        // Greedy: the direction after which the standing pigs touch the most vegetables.
        const std::uint64_t obstacles = pos_.trees | pos_.vegetables();
        int best = -1;
        Action choice = kRunNorth;
        const auto offset = rng.below(4);
        for (std::uint32_t i = 0; i < 4; ++i) {
            const auto direction = static_cast<Direction>((i + offset) % 4);
            const std::uint64_t pigs = runPigs(pos_.pigs, pos_.lying, obstacles, direction);
            const int touched = countCells(dilate(pigs) & pos_.vegetables());
            if (touched > best) {
                best = touched;
                choice = kRunNorth + static_cast<Action>(direction);
            }
        }
        return choice;
    }
    case Phase::Over:
        break;
    }
    legalActions(scratch);
    return scratch.empty() ? kInvalidAction : scratch.front();
}

bool AzzannaState::evaluate(std::span<double>) const { return false; }

} // namespace ludoteca::games::azzanna
