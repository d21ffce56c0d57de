#pragma once
// A game as it is written to disk: readable JSON with a format id and version, the game id,
// every option, the seats, the moves in canonical notation and the seed that drives chance.
// This file only converts between JSON and the structure; replaying the moves through the
// engine (and refusing illegal ones) is GameSession::restore()'s job.

#include <cstdint>

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QVector>

#include "ludoteca/core/options.h"
#include "session/seat.h"

namespace ludoteca::app {

struct SavedGame {
    static constexpr const char *kFormat = "ludoteca-game";
    static constexpr int kVersion = 1;
    // The extension of saved games (their MIME type is application/x-ludoteca-game);
    // older saves ending in .json open too.
    static constexpr const char *kSuffix = "ludoteca";

    QString gameId;
    Options options;
    QVector<Seat> seats;
    QStringList moves;
    std::uint64_t seed = 0;
};

QByteArray savedGameToJson(const SavedGame &game);
// Checks the structure (format, version, types); false with a reason a person can read.
bool savedGameFromJson(const QByteArray &json, SavedGame &game, QString &error);

// Atomic write (QSaveFile): the old file stays whole if anything fails.
bool writeSavedGame(const QString &path, const SavedGame &game, QString &error);
bool readSavedGame(const QString &path, SavedGame &game, QString &error);

} // namespace ludoteca::app
