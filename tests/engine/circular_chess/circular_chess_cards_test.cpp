#include <array>

#include "circular_chess_support.h"

using namespace ludoteca::games::circular_chess;

TEST_CASE("cards show their pieces by number", "[circular-chess][cards]")
{
    CHECK(pieceLetter(cardPiece(1)) == 'P');
    CHECK(pieceLetter(cardPiece(2)) == 'p');
    CHECK(pieceLetter(cardPiece(9)) == 'P');
    CHECK(pieceLetter(cardPiece(10)) == 'p');
    CHECK(pieceLetter(cardPiece(11)) == 'N');
    CHECK(pieceLetter(cardPiece(14)) == 'n');
    CHECK(pieceLetter(cardPiece(15)) == 'B');
    CHECK(pieceLetter(cardPiece(19)) == 'R');
    CHECK(pieceLetter(cardPiece(20)) == 'r');
    CHECK(pieceLetter(cardPiece(23)) == 'Q');
    CHECK(pieceLetter(cardPiece(27)) == 'K');
    CHECK(pieceLetter(cardPiece(30)) == 'k');
    CHECK(pieceLetter(cardPiece(31)) == 'P');
    CHECK(pieceLetter(cardPiece(37)) == 'P'); // i = 18 mod 15 = 3
    CHECK(pieceLetter(cardPiece(55)) == 'Q');
    CHECK(pieceLetter(cardPiece(90)) == 'k');
}

TEST_CASE("each colour has 15 pawns and 6 of every other kind", "[circular-chess][cards]")
{
    std::array<int, kPieceTypes + 1> count {};
    for (int n = 1; n <= 90; ++n) {
        const int piece = cardPiece(n);
        REQUIRE(piece >= 1);
        REQUIRE(piece <= kPieceTypes);
        CHECK(isWhite(piece) == (n % 2 == 1));
        ++count[static_cast<std::size_t>(piece)];
    }
    for (const bool white : {true, false}) {
        CHECK(count[static_cast<std::size_t>(pieceOf(Pawn, white))] == 15);
        for (const Kind kind : {Knight, Bishop, Rook, Queen, King})
            CHECK(count[static_cast<std::size_t>(pieceOf(kind, white))] == 6);
    }
}

TEST_CASE("piece letters go both ways", "[circular-chess][cards]")
{
    for (int piece = 1; piece <= kPieceTypes; ++piece)
        CHECK(pieceFromLetter(pieceLetter(piece)) == piece);
    CHECK(pieceFromLetter('x') == 0);
    CHECK(pieceLetter(pieceOf(King, true)) == 'K');
    CHECK(pieceLetter(pieceOf(Knight, false)) == 'n');
}
