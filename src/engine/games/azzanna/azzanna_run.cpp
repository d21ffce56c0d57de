// Azzanna: the run. The standing pigs slide one way until something stops them, then the
// lying pigs stand up and the farmers' turn begins.

#include "azzanna_rules.h"

namespace ludoteca::games::azzanna {

namespace {

// The run rule, once: calls `slid(from, to)` for every standing pig in the order they move
// (to == from for a pig that cannot move) and returns the new pig mask. The pig in front
// moves first, so pigs in one line stop one behind another. Going north or east the front
// pig has the highest cell of its line, so the pigs are taken from the highest cell down;
// going south or west from the lowest up.
template <class Slid>
std::uint64_t walkRun(std::uint64_t pigs, std::uint64_t lying, std::uint64_t obstacles, Direction direction,
                      Slid &&slid)
{
    std::uint64_t occupied = obstacles | pigs;
    std::uint64_t movers = pigs & ~lying;
    const bool highFirst = direction == Direction::North || direction == Direction::East;
    while (movers) {
        const int from = highFirst ? highestCell(movers) : lowestCell(movers);
        movers &= ~bit(from);
        const int cell = slideEnd(from, direction, occupied);
        if (cell != from) {
            occupied ^= bit(from) | bit(cell);
            pigs ^= bit(from) | bit(cell);
        }
        slid(from, cell);
    }
    return pigs;
}

} // namespace

std::uint64_t runPigs(std::uint64_t pigs, std::uint64_t lying, std::uint64_t obstacles, Direction direction)
{
    return walkRun(pigs, lying, obstacles, direction, [](int, int) {});
}

std::uint64_t runReach(std::uint64_t pigs, std::uint64_t lying, std::uint64_t obstacles)
{
    std::uint64_t reach = 0;
    for (int d = 0; d < 4; ++d) {
        // Every cell a pig passes, and the cells next to where it ends.
        const auto direction = static_cast<Direction>(d);
        walkRun(pigs, lying, obstacles, direction, [&](int from, int cell) {
            if (cell != from)
                reach |= ray(direction, from) & ~ray(direction, cell);
            reach |= neighbours(cell);
        });
    }
    return reach;
}

std::vector<Slide> runSlides(const Position &position, Direction direction)
{
    std::vector<Slide> slides;
    walkRun(position.pigs, position.lying, position.trees | position.vegetables(), direction, [&](int from, int to) {
        if (to != from)
            slides.push_back({from, to});
    });
    return slides;
}

void AzzannaState::applyRun(Direction direction)
{
    pos_.pigs = runPigs(pos_.pigs, pos_.lying, pos_.trees | pos_.vegetables(), direction);
    pos_.lying = 0; // digest
    beginFarmersTurn();
}

} // namespace ludoteca::games::azzanna
