#pragma once
// Small helpers shared by the screenshot tours of the games.

#include <QPointF>
#include <QString>

class QWidget;

namespace ludoteca::app {

// Grabs `widget` into <folder>/<name>.png and says on the console which file it wrote,
// or that it could not.
void saveScreenshot(QWidget *widget, const QString &folder, const QString &name);

// A left click at `at` (in `widget`'s coordinates), after the pointer moved there, as a
// player's click arrives.
void clickAt(QWidget *widget, QPointF at);

} // namespace ludoteca::app
