#include "circular_chess_support.h"

using namespace ludoteca::games::circular_chess;

namespace {

Step go(int from, int dring, int dray) { return step(from, directionIndex(dring, dray)); }

} // namespace

TEST_CASE("cells are numbered along each radius, inward, radius after radius", "[circular-chess][geometry]")
{
    CHECK(cellNumber(0, 0) == 1);
    CHECK(cellNumber(0, 4) == 5);
    CHECK(cellNumber(1, 0) == 6);
    CHECK(cellNumber(9, 4) == 50);
    CHECK(cellNumber(17, 4) == 90);
    for (int n = 1; n <= 90; ++n) {
        CHECK(cellNumber(rayOf(n), ringOf(n)) == n);
        CHECK((ringOf(n) == 4) == (n % 5 == 0)); // the inner ring holds the multiples of 5
    }
}

TEST_CASE("steps reach the neighbours and wrap around the rings", "[circular-chess][geometry]")
{
    CHECK(go(1, 0, 1).cell == 6);
    CHECK(go(1, 0, -1).cell == 86);
    CHECK(go(86, 0, 1).cell == 1);
    CHECK(go(1, 1, 0).cell == 2);
    CHECK(go(3, -1, 0).cell == 2);
    CHECK(go(12, 1, 1).cell == 18);
    CHECK(go(12, -1, 1).cell == 16);
    CHECK(go(12, 1, -1).cell == 8);
    CHECK(go(12, -1, -1).cell == 6);
    // Ordinary steps keep their direction.
    CHECK(go(12, 1, 1).direction == directionIndex(1, 1));
    CHECK(go(12, 0, -1).direction == directionIndex(0, -1));
}

TEST_CASE("the outer ring is an edge", "[circular-chess][geometry]")
{
    for (int ray = 0; ray < 18; ++ray) {
        const int n = cellNumber(ray, 0);
        CHECK(go(n, -1, 0).cell == 0);
        CHECK(go(n, -1, 1).cell == 0);
        CHECK(go(n, -1, -1).cell == 0);
        CHECK(go(n, 0, 1).cell != 0);
    }
}

TEST_CASE("steps through the pole land opposite and turn outward", "[circular-chess][geometry]")
{
    CHECK(go(5, 1, 0).cell == 50);
    CHECK(go(50, 1, 0).cell == 5);
    CHECK(go(45, 1, 0).cell == 90);
    CHECK(go(90, 1, 0).cell == 45);
    CHECK(go(5, 1, 0).direction == directionIndex(-1, 0));
    // Diagonally: ray + dray + 9, still turning the same way.
    CHECK(go(5, 1, 1).cell == 55);
    CHECK(go(5, 1, 1).direction == directionIndex(-1, 1));
    CHECK(go(5, 1, -1).cell == 45);
    CHECK(go(5, 1, -1).direction == directionIndex(-1, -1));
    CHECK(go(90, 1, 1).cell == cellNumber(9, 4));
    // The turned direction carries on outward on the far side.
    CHECK(step(50, go(5, 1, 0).direction).cell == 49);
    CHECK(step(55, go(5, 1, 1).direction).cell == cellNumber(11, 3));
    // Steps along the inner ring do not cross.
    CHECK(go(5, 0, 1).cell == 10);
    CHECK(go(5, 0, -1).cell == 90);
    CHECK(go(5, -1, 0).cell == 4);
}

TEST_CASE("every step stays on the board with a valid direction", "[circular-chess][geometry]")
{
    for (int n = 1; n <= 90; ++n)
        for (int d = 0; d < 8; ++d) {
            const Step s = step(n, d);
            if (s.cell == 0)
                continue;
            CHECK(s.cell >= 1);
            CHECK(s.cell <= 90);
            CHECK(s.cell != n);
            REQUIRE(s.direction >= 0);
            const bool crossed = ringOf(n) == 4 && kDirections[static_cast<std::size_t>(d)].dring == 1;
            CHECK((s.direction != d) == crossed);
        }
}
