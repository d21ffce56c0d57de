#pragma once
// A row of widgets that wraps onto more rows when the width given to it is too narrow, each
// row centred, as in Qt's Flow Layout example. Its height follows its width
// (heightForWidth), so the layout around it makes room for the rows it needs; its minimum
// width is the widest item's, so a long label never widens the window beyond the screen.

#include <QLayout>
#include <QList>

namespace ludoteca::app {

class FlowLayout : public QLayout {
public:
    explicit FlowLayout(QWidget *parent = nullptr);
    ~FlowLayout() override;

    void addItem(QLayoutItem *item) override;
    int count() const override { return static_cast<int>(items_.size()); }
    QLayoutItem *itemAt(int index) const override;
    QLayoutItem *takeAt(int index) override;

    Qt::Orientations expandingDirections() const override { return {}; }
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect &rect) override;

private:
    // Lays the visible items out in `rect` (only measures when `apply` is false); the
    // height used.
    int arrange(const QRect &rect, bool apply) const;

    QList<QLayoutItem *> items_;
};

} // namespace ludoteca::app
