// Wang Zi's answer to why a click cannot go on with the move chosen so far.

#include "engine/wangzi/wangzi_support.h"

using namespace ludoteca::testing::wangzi;

namespace {

using Kind = WangziState::Refusal::Kind;

// White to move, size 4: the Prince on D4 may move, the one on C5 moved last.
WangziSetup twoPrinces()
{
    WangziSetup setup;
    setup.options = {{"size", "4"}};
    setup.princes = {"D4", "C5"};
    setup.tiles = {{"D4", "W2"}, {"E5", "B2"}};
    setup.lastMoved = "C5";
    return setup;
}

int at(const WangziState &state, const char *name) { return state.cellFromName(name); }

} // namespace

TEST_CASE("a refused click says which rule stops it", "[wangzi]")
{
    auto state = position(twoPrinces());
    WangziState::Decoded chosen;

    SECTION("with nothing chosen")
    {
        CHECK(state->refusal(chosen, at(*state, "D4")).kind == Kind::None);
        CHECK(state->refusal(chosen, at(*state, "C5")).kind == Kind::Barred);
        CHECK(state->refusal(chosen, at(*state, "A1")).kind == Kind::NoPrince);
    }
    SECTION("with a Prince chosen")
    {
        chosen.from = at(*state, "D4");
        CHECK(state->refusal(chosen, at(*state, "C4")).kind == Kind::None);
        const auto far = state->refusal(chosen, at(*state, "A1"));
        CHECK(far.kind == Kind::CannotReach);
        CHECK(far.from == chosen.from);
        CHECK(far.cell == at(*state, "A1"));
        CHECK(state->refusal(chosen, at(*state, "D4")).kind == Kind::None); // picked again: starts over
    }
    SECTION("after the first step")
    {
        chosen.from = at(*state, "D4");
        chosen.first = at(*state, "C4");
        chosen.firstKind = WangziState::Lay1;
        CHECK(state->refusal(chosen, at(*state, "B4")).kind == Kind::None);
        const auto second = state->refusal(chosen, at(*state, "E4"));
        CHECK(second.kind == Kind::SecondStep);
        CHECK(second.at == at(*state, "C4"));
    }
}
