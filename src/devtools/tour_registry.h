#pragma once
// The screenshot tours of ludoteca-devtools. Each game adds its own tour from its own file
// with LUDOTECA_REGISTER_TOUR(order, gameId, function), as it registers its board view; the
// runner (screenshots.cpp) takes the pictures every game shares, then runs the tours in
// `order`, skipping a game this build does not have, then quits. A tour starts its games
// on `window`, writes its pictures into `folder` with saveScreenshot() and calls `done`
// when its last picture is written.

#include <functional>
#include <string>
#include <vector>

class QString;

namespace ludoteca::app {

class MainWindow;

using TourFunction = std::function<void(MainWindow &window, const QString &folder, std::function<void()> done)>;

struct TourEntry {
    int order = 0;
    std::string gameId;
    TourFunction run;
};

class TourRegistry {
public:
    static bool add(int order, std::string gameId, TourFunction run);
    // Every tour, by `order`.
    static std::vector<TourEntry> all();
};

} // namespace ludoteca::app

#define LUDOTECA_REGISTER_TOUR(order, gameId, function)                                                                \
    namespace {                                                                                                        \
    [[maybe_unused]] const bool ludotecaTour_##function = ::ludoteca::app::TourRegistry::add(order, gameId, function); \
    }
