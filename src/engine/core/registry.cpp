#include "ludoteca/core/registry.h"

#include <algorithm>
#include <memory>

namespace ludoteca {

namespace {

// Function-local so that registration from other translation units' static
// initialisers never sees an unconstructed list.
std::vector<std::unique_ptr<GameInfo>> &registeredGames()
{
    static std::vector<std::unique_ptr<GameInfo>> games;
    return games;
}

} // namespace

bool GameRegistry::add(GameInfo (*make)())
{
    auto &games = registeredGames();
    auto info = std::make_unique<GameInfo>(make());
    const auto position = std::lower_bound(games.begin(), games.end(), info->id,
                                           [](const auto &game, const std::string &id) { return game->id < id; });
    games.insert(position, std::move(info));
    return true;
}

std::vector<const GameInfo *> GameRegistry::games()
{
    std::vector<const GameInfo *> result;
    for (const auto &game : registeredGames())
        result.push_back(game.get());
    return result;
}

const GameInfo *GameRegistry::find(std::string_view id)
{
    for (const auto &game : registeredGames())
        if (game->id == id)
            return game.get();
    return nullptr;
}

} // namespace ludoteca
