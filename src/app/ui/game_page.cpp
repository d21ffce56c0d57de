#include "ui/game_page.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include "session/game_session.h"
#include "ui/side_panel.h"
#include "ui/theme.h"
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
    boardLayout->setContentsMargins(24, 16, 24, 24);
    boardLayout->setSpacing(8);
    // The result in words, above the board, once the game is over.
    result_ = new QLabel(boardArea_);
    result_->setObjectName(QStringLiteral("result"));
    result_->setAlignment(Qt::AlignCenter);
    result_->setWordWrap(true);
    result_->setTextFormat(Qt::PlainText); // it names the winners
    result_->setFont(theme::font(font(), 1.25, QFont::DemiBold));
    result_->hide();
    boardLayout->addWidget(result_);
    layout->addWidget(boardArea_, 1);
    panel_ = new SidePanel(session_, this);
    layout->addWidget(panel_);
    connect(&session_, &GameSession::stateChanged, this, &GamePage::updateResult);
}

void GamePage::updateResult()
{
    const bool over = view_ && session_.hasGame() && session_.state()->isTerminal();
    if (over)
        result_->setText(view_->resultText(*session_.state()));
    result_->setVisible(over);
}

void GamePage::showGame()
{
    if (!session_.hasGame())
        return;
    const QString id = QString::fromStdString(session_.game()->id);
    if (view_ && id == viewGameId_) {
        panel_->setView(view_);
        updateResult();
        return;
    }
    delete view_;
    view_ = BoardViewFactory::create(id.toStdString(), session_, boardArea_);
    view_->setObjectName(QStringLiteral("boardView"));
    boardArea_->layout()->addWidget(view_);
    viewGameId_ = id;
    panel_->setView(view_);
    view_->setFocus();
    updateResult();
}

} // namespace ludoteca::app
