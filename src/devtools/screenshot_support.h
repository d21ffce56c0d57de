#pragma once
// Small helpers shared by the screenshot tours of the games.

#include <functional>

#include <QPointF>
#include <QSize>
#include <QString>

class QWidget;

namespace ludoteca::app {

class MainWindow;

// Grabs `widget` into <folder>/<name>.png and says on the console which file it wrote,
// or that it could not.
void saveScreenshot(QWidget *widget, const QString &folder, const QString &name);

// The main window's size in the pictures: 1200 × 820 unless --window-size says otherwise
// (a small screen's 800 × 600, for example).
QSize screenshotWindowSize();
void setScreenshotWindowSize(QSize size);

// Resizes `window` as asked, but no larger than its screen's free area, so that a small
// screen or a large scale factor is photographed as a player would see it.
void resizeOnScreen(QWidget *window, int width, int height);

// A left click at `at` (in `widget`'s coordinates), after the pointer moved there, as a
// player's click arrives.
void clickAt(QWidget *widget, QPointF at);

// The pictures of a game the computer plays on `window`: `playing` once ply `shotPly` is
// reached (the game held still meanwhile), `finished` at its end, each `holdMs` after the
// move so that its animation is over; then `done`. Call it just before starting the game;
// call the function it returns to stop watching when the game could not start.
std::function<void()> watchComputerGame(MainWindow &window, const QString &folder, int shotPly, const QString &playing,
                                        const QString &finished, int holdMs, std::function<void()> done);

} // namespace ludoteca::app
