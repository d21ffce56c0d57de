// Azzanna's easy player: the elementary strategies of the author's simulator (see
// azzanna_ai.h), each decision a short look at the next run or two.

#include "azzanna_ai.h"
#include "azzanna_rules.h"

namespace ludoteca::games::azzanna {

namespace {

// Keeps the best candidate by key, choosing uniformly among equal keys (reservoir sampling).
class BestPick {
public:
    explicit BestPick(Rng &rng) : rng_(rng) {}

    void offer(Action action, long key)
    {
        if (count_ == 0 || key > bestKey_) {
            bestKey_ = key;
            best_ = action;
            count_ = 1;
        } else if (key == bestKey_ && rng_.below(++count_) == 0) {
            best_ = action;
        }
    }
    Action best() const { return best_; }

private:
    Rng &rng_;
    long bestKey_ = 0;
    Action best_ = kInvalidAction;
    std::uint32_t count_ = 0;
};

int reachable(std::uint64_t pigs, std::uint64_t pumpkins, std::uint64_t broccoli)
{
    return maxBites(pigs, pumpkins) + (broccoli ? maxBites(pigs, broccoli) : 0);
}

Action easyPigs(const Position &pos, Rng &rng)
{
    // Anywhere off the edge, where a pig has room to run both ways.
    BestPick pick(rng);
    for (std::uint64_t rest = ~pos.occupied(); rest; rest &= rest - 1) {
        const int cell = lowestCell(rest);
        pick.offer(cell, (kFrame & bit(cell)) ? 0 : 1);
    }
    return pick.best();
}

Action easyBite(const AzzannaState &state, Rng &rng)
{
    BestPick pick(rng);
    BiteSet pairs;
    const int sets = state.biteSetCount();
    for (int i = 0; i < sets; ++i)
        pick.offer(kFirstBite + i, state.biteSet(i, pairs));
    return pick.best();
}

Action easyRun(const Position &pos, Rng &rng)
{
    BestPick pick(rng);
    const std::uint64_t obstacles = pos.trees | pos.vegetables();
    for (int d = 0; d < 4; ++d) {
        const auto direction = static_cast<Direction>(d);
        // The pigs stand up after the run, so all of them can bite next turn.
        const std::uint64_t pigs = runPigs(pos.pigs, pos.lying, obstacles, direction);
        const int next = reachable(pigs, pos.pumpkins, pos.broccoli);
        // One more run ahead: after those bites, the best run then.
        const BitePreview bites = previewBites(pigs, pos.pumpkins, pos.broccoli);
        const std::uint64_t pumpkins = pos.pumpkins & ~bites.eaten;
        const std::uint64_t broccoli = pos.broccoli & ~bites.eaten;
        int after = 0;
        for (int d2 = 0; d2 < 4; ++d2) {
            const std::uint64_t later =
                runPigs(pigs, bites.biters, pos.trees | pumpkins | broccoli, static_cast<Direction>(d2));
            after = std::max(after, reachable(later, pumpkins, broccoli));
        }
        pick.offer(kRunNorth + d, next * 64L + after);
    }
    return pick.best();
}

Action easyPlacement(const AzzannaState &state, Rng &rng)
{
    const Position &pos = state.position();
    const int seat = pos.toMove;
    const std::uint64_t allowed = state.placementMask(seat);
    if (!allowed)
        return kPass;
    BestPick pick(rng);
    for (std::uint64_t rest = allowed; rest; rest &= rest - 1) {
        const int cell = lowestCell(rest);
        const std::uint64_t pumpkins = pos.pumpkins | (seat == 1 ? bit(cell) : 0);
        const std::uint64_t broccoli = pos.broccoli | (seat == 2 ? bit(cell) : 0);
        // 2: a pig touches the cell; 1: a pig can get there in one run; 0: safe.
        int danger = (neighbours(cell) & pos.pigs) ? 2 : 0;
        // The Pack's next turn: it bites all it can, then runs each way.
        const BitePreview bites = previewBites(pos.pigs, pumpkins, broccoli);
        const std::uint64_t left = (pumpkins | broccoli) & ~bites.eaten;
        const std::uint64_t own = (seat == 1 ? pumpkins : broccoli) & ~bites.eaten;
        int worst = 0;
        for (int d = 0; d < 4; ++d) {
            const std::uint64_t pigs = runPigs(pos.pigs, bites.biters, pos.trees | left, static_cast<Direction>(d));
            if (danger == 0 && (dilate(pigs) & bit(cell)))
                danger = 1;
            worst = std::max(worst, countCells(dilate(pigs) & own));
        }
        const int edge = (kFrame & bit(cell)) ? 1 : 0;
        pick.offer(cell, -(danger * 4096L + worst * 8L + edge));
    }
    return pick.best();
}

} // namespace

Action easyMove(const AzzannaState &state, Rng &rng)
{
    const Position &pos = state.position();
    switch (pos.phase) {
    case Phase::PlacePigs:
        return easyPigs(pos, rng);
    case Phase::PlaceVegetables:
    case Phase::Farmers:
        return easyPlacement(state, rng);
    case Phase::Bite:
        return easyBite(state, rng);
    case Phase::Run:
        return easyRun(pos, rng);
    case Phase::Over:
        break;
    }
    return kInvalidAction;
}

} // namespace ludoteca::games::azzanna
