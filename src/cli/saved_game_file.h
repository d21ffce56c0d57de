#pragma once
// Reads the game and moves of a file the app saved (docs/protocol.md, "Saved games"), so
// that scripts can analyse it. Only what analysis needs is taken: the game id, the options
// and the moves; the seats and the seed are the app's business. Trusts nothing: a missing,
// oversized or malformed file is refused with a message.

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "ludoteca/core/options.h"

namespace ludoteca::cli {

struct SavedGameFile {
    std::string gameId;
    std::vector<std::string> optionWords; // KEY=VALUE
    std::vector<std::string> moves;
};

bool readSavedGameFile(const std::string &path, SavedGameFile &saved, std::string &error);

// A seat of a game to write: the app's kinds, "human" or "ai" with its level key.
struct SavedSeat {
    std::string kind = "ai";
    std::string level = "medium";
    std::string name;
};

// Writes a game the app opens (and replays) as a saved game: the game, its options, the
// seats, the moves in canonical notation and the seed. The file is written whole under a
// temporary name and then renamed, so a failure never leaves half a file.
bool writeSavedGameFile(const std::string &path, const std::string &gameId, const Options &options,
                        const std::vector<SavedSeat> &seats, const std::vector<std::string> &moves, std::uint64_t seed,
                        std::string &error);

} // namespace ludoteca::cli
