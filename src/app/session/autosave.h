#pragma once
// The unfinished games, each in its own file in the application's data folder, so that a
// crash, a closed window or another game started never loses one. A game's file is
// written after every move (atomically) and removed when the game ends or the player
// discards it; the launcher offers every file found here.
//
// Files are named autosave-<game>-<date and time>.json. The single autosave.json that
// older versions kept is still found and continued in place.
//
// A file this version cannot use is never deleted: keepAside() moves a damaged one out of
// the way under a dated name, and a newer version's file stays where it is (new games
// always take a name of their own, so nothing here ever needs its place).

#include <QString>
#include <QStringList>

#include "session/saved_game.h"

namespace ludoteca::app {

class Autosave {
public:
    // `folder` empty: QStandardPaths::AppDataLocation.
    explicit Autosave(QString folder = {});

    QString folder() const { return folder_; }
    // The one file older versions kept.
    QString legacyFilePath() const;
    // Every unfinished game's file (links, folders and devices in their place included:
    // they are what a reader must refuse), the most recently written first.
    QStringList files() const;
    bool exists() const { return !files().isEmpty(); }
    // A name for a new game's file that no file has yet.
    QString newFilePath(const QString &gameId) const;

    bool write(const QString &path, const SavedGame &game, QString &error);
    bool read(const QString &path, SavedGame &game, QString &error, ReadProblem *problem = nullptr) const;
    void remove(const QString &path);
    // Renames `path` to autosave.<label>-<date and time>.json in the same folder; the new
    // path, or empty when it could not be moved (then nothing replaces or removes it).
    QString keepAside(const QString &path, const QString &label);

private:
    QString folder_;
};

} // namespace ludoteca::app
