// Azzanna: the run. The standing pigs slide one way until something stops them, then the
// lying pigs stand up and the farmers' turn begins.

#include "azzanna_rules.h"

namespace ludoteca::games::azzanna {

std::uint64_t runPigs(std::uint64_t pigs, std::uint64_t lying, std::uint64_t obstacles,
                      Direction direction)
{
    std::uint64_t occupied = obstacles | pigs;
    std::uint64_t movers = pigs & ~lying;
    // The pig in front moves first, so pigs in one line stop one behind another. Going
    // north or east the front pig has the highest cell of its line, so the pigs are taken
    // from the highest cell down; going south or west from the lowest up.
    const bool highFirst = direction == Direction::North || direction == Direction::East;
    while (movers) {
        const int from = highFirst ? highestCell(movers) : lowestCell(movers);
        movers &= ~bit(from);
        const int cell = slideEnd(from, direction, occupied);
        if (cell != from) {
            occupied ^= bit(from) | bit(cell);
            pigs ^= bit(from) | bit(cell);
        }
    }
    return pigs;
}

std::uint64_t runReach(std::uint64_t pigs, std::uint64_t lying, std::uint64_t obstacles)
{
    std::uint64_t reach = 0;
    for (int d = 0; d < 4; ++d) {
        // The same walk as runPigs(), noting every cell a pig passes and where it ends.
        const auto direction = static_cast<Direction>(d);
        const bool highFirst = direction == Direction::North || direction == Direction::East;
        std::uint64_t occupied = obstacles | pigs;
        std::uint64_t movers = pigs & ~lying;
        while (movers) {
            const int from = highFirst ? highestCell(movers) : lowestCell(movers);
            movers &= ~bit(from);
            const int cell = slideEnd(from, direction, occupied);
            if (cell != from) {
                occupied ^= bit(from) | bit(cell);
                reach |= ray(direction, from) & ~ray(direction, cell); // the cells passed
            }
            reach |= neighbours(cell);
        }
    }
    return reach;
}

void AzzannaState::applyRun(Direction direction)
{
    pos_.pigs = runPigs(pos_.pigs, pos_.lying, pos_.trees | pos_.vegetables(), direction);
    pos_.lying = 0; // digest
    beginFarmersTurn();
}

} // namespace ludoteca::games::azzanna
