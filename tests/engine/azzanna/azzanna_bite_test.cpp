// Azzanna: the bite move: maximal sets of pairs, the Pack's choice, the canonical text.

#include "azzanna_support.h"

using namespace ludoteca::testing::azzanna;

TEST_CASE("a pig next to a pumpkin must bite it, and the pig lies down", "[azzanna][bite]")
{
    auto state = position(2, "Pc3 Zd4 Zh8 Zh1 Za8", Step::PackTurn);
    CHECK(state->currentPlayer() == 0);
    CHECK(state->toJson().at("phase") == "bite");
    CHECK(legalTexts(*state) == std::vector<std::string> {"c3xd4"});
    play(*state, "c3xd4");
    CHECK(boardAfter(*state) == boardOf("Lc3 Zh8 Zh1 Za8"));
    CHECK(state->scores() == std::vector<double> {1, 3});
    CHECK(state->toJson().at("eaten") == 1);
    CHECK(legalTexts(*state) == std::vector<std::string> {"E", "N", "S", "W"});
}

TEST_CASE("a pig touching several pumpkins chooses which one to bite", "[azzanna][bite]")
{
    auto state = position(2, "Pc3 Zb4 Zd2 Zd4 Zh8 Zh1", Step::PackTurn);
    CHECK(legalTexts(*state) == std::vector<std::string> {"c3xb4", "c3xd2", "c3xd4"});
    // One pumpkin per pig.
    CHECK_FALSE(accepts(*state, "c3xb4,c3xd2"));
    play(*state, "c3xd2");
    CHECK(boardAfter(*state) == boardOf("Lc3 Zb4 Zd4 Zh8 Zh1"));
}

TEST_CASE("every maximal bite set is legal, and only those", "[azzanna][bite]")
{
    // c3 touches d3 and b4; e3 touches only d3.
    auto state = position(2, "Pc3 Pe3 Zd3 Zb4 Zh8 Zh1 Za8", Step::PackTurn);
    CHECK(legalTexts(*state) == std::vector<std::string> {"c3xb4,e3xd3", "c3xd3"});
    CHECK(azzanna(*state).biteSetCount() == 2);
    // Not maximal: e3 bites nothing although d3 is left.
    CHECK_FALSE(accepts(*state, "c3xb4"));
    // Not maximal: c3 bites nothing although b4 is left.
    CHECK_FALSE(accepts(*state, "e3xd3"));
    // Not adjacent.
    CHECK_FALSE(accepts(*state, "c3xb4,e3xh1"));
    // The fewer bites are a legal choice.
    play(*state, "c3xd3");
    CHECK(boardAfter(*state) == boardOf("Lc3 Pe3 Zb4 Zh8 Zh1 Za8"));
    CHECK(state->scores() == std::vector<double> {1, 4});
}

TEST_CASE("one pumpkin is bitten once, by the pig the Pack chooses", "[azzanna][bite]")
{
    auto state = position(2, "Pc3 Pe3 Zd3 Zh8 Zh1 Za8", Step::PackTurn);
    CHECK(legalTexts(*state) == std::vector<std::string> {"c3xd3", "e3xd3"});
    CHECK_FALSE(accepts(*state, "c3xd3,e3xd3"));
    play(*state, "e3xd3");
    CHECK(boardAfter(*state) == boardOf("Pc3 Le3 Zh8 Zh1 Za8"));
}

TEST_CASE("bite pairs are sorted by pig cell then vegetable cell, files first", "[azzanna][bite]")
{
    // a8 comes before b1 in the cell order a1 < ... < a8 < b1.
    auto state = position(2, "Pa8 Pb1 Za7 Zc2 Zh8 Zh1 Ze5", Step::PackTurn);
    CHECK(legalTexts(*state) == std::vector<std::string> {"a8xa7,b1xc2"});
    CHECK_FALSE(accepts(*state, "b1xc2,a8xa7"));
    CHECK_FALSE(accepts(*state, "a8xa7, b1xc2"));
    CHECK_FALSE(accepts(*state, "A8xA7,B1xC2"));

    // Three pigs in a knot with several matchings; every text keeps the order.
    auto knot = position(2, "Pd4 Pd6 Pf5 Ze5 Zc5 Zg6 Zh1 Zh2", Step::PackTurn);
    const auto texts = legalTexts(*knot);
    CHECK(texts == std::vector<std::string> {"d4xc5,d6xe5,f5xg6", "d4xc5,f5xe5", "d4xe5,d6xc5,f5xg6", "d6xc5,f5xe5"});
}

TEST_CASE("with nothing to bite the turn goes straight to the count and the run", "[azzanna][bite]")
{
    auto state = position(2, "Pa1 Pc1 Zh8 Zh6 Zh4", Step::PackTurn);
    CHECK(state->toJson().at("phase") == "run");
    CHECK(legalTexts(*state) == std::vector<std::string> {"E", "N", "S", "W"});
}

TEST_CASE("three players: a pig may bite a pumpkin and a broccoli at once", "[azzanna][bite][three]")
{
    auto state = position(3, "Pd4 Zc5 Be3 Zh8 Zh7 Zh6 Ba1 Ba2 Ba3", Step::PackTurn);
    CHECK(legalTexts(*state) == std::vector<std::string> {"d4xc5,d4xe3"});
    CHECK_FALSE(accepts(*state, "d4xc5"));
    CHECK_FALSE(accepts(*state, "d4xe3,d4xc5"));
    play(*state, "d4xc5,d4xe3");
    CHECK(boardAfter(*state) == boardOf("Ld4 Zh8 Zh7 Zh6 Ba1 Ba2 Ba3"));
    CHECK(state->scores() == std::vector<double> {2, 3, 3});
}

TEST_CASE("three players: maximality holds for each kind separately", "[azzanna][bite][three]")
{
    // d4 touches pumpkin c5 and broccoli e3; f2 touches only broccoli e3.
    auto state = position(3, "Pd4 Pf2 Zc5 Be3 Zh8 Zh7 Zh6 Ba7 Ba6 Ba5", Step::PackTurn);
    CHECK(legalTexts(*state) == std::vector<std::string> {"d4xc5,d4xe3", "d4xc5,f2xe3"});
    // f2 could still bite e3.
    CHECK_FALSE(accepts(*state, "d4xc5"));
    play(*state, "d4xc5,f2xe3");
    CHECK(boardAfter(*state) == boardOf("Ld4 Lf2 Zh8 Zh7 Zh6 Ba7 Ba6 Ba5"));
}
