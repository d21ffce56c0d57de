// The saved-game reader on arbitrary bytes, then the replay of what it accepts. A file it
// accepts keeps to the limits, replays or is refused with a reason, and writes back to a
// file that reads the same.

#include <cstddef>
#include <cstdint>
#include <cstdlib>

#include "session/saved_game.h"

using namespace ludoteca;
using namespace ludoteca::app;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size > static_cast<std::size_t>(SavedGame::kMaxFileSize))
        return 0;
    const QByteArray json = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    SavedGame game;
    QString error;
    ReadProblem problem = ReadProblem::None;
    if (!savedGameFromJson(json, game, error, &problem)) {
        if (error.isEmpty() || problem == ReadProblem::None || problem == ReadProblem::Missing)
            std::abort();
        return 0;
    }
    for (const Seat &seat : game.seats)
        if (seat.name.size() > Seat::kMaxNameLength)
            std::abort();

    auto state = replaySavedGame(game, error);
    if (!state) {
        if (error.isEmpty())
            std::abort();
        return 0;
    }
    if (state->ply() != game.moves.size())
        std::abort();

    SavedGame again;
    if (!savedGameFromJson(savedGameToJson(game), again, error) || again.gameId != game.gameId
        || again.options != game.options || again.moves != game.moves || again.seed != game.seed
        || again.seats.size() != game.seats.size())
        std::abort();
    return 0;
}
