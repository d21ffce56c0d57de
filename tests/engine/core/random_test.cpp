#include <catch2/catch.hpp>

#include <array>

#include "ludoteca/core/random.h"

using namespace ludoteca;

TEST_CASE("the generator is reproducible from its seed", "[random]")
{
    Rng first(7);
    Rng second(7);
    Rng other(8);
    bool differs = false;
    for (int i = 0; i < 100; ++i) {
        const auto value = first.next();
        REQUIRE(value == second.next());
        differs = differs || value != other.next();
    }
    CHECK(differs);
}

TEST_CASE("below stays in range and covers it", "[random]")
{
    Rng rng(1);
    std::array<int, 6> counts {};
    for (int i = 0; i < 6000; ++i) {
        const auto value = rng.below(6);
        REQUIRE(value < 6);
        ++counts[value];
    }
    for (const int count : counts)
        CHECK(count > 800);
}

TEST_CASE("weighted picks follow the weights", "[random]")
{
    Rng rng(3);
    const std::array<ChanceOutcome, 3> outcomes {{{10, 1}, {20, 0}, {30, 3}}};
    int tens = 0;
    int thirties = 0;
    for (int i = 0; i < 8000; ++i) {
        const Action picked = rng.pickWeighted(outcomes);
        REQUIRE(picked != 20);
        (picked == 10 ? tens : thirties) += 1;
    }
    // Expected 2000 and 6000; the bounds are many standard deviations wide.
    CHECK(tens > 1700);
    CHECK(tens < 2300);
    CHECK(thirties == 8000 - tens);
}
