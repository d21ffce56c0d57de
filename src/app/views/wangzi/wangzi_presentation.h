#pragma once
// Wang Zi's words that its board view asks for (wangzi_presentation.cpp).

#include <QString>

#include "ludoteca/games/wangzi.h"

namespace ludoteca::app::wangzi {

// The engine's reason a click does not go on with the move, in a sentence (empty for none).
QString refusalText(const games::wangzi::WangziState &game, const games::wangzi::WangziState::Refusal &why);
// The running score's parts under a seat's supply: "Territory 12 · Princes 1".
QString scoreParts(const games::wangzi::WangziState &game, int seat);
// A click elsewhere while the player was to choose what happens on `cell` dropped the move.
QString droppedChoiceText(const games::wangzi::WangziState &game, int cell);

} // namespace ludoteca::app::wangzi
