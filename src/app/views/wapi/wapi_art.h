#pragma once
// Wapi's pictures, drawn with QPainter so they stay sharp at any size: the six mask
// emblems, silver coins, totem poles, the bag, and the colours of masks and players.

#include <QColor>
#include <QPointF>
#include <QRectF>
#include <QString>

class QPainter;

namespace ludoteca::app::wapi {

// Sand, rock and sky of the board.
inline const QColor kSand(0xe9cf9f);
inline const QColor kRock(0x9a5b34);
inline const QColor kInk(0x24160b);      // dark enough for 4.5:1 on the rock
inline const QColor kMutedInk(0x4e341b); // captions, 4.5:1 on a dimmed card
inline const QColor kCream(0xfff4dc);
inline const QColor kMetalInk(0x17191c);  // numbers on silver, 4.5:1 on a dimmed card too
inline const QColor kHighlight(0x2f9e8f); // where a coin may go

// The mine's own colour (the mask's paint), 0-based.
QColor maskColor(int mine);
// Five player colours that stay apart for colour-blind eyes (Okabe and Ito's palette).
QColor playerColor(int seat);
QString playerColorName(int seat);

// The emblem of mask `mine` in `ink`, fitted into `box`.
void paintEmblem(QPainter &painter, const QRectF &box, int mine, const QColor &ink);
// A painted mask tile: the mine's colour, a rim and its emblem in cream.
void paintMask(QPainter &painter, const QRectF &box, int mine, qreal opacity = 1.0);
// A shining silver coin with its value.
void paintCoin(QPainter &painter, QPointF center, qreal radius, int value, qreal opacity = 1.0);
// A totem pole in a player's colour, standing in `box`, marked with the seat's number.
void paintTotem(QPainter &painter, const QRectF &box, const QColor &color, int seat, qreal opacity = 1.0);
// The leather bag; `shake` (0..1) wobbles it while a tile is drawn.
void paintBag(QPainter &painter, const QRectF &box, qreal shake);

} // namespace ludoteca::app::wapi
