#pragma once
// The game in progress, kept in one file in the application's data folder so that a crash
// or a closed window never loses it. Written after every move (atomically), read back at
// start, removed when the game ends or is abandoned.

#include <QString>

#include "session/saved_game.h"

namespace ludoteca::app {

class Autosave {
public:
    // `folder` empty: QStandardPaths::AppDataLocation.
    explicit Autosave(QString folder = {});

    QString filePath() const;
    bool exists() const;
    bool write(const SavedGame &game, QString &error) const;
    bool read(SavedGame &game, QString &error) const;
    void clear() const;

private:
    QString folder_;
};

} // namespace ludoteca::app
