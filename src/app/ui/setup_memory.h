#pragma once
// The set-up choices made last time for each game (QSettings), so Start is one click away.

#include <QVector>

#include "ludoteca/core/options.h"
#include "session/seat.h"

namespace ludoteca::app {

struct SetupChoices {
    std::vector<std::pair<std::string, std::string>> options; // as given, may be partial
    QVector<Seat> seats;
};

SetupChoices loadSetupChoices(const QString &gameId);
// Also remembers the first person's name as the one this computer's player last used.
void saveSetupChoices(const QString &gameId, const Options &options, const QVector<Seat> &seats);

// The name the person at this computer last played under (empty before any game), which a
// set-up offers a person's seat instead of "Player 1".
QString lastPersonName();
// A player renamed (or merged into another) in the history: the set-ups remembered for
// every game, and the last name used, say `to` where they said `from`.
void renamePerson(const QString &from, const QString &to);

} // namespace ludoteca::app
