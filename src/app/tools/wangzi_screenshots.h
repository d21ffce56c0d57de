#pragma once
// Wang Zi's part of `ludoteca --screenshots`: a move being entered (a Prince picked, a tile's
// value offered), then a game of the computer against itself in play and at its end.
// Calls `done` when the last picture is written.

#include <functional>

class QString;

namespace ludoteca::app {

class MainWindow;

void takeWangziScreenshots(MainWindow &window, const QString &folder, std::function<void()> done);

} // namespace ludoteca::app
