#pragma once
// `ludoteca-devtools --screenshots FOLDER`: writes PNGs of the launcher, the set-up dialog
// and the rules, then runs every game's registered tour (see tour_registry.h), then quits.

class QString;

namespace ludoteca::app {

class MainWindow;

void takeScreenshots(MainWindow &window, const QString &folder);

} // namespace ludoteca::app
