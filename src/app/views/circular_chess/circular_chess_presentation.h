#pragma once
// Circular Chess's seat colours as the board and the game page show them (the
// presentation itself is registered from circular_chess_presentation.cpp).

#include <QColor>

namespace ludoteca::app::circular_chess {

// The colour that marks a seat on the board and in the panel.
QColor seatColour(int seat);

} // namespace ludoteca::app::circular_chess
