// Wapi's answer to why a click on a mine puts no coin there.

#include "engine/wapi/wapi_support.h"

using namespace ludoteca::testing::wapi;

TEST_CASE("a refused mine says which rule stops the coin", "[wapi]")
{
    using Kind = WapiState::Refusal::Kind;
    // Mine 2 holds a totem and has room; mine 3 is full; mine 5 holds a totem and a mask.
    WapiSetup setup;
    setup.mines[1] = {{1, 2}, 1, {2}};
    setup.mines[2] = {{0, 0, 1, 1, 2, 2, 3, 3}, 0, {}};
    setup.mines[4] = {{}, 1, {0}};
    setup.toMove = 1;
    setup.drawn = "silver-1";
    auto state = WapiState::fromSetup(setup);
    CHECK(state->refusal(1).kind == Kind::None);
    CHECK(state->refusal(0).kind == Kind::TotemMineFirst);
    CHECK(state->refusal(0).mine == 0);
    CHECK(state->refusal(2).kind == Kind::Full);

    setup.mines[5] = {{}, 1, {}};
    setup.drawn = "mask-6";
    auto deciding = WapiState::fromSetup(setup);
    const auto why = deciding->refusal(1);
    CHECK(why.kind == Kind::DecideTotem);
    CHECK(why.mine == 5);
}
