// Wapi's AI profile. The levels differ in knowledge more than in budget, because in Wapi
// the luck of the bag outweighs fine judgement (docs/ai-wapi.md):
//  - easy is a beginner who follows two plain rules instead of searching: a totem is always
//    driven in, unless its mine is already full of silver and poor; a good coin (3 or 5)
//    goes to a mine where the beginner has a totem, any other coin anywhere allowed;
//  - medium is a sensible player who weighs each coin against the bag's average and each
//    totem against what its mine promises: the state's playout policy, played directly;
//  - hard searches with the state's evaluation at every new node instead of a playout:
//    a playout's luck hides the small differences between close moves, the evaluation
//    does not, and a deeper tree measured no stronger.

#include "ludoteca/ai/profile.h"
#include "ludoteca/games/wapi.h"

#include <vector>

namespace ludoteca::games::wapi {

namespace {

// A full mine worth less than this is not worth a totem to the beginner.
constexpr int kPoorFullMine = 12;
// The beginner keeps coins worth this much or more for its own mines.
constexpr int kGoodCoin = 3;
// Hard's budget: with the evaluation at every new node, more iterations measured no
// stronger (docs/ai-wapi.md), so hard answers quickly.
constexpr std::uint64_t kHardIterations = 2000;

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
    profile.tuneLevel = [](ai::Level level, const State &, ai::SearchSettings &settings) {
        if (level != ai::Level::Hard)
            return;
        settings.iterations = kHardIterations;
        settings.playoutDepthLimit = 0;
    };
    profile.strategy = [](ai::Level level, const State &state, Rng &rng, Action &action) {
        if (level == ai::Level::Hard)
            return false;
        const auto &wapi = stateAs<WapiState>(state);
        if (level == ai::Level::Medium) {
            std::vector<Action> scratch;
            action = wapi.playoutAction(rng, scratch);
            return action != kInvalidAction;
        }
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
