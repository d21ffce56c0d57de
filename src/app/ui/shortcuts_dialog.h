#pragma once
// Help → Keyboard Shortcuts: every menu command that has a key, then each game's board
// keys as its view answers them (BoardView::keyHelp), in one list a player can read.

#include <QDialog>
#include <QList>

class QAction;
class QTreeWidget;

namespace ludoteca::app {

class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    ShortcutsDialog(const QList<QAction *> &actions, QWidget *parent = nullptr);

private:
    QTreeWidget *list_ = nullptr;
};

} // namespace ludoteca::app
