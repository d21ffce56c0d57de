#include "session/unfinished_games.h"

#include <algorithm>

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QLocale>

#include "ludoteca/core/registry.h"
#include "session/autosave.h"

namespace ludoteca::app {

UnfinishedGames::Found UnfinishedGames::find()
{
    Found found;
    const QStringList files = autosave_.files();
    int examined = 0;
    for (const QString &file : files) {
        if (found.games.size() == kMaxListed)
            break;
        ++examined;
        SavedGame saved;
        QString error;
        ReadProblem problem = ReadProblem::None;
        if (autosave_.read(file, saved, error, &problem)) {
            const auto reached = replaySavedGame(saved, error);
            if (reached && reached->isTerminal())
                found.finished << file;
            else
                found.games.append({file, saved.gameId, describe(saved, QFileInfo(file).lastModified())});
        } else if (!reported_.contains(file)) { // a file left in place is told of once a run
            reported_.insert(file);
            found.notices << keepUnusable(file, problem, error);
        }
    }
    found.unread = static_cast<int>(files.size()) - examined;
    return found;
}

QString UnfinishedGames::describe(const SavedGame &saved, const QDateTime &when)
{
    const GameInfo *info = GameRegistry::find(saved.gameId.toStdString());
    const QString name = info ? QString::fromStdString(info->name) : saved.gameId;
    QStringList names;
    for (const Seat &seat : saved.seats)
        names << seat.name;
    const int moves = static_cast<int>(saved.moves.size());
    QString text =
        QCoreApplication::translate("UnfinishedGames", "%1 between %2: %n move(s), last played %3.", nullptr, moves)
            .arg(name, QLocale().createSeparatedList(names), QLocale().toString(when, QLocale::ShortFormat));
    if (std::none_of(saved.seats.begin(), saved.seats.end(), [](const Seat &seat) { return seat.isRemote(); }))
        return text;
    // A game with friends online: whose move it waits for, as the engine says.
    QString error;
    const auto state = replaySavedGame(saved, error);
    const int mover = state && !state->isTerminal() ? state->currentPlayer() : -1;
    if (mover >= 0 && mover < saved.seats.size())
        return text + QLatin1Char(' ')
            + QCoreApplication::translate("UnfinishedGames", "Played online; %1 is to move.")
                  .arg(saved.seats[mover].name);
    return text + QLatin1Char(' ') + QCoreApplication::translate("UnfinishedGames", "Played online.");
}

QString UnfinishedGames::keepUnusable(const QString &file, ReadProblem problem, const QString &error)
{
    const QString path = QDir::toNativeSeparators(file);
    if (problem == ReadProblem::NewerVersion)
        return QCoreApplication::translate(
                   "UnfinishedGames", "An unfinished game cannot be continued here. %1 The file %2 is left as it is.")
            .arg(error, path);
    // Never deleted: the player may want it back, or show it to someone who can mend it.
    const QString kept = autosave_.keepAside(file, QStringLiteral("broken"));
    if (kept.isEmpty())
        return QCoreApplication::translate("UnfinishedGames",
                                           "The unfinished game could not be read. %1 The file %2 is left as it is.")
            .arg(error, path);
    return QCoreApplication::translate("UnfinishedGames",
                                       "The unfinished game could not be read. %1 The file is kept as %2: try Open on "
                                       "it, or remove it.")
        .arg(error, QDir::toNativeSeparators(kept));
}

} // namespace ludoteca::app
