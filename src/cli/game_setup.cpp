#include "game_setup.h"

#include <exception>

#include "ludoteca/core/registry.h"

namespace ludoteca::cli {

std::string gameIdList()
{
    std::string text;
    for (const GameInfo *game : GameRegistry::games()) {
        if (!text.empty())
            text += ' ';
        text += game->id;
    }
    return text;
}

std::unique_ptr<State> createGame(const std::string &gameId, const std::vector<std::string> &optionWords,
                                  std::string &error)
{
    const GameInfo *game = GameRegistry::find(gameId);
    if (!game) {
        error = "unknown game '" + excerpt(gameId) + "' (games: " + gameIdList() + ")";
        return nullptr;
    }
    std::vector<std::pair<std::string, std::string>> given;
    for (const auto &word : optionWords) {
        std::pair<std::string, std::string> option;
        if (!splitOptionWord(word, option)) {
            error = "option '" + excerpt(word) + "' is not written KEY=VALUE";
            return nullptr;
        }
        given.push_back(std::move(option));
    }
    try {
        auto state = game->newGame(given, error);
        if (!state && error.empty())
            error = "could not start " + excerpt(gameId);
        return state;
    } catch (const std::exception &e) {
        error = "could not start " + excerpt(gameId) + ": " + e.what();
        return nullptr;
    }
}

std::string describeOptions(const State &state)
{
    std::string text;
    for (const auto &[key, value] : state.options()) {
        if (!text.empty())
            text += ' ';
        text += key + "=" + value;
    }
    return text.empty() ? "(none)" : text;
}

} // namespace ludoteca::cli
