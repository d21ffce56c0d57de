#pragma once
// A game as it is written to disk: readable JSON with a format id and version, the game id,
// every option, the seats, the moves in canonical notation and the seed that drives chance.
//
// A file may come from anywhere, so reading one trusts nothing: only a regular file is
// opened (never a device, a pipe or a folder, and never in a way that could wait), at most
// kMaxFileSize bytes of it are read, and its structure is checked against tight limits
// (the game's own seat counts and longest possible game) before anything is built from it.
// replaySavedGame() then plays the moves through the engine, which refuses illegal ones.
// Needs only Qt Core, so that the fuzzer can link it without the GUI.

#include <cstdint>
#include <memory>

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QVector>

#include "ludoteca/core/options.h"
#include "ludoteca/core/state.h"
#include "session/seat.h"

namespace ludoteca::app {

struct SavedGame {
    static constexpr const char *kFormat = "ludoteca-game";
    static constexpr int kVersion = 1;
    // The extension of saved games (their MIME type is application/x-ludoteca-game);
    // older saves ending in .json open too.
    static constexpr const char *kSuffix = "ludoteca";
    // Larger than any honest save; keeps a stray huge file from being read into memory.
    static constexpr qint64 kMaxFileSize = 8 * 1024 * 1024;
    // Longer than any option value, any move text and any seat name the app writes.
    static constexpr int kMaxTextLength = 256;

    QString gameId;
    Options options;
    QVector<Seat> seats;
    QStringList moves;
    std::uint64_t seed = 0;
    // The moves taken back with Undo, as Redo plays them again: one group per Redo, the
    // groups in the order Redo plays them, each in play order. Optional in the file.
    QVector<QStringList> undone;
    // Which game this is, given when it began (a UUID), so that the history keeps it once
    // however often it is written there. Optional in the file: older files have none.
    QString identity;
    static constexpr int kMaxIdentityLength = 64;
    // A game joined online keeps the moves as this seat saw them (State::historyTexts): a
    // card dealt face down to another seat is a stand-in there. -1 (absent from the file):
    // every move as it was played.
    int observer = -1;
};

// The identity the history keeps a game under: its own, or for a file without one a
// digest of what it holds (the game, options, seats, seed and moves), so that the same file
// imported twice is still one game.
QString historyIdentity(const SavedGame &game);
// A new game's identity.
QString newGameIdentity();

// Why a file could not be read, for a caller that treats the cases apart (the autosave
// keeps a damaged file aside but leaves a newer version's file where it is).
enum class ReadProblem {
    None,
    Missing,      // there is no file at that path
    Damaged,      // not a regular file, unreadable, too large, or not a valid game
    NewerVersion, // a later format version, or a game this version does not know
};

QByteArray savedGameToJson(const SavedGame &game);
// Checks the structure (format, version, types, limits); false with a reason a person can read.
bool savedGameFromJson(const QByteArray &json, SavedGame &game, QString &error, ReadProblem *problem = nullptr);

// Atomic write: the game goes to a new file beside `path` (created with O_EXCL and
// O_NOFOLLOW), every write, the fsync and the close are checked, and only then does the new
// file take the old one's place (rename, which replaces a link rather than following it),
// and the folder is synced. Whatever fails (a full disk, a file-size limit, a failed flush),
// the previous file stays whole and `error` says why.
bool writeSavedGame(const QString &path, const SavedGame &game, QString &error);
// Makes a write past the file-size limit (RLIMIT_FSIZE) fail with EFBIG instead of ending
// the process with SIGXFSZ. writeSavedGame() calls it; the app also calls it at start.
void ignoreFileSizeSignal();
bool readSavedGame(const QString &path, SavedGame &game, QString &error, ReadProblem *problem = nullptr);

// The position the saved game reaches: its options resolved, its seats counted and its
// moves replayed (the undone ones too, on a copy, so that Redo can play them; a seat's
// moves as that seat saw them, SavedGame::observer, replayed into its copy). Null, with
// the reason in `error`, when the engine refuses any of it.
std::unique_ptr<State> replaySavedGame(const SavedGame &saved, QString &error);

} // namespace ludoteca::app
