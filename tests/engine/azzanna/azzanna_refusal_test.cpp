// Azzanna's answer to why a click does not go on with the decision: placing, and picking
// who bites what.

#include "azzanna_support.h"

using namespace ludoteca::testing::azzanna;

namespace {

using Kind = AzzannaState::Refusal::Kind;

int cell(const char *name) { return parseCell(name); }

BitePair pair(const char *pig, const char *vegetable)
{
    return {static_cast<std::int8_t>(cell(pig)), static_cast<std::int8_t>(cell(vegetable))};
}

} // namespace

TEST_CASE("a refused bite says what is expected", "[azzanna][three]")
{
    // The pumpkin on e5 touches the pigs on d4 and f4: the Pack assigns it. The broccoli
    // on c3 touches d4 only; nobody reaches h8; the pig on a7 touches nothing.
    auto state = position(3, "Pd4 Pf4 Pa7 Ze5 Zh8 Zh7 Zh6 Bc3 Ba1 Ba2 Ba3", Step::PackTurn);
    REQUIRE(state->phase() == Phase::Bite);
    const std::vector<BitePair> none;

    CHECK(state->refusal(none, -1, cell("e5")).kind == Kind::AssignBite);
    CHECK(state->refusal(none, -1, cell("c3")).kind == Kind::None);
    CHECK(state->refusal(none, -1, cell("d4")).kind == Kind::None);
    CHECK(state->refusal(none, -1, cell("a7")).kind == Kind::NothingToBite);
    CHECK(state->refusal(none, -1, cell("h8")).kind == Kind::NobodyBites);
    CHECK(state->refusal(none, -1, cell("b5")).kind == Kind::NotBiting);
    CHECK(state->refusal(none, cell("f4"), cell("e5")).kind == Kind::None);
    const auto far = state->refusal(none, cell("f4"), cell("c3"));
    CHECK(far.kind == Kind::CannotBite);
    CHECK(far.pig == cell("f4"));

    // Once f4 has the pumpkin, d4 may not have it too; f4 may give it back.
    const std::vector<BitePair> chosen {pair("f4", "e5")};
    const auto taken = state->refusal(chosen, cell("d4"), cell("e5"));
    CHECK(taken.kind == Kind::Bitten);
    CHECK(taken.pig == cell("f4"));
    CHECK(state->refusal(chosen, -1, cell("e5")).kind == Kind::Bitten);
    CHECK(state->refusal(chosen, -1, cell("f4")).kind == Kind::None);
}

TEST_CASE("a refused placement says whether the cell is taken or too near", "[azzanna][three]")
{
    auto state = position(3, "Pa1 Zd4 Zh1 Zh2 Bd7 Ba8 Bb8 Bc8", Step::FarmersTurn, {10, 10});
    REQUIRE(state->currentPlayer() == 1);
    CHECK(state->refusal({}, -1, cell("c6")).kind == Kind::NextToOther);
    CHECK(state->refusal({}, -1, cell("d4")).kind == Kind::Occupied);
    CHECK(state->refusal({}, -1, cell("c5")).kind == Kind::None);
}
