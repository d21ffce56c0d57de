#include "screenshot_support.h"

#include <cstdio>
#include <memory>

#include <QApplication>
#include <QDir>
#include <QMouseEvent>
#include <QPixmap>
#include <QTimer>
#include <QWidget>

#include "ui/main_window.h"
#include "ui/screen_fit.h"

namespace ludoteca::app {

void saveScreenshot(QWidget *widget, const QString &folder, const QString &name)
{
    const QString path = QDir(folder).filePath(name + QStringLiteral(".png"));
    if (widget->grab().save(path))
        std::printf("wrote %s\n", qPrintable(path));
    else
        std::fprintf(stderr, "could not write %s\n", qPrintable(path));
    std::fflush(stdout);
}

namespace {

QSize windowSize(1200, 820);

} // namespace

QSize screenshotWindowSize() { return windowSize; }

void setScreenshotWindowSize(QSize size) { windowSize = size; }

void resizeOnScreen(QWidget *window, int width, int height)
{
    window->resize(width, height);
    fitToScreen(window);
}

void clickAt(QWidget *widget, QPointF at)
{
    const QPointF global = widget->mapToGlobal(at);
    QMouseEvent move(QEvent::MouseMove, at, global, Qt::NoButton, Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(widget, &move);
    QMouseEvent press(QEvent::MouseButtonPress, at, global, Qt::LeftButton, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(widget, &press);
    QMouseEvent release(QEvent::MouseButtonRelease, at, global, Qt::LeftButton, Qt::NoButton, Qt::NoModifier);
    QApplication::sendEvent(widget, &release);
}

std::function<void()> watchComputerGame(MainWindow &window, const QString &folder, int shotPly, const QString &playing,
                                        const QString &finished, int holdMs, std::function<void()> done)
{
    GameSession &session = window.session();
    auto moved = std::make_shared<QMetaObject::Connection>();
    auto over = std::make_shared<QMetaObject::Connection>();
    *moved = QObject::connect(&session, &GameSession::moveMade, &window,
                              [&window, folder, shotPly, playing, holdMs](int, int ply) {
                                  if (ply != shotPly)
                                      return;
                                  window.session().setPaused(true);
                                  QTimer::singleShot(holdMs, &window, [&window, folder, playing] {
                                      saveScreenshot(&window, folder, playing);
                                      window.session().setPaused(false);
                                  });
                              });
    *over = QObject::connect(&session, &GameSession::gameOver, &window,
                             [&window, folder, finished, holdMs, moved, over, done] {
                                 QObject::disconnect(*moved);
                                 QObject::disconnect(*over);
                                 QTimer::singleShot(holdMs, &window, [&window, folder, finished, done] {
                                     saveScreenshot(&window, folder, finished);
                                     done();
                                 });
                             });
    return [moved, over] {
        QObject::disconnect(*moved);
        QObject::disconnect(*over);
    };
}

} // namespace ludoteca::app
