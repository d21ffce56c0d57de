#pragma once
// Keeping windows on the screen. At a large scale factor or on a small screen a window or
// dialog can ask for more than the screen has; ScreenFitter shrinks every window and
// dialog to the available area of its screen as it is shown and moves it inside, and a
// dialog with a lot to show puts its body in a WholeScrollArea so it can shrink.

#include <QObject>
#include <QRect>
#include <QScrollArea>

class QWidget;

namespace ludoteca::app {

// Fits `window` (a top-level widget) into its screen's available area, frame included;
// its minimum size is lowered if that alone is larger.
void fitToScreen(QWidget *window);

// Where a window of `wanted` size (at least `minimum`) goes on `available` (a screen's
// free area) without covering `avoid` (a board it talks about): in the free band beside
// `avoid` (right, left, below or above, the first that takes `minimum`), as large as
// `wanted` allows and level with `avoid`. When no band is large enough it goes against the
// screen's edge farthest from `avoid`'s centre, as narrow as `minimum` allows, covering as
// little of it as it can. Frame
// sizes, as the window manager counts them.
QRect placeBeside(const QRect &avoid, QSize wanted, QSize minimum, const QRect &available);

// Installed on the application: fits every window as it is shown.
class ScreenFitter : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
};

// A scroll area that asks for its whole content (QScrollArea asks for a fixed share of
// it), so it scrolls only when the screen cannot give that much.
class WholeScrollArea : public QScrollArea {
    Q_OBJECT

public:
    explicit WholeScrollArea(QWidget *parent = nullptr);
    QSize sizeHint() const override;
    // As narrow as the content allows (it never scrolls sideways), but short.
    QSize minimumSizeHint() const override;
};

} // namespace ludoteca::app
