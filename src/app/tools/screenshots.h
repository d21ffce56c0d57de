#pragma once
// `ludoteca --screenshots FOLDER`: writes PNGs of the launcher, the set-up dialog, a game
// being played and a finished game (Egotzi, the computer against itself), Circular Chess's
// pictures, then a game of Wapi among four computer players in the middle and at the end,
// then Wang Zi's and Azzanna's pictures, then quits.

class QString;

namespace ludoteca::app {

class MainWindow;

void takeScreenshots(MainWindow &window, const QString &folder);

} // namespace ludoteca::app
