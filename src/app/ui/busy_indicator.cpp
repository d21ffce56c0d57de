#include "ui/busy_indicator.h"

#include <QPainter>

#include "ui/theme.h"

namespace ludoteca::app {

BusyIndicator::BusyIndicator(QWidget *parent) : QWidget(parent)
{
    setFixedSize(sizeHint());
    timer_.setInterval(40);
    connect(&timer_, &QTimer::timeout, this, [this] {
        angle_ = (angle_ + 24) % 360;
        update();
    });
}

void BusyIndicator::setRunning(bool running)
{
    if (running)
        timer_.start();
    else
        timer_.stop();
    setVisible(running);
}

void BusyIndicator::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF r = QRectF(rect()).adjusted(2.5, 2.5, -2.5, -2.5);
    painter.setPen(QPen(theme::colours().border, 2.5));
    painter.drawEllipse(r);
    painter.setPen(QPen(theme::colours().accent, 2.5, Qt::SolidLine, Qt::RoundCap));
    painter.drawArc(r, -angle_ * 16, 100 * 16);
}

} // namespace ludoteca::app
