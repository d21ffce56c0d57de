#pragma once
// Egotzi's words that its board view asks for (egotzi_presentation.cpp).

#include <QString>

#include "ludoteca/games/egotzi.h"

namespace ludoteca::app::egotzi {

// The engine's reason a click places no stone, in a sentence (empty for none).
QString refusalText(const games::egotzi::EgotziState &game, const games::egotzi::EgotziState::Refusal &why);

} // namespace ludoteca::app::egotzi
