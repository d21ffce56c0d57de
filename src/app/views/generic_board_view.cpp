#include "views/generic_board_view.h"

#include <QFontDatabase>
#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include "ludoteca/core/state.h"
#include "session/game_session.h"

namespace ludoteca::app {

namespace {
constexpr int kColumns = 6;
}

GenericBoardView::GenericBoardView(GameSession &session, QWidget *parent) : BoardView(session, parent)
{
    auto *layout = new QVBoxLayout(this);
    board_ = new QLabel(this);
    board_->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    board_->setAlignment(Qt::AlignCenter);
    board_->setTextFormat(Qt::PlainText); // a board drawn in characters
    board_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(board_, 1);

    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto *holder = new QWidget(scroll);
    moves_ = new QGridLayout(holder);
    moves_->setSpacing(6);
    scroll->setWidget(holder);
    layout->addWidget(scroll, 1);
    refresh();
}

void GenericBoardView::refresh()
{
    if (!session().hasGame())
        return;
    const State &state = shownState();
    board_->setText(QString::fromStdString(state.toText()));

    // deleteLater: the button being clicked may be the one that led here.
    for (QPushButton *button : std::as_const(buttons_))
        button->deleteLater();
    buttons_.clear();
    if (!acceptsInput())
        return;
    int index = 0;
    for (const Action action : state.legalActions()) {
        auto *button = new QPushButton(QString::fromStdString(state.actionToString(action)));
        button->setObjectName(QStringLiteral("move_") + button->text());
        connect(button, &QPushButton::clicked, this, [this, action] { requestMove(action); });
        moves_->addWidget(button, index / kColumns, index % kColumns);
        buttons_.append(button);
        ++index;
    }
}

} // namespace ludoteca::app
