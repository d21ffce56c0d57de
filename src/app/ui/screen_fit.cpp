#include "ui/screen_fit.h"

#include <algorithm>

#include <QEvent>
#include <QScreen>
#include <QScrollBar>
#include <QVariant>
#include <QWidget>

namespace ludoteca::app {

namespace {

// Wider than any title bar and edges: a frame caught while a busy window manager is still
// framing the window, its size not yet the window's (a 100×30 window in a 560×400 frame
// was seen). Trusting it would shrink the window for good.
constexpr int kLargestBorder = 200;

bool plausibleBorder(const QSize &border)
{
    return border.width() >= 0 && border.height() >= 0 && border.width() <= kLargestBorder
        && border.height() <= kLargestBorder;
}

} // namespace

void fitToScreen(QWidget *window)
{
    const QScreen *screen = window->screen();
    if (!screen)
        return;
    const QRect available = screen->availableGeometry();
    // The frame is known once the window has been shown; before, assume none.
    const QRect frame = window->frameGeometry();
    const QSize border = frame.size() - window->size();
    if (!plausibleBorder(border))
        return; // fitted again once the frame settles (ScreenFitter)
    const QSize room = (available.size() - border).expandedTo(QSize(1, 1));
    if (window->minimumWidth() > room.width() || window->minimumHeight() > room.height())
        window->setMinimumSize(window->minimumSize().boundedTo(room));
    if (window->width() > room.width() || window->height() > room.height())
        window->resize(window->size().boundedTo(room));
    const QSize outer = window->size() + border;
    const int x = std::clamp(frame.x(), available.left(), available.right() + 1 - outer.width());
    const int y = std::clamp(frame.y(), available.top(), available.bottom() + 1 - outer.height());
    if (x != frame.x() || y != frame.y())
        window->move(x, y);
}

QRect placeBeside(const QRect &avoid, QSize wanted, QSize minimum, const QRect &available)
{
    const QRect bands[] = {
        QRect(QPoint(avoid.right() + 1, available.top()), available.bottomRight()),
        QRect(available.topLeft(), QPoint(avoid.left() - 1, available.bottom())),
        QRect(QPoint(available.left(), avoid.bottom() + 1), available.bottomRight()),
        QRect(available.topLeft(), QPoint(available.right(), avoid.top() - 1)),
    };
    const auto level = [](int centre, int size, int low, int high) {
        return std::clamp(centre - size / 2, low, std::max(low, high + 1 - size));
    };
    for (int side = 0; side < 4; ++side) {
        const QRect band = bands[side] & available;
        if (band.width() < minimum.width() || band.height() < minimum.height())
            continue;
        const QSize size = wanted.expandedTo(minimum).boundedTo(band.size());
        QPoint at;
        if (side < 2) // beside: against the board, level with its middle
            at = QPoint(side == 0 ? band.left() : band.right() + 1 - size.width(),
                        level(avoid.center().y(), size.height(), band.top(), band.bottom()));
        else
            at = QPoint(level(avoid.center().x(), size.width(), band.left(), band.right()),
                        side == 2 ? band.top() : band.bottom() + 1 - size.height());
        return {at, size};
    }
    // No band is wide enough: as narrow as the window may be, against the far edge.
    const QSize size = QSize(minimum.width(), std::max(minimum.height(), wanted.height())).boundedTo(available.size());
    const bool right = avoid.center().x() <= available.center().x();
    return {QPoint(right ? available.right() + 1 - size.width() : available.left(),
                   level(avoid.center().y(), size.height(), available.top(), available.bottom())),
            size};
}

namespace {

// Set on a window shown before its frame was known: it is fitted again once it is.
constexpr char kFrameAwaited[] = "ludotecaFrameAwaited";

bool frameKnown(const QWidget *window)
{
    const QSize border = window->frameGeometry().size() - window->size();
    return !border.isNull() && plausibleBorder(border);
}

} // namespace

bool ScreenFitter::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    if ((type != QEvent::Show && type != QEvent::Move && type != QEvent::Resize) || !watched->isWidgetType())
        return QObject::eventFilter(watched, event);
    auto *widget = static_cast<QWidget *>(watched);
    const Qt::WindowType kind = widget->windowType();
    if (!widget->isWindow() || kind == Qt::Popup || kind == Qt::ToolTip)
        return QObject::eventFilter(watched, event);
    if (type == QEvent::Show) {
        fitToScreen(widget);
        // The window manager frames a window after it is shown: its title bar is not yet
        // counted, and the window would reach below the screen by that much.
        widget->setProperty(kFrameAwaited, !frameKnown(widget));
    } else if (widget->property(kFrameAwaited).toBool() && frameKnown(widget)) {
        widget->setProperty(kFrameAwaited, false);
        fitToScreen(widget);
    }
    return QObject::eventFilter(watched, event);
}

WholeScrollArea::WholeScrollArea(QWidget *parent) : QScrollArea(parent)
{
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    setFocusPolicy(Qt::NoFocus); // its contents take focus, and it scrolls to them
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

QSize WholeScrollArea::sizeHint() const
{
    if (!widget())
        return QScrollArea::sizeHint();
    // Room for the vertical bar too, so that the content never has to get narrower.
    return widget()->sizeHint() + QSize(verticalScrollBar()->sizeHint().width(), 0);
}

QSize WholeScrollArea::minimumSizeHint() const
{
    if (!widget())
        return QScrollArea::minimumSizeHint();
    return {widget()->minimumSizeHint().width() + verticalScrollBar()->sizeHint().width(),
            QScrollArea::minimumSizeHint().height()};
}

} // namespace ludoteca::app
