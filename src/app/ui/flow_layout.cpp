#include "ui/flow_layout.h"

#include <algorithm>

#include <QWidget>

namespace ludoteca::app {

FlowLayout::FlowLayout(QWidget *parent) : QLayout(parent) {}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem *item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem *item) { items_.append(item); }

QLayoutItem *FlowLayout::itemAt(int index) const { return items_.value(index); }

QLayoutItem *FlowLayout::takeAt(int index)
{
    if (index < 0 || index >= items_.size())
        return nullptr;
    return items_.takeAt(index);
}

int FlowLayout::heightForWidth(int width) const { return arrange(QRect(0, 0, width, 0), false); }

QSize FlowLayout::minimumSize() const
{
    QSize size;
    for (const QLayoutItem *item : items_)
        if (!item->isEmpty())
            size = size.expandedTo(item->minimumSize());
    const QMargins margins = contentsMargins();
    return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom());
}

QSize FlowLayout::sizeHint() const
{
    // Everything on one row.
    int width = 0, height = 0, shown = 0;
    for (const QLayoutItem *item : items_) {
        if (item->isEmpty())
            continue;
        width += item->sizeHint().width();
        height = std::max(height, item->sizeHint().height());
        ++shown;
    }
    const QMargins margins = contentsMargins();
    return {width + std::max(0, shown - 1) * spacing() + margins.left() + margins.right(),
            height + margins.top() + margins.bottom()};
}

void FlowLayout::setGeometry(const QRect &rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

int FlowLayout::arrange(const QRect &rect, bool apply) const
{
    const QRect area = rect.marginsRemoved(contentsMargins());
    const int gap = std::max(0, spacing());
    int top = area.top();
    // Each row: the items that fit, centred.
    for (qsizetype first = 0; first < items_.size();) {
        int rowWidth = 0, rowHeight = 0;
        qsizetype last = first;
        for (; last < items_.size(); ++last) {
            const QLayoutItem *item = items_[last];
            if (item->isEmpty())
                continue;
            const int width = std::min(item->sizeHint().width(), area.width());
            const int wider = rowWidth == 0 ? width : rowWidth + gap + width;
            if (rowWidth > 0 && wider > area.width())
                break;
            rowWidth = wider;
            rowHeight = std::max(rowHeight, item->sizeHint().height());
        }
        if (apply) {
            int left = area.left() + (area.width() - rowWidth) / 2;
            for (qsizetype index = first; index < last; ++index) {
                QLayoutItem *item = items_[index];
                if (item->isEmpty())
                    continue;
                const QSize size(std::min(item->sizeHint().width(), area.width()), item->sizeHint().height());
                item->setGeometry(QRect(QPoint(left, top + (rowHeight - size.height()) / 2), size));
                left += size.width() + gap;
            }
        }
        if (rowWidth > 0)
            top += rowHeight + gap;
        first = last;
    }
    const int used = top > area.top() ? top - gap - area.top() : 0;
    const QMargins margins = contentsMargins();
    return used + margins.top() + margins.bottom();
}

} // namespace ludoteca::app
