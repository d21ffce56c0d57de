#include "views/board_accessible.h"

#include <algorithm>

#include <QAccessible>
#include <QAccessibleActionInterface>
#include <QAccessibleWidget>
#include <QHash>
#include <QPointer>

#include "views/board_view.h"

namespace ludoteca::app {

namespace {

// One cell of the board. Its text and place are read from the view each time, so it stays
// true as the position changes; a cell the board no longer has is not valid.
class CellAccessible : public QAccessibleInterface, public QAccessibleActionInterface {
public:
    CellAccessible(BoardView *view, int cell) : view_(view), cell_(cell) {}

    bool isValid() const override { return view_ && index() >= 0; }
    // A cell is no QObject of its own: the view is its parent's object.
    QObject *object() const override { return nullptr; }
    QWindow *window() const override { return view_ ? view_->window()->windowHandle() : nullptr; }
    QAccessibleInterface *parent() const override { return QAccessible::queryAccessibleInterface(view_.data()); }
    QAccessibleInterface *child(int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface *) const override { return -1; }
    QAccessibleInterface *childAt(int, int) const override { return nullptr; }
    QString text(QAccessible::Text kind) const override
    {
        return kind == QAccessible::Name && view_ ? view_->spokenCell(cell_) : QString();
    }
    void setText(QAccessible::Text, const QString &) override {}
    QRect rect() const override
    {
        if (!view_)
            return {};
        const QRect area = view_->cellArea(cell_);
        return QRect(view_->mapToGlobal(area.topLeft()), area.size());
    }
    QAccessible::Role role() const override { return QAccessible::ListItem; }
    QAccessible::State state() const override
    {
        QAccessible::State state;
        state.focusable = true;
        state.selectable = true;
        const bool current = view_ && view_->hasFocus() && view_->cursorShown() && view_->cursorCell() == cell_;
        state.focused = current;
        state.selected = current;
        state.invisible = !view_ || !view_->isVisible();
        return state;
    }
    void *interface_cast(QAccessible::InterfaceType type) override
    {
        return type == QAccessible::ActionInterface ? static_cast<QAccessibleActionInterface *>(this) : nullptr;
    }

    QStringList actionNames() const override { return {pressAction(), setFocusAction()}; }
    QStringList keyBindingsForAction(const QString &) const override { return {}; }
    void doAction(const QString &name) override
    {
        if (!view_)
            return;
        if (name == pressAction())
            view_->pressCell(cell_);
        else if (name == setFocusAction())
            view_->setFocus(Qt::OtherFocusReason);
    }

    int cell() const { return cell_; }

private:
    int index() const
    {
        const std::vector<int> cells = view_->spokenCells();
        const auto it = std::find(cells.begin(), cells.end(), cell_);
        return it == cells.end() ? -1 : static_cast<int>(it - cells.begin());
    }

    QPointer<BoardView> view_;
    int cell_;
};

// The board: a list of its cells. Cells are made as they are asked for and kept, one per
// cell number, until the board goes.
class BoardAccessible : public QAccessibleWidget {
public:
    explicit BoardAccessible(BoardView *view) : QAccessibleWidget(view, QAccessible::List) {}
    ~BoardAccessible() override
    {
        for (const QAccessible::Id id : std::as_const(cells_))
            QAccessible::deleteAccessibleInterface(id);
    }

    int childCount() const override { return static_cast<int>(view()->spokenCells().size()); }
    QAccessibleInterface *child(int index) const override
    {
        const std::vector<int> cells = view()->spokenCells();
        if (index < 0 || index >= static_cast<int>(cells.size()))
            return nullptr;
        const int cell = cells[static_cast<std::size_t>(index)];
        if (const auto it = cells_.constFind(cell); it != cells_.constEnd())
            return QAccessible::accessibleInterface(*it);
        auto *accessible = new CellAccessible(view(), cell);
        cells_.insert(cell, QAccessible::registerAccessibleInterface(accessible));
        return accessible;
    }
    int indexOfChild(const QAccessibleInterface *child) const override
    {
        if (!child || child->role() != QAccessible::ListItem)
            return -1;
        for (auto it = cells_.constBegin(); it != cells_.constEnd(); ++it) {
            if (QAccessible::accessibleInterface(it.value()) == child) {
                const std::vector<int> cells = view()->spokenCells();
                const auto found = std::find(cells.begin(), cells.end(), it.key());
                return found == cells.end() ? -1 : static_cast<int>(found - cells.begin());
            }
        }
        return -1;
    }
    // The board's own hit test: a cell's rectangle is only its bounds (a ring's cell is
    // curved).
    QAccessibleInterface *childAt(int x, int y) const override
    {
        const int cell = view()->cellAtPoint(view()->mapFromGlobal(QPoint(x, y)));
        const std::vector<int> cells = view()->spokenCells();
        const auto it = std::find(cells.begin(), cells.end(), cell);
        return it == cells.end() ? nullptr : child(static_cast<int>(it - cells.begin()));
    }
    // The cell under the cursor has the focus while the board has it.
    QAccessibleInterface *focusChild() const override
    {
        if (!view()->hasFocus() || !view()->cursorShown())
            return nullptr;
        const std::vector<int> cells = view()->spokenCells();
        const auto it = std::find(cells.begin(), cells.end(), view()->cursorCell());
        return it == cells.end() ? nullptr : child(static_cast<int>(it - cells.begin()));
    }

private:
    BoardView *view() const { return static_cast<BoardView *>(widget()); }

    mutable QHash<int, QAccessible::Id> cells_;
};

QAccessibleInterface *boardFactory(const QString &, QObject *object)
{
    if (auto *view = qobject_cast<BoardView *>(object))
        return new BoardAccessible(view);
    return nullptr;
}

} // namespace

void installBoardAccessibility()
{
    static const bool installed = [] {
        QAccessible::installFactory(boardFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

void announceCursor(BoardView *view, int cell)
{
    if (!QAccessible::isActive())
        return;
    const std::vector<int> cells = view->spokenCells();
    const auto it = std::find(cells.begin(), cells.end(), cell);
    if (it == cells.end())
        return;
    QAccessibleEvent event(view, QAccessible::Focus);
    event.setChild(static_cast<int>(it - cells.begin()));
    QAccessible::updateAccessibility(&event);
}

} // namespace ludoteca::app
