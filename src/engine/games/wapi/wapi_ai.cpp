// Wapi's AI profile. The search with the state's playout policy plays medium and hard;
// easy is a beginner who follows a few plain rules instead of searching:
//  - a totem is always driven in, unless its mine is already full of silver and poor;
//  - a good coin (3 or 5) goes to a mine where the beginner has a totem, a poor one (0 or 1)
//    to a mine where it has none, preferably one a rival has; a 2 goes anywhere allowed.
// In Wapi the luck of the bag outweighs fine judgement, so the same search with a smaller
// budget would play almost as well as hard; the levels therefore differ in knowledge.

#include "ludoteca/ai/profile.h"
#include "ludoteca/games/wapi.h"

namespace ludoteca::games {

namespace {

// A full mine worth less than this is not worth a totem to the beginner.
constexpr int kPoorFullMine = 12;

int pickBit(unsigned bits, Rng &rng)
{
    int pick = static_cast<int>(rng.below(static_cast<std::uint32_t>(__builtin_popcount(bits))));
    for (int bit = 0; bit < 32; ++bit)
        if ((bits & (1u << bit)) && pick-- == 0)
            return bit;
    return 0;
}

Action beginnerSilver(const WapiState &state, Rng &rng)
{
    const unsigned allowed = state.allowedMines();
    const int seat = state.turnSeat();
    const int value = WapiState::kSilverValues[static_cast<std::size_t>(state.drawn())];
    unsigned own = 0;
    unsigned rivals = 0;
    for (int mine = 0; mine < WapiState::kMines; ++mine) {
        if (!(allowed & (1u << mine)))
            continue;
        if (state.totemsOf(mine, seat) > 0)
            own |= 1u << mine;
        else if (state.totemCount(mine) > 0)
            rivals |= 1u << mine;
    }
    const unsigned notOwn = allowed & ~own;
    unsigned choice = allowed;
    if (value >= 3 && own != 0)
        choice = own;
    else if (value <= 1 && rivals != 0)
        choice = rivals;
    else if (value <= 1 && notOwn != 0)
        choice = notOwn;
    return WapiState::kFirstMine + pickBit(choice, rng);
}

Action beginnerTotem(const WapiState &state)
{
    const int mine = state.drawn() - WapiState::kFirstMask;
    const bool poor = state.silverCount(mine) == WapiState::kSilverFields
        && state.mineValue(mine) < kPoorFullMine;
    return poor ? WapiState::kNoTotem : WapiState::kTotem;
}

ai::AiProfile makeWapiProfile()
{
    ai::AiProfile profile;
    profile.gameId = "wapi";
    profile.strategy = [](ai::Level level, const State &state, Rng &rng, Action &action) {
        if (level != ai::Level::Easy)
            return false;
        const auto &wapi = static_cast<const WapiState &>(state);
        switch (wapi.phase()) {
        case WapiState::Phase::PlaceSilver:
            action = beginnerSilver(wapi, rng);
            return true;
        case WapiState::Phase::DecideTotem:
            action = beginnerTotem(wapi);
            return true;
        default:
            return false;
        }
    };
    return profile;
}

} // namespace

LUDOTECA_REGISTER_AI_PROFILE(makeWapiProfile)

} // namespace ludoteca::games
