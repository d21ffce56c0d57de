#pragma once
// Keeping windows on the screen. At a large scale factor or on a small screen a window or
// dialog can ask for more than the screen has; ScreenFitter shrinks every window and
// dialog to the available area of its screen as it is shown and moves it inside, and a
// dialog with a lot to show puts its body in a WholeScrollArea so it can shrink.

#include <QObject>
#include <QScrollArea>

class QWidget;

namespace ludoteca::app {

// Fits `window` (a top-level widget) into its screen's available area, frame included;
// its minimum size is lowered if that alone is larger.
void fitToScreen(QWidget *window);

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
