// Wapi's AI profile. The luck of the bag outweighs fine judgement (docs/ai-wapi.md), so
// the levels differ in what they know more than in how far they look, and every step is
// small (docs/ai.md, measured with `ludoteca-cli ladder`):
//  - Beginner and Novice search a little with random playouts and draw among the moves
//    they searched;
//  - Casual is a beginner who follows two plain rules instead of searching: a totem is
//    always driven in, unless its mine is already full of silver and poor; a good coin
//    (3 or 5) goes to a mine where it has a totem, any other coin anywhere allowed;
//  - Club and Strong search with the state's evaluation at every new node instead of a
//    playout: a playout's luck hides the small differences between close moves, the
//    evaluation does not. Club looks at a dozen positions and draws among them almost
//    always the best; Strong searches 2 000 and now and then draws a close second.
//    Strength stops growing at a few dozen positions (a deeper tree measured no
//    stronger), so Strong's draw is what leaves Master, which always takes the best of
//    its longer search, a step above it.

#include "ludoteca/ai/profile.h"
#include "ludoteca/games/wapi.h"

#include <vector>

namespace ludoteca::games::wapi {

namespace {

// A full mine worth less than this is not worth a totem to the beginner.
constexpr int kPoorFullMine = 12;
// The beginner keeps coins worth this much or more for its own mines.
constexpr int kGoodCoin = 3;

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
    for (int mine = 0; mine < WapiState::kMines; ++mine)
        if ((allowed & (1u << mine)) && state.totemsOf(mine, seat) > 0)
            own |= 1u << mine;
    const unsigned choice = value >= kGoodCoin && own != 0 ? own : allowed;
    return WapiState::kFirstMine + pickBit(choice, rng);
}

Action beginnerTotem(const WapiState &state)
{
    const int mine = state.drawn() - WapiState::kFirstMask;
    const bool poor = state.silverCount(mine) == WapiState::kSilverFields && state.mineValue(mine) < kPoorFullMine;
    return poor ? WapiState::kNoTotem : WapiState::kTotem;
}

ai::AiProfile makeWapiProfile()
{
    ai::AiProfile profile;
    profile.gameId = "wapi";
    profile.ladder = {{
        {12, 1.0, false},    // Beginner
        {40, 0.5, true},     // Novice
        {300, 0.0, true},    // Casual: the beginner's rules below play it
        {12, 0.08, true, 0}, // Club: the evaluation at every new node
        {2000, 0.7, true, 0} // Strong: a draw, so that Master is a step above
    }};
    profile.strategy = [](ai::Level level, const State &state, Rng &rng, Action &action) {
        if (level != ai::Level::Casual)
            return false;
        const auto &wapi = stateAs<WapiState>(state);
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

} // namespace ludoteca::games::wapi
