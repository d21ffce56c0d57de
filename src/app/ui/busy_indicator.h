#pragma once
// A small spinning arc that shows the computer is thinking.

#include <QTimer>
#include <QWidget>

namespace ludoteca::app {

class BusyIndicator : public QWidget {
    Q_OBJECT

public:
    explicit BusyIndicator(QWidget *parent = nullptr);
    void setRunning(bool running);
    bool running() const { return timer_.isActive(); }
    QSize sizeHint() const override { return {18, 18}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QTimer timer_;
    int angle_ = 0;
};

} // namespace ludoteca::app
