#pragma once
// The list of games. Each game's folder registers itself with LUDOTECA_REGISTER_GAME;
// nothing outside that folder has to change when a game is added.

#include <string_view>
#include <vector>

#include "ludoteca/core/game_info.h"

namespace ludoteca {

class GameRegistry {
public:
    // Every registered game, in a stable order (sorted by id).
    static std::vector<const GameInfo *> games();
    static const GameInfo *find(std::string_view id);

    // Used by LUDOTECA_REGISTER_GAME; returns true so it can initialise a static.
    static bool add(GameInfo (*make)());
};

} // namespace ludoteca

#define LUDOTECA_REGISTER_GAME(makeInfoFunction)                                                                       \
    namespace {                                                                                                        \
    [[maybe_unused]] const bool ludotecaRegistered_##makeInfoFunction =                                                \
        ::ludoteca::GameRegistry::add(&makeInfoFunction);                                                              \
    }
