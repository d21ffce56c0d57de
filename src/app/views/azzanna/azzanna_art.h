#pragma once
// Azzanna's pictures, drawn with QPainter paths so they stay crisp at any size and pixel
// ratio: grass cells, trees, pumpkins, broccoli, and pigs standing or lying down after a
// meal. Each piece is drawn into a square (a cell) and scales with it. The board view and
// the set-up dialog's tree editor share them.

#include <QColor>
#include <QRectF>

#include "views/azzanna/azzanna_field.h"

class QPainter;

namespace ludoteca::app::azzanna {

namespace palette {
inline const QColor kGrassLight {0xa9cf74};
inline const QColor kGrassDark {0x9bc465};
inline const QColor kStraw {0xf3e3c3}; // the mat around the field
inline const QColor kFence {0x8d5b2c};
inline const QColor kInk {0x5b3a1e}; // coordinates and words
inline const QColor kPig {0xf2a3b3};
inline const QColor kPumpkin {0xe8832a};
inline const QColor kBroccoli {0x3f8f3a};
inline const QColor kAccent {0xd2462a}; // the last move
inline const QColor kChoice {0xf6c343}; // pigs that can bite, vegetables in reach
} // namespace palette

// The grass of one cell; `file` and `rank` vary the shade and the tufts.
void paintGrass(QPainter &painter, const QRectF &cell, int file, int rank);
void paintTree(QPainter &painter, const QRectF &cell);
void paintPumpkin(QPainter &painter, const QRectF &cell);
void paintBroccoli(QPainter &painter, const QRectF &cell);
void paintPig(QPainter &painter, const QRectF &cell, bool lying);
// Any piece (nothing for Empty).
void paintPiece(QPainter &painter, const QRectF &cell, Piece piece);

} // namespace ludoteca::app::azzanna
