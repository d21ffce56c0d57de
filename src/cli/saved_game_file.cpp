#include "saved_game_file.h"

#include <filesystem>
#include <fstream>
#include <iterator>

#include <nlohmann/json.hpp>

namespace ludoteca::cli {

namespace {

// As the app's reader: no honest save comes near this.
constexpr std::uintmax_t kMaxFileSize = 8 * 1024 * 1024;

} // namespace

bool readSavedGameFile(const std::string &path, SavedGameFile &saved, std::string &error)
{
    std::error_code code;
    if (!std::filesystem::is_regular_file(path, code)) {
        error = "'" + path + "' is not a saved game file";
        return false;
    }
    if (std::filesystem::file_size(path, code) > kMaxFileSize || code) {
        error = "'" + path + "' is far too large to be a saved game";
        return false;
    }
    std::ifstream file(path, std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(file)), std::istreambuf_iterator<char>());
    if (!file && !file.eof()) {
        error = "'" + path + "' could not be read";
        return false;
    }
    const auto json = nlohmann::json::parse(text, nullptr, false);
    const nlohmann::json none;
    const auto member = [&](const char *key) -> const nlohmann::json & {
        const auto found = json.is_object() ? json.find(key) : json.end();
        return found == json.end() ? none : *found;
    };
    if (json.is_discarded() || !json.is_object() || member("format") != "ludoteca-game") {
        error = "'" + path + "' is not a Ludoteca saved game";
        return false;
    }
    SavedGameFile read;
    const auto &game = member("game");
    const auto &options = member("options");
    const auto &moves = member("moves");
    if (!game.is_string() || !options.is_object() || !moves.is_array()) {
        error = "'" + path + "' lacks the game, its options or its moves";
        return false;
    }
    read.gameId = game.get<std::string>();
    for (const auto &[key, value] : options.items()) {
        if (!value.is_string()) {
            error = "'" + path + "': the option '" + key + "' is not text";
            return false;
        }
        read.optionWords.push_back(key + "=" + value.get<std::string>());
    }
    for (const auto &move : moves) {
        if (!move.is_string()) {
            error = "'" + path + "': the move list holds something that is not a move";
            return false;
        }
        read.moves.push_back(move.get<std::string>());
    }
    saved = std::move(read);
    return true;
}

bool writeSavedGameFile(const std::string &path, const std::string &gameId, const Options &options,
                        const std::vector<SavedSeat> &seats, const std::vector<std::string> &moves, std::uint64_t seed,
                        std::string &error)
{
    nlohmann::json document;
    // The app's format (src/app/session/saved_game.h), version 1.
    document["format"] = "ludoteca-game";
    document["version"] = 1;
    document["game"] = gameId;
    document["options"] = nlohmann::json::object();
    for (const auto &[key, value] : options)
        document["options"][key] = value;
    document["seats"] = nlohmann::json::array();
    for (const SavedSeat &seat : seats)
        document["seats"].push_back({{"kind", seat.kind}, {"level", seat.level}, {"name", seat.name}});
    document["moves"] = moves;
    // A string: JSON numbers cannot hold every 64-bit value exactly.
    document["seed"] = std::to_string(seed);
    const std::string temporary = path + ".part";
    {
        std::ofstream file(temporary, std::ios::binary | std::ios::trunc);
        file << document.dump(4) << '\n';
        file.close();
        if (!file) {
            std::error_code ignored;
            std::filesystem::remove(temporary, ignored);
            error = "'" + path + "' could not be written";
            return false;
        }
    }
    std::error_code code;
    std::filesystem::rename(temporary, path, code);
    if (code) {
        std::filesystem::remove(temporary, code);
        error = "'" + path + "' could not be written";
        return false;
    }
    return true;
}

} // namespace ludoteca::cli
