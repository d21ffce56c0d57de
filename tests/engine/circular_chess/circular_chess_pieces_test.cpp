#include "circular_chess_support.h"

using namespace ludoteca::testing::circular_chess;
using Cells = std::vector<int>;

TEST_CASE("a rook slides along its ring and through the pole, each target once", "[circular-chess][moves]")
{
    auto state = position({{3, 'R'}});
    Cells expected;
    for (int ray = 0; ray < 18; ++ray)
        if (ray != 0)
            expected.push_back(5 * ray + 3); // the whole ring 2 but its own cell
    // Out to the edge, in to the pole and out again on radius 9 (48 is also on ring 2).
    for (const int cell : {1, 2, 4, 5, 50, 49, 47, 46})
        expected.push_back(cell);
    std::sort(expected.begin(), expected.end());
    CHECK(expected.size() == 25);
    CHECK(targetsFrom(*state, 3) == expected);
}

TEST_CASE("a slide stops before a piece it may not take and on one it may", "[circular-chess][moves]")
{
    // Same-colour captures: R takes the white pawn on 13, not the black one on 4.
    auto state = position({{3, 'R'}, {13, 'P'}, {4, 'p'}, {78, 'p'}});
    const Cells targets = targetsFrom(*state, 3);
    CHECK(targets == Cells {1, 2, 8, 13, 83, 88});
    CHECK(state->actionToString(CircularChessState::moveAction(3, 13)) == "3x13");
    CHECK(state->actionToString(CircularChessState::moveAction(3, 8)) == "3-8");
}

TEST_CASE("a bishop from the outer ring reaches its diagonal both ways round", "[circular-chess][moves]")
{
    auto state = position({{1, 'B'}});
    // Inward to the pole, across, and outward again: back to its own cell, where it stops.
    CHECK(targetsFrom(*state, 1) == Cells {7, 13, 19, 25, 75, 79, 83, 87});
    // A blocker on 25 cuts one path early; the other path still reaches 75.
    auto blocked = position({{1, 'B'}, {25, 'n'}});
    CHECK(targetsFrom(*blocked, 1) == Cells {7, 13, 19, 75, 79, 83, 87});
    CHECK(blocked->legalActions().size() == 1 + 7 + targetsFrom(*blocked, 25).size());
}

TEST_CASE("a bishop near the pole crosses and turns outward", "[circular-chess][moves]")
{
    auto state = position({{14, 'b'}}); // ray 2, ring 3
    // (+1,+1): 20, pole to ray 3+1+9=13 ring 4 (70), then 74, 78, 82, 86.
    // (+1,-1): 10, pole to ray 1-1+9=9 ring 4 (50), then 44, 38, 32, 26.
    // (-1,+1): 18, 22, 26 again. (-1,-1): 8, 2, 86 again.
    CHECK(targetsFrom(*state, 14) == Cells {2, 8, 10, 18, 20, 22, 26, 32, 38, 44, 50, 70, 74, 78, 82, 86});
}

TEST_CASE("a queen combines rook and bishop", "[circular-chess][moves]")
{
    auto rook = position({{14, 'R'}});
    auto bishop = position({{14, 'B'}});
    auto queen = position({{14, 'Q'}});
    Cells both = targetsFrom(*rook, 14);
    for (const int cell : targetsFrom(*bishop, 14))
        both.push_back(cell);
    std::sort(both.begin(), both.end());
    both.erase(std::unique(both.begin(), both.end()), both.end());
    CHECK(targetsFrom(*queen, 14) == both);
}

TEST_CASE("a king steps once in every direction, across the pole too", "[circular-chess][moves]")
{
    CHECK(targetsFrom(*position({{5, 'K'}}), 5) == Cells {4, 9, 10, 45, 50, 55, 89, 90});
    CHECK(targetsFrom(*position({{1, 'k'}}), 1) == Cells {2, 6, 7, 86, 87});
    // Captures by colour; other pieces block.
    CHECK(targetsFrom(*position({{5, 'K'}, {4, 'Q'}, {10, 'q'}}), 5) == Cells {4, 9, 45, 50, 55, 89, 90});
}

TEST_CASE("a knight goes orthogonally then diagonally onward", "[circular-chess][moves]")
{
    CHECK(targetsFrom(*position({{4, 'N'}}), 4) == Cells {7, 13, 15, 45, 55, 83, 85, 87});
    CHECK(targetsFrom(*position({{1, 'N'}}), 1) == Cells {8, 12, 82, 88});
}

TEST_CASE("a knight across the pole continues with the turned direction", "[circular-chess][moves]")
{
    // Inward from 5 crosses to 50 and turns outward: 54 and 44. Sideways along the inner
    // ring then inward crosses on the second step: 60 and 40.
    CHECK(targetsFrom(*position({{5, 'n'}}), 5) == Cells {8, 14, 40, 44, 54, 60, 84, 88});
}

TEST_CASE("a knight jumps over occupied first cells", "[circular-chess][moves]")
{
    auto state = position({{5, 'N'}, {50, 'p'}, {4, 'p'}, {10, 'p'}, {90, 'p'}});
    CHECK(targetsFrom(*state, 5) == Cells {8, 14, 40, 44, 54, 60, 84, 88});
    auto guarded = position({{5, 'N'}, {54, 'P'}, {44, 'p'}});
    CHECK(targetsFrom(*guarded, 5) == Cells {8, 14, 40, 54, 60, 84, 88});
    CHECK(guarded->actionToString(CircularChessState::moveAction(5, 54)) == "5x54");
}

TEST_CASE("white pawns go counter-clockwise and take diagonally forward", "[circular-chess][moves]")
{
    CHECK(targetsFrom(*position({{12, 'P'}}), 12) == Cells {17});
    CHECK(targetsFrom(*position({{86, 'P'}}), 86) == Cells {1}); // round the ring
    auto state = position({{12, 'P'}, {17, 'P'}, {16, 'P'}, {18, 'P'}});
    CHECK(targetsFrom(*state, 12) == Cells {16, 18});
    CHECK(state->actionToString(CircularChessState::moveAction(12, 18)) == "12x18");
    // Backward and sideways pieces are out of reach; a blocked pawn has nothing.
    auto stuck = position({{12, 'P'}, {17, 'p'}, {6, 'P'}, {8, 'P'}, {11, 'P'}, {13, 'P'}});
    CHECK(targetsFrom(*stuck, 12).empty());
    // On the inner ring the capture inward crosses the pole.
    CHECK(targetsFrom(*position({{5, 'P'}, {55, 'P'}, {9, 'P'}}), 5) == Cells {9, 10, 55});
}

TEST_CASE("black pawns go clockwise and take diagonally forward", "[circular-chess][moves]")
{
    CHECK(targetsFrom(*position({{12, 'p'}}), 12) == Cells {7});
    CHECK(targetsFrom(*position({{1, 'p'}}), 1) == Cells {86});
    auto state = position({{12, 'p'}, {6, 'p'}, {8, 'p'}, {16, 'p'}, {18, 'p'}});
    CHECK(targetsFrom(*state, 12) == Cells {6, 7, 8});
    // A pawn does not take straight ahead.
    CHECK(targetsFrom(*position({{12, 'p'}, {7, 'p'}}), 12).empty());
}

TEST_CASE("the capture option decides which colours a piece takes", "[circular-chess][moves]")
{
    const std::vector<std::pair<int, char>> pieces {{3, 'R'}, {4, 'N'}, {2, 'p'}};
    auto same = position(pieces, {{"capture", "same"}});
    auto opposite = position(pieces, {{"capture", "opposite"}});
    auto any = position(pieces, {{"capture", "any"}});
    auto has = [](const Cells &cells, int cell) { return std::find(cells.begin(), cells.end(), cell) != cells.end(); };
    CHECK(has(targetsFrom(*same, 3), 4));
    CHECK_FALSE(has(targetsFrom(*same, 3), 2));
    CHECK_FALSE(has(targetsFrom(*opposite, 3), 4));
    CHECK(has(targetsFrom(*opposite, 3), 2));
    CHECK(has(targetsFrom(*any, 3), 4));
    CHECK(has(targetsFrom(*any, 3), 2));
    // Whatever the option, a slide never goes past the first piece.
    CHECK_FALSE(has(targetsFrom(*any, 3), 1));
    CHECK_FALSE(has(targetsFrom(*any, 3), 5));
}

TEST_CASE("any seat may move any piece and the legal list has no duplicates", "[circular-chess][moves]")
{
    auto state = position({{3, 'R'}, {12, 'p'}, {55, 'q'}, {1, 'B'}});
    auto actions = state->legalActions();
    auto sorted = actions;
    std::sort(sorted.begin(), sorted.end());
    CHECK(std::unique(sorted.begin(), sorted.end()) == sorted.end());
    CHECK(std::find(actions.begin(), actions.end(), CircularChessState::kDraw) != actions.end());
    CHECK(state->currentPlayer() == 0);
    play(*state, "12-7");
    CHECK(state->currentPlayer() == 1);
    play(*state, "3-8");
    CHECK(state->currentPlayer() == 0);
    play(*state, "7-2");
    CHECK(state->pieceAt(2) == ludoteca::games::circular_chess::pieceFromLetter('p'));
    CHECK(state->pieceAt(8) == ludoteca::games::circular_chess::pieceFromLetter('R'));
    CHECK(state->quietTurns() == 3);
}
