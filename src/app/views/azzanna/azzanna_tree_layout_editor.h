#pragma once
// The set-up dialog's editor of Azzanna's `trees` option (the expert variant): a small
// field where the six trees are dragged (or clicked, then a cell clicked) to other cells.
// It writes the option's text field and follows it, so typed layouts show up too.

#include <cstdint>

#include <QPointer>
#include <QWidget>

#include "views/square_grid.h"

class QLabel;
class QLineEdit;

namespace ludoteca {
struct OptionSpec;
}

namespace ludoteca::app::azzanna {

class TreeField : public QWidget {
    Q_OBJECT

public:
    explicit TreeField(QWidget *parent = nullptr);

    void setTrees(std::uint64_t trees, bool valid);
    std::uint64_t trees() const { return trees_; }
    int picked() const { return picked_; }
    // Geometry, public so tests can drag: cells numbered as the engine does (kField).
    QPointF cellCenter(int cell) const { return grid().cellCenter(cell); }
    int cellAt(QPointF point) const { return grid().cellAt(point); }

    QSize sizeHint() const override { return {232, 232}; }

signals:
    // A tree moved from one cell to another (the caller rewrites the text).
    void treeMoved(int from, int to);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    SquareGrid grid() const;
    bool hasTree(int cell) const { return cell >= 0 && ((trees_ >> cell) & 1u) != 0; }

    std::uint64_t trees_ = 0;
    bool valid_ = true;
    int picked_ = -1; // the tree being moved
    bool dragging_ = false;
    QPointF dragAt_;
    int hover_ = -1;
};

class TreeLayoutEditor : public QWidget {
    Q_OBJECT

public:
    TreeLayoutEditor(const OptionSpec &spec, QLineEdit &text, QWidget *parent = nullptr);

    TreeField *field() const { return field_; }

private:
    void readText();

    QPointer<QLineEdit> text_;
    TreeField *field_ = nullptr;
    QLabel *note_ = nullptr;
};

} // namespace ludoteca::app::azzanna
