#include "session/game_file.h"

#include "session/game_session.h"
#include "session/saved_game.h"

namespace ludoteca::app {

bool GameFile::modified() const { return session_.hasGame() && session_.moveTexts() != savedMoves_; }

bool GameFile::open(const QString &path, QString &error)
{
    SavedGame saved;
    if (!readSavedGame(path, saved, error) || !session_.restore(saved, error))
        return false;
    path_ = path;
    savedMoves_ = session_.moveTexts();
    return true;
}

bool GameFile::save(const QString &path, QString &error)
{
    if (!session_.hasGame() || !writeSavedGame(path, session_.snapshot(), error))
        return false;
    path_ = path;
    savedMoves_ = session_.moveTexts();
    return true;
}

void GameFile::clear()
{
    path_.clear();
    savedMoves_.clear();
}

bool GameFile::keepInFile()
{
    autosaveFailing_ = true;
    // While the data folder refuses the game, every move goes to the player's file, so
    // that the file is never behind the game.
    if (path_.isEmpty() || !session_.hasGame())
        return false;
    QString error;
    if (!writeSavedGame(path_, session_.snapshot(), error))
        return false;
    savedMoves_ = session_.moveTexts();
    return true;
}

bool GameFile::kept() const
{
    if (!modified())
        return true;
    // A game in progress is kept in the data folder after every move; a finished one stays
    // there too until the history has it (written before the app ends): when they can be.
    return session_.state()->isTerminal() ? !historyFailing_ || !autosaveFailing_ : !autosaveFailing_;
}

} // namespace ludoteca::app
