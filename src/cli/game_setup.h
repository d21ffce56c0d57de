#pragma once
// Turning a game id and KEY=VALUE words into a starting position, with messages a person
// can act on. Shared by the protocol's `new` and by the bench and match subcommands.

#include <memory>
#include <string>
#include <vector>

#include "ludoteca/core/state.h"

namespace ludoteca::cli {

// Every registered game id, space-separated.
std::string gameIdList();

// Makes the initial state of `gameId` with the options in `optionWords` (each KEY=VALUE);
// null with `error` set when the game, a word, a key or a value is not accepted.
std::unique_ptr<State> createGame(const std::string &gameId, const std::vector<std::string> &optionWords,
                                  std::string &error);

// The options in force as "key=value" words, sorted by key.
std::string describeOptions(const State &state);

} // namespace ludoteca::cli
