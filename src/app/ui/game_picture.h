#pragma once
// A game's picture for the launcher and the set-up dialog: the SVG resources/pictures/<id>.svg
// when there is one, otherwise a neutral drawing (a board and a die).

#include <QRectF>
#include <QString>

class QPainter;

namespace ludoteca::app {

void paintGamePicture(QPainter &painter, const QRectF &rect, const QString &gameId);
bool hasGamePicture(const QString &gameId);

} // namespace ludoteca::app
