#pragma once
// The chess pieces of Circular Chess as the view shows them: their names in words and
// their pictures, drawn from the chess glyphs of a font that has them (a solid glyph for
// the body and, for white pieces, the outlined glyph on top for the details), with a
// plain lettered disc when no font has them.

#include <QPointF>
#include <QString>

class QPainter;

namespace ludoteca::app::circular_chess {

// "white rook", "black pawn" (piece codes as the engine's: 1..6 white, 7..12 black).
QString pieceName(int piece);
// "white rooks", "black pawns".
QString pieceNamePlural(int piece);
// The piece as one character for running text: the outlined glyph for white, the solid
// one for black.
QString pieceSymbol(int piece);
// The letters of a captured list ("Rpp") as symbols.
QString symbolsFromLetters(const QString &letters);
// The same symbols with the white and the black set exchanged: for symbols drawn in light
// ink on a dark background, where an outline reads dark and a solid symbol light.
QString inkSwapped(const QString &symbols);

// Paints the piece centred on `centre`, `size` pixels tall.
void paintPiece(QPainter &painter, QPointF centre, qreal size, int piece, qreal opacity = 1.0);

} // namespace ludoteca::app::circular_chess
