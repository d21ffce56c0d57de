#pragma once
// Where the game in play is kept besides the data folder: the file the player opened it
// from or saved it to, and the moves that file holds. It also remembers whether the last
// writes to the data folder and to the history failed, and so answers whether closing the
// window now would lose anything. The window asks the player; this class only keeps.

#include <QString>
#include <QStringList>

namespace ludoteca::app {

class GameSession;

class GameFile {
public:
    explicit GameFile(GameSession &session) : session_(session) {}

    // The file, or empty for a game that has none.
    QString path() const { return path_; }
    // Moves on the board that the file does not hold (a game without a file: any move).
    bool modified() const;

    // Reads `path` into the session; on failure the game in play stays as it was.
    bool open(const QString &path, QString &error);
    // Writes the game in play to `path`, which becomes its file.
    bool save(const QString &path, QString &error);
    // A game that has no file (a new one, a continued one, one from the history).
    void clear();
    // The game began again: the file holds the old one.
    void restarted() { savedMoves_.clear(); }

    // The data folder refused the last move: it goes to the file instead, when there is
    // one. True when the file now holds every move.
    bool keepInFile();
    void setAutosaveFailing(bool failing) { autosaveFailing_ = failing; }
    void setHistoryFailing(bool failing) { historyFailing_ = failing; }
    // Whether closing now loses nothing: the game is in its file, or (in progress) in the
    // data folder, or (finished) in the history.
    bool kept() const;

private:
    GameSession &session_;
    QString path_;
    QStringList savedMoves_; // the moves as the file holds them: any other list is unsaved
    bool autosaveFailing_ = false;
    bool historyFailing_ = false;
};

} // namespace ludoteca::app
