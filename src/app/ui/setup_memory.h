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
void saveSetupChoices(const QString &gameId, const Options &options, const QVector<Seat> &seats);

} // namespace ludoteca::app
