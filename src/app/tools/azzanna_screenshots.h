#pragma once
// Azzanna's part of `ludoteca --screenshots`: the set-up dialog with its tree editor, a bite
// being chosen, a run previewed, a three-player game with the hatched cells, and
// computer games in play and at their end. Calls `done` when the last picture is written.

#include <functional>

class QString;

namespace ludoteca::app {

class MainWindow;

void takeAzzannaScreenshots(MainWindow &window, const QString &folder, std::function<void()> done);

} // namespace ludoteca::app
