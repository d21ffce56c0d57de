#pragma once
// Azzanna's sides as the board and the game page show them (the presentation itself is
// registered from azzanna_presentation.cpp).

#include <QColor>
#include <QString>

namespace ludoteca::app::azzanna {

// The colour of a seat's side (pigs, pumpkins, broccoli) and its name.
QColor sideColor(int seat);
QString sideName(int seat);

} // namespace ludoteca::app::azzanna
