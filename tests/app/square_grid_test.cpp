#include <catch2/catch.hpp>

#include "views/square_grid.h"

using ludoteca::app::SquareGrid;

TEST_CASE("A square grid maps squares to rectangles and points back to squares")
{
    const SquareGrid grid(QPointF(10, 20), 5, 4);
    CHECK(grid.rect() == QRectF(10, 20, 20, 20));
    // Rank 0 is the bottom row.
    CHECK(grid.squareRect(0, 0) == QRectF(10, 35, 5, 5));
    CHECK(grid.squareRect(3, 3) == QRectF(25, 20, 5, 5));
    int file = -1;
    int rank = -1;
    REQUIRE(grid.squareAt(QPointF(11, 39), file, rank));
    CHECK((file == 0 && rank == 0));
    REQUIRE(grid.squareAt(QPointF(29.9, 20.1), file, rank));
    CHECK((file == 3 && rank == 3));
    CHECK_FALSE(grid.squareAt(QPointF(9, 30), file, rank));
    CHECK_FALSE(grid.squareAt(QPointF(20, 41), file, rank));
    CHECK((file == 3 && rank == 3)); // unchanged by a miss
    CHECK_FALSE(SquareGrid().squareAt(QPointF(0, 0), file, rank));
}

TEST_CASE("Arrow keys step across a square grid and stop at its edges")
{
    const SquareGrid grid(QPointF(0, 0), 10, 3);
    int file = 1;
    int rank = 1;
    REQUIRE(grid.step(Qt::Key_Up, file, rank));
    CHECK((file == 1 && rank == 2));
    REQUIRE(grid.step(Qt::Key_Up, file, rank));
    CHECK(rank == 2);
    REQUIRE(grid.step(Qt::Key_Left, file, rank));
    REQUIRE(grid.step(Qt::Key_Left, file, rank));
    CHECK(file == 0);
    REQUIRE(grid.step(Qt::Key_Down, file, rank));
    REQUIRE(grid.step(Qt::Key_Right, file, rank));
    CHECK((file == 1 && rank == 1));
    CHECK_FALSE(grid.step(Qt::Key_A, file, rank));
    CHECK((file == 1 && rank == 1));
}

TEST_CASE("A centred grid is the largest that fits with its margin")
{
    // 200 x 100: the height decides; 5 squares and half a square each side make 6.
    const SquareGrid grid = SquareGrid::centred(QRectF(0, 0, 200, 100), 5, 0.5);
    CHECK(grid.cellSize() == Approx(100.0 / 6));
    CHECK(grid.rect().center().x() == Approx(100));
    CHECK(grid.rect().center().y() == Approx(50));
    // Never smaller than the minimum.
    CHECK(SquareGrid::centred(QRectF(0, 0, 10, 10), 9, 0, 4).cellSize() == 4);
    CHECK_FALSE(SquareGrid::centred(QRectF(0, 0, 10, 10), 0).valid());
}
