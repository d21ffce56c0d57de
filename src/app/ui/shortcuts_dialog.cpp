#include "ui/shortcuts_dialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QKeySequence>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "ludoteca/core/registry.h"
#include "session/game_session.h"
#include "views/board_view.h"
#include "views/board_view_factory.h"

namespace ludoteca::app {

ShortcutsDialog::ShortcutsDialog(const QList<QAction *> &actions, QWidget *parent) : QDialog(parent)
{
    setObjectName(QStringLiteral("shortcuts"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    auto *layout = new QVBoxLayout(this);
    list_ = new QTreeWidget(this);
    list_->setObjectName(QStringLiteral("shortcutList"));
    list_->setColumnCount(2);
    list_->setHeaderLabels({tr("Keys"), tr("What they do")});
    list_->setRootIsDecorated(false);
    // Read from the keyboard too: the arrow keys and Page Down walk the rows (a screen
    // reader reads each), the row being read stands out, and the list has the focus.
    list_->setSelectionMode(QAbstractItemView::SingleSelection);
    list_->setSelectionBehavior(QAbstractItemView::SelectRows);
    list_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    list_->setAccessibleName(tr("Keyboard Shortcuts"));
    list_->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    layout->addWidget(list_);

    auto section = [this](const QString &title) {
        auto *item = new QTreeWidgetItem(list_, {title});
        item->setFirstColumnSpanned(true);
        QFont bold = item->font(0);
        bold.setBold(true);
        item->setFont(0, bold);
        return item;
    };
    auto row = [this](const QString &keys, const QString &what) { new QTreeWidgetItem(list_, {keys, what}); };

    section(tr("Menus"));
    for (const QAction *action : actions) {
        if (action->shortcut().isEmpty())
            continue;
        QString text = action->text();
        text.remove(QLatin1Char('&')).remove(QStringLiteral("…"));
        row(action->shortcut().toString(QKeySequence::NativeText), text);
    }

    // Each game's board answers keys of its own: asked of a view made for the purpose.
    GameSession session;
    for (const GameInfo *info : GameRegistry::games()) {
        BoardView *view = BoardViewFactory::create(info->id, session, this);
        const QList<BoardView::KeyHelp> keys = view->keyHelp();
        delete view;
        if (keys.isEmpty())
            continue;
        section(QString::fromStdString(info->name));
        for (const BoardView::KeyHelp &key : keys)
            row(key.keys, key.what);
    }
    for (int column = 0; column < 2; ++column)
        list_->resizeColumnToContents(column);

    list_->setCurrentItem(list_->topLevelItem(0));
    list_->setFocus();

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(560, 620);
}

} // namespace ludoteca::app
