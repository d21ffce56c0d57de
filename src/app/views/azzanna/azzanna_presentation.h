#pragma once
// Azzanna's sides as the board and the game page show them (the presentation itself is
// registered from azzanna_presentation.cpp).

#include <QColor>
#include <QString>

#include "ludoteca/games/azzanna.h"

namespace ludoteca::app::azzanna {

struct Field;

// The colour of a seat's side (pigs, pumpkins, broccoli) and its name.
QColor sideColor(int seat);
QString sideName(int seat);

// The words on a seat's card in the tray above the field: the side and the player's name
// ("Pumpkins · Bruno", the side alone when the seat has no name), then what the side has:
// "4 eaten" for the Pack, "3 in hand · 5 planted" or "out of the game" for a farmer.
QString trayTitle(int seat, const QString &name);
QString trayDetail(const Field &field, int seat);

// The engine's reason a click does not go on with the placement or the bite, in a
// sentence (empty for none).
QString refusalText(const games::azzanna::AzzannaState &game, const games::azzanna::AzzannaState::Refusal &why);

} // namespace ludoteca::app::azzanna
