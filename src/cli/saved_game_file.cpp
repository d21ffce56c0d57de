#include "saved_game_file.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <nlohmann/json.hpp>

#include "ludoteca/core/options.h"

namespace ludoteca::cli {

namespace {

// As the app's reader: no honest save comes near this.
constexpr std::uintmax_t kMaxFileSize = 8 * 1024 * 1024;

} // namespace

bool readSavedGameFile(const std::string &path, SavedGameFile &saved, std::string &error)
{
    const std::string quoted = "'" + excerpt(path) + "'";
    // Opened first, without waiting (a pipe or a terminal would block until a writer comes),
    // and then the opened file itself is checked: a file swapped in after a check by name
    // cannot slip through. Only a regular file is read, and never more than the limit.
    const int fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
    if (fd < 0) {
        error = quoted + " is not a saved game file (" + std::strerror(errno) + ")";
        return false;
    }
    struct stat status {};
    if (::fstat(fd, &status) != 0 || !S_ISREG(status.st_mode)) {
        ::close(fd);
        error = quoted + " is not a saved game file (a folder, a device, a pipe or a socket)";
        return false;
    }
    // An empty file is no game; and what /proc makes up (pagemap, mem, kmsg: size 0) is not
    // read at all, since reading some of it has effects or never ends.
    if (status.st_size == 0) {
        ::close(fd);
        error = quoted + " is empty (or made up by the system), not a saved game";
        return false;
    }
    if (status.st_size < 0 || static_cast<std::uintmax_t>(status.st_size) > kMaxFileSize) {
        ::close(fd);
        error = quoted + " is far too large to be a saved game";
        return false;
    }
    std::string text;
    char buffer[65536];
    for (;;) {
        const ssize_t got = ::read(fd, buffer, sizeof buffer);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0) {
            const int code = errno;
            ::close(fd);
            error = quoted + " could not be read: " + std::strerror(code);
            return false;
        }
        if (got == 0)
            break;
        text.append(buffer, static_cast<std::size_t>(got));
        if (text.size() > kMaxFileSize) { // whatever the size said
            ::close(fd);
            error = quoted + " is far too large to be a saved game";
            return false;
        }
    }
    ::close(fd);
    const auto json = nlohmann::json::parse(text, nullptr, false);
    const nlohmann::json none;
    const auto member = [&](const char *key) -> const nlohmann::json & {
        const auto found = json.is_object() ? json.find(key) : json.end();
        return found == json.end() ? none : *found;
    };
    if (json.is_discarded() || !json.is_object() || member("format") != "ludoteca-game") {
        error = quoted + " is not a Ludoteca saved game";
        return false;
    }
    SavedGameFile read;
    const auto &game = member("game");
    const auto &options = member("options");
    const auto &moves = member("moves");
    if (!game.is_string() || !options.is_object() || !moves.is_array()) {
        error = quoted + " lacks the game, its options or its moves";
        return false;
    }
    read.gameId = game.get<std::string>();
    for (const auto &[key, value] : options.items()) {
        if (!value.is_string()) {
            error = quoted + ": the option '" + excerpt(key) + "' is not text";
            return false;
        }
        read.optionWords.push_back(key + "=" + value.get<std::string>());
    }
    for (const auto &move : moves) {
        if (!move.is_string()) {
            error = quoted + ": the move list holds something that is not a move";
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
    for (const SavedSeat &seat : seats) {
        nlohmann::json entry = {{"kind", seat.kind}, {"name", seat.name}};
        if (!seat.level.empty()) // a person's seat has no level, and the app reads no empty one
            entry["level"] = seat.level;
        document["seats"].push_back(entry);
    }
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
