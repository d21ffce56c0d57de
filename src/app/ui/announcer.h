#pragma once
// Words a screen reader speaks while the focus stays where it is: moves as they are played,
// a refused click's reason, the result. Qt 6.4 has no announcement event, so this is a
// notification for assistive technology (a widget of one pixel that draws nothing): each
// announcement becomes its name and is shown anew, which the AT-SPI bridge sends as the
// "showing" change of a notification, the event a screen reader such as Orca speaks.

#include <QString>
#include <QWidget>

namespace ludoteca::app {

class Announcer : public QWidget {
    Q_OBJECT

public:
    explicit Announcer(QWidget *parent = nullptr);

    void announce(const QString &text);
    // The last thing announced.
    const QString &text() const { return text_; }

private:
    QString text_;
};

} // namespace ludoteca::app
