#pragma once
// Reads the game and moves of a file the app saved (docs/protocol.md, "Saved games"), so
// that scripts can analyse it. Only what analysis needs is taken: the game id, the options
// and the moves; the seats and the seed are the app's business. Trusts nothing: a missing,
// oversized or malformed file is refused with a message.

#include <string>
#include <utility>
#include <vector>

namespace ludoteca::cli {

struct SavedGameFile {
    std::string gameId;
    std::vector<std::string> optionWords; // KEY=VALUE
    std::vector<std::string> moves;
};

bool readSavedGameFile(const std::string &path, SavedGameFile &saved, std::string &error);

} // namespace ludoteca::cli
