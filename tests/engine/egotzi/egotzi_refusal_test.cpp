// Egotzi's answer to why a click places no stone.

#include "egotzi_support.h"

using namespace ludoteca::testing::egotzi;

TEST_CASE("A refused click names the stone on its cell", "[egotzi][queries]")
{
    using Kind = EgotziState::Refusal::Kind;
    auto state = position({{"size", "5"}}, "...../...../..B../...W./.....");
    const auto black = state->refusal(state->cellFromName("c3"));
    CHECK(black.kind == Kind::Occupied);
    CHECK(black.stone == EgotziState::Color::Black);
    CHECK(black.cell == state->cellFromName("c3"));
    CHECK(state->refusal(state->cellFromName("d2")).stone == EgotziState::Color::White);
    CHECK(state->refusal(state->cellFromName("a1")).kind == Kind::None);
}
