#include <catch2/catch.hpp>

#include "ludoteca/core/pair_result.h"

using ludoteca::pairResult;

TEST_CASE("Two seats are ordered by winning first, then by score")
{
    CHECK(pairResult(true, 0, false, 9) == 1.0); // a winner is ahead whatever the scores
    CHECK(pairResult(false, 9, true, 0) == 0.0);
    CHECK(pairResult(true, 3, true, 7) == 0.5); // two winners are level
    CHECK(pairResult(false, 6, false, 2) == 1.0);
    CHECK(pairResult(false, 2, false, 6) == 0.0);
    CHECK(pairResult(false, 4, false, 4) == 0.5);
}
