#pragma once
// Circular Chess's part of `ludoteca --screenshots`: a piece picked up with its targets lit
// in a game between two people, then three computer players in the middle of a game and
// at its end. Calls `done` when the last picture is written.

#include <functional>

class QString;

namespace ludoteca::app {

class MainWindow;

void takeCircularChessScreenshots(MainWindow &window, const QString &folder, std::function<void()> done);

} // namespace ludoteca::app
