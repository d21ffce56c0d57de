#include <algorithm>

#include <catch2/catch.hpp>

#include "views/board_layout.h"

using namespace ludoteca::app;

namespace {

qreal square(const QRectF &room) { return std::min(room.width(), room.height()); }

} // namespace

TEST_CASE("A strip beside the board runs down the right side, one below along the bottom")
{
    const QRectF area(8, 8, 784, 500);
    const BoardAndStrip beside = stripBeside(area, 200, 16);
    CHECK(beside.beside);
    CHECK(beside.strip == QRectF(592, 8, 200, 500));
    CHECK(beside.board == QRectF(8, 8, 568, 500));
    const BoardAndStrip below = stripBelow(area, 120, 8);
    CHECK_FALSE(below.beside);
    CHECK(below.strip == QRectF(8, 388, 784, 120));
    CHECK(below.board == QRectF(8, 8, 784, 372));
}

TEST_CASE("The usual strip beside a board is 30 % of the view, from 190 to 300 pixels")
{
    CHECK(besideStripWidth(QRectF(0, 0, 800, 100)) == Approx(240));
    CHECK(besideStripWidth(QRectF(0, 0, 400, 100)) == 190);
    CHECK(besideStripWidth(QRectF(0, 0, 2000, 100)) == 300);
}

TEST_CASE("The strip goes where it leaves the bigger board")
{
    const StripSizes sizes {200, 16, 150, 8};
    // Wide: beside leaves a square of 500, below one of 342.
    const BoardAndStrip wide = placeBoardAndStrip(QRectF(0, 0, 800, 500), sizes, square);
    CHECK(wide.beside);
    CHECK(square(wide.board) == 500);
    // Tall: beside leaves 284 across, below 742 high and 500 across.
    const BoardAndStrip tall = placeBoardAndStrip(QRectF(0, 0, 500, 900), sizes, square);
    CHECK_FALSE(tall.beside);
    CHECK(square(tall.board) == 500);
    // Level: the strip stays beside.
    const QRectF even(0, 0, 616, 558);
    REQUIRE(square(stripBeside(even, 200, 16).board) == square(stripBelow(even, 150, 8).board));
    CHECK(placeBoardAndStrip(even, sizes, square).beside);
}

TEST_CASE("A strip keeps its side until the other leaves a clearly bigger board")
{
    const StripSizes sizes {200, 16, 150, 8};
    // Beside leaves a square of 500, below one of 342: a strip under the board moves
    // beside it (more than 15 % bigger); at 616 by 558 the two are level and it stays.
    CHECK(placeBoardAndStrip(QRectF(0, 0, 800, 500), sizes, square, false).beside);
    const QRectF even(0, 0, 616, 558);
    CHECK_FALSE(placeBoardAndStrip(even, sizes, square, false).beside);
    CHECK(placeBoardAndStrip(even, sizes, square, true).beside);
    // 40 pixels less high (a row of buttons under the view): still where it was.
    const QRectF lower(0, 0, 616, 518);
    CHECK_FALSE(placeBoardAndStrip(lower, sizes, square, false).beside);
    CHECK(placeBoardAndStrip(lower, sizes, square, true).beside);
}
