#pragma once
// The view for games that have none of their own yet: the engine's text board and every
// legal move as a button. Plain, but every game is playable from the first day.

#include <QVector>

#include "views/board_view.h"

class QGridLayout;
class QLabel;
class QPushButton;

namespace ludoteca::app {

class GenericBoardView : public BoardView {
    Q_OBJECT

public:
    explicit GenericBoardView(GameSession &session, QWidget *parent = nullptr);

protected:
    void refresh() override;

private:
    QLabel *board_ = nullptr;
    QGridLayout *moves_ = nullptr;
    QVector<QPushButton *> buttons_;
};

} // namespace ludoteca::app
