// Circular Chess's answer to why a click cannot go on with the move chosen so far.

#include "circular_chess_support.h"

using namespace ludoteca::testing::circular_chess;

TEST_CASE("a refused click says which rule stops it", "[circular-chess][moves]")
{
    using Kind = CircularChessState::Refusal::Kind;
    // Same-colour captures. The rook on 3 takes the white pawn on 13, not the black one on
    // 4 (held by the white pawn on 89); the pawns on 13 and 18 block each other.
    auto state = position({{3, 'R'}, {13, 'P'}, {18, 'p'}, {4, 'p'}, {89, 'P'}});

    CHECK(state->refusal(0, 3).kind == Kind::None);
    CHECK(state->refusal(0, 50).kind == Kind::Empty);
    CHECK(state->refusal(0, 13).kind == Kind::Stuck);
    CHECK(state->refusal(3, 13).kind == Kind::None);
    CHECK(state->refusal(3, 4).kind == Kind::CannotTake);
    const auto far = state->refusal(3, 60);
    CHECK(far.kind == Kind::CannotReach);
    CHECK(far.from == 3);
    CHECK(far.cell == 60);
    CHECK(state->refusal(13, 3).kind == Kind::None); // another piece that may move: picked up instead
}
