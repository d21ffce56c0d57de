#include <catch2/catch.hpp>

#include "views/square_grid.h"

using ludoteca::SquareCells;
using ludoteca::app::SquareGrid;

namespace {

constexpr SquareCells byRanks(int side) { return {side, SquareCells::Order::ByRank}; }
constexpr SquareCells byFiles(int side) { return {side, SquareCells::Order::ByFile}; }

} // namespace

TEST_CASE("A square grid maps squares to rectangles and points back to squares")
{
    const SquareGrid grid(QPointF(10, 20), 5, byRanks(4));
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
    const SquareGrid grid(QPointF(0, 0), 10, byRanks(3));
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
    const SquareGrid grid = SquareGrid::centred(QRectF(0, 0, 200, 100), byRanks(5), 0.5);
    CHECK(grid.cellSize() == Approx(100.0 / 6));
    CHECK(grid.rect().center().x() == Approx(100));
    CHECK(grid.rect().center().y() == Approx(50));
    // Never smaller than the minimum.
    CHECK(SquareGrid::centred(QRectF(0, 0, 10, 10), byRanks(9), 0, 4).cellSize() == 4);
    CHECK_FALSE(SquareGrid::centred(QRectF(0, 0, 10, 10), byRanks(0)).valid());
}

TEST_CASE("A square grid numbers its cells as the game's engine says")
{
    // 3 x 3 squares of 10 from (0, 0): rank 0 is the bottom row, y 20 to 30.
    const SquareGrid byRank(QPointF(0, 0), 10, byRanks(3));
    const SquareGrid byFile(QPointF(0, 0), 10, byFiles(3));
    // File 2, rank 0: the bottom right square.
    CHECK(byRank.cellOf(2, 0) == 2);
    CHECK(byFile.cellOf(2, 0) == 6);
    CHECK(byRank.cellRect(2) == QRectF(20, 20, 10, 10));
    CHECK(byFile.cellRect(6) == QRectF(20, 20, 10, 10));
    CHECK(byRank.cellAt(QPointF(25, 25)) == 2);
    CHECK(byFile.cellAt(QPointF(25, 25)) == 6);
    CHECK(byFile.cellCenter(1) == QPointF(5, 15)); // file 0, rank 1
    for (int cell = 0; cell < 9; ++cell) {
        CHECK(byRank.cellOf(byRank.fileOf(cell), byRank.rankOf(cell)) == cell);
        CHECK(byFile.cellOf(byFile.fileOf(cell), byFile.rankOf(cell)) == cell);
    }
    // Off the grid, or no grid at all: no cell.
    CHECK(byRank.cellAt(QPointF(31, 5)) == -1);
    CHECK(byRank.cellOf(3, 0) == -1);
    CHECK(byRank.cellRect(9).isNull());
    CHECK(byRank.fileOf(-1) == -1);
    CHECK(SquareGrid().cellAt(QPointF(0, 0)) == -1);
    CHECK(SquareGrid().cellRect(0).isNull());
}

TEST_CASE("A cursor on a square grid starts in the middle and moves by cell numbers")
{
    const SquareGrid grid(QPointF(0, 0), 10, byFiles(5));
    // From nowhere, the first key steps from the middle square (file 2, rank 2).
    CHECK(grid.cursorStep(-1, Qt::Key_Up) == grid.cellOf(2, 3));
    CHECK(grid.cursorStep(grid.cellOf(0, 4), Qt::Key_Left) == grid.cellOf(0, 4)); // stays at the edge
    CHECK(grid.cursorStep(grid.cellOf(0, 4), Qt::Key_Right) == grid.cellOf(1, 4));
    CHECK(grid.cursorStep(grid.cellOf(1, 1), Qt::Key_Space) == -1);
    CHECK(SquareGrid().cursorStep(-1, Qt::Key_Up) == -1);
}
