#pragma once
// The unfinished games of the data folder as the launcher offers them: each one that can
// be continued, described for a player, and a notice for each file that cannot. Such a
// file is never deleted: a damaged one is moved aside, a newer version's left in place,
// and each is told of once a run. A game played to its end whose file is still there has
// not reached the history yet: it is listed apart, never offered to continue. The window
// shows what this finds; it decides nothing.

#include <QDateTime>
#include <QSet>
#include <QString>
#include <QStringList>
#include <QVector>

#include "session/saved_game.h"

namespace ludoteca::app {

class Autosave;

// One unfinished game as the launcher lists it.
struct UnfinishedGame {
    QString file; // its autosave, which names it in the launcher's signals
    QString gameId;
    QString description; // game, players, moves and when it was last played
};

class UnfinishedGames {
public:
    // The launcher reads and lists this many at most, the most recent; it counts the
    // others (thousands of files would take long to read and to show).
    static constexpr int kMaxListed = 30;

    explicit UnfinishedGames(Autosave &autosave) : autosave_(autosave) {}

    struct Found {
        QVector<UnfinishedGame> games; // the most recent first
        int unread = 0;                // files past kMaxListed, not read
        QStringList notices;           // files that could not be used, not told of before
        QStringList finished;          // games played to their end, for the history to take
    };
    Found find();

    // "Egotzi between Ana and Ben: 12 moves, last played 01/12/2026 14:03." A game with
    // friends online adds whose move it is: "Played online; ben@example.org is to move."
    static QString describe(const SavedGame &saved, const QDateTime &when);

    // Keeps aside an autosave that could not be used (a newer version's stays in place)
    // and says what became of it.
    QString keepUnusable(const QString &file, ReadProblem problem, const QString &error);

private:
    Autosave &autosave_;
    QSet<QString> reported_;
};

} // namespace ludoteca::app
