// Wapi's part of the screenshot tour: four computer players, one picture in the middle
// of the game (share scoring) and one at the end.

#include <memory>

#include <QTimer>

#include "ludoteca/core/registry.h"
#include "screenshot_support.h"
#include "tour_registry.h"
#include "ui/main_window.h"

namespace ludoteca::app::wapi {

namespace {

void takeWapiScreenshots(MainWindow &window, const QString &folder, std::function<void()> done)
{
    const GameInfo *info = GameRegistry::find("wapi");
    QVector<Seat> seats;
    for (const char *name : {"Ada", "Bruno", "Chayton", "Dyani"})
        seats.append({Seat::Kind::Ai, ai::Level::Easy, QString::fromLatin1(name)});
    GameSession &session = window.session();
    session.setAiDelay(30);
    watchComputerGame(window, folder, 70, QStringLiteral("wapi-playing"), QStringLiteral("wapi-finished"), 1200,
                      std::move(done));
    Options options = info->defaultOptions();
    options["scoring"] = "share";
    window.startGame(*info, options, seats);
}

} // namespace

LUDOTECA_REGISTER_TOUR(30, "wapi", takeWapiScreenshots)

} // namespace ludoteca::app::wapi
