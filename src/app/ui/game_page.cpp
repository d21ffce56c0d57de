#include "ui/game_page.h"

#include <QHBoxLayout>
#include <QVBoxLayout>

#include "session/game_session.h"
#include "ui/side_panel.h"
#include "views/board_view.h"
#include "views/board_view_factory.h"

namespace ludoteca::app {

GamePage::GamePage(GameSession &session, QWidget *parent) : QWidget(parent), session_(session)
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    boardArea_ = new QWidget(this);
    auto *boardLayout = new QVBoxLayout(boardArea_);
    boardLayout->setContentsMargins(24, 24, 24, 24);
    layout->addWidget(boardArea_, 1);
    panel_ = new SidePanel(session_, this);
    layout->addWidget(panel_);
}

void GamePage::showGame()
{
    if (!session_.hasGame())
        return;
    const QString id = QString::fromStdString(session_.game()->id);
    if (view_ && id == viewGameId_) {
        panel_->setView(view_);
        return;
    }
    delete view_;
    view_ = BoardViewFactory::create(id.toStdString(), session_, boardArea_);
    view_->setObjectName(QStringLiteral("boardView"));
    boardArea_->layout()->addWidget(view_);
    viewGameId_ = id;
    panel_->setView(view_);
    view_->setFocus();
}

} // namespace ludoteca::app
