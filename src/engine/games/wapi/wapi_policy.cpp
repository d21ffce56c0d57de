// What the search knows about Wapi: a fast playout policy and the result per seat.

#include "ludoteca/games/wapi.h"

#include <algorithm>

namespace ludoteca::games {

Action WapiState::playoutAction(Rng &rng, std::vector<Action> &) const
{
    switch (phase_) {
    case Phase::Draw: {
        // Every tile equally likely: one number below the bag's size, no buffer.
        int r = static_cast<int>(rng.below(static_cast<std::uint32_t>(bagTotal_)));
        for (int outcome = 0; outcome < kOutcomes; ++outcome) {
            r -= bag_[idx(outcome)];
            if (r < 0)
                return outcome;
        }
        return kOutcomes - 1;
    }
    case Phase::PlaceSilver:
        return kFirstMine + chooseMineForPlayout(rng);
    case Phase::DecideTotem:
        return wantsTotemInPlayout(rng) ? kTotem : kNoTotem;
    case Phase::Over:
        break;
    }
    return kInvalidAction;
}

int WapiState::chooseMineForPlayout(Rng &rng) const
{
    const unsigned allowed = allowedMines();
    const int count = __builtin_popcount(allowed);
    int pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(count)));
    for (int mine = 0; mine < kMines; ++mine)
        if ((allowed & (1u << mine)) && pick-- == 0)
            return mine;
    return 0;
}

bool WapiState::wantsTotemInPlayout(Rng &rng) const
{
    return rng.below(2) == 0;
}

void WapiState::estimateMineValues(std::array<double, kMines> &out) const
{
    for (int mine = 0; mine < kMines; ++mine)
        out[idx(mine)] = mineValue_[idx(mine)];
}

void WapiState::rewards(std::span<double> out) const
{
    State::rewards(out);
}

bool WapiState::evaluate(std::span<double>) const
{
    return false;
}

} // namespace ludoteca::games
