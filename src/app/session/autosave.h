#pragma once
// The game in progress, kept in one file in the application's data folder so that a crash
// or a closed window never loses it. Written after every move (atomically), read back at
// start, removed when the game ends or is abandoned.
//
// A file this version cannot use is never deleted: keepAside() moves a damaged one out of
// the way under a dated name, and a newer version's file stays where it is until a game
// here needs the place, when it is moved aside the same way.

#include <QString>

#include "session/saved_game.h"

namespace ludoteca::app {

class Autosave {
public:
    // `folder` empty: QStandardPaths::AppDataLocation.
    explicit Autosave(QString folder = {});

    QString filePath() const;
    bool exists() const;
    bool write(const SavedGame &game, QString &error);
    // A newer version's file is remembered, so that clear() and write() keep it aside.
    bool read(SavedGame &game, QString &error, ReadProblem *problem = nullptr);
    void clear();
    // Renames the file to autosave.<label>-<date and time>.json in the same folder; the new
    // path, or empty when it could not be moved (then nothing replaces or removes it).
    QString keepAside(const QString &label);

private:
    // Moves a kept file out of the way before its place is used; false if it stays there.
    bool makeRoom();

    QString folder_;
    bool keepBeforeReplacing_ = false;
};

} // namespace ludoteca::app
